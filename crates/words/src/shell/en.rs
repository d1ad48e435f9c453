//! The `shell` words in English: [`super::EN`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::Shell;

pub(super) const WORDS: Shell = Shell {
    app_name: "Shturman",
    switch_to: "RU",
    switch_label: "RU — переключить на русский",
    nav_label: "Sections",
    nav_roll: "Roll",
    nav_game: "Game",
    nav_tools: "Tools",
    nav_rules: "Rules",
    nav_settings: "Settings",
    save_failed: "Could not save",
    chunk_failed: "This part of the app did not load: no network, or the app was updated. Nothing was changed. Check the connection and reload the page.",
    chunk_retrying: "Could not load a part of the app — trying again…",
    reload: "Reload the page",
    dismiss: "Dismiss the message",
};
