//! The live table's line on the table screen (issue 34): this device's
//! seat, the connection, what waits to be sent, the phones the host cannot
//! hear, an alliance made or offered this round, and a player's link to
//! their own captains; its menu («Ещё»): the host's seats, a player's move
//! to another phone, leaving — each asked before it is done. Without a
//! live table: the host's button that opens this table to phones. Renders
//! `shturman_screens::game::live::status`.

use crate::components::live_confirm::LiveConfirm;
use crate::components::live_notice::LiveNotice;
use crate::i18n::use_lang;
use crate::state::game::use_game;
use leptos::prelude::*;
use shturman_screens::game::live::{Link, status};
use shturman_words::address::Sub;
use shturman_words::live::words;

/// What the menu asks before it is done.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Asked {
    Leave,
    Move,
}

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
    // a choice closes the menu behind its question (no NodeRef: the line
    // is made again as it changes, and a ref to a view gone panics)
    let pick = move |e: leptos::ev::MouseEvent, a: Asked| {
        use wasm_bindgen::JsCast;
        let menu = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|t| t.closest("details").ok().flatten());
        if let Some(menu) = menu {
            let _ = menu.remove_attribute("open");
        }
        asked.set(Some(a));
    };
    let menu = move |s: &shturman_screens::game::live::Status| {
        if !s.seats && !s.move_seat && s.leave.is_none() {
            return None;
        }
        let seats = s.seats.then(|| view! {
            <a class="btn" href=Sub::Open.hash() data-testid="live-seats">{move || w().seats_button}</a>
        });
        let move_seat = s.move_seat.then(|| {
            view! {
                <button type="button" class="btn" data-testid="live-move"
                    on:click=move |e| pick(e, Asked::Move)>{move || w().move_seat}</button>
            }
        });
        let leave = s.leave.map(|text| view! {
            <button type="button" class="btn" data-testid="live-leave" title=move || w().leave_title
                on:click=move |e| pick(e, Asked::Leave)>{text}</button>
        });
        Some(view! {
            <details class="live-menu" data-testid="live-menu">
                <summary class="btn">{move || w().menu}</summary>
                <div class="live-menu__items">{seats}{move_seat}{leave}</div>
            </details>
        })
    };
    let show = move || {
        // (`try_`: the seat's line outlives this bar when the screen is made again)
        line.try_get().flatten().map(|s| {
            let state = match s.link_state {
                Link::Online => "online",
                Link::Connecting => "connecting",
                Link::Offline => "offline",
                Link::Unreadable => "unreadable",
            };
            view! {
                <div class="live-line">
                    <p class="live-bar small" data-testid="live-bar" data-link=state role="status">
                        <span class="live-bar__dot" aria-hidden="true">"●"</span>
                        " " <span data-testid="live-link">{s.link.clone()}</span>
                        " · " <span data-testid="live-seat">{s.seat.clone()}</span>
                        {s.waiting.clone().map(|t| view! { " · " <b data-testid="live-waiting">{t}</b> })}
                        {s.offline.clone().map(|t| view! { " · " <span data-testid="live-offline">{t}</span> })}
                        {s.news.clone().map(|t| view! { " · " <span data-testid="live-news">{t}</span> })}
                        {s.last.clone().map(|t| view! { " · " <span data-testid="live-last">{t}</span> })}
                        {s.alliance.clone().map(|t| view! { " · " <b data-testid="live-alliance">{t}</b> })}
                        {s.captains.map(|p| view! {
                            " · " <a href=Sub::Private(p.0).hash() data-testid="live-captains">
                                {move || w().my_captains}
                            </a>
                        })}
                    </p>
                    {menu(&s)}
                </div>
                <LiveNotice status=s.clone() />
            }
        })
    };
    let confirm = move || {
        asked.get().map(|a| {
            let (text, yes): (Signal<String>, Signal<String>) = match a {
                Asked::Leave => (
                    Signal::derive(move || w().leave_confirm.to_string()),
                    Signal::derive(move || w().leave.to_string()),
                ),
                Asked::Move => (
                    Signal::derive(move || w().move_confirm.to_string()),
                    Signal::derive(move || w().move_seat.to_string()),
                ),
            };
            let on_yes = Callback::new(move |_| {
                asked.set(None);
                match a {
                    Asked::Leave => leave(ctx),
                    Asked::Move => move_seat(ctx),
                }
            });
            view! { <LiveConfirm text yes on_yes on_no=Callback::new(move |_| asked.set(None)) /> }
        })
    };
    Some(view! { {show} {confirm} }.into_any())
}

/// Leave the live table; the game page then shows the start.
pub fn leave(ctx: crate::state::game::GameCtx) {
    live_call(ctx, crate::live::Call::Leave(ctx));
}

/// Give this phone's own seat a new code, shown here for the new phone.
fn move_seat(ctx: crate::state::game::GameCtx) {
    if let Some(seat) = crate::live::status().and_then(|s| s.seat.get_untracked()) {
        live_call(ctx, crate::live::Call::Reseat(seat));
    }
}

/// Ask the live chunk; a failure is the game screens' error.
pub fn live_call(ctx: crate::state::game::GameCtx, call: crate::live::Call) {
    leptos::task::spawn_local(async move {
        if let Err(e) = crate::live::run(crate::live::call(call)).await {
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
