//! Entry point: mount the app. Everything else lives in [`app`].
mod app;
mod components;
mod i18n;
mod live;
mod pages;
mod platform;
mod schedule;
mod state;
mod styles;

fn main() {
    console_error_panic_hook::set_once();
    let _ = any_spawner::Executor::init_wasm_bindgen();
    // the start frame of index.html first, then the app in slices
    // (docs/scheduling.md, "The sliced start")
    app::start::run(|| {
        leptos::mount::mount_to_body(app::App);
        schedule::answer::mark_presses();
    });
}
