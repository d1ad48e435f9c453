//! Ship cards (§2) and captains (§6): the per-class values printed on
//! the physical cards, where each default comes from, and the captain enum.

use crate::assumptions::Assumption;
use core::fmt;
use core::str::FromStr;

/// The standard ship classes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ShipClass {
    /// Бриг
    Brig,
    /// Фрегат
    Frigate,
    /// Галеон
    Galleon,
    /// Линкор
    Linkor,
    /// Форт
    Fort,
}

impl ShipClass {
    pub const ALL: [ShipClass; 5] = [
        ShipClass::Brig,
        ShipClass::Frigate,
        ShipClass::Galleon,
        ShipClass::Linkor,
        ShipClass::Fort,
    ];

    /// The code the CLI takes and prints: "brig", "frigate", … .
    pub const fn code(self) -> &'static str {
        match self {
            ShipClass::Brig => "brig",
            ShipClass::Frigate => "frigate",
            ShipClass::Galleon => "galleon",
            ShipClass::Linkor => "linkor",
            ShipClass::Fort => "fort",
        }
    }

    /// The Russian game term, kept in the Russian UI.
    pub const fn name_ru(self) -> &'static str {
        match self {
            ShipClass::Brig => "Бриг",
            ShipClass::Frigate => "Фрегат",
            ShipClass::Galleon => "Галеон",
            ShipClass::Linkor => "Линкор",
            ShipClass::Fort => "Форт",
        }
    }

    /// Whether a ship of this class carries a captain card: every ship
    /// does, a fort does not [A-17].
    pub const fn carries_captain(self) -> bool {
        match self {
            ShipClass::Fort => false,
            ShipClass::Brig | ShipClass::Frigate | ShipClass::Galleon | ShipClass::Linkor => true,
        }
    }

    /// The class's default card. See [`ShipCard::source`] for where each
    /// value comes from.
    pub const fn card(self) -> ShipCard {
        // Values the sources do not give are app defaults under [A-8];
        // the UI labels them "check your card".
        match self {
            ShipClass::Brig => ShipCard {
                fresh_straight: 5,
                fresh_diagonal: 4,
                calm_straight: 1,
                calm_diagonal: 0,
                storm_range: 2,
                firing_range: 3,
                shots: 1,
                strength: 3,
                boarding: 1,
            },
            ShipClass::Frigate => ShipCard {
                fresh_straight: 4,
                fresh_diagonal: 3,
                calm_straight: 0,
                calm_diagonal: 0,
                storm_range: 2,
                firing_range: 4,
                shots: 1,
                strength: 4,
                boarding: 2,
            },
            ShipClass::Galleon => ShipCard {
                fresh_straight: 4,
                fresh_diagonal: 3,
                calm_straight: 0,
                calm_diagonal: 0,
                storm_range: 2,
                firing_range: 4,
                shots: 2,
                strength: 4,
                boarding: 3,
            },
            ShipClass::Linkor => ShipCard {
                fresh_straight: 3,
                fresh_diagonal: 2,
                calm_straight: 0,
                calm_diagonal: 0,
                storm_range: 1,
                firing_range: 5,
                shots: 3,
                strength: 7,
                boarding: 4,
            },
            ShipClass::Fort => ShipCard {
                fresh_straight: 0,
                fresh_diagonal: 0,
                calm_straight: 0,
                calm_diagonal: 0,
                storm_range: 0,
                firing_range: 5,
                shots: 2,
                strength: 3,
                boarding: 0,
            },
        }
    }
}

impl fmt::Display for ShipClass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A class name that is not one of the standard classes.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown ship class {:?} (use brig frigate galleon linkor fort)", .0)]
pub struct ParseClassError(pub String);

impl FromStr for ShipClass {
    type Err = ParseClassError;

    /// Accepts the English codes and the Russian names, in any case.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim().to_lowercase();
        ShipClass::ALL
            .into_iter()
            .find(|c| c.code() == t || c.name_ru().to_lowercase() == t)
            .ok_or_else(|| ParseClassError(s.to_string()))
    }
}

