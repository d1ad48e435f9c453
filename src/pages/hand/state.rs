//! What the hand page's parts share: one player's hand on this phone
//! ([`HandState`]) and the open hand with what shows it ([`Held`]). A leaf,
//! so that the page and its parts import it without importing each other.

use crate::components::game_confirm::Pending;
use crate::state::game::GameCtx;
use crate::state::hand_store::OpenHand;
use leptos::prelude::*;
use shturman_game::{Action, Change, PlayerId};
use shturman_hand::PlayerBrief;
use shturman_hand::cipher::Pin;
use shturman_screens::hand::{PinEvent, PinPad};
use shturman_screens::hand_lock::HandLock;
use shturman_words::Lang;
use shturman_words::game_log::Names;

/// The open hand and what shows it: dropped whole when the hand locks.
#[derive(Clone, Copy)]
pub(super) struct Held {
    pub(super) pad: RwSignal<PinPad>,
    pub(super) open: RwSignal<Option<OpenHand>>,
    pub(super) problem: RwSignal<Option<String>>,
    // taken here: the confirmation is asked for from a spawned task too
    pub(super) confirm: RwSignal<Option<Pending>>,
    // the confirmation this hand asked for last (a reveal's names the captain)
    pub(super) asked: StoredValue<Option<Pending>>,
    // the PIN while the hand is open: a backup's own key (Argon2id, bound
    // to no device) is derived from it when the backup is asked for
    // (issue 46); the open hand's key may be PBKDF2 bound to this device
    pub(super) pin: StoredValue<Option<Pin>>,
}

impl Held {
    pub(super) fn ask(self, summary: String, action: Action) {
        let p = Pending {
            summary,
            op: Change::Apply(vec![action]),
            then: None,
        };
        self.asked.set_value(Some(p.clone()));
        self.confirm.set(Some(p));
    }

    // A confirmation the hand asked for and nobody answered goes when the
    // hand locks where it is (a reveal's names the captain); a navigation
    // drops it anyway (`provide_confirm`).
    pub(super) fn forget_asked(self) {
        if let Some(Some(mine)) = self.asked.try_update_value(Option::take) {
            self.confirm.try_update(|c| {
                if c.as_ref() == Some(&mine) {
                    *c = None;
                }
            });
        }
    }

    // Drop the open hand (its captains and key) and show the gate. `try_`
    // only: it may be run by a timer after the screen is gone, and a
    // disposed signal panics.
    pub(super) fn lock(self) {
        self.open.try_set(None);
        self.pin.try_update_value(|p| *p = None);
        self.problem.try_set(None);
        self.pad.try_update(|p| p.update(PinEvent::Lock));
        self.forget_asked();
    }
}

/// What the hand page's parts share: one player's hand on this phone.
#[derive(Clone, Copy)]
pub(super) struct HandState {
    pub(super) ctx: GameCtx,
    pub(super) pid: PlayerId,
    pub(super) lang: RwSignal<Lang>,
    pub(super) held: Held,
    pub(super) kdf_ms: RwSignal<f64>,
    pub(super) guard: StoredValue<HandLock>,
    pub(super) names: Memo<Option<Names>>,
    /// The brief is recomputed as the table changes; the hand syncs to it.
    pub(super) brief: Memo<Option<PlayerBrief>>,
}

impl HandState {
    // slow work begun before a lock must not bring the hand back
    pub(super) fn since(self) -> u32 {
        self.guard.with_value(|g| g.since())
    }

    pub(super) fn still(self, n: u32) -> bool {
        self.guard.try_with_value(|g| g.still(n)) == Some(true)
    }

    pub(super) fn name(self) -> String {
        self.names.with(|n| {
            n.as_ref()
                .map(|n| n.player(self.lang.get(), self.pid))
                .unwrap_or_default()
        })
    }
}
