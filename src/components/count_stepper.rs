//! A whole number set with − and + from a battle view's `Count`: its label
//! above, the value shown as the view words it ("—" for no leader, "+1"),
//! each button a 44 px target that sends the new value.

use leptos::prelude::*;
use shturman_screens::battles::Count;

#[component]
pub fn CountStepper(
    #[prop(into)] count: Signal<Count>,
    #[prop(into)] label: Signal<String>,
    on_set: Callback<i32>,
    /// The value's data-testid; the buttons add "-dec" and "-inc".
    testid: &'static str,
) -> impl IntoView {
    let c = move || count.get();
    view! {
        <div class="count" role="group" aria-label=move || label.get()>
            <span class="count__label">{move || label.get()}</span>
            <span class="count__row">
                <button
                    type="button"
                    data-testid=format!("{testid}-dec")
                    aria-label=move || format!("{} −1", label.get())
                    disabled=move || { c().value <= c().min }
                    on:click=move |_| on_set.run(c().value - 1)
                >
                    "−"
                </button>
                <output data-testid=testid aria-live="polite">{move || c().text}</output>
                <button
                    type="button"
                    data-testid=format!("{testid}-inc")
                    aria-label=move || format!("{} +1", label.get())
                    disabled=move || { c().value >= c().max }
                    on:click=move |_| on_set.run(c().value + 1)
                >
                    "+"
                </button>
            </span>
        </div>
    }
}
