//! The readings the dreadnought text leaves open. This module owns
//! [`Reading`] (the ids [D-1] … [D-12] of the digest, with their section and
//! options), one option enum per reading (the text's default first), the
//! [`Choice`] of one option, and [`Options`], the table's choices passed to
//! every resolver. The UI lists the readings on the Rules screen like the
//! «Адмирал» assumptions; the core only names them by id and option code.

use super::explain::Section;
use crate::readings::{OpenReading, ReadingError, open_readings, option_enums};

option_enums! {
    /// [D-1]: whose name in italics gives gunnery +1.
    Italics for Reading::D1Italics {
        /// The firing ship's (the modifier sits among the firer's qualities).
        FiringShip = "firing_ship",
        /// The target's.
        Target = "target",
    }

    /// [D-2]: whether the gunnery modifiers add up.
    GunneryModifiers for Reading::D2Cumulative {
        /// They add up, as the text says of the torpedo modifiers.
        Cumulative = "cumulative",
        /// At most +1 in all.
        AtMostOne = "at_most_one",
    }

    /// [D-4]: what "потерял ход" (lost speed) means for the +1 against a
    /// target.
    LostSpeed for Reading::D4LostSpeed {
        /// All speed lost (as 7.72 says of torpedo attacks).
        AllSpeed = "all_speed",
        /// Any speed lost.
        AnySpeed = "any_speed",
    }

    /// [D-7]: the order of "+1 unarmoured" and "half, rounded up" in the
    /// refloating damage.
    UnarmouredRefloat for Reading::D7Unarmoured {
        /// ⌈(d6 + 1) / 2⌉: the text adds 1 "к результату броска", to the roll.
        AddThenHalve = "add_then_halve",
        /// ⌈d6 / 2⌉ + 1.
        HalveThenAdd = "halve_then_add",
    }

    /// [D-12]: the armour check of a hit that a full section passes to the
    /// hull.
    HullOverflow for Reading::D12HullOverflow {
        /// Only the section it struck is checked; the hull takes it unchecked.
        NoNewCheck = "no_new_check",
        /// It must also penetrate the hull's armour.
        HullArmourChecked = "hull_armour_checked",
    }
}

/// A reading the text leaves open.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Reading {
    /// [D-1] italics +1 belongs to the firing ship (or the target).
    #[cfg_attr(feature = "serde", serde(rename = "D-1"))]
    D1Italics,
    /// [D-2] gunnery modifiers are cumulative.
    #[cfg_attr(feature = "serde", serde(rename = "D-2"))]
    D2Cumulative,
    /// [D-4] "потерял ход" = all speed lost.
    #[cfg_attr(feature = "serde", serde(rename = "D-4"))]
    D4LostSpeed,
    /// [D-7] refloating damage of an unarmoured ship: add 1, then halve.
    #[cfg_attr(feature = "serde", serde(rename = "D-7"))]
    D7Unarmoured,
    /// [D-12] a hit passed to the hull makes no new armour check.
    #[cfg_attr(feature = "serde", serde(rename = "D-12"))]
    D12HullOverflow,
}

/// One option of one reading.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Choice {
    #[cfg_attr(feature = "serde", serde(rename = "D-1"))]
    D1(Italics),
    #[cfg_attr(feature = "serde", serde(rename = "D-2"))]
    D2(GunneryModifiers),
    #[cfg_attr(feature = "serde", serde(rename = "D-4"))]
    D4(LostSpeed),
    #[cfg_attr(feature = "serde", serde(rename = "D-7"))]
    D7(UnarmouredRefloat),
    #[cfg_attr(feature = "serde", serde(rename = "D-12"))]
    D12(HullOverflow),
}

impl Reading {
    /// Every reading, in id order.
    pub const ALL: [Reading; 5] = [
        Reading::D1Italics,
        Reading::D2Cumulative,
        Reading::D4LostSpeed,
        Reading::D7Unarmoured,
        Reading::D12HullOverflow,
    ];

