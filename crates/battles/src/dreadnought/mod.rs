//! Dreadnought-era tactical naval combat (`shared/seeds/dreadnought-tactical.ru.txt`,
//! digest §D of `shared/rules/other-systems.md`). This module owns every
//! resolver of that text, as pure functions over typed inputs:
//!
//! - [`tracker`] — the 20-step impulse sequence (D.0, seed 7.31–7.36): which
//!   step comes next, who moves which speeds, when gunnery damage takes
//!   effect, the wrap-around after step 20 while both sides are in play;
//! - [`gunnery`] — the dice of the three batteries at a range, the hit
//!   modifiers and the exact per-battery and total hit distributions, the
//!   roll itself and the 2d6 damage roll of each hit (D.1, seed 7.6–7.62);
//! - [`damage`] — the ship's record: penetration by weapon and armour, boxes
//!   crossed left to right, a full section passing hits to the hull [D-12],
//!   a full hull sinking the ship, and the timing of gunnery damage (D.1, 8.0);
//! - [`torpedo`] — torpedo attacks, including the cases where no hit is
//!   possible and where the ship cannot fire (D.2, seed 7.71–7.74);
//! - [`grounding`] — running aground and refloating with its hull damage
//!   [D-7] (D.3, D.4, seed 7.41–7.44);
//! - [`fuel`] — the extra fuel a fleet burns in a battle (D.5, seed 7.39).
//!
//! Each resolver has a `plan` (what to roll, with the explanation), `odds`
//! (the exact distribution, by convolution over [`crate::Dist`]) and
//! `resolve` (actual dice from a [`shturman_rules::dice::DiceSource`]: the
//! app's random source or the faces players entered), and every result
//! carries its [`Step`]s: the rule, the numbers, and the reading it relied
//! on. The readings the text leaves open are [`Reading`]s; the table picks
//! one [`Choice`] per reading in [`Options`] (default: the digest's first).
//! What the text leaves to tables (the damage tables, the ship cards,
//! initiative, visibility) is entered by the players.

pub mod damage;
pub mod explain;
pub mod fuel;
pub mod grounding;
pub mod gunnery;
pub mod readings;
pub mod torpedo;
pub mod tracker;

mod error;

pub use damage::{Armour, HitEffect, HitReport, SectionKind, SectionSpec, ShipRecord, Weapon};
pub use error::Error;
pub use explain::{Modifier, Rule, Section, Step};
pub use gunnery::{Battery, Factors, Gunnery, GunneryOdds};
pub use readings::{
    Choice, GunneryModifiers, HullOverflow, Italics, LostSpeed, Options, Reading, UnarmouredRefloat,
};
pub use torpedo::{CannotFire, TorpedoAttack, TorpedoOdds};
pub use tracker::{ImpulseStep, Player, Tracker};

use crate::Dist;
use shturman_rules::Fraction;

/// How much of its speed a ship has lost ("потерял ход", [D-4]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum SpeedLoss {
    /// Its full speed factor.
    #[default]
    None,
    /// Some speed factors lost, not all.
    Some,
    /// Every speed factor lost: it cannot move or fire torpedoes (7.72).
    All,
}

impl SpeedLoss {
    pub const ALL: [SpeedLoss; 3] = [SpeedLoss::None, SpeedLoss::Some, SpeedLoss::All];
}

/// A value and its exact probability: one bar of a distribution.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Share {
    pub value: i32,
    pub probability: Fraction,
}

/// The bars of a distribution, in increasing order of value.
///
/// ```
/// use shturman_battles::dreadnought::shares;
/// use shturman_battles::Dist;
/// let bars = shares(&Dist::uniform([0, 1, 1, 2]));
/// assert_eq!(bars.len(), 3);
/// assert_eq!(bars[1].probability.to_string(), "1/2");
/// ```
pub fn shares(d: &Dist) -> Vec<Share> {
    d.iter()
        .map(|(value, probability)| Share { value, probability })
        .collect()
}

/// The chance that one d6 hits when a hit needs face + `modifier` ≥ 6: the
/// faces 6 − m … 6, none below. There is no automatic hit or miss, so
/// m ≤ −1 can never hit and m ≥ 5 always does.
///
/// ```
/// use shturman_battles::dreadnought::hit_chance;
/// assert_eq!(hit_chance(0).to_string(), "1/6");
/// assert_eq!(hit_chance(2).to_string(), "1/2");
/// assert_eq!(hit_chance(-1).to_string(), "0/1");
/// assert_eq!(hit_chance(4).to_string(), "5/6");
/// ```
pub fn hit_chance(modifier: i8) -> Fraction {
    let faces = (i16::from(modifier) + 1).clamp(0, 6);
    // 0..=6 fits u8 by the clamp
    Fraction::sixths(faces as u8)
}

/// The lowest face that hits with `modifier`, if any face does.
///
/// ```
/// use shturman_battles::dreadnought::min_face;
/// assert_eq!(min_face(1), Some(5));
/// assert_eq!(min_face(-1), None);
/// assert_eq!(min_face(7), Some(1));
/// ```
pub fn min_face(modifier: i8) -> Option<u8> {
    let need = (6 - i16::from(modifier)).max(1);
    // need ≥ 1; above 6 no face reaches it
    (need <= 6).then_some(need as u8)
}

/// Whether one die shows a hit: face + modifier ≥ 6 (a total of exactly 6
/// hits: "6 или больше").
///
/// ```
/// use shturman_battles::dreadnought::is_hit;
/// assert!(is_hit(5, 1));
/// assert!(!is_hit(6, -1));
/// ```
pub fn is_hit(face: u8, modifier: i8) -> bool {
    i16::from(face) + i16::from(modifier) >= 6
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hit_chance_agrees_with_is_hit_for_every_modifier() {
        for m in -3i8..=7 {
            let faces = (1..=6u8).filter(|&f| is_hit(f, m)).count();
            assert_eq!(hit_chance(m), Fraction::sixths(faces as u8), "m = {m}");
            assert_eq!(
                min_face(m),
                (1..=6u8).find(|&f| is_hit(f, m)),
                "lowest hitting face at m = {m}"
            );
        }
    }

    #[test]
    fn exactly_six_is_a_hit() {
        // "Попадание засчитывается при результате броска 6 или больше"
        assert!(is_hit(6, 0));
        assert!(is_hit(5, 1));
        assert!(!is_hit(5, 0));
    }
}
