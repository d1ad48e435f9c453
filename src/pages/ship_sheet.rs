//! The ship's bottom sheet over the table (`#/game?ship=<id>`): its tile
//! (so a change shows at once), the reminders with their rules, the shot
//! (the one way to record one, issue 33 #1), the quick corrections, the
//! heading rose, the ways to the planner and the fire helper, the
//! captain's part, and the rest of the ship's actions folded below. A sunk
//! ship's sheet shows its tile and why nothing more is offered, and so
//! does a phone's at a live table for another player's ship. Every
//! change goes to the one confirmation sheet. A modal `<dialog>`
//! ([`ModalSheet`]): Escape or a tap beside it returns to the table.

use crate::components::boarding_panel::BoardingPanel;
use crate::components::captain_part::CaptainPart;
use crate::components::game_confirm::ask;
use crate::components::game_error::{GameError, RefusalNote};
use crate::components::modal::ModalSheet;
use crate::components::salvo_panel::SalvoPanel;
use crate::components::ship_tile::ShipTile;
use crate::components::shot_panel::ShotPanel;
use crate::components::why_list::rule_href;
use crate::i18n::use_lang;
use crate::pages::game_ship::GameShipPage;
use crate::state::game::use_game;
use crate::state::route::{Route, Tab, navigate_hash};
use leptos::prelude::*;
use shturman_game::Change;
use shturman_screens::game::live::not_yours;
use shturman_screens::game::sheet::{Quick, propose, view as sheet_view};
use shturman_screens::game::table::view as table_view;
use shturman_words::address::Sub;
use uuid::Uuid;

/// Grid order of the rose: NW N NE / W · E / SW S SE.
const ROSE: [&str; 9] = ["NW", "N", "NE", "W", "", "E", "SW", "S", "SE"];

#[component]
pub fn ShipSheet(id: Uuid) -> impl IntoView {
    let lang = use_lang();
    let ctx = use_game();
    let error = RwSignal::new(None::<String>);
    let sheet = Memo::new(move |_| {
        ctx.table
            .with(|v| v.as_ref().and_then(|v| sheet_view(v, id, lang.get())))
    });
    let tile = Memo::new(move |_| {
        ctx.table.with(|v| {
            v.as_ref().and_then(|v| {
                table_view(v, lang.get())
                    .fleets
                    .into_iter()
                    .flat_map(|f| f.tiles)
                    .find(|t| t.id == id)
            })
        })
    });
    // at a live table, a phone offers only its own player's ships
    let live_seat = crate::live::status().map(|st| st.seat);
    let foreign = Memo::new(move |_| {
        let seat = live_seat.as_ref().and_then(|s| s.get());
        ctx.table
            .with(|v| v.as_ref().and_then(|v| not_yours(lang.get(), v, seat, id)))
    });
    let quick = move |q: Quick| {
        let p = ctx
            .table
            .with_untracked(|v| v.as_ref().map(|v| propose(v, id, q, lang.get_untracked())));
        match p {
            Some(Ok(p)) => {
                error.set(None);
                ask(p.summary, Change::Apply(p.actions), None);
            }
            Some(Err(e)) => error.set(Some(e)),
            None => {}
        }
    };
    let body = move || {
        let s = sheet.get()?;
        let hits = s
            .hits
            .iter()
            .map(|b| {
                let q = b.quick;
                view! {
                    <button class="grow" data-testid=format!("quick-{}", b.code) disabled=!b.enabled
                        on:click=move |_| quick(q)>{b.label.clone()}</button>
                }
            })
            .collect_view();
        let rose = (!s.rose.is_empty()).then(|| {
            let cells = ROSE
                .iter()
                .map(|code| match s.rose.iter().find(|c| c.code == *code) {
                    None => view! { <span class="rose__mid"></span> }.into_any(),
                    Some(c) => {
                        let h = c.value;
                        view! {
                            <button class="rose__btn" data-testid=format!("rose-{code}") disabled=!c.enabled
                                aria-pressed=c.selected.to_string() on:click=move |_| quick(Quick::Heading(h))>
                                {c.label.clone()}
                            </button>
                        }
                        .into_any()
                    }
                })
                .collect_view();
            view! {
                <div class="sheet__rose">
                    <span class="muted">{s.heading_label}</span>
                    <div class="rose" role="group" aria-label=s.heading_label>{cells}</div>
                    {s.rose_note.map(|t| view! { <p class="muted" data-testid="rose-note">{t}</p> })}
                </div>
            }
        });
        let tools = (!s.fort).then(|| {
            view! { <a class="btn grow" href=s.planner.clone() data-testid="sheet-planner">"➜ " {s.planner_label}</a> }
        });
        Some(view! {
            <div class="row sheet__head">
                <h3 class="grow" id="sheet-title" data-testid="sheet-title">{s.title.clone()}</h3>
                <a class="btn" href=Sub::Home.hash() data-testid="ship-back" aria-label=s.close_label>"✕"</a>
            </div>
            <GameError />
            <RefusalNote ship=id />
            {move || error.get().map(|e| view! { <p class="error" role="alert" data-testid="sheet-error">{e}</p> })}
            {move || tile.get().map(|t| view! { <ShipTile tile=t in_sheet=true /> })}
            {move || tile.get().map(|t| {
                t.reminders.into_iter().map(|r| {
                    let sec = r.why.section.clone().unwrap_or_default();
                    view! {
                        <p class="sheet__rem">{r.why.text} " "
                            <a class="sec" href=rule_href(&sec)>{format!("§{sec}")}</a>
                        </p>
                    }
                }).collect_view()
            })}
            {s.sunk_note.map(|t| view! { <p class="muted" data-testid="sheet-sunk">{t}</p> })}
            {move || foreign.get().map(|t| view! { <p class="muted" data-testid="sheet-not-yours">{t}</p> })}
            {(s.afloat && foreign.get().is_none()).then(move || view! {
                <ShotPanel from=id />
                <div class="row">{hits}</div>
                {s.two_calms.clone().map(|b| view! {
                    <button data-testid="quick-two-calms" on:click=move |_| quick(b.quick)>{b.label.clone()}</button>
                })}
                <div class="sheet__mid">
                    {rose}
                    <div class="stack grow">
                        {tools}
                        <a class="btn" href=s.fire.clone() data-testid="sheet-fire">"◎ " {s.fire_label}</a>
                        <CaptainPart ship=id />
                    </div>
                </div>
                <SalvoPanel from=id />
                {(!s.fort).then(|| view! { <BoardingPanel from=id /> })}
                <details class="sheet__more" data-testid="sheet-more">
                    <summary>{s.more_label}</summary>
                    <GameShipPage id=id />
                </details>
            })}
        })
    };
    // modal while the game's tab shows; the sheet stays mounted, closed,
    // while another tab does (the game area is kept)
    let route = expect_context::<ReadSignal<Route>>();
    let shown = Memo::new(move |_| route.with(|r| r.tab() == Tab::Game));
    view! {
        <ModalSheet class="ship-sheet" testid="ship-sheet" labelled_by="sheet-title" shown=shown dim_closes=true
            on_close=Callback::new(|()| navigate_hash(&Sub::Home.hash()))>
            <div class="ship-sheet__body">{body}</div>
        </ModalSheet>
    }
}
