//! Torpedoes (digest D.2, seed 7.71–7.74). This module owns one ship's
//! torpedo attack: whether it can fire at all ([`CannotFire`]: out of
//! range, all speed lost, tube destroyed, already fired), the cumulative
//! modifier (−2 … +4) and hit chance — none at m ≤ −1 — ([`plan`]), the
//! exact distribution of hits ([`odds`]) and the roll ([`resolve`]). Each
//! hit rolls 2d6 on the torpedo damage table
//! ([`crate::dreadnought::damage::roll_damage`] with [`Weapon::Torpedo`]);
//! torpedoes pierce any armour.

use super::damage::Weapon;
use super::error::Error;
use super::explain::{Modifier, Roll, Rule, Step};
use super::gunnery::{hit_distribution, lost_speed_counts};
use super::readings::{Choice, Options};
use super::{Share, SpeedLoss, hit_chance, is_hit, min_face, shares};
use shturman_rules::Fraction;
use shturman_rules::dice::{DiceSource, roll_checked};

/// Largest torpedo factor accepted.
pub const MAX_TORPEDO_FACTOR: u8 = 40;

/// Why a ship cannot fire torpedoes now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum CannotFire {
    /// A torpedo factor of 0.
    NoTorpedoes,
    /// Torpedoes reach only the same or an adjacent hex.
    OutOfRange { range: u32 },
    /// A ship that lost all its speed factors (7.72).
    AllSpeedLost,
    /// Its torpedo tube is destroyed, whatever its factor (7.74).
    TubeDestroyed,
    /// It has fired its torpedoes this game and not rearmed (7.73).
    AlreadyFired,
}

impl CannotFire {
    pub const fn code(self) -> &'static str {
        match self {
            CannotFire::NoTorpedoes => "no_torpedoes",
            CannotFire::OutOfRange { .. } => "out_of_range",
            CannotFire::AllSpeedLost => "all_speed_lost",
            CannotFire::TubeDestroyed => "tube_destroyed",
            CannotFire::AlreadyFired => "already_fired",
        }
    }

    pub const fn paragraph(self) -> &'static str {
        match self {
            CannotFire::NoTorpedoes | CannotFire::OutOfRange { .. } => "7.7",
            CannotFire::AllSpeedLost => "7.72",
            CannotFire::AlreadyFired => "7.73",
            CannotFire::TubeDestroyed => "7.74",
        }
    }
}

/// One ship's torpedo attack on one target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "RawTorpedo"))]
pub struct TorpedoAttack {
    factor: u8,
    /// 0: the same hex; 1: adjacent.
    pub range: u32,
    /// The target is a capital ship or an F-numbered transport.
    pub target_capital: bool,
    pub target_speed: SpeedLoss,
    /// The target tows or is towed.
    pub target_towing: bool,
    /// The firer is a capital ship.
    pub firer_capital: bool,
    /// The tubes are hull-mounted (boxed on the card).
    pub hull_tubes: bool,
    pub firer_speed: SpeedLoss,
    pub tube_destroyed: bool,
    /// Fired already this game, not rearmed.
    pub already_fired: bool,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
struct RawTorpedo {
    factor: u32,
    range: u32,
    target_capital: bool,
    target_speed: SpeedLoss,
    target_towing: bool,
    firer_capital: bool,
    hull_tubes: bool,
    firer_speed: SpeedLoss,
    tube_destroyed: bool,
    already_fired: bool,
}

#[cfg(feature = "serde")]
impl TryFrom<RawTorpedo> for TorpedoAttack {
    type Error = Error;
    fn try_from(r: RawTorpedo) -> Result<Self, Error> {
        let mut t = TorpedoAttack::new(r.factor, r.range)?;
        t.target_capital = r.target_capital;
        t.target_speed = r.target_speed;
        t.target_towing = r.target_towing;
        t.firer_capital = r.firer_capital;
        t.hull_tubes = r.hull_tubes;
        t.firer_speed = r.firer_speed;
        t.tube_destroyed = r.tube_destroyed;
        t.already_fired = r.already_fired;
        Ok(t)
    }
}

impl TorpedoAttack {
    /// A ship with torpedo factor `factor` (at most
    /// [`MAX_TORPEDO_FACTOR`]) firing at a target `range` hexes away; every
    /// flag off.
    ///
    /// ```
    /// use shturman_battles::dreadnought::torpedo::{CannotFire, TorpedoAttack};
    /// let t = TorpedoAttack::new(3, 2).unwrap();
    /// assert_eq!(t.cannot_fire(), [CannotFire::OutOfRange { range: 2 }]);
    /// assert!(TorpedoAttack::new(41, 1).is_err());
    /// ```
    pub fn new(factor: u32, range: u32) -> Result<TorpedoAttack, Error> {
        let factor = match u8::try_from(factor) {
            Ok(f) if f <= MAX_TORPEDO_FACTOR => f,
            _ => {
                return Err(Error::TorpedoFactorTooLarge {
                    factor,
                    max: MAX_TORPEDO_FACTOR,
                });
            }
        };
        Ok(TorpedoAttack {
            factor,
            range,
            target_capital: false,
            target_speed: SpeedLoss::None,
            target_towing: false,
            firer_capital: false,
            hull_tubes: false,
            firer_speed: SpeedLoss::None,
            tube_destroyed: false,
            already_fired: false,
        })
    }

