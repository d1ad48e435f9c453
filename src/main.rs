//! Entry point: mount the app. Everything else lives in [`app`].
mod answer;
mod app;
mod components;
mod i18n;
mod live;
mod pages;
mod platform;
mod start;
mod state;
mod timing;

use leptos::prelude::Owner;

fn main() {
    console_error_panic_hook::set_once();
    let _ = any_spawner::Executor::init_wasm_bindgen();
    // let the start frame of index.html reach the screen first (a phone
    // shows it while the app is made), then make the app: its shared state
    // one piece per task ([`start::CONTEXTS`]), then the app itself, so no
    // single task holds a phone's main thread long (issue 19)
    let root = Owner::new();
    // the root lives as long as the page (an owner dropped disposes of
    // what it owns)
    std::mem::forget(root.clone());
    timing::after_next_paint(move || start(root, 0));
}

fn start(root: Owner, next: usize) {
    let m = timing::Measure::start();
    match start::CONTEXTS.get(next) {
        Some(provide) => {
            root.with(provide);
            m.end(&format!("context-{next}"));
            timing::next_task(move || start(root, next + 1));
        }
        None => {
            root.with(|| leptos::mount::mount_to_body(app::App));
            answer::mark_presses();
            m.end("mount");
        }
    }
}
