//! One ship's actions: each result the table found is entered here and
//! recorded with one confirmation — the heading after a move (or a
//! correction), a shot (target, shots, aim, the die, hit or miss, the
//! critical die when the rules allow one), damage corrections, sinking
//! with its cause, a boarding's outcome (with the captain transfer offered).
//! Links open the movement planner and the fire helper for this ship.

use crate::components::game_confirm::{ask, PendingOp};
use crate::components::stepper::Stepper;
use crate::i18n::game::texts;
use crate::i18n::game_log::{action_text, game_aim, Names};
use crate::i18n::use_lang;
use crate::pages::game::Sub;
use crate::state::game::use_game;
use leptos::prelude::*;
use shturman_game::{
    Action, ActionView, Aim, BoardingSide, GameView, PortId, ShipStatus, ShipView, SinkCause,
};
use shturman_rules::attack::is_last_shot;
use shturman_rules::ShipClass;
use uuid::Uuid;

fn enemies(v: &GameView, s: &ShipView) -> Vec<Uuid> {
    let allies: Vec<_> = v
        .players
        .iter()
        .find(|p| p.id == s.owner)
        .map(|p| p.allies.clone())
        .unwrap_or_default();
    v.ships
        .iter()
        .filter(|o| o.owner != s.owner && !allies.contains(&o.owner))
        .filter(|o| !matches!(o.status, ShipStatus::Sunk { .. }))
        .map(|o| o.id)
        .collect()
}

fn summary(lang: crate::i18n::Lang, v: &GameView, a: &Action) -> String {
    action_text(lang, &Names::of(v), &ActionView::Full(a.clone()))
}

#[component]
fn DieFaces(
    value: RwSignal<Option<u8>>,
    testid: &'static str,
    #[prop(into)] label: Signal<&'static str>,
) -> impl IntoView {
    view! {
        <div class="faces" role="group" aria-label=move || label.get()>
            {(1..=6u8)
                .map(|f| view! {
                    <button class="face" data-testid=format!("{testid}-{f}")
                        aria-pressed=move || (value.get() == Some(f)).to_string()
                        aria-label=move || format!("{} {f}", label.get())
                        on:click=move |_| value.set(Some(f))>{f}</button>
                })
                .collect_view()}
        </div>
    }
}

