//! Movement planner (#/tools/move): renders `shturman_screens::planner`.
//! The heading and wind roses, the weather and the class come first, then
//! the planning panel — the budget, the grid, the F / L / R buttons, what
//! the last tap did, the legend, the calm moves — and right under it the rest of the
//! ship (sails, Rapid, the first calm, the card): on a phone the panel is
//! on the first screen under the roses, and the ship's inputs show with
//! the whole panel after a short scroll. Nothing covers an input (issue 33:
//! a panel kept sticky over the page hid the class, sails and Rapid
//! inputs). Opened for a ship of the
//! open game (`?ship=<id>`) it follows that ship, and the planned move is
//! recorded through the game's confirmation sheet. The state is kept for
//! the session ([`kept`]), the planned path included.

use crate::components::choice_row::ChoiceRow;
use crate::components::game_error::GameError;
use crate::components::heading_rose::HeadingRose;
use crate::components::number_stepper::NumberStepper;
use crate::components::part::part;
use crate::components::plan_card::PlanCard;
use crate::components::plan_grid::{PlanGrid, PlanLegend};
use crate::components::plan_record::PlanRecord;
use crate::components::plan_steps::PlanSteps;
use crate::components::result_lines::ResultLines;
use crate::components::rule_notes::RuleNotes;
use crate::components::toggle::Toggle;
use crate::components::why_list::WhyList;
use crate::i18n::use_lang;
use crate::schedule::trailing::Trailing;
use crate::state::game::GameCtx;
use crate::state::kept::kept;
use crate::state::route::ship_param;
use leptos::prelude::*;
use shturman_screens::planner::{Event, FromGame, Panel, PlannerScreen, PlannerView};

/// The ship `id` of the open game as the table sees it, with the round's
/// weather (reactive: it follows the game as it is stored).
fn from_game(id: uuid::Uuid) -> Option<FromGame> {
    let ctx = use_context::<GameCtx>()?;
    ctx.table.with(|t| {
        let t = t.as_ref()?;
        let ship = t.ships.iter().find(|s| s.id == id)?.clone();
        let weather = t.current_round.as_ref().map(|r| r.weather);
        Some(FromGame { ship, weather })
    })
}

