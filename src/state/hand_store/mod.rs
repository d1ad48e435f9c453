//! A player's hand, stored encrypted under their PIN (`Key::Hand { game,
//! player }` records, crate `shturman-hand`'s cipher), on a shared phone
//! or a player's own: the hand screens and the migration of old saves call
//! it. Lives in the hand screen's lazily loaded chunk with the cipher.
//!
//! The key (`key`: PBKDF2-HMAC-SHA256, bound to this device's key where
//! there is one: `device_key`) is derived by the
//! browser's WebCrypto (`crypto.subtle.deriveBits`), or where the page has
//! none (not a secure context: the LAN page) by a Web Worker
//! (`kdf_worker`), off the page's thread either way: the "checking…"
//! state paints and the page stays responsive. Where no device key binds
//! it (the LAN page, the desktop app) the key is Argon2id, derived by the
//! worker, which reports its progress (`progress`: the PIN pad shows it).
//! Only a page that can start no worker derives in wasm, on the
//! page's thread (`crate::schedule::breathe` lets the state paint first);
//! a hand of an older envelope version (version 1, Argon2id; version 2,
//! whose length showed which captains it held) is sealed again as this
//! build's version once opened (`renew`). The time
//! taken is put on the page (`data-kdf-ms`) so it can be measured. Wrong
//! PINs make the next try wait (`pin_wait`).

mod device_key;
mod kdf_worker;
mod key;
mod open_hand;
mod pin_wait;
pub mod progress;

pub use crate::schedule::breathe;
pub use key::new_key;
use key::{bind, derive};
pub use open_hand::OpenHand;
pub use pin_wait::{now_ms, open_guarded};

use crate::state::store::storage;
use rand::{TryRngCore, rngs::OsRng};
use shturman_files::record::{ErrorKind, Key as RecordKey, Storage, StoreError};
use shturman_game::{Game, PlayerId};
use shturman_hand::cipher::{self, CipherError, KdfParams, Key, Pin, Purpose};
use shturman_hand::{Hand, PlayerBrief};
use uuid::Uuid;

fn record_key(game: &Game, player: PlayerId) -> RecordKey {
    key_of(game.id(), player)
}

fn key_of(game: Uuid, player: PlayerId) -> RecordKey {
    RecordKey::Hand {
        game: game.to_string(),
        player: player.0,
    }
}

/// Is a hand stored for this player of this game?
pub async fn stored(game: &Game, player: PlayerId) -> bool {
    matches!(storage().read(&record_key(game, player)).await, Ok(Some(_)))
}

/// A new key for `pin` and a new hand, synced with the table, stored. A
/// hand already stored for the player (a reset: "Forgot the PIN?") is kept
/// in the record, never deleted: its own PIN opens it again ([`open`]).
pub async fn create(game: &Game, player: PlayerId, pin: &Pin) -> Result<OpenHand, CipherError> {
    let brief = PlayerBrief::of(game, player).map_err(|_| CipherError::BadContent)?;
    let mut hand = Hand::new(game.id(), player);
    let _ = hand.sync(&brief);
    create_in(&record_key(game, player), hand, pin).await
}

/// Store `hand` under a new key for `pin` as the record's own envelope;
/// every envelope stored there before is kept beside it (issue 32: a reset
/// never deletes a hand, on a shared phone or an own one).
async fn create_in(key: &RecordKey, hand: Hand, pin: &Pin) -> Result<OpenHand, CipherError> {
    let mut open = OpenHand {
        hand,
        key: new_key(pin).await?,
        revision: 0,
    };
    let (base, kept) = stored_envelopes(key)
        .await
        .map_err(|_| CipherError::BadContent)?;
    open.revision = storage()
        .write(key, &cipher::record(&sealed(&open), &kept), base)
        .await
        .map_err(|_| CipherError::BadContent)?;
    // a hand worth keeping: ask the browser not to clear the storage
    leptos::task::spawn_local(async {
        crate::platform::keep_storage().await;
    });
    Ok(open)
}