#[component]
pub fn GameShipPage(id: String) -> impl IntoView {
    let lang = use_lang();
    let t = move || texts(lang.get());
    let ctx = use_game();
    let table = ctx.table;
    let Ok(id) = id.parse::<Uuid>() else {
        return view! { <p class="muted">{move || t().no_game}</p> }.into_any();
    };
    let ship = Memo::new(move |_| {
        table.with(|v| {
            v.as_ref()
                .and_then(|v| v.ships.iter().find(|s| s.id == id).cloned())
        })
    });
    let view_now = move || table.get_untracked().unwrap_or_else(unreachable_view);
    let back = || Some(Sub::Home.hash());

    // --- fire ---
    let target = RwSignal::new(None::<Uuid>);
    let shots = RwSignal::new(1u8);
    let aim = RwSignal::new(Aim::Hull);
    let die = RwSignal::new(None::<u8>);
    let hit = RwSignal::new(None::<bool>);
    let crit = RwSignal::new(None::<u8>);
    let port = RwSignal::new(None::<PortId>);
    let shots_left = move || ship.with(|s| s.as_ref().map_or(0, |s| s.shots_left));
    let crit_allowed = move || hit.get() == Some(true) && is_last_shot(shots.get(), shots_left());
    let fire = {
        move |_| {
            let Some(tgt) = target.get_untracked().or_else(|| {
                let v = view_now();
                let s = ship.get_untracked()?;
                enemies(&v, &s).first().copied()
            }) else {
                return;
            };
            let Some(h) = hit.get_untracked() else { return };
            let critical = if crit_allowed() {
                crit.get_untracked().map(|d| d == 6)
            } else {
                None
            };
            let mut dice: Vec<u8> = die.get_untracked().into_iter().collect();
            if critical.is_some() {
                dice.extend(crit.get_untracked());
            }
            let a = Action::Shot {
                shooter: id,
                target: tgt,
                shots: shots.get_untracked(),
                gun: None,
                aim: aim.get_untracked(),
                hit: h,
                critical,
                target_port: port.get_untracked(),
                dice,
            };
            ask(
                summary(lang.get_untracked(), &view_now(), &a),
                PendingOp::Apply(vec![a]),
                back(),
            );
        }
    };

    // --- damage ---
    let hull = RwSignal::new(ship.get_untracked().map_or(0, |s| s.hull));
    let sails = RwSignal::new(ship.get_untracked().map_or(0, |s| s.sails));
    let correct = {
        move |a: Action| {
            ask(
                summary(lang.get_untracked(), &view_now(), &a),
                PendingOp::Apply(vec![a]),
                back(),
            )
        }
    };

    // --- sink ---
    let enemy_fire = RwSignal::new(true);
    let sink_port = RwSignal::new(None::<PortId>);
    let sink = {
        move |_| {
            let cause = if enemy_fire.get_untracked() {
                SinkCause::EnemyFire {
                    port: sink_port.get_untracked(),
                }
            } else {
                SinkCause::Other
            };
            let a = Action::ShipSunk { ship: id, cause };
            ask(
                summary(lang.get_untracked(), &view_now(), &a),
                PendingOp::Apply(vec![a]),
                back(),
            );
        }
    };

    // --- boarding ---
    let defender = RwSignal::new(None::<Uuid>);
    let winner = RwSignal::new(BoardingSide::Attacker);
    // The winner's captain moves over by its own action, sealed by its
    // owner's hand (issue 18): the hand screens make it.
    let board = {
        move |_| {
            let Some(d) = defender.get_untracked().or_else(|| {
                let v = view_now();
                let s = ship.get_untracked()?;
                enemies(&v, &s).first().copied()
            }) else {
                return;
            };
            let a = Action::Boarding {
                attacker: id,
                defender: d,
                winner: winner.get_untracked(),
            };
            ask(
                summary(lang.get_untracked(), &view_now(), &a),
                PendingOp::Apply(vec![a]),
                back(),
            );
        }
    };
    // --- captain off in a port (§6): the core refuses an unfriendly port ---
    let take_port = RwSignal::new(
        table
            .get_untracked()
            .and_then(|v| v.ports.first().map(|p| p.id)),
    );
    let has_captain = move || ship.with(|s| s.as_ref().is_some_and(|s| s.captain.is_some()));
    let take_off = {
        move |_| {
            let Some(s) = ship.get_untracked() else {
                return;
            };
            let Some(port) = take_port.get_untracked() else {
                return;
            };
            let a = Action::TakeCaptainOff {
                player: s.owner,
                ship: id,
                port,
            };
            ask(
                summary(lang.get_untracked(), &view_now(), &a),
                PendingOp::Apply(vec![a]),
                back(),
            );
        }
    };

    let port_options = move || {
        table.with(|v| {
            v.as_ref().map(|v| {
                v.ports
                    .iter()
                    .map(|p| view! { <option value=p.id.0.to_string()>{p.name.clone()}</option> })
                    .collect_view()
            })
        })
    };
    let has_ports = move || table.with(|v| v.as_ref().is_some_and(|v| !v.ports.is_empty()));
    let parse_port = |s: String| s.parse::<u16>().ok().map(PortId);
    let enemy_options = move || {
        table.with(|v| {
            let v = v.as_ref()?;
            let s = v.ships.iter().find(|s| s.id == id)?;
            let names = Names::of(v);
            Some(
                enemies(v, s)
                    .into_iter()
                    .map(|eid| view! { <option value=eid.to_string()>{names.ship(lang.get(), eid)}</option> })
                    .collect_view(),
            )
        })
    };
    let has_enemies = move || {
        table.with(|v| {
            v.as_ref()
                .and_then(|v| {
                    v.ships
                        .iter()
                        .find(|s| s.id == id)
                        .map(|s| !enemies(v, s).is_empty())
                })
                .unwrap_or(false)
        })
    };
    let afloat = move || {
        ship.with(|s| {
            s.as_ref()
                .is_some_and(|s| !matches!(s.status, ShipStatus::Sunk { .. }))
        })
    };
    let fort = move || ship.with(|s| s.as_ref().is_some_and(|s| s.class == ShipClass::Fort));
    let strength_max = Signal::derive(move || {
        ship.with(|s| s.as_ref().map_or(0, |s| s.card.strength.saturating_sub(1)))
    });
    let sails_max =
        Signal::derive(move || ship.with(|s| s.as_ref().map_or(0, |s| s.card.fresh_straight)));
    let shots_max = Signal::derive(move || shots_left().max(1));

    view! {
        <div class="stack" data-testid="game-ship">
            <Show when=afloat fallback=move || view! { <p class="muted">{move || t().not_afloat}</p> }>
                <fieldset class="card stack" data-testid="ship-fire">
                    <legend>{move || t().fire_title}</legend>
                    <Show when=has_enemies fallback=move || view! { <p class="muted">{move || t().no_targets}</p> }>
                        <Show when=move || { shots_left() > 0 } fallback=move || view! { <p class="muted">{move || t().no_shots}</p> }>
                            <label class="stack">
                                <span>{move || t().target}</span>
                                <select data-testid="fire-target" on:change=move |ev| target.set(event_target_value(&ev).parse().ok())>
                                    {enemy_options}
                                </select>
                            </label>
                            <Stepper value=shots min=1u8 max=shots_max label=Signal::derive(move || t().shots_count.to_string()) testid="fire-shots" />
                            <div class="segmented" role="group" aria-label=move || t().aim>
                                {[Aim::Hull, Aim::Sails].into_iter().map(|a| view! {
                                    <button data-testid=format!("fire-aim-{}", if a == Aim::Hull { "hull" } else { "sails" })
                                        aria-pressed=move || (aim.get() == a).to_string()
                                        on:click=move |_| aim.set(a)>{move || game_aim(lang.get(), a)}</button>
                                }).collect_view()}
                            </div>
                            <span>{move || t().die}</span>
                            <DieFaces value=die testid="fire-die" label=Signal::derive(move || t().die) />
                            <div class="segmented" role="group" aria-label=move || t().hit>
                                <button data-testid="fire-hit" aria-pressed=move || (hit.get() == Some(true)).to_string()
                                    on:click=move |_| hit.set(Some(true))>"✓ " {move || t().hit}</button>
                                <button data-testid="fire-miss" aria-pressed=move || (hit.get() == Some(false)).to_string()
                                    on:click=move |_| hit.set(Some(false))>"✗ " {move || t().miss}</button>
                            </div>
                            <Show when=crit_allowed>
                                <p class="muted">{move || t().critical_note}</p>
                                <DieFaces value=crit testid="fire-crit" label=Signal::derive(move || t().critical_die) />
                            </Show>
                            <Show when=has_ports>
                                <label class="stack">
                                    <span>{move || t().target_port}</span>
                                    <select data-testid="fire-port" on:change=move |ev| port.set(parse_port(event_target_value(&ev)))>
                                        <option value="">{move || t().none}</option>
                                        {port_options}
                                    </select>
                                </label>
                            </Show>
                            <button class="btn--primary" data-testid="fire-record" disabled=move || hit.get().is_none()
                                on:click=fire>{move || t().fire_apply}</button>
                        </Show>
                    </Show>
                </fieldset>
                <fieldset class="card stack" data-testid="ship-damage">
                    <legend>{move || t().damage_title}</legend>
                    <Stepper value=hull min=0u8 max=strength_max label=Signal::derive(move || t().hull.to_string()) testid="damage-hull" />
                    <button data-testid="damage-hull-record" on:click={
                        let f = correct;
                        move |_| f(Action::SetHullDamage { ship: id, damage: hull.get_untracked() })
                    }>{move || t().set_hull}</button>
                    <Show when=move || !fort()>
                        <Stepper value=sails min=0u8 max=sails_max label=Signal::derive(move || t().sails.to_string()) testid="damage-sails" />
                        <button data-testid="damage-sails-record" on:click={
                            let f = correct;
                            move |_| f(Action::SetSailDamage { ship: id, damage: sails.get_untracked() })
                        }>{move || t().set_sails}</button>
                    </Show>
                </fieldset>
                <fieldset class="card stack" data-testid="ship-sink">
                    <legend>{move || t().sink_title}</legend>
                    <div class="segmented" role="group" aria-label=move || t().cause>
                        <button data-testid="sink-enemy" aria-pressed=move || enemy_fire.get().to_string()
                            on:click=move |_| enemy_fire.set(true)>{move || t().enemy_fire}</button>
                        <button data-testid="sink-other" aria-pressed=move || (!enemy_fire.get()).to_string()
                            on:click=move |_| enemy_fire.set(false)>{move || t().other_cause}</button>
                    </div>
                    <Show when=move || enemy_fire.get() && has_ports()>
                        <label class="stack">
                            <span>{move || t().in_port_q}</span>
                            <select data-testid="sink-port" on:change=move |ev| sink_port.set(parse_port(event_target_value(&ev)))>
                                <option value="">{move || t().none}</option>
                                {port_options}
                            </select>
                        </label>
                    </Show>
                    <button class="btn--danger" data-testid="sink-record" on:click=sink>{move || t().sink_apply}</button>
                </fieldset>
                <Show when=move || !fort() && has_enemies()>
                    <fieldset class="card stack" data-testid="ship-boarding">
                        <legend>{move || t().boarding_title}</legend>
                        <p class="muted">{move || t().boarding_note}</p>
                        <label class="stack">
                            <span>{move || t().defender}</span>
                            <select data-testid="board-defender" on:change=move |ev| defender.set(event_target_value(&ev).parse().ok())>
                                {enemy_options}
                            </select>
                        </label>
                        <div class="segmented" role="group" aria-label=move || t().winner>
                            <button data-testid="board-attacker-won" aria-pressed=move || (winner.get() == BoardingSide::Attacker).to_string()
                                on:click=move |_| winner.set(BoardingSide::Attacker)>{move || t().winner} ": " {move || t().attacker_won}</button>
                            <button data-testid="board-defender-won" aria-pressed=move || (winner.get() == BoardingSide::Defender).to_string()
                                on:click=move |_| winner.set(BoardingSide::Defender)>{move || t().winner} ": " {move || t().defender_won}</button>
                        </div>
                        <button class="btn--primary" data-testid="board-record" on:click=board>{move || t().boarding_apply}</button>
                    </fieldset>
                </Show>
                <Show when=move || has_captain() && has_ports()>
                    <fieldset class="card stack" data-testid="ship-port-take">
                        <legend>{move || t().port_take_title}</legend>
                        <label class="stack">
                            <span>{move || t().port_take_port}</span>
                            <select data-testid="port-take-select" on:change=move |ev| take_port.set(parse_port(event_target_value(&ev)))>
                                {port_options}
                            </select>
                        </label>
                        <button data-testid="port-take" disabled=move || take_port.get().is_none()
                            on:click=take_off>{move || t().port_take_apply}</button>
                    </fieldset>
                </Show>
            </Show>
        </div>
    }
    .into_any()
}

/// An empty table view, only for the moment a game is closed under a
/// screen that is about to go away.
fn unreachable_view() -> GameView {
    shturman_game::Game::new(Uuid::nil()).view(shturman_game::Viewer::Table)
}
