//! The `game::saves` words in English: [`super::EN`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::Words;
use crate::plural::ENTRIES;
use crate::Lang;

pub(super) const WORDS: Words = Words {
    months: [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ],
    round: |n| format!("round {n}"),
    setup: "setup",
    about: "A companion for the «Admiral» naval tabletop game: moves, fire, odds, ships and hidden captains.",
    my_hand: "My hidden captains on my own phone (the game runs on another device)",
    lan_page: "This is a page served by a computer on the table's Wi-Fi, not the installed app: it works while the computer serves it, with no camera and no offline copy. The app installs from an HTTPS address: open it there and choose \"Install app\" or \"Add to Home screen\".",
    unreadable: "The game file cannot be read",
    entries: |n| ENTRIES.count(Lang::En, n as i64),
    open_now: "open now",
    continue_game: "Continue",
    delete: "Delete",
    delete_q: "Delete this game for good?",
    cancel: "Cancel",
};
