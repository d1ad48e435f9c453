//! Seals (§6, convention 11): the table's only knowledge of a captain card
//! that is face down. This module owns the commitment scheme and the
//! secret parts the owner's hand keeps: [`Salt`], [`Seal`], the proof that
//! opens a card ([`Proof`]) and a seal with its secret ([`SealSecret`]).
//!
//! A seal is the first 16 bytes (128 bits) of SHA-256 over the UTF-8 text
//! `shturman-seal-v2|<game uuid>|<ship uuid>|<captain code>|<salt hex>`
//! (uuids lowercase and hyphenated), so the first 32 hex characters of
//! `printf %s '…' | sha256sum` check one by hand. Half the hash keeps the
//! codes a player types short (issue 33, item 12) and still binds: to make
//! one seal that opens as two captains, the owner would have to find a
//! collision of 128 bits, about 2^64 hashes. Seals made before kept the
//! whole hash (32 bytes, 64 hex characters) and still open. The game id
//! binds a seal to one game and the ship id to one placement: a proof
//! made for another game or another ship never opens it. The salt (at
//! least 128 random bits, from the owner's device) keeps the four
//! possible captains from being tried one by one.
//!
//! A reveal must not be replayable (issue 46 #12): its salts are on the
//! log for everyone, and a card turned face down again could be turned up
//! by anyone typing them. So a hand's salt is the end of a hash chain: it
//! is [`CHAIN_LINKS`] times [`link`] of a secret root, [`CHAIN_SALT_BYTES`]
//! long (a length no salt had before, so older salts are told apart and
//! keep their old rule). The first reveal shows the salt itself; each
//! later reveal of the same placement shows the link before the last one
//! shown — which only the root's holder can compute, and the table checks
//! with one hash ([`Proof::follows`]). A proof already shown is refused.
//!
//! A card that moves (taken off in a port and given again, or carried onto
//! a captured ship) gets a new seal for each placement. Opening it takes
//! the salt of every seal it has had, oldest first, all with the same
//! captain: so a card cannot be swapped for another one while it waits in
//! a port.

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use shturman_rules::Captain;
use std::fmt;
use std::str::FromStr;
use uuid::Uuid;

/// Hex characters of the short form shown to the eyes; the full hash is
/// what the table checks.
pub const SHORT_LEN: usize = 8;

/// Bytes of the hash a seal keeps (seals made before kept all 32).
pub const SEAL_LEN: usize = 16;

/// Shortest salt, in hex characters (128 bits).
pub const MIN_SALT_HEX: usize = 32;

/// Longest salt, in hex characters (512 bits): a bound for the codes.
pub const MAX_SALT_HEX: usize = 128;

/// Bytes of a chained salt (see the module's note): 20, a length no salt
/// had before chains (they had 16).
pub const CHAIN_SALT_BYTES: usize = 20;

/// Links a hand's chain has: how many times one placement of a card may be
/// revealed (each reveal shows one link back).
pub const CHAIN_LINKS: u32 = 256;

/// Links a later reveal may skip: a reveal code made and never carried to
/// the table, or a reveal undone, leaves the hand a link or more ahead.
pub const MAX_SKIPPED_LINKS: u32 = 16;

/// One step of a reveal chain: the first [`CHAIN_SALT_BYTES`] bytes of
/// SHA-256 over `shturman-reveal-link|<salt hex>`.
///
/// ```
/// use shturman_game::seal::{link, Salt, CHAIN_SALT_BYTES};
/// let root = Salt::from_slice(&[3; CHAIN_SALT_BYTES]).unwrap();
/// assert!(link(&root).is_chained());
/// assert_ne!(link(&root), root);
/// ```
pub fn link(salt: &Salt) -> Salt {
    let d = Sha256::digest(format!("shturman-reveal-link|{}", salt.as_str()).as_bytes());
    Salt(hex(&d[..CHAIN_SALT_BYTES]))
}

