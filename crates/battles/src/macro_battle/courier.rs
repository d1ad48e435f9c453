//! The courier on the global map (digest M.9). This module owns his ride
//! through enemy territory ([`Courier`]: 2d6 against the N enemy units there,
//! higher passes unseen, else he is spotted, double 1 captures him [M-12])
//! and the pursuit a general may order ([`Pursuit`]: the courier's d6
//! against one d6 per cavalry unit sent [M-13]).

use super::readings::{DoubleOne, Options, PursuitRule, Reading};
use super::steps::{Rule, Step};
use super::{MacroError, Share, fold_copies, roll, shares};
use crate::{Dist, Fraction, Tally};
use shturman_rules::dice::DiceSource;

/// Most cavalry units sent after one courier: every cavalry unit of a large
/// army, with room; 6^41 ways still fit exact arithmetic.
pub const MAX_PURSUERS: u32 = 40;

/// How a courier's ride ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum CourierOutcome {
    /// "Если он выкидывает больше - проезжает незамеченным."
    Unseen,
    /// "Меньше или равно - … сообщается, что замечен «подозрительный тип»."
    Spotted,
    /// "Две единицы - гонец сразу препровождается к генералу."
    Captured,
}

/// A courier riding through a territory with `units` enemy units (the
/// master knows N; the players see only the outcome).
///
/// ```
/// use shturman_battles::macro_battle::courier::Courier;
/// use shturman_battles::macro_battle::Options;
/// let o = Courier { units: 7 }.odds(&Options::default()).unwrap();
/// // Higher than 7: 8..=12 is 15/36; double 1 1/36; the rest spotted.
/// assert_eq!((o.unseen.to_string(), o.captured.to_string()), ("5/12".into(), "1/36".into()));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Courier {
    pub units: u32,
}

/// The courier's odds.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CourierOdds {
    pub dice: u8,
    pub unseen: Fraction,
    pub spotted: Fraction,
    pub captured: Fraction,
    /// [M-12] matters here (N ≤ 1).
    pub reading: Option<Reading>,
}

/// The courier's roll.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CourierReport {
    pub faces: [u8; 2],
    pub outcome: CourierOutcome,
    pub steps: Vec<Step>,
}

impl Courier {
    fn outcome(self, a: u8, b: u8, opts: &Options) -> (CourierOutcome, Option<Rule>) {
        let sum = u32::from(a) + u32::from(b);
        if a == 1 && b == 1 {
            // With N ≥ 2 the sum 2 would only be "spotted": the text's
            // double 1 is worse, and both readings agree.
            match (self.units <= 1, opts.double_one) {
                (false, _) | (true, DoubleOne::Captured) => {
                    return (CourierOutcome::Captured, Some(Rule::DoubleOneCaptured));
                }
                (true, DoubleOne::Passes) => {
                    return (CourierOutcome::Unseen, Some(Rule::DoubleOnePasses));
                }
            }
        }
        if sum > self.units {
            (CourierOutcome::Unseen, None)
        } else {
            (CourierOutcome::Spotted, None)
        }
    }

    fn reading(self) -> Option<Reading> {
        (self.units <= 1).then_some(Reading::M12DoubleOne)
    }

    /// The roll is made only through a territory the enemy holds: «если
    /// гонец … пытается проехать, через территорию, занятую противником, он
    /// кидает 2д6 против числа отрядов противника» — at least one unit.
    const fn check(self) -> Result<(), MacroError> {
        if self.units == 0 {
            return Err(MacroError::NoEnemyOnTheWay);
        }
        Ok(())
    }

    /// The exact odds of the ride.
    pub fn odds(self, opts: &Options) -> Result<CourierOdds, MacroError> {
        self.check()?;
        let t = Dist::d6().joint(&Dist::d6(), |a, b| self.outcome(a as u8, b as u8, opts).0)?;
        Ok(CourierOdds {
            dice: 2,
            unseen: t.probability_of(&CourierOutcome::Unseen),
            spotted: t.probability_of(&CourierOutcome::Spotted),
            captured: t.probability_of(&CourierOutcome::Captured),
            reading: self.reading(),
        })
    }

    /// Roll the ride.
    pub fn resolve(
        self,
        opts: &Options,
        dice: &mut dyn DiceSource,
    ) -> Result<CourierReport, MacroError> {
        self.check()?;
        let (a, b) = (roll(dice)?, roll(dice)?);
        let sum = a + b;
        let mut steps = vec![Step::new(Rule::CourierDice {
            first: a,
            second: b,
            sum,
            units: self.units,
        })];
        let (outcome, special) = self.outcome(a, b, opts);
        if let Some(rule) = special {
            steps.push(match self.reading() {
                Some(r) => Step::read(rule, r),
                None => Step::new(rule),
            });
        }
        match outcome {
            CourierOutcome::Unseen => steps.push(Step::new(Rule::CourierUnseen {
                sum,
                units: self.units,
            })),
            CourierOutcome::Spotted => steps.push(Step::new(Rule::CourierSpotted {
                sum,
                units: self.units,
            })),
            CourierOutcome::Captured => {}
        }
        Ok(CourierReport {
            faces: [a, b],
            outcome,
            steps,
        })
    }
}

