//! The `game::start` words in English: [`super::EN`] (`mod.rs`
//! holds the struct they fill).

use super::Words;

pub(super) const WORDS: Words = Words {
    tab_table: "Table",
    tab_log: "Log",
    tab_saves: "Games",
    tabs_label: "Game sections",
    loading: "Loading the game…",
    saving: "Saving…",
    saved: "Saved",
    new_game: "New game",
    no_game: "No game is open. Start a new one or continue a saved one.",
    about: "A companion for the «Admiral» naval tabletop game: moves, fire, odds, ships and hidden captains.",
    my_hand: "My hidden captains on my own phone (the game runs on another device)",
    lan_page: "This is a page served by a computer on the table's Wi-Fi, not the installed app: it works while the computer serves it, with no camera and no offline copy. The app installs from an HTTPS address: open it there and choose \"Install app\" or \"Add to Home screen\".",
};
