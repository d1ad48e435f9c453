//! The private captains screen: "pass the phone to <name>", then that
//! player's sealed cards as the table holds them (place, face, seal).
//! Since issue 18 the table's game knows no face-down captain: placing,
//! giving and revealing come from the player's hand (crate
//! `shturman-hand`), whose screens replace this one.

use crate::i18n::game::texts;
use crate::i18n::game_log::{card_number_text, Names};
use crate::i18n::use_lang;
use crate::pages::game::Sub;
use crate::state::game::use_game;
use crate::state::route::{navigate, Route};
use leptos::prelude::*;
use shturman_game::{CaptainView, CardPlace, PlayerId, Viewer};

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
    // Rendered only while revealed: the player's cards on the table.
    let captains = move || {
        let v = ctx.view(Viewer::Player(pid))?;
        let names = Names::of(&v);
        let me = v.players.iter().find(|p| p.id == pid)?.clone();
        let setup_open = v.current_round.is_none();
        let lang_now = lang.get();
        let rows = me
            .cards
            .into_iter()
            .map(|c: CaptainView| {
                let place = match c.place {
                    CardPlace::OnShip { ship } => format!("{} {}", t().on_ship, names.ship(lang_now, ship)),
                    CardPlace::InPort { port } => format!("{} {}", t().in_port, names.port(lang_now, port)),
                    CardPlace::Dead => t().dead.to_string(),
                };
                let face = if c.face_up { t().face_up } else { t().face_down };
                view! {
                    <li class="card stack" data-testid=format!("private-card-{}", c.card.card.0)>
                        <strong>{card_number_text(lang_now, c.card.card)}</strong>
                        <span class="muted">{place} " · " {face}</span>
                        <p class="commitment">{t().commitment} ": " <strong>{format!("#{}", c.card.short)}</strong></p>
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
        Some(view! {
            <p class="muted" data-testid="private-note">{note}</p>
            <ul class="plain stack">{rows}</ul>
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
