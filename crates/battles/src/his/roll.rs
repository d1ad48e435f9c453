//! Evasion and interception (digest H.1–H.3). This module owns the one roll
//! all four share — two dice plus a leader's battle rating plus modifiers,
//! success on 9 or more — its inputs ([`Roll`]), its exact odds ([`odds`])
//! and its resolution ([`resolve`], [`resolve_faces`]):
//!
//! - land evasion (H.1): the formation's best leader; Ottomans +1 with
//!   cavalry in the evading formation, others −1 evading an Ottoman army
//!   with cavalry; automatic when all its units lost a field battle earlier
//!   this impulse;
//! - land interception (H.2): the same roll, −1 against an Ottoman army with
//!   cavalry, known only from the text's example [H-1];
//! - naval interception and evasion (H.3): one participating admiral's
//!   rating [H-2]; no cavalry modifier at sea.

use super::Step;
use super::{HisError, HisOptions, InterceptionCavalry, NavalRollAdmiral, Reading, Rule, Section};
use crate::dist::Dist;
use shturman_rules::Fraction;
use shturman_rules::dice::{DiceError, DiceSource, roll_checked};

/// The total a roll must reach: «Если итоговый результат 9 или больше».
pub const TARGET: i32 = 9;

/// Which of the four rolls.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum RollKind {
    #[default]
    LandEvasion,
    LandInterception,
    NavalInterception,
    NavalEvasion,
}

impl RollKind {
    pub const ALL: [RollKind; 4] = [
        RollKind::LandEvasion,
        RollKind::LandInterception,
        RollKind::NavalInterception,
        RollKind::NavalEvasion,
    ];

    /// The digest section of the roll.
    pub const fn section(self) -> Section {
        match self {
            RollKind::LandEvasion => Section::H1,
            RollKind::LandInterception => Section::H2,
            RollKind::NavalInterception | RollKind::NavalEvasion => Section::H3,
        }
    }

    pub const fn is_naval(self) -> bool {
        match self {
            RollKind::LandEvasion | RollKind::LandInterception => false,
            RollKind::NavalInterception | RollKind::NavalEvasion => true,
        }
    }

    /// The code the CLI uses: "land_evasion", … .
    pub const fn code(self) -> &'static str {
        match self {
            RollKind::LandEvasion => "land_evasion",
            RollKind::LandInterception => "land_interception",
            RollKind::NavalInterception => "naval_interception",
            RollKind::NavalEvasion => "naval_evasion",
        }
    }

    /// The kind with this code.
    pub fn from_code(code: &str) -> Option<RollKind> {
        RollKind::ALL.into_iter().find(|k| k.code() == code.trim())
    }
}

/// The cavalry situation of a land roll (H.1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Cavalry {
    /// No cavalry modifier.
    #[default]
    None,
    /// The rolling formation is Ottoman and has at least one cavalry unit.
    OttomanWithCavalry,
    /// The rolling formation (not Ottoman) evades or intercepts an Ottoman
    /// army with cavalry.
    AgainstOttomanCavalry,
}

/// One evasion or interception roll.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Roll {
    pub kind: RollKind,
    /// The battle ratings of the formation's leaders (at sea: of the
    /// participating admirals); empty when there are none.
    pub leaders: Vec<u8>,
    /// At sea, the index in `leaders` of the admiral the player picks
    /// ([H-2]); `None` picks the best.
    pub pick: Option<usize>,
    pub cavalry: Cavalry,
    /// Land evasion only: every unit of the formation lost a field battle
    /// earlier this impulse, so the evasion succeeds without a roll.
    pub all_lost_field_battle: bool,
    /// Any other modifier the players apply (cards, events).
    pub modifier: i8,
}

impl Roll {
    /// A roll with `leaders`' ratings and no modifier; see the fields for
    /// the rest. Checked.
    ///
    /// ```
    /// use shturman_battles::his::roll::{Roll, RollKind};
    /// let r = Roll::new(RollKind::LandEvasion, vec![2, 1]).unwrap();
    /// assert_eq!(r.leaders, [2, 1]);
    /// ```
    pub fn new(kind: RollKind, leaders: Vec<u8>) -> Result<Roll, HisError> {
        let r = Roll {
            kind,
            leaders,
            ..Roll::default()
        };
        r.check()?;
        Ok(r)
    }

