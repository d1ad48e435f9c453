//! The live table's line on the table screen (issue 34), one line (issue
//! 43 #14): the connection and this device's seat in a word each, what
//! waits to be sent, a player's link to their own captains; on a tap, the
//! whole of it — the phones the host cannot hear, an alliance made or
//! offered this round, who acted last; its menu (`live_menu`). Without a
//! live table: the host's button that opens this table to phones. Renders
//! `shturman_screens::game::live::status`.

use crate::components::live_menu::{Asked, LiveMenu, LiveMenuConfirm};
use crate::components::live_notice::LiveNotice;
use crate::i18n::use_lang;
use crate::state::game::use_game;
use leptos::prelude::*;
use shturman_screens::game::live::{Link, status};
use shturman_words::address::Sub;
use shturman_words::live::words;

#[component]
pub fn LiveBar() -> impl IntoView {
    let lang = use_lang();
    let w = move || words(lang.get());
    let ctx = use_game();
    let Some(st) = crate::live::status() else {
        return can_host().then(|| {
            view! {
                <a class="btn" href=Sub::Open.hash() data-testid="open-to-phones">
                    {move || w().open_button}
                </a>
            }
            .into_any()
        });
    };
    let line = Memo::new({
        let st = st.clone();
        move |_| {
            ctx.table.with(|v| {
                v.as_ref().map(|v| {
                    st.line
                        .with(|l| status(lang.get(), v, st.seat.get(), l, st.last_by.get()))
                })
            })
        }
    });
    let asked = RwSignal::new(None::<Asked>);
    // the line is one line; the rest of it on a tap (issue 43 #14)
    let open = RwSignal::new(false);
    let show = move || {
        // (`try_`: the seat's line outlives this bar when the screen is made again)
        line.try_get().flatten().map(|s| {
            let state = match s.link_state {
                Link::Online => "online",
                Link::Connecting => "connecting",
                Link::Offline => "offline",
                Link::Unreadable => "unreadable",
            };
            let captains = s.captains.map(|p| view! {
                <a class="btn live-line__btn" href=Sub::Private(p.0).hash() data-testid="live-captains">
                    {move || w().my_captains}
                </a>
            });
            let sep = |t: Option<String>, id: &'static str| t.map(|t| view! { " · " <span data-testid=id>{t}</span> });
            view! {
                <div class="live-line" data-testid="live-bar" data-link=state role="status">
                    <div class="live-line__row">
                        <button type="button" class="live-line__sum" data-testid="live-summary"
                            aria-expanded=move || open.get().to_string() title=move || w().details
                            on:click=move |_| open.update(|o| *o = !*o)>
                            <span class="live-bar__dot" aria-hidden="true">"●"</span>
                            {s.waiting.clone().map(|t| view! { <b data-testid="live-waiting">{t}</b> })}
                            <span class="live-line__short" data-testid="live-short">{s.short.clone()}</span>
                            {s.marked.then(|| view! { <span class="live-line__mark" data-testid="live-marked">"•"</span> })}
                            <span class="live-line__more" aria-hidden="true">"▾"</span>
                        </button>
                        {captains}
                        <LiveMenu status=s.clone() asked />
                    </div>
                    <p class="live-line__details small" data-testid="live-details" hidden=move || !open.get()>
                        <span data-testid="live-link">{s.link.clone()}</span>
                        " · " <span data-testid="live-seat">{s.seat.clone()}</span>
                        {sep(s.offline.clone(), "live-offline")}
                        {sep(s.news.clone(), "live-news")}
                        {sep(s.last.clone(), "live-last")}
                        {s.alliance.clone().map(|t| view! { " · " <b data-testid="live-alliance">{t}</b> })}
                    </p>
                </div>
                <LiveNotice status=s.clone() />
            }
        })
    };
    let confirm = move || {
        asked.get().map(|a| view! { <LiveMenuConfirm asked=a on_done=Callback::new(move |_| asked.set(None)) /> })
    };
    Some(view! { {show} {confirm} }.into_any())
}

/// This page can open tables to phones: the desktop app, or a page from
/// the host's own server on this computer.
fn can_host() -> bool {
    crate::platform::is_tauri()
        || web_sys::window()
            .and_then(|w| w.location().hostname().ok())
            .is_some_and(|h| h == "127.0.0.1" || h == "localhost")
}
