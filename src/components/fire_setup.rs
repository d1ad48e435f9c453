//! The fire helper's shooter: one line saying who fires (class, heading,
//! damage, shots left, chaser fired), opening onto its inputs — or, for a
//! ship of the open game, saying which ship it is (its values come from
//! the game).

use crate::components::choice_row::ChoiceRow;
use crate::components::fire_rose::FireRose;
use crate::components::notice_line::NoticeLine;
use crate::components::number_stepper::NumberStepper;
use crate::components::part::part;
use crate::components::toggle::Toggle;
use leptos::prelude::*;
use shturman_screens::fire::{Event, SetupView};

#[component]
pub fn FireSetup(
    #[prop(into)] setup: Signal<SetupView>,
    #[prop(into)] notice: Signal<Option<String>>,
    send: Callback<Event>,
) -> impl IntoView {
    let free = move || setup.with(|s| s.from_game.is_none());
    view! {
        <details class="card fire-setup" data-testid="fire-setup">
            <summary data-testid="fire-setup-summary">
                <span>
                    <span class="sr-only">{move || setup.with(|s| s.title)} ": "</span>
                    {move || setup.with(|s| s.summary.clone())}
                </span>
            </summary>
            <p class="muted" data-testid="fire-from-game" hidden=free>
                {move || setup.with(|s| s.from_game.clone())}
            </p>
            <div class="stack" hidden=move || !free()>
                <ChoiceRow
                    choices=part(setup, |s| s.classes.clone())
                    on_pick=Callback::new(move |c| send.run(Event::Class(c)))
                    label=part(setup, |s| s.title.to_string())
                    testid="fire-class"
                />
                <div class="row">
                    {move || {
                        setup
                            .with(|s| s.headings.is_some())
                            .then(|| {
                                view! {
                                    <div>
                                    <p class="rose__title">{move || setup.with(|s| s.heading_label)}</p>
                                    <FireRose
                                        choices=part(setup, |s| s.headings.clone().unwrap_or_default())
                                        on_pick=Callback::new(move |h| send.run(Event::Heading(h)))
                                        label=part(setup, |s| s.heading_label.to_string())
                                        testid="fire-heading"
                                    />
                                    </div>
                                }
                            })
                    }}
                    <div class="stack grow">
                        <NumberStepper
                            stepper=part(setup, |s| s.damage.clone())
                            on_set=Callback::new(move |d| send.run(Event::Damage(d)))
                            testid="fire-damage"
                        />
                        <NumberStepper
                            stepper=part(setup, |s| s.shots_left.clone())
                            on_set=Callback::new(move |n| send.run(Event::ShotsLeft(n)))
                            testid="fire-left"
                        />
                    </div>
                </div>
                <p class="rose__title">{move || setup.with(|s| s.captain_label)}</p>
                <ChoiceRow
                    choices=part(setup, |s| s.captains.clone())
                    on_pick=Callback::new(move |c| send.run(Event::Captain(c)))
                    label=part(setup, |s| s.captain_label.to_string())
                    testid="fire-captain"
                />
                <Toggle
                    toggle=part(setup, |s| s.chaser.clone())
                    on_set=Callback::new(move |f| send.run(Event::ChaserFired(f)))
                    testid="fire-chaser"
                />
            </div>
            <NoticeLine text=notice testid="fire-notice-shooter" />
        </details>
    }
}
