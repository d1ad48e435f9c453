//! The readings the macro-battle text leaves open ([M-n] of the digest).
//! This module owns [`Reading`] (each with its id, section and options, the
//! text's default first), one enum per reading, and [`Options`], the table's
//! choices passed to every resolver. The UI lists them on the Rules screen
//! like the «Адмирал» assumptions.

use super::steps::Section;
use crate::readings::{OpenReading, ReadingError, open_readings, option_enums};
use core::fmt;

option_enums! {
    /// [M-2] How the side's movement dice are spent (M.1).
    MovementDicePool for Reading::M2MovementDice {
        /// One pool per side: the faces are added and spent on any unit.
        Pooled = "pooled",
        /// Each officer's die is his own, spent on his own units.
        OwnDie = "own_die",
    }

    /// [M-4] Which cell the artillery counts from (M.3, M.4).
    GunCell for Reading::M4GunCell {
        /// The gun's own cell is cell 1: a roll of N reaches N − 1 cells away.
        OwnCellIsOne = "own_cell_1",
        /// The gun's own cell is cell 0: a roll of N reaches N cells away.
        OwnCellIsZero = "own_cell_0",
    }

    /// [M-7] An officer's musket range (M.2).
    OfficerRange for Reading::M7OfficerRange {
        /// 1 cell, as the cavalry he counts as.
        One = "one",
        /// 1 cell mounted, 2 on foot (as infantry).
        TwoOnFoot = "two_on_foot",
    }

    /// [M-8] When a mounted officer's +1 counts (M.6).
    OfficerBonus for Reading::M8OfficerBonus {
        /// In attack and in defence ("+1 к рукопашной").
        AttackAndDefence = "attack_and_defence",
        /// In attack only ("теряет бонус в +1 к атаке").
        AttackOnly = "attack_only",
    }

    /// [M-9] Who pays −2 attacking into mountains (M.6).
    Mountains for Reading::M9Mountains {
        /// Only infantry (an officer on foot counts as infantry); others
        /// attack without it.
        InfantryOnly = "infantry_only",
        /// Every attacker pays −2.
        EveryAttacker = "every_attacker",
        /// Only infantry may attack into mountains at all (paying −2).
        OnlyInfantryMayAttack = "only_infantry_may_attack",
    }

    /// [M-10] What gates defend with in melee (M.6).
    GatesDefence for Reading::M10Gates {
        /// d6 + 0.
        Die = "d6",
        /// d6 + a bonus the master enters.
        Entered = "entered",
    }

    /// [M-12] Double 1 for a courier when N ≤ 1 (M.9).
    DoubleOne for Reading::M12DoubleOne {
        /// Double 1 always captures the courier.
        Captured = "captured",
        /// When N ≤ 1 the sum 2 is higher than N: the courier passes unseen.
        Passes = "passes",
    }

    /// [M-13] What the courier's die must do in a pursuit (M.9).
    PursuitRule for Reading::M13Pursuit {
        /// Beat the highest pursuer die (a tie is caught).
        BeatHighest = "beat_highest",
        /// Equal or beat the highest pursuer die.
        TiesEscape = "ties_escape",
        /// Beat the sum of the pursuers' dice.
        BeatSum = "beat_sum",
    }

    /// [M-16] Which walls let muskets fire diagonally (M.2).
    Walls for Reading::M16Walls {
        /// Any wall ("Со стены можно стрелять, в том числе, и по диагонали").
        AnyWall = "any_wall",
        /// Wide walls only ("по диагонали с Башни, широкой Стены и Холма").
        WideOnly = "wide_only",
    }
}

/// A reading the macro-battle text leaves open.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Reading {
    #[cfg_attr(feature = "serde", serde(rename = "M-2"))]
    M2MovementDice,
    #[cfg_attr(feature = "serde", serde(rename = "M-4"))]
    M4GunCell,
    #[cfg_attr(feature = "serde", serde(rename = "M-7"))]
    M7OfficerRange,
    #[cfg_attr(feature = "serde", serde(rename = "M-8"))]
    M8OfficerBonus,
    #[cfg_attr(feature = "serde", serde(rename = "M-9"))]
    M9Mountains,
    #[cfg_attr(feature = "serde", serde(rename = "M-10"))]
    M10Gates,
    #[cfg_attr(feature = "serde", serde(rename = "M-12"))]
    M12DoubleOne,
    #[cfg_attr(feature = "serde", serde(rename = "M-13"))]
    M13Pursuit,
    #[cfg_attr(feature = "serde", serde(rename = "M-16"))]
    M16Walls,
}

