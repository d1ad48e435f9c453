//! Entry point: mount the app. Everything else lives in [`app`].
mod app;
mod components;
mod i18n;
mod pages;
mod platform;
mod state;

fn main() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(app::App);
}
