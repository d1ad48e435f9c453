//! The game's error banner: the last refusal or failure, in the player's
//! language with ship and player names, until dismissed or the next
//! successful action. The wording of the rules' refusals is lazily loaded
//! code, like the rules themselves.

use crate::i18n::game_log::Names;
use crate::i18n::{Lang, ui_error, use_lang};
use crate::schedule::lazy_part;
use crate::state::game::{UiError, use_game};
use leptos::prelude::*;
use shturman_game::GameView;

#[leptos::wasm_split::wasm_split(game_changes, fallible, wasm_split_path = ::leptos::wasm_split)]
fn error_text(lang: Lang, table: Option<GameView>, e: UiError) -> Result<String, UiError> {
    let names = table.as_ref().map(Names::of).unwrap_or_default();
    Ok(ui_error(lang, &names, &e))
}

/// The banner where the main module shows it (the game area): its code
/// comes with the code that changes a game, fetched when there is first an
/// error to show.
#[component]
pub fn LazyGameError() -> impl IntoView {
    let ctx = use_game();
    lazy_part(move || ctx.error.with(Option::is_some), banner)
}

#[leptos::wasm_split::wasm_split(game_changes, fallible, wasm_split_path = ::leptos::wasm_split)]
fn banner() -> Result<AnyView, leptos::wasm_split::SplitLoaderError> {
    Ok(GameError().into_any())
}

#[component]
pub fn GameError() -> impl IntoView {
    let lang = use_lang();
    let ctx = use_game();
    let text = move || {
        let e = ctx.error.get()?;
        let lang = lang.get();
        let table = ctx.table.get();
        Some(Suspend::new(async move {
            error_text(lang, table, e)
                .await
                .unwrap_or_else(|_| crate::i18n::shell::shell(lang).chunk_failed.to_string())
        }))
    };
    view! {
        <Show when=move || ctx.error.with(Option::is_some)>
            <div class="banner banner--error row game-error" role="alert" data-testid="game-error">
                <span class="grow">"⚠ " {text}</span>
                <button
                    aria-label=move || crate::i18n::shell::shell(lang.get()).dismiss
                    on:click=move |_| ctx.error.set(None)
                >
                    "✕"
                </button>
            </div>
        </Show>
    }
}