    pub const fn factor(&self) -> u8 {
        self.factor
    }

    /// Every reason it cannot fire now (none: it can).
    pub fn cannot_fire(&self) -> Vec<CannotFire> {
        let mut out = Vec::new();
        if self.factor == 0 {
            out.push(CannotFire::NoTorpedoes);
        }
        if self.range > 1 {
            out.push(CannotFire::OutOfRange { range: self.range });
        }
        if self.firer_speed == SpeedLoss::All {
            out.push(CannotFire::AllSpeedLost);
        }
        if self.tube_destroyed {
            out.push(CannotFire::TubeDestroyed);
        }
        if self.already_fired {
            out.push(CannotFire::AlreadyFired);
        }
        out
    }
}

/// What to roll, before rolling.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TorpedoPlan {
    /// Empty when the ship can fire.
    pub cannot_fire: Vec<CannotFire>,
    /// The dice to roll: the whole factor, or 0 when it cannot fire or no
    /// hit is possible (then nothing is rolled, though the torpedoes are
    /// spent all the same).
    pub dice: u32,
    pub modifier: i8,
    pub min_face: Option<u8>,
    pub p: Fraction,
    pub steps: Vec<Step>,
}

impl TorpedoPlan {
    pub fn can_fire(&self) -> bool {
        self.cannot_fire.is_empty()
    }
}

/// The dice, the modifier and the hit chance, with the explanation. All
/// the torpedo modifiers are cumulative (the text says so).
///
/// ```
/// use shturman_battles::dreadnought::torpedo::{plan, TorpedoAttack};
/// // A battleship's hull tubes at a light ship one hex away: −2, no hit possible.
/// let mut t = TorpedoAttack::new(2, 1).unwrap();
/// t.firer_capital = true;
/// t.hull_tubes = true;
/// let p = plan(&t, &Default::default());
/// assert_eq!((p.modifier, p.p.to_string()), (-2, "0/1".to_string()));
/// ```
pub fn plan(t: &TorpedoAttack, o: &Options) -> TorpedoPlan {
    let cannot_fire = t.cannot_fire();
    let mut steps: Vec<Step> = cannot_fire
        .iter()
        .map(|&reason| Step::new(Rule::TorpedoesCannotFire { reason }))
        .collect();
    let mut modifier = 0i8;
    let mut apply = |m: Modifier, reading: Option<Choice>, steps: &mut Vec<Step>| {
        modifier += m.value();
        let rule = Rule::ModifierApplies {
            modifier: m,
            value: m.value(),
        };
        steps.push(match reading {
            Some(c) => Step::with_reading(rule, c),
            None => Step::new(rule),
        });
    };
    if t.target_capital {
        apply(Modifier::TorpedoTargetCapital, None, &mut steps);
    }
    let d4 = Choice::D4(o.lost_speed);
    if lost_speed_counts(t.target_speed, o.lost_speed) {
        apply(Modifier::TorpedoTargetLostSpeed, Some(d4), &mut steps);
    } else if t.target_speed != SpeedLoss::None {
        steps.push(Step::with_reading(
            Rule::ModifierNotApplied {
                modifier: Modifier::TorpedoTargetLostSpeed,
            },
            d4,
        ));
    }
    if t.target_towing {
        apply(Modifier::TorpedoTargetTowing, None, &mut steps);
    }
    if t.range == 0 {
        apply(Modifier::SameHex, None, &mut steps);
    }
    if t.firer_capital {
        apply(Modifier::FirerCapital, None, &mut steps);
    }
    if t.hull_tubes {
        apply(Modifier::HullTubes, None, &mut steps);
    }
    let p = hit_chance(modifier);
    steps.push(Step::new(Rule::HitChance {
        roll: Roll::Torpedo,
        modifier,
        min_face: min_face(modifier),
        probability: p,
    }));
    if p.is_zero() {
        steps.push(Step::new(Rule::NoHitPossible {
            roll: Roll::Torpedo,
            modifier,
        }));
    }
    let dice = if cannot_fire.is_empty() {
        steps.push(Step::new(Rule::TorpedoesSpent { factor: t.factor }));
        // No hit possible: no die to roll (and none to enter).
        if p.is_zero() { 0 } else { u32::from(t.factor) }
    } else {
        0
    };
    TorpedoPlan {
        cannot_fire,
        dice,
        modifier,
        min_face: min_face(modifier),
        p,
        steps,
    }
}

