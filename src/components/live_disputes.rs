//! The disputes at a live table (issue 43, item 10): on a player's phone
//! the recent entries another player made against their ships, with the
//! dice, a one-tap «Оспорить» and each dispute's state; on the host's, the
//! open disputes with the entry, its undo (asked first: the entries after
//! it go too) and its dismissal. Renders
//! `shturman_screens::game::sides::disputes`.

use crate::components::game_confirm::ask;
use crate::i18n::use_lang;
use crate::state::game::use_game;
use leptos::prelude::*;
use shturman_game::Change;
use shturman_screens::game::sides::{Row, disputes};

#[component]
pub fn LiveDisputes() -> impl IntoView {
    let lang = use_lang();
    let ctx = use_game();
    let seat = crate::live::status().map(|s| s.seat);
    let list = Memo::new(move |_| {
        let seat = seat.as_ref().and_then(|s| s.get());
        ctx.table
            .with(|v| v.as_ref().and_then(|v| disputes(lang.get(), v, seat)))
    });
    let row = move |r: Row| {
        let state = r.state.clone().map(|(code, text)| {
            view! { <p class="dispute__state" data-testid=format!("dispute-state-{}", r.entry) data-state=code>{text}</p> }
        });
        let dispute = r.dispute.clone().map(|(label, actions)| {
            view! {
                <button type="button" class="btn" data-testid=format!("dispute-{}", r.entry)
                    on:click=move |_| ctx.apply(actions.clone(), || ())>{label}</button>
            }
        });
        let undo = r.undo.clone().map(|(label, len)| {
            let summary = label.clone();
            view! {
                <button type="button" class="btn" data-testid=format!("dispute-undo-{}", r.entry)
                    on:click=move |_| ask(summary.clone(), Change::UndoTo(len), None)>{label}</button>
            }
        });
        let dismiss = r.dismiss.clone().map(|(label, actions)| {
            view! {
                <button type="button" class="btn" data-testid=format!("dispute-dismiss-{}", r.entry)
                    on:click=move |_| ctx.apply(actions.clone(), || ())>{label}</button>
            }
        });
        view! {
            <li class="stack dispute" data-testid=format!("dispute-row-{}", r.entry)>
                <p><b>{r.head.clone()}</b> ": " {r.text.clone()}</p>
                <p class="muted" data-testid=format!("dispute-dice-{}", r.entry)>{r.dice.clone()}</p>
                {state}
                <div class="row">{dispute}{undo}{dismiss}</div>
            </li>
        }
    };
    move || {
        list.get().map(|d| {
            let rows = d.rows.into_iter().map(&row).collect_view();
            view! {
                <section class="card stack" data-testid="live-disputes">
                    <h3>{d.title}</h3>
                    <ul class="plain stack">{rows}</ul>
                </section>
            }
        })
    }
}
