//! Joining a live table from a seat's QR code (`#/game/live?seat=<code>`,
//! issue 34): the phone's own camera app opens the link, this page stores
//! the seat and connects, and once the host's table is here it gives way
//! to the table (replacing the address, so Back does not join again).

use crate::i18n::use_lang;
use crate::state::game::use_game;
use leptos::prelude::*;
use leptos::task::spawn_local;
use shturman_screens::game::live::Link;
use shturman_words::live::words;

#[component]
pub fn LiveJoinPage(seat: String) -> impl IntoView {
    let lang = use_lang();
    let w = move || words(lang.get());
    let ctx = use_game();
    let failed = RwSignal::new(None::<String>);
    // the seat's status once joined (this page renders before the live
    // chunk has made it, so it is handed over here rather than read)
    let live = RwSignal::new(None::<crate::live::LiveStatus>);
    // a damaged link (a QR code half read, a code typed wrong): said, and
    // nothing joined or stored
    let damaged = !shturman_words::address::is_seat_code(&seat);
    spawn_local(async move {
        if damaged {
            failed.set(Some(words(lang.get_untracked()).unknown_seat.to_string()));
            return;
        }
        match crate::live::run(crate::live::call(crate::live::Call::Join(ctx, seat))).await {
            // (the page may have given way to the table meanwhile: then
            // there is nothing to say here)
            Ok(()) => drop(live.try_set(crate::live::status())),
            Err(e) => drop(failed.try_set(Some(crate::components::game_error::ui_error(
                lang.get_untracked(),
                &Default::default(),
                &e,
            )))),
        }
    });
    // the table is here: show it in place of this page
    Effect::new(move |_| {
        let here = !damaged && ctx.is_live() && ctx.table.with(Option::is_some);
        if here && let Some(w) = web_sys::window() {
            let _ = w.location().replace("#/game");
        }
    });
    // the seat's line outlives this page (it is the table's): once the
    // page gave way to the table, a change of the line may still reach
    // these as the page goes, so they read what may be gone with `try_`
    let seat_line = move || live.try_get().flatten().map(|s| s.line.get());
    let unknown = move || {
        seat_line().is_some_and(|l| l.ended == Some(shturman_live::client::Ended::UnknownSeat))
    };
    let unreadable = move || seat_line().is_some_and(|l| l.link == Link::Unreadable);
    view! {
        <div class="stack" data-testid="live-join">
            <p role="status" data-testid="live-join-status">
                {move || {
                    if unknown() {
                        w().unknown_seat.to_string()
                    } else if unreadable() {
                        w().unreadable.to_string()
                    } else {
                        failed.try_get().flatten().unwrap_or_else(|| w().joining.to_string())
                    }
                }}
            </p>
        </div>
    }
}