/// A pursuit: the courier's d6 against one d6 per cavalry unit sent.
///
/// ```
/// use shturman_battles::macro_battle::courier::Pursuit;
/// use shturman_battles::macro_battle::Options;
/// let o = Pursuit::new(1).unwrap().odds(&Options::default()).unwrap();
/// assert_eq!(o.escapes.to_string(), "5/12");   // beat one die: 15/36
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Pursuit {
    pursuers: u32,
}

/// How a pursuit ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum PursuitOutcome {
    Escapes,
    Caught,
}

/// The pursuit's odds.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PursuitOdds {
    pub courier_dice: u8,
    pub pursuer_dice: u32,
    pub escapes: Fraction,
    pub caught: Fraction,
    pub rule: PursuitRule,
    /// What the courier's die is compared with: the highest pursuer die or
    /// their sum.
    pub against: Vec<Share<i32>>,
    pub outcomes: Vec<Share<PursuitOutcome>>,
}

/// The pursuit's roll.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PursuitReport {
    pub courier: u8,
    pub pursuers: Vec<u8>,
    /// The highest pursuer die or their sum [M-13].
    pub against: u32,
    pub outcome: PursuitOutcome,
    pub steps: Vec<Step>,
}

impl Pursuit {
    /// `pursuers` cavalry units sent, 1 to [`MAX_PURSUERS`].
    pub const fn new(pursuers: u32) -> Result<Pursuit, MacroError> {
        if pursuers == 0 || pursuers > MAX_PURSUERS {
            return Err(MacroError::BadPursuers {
                pursuers,
                max: MAX_PURSUERS,
            });
        }
        Ok(Pursuit { pursuers })
    }

    pub const fn pursuers(self) -> u32 {
        self.pursuers
    }

    fn escapes(courier: i32, against: i32, rule: PursuitRule) -> bool {
        match rule {
            PursuitRule::BeatHighest | PursuitRule::BeatSum => courier > against,
            PursuitRule::TiesEscape => courier >= against,
        }
    }

    /// The exact odds of the pursuit.
    pub fn odds(self, opts: &Options) -> Result<PursuitOdds, MacroError> {
        let rule = opts.pursuit;
        let against = match rule {
            PursuitRule::BeatHighest | PursuitRule::TiesEscape => {
                fold_copies(&Dist::d6(), self.pursuers, |a, b| {
                    a.combine(b, |x, y| Ok(x.max(y)))
                })?
            }
            PursuitRule::BeatSum => fold_copies(&Dist::d6(), self.pursuers, |a, b| a.add(b))?,
        };
        let t: Tally<PursuitOutcome> = Dist::d6().joint(&against, |c, x| {
            if Self::escapes(c, x, rule) {
                PursuitOutcome::Escapes
            } else {
                PursuitOutcome::Caught
            }
        })?;
        Ok(PursuitOdds {
            courier_dice: 1,
            pursuer_dice: self.pursuers,
            escapes: t.probability_of(&PursuitOutcome::Escapes),
            caught: t.probability_of(&PursuitOutcome::Caught),
            rule,
            against: super::dist_shares(&against),
            outcomes: shares(&t),
        })
    }

