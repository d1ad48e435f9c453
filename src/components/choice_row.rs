//! A row of choices (a segmented control) from a view's `Choice` list: the
//! selected one pressed, a disabled one greyed; a tap sends its value.

use leptos::prelude::*;
use shturman_screens::view::Choice;

#[component]
pub fn ChoiceRow<T>(
    #[prop(into)] choices: Signal<Vec<Choice<T>>>,
    on_pick: Callback<T>,
    /// The row's accessible name.
    #[prop(into)]
    label: Signal<String>,
    /// Each button's data-testid is "{testid}-{code}".
    testid: &'static str,
) -> impl IntoView
where
    T: Clone + Send + Sync + 'static,
{
    view! {
        <div class="segmented" role="group" aria-label=move || label.get() data-testid=testid>
            {move || {
                choices
                    .get()
                    .into_iter()
                    .map(|c| {
                        let value = c.value.clone();
                        view! {
                            <button
                                type="button"
                                data-testid=format!("{testid}-{}", c.code)
                                aria-pressed=c.selected.to_string()
                                disabled=!c.enabled
                                on:click=move |_| on_pick.run(value.clone())
                            >
                                {c.label}
                            </button>
                        }
                    })
                    .collect_view()
            }}
        </div>
    }
}
