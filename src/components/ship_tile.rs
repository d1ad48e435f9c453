//! One ship's compact tile on the table: name, heading arrow, class,
//! captain marker, status, hull and sails as pips (damage), shots left as
//! pips, the reminders that apply now — all from the table view-model
//! (`shturman_screens::game::table::Tile`). A tap opens the ship's sheet.

use leptos::prelude::*;
use shturman_screens::game::table::{Pips, Tile};
use shturman_words::address::Sub;

#[component]
fn PipRow(p: Pips, testid: &'static str, kind: &'static str) -> impl IntoView {
    let dots = (0..p.of)
        .map(|i| {
            let class = if i < p.filled { "pip pip--on" } else { "pip" };
            view! { <i class=class></i> }
        })
        .collect_view();
    let title = p.text.clone();
    view! {
        <span class=format!("pips pips--{kind}") data-testid=testid
            data-value=format!("{}/{}", p.filled, p.of) title=title>
            <span class="pips__label">{p.label}</span>
            <span class="pips__dots" aria-hidden="true">{dots}</span>
            <span class="sr-only">{p.text}</span>
        </span>
    }
}

#[component]
pub fn ShipTile(
    tile: Tile,
    /// The copy at the top of the ship's sheet (another test id).
    #[prop(optional)]
    in_sheet: bool,
) -> impl IntoView {
    let id = tile.id.to_string();
    let href = Sub::Ship(id.clone()).hash();
    let status = tile.status.code();
    let captain = tile.captain.clone().map(|c| {
        let class = if tile.captain_face_up {
            "tile__captain tile__captain--up"
        } else {
            "tile__captain"
        };
        view! { <span class=class data-testid="ship-captain">"⚓ " {c}</span> }
    });
    // "afloat" goes without saying on the tile (a screen reader still hears it)
    let status_class = if status == "afloat" {
        "sr-only"
    } else {
        "tile__status"
    };
    let reminders = tile
        .reminders
        .iter()
        .map(|r| {
            view! {
                <span class=format!("tile__rem tile__rem--{:?}", r.tone).to_lowercase()
                    data-testid=format!("reminder-{}", r.code)>
                    {r.why.text.clone()}
                </span>
            }
        })
        .collect_view();
    view! {
        <a class=format!("tile tile--{status}") href=href data-testid=if in_sheet { "sheet-tile" } else { "ship-card" } data-ship=id
            data-status=status style=format!("--owner:{}", tile.colour)>
            <span class="tile__head">
                <span class="tile__name" data-testid="ship-title">{tile.name.clone()}</span>
                <span class="tile__arrow" data-testid="ship-heading">
                    <span aria-hidden="true">{tile.arrow.unwrap_or("")}</span>
                    <span class="sr-only">{tile.heading}</span>
                </span>
            </span>
            <span class="tile__sub">
                <span>{tile.class}</span>
                {captain}
                <span class=status_class data-testid="ship-status">{tile.status_text}</span>
            </span>
            <PipRow p=tile.hull.clone() testid="ship-hull" kind="hull" />
            {tile.sails.clone().map(|s| view! { <PipRow p=s testid="ship-sails" kind="sails" /> })}
            <PipRow p=tile.shots.clone() testid="ship-shots" kind="shots" />
            {reminders}
        </a>
    }
}
