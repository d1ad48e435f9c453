//! The alliances at a live table mid-game (issue 43, item 8): a player
//! offers one to another player or accepts one offered; the host makes
//! any two players allies. The change is said on every phone's live line.
//! Folded under its title: it is not wanted every round. Renders
//! `shturman_screens::game::sides::alliances`.

use crate::i18n::use_lang;
use crate::state::game::use_game;
use leptos::prelude::*;
use shturman_screens::game::sides::alliances;

#[component]
pub fn LiveAlliances() -> impl IntoView {
    let lang = use_lang();
    let ctx = use_game();
    let seat = crate::live::status().map(|s| s.seat);
    let list = Memo::new(move |_| {
        let seat = seat.as_ref().and_then(|s| s.get());
        ctx.table
            .with(|v| v.as_ref().and_then(|v| alliances(lang.get(), v, seat)))
    });
    move || {
        list.get().map(|(title, rows)| {
            let rows = rows
                .into_iter()
                .map(|r| {
                    let id = format!("alliance-{}", r.key);
                    match r.act {
                        Some(actions) => view! {
                            <li><button type="button" class="btn" data-testid=id
                                on:click=move |_| ctx.apply(actions.clone(), || ())>{r.text}</button></li>
                        }
                        .into_any(),
                        None => view! { <li data-testid=id>{r.text}</li> }.into_any(),
                    }
                })
                .collect_view();
            view! {
                <details class="card" data-testid="live-alliances">
                    <summary>{title}</summary>
                    <ul class="plain stack">{rows}</ul>
                </details>
            }
        })
    }
}
