//! The table at a glance: a slim bar with the round and the weather (a tap
//! on it starts a new round), every fleet's ships as compact tiles with
//! their reminders, and — when a ship is open (`#/game?ship=<id>`) — its
//! bottom sheet over the table. Renders the table view-model
//! (`shturman_screens::game::table`): a face-down captain is a marker,
//! never a name. The captains' setup ("pass the phone") follows the tiles.

use crate::components::game_weather::GameWeather;
use crate::components::live_bar::LiveBar;
use crate::components::live_sides::LazyLiveSides;
use crate::components::ship_tile::ShipTile;
use crate::i18n::game::texts;
use crate::i18n::use_lang;
use crate::pages::ship_sheet::ShipSheet;
use crate::state::game::use_game;
use leptos::prelude::*;
use shturman_screens::game::table::view as table_view;
use shturman_words::address::Sub;
use uuid::Uuid;

#[component]
pub fn GameTablePage(
    /// The ship whose sheet is open, if any.
    #[prop(optional)]
    ship: Option<String>,
) -> impl IntoView {
    let lang = use_lang();
    let t = move || texts(lang.get());
    let ctx = use_game();
    let weather_open = RwSignal::new(false);
    let view = Memo::new(move |_| {
        ctx.table
            .with(|v| v.as_ref().map(|v| table_view(v, lang.get())))
    });
    // at a live table, a phone whose seat may not start a round (the
    // table's rules) shows the round without offering a new one
    let rounds = crate::live::status().map(|s| s.makes_rounds);
    let makes_rounds = move || rounds.as_ref().is_none_or(|r| r.get());
    let bar = move || {
        view.with(|v| {
            v.as_ref().map(|v| {
                let b = v.bar.clone();
                let weather = (!b.weather.is_empty()).then(|| format!(" — {}", b.weather));
                let may = makes_rounds();
                view! {
                    <button class="round-bar" data-testid="new-round" aria-expanded=move || weather_open.get().to_string()
                        disabled=!may on:click=move |_| weather_open.update(|o| *o = !*o)>
                        <span class="round-bar__line" data-testid="round-line"><b>{b.round}</b>{weather}</span>
                        {may.then(|| view! { <span class="round-bar__act">{b.action}</span> })}
                    </button>
                }
            })
        })
    };
    let fleets = move || {
        view.with(|v| {
            v.as_ref().map(|v| {
                v.fleets
                    .iter()
                    .map(|f| {
                        let tiles = f
                            .tiles
                            .iter()
                            .map(|t| view! { <ShipTile tile=t.clone() /> })
                            .collect_view();
                        // its cell: allies share a column (the view-model's layout)
                        let style = format!(
                            "--owner:{};grid-column:{};grid-row:{}",
                            f.colour, f.cell.col, f.cell.row
                        );
                        view! {
                            <section class="fleet-col" data-testid=format!("fleet-{}", f.player)
                                data-cell=format!("{},{}", f.cell.col, f.cell.row) prop:style=style>
                                <h3 class="fleet-col__name">{f.name.clone()}</h3>
                                {tiles}
                            </section>
                        }
                    })
                    .collect_view()
            })
        })
    };
    // at a live table each player's captains are on their own phone
    let live = crate::live::status().is_some();
    let captains = move || {
        ctx.table.with(|v| {
            let v = v.as_ref().filter(|_| !live)?;
            if v.players.iter().all(|p| p.captain_count == 0) {
                return None;
            }
            let rows = v
                .players
                .iter()
                .filter(|p| p.captain_count > 0)
                .map(|p| {
                    let line = format!(
                        "{}: {} {} / {}",
                        p.name,
                        t().captains_placed,
                        p.captains_in_play,
                        p.captain_count
                    );
                    view! {
                        <li class="row">
                            <span class="grow" data-testid=format!("captains-status-{}", p.id.0)>{line}</span>
                            <a class="btn" href=Sub::Private(p.id.0).hash() data-testid=format!("pass-phone-{}", p.id.0)>
                                // the gate's own words: the name in the dative (issue 33 #13)
                                "⇄ " {(shturman_words::hand::words(lang.get()).pass_to)(&p.name)}
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
    let open = ship.and_then(|s| s.parse::<Uuid>().ok());
    // a game at the table is worth keeping: ask the browser not to clear
    // the storage under pressure (a kept site stays kept)
    leptos::task::spawn_local(async {
        crate::platform::keep_storage().await;
    });
    view! {
        <div class="stack table-screen" data-testid="game-table">
            {live.then(|| view! { <LiveBar /> })}
            {bar}
            <Show when=move || weather_open.get()>
                <section class="card" data-testid="weather-panel">
                    <GameWeather on_close=Callback::new(move |_| weather_open.set(false)) />
                </section>
            </Show>
            <div class="fleets" prop:style=move || view.with(|v| format!("--cols:{}", v.as_ref().map_or(2, |v| v.columns)))>
                {fleets}
            </div>
            {captains}
            // disputes and alliances at a live table (issue 43)
            {live.then(|| view! { <LazyLiveSides /> })}
            {(!live).then(|| view! { <LiveBar /> })}
            {open.map(|id| view! { <ShipSheet id=id /> })}
        </div>
    }
}
