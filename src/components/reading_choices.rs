//! The readings a resolver's answer relies on, each with its options as a
//! choice row (the table's choice pressed): picking one changes the
//! reading for every screen of the game.

use crate::components::choice_row::ChoiceRow;
use leptos::prelude::*;
use shturman_screens::battles::ReadingView;

#[component]
pub fn ReadingChoices(
    #[prop(into)] readings: Signal<Vec<ReadingView>>,
    #[prop(into)] title: Signal<String>,
    on_pick: Callback<(&'static str, &'static str)>,
) -> impl IntoView {
    view! {
        <details class="why" data-testid="b-readings" hidden=move || readings.with(Vec::is_empty)>
            <summary>{move || title.get()} " (" {move || readings.with(Vec::len)} ")"</summary>
            {move || {
                readings
                    .get()
                    .into_iter()
                    .map(|r| {
                        let id = r.id;
                        let title = r.title.clone();
                        view! {
                            <div class="breading" data-testid=format!("b-reading-{id}")>
                                <p>{r.title}</p>
                                <ChoiceRow
                                    choices=Signal::derive(move || r.choices.clone())
                                    on_pick=Callback::new(move |code| on_pick.run((id, code)))
                                    label=Signal::derive(move || title.clone())
                                    testid="b-reading-option"
                                />
                            </div>
                        }
                    })
                    .collect_view()
            }}
        </details>
    }
}