    /// Roll the courier's die, then the pursuers'.
    pub fn resolve(
        self,
        opts: &Options,
        dice: &mut dyn DiceSource,
    ) -> Result<PursuitReport, MacroError> {
        let courier = roll(dice)?;
        let mut pursuers = Vec::new();
        for _ in 0..self.pursuers {
            pursuers.push(roll(dice)?);
        }
        let against: u32 = match opts.pursuit {
            PursuitRule::BeatHighest | PursuitRule::TiesEscape => {
                u32::from(pursuers.iter().copied().max().unwrap_or(0))
            }
            PursuitRule::BeatSum => pursuers.iter().map(|f| u32::from(*f)).sum(),
        };
        // ≤ 6 · MAX_PURSUERS: fits an i32.
        let escapes = Self::escapes(i32::from(courier), against as i32, opts.pursuit);
        let steps = vec![
            Step::new(Rule::PursuitDice {
                courier,
                pursuers: pursuers.clone(),
            }),
            Step::read(
                Rule::PursuitCompared {
                    courier,
                    against,
                    escapes,
                },
                Reading::M13Pursuit,
            ),
        ];
        Ok(PursuitReport {
            courier,
            pursuers,
            against,
            outcome: if escapes {
                PursuitOutcome::Escapes
            } else {
                PursuitOutcome::Caught
            },
            steps,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shturman_rules::dice::ScriptedDice;

    fn f(n: u128, d: u128) -> Fraction {
        Fraction::new(n, d).unwrap()
    }

    #[test]
    fn courier_table() {
        // "кидает 2д6 против числа отрядов противника … Если он выкидывает
        // больше - проезжает незамеченным. Меньше или равно - … замечен … Две
        // единицы - гонец сразу препровождается к генералу."
        let o = Options::default();
        for (faces, units, outcome) in [
            ([3, 5], 7, CourierOutcome::Unseen),
            ([3, 4], 7, CourierOutcome::Spotted),
            ([2, 4], 7, CourierOutcome::Spotted),
            ([1, 1], 7, CourierOutcome::Captured),
            ([1, 1], 1, CourierOutcome::Captured),
            ([6, 6], 12, CourierOutcome::Spotted),
            ([1, 2], 2, CourierOutcome::Unseen),
        ] {
            let r = Courier { units }
                .resolve(&o, &mut ScriptedDice::new(faces).unwrap())
                .unwrap();
            assert_eq!(r.outcome, outcome, "{faces:?} vs {units}");
        }
    }

    #[test]
    fn m12_double_one_with_few_units() {
        let passes = Options {
            double_one: DoubleOne::Passes,
            ..Options::default()
        };
        let r = Courier { units: 1 }
            .resolve(&passes, &mut ScriptedDice::new([1, 1]).unwrap())
            .unwrap();
        assert_eq!(r.outcome, CourierOutcome::Unseen);
        assert_eq!(r.steps[1].reading, Some(Reading::M12DoubleOne));
        // With 2 or more units both readings capture.
        let r = Courier { units: 2 }
            .resolve(&passes, &mut ScriptedDice::new([1, 1]).unwrap())
            .unwrap();
        assert_eq!(r.outcome, CourierOutcome::Captured);
        let o = Courier { units: 1 }.odds(&passes).unwrap();
        assert_eq!((o.unseen, o.captured), (Fraction::ONE, Fraction::ZERO));
        let o = Courier { units: 1 }.odds(&Options::default()).unwrap();
        assert_eq!((o.unseen, o.captured), (f(35, 36), f(1, 36)));
        let o = Courier { units: 12 }.odds(&Options::default()).unwrap();
        assert_eq!((o.unseen, o.spotted), (Fraction::ZERO, f(35, 36)));
    }

    #[test]
    fn pursuit_readings() {
        let mut o = Options::default();
        let p = Pursuit::new(2).unwrap();
        // Beat the highest of two: Σ_c 1/6 · ((c−1)/6)² = (0+1+4+9+16+25)/216.
        assert_eq!(p.odds(&o).unwrap().escapes, f(55, 216));
        o.pursuit = PursuitRule::TiesEscape;
        // Σ_c 1/6 · (c/6)² = 91/216.
        assert_eq!(p.odds(&o).unwrap().escapes, f(91, 216));
        o.pursuit = PursuitRule::BeatSum;
        // Beat 2d6: courier 3 beats a sum of 2 (1/36), 4 beats 2..3 (3/36), …
        // Σ_{c=3..6} P(sum < c) = (1 + 3 + 6 + 10)/36, over 6.
        assert_eq!(p.odds(&o).unwrap().escapes, f(20, 216));
        // A tie with the highest die: caught by default, escapes under "ties".
        let faces = [4, 4, 2];
        let r = p
            .resolve(&Options::default(), &mut ScriptedDice::new(faces).unwrap())
            .unwrap();
        assert_eq!((r.against, r.outcome), (4, PursuitOutcome::Caught));
        o.pursuit = PursuitRule::TiesEscape;
        let r = p
            .resolve(&o, &mut ScriptedDice::new(faces).unwrap())
            .unwrap();
        assert_eq!(r.outcome, PursuitOutcome::Escapes);
        o.pursuit = PursuitRule::BeatSum;
        let r = p
            .resolve(&o, &mut ScriptedDice::new(faces).unwrap())
            .unwrap();
        assert_eq!((r.against, r.outcome), (6, PursuitOutcome::Caught));
    }

    #[test]
    fn pursuers_limits() {
        assert_eq!(
            Pursuit::new(0),
            Err(MacroError::BadPursuers {
                pursuers: 0,
                max: MAX_PURSUERS
            })
        );
        assert!(Pursuit::new(MAX_PURSUERS + 1).is_err());
        for rule in PursuitRule::ALL {
            let o = Options {
                pursuit: *rule,
                ..Options::default()
            };
            let odds = Pursuit::new(MAX_PURSUERS).unwrap().odds(&o).unwrap();
            assert_eq!(odds.escapes + odds.caught, Fraction::ONE);
        }
    }

    #[test]
    fn no_roll_without_enemy_units() {
        // «через территорию, занятую противником, он кидает 2д6 против числа
        // отрядов противника»: with none there is nothing to roll against.
        let o = Options::default();
        assert_eq!(
            Courier { units: 0 }.odds(&o),
            Err(MacroError::NoEnemyOnTheWay)
        );
        assert_eq!(
            Courier { units: 0 }.resolve(&o, &mut ScriptedDice::new([6, 6]).unwrap()),
            Err(MacroError::NoEnemyOnTheWay)
        );
        assert!(Courier { units: 1 }.odds(&o).is_ok());
    }
}
