//! The top bar: the app's name and the language switch.

use crate::i18n::{shell::shell, use_lang, Lang};
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
            <img class="app-bar__icon" src="icons/compass.svg" alt="" width="28" height="28" />
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
