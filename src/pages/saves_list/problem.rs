//! Why a save in the list does not open: the kinds of problem a row
//! shows, and a load error in words. A leaf of its own, so that the list
//! and its bad row import it without importing each other.

use crate::i18n::Lang;
use crate::i18n::shell::shell;
use crate::state::game::UiError;
use shturman_game::LoadError;

/// Why a save does not load, in words (the wording of the rules' refusals
/// is lazily loaded code, like the rules).
#[leptos::wasm_split::wasm_split(game_open, fallible, wasm_split_path = ::leptos::wasm_split)]
fn load_error_now(lang: Lang, e: LoadError) -> Result<String, UiError> {
    Ok((crate::i18n::game_errors::words(lang).load)(&e))
}

pub(super) async fn load_error_text(lang: Lang, e: LoadError) -> String {
    load_error_now(lang, e)
        .await
        .unwrap_or_else(|_| shell(lang).chunk_failed.to_string())
}

#[derive(Clone, Debug, PartialEq)]
pub(super) enum Problem {
    Load(LoadError),
    Storage(shturman_files::record::StoreError),
    /// The save-reading code could not be fetched.
    Unavailable,
}
