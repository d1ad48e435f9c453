//! One mechanism for the readings every game's text leaves open ([H-n],
//! [M-n], [D-n]): each game's reading enum is an [`OpenReading`] (its id and
//! its options' codes, the text's default first), each game's table of
//! choices a [`Choices`]; an id or a code is read one way for all three
//! ([`normalise`]: any case, `-` or `_`, around spaces), and a reading or an
//! option a game does not have is one error ([`ReadingError`]). The option
//! enums are made by one macro (`option_enums!`), so every option has its
//! code, its reading, and `from_code` the same way.

use core::fmt;

/// An id or a code as typed, read one way: trimmed, lower case, `-` as
/// `_` ("Beat-Sum" is "beat_sum", "H-3" is "h_3").
///
/// ```
/// use shturman_battles::readings::normalise;
/// assert_eq!(normalise(" Beat-Sum "), "beat_sum");
/// ```
pub fn normalise(s: &str) -> String {
    s.trim().to_lowercase().replace('-', "_")
}

/// An id without its separator ("H-3", "h3" and "H_3" are "h3").
fn id_key(id: &str) -> String {
    normalise(id).replace('_', "")
}

/// A reading or an option a game does not have.
#[derive(Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ReadingError {
    /// No reading has this id.
    #[error("no reading {id:?}; the readings are {}", .ids.join(", "))]
    UnknownReading {
        /// The id as given.
        id: String,
        /// The game's readings' ids.
        ids: Vec<String>,
    },
    /// The reading has no option with this code.
    #[error("{reading} has no option {given:?}; options: {}", .options.join(", "))]
    UnknownOption {
        /// The reading's id ("M-13").
        reading: String,
        /// The code as given.
        given: String,
        /// The reading's options' codes, the default first.
        options: Vec<String>,
    },
}

/// A reading a game's text leaves open.
pub trait OpenReading: Copy + Eq + fmt::Debug + 'static {
    /// Every reading of the game, in id order.
    const ALL: &'static [Self];

    /// The id players see ("H-3", "M-13", "D-4").
    fn id(self) -> &'static str;

    /// The codes of its options, the text's default first.
    fn codes(self) -> &'static [&'static str];

    /// The id of the digest section it belongs to ("M.9").
    fn section_id(self) -> &'static str;

    /// The reading with this id, however typed ("H-3", "h3").
    fn from_id(id: &str) -> Result<Self, ReadingError> {
        let key = id_key(id);
        Self::ALL
            .iter()
            .copied()
            .find(|r| id_key(r.id()) == key)
            .ok_or_else(|| ReadingError::UnknownReading {
                id: id.trim().to_string(),
                ids: Self::ALL.iter().map(|r| r.id().to_string()).collect(),
            })
    }

    /// Its option with this code, however typed ("beat-sum").
    fn code(self, given: &str) -> Result<&'static str, ReadingError> {
        let code = normalise(given);
        self.codes()
            .iter()
            .copied()
            .find(|c| *c == code)
            .ok_or_else(|| ReadingError::UnknownOption {
                reading: self.id().to_string(),
                given: given.to_string(),
                options: self.codes().iter().map(|c| c.to_string()).collect(),
            })
    }
}

/// The table's choice for every reading of one game.
pub trait Choices {
    type Reading: OpenReading;

    /// The code of the option chosen for `reading`.
    fn chosen(&self, reading: Self::Reading) -> &'static str;

    /// Choose the option with this code (however typed) for `reading`.
    fn set(&mut self, reading: Self::Reading, code: &str) -> Result<(), ReadingError>;
}

/// Any game's table of choices, by reading id: what a UI keeping the
/// three games' tables side by side asks of each.
pub trait Table {
    /// Choose the option with this code for the reading with this id.
    fn set_id(&mut self, id: &str, code: &str) -> Result<(), ReadingError>;
    /// The code of the option chosen for the reading with this id.
    fn chosen_id(&self, id: &str) -> Result<&'static str, ReadingError>;
}

impl<T: Choices> Table for T {
    fn set_id(&mut self, id: &str, code: &str) -> Result<(), ReadingError> {
        self.set(T::Reading::from_id(id)?, code)
    }

    fn chosen_id(&self, id: &str) -> Result<&'static str, ReadingError> {
        Ok(self.chosen(T::Reading::from_id(id)?))
    }
}

