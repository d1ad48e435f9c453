//! An unlocked hand, as the hand store gives it back (a leaf: the store
//! and its wrong-PIN wait both name it).

use shturman_hand::Hand;
use shturman_hand::cipher::Key;

/// An unlocked hand: the key stays in memory while the hand is open, so
/// saving after each action costs nothing.
#[derive(Clone)]
pub struct OpenHand {
    pub hand: Hand,
    pub key: Key,
    pub revision: u64,
}
