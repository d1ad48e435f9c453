//! Gunnery (digest D.1, seed "Артиллерийский бой", 7.6–7.62). This module
//! owns one ship's fire at one target in a gunnery step: how many dice each
//! of its three batteries rolls at the range ([`plan`]: primary to 3 hexes,
//! 2 for obsolete ships, 4 with very big guns at half factor; secondary to
//! 2; tertiary to 1), the hit modifier and chance, the exact per-battery and
//! total hit distributions ([`odds`]), and the roll itself ([`resolve`]).
//! Each hit then rolls 2d6 on the gunnery damage table ([`crate::dreadnought::damage::roll_damage`]);
//! what the hit does to the target is [`crate::dreadnought::damage`]'s.
//!
//! Every die of the three batteries hits on the same faces (the modifiers
//! belong to the shot, not to the battery), so the total is Bin(P + S + T,
//! p) and also the convolution of the three; both are computed and shown.

use super::damage::Weapon;
use super::error::Error;
use super::explain::{Modifier, Roll, Rule, Step};
use super::readings::{Choice, GunneryModifiers, Italics, LostSpeed, Options};
use super::{Share, SpeedLoss, hit_chance, is_hit, min_face, shares};
use crate::Dist;
use shturman_rules::Fraction;
use shturman_rules::dice::{DiceSource, roll_checked};

/// Largest battery factor accepted: no ship card comes near it, and 3 × 40
/// dice still computes exactly at every chance but 1/6 and 5/6 (there the
/// limit is 49 dice in all, reported as [`Error::TooManyDice`]).
pub const MAX_FACTOR: u8 = 40;

/// One of a ship's three gun batteries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Battery {
    Primary,
    Secondary,
    Tertiary,
}

impl Battery {
    /// In the order the text rolls them.
    pub const ALL: [Battery; 3] = [Battery::Primary, Battery::Secondary, Battery::Tertiary];

    pub const fn code(self) -> &'static str {
        match self {
            Battery::Primary => "primary",
            Battery::Secondary => "secondary",
            Battery::Tertiary => "tertiary",
        }
    }

    pub const fn weapon(self) -> Weapon {
        match self {
            Battery::Primary => Weapon::Primary,
            Battery::Secondary => Weapon::Secondary,
            Battery::Tertiary => Weapon::Tertiary,
        }
    }

    /// The range in hexes (the target's hex counted, the firer's not) of a
    /// modern ship's battery.
    pub const fn range(self) -> u32 {
        match self {
            Battery::Primary => 3,
            Battery::Secondary => 2,
            Battery::Tertiary => 1,
        }
    }
}

/// A ship's current battery factors (after damage that has taken effect).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "RawFactors"))]
pub struct Factors {
    primary: u8,
    secondary: u8,
    tertiary: u8,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
struct RawFactors {
    primary: u32,
    secondary: u32,
    tertiary: u32,
}

#[cfg(feature = "serde")]
impl TryFrom<RawFactors> for Factors {
    type Error = Error;
    fn try_from(r: RawFactors) -> Result<Self, Error> {
        Factors::new(r.primary, r.secondary, r.tertiary)
    }
}

impl Factors {
    /// Checked factors: each at most [`MAX_FACTOR`].
    ///
    /// ```
    /// use shturman_battles::dreadnought::{Battery, Error, Factors};
    /// assert_eq!(Factors::new(8, 4, 2).unwrap().get(Battery::Secondary), 4);
    /// assert_eq!(
    ///     Factors::new(8, 400, 2),
    ///     Err(Error::FactorTooLarge { battery: Battery::Secondary, factor: 400, max: 40 })
    /// );
    /// ```
    pub fn new(primary: u32, secondary: u32, tertiary: u32) -> Result<Factors, Error> {
        let check = |battery: Battery, factor: u32| match u8::try_from(factor) {
            Ok(f) if f <= MAX_FACTOR => Ok(f),
            _ => Err(Error::FactorTooLarge {
                battery,
                factor,
                max: MAX_FACTOR,
            }),
        };
        Ok(Factors {
            primary: check(Battery::Primary, primary)?,
            secondary: check(Battery::Secondary, secondary)?,
            tertiary: check(Battery::Tertiary, tertiary)?,
        })
    }

