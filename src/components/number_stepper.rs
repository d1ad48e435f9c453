//! A whole number set with − and + from a view's `Stepper`: the value
//! between its min and max, each button a 44 px target that sends the new
//! value.

use leptos::prelude::*;
use shturman_screens::view::Stepper;

#[component]
pub fn NumberStepper(
    #[prop(into)] stepper: Signal<Stepper>,
    on_set: Callback<u8>,
    testid: &'static str,
) -> impl IntoView {
    let s = move || stepper.get();
    view! {
        <div class="stepper" role="group" aria-label=move || s().label>
            <span class="stepper__label">{move || s().label}</span>
            <button
                type="button"
                data-testid=format!("{testid}-dec")
                aria-label=move || format!("{} −1", s().label)
                disabled=move || { s().value <= s().min }
                on:click=move |_| on_set.run(s().value.saturating_sub(1))
            >
                "−"
            </button>
            <output data-testid=testid aria-live="polite">{move || s().value}</output>
            <button
                type="button"
                data-testid=format!("{testid}-inc")
                aria-label=move || format!("{} +1", s().label)
                disabled=move || { s().value >= s().max }
                on:click=move |_| on_set.run(s().value.saturating_add(1))
            >
                "+"
            </button>
        </div>
    }
}
