//! Grounding and refloating (digest D.3, D.4; seed 7.41–7.44). This module
//! owns the grounding roll of a ship entering a hex next to land ([`plan`],
//! [`odds`] for a group, [`resolve`]), and the weather-phase refloating roll
//! with the hull damage that follows it ([`refloat_odds`],
//! [`resolve_refloat`], [`refloat_damage`] under [D-7]).

use super::error::Error;
use super::explain::{Modifier, Roll, Rule, Step};
use super::readings::{Choice, Options, UnarmouredRefloat};
use super::{Share, hit_chance, is_hit, min_face, shares};
use crate::{Dist, Tally};
use shturman_rules::Fraction;
use shturman_rules::dice::{DiceSource, roll_checked};

/// Most ships rolled for at once: a group is at most 8 ships, and 16 is
/// both sides' full hex.
pub const MAX_SHIPS: u32 = 16;

/// The ship classes of the text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ShipClass {
    /// Основные боевые корабли.
    Capital,
    /// Легкие корабли.
    Light,
    /// Прочие.
    #[default]
    Other,
}

impl ShipClass {
    pub const ALL: [ShipClass; 3] = [ShipClass::Capital, ShipClass::Light, ShipClass::Other];
}

/// Why no grounding roll is made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum NoCheck {
    /// A shaded edge hex along a land edge of the map (7.41).
    ShadedEdgeHex,
    /// A shallow-draught light ship never grounds (7.42).
    ShallowDraughtLight,
}

impl NoCheck {
    pub const fn paragraph(self) -> &'static str {
        match self {
            NoCheck::ShadedEdgeHex => "7.41",
            NoCheck::ShallowDraughtLight => "7.42",
        }
    }
}

/// A ship entering a hex next to land.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Grounding {
    pub class: ShipClass,
    /// A half-white, half-red circle on the counter.
    pub shallow_draught: bool,
    /// The land belongs to the ship's own country.
    pub own_coast: bool,
    /// The hex is one of the shaded edge hexes of a land edge.
    pub shaded_edge: bool,
}

/// The roll to make, before rolling.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GroundingPlan {
    /// `None` when a roll is needed.
    pub no_check: Option<NoCheck>,
    pub modifier: i8,
    pub min_face: Option<u8>,
    /// The chance this ship grounds.
    pub p: Fraction,
    pub steps: Vec<Step>,
}

/// Whether to roll, the modifier and the chance of grounding (d6 + m ≥ 6).
///
/// ```
/// use shturman_battles::dreadnought::grounding::{plan, Grounding, ShipClass};
/// let g = Grounding { class: ShipClass::Capital, ..Default::default() };
/// assert_eq!(plan(&g).p.to_string(), "1/3");
/// let g = Grounding { class: ShipClass::Light, shallow_draught: true, ..Default::default() };
/// assert!(plan(&g).no_check.is_some());
/// ```
pub fn plan(g: &Grounding) -> GroundingPlan {
    let no = |reason: NoCheck| GroundingPlan {
        no_check: Some(reason),
        modifier: 0,
        min_face: None,
        p: Fraction::ZERO,
        steps: vec![Step::new(Rule::NoGroundingCheck { reason })],
    };
    if g.shaded_edge {
        return no(NoCheck::ShadedEdgeHex);
    }
    if g.class == ShipClass::Light && g.shallow_draught {
        return no(NoCheck::ShallowDraughtLight);
    }
    let mut steps = Vec::new();
    let mut modifier = 0i8;
    if g.own_coast {
        modifier += Modifier::OwnCoast.value();
        steps.push(Step::new(Rule::ModifierApplies {
            modifier: Modifier::OwnCoast,
            value: Modifier::OwnCoast.value(),
        }));
    }
    if g.class == ShipClass::Capital {
        let m = Modifier::DeepDraughtCapital;
        if g.shallow_draught {
            // "не получают штрафа": a shallow-draught capital ship rolls plain
            steps.push(Step::new(Rule::ModifierNotApplied { modifier: m }));
        } else {
            modifier += m.value();
            steps.push(Step::new(Rule::ModifierApplies {
                modifier: m,
                value: m.value(),
            }));
        }
    }
    let p = hit_chance(modifier);
    steps.push(Step::new(Rule::HitChance {
        roll: Roll::Grounding,
        modifier,
        min_face: min_face(modifier),
        probability: p,
    }));
    if p.is_zero() {
        steps.push(Step::new(Rule::NoHitPossible {
            roll: Roll::Grounding,
            modifier,
        }));
    }
    GroundingPlan {
        no_check: None,
        modifier,
        min_face: min_face(modifier),
        p,
        steps,
    }
}

