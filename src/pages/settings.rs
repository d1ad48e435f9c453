//! Settings: the language (also in the app bar), the theme note, about.

use crate::i18n::{shell::shell, use_lang, Lang};
use crate::state::settings::set_lang;
use leptos::prelude::*;

#[component]
pub fn SettingsPage() -> impl IntoView {
    let lang = use_lang();
    let t = move || shell(lang.get());
    let error = RwSignal::new(None::<String>);
    let choose = move |l: Lang| set_lang(lang, l, move |e| error.set(Some(e)));
    view! {
        <section class="page" data-testid="page-settings">
            <h2>{move || t().settings_title}</h2>
            <fieldset class="card">
                <legend>{move || t().settings_language}</legend>
                <div class="segmented" role="group">
                    <button
                        data-testid="lang-ru"
                        aria-pressed=move || (lang.get() == Lang::Ru).to_string()
                        on:click=move |_| choose(Lang::Ru)
                        lang="ru"
                    >
                        "Русский"
                    </button>
                    <button
                        data-testid="lang-en"
                        aria-pressed=move || (lang.get() == Lang::En).to_string()
                        on:click=move |_| choose(Lang::En)
                        lang="en"
                    >
                        "English"
                    </button>
                </div>
            </fieldset>
            <div class="card">
                <h3>{move || t().settings_theme}</h3>
                <p>{move || t().settings_theme_note}</p>
            </div>
            <p class="muted">{move || t().settings_about}</p>
            <Show when=move || error.get().is_some()>
                <p class="banner banner--error" role="alert">
                    {move || format!("{}: {}", t().save_failed, error.get().unwrap_or_default())}
                </p>
            </Show>
        </section>
    }
}