impl Reading {
    /// Every reading, in id order.
    pub const ALL: [Reading; 9] = [
        Reading::M2MovementDice,
        Reading::M4GunCell,
        Reading::M7OfficerRange,
        Reading::M8OfficerBonus,
        Reading::M9Mountains,
        Reading::M10Gates,
        Reading::M12DoubleOne,
        Reading::M13Pursuit,
        Reading::M16Walls,
    ];

    /// The id players see: "M-2" … .
    ///
    /// ```
    /// use shturman_battles::macro_battle::Reading;
    /// assert_eq!(Reading::M13Pursuit.id(), "M-13");
    /// assert_eq!(Reading::M13Pursuit.section().id(), "M.9");
    /// assert_eq!(Reading::M13Pursuit.options(), ["beat_highest", "ties_escape", "beat_sum"]);
    /// ```
    pub const fn id(self) -> &'static str {
        match self {
            Reading::M2MovementDice => "M-2",
            Reading::M4GunCell => "M-4",
            Reading::M7OfficerRange => "M-7",
            Reading::M8OfficerBonus => "M-8",
            Reading::M9Mountains => "M-9",
            Reading::M10Gates => "M-10",
            Reading::M12DoubleOne => "M-12",
            Reading::M13Pursuit => "M-13",
            Reading::M16Walls => "M-16",
        }
    }

    /// The digest section the reading belongs to.
    pub const fn section(self) -> Section {
        match self {
            Reading::M2MovementDice => Section::M1,
            Reading::M4GunCell => Section::M3,
            Reading::M7OfficerRange | Reading::M16Walls => Section::M2,
            Reading::M8OfficerBonus | Reading::M9Mountains | Reading::M10Gates => Section::M6,
            Reading::M12DoubleOne | Reading::M13Pursuit => Section::M9,
        }
    }

    /// The option codes, the text's default first.
    pub const fn options(self) -> &'static [&'static str] {
        match self {
            Reading::M2MovementDice => MovementDicePool::CODES,
            Reading::M4GunCell => GunCell::CODES,
            Reading::M7OfficerRange => OfficerRange::CODES,
            Reading::M8OfficerBonus => OfficerBonus::CODES,
            Reading::M9Mountains => Mountains::CODES,
            Reading::M10Gates => GatesDefence::CODES,
            Reading::M12DoubleOne => DoubleOne::CODES,
            Reading::M13Pursuit => PursuitRule::CODES,
            Reading::M16Walls => Walls::CODES,
        }
    }

    /// The text's default: the first option.
    pub const fn default_option(self) -> &'static str {
        self.options()[0]
    }

    /// The reading with this id ("M-8", "m8" and "M8" alike).
    pub fn from_id(id: &str) -> Result<Reading, ReadingError> {
        <Reading as OpenReading>::from_id(id)
    }
}

impl fmt::Display for Reading {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// The table's choice for every reading. `Default` is the text's default
/// throughout.
///
/// ```
/// use shturman_battles::macro_battle::{Options, PursuitRule, Reading};
/// let mut o = Options::default();
/// assert_eq!(o.get(Reading::M13Pursuit), "beat_highest");
/// o.set(Reading::M13Pursuit, "beat-sum").unwrap();
/// assert_eq!(o.pursuit, PursuitRule::BeatSum);
/// assert!(o.set(Reading::M13Pursuit, "fly").is_err());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default))]
pub struct Options {
    pub movement_dice: MovementDicePool,
    pub gun_cell: GunCell,
    pub officer_range: OfficerRange,
    pub officer_bonus: OfficerBonus,
    pub mountains: Mountains,
    pub gates: GatesDefence,
    pub double_one: DoubleOne,
    pub pursuit: PursuitRule,
    pub walls: Walls,
}

impl Options {
    /// The chosen option's code for `reading`.
    pub const fn get(&self, reading: Reading) -> &'static str {
        match reading {
            Reading::M2MovementDice => self.movement_dice.code(),
            Reading::M4GunCell => self.gun_cell.code(),
            Reading::M7OfficerRange => self.officer_range.code(),
            Reading::M8OfficerBonus => self.officer_bonus.code(),
            Reading::M9Mountains => self.mountains.code(),
            Reading::M10Gates => self.gates.code(),
            Reading::M12DoubleOne => self.double_one.code(),
            Reading::M13Pursuit => self.pursuit.code(),
            Reading::M16Walls => self.walls.code(),
        }
    }

