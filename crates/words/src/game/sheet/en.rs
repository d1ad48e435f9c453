//! The `game::sheet` words in English: [`super::EN`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::Words;

pub(super) const WORDS: Words = Words {
    close: "Close",
    hull_hit: "Correct: +1 hull",
    sail_hit: "Correct: +1 sails",
    heading: "Heading after the move",
    planner: "Move — planner",
    fire: "Fire — helper",
    more: "More: correct the damage, sinking, captain in port",
    hull_change: |ship, a, b| format!("A correction, not a shot — {ship}: hull {a} → {b}"),
    sinks: "the ship sinks",
    sails_change: |ship, a, b| format!("A correction, not a shot — {ship}: sails {a} → {b}"),
    dismasts: "sails lost",
    heading_change: |ship, a, b| format!("{ship}: heading {a} → {b}"),
    heading_kept: |ship, h| format!("{ship}: moved without a turn, heading {h}"),
    no_round: "Start a round first: a move and its heading are recorded in a round.",
    two_calms: "Two-calms move",
    two_calms_change: |ship| format!("{ship}: the two-calms move (one cell ahead)"),
    not_afloat: "The ship is not afloat.",
    sails_full: "The sails are already gone.",
    sunk_note: "This ship has sunk: no move, shot or correction is recorded for it any more. If that is a mistake, undo the entry in the log.",
};
