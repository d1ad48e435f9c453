//! A player's hand on a shared phone, stored encrypted under their PIN
//! (`Key::Hand { game, player }` records, crate `shturman-hand`'s cipher).
//! Lives in the hand screen's lazily loaded chunk with the cipher.
//!
//! Deriving the key (Argon2id, 64 MiB) blocks the page's thread for a
//! second or two in wasm: [`breathe`] lets the "working" state paint
//! first, and the time taken is put on the page (`data-kdf-ms`) so it can
//! be measured.

use crate::state::store::storage;
use rand::{rngs::OsRng, TryRngCore};
use shturman_files::record::{Key as RecordKey, Storage, StoreError};
use shturman_game::{Game, PlayerId};
use shturman_hand::cipher::{self, CipherError, KdfParams, Key, Pin, Purpose};
use shturman_hand::{Hand, PlayerBrief};
use wasm_bindgen_futures::JsFuture;

/// An unlocked hand: the key stays in memory while the hand is open, so
/// saving after each action costs nothing.
#[derive(Clone)]
pub struct OpenHand {
    pub hand: Hand,
    pub key: Key,
    pub revision: u64,
}

fn record_key(game: &Game, player: PlayerId) -> RecordKey {
    RecordKey::Hand {
        game: game.id().to_string(),
        player: player.0,
    }
}

/// Let the browser paint before slow work.
pub async fn breathe() {
    let p = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(w) = web_sys::window() {
            let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 40);
        }
    });
    let _ = JsFuture::from(p).await;
}

/// Is a hand stored for this player of this game?
pub async fn stored(game: &Game, player: PlayerId) -> bool {
    matches!(storage().read(&record_key(game, player)).await, Ok(Some(_)))
}

/// A new key for `pin` and a new hand, synced with the table, stored.
pub async fn create(game: &Game, player: PlayerId, pin: &Pin) -> Result<OpenHand, CipherError> {
    let brief = PlayerBrief::of(game, player).map_err(|_| CipherError::BadContent)?;
    let mut rng = OsRng.unwrap_err();
    let key = Key::new(pin, KdfParams::DEFAULT, &mut rng)?;
    let mut hand = Hand::new(game.id(), player);
    let _ = hand.sync(&brief);
    let mut open = OpenHand {
        hand,
        key,
        revision: 0,
    };
    open.revision = write(game, &open, None)
        .await
        .map_err(|_| CipherError::BadContent)?;
    Ok(open)
}

/// Open the stored hand with its owner's PIN.
pub async fn open(game: &Game, player: PlayerId, pin: &Pin) -> Result<OpenHand, CipherError> {
    let rec = match storage().read(&record_key(game, player)).await {
        Ok(Some(r)) => r,
        _ => return Err(CipherError::Damaged),
    };
    let u = cipher::unlock(&rec.body, pin)?;
    if u.hand.player != player || u.hand.game != game.id() {
        return Err(CipherError::BadContent);
    }
    let mut hand = u.hand;
    if let Ok(brief) = PlayerBrief::of(game, player) {
        let _ = hand.sync(&brief);
    }
    Ok(OpenHand {
        hand,
        key: u.key,
        revision: rec.revision,
    })
}

/// Store the hand (locked under its key) on the revision it was read as.
pub async fn write(game: &Game, open: &OpenHand, base: Option<u64>) -> Result<u64, StoreError> {
    let text = cipher::lock(
        &open.hand,
        &open.key,
        Purpose::Hand,
        &mut OsRng.unwrap_err(),
    );
    storage()
        .write(&record_key(game, open.hand.player), &text, base)
        .await
}

/// Forget a player's stored hand (a forgotten PIN); the game is untouched.
pub async fn reset(game: &Game, player: PlayerId) -> Result<(), StoreError> {
    storage().remove(&record_key(game, player)).await
}

/// Milliseconds since the page started (for the KDF timing).
pub fn now_ms() -> f64 {
    js_sys::Date::now()
}
