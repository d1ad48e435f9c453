//! Import a game file as a new game: a file picker or a paste box, folded
//! under its title (rarely wanted, and a file field and a text box are
//! the start screen's costliest layout on a phone: issue 19). An error
//! shows in the game's banner at the top of the screen.

use crate::i18n::game::texts;
use crate::i18n::use_lang;
use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::JsCast;

#[component]
pub fn GameImport(on_text: Callback<String>) -> impl IntoView {
    let lang = use_lang();
    let t = move || texts(lang.get());
    let paste = RwSignal::new(String::new());
    let opened = RwSignal::new(false);
    let on_file = move |ev: leptos::ev::Event| {
        let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        spawn_local(async move {
            if let Ok(v) = wasm_bindgen_futures::JsFuture::from(file.text()).await {
                if let Some(text) = v.as_string() {
                    on_text.run(text);
                }
            }
        });
    };
    view! {
        <details class="card stack" data-testid="import" on:toggle=move |_| opened.set(true)>
            <summary data-testid="import-open">{move || t().import_title}</summary>
            // made when first opened: even folded, the browser lays a file
            // field and a text box out in an idle moment, a long task on a
            // phone right after the start (issue 19)
            <Show when=move || opened.get()>
                <label class="stack">
                    <span>{move || t().import_file}</span>
                    <input type="file" accept=".json,application/json" data-testid="import-file" on:change=on_file />
                </label>
                <label class="stack">
                    <span>{move || t().import_paste}</span>
                    <textarea class="json-box" rows="4" data-testid="import-text"
                        prop:value=move || paste.get()
                        on:input=move |ev| paste.set(event_target_value(&ev))></textarea>
                </label>
                <button data-testid="import-go" disabled=move || paste.with(|p| p.trim().is_empty())
                    on:click=move |_| on_text.run(paste.get_untracked())>
                    {move || t().import_button}
                </button>
            </Show>
        </details>
    }
}