#[component]
pub fn PlannerPage() -> impl IntoView {
    let lang = use_lang();
    let state = RwSignal::from(kept::<PlannerScreen>());
    let now = Memo::new(move |_| state.with(|s| s.view(lang.get())));
    let v: Signal<PlannerView> = now.into();
    // A tap is answered in the tap, or in the frame after the one that
    // shows the press where answers are slow (`schedule::answer`). A step or
    // a tap on the grid changes the panel then; what lies under the panel
    // (the turns, why, the steps taken, the crossing) and the record
    // follow a paint later — see `Trailing`.
    let below = Trailing::new(now);
    let late = below.view();
    let send = move |e: Event| {
        crate::schedule::answer::now_or_after_paint("planner", move || {
            if matches!(
                e,
                Event::Tap(_) | Event::Step(_) | Event::Undo | Event::Calm(_) | Event::Follow
            ) {
                below.next_change_after_paint();
            }
            state.try_update(|s| s.update(e));
        })
    };
    // an event made from what an input sends (the whole view follows it
    // at once: the inputs change the whole panel)
    fn on<T: 'static>(state: RwSignal<PlannerScreen>, f: fn(T) -> Event) -> Callback<T> {
        Callback::new(move |x| {
            crate::schedule::answer::now_or_after_paint("planner", move || {
                state.try_update(|s| s.update(f(x)));
            })
        })
    }
    let ship = ship_param();
    Effect::new(move |_| match ship {
        Some(id) => {
            if let Some(g) = from_game(id) {
                state.update(|s| s.update(Event::Track(Box::new(g))));
            }
        }
        None => state.update(|s| s.update(Event::Untrack)),
    });
    // Parts that are whole components: made again only when their part
    // changes, not on every step (a step changes the view, not the wind).
    let wind = part(v, |v| v.wind.clone());
    let first_calm = part(v, |v| v.first_calm.clone());
    let text = |v: Signal<PlannerView>, f: fn(&PlannerView) -> &'static str| {
        Signal::derive(move || v.with(f).to_string())
    };
    view! {
        <section class="page tool planner" data-testid="page-move">
            <h2 class="sr-only">{move || v.with(|v| v.title)}</h2>
            <Show when=move || v.with(|v| v.tracked.is_some())>
                <GameError />
                <p class="planner__tracked" data-testid="tracked-ship">
                    {move || v.with(|v| v.tracked.as_ref().map(|t| t.label))} ": "
                    <strong data-testid="tracked-name">{move || v.with(|v| v.tracked.as_ref().map(|t| t.name.clone()))}</strong>
                    " "
                    <a class="btn" data-testid="tracked-back" href=move || v.with(|v| v.tracked.as_ref().map(|t| t.back_href.clone()))>
                        {move || v.with(|v| v.tracked.as_ref().map(|t| t.back))}
                    </a>
                </p>
            </Show>
            <div class="planner__roses">
                <HeadingRose rose=part(v, |v| v.heading.clone()) on_pick=on(state, Event::Heading) testid="plan-heading" />
                {move || wind.get().map(|w| view! {
                    <HeadingRose rose=w on_pick=on(state, Event::Wind) testid="plan-wind" />
                })}
            </div>
            {move || wind.with(|w| w.as_ref().and_then(|w| w.note.clone())).map(|note| view! {
                <p class="muted planner__wind-note" data-testid="plan-wind-note">{note}</p>
            })}
            // a ship of the game: its class and the round's weather are the
            // game's, no row to pick them (issue 46 #10)
            <Show when=move || v.with(|v| v.tracked.as_ref().is_none_or(|t| !t.game_weather))>
                <ChoiceRow choices=part(v, |v| v.skies.clone()) on_pick=on(state, Event::Sky) label=text(v, |v| v.sky_label) testid="plan-sky" />
            </Show>
            <Show when=move || v.with(|v| v.tracked.is_none())>
                <ChoiceRow choices=part(v, |v| v.classes.clone()) on_pick=on(state, Event::Class) label=text(v, |v| v.class_label) testid="plan-class" />
            </Show>
            <PlanPanel v=v late=late send=Callback::new(send) />
            <p class="banner banner--error" role="alert" data-testid="plan-notice" hidden=move || v.with(|v| v.input_notice.is_none())>
                {move || v.with(|v| v.input_notice.clone())}
            </p>
            <div class="row">
                <NumberStepper stepper=part(v, |v| v.sails.clone()) on_set=on(state, Event::SailDamage) testid="plan-sails" />
                <Toggle toggle=part(v, |v| v.rapid.clone()) on_set=on(state, Event::Rapid) testid="plan-rapid" />
            </div>
            {move || first_calm.get().map(|t| view! {
                <Toggle toggle=t on_set=on(state, Event::FirstCalm) testid="plan-first-calm" />
            })}
            <p class="muted" data-testid="plan-first-calm-game">{move || v.with(|v| v.first_calm_note)}</p>
            <PlanCard
                card=part(v, |v| v.card.clone())
                on_set=Callback::new(move |(f, x)| send(Event::Card(f, x)))
                on_reset=Callback::new(move |()| send(Event::ClassCard))
            />
            <div hidden=move || late.with(|v| v.turns.is_empty())>
                <p class="muted plan-turn-label">{move || late.with(|v| v.turn_label)}</p>
                <ChoiceRow choices=part(late, |v| v.turns.clone()) on_pick=on(state, Event::TurnInPlace)
                    label=Signal::derive(move || late.with(|v| v.turn_label.unwrap_or_default().to_string())) testid="plan" />
            </div>
            <WhyList title=text(late, |v| v.why_title) items=part(late, |v| v.why.clone()) testid="plan-why" />
            <details class="card" data-testid="plan-log" hidden=move || late.with(|v| v.log.is_empty())>
                <summary>{move || late.with(|v| v.steps_title)}</summary>
                <p class="muted">{move || late.with(|v| v.coords)}</p>
                <ol class="steps" data-testid="plan-steps">
                    {move || late.with(|v| v.log.iter().map(|l| view! { <li>{l.clone()}</li> }).collect_view())}
                </ol>
                <button type="button" data-testid="step-reset" on:click=move |_| send(Event::Reset)>
                    {move || late.with(|v| v.panel.reset)}
                </button>
            </details>
            <div class="card" data-testid="plan-crossing" hidden=move || late.with(|v| v.crossing.is_none())>
                <h3>{move || late.with(|v| v.crossing.as_ref().map(|c| c.title))}</h3>
                <p data-testid="plan-crossing-cells">{move || late.with(|v| v.crossing.as_ref().map(|c| c.cells.clone()))}</p>
                <p class="muted">{move || late.with(|v| v.coords)}</p>
                <RuleNotes items=part(late, |v| v.crossing.as_ref().map(|c| c.items.clone()).unwrap_or_default()) testid="plan-crossing-notes" />
            </div>
        </section>
    }
}

