//! A hand encrypted under its owner's PIN, for a phone shared at the table
//! and for backups. This module owns the envelope: a versioned JSON text
//! whose header says how to open it (the key derivation with its cost and
//! salt — PBKDF2-HMAC-SHA256 since version 2, Argon2id in version 1, still
//! read — and XChaCha20-Poly1305 with its nonce) and whose body is the
//! hand, encrypted.
//!
//! Version 2 moved to PBKDF2 because the browser derives it off the page's
//! thread (WebCrypto); Argon2id in wasm held the page for about a second.
//! A caller that derives elsewhere reads [`kdf_of`], derives 32 bytes from
//! [`Pin::bytes`] and the salt ([`pbkdf2_sha256`] is the same function),
//! then [`Key::from_derived`] and [`unlock_key`].
//!
//! Version 3 hides the hand's size: the sealed text is the hand's JSON
//! with every captain written as one digit (the hand's own format, version
//! 2), padded with spaces to a whole number of [`PAD_BLOCK`] bytes. So the
//! ciphertext's length says nothing about which captains a player placed
//! (their names differ in length) nor, up to a block (a whole hand's worth
//! of placements and more), how many.
//!
//! The header is bound to the ciphertext (it is the AEAD's associated
//! data), so nobody can swap the game, the player or the cost without the
//! PIN. A wrong PIN fails the AEAD: [`CipherError::WrongPin`]. A damaged
//! file is told apart by a plain SHA-256 of the ciphertext in the header:
//! [`CipherError::Damaged`] (it says nothing about the PIN).
//!
//! The key costs ≥ 0.2 s to derive ([`KdfParams::DEFAULT`]; measured on
//! the 2-core CI machine natively with `cargo bench -p shturman-hand
//! --bench kdf` and in the browser by the `hand_kdf` browser test), so a
//! PIN is slow to guess; a 6-digit PIN still falls to a
//! patient attacker holding the file (10⁶ guesses × 0.2 s ≈ 56 hours on one
//! core, less on many), which is why the table never needs the hands: a
//! lost or broken hand costs one player's secrets, never the game.
//! Derive once per unlock ([`Key`]) and reuse the key for the saves while
//! the hand is open: each save has a new nonce, the same salt.
//!
//! What it protects against: opponents at the table holding the phone,
//! and anyone reading the browser's storage or a file. What it does not:
//! someone who watches the PIN typed, or a device that is compromised.

use crate::hand::{HAND_VERSION, Hand};
use argon2::{Algorithm, Argon2, Params, Version};
use base64::Engine;
use base64::engine::general_purpose::STANDARD as B64;
use chacha20poly1305::aead::{Aead, KeyInit, Payload};
use chacha20poly1305::{XChaCha20Poly1305, XNonce};
use rand_core::CryptoRng;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use shturman_game::PlayerId;
use std::fmt;
use uuid::Uuid;

/// The envelope version this build writes and the newest it reads: 4
/// (PBKDF2-HMAC-SHA256, the sealed hand padded to [`PAD_BLOCK`] bytes, the
/// key bound to a device's key where the page has one: [`Kdf::device`]);
/// 3 (the same, never bound), 2 (unpadded) and 1 (Argon2id) are still
/// read, and a caller seals an older hand again once opened
/// ([`Header::is_current`]).
pub const ENVELOPE_VERSION: u32 = 4;

/// The sealed hand is padded to a whole number of these bytes: one block
/// holds a hand with all four captains placed, each moved twice and each
/// with an action waiting (measured by the `cipher` test that checks it).
pub const PAD_BLOCK: usize = 8192;

/// The envelope's `format` field.
pub const FORMAT: &str = "shturman-hand";

/// Fewest digits in a PIN.
pub const MIN_PIN_DIGITS: usize = 6;

/// Most digits in a PIN.
pub const MAX_PIN_DIGITS: usize = 32;

/// A PIN: [`MIN_PIN_DIGITS`]..=[`MAX_PIN_DIGITS`] ASCII digits.
///
/// ```
/// use shturman_hand::cipher::{Pin, PinError};
/// assert!(Pin::new("482913").is_ok());
/// assert_eq!(Pin::new("1234").unwrap_err(), PinError::TooShort { len: 4, min: 6 });
/// assert_eq!(Pin::new("12345a").unwrap_err(), PinError::NotDigits { at: 5 });
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct Pin(String);

