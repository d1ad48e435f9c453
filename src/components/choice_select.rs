//! A labelled drop-down from a view's `Choice` list (for lists too long for
//! a row of buttons: ships, ports): the selected one shown, a change sends
//! its value.

use leptos::prelude::*;
use shturman_screens::view::Choice;

#[component]
pub fn ChoiceSelect<T>(
    #[prop(into)] choices: Signal<Vec<Choice<T>>>,
    on_pick: Callback<T>,
    #[prop(into)] label: Signal<String>,
    testid: &'static str,
) -> impl IntoView
where
    T: Clone + Send + Sync + 'static,
{
    let pick = move |ev: leptos::ev::Event| {
        let i: Option<usize> = event_target_value(&ev).parse().ok();
        if let Some(c) = i.and_then(|i| choices.with_untracked(|cs| cs.get(i).cloned())) {
            on_pick.run(c.value);
        }
    };
    view! {
        <label class="stack">
            <span>{move || label.get()}</span>
            <select data-testid=testid on:change=pick>
                {move || {
                    choices
                        .get()
                        .into_iter()
                        .enumerate()
                        .map(|(i, c)| view! {
                            <option value=i.to_string() selected=c.selected>{c.label}</option>
                        })
                        .collect_view()
                }}
            </select>
        </label>
    }
}
