//! The top bar: the app's name and the language switch.

use crate::i18n::{Lang, shell::shell, use_lang};
use crate::state::settings::set_lang;
use leptos::prelude::*;

#[component]
pub fn AppBar() -> impl IntoView {
    let lang = use_lang();
    let t = move || shell(lang.get());
    let error = RwSignal::new(None::<String>);
    let toggle = move |_| {
        let next = match lang.get_untracked() {
            Lang::Ru => Lang::En,
            Lang::En => Lang::Ru,
        };
        set_lang(lang, next, move |e| error.set(Some(e)));
    };
    view! {
        <header class="app-bar">
            // drawn inline: an <img> of an SVG is a document of its own to
            // load and lay out, a long task on a phone (docs/scheduling.md)
            <svg class="app-bar__icon" viewBox="0 0 96 96" width="28" height="28" aria-hidden="true">
                <circle cx="48" cy="48" r="46" fill="#122a4a" />
                <circle cx="48" cy="48" r="34" fill="none" stroke="#d4a640" stroke-width="3.5" />
                <path fill="#9fb9e0" d="M48 48 66 30 56 48 66 66 48 56 30 66 40 48 30 30z" />
                <path fill="#fff" d="M48 8 55 41 88 48 55 55 48 88 41 55 8 48 41 41z" />
                <circle cx="48" cy="48" r="4" fill="#d4a640" />
            </svg>
            <h1 class="app-bar__title" data-testid="app-title">{move || t().app_name}</h1>
            <button
                class="lang-switch"
                data-testid="lang-switch"
                aria-label=move || t().switch_label
                on:click=toggle
            >
                {move || t().switch_to}
            </button>
        </header>
        <Show when=move || error.get().is_some()>
            <p class="banner banner--error" role="alert">
                {move || format!("{}: {}", t().save_failed, error.get().unwrap_or_default())}
            </p>
        </Show>
    }
}