/// Why a text is not a PIN, or not one to choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum PinError {
    TooShort {
        len: usize,
        min: usize,
    },
    TooLong {
        len: usize,
        max: usize,
    },
    /// Character `at` (from 0) is not a digit.
    NotDigits {
        at: usize,
    },
    /// Among the PINs people choose most, keypad patterns included
    /// (`data/common-pins.txt`): a guesser tries them first.
    Common,
    /// One digit or one group of digits over and over (000000, 121212,
    /// 123123).
    Repeats,
    /// Digits counting up or down by one (123456, 987654, 890123).
    Counts,
    /// Digits going by one other constant step, round from 9 to 0 too
    /// (135791, 246802, 975319, 147036): `step` is how much each digit
    /// adds, 2 to 8 (mod 10; 8 reads as counting down by 2). Issue 46:
    /// 135791 was accepted while the common weak PINs were refused.
    Steps {
        step: u8,
    },
    /// Reads as a date (DDMMYY, DDMMYYYY) or starts or ends with a year
    /// from 1940 to 2029: a birthday is the first thing tried.
    Date,
}

/// PINs too common to choose, one a line (`#` starts a comment).
const COMMON_PINS: &str = include_str!("../data/common-pins.txt");

impl Pin {
    pub fn new(text: &str) -> Result<Pin, PinError> {
        if let Some(at) = text.chars().position(|c| !c.is_ascii_digit()) {
            return Err(PinError::NotDigits { at });
        }
        let len = text.len();
        if len < MIN_PIN_DIGITS {
            return Err(PinError::TooShort {
                len,
                min: MIN_PIN_DIGITS,
            });
        }
        if len > MAX_PIN_DIGITS {
            return Err(PinError::TooLong {
                len,
                max: MAX_PIN_DIGITS,
            });
        }
        Ok(Pin(text.to_string()))
    }

    /// A new PIN, as [`Pin::new`] reads it, refused if it is one a guesser
    /// tries first (issue 32: 000000 and 123456 were accepted). Only a PIN
    /// being chosen is checked so: a hand sealed under any PIN still opens
    /// with it.
    ///
    /// ```
    /// use shturman_hand::cipher::{Pin, PinError};
    /// assert!(Pin::choose("482913").is_ok());
    /// assert_eq!(Pin::choose("000000").unwrap_err(), PinError::Repeats);
    /// assert_eq!(Pin::choose("123123").unwrap_err(), PinError::Repeats);
    /// assert_eq!(Pin::choose("345678").unwrap_err(), PinError::Counts);
    /// assert_eq!(Pin::choose("135791").unwrap_err(), PinError::Steps { step: 2 });
    /// assert_eq!(Pin::choose("147258").unwrap_err(), PinError::Common);
    /// assert_eq!(Pin::choose("250387").unwrap_err(), PinError::Date);
    /// assert_eq!(Pin::choose("198507").unwrap_err(), PinError::Date);
    /// assert_eq!(Pin::choose("12").unwrap_err(), PinError::TooShort { len: 2, min: 6 });
    /// ```
    pub fn choose(text: &str) -> Result<Pin, PinError> {
        let pin = Pin::new(text)?;
        let d: Vec<u8> = pin.0.bytes().map(|b| b - b'0').collect();
        let repeats = (1..=d.len() / 2)
            .any(|p| d.len().is_multiple_of(p) && d.iter().zip(&d[p..]).all(|(a, b)| a == b));
        if repeats {
            return Err(PinError::Repeats);
        }
        // every digit the one before plus one constant step, mod 10 (step
        // 0 is a repeat, refused above)
        let step = (d[1] + 10 - d[0]) % 10;
        if d.windows(2).all(|w| (w[0] + step) % 10 == w[1]) {
            return Err(match step {
                1 | 9 => PinError::Counts,
                _ => PinError::Steps { step },
            });
        }
        let common = COMMON_PINS
            .lines()
            .map(|l| l.split('#').next().unwrap_or("").trim())
            .any(|l| l == pin.0);
        if common {
            return Err(PinError::Common);
        }
        if looks_like_a_date(&d) {
            return Err(PinError::Date);
        }
        Ok(pin)
    }

    /// The PIN's bytes, what a key is derived from (for a derivation made
    /// outside this crate, e.g. WebCrypto; see [`Key::from_derived`]).
    pub fn bytes(&self) -> &[u8] {
        self.0.as_bytes()
    }
}

/// DDMMYY or DDMMYYYY (a day 1–31 of a month 1–12), or a year from 1940
/// to 2029 as the first or last four digits.
fn looks_like_a_date(d: &[u8]) -> bool {
    let n = |ds: &[u8]| ds.iter().fold(0u32, |acc, &x| acc * 10 + u32::from(x));
    let day_month = |ds: &[u8]| (1..=31).contains(&n(&ds[..2])) && (1..=12).contains(&n(&ds[2..4]));
    let year = |ds: &[u8]| (1940..=2029).contains(&n(ds));
    match d.len() {
        6 => day_month(d) || year(&d[..4]) || year(&d[2..]),
        8 => (day_month(d) && year(&d[4..])) || year(&d[..4]) || year(&d[4..]),
        _ => false,
    }
}

