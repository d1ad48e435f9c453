//! The ship sheet's hand-entered shot (its "More…" part): target, shots,
//! aim, the die, hit or miss, the critical die when the view offers it,
//! the target's port; or why there is no shot. All from the view-model
//! (`shturman_screens::game::sheet::more`).

use crate::components::choice_row::ChoiceRow;
use crate::components::choice_select::ChoiceSelect;
use crate::components::number_stepper::NumberStepper;
use leptos::prelude::*;
use shturman_screens::game::sheet::more::{Event, FireForm, MoreView, Record};

#[component]
pub fn MoreFire(
    v: Memo<Option<MoreView>>,
    send: Callback<Event>,
    record: Callback<Record>,
) -> impl IntoView {
    let w = move |f: fn(&shturman_words::game::more::Words) -> &'static str| {
        Signal::derive(move || {
            v.with(|v| v.as_ref().map(|v| f(v.w)).unwrap_or_default().to_string())
        })
    };
    let form = move || v.with(|v| v.as_ref().and_then(|v| v.fire.clone().ok()));
    fn part<T: Default + Send + Sync + 'static>(
        v: Memo<Option<MoreView>>,
        f: fn(&FireForm) -> T,
    ) -> Signal<T> {
        Signal::derive(move || {
            v.with(|v| {
                v.as_ref()
                    .and_then(|v| v.fire.as_ref().ok())
                    .map(f)
                    .unwrap_or_default()
            })
        })
    }
    view! {
        <fieldset class="card stack" data-testid="ship-fire">
            <legend>{w(|w| w.fire_title)}</legend>
            {move || v.with(|v| v.as_ref().and_then(|v| v.fire.clone().err()))
                .map(|why| view! { <p class="muted">{why}</p> })}
            <Show when=move || form().is_some()>
                <ChoiceSelect choices=part(v, |f| f.targets.clone()) on_pick=Callback::new(move |t| send.run(Event::Target(t)))
                    label=w(|w| w.target) testid="fire-target" />
                <NumberStepper stepper=Signal::derive(move || form().map(|f| f.shots).unwrap_or_default())
                    on_set=Callback::new(move |n| send.run(Event::Shots(n))) testid="fire-shots" />
                <ChoiceRow choices=part(v, |f| f.aim.clone()) on_pick=Callback::new(move |a| send.run(Event::Aim(a)))
                    label=w(|w| w.aim) testid="fire-aim" />
                <span>{w(|w| w.die)}</span>
                <ChoiceRow choices=part(v, |f| f.die.clone()) on_pick=Callback::new(move |d| send.run(Event::Die(d)))
                    label=w(|w| w.die) testid="fire-die" />
                <ChoiceRow choices=part(v, |f| f.hit.clone()) on_pick=Callback::new(move |h| send.run(Event::Hit(h)))
                    label=w(|w| w.hit) testid="fire" />
                <Show when=move || form().is_some_and(|f| f.crit.is_some())>
                    <p class="muted">{w(|w| w.critical_note)}</p>
                    <ChoiceRow choices=part(v, |f| f.crit.clone().unwrap_or_default())
                        on_pick=Callback::new(move |d| send.run(Event::Crit(d))) label=w(|w| w.critical_die) testid="fire-crit" />
                </Show>
                <Show when=move || { part(v, |f| f.ports.len()).get() > 1 }>
                    <ChoiceSelect choices=part(v, |f| f.ports.clone()) on_pick=Callback::new(move |p| send.run(Event::Port(p)))
                        label=w(|w| w.target_port) testid="fire-port" />
                </Show>
                <button class="btn--primary" data-testid="fire-record" disabled=move || !form().is_some_and(|f| f.can_record)
                    on:click=move |_| record.run(Record::Shot)>{w(|w| w.fire_record)}</button>
            </Show>
        </fieldset>
    }
}
