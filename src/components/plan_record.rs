//! Recording the planned move for a ship of the open game: a button that
//! opens the game's one confirmation sheet (`game_confirm`) with what will
//! be recorded; confirmed, the move is stored and the ship shown at the
//! table.

use crate::components::game_confirm::ask;
use leptos::prelude::*;
use shturman_game::Change;
use shturman_screens::planner::RecordView;

#[component]
pub fn PlanRecord(#[prop(into)] record: Signal<Option<RecordView>>) -> impl IntoView {
    view! {
        <Show when=move || record.with(Option::is_some)>
            <button
                type="button"
                class="btn--primary wide"
                data-testid="tracked-record"
                on:click=move |_| {
                    if let Some(r) = record.get_untracked() {
                        ask(r.summary, Change::Apply(vec![r.action]), Some(r.then));
                    }
                }
            >
                {move || record.with(|r| r.as_ref().map(|r| r.label))}
            </button>
        </Show>
    }
}
