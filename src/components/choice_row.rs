//! A row of choices (a segmented control) from a view's `Choice` list: the
//! selected one pressed, a disabled one greyed; a tap sends its value.
//!
//! The buttons are made once for a list of codes and then updated in place
//! (pressed, enabled, label): a tap changes a few attributes, not the row,
//! so its answer paints within a frame or two on a phone (docs/scheduling.md).

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
    let codes =
        Memo::new(move |_| choices.with(|cs| cs.iter().map(|c| c.code).collect::<Vec<_>>()));
    view! {
        <div class="segmented" role="group" aria-label=move || label.get() data-testid=testid>
            {move || {
                codes
                    .get()
                    .into_iter()
                    .enumerate()
                    .map(|(i, code)| {
                        // this button's choice, while the list keeps its codes
                        let at = move |f: fn(&Choice<T>) -> bool| choices.with(|cs| cs.get(i).is_some_and(f));
                        view! {
                            <button
                                type="button"
                                data-testid=format!("{testid}-{code}")
                                aria-pressed=move || at(|c| c.selected).to_string()
                                disabled=move || !at(|c| c.enabled)
                                on:click=move |_| {
                                    if let Some(v) = choices.with_untracked(|cs| cs.get(i).map(|c| c.value.clone())) {
                                        on_pick.run(v)
                                    }
                                }
                            >
                                {move || choices.with(|cs| cs.get(i).map(|c| c.label.clone()).unwrap_or_default())}
                            </button>
                        }
                    })
                    .collect_view()
            }}
        </div>
    }
}
