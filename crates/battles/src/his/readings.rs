//! The readings Here I Stand's battle text leaves open (digest §H, ids
//! [H-1] … [H-7]; the digest has no [H-4]). This module owns [`Reading`],
//! one enum per reading's options (the first, the digest's default, is the
//! `Default`) and [`HisOptions`], the table's choice for each, which every
//! resolver takes. The UI lists them on the Rules screen like the
//! «Адмирал» assumptions; steps that relied on one name it.

use super::Section;
use crate::readings::{OpenReading, ReadingError, open_readings, option_enums};
use core::fmt;

/// A reading the text leaves open.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Reading {
    /// H-1: land interception's modifiers, known only from the text's
    /// example (Charles V: −1 for the Ottoman cavalry).
    #[cfg_attr(feature = "serde", serde(rename = "H-1"))]
    H1InterceptionCavalry,
    /// H-2: whose rating a naval interception or evasion adds («любого
    /// участвующего флотоводца»).
    #[cfg_attr(feature = "serde", serde(rename = "H-2"))]
    H2NavalRollAdmiral,
    /// H-3: which Ottoman units the hits of a naval battle remove.
    #[cfg_attr(feature = "serde", serde(rename = "H-3"))]
    H3CorsairLosses,
    /// H-5: which dice count when both sides are wiped out.
    #[cfg_attr(feature = "serde", serde(rename = "H-5"))]
    H5BothWipedOut,
    /// H-6: the dice of a besieged city with no units.
    #[cfg_attr(feature = "serde", serde(rename = "H-6"))]
    H6EmptyCity,
    /// H-7: equal numbers after a failed assault.
    #[cfg_attr(feature = "serde", serde(rename = "H-7"))]
    H7EqualAfterAssault,
}

impl Reading {
    /// Every reading, in id order.
    pub const ALL: [Reading; 6] = [
        Reading::H1InterceptionCavalry,
        Reading::H2NavalRollAdmiral,
        Reading::H3CorsairLosses,
        Reading::H5BothWipedOut,
        Reading::H6EmptyCity,
        Reading::H7EqualAfterAssault,
    ];

    /// The id players see: "H-1" … .
    pub const fn id(self) -> &'static str {
        match self {
            Reading::H1InterceptionCavalry => "H-1",
            Reading::H2NavalRollAdmiral => "H-2",
            Reading::H3CorsairLosses => "H-3",
            Reading::H5BothWipedOut => "H-5",
            Reading::H6EmptyCity => "H-6",
            Reading::H7EqualAfterAssault => "H-7",
        }
    }

    /// The reading with this id ("H-3" or "h3").
    ///
    /// ```
    /// use shturman_battles::his::Reading;
    /// assert_eq!(Reading::from_id("H-3").unwrap(), Reading::H3CorsairLosses);
    /// assert!(Reading::from_id("H-4").is_err());
    /// ```
    pub fn from_id(id: &str) -> Result<Reading, ReadingError> {
        <Reading as OpenReading>::from_id(id)
    }

    /// The digest section the reading belongs to.
    pub const fn section(self) -> Section {
        match self {
            Reading::H1InterceptionCavalry => Section::H2,
            Reading::H2NavalRollAdmiral => Section::H3,
            Reading::H3CorsairLosses => Section::H6,
            // [H-5] is stated for the field battle; the naval battle's
            // identical sentence follows it too.
            Reading::H5BothWipedOut => Section::H4,
            Reading::H6EmptyCity => Section::H5,
            Reading::H7EqualAfterAssault => Section::H5,
        }
    }

    /// The codes of the reading's options, the default first.
    pub const fn options(self) -> &'static [&'static str] {
        match self {
            Reading::H1InterceptionCavalry => InterceptionCavalry::CODES,
            Reading::H2NavalRollAdmiral => NavalRollAdmiral::CODES,
            Reading::H3CorsairLosses => CorsairLosses::CODES,
            Reading::H5BothWipedOut => BothWipedOut::CODES,
            Reading::H6EmptyCity => EmptyCity::CODES,
            Reading::H7EqualAfterAssault => EqualAfterAssault::CODES,
        }
    }
}