impl fmt::Debug for Pin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Pin(…)")
    }
}

/// Wrong PINs typed into one hand before the app makes the next one wait.
pub const FREE_TRIES: u32 = 5;

/// How long the app makes a player wait before the next PIN after
/// `failures` wrong ones in a row on one hand (issue 32: wrong PINs were
/// never limited): nothing for the first [`FREE_TRIES`], then 30 s,
/// doubling with each further wrong PIN, at most an hour. The page keeps
/// the count with the hand, so a reload does not reset it. (It slows a
/// guesser at the phone; one holding a copy of the envelope is slowed by
/// the key's cost alone, [`KdfParams::DEFAULT`].)
///
/// ```
/// use shturman_hand::cipher::pin_wait_ms;
/// assert_eq!(pin_wait_ms(4), 0);
/// assert_eq!(pin_wait_ms(5), 30_000);
/// assert_eq!(pin_wait_ms(6), 60_000);
/// assert_eq!(pin_wait_ms(40), 3_600_000);
/// ```
pub fn pin_wait_ms(failures: u32) -> u64 {
    if failures < FREE_TRIES {
        return 0;
    }
    let doublings = (failures - FREE_TRIES).min(7);
    (30_000u64 << doublings).min(3_600_000)
}

/// How a key is derived from a PIN, with its cost. The envelope's
/// `kdf.alg` names the variant.
///
/// A key bound to a device's key is PBKDF2-HMAC-SHA256 ([`KdfParams::DEFAULT`]),
/// which the browser derives off the page's thread (WebCrypto's
/// `deriveBits`); the host derives the same bits with the `pbkdf2` crate.
/// A key bound to none — the desktop app, the LAN page, whose copied file
/// is all an attacker needs — is Argon2id ([`KdfParams::UNBOUND`], issue
/// 46), memory-hard, so a graphics card guesses it far slower; the page
/// derives it in a Web Worker, the host with the `argon2` crate. Version 1
/// envelopes (Argon2id at 64 MiB, 4 passes) are still read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "alg")]
pub enum KdfParams {
    /// Version 1: memory in KiB, passes, lanes.
    #[serde(rename = "argon2id")]
    Argon2id { m_kib: u32, t: u32, p: u32 },
    /// Version 2: PBKDF2 with HMAC-SHA256, 32 bytes out.
    #[serde(rename = "pbkdf2-sha256")]
    Pbkdf2Sha256 { iterations: u32 },
}

impl KdfParams {
    /// What this build writes: PBKDF2-HMAC-SHA256, 1 400 000 iterations —
    /// one guess takes ≥ 0.2 s in the browser's WebCrypto on the CI
    /// machine (the browser test `hand_kdf` prints it: 1 200 000 took
    /// 186 ms at best on a quiet run, so ≈ 217 ms now) and natively
    /// (`cargo bench -p shturman-hand --bench kdf`). Hands written with
    /// fewer iterations carry their count and still open.
    pub const DEFAULT: KdfParams = KdfParams::Pbkdf2Sha256 {
        iterations: 1_400_000,
    };

    /// What this build writes for a key bound to no device key (issue 46:
    /// the desktop app's `hands/` files and the LAN page's hands were
    /// PBKDF2 alone, all 10⁶ six-digit PINs ≈ 2.6 min on one RTX 4090):
    /// Argon2id, 64 MiB, 3 passes, 1 lane — the cost of hashcat's own
    /// Argon2id test hash, whose published speed on an RTX 4090 is 1 667
    /// guesses a second (hashcat pull request 4284), so 10⁶ PINs take ≈ 10
    /// min there, and 64 MiB a guess caps how many run at once. The page's
    /// worker derives it in ≈ 2.1 s on one core of the CI machine (the
    /// browser test `hand_kdf` prints it), natively ≈ 0.2 s
    /// (`cargo bench -p shturman-hand --bench kdf`).
    pub const UNBOUND: KdfParams = KdfParams::Argon2id {
        m_kib: 64 * 1024,
        t: 3,
        p: 1,
    };

    /// What this build writes for a key: [`KdfParams::DEFAULT`] when it is
    /// bound to a device's key (a copy of the file alone cannot be tested),
    /// [`KdfParams::UNBOUND`] when it is not.
    pub fn for_key(bound: bool) -> KdfParams {
        if bound {
            KdfParams::DEFAULT
        } else {
            KdfParams::UNBOUND
        }
    }

