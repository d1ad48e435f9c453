//! Movement planner (#/tools/move): class (or custom card values), heading,
//! weather and its direction, sail damage and Rapid give the start budget
//! and its parts; a 9 × 9 mini-grid shows every reachable end cell with its
//! headings and best remaining budget; F / L / R steps show each budget
//! change and its reason; tapping a cell shows a path there; undo; calm
//! (with the two-calms move) and storm as in the rules (digest §3).
//!
//! The page's state is a plain [`MovePlannerInput`]: a later game flow
//! provides a pre-filled one through context.

use crate::components::class_picker::ClassPicker;
use crate::components::explain::{Explain, ExplainItem};
use crate::components::mini_grid::{CellInfo, GridCell, MiniGrid};
use crate::components::rose::Rose;
use crate::components::stepper::Stepper;
use crate::components::tracked_ship::TrackedShipBanner;
use crate::i18n::move_planner::{move_text, MoveText};
use crate::i18n::terms::{heading_arrow, heading_code, heading_name};
use crate::i18n::{use_lang, Lang, CELLS};
use crate::state::tracked::{tracked_ship, TrackedShip};
use leptos::prelude::*;
use shturman_rules::card::CardField;
use shturman_rules::movement::{
    calm_options, fresh_step, storm_drift, BudgetChange, Planner, Step, Vessel,
};
use shturman_rules::{Captain, Heading, Move, Offset, ShipCard, ShipClass, Weather};
use std::collections::BTreeMap;

/// What the planner starts from. A tracked ship pre-fills it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MovePlannerInput {
    pub class: ShipClass,
    /// Card values when they differ from the class card.
    pub card: Option<ShipCard>,
    pub heading: Heading,
    pub weather: Weather,
    pub sail_damage: u8,
    pub rapid: bool,
    /// The previous round was calm and the heading did not change in it.
    pub unchanged_prev_calm: bool,
}

impl MovePlannerInput {
    /// The situation of a ship of the open game: its card (with the
    /// players' edits), heading, sails, a face-up Rapid, the calm memory and
    /// the current round's weather.
    pub fn from_tracked(t: &TrackedShip) -> Self {
        let s = &t.ship;
        MovePlannerInput {
            class: s.class,
            card: Some(s.card),
            heading: s.heading,
            weather: t.weather.unwrap_or(Weather::Fresh(Heading::W)),
            sail_damage: s.sails,
            rapid: t.revealed_captain() == Some(Captain::Rapid),
            unchanged_prev_calm: s.unturned_through_previous_calm,
        }
    }
}

