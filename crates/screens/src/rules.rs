//! The Rules & assumptions screen: each section of the rules reference in
//! short, the readings the seed settles (once assumptions), and every
//! assumption the rules core relies on — listed from `Assumption::ALL`, so a
//! new one cannot be missing here. Each card has the anchor a rule link
//! (`#/rules?at=4.4`, `#/rules?at=A-6`) scrolls to.

use crate::route::{Route, anchor_id};
use shturman_rules::Assumption;
use shturman_words::Lang;
use shturman_words::rules::words;

/// One card of the screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Card {
    /// The element id a link scrolls to.
    pub anchor: String,
    pub testid: String,
    pub heading: String,
    pub body: String,
    /// A second paragraph (an assumption's alternative), if any.
    pub note: Option<String>,
    /// A link to the section it belongs to: (href, label).
    pub link: Option<(String, String)>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesView {
    pub title: &'static str,
    pub intro: &'static str,
    pub sections_title: &'static str,
    pub sections: Vec<Card>,
    pub settled_title: &'static str,
    pub settled_intro: &'static str,
    pub settled: Vec<Card>,
    pub assumptions_title: &'static str,
    pub assumptions_intro: &'static str,
    pub assumptions: Vec<Card>,
}

fn section_link(lang: Lang, id: &str) -> (String, String) {
    (
        Route::Rules {
            at: Some(id.to_string()),
        }
        .hash(),
        (words(lang).section)(id),
    )
}

/// The screen in the player's language.
pub fn view(lang: Lang) -> RulesView {
    let w = words(lang);
    RulesView {
        title: w.title,
        intro: w.intro,
        sections_title: w.sections_title,
        sections: w
            .sections
            .iter()
            .map(|s| Card {
                anchor: anchor_id(s.id),
                testid: format!("rule-{}", s.id),
                heading: format!("§{} {}", s.id, s.title),
                body: s.body.to_string(),
                note: None,
                link: None,
            })
            .collect(),
        settled_title: w.settled_title,
        settled_intro: w.settled_intro,
        settled: w
            .settled
            .iter()
            .map(|s| Card {
                // links to the old id still land here
                anchor: anchor_id(s.formerly),
                testid: format!("settled-{}", s.formerly),
                heading: format!("{} ({})", s.title, (w.formerly)(s.formerly)),
                body: s.body.to_string(),
                note: None,
                link: Some(section_link(lang, s.section)),
            })
            .collect(),
        assumptions_title: w.assumptions_title,
        assumptions_intro: w.assumptions_intro,
        assumptions: Assumption::ALL
            .iter()
            .map(|&a| {
                let t = (w.assumption)(a);
                Card {
                    anchor: anchor_id(a.id()),
                    testid: format!("assumption-{}", a.id()),
                    heading: format!("[{}] {}", a.id(), t.topic),
                    body: format!("{} {}", w.app_does, t.app),
                    note: Some(format!("{} {}", w.rulebook_may, t.alternative)),
                    link: Some(section_link(lang, a.section())),
                }
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_assumption_and_settled_reading_has_a_card() {
        for lang in [Lang::Ru, Lang::En] {
            let v = view(lang);
            assert_eq!(v.assumptions.len(), Assumption::ALL.len());
            for id in ["A-17", "A-18", "A-19", "A-20"] {
                assert!(
                    v.assumptions
                        .iter()
                        .any(|c| c.testid == format!("assumption-{id}"))
                );
            }
            // the old ids now settled by the seed still have their anchors
            for id in ["A-11", "A-16"] {
                assert!(
                    v.settled
                        .iter()
                        .any(|c| c.anchor == format!("assumption-{id}"))
                );
            }
            assert!(v.sections.iter().any(|c| c.anchor == "rule-4-7"));
        }
    }

    #[test]
    fn links_point_at_existing_sections() {
        let v = view(Lang::En);
        let anchors: Vec<&str> = v.sections.iter().map(|c| c.anchor.as_str()).collect();
        for c in v.assumptions.iter().chain(&v.settled) {
            let (href, _) = c.link.as_ref().unwrap();
            let at = href.split("at=").nth(1).unwrap();
            let id = anchor_id(at);
            // a section may be a whole chapter ("3") whose parts exist
            assert!(
                anchors
                    .iter()
                    .any(|a| *a == id || a.starts_with(&format!("{id}-"))),
                "{href}"
            );
        }
    }
}