    /// What version 1 wrote (Argon2id 64 MiB, 4 passes, 1 lane): still read.
    pub const ARGON2_V1: KdfParams = KdfParams::Argon2id {
        m_kib: 64 * 1024,
        t: 4,
        p: 1,
    };

    /// The fewest PBKDF2 iterations an envelope may ask for: one asking
    /// for fewer is damaged or planted, never opened (issue 32) — the PIN
    /// typed into it would be tested at a fraction of the cost.
    pub const MIN_ITERATIONS: u32 = 100_000;

    /// The cheapest an envelope may be: only for tests of the envelope
    /// itself.
    pub const TEST: KdfParams = KdfParams::Pbkdf2Sha256 {
        iterations: KdfParams::MIN_ITERATIONS,
    };

    /// The most memory an envelope may ask for: a planted file must not
    /// make the phone allocate gigabytes (the page's worker holds it in
    /// one array; 4× what this build writes).
    pub const MAX_M_KIB: u32 = 256 * 1024;

    /// The most passes an envelope may ask for (same reason).
    pub const MAX_T: u32 = 64;

    /// The most Argon2id work an envelope may ask for, memory × passes in
    /// KiB: 16× what this build writes (≈ 30 s in the page's worker).
    pub const MAX_WORK_KIB: u64 = 16 * 3 * 64 * 1024;

    /// The most PBKDF2 iterations an envelope may ask for (same reason).
    pub const MAX_ITERATIONS: u32 = 20_000_000;

    /// The envelope's `kdf.alg` for these parameters.
    pub fn alg(&self) -> &'static str {
        match self {
            KdfParams::Argon2id { .. } => "argon2id",
            KdfParams::Pbkdf2Sha256 { .. } => "pbkdf2-sha256",
        }
    }

    /// Refuse a cost out of bounds (before any work): one costing more
    /// than a phone can give is [`CipherError::TooCostly`], with its figures.
    pub fn check(&self) -> Result<(), CipherError> {
        let ok = match *self {
            KdfParams::Argon2id { m_kib, t, p } => {
                let work = u64::from(m_kib) * u64::from(t);
                if m_kib > KdfParams::MAX_M_KIB
                    || t > KdfParams::MAX_T
                    || work > KdfParams::MAX_WORK_KIB
                {
                    return Err(CipherError::TooCostly {
                        m_kib,
                        t,
                        max_m_kib: KdfParams::MAX_M_KIB,
                    });
                }
                // no least memory: version 1's own test hands asked for
                // 64 KiB, and still open (the `argon2` crate's least is 8)
                m_kib >= 8 && t >= 1 && p == 1
            }
            KdfParams::Pbkdf2Sha256 { iterations } => {
                (KdfParams::MIN_ITERATIONS..=KdfParams::MAX_ITERATIONS).contains(&iterations)
            }
        };
        if ok {
            Ok(())
        } else {
            Err(CipherError::BadParameters)
        }
    }

    /// The key for `pin` with `salt`, derived here (slow on purpose).
    fn derive(&self, pin: &[u8], salt: &[u8; 16]) -> Result<[u8; 32], CipherError> {
        self.check()?;
        let mut key = [0u8; 32];
        match *self {
            // p is 1, checked
            KdfParams::Argon2id { m_kib, t, .. } => argon2id(pin, salt, m_kib, t, &mut key)?,
            KdfParams::Pbkdf2Sha256 { iterations } => {
                pbkdf2::pbkdf2_hmac::<Sha256>(pin, salt, iterations, &mut key);
            }
        }
        Ok(key)
    }
}

/// PBKDF2-HMAC-SHA256 of `password` and `salt`, `out.len()` bytes: what
/// WebCrypto's `deriveBits({name: "PBKDF2", hash: "SHA-256"})` gives.
///
/// ```
/// // RFC 7914, section 11: PBKDF2-HMAC-SHA256 ("passwd", "salt", c = 1)
/// let mut out = [0u8; 8];
/// shturman_hand::cipher::pbkdf2_sha256(b"passwd", b"salt", 1, &mut out);
/// assert_eq!(out, [0x55, 0xac, 0x04, 0x6e, 0x56, 0xe3, 0x08, 0x9f]);
/// ```
pub fn pbkdf2_sha256(password: &[u8], salt: &[u8], iterations: u32, out: &mut [u8]) {
    pbkdf2::pbkdf2_hmac::<Sha256>(password, salt, iterations, out);
}

