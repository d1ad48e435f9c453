//! What differs between the Tauri window and a plain browser page: where
//! settings and saves are kept, and the service worker. Inside Tauri the UI
//! calls the shell's commands (tauri-plugin-store); in a browser it uses
//! localStorage. Every call returns a `Result`; nothing here unwraps a
//! failure, the caller shows it to the player. (The browser's timing hooks
//! are in [`crate::schedule`].)

use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// `window.__TAURI__.core.invoke`, present only inside the Tauri shell
    /// (`withGlobalTauri`). `catch` turns a rejected command into `Err`.
    #[wasm_bindgen(catch, js_namespace = ["window", "__TAURI__", "core"], js_name = invoke)]
    async fn tauri_invoke(cmd: &str, args: JsValue) -> Result<JsValue, JsValue>;
}

const LOCAL_PREFIX: &str = "shturman.";

/// True inside the Tauri shell (which sets `window.__TAURI__` before the
/// page's scripts run; looked up once).
pub fn is_tauri() -> bool {
    static TAURI: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *TAURI.get_or_init(|| {
        web_sys::window()
            .and_then(|w| js_sys::Reflect::get(&w, &JsValue::from_str("__TAURI__")).ok())
            .is_some_and(|v| !v.is_undefined() && !v.is_null())
    })
}

/// A rejected promise or thrown value as text.
pub fn js_error_text(e: JsValue) -> String {
    e.as_string()
        .or_else(|| js_sys::JSON::stringify(&e).ok().and_then(|s| s.as_string()))
        .unwrap_or_else(|| "unknown error".to_string())
}

/// Call a shell command with named arguments. A rejected command gives the
/// value the shell sent (its `StoreError` object).
pub async fn invoke(cmd: &str, args: &[(&str, JsValue)]) -> Result<JsValue, JsValue> {
    let obj = js_sys::Object::new();
    for (k, v) in args {
        js_sys::Reflect::set(&obj, &JsValue::from_str(k), v)?;
    }
    tauri_invoke(cmd, obj.into()).await
}

/// A number field of a JS object (`None` when missing or not a number).
pub fn number_field(obj: &JsValue, key: &str) -> Option<f64> {
    js_sys::Reflect::get(obj, &JsValue::from_str(key))
        .ok()
        .and_then(|v| v.as_f64())
}

/// A text field of a JS object (`None` when missing or not a text).
pub fn text_field(obj: &JsValue, key: &str) -> Option<String> {
    js_sys::Reflect::get(obj, &JsValue::from_str(key))
        .ok()
        .and_then(|v| v.as_string())
}

/// Call the method `name` of a JS object with no arguments: its result, or
/// `None` when the object has no such method or it throws. By name rather
/// than through web-sys's bindings: each binding is an import of the main
/// module (its name, and glue in the app's js), part of the first load
/// even when only a chunk calls it (issue 36: the dialogs' and the
/// storage's five cost ≈ 300 bytes gzip).
pub fn call_method(obj: &JsValue, name: &str) -> Option<JsValue> {
    js_sys::Reflect::get(obj, &JsValue::from_str(name))
        .ok()?
        .dyn_into::<js_sys::Function>()
        .ok()?
        .call0(obj)
        .ok()
}

fn local_storage() -> Result<web_sys::Storage, String> {
    web_sys::window()
        .ok_or("no window")?
        .local_storage()
        .map_err(js_error_text)?
        .ok_or_else(|| "localStorage is not available".to_string())
}

/// Read from the browser's localStorage: `Ok(None)` when nothing is
/// stored, `Err` when there is no localStorage at all.
pub fn local_get(key: &str) -> Result<Option<String>, String> {
    local_storage()?
        .get_item(&format!("{LOCAL_PREFIX}{key}"))
        .map_err(js_error_text)
}

/// Write to the browser's localStorage.
pub fn local_set(key: &str, value: &str) -> Result<(), String> {
    local_storage()?
        .set_item(&format!("{LOCAL_PREFIX}{key}"), value)
        .map_err(js_error_text)
}

/// Remove from the browser's localStorage.
pub fn local_remove(key: &str) -> Result<(), String> {
    local_storage()?
        .remove_item(&format!("{LOCAL_PREFIX}{key}"))
        .map_err(js_error_text)
}

/// All localStorage keys under our prefix that start with `prefix`.
pub fn local_keys(prefix: &str) -> Vec<String> {
    let Ok(s) = local_storage() else {
        return Vec::new();
    };
    let n = s.length().unwrap_or(0);
    let full = format!("{LOCAL_PREFIX}{prefix}");
    (0..n)
        .filter_map(|i| s.key(i).ok().flatten())
        .filter_map(|k| {
            k.strip_prefix(LOCAL_PREFIX)
                .map(str::to_string)
                .filter(|_| k.starts_with(&full))
        })
        .collect()
}

/// The device's preferred language tag ("ru-RU", "en-US", …).
pub fn device_language() -> String {
    web_sys::window()
        .and_then(|w| w.navigator().language())
        .unwrap_or_default()
}

/// Register the service worker that makes the web build work offline.
/// Only on http(s) pages: the Tauri window has its files locally already.
pub fn register_service_worker() {
    let Some(w) = web_sys::window() else { return };
    let proto = w.location().protocol().unwrap_or_default();
    if is_tauri() || !(proto == "http:" || proto == "https:") {
        return;
    }
    // A page that is not a secure context (the LAN page, plain http) has
    // no `navigator.serviceWorker`: calling it would throw a TypeError.
    let has = js_sys::Reflect::get(&w.navigator(), &"serviceWorker".into())
        .is_ok_and(|v| !v.is_undefined() && !v.is_null());
    if !has {
        return;
    }
    let sw = w.navigator().service_worker();
    // A failed registration only means no offline copy; the page works.
    let _ = sw.register("./sw.js");
}

/// Ask the browser to keep this site's storage (the saved games, the
/// hands, the settings) when the device runs short of space
/// (`navigator.storage.persist()`; Chromium answers by its own measure of
/// the site, Firefox asks the player). `Some(kept)` once it answers; `None`
/// where there is no such API (a page that is not a secure context) and
/// in the desktop app, whose records are files on disk. Asking again is
/// harmless: a kept site stays kept.
pub async fn keep_storage() -> Option<bool> {
    if is_tauri() {
        return None;
    }
    let storage = js_sys::Reflect::get(&web_sys::window()?.navigator(), &"storage".into()).ok()?;
    let asked = call_method(&storage, "persist")?
        .dyn_into::<js_sys::Promise>()
        .ok()?;
    wasm_bindgen_futures::JsFuture::from(asked)
        .await
        .ok()?
        .as_bool()
}

/// A web page that is not a secure context: plain http from another
/// machine, as `scripts/run --lan` serves the phones. Such a page has no
/// service worker, camera, wake lock, async clipboard or WebCrypto; only
/// the installed app (an HTTPS address) has them.
pub fn insecure_page() -> bool {
    !is_tauri() && web_sys::window().is_some_and(|w| !w.is_secure_context())
}

/// Set `<html lang>` so screen readers pronounce the right language.
pub fn set_document_lang(code: &str) {
    if let Some(el) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = el.set_attribute("lang", code);
    }
}
