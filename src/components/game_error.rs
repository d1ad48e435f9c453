//! The game's error banner: the last refusal or failure, in the player's
//! language with ship and player names, until dismissed or the next
//! successful action. A live table's refusal of an action asked from a
//! ship's sheet is shown by that ship instead ([`RefusalNote`]: on its
//! tile and in its sheet), and any live refusal goes with the next entry
//! on the log (issue 43: a banner that stayed read as if the next shot
//! had been refused, and pushed the player's own ships down). The wording
//! of the rules' refusals is lazily loaded code, like the rules themselves.

use crate::components::lazy_part::lazy_part;
use crate::i18n::game_log::Names;
use crate::i18n::{Lang, game_errors, shell, use_lang};
use crate::state::game::{GameCtx, UiError, use_game};
use leptos::prelude::*;
use shturman_game::GameView;
use uuid::Uuid;

#[leptos::wasm_split::wasm_split(game_changes, fallible, wasm_split_path = ::leptos::wasm_split)]
fn error_text(lang: Lang, table: Option<GameView>, e: UiError) -> Result<String, UiError> {
    let names = table.as_ref().map(Names::of).unwrap_or_default();
    Ok(ui_error(lang, &names, &e))
}

/// What the banner shows: the last failure, or a live refusal asked
/// from no ship's sheet.
fn banner_error(ctx: GameCtx) -> Option<UiError> {
    ctx.error.get().or_else(|| {
        ctx.refused.with(|r| {
            r.as_ref()
                .filter(|r| r.ship.is_none())
                .map(|r| r.error.clone())
        })
    })
}

/// The banner where the main module shows it (the game area): its code
/// comes with the code that changes a game, fetched when there is first an
/// error to show.
#[component]
pub fn LazyGameError() -> impl IntoView {
    let ctx = use_game();
    lazy_part(move || banner_error(ctx).is_some(), banner)
}

#[leptos::wasm_split::wasm_split(game_changes, fallible, wasm_split_path = ::leptos::wasm_split)]
fn banner() -> Result<AnyView, leptos::wasm_split::SplitLoaderError> {
    Ok(GameError().into_any())
}

/// `e` worded, once its words' code is here.
fn worded(ctx: GameCtx, lang: Lang, e: UiError) -> impl IntoView {
    let table = ctx.table.get();
    Suspend::new(async move {
        error_text(lang, table, e)
            .await
            .unwrap_or_else(|_| crate::i18n::shell::shell(lang).chunk_failed.to_string())
    })
}

#[component]
pub fn GameError() -> impl IntoView {
    let lang = use_lang();
    let ctx = use_game();
    let text = move || banner_error(ctx).map(|e| worded(ctx, lang.get(), e));
    view! {
        <Show when=move || banner_error(ctx).is_some()>
            <div class="banner banner--error row game-error" role="alert" data-testid="game-error">
                <span class="grow">"⚠ " {text}</span>
                <button
                    aria-label=move || crate::i18n::shell::shell(lang.get()).dismiss
                    on:click=move |_| {
                        ctx.error.set(None);
                        ctx.refused.set(None);
                    }
                >
                    "✕"
                </button>
            </div>
        </Show>
    }
}

/// A live refusal of an action asked from `ship`'s sheet, by that ship.
#[component]
pub fn RefusalNote(ship: Uuid) -> impl IntoView {
    let lang = use_lang();
    let ctx = use_game();
    let mine = move || {
        ctx.refused.with(|r| {
            r.as_ref()
                .filter(|r| r.ship == Some(ship))
                .map(|r| r.error.clone())
        })
    };
    move || {
        mine().map(|e| {
            view! {
                <p class="refusal" role="alert" data-testid="ship-refusal">
                    <span class="grow">"⚠ " {worded(ctx, lang.get(), e)}</span>
                    <button type="button" class="refusal__x"
                        aria-label=move || crate::i18n::shell::shell(lang.get()).dismiss
                        on:click=move |_| ctx.refused.set(None)>"✕"</button>
                </p>
            }
        })
    }
}

/// Any error of the game screens, in words.
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
