//! The ship sheet's "More…" part: damage corrections, sinking with its
//! cause, the captain taken off in a port (a shot is the sheet's shot
//! panel).
//! Its state and every decision are the view-model's
//! (`shturman_screens::game::sheet::more`); each change goes to the one
//! confirmation sheet, and a change the view-model cannot make yet is
//! said where the player looks. Boarding is the sheet's boarding panel.

use crate::components::choice_row::ChoiceRow;
use crate::components::choice_select::ChoiceSelect;
use crate::components::game_confirm::ask;
use crate::components::number_stepper::NumberStepper;
use crate::components::part::part_or_default as part;
use crate::i18n::use_lang;
use crate::state::game::use_game;
use leptos::prelude::*;
use shturman_game::Change;
use shturman_screens::game::sheet::more::{Event, More, Record};
use shturman_words::address::Sub;
use shturman_words::game::more::Words;
use uuid::Uuid;

#[component]
pub fn GameShipPage(id: Uuid) -> impl IntoView {
    let lang = use_lang();
    let ctx = use_game();
    let state = RwSignal::new(More::default());
    let problem = RwSignal::new(None::<String>);
    let v = Memo::new(move |_| {
        ctx.table.with(|t| {
            t.as_ref()
                .and_then(|t| state.with(|s| s.view(t, id, lang.get())))
        })
    });
    let send = Callback::new(move |e: Event| {
        problem.set(None);
        state.update(|s| s.update(e));
    });
    let record = Callback::new(move |r: Record| {
        let p = ctx.table.with_untracked(|t| {
            t.as_ref()
                .map(|t| state.with_untracked(|s| s.propose(t, id, r, lang.get_untracked())))
        });
        match p {
            Some(Ok(p)) => ask(p.summary, Change::Apply(p.actions), Some(Sub::Home.hash())),
            Some(Err(e)) => problem.set(Some(e)),
            None => {}
        }
    });
    let w = move |f: fn(&Words) -> &'static str| {
        Signal::derive(move || {
            v.with(|v| v.as_ref().map(|v| f(v.w)).unwrap_or_default().to_string())
        })
    };
    let afloat = move || v.with(|v| v.as_ref().is_some_and(|v| v.afloat));
    view! {
        <div class="stack" data-testid="game-ship">
            {move || problem.get().map(|e| view! { <p class="error" role="alert" data-testid="more-error">{e}</p> })}
            <Show when=afloat fallback=move || view! { <p class="muted">{w(|w| w.not_afloat)}</p> }>
                <fieldset class="card stack" data-testid="ship-damage">
                    <legend>{w(|w| w.damage_title)}</legend>
                    <NumberStepper stepper=part(v, |v| v.hull.clone()) on_set=Callback::new(move |n| send.run(Event::Hull(n))) testid="damage-hull" />
                    <button data-testid="damage-hull-record" on:click=move |_| record.run(Record::Hull)>{w(|w| w.hull_record)}</button>
                    {move || v.with(|v| v.as_ref().and_then(|v| v.sails.clone())).map(|s| view! {
                        <NumberStepper stepper=s on_set=Callback::new(move |n| send.run(Event::Sails(n))) testid="damage-sails" />
                        <button data-testid="damage-sails-record" on:click=move |_| record.run(Record::Sails)>{w(|w| w.sails_record)}</button>
                    })}
                </fieldset>
                <fieldset class="card stack" data-testid="ship-sink">
                    <legend>{w(|w| w.sink_title)}</legend>
                    <ChoiceRow choices=part(v, |v| v.causes.clone()) on_pick=Callback::new(move |b| send.run(Event::EnemyFire(b)))
                        label=w(|w| w.cause) testid="sink" />
                    <Show when=move || { part(v, |v| v.sink_ports.len()).get() > 1 }>
                        <ChoiceSelect choices=part(v, |v| v.sink_ports.clone()) on_pick=Callback::new(move |p| send.run(Event::SinkPort(p)))
                            label=w(|w| w.in_port) testid="sink-port" />
                    </Show>
                    <button class="btn--danger" data-testid="sink-record" on:click=move |_| record.run(Record::Sink)>{w(|w| w.sink_record)}</button>
                </fieldset>
                <Show when=move || v.with(|v| v.as_ref().is_some_and(|v| v.take_ports.is_some()))>
                    <fieldset class="card stack" data-testid="ship-port-take">
                        <legend>{w(|w| w.port_title)}</legend>
                        <ChoiceSelect choices=part(v, |v| v.take_ports.clone().unwrap_or_default())
                            on_pick=Callback::new(move |p| send.run(Event::TakePort(p))) label=w(|w| w.port) testid="port-take-select" />
                        <button data-testid="port-take" on:click=move |_| record.run(Record::TakeOff)>{w(|w| w.port_record)}</button>
                    </fieldset>
                </Show>
            </Show>
        </div>
    }
}