/// The secret random part of a seal: lowercase hex, an even number of
/// characters, [`MIN_SALT_HEX`]..=[`MAX_SALT_HEX`] of them.
///
/// ```
/// use shturman_game::seal::{Salt, SaltError};
/// let s = Salt::from_bytes([0xab; 16]);
/// assert_eq!(s.as_str(), "abababababababababababababababab");
/// assert_eq!(Salt::new("ABABABABABABABABABABABABABABABAB"), Ok(s));
/// assert_eq!(Salt::new("abcd"), Err(SaltError::TooShort { len: 4, min: 32 }));
/// ```
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Salt(String);

/// Why a text is not a salt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, thiserror::Error)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum SaltError {
    #[error("a salt of {len} characters; at least {min}")]
    TooShort { len: usize, min: usize },
    #[error("a salt of {len} characters; at most {max}")]
    TooLong { len: usize, max: usize },
    /// Character `at` (from 0) is not a hex digit.
    #[error("character {at} of the salt is not a hex digit")]
    NotHex { at: usize },
    /// Hex comes in pairs (whole bytes).
    #[error("a salt of {len} hex digits: an odd number")]
    OddLength { len: usize },
}

impl Salt {
    /// A salt from its text (upper case is folded to lower case).
    pub fn new(text: &str) -> Result<Salt, SaltError> {
        if let Some(at) = text.chars().position(|c| !c.is_ascii_hexdigit()) {
            return Err(SaltError::NotHex { at });
        }
        let len = text.len();
        if len < MIN_SALT_HEX {
            return Err(SaltError::TooShort {
                len,
                min: MIN_SALT_HEX,
            });
        }
        if len > MAX_SALT_HEX {
            return Err(SaltError::TooLong {
                len,
                max: MAX_SALT_HEX,
            });
        }
        if len % 2 == 1 {
            return Err(SaltError::OddLength { len });
        }
        Ok(Salt(text.to_ascii_lowercase()))
    }

    /// The salt of 16 random bytes (what the hands make).
    pub fn from_bytes(bytes: [u8; 16]) -> Salt {
        Salt(hex(&bytes))
    }

    /// The salt of raw bytes (a code carries them so), 16..=64 of them.
    pub fn from_slice(bytes: &[u8]) -> Result<Salt, SaltError> {
        Salt::new(&hex(bytes))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Is this a chained salt ([`CHAIN_SALT_BYTES`] long), whose later
    /// reveals show fresh links?
    pub fn is_chained(&self) -> bool {
        self.0.len() == 2 * CHAIN_SALT_BYTES
    }

    /// The raw bytes (half as many as hex characters).
    pub fn to_bytes(&self) -> Vec<u8> {
        self.0
            .as_bytes()
            .chunks(2)
            .map(|pair| (nibble(pair[0]) << 4) | nibble(pair[1]))
            .collect()
    }
}

impl TryFrom<String> for Salt {
    type Error = SaltError;
    fn try_from(s: String) -> Result<Salt, SaltError> {
        Salt::new(&s)
    }
}

impl From<Salt> for String {
    fn from(s: Salt) -> String {
        s.0
    }
}

impl fmt::Debug for Salt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Salt({})", self.0)
    }
}

/// A SHA-256 seal over (game, ship, captain, salt): its first
/// [`SEAL_LEN`] bytes, written as 32 lowercase hex characters (a seal
/// made before holds all 32 bytes, 64 characters).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Seal([u8; 32]);

/// A text that is not 32 (or, made before, 64) hex characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, thiserror::Error)]
#[error("a seal is 32 hex characters (64 for a seal made before)")]
pub struct BadSeal;

impl Seal {
    /// The seal of `captain` placed on `ship` in `game` with `salt`.
    ///
    /// ```
    /// use shturman_game::seal::{Salt, Seal};
    /// use shturman_rules::Captain;
    /// use uuid::Uuid;
    /// let (game, ship) = (Uuid::from_u128(1), Uuid::from_u128(2));
    /// let salt = Salt::from_bytes([7; 16]);
    /// let seal = Seal::new(game, ship, Captain::Target, &salt);
    /// assert!(seal.opens(game, ship, Captain::Target, &salt));
    /// assert!(!seal.opens(game, ship, Captain::Swift, &salt));
    /// assert_eq!(seal.to_hex().len(), 32);
    /// assert_eq!(seal.short().len(), 8);
    /// ```
    pub fn new(game: Uuid, ship: Uuid, captain: Captain, salt: &Salt) -> Seal {
        let mut kept = [0u8; SEAL_LEN];
        kept.copy_from_slice(&hash(game, ship, captain, salt)[..SEAL_LEN]);
        Seal::from_kept(kept)
    }

