//! Setting up a new game: 2–6 players (name, colour, own ports, allies),
//! the agreed number of captains, and each player's fleet from the standard
//! classes with a ship name, a heading and the card values — each default
//! labelled with where it comes from (`ShipCard::source`), editable to match
//! the physical cards. Starting creates the game under a new id.

use crate::i18n::game::{colour_name, source_text, texts, COLOURS};
use crate::i18n::game_errors::field_name;
use crate::i18n::terms::{class_name, heading_name};
use crate::i18n::{use_lang, Lang};
use crate::state::game::use_game;
use crate::state::route::{navigate, Route};
use crate::state::saves;
use leptos::prelude::*;
use shturman_game::{Action, PlayerId, PortId};
use shturman_rules::card::CardField;
use shturman_rules::{Heading, ShipCard, ShipClass};

#[derive(Clone, Copy)]
struct DraftShip {
    key: u32,
    name: RwSignal<String>,
    class: RwSignal<ShipClass>,
    heading: RwSignal<Heading>,
    card: RwSignal<ShipCard>,
}

#[derive(Clone, Copy)]
struct DraftPlayer {
    key: u32,
    name: RwSignal<String>,
    colour: RwSignal<String>,
    ports: RwSignal<String>,
    /// Keys of the players this one is allied with.
    allies: RwSignal<Vec<u32>>,
    ships: RwSignal<Vec<DraftShip>>,
}

fn new_player(key: u32, lang: Lang) -> DraftPlayer {
    DraftPlayer {
        key,
        name: RwSignal::new(format!("{} {}", texts(lang).player, key + 1)),
        colour: RwSignal::new(COLOURS[key as usize % COLOURS.len()].0.to_string()),
        ports: RwSignal::new(String::new()),
        allies: RwSignal::new(Vec::new()),
        ships: RwSignal::new(Vec::new()),
    }
}

/// Why the draft cannot start yet.
fn problems(lang: Lang, players: &[DraftPlayer]) -> Vec<&'static str> {
    let t = texts(lang);
    let mut out = Vec::new();
    if !(2..=6).contains(&players.len()) {
        out.push(t.need_players);
    }
    if players.iter().any(|p| p.name.with(|n| n.trim().is_empty())) {
        out.push(t.need_names);
    }
    if players.iter().any(|p| p.ships.with(Vec::is_empty)) {
        out.push(t.need_ships);
    }
    out
}

fn actions(players: &[DraftPlayer], captains: u8) -> Vec<Action> {
    let mut out = Vec::new();
    let index = |key: u32| players.iter().position(|p| p.key == key);
    let mut port_id = 0u16;
    for (i, p) in players.iter().enumerate() {
        let id = PlayerId(i as u8);
        out.push(Action::AddPlayer {
            id,
            name: p.name.get_untracked().trim().to_string(),
            colour: p.colour.get_untracked(),
        });
        out.push(Action::SetCaptainCount {
            player: id,
            count: captains,
        });
    }
    for (i, p) in players.iter().enumerate() {
        for name in p.ports.get_untracked().split(',').map(str::trim) {
            if name.is_empty() {
                continue;
            }
            port_id += 1;
            out.push(Action::AddPort {
                id: PortId(port_id),
                name: name.to_string(),
                owner: PlayerId(i as u8),
            });
        }
    }
    let mut pairs = Vec::new();
    for (i, p) in players.iter().enumerate() {
        for j in p.allies.get_untracked().into_iter().filter_map(index) {
            let pair = (i.min(j), i.max(j));
            if i != j && !pairs.contains(&pair) {
                pairs.push(pair);
            }
        }
    }
    for (a, b) in pairs {
        out.push(Action::AddAlly {
            a: PlayerId(a as u8),
            b: PlayerId(b as u8),
        });
    }
    for (i, p) in players.iter().enumerate() {
        for s in p.ships.get_untracked() {
            out.push(Action::AddShip {
                id: saves::new_uuid(),
                class: s.class.get_untracked(),
                card: s.card.get_untracked(),
                name: s.name.get_untracked().trim().to_string(),
                owner: PlayerId(i as u8),
                heading: s.heading.get_untracked(),
            });
        }
    }
    out
}

