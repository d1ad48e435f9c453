//! Bring a part of the own phone's screen into view when it changes.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Centre `node`'s element in view each time `now` gives a new value
/// (`Some`), not again while it stays (the language changing under it).
pub(super) fn centre_when<E, T>(node: NodeRef<E>, now: impl Fn() -> Option<T> + 'static)
where
    E: leptos::html::ElementType,
    E::Output: JsCast + Clone + 'static,
    T: PartialEq + Clone + 'static,
{
    Effect::new(move |shown: Option<Option<T>>| {
        let key = now();
        if let (Some(k), Some(el)) = (&key, node.get()) {
            if shown.as_ref().and_then(Option::as_ref) != Some(k) {
                let at = web_sys::ScrollIntoViewOptions::new();
                at.set_block(web_sys::ScrollLogicalPosition::Center);
                el.unchecked_ref::<web_sys::Element>()
                    .scroll_into_view_with_scroll_into_view_options(&at);
            }
            return key;
        }
        None
    });
}
