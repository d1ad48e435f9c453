//! Turning in place (§3.2), which a fresh wind also allows instead
//! of moving (§3.1).

use super::*;
use crate::assumptions::Assumption;
use crate::card::ShipCard;
use crate::geometry::Heading;

/// The turn-in-place option: how many 45° turns and the headings they reach.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TurnInPlace {
    /// Number of 45° turns allowed: 1, plus one per calm straight point.
    pub allowance: u8,
    /// Every heading those turns reach, the current one excluded.
    pub headings: HeadingSet,
    /// [A-2] when the extra turns were granted.
    pub assumptions: Vec<Assumption>,
}

/// The calm turning rule (§3.2), which fresh wind also allows instead
/// of moving (§3.1): a ship turns 45° once, plus once more per calm straight
/// point [A-2].
///
/// ```
/// use shturman_rules::movement::turn_in_place;
/// use shturman_rules::{Assumption, Heading, ShipClass};
/// let frigate = turn_in_place(&ShipClass::Frigate.card(), Heading::N); // calm 0/0
/// assert_eq!(frigate.headings.iter().collect::<Vec<_>>(), [Heading::NE, Heading::NW]);
/// let brig = turn_in_place(&ShipClass::Brig.card(), Heading::N); // calm 1/0: two turns
/// assert_eq!(
///     brig.headings.iter().collect::<Vec<_>>(),
///     [Heading::NE, Heading::E, Heading::W, Heading::NW]
/// );
/// assert_eq!(brig.assumptions, [Assumption::A2CalmTurns]);
/// ```
pub fn turn_in_place(card: &ShipCard, heading: Heading) -> TurnInPlace {
    let allowance = card.calm_straight.saturating_add(1);
    // More than four turns either way reaches nothing new.
    let k = allowance.min(4) as i8;
    let headings = (1..=k)
        .flat_map(|i| [heading.rotate(i), heading.rotate(-i)])
        .filter(|h| *h != heading)
        .collect();
    let assumptions = if card.calm_straight > 0 {
        vec![Assumption::A2CalmTurns]
    } else {
        Vec::new()
    };
    TurnInPlace {
        allowance,
        headings,
        assumptions,
    }
}
