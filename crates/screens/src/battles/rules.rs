//! The Rules screen's part for the three other games: each game's digest
//! sections in short, then every reading its text leaves open (from the
//! core's `Reading` lists, so none can be missing) with its options, the
//! text's default marked and the table's choice selected.

use super::Readings;
use crate::view::Choice;
use shturman_battles::{dreadnought, his, macro_battle};
use shturman_words::battles::words;
use shturman_words::dreadnought::words as dread_words;
use shturman_words::his::words as his_words;
use shturman_words::macro_battle::words as macro_words;
use shturman_words::Lang;

/// A digest section or a reading, as the Rules screen lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleEntry {
    /// "H.4", "H-5".
    pub id: &'static str,
    pub title: String,
    pub body: String,
    /// A reading's options (empty for a section).
    pub options: Vec<Choice<&'static str>>,
}

/// One game's part.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesGame {
    pub code: &'static str,
    pub title: String,
    pub sections: Vec<RuleEntry>,
    pub readings: Vec<RuleEntry>,
}

/// The part of the Rules screen for the other games.
pub fn rules_part(lang: Lang, r: &Readings) -> Vec<RulesGame> {
    let w = words(lang);
    let h = his_words(lang);
    let m = macro_words(lang);
    let default_first = |i: usize, label: &str| {
        if i == 0 {
            (w.default_option)(label)
        } else {
            label.to_string()
        }
    };
    let macro_game = RulesGame {
        code: "macro",
        title: m.game.to_string(),
        sections: m
            .sections
            .iter()
            .map(|e| RuleEntry {
                id: e.id,
                title: e.title.to_string(),
                body: e.body.to_string(),
                options: Vec::new(),
            })
            .collect(),
        readings: macro_battle::Reading::ALL
            .into_iter()
            .map(|reading| {
                let e = (m.reading)(reading);
                RuleEntry {
                    id: reading.id(),
                    title: e.title.to_string(),
                    body: format!("{} §{}", e.body, reading.section().id()),
                    options: reading
                        .options()
                        .iter()
                        .enumerate()
                        .map(|(i, &code)| {
                            let label = default_first(i, (m.option)(reading, code));
                            Choice::new(code, code, label, r.chosen(reading.id()) == Some(code))
                        })
                        .collect(),
                }
            })
            .collect(),
    };
    let d = dread_words(lang);
    let dread_game = RulesGame {
        code: "dreadnought",
        title: d.game.to_string(),
        sections: d
            .sections
            .iter()
            .map(|e| RuleEntry {
                id: e.id,
                title: e.title.to_string(),
                body: e.body.to_string(),
                options: Vec::new(),
            })
            .collect(),
        readings: dreadnought::Reading::ALL
            .into_iter()
            .map(|reading| {
                let e = (d.reading)(reading);
                RuleEntry {
                    id: reading.id(),
                    title: e.title.to_string(),
                    body: format!("{} §{}", e.body, reading.section().id()),
                    options: reading
                        .options()
                        .iter()
                        .enumerate()
                        .map(|(i, c)| {
                            let label = default_first(i, (d.option)(reading, c.code()));
                            Choice::new(
                                c.code(),
                                c.code(),
                                label,
                                r.chosen(reading.id()) == Some(c.code()),
                            )
                        })
                        .collect(),
                }
            })
            .collect(),
    };
    vec![
        RulesGame {
            code: "his",
            title: h.game.to_string(),
            sections: h
                .sections
                .iter()
                .map(|e| RuleEntry {
                    id: e.id,
                    title: e.title.to_string(),
                    body: e.body.to_string(),
                    options: Vec::new(),
                })
                .collect(),
            readings: his::Reading::ALL
                .into_iter()
                .map(|reading| {
                    let e = (h.reading)(reading);
                    RuleEntry {
                        id: e.id,
                        title: e.title.to_string(),
                        body: format!("{} §{}", e.body, reading.section().id()),
                        options: reading
                            .options()
                            .iter()
                            .enumerate()
                            .map(|(i, &code)| {
                                let label = (h.option)(reading, code);
                                let label = if i == 0 {
                                    (w.default_option)(label)
                                } else {
                                    label.to_string()
                                };
                                Choice::new(code, code, label, r.chosen(reading.id()) == Some(code))
                            })
                            .collect(),
                    }
                })
                .collect(),
        },
        macro_game,
        dread_game,
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_reading_of_every_game_is_listed_with_its_default_first() {
        for lang in [Lang::Ru, Lang::En] {
            let part = rules_part(lang, &Readings::default());
            let his = &part[0];
            assert_eq!(his.readings.len(), his::Reading::ALL.len());
            assert_eq!(his.sections.len(), 6);
            let mac = &part[1];
            assert_eq!(mac.readings.len(), macro_battle::Reading::ALL.len());
            assert_eq!(mac.sections.len(), 9, "M.1–M.9");
            let dread = &part[2];
            assert_eq!(dread.readings.len(), dreadnought::Reading::ALL.len());
            assert_eq!(dread.sections.len(), 6, "D.0–D.5");
            for e in his
                .readings
                .iter()
                .chain(&mac.readings)
                .chain(&dread.readings)
            {
                assert!(e.options.len() >= 2, "{}", e.id);
                assert!(e.options[0].selected, "{}: the default is chosen", e.id);
            }
        }
    }
}
