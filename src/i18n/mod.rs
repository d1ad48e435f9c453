//! The UI's words, in Russian (first) and English. The texts themselves are
//! the `shturman-words` crate (`crates/words`), pure and tested on the host;
//! this module re-exports them under their usual paths and adds the two
//! pieces that need the UI: the current language (a Leptos context) and the
//! words for the game screens' own errors ([`UiError`]).

use crate::state::game::UiError;
use leptos::prelude::*;
use shturman_words::game_errors::{history_error, load_error, rule_error};
use shturman_words::game_log::Names;
pub use shturman_words::{game, game_errors, game_log, shell, terms, tools, Lang};

/// The current language, provided at the root.
pub fn use_lang() -> RwSignal<Lang> {
    expect_context::<RwSignal<Lang>>()
}

/// Any error of the game screens.
pub fn ui_error(lang: Lang, n: &Names, e: &UiError) -> String {
    match e {
        UiError::Rule(r) => format!(
            "{} {}",
            rule_error(lang, n, r),
            lang.pick("Ничего не изменено.", "Nothing was changed.")
        ),
        UiError::History(h) => history_error(lang, n, h),
        UiError::Save(s) => format!(
            "{} ({}). {}",
            lang.pick("Не удалось сохранить партию", "Could not save the game"),
            s.detail,
            lang.pick("Действие не применено.", "The action was not applied.")
        ),
        UiError::Stale => lang
            .pick(
                "Эту партию только что сохранили в другом окне: показана новая версия, ваше действие не записано.",
                "This game was just saved in another window: the newer game is shown, and your action was not recorded.",
            )
            .to_string(),
        UiError::Load(l) => load_error(lang, l),
        UiError::Unavailable => shell::shell(lang).chunk_failed.to_string(),
    }
}