/// The exact odds of a torpedo attack.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TorpedoOdds {
    pub plan: TorpedoPlan,
    pub hits: Vec<Share>,
    pub at_least_one: Fraction,
    pub mean: Fraction,
}

/// The exact distribution of torpedo hits: Bin(F, p), certainly 0 when the
/// ship cannot fire or no hit is possible.
///
/// ```
/// use shturman_battles::dreadnought::torpedo::{odds, TorpedoAttack};
/// // Беспокойный (3 torpedoes) at Goeben, a capital ship, one hex away: hits on 5 or 6.
/// let mut t = TorpedoAttack::new(3, 1).unwrap();
/// t.target_capital = true;
/// let o = odds(&t, &Default::default()).unwrap();
/// assert_eq!(o.plan.p.to_string(), "1/3");
/// assert_eq!(o.at_least_one.to_string(), "19/27");
/// ```
pub fn odds(t: &TorpedoAttack, o: &Options) -> Result<TorpedoOdds, Error> {
    let plan = plan(t, o);
    let hits = hit_distribution(plan.dice, plan.p)?;
    let mean = Fraction::new(u128::from(plan.dice) * plan.p.numer(), plan.p.denom())
        .unwrap_or(Fraction::ZERO);
    Ok(TorpedoOdds {
        at_least_one: hits.probability(|v| v >= 1),
        hits: shares(&hits),
        mean,
        plan,
    })
}

/// A torpedo attack as rolled.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TorpedoRoll {
    pub plan: TorpedoPlan,
    /// Empty when no hit was possible: nothing to roll.
    pub faces: Vec<u8>,
    pub hits: u32,
    pub steps: Vec<Step>,
}

