//! When the app's work runs, in one place: every deferral of work in the
//! UI goes through this module, and `docs/scheduling.md` says why (a
//! tap's frames, the sliced start, what a chunk boundary costs).
//!
//! - [`after_next_paint`]: once the next frame is painted;
//!   [`next_paint`] is the same as a future.
//! - [`in_next_task`]: in a task of its own, as soon as the browser gets
//!   to it.
//! - [`idle`]: when the main thread is idle (background work).
//! - [`answer`]: a tap's answer, in the tap or after the frame that shows
//!   the press; [`trailing`]: the parts of a screen that follow it a paint
//!   later.
//! - [`next_paint_once`]: the start screen's content a paint after its
//!   frame. (The start's slices are `crate::app::start`, above the state
//!   they provide; a part of a screen whose code is a chunk fetched when
//!   first wanted is `crate::components::lazy_part`: DEVELOPERS.md, "The
//!   UI's layers".)
//! - [`Measure`]: names each piece of work in a profile.
//!
//! Each falls back to running at once where the page cannot schedule it.

pub mod answer;
pub mod trailing;

use wasm_bindgen::prelude::*;

/// Run `f` once the browser has painted the next frame (a timer from inside
/// an animation frame runs after that frame is painted); at once where the
/// page cannot schedule it.
pub fn after_next_paint(f: impl FnOnce() + 'static) {
    schedule(
        Box::new(f),
        |w, run| w.request_animation_frame(run).map(|_| ()),
        true,
    );
}

/// Run `f` in a task of its own, as soon as the browser gets to it (a
/// zero timer); at once where the page cannot schedule it.
pub fn in_next_task(f: impl FnOnce() + 'static) {
    schedule(Box::new(f), zero_timer, false);
}

fn zero_timer(w: &web_sys::Window, run: &js_sys::Function) -> Result<(), JsValue> {
    w.set_timeout_with_callback_and_timeout_and_arguments_0(run, 0)
        .map(|_| ())
}

/// Hand `f` to the browser with `how` (then, with `then_timer`, on from
/// there to a zero timer); run it at once where that fails. Boxed, not
/// generic: one copy of this and of its closure's glue serves every
/// caller, instead of one per closure that V8 compiles on its first call
/// (wasm is compiled lazily: a tap's first answer compiled a dozen such
/// copies).
fn schedule(
    f: Box<dyn FnOnce()>,
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
                    schedule(f, zero_timer, false);
                }
            } else if let Some(f) = f.take() {
                f()
            }
        })
    };
    let scheduled = web_sys::window().is_some_and(|w| how(&w, run.unchecked_ref()).is_ok());
    if !scheduled && let Some(f) = f.take() {
        f()
    }
}

/// Resolve once the browser has painted the next frame ([`after_next_paint`]
/// as a future): work after it runs in a task of its own. `Send`, as a
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
        let opts = web_sys::IdleRequestOptions::new();
        opts.set_timeout(2000);
        // (where there is no `requestIdleCallback`, calling it throws)
        if w.request_idle_callback_with_options(&resolve, &opts)
            .is_err()
        {
            let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 50);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(p).await;
}

#[wasm_bindgen]
extern "C" {
    /// `performance.measure`'s `{ start, end }` (web-sys has that dictionary
    /// only behind `web_sys_unstable_apis`, a RUSTFLAGS change).
    #[wasm_bindgen(extends = js_sys::Object)]
    type MeasureSpan;
    #[wasm_bindgen(method, setter = start)]
    fn set_start(this: &MeasureSpan, at: f64);
    #[wasm_bindgen(method, setter = end)]
    fn set_end(this: &MeasureSpan, at: f64);
    /// `performance.measure(name, { start, end })`.
    #[wasm_bindgen(catch, js_namespace = performance, js_name = measure)]
    fn measure_span(name: &str, span: &MeasureSpan) -> Result<JsValue, JsValue>;
}

/// A User Timing measure (`performance.measure`), so that a profile or
/// Lighthouse's trace names each piece of background work.
pub struct Measure(f64);

impl Measure {
    pub fn start() -> Measure {
        Measure(now())
    }
    pub fn end(self, name: &str) {
        let Some(perf) = performance() else {
            return;
        };
        let span: MeasureSpan = js_sys::Object::new().unchecked_into();
        span.set_start(self.0);
        span.set_end(perf.now());
        let _ = measure_span(&format!("shturman:{name}"), &span);
    }
}

fn performance() -> Option<web_sys::Performance> {
    web_sys::window()?.performance()
}

/// `performance.now()`, or 0 where there is none.
pub(crate) fn now() -> f64 {
    performance().map_or(0.0, |p| p.now())
}

/// During the start, wait for the next paint once: the start screen's
/// content then comes in a task after its frame's, not in the same long
/// one. Later calls return at once.
pub async fn next_paint_once() {
    use std::sync::atomic::{AtomicBool, Ordering};
    static SLICED: AtomicBool = AtomicBool::new(false);
    if !SLICED.swap(true, Ordering::Relaxed) {
        next_paint().await;
    }
}

/// Let the browser paint before slow work on the page's thread (a 40 ms
/// timer: the state that says "checking…" shows first).
pub async fn breathe() {
    let p = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(w) = web_sys::window() {
            let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 40);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(p).await;
}
