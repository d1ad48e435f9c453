//! What differs between the Tauri window and a plain browser page: where
//! settings and saves are kept, and the service worker. Inside Tauri the UI
//! calls the shell's commands (tauri-plugin-store); in a browser it uses
//! localStorage. Every call returns a `Result`; nothing here unwraps a
//! failure, the caller shows it to the player. Also the browser's timing
//! hooks the shell schedules work with: after the next paint, when idle,
//! and User Timing measures.

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
    let sw = w.navigator().service_worker();
    // A failed registration only means no offline copy; the page works.
    let _ = sw.register("./sw.js");
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

/// Run `f` once the browser has painted the next frame (a timer from inside
/// an animation frame runs after that frame is painted); at once where the
/// page cannot schedule it.
pub fn after_next_paint(f: impl FnOnce() + 'static) {
    schedule(f, |w, run| w.request_animation_frame(run).map(|_| ()), true);
}

/// Run `f` in a task of its own, as soon as the browser gets to it (a
/// zero timer); at once where the page cannot schedule it.
pub fn next_task(f: impl FnOnce() + 'static) {
    schedule(f, zero_timer, false);
}

fn zero_timer(w: &web_sys::Window, run: &js_sys::Function) -> Result<(), JsValue> {
    w.set_timeout_with_callback_and_timeout_and_arguments_0(run, 0)
        .map(|_| ())
}

/// Hand `f` to the browser with `how` (then, with `then_timer`, on from
/// there to a zero timer); run it at once where that fails.
fn schedule(
    f: impl FnOnce() + 'static,
    how: fn(&web_sys::Window, &js_sys::Function) -> Result<(), JsValue>,
    then_timer: bool,
) {
    use std::cell::Cell;
    use std::rc::Rc;
    let f = Rc::new(Cell::new(Some(f)));
    let run = {
        let f = f.clone();
        Closure::once_into_js(move || {
            if then_timer {
                if let Some(f) = f.take() {
                    next_task(f);
                }
            } else if let Some(f) = f.take() {
                f()
            }
        })
    };
    let scheduled = web_sys::window().is_some_and(|w| how(&w, run.unchecked_ref()).is_ok());
    if !scheduled {
        if let Some(f) = f.take() {
            f()
        }
    }
}

/// Resolve once the browser has painted the next frame ([`after_next_paint`]
/// as a future): work after it runs in a task of its own, so a phone's
/// main thread never holds one long task (issue 19). `Send`, as a
/// `Suspend` wants, so it is made of std parts rather than a `JsFuture`.
pub fn next_paint() -> impl std::future::Future<Output = ()> + Send + 'static {
    use std::sync::{Arc, Mutex};
    use std::task::{Poll, Waker};
    let state: Arc<Mutex<(bool, Option<Waker>)>> = Arc::new(Mutex::new((false, None)));
    let set = state.clone();
    after_next_paint(move || {
        if let Ok(mut s) = set.lock() {
            s.0 = true;
            if let Some(w) = s.1.take() {
                w.wake();
            }
        }
    });
    std::future::poll_fn(move |cx| match state.lock() {
        Ok(mut s) if !s.0 => {
            s.1 = Some(cx.waker().clone());
            Poll::Pending
        }
        _ => Poll::Ready(()),
    })
}

/// Resolve when the main thread is idle (`requestIdleCallback`, or a short
/// timer where the platform lacks it, e.g. Safari), so that background work
/// never stands between a tap and its answer.
pub async fn idle() {
    let p = js_sys::Promise::new(&mut |resolve, _| {
        let Some(w) = web_sys::window() else { return };
        let ric = js_sys::Reflect::get(&w, &"requestIdleCallback".into())
            .ok()
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
        let _ = match ric {
            Some(ric) => {
                let opts = js_sys::Object::new();
                let _ = js_sys::Reflect::set(&opts, &"timeout".into(), &2000.into());
                ric.call2(&w, &resolve, &opts).map(|_| ())
            }
            None => w
                .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 50)
                .map(|_| ()),
        };
    });
    let _ = wasm_bindgen_futures::JsFuture::from(p).await;
}

/// A User Timing measure (`performance.measure`), so that a profile or
/// Lighthouse's trace names each piece of background work.
pub struct Measure(f64);

impl Measure {
    pub fn start() -> Measure {
        Measure(now())
    }
    pub fn end(self, name: &str) {
        let Some(perf) =
            web_sys::window().and_then(|w| js_sys::Reflect::get(&w, &"performance".into()).ok())
        else {
            return;
        };
        let opts = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&opts, &"start".into(), &self.0.into());
        let _ = js_sys::Reflect::set(&opts, &"end".into(), &now().into());
        if let Ok(f) = js_sys::Reflect::get(&perf, &"measure".into()) {
            if let Ok(f) = f.dyn_into::<js_sys::Function>() {
                let _ = f.call2(&perf, &format!("shturman:{name}").into(), &opts);
            }
        }
    }
}

/// `performance.now()`, or 0 where there is none.
fn now() -> f64 {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &"performance".into()).ok())
        .and_then(|p| {
            let f = js_sys::Reflect::get(&p, &"now".into()).ok()?;
            f.dyn_into::<js_sys::Function>()
                .ok()?
                .call0(&p)
                .ok()?
                .as_f64()
        })
        .unwrap_or(0.0)
}
