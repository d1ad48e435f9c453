//! The card values a move depends on (fresh and calm ranges, storm drift),
//! collapsible, each set with − and +; a mark when they differ from the
//! class card, and a way back to it.

use crate::components::number_stepper::NumberStepper;
use leptos::prelude::*;
use shturman_rules::card::CardField;
use shturman_screens::planner::CardView;

#[component]
pub fn PlanCard(
    #[prop(into)] card: Signal<CardView>,
    on_set: Callback<(CardField, u8)>,
    on_reset: Callback<()>,
) -> impl IntoView {
    let field = move |i: usize| {
        let f = Memo::new(move |_| card.with(|c| c.fields.get(i).cloned()));
        move || {
            f.get().map(|f| {
                let field = f.field;
                view! {
                    <NumberStepper
                        stepper=f.stepper
                        on_set=Callback::new(move |v| on_set.run((field, v)))
                        testid=match f.code {
                            "fs" => "plan-card-fs",
                            "fd" => "plan-card-fd",
                            "cs" => "plan-card-cs",
                            "cd" => "plan-card-cd",
                            _ => "plan-card-sr",
                        }
                    />
                }
            })
        }
    };
    view! {
        <details class="card plan-card" data-testid="plan-card">
            <summary>
                {move || card.with(|c| c.title)}
                <span class="muted" data-testid="plan-card-custom">{move || card.with(|c| c.custom)}</span>
            </summary>
            <div class="stack">
                {field(0)}
                {field(1)}
                {field(2)}
                {field(3)}
                {field(4)}
                <button type="button" data-testid="plan-card-reset" on:click=move |_| on_reset.run(())>
                    {move || card.with(|c| c.reset)}
                </button>
            </div>
        </details>
    }
}
