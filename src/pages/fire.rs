//! Fire helper (#/tools/fire): renders `shturman_screens::fire` — the
//! shooter, the grid of its fire lines with the answer to a tap right under
//! it (the gun, the dice to roll, who fires first), the legend, the
//! crossing of a line, the target, the plan and the odds.
//! Opened for a ship of the open game (`?ship=<id>`) it follows that game,
//! and the shots resolved are recorded through the game's one confirmation
//! sheet. The state is kept for the session ([`kept`]).

use crate::components::fire_answer::FireAnswer;
use crate::components::fire_crossing::FireCrossing;
use crate::components::fire_grid::{FireGrid, FireLegend};
use crate::components::fire_odds::FireOdds;
use crate::components::fire_plan::FirePlan;
use crate::components::fire_setup::FireSetup;
use crate::components::fire_target::FireTarget;
use crate::components::game_confirm::ask;
use crate::components::part::part;
use crate::i18n::use_lang;
use crate::schedule::trailing::Trailing;
use crate::state::game::GameCtx;
use crate::state::kept::kept;
use crate::state::route::Route;
use leptos::prelude::*;
use shturman_game::Change;
use shturman_screens::fire::{Event, FireScreen, FireView, Section, Tracked};

#[component]
pub fn FirePage() -> impl IntoView {
    let lang = use_lang();
    let state = RwSignal::from(kept::<FireScreen>());
    // The ship of the route this page was made for (the Tools area makes a
    // new page for a new tool route; a rule link and back keep this one).
    let ship = match expect_context::<ReadSignal<Route>>().get_untracked() {
        Route::Fire { ship } => ship,
        _ => None,
    };
    let game = use_context::<GameCtx>();
    let tracked = move || {
        let view = game?.table.get()?;
        Tracked::from_view(&view, ship?)
    };
    state.update(|s| s.open(untrack(tracked)));
    // the game changes (a shot recorded, an undo): follow it
    Effect::new(move |_| {
        let t = tracked();
        state.update(|s| s.open(t));
    });

    let now = Memo::new(move |_| state.with(|s| s.view(lang.get())));
    // A tap is answered in the tap, or in the frame after the one that
    // shows the press where answers are slow (`schedule::answer`): the grid
    // and the answer under it (with its dice and who fires first) then,
    // the sections below them (crossing, target, plan, odds) a paint later
    // when the tap was on the grid — see `Trailing`.
    let below = Trailing::new(now);
    let v: Signal<FireView> = now.into();
    let late = below.view();
    let note = Memo::new(move |_| state.with(|s| s.record_note(lang.get())));
    let send = Callback::new(move |e: Event| {
        crate::schedule::answer::now_or_after_paint("fire", move || {
            if matches!(e, Event::Tap(_) | Event::Pan(..) | Event::PanHome) {
                below.next_change_after_paint();
            }
            state.try_update(|s| s.update(e));
        })
    });
    let notice = move |at: Section| {
        Signal::derive(move || {
            v.with(|v| v.notice.clone().filter(|(s, _)| *s == at).map(|(_, t)| t))
        })
    };
    let record = Callback::new(move |rec: shturman_screens::fire::RecordView| {
        ask(
            rec.summary,
            Change::Apply(rec.actions),
            Some(Route::Table { ship: None }.hash()),
        )
    });
    view! {
        <section class="page tool fire" data-testid="page-fire">
            <h2 class="sr-only">{move || v.with(|v| v.title)}</h2>
            <FireSetup setup=part(v, |v| v.setup.clone()) notice=notice(Section::Shooter) send=send />
            <FireGrid
                grid=part(v, |v| v.grid.clone())
                on_tap=Callback::new(move |at| send.run(Event::Tap(at)))
                on_pan=Callback::new(move |(dx, dy)| send.run(Event::Pan(dx, dy)))
                on_home=Callback::new(move |()| send.run(Event::PanHome))
            />
            <FireAnswer
                answer=part(v, |v| v.answer.clone())
                roll=part(v, |v| v.roll.clone())
                order=part(v, |v| v.order.clone())
                notice=notice(Section::Roll)
                record=part(v, |v| v.record.clone())
                record_note=Signal::derive(move || note.get())
                send=send
                on_record=record
            />
            <FireLegend grid=part(v, |v| v.grid.clone()) />
            {move || late.with(|v| v.crossing.is_some()).then(|| view! {
                <FireCrossing crossing=part(late, |v| v.crossing.clone().unwrap_or_default()) send=send />
            })}
            // the target, the plan and their one P(sunk) line, which stays in
            // view above the navigation while this part is on screen
            <div class="fire-what-if">
                <Show when=move || late.with(|v| v.plan.is_some())>
                    <FireTarget
                        target=part(late, |v| v.target.clone().unwrap_or_default())
                        notice=notice(Section::Target)
                        send=send
                    />
                    <FirePlan plan=part(late, |v| v.plan.clone().unwrap_or_default()) notice=notice(Section::Plan) send=send />
                </Show>
                <Show when=move || late.with(|v| v.odds.is_some())>
                    <FireOdds odds=part(late, |v| v.odds.clone().unwrap_or_default()) />
                </Show>
            </div>
        </section>
    }
}
