//! Shturman's words, in Russian (first) and English: every text the UI
//! shows, and the addresses (URL hashes) of its screens. Each screen has its
//! own words here: a struct of strings with one `RU` and one `EN`
//! constant, so a missing translation is a compile error, not a blank label.
//! The core never holds prose; these files name its enums and numbers.
//! Nothing here needs Leptos or a browser, so it is tested on the host; the
//! UI (`src/i18n/`) re-exports it.
//!
//! One layout for every screen's words: a folder whose `mod.rs` holds the
//! struct, `RU` and `EN`, `words(lang)`, the samples for the agreement test
//! and the tests, while `ru.rs` and `en.rs` hold each language's constant
//! with the helpers it uses. A screen's parts are folders of their own in
//! the same layout (`game/table/`, `dreadnought/gunnery/`); the dreadnought
//! rules' steps and errors, shared by its parts, are files with both
//! languages' helpers (`dreadnought/steps.rs`, `errors.rs`). What holds no
//! text per language stays one file (`plural`, `address`).

pub mod address;
pub mod battles;
pub mod dreadnought;
pub mod fire;
pub mod game;
pub mod game_errors;
pub mod game_log;
pub mod grid;
pub mod hand;
pub mod his;
pub mod live;
pub mod macro_battle;
pub mod migrate;
mod numbers;
pub mod planner;
pub mod plural;
pub mod roll;
pub mod rules;
pub mod settings;
pub mod shell;
pub mod sides;
pub mod terms;
pub mod tools;

pub use plural::{CELLS, Noun, SEALS, SECRETS, SHOTS, ru_plural_index};

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

    /// Every text with a number, in both languages, with the numbers 0–25:
    /// each "number noun" pair agrees (1 клетка, 3 клетки, 5 клеток; 1 cell)
    /// in the case the word before it asks for (пройти 1 клетку, против 2
    /// очков), a name takes the dative where the phrase asks for it
    /// (Передать телефон Ане), and nothing is said twice around a dash or
    /// capitalised after a colon (issue 33 #13).
    /// A screen's words module lists its texts in `samples`; add yours here.
    #[test]
    fn every_text_agrees_with_its_numbers() {
        let modules: &[fn(Lang, u8) -> Vec<String>] = &[
            roll::samples,
            fire::samples,
            planner::samples,
            battles::samples,
            his::samples,
            macro_battle::samples,
            dreadnought::samples,
            dreadnought::gunnery::samples,
            dreadnought::tracker::samples,
            hand::samples,
            live::samples,
            migrate::samples,
            game::table::samples,
            game::sheet::samples,
            game::shot::samples,
            game::log::samples,
            game::saves::samples,
            game::setup::samples,
            game::flows::samples,
            game::confirm::samples,
            game::more::samples,
            game_errors::samples,
            game_log::samples,
        ];
        let mut bad = std::collections::BTreeSet::new();
        for lang in [Lang::Ru, Lang::En] {
            for n in 0..=25u8 {
                for sample in modules {
                    for text in sample(lang, n) {
                        if let Err(e) = plural::check_agreement(lang, &text) {
                            bad.insert(e);
                        }
                    }
                }
            }
        }
        assert!(bad.is_empty(), "{}", Vec::from_iter(bad).join("\n"));
    }

    /// No text puts a number before a noun by hand: counting goes through a
    /// `plural` noun, so the agreement above holds for every number, not
    /// only for the ones a test tried.
    #[test]
    fn no_hand_made_plurals() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut bad = Vec::new();
        // the screens' folders too (src/game/…)
        let mut files = Vec::new();
        let mut dirs = vec![dir];
        while let Some(d) = dirs.pop() {
            for entry in std::fs::read_dir(d).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    dirs.push(path);
                } else {
                    files.push(path);
                }
            }
        }
        for path in files {
            if path.file_name().is_some_and(|n| n == "plural.rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            for noun in plural::NOUNS {
                for form in noun.ru.iter().chain(noun.en.iter()) {
                    // "{n} клеток" / "{distance} cells" inside a format string
                    // (a named placeholder: `{}` is mostly a name)
                    let needle = format!("}} {form}");
                    for (i, line) in text.lines().enumerate() {
                        let named = line.match_indices(&needle).any(|(at, _)| {
                            line[..at]
                                .chars()
                                .next_back()
                                .is_some_and(|c| c.is_alphanumeric() || c == '_')
                        });
                        if named && line.contains("format!") {
                            bad.push(format!("{}:{}: {}", path.display(), i + 1, line.trim()));
                        }
                    }
                }
            }
        }
        assert!(
            bad.is_empty(),
            "count through plural nouns:\n{}",
            bad.join("\n")
        );
    }

    #[test]
    fn device_language() {
        assert_eq!(Lang::from_device("en-US"), Lang::En);
        assert_eq!(Lang::from_device("ru-RU"), Lang::Ru);
        assert_eq!(Lang::from_device("de"), Lang::Ru);
    }
}
