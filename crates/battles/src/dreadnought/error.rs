//! What can go wrong in a dreadnought resolver: one error enum whose
//! variants carry the bad value, so the UI can say what to fix.

use super::gunnery::Battery;
use super::torpedo::CannotFire;
use crate::DistError;
use core::fmt;
use shturman_rules::dice::DiceError;

/// A bad input or a failed roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Error {
    /// A battery factor above what any ship card carries.
    FactorTooLarge {
        battery: Battery,
        factor: u32,
        max: u8,
    },
    /// A torpedo factor above what any ship card carries.
    TorpedoFactorTooLarge { factor: u32, max: u8 },
    /// The exact odds of this many dice do not fit the exact arithmetic.
    TooManyDice { dice: u32, error: DistError },
    /// A die could not be read.
    Dice(DiceError),
    /// No ships, or too many, checked at once.
    ShipCount { ships: u32, max: u32 },
    /// A fuel roll for no fleet, or for too many.
    FleetCount { fleets: u32, max: u32 },
    /// An impulse step outside 1..=20.
    StepOutOfRange { step: u32 },
    /// Round 0: rounds count from 1.
    RoundZero,
    /// Too many rounds to count.
    RoundOverflow,
    /// Step 1 is over but nobody has entered who holds the initiative.
    InitiativeNotEntered { round: u32 },
    /// Initiative is decided only at step 1.
    InitiativeOnlyAtStepOne { step: u8 },
    /// A ship record with no hull section.
    NoHull,
    /// A ship record with more than one hull section.
    SeveralHulls { hulls: usize },
    /// A ship record with too many sections.
    TooManySections { sections: usize, max: usize },
    /// A section (0-based `index`) with no boxes or too many.
    BoxCount { index: usize, boxes: u32, max: u8 },
    /// More boxes crossed (with those pending) than the section has.
    CrossedBeyondBoxes {
        index: usize,
        crossed: u32,
        boxes: u8,
    },
    /// A hit on a section the record does not have.
    NoSuchSection { index: usize, sections: usize },
    /// Torpedoes asked to fire when they cannot.
    TorpedoesCannotFire { reason: CannotFire },
    /// A refloating roll for a ship grounded deliberately (7.44).
    GroundedDeliberately,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::FactorTooLarge {
                battery,
                factor,
                max,
            } => write!(f, "{} factor {factor} is above {max}", battery.code()),
            Error::TorpedoFactorTooLarge { factor, max } => {
                write!(f, "torpedo factor {factor} is above {max}")
            }
            Error::TooManyDice { dice, error } => write!(f, "{dice} dice: {error}"),
            Error::Dice(e) => e.fmt(f),
            Error::ShipCount { ships, max } => write!(f, "{ships} ships; between 1 and {max}"),
            Error::FleetCount { fleets, max } => {
                write!(f, "{fleets} fleets; between 1 and {max}")
            }
            Error::StepOutOfRange { step } => write!(f, "step {step} is not 1..=20"),
            Error::RoundZero => f.write_str("rounds count from 1"),
            Error::RoundOverflow => f.write_str("too many rounds"),
            Error::InitiativeNotEntered { round } => {
                write!(
                    f,
                    "who holds the initiative in round {round} is not entered"
                )
            }
            Error::InitiativeOnlyAtStepOne { step } => {
                write!(f, "initiative is decided at step 1, not step {step}")
            }
            Error::NoHull => f.write_str("the ship has no hull section"),
            Error::SeveralHulls { hulls } => write!(f, "{hulls} hull sections; one expected"),
            Error::TooManySections { sections, max } => {
                write!(f, "{sections} sections; at most {max}")
            }
            Error::BoxCount { index, boxes, max } => write!(
                f,
                "section {} has {boxes} boxes; between 1 and {max}",
                index + 1
            ),
            Error::CrossedBeyondBoxes {
                index,
                crossed,
                boxes,
            } => write!(
                f,
                "section {} has {crossed} boxes crossed but only {boxes} boxes",
                index + 1
            ),
            Error::NoSuchSection { index, sections } => {
                write!(f, "no section {}; the ship has {sections}", index + 1)
            }
            Error::TorpedoesCannotFire { reason } => {
                write!(f, "torpedoes cannot fire: {}", reason.code())
            }
            Error::GroundedDeliberately => {
                f.write_str("a ship grounded deliberately cannot be refloated")
            }
        }
    }
}

impl std::error::Error for Error {}

impl From<DiceError> for Error {
    fn from(e: DiceError) -> Self {
        Error::Dice(e)
    }
}