    /// Check the combination: a pick only at sea and within the list, no
    /// cavalry at sea, the automatic case only for a land evasion.
    pub fn check(&self) -> Result<(), HisError> {
        match (self.kind.is_naval(), self.pick) {
            (false, Some(pick)) => return Err(HisError::PickOnLand { pick }),
            (true, Some(pick)) if pick >= self.leaders.len() => {
                return Err(HisError::PickOutOfRange {
                    pick,
                    admirals: self.leaders.len(),
                });
            }
            _ => {}
        }
        if self.kind.is_naval() && self.cavalry != Cavalry::None {
            return Err(HisError::CavalryAtSea);
        }
        if self.all_lost_field_battle && self.kind != RollKind::LandEvasion {
            return Err(HisError::AutomaticNotEvasion { kind: self.kind });
        }
        Ok(())
    }
}

/// The roll before the dice: what it needs and its exact chance.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RollOdds {
    /// Dice to roll: 2, or 0 when the evasion is automatic.
    pub dice: u8,
    /// Everything added to the two dice.
    pub modifier: i32,
    /// The least sum of the two dice that succeeds (2..=12 when the roll
    /// can go either way; ≤ 2 always succeeds, > 12 never does).
    pub need: i32,
    pub success: Fraction,
    pub automatic: bool,
    pub steps: Vec<Step>,
}

/// The rolled (or automatic) result.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RollReport {
    /// The two faces; `None` when no dice were rolled.
    pub faces: Option<[u8; 2]>,
    /// Faces + modifier.
    pub total: Option<i32>,
    pub success: bool,
    pub steps: Vec<Step>,
}

/// The modifier steps and their sum; `None` for the automatic evasion.
fn modifier(roll: &Roll, options: &HisOptions) -> Result<Option<(i32, Vec<Step>)>, HisError> {
    roll.check()?;
    let section = roll.kind.section();
    if roll.all_lost_field_battle {
        return Ok(None);
    }
    let mut steps = Vec::with_capacity(4);
    let best = roll
        .leaders
        .iter()
        .enumerate()
        .max_by_key(|(i, r)| (**r, core::cmp::Reverse(*i)))
        .map(|(i, r)| (i, *r));
    let chosen = if roll.kind.is_naval() {
        match (options.naval_roll_admiral, roll.pick) {
            // `check` guarantees the index is in the list.
            (NavalRollAdmiral::PlayerPicks, Some(i)) => roll.leaders.get(i).map(|r| (i, *r)),
            (NavalRollAdmiral::PlayerPicks, None) | (NavalRollAdmiral::Best, _) => best,
        }
    } else {
        best
    };
    let mut total = 0i32;
    match chosen {
        Some((i, rating)) => {
            total += i32::from(rating);
            let rule = Rule::LeaderRating {
                rating,
                picked: if roll.kind.is_naval() { Some(i) } else { None },
            };
            // Which admiral counts is [H-2]'s question only when there is a
            // choice.
            steps.push(if roll.kind.is_naval() && roll.leaders.len() > 1 {
                Step::reading(section, rule, Reading::H2NavalRollAdmiral)
            } else {
                Step::new(section, rule)
            });
        }
        None => steps.push(Step::new(section, Rule::NoLeader)),
    }
    let h1 = Reading::H1InterceptionCavalry;
    match (roll.kind, roll.cavalry) {
        (_, Cavalry::None) => {}
        (RollKind::LandEvasion, Cavalry::OttomanWithCavalry) => {
            total += 1;
            steps.push(Step::new(section, Rule::OttomanCavalryBonus));
        }
        (RollKind::LandEvasion, Cavalry::AgainstOttomanCavalry) => {
            total -= 1;
            steps.push(Step::new(section, Rule::OttomanCavalryPenalty));
        }
        (RollKind::LandInterception, Cavalry::OttomanWithCavalry) => {
            match options.interception_cavalry {
                InterceptionCavalry::AsExample => steps.push(Step::reading(
                    section,
                    Rule::OttomanCavalryBonusNotForInterception,
                    h1,
                )),
                InterceptionCavalry::LikeEvasion => {
                    total += 1;
                    steps.push(Step::reading(section, Rule::OttomanCavalryBonus, h1));
                }
            }
        }
        (RollKind::LandInterception, Cavalry::AgainstOttomanCavalry) => {
            total -= 1;
            steps.push(Step::reading(section, Rule::OttomanCavalryPenalty, h1));
        }
        // `check` rejects cavalry at sea.
        (RollKind::NavalInterception | RollKind::NavalEvasion, _) => {
            return Err(HisError::CavalryAtSea);
        }
    }
    if roll.modifier != 0 {
        total += i32::from(roll.modifier);
        steps.push(Step::new(
            section,
            Rule::Modifier {
                modifier: roll.modifier,
            },
        ));
    }
    Ok(Some((total, steps)))
}

