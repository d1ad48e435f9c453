//! The current screen, kept in the URL hash (`#/roll`, `#/tools/move`, …)
//! so a reload returns to the same screen and the browser's back works.

use leptos::prelude::*;
pub use shturman_words::address::Route;

/// The whole current hash ("#/game/log?x=1"), for screens with sub-screens.
#[derive(Clone, Copy)]
pub struct HashSignal(pub ReadSignal<String>);

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
}

impl Shown {
    fn show(self, h: String) {
        if self.hash.with_untracked(|old| *old == h) {
            return;
        }
        self.set_route.set(Route::from_hash(&h));
        self.set_hash.set(h);
        if let Some(w) = web_sys::window() {
            w.scroll_to_with_x_and_y(0.0, 0.0);
        }
    }

    /// Show a screen at once, in the same tap, then put it in the URL (the
    /// browser's `hashchange` comes a task later and then changes nothing).
    pub fn go(self, r: Route) {
        self.show(r.hash().to_string());
        navigate(r);
    }
}

/// Provide the route signal, following `hashchange`.
pub fn provide_route_context() -> ReadSignal<Route> {
    let (route, set_route) = signal(Route::from_hash(&current_hash()));
    let (hash, set_hash) = signal(current_hash());
    let shown = Shown {
        hash,
        set_hash,
        set_route,
    };
    let handle = window_event_listener(leptos::ev::hashchange, move |_| {
        shown.show(current_hash());
    });
    on_cleanup(move || handle.remove());
    provide_context(route);
    provide_context(HashSignal(hash));
    provide_context(shown);
    route
}

/// Go to any hash (a sub-screen, with a query).
pub fn navigate_hash(h: &str) {
    if let Some(w) = web_sys::window() {
        let _ = w.location().set_hash(h);
    }
}

/// Go to a screen.
pub fn navigate(r: Route) {
    if let Some(w) = web_sys::window() {
        let _ = w.location().set_hash(r.hash());
    }
}
