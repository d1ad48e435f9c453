//! The app's modal sheets (the ship's sheet, the confirmation) are native
//! `<dialog>`s opened with `showModal()`: the browser moves the focus into
//! the sheet, Escape closes it (its `close` event then does what the
//! sheet's own close or Cancel does), and the page behind is inert — no
//! click, tap or key reaches it (issue 36). A `div` with `role="dialog"`
//! had none of it.

use crate::platform::call_method;
use leptos::prelude::*;
use wasm_bindgen::JsValue;

/// A sheet at the bottom of the screen, modal while `shown` holds and
/// closed otherwise (out of the top layer: a sheet kept mounted in a hidden
/// tab area must not hold the page inert while another tab shows).
/// `on_close` runs on Escape — and on a tap on the dim around it, with
/// `dim_closes` — but not when the sheet closes because `shown` went false.
#[component]
pub fn ModalSheet(
    class: &'static str,
    testid: &'static str,
    /// The id of the sheet's title.
    labelled_by: &'static str,
    #[prop(into)] shown: Signal<bool>,
    on_close: Callback<()>,
    #[prop(optional)] dim_closes: bool,
    children: Children,
) -> impl IntoView {
    let dialog = NodeRef::<leptos::html::Dialog>::new();
    Effect::new(move |_| {
        let Some(d) = dialog.get() else {
            return;
        };
        // by name (see `call_method`); `showModal` fails only on an element
        // out of the document
        let d = JsValue::from(d);
        let open = js_sys::Reflect::get(&d, &"open".into())
            .ok()
            .and_then(|v| v.as_bool());
        match (shown.get(), open) {
            (true, Some(false)) => drop(call_method(&d, "showModal")),
            (false, Some(true)) => drop(call_method(&d, "close")),
            _ => {}
        }
    });
    // a tap on the dim reaches the dialog itself (the sheet's body fills
    // its box); compared with the element, as Leptos delegates clicks
    let on_click = move |e: leptos::ev::MouseEvent| {
        let t = e.target().map(JsValue::from);
        if dim_closes && t.is_some() && t == dialog.get_untracked().map(JsValue::from) {
            on_close.run(());
        }
    };
    view! {
        <dialog class=class node_ref=dialog data-testid=testid aria-labelledby=labelled_by
            on:close=move |_| if shown.get_untracked() { on_close.run(()) }
            on:click=on_click>
            {children()}
        </dialog>
    }
}
