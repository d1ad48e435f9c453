//! The UI's words, in Russian (first) and English. The texts themselves are
//! the `shturman-words` crate (`crates/words`), pure and tested on the host;
//! this module re-exports them under their usual paths and adds the two
//! pieces that need the UI: the current language (a Leptos context) and the
//! glue that words the game screens' own errors ([`UiError`]) through
//! `game_errors::Words`.

use crate::state::game::UiError;
use leptos::prelude::*;
use shturman_words::game_log::Names;
pub use shturman_words::{Lang, game, game_errors, game_log, shell, terms, tools};

/// The current language, provided at the root.
pub fn use_lang() -> RwSignal<Lang> {
    expect_context::<RwSignal<Lang>>()
}

/// Any error of the game screens.
pub fn ui_error(lang: Lang, n: &Names, e: &UiError) -> String {
    let w = game_errors::words(lang);
    match e {
        UiError::Rule(r) => format!("{} {}", (w.rule)(n, r), w.nothing_changed),
        UiError::History(h) => (w.history)(n, h),
        UiError::Save(s) => (w.save_failed)(&s.detail),
        UiError::Stale => w.stale.to_string(),
        UiError::Load(l) => (w.load)(l),
        UiError::Live(r) => (shturman_words::live::words(lang).refused)(n, r),
        UiError::Unavailable => shell::shell(lang).chunk_failed.to_string(),
        UiError::LiveWaiting(n) => (shturman_words::live::words(lang).still_waiting)(*n),
    }
}

/// Why an imported text or file was not opened: a text that does not read
/// says nothing was stored (not, as for a save, that a file is kept).
pub fn import_error(lang: Lang, e: &UiError) -> String {
    match e {
        UiError::Load(l) => (game_errors::words(lang).import)(l),
        other => ui_error(lang, &Names::default(), other),
    }
}