    /// The id players see: "D-1" … "D-12".
    ///
    /// ```
    /// use shturman_battles::dreadnought::Reading;
    /// let ids: Vec<_> = Reading::ALL.iter().map(|r| r.id()).collect();
    /// assert_eq!(ids, ["D-1", "D-2", "D-4", "D-7", "D-12"]);
    /// ```
    pub const fn id(self) -> &'static str {
        match self {
            Reading::D1Italics => "D-1",
            Reading::D2Cumulative => "D-2",
            Reading::D4LostSpeed => "D-4",
            Reading::D7Unarmoured => "D-7",
            Reading::D12HullOverflow => "D-12",
        }
    }

    /// The reading with this id ("D-4", "d4" alike).
    pub fn from_id(id: &str) -> Result<Reading, ReadingError> {
        <Reading as OpenReading>::from_id(id)
    }

    /// The codes of its options, the text's default first.
    pub const fn codes(self) -> &'static [&'static str] {
        match self {
            Reading::D1Italics => Italics::CODES,
            Reading::D2Cumulative => GunneryModifiers::CODES,
            Reading::D4LostSpeed => LostSpeed::CODES,
            Reading::D7Unarmoured => UnarmouredRefloat::CODES,
            Reading::D12HullOverflow => HullOverflow::CODES,
        }
    }

    /// The digest section it belongs to.
    pub const fn section(self) -> Section {
        match self {
            // [D-4] also governs the torpedo +1, but the digest states it
            // under gunnery, where it first appears.
            Reading::D1Italics
            | Reading::D2Cumulative
            | Reading::D4LostSpeed
            | Reading::D12HullOverflow => Section::D1,
            Reading::D7Unarmoured => Section::D4,
        }
    }

    /// Its options, the text's default first.
    ///
    /// ```
    /// use shturman_battles::dreadnought::{Choice, Italics, Reading};
    /// assert_eq!(
    ///     Reading::D1Italics.options(),
    ///     &[Choice::D1(Italics::FiringShip), Choice::D1(Italics::Target)]
    /// );
    /// ```
    pub const fn options(self) -> &'static [Choice] {
        match self {
            Reading::D1Italics => &[Choice::D1(Italics::FiringShip), Choice::D1(Italics::Target)],
            Reading::D2Cumulative => &[
                Choice::D2(GunneryModifiers::Cumulative),
                Choice::D2(GunneryModifiers::AtMostOne),
            ],
            Reading::D4LostSpeed => &[
                Choice::D4(LostSpeed::AllSpeed),
                Choice::D4(LostSpeed::AnySpeed),
            ],
            Reading::D7Unarmoured => &[
                Choice::D7(UnarmouredRefloat::AddThenHalve),
                Choice::D7(UnarmouredRefloat::HalveThenAdd),
            ],
            Reading::D12HullOverflow => &[
                Choice::D12(HullOverflow::NoNewCheck),
                Choice::D12(HullOverflow::HullArmourChecked),
            ],
        }
    }

    /// The text's default.
    pub const fn default_choice(self) -> Choice {
        self.options()[0]
    }
}

impl Choice {
    /// The reading this option answers.
    pub const fn reading(self) -> Reading {
        match self {
            Choice::D1(_) => Reading::D1Italics,
            Choice::D2(_) => Reading::D2Cumulative,
            Choice::D4(_) => Reading::D4LostSpeed,
            Choice::D7(_) => Reading::D7Unarmoured,
            Choice::D12(_) => Reading::D12HullOverflow,
        }
    }

