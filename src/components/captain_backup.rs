//! The owner's backup of their hand: the hand locked under their key for
//! `Purpose::Backup` (made by the page), shown as text (works in the
//! desktop window too) with a download of the same as a file.

use leptos::prelude::*;
use shturman_words::hand::Words;
use wasm_bindgen::JsCast;

fn download(name: &str, text: &str) -> Option<()> {
    let parts = js_sys::Array::of1(&text.into());
    let bag = web_sys::BlobPropertyBag::new();
    bag.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &bag).ok()?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).ok()?;
    let a: web_sys::HtmlAnchorElement = document().create_element("a").ok()?.dyn_into().ok()?;
    a.set_href(&url);
    a.set_download(name);
    a.click();
    web_sys::Url::revoke_object_url(&url).ok()
}

#[component]
pub fn CaptainBackup(
    words: Signal<&'static Words>,
    make: Callback<RwSignal<Option<String>>>,
    file: Signal<String>,
) -> impl IntoView {
    let text: RwSignal<Option<String>> = RwSignal::new(None);
    view! {
        <details class="card stack hand-backup" data-testid="hand-backup">
            <summary on:click=move |_| {
                if text.with_untracked(Option::is_none) {
                    make.run(text);
                }
            }>{move || words.get().backup}</summary>
            <p class="muted">{move || words.get().backup_how}</p>
            <textarea class="code-text" rows="4" readonly data-testid="hand-backup-text"
                placeholder=move || words.get().backup_making
                prop:value=move || text.get().unwrap_or_default()></textarea>
            <button class="btn" data-testid="hand-backup-download"
                on:click=move |_| { let _ = text.with_untracked(|t| t.as_ref().and_then(|t| download(&file.get_untracked(), t))); }>
                "↓ " {move || words.get().backup_download}
            </button>
        </details>
    }
}