/// Open the stored hand with its owner's PIN: the record's envelope, or
/// one a reset kept (issue 32), which then becomes the record's own again.
pub async fn open(game: &Game, player: PlayerId, pin: &Pin) -> Result<OpenHand, CipherError> {
    let mut open = open_in(&record_key(game, player), game.id(), player, pin).await?;
    if let Ok(brief) = PlayerBrief::of(game, player) {
        let _ = open.0.hand.sync(&brief);
    }
    renew(open.0, pin, open.1).await
}

/// Open the record at `key` with `pin`, trying each of its envelopes: the
/// hand (of `game` and `player`, or refused), and whether its envelope is
/// this build's. A kept envelope that opens becomes the record's own.
async fn open_in(
    key: &RecordKey,
    game: Uuid,
    player: PlayerId,
    pin: &Pin,
) -> Result<(OpenHand, bool), CipherError> {
    let mut rec = match storage().read(key).await {
        Ok(Some(r)) => r,
        _ => return Err(CipherError::Damaged),
    };
    let all = cipher::record_envelopes(&rec.body);
    let here = device_key::this_device().await.map(|d| d.id);
    // a hand bound to another device's key is said so only when nothing
    // here opened and nothing could (the PIN is not tried on it: no
    // device key here makes it right)
    let mut opened = Err(CipherError::OtherDevice);
    for (i, text) in all.iter().enumerate() {
        let (params, salt) = cipher::kdf_of(text)?;
        let device = cipher::device_of(text)?;
        if device.is_some() && device != here {
            continue;
        }
        let key = derive(pin, params, salt, device).await?;
        match cipher::unlock_key(text, key) {
            Err(CipherError::WrongPin) => opened = Err(CipherError::WrongPin),
            other => {
                opened = other.map(|u| (i, u));
                break;
            }
        }
    }
    let (i, u) = opened?;
    if u.hand.player != player || u.hand.game != game {
        return Err(CipherError::BadContent);
    }
    if i > 0 {
        // the kept hand is the player's again; the one made at the reset
        // is kept in its place
        let mut kept = all.clone();
        let own = kept.remove(i);
        let body = cipher::record(&own, &kept);
        if let Ok(rev) = storage().write(key, &body, Some(rec.revision)).await {
            rec.revision = rev;
        }
    }
    let current = cipher::header(&all[i]).is_ok_and(|h| h.is_current(here));
    let open = OpenHand {
        hand: u.hand,
        key: u.key,
        revision: rec.revision,
    };
    Ok((open, current))
}

/// An envelope not of this build's version and cost is sealed again as
/// this build writes (under a new key if the cost changed): an older one
/// shows its hand's size (issue 32).
async fn renew(mut open: OpenHand, pin: &Pin, current: bool) -> Result<OpenHand, CipherError> {
    if current {
        return Ok(open);
    }
    let here = device_key::this_device().await;
    if open.key.params() != KdfParams::for_key(here.is_some()) {
        // an older cost, or PBKDF2 where no device key binds it (issue 46)
        open.key = new_key(pin).await?;
    } else if open.key.device().is_none()
        && let Some(here) = here
    {
        // an unbound hand (older, or restored from a backup) is bound to
        // this device's key, without deriving the PIN's key again
        open.key = bind(open.key, &here).await?;
    }
    let _ = put(&mut open).await;
    Ok(open)
}

/// Own phone: is a hand stored for this game and player?
pub async fn stored_id(game: Uuid, player: PlayerId) -> bool {
    matches!(storage().read(&key_of(game, player)).await, Ok(Some(_)))
}

/// Own phone: a new key for `pin`, the new hand stored under it; a hand
/// stored before ("Forgot the PIN?") is kept beside it, as on a shared
/// phone.
pub async fn create_hand(hand: Hand, pin: &Pin) -> Result<OpenHand, CipherError> {
    let key = key_of(hand.game, hand.player);
    create_in(&key, hand, pin).await
}