#[component]
fn CardEditor(ship: DraftShip) -> impl IntoView {
    let lang = use_lang();
    let t = move || texts(lang.get());
    let k = ship.key;
    let rows = CardField::ALL
        .into_iter()
        .map(|f| {
            let value = move || ship.card.with(|c| c.get(f));
            let source = move || {
                let class = ship.class.get();
                if class.card().get(f) == value() {
                    source_text(lang.get(), ShipCard::source(class, f))
                } else {
                    lang.get()
                        .pick("изменено вами", "changed by you")
                        .to_string()
                }
            };
            let id = format!("setup-ship-{k}-{}", field_code(f));
            view! {
                <div class="card-field">
                    <label for=id.clone()>{move || field_name(lang.get(), f)}</label>
                    <input id=id.clone() type="number" min="0" max="20" inputmode="numeric"
                        data-testid=id.clone()
                        prop:value=move || value().to_string()
                        on:change=move |ev| {
                            if let Ok(v) = event_target_value(&ev).trim().parse::<u8>() {
                                ship.card.update(|c| c.set(f, v));
                            }
                        } />
                    <small class="source" data-testid=format!("{id}-source")>{source}</small>
                </div>
            }
        })
        .collect_view();
    view! {
        <details class="more">
            <summary>{move || t().card_values}</summary>
            <p class="muted">{move || t().card_note}</p>
            <div class="card-fields">{rows}</div>
        </details>
    }
}

fn field_code(f: CardField) -> &'static str {
    match f {
        CardField::FreshStraight => "fresh-straight",
        CardField::FreshDiagonal => "fresh-diagonal",
        CardField::CalmStraight => "calm-straight",
        CardField::CalmDiagonal => "calm-diagonal",
        CardField::StormRange => "storm",
        CardField::FiringRange => "firing-range",
        CardField::Shots => "shots",
        CardField::Strength => "strength",
        CardField::Boarding => "boarding",
    }
}

#[component]
fn ShipEditor(ship: DraftShip, on_remove: Callback<u32>) -> impl IntoView {
    let lang = use_lang();
    let t = move || texts(lang.get());
    let k = ship.key;
    let classes = ShipClass::ALL
        .into_iter()
        .map(|c| view! { <option value=c.code() selected=move || ship.class.get() == c>{move || class_name(lang.get(), c)}</option> })
        .collect_view();
    let headings = Heading::ALL
        .into_iter()
        .map(|h| view! { <option value=h.code() selected=move || ship.heading.get() == h>{move || heading_name(lang.get(), h)}</option> })
        .collect_view();
    view! {
        <div class="card stack ship-draft" data-testid=format!("setup-ship-{k}")>
            <label class="stack">
                <span>{move || t().ship_name}</span>
                <input type="text" data-testid=format!("setup-ship-{k}-name")
                    prop:value=move || ship.name.get()
                    on:input=move |ev| ship.name.set(event_target_value(&ev)) />
            </label>
            <div class="row">
                <label class="stack grow">
                    <span>{move || t().class}</span>
                    <select data-testid=format!("setup-ship-{k}-class") on:change=move |ev| {
                        if let Ok(c) = event_target_value(&ev).parse::<ShipClass>() {
                            ship.class.set(c);
                            ship.card.set(c.card());
                        }
                    }>{classes}</select>
                </label>
                <label class="stack grow">
                    <span>{move || t().heading}</span>
                    <select data-testid=format!("setup-ship-{k}-heading") on:change=move |ev| {
                        if let Ok(h) = event_target_value(&ev).parse::<Heading>() {
                            ship.heading.set(h);
                        }
                    }>{headings}</select>
                </label>
            </div>
            <CardEditor ship=ship />
            <button class="btn--danger" data-testid=format!("setup-ship-{k}-remove")
                on:click=move |_| on_remove.run(k)>
                "✕ " {move || t().remove_ship}
            </button>
        </div>
    }
}