    /// The option's code, unique within its reading ("target",
    /// "halve_then_add"): what the CLI takes and the UI keys its words on.
    pub const fn code(self) -> &'static str {
        match self {
            Choice::D1(x) => x.code(),
            Choice::D2(x) => x.code(),
            Choice::D4(x) => x.code(),
            Choice::D7(x) => x.code(),
            Choice::D12(x) => x.code(),
        }
    }

    /// The option of `reading` with this code (however typed), or why
    /// there is none.
    ///
    /// ```
    /// use shturman_battles::dreadnought::{Choice, LostSpeed, Reading};
    /// assert_eq!(
    ///     Choice::parse(Reading::D4LostSpeed, "any-speed"),
    ///     Ok(Choice::D4(LostSpeed::AnySpeed))
    /// );
    /// assert!(Choice::parse(Reading::D4LostSpeed, "target").is_err());
    /// ```
    pub fn parse(reading: Reading, code: &str) -> Result<Choice, ReadingError> {
        Ok(match reading {
            Reading::D1Italics => Choice::D1(Italics::parse(code)?),
            Reading::D2Cumulative => Choice::D2(GunneryModifiers::parse(code)?),
            Reading::D4LostSpeed => Choice::D4(LostSpeed::parse(code)?),
            Reading::D7Unarmoured => Choice::D7(UnarmouredRefloat::parse(code)?),
            Reading::D12HullOverflow => Choice::D12(HullOverflow::parse(code)?),
        })
    }

    /// Whether this is the text's default.
    pub fn is_default(self) -> bool {
        self == self.reading().default_choice()
    }
}

/// The table's choice for every reading (default: the text's).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Options {
    pub italics: Italics,
    pub gunnery_modifiers: GunneryModifiers,
    pub lost_speed: LostSpeed,
    pub unarmoured_refloat: UnarmouredRefloat,
    pub hull_overflow: HullOverflow,
}

impl Options {
    /// The option chosen for `reading`.
    pub const fn choice(&self, reading: Reading) -> Choice {
        match reading {
            Reading::D1Italics => Choice::D1(self.italics),
            Reading::D2Cumulative => Choice::D2(self.gunnery_modifiers),
            Reading::D4LostSpeed => Choice::D4(self.lost_speed),
            Reading::D7Unarmoured => Choice::D7(self.unarmoured_refloat),
            Reading::D12HullOverflow => Choice::D12(self.hull_overflow),
        }
    }

    /// The code of the option chosen for `reading`.
    pub const fn chosen(&self, reading: Reading) -> &'static str {
        self.choice(reading).code()
    }

    /// Choose the option with `code` (however typed) for `reading`.
    pub fn set(&mut self, reading: Reading, code: &str) -> Result<(), ReadingError> {
        *self = self.with(Choice::parse(reading, code)?);
        Ok(())
    }

    /// These options with `choice` made.
    ///
    /// ```
    /// use shturman_battles::dreadnought::{Choice, Italics, Options, Reading};
    /// let o = Options::default().with(Choice::D1(Italics::Target));
    /// assert_eq!(o.choice(Reading::D1Italics), Choice::D1(Italics::Target));
    /// assert_eq!(o.changed(), vec![Choice::D1(Italics::Target)]);
    /// ```
    pub const fn with(mut self, choice: Choice) -> Options {
        match choice {
            Choice::D1(x) => self.italics = x,
            Choice::D2(x) => self.gunnery_modifiers = x,
            Choice::D4(x) => self.lost_speed = x,
            Choice::D7(x) => self.unarmoured_refloat = x,
            Choice::D12(x) => self.hull_overflow = x,
        }
        self
    }

    /// The choices that differ from the text's default.
    pub fn changed(&self) -> Vec<Choice> {
        Reading::ALL
            .into_iter()
            .map(|r| self.choice(r))
            .filter(|c| !c.is_default())
            .collect()
    }
}

open_readings!(Reading, Options, codes: Reading::codes, chosen: Options::chosen);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_option_round_trips_through_its_code_and_options() {
        for r in Reading::ALL {
            assert_eq!(Reading::from_id(r.id()), Ok(r));
            assert!(r.default_choice().is_default());
            for &c in r.options() {
                assert_eq!(c.reading(), r);
                assert_eq!(Choice::parse(r, c.code()), Ok(c));
                assert_eq!(Options::default().with(c).choice(r), c);
            }
            assert_eq!(Options::default().choice(r), r.default_choice());
        }
        assert!(Options::default().changed().is_empty());
    }
}
