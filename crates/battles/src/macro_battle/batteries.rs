//! Captured batteries (digest M.8). This module owns the roll after the
//! battle for the batteries destroyed in melee (laid on their side): a d6
//! for each, 4+ captured ("могут быть захвачены по итогам сражения на 4+ на
//! д6 за каждую батарею"), and the exact distribution of how many are taken.

use super::steps::{Rule, Step};
use super::{MacroError, Share, dist_shares, fold_copies, roll};
use crate::{Dist, Fraction};
use shturman_rules::dice::DiceSource;

/// The lowest face that captures a battery.
pub const CAPTURE_FROM: u8 = 4;

/// Most batteries in one roll: more than any battle leaves on its side, and
/// 2^100 ways still fit exact arithmetic.
pub const MAX_BATTERIES: u32 = 100;

/// The batteries destroyed in melee, to roll for.
///
/// ```
/// use shturman_battles::macro_battle::batteries::Batteries;
/// let b = Batteries::new(2).unwrap();
/// let o = b.odds().unwrap();
/// assert_eq!(o.at_least_one.to_string(), "3/4");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Batteries {
    batteries: u32,
}

/// The odds before rolling.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BatteriesOdds {
    pub dice: u32,
    /// Each battery: 4+ on a d6.
    pub each: Fraction,
    pub at_least_one: Fraction,
    /// How many are captured.
    pub captured: Vec<Share<i32>>,
}

/// The roll.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BatteriesReport {
    pub faces: Vec<u8>,
    pub captured: u32,
    pub steps: Vec<Step>,
}

impl Batteries {
    /// `batteries` laid on their side, up to [`MAX_BATTERIES`].
    pub const fn new(batteries: u32) -> Result<Batteries, MacroError> {
        if batteries > MAX_BATTERIES {
            return Err(MacroError::TooManyBatteries {
                batteries,
                max: MAX_BATTERIES,
            });
        }
        Ok(Batteries { batteries })
    }

    pub const fn count(self) -> u32 {
        self.batteries
    }

    /// The exact distribution of batteries captured.
    pub fn odds(self) -> Result<BatteriesOdds, MacroError> {
        let each = Fraction::sixths(7 - CAPTURE_FROM);
        let d = fold_copies(&Dist::bernoulli(each)?, self.batteries, |a, b| a.add(b))?;
        Ok(BatteriesOdds {
            dice: self.batteries,
            each,
            at_least_one: d.probability(|v| v >= 1),
            captured: dist_shares(&d),
        })
    }

    /// Roll a d6 for each battery, in order.
    pub fn resolve(self, dice: &mut dyn DiceSource) -> Result<BatteriesReport, MacroError> {
        let mut faces = Vec::new();
        let mut steps = Vec::new();
        for battery in 1..=self.batteries {
            let face = roll(dice)?;
            let captured = face >= CAPTURE_FROM;
            steps.push(Step::new(Rule::CaptureDie {
                battery,
                face,
                captured,
            }));
            faces.push(face);
        }
        let captured = faces.iter().filter(|f| **f >= CAPTURE_FROM).count() as u32;
        steps.push(Step::new(Rule::BatteriesCaptured {
            captured,
            batteries: self.batteries,
        }));
        Ok(BatteriesReport {
            faces,
            captured,
            steps,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shturman_rules::dice::ScriptedDice;

    #[test]
    fn four_or_more_captures_each() {
        let r = Batteries::new(3)
            .unwrap()
            .resolve(&mut ScriptedDice::new([3, 4, 6]).unwrap())
            .unwrap();
        assert_eq!(r.captured, 2);
        assert_eq!(
            r.steps[0].rule,
            Rule::CaptureDie {
                battery: 1,
                face: 3,
                captured: false
            }
        );
    }

    #[test]
    fn limits() {
        assert_eq!(
            Batteries::new(MAX_BATTERIES + 1),
            Err(MacroError::TooManyBatteries {
                batteries: MAX_BATTERIES + 1,
                max: MAX_BATTERIES
            })
        );
        let most = Batteries::new(MAX_BATTERIES).unwrap().odds().unwrap();
        assert_eq!(most.captured.len(), 101);
        let none = Batteries::new(0).unwrap().odds().unwrap();
        assert_eq!(none.at_least_one, Fraction::ZERO);
    }
}