/// The exact odds for a group of like ships entering the hex.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GroundingOdds {
    pub plan: GroundingPlan,
    pub ships: u32,
    /// How many of them ground.
    pub grounded: Vec<Share>,
}

/// The number of `ships` like ships (1..=[`MAX_SHIPS`]) that ground: one
/// die each.
///
/// ```
/// use shturman_battles::dreadnought::grounding::{odds, Grounding, ShipClass};
/// let g = Grounding { class: ShipClass::Capital, ..Default::default() };
/// let o = odds(&g, 2).unwrap();
/// assert_eq!(o.grounded[0].probability.to_string(), "4/9"); // (2/3)²
/// ```
pub fn odds(g: &Grounding, ships: u32) -> Result<GroundingOdds, Error> {
    if ships == 0 || ships > MAX_SHIPS {
        return Err(Error::ShipCount {
            ships,
            max: MAX_SHIPS,
        });
    }
    let plan = plan(g);
    let grounded = super::gunnery::hit_distribution(ships, plan.p)?;
    Ok(GroundingOdds {
        plan,
        ships,
        grounded: shares(&grounded),
    })
}

/// One ship's grounding roll.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GroundingRoll {
    pub plan: GroundingPlan,
    /// `None` when no roll was needed.
    pub face: Option<u8>,
    /// A grounded ship cannot move.
    pub grounded: bool,
    pub steps: Vec<Step>,
}

/// Roll for one ship (no die is read when no roll is needed).
///
/// ```
/// use shturman_battles::dreadnought::grounding::{resolve, Grounding, ShipClass};
/// use shturman_rules::dice::ScriptedDice;
/// // "При результате 6 или выше корабль сел на мель … добавьте 1 для основных боевых кораблей"
/// let g = Grounding { class: ShipClass::Capital, ..Default::default() };
/// let mut dice = ScriptedDice::new([5]).unwrap();
/// assert!(resolve(&g, &mut dice).unwrap().grounded);
/// ```
pub fn resolve(g: &Grounding, dice: &mut dyn DiceSource) -> Result<GroundingRoll, Error> {
    let plan = plan(g);
    let mut steps = plan.steps.clone();
    if plan.no_check.is_some() {
        return Ok(GroundingRoll {
            plan,
            face: None,
            grounded: false,
            steps,
        });
    }
    let face = roll_checked(dice)?;
    let grounded = is_hit(face, plan.modifier);
    steps.push(Step::new(Rule::GroundingRoll {
        face,
        modifier: plan.modifier,
        // face ≤ 6 and |m| ≤ 1
        total: face as i8 + plan.modifier,
        grounded,
    }));
    Ok(GroundingRoll {
        plan,
        face: Some(face),
        grounded,
        steps,
    })
}

/// A grounded ship, at the weather phase (`Default`: unarmoured, not
/// grounded deliberately).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Refloat {
    /// The ship has armour (any shaded or hatched box on its card).
    pub armoured: bool,
    /// It was grounded deliberately (7.44) and can never come off.
    pub deliberate: bool,
}

/// Hull boxes lost after refloating, from the damage roll `face`: half,
/// rounded up; an unarmoured ship adds 1 — to the roll before halving, or
/// after, by [D-7].
///
/// ```
/// use shturman_battles::dreadnought::grounding::refloat_damage;
/// use shturman_battles::dreadnought::UnarmouredRefloat::*;
/// assert_eq!(refloat_damage(5, true, AddThenHalve), 3);
/// assert_eq!(refloat_damage(5, false, AddThenHalve), 3); // ⌈6/2⌉
/// assert_eq!(refloat_damage(6, false, AddThenHalve), 4); // ⌈7/2⌉
/// assert_eq!(refloat_damage(1, false, HalveThenAdd), 2); // ⌈1/2⌉ + 1
/// ```
pub const fn refloat_damage(face: u8, armoured: bool, reading: UnarmouredRefloat) -> u8 {
    if armoured {
        return face.div_ceil(2);
    }
    match reading {
        UnarmouredRefloat::AddThenHalve => face.saturating_add(1).div_ceil(2),
        UnarmouredRefloat::HalveThenAdd => face.div_ceil(2).saturating_add(1),
    }
}

