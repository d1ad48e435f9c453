//! The table: what everyone may see. The round and its weather (a new
//! round from the spinner), the captains' setup ("pass the phone to…"),
//! the reminders that apply now, and every player's ships. Renders the
//! table's view only: a face-down captain is a marker, never a name.

use crate::components::game_weather::GameWeather;
use crate::components::ship_card::ShipCard;
use crate::i18n::game::texts;
use crate::i18n::game_log::{captain_ability, captain_name, weather_text, Names};
use crate::i18n::use_lang;
use crate::pages::game::Sub;
use crate::pages::rules::href;
use crate::state::game::use_game;
use leptos::prelude::*;
use shturman_game::{GameView, ShipStatus, Weather};
use shturman_rules::movement::{calm_options, start_budget, Vessel};
use shturman_rules::{Assumption, ShipClass};

/// A reminder: its text and the rules section (and assumption) behind it.
struct Reminder {
    text: String,
    section: &'static str,
    assumption: Option<Assumption>,
}

/// The reminders that apply now, from the core's movement rules and the
/// captains the table can see.
fn reminders(lang: crate::i18n::Lang, v: &GameView) -> Vec<Reminder> {
    let t = texts(lang);
    let names = Names::of(v);
    let mut out = Vec::new();
    let Some(round) = v.current_round else {
        return out;
    };
    for s in v
        .ships
        .iter()
        .filter(|s| !matches!(s.status, ShipStatus::Sunk { .. }))
    {
        let ship = names.ship(lang, s.id);
        let visible = s
            .captain
            .as_ref()
            .filter(|c| c.face_up)
            .and_then(|c| c.card.captain);
        if s.class != ShipClass::Fort {
            match round.weather {
                Weather::Calm if s.unturned_through_previous_calm => {
                    let o = calm_options(&s.card, s.heading, true);
                    if o.two_calms.is_some() {
                        out.push(Reminder {
                            text: format!("{ship}: {}", t.two_calms),
                            section: "3.2",
                            assumption: o
                                .assumptions
                                .iter()
                                .copied()
                                .find(|a| *a == Assumption::A3TwoCalmsStraight),
                        });
                    }
                }
                Weather::Fresh(wind) if s.sails > 0 => {
                    if let Ok(vessel) = Vessel::new(s.card, visible, s.sails) {
                        let b = start_budget(&vessel, s.heading, wind);
                        out.push(Reminder {
                            text: format!("{ship}: {} — {}", t.sail_cut, b.max_range.max(0)),
                            section: "3.1",
                            assumption: None,
                        });
                    }
                }
                _ => {}
            }
        }
        if let Some(c) = visible {
            out.push(Reminder {
                text: format!(
                    "{ship}: {} — {}",
                    captain_name(lang, c),
                    captain_ability(lang, c)
                ),
                section: if c.has_initiative() { "4.6" } else { "6" },
                assumption: None,
            });
        }
    }
    out
}

#[component]
pub fn GameTablePage() -> impl IntoView {
    let lang = use_lang();
    let t = move || texts(lang.get());
    let ctx = use_game();
    let table = ctx.table;
    let weather_open = RwSignal::new(false);
    let round_line = move || {
        table.with(|v| {
            v.as_ref().and_then(|v| v.current_round).map(|r| {
                format!(
                    "{} {} — {}",
                    t().round,
                    r.number,
                    weather_text(lang.get(), r.weather)
                )
            })
        })
    };
    let no_round = move || table.with(|v| v.as_ref().is_some_and(|v| v.current_round.is_none()));
    let captains = move || {
        table.with(|v| {
            let v = v.as_ref()?;
            // Kept during play too: a player's private screen is where a
            // captain waiting in port is given to a ship.
            if v.players.iter().all(|p| p.captain_count == 0) {
                return None;
            }
            let rows = v
                .players
                .iter()
                .filter(|p| p.captain_count > 0)
                .map(|p| {
                    let href = Sub::Private(p.id.0).hash();
                    let line = format!(
                        "{}: {} {} / {}",
                        p.name,
                        t().captains_placed,
                        p.captains_in_play,
                        p.captain_count
                    );
                    let name = p.name.clone();
                    view! {
                        <li class="stack">
                            <span data-testid=format!("captains-status-{}", p.id.0)>{line}</span>
                            <a class="btn" href=href data-testid=format!("pass-phone-{}", p.id.0)>
                                "⇄ " {t().pass_phone} " " {name}
                            </a>
                        </li>
                    }
                })
                .collect_view();
            Some(view! {
                <section class="card stack" data-testid="captains-setup">
                    <h3>{t().captains_title}</h3>
                    <ul class="plain stack">{rows}</ul>
                </section>
            })
        })
    };
    let reminder_view = move || {
        let list = table.with(|v| {
            v.as_ref()
                .map(|v| reminders(lang.get(), v))
                .unwrap_or_default()
        });
        (!list.is_empty()).then(|| {
            let items = list
                .into_iter()
                .map(|r| {
                    let a = r.assumption.map(|a| {
                        view! { " " <a class="assume" href=href(a.id())>{format!("[{}]", a.id())}</a> }
                    });
                    view! {
                        <li>
                            {r.text} " " <a class="sec" href=href(r.section)>{format!("§{}", r.section)}</a> {a}
                        </li>
                    }
                })
                .collect_view();
            view! {
                <section class="card" data-testid="reminders">
                    <h3>"⚑ " {t().reminders}</h3>
                    <ul class="steps">{items}</ul>
                </section>
            }
        })
    };
    let fleets = move || {
        table.with(|v| {
            let v = v.as_ref()?;
            let names = Names::of(v);
            Some(
                v.players
                    .iter()
                    .map(|p| {
                        let ships = v
                            .ships
                            .iter()
                            .filter(|s| s.owner == p.id)
                            .map(|s| {
                                view! {
                                    <ShipCard ship=s.clone() names=names.clone()
                                        owner=(p.name.clone(), p.colour.clone()) with_actions=true />
                                }
                            })
                            .collect_view();
                        view! {
                            <section class="fleet" data-testid=format!("fleet-{}", p.id.0)>
                                <h3 class="row">
                                    <span class="swatch" style=format!("background:{}", p.colour) aria-hidden="true"></span>
                                    {format!("{} — {}", t().fleet, p.name)}
                                </h3>
                                {ships}
                            </section>
                        }
                    })
                    .collect_view(),
            )
        })
    };
    view! {
        <div class="stack" data-testid="game-table">
            <section class="card stack" data-testid="round">
                <p class="round-line big-text" data-testid="round-line">
                    {move || round_line().unwrap_or_else(|| t().no_round.to_string())}
                </p>
                <Show
                    when=move || weather_open.get()
                    fallback=move || view! {
                        <button class="btn--primary" data-testid="new-round" on:click=move |_| weather_open.set(true)>
                            {move || if no_round() { t().first_round } else { t().new_round }}
                        </button>
                    }
                >
                    <GameWeather on_close=Callback::new(move |_| weather_open.set(false)) />
                </Show>
            </section>
            {captains}
            {reminder_view}
            {fleets}
        </div>
    }
}
