//! The `game::table` words in English: [`super::EN`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::Words;
use crate::Lang;
use crate::plural::{CELLS, SHOTS};

pub(super) const WORDS: Words = Words {
    round: |n| format!("Round {n}"),
    no_round: "No round yet",
    first_round: "▸ First round",
    new_round: "+ round",
    calm: "calm",
    fresh: "wind",
    storm: "storm",
    hull: "hull",
    sails: "sails",
    shots: "shots",
    damage_of: |d, of| {
        format!(
            "{} of {of}",
            crate::plural::DAMAGE.count(Lang::En, i64::from(d))
        )
    },
    shots_left: |n| format!("{} left", SHOTS.count(Lang::En, i64::from(n))),
    captain_sealed: "captain",
    afloat: "afloat",
    captured_by: |name| format!("taken by {name}"),
    sunk: "sunk",
    two_calms: |n| {
        format!(
            "two calms: may move {}",
            CELLS.count(Lang::En, i64::from(n))
        )
    },
    swift_first: "Swift fires first",
    dismasted: "dismasted: cannot sail in a fresh wind",
    sails_range: |n| {
        format!(
            "sails damaged: range at this wind {}",
            CELLS.count(Lang::En, i64::from(n.max(0)))
        )
    },
    sails_max: |n| {
        format!(
            "sails damaged: maximum range in a fresh wind {}",
            CELLS.count(Lang::En, i64::from(n.max(0)))
        )
    },
    two_calms_chip: |n| format!("two calms: move {n}"),
    swift_chip: "Swift: first",
    dismasted_chip: "dismasted",
    sails_max_chip: |n| format!("sails: up to {}", n.max(0)),
    sails_chip: |n| format!("sails: range {}", n.max(0)),
    fleet_of: |name| format!("Fleet: {name}"),
    open_ship: "Ship's actions",
};
