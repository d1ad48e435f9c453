//! The macro-battle of the LARP «Цена Чести» (`shared/seeds/macro-battle.ru.txt`,
//! digest §M of `shared/rules/other-systems.md`).
//!
//! This module owns every dice resolver of the tactical map, each a pure
//! function over typed inputs, with exact odds before the roll and an
//! explained outcome after it:
//!
//! | digest | resolver | odds | roll |
//! |---|---|---|---|
//! | M.1 | movement dice, costs table | [`movement::MovementDice::odds`] | [`movement::MovementDice::resolve`] |
//! | M.2 | musket and carbine fire | [`fire::ShotSetup::odds`] | [`fire::ShotSetup::resolve`] |
//! | M.3–M.5 | heavy, field, horse artillery | [`artillery::GunShot::odds`] | [`artillery::GunShot::resolve`], [`artillery::GunShot::settle`] |
//! | M.6 | melee (штыковая) | [`melee::Melee::odds`] | [`melee::Melee::resolve`] |
//! | M.7 | officer save, the horse | [`officer::save_odds`] | [`officer::resolve_save`], [`officer::resolve_horse`] |
//! | M.8 | captured batteries | [`batteries::Batteries::odds`] | [`batteries::Batteries::resolve`] |
//! | M.9 | courier, pursuit | [`courier::Courier::odds`], [`courier::Pursuit::odds`] | their `resolve` |
//! | — | march times between territories (no dice) | [`march::march`] | — |
//!
//! Every reading the text leaves open is a [`Reading`] with its options in
//! [`Options`] (the text's default first). Every outcome comes with
//! [`Step`]s: the rule ([`Rule`], which names its digest section), the
//! numbers, and the reading relied on, for the UI to render in Russian and
//! English. What the text leaves to the players (what stands on the
//! artillery's line, who holds the field) is an input. Probabilities are
//! exact [`crate::Fraction`]s from [`crate::dist`], never simulated.

pub mod artillery;
pub mod batteries;
pub mod courier;
pub mod fire;
pub mod march;
pub mod melee;
pub mod movement;
pub mod officer;
pub mod readings;
pub mod steps;
pub mod units;

pub use crate::readings::ReadingError;
pub use readings::{
    DoubleOne, GatesDefence, GunCell, Mountains, MovementDicePool, OfficerBonus, OfficerRange,
    Options, PursuitRule, Reading, Walls,
};
pub use steps::{Rule, Section, Step};
pub use units::{Allegiance, Figure, Piece, Side, Terrain, UnitKind};

use crate::dist::DistError;
use shturman_rules::dice::DiceError;

/// Why a macro-battle resolver could not answer. Each variant carries the
/// value that was wrong, so the UI can point at it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum MacroError {
    /// The dice could not be read (ran out, or a face outside 1..=6).
    #[error("{0}")]
    Dice(DiceError),
    /// Exact odds would not fit the arithmetic.
    #[error("{0}")]
    Dist(DistError),
    /// More officers than [`movement::MAX_OFFICERS`].
    #[error("{officers} officers on one side; at most {max}")]
    TooManyOfficers { officers: usize, max: usize },
    /// A movement plan the profile does not allow.
    #[error("{0}")]
    Move(movement::MoveError),
    /// A shot the rules forbid, with the reason.
    #[error("{0}")]
    NoShot(fire::NoShot),
    /// A gun that may not fire this turn, or a bad line.
    #[error("{0}")]
    NoGunShot(artillery::NoGunShot),
    /// A shift of the field gun's cell the rules do not allow.
    #[error("{0}")]
    BadShift(artillery::BadShift),
    /// A melee the rules do not allow.
    #[error("{0}")]
    Melee(melee::MeleeError),
    /// More batteries than [`batteries::MAX_BATTERIES`].
    #[error("{batteries} batteries; at most {max}")]
    TooManyBatteries { batteries: u32, max: u32 },
    /// No cavalry sent after the courier, or more than
    /// [`courier::MAX_PURSUERS`].
    #[error("{pursuers} cavalry units in pursuit; 1 to {max}")]
    BadPursuers { pursuers: u32, max: u32 },
    /// A courier's roll with no enemy units on the territory: the text rolls
    /// only through a territory the enemy holds.
    #[error(
        "no enemy units on the territory: the courier rolls only through a territory the enemy holds (at least 1 unit)"
    )]
    NoEnemyOnTheWay,
    /// A march with no troops in it.
    #[error("a march needs at least one kind of troops")]
    NoMarchers,
}

