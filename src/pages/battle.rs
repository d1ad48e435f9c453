//! A resolver screen of one of the three other games (`#/tools/<game>/…`):
//! renders any `shturman_screens::battles::ResolverScreen` — the situation, the
//! dice to roll with the exact odds, right under them the dice (rolled, or
//! their faces or hits entered), then how the odds were counted, and the
//! result in a sheet. The screen's state and the table's readings are kept
//! for the session ([`kept`]).

use crate::components::bar_chart::BarChart;
use crate::components::battle_inputs::BattleInputs;
use crate::components::battle_result::BattleResult;
use crate::components::face_entry::{FaceEntry, FaceInput};
use crate::components::hits_entry::{HitsEntry, TallyInput};
use crate::components::odds_lines::OddsLines;
use crate::components::part::part;
use crate::components::reading_choices::ReadingChoices;
use crate::components::result_lines::ResultLines;
use crate::components::why_list::WhyList;
use crate::i18n::use_lang;
use crate::state::kept::kept;
use leptos::prelude::*;
use shturman_screens::battles::{Event, Readings, ResolverScreen, Situation};
use shturman_words::battles::words;

/// The page of the resolver screen of situation `S`.
pub fn battle_page<S: Situation>() -> impl IntoView {
    let lang = use_lang();
    let state = RwSignal::from(kept::<ResolverScreen<S>>());
    let readings = RwSignal::from(kept::<Readings>());
    let v = Memo::new(move |_| {
        let l = lang.get();
        readings.with(|r| state.with(|s| s.view(r, l)))
    });
    let send = move |e: Event<S::Change>| {
        let r = readings.get_untracked();
        state.update(|s| s.update(e, &r));
    };
    let w = Signal::derive(move || words(lang.get()));
    let on_set = Callback::new(move |c| send(Event::Set(c)));
    let refusals = part(v, |v| v.refusals);
    // a refused pick's reason is brought into view (the inputs above it
    // may fill the screen)
    let error_at = NodeRef::<leptos::html::P>::new();
    Effect::new(move |before: Option<u32>| {
        let now = refusals.get();
        if let (Some(b), Some(el)) = (before, error_at.get_untracked())
            && b != now
        {
            let at = web_sys::ScrollIntoViewOptions::new();
            at.set_block(web_sys::ScrollLogicalPosition::Nearest);
            el.scroll_into_view_with_scroll_into_view_options(&at);
        }
        now
    });
    view! {
        <section class="page tool battle" data-testid=move || format!("page-{}", v.with(|v| v.code))>
            <h2 class="battle__title">{move || v.with(|v| v.title.clone())}</h2>
            // drawn again after a refused pick: a drop-down shows the choice kept
            {move || {
                refusals.track();
                view! { <BattleInputs groups=part(v, |v| v.groups.clone()) on_set=on_set /> }
            }}
            <p class="banner banner--error" role="alert" data-testid="b-error" node_ref=error_at hidden=move || v.with(|v| v.error.is_none())>
                {move || v.with(|v| v.error.clone())}
            </p>
            <div class="card battle__notes" hidden=move || v.with(|v| v.notes.is_empty())>
                <ResultLines lines=part(v, |v| v.notes.clone()) testid="b-notes" />
            </div>
            <div class="card battle__odds" hidden=move || v.with(|v| v.odds.is_empty())>
                <p class="battle__dice" data-testid="b-dice-line">{move || v.with(|v| v.dice_line.clone())}</p>
                <OddsLines lines=part(v, |v| v.odds.clone()) testid="b-odds" />
            </div>
            <div class="card battle__dice-card" data-testid="b-dice-card" hidden=move || v.with(|v| v.pools.is_empty() && v.tally.is_none())>
                <HitsEntry
                    tally=part(v, |v| v.tally.clone())
                    on_input=Callback::new(move |i| {
                        send(match i {
                            TallyInput::Mode(on) => Event::Tally(on),
                            TallyInput::Hits(p, h) => Event::Hits(p, Some(h)),
                        })
                    })
                />
                <div hidden=move || v.with(|v| v.pools.is_empty())>
                    <FaceEntry
                        pools=part(v, |v| v.pools.clone())
                        empty=part(v, |v| v.empty)
                        roll_label=part(v, |v| v.roll_label.clone())
                        words=w
                        on_input=Callback::new(move |i| {
                            send(match i {
                                FaceInput::Face(f) => Event::Face(f),
                                FaceInput::Slot(p, i) => Event::Slot(p, i),
                                FaceInput::Back => Event::Back,
                                FaceInput::Roll(faces) => Event::Fill(faces),
                            })
                        })
                    />
                </div>
            </div>
            <div class="card battle__odds" hidden=move || v.with(|v| v.odds.is_empty())>
                <details class="why" data-testid="b-charts" hidden=move || v.with(|v| v.charts.is_empty())>
                    <summary>{move || w.get().charts}</summary>
                    {move || v.with(|v| v.charts.clone()).into_iter().map(|c| view! { <BarChart chart=c /> }).collect_view()}
                </details>
                <details class="why" data-testid="b-outcomes" hidden=move || v.with(|v| v.outcomes.is_empty())>
                    <summary>{move || w.get().outcomes} " (" {move || v.with(|v| v.outcomes.len())} ")"</summary>
                    <OddsLines lines=part(v, |v| v.outcomes.clone()) testid="b-outcome" numbered=true />
                </details>
                <WhyList title=Signal::derive(move || w.get().counting.to_string()) items=part(v, |v| v.counting.clone()) testid="b-counting" />
                <ReadingChoices
                    readings=part(v, |v| v.readings.clone())
                    title=Signal::derive(move || w.get().readings.to_string())
                    on_pick=Callback::new(move |(id, code): (&'static str, &'static str)| {
                        readings.update(|r| {
                            r.set(id, code);
                        });
                        send(Event::Refit);
                    })
                />
            </div>
            <BattleResult
                result=part(v, |v| v.result.clone())
                words=w
                on_set=on_set
                on_close=Callback::new(move |_| send(Event::Close))
                on_again=Callback::new(move |_| send(Event::Clear))
            />
        </section>
    }
}
