//! Entry point: mount the app. Everything else lives in [`app`].
mod app;
mod components;
mod i18n;
mod pages;
mod platform;
mod state;

fn main() {
    console_error_panic_hook::set_once();
    // let the start frame of index.html reach the screen first (a phone
    // shows it while the app is made), then make the app in a task of its own
    platform::after_next_paint(mount);
}

fn mount() {
    leptos::mount::mount_to_body(app::App);
    // the start frame index.html painted goes in the same task, so that the
    // first frame the app paints replaces it without a shift
    if let Some(boot) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("boot"))
    {
        boot.remove();
    }
}