/// The dice to roll and the exact chance of success.
///
/// Charles V intercepts with rating 2, −1 for the Ottoman cavalry: the
/// dice need 8 or more.
///
/// ```
/// use shturman_battles::his::roll::{odds, Cavalry, Roll, RollKind};
/// use shturman_battles::his::HisOptions;
/// let mut r = Roll::new(RollKind::LandInterception, vec![2]).unwrap();
/// r.cavalry = Cavalry::AgainstOttomanCavalry;
/// let o = odds(&r, &HisOptions::default()).unwrap();
/// assert_eq!((o.dice, o.need), (2, 8));
/// assert_eq!(o.success.to_string(), "5/12");
/// ```
pub fn odds(roll: &Roll, options: &HisOptions) -> Result<RollOdds, HisError> {
    let section = roll.kind.section();
    let Some((modifier, mut steps)) = modifier(roll, options)? else {
        return Ok(RollOdds {
            dice: 0,
            modifier: 0,
            need: 0,
            success: Fraction::ONE,
            automatic: true,
            steps: vec![Step::new(section, Rule::AutomaticEvasion)],
        });
    };
    let need = TARGET - modifier;
    steps.push(Step::new(section, Rule::Need { modifier, need }));
    let two = Dist::d6()
        .add(&Dist::d6())
        .map_err(|error| HisError::TooManyDice {
            attacker_dice: 2,
            defender_dice: 0,
            error,
        })?;
    Ok(RollOdds {
        dice: 2,
        modifier,
        need,
        success: two.probability(|v| v >= need),
        automatic: false,
        steps,
    })
}

/// Roll two dice from `dice` (none when the evasion is automatic) and
/// resolve.
pub fn resolve(
    roll: &Roll,
    options: &HisOptions,
    dice: &mut dyn DiceSource,
) -> Result<RollReport, HisError> {
    roll.check()?;
    if roll.all_lost_field_battle {
        return resolve_faces(roll, options, None);
    }
    let a = roll_checked(dice).map_err(HisError::Dice)?;
    let b = roll_checked(dice).map_err(HisError::Dice)?;
    resolve_faces(roll, options, Some([a, b]))
}

