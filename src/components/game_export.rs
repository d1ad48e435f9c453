//! Export of the open game as its save file: a .json download in a
//! browser; the text itself in a box with a copy button everywhere (inside
//! the Tauri window a download may go nowhere, so the box shows at once).

use crate::i18n::game::texts;
use crate::i18n::use_lang;
use crate::platform;
use crate::state::game::use_game;
use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::{JsCast, JsValue};

fn download(name: &str, text: &str) -> Option<()> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let opts = web_sys::BlobPropertyBag::new();
    opts.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &opts).ok()?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).ok()?;
    let doc = web_sys::window()?.document()?;
    let a: web_sys::HtmlAnchorElement = doc.create_element("a").ok()?.dyn_into().ok()?;
    a.set_href(&url);
    a.set_download(name);
    a.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Some(())
}

/// Copy `text`: the async clipboard API where allowed, else the selection
/// of the box and the old copy command.
fn copy(text: &str, box_id: &str) -> bool {
    let Some(w) = web_sys::window() else {
        return false;
    };
    let clip = js_sys::Reflect::get(&w.navigator(), &JsValue::from_str("clipboard")).ok();
    if let Some(clip) = clip.filter(|c| !c.is_undefined())
        && let Ok(f) = js_sys::Reflect::get(&clip, &JsValue::from_str("writeText"))
        && let Some(f) = f.dyn_ref::<js_sys::Function>()
        && f.call1(&clip, &JsValue::from_str(text)).is_ok()
    {
        return true;
    }
    let Some(doc) = w.document() else {
        return false;
    };
    if let Some(el) = doc.get_element_by_id(box_id)
        && let Ok(f) = js_sys::Reflect::get(&el, &JsValue::from_str("select"))
        && let Some(f) = f.dyn_ref::<js_sys::Function>()
    {
        let _ = f.call0(&el);
    }
    doc.dyn_into::<web_sys::HtmlDocument>()
        .ok()
        .and_then(|d| d.exec_command("copy").ok())
        .unwrap_or(false)
}

#[component]
pub fn GameExport() -> impl IntoView {
    let lang = use_lang();
    let t = move || texts(lang.get());
    let ctx = use_game();
    let tauri = platform::is_tauri();
    let shown = RwSignal::new(tauri);
    let copied = RwSignal::new(false);
    // the save text, written by lazily loaded code once the game changes
    let text = RwSignal::new(String::new());
    Effect::new(move |_| {
        ctx.saved_len.track();
        spawn_local(async move {
            let json = ctx.export_json().await;
            match json {
                Ok(j) => text.set(j),
                Err(e) => ctx.error.set(Some(e)),
            }
        });
    });
    let ready = move || text.with(|t| !t.is_empty());
    let text = move || text.get();
    let file_name = move || {
        let id = ctx.saved_id_untracked().unwrap_or_default();
        format!("shturman-{}.json", id.get(..8).unwrap_or("game"))
    };
    view! {
        <fieldset class="card stack" data-testid="export">
            <legend>{move || t().export_title}</legend>
            <div class="row">
                <Show when=move || !tauri>
                    <button data-testid="export-download" disabled=move || !ready() on:click=move |_| {
                        let _ = download(&file_name(), &text());
                    }>
                        "↓ " {move || t().export_download}
                    </button>
                </Show>
                <button data-testid="export-show" disabled=move || !ready() aria-expanded=move || shown.get().to_string()
                    on:click=move |_| shown.update(|s| *s = !*s)>
                    {move || t().export_show}
                </button>
            </div>
            <Show when=move || shown.get()>
                <textarea id="export-text" class="json-box" readonly rows="6" data-testid="export-text"
                    aria-label=move || t().export_title prop:value=text></textarea>
                <button data-testid="export-copy" on:click=move |_| copied.set(copy(&text(), "export-text"))>
                    "⎘ " {move || if copied.get() { t().copied } else { t().copy }}
                </button>
            </Show>
        </fieldset>
    }
}
