//! Import a game file as a new game: a file picker or a paste box, folded
//! under its title (rarely wanted, and a file field and a text box are
//! the start screen's costliest layout on a phone: docs/scheduling.md). A text that
//! does not read is explained right under the button, where the player
//! looks (the game's banner is at the top of the screen, out of view), until
//! the text or file changes.

use crate::components::game_error::ui_error;
use crate::i18n::game::texts;
use crate::i18n::game_log::Names;
use crate::i18n::{Lang, game_errors, use_lang};
use crate::state::game::UiError;
use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::JsCast;

/// Its words come with the code that reads a save, which the import has
/// just fetched to read the text (like the saves list's reasons).
#[leptos::wasm_split::wasm_split(game_open, fallible, wasm_split_path = ::leptos::wasm_split)]
fn why_text(lang: Lang, e: UiError) -> Result<String, UiError> {
    Ok(import_error(lang, &e))
}

#[component]
pub fn GameImport(on_text: Callback<String>, error: RwSignal<Option<UiError>>) -> impl IntoView {
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
        error.set(None);
        spawn_local(async move {
            if let Ok(v) = wasm_bindgen_futures::JsFuture::from(file.text()).await
                && let Some(text) = v.as_string()
            {
                on_text.run(text);
            }
        });
    };
    // the explanation's words
    let why = RwSignal::new(None::<String>);
    Effect::new(move |_| {
        let Some(e) = error.get() else {
            why.set(None);
            return;
        };
        let lang = lang.get();
        spawn_local(async move {
            let words = why_text(lang, e)
                .await
                .unwrap_or_else(|_| crate::i18n::shell::shell(lang).chunk_failed.to_string());
            // (the text may have changed meanwhile: then nothing to say)
            if error.try_with_untracked(Option::is_some) == Some(true) {
                why.set(Some(words));
            }
        });
    });
    // the form is the last thing on a long page: once the words of a new
    // explanation are there, it comes into view, centred (once: not again
    // when the language changes under it)
    let why_ref = NodeRef::<leptos::html::P>::new();
    let bring = StoredValue::new(false);
    Effect::new(move |_| {
        if error.with(Option::is_some) {
            bring.set_value(true);
        }
    });
    Effect::new(move |_| {
        if why.with(Option::is_some)
            && bring.get_value()
            && let Some(el) = why_ref.get()
        {
            bring.set_value(false);
            let at = web_sys::ScrollIntoViewOptions::new();
            at.set_block(web_sys::ScrollLogicalPosition::Center);
            el.scroll_into_view_with_scroll_into_view_options(&at);
        }
    });
    view! {
        <details class="card stack" data-testid="import" on:toggle=move |_| opened.set(true)>
            <summary data-testid="import-open">{move || t().import_title}</summary>
            // made when first opened: even folded, the browser lays a file
            // field and a text box out in an idle moment, a long task on a
            // phone right after the start (docs/scheduling.md)
            <Show when=move || opened.get()>
                <label class="stack">
                    <span>{move || t().import_file}</span>
                    <input type="file" accept=".json,application/json" data-testid="import-file" on:change=on_file />
                </label>
                <label class="stack">
                    <span>{move || t().import_paste}</span>
                    <textarea class="json-box" rows="4" data-testid="import-text"
                        prop:value=move || paste.get()
                        on:input=move |ev| {
                            error.set(None);
                            paste.set(event_target_value(&ev));
                        }></textarea>
                </label>
                <button data-testid="import-go" disabled=move || paste.with(|p| p.trim().is_empty())
                    on:click=move |_| on_text.run(paste.get_untracked())>
                    {move || t().import_button}
                </button>
                <Show when=move || why.with(Option::is_some)>
                    <p class="banner banner--error" role="alert" data-testid="import-error" node_ref=why_ref>
                        "⚠ " {move || why.get()}
                    </p>
                </Show>
            </Show>
        </details>
    }
}

/// Why an imported text or file was not opened: a text that does not read
/// says nothing was stored (not, as for a save, that a file is kept).
fn import_error(lang: Lang, e: &UiError) -> String {
    match e {
        UiError::Load(l) => (game_errors::words(lang).import)(l),
        other => ui_error(lang, &Names::default(), other),
    }
}