impl Default for MovePlannerInput {
    /// The seed's example: a brig heading north in a fresh westerly.
    fn default() -> Self {
        MovePlannerInput {
            class: ShipClass::Brig,
            card: None,
            heading: Heading::N,
            weather: Weather::Fresh(Heading::W),
            sail_damage: 0,
            rapid: false,
            unchanged_prev_calm: false,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Calm,
    Fresh,
    Storm,
}

fn signed(n: i32) -> String {
    if n < 0 {
        format!("−{}", -n)
    } else {
        format!("+{n}")
    }
}

fn minus(n: i32) -> String {
    n.to_string().replace('-', "−")
}

fn move_name(t: &MoveText, m: Move) -> &'static str {
    match m {
        Move::F => t.forward,
        Move::L => t.left,
        Move::R => t.right,
    }
}

/// The reasons of one budget change: "шаг −1, диагональ −1, к ветру +1".
fn change_words(t: &MoveText, c: &BudgetChange) -> String {
    let mut parts = vec![t.step_cost];
    if c.diagonal != 0 {
        parts.push(t.diagonal_cost);
    }
    match c.wind {
        1 => parts.push(t.wind_towards),
        -1 => parts.push(t.wind_away),
        _ => {}
    }
    parts.join(", ")
}

fn step_line(lang: Lang, t: &MoveText, s: &Step) -> String {
    format!(
        "{}: {} ({},{}), {} {}; {} = {} → {} {}",
        move_name(t, s.mv),
        t.to_cell,
        s.to.at.x,
        s.to.at.y,
        t.heading.to_lowercase(),
        heading_code(lang, s.to.heading),
        change_words(t, &s.change),
        signed(s.change.total()),
        t.remaining.to_lowercase(),
        minus(s.to.remaining),
    )
}

#[component]
pub fn MovePlannerPage() -> impl IntoView {
    let lang = use_lang();
    let t = move || move_text(lang.get());
    let tracked = tracked_ship();
    let input = use_context::<MovePlannerInput>()
        .or_else(|| tracked.as_ref().map(MovePlannerInput::from_tracked))
        .unwrap_or_default();
    let start_card = input.card.unwrap_or(input.class.card());

    let class = RwSignal::new(input.class);
    let fs = RwSignal::new(start_card.fresh_straight);
    let fd = RwSignal::new(start_card.fresh_diagonal);
    let cs = RwSignal::new(start_card.calm_straight);
    let cd = RwSignal::new(start_card.calm_diagonal);
    let sr = RwSignal::new(start_card.storm_range);
    let heading = RwSignal::new(input.heading);
    let kind = RwSignal::new(match input.weather {
        Weather::Calm => Kind::Calm,
        Weather::Fresh(_) => Kind::Fresh,
        Weather::Storm(_) => Kind::Storm,
    });
    let dir = RwSignal::new(input.weather.direction().unwrap_or(Heading::W));
    let sail = RwSignal::new(input.sail_damage);
    let rapid = RwSignal::new(input.rapid);
    let unchanged = RwSignal::new(input.unchanged_prev_calm);
    let moves = RwSignal::new(Vec::<Move>::new());
    let turned = RwSignal::new(None::<Heading>);
    let selected = RwSignal::new(None::<Offset>);
    let center = RwSignal::new(Offset::ZERO);

    // A new class brings its card's values.
    Effect::new(move |prev: Option<ShipClass>| {
        let c = class.get();
        if prev.is_some_and(|p| p != c) {
            let k = c.card();
            fs.set(k.fresh_straight);
            fd.set(k.fresh_diagonal);
            cs.set(k.calm_straight);
            cd.set(k.calm_diagonal);
            sr.set(k.storm_range);
        }
        c
    });
    let card = Memo::new(move |_| ShipCard {
        fresh_straight: fs.get(),
        fresh_diagonal: fd.get(),
        calm_straight: cs.get(),
        calm_diagonal: cd.get(),
        storm_range: sr.get(),
        ..class.get().card()
    });
    // Any change of the situation starts the move over.
    Effect::new(move |_| {
        card.track();
        heading.track();
        kind.track();
        dir.track();
        sail.track();
        rapid.track();
        moves.set(Vec::new());
        turned.set(None);
        selected.set(None);
        center.set(Offset::ZERO);
    });
    let vessel = Memo::new(move |_| {
        let c = card.get();
        Vessel::new(
            c,
            rapid.get().then_some(Captain::Rapid),
            sail.get().min(c.fresh_straight),
        )
        .ok()
    });
    let planner = Memo::new(move |_| {
        let v = vessel.get()?;
        let mut p = Planner::new(v, heading.get(), dir.get());
        if let Some(h) = turned.get() {
            let _ = p.turn_in_place(h);
        }
        for m in moves.get() {
            let _ = p.step(m);
        }
        Some(p)
    });
    let reach = Memo::new(move |_| planner.get().map(|p| p.reach()));
    let storm_heading = move || dir.get();
    // The heading the move ends with, for recording it in the game.
    let final_heading = Signal::derive(move || match kind.get() {
        Kind::Fresh => planner.get().map_or(heading.get(), |p| p.state().heading),
        Kind::Calm => turned.get().unwrap_or(heading.get()),
        Kind::Storm => storm_heading(),
    });
    let calm = Memo::new(move |_| calm_options(&card.get(), heading.get(), unchanged.get()));
    let storm = Memo::new(move |_| storm_drift(&card.get(), dir.get()));

    // The budget and its parts (fresh wind).
    let budget_items = Signal::derive(move || {
        let l = lang.get();
        let t = move_text(l);
        let Some(p) = planner.get() else {
            return Vec::new();
        };
        let b = *p.budget();
        let mut v = vec![ExplainItem::new(
            format!(
                "{}: {}",
                if b.range_field == CardField::FreshStraight {
                    t.card_range_straight
                } else {
                    t.card_range_diagonal
                },
                b.card_range
            ),
            "3.1",
        )];
        if b.rapid > 0 {
            v.push(ExplainItem::new(
                format!("{} {}", signed(i32::from(b.rapid)), t.rapid_part),
                "6",
            ));
        }
        if b.sail_damage > 0 {
            v.push(ExplainItem::new(
                format!("{} {}", signed(-i32::from(b.sail_damage)), t.sails_part),
                "3.1",
            ));
        }
        v.push(ExplainItem::new(
            format!("= {} {}", t.max_range.to_lowercase(), minus(b.max_range)),
            "3.1",
        ));
        v.push(ExplainItem::new(
            format!(
                "{} {} ({} {}, {} {})",
                signed(-i32::from(b.deviation)),
                t.deviation,
                t.heading.to_lowercase(),
                heading_code(l, b.heading),
                t.wind.split(' ').next().unwrap_or("").to_lowercase(),
                heading_code(l, b.wind)
            ),
            "1",
        ));
        v.push(ExplainItem::new(
            format!("= {} {}", t.budget_part.to_lowercase(), minus(b.budget)),
            "3.1",
        ));
        v
    });

    // The grid's cells for the current mode.
    let cells = Signal::derive(move || {
        let mut out: Vec<GridCell> = Vec::new();
        match kind.get() {
            Kind::Fresh => {
                let (Some(p), Some(r)) = (planner.get(), reach.get()) else {
                    return out;
                };
                let mut ends: BTreeMap<Offset, Vec<(Heading, i32)>> = BTreeMap::new();
                for e in r.entries.iter().skip(1) {
                    ends.entry(e.at).or_default().push((e.heading, e.remaining));
                }
                let mut path: Vec<Offset> = p.passed();
                if let Some(sel) = selected.get() {
                    if let Some(e) = r.best_at_cell(sel) {
                        path.extend(r.passed(e));
                    }
                }
                for (at, mut v) in ends {
                    v.sort_by_key(|(h, rem)| (-rem, h.index()));
                    out.push(GridCell {
                        at,
                        info: CellInfo::Reach { ends: v },
                        path: path.contains(&at),
                    });
                }
                for at in &path {
                    if !out.iter().any(|c| c.at == *at) {
                        out.push(GridCell {
                            at: *at,
                            info: CellInfo::Plain,
                            path: true,
                        });
                    }
                }
                let now = p.state();
                out.retain(|c| c.at != now.at && c.at != Offset::ZERO);
                if now.at != Offset::ZERO {
                    out.push(GridCell {
                        at: Offset::ZERO,
                        info: CellInfo::Ship {
                            heading: Some(p.budget().heading),
                        },
                        path: false,
                    });
                }
                out.push(GridCell {
                    at: now.at,
                    info: CellInfo::Now {
                        heading: now.heading,
                        remaining: now.remaining,
                    },
                    path: false,
                });
            }
            Kind::Calm => {
                let c = calm.get();
                for at in c.forward.iter().chain(c.two_calms.iter()) {
                    out.push(GridCell {
                        at: *at,
                        info: CellInfo::Reach {
                            ends: vec![(c.heading, 0)],
                        },
                        path: false,
                    });
                }
                out.push(GridCell {
                    at: Offset::ZERO,
                    info: CellInfo::Ship {
                        heading: Some(c.heading),
                    },
                    path: false,
                });
            }
            Kind::Storm => {
                let s = storm.get();
                for at in &s.passed {
                    out.push(GridCell {
                        at: *at,
                        info: if *at == s.drift {
                            CellInfo::Reach {
                                ends: vec![(s.heading, 0)],
                            }
                        } else {
                            CellInfo::Plain
                        },
                        path: true,
                    });
                }
                out.push(GridCell {
                    at: Offset::ZERO,
                    info: CellInfo::Ship {
                        heading: Some(heading.get()),
                    },
                    path: false,
                });
            }
        }
        out
    });
    let on_tap = Callback::new(move |at: Offset| {
        let ok = kind.get_untracked() == Kind::Fresh
            && reach
                .get_untracked()
                .is_some_and(|r| r.best_at_cell(at).is_some());
        selected.set(if ok && selected.get_untracked() != Some(at) {
            Some(at)
        } else {
            None
        });
    });

    let state = move || planner.get().map(|p| p.state());
    let over = move || planner.get().is_none_or(|p| p.is_over());
    let step_button = move |m: Move| {
        let preview = move || {
            let p = planner.get()?;
            if p.is_over() {
                return None;
            }
            fresh_step(p.state(), p.wind(), m).ok()
        };
        view! {
            <button
                class="step-btn"
                data-testid=format!("step-{}", m.code())
                disabled=over
                aria-label=move || {
                    let t = t();
                    match preview() {
                        Some(s) => format!(
                            "{}: {}, {} {}",
                            move_name(t, m),
                            change_words(t, &s.change),
                            t.remaining.to_lowercase(),
                            minus(s.to.remaining)
                        ),
                        None => move_name(t, m).to_string(),
                    }
                }
                on:click=move |_| {
                    selected.set(None);
                    moves.update(|v| v.push(m));
                }
            >
                <span class="step-btn__name">
                    {move || match m {
                        Move::F => "↑ ",
                        Move::L => "↰ ",
                        Move::R => "↱ ",
                    }}
                    {move || move_name(t(), m)}
                </span>
                <small>{move || preview().map(|s| format!("→ {}", minus(s.to.remaining)))}</small>
            </button>
        }
    };
    let steps_list = move || {
        let l = lang.get();
        let t = move_text(l);
        let Some(p) = planner.get() else {
            return Vec::new();
        };
        let mut v: Vec<String> = p.steps().iter().map(|s| step_line(l, t, s)).collect();
        if let Some(h) = p.turned_in_place() {
            v.push(format!("{}: {}", t.turned, heading_name(l, h)));
        }
        v
    };
    let selected_info = move || {
        let l = lang.get();
        let t = move_text(l);
        let at = selected.get()?;
        let r = reach.get()?;
        let e = r.best_at_cell(at)?;
        let moves: Vec<&str> = e.path.iter().map(|m| move_name(t, m)).collect();
        Some(format!(
            "{} → ({},{}), {} {}, {} {}: {}",
            t.path_to,
            at.x,
            at.y,
            t.heading.to_lowercase(),
            heading_name(l, e.heading),
            t.remaining.to_lowercase(),
            minus(e.remaining),
            moves.join(", ")
        ))
    };
    let follow = move |_| {
        let (Some(at), Some(r)) = (selected.get_untracked(), reach.get_untracked()) else {
            return;
        };
        if let Some(e) = r.best_at_cell(at) {
            let path: Vec<Move> = e.path.iter().collect();
            moves.update(|v| v.extend(path));
        }
        selected.set(None);
    };
    let turn_buttons = move || {
        let p = planner.get()?;
        let opts = p.turn_in_place_options();
        if opts.headings.is_empty() {
            return None;
        }
        let l = lang.get();
        Some(
            opts.headings
                .iter()
                .map(|h| {
                    view! {
                        <button
                            data-testid=format!("turn-{}", h.code())
                            aria-label=format!("{}: {}", move_text(l).turned, heading_name(l, h))
                            on:click=move |_| turned.set(Some(h))
                        >
                            {heading_arrow(h)} " " {heading_code(l, h)}
                        </button>
                    }
                })
                .collect_view(),
        )
    };
    let calm_items = Signal::derive(move || {
        let l = lang.get();
        let t = move_text(l);
        let c = calm.get();
        let a2 = c.turn.assumptions.first().map(|a| a.id());
        let turns: Vec<&str> = c.turn.headings.iter().map(|h| heading_code(l, h)).collect();
        let mut v = vec![ExplainItem {
            text: format!(
                "{}: {} × 45°, {} {}",
                t.calm_turns,
                c.turn.allowance,
                t.calm_or,
                turns.join(", ")
            ),
            section: "3.2".into(),
            assumption: a2,
        }];
        v.push(ExplainItem::new(
            if c.forward.is_empty() {
                t.calm_no_forward.to_string()
            } else {
                format!(
                    "{}: {}",
                    t.calm_forward,
                    CELLS.count(l, c.forward.len() as i64)
                )
            },
            "3.2",
        ));
        if unchanged.get() {
            let a3 = c
                .assumptions
                .iter()
                .find(|a| a.id() == "A-3")
                .map(|a| a.id());
            v.push(ExplainItem {
                text: match c.two_calms {
                    Some(at) => format!("{} ({},{})", t.two_calms_move, at.x, at.y),
                    None => t.two_calms_none.to_string(),
                },
                section: "3.2".into(),
                assumption: a3,
            });
        }
        v
    });
    let storm_items = Signal::derive(move || {
        let l = lang.get();
        let t = move_text(l);
        let s = storm.get();
        vec![ExplainItem {
            text: format!(
                "{}: {} → ({},{}), {} {}",
                t.storm_drift,
                CELLS.count(l, s.passed.len() as i64),
                s.drift.x,
                s.drift.y,
                t.heading.to_lowercase(),
                heading_name(l, s.heading)
            ),
            section: "3.3".into(),
            assumption: s.assumptions.first().map(|a| a.id()),
        }]
    });

    let kind_button = move |k: Kind, id: &'static str| {
        view! {
            <button
                data-testid=id
                aria-pressed=move || (kind.get() == k).to_string()
                on:click=move |_| kind.set(k)
            >
                {move || match k {
                    Kind::Calm => t().calm,
                    Kind::Fresh => t().fresh,
                    Kind::Storm => t().storm,
                }}
            </button>
        }
    };
    let field = move |sig: RwSignal<u8>, label: fn(&MoveText) -> &'static str, id: &'static str| {
        view! {
            <Stepper
                value=sig
                min=0u8
                max=20u8
                label=Signal::derive(move || label(t()).to_string())
                testid=id
            />
        }
    };

