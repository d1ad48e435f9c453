//! Every refusal of the game core, every reason a save does not load, and
//! the game screens' own errors, in plain words with their data, in both
//! languages: one [`Words`] per language (the core's errors carry ids and
//! numbers only; this module names them).

use super::Lang;
use super::game_log::Names;
use shturman_game::{HistoryError, LoadError, RuleError};
use shturman_rules::card::CardField;

mod en;
mod ru;
pub mod samples;

/// The errors' words in one language.
pub struct Words {
    /// The name of a card field ("запас прочности").
    pub field: fn(CardField) -> &'static str,
    /// A refused action, in words.
    pub rule: fn(&Names, &RuleError) -> String,
    /// A refused undo or redo.
    pub history: fn(&Names, &HistoryError) -> String,
    /// Why a save does not open (the file is kept as it is).
    pub load: fn(&LoadError) -> String,
    /// Why an imported text or file does not open (nothing was stored).
    pub import: fn(&LoadError) -> String,
    /// After a refused action: nothing in the game changed.
    pub nothing_changed: &'static str,
    /// The storage refused a save: its detail in brackets.
    pub save_failed: fn(&str) -> String,
    /// Another window stored a newer game first.
    pub stale: &'static str,
}

pub const RU: Words = ru::WORDS;

pub const EN: Words = en::WORDS;

pub const fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}

fn field_ru(f: CardField) -> &'static str {
    match f {
        CardField::FreshStraight => "свежий ветер, прямо",
        CardField::FreshDiagonal => "свежий ветер, диагональ",
        CardField::CalmStraight => "штиль, прямо",
        CardField::CalmDiagonal => "штиль, диагональ",
        CardField::StormRange => "буря",
        CardField::FiringRange => "дальность огня",
        CardField::Shots => "выстрелов за раунд",
        CardField::Strength => "запас прочности",
        CardField::Boarding => "очки абордажа",
    }
}

fn field_en(f: CardField) -> &'static str {
    match f {
        CardField::FreshStraight => "fresh wind, straight",
        CardField::FreshDiagonal => "fresh wind, diagonal",
        CardField::CalmStraight => "calm, straight",
        CardField::CalmDiagonal => "calm, diagonal",
        CardField::StormRange => "storm",
        CardField::FiringRange => "firing range",
        CardField::Shots => "shots per round",
        CardField::Strength => "hull strength",
        CardField::Boarding => "boarding points",
    }
}

/// Every error text with the number `v`, for the agreement test.
pub fn samples(lang: Lang, v: u8) -> Vec<String> {
    let w = words(lang);
    let n = samples::names();
    let mut out: Vec<String> = samples::rule_errors(v)
        .iter()
        .map(|e| (w.rule)(&n, e))
        .collect();
    out.extend(
        samples::history_errors(v)
            .iter()
            .map(|e| (w.history)(&n, e)),
    );
    out.extend(samples::load_errors(v).iter().map(|e| (w.load)(e)));
    out.extend(samples::load_errors(v).iter().map(|e| (w.import)(e)));
    out.extend(samples::FIELDS.iter().map(|f| (w.field)(*f).to_string()));
    out.push((w.save_failed)(&v.to_string()));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use shturman_game::{PlayerId, SCHEMA_VERSION};

    /// A damaged text, a newer format and a save with no format number.
    fn three_load_errors() -> [LoadError; 3] {
        [
            shturman_game::save::from_json("{garbage").unwrap_err(),
            shturman_game::save::from_json(&format!(
                "{{\"schema_version\": {}, \"game\": {{\"log\": []}}}}",
                SCHEMA_VERSION + 1
            ))
            .unwrap_err(),
            shturman_game::save::from_json("{\"game\": 1}").unwrap_err(),
        ]
    }

    #[test]
    fn load_errors_are_distinct_in_both_languages() {
        let errors = three_load_errors();
        for lang in [Lang::Ru, Lang::En] {
            let texts: Vec<String> = errors.iter().map(|e| (words(lang).load)(e)).collect();
            assert_ne!(texts[0], texts[1]);
            assert_ne!(texts[1], texts[2]);
            assert_ne!(texts[0], texts[2]);
        }
        assert!((RU.load)(&errors[0]).contains("повреждён"));
        assert!((EN.load)(&errors[1]).contains("newer"));
    }

    #[test]
    fn an_import_that_does_not_read_says_nothing_was_changed_not_that_a_file_is_kept() {
        let errors = three_load_errors();
        for e in &errors {
            let (ru, en) = ((RU.import)(e), (EN.import)(e));
            assert!(ru.ends_with(RU.nothing_changed), "{ru}");
            assert!(en.ends_with(EN.nothing_changed), "{en}");
            assert!(
                !ru.contains("сохранён") && !en.contains("kept"),
                "{ru} / {en}"
            );
        }
        // with the place it stopped reading
        assert!((RU.import)(&errors[0]).contains("строка 1, позиция 2"));
        assert!((EN.import)(&errors[0]).contains("line 1, column 2"));
    }

    #[test]
    fn rule_errors_carry_their_data() {
        let e = RuleError::NotEnoughShots {
            ship: uuid::Uuid::nil(),
            requested: 2,
            remaining: 1,
        };
        let t = (RU.rule)(&Names::default(), &e);
        assert!(t.contains('2') && t.contains('1'), "{t}");
        let e = RuleError::TooManyCaptains {
            player: PlayerId(1),
            agreed: 2,
        };
        assert!((EN.rule)(&Names::default(), &e).contains("player 2"));
    }

    /// Every error has its own words in each language, and the two differ.
    #[test]
    fn every_error_is_worded_in_both_languages() {
        let n = samples::names();
        for e in samples::rule_errors(3) {
            let (ru, en) = ((RU.rule)(&n, &e), (EN.rule)(&n, &e));
            assert!(!ru.is_empty() && !en.is_empty() && ru != en, "{e:?}");
        }
    }
}
