//! The officer's save (digest M.7). This module owns what happens to an
//! officer who lost a melee or was hit by fire: a d6, 5+ saves him
//! (dismounted; after the battle his horse rolls, 4+ only wounded), 1–4
//! wounds him (his movement die leaves the battle; captured if the enemy
//! holds the field). Fire and melee chain into [`save_outcome`], so their
//! odds include the save.

use super::MacroError;
use super::roll;
use super::steps::{Rule, Step};
use crate::{Fraction, Tally};
use shturman_rules::dice::DiceSource;

/// "на 5+ удача, мастерство или друзья его спасают".
pub const SAVE_FROM: u8 = 5;
/// "лошадь считается раненной (на 4+ после завершения боя)".
pub const HORSE_FROM: u8 = 4;

/// Who holds the field when the battle ends, if it has ended.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum FieldHolder {
    /// The battle goes on: whether a wounded officer is captured is decided
    /// when it ends.
    #[default]
    Undecided,
    /// His side (or its allies): he is carried off.
    OwnSide,
    /// The enemy: he is captured.
    Enemy,
}

impl FieldHolder {
    pub const ALL: [FieldHolder; 3] = [
        FieldHolder::Undecided,
        FieldHolder::OwnSide,
        FieldHolder::Enemy,
    ];

    pub const fn code(self) -> &'static str {
        match self {
            FieldHolder::Undecided => "undecided",
            FieldHolder::OwnSide => "own_side",
            FieldHolder::Enemy => "enemy",
        }
    }
}

/// The officer who must save.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default))]
pub struct SaveSetup {
    /// Mounted: saved, he loses the horse (it rolls after the battle).
    pub mounted: bool,
    pub field: FieldHolder,
}

/// The two outcomes of a save.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum SaveOutcome {
    /// Saved: alive, unwounded, on foot.
    Saved,
    /// Wounded: out of the battle.
    Wounded,
}

/// The outcome of a save die and its steps.
pub fn save_outcome(face: u8, setup: SaveSetup) -> (SaveOutcome, Vec<Step>) {
    let saved = face >= SAVE_FROM;
    let mut steps = vec![Step::new(Rule::SaveDie { face, saved })];
    if saved {
        steps.push(Step::new(if setup.mounted {
            Rule::Dismounted
        } else {
            Rule::SavedOnFoot
        }));
        (SaveOutcome::Saved, steps)
    } else {
        steps.push(Step::new(Rule::MovementDieLeaves));
        steps.push(Step::new(Rule::WoundedFate { field: setup.field }));
        (SaveOutcome::Wounded, steps)
    }
}

/// The exact odds of a save: saved 1/3, wounded 2/3.
///
/// ```
/// use shturman_battles::macro_battle::officer::{save_odds, SaveOutcome};
/// let t = save_odds();
/// assert_eq!(t.probability_of(&SaveOutcome::Saved).to_string(), "1/3");
/// ```
pub fn save_odds() -> Tally<SaveOutcome> {
    crate::Dist::d6().tally(|f| {
        if f >= i32::from(SAVE_FROM) {
            SaveOutcome::Saved
        } else {
            SaveOutcome::Wounded
        }
    })
}

/// The chance the horse was only wounded: 1/2.
pub fn horse_odds() -> Fraction {
    crate::Dist::d6().probability(|f| f >= i32::from(HORSE_FROM))
}

/// A rolled save.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SaveReport {
    pub face: u8,
    pub outcome: SaveOutcome,
    /// Saved while mounted: on foot from now on; the horse rolls after the
    /// battle ([`resolve_horse`]).
    pub dismounted: bool,
    /// Wounded: his movement die no longer counts (M.1).
    pub movement_die_leaves: bool,
    /// Wounded and the enemy holds the field: `Some(true)`; `None` while the
    /// battle is undecided or he was saved.
    pub captured: Option<bool>,
    pub steps: Vec<Step>,
}

