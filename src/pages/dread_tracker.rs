//! The dreadnought impulse tracker (#/tools/dreadnought/tracker): the
//! round's 20 steps, one tap per step — what happens now, who moves which
//! speeds, and whether a group may move. The view-model is
//! `shturman_screens::battles::dread_tracker`, kept for the session.

use crate::components::choice_row::ChoiceRow;
use crate::components::part::part;
use crate::components::result_lines::{ResultLines, tone_class};
use crate::components::toggle::Toggle;
use crate::components::why_list::WhyList;
use crate::i18n::use_lang;
use crate::state::kept::kept;
use leptos::prelude::*;
use shturman_screens::battles::dread_tracker::{DreadTracker, Event, TrackerView};

#[component]
pub fn DreadTrackerPage() -> impl IntoView {
    let lang = use_lang();
    let state = RwSignal::from(kept::<DreadTracker>());
    let v = Memo::new(move |_| {
        let l = lang.get();
        state.with(|s| s.view(l))
    });
    let send = move |e: Event| state.update(|s| s.update(e));
    view! {
        <section class="page tool battle tracker" data-testid="page-dread-tracker">
            <h2 class="battle__title">{move || v.with(|v| v.title.clone())}</h2>
            <div class="card tracker__now" data-testid="t-now">
                <p class="tracker__position" data-testid="t-position">{move || v.with(|v| v.position.clone())}</p>
                <p class="tracker__kind" data-testid="t-kind"><strong>{move || v.with(|v| v.kind.clone())}</strong></p>
                <ResultLines lines=part(v, |v| v.lines.clone()) testid="t-line" />
                <p class="banner banner--error" role="alert" data-testid="t-error" hidden=move || v.with(|v| v.error.is_none())>
                    {move || v.with(|v| v.error.clone())}
                </p>
                <div class="tracker__initiative" hidden=move || v.with(|v| v.initiative.is_empty())>
                    <p class="tracker__label">{move || v.with(|v| v.initiative_label.clone())}</p>
                    <ChoiceRow
                        choices=part(v, |v| v.initiative.clone())
                        label=part(v, |v| v.initiative_label.clone())
                        on_pick=Callback::new(move |p| send(Event::Initiative(p)))
                        testid="t-initiative"
                    />
                </div>
                <p class="result result--alert" data-testid="t-over" hidden=move || !v.with(|v| v.over)>
                    {move || v.with(|v| v.restart.clone())}
                </p>
                <div class="tracker__buttons">
                    <button type="button" class="btn btn--primary" data-testid="t-next" disabled=move || v.with(|v| v.over)
                        on:click=move |_| send(Event::Next)>{move || v.with(|v| v.next.clone())}</button>
                    <button type="button" class="btn" data-testid="t-gone" disabled=move || v.with(|v| v.over)
                        on:click=move |_| send(Event::SideGone)>{move || v.with(|v| v.side_gone.clone())}</button>
                </div>
            </div>
            <TrackerStrip v=v />
            <div class="card tracker__group" data-testid="t-group">
                <h3>{move || v.with(|v| v.group_title.clone())}</h3>
                {move || v.with(|v| v.answer.clone()).map(|(tone, text)| view! {
                    <p class=tone_class(tone) data-testid="t-answer">{text}</p>
                })}
                <ChoiceRow choices=part(v, |v| v.players.clone()) label=part(v, |v| v.player_label.clone())
                    on_pick=Callback::new(move |p| send(Event::Player(p))) testid="t-player" />
                <ChoiceRow choices=part(v, |v| v.speeds.clone()) label=part(v, |v| v.speed_label.clone())
                    on_pick=Callback::new(move |s| send(Event::Speed(s))) testid="t-speed" />
                <Toggle toggle=part(v, |v| v.towing.clone()) on_set=Callback::new(move |t| send(Event::Towing(t))) testid="t-towing" />
            </div>
            <WhyList title=part(v, |v| v.why_title.clone()) items=part(v, |v| v.why.clone()) testid="t-why" />
            <button type="button" class="btn" data-testid="t-restart" on:click=move |_| send(Event::Restart)>
                {move || v.with(|v| v.restart.clone())}
            </button>
        </section>
    }
}

/// The round's 20 steps in a row, the current one marked, with a legend.
#[component]
fn TrackerStrip(v: Memo<TrackerView>) -> impl IntoView {
    view! {
        <div class="tracker__strip-wrap">
            <ol class="tracker__strip" data-testid="t-strip">
                {move || {
                    v.with(|v| v.strip.clone())
                        .into_iter()
                        .map(|s| {
                            let class = if s.current {
                                "tracker__cell tracker__cell--now"
                            } else if s.done {
                                "tracker__cell tracker__cell--done"
                            } else {
                                "tracker__cell"
                            };
                            view! {
                                <li class=class aria-current=if s.current { "step" } else { "false" }>
                                    <small>{s.number}</small>
                                    <span>{s.mark}</span>
                                </li>
                            }
                        })
                        .collect_view()
                }}
            </ol>
            <p class="tracker__legend">{move || v.with(|v| v.legend.clone())}</p>
        </div>
    }
}
