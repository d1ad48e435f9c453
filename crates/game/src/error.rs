//! The typed errors of the game core. Each carries the data the UI needs to
//! say, in the player's language, what was refused and why; none holds
//! prose. An action that returns an error changes nothing.

use crate::ids::{CardId, PlayerId, PortId};
use serde::{Deserialize, Serialize};
use shturman_rules::card::CardField;
use shturman_rules::Captain;
use std::fmt;
use uuid::Uuid;

/// Why an action was refused.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum RuleError {
    // --- ids ---
    UnknownPlayer {
        player: PlayerId,
    },
    UnknownShip {
        ship: Uuid,
    },
    UnknownPort {
        port: PortId,
    },
    DuplicatePlayer {
        player: PlayerId,
    },
    DuplicateShip {
        ship: Uuid,
    },
    DuplicatePort {
        port: PortId,
    },

    // --- setup ---
    SelfAlliance {
        player: PlayerId,
    },
    AlreadyAllied {
        a: PlayerId,
        b: PlayerId,
    },
    /// A card value above the sane maximum (a typo).
    CardValueOutOfRange {
        field: CardField,
        value: u8,
        max: u8,
    },
    /// A card with strength 0 would be sunk from the start.
    ZeroStrength,
    /// The edited card's strength is not above the ship's hull damage.
    StrengthBelowDamage {
        ship: Uuid,
        strength: u8,
        hull: u8,
    },
    CaptainCountOutOfRange {
        player: PlayerId,
        count: u8,
        max: u8,
    },
    CaptainCountBelowInPlay {
        player: PlayerId,
        count: u8,
        in_play: u8,
    },
    /// Captains are assigned (and their number agreed) before round 1.
    CaptainSetupClosed {
        round: u32,
    },

    // --- rounds, ships ---
    /// The action needs a round to have started.
    NoRound,
    ShipNotAfloat {
        ship: Uuid,
    },
    FortCannotMove {
        ship: Uuid,
    },
    FortHasNoHeading {
        ship: Uuid,
    },
    FortHasNoSails {
        ship: Uuid,
    },
    FortCannotBoard {
        ship: Uuid,
    },
    /// Forts carry no captain.
    FortCarriesNoCaptain {
        ship: Uuid,
    },
    /// The two-calms move (§3.2) needs a calm, a first calm before it with
    /// the heading kept, a card that grants it, and no such move made in
    /// this calm already; it goes straight ahead, heading unchanged.
    TwoCalmsNotAllowed {
        ship: Uuid,
    },
    HullDamageOutOfRange {
        ship: Uuid,
        damage: u8,
        max: u8,
    },
    SailDamageOutOfRange {
        ship: Uuid,
        damage: u8,
        max: u8,
    },

    // --- fire ---
    /// A ship cannot fire at or board itself.
    SameShip {
        ship: Uuid,
    },
    /// Fire and boarding are only against enemies (not own or allied ships).
    NotEnemies {
        ship: Uuid,
        other: Uuid,
    },
    EmptySalvo,
    DuplicateShooter {
        ship: Uuid,
    },
    ZeroShots {
        ship: Uuid,
    },
    NotEnoughShots {
        ship: Uuid,
        requested: u8,
        remaining: u8,
    },
    DieOutOfRange {
        value: u8,
    },
    CriticalWithoutHit,
    /// A critical roll needs the shot to be the ship's last this round (in a
    /// salvo: every ship's); `ship` would keep `remaining` shots.
    CriticalNotAllowed {
        ship: Uuid,
        remaining: u8,
    },
    /// A hull hit that sinks the target by damage rolls no critical.
    CriticalNotRolled {
        target: Uuid,
    },
    /// The ship has fired its one chaser shot this round (§4.5).
    ChaserSpent {
        ship: Uuid,
    },
    /// A chaser fires one shot, never more (§4.5).
    ChaserOneShot {
        ship: Uuid,
        shots: u8,
    },
    /// A salvo of more than 255 shots.
    TooManyShots,

    // --- captains ---
    /// The ship belongs to `owner`, not to `player`.
    NotOwnShip {
        ship: Uuid,
        player: PlayerId,
        owner: PlayerId,
    },
    ShipHasCaptain {
        ship: Uuid,
    },
    NoCaptain {
        ship: Uuid,
    },
    TooManyCaptains {
        player: PlayerId,
        agreed: u8,
    },
    /// `player` has no card `card` in play.
    UnknownCard {
        player: PlayerId,
        card: CardId,
    },
    CardNotInPort {
        player: PlayerId,
        card: CardId,
        port: PortId,
    },
    /// This seal is already `owner`'s card `card`: a code read twice.
    SealInUse {
        owner: PlayerId,
        card: CardId,
    },
    /// The proof does not open the card on `ship` (`owner`'s card `card`):
    /// the salt of placement `placement` (from 0, oldest first) with the
    /// claimed captain does not hash to its seal. A wrong captain, a wrong
    /// salt, a proof for another ship or game, or a card swapped in port.
    SealMismatch {
        ship: Uuid,
        owner: PlayerId,
        card: CardId,
        placement: usize,
    },
    /// The proof has `salts` salts; the card has had `seals` seals.
    ProofIncomplete {
        ship: Uuid,
        seals: usize,
        salts: usize,
    },
    /// The proof opens the card on `ship`, but the table already saw
    /// `owner`'s `captain` revealed on another card (`other`): each player
    /// holds one card of each captain.
    DuplicateCaptain {
        ship: Uuid,
        owner: PlayerId,
        captain: Captain,
        other: CardId,
    },
    /// A captain moves onto a captured ship only from the ship that
    /// captured it (`by`), in the round of the boarding (§5).
    NotCapturedBy {
        ship: Uuid,
        by: Uuid,
    },
    /// An ability of `claimed` was asked of the ship, whose face-up card
    /// shows `shown`.
    OtherCaptainFaceUp {
        ship: Uuid,
        claimed: Captain,
        shown: Captain,
    },
    /// The port is neither `player`'s nor an ally's.
    PortNotFriendly {
        port: PortId,
        player: PlayerId,
    },
    CaptainAlreadyFaceUp {
        ship: Uuid,
    },
    CaptainAlreadyFaceDown {
        ship: Uuid,
    },
    CaptainNotFaceUp {
        ship: Uuid,
    },
}

impl fmt::Display for RuleError {
    /// Diagnostic form only; the UI names errors itself.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl std::error::Error for RuleError {}

/// Why an undo / redo request was refused.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum HistoryError {
    NothingToUndo,
    NothingToRedo,
    /// `undo_to(len)` asked to keep more entries than the log has.
    NoSuchEntry {
        len: usize,
        log_len: usize,
    },
    /// The action to redo no longer applies (only after a hand-edited save).
    RedoRefused {
        rule: RuleError,
    },
}

impl fmt::Display for HistoryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl std::error::Error for HistoryError {}

/// A log that does not replay: action `index` broke a rule.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReplayError {
    pub index: usize,
    pub error: RuleError,
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl std::error::Error for ReplayError {}