/// The values on one ship's card. Players may edit every field to match
/// their physical cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ShipCard {
    /// Fresh-wind range on a straight heading.
    pub fresh_straight: u8,
    /// Fresh-wind range on a diagonal heading.
    pub fresh_diagonal: u8,
    /// Calm range on a straight heading.
    pub calm_straight: u8,
    /// Calm range on a diagonal heading.
    pub calm_diagonal: u8,
    /// Storm drift range.
    pub storm_range: u8,
    /// Max firing range in cells.
    pub firing_range: u8,
    /// Shots per round.
    pub shots: u8,
    /// Hull strength: hull damage equal to it sinks the ship.
    pub strength: u8,
    /// Boarding points.
    pub boarding: u8,
}

/// Card fields, for labelling each value with its source.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum CardField {
    FreshStraight,
    FreshDiagonal,
    CalmStraight,
    CalmDiagonal,
    StormRange,
    FiringRange,
    Shots,
    Strength,
    Boarding,
}

impl CardField {
    pub const ALL: [CardField; 9] = [
        CardField::FreshStraight,
        CardField::FreshDiagonal,
        CardField::CalmStraight,
        CardField::CalmDiagonal,
        CardField::StormRange,
        CardField::FiringRange,
        CardField::Shots,
        CardField::Strength,
        CardField::Boarding,
    ];
}

/// Where a default card value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Source {
    /// Stated in the Russian rule texts (the seeds).
    Seed,
    /// From public descriptions of the game.
    Public,
    /// Derived by an assumption (docs/rules.md §7).
    Assumed(Assumption),
    /// Not known from any source: an app default the players should check.
    Unknown,
}

/// Largest value the app accepts for any card field: above it the value is
/// surely a typo.
pub const MAX_CARD_VALUE: u8 = 20;

impl ShipCard {
    /// The value of one field.
    pub const fn get(&self, f: CardField) -> u8 {
        match f {
            CardField::FreshStraight => self.fresh_straight,
            CardField::FreshDiagonal => self.fresh_diagonal,
            CardField::CalmStraight => self.calm_straight,
            CardField::CalmDiagonal => self.calm_diagonal,
            CardField::StormRange => self.storm_range,
            CardField::FiringRange => self.firing_range,
            CardField::Shots => self.shots,
            CardField::Strength => self.strength,
            CardField::Boarding => self.boarding,
        }
    }

    /// Set one field.
    pub fn set(&mut self, f: CardField, v: u8) {
        match f {
            CardField::FreshStraight => self.fresh_straight = v,
            CardField::FreshDiagonal => self.fresh_diagonal = v,
            CardField::CalmStraight => self.calm_straight = v,
            CardField::CalmDiagonal => self.calm_diagonal = v,
            CardField::StormRange => self.storm_range = v,
            CardField::FiringRange => self.firing_range = v,
            CardField::Shots => self.shots = v,
            CardField::Strength => self.strength = v,
            CardField::Boarding => self.boarding = v,
        }
    }

    /// The most hull damage a ship with this card carries afloat: one less
    /// than its strength, since damage equal to strength sinks it (§4.5).
    pub const fn max_hull_damage(&self) -> u8 {
        self.strength.saturating_sub(1)
    }

    /// The most sail damage: its fresh straight range, when all sails are
    /// gone (§4.5, [A-10]).
    pub const fn max_sail_damage(&self) -> u8 {
        self.fresh_straight
    }

    /// The first field above [`MAX_CARD_VALUE`], if any.
    pub fn absurd_field(&self) -> Option<(CardField, u8)> {
        CardField::ALL
            .into_iter()
            .map(|f| (f, self.get(f)))
            .find(|(_, v)| *v > MAX_CARD_VALUE)
    }