    pub const fn get(self, battery: Battery) -> u8 {
        match battery {
            Battery::Primary => self.primary,
            Battery::Secondary => self.secondary,
            Battery::Tertiary => self.tertiary,
        }
    }
}

/// The ships 7.62 names as exceptions to the obsolete ships' short range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Exception {
    /// German AC01 Blücher.
    Blucher,
    /// German AC13 Scharnhorst.
    Scharnhorst,
    /// German AC14 Gneisenau.
    Gneisenau,
    /// Russian AC1 Рюрик.
    Rurik,
    /// Any Russian pre-dreadnought battleship in a 1917 scenario.
    RussianPreDreadnought1917,
}

impl Exception {
    pub const ALL: [Exception; 5] = [
        Exception::Blucher,
        Exception::Scharnhorst,
        Exception::Gneisenau,
        Exception::Rurik,
        Exception::RussianPreDreadnought1917,
    ];
}

/// The firing ship's fire control (7.62).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum FireControl {
    /// Primary guns reach 3 hexes.
    #[default]
    Modern,
    /// A pre-dreadnought (B), coast defence ship (CD) or armoured cruiser
    /// (AC): primary guns reach 2 hexes.
    Obsolete,
    /// A B, CD or AC that 7.62 excepts: modern range.
    Excepted(Exception),
}

/// One ship firing at one target in a gunnery step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Gunnery {
    pub factors: Factors,
    /// Hexes to the target, counting the target's hex and not the firer's:
    /// 0 in the same hex, 1 adjacent.
    pub range: u32,
    pub fire_control: FireControl,
    /// 16- or 18-inch guns (7.61): a non-French capital ship with a printed
    /// primary factor of 11 or more, or HMS Furious.
    pub very_big_guns: bool,
    /// The firing ship's name is printed in italics.
    pub firer_italics: bool,
    /// The target's name is printed in italics (counts only under [D-1] =
    /// target).
    pub target_italics: bool,
    pub target_speed: SpeedLoss,
    /// The target tows or is towed.
    pub target_towing: bool,
    /// The players confirm the target is in sight (night and weather can
    /// hide a target within range).
    pub target_visible: bool,
}

impl Gunnery {
    /// A modern ship with these factors firing at a visible, undamaged
    /// target `range` hexes away, no modifier flags.
    pub const fn new(factors: Factors, range: u32) -> Gunnery {
        Gunnery {
            factors,
            range,
            fire_control: FireControl::Modern,
            very_big_guns: false,
            firer_italics: false,
            target_italics: false,
            target_speed: SpeedLoss::None,
            target_towing: false,
            target_visible: true,
        }
    }
}

/// Whether a ship has very big guns (7.61): a capital ship, not French,
/// whose printed primary factor is 11 or more, or HMS Furious.
///
/// ```
/// use shturman_battles::dreadnought::gunnery::very_big_guns;
/// assert!(very_big_guns(true, false, 12, false));
/// assert!(!very_big_guns(true, true, 12, false)); // French
/// assert!(very_big_guns(true, false, 4, true)); // Furious
/// ```
pub const fn very_big_guns(
    capital: bool,
    french: bool,
    printed_primary: u8,
    furious: bool,
) -> bool {
    furious || (capital && !french && printed_primary >= 11)
}

/// Dice per battery.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BatteryDice {
    pub primary: u32,
    pub secondary: u32,
    pub tertiary: u32,
}

impl BatteryDice {
    pub const fn get(self, battery: Battery) -> u32 {
        match battery {
            Battery::Primary => self.primary,
            Battery::Secondary => self.secondary,
            Battery::Tertiary => self.tertiary,
        }
    }

    fn set(&mut self, battery: Battery, dice: u32) {
        match battery {
            Battery::Primary => self.primary = dice,
            Battery::Secondary => self.secondary = dice,
            Battery::Tertiary => self.tertiary = dice,
        }
    }

    pub const fn total(self) -> u32 {
        // each ≤ MAX_FACTOR
        self.primary + self.secondary + self.tertiary
    }
}

/// What to roll, before rolling.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GunneryPlan {
    pub dice: BatteryDice,
    /// The modifier added to every die.
    pub modifier: i8,
    /// The lowest face that hits.
    pub min_face: Option<u8>,
    /// The chance one die hits: (m + 1)/6.
    pub p: Fraction,
    pub steps: Vec<Step>,
}

