//! The game's error banner: the last refusal or failure, in the player's
//! language with ship and player names, until dismissed or the next
//! successful action.

use crate::i18n::game_errors::ui_error;
use crate::i18n::game_log::Names;
use crate::i18n::use_lang;
use crate::state::game::use_game;
use leptos::prelude::*;

#[component]
pub fn GameError() -> impl IntoView {
    let lang = use_lang();
    let ctx = use_game();
    let text = move || {
        let e = ctx.error.get()?;
        let names = ctx
            .table
            .with(|v| v.as_ref().map(Names::of).unwrap_or_default());
        Some(ui_error(lang.get(), &names, &e))
    };
    view! {
        <Show when=move || ctx.error.with(Option::is_some)>
            <div class="banner banner--error row game-error" role="alert" data-testid="game-error">
                <span class="grow">"⚠ " {text}</span>
                <button
                    aria-label=move || lang.get().pick("Закрыть сообщение", "Dismiss the message")
                    on:click=move |_| ctx.error.set(None)
                >
                    "✕"
                </button>
            </div>
        </Show>
    }
}
