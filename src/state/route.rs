//! The current screen, kept in the URL hash (`#/roll`, `#/tools/move`, …)
//! so a reload returns to the same screen and the browser's back works.
//! The hashes themselves are `shturman_screens::route::Route`'s; this
//! module follows them and remembers the last tool the player used (the
//! Tools tab returns to it).

use leptos::prelude::*;
pub use shturman_screens::route::{Route, Tab};

/// The whole current hash ("#/game/log?x=1").
#[derive(Clone, Copy)]
pub struct HashSignal(pub ReadSignal<String>);

/// The last tool shown (planner, fire helper, a battle), for the Tools tab.
#[derive(Clone, Copy)]
pub struct LastTool(pub RwSignal<Route>);

pub fn current_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// Shows a hash: sets the route and hash signals when the hash is new.
#[derive(Clone, Copy)]
pub struct Shown {
    hash: ReadSignal<String>,
    set_hash: WriteSignal<String>,
    set_route: WriteSignal<Route>,
    last_tool: RwSignal<Route>,
    leaving: RwSignal<bool>,
    /// The screen a tap asked for that is not shown yet ([`Shown::go`]).
    pending: StoredValue<Option<String>>,
}

impl Shown {
    fn show(self, h: String) {
        if self.hash.with_untracked(|old| *old == h) {
            return;
        }
        let r = Route::parse(&h);
        if r.is_tool() || r == Route::Tools {
            self.last_tool.set(r.clone());
        }
        self.set_route.set(r);
        self.set_hash.set(h);
        if let Some(w) = web_sys::window() {
            w.scroll_to_with_x_and_y(0.0, 0.0);
        }
    }

    /// Go to a screen from a tap (the tab bar). The tap's own frame shows
    /// only the press: the tapped tab's ring and the screen being left
    /// dimmed ([`Shown::leaving`]); the new screen is shown once that frame
    /// is painted, and put in the address a frame later still
    /// (docs/scheduling.md, "A tap's frames": why, and why the dim).
    /// The address is not set when another screen was shown meanwhile (a
    /// link followed right after); the browser's `hashchange` then changes
    /// nothing. Taps before that frame is painted change only where it goes:
    /// the last tap wins, also when it is back to the current screen.
    pub fn go(self, r: &Route) {
        let h = r.hash();
        let waiting = self.pending.with_value(Option::is_some);
        if waiting {
            self.pending.set_value(Some(h));
            return;
        }
        if self.hash.with_untracked(|now| *now == h) {
            return;
        }
        self.pending.set_value(Some(h));
        self.leaving.set(true);
        crate::schedule::answer::after_paint(move || {
            // (the app may be gone meanwhile: then nothing is shown)
            let Some(Some(h)) = self.pending.try_update_value(Option::take) else {
                return;
            };
            if self.leaving.try_set(false).is_some() {
                return;
            }
            self.show(h.clone());
            crate::schedule::answer::after_paint(move || {
                if self.hash.try_with_untracked(|now| *now == h) == Some(true)
                    && current_hash() != h
                {
                    navigate_hash(&h);
                }
            });
        });
    }

    /// A tap has left the current screen and the next is on its way
    /// ([`Shown::go`]): the screen shows it (dimmed) for that frame.
    pub fn leaving(self) -> Signal<bool> {
        self.leaving.into()
    }
}

/// Provide the route signal, following `hashchange`.
pub fn provide_route_context() -> ReadSignal<Route> {
    let first = Route::parse(&current_hash());
    let last_tool = RwSignal::new(if first.is_tool() {
        first.clone()
    } else {
        Route::Tools
    });
    let (route, set_route) = signal(first);
    let (hash, set_hash) = signal(current_hash());
    let shown = Shown {
        hash,
        set_hash,
        set_route,
        last_tool,
        leaving: RwSignal::new(false),
        pending: StoredValue::new(None),
    };
    let handle = window_event_listener(leptos::ev::hashchange, move |_| {
        shown.show(current_hash());
    });
    on_cleanup(move || handle.remove());
    provide_context(route);
    provide_context(HashSignal(hash));
    provide_context(LastTool(last_tool));
    provide_context(shown);
    route
}

/// Go to any hash (a sub-screen of the old game pages).
pub fn navigate_hash(h: &str) {
    if let Some(w) = web_sys::window() {
        let _ = w.location().set_hash(h);
    }
}

/// Go to a screen.
pub fn navigate(r: &Route) {
    if let Some(w) = web_sys::window() {
        let _ = w.location().set_hash(&r.hash());
    }
}

/// The ship a tool screen was opened for (`?ship=<uuid>`), if any.
pub fn ship_param() -> Option<uuid::Uuid> {
    match Route::parse(&current_hash()) {
        Route::Planner { ship } | Route::Fire { ship } | Route::Table { ship } => ship,
        _ => None,
    }
}