/// Roll an officer's save.
///
/// ```
/// use shturman_battles::macro_battle::officer::{resolve_save, FieldHolder, SaveOutcome, SaveSetup};
/// use shturman_rules::dice::ScriptedDice;
/// let setup = SaveSetup { mounted: true, field: FieldHolder::Enemy };
/// let r = resolve_save(setup, &mut ScriptedDice::new([4]).unwrap()).unwrap();
/// assert_eq!((r.outcome, r.captured), (SaveOutcome::Wounded, Some(true)));
/// ```
pub fn resolve_save(setup: SaveSetup, dice: &mut dyn DiceSource) -> Result<SaveReport, MacroError> {
    let face = roll(dice)?;
    let (outcome, steps) = save_outcome(face, setup);
    let wounded = outcome == SaveOutcome::Wounded;
    Ok(SaveReport {
        face,
        outcome,
        dismounted: !wounded && setup.mounted,
        movement_die_leaves: wounded,
        captured: match (wounded, setup.field) {
            (false, _) | (true, FieldHolder::Undecided) => None,
            (true, FieldHolder::OwnSide) => Some(false),
            (true, FieldHolder::Enemy) => Some(true),
        },
        steps,
    })
}

/// The horse's roll after the battle.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct HorseReport {
    pub face: u8,
    /// 4+: the horse was only wounded; else it died in the battle.
    pub survives: bool,
    pub steps: Vec<Step>,
}

/// Roll for a saved officer's horse, after the battle.
pub fn resolve_horse(dice: &mut dyn DiceSource) -> Result<HorseReport, MacroError> {
    let face = roll(dice)?;
    let survives = face >= HORSE_FROM;
    Ok(HorseReport {
        face,
        survives,
        steps: vec![Step::new(Rule::HorseDie { face, survives })],
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use shturman_rules::dice::ScriptedDice;

    #[test]
    fn five_or_more_saves() {
        // "кидает д6 и на 5+ удача, мастерство или друзья его спасают"
        for face in 1..=6u8 {
            let setup = SaveSetup {
                mounted: true,
                field: FieldHolder::Undecided,
            };
            let r = resolve_save(setup, &mut ScriptedDice::new([face]).unwrap()).unwrap();
            assert_eq!(r.outcome == SaveOutcome::Saved, face >= 5, "face {face}");
            assert_eq!(r.dismounted, face >= 5);
            assert_eq!(r.movement_die_leaves, face < 5);
            assert_eq!(r.captured, None);
        }
    }

    #[test]
    fn wounded_officer_captured_only_if_the_enemy_holds_the_field() {
        for (field, captured) in [
            (FieldHolder::Undecided, None),
            (FieldHolder::OwnSide, Some(false)),
            (FieldHolder::Enemy, Some(true)),
        ] {
            let setup = SaveSetup {
                mounted: false,
                field,
            };
            let r = resolve_save(setup, &mut ScriptedDice::new([1]).unwrap()).unwrap();
            assert_eq!(r.captured, captured);
            assert_eq!(r.steps.last().unwrap().rule, Rule::WoundedFate { field });
        }
        // A saved officer on foot has no horse to lose.
        let r = resolve_save(SaveSetup::default(), &mut ScriptedDice::new([6]).unwrap()).unwrap();
        assert!(!r.dismounted);
        assert_eq!(r.steps[1].rule, Rule::SavedOnFoot);
    }

    #[test]
    fn horse_four_or_more_only_wounded() {
        // "лошадь считается раненной (на 4+ после завершения боя)"
        assert_eq!(horse_odds(), Fraction::new(1, 2).unwrap());
        for face in 1..=6u8 {
            let r = resolve_horse(&mut ScriptedDice::new([face]).unwrap()).unwrap();
            assert_eq!(r.survives, face >= 4);
        }
        assert_eq!(
            save_odds().probability_of(&SaveOutcome::Wounded),
            Fraction::new(2, 3).unwrap()
        );
    }

    #[test]
    fn dice_errors_pass_through() {
        let e = resolve_save(SaveSetup::default(), &mut ScriptedDice::new([]).unwrap());
        assert_eq!(
            e,
            Err(MacroError::Dice(shturman_rules::dice::DiceError::RanOut {
                used: 0
            }))
        );
    }
}
