//! The F / L / R buttons of a fresh-wind move from the view's
//! `StepButton`s — each with what the step would leave and, for a screen
//! reader, the parts of its budget change — and the undo button beside
//! them, in one row under the grid.

use leptos::prelude::*;
use shturman_rules::movement::Move;
use shturman_screens::planner::StepButton;

#[component]
pub fn PlanSteps(
    #[prop(into)] steps: Signal<Vec<StepButton>>,
    /// The undo button's label and whether there is anything to undo.
    #[prop(into)]
    undo: Signal<Option<(&'static str, bool)>>,
    on_step: Callback<Move>,
    on_undo: Callback<()>,
) -> impl IntoView {
    let button = move |i: usize| {
        let b = Memo::new(move |_| steps.with(|s| s.get(i).cloned()));
        view! {
            <button
                type="button"
                class="step-btn"
                data-testid=move || b.with(|b| b.as_ref().map(|b| format!("step-{}", b.code)))
                disabled=move || b.with(|b| !b.as_ref().is_some_and(|b| b.enabled))
                aria-label=move || b.with(|b| b.as_ref().map(|b| b.label.clone()))
                on:click=move |_| {
                    if let Some(b) = b.get_untracked() {
                        on_step.run(b.mv);
                    }
                }
            >
                <span class="step-btn__arrow" aria-hidden="true">{move || b.with(|b| b.as_ref().map(|b| b.arrow))}</span>
                <span class="step-btn__name" aria-hidden="true">{move || b.with(|b| b.as_ref().map(|b| b.name))}</span>
                <small aria-hidden="true">
                    {move || b.with(|b| b.as_ref().and_then(|b| b.preview.clone()))}
                </small>
            </button>
        }
    };
    view! {
        <div class="plan-steps" hidden=move || steps.with(Vec::is_empty)>
            {button(0)}
            {button(1)}
            {button(2)}
            <button
                type="button"
                class="step-btn step-btn--undo"
                data-testid="step-undo"
                disabled=move || !undo.get().is_some_and(|u| u.1)
                on:click=move |_| on_undo.run(())
            >
                <span class="step-btn__arrow" aria-hidden="true">"↶"</span>
                <small>{move || undo.get().map(|u| u.0)}</small>
            </button>
        </div>
    }
}
