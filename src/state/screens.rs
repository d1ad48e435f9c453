//! The tab screens made so far, and making one ahead of its first showing:
//! on the player's intent (the focus on the tab's button), never in the
//! background during the load (making a screen is one long task on a
//! phone: docs/scheduling.md). The app (`crate::app`) makes each screen
//! this list names; the navigation and the start screen add to it.

use crate::platform;
use crate::schedule::{Measure, after_next_paint, idle};
use crate::state::route::Tab;
use leptos::prelude::*;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

/// The tab screens made (or being made), in the order they were wanted.
pub fn prepared() -> RwSignal<Vec<Tab>> {
    *PREPARED.get_or_init(|| RwSignal::new(Vec::new()))
}

/// The tab screens made ahead of their first showing: on the player's
/// intent (the focus on the tab's button), never in the background during
/// the load (making a screen is one long task on a phone: docs/scheduling.md).
static PREPARED: OnceLock<RwSignal<Vec<Tab>>> = OnceLock::new();

/// Make a tab's screen, hidden, once the next frame is painted (the
/// pressed button shows first); it is kept from then on. Called on the
/// intent to open the tab; does nothing for a tab already made.
pub fn prepare(t: Tab) {
    let Some(p) = PREPARED.get().copied() else {
        return;
    };
    if p.with_untracked(|v| v.contains(&t)) {
        return;
    }
    after_next_paint(move || {
        if !p.with_untracked(|v| v.contains(&t)) {
            let m = Measure::start();
            p.update(|v| v.push(t));
            m.end(t.code());
        }
    });
}

/// Once the first screen is up, in an idle period: register the service
/// worker (it copies the whole build, every chunk, for offline use, off the
/// page's main thread). Nothing else runs in the background: instantiating
/// a chunk or making a screen is a long task on a phone (docs/scheduling.md), so the
/// other screens' chunks are loaded and their screens made on intent
/// ([`prepare`]) or when opened.
pub fn preload_other_screens() {
    static STARTED: AtomicBool = AtomicBool::new(false);
    if STARTED.swap(true, Ordering::Relaxed) {
        return;
    }
    leptos::task::spawn_local(async {
        idle().await;
        let m = Measure::start();
        platform::register_service_worker();
        m.end("service-worker");
        // a wide window shows the table beside the other tab (style.css):
        // a start on another tab still gets the table on the left
        if wide_window() {
            idle().await;
            prepare(Tab::Game);
        }
    });
}

/// The window is wide enough for the table beside another tab (the same
/// width as the `@media` rule in style.css).
fn wide_window() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(min-width: 1100px)").ok().flatten())
        .is_some_and(|m| m.matches())
}