    /// True if (game, ship, captain, salt) hash to this seal (to its 16
    /// bytes, or to all 32 for a seal made before).
    pub fn opens(&self, game: Uuid, ship: Uuid, captain: Captain, salt: &Salt) -> bool {
        let kept = self.as_bytes();
        hash(game, ship, captain, salt)[..kept.len()] == *kept
    }

    /// A seal of the whole hash, as seals were made before (32 bytes); a
    /// hash whose last 16 bytes are zero reads as a seal of 16 (one in
    /// 2^128).
    pub const fn from_bytes(bytes: [u8; 32]) -> Seal {
        Seal(bytes)
    }

    /// A seal of [`SEAL_LEN`] bytes, as seals are made now.
    pub fn from_kept(kept: [u8; SEAL_LEN]) -> Seal {
        let mut bytes = [0u8; 32];
        bytes[..SEAL_LEN].copy_from_slice(&kept);
        Seal(bytes)
    }

    /// Is this a seal of [`SEAL_LEN`] bytes (not one of the whole hash)?
    pub fn is_kept_short(&self) -> bool {
        self.0[SEAL_LEN..].iter().all(|&b| b == 0)
    }

    /// The bytes the seal holds: [`SEAL_LEN`], or 32 for a seal made
    /// before.
    pub fn as_bytes(&self) -> &[u8] {
        if self.is_kept_short() {
            &self.0[..SEAL_LEN]
        } else {
            &self.0
        }
    }

    /// The seal in hex: 32 characters (64 for a seal made before).
    pub fn to_hex(&self) -> String {
        hex(self.as_bytes())
    }

    /// The short form for the eyes: the first [`SHORT_LEN`] hex characters.
    pub fn short(&self) -> String {
        hex(&self.0[..SHORT_LEN / 2])
    }
}

/// SHA-256 of a seal's documented preimage.
fn hash(game: Uuid, ship: Uuid, captain: Captain, salt: &Salt) -> [u8; 32] {
    let preimage = format!(
        "shturman-seal-v2|{}|{}|{}|{}",
        game.hyphenated(),
        ship.hyphenated(),
        captain.code(),
        salt.as_str()
    );
    Sha256::digest(preimage.as_bytes()).into()
}

impl FromStr for Seal {
    type Err = BadSeal;
    fn from_str(s: &str) -> Result<Seal, BadSeal> {
        let b = s.as_bytes();
        if !(b.len() == 2 * SEAL_LEN || b.len() == 64) || !b.iter().all(u8::is_ascii_hexdigit) {
            return Err(BadSeal);
        }
        let mut out = [0u8; 32];
        for (i, pair) in b.chunks(2).enumerate() {
            out[i] = (nibble(pair[0]) << 4) | nibble(pair[1]);
        }
        Ok(Seal(out))
    }
}

impl TryFrom<String> for Seal {
    type Error = BadSeal;
    fn try_from(s: String) -> Result<Seal, BadSeal> {
        s.parse()
    }
}

impl From<Seal> for String {
    fn from(s: Seal) -> String {
        s.to_hex()
    }
}

impl fmt::Debug for Seal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Seal({})", self.short())
    }
}

/// One placement of a sealed card: the ship it was sealed for and the
/// seal. The table keeps every placement of a card, oldest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Placement {
    pub ship: Uuid,
    pub seal: Seal,
}

/// What the owner shows to turn a card face up: its captain and the salt
/// of every seal the card has had, oldest first.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Proof {
    pub captain: Captain,
    pub salts: Vec<Salt>,
}