/// Resolve with the two faces rolled (`None` only for the automatic
/// evasion, which rolls nothing).
///
/// Doria's interception: 7 on the dice + 2 for Doria = 9.
///
/// ```
/// use shturman_battles::his::roll::{resolve_faces, Roll, RollKind};
/// use shturman_battles::his::HisOptions;
/// let doria = Roll::new(RollKind::NavalInterception, vec![2]).unwrap();
/// let r = resolve_faces(&doria, &HisOptions::default(), Some([3, 4])).unwrap();
/// assert_eq!((r.total, r.success), (Some(9), true));
/// ```
pub fn resolve_faces(
    roll: &Roll,
    options: &HisOptions,
    faces: Option<[u8; 2]>,
) -> Result<RollReport, HisError> {
    let section = roll.kind.section();
    let Some((modifier, mut steps)) = modifier(roll, options)? else {
        return Ok(RollReport {
            faces: None,
            total: None,
            success: true,
            steps: vec![Step::new(section, Rule::AutomaticEvasion)],
        });
    };
    let Some(faces) = faces else {
        return Err(HisError::Dice(DiceError::RanOut { used: 0 }));
    };
    if let Some(&face) = faces.iter().find(|f| !(1..=6).contains(*f)) {
        return Err(HisError::Dice(DiceError::BadFace { face }));
    }
    steps.push(Step::new(
        section,
        Rule::Need {
            modifier,
            need: TARGET - modifier,
        },
    ));
    let total = i32::from(faces[0]) + i32::from(faces[1]) + modifier;
    let success = total >= TARGET;
    steps.push(Step::new(
        section,
        Rule::TwoDice {
            faces,
            total,
            success,
        },
    ));
    Ok(RollReport {
        faces: Some(faces),
        total: Some(total),
        success,
        steps,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use shturman_rules::dice::ScriptedDice;

    fn land(kind: RollKind, rating: u8, cavalry: Cavalry) -> Roll {
        Roll {
            kind,
            leaders: vec![rating],
            cavalry,
            ..Roll::default()
        }
    }

    /// Every modifier of H.1–H.3, as a table: kind, leaders, pick, cavalry,
    /// player modifier, H-1 and H-2 options → the modifier and the need.
    #[test]
    fn modifier_table() {
        use Cavalry::{
            AgainstOttomanCavalry as Against, None as NoCav, OttomanWithCavalry as With,
        };
        use InterceptionCavalry::{AsExample as Ex, LikeEvasion as Like};
        use NavalRollAdmiral::{Best, PlayerPicks as Picks};
        use RollKind::*;
        type Row<'a> = (
            RollKind,
            &'a [u8],
            Option<usize>,
            Cavalry,
            i8,
            InterceptionCavalry,
            NavalRollAdmiral,
            i32,
        );
        #[rustfmt::skip]
        let rows: &[Row] = &[
            // kind, leaders, pick, cavalry, modifier, H-1, H-2 → modifier
            (LandEvasion, &[], None, NoCav, 0, Ex, Picks, 0),
            (LandEvasion, &[1, 3, 2], None, NoCav, 0, Ex, Picks, 3),
            (LandEvasion, &[2], None, With, 0, Ex, Picks, 3),
            (LandEvasion, &[2], None, Against, 0, Ex, Picks, 1),
            (LandEvasion, &[0], None, NoCav, -2, Ex, Picks, -2),
            (LandInterception, &[2], None, Against, 0, Ex, Picks, 1),
            (LandInterception, &[2], None, With, 0, Ex, Picks, 2),
            (LandInterception, &[2], None, With, 0, Like, Picks, 3),
            (NavalInterception, &[1, 2], None, NoCav, 0, Ex, Picks, 2),
            (NavalInterception, &[1, 2], Some(0), NoCav, 0, Ex, Picks, 1),
            (NavalEvasion, &[1, 2], Some(0), NoCav, 0, Ex, Best, 2),
            (NavalEvasion, &[], None, NoCav, 1, Ex, Best, 1),
        ];
        for &(kind, leaders, pick, cavalry, m, h1, h2, expected) in rows {
            let r = Roll {
                kind,
                leaders: leaders.to_vec(),
                pick,
                cavalry,
                all_lost_field_battle: false,
                modifier: m,
            };
            let options = HisOptions {
                interception_cavalry: h1,
                naval_roll_admiral: h2,
                ..HisOptions::default()
            };
            let o = odds(&r, &options).unwrap();
            assert_eq!(o.modifier, expected, "{r:?} {options:?}");
            assert_eq!(o.need, TARGET - expected);
            assert!(o.steps.iter().all(|s| s.section == kind.section()));
        }
    }

    /// Issue 35 item 4: at sea with no admiral picked, the best counts,
    /// wherever it is listed. H.3: «Перехватывающий игрок бросает 2 кости
    /// и к сумме выпавших значений добавляет боевой рейтинг любого
    /// участвующего флотоводца» — any participating admiral: the player
    /// picks ([H-2]); not picking is taking the one that helps most.
    #[test]
    fn at_sea_no_pick_takes_the_best_admiral_not_the_first() {
        for kind in [RollKind::NavalInterception, RollKind::NavalEvasion] {
            for h2 in [NavalRollAdmiral::PlayerPicks, NavalRollAdmiral::Best] {
                let r = Roll::new(kind, vec![1, 3, 2]).unwrap();
                let options = HisOptions {
                    naval_roll_admiral: h2,
                    ..HisOptions::default()
                };
                let o = odds(&r, &options).unwrap();
                assert_eq!(o.modifier, 3, "{kind:?} {h2:?}");
                assert_eq!(
                    o.steps[0].rule,
                    Rule::LeaderRating {
                        rating: 3,
                        picked: Some(1)
                    }
                );
            }
        }
    }

    #[test]
    fn chances_by_need() {
        // 2d6 ≥ 9: 10/36; ≥ 7: 21/36; ≥ 2: sure; ≥ 13: never.
        let cases = [
            (0, "5/18"),
            (2, "7/12"),
            (7, "1/1"),
            (10, "1/1"),
            (-4, "0/1"),
        ];
        for (rating_mod, p) in cases {
            let mut r = land(RollKind::LandEvasion, 0, Cavalry::None);
            r.modifier = rating_mod;
            assert_eq!(
                odds(&r, &HisOptions::default())
                    .unwrap()
                    .success
                    .to_string(),
                p,
                "{rating_mod}"
            );
        }
    }

    #[test]
    fn automatic_evasion_rolls_nothing() {
        let r = Roll {
            all_lost_field_battle: true,
            ..land(RollKind::LandEvasion, 0, Cavalry::AgainstOttomanCavalry)
        };
        let o = odds(&r, &HisOptions::default()).unwrap();
        assert_eq!((o.dice, o.success, o.automatic), (0, Fraction::ONE, true));
        let mut none = ScriptedDice::new([]).unwrap();
        let rep = resolve(&r, &HisOptions::default(), &mut none).unwrap();
        assert!(rep.success && rep.faces.is_none());
        assert_eq!(rep.steps[0].rule, Rule::AutomaticEvasion);
    }

    #[test]
    fn bad_rolls_are_errors() {
        let r = Roll {
            pick: Some(0),
            ..land(RollKind::LandEvasion, 1, Cavalry::None)
        };
        assert_eq!(r.check(), Err(HisError::PickOnLand { pick: 0 }));
        let r = Roll {
            pick: Some(2),
            ..land(RollKind::NavalEvasion, 1, Cavalry::None)
        };
        assert_eq!(
            r.check(),
            Err(HisError::PickOutOfRange {
                pick: 2,
                admirals: 1
            })
        );
        let r = land(RollKind::NavalInterception, 1, Cavalry::OttomanWithCavalry);
        assert_eq!(r.check(), Err(HisError::CavalryAtSea));
        let r = Roll {
            all_lost_field_battle: true,
            ..land(RollKind::LandInterception, 1, Cavalry::None)
        };
        assert_eq!(
            odds(&r, &HisOptions::default()),
            Err(HisError::AutomaticNotEvasion {
                kind: RollKind::LandInterception
            })
        );
        let r = land(RollKind::LandEvasion, 1, Cavalry::None);
        assert_eq!(
            resolve_faces(&r, &HisOptions::default(), Some([0, 3])),
            Err(HisError::Dice(DiceError::BadFace { face: 0 }))
        );
        assert!(resolve_faces(&r, &HisOptions::default(), None).is_err());
    }

    #[test]
    fn exactly_nine_succeeds() {
        let r = land(RollKind::LandEvasion, 1, Cavalry::None);
        let at = |a, b| {
            resolve_faces(&r, &HisOptions::default(), Some([a, b]))
                .unwrap()
                .success
        };
        assert!(at(4, 4));
        assert!(!at(3, 4));
    }
}