/// Argon2id (version 0x13, one lane, no secret or associated data) of
/// `password` and `salt`, `m_kib` KiB, `t` passes, `out.len()` bytes: what
/// the page's worker (`src/state/hand_store/kdf_worker.js`) derives for
/// [`KdfParams::Argon2id`]. Any cost the `argon2` crate takes, unchecked:
/// for known answers; a key checks its cost first ([`KdfParams::check`]).
///
/// ```
/// let mut out = [0u8; 32];
/// shturman_hand::cipher::argon2id(b"password", b"somesalt", 64, 2, &mut out).unwrap();
/// assert_eq!(out[..4], [0x16, 0xa1, 0xa4, 0x98]);
/// ```
pub fn argon2id(
    password: &[u8],
    salt: &[u8],
    m_kib: u32,
    t: u32,
    out: &mut [u8],
) -> Result<(), CipherError> {
    let params =
        Params::new(m_kib, t, 1, Some(out.len())).map_err(|_| CipherError::BadParameters)?;
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
        .hash_password_into(password, salt, out)
        .map_err(|_| CipherError::BadParameters)
}

/// What a sealed text holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Purpose {
    /// The hand as stored on a shared phone.
    Hand,
    /// An export for backup, kept by its owner.
    Backup,
}

/// A key derived from a PIN, with the salt and cost it was derived with.
/// Keep it while the hand is open, so each save does not pay the cost.
#[derive(Clone, PartialEq, Eq)]
pub struct Key {
    key: [u8; 32],
    /// The PIN's bits before a device key was mixed in (= `key` when
    /// none was): a backup is sealed with them, to open on any device.
    pin: [u8; 32],
    salt: [u8; 16],
    params: KdfParams,
    device: Option<DeviceId>,
}

/// Which device key a hand's key is bound to: 9 random bytes the device
/// chose with its key, written in the envelope's header (base64, 12
/// characters) so that a hand from another device is told apart from a
/// wrong PIN. The device key itself never leaves the device (issue 32: a
/// copied file alone cannot be tested offline).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DeviceId(pub [u8; 9]);

impl DeviceId {
    /// The header's form: base64 of the 9 bytes.
    pub fn text(&self) -> String {
        B64.encode(self.0)
    }

    /// Read the header's form; anything but base64 of 9 bytes is damaged.
    pub fn parse(text: &str) -> Result<DeviceId, CipherError> {
        decode(text).map(DeviceId)
    }
}

impl fmt::Debug for Key {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Key({:?}, …)", self.params)
    }
}

impl Key {
    /// A new key for `pin`, with a new random salt (a new hand, or a new
    /// PIN).
    pub fn new<R: CryptoRng + ?Sized>(
        pin: &Pin,
        params: KdfParams,
        rng: &mut R,
    ) -> Result<Key, CipherError> {
        Key::derive(pin, params, Key::new_salt(rng))
    }

    /// The key for `pin` with this salt and cost (what unlocking does),
    /// derived here, on this thread.
    pub fn derive(pin: &Pin, params: KdfParams, salt: [u8; 16]) -> Result<Key, CipherError> {
        let key = params.derive(pin.0.as_bytes(), &salt)?;
        Ok(Key::of_pin(key, salt, params))
    }

    /// A key derived elsewhere (the browser's WebCrypto, off the page's
    /// thread) from [`Pin::bytes`] with this salt and cost. A wrong key
    /// only fails to open envelopes ([`CipherError::WrongPin`]).
    pub fn from_derived(
        key: [u8; 32],
        params: KdfParams,
        salt: [u8; 16],
    ) -> Result<Key, CipherError> {
        params.check()?;
        Ok(Key::of_pin(key, salt, params))
    }

    /// The PIN's key as derived, bound to no device.
    fn of_pin(key: [u8; 32], salt: [u8; 16], params: KdfParams) -> Key {
        Key {
            key,
            pin: key,
            salt,
            params,
            device: None,
        }
    }

    /// This key bound to a device: `mixed` is what the device's key made
    /// of [`Key::pin_bits`] (an HMAC the page cannot compute without the
    /// device, whose key it cannot read out). Envelopes sealed with it
    /// name `device` and open only with the same binding.
    pub fn bound(self, mixed: [u8; 32], device: DeviceId) -> Key {
        Key {
            key: mixed,
            device: Some(device),
            ..self
        }
    }

    /// The PIN's derived bits, before any device key: what a device key
    /// is applied to.
    pub fn pin_bits(&self) -> [u8; 32] {
        self.pin
    }

    /// The device this key is bound to, if any.
    pub fn device(&self) -> Option<DeviceId> {
        self.device
    }

    /// The same key unbound from any device: a backup is sealed with it,
    /// so that it opens on another device with the PIN alone.
    pub fn unbound(&self) -> Key {
        Key {
            key: self.pin,
            device: None,
            ..self.clone()
        }
    }