/// Why a proof does not open a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ProofFailure {
    /// One salt per seal is needed.
    Length { seals: usize, salts: usize },
    /// The salt of placement `placement` (from 0, oldest first) with the
    /// claimed captain does not hash to that placement's seal.
    Mismatch { placement: usize },
    /// The proof is the one last shown for this card: its salts are on the
    /// log, so anyone could have typed them (a later reveal shows a fresh
    /// link of its chain).
    Replayed,
}

impl Proof {
    /// For a card already shown face up on its current placement with
    /// `shown` as its last salt: does this proof follow it — the same
    /// captain and earlier salts, and a last salt that is a fresh link of
    /// the chain (`shown` reached from it in 1..=[`MAX_SKIPPED_LINKS`]
    /// links)? `None`: `shown` is not chained, the proof is checked
    /// against the seals alone ([`Proof::check`], the rule before chains).
    pub fn follows(
        &self,
        game: Uuid,
        placements: &[Placement],
        shown: &Salt,
    ) -> Option<Result<(), ProofFailure>> {
        if !shown.is_chained() {
            return None;
        }
        let earlier = placements.len().checked_sub(1)?;
        if self.salts.len() != placements.len() {
            return Some(Err(ProofFailure::Length {
                seals: placements.len(),
                salts: self.salts.len(),
            }));
        }
        let fresh = self.salts.last()?;
        // the last link shown, or one shown before it (the chain runs from
        // the later reveals' links to the earlier ones)
        let mut seen = shown.clone();
        for _ in 0..=CHAIN_LINKS {
            if &seen == fresh {
                return Some(Err(ProofFailure::Replayed));
            }
            seen = link(&seen);
        }
        // the earlier placements open as at any reveal
        let before = Proof {
            captain: self.captain,
            salts: self.salts[..earlier].to_vec(),
        };
        if let Err(e) = before.check(game, &placements[..earlier]) {
            return Some(Err(e));
        }
        // the fresh link reaches the one shown last within the links a
        // reveal may skip, and then the salt that opens the current seal
        // with the claimed captain
        let current = &placements[earlier];
        let mut x = fresh.clone();
        let mut met = false;
        for step in 0..=CHAIN_LINKS {
            met |= &x == shown && step <= MAX_SKIPPED_LINKS;
            if met && current.seal.opens(game, current.ship, self.captain, &x) {
                return Some(Ok(()));
            }
            if !x.is_chained() {
                break;
            }
            x = link(&x);
        }
        Some(Err(ProofFailure::Mismatch { placement: earlier }))
    }

    /// Does the proof open the card, its last salt reaching the current
    /// seal through at most [`CHAIN_LINKS`] links (a reveal shown before
    /// opens so: what a reader of a code needs to name its captain, even
    /// for a proof the rules then refuse as replayed)?
    pub fn opens_by_chain(&self, game: Uuid, placements: &[Placement]) -> bool {
        let Some((current, earlier)) = placements.split_last() else {
            return false;
        };
        let Some((fresh, salts)) = self.salts.split_last() else {
            return false;
        };
        let before = Proof {
            captain: self.captain,
            salts: salts.to_vec(),
        };
        if before.check(game, earlier).is_err() {
            return false;
        }
        let mut x = fresh.clone();
        for _ in 0..=CHAIN_LINKS {
            if current.seal.opens(game, current.ship, self.captain, &x) {
                return true;
            }
            if !x.is_chained() {
                return false;
            }
            x = link(&x);
        }
        false
    }