impl fmt::Display for Reading {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

option_enums! {
    /// [H-1] Land interception: the text shows only the −1 against an
    /// Ottoman army with cavalry (Charles V's example).
    InterceptionCavalry for Reading::H1InterceptionCavalry {
        /// As the example: only the −1 against an Ottoman army with
        /// cavalry; no +1 for Ottoman interceptors with cavalry.
        AsExample = "as_example",
        /// Both of the evasion's modifiers (H.1), the Ottomans' +1 with
        /// cavalry included.
        LikeEvasion = "like_evasion",
    }

    /// [H-2] Naval interception and evasion add «боевой рейтинг любого
    /// участвующего флотоводца».
    NavalRollAdmiral for Reading::H2NavalRollAdmiral {
        /// The player picks the participating admiral (the best, unless
        /// another is picked).
        PlayerPicks = "player_picks",
        /// Always the best participating admiral, as on land.
        Best = "best",
    }

    /// [H-3] Ottoman naval losses: which unit the loser's odd hit removes
    /// while squadrons remain.
    CorsairLosses for Reading::H3CorsairLosses {
        /// A corsair first, as the text's own example (2 squadrons and a
        /// corsair losing with 3 hits lose a squadron and the corsair).
        CorsairFirst = "corsair_first",
        /// Read literally: a squadron; corsairs go only after all squadrons.
        AfterSquadrons = "after_squadrons",
    }

    /// [H-5] Both sides wiped out: "the side that rolled more dice keeps one
    /// unit".
    BothWipedOut for Reading::H5BothWipedOut {
        /// Every die rolled counts, card dice included (before and after
        /// the roll).
        AllDice = "all_dice",
        /// Only the dice of units, leader and the defender's die.
        BaseDice = "base_dice",
    }

    /// [H-6] A besieged city with no units.
    EmptyCity for Reading::H6EmptyCity {
        /// The defender still rolls its 1 die (+ a besieged leader's rating).
        OneDie = "one_die",
        /// No defender's die without a defending unit (a besieged leader's
        /// rating only).
        NoDie = "no_die",
    }

    /// [H-7] After a failed assault, besiegers equal in number to the
    /// besieged.
    EqualAfterAssault for Reading::H7EqualAfterAssault {
        /// The attacker retreats (H.5 step 11: the siege goes on only while
        /// besiegers are more).
        AttackerRetreats = "attacker_retreats",
        /// The siege goes on (15.3: lifted only when besiegers are fewer).
        SiegeContinues = "siege_continues",
    }
}

/// The table's choice for every reading; `Default` is the digest's.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default))]
pub struct HisOptions {
    pub interception_cavalry: InterceptionCavalry,
    pub naval_roll_admiral: NavalRollAdmiral,
    pub corsair_losses: CorsairLosses,
    pub both_wiped_out: BothWipedOut,
    pub empty_city: EmptyCity,
    pub equal_after_assault: EqualAfterAssault,
}

impl HisOptions {
    /// The code of the option chosen for `reading`.
    pub const fn chosen(&self, reading: Reading) -> &'static str {
        match reading {
            Reading::H1InterceptionCavalry => self.interception_cavalry.code(),
            Reading::H2NavalRollAdmiral => self.naval_roll_admiral.code(),
            Reading::H3CorsairLosses => self.corsair_losses.code(),
            Reading::H5BothWipedOut => self.both_wiped_out.code(),
            Reading::H6EmptyCity => self.empty_city.code(),
            Reading::H7EqualAfterAssault => self.equal_after_assault.code(),
        }
    }

    /// Choose the option with code `option` (however typed) for
    /// `reading`.
    ///
    /// ```
    /// use shturman_battles::his::{CorsairLosses, HisOptions, Reading};
    /// let mut o = HisOptions::default();
    /// o.set(Reading::H3CorsairLosses, "after-squadrons").unwrap();
    /// assert_eq!(o.corsair_losses, CorsairLosses::AfterSquadrons);
    /// assert!(o.set(Reading::H3CorsairLosses, "nope").is_err());
    /// ```
    pub fn set(&mut self, reading: Reading, option: &str) -> Result<(), ReadingError> {
        match reading {
            Reading::H1InterceptionCavalry => {
                self.interception_cavalry = InterceptionCavalry::parse(option)?
            }
            Reading::H2NavalRollAdmiral => {
                self.naval_roll_admiral = NavalRollAdmiral::parse(option)?
            }
            Reading::H3CorsairLosses => self.corsair_losses = CorsairLosses::parse(option)?,
            Reading::H5BothWipedOut => self.both_wiped_out = BothWipedOut::parse(option)?,
            Reading::H6EmptyCity => self.empty_city = EmptyCity::parse(option)?,
            Reading::H7EqualAfterAssault => {
                self.equal_after_assault = EqualAfterAssault::parse(option)?
            }
        }
        Ok(())
    }
}

open_readings!(Reading, HisOptions, codes: Reading::options, chosen: HisOptions::chosen);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_sections_and_defaults() {
        let ids: Vec<_> = Reading::ALL.iter().map(|r| r.id()).collect();
        assert_eq!(ids, ["H-1", "H-2", "H-3", "H-5", "H-6", "H-7"]);
        let o = HisOptions::default();
        for r in Reading::ALL {
            // The default is the first option listed.
            assert_eq!(o.chosen(r), r.options()[0], "{r}");
            assert!(r.options().len() >= 2, "{r}: a reading offers a choice");
            assert_eq!(Reading::from_id(r.id()), Ok(r));
            assert!(r.section().id().starts_with("H."));
        }
        assert_eq!(Reading::from_id("h5"), Ok(Reading::H5BothWipedOut));
        assert!(matches!(
            Reading::from_id("H-4"),
            Err(ReadingError::UnknownReading { id, .. }) if id == "H-4"
        ));
    }

    #[test]
    fn every_option_can_be_set_by_code() {
        for r in Reading::ALL {
            for code in r.options() {
                let mut o = HisOptions::default();
                o.set(r, code).unwrap();
                assert_eq!(o.chosen(r), *code);
            }
        }
    }

    #[test]
    fn serde_shapes() {
        assert_eq!(
            serde_json::to_string(&Reading::H3CorsairLosses).unwrap(),
            "\"H-3\""
        );
        let o = HisOptions {
            corsair_losses: CorsairLosses::AfterSquadrons,
            ..HisOptions::default()
        };
        let s = serde_json::to_string(&o).unwrap();
        assert!(s.contains("\"corsair_losses\":\"after_squadrons\""), "{s}");
        assert_eq!(serde_json::from_str::<HisOptions>(&s).unwrap(), o);
        // Missing fields take the default (older saved settings).
        assert_eq!(
            serde_json::from_str::<HisOptions>("{}").unwrap(),
            HisOptions::default()
        );
    }
}