    view! {
        <section class="page" data-testid="page-move">
            <h2>{move || t().title}</h2>
            {tracked.clone().map(|tr| view! { <TrackedShipBanner tracked=tr result=final_heading /> })}
            <div class="card stack">
                <ClassPicker value=class label=Signal::derive(move || t().class) testid="move-class" no_fort=true />
                <details class="more">
                    <summary>{move || t().card}</summary>
                    <div class="stack">
                        {field(fs, |t| t.fresh_straight, "card-fs")}
                        {field(fd, |t| t.fresh_diagonal, "card-fd")}
                        {field(cs, |t| t.calm_straight, "card-cs")}
                        {field(cd, |t| t.calm_diagonal, "card-cd")}
                        {field(sr, |t| t.storm_range, "card-sr")}
                    </div>
                </details>
                <div class="segmented" role="group" aria-label=move || t().weather>
                    {kind_button(Kind::Calm, "weather-calm")}
                    {kind_button(Kind::Fresh, "weather-fresh")}
                    {kind_button(Kind::Storm, "weather-storm")}
                </div>
                <div class="roses">
                    <div>
                        <p class="rose__title">{move || t().heading}</p>
                        <Rose value=heading label=Signal::derive(move || t().heading) testid="heading" />
                    </div>
                    <Show when=move || kind.get() != Kind::Calm>
                        <div>
                            <p class="rose__title">
                                {move || if kind.get() == Kind::Storm { t().storm_dir } else { t().wind }}
                            </p>
                            <Rose
                                value=dir
                                label=Signal::derive(move || if kind.get() == Kind::Storm { t().storm_dir } else { t().wind })
                                testid="wind"
                            />
                        </div>
                    </Show>
                </div>
                <Show when=move || kind.get() == Kind::Fresh>
                    <Stepper
                        value=sail
                        min=0u8
                        max=Signal::derive(move || card.get().fresh_straight)
                        label=Signal::derive(move || t().sails.to_string())
                        testid="move-sails"
                    />
                    <button
                        data-testid="captain-rapid"
                        aria-pressed=move || rapid.get().to_string()
                        on:click=move |_| rapid.update(|v| *v = !*v)
                    >
                        {move || if rapid.get() { "☑ " } else { "☐ " }}
                        {move || t().rapid}
                    </button>
                </Show>
                <Show when=move || kind.get() == Kind::Calm>
                    <label class="check">
                        <input
                            type="checkbox"
                            data-testid="two-calms"
                            prop:checked=move || unchanged.get()
                            on:change=move |ev| unchanged.set(event_target_checked(&ev))
                        />
                        {move || t().two_calms}
                    </label>
                </Show>
            </div>

            <Show when=move || kind.get() == Kind::Fresh>
                <div class="card">
                    <p class="budget">
                        {move || t().budget} ": "
                        <span class="big-number" data-testid="move-budget">
                            {move || planner.get().map(|p| minus(p.budget().budget))}
                        </span>
                        " · " {move || t().remaining} ": "
                        <span class="big-number" data-testid="move-remaining">
                            {move || state().map(|s| minus(s.remaining))}
                        </span>
                    </p>
                    <Show when=move || planner.get().is_some_and(|p| !p.budget().can_move())>
                        <p class="banner banner--error" data-testid="move-cannot">{move || t().cannot_move}</p>
                    </Show>
                    <Explain items=budget_items testid="budget-explain" />
                </div>
            </Show>
            <Show when=move || kind.get() == Kind::Calm>
                <div class="card">
                    <Explain items=calm_items testid="calm-explain" />
                </div>
            </Show>
            <Show when=move || kind.get() == Kind::Storm>
                <div class="card">
                    <Explain items=storm_items testid="storm-explain" />
                </div>
            </Show>

            <MiniGrid
                cells=cells
                selected=Signal::derive(move || selected.get())
                on_tap=on_tap
                label=Signal::derive(move || t().grid)
                center=center
            />
            <div class="legend" aria-hidden="true">
                <span class="lg-ship">{move || t().legend_ship}</span>
                <span class="lg-reach">{move || t().legend_reach}</span>
                <span class="lg-path">{move || t().legend_path}</span>
            </div>

            <Show when=move || kind.get() == Kind::Fresh>
                <div class="card stack">
                    <p class="muted" data-testid="cell-info" aria-live="polite">
                        {move || selected_info().unwrap_or_else(|| t().tap_hint.to_string())}
                    </p>
                    <Show when=move || selected.get().is_some()>
                        <button data-testid="follow-path" on:click=follow>{move || t().follow}</button>
                    </Show>
                    <div class="steps-row">
                        {step_button(Move::L)}
                        {step_button(Move::F)}
                        {step_button(Move::R)}
                    </div>
                    <div class="row">
                        <button
                            data-testid="step-undo"
                            disabled=move || moves.get().is_empty() && turned.get().is_none()
                            on:click=move |_| {
                                selected.set(None);
                                if turned.get_untracked().is_some() {
                                    turned.set(None);
                                } else {
                                    moves.update(|v| {
                                        v.pop();
                                    });
                                }
                            }
                        >
                            "↶ " {move || t().undo}
                        </button>
                        <button
                            data-testid="step-reset"
                            on:click=move |_| {
                                selected.set(None);
                                turned.set(None);
                                moves.set(Vec::new());
                            }
                        >
                            {move || t().reset}
                        </button>
                    </div>
                    <Show when=move || over() && planner.get().is_some_and(|p| !p.steps().is_empty())>
                        <p class="banner banner--ok" data-testid="move-over">{move || t().move_over}</p>
                    </Show>
                    <h3>{move || t().steps}</h3>
                    <ol class="steps" data-testid="move-steps">
                        {move || steps_list().into_iter().map(|s| view! { <li>{s}</li> }).collect_view()}
                    </ol>
                    {move || turn_buttons().map(|b| view! {
                        <p class="muted">{move || t().turn_in_place}</p>
                        <div class="segmented" data-testid="turn-options">{b}</div>
                    })}
                </div>
            </Show>
        </section>
    }
}
