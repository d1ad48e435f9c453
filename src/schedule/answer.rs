//! How the app answers a tap (`docs/scheduling.md`, "A tap's frames"): the
//! tapped control is marked in the very next frame, and a screen whose
//! answers take longer than a frame allows applies the answer after that
//! frame is painted, so the press is never held back by the work it
//! starts. Tests wait for such answers through the root's
//! `data-answering`.

use super::{after_next_paint, now};
use wasm_bindgen::prelude::*;

/// Mark the control a tap lands on (`data-pressed`, drawn by the CSS) in
/// the frame right after the tap, until the frame after that is painted:
/// a screen that answers a tap a frame later ([`now_or_after_paint`]) still
/// shows at once that the tap was taken. A capture listener on the
/// document, so it runs before any handler.
pub fn mark_presses() {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let mark = Closure::<dyn Fn(web_sys::Event)>::new(|e: web_sys::Event| {
        let el = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|t| t.closest("button, a[href], summary").ok().flatten());
        if let Some(el) = el {
            let _ = el.set_attribute("data-pressed", "");
            after_next_paint(move || {
                let _ = el.remove_attribute("data-pressed");
            });
        }
    });
    let _ =
        doc.add_event_listener_with_callback_and_bool("click", mark.as_ref().unchecked_ref(), true);
    // lives as long as the page
    mark.forget();
}

/// The work of an answer (the state change and the DOM updates it makes,
/// not the browser's layout and paint) that still fits in the frame after
/// the tap, in ms: on a phone the browser's own part of that frame is
/// about as much again.
const FITS_A_FRAME_MS: f64 = 2.0;

/// Answer a tap on `screen` with `f`: in the tap itself while this
/// screen's last answer fitted in a frame ([`FITS_A_FRAME_MS`]), otherwise
/// once the next frame is painted — that frame then shows the pressed
/// control ([`mark_presses`]) at once, and the answer lands in the frame
/// after it instead of holding the press back. A fast machine keeps
/// answering in the tap's own frame.
///
/// `f` may run after its screen is gone (a tab tapped right after): it
/// must change nothing then (`try_update`, not `update`).
///
/// While an answer is on its way the document's root carries
/// `data-answering`, so a test (or anything reading the page) can wait for
/// the answer rather than read the page a frame early.
pub fn now_or_after_paint(screen: &'static str, f: impl FnOnce() + 'static) {
    if last_answer_ms(screen) <= FITS_A_FRAME_MS {
        timed_answer(screen, f);
        return;
    }
    // (a zero timer alone is not enough: where the tap is handled outside
    // a frame's task, the timer runs first and the press and the answer
    // share a late frame)
    after_paint(move || timed_answer(screen, f));
}

/// Run the rest of a tap's answer once the next frame is painted, the
/// root marked `data-answering` meanwhile (see [`now_or_after_paint`]).
pub fn after_paint(f: impl FnOnce() + 'static) {
    answering(1);
    after_next_paint(move || {
        f();
        answering(-1);
    });
}

thread_local! {
    /// Each screen's last answer, ms.
    static ANSWERS: std::cell::RefCell<Vec<(&'static str, f64)>> = const { std::cell::RefCell::new(Vec::new()) };
}

fn last_answer_ms(screen: &str) -> f64 {
    ANSWERS.with(|a| {
        a.borrow()
            .iter()
            .find(|(s, _)| *s == screen)
            // not yet known: the first answer also compiles the code it
            // runs (V8 compiles wasm lazily), the slowest of all
            .map_or(f64::INFINITY, |(_, ms)| *ms)
    })
}

/// Run `f` and note how long it and the DOM updates it set off took: the
/// updates run as microtasks, and a microtask queued after `f` runs after
/// them (the same queue and the same place in it as a promise resolved
/// then).
fn timed_answer(screen: &'static str, f: impl FnOnce()) {
    let t0 = now();
    f();
    let done = Closure::once_into_js(move || {
        let ms = now() - t0;
        ANSWERS.with(|a| {
            let mut a = a.borrow_mut();
            match a.iter_mut().find(|(s, _)| *s == screen) {
                Some(e) => e.1 = ms,
                None => a.push((screen, ms)),
            }
        });
    });
    if let Some(w) = web_sys::window() {
        w.queue_microtask(done.unchecked_ref());
    }
}

/// Count the answers on their way (`by` ±1) and mark the root while any is.
fn answering(by: i32) {
    use std::cell::Cell;
    thread_local!(static PENDING: Cell<i32> = const { Cell::new(0) });
    let now = PENDING.with(|p| {
        p.set((p.get() + by).max(0));
        p.get()
    });
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = if now > 0 {
            root.set_attribute("data-answering", "")
        } else {
            root.remove_attribute("data-answering")
        };
    }
}
