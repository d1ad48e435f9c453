//! An on/off switch from a view's `Toggle`: a button that says its state
//! (aria-pressed) and sends the new one.

use leptos::prelude::*;
use shturman_screens::view::Toggle as ToggleView;

#[component]
pub fn Toggle(
    #[prop(into)] toggle: Signal<ToggleView>,
    on_set: Callback<bool>,
    testid: &'static str,
) -> impl IntoView {
    view! {
        <button
            type="button"
            class="toggle"
            data-testid=testid
            aria-pressed=move || toggle.with(|t| t.on.to_string())
            on:click=move |_| on_set.run(!toggle.with_untracked(|t| t.on))
        >
            <span class="toggle__box" aria-hidden="true">{move || if toggle.with(|t| t.on) { "✓" } else { "" }}</span>
            {move || toggle.with(|t| t.label.clone())}
        </button>
    }
}
