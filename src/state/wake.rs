//! Keeping the screen on while a game is open (the Screen Wake Lock API,
//! where the platform has it), unless the player turned it off in the
//! settings. The lock is asked for while a game is open and the page is
//! visible; the browser drops it when the page hides, so it is asked for
//! again when the page shows.

use crate::state::game::GameCtx;
use crate::state::store;
use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::{JsCast, JsValue};

const SETTING: &str = "wake_lock";

/// The player's switch (on unless turned off) and whether the platform
/// can keep the screen on at all.
#[derive(Clone, Copy)]
pub struct WakeLock {
    pub on: RwSignal<bool>,
    pub available: bool,
}

fn wake_lock_api() -> Option<JsValue> {
    let nav = web_sys::window()?.navigator();
    js_sys::Reflect::get(&nav, &"wakeLock".into())
        .ok()
        .filter(|v| !v.is_undefined() && !v.is_null())
}

/// Provide the switch and keep the lock as it says.
pub fn provide_wake_lock(game: GameCtx) -> WakeLock {
    let w = WakeLock {
        on: RwSignal::new(true),
        available: wake_lock_api().is_some(),
    };
    provide_context(w);
    spawn_local(async move {
        if store::setting(SETTING).await.as_deref() == Some("off") {
            w.on.set(false);
        }
    });
    if !w.available {
        return w;
    }
    let visible = RwSignal::new(true);
    let handle = window_event_listener(leptos::ev::visibilitychange, move |_| {
        let hidden = web_sys::window()
            .and_then(|w| w.document())
            .is_some_and(|d| d.hidden());
        visible.set(!hidden);
    });
    on_cleanup(move || handle.remove());
    let sentinel = StoredValue::new_local(None::<JsValue>);
    Effect::new(move |_| {
        let want = w.on.get() && visible.get() && game.source.with(Option::is_some);
        match (want, sentinel.get_value()) {
            (true, None) => spawn_local(async move {
                if let Some(s) = request().await {
                    sentinel.set_value(Some(s));
                }
            }),
            (false, Some(s)) => {
                release(&s);
                sentinel.set_value(None);
            }
            // the browser released it when the page hid
            (true, Some(s)) if released(&s) => {
                sentinel.set_value(None);
                spawn_local(async move {
                    if let Some(s) = request().await {
                        sentinel.set_value(Some(s));
                    }
                });
            }
            _ => {}
        }
    });
    w
}

async fn request() -> Option<JsValue> {
    let api = wake_lock_api()?;
    let f: js_sys::Function = js_sys::Reflect::get(&api, &"request".into())
        .ok()?
        .dyn_into()
        .ok()?;
    let p: js_sys::Promise = f.call1(&api, &"screen".into()).ok()?.dyn_into().ok()?;
    // refused (no user gesture yet, battery saver…): the screen may dim
    wasm_bindgen_futures::JsFuture::from(p).await.ok()
}

fn release(s: &JsValue) {
    if let Ok(f) =
        js_sys::Reflect::get(s, &"release".into()).and_then(|f| f.dyn_into::<js_sys::Function>())
    {
        let _ = f.call0(s);
    }
}

fn released(s: &JsValue) -> bool {
    js_sys::Reflect::get(s, &"released".into())
        .ok()
        .and_then(|v| v.as_bool())
        .unwrap_or(true)
}

/// Turn the switch and remember it.
pub fn set_wake_lock(w: WakeLock, on: bool, on_error: impl Fn(String) + 'static) {
    w.on.set(on);
    spawn_local(async move {
        if let Err(e) = store::set_setting(SETTING, if on { "on" } else { "off" }).await {
            on_error(e.detail);
        }
    });
}