/// One possible end of a refloating attempt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RefloatOutcome {
    pub refloated: bool,
    /// Hull boxes lost (0 when still aground).
    pub hull_boxes: u8,
}

/// An outcome and its chance.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RefloatShare {
    pub outcome: RefloatOutcome,
    pub probability: Fraction,
}

/// The exact odds of a refloating attempt.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RefloatOdds {
    /// False for a ship grounded deliberately.
    pub possible: bool,
    pub refloat: Fraction,
    /// Hull boxes lost, given that it comes off.
    pub hull_boxes: Vec<Share>,
    /// Every outcome of the attempt.
    pub outcomes: Vec<RefloatShare>,
    /// [D-7] with the option applied, for an unarmoured ship.
    pub reading: Option<Choice>,
    pub steps: Vec<Step>,
}

/// The chance to come off this weather phase (a 1 on the die), the hull
/// damage if it does, and their joint outcomes.
///
/// ```
/// use shturman_battles::dreadnought::grounding::{refloat_odds, Refloat};
/// let o = refloat_odds(&Refloat { armoured: true, deliberate: false }, &Default::default());
/// assert_eq!(o.refloat.to_string(), "1/6");
/// // armoured: ⌈d6/2⌉ = 1, 2 or 3, each 1/3
/// assert_eq!(o.hull_boxes.len(), 3);
/// assert_eq!(o.outcomes[1].probability.to_string(), "1/18");
/// ```
pub fn refloat_odds(r: &Refloat, o: &Options) -> RefloatOdds {
    if r.deliberate {
        return RefloatOdds {
            possible: false,
            refloat: Fraction::ZERO,
            hull_boxes: Vec::new(),
            outcomes: vec![RefloatShare {
                outcome: RefloatOutcome {
                    refloated: false,
                    hull_boxes: 0,
                },
                probability: Fraction::ONE,
            }],
            reading: None,
            steps: vec![Step::new(Rule::CannotRefloat)],
        };
    }
    let reading = o.unarmoured_refloat;
    // faces are 1..=6, so the casts below cannot truncate
    let damage = Dist::d6().map(|f| i32::from(refloat_damage(f as u8, r.armoured, reading)));
    let attempt: Tally<bool> = Dist::d6().tally(|f| f == 1);
    let outcomes = attempt
        .then(|&refloated| {
            Ok(if refloated {
                damage.tally(|b| RefloatOutcome {
                    refloated: true,
                    hull_boxes: b as u8,
                })
            } else {
                Tally::certain(RefloatOutcome {
                    refloated: false,
                    hull_boxes: 0,
                })
            })
        })
        // two dice: 36 ways, cannot overflow
        .unwrap_or_else(|_| {
            Tally::certain(RefloatOutcome {
                refloated: false,
                hull_boxes: 0,
            })
        });
    RefloatOdds {
        possible: true,
        refloat: Fraction::sixths(1),
        hull_boxes: shares(&damage),
        outcomes: outcomes
            .iter()
            .map(|(&outcome, probability)| RefloatShare {
                outcome,
                probability,
            })
            .collect(),
        reading: (!r.armoured).then_some(Choice::D7(reading)),
        steps: Vec::new(),
    }
}

/// A refloating attempt as rolled.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RefloatRoll {
    pub face: u8,
    pub refloated: bool,
    /// The damage roll, made only when it came off.
    pub damage_face: Option<u8>,
    pub hull_boxes: u8,
    pub steps: Vec<Step>,
}