    /// A new random salt (a new hand, or a new PIN), for
    /// [`Key::from_derived`].
    pub fn new_salt<R: CryptoRng + ?Sized>(rng: &mut R) -> [u8; 16] {
        let mut salt = [0u8; 16];
        rng.fill_bytes(&mut salt);
        salt
    }

    pub fn params(&self) -> KdfParams {
        self.params
    }

    pub fn salt(&self) -> [u8; 16] {
        self.salt
    }
}

/// Why a sealed text did not open.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, thiserror::Error)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum CipherError {
    /// Not a Shturman hand at all.
    #[error("not a sealed Shturman hand")]
    NotAnEnvelope,
    /// Written by a newer app.
    #[error(
        "an envelope of version {found}, written by a newer app; this one reads up to {supported}"
    )]
    NewerVersion { found: u32, supported: u32 },
    /// An algorithm this build does not know.
    #[error("an algorithm this build does not know")]
    UnknownAlgorithm,
    /// A cost out of the accepted bounds (too cheap, or malformed).
    #[error("a key cost out of the accepted bounds")]
    BadParameters,
    /// A key costing more than this build gives one: `m_kib` KiB of
    /// memory (at most `max_m_kib`) and `t` passes — planted or damaged
    /// (issue 46: a hostile envelope must not make the phone allocate
    /// gigabytes), refused before any work.
    #[error(
        "a key asking for {m_kib} KiB of memory and {t} passes; this app gives at most {max_m_kib} KiB"
    )]
    TooCostly { m_kib: u32, t: u32, max_m_kib: u32 },
    /// The text is damaged (cut, edited, a bad character).
    #[error("a damaged sealed hand")]
    Damaged,
    /// The PIN does not open it.
    #[error("the PIN does not open it")]
    WrongPin,
    /// It opened, but holds no hand this build reads.
    #[error("it opened but holds no hand this build reads")]
    BadContent,
    /// Its key is bound to a device key ([`Kdf::device`]) this page does
    /// not hold: sealed on another device, or the device's key is gone.
    #[error("its key is bound to a device key this page does not hold")]
    OtherDevice,
}

/// The public header of a sealed hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Header {
    pub format: String,
    pub version: u32,
    pub purpose: Purpose,
    pub game: Uuid,
    pub player: PlayerId,
    pub kdf: Kdf,
    pub aead: AeadInfo,
}