    /// Check the proof against a card's placements in `game`.
    ///
    /// ```
    /// use shturman_game::seal::{Placement, Proof, ProofFailure, Salt, Seal};
    /// use shturman_rules::Captain;
    /// use uuid::Uuid;
    /// let (game, a, b) = (Uuid::from_u128(9), Uuid::from_u128(1), Uuid::from_u128(2));
    /// let (s0, s1) = (Salt::from_bytes([1; 16]), Salt::from_bytes([2; 16]));
    /// let card = [
    ///     Placement { ship: a, seal: Seal::new(game, a, Captain::Rapid, &s0) },
    ///     Placement { ship: b, seal: Seal::new(game, b, Captain::Rapid, &s1) },
    /// ];
    /// let proof = Proof { captain: Captain::Rapid, salts: vec![s0.clone(), s1.clone()] };
    /// assert_eq!(proof.check(game, &card), Ok(()));
    /// // Swapped in port: the second seal is over another captain.
    /// let swapped = [card[0], Placement { ship: b, seal: Seal::new(game, b, Captain::Swift, &s1) }];
    /// let claim = Proof { captain: Captain::Swift, salts: vec![s0, s1] };
    /// assert_eq!(claim.check(game, &swapped), Err(ProofFailure::Mismatch { placement: 0 }));
    /// ```
    pub fn check(&self, game: Uuid, placements: &[Placement]) -> Result<(), ProofFailure> {
        if self.salts.len() != placements.len() {
            return Err(ProofFailure::Length {
                seals: placements.len(),
                salts: self.salts.len(),
            });
        }
        for (i, (p, salt)) in placements.iter().zip(&self.salts).enumerate() {
            if !p.seal.opens(game, p.ship, self.captain, salt) {
                return Err(ProofFailure::Mismatch { placement: i });
            }
        }
        Ok(())
    }
}

/// A seal with its secret, as the owner's hand keeps it: the captain, the
/// ship, the salt, and the seal of the same card's previous placement (so
/// a hand can list a card's salts oldest first for its proof).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SealSecret {
    pub captain: Captain,
    pub ship: Uuid,
    pub salt: Salt,
    pub seal: Seal,
    pub previous: Option<Seal>,
}

impl SealSecret {
    /// Seal `captain` on `ship` in `game` with `salt`.
    pub fn new(
        game: Uuid,
        ship: Uuid,
        captain: Captain,
        salt: Salt,
        previous: Option<Seal>,
    ) -> SealSecret {
        SealSecret {
            captain,
            ship,
            seal: Seal::new(game, ship, captain, &salt),
            salt,
            previous,
        }
    }
}

const HEX: &[u8; 16] = b"0123456789abcdef";

fn hex(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        s.push(char::from(HEX[usize::from(b >> 4)]));
        s.push(char::from(HEX[usize::from(b & 0x0f)]));
    }
    s
}

