//! A player's hand on a shared phone, stored encrypted under their PIN
//! (`Key::Hand { game, player }` records, crate `shturman-hand`'s cipher).
//! Lives in the hand screen's lazily loaded chunk with the cipher.
//!
//! The key (PBKDF2-HMAC-SHA256, envelope version 2) is derived by the
//! browser's WebCrypto (`crypto.subtle.deriveBits`), off the page's
//! thread: the "checking…" state paints and the page stays responsive.
//! Only a version-1 hand (Argon2id) or a browser without WebCrypto derives
//! in wasm, on the page's thread ([`breathe`] lets the state paint first);
//! a hand of an older envelope version (version 1, Argon2id; version 2,
//! whose length showed which captains it held) is sealed again as this
//! build's version once opened (`renew`). The time
//! taken is put on the page (`data-kdf-ms`) so it can be measured.

use crate::state::store::storage;
use rand::{rngs::OsRng, TryRngCore};
use shturman_files::record::{ErrorKind, Key as RecordKey, Storage, StoreError};
use shturman_game::{Game, PlayerId};
use shturman_hand::cipher::{self, CipherError, KdfParams, Key, Pin, Purpose};
use shturman_hand::{Hand, PlayerBrief};
use uuid::Uuid;
use wasm_bindgen::{JsCast, JsValue};
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
    key_of(game.id(), player)
}