    /// Choose the option with `code` (however typed) for `reading`.
    pub fn set(&mut self, reading: Reading, code: &str) -> Result<(), ReadingError> {
        match reading {
            Reading::M2MovementDice => self.movement_dice = MovementDicePool::parse(code)?,
            Reading::M4GunCell => self.gun_cell = GunCell::parse(code)?,
            Reading::M7OfficerRange => self.officer_range = OfficerRange::parse(code)?,
            Reading::M8OfficerBonus => self.officer_bonus = OfficerBonus::parse(code)?,
            Reading::M9Mountains => self.mountains = Mountains::parse(code)?,
            Reading::M10Gates => self.gates = GatesDefence::parse(code)?,
            Reading::M12DoubleOne => self.double_one = DoubleOne::parse(code)?,
            Reading::M13Pursuit => self.pursuit = PursuitRule::parse(code)?,
            Reading::M16Walls => self.walls = Walls::parse(code)?,
        }
        Ok(())
    }
}

open_readings!(Reading, Options, codes: Reading::options, chosen: Options::get);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_sections_and_defaults() {
        let ids: Vec<_> = Reading::ALL.iter().map(|r| r.id()).collect();
        assert_eq!(
            ids,
            [
                "M-2", "M-4", "M-7", "M-8", "M-9", "M-10", "M-12", "M-13", "M-16"
            ]
        );
        let o = Options::default();
        for r in Reading::ALL {
            assert_eq!(o.get(r), r.default_option(), "{r}");
            assert!(r.options().len() >= 2, "{r}");
            assert_eq!(Reading::from_id(r.id()), Ok(r));
            assert_eq!(
                Reading::from_id(&r.id().to_lowercase().replace('-', "")),
                Ok(r)
            );
        }
        assert!(Reading::from_id("M-3").is_err());
    }

    #[test]
    fn every_option_can_be_set_and_read_back() {
        for r in Reading::ALL {
            for code in r.options() {
                let mut o = Options::default();
                o.set(r, code).unwrap();
                assert_eq!(o.get(r), *code);
                o.set(r, &code.replace('_', "-").to_uppercase()).unwrap();
                assert_eq!(o.get(r), *code);
            }
            let mut o = Options::default();
            assert_eq!(
                o.set(r, "nonsense"),
                Err(ReadingError::UnknownOption {
                    reading: r.id().to_string(),
                    given: "nonsense".into(),
                    options: r.options().iter().map(|c| c.to_string()).collect(),
                })
            );
        }
    }

    #[test]
    fn serde_round_trip() {
        let mut o = Options::default();
        o.set(Reading::M9Mountains, "every_attacker").unwrap();
        o.set(Reading::M4GunCell, "own_cell_0").unwrap();
        let s = serde_json::to_string(&o).unwrap();
        assert!(s.contains("\"mountains\":\"every_attacker\""), "{s}");
        assert_eq!(serde_json::from_str::<Options>(&s).unwrap(), o);
        // A partial object keeps the defaults for the rest.
        let p: Options = serde_json::from_str("{\"pursuit\":\"beat_sum\"}").unwrap();
        assert_eq!(p.pursuit, PursuitRule::BeatSum);
        assert_eq!(p.walls, Walls::AnyWall);
        assert_eq!(
            serde_json::to_string(&Reading::M10Gates).unwrap(),
            "\"M-10\""
        );
    }
}