/// The value of an ASCII hex digit (callers checked it is one).
fn nibble(c: u8) -> u8 {
    match c {
        b'0'..=b'9' => c - b'0',
        b'a'..=b'f' => c - b'a' + 10,
        b'A'..=b'F' => c - b'A' + 10,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game() -> Uuid {
        Uuid::from_u128(0x0123_4567_89ab_4def_8123_4567_89ab_cdef)
    }

    fn ship() -> Uuid {
        Uuid::from_u128(0x67e5_5044_10b1_426f_9247_bb68_0e5f_e0c8)
    }

    #[test]
    fn matches_sha256_of_the_documented_preimage() {
        let salt = Salt::new("a1b2c3d4a1b2c3d4a1b2c3d4a1b2c3d4").unwrap();
        let seal = Seal::new(game(), ship(), Captain::Target, &salt);
        let expected = Sha256::digest(
            b"shturman-seal-v2|01234567-89ab-4def-8123-456789abcdef|67e55044-10b1-426f-9247-bb680e5fe0c8|target|a1b2c3d4a1b2c3d4a1b2c3d4a1b2c3d4",
        );
        assert_eq!(seal.as_bytes()[..], expected[..SEAL_LEN]);
        assert_eq!(seal.to_hex().len(), 32);
        assert_eq!(seal.to_hex().parse::<Seal>(), Ok(seal));
        assert_eq!(seal.short(), seal.to_hex()[..SHORT_LEN]);
    }

    /// Seals made before this kept the whole hash: they read, write and
    /// open as before, and a proof opens a card with both kinds.
    #[test]
    fn a_seal_of_the_whole_hash_still_opens() {
        let salt = Salt::from_bytes([5; 16]);
        let whole = Seal::from_bytes(hash(game(), ship(), Captain::Rapid, &salt));
        assert!(!whole.is_kept_short());
        assert_eq!(whole.to_hex().len(), 64);
        assert_eq!(whole.to_hex().parse::<Seal>(), Ok(whole));
        assert!(whole.opens(game(), ship(), Captain::Rapid, &salt));
        assert!(!whole.opens(game(), ship(), Captain::Swift, &salt));
        let now = Seal::new(game(), ship(), Captain::Rapid, &salt);
        assert_ne!(now, whole);
        assert_eq!(whole.to_hex()[..32], now.to_hex());
        let other = Uuid::from_u128(3);
        let s1 = Salt::from_bytes([6; 16]);
        let card = [
            Placement {
                ship: ship(),
                seal: whole,
            },
            Placement {
                ship: other,
                seal: Seal::new(game(), other, Captain::Rapid, &s1),
            },
        ];
        let proof = Proof {
            captain: Captain::Rapid,
            salts: vec![salt, s1],
        };
        assert_eq!(proof.check(game(), &card), Ok(()));
        assert_eq!("ab".repeat(20).parse::<Seal>(), Err(BadSeal));
    }

    #[test]
    fn a_seal_binds_game_ship_captain_and_salt() {
        let salt = Salt::from_bytes([3; 16]);
        let seal = Seal::new(game(), ship(), Captain::Berserk, &salt);
        assert!(seal.opens(game(), ship(), Captain::Berserk, &salt));
        assert!(!seal.opens(Uuid::from_u128(5), ship(), Captain::Berserk, &salt));
        assert!(!seal.opens(game(), Uuid::from_u128(5), Captain::Berserk, &salt));
        assert!(!seal.opens(game(), ship(), Captain::Rapid, &salt));
        assert!(!seal.opens(game(), ship(), Captain::Berserk, &Salt::from_bytes([4; 16])));
    }

    #[test]
    fn salts_are_hex_of_at_least_128_bits() {
        assert_eq!(
            Salt::new(&"0".repeat(31)),
            Err(SaltError::TooShort { len: 31, min: 32 })
        );
        assert_eq!(
            Salt::new(&"0".repeat(33)),
            Err(SaltError::OddLength { len: 33 })
        );
        assert_eq!(
            Salt::new(&"0".repeat(130)),
            Err(SaltError::TooLong { len: 130, max: 128 })
        );
        assert_eq!(
            Salt::new("salt-0001salt-0001salt-0001salt-"),
            Err(SaltError::NotHex { at: 0 })
        );
        let s = Salt::from_slice(&[
            0xde, 0xad, 0xbe, 0xef, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
        ])
        .unwrap();
        assert_eq!(s.to_bytes()[..4], [0xde, 0xad, 0xbe, 0xef]);
        let json = serde_json::to_string(&s).unwrap();
        assert_eq!(serde_json::from_str::<Salt>(&json).unwrap(), s);
        assert!(serde_json::from_str::<Salt>("\"xyz\"").is_err());
    }

    #[test]
    fn a_proof_needs_every_salt_in_order() {
        let (a, b) = (Uuid::from_u128(1), Uuid::from_u128(2));
        let s = [Salt::from_bytes([1; 16]), Salt::from_bytes([2; 16])];
        let card = [
            Placement {
                ship: a,
                seal: Seal::new(game(), a, Captain::Swift, &s[0]),
            },
            Placement {
                ship: b,
                seal: Seal::new(game(), b, Captain::Swift, &s[1]),
            },
        ];
        let proof = |salts: Vec<Salt>| Proof {
            captain: Captain::Swift,
            salts,
        };
        assert_eq!(proof(s.to_vec()).check(game(), &card), Ok(()));
        assert_eq!(
            proof(vec![s[1].clone()]).check(game(), &card),
            Err(ProofFailure::Length { seals: 2, salts: 1 })
        );
        assert_eq!(
            proof(vec![s[1].clone(), s[0].clone()]).check(game(), &card),
            Err(ProofFailure::Mismatch { placement: 0 })
        );
        assert_eq!(
            proof(s.to_vec()).check(Uuid::from_u128(77), &card),
            Err(ProofFailure::Mismatch { placement: 0 })
        );
    }
}
