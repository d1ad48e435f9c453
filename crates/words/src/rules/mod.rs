//! Words of the Rules & assumptions screen: the sections of the project's
//! rules reference (`docs/rules.md`) in short, the readings the seed
//! settles, and every assumption the app makes, in plain words, with what
//! the app does and what a table's own rulebook might say instead.

use super::Lang;
use shturman_rules::Assumption;

mod en;
mod ru;
pub use en::{EN_SECTIONS, EN_SETTLED};
pub use ru::{RU_SECTIONS, RU_SETTLED};

pub struct Words {
    pub title: &'static str,
    pub intro: &'static str,
    pub sections_title: &'static str,
    pub settled_title: &'static str,
    pub settled_intro: &'static str,
    /// "прежде A-11" / "formerly A-11".
    pub formerly: fn(&str) -> String,
    pub assumptions_title: &'static str,
    pub assumptions_intro: &'static str,
    pub app_does: &'static str,
    pub rulebook_may: &'static str,
    /// "раздел 4.5" / "section 4.5".
    pub section: fn(&str) -> String,
    pub sections: &'static [Section],
    pub settled: &'static [Settled],
    pub assumption: fn(Assumption) -> AssumptionText,
}

pub const RU: Words = ru::WORDS;
pub const EN: Words = en::WORDS;

pub const fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}

/// A reading the seed settles: once an assumption, now a rule.
pub struct Settled {
    /// The old assumption id.
    pub formerly: &'static str,
    /// The rules section it belongs to.
    pub section: &'static str,
    pub title: &'static str,
    pub body: &'static str,
}

/// One section of the rules reference (`docs/rules.md`): its number, title
/// and the rule in short.
pub struct Section {
    pub id: &'static str,
    pub title: &'static str,
    pub body: &'static str,
}

/// An assumption in plain words: what it is about, what the app does, and
/// what a rulebook might say instead.
pub struct AssumptionText {
    pub topic: &'static str,
    pub app: &'static str,
    pub alternative: &'static str,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_assumption_section_exists() {
        for a in Assumption::ALL {
            let sec = a.section();
            assert!(
                RU_SECTIONS
                    .iter()
                    .any(|s| s.id == sec || s.id.starts_with(&format!("{sec}."))),
                "{} → §{sec}",
                a.id()
            );
        }
    }

    #[test]
    fn both_languages_have_the_same_sections() {
        let ids = |s: &[Section]| s.iter().map(|x| x.id).collect::<Vec<_>>();
        assert_eq!(ids(RU_SECTIONS), ids(EN_SECTIONS));
        assert_eq!(RU_SETTLED.len(), EN_SETTLED.len());
    }
}