#[component]
pub fn GameNewPage() -> impl IntoView {
    let lang = use_lang();
    let t = move || texts(lang.get());
    let ctx = use_game();
    let l0 = lang.get_untracked();
    let players = RwSignal::new(vec![new_player(0, l0), new_player(1, l0)]);
    let next_player = StoredValue::new(2u32);
    let next_ship = StoredValue::new(0u32);
    let captains = RwSignal::new(4u8);
    let tried = RwSignal::new(false);
    let add_player = move |_| {
        let k = next_player.get_value();
        next_player.set_value(k + 1);
        players.update(|v| v.push(new_player(k, lang.get_untracked())));
    };
    let add_ship = move |p: DraftPlayer| {
        let k = next_ship.get_value();
        next_ship.set_value(k + 1);
        p.ships.update(|v| {
            v.push(DraftShip {
                key: k,
                name: RwSignal::new(String::new()),
                class: RwSignal::new(ShipClass::Brig),
                heading: RwSignal::new(Heading::N),
                card: RwSignal::new(ShipClass::Brig.card()),
            })
        });
    };
    let create = move |_| {
        tried.set(true);
        let ps = players.get_untracked();
        if !problems(lang.get_untracked(), &ps).is_empty() {
            return;
        }
        ctx.create(actions(&ps, captains.get_untracked()), || {
            navigate(&Route::Table { ship: None })
        });
    };
    let player_view = move |p: DraftPlayer| {
        let k = p.key;
        let colours = COLOURS
            .iter()
            .map(|c| {
                let value = c.0;
                view! {
                    <button class="swatch-btn"
                        data-testid=format!("setup-player-{k}-colour-{}", c.2)
                        aria-pressed=move || (p.colour.get() == value).to_string()
                        on:click=move |_| p.colour.set(value.to_string())>
                        <span class="swatch" style=format!("background:{value}") aria-hidden="true"></span>
                        {move || lang.get().pick(c.1, c.2)}
                    </button>
                }
            })
            .collect_view();
        let allies = move || {
            players
                .get()
                .into_iter()
                .filter(|o| o.key != k)
                .map(|o| {
                    let checked = move || p.allies.with(|a| a.contains(&o.key)) || o.allies.with(|a| a.contains(&k));
                    view! {
                        <label class="check">
                            <input type="checkbox" data-testid=format!("setup-player-{k}-ally-{}", o.key)
                                prop:checked=checked
                                on:change=move |ev| {
                                    let on = event_target_checked(&ev);
                                    p.allies.update(|a| { a.retain(|x| *x != o.key); if on { a.push(o.key); } });
                                    o.allies.update(|a| a.retain(|x| *x != k));
                                } />
                            {move || o.name.get()}
                        </label>
                    }
                })
                .collect_view()
        };
        let remove_ship =
            Callback::new(move |sk: u32| p.ships.update(|v| v.retain(|s| s.key != sk)));
        view! {
            <fieldset class="card stack player-draft" data-testid=format!("setup-player-{k}")>
                <legend>
                    <span class="swatch" style=move || format!("background:{}", p.colour.get()) aria-hidden="true"></span>
                    " " {move || p.name.get()}
                </legend>
                <label class="stack">
                    <span>{move || t().name}</span>
                    <input type="text" data-testid=format!("setup-player-{k}-name")
                        prop:value=move || p.name.get()
                        on:input=move |ev| p.name.set(event_target_value(&ev)) />
                </label>
                <div class="stack">
                    <span>{move || t().colour} ": " {move || colour_name(lang.get(), &p.colour.get())}</span>
                    <div class="segmented" role="group" aria-label=move || t().colour>{colours}</div>
                </div>
                <label class="stack">
                    <span>{move || t().ports} " (" {move || t().ports_hint} ")"</span>
                    <input type="text" data-testid=format!("setup-player-{k}-ports")
                        prop:value=move || p.ports.get()
                        on:input=move |ev| p.ports.set(event_target_value(&ev)) />
                </label>
                <div class="stack">
                    <span>{move || t().allies}</span>
                    <div class="row">{allies}</div>
                </div>
                <h4>{move || t().fleet}</h4>
                <For each=move || p.ships.get() key=|s| s.key let:s>
                    <ShipEditor ship=s on_remove=remove_ship />
                </For>
                <button data-testid=format!("setup-player-{k}-add-ship") on:click=move |_| add_ship(p)>
                    "＋ " {move || t().add_ship}
                </button>
                <Show when=move || players.with(|v| v.len() > 2)>
                    <button class="btn--danger" data-testid=format!("setup-player-{k}-remove")
                        on:click=move |_| players.update(|v| v.retain(|q| q.key != k))>
                        "✕ " {move || t().remove_player}
                    </button>
                </Show>
            </fieldset>
        }
    };
    view! {
        <div class="stack" data-testid="game-setup">
            <h2>{move || t().setup_title}</h2>
            <h3>{move || t().players}</h3>
            <For each=move || players.get() key=|p| p.key let:p>
                {player_view(p)}
            </For>
            <button data-testid="setup-add-player" disabled=move || players.with(|v| v.len() >= 6) on:click=add_player>
                "＋ " {move || t().add_player}
            </button>
            <fieldset class="card stack">
                <legend>{move || t().captain_count}</legend>
                <div class="segmented" role="group" aria-label=move || t().captain_count>
                    {(0..=4u8)
                        .map(|n| view! {
                            <button data-testid=format!("setup-captains-{n}")
                                aria-pressed=move || (captains.get() == n).to_string()
                                on:click=move |_| captains.set(n)>{n}</button>
                        })
                        .collect_view()}
                </div>
                <p class="muted">{move || t().captain_count_note}</p>
            </fieldset>
            <Show when=move || tried.get() && !problems(lang.get(), &players.get()).is_empty()>
                <ul class="banner banner--error" role="alert" data-testid="setup-problems">
                    {move || problems(lang.get(), &players.get()).into_iter().map(|p| view! { <li>{p}</li> }).collect_view()}
                </ul>
            </Show>
            <button class="btn--primary big" data-testid="setup-create" disabled=move || ctx.busy.get() on:click=create>
                {move || t().create}
            </button>
        </div>
    }
}
