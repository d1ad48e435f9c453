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
pub mod hand;
pub mod move_planner;
pub mod roll;
pub mod rules;
pub mod shell;
pub mod terms;
pub mod tools;
pub mod tracked;

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

/// Russian plural category of `n`: 0 = one (1, 21, 101…), 1 = few
/// (2–4, 22–24…), 2 = many (0, 5–20, 25–30, 11–14…).
pub const fn ru_plural_index(n: u64) -> usize {
    let m10 = n % 10;
    let m100 = n % 100;
    if m10 == 1 && m100 != 11 {
        0
    } else if m10 >= 2 && m10 <= 4 && !(m100 >= 12 && m100 <= 14) {
        1
    } else {
        2
    }
}

/// Forms of one countable word: Russian one/few/many, English one/other.
#[derive(Clone, Copy, Debug)]
pub struct Plural {
    pub ru: [&'static str; 3],
    pub en: [&'static str; 2],
}

impl Plural {
    /// "3 клетки" / "3 cells".
    pub fn count(&self, lang: Lang, n: i64) -> String {
        let a = n.unsigned_abs();
        let word = match lang {
            Lang::Ru => self.ru[ru_plural_index(a)],
            Lang::En => self.en[if a == 1 { 0 } else { 1 }],
        };
        format!("{n} {word}")
    }
}

pub const CELLS: Plural = Plural {
    ru: ["клетка", "клетки", "клеток"],
    en: ["cell", "cells"],
};

pub const SHOTS: Plural = Plural {
    ru: ["выстрел", "выстрела", "выстрелов"],
    en: ["shot", "shots"],
};

pub const SEALS: Plural = Plural {
    ru: ["печать", "печати", "печатей"],
    en: ["seal", "seals"],
};

pub const SECRETS: Plural = Plural {
    ru: ["секрет", "секрета", "секретов"],
    en: ["secret", "secrets"],
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn russian_plural_forms() {
        let cases = [
            (0, "0 клеток"),
            (1, "1 клетка"),
            (2, "2 клетки"),
            (4, "4 клетки"),
            (5, "5 клеток"),
            (11, "11 клеток"),
            (12, "12 клеток"),
            (14, "14 клеток"),
            (21, "21 клетка"),
            (22, "22 клетки"),
            (25, "25 клеток"),
            (101, "101 клетка"),
            (111, "111 клеток"),
            (-1, "-1 клетка"),
        ];
        for (n, s) in cases {
            assert_eq!(CELLS.count(Lang::Ru, n), s);
        }
        assert_eq!(CELLS.count(Lang::En, 1), "1 cell");
        assert_eq!(CELLS.count(Lang::En, 0), "0 cells");
    }

    #[test]
    fn device_language() {
        assert_eq!(Lang::from_device("en-US"), Lang::En);
        assert_eq!(Lang::from_device("ru-RU"), Lang::Ru);
        assert_eq!(Lang::from_device("de"), Lang::Ru);
    }
}
