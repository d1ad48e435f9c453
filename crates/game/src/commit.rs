//! Captain commitments (digest §6, hidden information): when a captain card
//! is placed face down on a ship, the core stores a salted SHA-256 hash of
//! (ship, captain, salt) and every view shows its short form. When the card
//! is revealed the salt is shown too, so any player can recompute the hash
//! and check the card was not swapped.
//!
//! The preimage is the UTF-8 text `shturman-captain-v1|<ship uuid,
//! lowercase hyphenated>|<captain code>|<salt>`, e.g.
//! `shturman-captain-v1|67e55044-10b1-426f-9247-bb680e5fe0c8|target|a1b2c3d4`,
//! so `printf %s '…' | sha256sum` checks it by hand.

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use shturman_rules::Captain;
use uuid::Uuid;

/// Hex characters of the short form every player sees.
pub const SHORT_LEN: usize = 8;

/// Shortest salt the core accepts (characters). The UI generates salts from
/// OS randomness; the core only refuses ones too short to hide four cards.
pub const MIN_SALT_LEN: usize = 8;

/// A SHA-256 commitment, as 64 lowercase hex characters.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Commitment(String);

impl Commitment {
    /// The commitment to `captain` placed on `ship` with `salt`.
    pub fn new(ship: Uuid, captain: Captain, salt: &str) -> Commitment {
        let preimage = format!(
            "shturman-captain-v1|{}|{}|{}",
            ship.hyphenated(),
            captain.code(),
            salt
        );
        let digest = Sha256::digest(preimage.as_bytes());
        let mut hex = String::with_capacity(64);
        for b in digest {
            hex.push(char::from(HEX[(b >> 4) as usize]));
            hex.push(char::from(HEX[(b & 0x0f) as usize]));
        }
        Commitment(hex)
    }

    /// The full hash, 64 hex characters.
    pub fn as_hex(&self) -> &str {
        &self.0
    }

    /// The short form shown to every player: the first [`SHORT_LEN`] hex
    /// characters.
    pub fn short(&self) -> &str {
        &self.0[..SHORT_LEN.min(self.0.len())]
    }

    /// True if (ship, captain, salt) hash to this commitment.
    pub fn verify(&self, ship: Uuid, captain: Captain, salt: &str) -> bool {
        Commitment::new(ship, captain, salt) == *self
    }
}

const HEX: &[u8; 16] = b"0123456789abcdef";

#[cfg(test)]
mod tests {
    use super::*;

    fn ship() -> Uuid {
        Uuid::from_u128(0x67e5_5044_10b1_426f_9247_bb68_0e5f_e0c8)
    }

    #[test]
    fn matches_sha256_of_the_documented_preimage() {
        // printf %s 'shturman-captain-v1|67e55044-10b1-426f-9247-bb680e5fe0c8|target|a1b2c3d4' | sha256sum
        let c = Commitment::new(ship(), Captain::Target, "a1b2c3d4");
        let expected = Sha256::digest(
            b"shturman-captain-v1|67e55044-10b1-426f-9247-bb680e5fe0c8|target|a1b2c3d4",
        );
        let hex: String = expected.iter().map(|b| format!("{b:02x}")).collect();
        assert_eq!(c.as_hex(), hex);
        assert_eq!(c.as_hex().len(), 64);
        assert_eq!(c.short(), &hex[..8]);
    }

    #[test]
    fn detects_a_swapped_card_or_salt() {
        let c = Commitment::new(ship(), Captain::Target, "saltsalt");
        assert!(c.verify(ship(), Captain::Target, "saltsalt"));
        assert!(!c.verify(ship(), Captain::Swift, "saltsalt"));
        assert!(!c.verify(ship(), Captain::Target, "saltsalT"));
        assert!(!c.verify(Uuid::from_u128(1), Captain::Target, "saltsalt"));
    }

    #[test]
    fn different_captains_give_different_short_forms() {
        let shorts: std::collections::BTreeSet<String> = Captain::ALL
            .iter()
            .map(|c| Commitment::new(ship(), *c, "saltsalt").short().to_string())
            .collect();
        assert_eq!(shorts.len(), 4);
    }
}