impl Header {
    /// Written by this build's envelope version at this build's cost, and
    /// bound to `device` — the device key the page holds, if any: an
    /// envelope that is not should be sealed again once opened (an older
    /// one shows its hand's size; an unbound one can be tested offline
    /// with the file alone).
    pub fn is_current(&self, device: Option<DeviceId>) -> bool {
        self.version == ENVELOPE_VERSION
            && self.kdf.params == KdfParams::for_key(device.is_some())
            && self.kdf.device == device.map(|d| d.text())
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Kdf {
    /// `alg` ("pbkdf2-sha256"; "argon2id" in version 1) and the cost.
    #[serde(flatten)]
    pub params: KdfParams,
    /// Base64 of 16 bytes.
    pub salt: String,
    /// Version 4: the device key the PIN's key is bound to
    /// ([`DeviceId::text`]); absent when it is not bound.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub device: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AeadInfo {
    /// "xchacha20poly1305".
    pub alg: String,
    /// Base64 of 24 bytes.
    pub nonce: String,
}

#[derive(Serialize, Deserialize)]
struct Envelope {
    header: Header,
    /// Base64 of the ciphertext (with its tag).
    ciphertext: String,
    /// Base64 of SHA-256(ciphertext): tells a damaged file from a wrong PIN.
    digest: String,
}

/// The hand sealed under `key`: the envelope text to store (or export,
/// with [`Purpose::Backup`]). A new nonce from `rng` each time.
pub fn lock<R: CryptoRng + ?Sized>(
    hand: &Hand,
    key: &Key,
    purpose: Purpose,
    rng: &mut R,
) -> String {
    let mut nonce = [0u8; 24];
    rng.fill_bytes(&mut nonce);
    let header = Header {
        format: FORMAT.to_string(),
        version: ENVELOPE_VERSION,
        purpose,
        game: hand.game,
        player: hand.player,
        kdf: Kdf {
            params: key.params,
            salt: B64.encode(key.salt),
            device: key.device.map(|d| d.text()),
        },
        aead: AeadInfo {
            alg: "xchacha20poly1305".to_string(),
            nonce: B64.encode(nonce),
        },
    };
    let aad = serde_json::to_vec(&header).expect("a header always serialises");
    let plain = padded(serde_json::to_vec(hand).expect("a hand always serialises"));
    let ciphertext = XChaCha20Poly1305::new((&key.key).into())
        .encrypt(
            XNonce::from_slice(&nonce),
            Payload {
                msg: &plain,
                aad: &aad,
            },
        )
        .expect("XChaCha20-Poly1305 encrypts any message a phone holds");
    let envelope = Envelope {
        header,
        digest: B64.encode(Sha256::digest(&ciphertext)),
        ciphertext: B64.encode(ciphertext),
    };
    serde_json::to_string(&envelope).expect("an envelope always serialises")
}

/// The hand's JSON padded with spaces (which JSON ignores after the
/// value) to a whole number of [`PAD_BLOCK`] bytes.
fn padded(mut plain: Vec<u8>) -> Vec<u8> {
    let len = plain.len().div_ceil(PAD_BLOCK).max(1) * PAD_BLOCK;
    plain.resize(len, b' ');
    plain
}

/// Read the public header without the PIN (whose hand is it?).
pub fn header(text: &str) -> Result<Header, CipherError> {
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|_| CipherError::NotAnEnvelope)?;
    let h = value.get("header").ok_or(CipherError::NotAnEnvelope)?;
    if h.get("format").and_then(serde_json::Value::as_str) != Some(FORMAT) {
        return Err(CipherError::NotAnEnvelope);
    }
    let version = h
        .get("version")
        .and_then(serde_json::Value::as_u64)
        .ok_or(CipherError::Damaged)?;
    if version > u64::from(ENVELOPE_VERSION) {
        return Err(CipherError::NewerVersion {
            found: u32::try_from(version).unwrap_or(u32::MAX),
            supported: ENVELOPE_VERSION,
        });
    }
    let alg = h
        .get("kdf")
        .and_then(|k| k.get("alg"))
        .and_then(serde_json::Value::as_str);
    if !matches!(alg, Some("argon2id" | "pbkdf2-sha256")) {
        return Err(CipherError::UnknownAlgorithm);
    }
    let header: Header = serde_json::from_value(h.clone()).map_err(|_| CipherError::Damaged)?;
    if header.aead.alg != "xchacha20poly1305" {
        return Err(CipherError::UnknownAlgorithm);
    }
    header.kdf.params.check()?;
    if let Some(d) = &header.kdf.device {
        DeviceId::parse(d)?;
    }
    Ok(header)
}

/// A sealed hand opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unlocked {
    pub hand: Hand,
    /// Keep it to lock the hand again without paying the cost.
    pub key: Key,
    pub purpose: Purpose,
}

/// Open a sealed hand with its owner's PIN (derives the key: ≥ 0.2 s).
pub fn unlock(text: &str, pin: &Pin) -> Result<Unlocked, CipherError> {
    let h = header(text)?;
    let salt: [u8; 16] = decode(&h.kdf.salt)?;
    let key = Key::derive(pin, h.kdf.params, salt)?;
    let hand = unlock_with(text, &key)?;
    Ok(Unlocked {
        hand,
        key,
        purpose: h.purpose,
    })
}

/// What deriving the key of a sealed hand needs: its cost and salt (read
/// from the header, checked, without the PIN). Derive the bits elsewhere,
/// then [`Key::from_derived`] and [`unlock_key`].
pub fn kdf_of(text: &str) -> Result<(KdfParams, [u8; 16]), CipherError> {
    let h = header(text)?;
    Ok((h.kdf.params, decode(&h.kdf.salt)?))
}

/// The device key a sealed hand's key is bound to, if any: the caller
/// binds the derived key with it ([`Key::bound`]) before [`unlock_key`].
pub fn device_of(text: &str) -> Result<Option<DeviceId>, CipherError> {
    header(text)?
        .kdf
        .device
        .as_deref()
        .map(DeviceId::parse)
        .transpose()
}

/// Open a sealed hand with a key derived elsewhere for it ([`kdf_of`]).
pub fn unlock_key(text: &str, key: Key) -> Result<Unlocked, CipherError> {
    let h = header(text)?;
    let hand = unlock_with(text, &key)?;
    Ok(Unlocked {
        hand,
        key,
        purpose: h.purpose,
    })
}

