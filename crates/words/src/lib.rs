//! Shturman's words, in Russian (first) and English: every text the UI
//! shows, and the addresses (URL hashes) of its screens. Each screen has its
//! own text file here: a struct of strings with one `RU` and one `EN`
//! constant, so a missing translation is a compile error, not a blank label.
//! The core never holds prose; these files name its enums and numbers.
//! Nothing here needs Leptos or a browser, so it is tested on the host; the
//! UI (`src/i18n/`) re-exports it.

pub mod address;
pub mod fire;
pub mod game;
pub mod game_errors;
pub mod game_log;
pub mod grid;
pub mod move_planner;
pub mod plural;
pub mod roll;
pub mod rules;
pub mod shell;
pub mod terms;
pub mod tools;
pub mod tracked;

pub use plural::{ru_plural_index, Noun, CELLS, SHOTS};

/// The two UI languages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    Ru,
    En,
}

impl Lang {
    /// The BCP 47 code stored in settings and set on `<html lang>`.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::Ru => "ru",
            Lang::En => "en",
        }
    }

    pub fn from_code(s: &str) -> Option<Lang> {
        match s {
            "ru" => Some(Lang::Ru),
            "en" => Some(Lang::En),
            _ => None,
        }
    }

    /// The language to start with when the player has not chosen one:
    /// English for an English device, Russian for every other.
    pub fn from_device(tag: &str) -> Lang {
        if tag.to_ascii_lowercase().starts_with("en") {
            Lang::En
        } else {
            Lang::Ru
        }
    }

    /// Pick this language's text.
    pub const fn pick<T: Copy>(self, ru: T, en: T) -> T {
        match self {
            Lang::Ru => ru,
            Lang::En => en,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn device_language() {
        assert_eq!(Lang::from_device("en-US"), Lang::En);
        assert_eq!(Lang::from_device("ru-RU"), Lang::Ru);
        assert_eq!(Lang::from_device("de"), Lang::Ru);
    }
}
