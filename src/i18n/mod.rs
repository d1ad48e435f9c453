//! The UI's words, in Russian (first) and English. The texts themselves are
//! the `shturman-words` crate (`crates/words`), pure and tested on the host;
//! this module re-exports them under their usual paths and adds the piece
//! that needs the UI: the current language (a Leptos context). The game
//! screens' own errors are worded where they are shown
//! (`crate::components::game_error`), above the state that defines them.

use leptos::prelude::*;
pub use shturman_words::{Lang, game, game_errors, game_log, shell, terms, tools};

/// The current language, provided at the root.
pub fn use_lang() -> RwSignal<Lang> {
    expect_context::<RwSignal<Lang>>()
}
