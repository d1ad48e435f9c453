//! What can go wrong in a dreadnought resolver: one error enum whose
//! variants carry the bad value, so the UI can say what to fix.

use super::gunnery::Battery;
use super::torpedo::CannotFire;
use crate::DistError;
use shturman_rules::dice::DiceError;

/// A bad input or a failed roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Error {
    /// A battery factor above what any ship card carries.
    #[error("{} factor {factor} is above {max}", .battery.code())]
    FactorTooLarge {
        battery: Battery,
        factor: u32,
        max: u8,
    },
    /// A torpedo factor above what any ship card carries.
    #[error("torpedo factor {factor} is above {max}")]
    TorpedoFactorTooLarge { factor: u32, max: u8 },
    /// The exact odds of this many dice do not fit the exact arithmetic.
    #[error("{dice} dice: {error}")]
    TooManyDice { dice: u32, error: DistError },
    /// A die could not be read.
    #[error("{0}")]
    Dice(DiceError),
    /// No ships, or too many, checked at once.
    #[error("{ships} ships; between 1 and {max}")]
    ShipCount { ships: u32, max: u32 },
    /// A fuel roll for no fleet, or for too many.
    #[error("{fleets} fleets; between 1 and {max}")]
    FleetCount { fleets: u32, max: u32 },
    /// An impulse step outside 1..=20.
    #[error("step {step} is not 1..=20")]
    StepOutOfRange { step: u32 },
    /// Round 0: rounds count from 1.
    #[error("rounds count from 1")]
    RoundZero,
    /// Too many rounds to count.
    #[error("too many rounds")]
    RoundOverflow,
    /// Step 1 is over but nobody has entered who holds the initiative.
    #[error("who holds the initiative in round {round} is not entered")]
    InitiativeNotEntered { round: u32 },
    /// Initiative is decided only at step 1.
    #[error("initiative is decided at step 1, not step {step}")]
    InitiativeOnlyAtStepOne { step: u8 },
    /// A ship record with no hull section.
    #[error("the ship has no hull section")]
    NoHull,
    /// A ship record with more than one hull section.
    #[error("{hulls} hull sections; one expected")]
    SeveralHulls { hulls: usize },
    /// A ship record with too many sections.
    #[error("{sections} sections; at most {max}")]
    TooManySections { sections: usize, max: usize },
    /// A section (0-based `index`) with no boxes or too many.
    #[error("section {} has {boxes} boxes; between 1 and {max}", .index + 1)]
    BoxCount { index: usize, boxes: u32, max: u8 },
    /// More boxes crossed (with those pending) than the section has.
    #[error("section {} has {crossed} boxes crossed but only {boxes} boxes", .index + 1)]
    CrossedBeyondBoxes {
        index: usize,
        crossed: u32,
        boxes: u8,
    },
    /// A hit on a section the record does not have.
    #[error("no section {}; the ship has {sections}", .index + 1)]
    NoSuchSection { index: usize, sections: usize },
    /// Torpedoes asked to fire when they cannot.
    #[error("torpedoes cannot fire: {}", .reason.code())]
    TorpedoesCannotFire { reason: CannotFire },
    /// A refloating roll for a ship grounded deliberately (7.44).
    #[error("a ship grounded deliberately cannot be refloated")]
    GroundedDeliberately,
    /// More than [`super::tracker::MAX_SHIPS_IN_HEX`] ships of a side in a
    /// hex (or in one group) (7.32).
    #[error("{ships} ships of one side in a hex; at most {max}")]
    HexFull { ships: u32, max: u8 },
}

impl From<DiceError> for Error {
    fn from(e: DiceError) -> Self {
        Error::Dice(e)
    }
}
