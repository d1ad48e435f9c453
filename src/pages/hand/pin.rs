//! The PIN pad's requests on the shared phone: make the player's first
//! hand or open the stored one (the key derived off the page's thread,
//! timed on the page), a reset put on the table's log, and a backup
//! restored under the pad.

use super::state::HandState;
use crate::state::hand_store as store;
use leptos::prelude::*;
use leptos::task::spawn_local;
use shturman_game::Action;
use shturman_screens::hand::{PinEvent, PinPad, Request};

impl HandState {
    /// The pad's event (but Lock, which the page handles): the pad's next
    /// stage, and the request it makes, if any.
    pub(super) fn send(self, e: PinEvent) {
        let pad = self.held.pad;
        let reset = e == PinEvent::ResetDone;
        if reset {
            // asked for and confirmed on the pad: the reset goes on the
            // table's log for all to see (issue 32: anyone could reset
            // anyone's hand, unseen); the old hand is kept in its record
            // and opens again with its own PIN (hand_store::create)
            self.ctx
                .apply(vec![Action::HandReset { player: self.pid }], move || {
                    pad.update(|p| {
                        p.update(PinEvent::ResetDone);
                    });
                });
            return;
        }
        if let Some(req) = pad.try_update(|p| p.update(e)).flatten() {
            self.run(req);
        }
    }

    fn run(self, req: Request) {
        let HandState {
            ctx,
            pid,
            held,
            kdf_ms,
            ..
        } = self;
        let n = self.since();
        spawn_local(async move {
            store::breathe().await;
            let Some(game) = ctx.with_game(Clone::clone) else {
                return;
            };
            let start = store::now_ms();
            // a player's first hand goes on the log, as a reset does (issue
            // 32: a hand made in someone's name before they made one was
            // unseen)
            let first = matches!(req, Request::Create(_)) && !store::stored(&game, pid).await;
            let result = match &req {
                Request::Create(pin) => store::create(&game, pid, pin)
                    .await
                    .map_err(PinEvent::Failed),
                Request::Open(pin) => {
                    store::open_guarded(game.id(), pid, store::open(&game, pid, pin)).await
                }
            };
            // locked meanwhile, or the screen gone (Back while checking)
            if !self.still(n) {
                return;
            }
            kdf_ms.set(store::now_ms() - start);
            match result {
                Ok(o) => {
                    if first {
                        ctx.apply(vec![Action::HandMade { player: pid }], || ());
                    }
                    held.open.set(Some(o));
                    held.pin.set_value(Some(match req {
                        Request::Create(pin) | Request::Open(pin) => pin,
                    }));
                    held.pad.update(|p| {
                        p.update(PinEvent::Opened);
                    });
                }
                Err(e) => held.pad.update(|p| {
                    p.update(e);
                }),
            }
        });
    }

    /// Store a pasted backup in the player's record; `restored` says how
    /// it went, and the pad asks for the PIN to open it.
    pub(super) fn restore(self, text: String, restored: RwSignal<Option<Result<(), String>>>) {
        let HandState {
            ctx,
            pid,
            lang,
            held,
            ..
        } = self;
        let Some(game) = ctx.with_game(Clone::clone) else {
            return;
        };
        spawn_local(async move {
            let lang = lang.get_untracked();
            match store::restore(&game, pid, &text).await {
                Ok(()) => {
                    restored.set(Some(Ok(())));
                    held.pad.update(|p| {
                        *p = PinPad::default();
                        p.update(PinEvent::ItsMe { stored: true });
                    });
                }
                Err(e) => restored.set(Some(Err(
                    (shturman_words::hand::words(lang).cipher_error)(&e),
                ))),
            }
        });
    }
}
