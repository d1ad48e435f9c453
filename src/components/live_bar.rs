//! The live table's line on the table screen (issue 34): this device's
//! seat, the connection, what waits to be sent, the phones the host cannot
//! hear, an alliance made or offered this round, and a player's link to
//! their own captains. Without a live table:
//! the host's button that opens this table to phones. Renders
//! `shturman_screens::game::live::status`.

use crate::i18n::use_lang;
use crate::state::game::use_game;
use leptos::prelude::*;
use shturman_screens::game::live::{Link, status};
use shturman_words::address::Sub;
use shturman_words::live::words;

#[component]
pub fn LiveBar() -> impl IntoView {
    let lang = use_lang();
    let ctx = use_game();
    let Some(st) = crate::live::status() else {
        return can_host().then(|| {
            view! {
                <a class="btn" href=Sub::Open.hash() data-testid="open-to-phones">
                    {move || words(lang.get()).open_button}
                </a>
            }
            .into_any()
        });
    };
    let line = Memo::new(move |_| {
        ctx.table.with(|v| {
            v.as_ref().map(|v| {
                st.online.with(|online| {
                    status(
                        lang.get(),
                        v,
                        st.seat.get(),
                        st.link.get(),
                        st.waiting.get(),
                        online,
                        st.last_by.get(),
                    )
                })
            })
        })
    });
    let show = move || {
        line.get().map(|s| {
            let state = match s.link_state {
                Link::Online => "online",
                Link::Connecting => "connecting",
                Link::Offline => "offline",
                Link::Unreadable => "unreadable",
            };
            view! {
                <p class="live-bar small" data-testid="live-bar" data-link=state role="status">
                    <span class="live-bar__dot" aria-hidden="true">"●"</span>
                    " " <span data-testid="live-link">{s.link}</span>
                    " · " <span data-testid="live-seat">{s.seat}</span>
                    {s.waiting.map(|t| view! { " · " <b data-testid="live-waiting">{t}</b> })}
                    {s.offline.map(|t| view! { " · " <span data-testid="live-offline">{t}</span> })}
                    {s.last.map(|t| view! { " · " <span data-testid="live-last">{t}</span> })}
                    {s.alliance.map(|t| view! { " · " <b data-testid="live-alliance">{t}</b> })}
                    {s.captains.map(|p| view! {
                        " · " <a href=Sub::Private(p.0).hash() data-testid="live-captains">
                            {move || words(lang.get()).my_captains}
                        </a>
                    })}
                    {s.leave.map(|text| view! {
                        " · " <button type="button" class="link-button" data-testid="live-leave"
                            title=move || words(lang.get()).leave_title on:click=move |_| leave(ctx)>{text}</button>
                    })}
                </p>
            }
        })
    };
    Some(show.into_any())
}

/// Leave the live table; the game page then shows the start.
fn leave(ctx: crate::state::game::GameCtx) {
    leptos::task::spawn_local(async move {
        if let Err(e) = crate::live::run(crate::live::call(crate::live::Call::Leave(ctx))).await {
            ctx.error.set(Some(e));
        }
    });
}

/// This page can open tables to phones: the desktop app, or a page from
/// the host's own server on this computer.
fn can_host() -> bool {
    crate::platform::is_tauri()
        || web_sys::window()
            .and_then(|w| w.location().hostname().ok())
            .is_some_and(|h| h == "127.0.0.1" || h == "localhost")
}
