//! The `game::saves` words in English: [`super::EN`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::Words;
use crate::Lang;
use crate::plural::ENTRIES;

pub(super) const WORDS: Words = Words {
    months: [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ],
    round: |n| format!("round {n}"),
    setup: "setup",
    unreadable: "The game file cannot be read",
    entries: |n| ENTRIES.count(Lang::En, n as i64),
    open_now: "open now",
    continue_game: "Continue",
    delete: "Delete",
    delete_q: "Delete this game for good?",
    cancel: "Cancel",
};
