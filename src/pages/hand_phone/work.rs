//! What the own phone's hand screen asks of the storage: look for the
//! hand of the table code read, derive the key and open or make the hand,
//! store it, and take in the copy another window of this phone stored.

use crate::state::hand_store::{self as store, OpenHand};
use crate::state::store::set_setting;
use leptos::prelude::*;
use leptos::task::spawn_local;
use rand::{TryRngCore, rngs::OsRng};
use shturman_files::record::ErrorKind;
use shturman_hand::Hand;
use shturman_hand::cipher::Key;
use shturman_screens::hand::{PinEvent, Request};
use shturman_screens::hand_phone::{OwnPhone, PhoneEvent, PhoneNeed};

/// The setting keeping the last table code read on this phone.
pub(super) const KEPT_CODE: &str = "own-phone-table-code";

/// The key of the open hand and the stored revision the open hand holds
/// all of (kept for the session, like the screen).
#[derive(Clone, Default)]
pub(super) struct PhoneKey(Option<Key>, u64);

/// Do what the screen needs: look for the hand, derive a key and open or
/// make the hand, store it.
pub(super) async fn serve(
    state: RwSignal<OwnPhone>,
    key: RwSignal<PhoneKey>,
    kdf_ms: RwSignal<f64>,
    need: PhoneNeed,
) {
    let send = move |e: PhoneEvent| {
        if let Some(n) = state
            .try_update(|s| s.update(e, &mut OsRng.unwrap_err()))
            .flatten()
        {
            spawn_local(serve(state, key, kdf_ms, n));
        }
    };
    match need {
        PhoneNeed::Stored { game, player } => {
            key.set(PhoneKey(None, 0));
            if let Some(code) = state.with_untracked(|s| s.table_code().map(str::to_string)) {
                let _ = set_setting(KEPT_CODE, &code).await;
            }
            let stored = store::stored_id(game, player).await;
            send(PhoneEvent::Pin(PinEvent::ItsMe { stored }));
        }
        PhoneNeed::Pin(req) => {
            let Some((game, player)) = state.with_untracked(|s| s.reading()) else {
                return;
            };
            store::breathe().await;
            let start = store::now_ms();
            let result: Result<OpenHand, PinEvent> = match &req {
                Request::Create(pin) => store::create_hand(Hand::new(game, player), pin)
                    .await
                    .map_err(PinEvent::Failed),
                Request::Open(pin) => {
                    store::open_guarded(game, player, store::open_id(game, player, pin)).await
                }
            };
            kdf_ms.set(store::now_ms() - start);
            match result {
                Ok(o) => {
                    key.set(PhoneKey(Some(o.key), o.revision));
                    send(PhoneEvent::Unlocked(o.hand));
                }
                Err(e) => send(PhoneEvent::Pin(e)),
            }
        }
        PhoneNeed::Store => {
            let Some(mut open) = open_now(state, key) else {
                return;
            };
            match store::put(&mut open).await {
                Ok(merged) => {
                    key.update(|k| k.1 = k.1.max(open.revision));
                    if merged {
                        send(PhoneEvent::Merged(open.hand));
                    }
                    // stored: only now may its seals be shown (issue 32)
                    send(PhoneEvent::Stored);
                }
                Err(e) if e.kind == ErrorKind::Conflict => send(PhoneEvent::ChangedElsewhere),
                Err(_) => send(PhoneEvent::NotStored),
            }
        }
    }
}

/// The open hand as the store wants it, if a hand is open.
fn open_now(state: RwSignal<OwnPhone>, key: RwSignal<PhoneKey>) -> Option<OpenHand> {
    let PhoneKey(k, revision) = key.get_untracked();
    Some(OpenHand {
        hand: state.with_untracked(|s| s.hand().cloned())?,
        key: k?,
        revision,
    })
}

/// Another window stored the open hand: take its copy in, and store the
/// merge if this one holds something that copy lacks.
pub(super) async fn take_in(
    state: RwSignal<OwnPhone>,
    key: RwSignal<PhoneKey>,
    kdf_ms: RwSignal<f64>,
) {
    let Some(open) = open_now(state, key) else {
        return;
    };
    let send = |e: PhoneEvent| state.try_update(|s| s.update(e, &mut OsRng.unwrap_err()));
    match store::reread(&open).await {
        Ok(Some((theirs, revision))) => {
            let mut merged = theirs.clone();
            let ours_new = merged.merge(&open.hand);
            key.update(|k| k.1 = k.1.max(revision));
            send(PhoneEvent::Merged(theirs));
            if ours_new {
                serve(state, key, kdf_ms, PhoneNeed::Store).await;
            } else {
                // the stored copy holds all of this hand
                send(PhoneEvent::Stored);
            }
        }
        Err(e) if e.kind == ErrorKind::Conflict => {
            send(PhoneEvent::ChangedElsewhere);
        }
        // nothing new, or unreadable for now: the next write will tell
        Ok(None) | Err(_) => {}
    }
}
