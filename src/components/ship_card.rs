//! One ship as the table sees it: heading, hull damage of strength, sails,
//! shots used this round, the captain marker (a face-down card, or the
//! captain once revealed) and the status — always in words and numbers, the
//! owner's colour only as an extra. Revealing the captain, turning it face
//! down again and checking a revealed card against its commitment are one
//! tap each.

use crate::i18n::game::texts;
use crate::i18n::game_log::{captain_ability, captain_name, status_text, Names};
use crate::i18n::terms::{heading_arrow, heading_name};
use crate::i18n::use_lang;
use crate::pages::game::Sub;
use crate::state::game::use_game;
use leptos::prelude::*;
use shturman_game::{Action, ShipStatus, ShipView};
use shturman_rules::ShipClass;

#[component]
pub fn ShipCard(
    ship: ShipView,
    names: Names,
    /// Owner's name and colour.
    owner: (String, String),
    /// Show the link to the ship's actions.
    #[prop(optional)]
    with_actions: bool,
) -> impl IntoView {
    let lang = use_lang();
    let t = move || texts(lang.get());
    let ctx = use_game();
    let s = ship.clone();
    let id = ship.id;
    let afloat = !matches!(ship.status, ShipStatus::Sunk { .. });
    let fort = ship.class == ShipClass::Fort;
    let title = {
        let names = names.clone();
        move || names.ship(lang.get(), id)
    };
    let status = {
        let names = names.clone();
        let st = ship.status;
        move || status_text(lang.get(), &names, st)
    };
    let captain_text = {
        let c = ship.captain.clone();
        move || match &c {
            None => t().no_captain.to_string(),
            Some(cv) => match (cv.face_up, cv.card.captain) {
                (true, Some(cap)) => format!(
                    "{} ({}) — {} · #{}",
                    captain_name(lang.get(), cap),
                    t().face_up,
                    captain_ability(lang.get(), cap),
                    cv.card.short
                ),
                _ => format!("🂠 {} · #{}", t().face_down, cv.card.short),
            },
        }
    };
    // Turning a card face down is the table's; turning it up takes its
    // owner's proof, from their hand (issue 18: the hand screens).
    let captain_buttons = ship
        .captain
        .clone()
        .filter(|cv| afloat && cv.face_up)
        .map(|_| {
            view! {
                <button data-testid="captain-hide" on:click=move |_| ctx.apply(vec![Action::HideCaptain { ship: id }], || {})>
                    "🂠 " {move || t().hide}
                </button>
            }
        });
    let heading = move || {
        if fort {
            "—".to_string()
        } else {
            format!(
                "{} {}",
                heading_arrow(s.heading),
                heading_name(lang.get(), s.heading)
            )
        }
    };
    let (owner_name, owner_colour) = owner;
    let card_class = if afloat {
        "card ship-card"
    } else {
        "card ship-card ship-card--sunk"
    };
    view! {
        <article class=card_class data-testid="ship-card" data-ship=id.to_string() data-status=format!("{:?}", ship.status).to_lowercase()>
            <header class="ship-card__head">
                <span class="swatch" style=format!("background:{owner_colour}") aria-hidden="true"></span>
                <h4 data-testid="ship-title">{title}</h4>
                <span class="muted">{owner_name}</span>
            </header>
            <dl class="kv ship-kv">
                <dt>{move || t().heading}</dt>
                <dd data-testid="ship-heading">{heading}</dd>
                <dt>{move || t().hull}</dt>
                <dd data-testid="ship-hull">{format!("{} / {}", ship.hull, ship.card.strength)}</dd>
                <dt>{move || t().sails}</dt>
                <dd data-testid="ship-sails">{ship.sails}</dd>
                <dt>{move || t().shots}</dt>
                <dd data-testid="ship-shots">{format!("{} / {}", ship.shots_used, ship.card.shots)}</dd>
                <dt>{move || t().captain}</dt>
                <dd data-testid="ship-captain">{captain_text}</dd>
                <dt>{move || t().status}</dt>
                <dd data-testid="ship-status">{status}</dd>
            </dl>
            <div class="row">
                {with_actions.then(|| view! {
                    <a class="btn btn--primary grow" href=Sub::Ship(id.to_string()).hash() data-testid="ship-actions">
                        {move || t().actions} " →"
                    </a>
                })}
                {captain_buttons}
            </div>
        </article>
    }
}