    /// Where the standard class's default for field `f` comes from (§2).
    ///
    /// ```
    /// use shturman_rules::card::{CardField, ShipClass, ShipCard, Source};
    /// use shturman_rules::Assumption;
    /// assert_eq!(ShipCard::source(ShipClass::Brig, CardField::FreshStraight), Source::Seed);
    /// assert_eq!(
    ///     ShipCard::source(ShipClass::Brig, CardField::FreshDiagonal),
    ///     Source::Assumed(Assumption::A1DiagonalRange)
    /// );
    /// ```
    pub const fn source(class: ShipClass, f: CardField) -> Source {
        use CardField as F;
        use ShipClass as C;
        match (class, f) {
            (_, F::Shots) => match class {
                C::Fort => Source::Unknown,
                C::Brig | C::Frigate | C::Galleon | C::Linkor => Source::Seed,
            },
            (_, F::Strength) => Source::Seed,
            (C::Brig, F::FreshStraight) => Source::Seed,
            (C::Fort, F::FreshStraight | F::FreshDiagonal | F::CalmStraight | F::CalmDiagonal) => {
                Source::Seed
            }
            (C::Fort, F::StormRange | F::Boarding) => Source::Seed,
            (_, F::FreshDiagonal) => Source::Assumed(Assumption::A1DiagonalRange),
            (C::Brig, F::CalmStraight | F::CalmDiagonal) => Source::Seed,
            (C::Frigate, F::CalmStraight | F::CalmDiagonal) => Source::Public,
            (C::Galleon | C::Linkor, F::CalmStraight | F::CalmDiagonal) => Source::Public,
            (
                C::Frigate | C::Galleon | C::Linkor,
                F::FreshStraight | F::StormRange | F::FiringRange | F::Boarding,
            ) => Source::Unknown,
            (C::Brig, F::StormRange | F::FiringRange | F::Boarding) => Source::Unknown,
            (C::Fort, F::FiringRange) => Source::Unknown,
        }
    }
}

/// The four captain cards every player holds (§6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Captain {
    /// Рапид: +1 fresh-wind max range.
    Rapid,
    /// Свифт: initiative, fires first when attacked (§4.6).
    Swift,
    /// Таргет: adds face 2 to every shot.
    Target,
    /// Берсерк: +1 boarding point.
    Berserk,
}

impl Captain {
    pub const ALL: [Captain; 4] = [
        Captain::Rapid,
        Captain::Swift,
        Captain::Target,
        Captain::Berserk,
    ];

    /// The code the CLI takes: "rapid", … .
    pub const fn code(self) -> &'static str {
        match self {
            Captain::Rapid => "rapid",
            Captain::Swift => "swift",
            Captain::Target => "target",
            Captain::Berserk => "berserk",
        }
    }

    /// The Russian name.
    pub const fn name_ru(self) -> &'static str {
        match self {
            Captain::Rapid => "Рапид",
            Captain::Swift => "Свифт",
            Captain::Target => "Таргет",
            Captain::Berserk => "Берсерк",
        }
    }

    /// True for the initiative captain (Swift).
    pub const fn has_initiative(self) -> bool {
        match self {
            Captain::Swift => true,
            Captain::Rapid | Captain::Target | Captain::Berserk => false,
        }
    }
}

/// A captain name that is not one of the four.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown captain {:?} (use rapid swift target berserk)", .0)]
pub struct ParseCaptainError(pub String);

impl FromStr for Captain {
    type Err = ParseCaptainError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim().to_lowercase();
        Captain::ALL
            .into_iter()
            .find(|c| c.code() == t || c.name_ru().to_lowercase() == t)
            .ok_or_else(|| ParseCaptainError(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_values_hold() {
        assert_eq!(ShipClass::Brig.card().fresh_straight, 5);
        let shots: Vec<u8> = [
            ShipClass::Brig,
            ShipClass::Frigate,
            ShipClass::Galleon,
            ShipClass::Linkor,
        ]
        .iter()
        .map(|c| c.card().shots)
        .collect();
        assert_eq!(shots, vec![1, 1, 2, 3]);
        let strength: Vec<u8> = ShipClass::ALL.iter().map(|c| c.card().strength).collect();
        assert_eq!(strength, vec![3, 4, 4, 7, 3]);
    }

    #[test]
    fn diagonal_is_straight_minus_one_for_ships() {
        for c in ShipClass::ALL {
            let k = c.card();
            if c != ShipClass::Fort {
                assert_eq!(k.fresh_diagonal + 1, k.fresh_straight, "{c}");
            }
        }
    }

    #[test]
    fn names_parse_both_languages() {
        for c in ShipClass::ALL {
            assert_eq!(c.code().parse::<ShipClass>().unwrap(), c);
            assert_eq!(c.name_ru().parse::<ShipClass>().unwrap(), c);
        }
        for c in Captain::ALL {
            assert_eq!(c.name_ru().parse::<Captain>().unwrap(), c);
        }
        assert!("sloop".parse::<ShipClass>().is_err());
    }

    #[test]
    fn standard_cards_are_not_absurd() {
        for c in ShipClass::ALL {
            assert_eq!(c.card().absurd_field(), None);
        }
    }
}
