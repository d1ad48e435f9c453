//! The fire helper's target: one line saying what it is (class, hull and
//! sail damage), opening onto its inputs — a ship of the open game (its
//! values from there), or class, damage, heading, captain, shots left and
//! chaser fired, which decide whether and how it answers (who fires first
//! shows under the answer, §4.6).

use crate::components::choice_row::ChoiceRow;
use crate::components::fire_rose::FireRose;
use crate::components::notice_line::NoticeLine;
use crate::components::number_stepper::NumberStepper;
use crate::components::part::part;
use crate::components::toggle::Toggle;
use leptos::prelude::*;
use shturman_screens::fire::{Event, TargetView};

#[component]
pub fn FireTarget(
    #[prop(into)] target: Signal<TargetView>,
    #[prop(into)] notice: Signal<Option<String>>,
    send: Callback<Event>,
) -> impl IntoView {
    let locked = move || target.with(|t| t.locked);
    view! {
        <div class="card fire-target">
        <details data-testid="fire-tgt">
            <summary data-testid="fire-tgt-summary">
                <span>
                    <strong>{move || target.with(|t| t.title)}</strong>
                    ": "
                    {move || target.with(|t| t.summary.clone())}
                </span>
            </summary>
            <div hidden=move || target.with(|t| t.games.is_empty())>
                <ChoiceRow
                    choices=part(target, |t| t.games.clone())
                    on_pick=Callback::new(move |g| send.run(Event::TargetGame(g)))
                    label=part(target, |t| t.title.to_string())
                    testid="fire-tgt-game"
                />
            </div>
            <div class="stack" hidden=locked>
                <ChoiceRow
                    choices=part(target, |t| t.classes.clone())
                    on_pick=Callback::new(move |c| send.run(Event::TargetClass(c)))
                    label=part(target, |t| t.title.to_string())
                    testid="fire-tgt-class"
                />
                <div class="row">
                    {move || {
                        target
                            .with(|t| t.headings.is_some())
                            .then(|| view! {
                                <div>
                                <p class="rose__title">{move || target.with(|t| t.heading_label)}</p>
                                <FireRose
                                    choices=part(target, |t| t.headings.clone().unwrap_or_default())
                                    on_pick=Callback::new(move |h| send.run(Event::TargetHeading(h)))
                                    label=part(target, |t| t.heading_label.to_string())
                                    testid="fire-tgt-heading"
                                />
                                </div>
                            })
                    }}
                    <div class="stack grow">
                        <NumberStepper
                            stepper=part(target, |t| t.hull.clone())
                            on_set=Callback::new(move |d| send.run(Event::TargetHull(d)))
                            testid="fire-tgt-hull"
                        />
                        {move || {
                            target.with(|t| t.sails.is_some()).then(|| view! {
                                <NumberStepper
                                    stepper=part(target, |t| t.sails.clone().unwrap_or(t.hull.clone()))
                                    on_set=Callback::new(move |d| send.run(Event::TargetSails(d)))
                                    testid="fire-tgt-sails"
                                />
                            })
                        }}
                        <NumberStepper
                            stepper=part(target, |t| t.shots_left.clone())
                            on_set=Callback::new(move |n| send.run(Event::TargetShotsLeft(n)))
                            testid="fire-tgt-left"
                        />
                    </div>
                </div>
                <p class="rose__title">{move || target.with(|t| t.captain_label)}</p>
                <ChoiceRow
                    choices=part(target, |t| t.captains.clone())
                    on_pick=Callback::new(move |c| send.run(Event::TargetCaptain(c)))
                    label=part(target, |t| t.captain_label.to_string())
                    testid="fire-tgt-captain"
                />
                <Toggle
                    toggle=part(target, |t| t.chaser.clone())
                    on_set=Callback::new(move |f| send.run(Event::TargetChaserFired(f)))
                    testid="fire-tgt-chaser"
                />
            </div>
        </details>
        <NoticeLine text=notice testid="fire-notice-target" />
        </div>
    }
}