/// Open a sealed hand with a key already derived (same salt and cost).
pub fn unlock_with(text: &str, key: &Key) -> Result<Hand, CipherError> {
    let h = header(text)?;
    let envelope: Envelope = serde_json::from_str(text).map_err(|_| CipherError::Damaged)?;
    let salt: [u8; 16] = decode(&h.kdf.salt)?;
    if salt != key.salt || h.kdf.params != key.params {
        return Err(CipherError::WrongPin);
    }
    let device = h.kdf.device.as_deref().map(DeviceId::parse).transpose()?;
    if device != key.device {
        return Err(CipherError::OtherDevice);
    }
    let nonce: [u8; 24] = decode(&h.aead.nonce)?;
    let ciphertext = B64
        .decode(&envelope.ciphertext)
        .map_err(|_| CipherError::Damaged)?;
    let digest: [u8; 32] = decode(&envelope.digest)?;
    if Sha256::digest(&ciphertext)[..] != digest[..] {
        return Err(CipherError::Damaged);
    }
    let aad = serde_json::to_vec(&h).expect("a header always serialises");
    let plain = XChaCha20Poly1305::new((&key.key).into())
        .decrypt(
            XNonce::from_slice(&nonce),
            Payload {
                msg: &ciphertext,
                aad: &aad,
            },
        )
        .map_err(|_| CipherError::WrongPin)?;
    let mut hand: Hand = serde_json::from_slice(&plain).map_err(|_| CipherError::BadContent)?;
    if hand.version > HAND_VERSION || hand.game != h.game || hand.player != h.player {
        return Err(CipherError::BadContent);
    }
    // read into this build's form: sealed again, it is written so
    hand.version = HAND_VERSION;
    Ok(hand)
}

/// Base64 of exactly N bytes.
fn decode<const N: usize>(text: &str) -> Result<[u8; N], CipherError> {
    B64.decode(text)
        .ok()
        .and_then(|v| <[u8; N]>::try_from(v).ok())
        .ok_or(CipherError::Damaged)
}

/// A stored hand's record text: its envelope, and the envelopes a reset
/// retired ("Forgot the PIN?" never deletes a hand, issue 32: the old one
/// opens again with its own PIN). Written as the current envelope with a
/// field `kept`, the retired envelopes' texts, newest first; an envelope
/// alone (every record before) is a record with nothing kept.
///
/// ```
/// use shturman_hand::cipher::{record, record_envelopes};
/// let one = r#"{"header":{"v":1}}"#;
/// let two = r#"{"header":{"v":2}}"#;
/// let both = record(two, &[one.to_string()]);
/// assert_eq!(record_envelopes(&both).len(), 2);
/// assert_eq!(record_envelopes(one), vec![one.to_string()]);
/// ```
pub fn record(current: &str, kept: &[String]) -> String {
    let Ok(serde_json::Value::Object(mut o)) = serde_json::from_str::<serde_json::Value>(current)
    else {
        return current.to_string();
    };
    o.remove("kept");
    if !kept.is_empty() {
        o.insert(
            "kept".into(),
            serde_json::Value::Array(
                kept.iter()
                    .cloned()
                    .map(serde_json::Value::String)
                    .collect(),
            ),
        );
    }
    serde_json::Value::Object(o).to_string()
}

/// The envelopes of a stored hand's record: the current one first, then
/// those a reset retired, newest first (see [`record`]).
pub fn record_envelopes(text: &str) -> Vec<String> {
    let Ok(serde_json::Value::Object(mut o)) = serde_json::from_str::<serde_json::Value>(text)
    else {
        return vec![text.to_string()];
    };
    let kept = o.remove("kept");
    let mut out = vec![serde_json::Value::Object(o).to_string()];
    if let Some(serde_json::Value::Array(k)) = kept {
        out.extend(k.into_iter().filter_map(|e| e.as_str().map(str::to_string)));
    }
    out
}

/// A hand's backup (or any envelope of this player's hand) added to the
/// stored record of `game` and `player`, beside its envelope as a reset
/// keeps one: the PIN it was made under then opens it (issue 32: a backup
/// could be exported but never restored). The new record's text; an
/// envelope of another game or player is refused as [`CipherError::BadContent`].
///
/// ```
/// use shturman_hand::cipher::{restore, CipherError};
/// use shturman_game::PlayerId;
/// let nil = uuid::Uuid::nil();
/// assert_eq!(restore(None, "not a backup", nil, PlayerId(0)), Err(CipherError::NotAnEnvelope));
/// ```
pub fn restore(
    stored: Option<&str>,
    backup: &str,
    game: Uuid,
    player: PlayerId,
) -> Result<String, CipherError> {
    let h = header(backup)?;
    if h.game != game || h.player != player {
        return Err(CipherError::BadContent);
    }
    let Some(stored) = stored else {
        return Ok(record(backup, &[]));
    };
    let mut all = record_envelopes(stored);
    let current = all.remove(0);
    if current != backup && !all.iter().any(|e| e == backup) {
        all.push(backup.to_string());
    }
    Ok(record(&current, &all))
}
