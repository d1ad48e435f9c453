//! The hand's lock on the page: it follows the address shown, the page's
//! visibility and the player's touches and keys, runs the idle timer, and
//! calls the hand's `lock` when [`HandLock`] says so (the decision and why
//! are in `shturman_screens::hand_lock`). Lives with the hand, in its chunk.

use crate::state::route::Route;
use leptos::prelude::*;
use shturman_screens::hand_lock::{HandLock, IDLE_LOCK_MS, Step, Watch};
use std::time::Duration;

/// Watch the screen of `player`'s hand; `lock` drops the open hand and
/// shows the gate (it may run after the screen is gone: `try_` only).
/// The returned lock tells slow work whether the hand was locked while it
/// ran ([`HandLock::since`]).
pub fn watch(player: u8, lock: impl Fn() + Copy + 'static) -> StoredValue<HandLock> {
    let route = expect_context::<ReadSignal<Route>>();
    let here = Route::Hand { player };
    let shown = move || route.with(|r| *r == here);
    let state = StoredValue::new(HandLock::new(shown()));
    let timer = StoredValue::new(None::<TimeoutHandle>);
    let send = move |e: Watch| {
        let Some(step) = state.try_update_value(|s| s.update(e)) else {
            return; // the hand's screen is gone
        };
        if step != Step::Nothing
            && let Some(Some(old)) = timer.try_update_value(Option::take)
        {
            old.clear();
        }
        match step {
            Step::Nothing => {}
            // Left for another address: locked a task later, if the page
            // is still there. Another game sub-screen replaces it (its
            // state dropped) in this task, and a change to its state now
            // would reach its old view — mounted until the new one is
            // ready — after that state is gone (a panic: a disposed
            // signal). Another tab keeps it, hidden: then it locks.
            Step::Lock if e == Watch::Shown(false) => set_timeout(
                move || {
                    if state.try_with_value(|_| ()).is_some() {
                        lock();
                    }
                },
                Duration::ZERO,
            ),
            Step::Lock => lock(),
            Step::Timer(t) => {
                let ms = Duration::from_millis(u64::from(IDLE_LOCK_MS));
                let h = set_timeout_with_handle(move || idle(state, lock, t), ms).ok();
                timer.set_value(h);
            }
        }
    };
    // (the tab bar, Back, a link, a hash change: the route is not the hand's)
    Effect::new(move |_| send(Watch::Shown(shown())));
    let hidden = window_event_listener(leptos::ev::visibilitychange, move |_| {
        if document().hidden() {
            send(Watch::PageHidden);
        }
    });
    let gone = window_event_listener(leptos::ev::pagehide, move |_| send(Watch::PageHidden));
    // on the window: a touch or key anywhere on the page (nothing in the
    // app stops these from reaching it)
    let down = window_event_listener(leptos::ev::pointerdown, move |_| send(Watch::Input));
    let key = window_event_listener(leptos::ev::keydown, move |_| send(Watch::Input));
    // the first timer counts from the hand's first showing
    send(Watch::Input);
    on_cleanup(move || {
        for h in [hidden, gone, down, key] {
            h.remove();
        }
        if let Some(Some(t)) = timer.try_update_value(Option::take) {
            t.clear();
        }
    });
    state
}

/// The idle timer `t` ran out (called from the timer: the hand's screen
/// may be gone by then).
fn idle(state: StoredValue<HandLock>, lock: impl Fn(), t: u32) {
    if state.try_update_value(|s| s.update(Watch::Idle(t))) == Some(Step::Lock) {
        lock();
    }
}
