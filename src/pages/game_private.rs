//! The private captains screen: "pass the phone to <name>", then only that
//! player taps to see their own captains (this screen alone renders the
//! player's view), places them face down on their ships — at most one each,
//! a fresh random salt per placement — and hides them again. The short
//! commitment of each placement is what the table sees.

use crate::i18n::game::texts;
use crate::i18n::game_log::{captain_ability, captain_name, Names};
use crate::i18n::use_lang;
use crate::pages::game::Sub;
use crate::state::game::use_game;
use crate::state::route::{navigate, Route};
use crate::state::saves;
use leptos::prelude::*;
use shturman_game::{Action, CardPlace, OwnCaptainView, PlayerId, PortId, ShipStatus, Viewer};
use shturman_rules::Captain;
use uuid::Uuid;

#[component]
pub fn GamePrivatePage(player: u8) -> impl IntoView {
    let lang = use_lang();
    let t = move || texts(lang.get());
    let ctx = use_game();
    let pid = PlayerId(player);
    let revealed = RwSignal::new(false);
    let name = move || {
        ctx.table.with(|v| {
            v.as_ref()
                .and_then(|v| v.players.iter().find(|p| p.id == pid))
                .map(|p| p.name.clone())
                .unwrap_or_default()
        })
    };
    let hide = move |_| {
        revealed.set(false);
        navigate(&Route::Table { ship: None });
    };
    // Rendered only while revealed: the player's own view.
    let captains = move || {
        let v = ctx.view(Viewer::Player(pid))?;
        let names = Names::of(&v);
        let me = v.players.iter().find(|p| p.id == pid)?.clone();
        let own = me.own_captains.clone().unwrap_or_default();
        let setup_open = v.current_round.is_none();
        let can_place = setup_open && me.captains_in_play < me.captain_count;
        let free_ships: Vec<(Uuid, String)> = v
            .ships
            .iter()
            .filter(|s| s.owner == pid && s.captain.is_none())
            .filter(|s| !matches!(s.status, ShipStatus::Sunk { .. }))
            .map(|s| (s.id, names.ship(lang.get(), s.id)))
            .collect();
        let lang_now = lang.get();
        let rows = own
            .into_iter()
            .map(|c: OwnCaptainView| {
                let cap = c.captain;
                let place = match c.place {
                    None if setup_open => t().in_hand.to_string(),
                    None => t().set_aside.to_string(),
                    Some(CardPlace::OnShip { ship }) => format!("{} {}", t().on_ship, names.ship(lang_now, ship)),
                    Some(CardPlace::InPort { port }) => format!("{} {}", t().in_port, names.port(lang_now, port)),
                    Some(CardPlace::Dead) => t().dead.to_string(),
                };
                let face = match (c.place, c.face_up) {
                    (Some(_), true) => format!(" · {}", t().face_up),
                    (Some(_), false) => format!(" · {}", t().face_down),
                    _ => String::new(),
                };
                let short = c.short.clone().map(|s| view! {
                    <p class="commitment" data-testid=format!("private-short-{}", cap.code())>
                        {t().commitment} ": " <strong>{format!("#{s}")}</strong>
                    </p>
                });
                let placer = (c.place.is_none() && can_place && !free_ships.is_empty()).then(|| {
                    ship_pick_row(
                        &free_ships,
                        t().place_on,
                        t().place,
                        format!("private-ship-{}", cap.code()),
                        format!("private-place-{}", cap.code()),
                        ctx.busy,
                        move |ship| {
                            ctx.apply(
                                vec![Action::AssignCaptain {
                                    player: pid,
                                    ship,
                                    captain: cap,
                                    salt: saves::new_salt(),
                                }],
                                || {},
                            )
                        },
                    )
                });
                view! {
                    <li class="card stack" data-testid=format!("private-captain-{}", cap.code())>
                        <strong>{captain_name(lang_now, cap)} " — " {captain_ability(lang_now, cap)}</strong>
                        <span class="muted">{place}{face}</span>
                        {short}
                        {placer}
                    </li>
                }
            })
            .collect_view();
        let note = if setup_open {
            format!(
                "{}: {} / {}. {}",
                t().may_place,
                me.captains_in_play,
                me.captain_count,
                t().rest_aside
            )
        } else {
            t().setup_closed.to_string()
        };
        let no_ship = (can_place && free_ships.is_empty())
            .then(|| view! { <p class="muted">{t().no_free_ship}</p> });
        // §6: own cards waiting in ports, each to be given to one of the
        // player's ships that entered that port.
        let waiting: Vec<(PortId, Captain)> = v
            .ports
            .iter()
            .flat_map(|p| {
                p.waiting
                    .iter()
                    .filter(|c| c.card.owner == pid)
                    .filter_map(move |c| c.card.captain.map(|cap| (p.id, cap)))
            })
            .collect();
        let port_cards = (!waiting.is_empty()).then(|| {
            let items = waiting
                .into_iter()
                .map(|(port, cap)| {
                    let giver = if free_ships.is_empty() {
                        view! { <p class="muted">{t().no_free_ship}</p> }.into_any()
                    } else {
                        ship_pick_row(
                            &free_ships,
                            t().give_to_ship,
                            t().give_here,
                            format!("port-give-ship-{}", cap.code()),
                            format!("port-give-{}", cap.code()),
                            ctx.busy,
                            move |ship| {
                                ctx.apply(
                                    vec![Action::GiveCaptain {
                                        player: pid,
                                        ship,
                                        port,
                                        captain: cap,
                                        salt: saves::new_salt(),
                                    }],
                                    || {},
                                )
                            },
                        )
                        .into_any()
                    };
                    view! {
                        <li class="card stack" data-testid=format!("port-card-{}", cap.code())>
                            <strong>{captain_name(lang_now, cap)}</strong>
                            <span class="muted">{t().in_port} " " {names.port(lang_now, port)}</span>
                            {giver}
                        </li>
                    }
                })
                .collect_view();
            view! {
                <h3>{t().port_cards_title}</h3>
                <ul class="plain stack" data-testid="port-cards">{items}</ul>
            }
        });
        Some(view! {
            <p class="muted" data-testid="private-note">{note}</p>
            {no_ship}
            <ul class="plain stack">{rows}</ul>
            {port_cards}
        })
    };
    view! {
        <div class="stack private" data-testid="game-private">
            <Show
                when=move || revealed.get()
                fallback=move || view! {
                    <section class="card stack pass-gate" data-testid="private-gate">
                        <p class="big-text">"⇄ " {move || t().pass_to} " " <strong data-testid="private-name">{name}</strong></p>
                        <p>{move || t().only_you}</p>
                        <button class="btn--primary big" data-testid="private-reveal" on:click=move |_| revealed.set(true)>
                            "◉ " {move || t().show_mine}
                        </button>
                        <a class="btn" href=Sub::Home.hash() data-testid="private-back">{move || t().back}</a>
                    </section>
                }
            >
                <section class="stack" data-testid="private-captains">
                    <h2>{move || t().your_captains} " — " {name}</h2>
                    {captains}
                    <button class="btn--primary big" data-testid="private-hide" on:click=hide>
                        "🂠 " {move || t().hide_pass}
                    </button>
                </section>
            </Show>
        </div>
    }
}

/// A row to pick one of the player's ships and act on it (place a captain,
/// give a waiting one). `ships` must not be empty.
fn ship_pick_row(
    ships: &[(Uuid, String)],
    label: &'static str,
    button: &'static str,
    select_id: String,
    button_id: String,
    busy: RwSignal<bool>,
    act: impl Fn(Uuid) + 'static,
) -> AnyView {
    let chosen = RwSignal::new(ships[0].0);
    let options = ships
        .iter()
        .map(|(id, n)| view! { <option value=id.to_string()>{n.clone()}</option> })
        .collect_view();
    view! {
        <div class="row">
            <label class="stack grow">
                <span>{label}</span>
                <select data-testid=select_id
                    on:change=move |ev| {
                        if let Ok(id) = event_target_value(&ev).parse::<Uuid>() {
                            chosen.set(id);
                        }
                    }>
                    {options}
                </select>
            </label>
            <button class="btn--primary" data-testid=button_id
                disabled=move || busy.get() on:click=move |_| act(chosen.get_untracked())>
                {button}
            </button>
        </div>
    }
    .into_any()
}
