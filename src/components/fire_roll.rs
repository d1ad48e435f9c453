//! Rolling the plan, inside the answer right under the grid: which die is
//! wanted now (the hit die of attack k of n, or the critical die), the six
//! faces to tap as rolled at the table, the shot's chance beside the
//! virtual roll, and right under them what the die did and the target as
//! it stands; the rolls so far, and, for a ship of the open game, the shots
//! recorded through the game's one confirmation.

use crate::components::die_row::DieRow;
use crate::components::faces::random_face;
use crate::components::notice_line::NoticeLine;
use crate::components::result_lines::ResultLines;
use leptos::prelude::*;
use shturman_screens::fire::{Event, RecordView, RollPanel};

#[component]
pub fn FireRoll(
    #[prop(into)] roll: Signal<RollPanel>,
    /// The shot's chance and its exact fraction.
    #[prop(into)]
    chance: Signal<(String, String)>,
    #[prop(into)] notice: Signal<Option<String>>,
    /// Recording in the game, or why it cannot be.
    #[prop(into)]
    record: Signal<Option<RecordView>>,
    #[prop(into)] record_note: Signal<Option<&'static str>>,
    send: Callback<Event>,
    on_record: Callback<RecordView>,
) -> impl IntoView {
    let r = move |f: fn(&RollPanel) -> String| move || roll.with(f);
    view! {
        <div class="fire-roll" data-testid="fire-roll-card">
            <p class="roll__status" data-testid="fire-status">{r(|p| p.status.clone())}</p>
            <DieRow
                faces=Signal::derive(move || roll.with(|p| p.faces.clone()))
                on_pick=Callback::new(move |f| send.run(Event::Face(f)))
                disabled=Signal::derive(move || roll.with(|p| !p.can_roll))
                testid="fire-rolled"
            />
            <div class="fire-act">
                <p class="fire-chance" data-testid="fire-chance" data-fraction=move || chance.with(|c| c.1.clone())>
                    <strong>{move || chance.with(|c| c.0.clone())}</strong>
                </p>
                <button class="btn--primary" data-testid="fire-roll" hidden=move || roll.with(|p| !p.can_roll)
                    on:click=move |_| send.run(Event::Face(random_face()))>
                    "⚄ " {move || roll.with(|p| p.roll_label)}
                </button>
                <button class="btn--primary" data-testid="fire-noroll" hidden=move || roll.with(|p| p.no_roll.is_none())
                    on:click=move |_| send.run(Event::FireNoRoll)>
                    {move || roll.with(|p| p.no_roll)}
                </button>
            </div>
            <NoticeLine text=notice testid="fire-notice-roll" />
            <ResultLines lines=Signal::derive(move || roll.with(|p| p.result.clone())) testid="fire-result" />
            <p class="fire-after" data-testid="fire-after" hidden=move || roll.with(|p| p.after.is_none())>
                {move || roll.with(|p| p.after.clone())}
            </p>
            <button type="button" class="btn--primary wide" data-testid="fire-save" hidden=move || record.with(Option::is_none)
                on:click=move |_| {
                    if let Some(rec) = record.get_untracked() {
                        on_record.run(rec)
                    }
                }>
                {move || record.with(|r| r.as_ref().map(|r| r.label))}
            </button>
            <p class="muted" data-testid="fire-save-note" hidden=move || record_note.with(Option::is_none)>
                {move || record_note.get()}
            </p>
            <details class="fire-log" hidden=move || roll.with(|p| p.log.is_empty())>
                <summary>{move || roll.with(|p| p.log_title)}</summary>
                <ol class="steps" data-testid="fire-log">
                    {move || roll.with(|p| p.log.iter().map(|l| view! { <li>{l.clone()}</li> }).collect_view())}
                </ol>
            </details>
            <button type="button" data-testid="fire-again" hidden=move || roll.with(|p| p.again.is_none())
                on:click=move |_| send.run(Event::Again)>
                {move || roll.with(|p| p.again)}
            </button>
        </div>
    }
}