/// The dice of each battery and the hit chance, with the explanation.
///
/// The seed's example: Viribus Unitus (8 primary factors) at Courbet, 3
/// hexes away: "бросает 8 кубиков для первичной батареи".
///
/// ```
/// use shturman_battles::dreadnought::gunnery::{plan, Gunnery};
/// use shturman_battles::dreadnought::{Factors, Options};
/// let g = Gunnery::new(Factors::new(8, 4, 3).unwrap(), 3);
/// let p = plan(&g, &Options::default());
/// assert_eq!((p.dice.primary, p.dice.secondary, p.dice.tertiary), (8, 0, 0));
/// assert_eq!(p.p.to_string(), "1/6");
/// ```
pub fn plan(g: &Gunnery, o: &Options) -> GunneryPlan {
    let mut steps = Vec::new();
    let mut dice = BatteryDice::default();
    if !g.target_visible {
        steps.push(Step::new(Rule::TargetNotVisible));
    } else {
        for battery in Battery::ALL {
            let n = battery_dice(g, battery, &mut steps);
            dice.set(battery, n);
        }
    }
    let modifier = gunnery_modifier(g, o, &mut steps);
    let p = hit_chance(modifier);
    steps.push(Step::new(Rule::HitChance {
        roll: Roll::Gunnery,
        modifier,
        min_face: min_face(modifier),
        probability: p,
    }));
    GunneryPlan {
        dice,
        modifier,
        min_face: min_face(modifier),
        p,
        steps,
    }
}

fn battery_dice(g: &Gunnery, battery: Battery, steps: &mut Vec<Step>) -> u32 {
    let factor = g.factors.get(battery);
    if factor == 0 {
        // a ship without this battery: nothing to explain
        return 0;
    }
    let range = g.range;
    let mut max_range = battery.range();
    if battery == Battery::Primary {
        match g.fire_control {
            FireControl::Modern => {}
            FireControl::Obsolete => {
                max_range = 2;
                steps.push(Step::new(Rule::ObsoleteFireControl { max_range }));
            }
            FireControl::Excepted(exception) => {
                steps.push(Step::new(Rule::FireControlException { exception }));
            }
        }
        if range > max_range && range == 4 && g.very_big_guns {
            if g.fire_control == FireControl::Obsolete {
                steps.push(Step::new(Rule::VeryBigGunsObsolete));
            } else {
                let dice = u32::from(factor).div_ceil(2);
                steps.push(Step::new(Rule::VeryBigGuns { factor, dice }));
                steps.push(Step::new(Rule::BatteryInRange {
                    battery,
                    range,
                    max_range: 4,
                    factor,
                    dice,
                }));
                return dice;
            }
        }
    }
    if range <= max_range {
        let dice = u32::from(factor);
        steps.push(Step::new(Rule::BatteryInRange {
            battery,
            range,
            max_range,
            factor,
            dice,
        }));
        dice
    } else {
        steps.push(Step::new(Rule::BatteryOutOfRange {
            battery,
            range,
            max_range,
        }));
        0
    }
}

/// Whether the "lost speed" +1 applies to a target with `speed` under [D-4].
pub(crate) fn lost_speed_counts(speed: SpeedLoss, reading: LostSpeed) -> bool {
    match (speed, reading) {
        (SpeedLoss::All, _) => true,
        (SpeedLoss::Some, LostSpeed::AnySpeed) => true,
        (SpeedLoss::Some, LostSpeed::AllSpeed) | (SpeedLoss::None, _) => false,
    }
}