/// One field of the panel, as a signal for a component (a memo: a step
/// reaches only the parts it changes).
fn panel<T: Clone + PartialEq + Send + Sync + 'static>(
    v: Signal<PlannerView>,
    f: fn(&Panel) -> T,
) -> Signal<T> {
    Memo::new(move |_| v.with(|v| f(&v.panel))).into()
}

/// The planning panel: everything a tap on the grid or a step changes.
#[component]
fn PlanPanel(
    v: Signal<PlannerView>,
    /// The view as the record follows it (see `Trailing`).
    late: Signal<PlannerView>,
    send: Callback<Event>,
) -> impl IntoView {
    let turns = panel(v, |p| p.turns.clone());
    view! {
        <div class="card planner__panel" data-testid="plan-panel">
            <p class="budget" hidden=move || v.with(|v| v.panel.budget.is_none())>
                {move || v.with(|v| v.panel.budget.as_ref().map(|b| b.budget_label))} ": "
                <span class="big-number" data-testid="move-budget">{move || v.with(|v| v.panel.budget.as_ref().map(|b| b.budget.clone()))}</span>
                " · " {move || v.with(|v| v.panel.budget.as_ref().map(|b| b.remaining_label))} ": "
                <span class="big-number" data-testid="move-remaining">{move || v.with(|v| v.panel.budget.as_ref().map(|b| b.remaining.clone()))}</span>
            </p>
            <RuleNotes items=panel(v, |p| p.headline.clone().into_iter().collect()) testid="plan-headline" />
            // the grid, the steps that move on it, then what the last tap
            // did: the finger's place and its answer on the first screen
            <PlanGrid grid=panel(v, |p| p.grid.clone()) on_tap=Callback::new(move |at| send.run(Event::Tap(at))) />
            <PlanSteps
                steps=panel(v, |p| p.steps.clone())
                undo=panel(v, |p| p.undo)
                on_step=Callback::new(move |m| send.run(Event::Step(m)))
                on_undo=Callback::new(move |()| send.run(Event::Undo))
            />
            <div class="plan-status">
                <ResultLines lines=panel(v, |p| p.status.clone()) testid="plan-status" />
                <button type="button" class="btn--primary" data-testid="plan-follow"
                    hidden=move || v.with(|v| v.panel.follow.is_none())
                    on:click=move |_| send.run(Event::Follow)>
                    {move || v.with(|v| v.panel.follow)}
                </button>
            </div>
            // the record right under what the plan did: on the first
            // screen of a ship's planner (issue 46 #10)
            <PlanRecord record=panel(late, |p| p.record.clone()) />
            <PlanLegend grid=panel(v, |p| p.grid.clone()) />
            <p class="muted plan-turn-label" hidden=move || v.with(|v| v.panel.turn_label.is_none())>
                {move || v.with(|v| v.panel.turn_label)}
            </p>
            <ChoiceRow choices=turns on_pick=Callback::new(move |h| send.run(Event::TurnInPlace(h)))
                label=Signal::derive(move || v.with(|v| v.panel.turn_label.unwrap_or_default().to_string())) testid="plan-now" />
            <ChoiceRow choices=panel(v, |p| p.calm_moves.clone()) on_pick=Callback::new(move |m| send.run(Event::Calm(m)))
                label=Signal::derive(move || v.with(|v| v.panel.turn_label.unwrap_or_default().to_string())) testid="plan-calm" />
        </div>
    }
}
