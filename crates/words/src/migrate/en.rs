//! The `migrate` words in English: [`super::EN`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::Words;
use crate::Lang;
use crate::plural::CAPTAINS;

pub(super) const WORDS: Words = Words {
    title: "Moving an old save",
    intro: "This game was saved before hidden captains were sealed: in the old file anyone can read the captains. Now each player in turn sets a PIN, and their captains move into their hand, locked by that PIN. The table keeps only the seals. Nothing is lost: every move, round and captain stays where it was.",
    leave_note: "If you leave before the end, nothing changes: the old save stays as it was, and the move can start again.",
    begin: "Start",
    leave: "Not now",
    needs_pin: |name, n| {
        format!(
            "{name} — {}: sets a PIN",
            CAPTAINS.count(Lang::En, i64::from(n))
        )
    },
    no_pin: |name| format!("{name} — no captains: no PIN needed"),
    pin_set: |name| format!("{name} — PIN set ✓"),
    pin_for: |name, n| {
        format!(
            "{name}: the PIN locks the hand ({})",
            CAPTAINS.count(Lang::En, i64::from(n))
        )
    },
    storing: "Storing the new game and the hands…",
    store_failed: "Could not store it. The old save is untouched — try again.",
    retry: "Try again",
    done: "Done: the game is moved, the old save is deleted.",
    open_game: "Open the game",
    not_found: "This save could not be read as an old game; it is untouched.",
    old_save: "Old save — needs moving",
    old_save_note: "Saved before captains were sealed. Moving it asks each player for a PIN; nothing is lost.",
    migrate: "Move it",
};
