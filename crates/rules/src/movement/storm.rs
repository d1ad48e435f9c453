//! Storm (§3.3): the drift along the storm's direction.

use crate::assumptions::Assumption;
use crate::card::ShipCard;
use crate::geometry::{Heading, Offset};

/// The storm drift (§3.3): the ship is carried `storm_range` cells
/// along the storm's direction [A-4], then points its bow that way.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct StormDrift {
    pub storm: Heading,
    /// Where the ship ends, relative to where it was.
    pub drift: Offset,
    /// Every cell passed, the end cell last.
    pub passed: Vec<Offset>,
    /// The heading after the drift: the storm's direction.
    pub heading: Heading,
    /// Always [A-4].
    pub assumptions: Vec<Assumption>,
}

/// The drift of a ship with `card` in a storm towards `storm`.
///
/// ```
/// use shturman_rules::movement::storm_drift;
/// use shturman_rules::{Heading, Offset, ShipClass};
/// let d = storm_drift(&ShipClass::Brig.card(), Heading::E); // storm range 2
/// assert_eq!(d.drift, Offset::new(2, 0));
/// assert_eq!(d.heading, Heading::E);
/// ```
pub fn storm_drift(card: &ShipCard, storm: Heading) -> StormDrift {
    let passed: Vec<Offset> = (1..=i32::from(card.storm_range))
        .map(|k| storm.step() * k)
        .collect();
    StormDrift {
        storm,
        drift: storm.step() * i32::from(card.storm_range),
        passed,
        heading: storm,
        assumptions: vec![Assumption::A4StormDrift],
    }
}