/// Roll the attack: the whole factor at once. With no hit possible (m ≤ −1)
/// nothing is rolled; the torpedoes are spent all the same.
///
/// ```
/// use shturman_battles::dreadnought::torpedo::{resolve, TorpedoAttack};
/// use shturman_rules::dice::ScriptedDice;
/// // "бросает 3 кубика, выкидывая 6, 4 и 1 … добивается 1 попадания"
/// let mut t = TorpedoAttack::new(3, 1).unwrap();
/// t.target_capital = true;
/// let mut dice = ScriptedDice::new([6, 4, 1]).unwrap();
/// assert_eq!(resolve(&t, &Default::default(), &mut dice).unwrap().hits, 1);
/// ```
pub fn resolve(
    t: &TorpedoAttack,
    o: &Options,
    dice: &mut dyn DiceSource,
) -> Result<TorpedoRoll, Error> {
    let plan = plan(t, o);
    if let Some(&reason) = plan.cannot_fire.first() {
        return Err(Error::TorpedoesCannotFire { reason });
    }
    let mut steps = plan.steps.clone();
    let faces = (0..plan.dice)
        .map(|_| roll_checked(dice))
        .collect::<Result<Vec<u8>, _>>()?;
    let hits = faces.iter().filter(|&&f| is_hit(f, plan.modifier)).count() as u32;
    steps.push(Step::new(Rule::Rolled {
        weapon: Weapon::Torpedo,
        faces: faces.clone(),
        modifier: plan.modifier,
        hits,
    }));
    Ok(TorpedoRoll {
        plan,
        faces,
        hits,
        steps,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dreadnought::readings::LostSpeed;

    #[test]
    fn every_modifier_alone() {
        // (modifier name, setter, value)
        type Set = fn(&mut TorpedoAttack);
        let rows: [(Set, i8); 7] = [
            (|_| {}, 0),
            (|t| t.target_capital = true, 1),
            (|t| t.target_speed = SpeedLoss::All, 1),
            (|t| t.target_towing = true, 1),
            (|t| t.range = 0, 1),
            (|t| t.firer_capital = true, -1),
            (|t| t.hull_tubes = true, -1),
        ];
        for (i, (set, m)) in rows.into_iter().enumerate() {
            let mut t = TorpedoAttack::new(2, 1).unwrap();
            set(&mut t);
            let p = plan(&t, &Options::default());
            assert_eq!(p.modifier, m, "row {i}");
            assert_eq!(p.p, hit_chance(m), "row {i}");
        }
    }

    #[test]
    fn modifiers_are_cumulative_from_minus_two_to_plus_four() {
        // "Все модификаторы кумулятивны."
        let mut t = TorpedoAttack::new(2, 0).unwrap();
        t.target_capital = true;
        t.target_speed = SpeedLoss::All;
        t.target_towing = true;
        assert_eq!(plan(&t, &Options::default()).modifier, 4);
        assert_eq!(plan(&t, &Options::default()).p.to_string(), "5/6");
        let mut t = TorpedoAttack::new(2, 1).unwrap();
        t.firer_capital = true;
        t.hull_tubes = true;
        assert_eq!(plan(&t, &Options::default()).modifier, -2);
    }

    #[test]
    fn m_minus_one_means_no_hit_is_possible_and_nothing_is_rolled() {
        let mut t = TorpedoAttack::new(4, 1).unwrap();
        t.firer_capital = true;
        let o = odds(&t, &Options::default()).unwrap();
        assert!(o.plan.p.is_zero());
        // Nothing to roll: the plan says 0 dice, as the roll takes none.
        assert_eq!(o.plan.dice, 0);
        assert_eq!(o.hits.len(), 1);
        assert_eq!(o.hits[0].probability, Fraction::ONE);
        let mut none = shturman_rules::dice::ScriptedDice::new([]).unwrap();
        let r = resolve(&t, &Options::default(), &mut none).unwrap();
        assert_eq!((r.hits, r.faces.len()), (0, 0));
    }

    #[test]
    fn cannot_fire_cases() {
        let base = TorpedoAttack::new(3, 1).unwrap();
        type Set = fn(&mut TorpedoAttack);
        let rows: [(Set, CannotFire); 5] = [
            (|t| t.range = 2, CannotFire::OutOfRange { range: 2 }),
            (|t| t.firer_speed = SpeedLoss::All, CannotFire::AllSpeedLost),
            (|t| t.tube_destroyed = true, CannotFire::TubeDestroyed),
            (|t| t.already_fired = true, CannotFire::AlreadyFired),
            (
                |t| *t = TorpedoAttack::new(0, 1).unwrap(),
                CannotFire::NoTorpedoes,
            ),
        ];
        for (set, reason) in rows {
            let mut t = base;
            set(&mut t);
            let o = odds(&t, &Options::default()).unwrap();
            assert_eq!(o.plan.cannot_fire, vec![reason]);
            assert_eq!(o.plan.dice, 0);
            assert_eq!(o.at_least_one, Fraction::ZERO);
            let mut d = shturman_rules::dice::ScriptedDice::new([6, 6, 6]).unwrap();
            assert_eq!(
                resolve(&t, &Options::default(), &mut d),
                Err(Error::TorpedoesCannotFire { reason })
            );
        }
        // Some speed lost still fires: 7.72 says "все свои факторы хода".
        let mut t = base;
        t.firer_speed = SpeedLoss::Some;
        assert!(plan(&t, &Options::default()).can_fire());
    }

    #[test]
    fn d4_governs_the_target_speed_modifier() {
        let mut t = TorpedoAttack::new(2, 1).unwrap();
        t.target_speed = SpeedLoss::Some;
        assert_eq!(plan(&t, &Options::default()).modifier, 0);
        let o = Options::default().with(Choice::D4(LostSpeed::AnySpeed));
        assert_eq!(plan(&t, &o).modifier, 1);
    }

    #[test]
    fn factor_above_the_maximum_is_an_error() {
        assert_eq!(
            TorpedoAttack::new(41, 1),
            Err(Error::TorpedoFactorTooLarge {
                factor: 41,
                max: MAX_TORPEDO_FACTOR
            })
        );
    }
}