// One enum per reading, its options in the text's order: `#[default]` goes
// on the first, so a game's default table is the text's.
macro_rules! option_enums {
    ($(
        $(#[$meta:meta])*
        $name:ident for $reading:path {
            $(#[$fmeta:meta])* $first:ident = $fcode:literal
            $(, $(#[$vmeta:meta])* $variant:ident = $code:literal)* $(,)?
        }
    )*) => {$(
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        #[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
        pub enum $name {
            $(#[$fmeta])*
            #[default]
            $first,
            $( $(#[$vmeta])* $variant ),*
        }

        impl $name {
            /// Every option, the text's default first.
            pub const ALL: &'static [$name] = &[$name::$first $(, $name::$variant)*];
            /// The option codes, in the order of [`Self::ALL`].
            pub const CODES: &'static [&'static str] = &[$fcode $(, $code)*];
            /// The reading this option answers.
            pub const READING: Reading = $reading;

            /// The code the CLI takes and the UI keys its names by.
            pub const fn code(self) -> &'static str {
                match self {
                    $name::$first => $fcode,
                    $($name::$variant => $code),*
                }
            }

            /// The option with this code, however typed ("After-Squadrons").
            pub fn from_code(code: &str) -> Option<$name> {
                let c = $crate::readings::normalise(code);
                Self::ALL.iter().copied().find(|o| o.code() == c)
            }

            /// The option with this code, or why there is none.
            pub fn parse(code: &str) -> Result<$name, $crate::readings::ReadingError> {
                Self::from_code(code).ok_or_else(|| $crate::readings::ReadingError::UnknownOption {
                    reading: Self::READING.id().to_string(),
                    given: code.to_string(),
                    options: Self::CODES.iter().map(|c| c.to_string()).collect(),
                })
            }
        }
    )*};
}
pub(crate) use option_enums;

// A game's reading enum as an [`OpenReading`] and its table as [`Choices`],
// from the game's own `ALL`, `id`, `section`, its codes, and its table's
// `chosen` and `set`.
macro_rules! open_readings {
    ($reading:ident, $table:ident, codes: $codes:path, chosen: $chosen:path) => {
        impl $crate::readings::OpenReading for $reading {
            const ALL: &'static [$reading] = &$reading::ALL;

            fn id(self) -> &'static str {
                $reading::id(self)
            }

            fn codes(self) -> &'static [&'static str] {
                $codes(self)
            }

            fn section_id(self) -> &'static str {
                self.section().id()
            }
        }

        impl $crate::readings::Choices for $table {
            type Reading = $reading;

            fn chosen(&self, reading: $reading) -> &'static str {
                $chosen(self, reading)
            }

            fn set(
                &mut self,
                reading: $reading,
                code: &str,
            ) -> Result<(), $crate::readings::ReadingError> {
                $table::set(self, reading, code)
            }
        }
    };
}
pub(crate) use open_readings;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{dreadnought, his, macro_battle};

    /// Every option of every reading of a game is chosen by id and code
    /// however typed, and read back; an unknown id or code is the one error.
    fn one_way<T: Choices + Default>() {
        for &r in T::Reading::ALL {
            for &code in r.codes() {
                let mut t = T::default();
                let id = r.id().to_lowercase().replace('-', "");
                t.set_id(&id, &code.replace('_', "-").to_uppercase())
                    .unwrap();
                assert_eq!(t.chosen(r), code, "{r:?}");
                assert_eq!(t.chosen_id(r.id()), Ok(code));
            }
            let mut t = T::default();
            assert_eq!(t.chosen(r), r.codes()[0], "the text's default first");
            let e = t.set_id(r.id(), "nonsense").unwrap_err();
            assert!(
                matches!(&e, ReadingError::UnknownOption { given, options, .. }
                    if given == "nonsense" && options.len() == r.codes().len()),
                "{e}"
            );
        }
        let e = T::default().set_id("X-1", "a").unwrap_err();
        assert!(matches!(e, ReadingError::UnknownReading { .. }), "{e}");
    }

    #[test]
    fn the_three_games_settle_their_readings_one_way() {
        one_way::<his::HisOptions>();
        one_way::<macro_battle::Options>();
        one_way::<dreadnought::Options>();
    }

    #[test]
    fn the_error_names_what_there_is() {
        let e = macro_battle::Options::default()
            .set_id("M-13", "fly")
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "M-13 has no option \"fly\"; options: beat_highest, ties_escape, beat_sum"
        );
        let e = his::HisOptions::default().set_id("H-4", "x").unwrap_err();
        assert_eq!(
            e.to_string(),
            "no reading \"H-4\"; the readings are H-1, H-2, H-3, H-5, H-6, H-7"
        );
    }
}
