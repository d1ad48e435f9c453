//! The `game::log` words in English: [`super::EN`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::Words;
use crate::Lang;
use crate::plural::ENTRIES;

pub(super) const WORDS: Words = Words {
    title: "Log",
    empty: "The log is empty.",
    setup: "Setup",
    round: |n, w| format!("Round {n} — {w}"),
    menu: |n| format!("Menu of entry #{n}"),
    undo_here: "Undo back to here",
    undo_q: |n, count, text| {
        format!(
            "Undo entry #{n} and all after it ({}): {text}",
            ENTRIES.count(Lang::En, count as i64)
        )
    },
    undo_last: "Undo the last",
    redo: "Redo",
    undone: "undone",
};