/// Own phone: open the stored hand of this game and player with `pin` (or
/// one a reset kept).
pub async fn open_id(game: Uuid, player: PlayerId, pin: &Pin) -> Result<OpenHand, CipherError> {
    let (open, current) = open_in(&key_of(game, player), game, player, pin).await?;
    renew(open, pin, current).await
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
    // the hands a reset kept in this record go with every write
    let (_, all) = stored_envelopes(&key).await?;
    let kept = kept_beside(all);
    // each round either stores or learns a newer revision; a third conflict
    // in a row (windows writing without pause) is reported, not looped on
    for _ in 0..3 {
        let text = sealed(open);
        let base = (open.revision > 0).then_some(open.revision);
        match s.write(&key, &cipher::record(&text, &kept), base).await {
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
    let text = sealed(open);
    let (base, all) = stored_envelopes(&key).await?;
    storage()
        .write(&key, &cipher::record(&text, &kept_beside(all)), base)
        .await
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

/// Store the hand (locked under its key) on the revision it was read as,
/// with the hands a reset kept in its record.
pub async fn write(game: &Game, open: &OpenHand, base: Option<u64>) -> Result<u64, StoreError> {
    let text = sealed(open);
    let key = record_key(game, open.hand.player);
    let (_, all) = stored_envelopes(&key).await?;
    storage()
        .write(&key, &cipher::record(&text, &kept_beside(all)), base)
        .await
}

/// The open hand sealed under its key, as stored.
fn sealed(open: &OpenHand) -> String {
    cipher::lock(
        &open.hand,
        &open.key,
        Purpose::Hand,
        &mut OsRng.unwrap_err(),
    )
}

/// A hand's record as stored: its revision (`None`: nothing stored) and
/// its envelopes, the current one first ([`cipher::record_envelopes`]).
async fn stored_envelopes(key: &RecordKey) -> Result<(Option<u64>, Vec<String>), StoreError> {
    Ok(match storage().read(key).await? {
        Some(rec) => (Some(rec.revision), cipher::record_envelopes(&rec.body)),
        None => (None, Vec::new()),
    })
}

/// What a record keeps beside a new current envelope: the envelopes a reset
/// kept, every one but the current.
fn kept_beside(all: Vec<String>) -> Vec<String> {
    all.into_iter().skip(1).collect()
}

/// The open hand's backup: sealed bound to no device, so that it opens
/// anywhere with the PIN alone — and so under the costlier key such a copy
/// needs ([`KdfParams::UNBOUND`], issue 46: a backup under this phone's
/// PBKDF2 bits fell to one graphics card in minutes). A hand whose key is
/// that already is sealed with it; else a new key is derived from `pin`
/// (a Web Worker, seconds). Without either: [`CipherError::WrongPin`].
pub async fn backup(open: &OpenHand, pin: Option<&Pin>) -> Result<String, CipherError> {
    let key = if open.key.params() == KdfParams::UNBOUND {
        open.key.unbound()
    } else {
        let pin = pin.ok_or(CipherError::WrongPin)?;
        let salt = Key::new_salt(&mut OsRng.unwrap_err());
        derive(pin, KdfParams::UNBOUND, salt, None).await?
    };
    Ok(cipher::lock(
        &open.hand,
        &key,
        Purpose::Backup,
        &mut OsRng.unwrap_err(),
    ))
}

/// Add a backup of this player's hand to their stored record
/// ([`cipher::restore`]): the PIN it was made under then opens it, as
/// [`open`] tries every envelope of the record.
pub async fn restore(game: &Game, player: PlayerId, text: &str) -> Result<(), CipherError> {
    let key = record_key(game, player);
    // a storage that does not answer: said as a hand that could not be read
    let stored = storage()
        .read(&key)
        .await
        .map_err(|_| CipherError::Damaged)?;
    let body = cipher::restore(
        stored.as_ref().map(|r| r.body.as_str()),
        text.trim(),
        game.id(),
        player,
    )?;
    storage()
        .write(&key, &body, stored.map(|r| r.revision))
        .await
        .map_err(|_| CipherError::Damaged)?;
    Ok(())
}
