//! "The target is crossing my line" (§4.7): a switch, then how it meets
//! the line — passing the tapped cell, stopping in it, or stepping
//! diagonally from it across a diagonal line — with what that case needs;
//! the answer right under the switch, above those choices: who fires first,
//! whether the target may answer, the distance counted beyond the crossing.

use crate::components::choice_row::ChoiceRow;
use crate::components::rule_lines::RuleLines;
use crate::components::toggle::Toggle;
use leptos::prelude::*;
use shturman_screens::fire::{CrossingView, Event};
use shturman_screens::view::Toggle as ToggleView;

#[component]
pub fn FireCrossing(
    #[prop(into)] crossing: Signal<CrossingView>,
    send: Callback<Event>,
) -> impl IntoView {
    let on = move || crossing.with(|c| c.toggle.on);
    let opt_toggle = move |f: fn(&CrossingView) -> Option<ToggleView>,
                           make: fn(bool) -> Event,
                           testid: &'static str| {
        move || {
            crossing.with(f).map(|_| {
                let t = Signal::derive(move || crossing.with(f).unwrap_or(ToggleView { label: String::new(), on: false }));
                view! { <Toggle toggle=t on_set=Callback::new(move |v| send.run(make(v))) testid=testid /> }
            })
        }
    };
    view! {
        <div class="card fire-crossing" data-testid="fire-crossing-card">
            <Toggle
                toggle=Signal::derive(move || crossing.with(|c| c.toggle.clone()))
                on_set=Callback::new(move |v: bool| {
                    send.run(Event::Crossing(v.then_some(shturman_screens::fire::CrossKind::PassesThrough)))
                })
                testid="fire-crossing"
            />
            <div class="stack" hidden=move || !on()>
                // the answer first, right under the switch; how the target
                // meets the line under it (each choice changes the lines
                // above, still in view)
                <p class="banner banner--error" data-testid="fire-cross-error"
                    hidden=move || crossing.with(|c| c.error.is_none())>
                    {move || crossing.with(|c| c.error.clone())}
                </p>
                <RuleLines items=Signal::derive(move || crossing.with(|c| c.lines.clone())) testid="fire-cross-lines" />
                <ChoiceRow
                    choices=Signal::derive(move || crossing.with(|c| c.kinds.clone()))
                    on_pick=Callback::new(move |k| send.run(Event::Crossing(Some(k))))
                    label=Signal::derive(move || crossing.with(|c| c.toggle.label.clone()))
                    testid="fire-cross"
                />
                {move || {
                    crossing.with(|c| c.steps.is_some()).then(|| view! {
                        <ChoiceRow
                            choices=Signal::derive(move || crossing.with(|c| c.steps.clone().unwrap_or_default()))
                            on_pick=Callback::new(move |h| send.run(Event::CrossStep(h)))
                            label=Signal::derive(move || crossing.with(|c| c.toggle.label.clone()))
                            testid="fire-step"
                        />
                    })
                }}
                {opt_toggle(|c| c.turned.clone(), Event::CrossTurned, "fire-turned")}
                {opt_toggle(|c| c.shooter_acted.clone(), Event::ShooterActed, "fire-acted")}
                {opt_toggle(|c| c.mover_fires.clone(), Event::MoverFires, "fire-mover")}
            </div>
        </div>
    }
}
