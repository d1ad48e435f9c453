//! A whole number set with − and + from a battle view's `Count`: its label
//! above, the value shown as the view words it ("—" for no leader, "+1"),
//! each button a 44 px target that sends the typed change the view gave it
//! (none at either end of the range: the button is disabled).

use leptos::prelude::*;
use shturman_screens::battles::Count;

#[component]
pub fn CountStepper<E>(
    #[prop(into)] count: Signal<Count<E>>,
    #[prop(into)] label: Signal<String>,
    on_set: Callback<E>,
    /// The value's data-testid; the buttons add "-dec" and "-inc".
    testid: &'static str,
) -> impl IntoView
where
    E: Clone + Send + Sync + 'static,
{
    let down = move || count.with(|c| c.down.clone());
    let up = move || count.with(|c| c.up.clone());
    view! {
        <div class="count" role="group" aria-label=move || label.get()>
            <span class="count__label">{move || label.get()}</span>
            <span class="count__row">
                <button
                    type="button"
                    data-testid=format!("{testid}-dec")
                    aria-label=move || format!("{} −1", label.get())
                    disabled=move || count.with(|c| c.down.is_none())
                    on:click=move |_| {
                        if let Some(e) = down() {
                            on_set.run(e);
                        }
                    }
                >
                    "−"
                </button>
                <output data-testid=testid aria-live="polite">{move || count.with(|c| c.text.clone())}</output>
                <button
                    type="button"
                    data-testid=format!("{testid}-inc")
                    aria-label=move || format!("{} +1", label.get())
                    disabled=move || count.with(|c| c.up.is_none())
                    on:click=move |_| {
                        if let Some(e) = up() {
                            on_set.run(e);
                        }
                    }
                >
                    "+"
                </button>
            </span>
        </div>
    }
}
