//! What the live line asks or says of this phone's seat, below it: another
//! phone holds the seat («Вы — Борис?»: take it, or watch), another phone
//! took it (this one watches; it may take it back), the seat's code was
//! replaced or is unknown (nothing retried; leave), or this phone moved its
//! seat (the new code's QR code, for the new phone's camera).

use crate::components::live_menu::{leave, live_call};
use crate::components::qr_code::QrCode;
use crate::i18n::use_lang;
use crate::live::Call;
use crate::state::game::use_game;
use leptos::prelude::*;
use shturman_live::client::Ended;
use shturman_live::protocol::Want;
use shturman_screens::game::live::Status;
use shturman_words::live::words;

#[component]
pub fn LiveNotice(status: Status) -> impl IntoView {
    let lang = use_lang();
    let w = move || words(lang.get());
    let ctx = use_game();
    let answer = move |want| live_call(ctx, Call::Answer(want));
    let asking = status.asking.map(|q| {
        view! {
            <div class="notice stack" role="alert" data-testid="live-asking">
                <p>{q}</p>
                <div class="row">
                    <button type="button" class="btn btn--primary" data-testid="live-take"
                        on:click=move |_| answer(Want::Take)>{move || w().take_seat}</button>
                    <button type="button" class="btn" data-testid="live-watch"
                        on:click=move |_| answer(Want::Watch)>{move || w().just_watch}</button>
                </div>
            </div>
        }
    });
    let watching = status.watching.map(|text| {
        view! {
            <div class="notice stack" role="status" data-testid="live-watching">
                <p>{text}</p>
                <button type="button" class="btn" data-testid="live-take-back"
                    on:click=move |_| answer(Want::Take)>{move || w().take_back}</button>
            </div>
        }
    });
    let ended = status.ended.map(|why| {
        let moved = crate::live::status().and_then(|s| s.moved_to.get_untracked());
        let text = move || match why {
            Ended::UnknownSeat => w().unknown_seat,
            Ended::Revoked => w().revoked,
            Ended::Moved => w().moved,
        };
        let qr = moved.map(|code| {
            let url = seat_link(&code.0);
            let data_url = url.clone();
            let text = Signal::derive(move || url.clone());
            view! {
                <div class="live-moved" data-testid="live-moved-code" data-url=data_url>
                    <QrCode text label=Signal::derive(move || w().moved) />
                </div>
            }
        });
        let done = move || match why {
            Ended::Moved => w().moved_done,
            Ended::UnknownSeat | Ended::Revoked => w().leave,
        };
        view! {
            <div class="notice notice--bad stack" role="alert" data-testid="live-ended"
                data-why=format!("{why:?}")>
                <p>{text}</p>
                {qr}
                <button type="button" class="btn" data-testid="live-ended-leave"
                    on:click=move |_| leave(ctx)>{done}</button>
            </div>
        }
    });
    view! { {asking} {watching} {ended} }
}

/// The link a seat's code opens on this page's host.
pub fn seat_link(code: &str) -> String {
    let base = match crate::live::host::desktop_port() {
        Some(port) => format!("http://127.0.0.1:{port}/"),
        None => web_sys::window()
            .and_then(|w| w.location().origin().ok())
            .map(|o| format!("{o}/"))
            .unwrap_or_default(),
    };
    format!("{base}#/game/live?seat={code}")
}
