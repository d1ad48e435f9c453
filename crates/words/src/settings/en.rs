//! The `settings` words in English: [`super::EN`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::Words;

pub(super) const WORDS: Words = Words {
    title: "Settings",
    language: "Language",
    screen: "Screen",
    wake_lock: "Keep the screen on while a game is open",
    wake_lock_note: "The phone lies on the table between turns and its screen stays on. Turn this off to save the battery.",
    wake_lock_unavailable: "This device or browser cannot keep the screen on.",
    wake_lock_https: "Only the installed app (from an HTTPS address) can keep the screen on; this is a page on the table's Wi-Fi.",
    theme: "Theme",
    theme_note: "Light or dark, as the device's system is set.",
    storage: "Storage",
    storage_checking: "Asking the browser whether it keeps the games…",
    storage_kept: "The browser keeps games and hands for good: it will not clear them even when the device runs short of space.",
    storage_may_clear: "The browser may clear games and hands when the device runs short of space. Install the app on the home screen and it keeps them; export a game that matters.",
    storage_unknown: "This browser does not say whether it keeps the games: export a game that matters.",
    storage_files: "Games and hands are kept as files on this computer's disk.",
    about: "Shturman works out moves, fire and odds by the «Admiral»-level rules and keeps the game on this device. No network needed.",
    save_failed: "Could not save",
};