/// Roll the attempt, then the damage if it comes off. Apply the loss with
/// [`crate::dreadnought::ShipRecord::lose_hull_boxes`].
///
/// ```
/// use shturman_battles::dreadnought::grounding::{resolve_refloat, Refloat};
/// use shturman_rules::dice::ScriptedDice;
/// let mut dice = ScriptedDice::new([1, 4]).unwrap();
/// let r = resolve_refloat(&Refloat::default(), &Default::default(), &mut dice).unwrap();
/// assert!(r.refloated);
/// assert_eq!(r.hull_boxes, 3); // unarmoured: ⌈(4 + 1)/2⌉
/// ```
pub fn resolve_refloat(
    r: &Refloat,
    o: &Options,
    dice: &mut dyn DiceSource,
) -> Result<RefloatRoll, Error> {
    if r.deliberate {
        return Err(Error::GroundedDeliberately);
    }
    let face = roll_checked(dice)?;
    let refloated = face == 1;
    let mut steps = vec![Step::new(Rule::RefloatRoll { face, refloated })];
    if !refloated {
        return Ok(RefloatRoll {
            face,
            refloated,
            damage_face: None,
            hull_boxes: 0,
            steps,
        });
    }
    let d = roll_checked(dice)?;
    let hull_boxes = refloat_damage(d, r.armoured, o.unarmoured_refloat);
    let rule = Rule::RefloatDamage {
        face: d,
        unarmoured: !r.armoured,
        hull_boxes,
    };
    steps.push(if r.armoured {
        Step::new(rule)
    } else {
        Step::with_reading(rule, Choice::D7(o.unarmoured_refloat))
    });
    Ok(RefloatRoll {
        face,
        refloated,
        damage_face: Some(d),
        hull_boxes,
        steps,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grounding_modifier_table() {
        // (class, shallow, own coast) → chance
        use ShipClass::*;
        let rows = [
            (Capital, false, false, Some("1/3")),
            (Capital, false, true, Some("1/6")),
            (Capital, true, false, Some("1/6")),
            (Capital, true, true, Some("0/1")),
            (Light, false, false, Some("1/6")),
            (Light, false, true, Some("0/1")),
            (Light, true, false, None),
            (Other, false, false, Some("1/6")),
            (Other, true, false, Some("1/6")),
            (Other, false, true, Some("0/1")),
        ];
        for (class, shallow_draught, own_coast, p) in rows {
            let g = Grounding {
                class,
                shallow_draught,
                own_coast,
                shaded_edge: false,
            };
            let plan = plan(&g);
            match p {
                Some(p) => {
                    assert_eq!(plan.no_check, None);
                    assert_eq!(plan.p.to_string(), p, "{g:?}");
                }
                None => assert_eq!(plan.no_check, Some(NoCheck::ShallowDraughtLight)),
            }
        }
    }

    #[test]
    fn shaded_edge_hexes_need_no_check() {
        // "могут двигать корабли в эти затененные гексы без проверки посадки на мель"
        let g = Grounding {
            class: ShipClass::Capital,
            shaded_edge: true,
            ..Grounding::default()
        };
        assert_eq!(plan(&g).no_check, Some(NoCheck::ShadedEdgeHex));
        let mut none = shturman_rules::dice::ScriptedDice::new([]).unwrap();
        assert!(!resolve(&g, &mut none).unwrap().grounded);
    }

    #[test]
    fn a_total_of_exactly_six_grounds() {
        // "При результате 6 или выше корабль сел на мель"
        let g = Grounding {
            class: ShipClass::Capital,
            ..Grounding::default()
        };
        let mut d = shturman_rules::dice::ScriptedDice::new([5]).unwrap();
        assert!(resolve(&g, &mut d).unwrap().grounded);
    }

    #[test]
    fn refloat_damage_table_under_both_readings() {
        use UnarmouredRefloat::*;
        let armoured: Vec<u8> = (1..=6)
            .map(|f| refloat_damage(f, true, AddThenHalve))
            .collect();
        assert_eq!(armoured, [1, 1, 2, 2, 3, 3]);
        let add_first: Vec<u8> = (1..=6)
            .map(|f| refloat_damage(f, false, AddThenHalve))
            .collect();
        assert_eq!(add_first, [1, 2, 2, 3, 3, 4]);
        let halve_first: Vec<u8> = (1..=6)
            .map(|f| refloat_damage(f, false, HalveThenAdd))
            .collect();
        assert_eq!(halve_first, [2, 2, 3, 3, 4, 4]);
    }

    #[test]
    fn deliberate_grounding_cannot_be_refloated() {
        let r = Refloat {
            armoured: true,
            deliberate: true,
        };
        assert!(!refloat_odds(&r, &Options::default()).possible);
        let mut d = shturman_rules::dice::ScriptedDice::new([1, 1]).unwrap();
        assert_eq!(
            resolve_refloat(&r, &Options::default(), &mut d),
            Err(Error::GroundedDeliberately)
        );
    }

    #[test]
    fn ship_count_is_checked() {
        let g = Grounding::default();
        assert_eq!(odds(&g, 0), Err(Error::ShipCount { ships: 0, max: 16 }));
        assert!(odds(&g, 17).is_err());
        assert_eq!(odds(&g, 8).unwrap().grounded.len(), 9);
    }
}