fn gunnery_modifier(g: &Gunnery, o: &Options, steps: &mut Vec<Step>) -> i8 {
    let mut applied: Vec<Modifier> = Vec::new();
    let mut apply = |m: Modifier, reading: Option<Choice>, steps: &mut Vec<Step>| {
        let rule = Rule::ModifierApplies {
            modifier: m,
            value: m.value(),
        };
        steps.push(match reading {
            Some(c) => Step::with_reading(rule, c),
            None => Step::new(rule),
        });
        applied.push(m);
    };
    let d1 = Choice::D1(o.italics);
    let italics = match o.italics {
        Italics::FiringShip => g.firer_italics,
        Italics::Target => g.target_italics,
    };
    if italics {
        apply(Modifier::Italics, Some(d1), steps);
    } else if g.firer_italics || g.target_italics {
        // the other ship's italics: shown, with the reading that rules it out
        steps.push(Step::with_reading(
            Rule::ModifierNotApplied {
                modifier: Modifier::Italics,
            },
            d1,
        ));
    }
    if g.range <= 1 {
        apply(Modifier::CloseRange, None, steps);
    }
    let d4 = Choice::D4(o.lost_speed);
    if lost_speed_counts(g.target_speed, o.lost_speed) {
        apply(Modifier::GunTargetLostSpeed, Some(d4), steps);
    } else if g.target_speed != SpeedLoss::None {
        steps.push(Step::with_reading(
            Rule::ModifierNotApplied {
                modifier: Modifier::GunTargetLostSpeed,
            },
            d4,
        ));
    }
    if g.target_towing {
        apply(Modifier::GunTargetTowing, None, steps);
    }
    let sum: i8 = applied.iter().map(|m| m.value()).sum();
    if applied.len() < 2 {
        return sum;
    }
    let d2 = Choice::D2(o.gunnery_modifiers);
    match o.gunnery_modifiers {
        GunneryModifiers::Cumulative => {
            steps.push(Step::with_reading(
                Rule::ModifiersAdded { modifier: sum },
                d2,
            ));
            sum
        }
        GunneryModifiers::AtMostOne => {
            let modifier = sum.min(1);
            steps.push(Step::with_reading(
                Rule::ModifiersCapped { sum, modifier },
                d2,
            ));
            modifier
        }
    }
}

/// The exact number of hits of `dice` dice that each hit with `p`; too
/// many dice for exact arithmetic is an error naming the count.
///
/// ```
/// use shturman_battles::dreadnought::gunnery::hit_distribution;
/// use shturman_battles::dreadnought::Error;
/// use shturman_battles::Fraction;
/// let sixth = Fraction::sixths(1);
/// assert_eq!(hit_distribution(49, sixth).unwrap().range(), (0, 49));
/// assert!(matches!(hit_distribution(50, sixth), Err(Error::TooManyDice { dice: 50, .. })));
/// ```
pub fn hit_distribution(dice: u32, p: Fraction) -> Result<Dist, Error> {
    Dist::binomial(dice, p).map_err(|error| Error::TooManyDice { dice, error })
}

/// One battery's exact hits.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BatteryOdds {
    pub battery: Battery,
    pub dice: u32,
    pub hits: Vec<Share>,
    pub at_least_one: Fraction,
}

/// The exact odds of a ship's fire.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GunneryOdds {
    pub plan: GunneryPlan,
    /// Primary, secondary, tertiary (a battery with no dice: certainly 0).
    pub batteries: Vec<BatteryOdds>,
    /// Hits of all batteries together.
    pub total: Vec<Share>,
    pub at_least_one: Fraction,
    /// The expected number of hits.
    pub mean: Fraction,
}

/// The exact distribution of each battery's hits and of the total.
///
/// ```
/// use shturman_battles::dreadnought::gunnery::{odds, Gunnery};
/// use shturman_battles::dreadnought::{Factors, Options};
/// // Two primary and one secondary factor at 2 hexes: three dice at 1/6.
/// let g = Gunnery::new(Factors::new(2, 1, 0).unwrap(), 2);
/// let o = odds(&g, &Options::default()).unwrap();
/// assert_eq!(o.total[0].probability.to_string(), "125/216");
/// assert_eq!(o.at_least_one.to_string(), "91/216");
/// assert_eq!(o.mean.to_string(), "1/2");
/// ```
pub fn odds(g: &Gunnery, o: &Options) -> Result<GunneryOdds, Error> {
    let plan = plan(g, o);
    let mut total = Dist::point(0);
    let mut batteries = Vec::with_capacity(3);
    for battery in Battery::ALL {
        let dice = plan.dice.get(battery);
        let hits = hit_distribution(dice, plan.p)?;
        total = total.add(&hits).map_err(|error| Error::TooManyDice {
            dice: plan.dice.total(),
            error,
        })?;
        batteries.push(BatteryOdds {
            battery,
            dice,
            at_least_one: hits.probability(|v| v >= 1),
            hits: shares(&hits),
        });
    }
    // Mean of Bin(n, p) is n·p: exact and cheap.
    let mean = Fraction::new(
        u128::from(plan.dice.total()) * plan.p.numer(),
        plan.p.denom(),
    )
    .unwrap_or(Fraction::ZERO);
    Ok(GunneryOdds {
        at_least_one: total.probability(|v| v >= 1),
        total: shares(&total),
        mean,
        batteries,
        plan,
    })
}

