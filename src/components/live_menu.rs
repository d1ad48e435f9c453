//! The live line's menu («Ещё»): the host's seats, a player's move to
//! another phone, leaving — each asked before it is done
//! ([`LiveMenuConfirm`]); and the live chunk's calls they make.

use crate::components::live_confirm::LiveConfirm;
use crate::i18n::use_lang;
use crate::state::game::use_game;
use leptos::prelude::*;
use shturman_screens::game::live::Status;
use shturman_words::address::Sub;
use shturman_words::live::words;

/// What the menu asks before it is done.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Asked {
    Leave,
    Move,
}

/// The menu, where `status` offers anything; a choice asked is put in
/// `asked`.
#[component]
pub fn LiveMenu(status: Status, asked: RwSignal<Option<Asked>>) -> impl IntoView {
    let lang = use_lang();
    let w = move || words(lang.get());
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
    let s = status;
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
    let leave = s.leave.map(|text| {
        view! {
            <button type="button" class="btn" data-testid="live-leave" title=move || w().leave_title
                on:click=move |e| pick(e, Asked::Leave)>{text}</button>
        }
    });
    Some(view! {
        <details class="live-menu" data-testid="live-menu">
            <summary class="btn live-line__btn">{move || w().menu}</summary>
            <div class="live-menu__items">{seats}{move_seat}{leave}</div>
        </details>
    })
}

/// The question of a choice `asked` from the menu; `on_done` once
/// answered either way.
#[component]
pub fn LiveMenuConfirm(asked: Asked, on_done: Callback<()>) -> impl IntoView {
    let lang = use_lang();
    let w = move || words(lang.get());
    let ctx = use_game();
    let (text, yes): (Signal<String>, Signal<String>) = match asked {
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
        on_done.run(());
        match asked {
            Asked::Leave => leave(ctx),
            Asked::Move => move_seat(ctx),
        }
    });
    view! { <LiveConfirm text yes on_yes on_no=Callback::new(move |_| on_done.run(())) /> }
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