impl From<DiceError> for MacroError {
    fn from(e: DiceError) -> Self {
        MacroError::Dice(e)
    }
}

impl From<DistError> for MacroError {
    fn from(e: DistError) -> Self {
        MacroError::Dist(e)
    }
}

/// One value of an exact distribution, for the UI's lists and bar charts.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Share<T> {
    pub value: T,
    pub probability: crate::Fraction,
}

/// The (value, probability) list of a [`crate::Tally`], in its order.
pub(crate) fn shares<T: Ord + Clone>(t: &crate::Tally<T>) -> Vec<Share<T>> {
    t.iter()
        .map(|(v, p)| Share {
            value: v.clone(),
            probability: p,
        })
        .collect()
}

/// The (value, probability) list of a [`crate::Dist`].
pub(crate) fn dist_shares(d: &crate::Dist) -> Vec<Share<i32>> {
    d.iter()
        .map(|(value, probability)| Share { value, probability })
        .collect()
}

/// The best of two d6: what a unit with an officer on its cell, or an
/// officer fighting in person, keeps (M.6). A general helper the lead may
/// lift into `dist`.
pub fn best_of_two_d6() -> crate::Dist {
    crate::Dist::d6()
        .combine(&crate::Dist::d6(), |a, b| Ok(a.max(b)))
        // Two d6 have 36 outcomes: this cannot overflow.
        .unwrap_or_else(|_| crate::Dist::d6())
}

/// `n` independent copies of `d` folded with an associative `op` (a sum, a
/// maximum), by repeated squaring: about log₂ n combinations instead of n,
/// which keeps 40 dice well under a millisecond. `n = 0` gives the certain
/// 0. A general helper the lead may lift into `dist`.
///
/// ```
/// use shturman_battles::macro_battle::fold_copies;
/// use shturman_battles::Dist;
/// let sum = fold_copies(&Dist::d6(), 3, |a, b| a.add(b)).unwrap();
/// assert_eq!(sum, Dist::d6().repeat(3).unwrap());
/// let best = fold_copies(&Dist::d6(), 2, |a, b| a.combine(b, |x, y| Ok(x.max(y)))).unwrap();
/// assert_eq!(best.probability_of(6).to_string(), "11/36");
/// ```
pub fn fold_copies(
    d: &crate::Dist,
    n: u32,
    op: impl Fn(&crate::Dist, &crate::Dist) -> Result<crate::Dist, DistError>,
) -> Result<crate::Dist, DistError> {
    let mut result: Option<crate::Dist> = None;
    let mut base = d.clone();
    let mut k = n;
    while k > 0 {
        if k & 1 == 1 {
            result = Some(match result {
                None => base.clone(),
                Some(r) => op(&r, &base)?,
            });
        }
        k >>= 1;
        // Square only while a higher bit still needs it.
        if k > 0 {
            base = op(&base, &base)?;
        }
    }
    Ok(result.unwrap_or_else(|| crate::Dist::point(0)))
}

/// One checked d6 from the source.
pub(crate) fn roll(dice: &mut dyn shturman_rules::dice::DiceSource) -> Result<u8, MacroError> {
    Ok(shturman_rules::dice::roll_checked(dice)?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Dist;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn folding_by_squaring_equals_one_by_one(n in 0u32..24) {
            let sum = fold_copies(&Dist::d6(), n, |a, b| a.add(b)).unwrap();
            prop_assert_eq!(sum, Dist::d6().repeat(n).unwrap());
            let mut max = Dist::point(0);
            for _ in 0..n {
                max = max.combine(&Dist::d6(), |a, b| Ok(a.max(b))).unwrap();
            }
            let folded = fold_copies(&Dist::d6(), n, |a, b| a.combine(b, |x, y| Ok(x.max(y)))).unwrap();
            prop_assert_eq!(folded, max);
        }
    }

    #[test]
    fn folding_overflows_as_an_error() {
        assert_eq!(
            fold_copies(&Dist::d6(), 60, |a, b| a.add(b)),
            Err(DistError::Overflow)
        );
        assert_eq!(best_of_two_d6().probability_of(1).to_string(), "1/36");
    }
}
