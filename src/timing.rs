//! The browser's timing hooks the app schedules work with: after the next
//! paint, in the next task, when idle, and User Timing measures (so a
//! profile or Lighthouse's trace names each piece of work). Each falls
//! back to running at once where the page cannot schedule it.

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
pub fn next_task(f: impl FnOnce() + 'static) {
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
/// copies, issue 19).
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
pub(crate) fn now() -> f64 {
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

/// A view as the parts under a tap's answer see it: the view itself, except
/// that after [`Trailing::defer`] its next change reaches them only after
/// the next paint. So a tap on a grid is answered in the frame after it
/// (the grid and the answer right under it), and the rest of a long screen
/// follows in a task of its own instead of holding that frame back
/// (issue 19: taps answered within two frames on a phone's CPU). Any other
/// change (a tap in those parts themselves) reaches them at once.
pub struct Trailing<T: Send + Sync + 'static> {
    shown: leptos::prelude::RwSignal<T>,
    defer: leptos::prelude::StoredValue<bool>,
}

impl<T: Send + Sync + 'static> Clone for Trailing<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T: Send + Sync + 'static> Copy for Trailing<T> {}

impl<T: Clone + PartialEq + Send + Sync + 'static> Trailing<T> {
    pub fn new(v: leptos::prelude::Memo<T>) -> Self {
        use leptos::prelude::*;
        let shown = RwSignal::new(v.get_untracked());
        let defer = StoredValue::new(false);
        // the latest view, whenever it is set: a change deferred after
        // another one never shows an older view
        let show = move || {
            if let Some(now) = v.try_get_untracked() {
                if shown.try_with_untracked(|s| *s != now) == Some(true) {
                    shown.try_set(now);
                }
            }
        };
        Effect::new(move |_| {
            v.track();
            if defer.try_get_value() == Some(true) {
                defer.try_set_value(false);
                after_next_paint(show);
            } else {
                show();
            }
        });
        Trailing { shown, defer }
    }

    /// The next change of the view reaches the trailing parts after the
    /// next paint.
    pub fn defer(&self) {
        use leptos::prelude::*;
        self.defer.try_set_value(true);
        // a tap that changed nothing leaves no deferral behind
        let defer = self.defer;
        after_next_paint(move || {
            defer.try_set_value(false);
        });
    }

    /// The view as the trailing parts read it.
    pub fn view(&self) -> leptos::prelude::Signal<T> {
        self.shown.into()
    }
}
