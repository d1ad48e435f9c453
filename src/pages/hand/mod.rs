//! A player's hand on the shared phone (`#/game/hand?p=<player>`): "pass
//! the phone to Anna", Anna's PIN (chosen twice the first time), then her
//! captains — placed, revealed, given through the game's confirmation.
//! Hiding it forgets the key: the next player needs their own PIN. So
//! does leaving it by any other path, the page hidden, or a minute without
//! a touch (`pages/hand_lock.rs`): the open hand is dropped, not kept in
//! the hidden game area, and the page shows the gate again. This page and
//! the cipher are the `hand` chunk (see `pages/game.rs`).
//!
//! The page holds the state its parts share (`state`: [`HandState`]) and shows the
//! stage: the gate (`gate`), the PIN pad (`pin`: opening or making the
//! hand, a backup restored), the open hand (`open`: its rows and backup;
//! `act`: a row's tap made into the game's action).

mod act;
mod gate;
mod open;
mod pin;
mod state;

use crate::components::captain_reset::CaptainReset;
use crate::components::captain_restore::CaptainRestore;
use crate::components::game_confirm::ConfirmCtx;
use crate::components::pin_pad::PinPad as PinPadView;
use crate::i18n::use_lang;
use crate::pages::hand_lock;
use crate::state::game::use_game;
use gate::HandGate;
use leptos::prelude::*;
use open::HandOpen;
use shturman_game::PlayerId;
use shturman_hand::PlayerBrief;
use shturman_screens::hand::{PinEvent, PinPad, Stage};
use shturman_screens::hand_lock::Watch;
use shturman_words::game_log::Names;
use shturman_words::hand::words;
use state::{HandState, Held};

/// On a live phone, the seat's player if it is not `player`: that hand is
/// on its own player's phone, never opened here (issue 43).
fn live_elsewhere(player: PlayerId) -> Option<PlayerId> {
    let seat = crate::live::status()?.seat.get_untracked()?;
    match seat {
        shturman_live::Seat::Player(me) if me == player => None,
        shturman_live::Seat::Player(_) | shturman_live::Seat::Viewer => Some(player),
        // the host's computer may be a player's shared device
        shturman_live::Seat::Host => None,
    }
}

#[component]
pub fn HandPage(player: u8) -> impl IntoView {
    let lang = use_lang();
    if let Some(other) = live_elsewhere(PlayerId(player)) {
        let ctx = use_game();
        let text = move || {
            let names = ctx
                .table
                .with(|v| v.as_ref().map(Names::of))
                .unwrap_or_default();
            (shturman_words::live::words(lang.get()).not_your_hand)(&names, other)
        };
        return view! {
            <div class="stack hand" data-testid="hand-not-yours">
                <p class="notice" role="alert">{text}</p>
                <a class="btn" href="#/game" data-testid="hand-back">{move || words(lang.get()).back}</a>
            </div>
        }
        .into_any();
    }
    let w = Signal::derive(move || words(lang.get()));
    let ctx = use_game();
    let pid = PlayerId(player);
    let held = Held {
        pad: RwSignal::new(PinPad::default()),
        open: RwSignal::new(None),
        problem: RwSignal::new(None),
        confirm: expect_context::<ConfirmCtx>().0,
        asked: StoredValue::new(None),
        pin: StoredValue::new(None),
    };
    let guard = hand_lock::watch(player, move || held.lock());
    let names = Memo::new(move |_| ctx.table.with(|v| v.as_ref().map(Names::of)));
    let s = HandState {
        ctx,
        pid,
        lang,
        held,
        kdf_ms: RwSignal::new(0.0f64),
        guard,
        names,
        brief: Memo::new(move |_| ctx.with_game(|g| PlayerBrief::of(g, pid).ok()).flatten()),
    };
    let send = Callback::new(move |e: PinEvent| {
        if e == PinEvent::Lock {
            guard.update_value(|g| {
                g.update(Watch::Hide);
            });
            return held.lock();
        }
        s.send(e);
    });
    // a backup pasted under the pad goes into the stored record; the pad
    // then asks for a PIN to open (the backup's, or the stored hand's)
    let restored: RwSignal<Option<Result<(), String>>> = RwSignal::new(None);
    let restore = Callback::new(move |text: String| s.restore(text, restored));
    let stage = move || held.pad.with(|p| p.stage());
    let pin_view = Signal::derive(move || held.pad.with(|p| p.view(lang.get())));
    view! {
        <div class="stack hand" data-testid="hand" data-kdf-ms=move || format!("{:.0}", s.kdf_ms.get())>
            <Show when=move || stage() == Stage::Gate>
                <HandGate s=s words=w send=send />
            </Show>
            <Show when=move || matches!(stage(), Stage::Choose | Stage::Repeat | Stage::Enter | Stage::Working)>
                <h2>{move || (w.get().title)(&s.name())}</h2>
                <PinPadView view=pin_view words=w send=send />
                <CaptainRestore words=w restore=restore result=restored />
                <a class="btn" href="#/game" data-testid="hand-back" on:click=move |_| send.run(PinEvent::Lock)>
                    {move || w.get().back}
                </a>
            </Show>
            <Show when=move || stage() == Stage::Reset>
                <CaptainReset words=w send=send />
            </Show>
            <Show when=move || stage() == Stage::Open>
                <HandOpen s=s words=w send=send />
            </Show>
        </div>
    }
    .into_any()
}
