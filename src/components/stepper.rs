//! A small number input: − value + as real buttons, clamped to a range.

use leptos::prelude::*;

#[component]
pub fn Stepper(
    value: RwSignal<u8>,
    #[prop(into)] min: Signal<u8>,
    #[prop(into)] max: Signal<u8>,
    #[prop(into)] label: Signal<String>,
    testid: &'static str,
) -> impl IntoView {
    // Keep the value inside the range when the range changes.
    Effect::new(move |_| {
        let (lo, hi) = (min.get(), max.get());
        let v = value.get_untracked();
        if v < lo {
            value.set(lo);
        } else if v > hi {
            value.set(hi.max(lo));
        }
    });
    view! {
        <div class="stepper" role="group" aria-label=move || label.get()>
            <span class="stepper__label">{move || label.get()}</span>
            <button
                data-testid=format!("{testid}-dec")
                aria-label=move || format!("{} −1", label.get())
                disabled=move || { value.get() <= min.get() }
                on:click=move |_| value.update(|v| *v = v.saturating_sub(1).max(min.get_untracked()))
            >
                "−"
            </button>
            <output data-testid=testid aria-live="polite">{move || value.get()}</output>
            <button
                data-testid=format!("{testid}-inc")
                aria-label=move || format!("{} +1", label.get())
                disabled=move || { value.get() >= max.get() }
                on:click=move |_| value.update(|v| *v = (*v + 1).min(max.get_untracked()))
            >
                "+"
            </button>
        </div>
    }
}