/// One battery's dice as rolled.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BatteryRoll {
    pub battery: Battery,
    pub faces: Vec<u8>,
    pub hits: u32,
}

/// A ship's fire as rolled.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GunneryRoll {
    pub plan: GunneryPlan,
    pub batteries: Vec<BatteryRoll>,
    pub hits: u32,
    pub steps: Vec<Step>,
}

impl GunneryRoll {
    /// The weapon of each hit, in the order their damage is rolled: the
    /// primary battery's first, then secondary, then tertiary.
    pub fn hit_weapons(&self) -> Vec<Weapon> {
        self.batteries
            .iter()
            .flat_map(|b| (0..b.hits).map(move |_| b.battery.weapon()))
            .collect()
    }
}

/// Roll the fire: one die per factor in reach, primary first, then
/// secondary, then tertiary, as the text orders them. The damage of each
/// hit is rolled next, with [`crate::dreadnought::damage::roll_damage`].
///
/// ```
/// use shturman_battles::dreadnought::gunnery::{resolve, Gunnery};
/// use shturman_battles::dreadnought::{Factors, Options};
/// use shturman_rules::dice::ScriptedDice;
/// // Viribus Unitus: "две 1, одну 2, две 3, одну 4 и две 6 … добился 2 попаданий"
/// let g = Gunnery::new(Factors::new(8, 0, 0).unwrap(), 3);
/// let mut dice = ScriptedDice::new([1, 1, 2, 3, 3, 4, 6, 6]).unwrap();
/// assert_eq!(resolve(&g, &Default::default(), &mut dice).unwrap().hits, 2);
/// ```
pub fn resolve(g: &Gunnery, o: &Options, dice: &mut dyn DiceSource) -> Result<GunneryRoll, Error> {
    let plan = plan(g, o);
    let mut steps = plan.steps.clone();
    let mut batteries = Vec::with_capacity(3);
    let mut hits = 0u32;
    for battery in Battery::ALL {
        let n = plan.dice.get(battery);
        let faces = (0..n)
            .map(|_| roll_checked(dice))
            .collect::<Result<Vec<u8>, _>>()?;
        let h = faces.iter().filter(|&&f| is_hit(f, plan.modifier)).count() as u32;
        if n > 0 {
            steps.push(Step::new(Rule::Rolled {
                weapon: battery.weapon(),
                faces: faces.clone(),
                modifier: plan.modifier,
                hits: h,
            }));
        }
        hits += h;
        batteries.push(BatteryRoll {
            battery,
            faces,
            hits: h,
        });
    }
    Ok(GunneryRoll {
        plan,
        batteries,
        hits,
        steps,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ship(p: u32, s: u32, t: u32, range: u32) -> Gunnery {
        Gunnery::new(Factors::new(p, s, t).unwrap(), range)
    }

    fn dice(g: &Gunnery) -> (u32, u32, u32) {
        let d = plan(g, &Options::default()).dice;
        (d.primary, d.secondary, d.tertiary)
    }

    #[test]
    fn battery_ranges_by_hex() {
        // "Первичные … до трех гексов", "Вторичные … до двух",
        // "Третичные … только … в примыкающем или в том же самом гексе"
        let rows = [
            (0, (10, 6, 4)),
            (1, (10, 6, 4)),
            (2, (10, 6, 0)),
            (3, (10, 0, 0)),
            (4, (0, 0, 0)),
        ];
        for (range, expected) in rows {
            assert_eq!(dice(&ship(10, 6, 4, range)), expected, "range {range}");
        }
    }

    #[test]
    fn obsolete_primary_reaches_two_hexes_unless_excepted() {
        let mut g = ship(6, 4, 0, 3);
        g.fire_control = FireControl::Obsolete;
        assert_eq!(dice(&g), (0, 0, 0));
        g.range = 2;
        assert_eq!(dice(&g), (6, 4, 0));
        for e in Exception::ALL {
            g.fire_control = FireControl::Excepted(e);
            g.range = 3;
            assert_eq!(dice(&g), (6, 0, 0), "{e:?}");
        }
    }

    #[test]
    fn very_big_guns_at_four_hexes_roll_half_rounded_up() {
        // "при стрельбе на четыре гекса … делится пополам (с округлением в большую сторону)"
        let mut g = ship(11, 4, 2, 4);
        g.very_big_guns = true;
        assert_eq!(dice(&g), (6, 0, 0));
        g.factors = Factors::new(12, 4, 2).unwrap();
        assert_eq!(dice(&g), (6, 0, 0));
        g.range = 3;
        assert_eq!(dice(&g), (12, 0, 0));
        g.range = 5;
        assert_eq!(dice(&g), (0, 0, 0));
        g.range = 4;
        g.fire_control = FireControl::Obsolete;
        assert_eq!(dice(&g), (0, 0, 0));
    }

    #[test]
    fn an_unseen_target_draws_no_fire() {
        let mut g = ship(8, 4, 2, 1);
        g.target_visible = false;
        assert_eq!(dice(&g), (0, 0, 0));
    }

    #[test]
    fn every_modifier_alone_and_together() {
        // (italics firer, italics target, close, speed, towing) → m under defaults
        let rows: [(bool, bool, u32, SpeedLoss, bool, i8); 9] = [
            (false, false, 3, SpeedLoss::None, false, 0),
            (true, false, 3, SpeedLoss::None, false, 1),
            (false, true, 3, SpeedLoss::None, false, 0),
            (false, false, 1, SpeedLoss::None, false, 1),
            (false, false, 0, SpeedLoss::None, false, 1),
            (false, false, 3, SpeedLoss::All, false, 1),
            (false, false, 3, SpeedLoss::Some, false, 0),
            (false, false, 3, SpeedLoss::None, true, 1),
            (true, false, 0, SpeedLoss::All, true, 4),
        ];
        for (fi, ti, range, speed, towing, m) in rows {
            let mut g = ship(8, 0, 0, range);
            g.firer_italics = fi;
            g.target_italics = ti;
            g.target_speed = speed;
            g.target_towing = towing;
            let p = plan(&g, &Options::default());
            assert_eq!(p.modifier, m, "{fi} {ti} {range} {speed:?} {towing}");
            assert_eq!(p.p, hit_chance(m));
        }
    }

    #[test]
    fn readings_change_the_modifier() {
        let mut g = ship(8, 0, 0, 1);
        g.target_italics = true;
        g.target_speed = SpeedLoss::Some;
        g.target_towing = true;
        let d = Options::default();
        assert_eq!(plan(&g, &d).modifier, 2); // close + towing
        let o = d.with(Choice::D1(Italics::Target));
        assert_eq!(plan(&g, &o).modifier, 3);
        let o = o.with(Choice::D4(LostSpeed::AnySpeed));
        assert_eq!(plan(&g, &o).modifier, 4);
        let o = o.with(Choice::D2(GunneryModifiers::AtMostOne));
        let p = plan(&g, &o);
        assert_eq!(p.modifier, 1);
        assert!(p.steps.iter().any(|s| s.rule
            == Rule::ModifiersCapped {
                sum: 4,
                modifier: 1
            }
            && s.reading == Some(Choice::D2(GunneryModifiers::AtMostOne))));
    }

    #[test]
    fn total_is_the_convolution_and_the_binomial() {
        let g = ship(5, 3, 2, 1);
        let o = odds(&g, &Options::default()).unwrap();
        let direct = shares(&hit_distribution(10, o.plan.p).unwrap());
        assert_eq!(o.total, direct);
        assert_eq!(o.mean, Fraction::new(10 * 2, 6).unwrap());
    }

    #[test]
    fn too_many_dice_is_an_error_with_the_count() {
        let g = ship(40, 40, 0, 2);
        // 80 dice at 1/6: 6^80 does not fit u128
        assert!(matches!(
            odds(&g, &Options::default()),
            Err(Error::TooManyDice { dice: 40 | 80, .. })
        ));
    }
}