fn key_of(game: Uuid, player: PlayerId) -> RecordKey {
    RecordKey::Hand {
        game: game.to_string(),
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

/// PBKDF2-HMAC-SHA256 by WebCrypto (off the page's thread): 32 bytes.
async fn webcrypto_pbkdf2(pin: &[u8], salt: &[u8], iterations: u32) -> Result<[u8; 32], JsValue> {
    use js_sys::{Array, Function, Object, Reflect, Uint8Array};
    let get = |o: &JsValue, k: &str| Reflect::get(o, &JsValue::from_str(k));
    let window: JsValue = web_sys::window().ok_or(JsValue::NULL)?.into();
    let subtle = get(&get(&window, "crypto")?, "subtle")?;
    if subtle.is_undefined() {
        return Err(JsValue::NULL);
    }
    let method = |name: &str| -> Result<Function, JsValue> { get(&subtle, name)?.dyn_into() };
    let import = Array::of5(
        &"raw".into(),
        &Uint8Array::from(pin),
        &"PBKDF2".into(),
        &false.into(),
        &Array::of1(&"deriveBits".into()),
    );
    let base = method("importKey")?.apply(&subtle, &import)?;
    let base = JsFuture::from(js_sys::Promise::from(base)).await?;
    let alg = Object::new();
    Reflect::set(&alg, &"name".into(), &"PBKDF2".into())?;
    Reflect::set(&alg, &"hash".into(), &"SHA-256".into())?;
    Reflect::set(&alg, &"salt".into(), &Uint8Array::from(salt))?;
    Reflect::set(&alg, &"iterations".into(), &iterations.into())?;
    let bits = method("deriveBits")?.apply(&subtle, &Array::of3(&alg, &base, &256.into()))?;
    let bits = JsFuture::from(js_sys::Promise::from(bits)).await?;
    let bytes = Uint8Array::new(&bits);
    let mut out = [0u8; 32];
    if bytes.length() != 32 {
        return Err(JsValue::NULL);
    }
    bytes.copy_to(&mut out);
    Ok(out)
}

/// The key for `pin`: by WebCrypto when it can (PBKDF2), else here.
async fn derive(pin: &Pin, params: KdfParams, salt: [u8; 16]) -> Result<Key, CipherError> {
    params.check()?;
    if let KdfParams::Pbkdf2Sha256 { iterations } = params {
        if let Ok(bits) = webcrypto_pbkdf2(pin.bytes(), &salt, iterations).await {
            return Key::from_derived(bits, params, salt);
        }
    }
    breathe().await;
    Key::derive(pin, params, salt)
}

/// A new key for `pin` (new salt, this build's cost).
pub async fn new_key(pin: &Pin) -> Result<Key, CipherError> {
    let salt = Key::new_salt(&mut OsRng.unwrap_err());
    derive(pin, KdfParams::DEFAULT, salt).await
}

/// Is a hand stored for this player of this game?
pub async fn stored(game: &Game, player: PlayerId) -> bool {
    matches!(storage().read(&record_key(game, player)).await, Ok(Some(_)))
}

/// A new key for `pin` and a new hand, synced with the table, stored.
pub async fn create(game: &Game, player: PlayerId, pin: &Pin) -> Result<OpenHand, CipherError> {
    let brief = PlayerBrief::of(game, player).map_err(|_| CipherError::BadContent)?;
    let key = new_key(pin).await?;
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
    let (params, salt) = cipher::kdf_of(&rec.body)?;
    let current = cipher::header(&rec.body).is_ok_and(|h| h.is_current());
    let key = derive(pin, params, salt).await?;
    let u = cipher::unlock_key(&rec.body, key)?;
    if u.hand.player != player || u.hand.game != game.id() {
        return Err(CipherError::BadContent);
    }
    let mut hand = u.hand;
    if let Ok(brief) = PlayerBrief::of(game, player) {
        let _ = hand.sync(&brief);
    }
    renew(
        OpenHand {
            hand,
            key: u.key,
            revision: rec.revision,
        },
        pin,
        current,
    )
    .await
}

/// An envelope not of this build's version and cost is sealed again as
/// this build writes (under a new key if the cost changed): an older one
/// shows its hand's size (issue 32).
async fn renew(mut open: OpenHand, pin: &Pin, current: bool) -> Result<OpenHand, CipherError> {
    if current {
        return Ok(open);
    }
    if open.key.params() != KdfParams::DEFAULT {
        open.key = new_key(pin).await?;
    }
    let _ = put(&mut open).await;
    Ok(open)
}

/// Own phone: is a hand stored for this game and player?
pub async fn stored_id(game: Uuid, player: PlayerId) -> bool {
    matches!(storage().read(&key_of(game, player)).await, Ok(Some(_)))
}

/// Own phone: a new key for `pin`, the new hand stored under it.
pub async fn create_hand(hand: Hand, pin: &Pin) -> Result<OpenHand, CipherError> {
    let key = new_key(pin).await?;
    let mut open = OpenHand {
        hand,
        key,
        revision: 0,
    };
    put(&mut open).await.map_err(|_| CipherError::BadContent)?;
    Ok(open)
}

/// Own phone: open the stored hand of this game and player with `pin`.
pub async fn open_id(game: Uuid, player: PlayerId, pin: &Pin) -> Result<OpenHand, CipherError> {
    let rec = match storage().read(&key_of(game, player)).await {
        Ok(Some(r)) => r,
        _ => return Err(CipherError::Damaged),
    };
    let (params, salt) = cipher::kdf_of(&rec.body)?;
    let current = cipher::header(&rec.body).is_ok_and(|h| h.is_current());
    let key = derive(pin, params, salt).await?;
    let u = cipher::unlock_key(&rec.body, key)?;
    if u.hand.player != player || u.hand.game != game {
        return Err(CipherError::BadContent);
    }
    let open = OpenHand {
        hand: u.hand,
        key: u.key,
        revision: rec.revision,
    };
    renew(open, pin, current).await
}

/// Own phone: forget the stored hand of this game and player.
pub async fn reset_id(game: Uuid, player: PlayerId) -> Result<(), StoreError> {
    storage().remove(&key_of(game, player)).await
}

/// Own phone: store the hand on the revision it was read as
/// (`open.revision`, 0 for none). Another window or tab of this phone may
/// have stored it since: then read that copy, merge it in (`Hand::merge`:
/// the book only grows) and write again on its revision. Returns whether
/// anything came from another window (the caller says so). A copy under
/// another key (a reset, a new PIN) is never overwritten: a conflict.
pub async fn put(open: &mut OpenHand) -> Result<bool, StoreError> {
    let key = key_of(open.hand.game, open.hand.player);
    let s = storage();
    let mut merged = false;
    // each round either stores or learns a newer revision; a third conflict
    // in a row (windows writing without pause) is reported, not looped on
    for _ in 0..3 {
        let text = cipher::lock(
            &open.hand,
            &open.key,
            Purpose::Hand,
            &mut OsRng.unwrap_err(),
        );
        let base = (open.revision > 0).then_some(open.revision);
        match s.write(&key, &text, base).await {
            Ok(rev) => {
                open.revision = rev;
                return Ok(merged);
            }
            Err(e) if e.kind == ErrorKind::Conflict => {
                let Some(theirs) = reread(open).await? else {
                    return Err(e);
                };
                merged |= open.hand.merge(&theirs.0);
                open.revision = theirs.1;
            }
            Err(e) => return Err(e),
        }
    }
    Err(StoreError::new(
        ErrorKind::Conflict,
        "stored again and again meanwhile",
    ))
}

/// Store a hand made from an old save over whatever is stored under its
/// key (a migration tried before with another PIN left one nobody holds).
pub async fn put_over(open: &OpenHand) -> Result<u64, StoreError> {
    let key = key_of(open.hand.game, open.hand.player);
    let text = cipher::lock(
        &open.hand,
        &open.key,
        Purpose::Hand,
        &mut OsRng.unwrap_err(),
    );
    let s = storage();
    let base = s.read(&key).await?.map(|r| r.revision);
    s.write(&key, &text, base).await
}

/// Own phone: the stored copy of the open hand and its revision, if
/// another window stored a revision other than `open.revision`; `Ok(None)`
/// when it is this one. A copy this key does not open (reset, new PIN) or
/// a removed one is a conflict.
pub async fn reread(open: &OpenHand) -> Result<Option<(Hand, u64)>, StoreError> {
    let key = key_of(open.hand.game, open.hand.player);
    let conflict = |d: &str| StoreError::new(ErrorKind::Conflict, d);
    let rec = storage()
        .read(&key)
        .await?
        .ok_or_else(|| conflict("the hand was removed"))?;
    if rec.revision == open.revision {
        return Ok(None);
    }
    let hand = cipher::unlock_with(&rec.body, &open.key)
        .map_err(|_| conflict("the stored hand is under another key"))?;
    if hand.game != open.hand.game || hand.player != open.hand.player {
        return Err(conflict("another hand"));
    }
    Ok(Some((hand, rec.revision)))
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
