//! The Rules screen's part for the three other games: each game's digest
//! sections in short, then every reading its text leaves open (from the
//! core's `Reading` lists, so none can be missing) with its options, the
//! text's default marked and the table's choice selected.

use super::Readings;
use crate::view::Choice;
use shturman_battles::readings::OpenReading;
use shturman_words::Lang;
use shturman_words::battles::words;
use shturman_words::dreadnought::words as dread_words;
use shturman_words::his::{Entry, words as his_words};
use shturman_words::macro_battle::words as macro_words;

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
    /// What the text leaves open and the app reads one way, with no
    /// switch: its choice and the sentence it rests on.
    pub settled: Vec<RuleEntry>,
}

/// The part of the Rules screen for the other games.
pub fn rules_part(lang: Lang, r: &Readings) -> Vec<RulesGame> {
    let (h, m, d) = (his_words(lang), macro_words(lang), dread_words(lang));
    let mut his = game(lang, "his", h.game, h.sections, (h.reading, h.option), r);
    his.settled = entries(h.settled);
    let mut mac = game(lang, "macro", m.game, m.sections, (m.reading, m.option), r);
    mac.settled = entries(m.settled);
    vec![
        his,
        mac,
        game(
            lang,
            "dreadnought",
            d.game,
            d.sections,
            (d.reading, d.option),
            r,
        ),
    ]
}

/// A game's words for its readings: each reading's entry, each option's
/// name.
type Worded<R> = (fn(R) -> Entry, fn(R, &str) -> &'static str);

/// One game's part: its digest sections, then each reading its text leaves
/// open — worded by `reading`, its options by `option` — the text's default
/// first and marked, the table's choice selected.
fn game<R: OpenReading>(
    lang: Lang,
    code: &'static str,
    title: &str,
    sections: &'static [Entry],
    (reading, option): Worded<R>,
    r: &Readings,
) -> RulesGame {
    let w = words(lang);
    let readings = R::ALL
        .iter()
        .map(|&x| {
            let e = reading(x);
            let chosen = r.chosen(x.id());
            let options = x
                .codes()
                .iter()
                .enumerate()
                .map(|(i, &code)| {
                    let label = option(x, code);
                    let label = if i == 0 {
                        (w.default_option)(label)
                    } else {
                        label.to_string()
                    };
                    Choice::new(code, code, label, chosen == Some(code))
                })
                .collect();
            RuleEntry {
                id: x.id(),
                title: e.title.to_string(),
                body: format!("{} §{}", e.body, x.section_id()),
                options,
            }
        })
        .collect();
    RulesGame {
        code,
        title: title.to_string(),
        sections: entries(sections),
        readings,
        settled: Vec::new(),
    }
}

/// Entries with no options: digest sections, settled readings.
fn entries(list: &'static [Entry]) -> Vec<RuleEntry> {
    list.iter()
        .map(|e| RuleEntry {
            id: e.id,
            title: e.title.to_string(),
            body: e.body.to_string(),
            options: Vec::new(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use shturman_battles::{dreadnought, his, macro_battle};

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
            let ids: Vec<_> = his.readings.iter().map(|e| e.id).collect();
            assert_eq!(ids, ["H-1", "H-2", "H-3", "H-5", "H-6", "H-7"]);
            assert!(mac.readings[7].body.ends_with("§M.9"), "M-13 in M.9");
        }
        // the table's choice is the one selected
        let mut r = Readings::default();
        assert!(r.set("D-4", "any_speed"));
        let part = rules_part(Lang::En, &r);
        let d4 = &part[2].readings[2];
        assert_eq!(d4.id, "D-4");
        let selected: Vec<_> = d4.options.iter().map(|c| (c.code, c.selected)).collect();
        assert_eq!(selected, [("all_speed", false), ("any_speed", true)]);
    }

    /// Issue 46 #7: whether a gate cell counts as a wall cell for «На
    /// стену можно … ходить в штыковую с клеток лестницы, башни или
    /// стены», and troops standing on a gate cell, are listed with the
    /// app's choice — and the choice is the one the core makes.
    #[test]
    fn the_gate_cells_readings_are_listed_with_the_apps_choice() {
        use macro_battle::melee::{Fighter, Ground, Melee, MeleeError};
        use macro_battle::{Terrain, UnitKind};
        for lang in [Lang::Ru, Lang::En] {
            let part = rules_part(lang, &Readings::default());
            let ids: Vec<_> = part[1].settled.iter().map(|e| e.id).collect();
            assert_eq!(ids, ["M-17", "M-18", "M-19"]);
            assert!(part[1].settled.iter().all(|e| e.body.ends_with("§M.6")));
            assert!(part[2].settled.is_empty());
        }
        let ru = rules_part(Lang::Ru, &Readings::default());
        assert!(
            ru[1].settled[0]
                .body
                .contains("с клетки ворот на стену в штыковую не ходят")
        );
        assert!(
            ru[1].settled[1]
                .body
                .contains("атакуют их по обычным правилам")
        );
        let li = Fighter::unit(UnitKind::LightInfantry);
        let from_gate = Ground {
            attacker: Terrain::Gate,
            defender: Terrain::Wall,
            troops_on_gates: false,
        };
        assert_eq!(
            Melee::on(li, li, from_gate),
            Err(MeleeError::WallOnlyFromLadderTowerOrWall {
                from: Terrain::Gate
            })
        );
        let held = Ground {
            attacker: Terrain::Open,
            defender: Terrain::Gate,
            troops_on_gates: true,
        };
        assert!(Melee::on(li, li, held).is_ok(), "the troops in the gates");
        assert_eq!(
            Melee::on(li, Fighter::Gates { bonus: 0 }, held),
            Err(MeleeError::GatesHeld)
        );
    }

    /// Issue 46 #5: the readings the cards after the roll needed — no
    /// card's dice in the text, each card once a battle, no «Янычары» in an
    /// assault — are listed with the app's choice, and the core makes it.
    #[test]
    fn the_cards_readings_are_listed_with_the_apps_choice() {
        use shturman_battles::his::{Battle, Card, HisError, LateCard, LateCards, Side};
        for lang in [Lang::Ru, Lang::En] {
            let part = rules_part(lang, &Readings::default());
            let ids: Vec<_> = part[0].settled.iter().map(|e| e.id).collect();
            assert_eq!(ids, ["H-8", "H-9", "H-10"]);
        }
        let ru = rules_part(Lang::Ru, &Readings::default());
        assert!(ru[0].settled[0].body.contains("текст числа не называет"));
        assert!(
            ru[0].settled[1]
                .body
                .contains("«ещё не разыграли свою национальную карту «Янычары» в этот ход»")
        );
        assert!(ru[0].settled[2].body.contains("не предлагаются"));
        assert!(Card::ALL.iter().all(|c| c.text_dice().is_none()));
        let rowers = LateCard {
            card: Card::ProfessionalRowers,
            side: Side::Attacker,
            dice: 2,
        };
        let j = LateCard {
            card: Card::Janissaries,
            ..rowers
        };
        assert!(LateCards::of(&[j, rowers]).is_ok(), "both at sea");
        assert_eq!(
            LateCards::of(&[rowers, rowers]),
            Err(HisError::CardTwice {
                card: Card::ProfessionalRowers
            })
        );
        assert!(!Card::Janissaries.in_battle(Battle::Assault));
    }
}
