//! The wait after wrong PINs (issue 32): each hand's wrong PINs counted
//! in a setting beside it, so a reload does not start the count again.

use super::open_hand::OpenHand;
use crate::state::store::storage;
use shturman_files::record::{Key as RecordKey, Storage};
use shturman_game::PlayerId;
use shturman_hand::cipher::{self, CipherError};
use uuid::Uuid;

/// Where the wrong PINs typed into a hand are counted: a setting beside
/// the hand (issue 32: wrong PINs were never limited), so a reload does
/// not start the count again. The text is the count and the time of the
/// next try (ms since 1970), with a space between.
fn wait_key(game: Uuid, player: PlayerId) -> RecordKey {
    RecordKey::Setting {
        name: format!("pinwait-{game}-{}", player.0),
    }
}

/// The wrong PINs counted on this hand, and when the next may be tried.
async fn wait_state(game: Uuid, player: PlayerId) -> (u32, f64) {
    let text = match storage().read(&wait_key(game, player)).await {
        Ok(Some(r)) => r.body,
        Ok(None) | Err(_) => return (0, 0.0),
    };
    let mut parts = text.split(' ');
    let failures = parts.next().and_then(|n| n.parse().ok()).unwrap_or(0);
    let until = parts.next().and_then(|n| n.parse().ok()).unwrap_or(0.0);
    (failures, until)
}

/// Open a stored hand with `open`, unless this hand's wrong PINs make the
/// next one wait ([`cipher::pin_wait_ms`]); a wrong PIN is counted, the
/// right one clears the count. On failure: the PIN pad's answer.
pub async fn open_guarded(
    game: Uuid,
    player: PlayerId,
    open: impl std::future::Future<Output = Result<OpenHand, CipherError>>,
) -> Result<OpenHand, shturman_screens::hand::PinEvent> {
    use shturman_screens::hand::PinEvent;
    let key = wait_key(game, player);
    let (failures, until) = wait_state(game, player).await;
    let now = now_ms();
    if until > now {
        return Err(PinEvent::Wait(((until - now) / 1000.0).ceil() as u64));
    }
    match open.await {
        Ok(o) => {
            if failures > 0 {
                let _ = storage().remove(&key).await;
            }
            Ok(o)
        }
        Err(CipherError::WrongPin) => {
            let failures = failures + 1;
            let until = now_ms() + cipher::pin_wait_ms(failures) as f64;
            let s = storage();
            let base = s.read(&key).await.ok().flatten().map(|r| r.revision);
            let _ = s.write(&key, &format!("{failures} {until}"), base).await;
            Err(PinEvent::Failed(CipherError::WrongPin))
        }
        Err(e) => Err(PinEvent::Failed(e)),
    }
}

/// The wall clock in milliseconds (a wait until a time, kept across
/// reloads; and the KDF timing).
pub fn now_ms() -> f64 {
    js_sys::Date::now()
}
