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
    after_next_paint(mount);
}

/// Run `f` once the browser has painted the next frame (a timer from inside
/// an animation frame runs after that frame is painted).
fn after_next_paint(f: fn()) {
    use wasm_bindgen::prelude::*;
    let Some(w) = web_sys::window() else {
        return f();
    };
    let later = Closure::once_into_js(move || {
        let run = Closure::once_into_js(f);
        if let Some(w) = web_sys::window() {
            if w.set_timeout_with_callback_and_timeout_and_arguments_0(run.unchecked_ref(), 0)
                .is_err()
            {
                f();
            }
        }
    });
    if w.request_animation_frame(later.unchecked_ref()).is_err() {
        f();
    }
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
