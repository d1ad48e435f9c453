//! How to fire: single shots or a salvo, how many of the shooter's shots
//! (never more than the gun may: one from the chasers), aimed at hull or
//! sails, other ships gathered into the salvo, and right under the inputs
//! what the plan is — the salvo's parts, Target's 2 dropped, the worst
//! part — or why it cannot be made.

use crate::components::choice_row::ChoiceRow;
use crate::components::fire_partner::FirePartner;
use crate::components::notice_line::NoticeLine;
use crate::components::number_stepper::NumberStepper;
use crate::components::part::part;
use crate::components::rule_lines::RuleLines;
use leptos::prelude::*;
use shturman_screens::fire::{Event, PlanView};

#[component]
pub fn FirePlan(
    #[prop(into)] plan: Signal<PlanView>,
    #[prop(into)] notice: Signal<Option<String>>,
    send: Callback<Event>,
) -> impl IntoView {
    let partners = move || plan.with(|p| p.partners.len());
    view! {
        <div class="card stack fire-plan" data-testid="fire-plan">
            <h3>{move || plan.with(|p| p.title)}</h3>
            <ChoiceRow
                choices=part(plan, |p| p.modes.clone())
                on_pick=Callback::new(move |m| send.run(Event::Mode(m)))
                label=part(plan, |p| p.title.to_string())
                testid="fire-mode"
            />
            <div class="row">
                <NumberStepper
                    stepper=part(plan, |p| p.count.clone())
                    on_set=Callback::new(move |n| send.run(Event::Count(n)))
                    testid="fire-count"
                />
                <ChoiceRow
                    choices=part(plan, |p| p.aims.clone())
                    on_pick=Callback::new(move |a| send.run(Event::Aim(a)))
                    label=part(plan, |p| p.aim_label.to_string())
                    testid="fire-aimat"
                />
            </div>
            <p class="muted" data-testid="fire-count-note" hidden=move || plan.with(|p| p.count_note.is_none())>
                {move || plan.with(|p| p.count_note.clone())}
            </p>
            <NoticeLine text=notice testid="fire-notice-plan" />
            <p class="banner banner--error" data-testid="fire-plan-error" hidden=move || plan.with(|p| p.error.is_none())>
                {move || plan.with(|p| p.error.clone())}
            </p>
            <RuleLines items=part(plan, |p| p.lines.clone()) testid="fire-plan-lines" />
            {move || {
                (0..partners())
                    .map(|i| view! {
                        <FirePartner
                            index=i
                            partner=Signal::derive(move || plan.with(|p| p.partners.get(i).cloned().unwrap_or_default()))
                            send=send
                        />
                    })
                    .collect_view()
            }}
            <button type="button" data-testid="fire-add-partner"
                hidden=move || plan.with(|p| p.add_partner.is_none())
                on:click=move |_| send.run(Event::AddPartner)>
                {move || plan.with(|p| p.add_partner)}
            </button>
        </div>
    }
}
