//! "The target is crossing my line" (§4.7): how it crosses, and who fires
//! first then.

use super::parts::chance;
use crate::fire::{CrossKind, FireScreen};
use crate::view::{Choice, Toggle, Why};
use shturman_rules::engagement::{Crossing as Meet, crossing_fire, crossing_shot};
use shturman_rules::{Captain, Heading};
use shturman_words::Lang;
use shturman_words::fire::{Words, words};
use shturman_words::terms::terms;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CrossingView {
    pub toggle: Toggle,
    pub kinds: Vec<Choice<CrossKind>>,
    /// The target's diagonal step (diagonal crossing).
    pub steps: Option<Vec<Choice<Heading>>>,
    pub turned: Option<Toggle>,
    pub shooter_acted: Option<Toggle>,
    pub mover_fires: Option<Toggle>,
    /// The answer: order, distance, whether the target may answer.
    pub lines: Vec<Why>,
    /// The step crosses no diagonal line of the shooter.
    pub error: Option<String>,
}

impl FireScreen {
    pub(super) fn crossing_view(&self, lang: Lang) -> CrossingView {
        let w = words(lang);
        let c = self.crossing;
        let toggle = |label: &str, on: bool| Toggle {
            label: label.to_string(),
            on,
        };
        let Some(c) = c else {
            return CrossingView {
                toggle: toggle(w.crossing, false),
                kinds: Vec::new(),
                steps: None,
                turned: None,
                shooter_acted: None,
                mover_fires: None,
                lines: Vec::new(),
                error: None,
            };
        };
        let diagonal = c.kind == CrossKind::Diagonal;
        let ends = c.kind == CrossKind::EndsIn;
        let meet = match c.kind {
            CrossKind::PassesThrough => Meet::PassesThrough,
            CrossKind::EndsIn => Meet::EndsIn,
            CrossKind::Diagonal => Meet::CrossesDiagonally { turned: c.turned },
        };
        let initiative = self.shooter.captain.is_some_and(Captain::has_initiative);
        let f = crossing_fire(meet, c.shooter_acted, initiative, c.mover_fires);
        let beyond = self
            .cell
            .and_then(|cell| crossing_shot(&self.shooter.combatant(), cell, cell + c.step.step()));
        let error = match (diagonal, beyond) {
            (true, None) => Some(w.no_crossing.to_string()),
            _ => None,
        };
        let rule = |text: String| Why::new(text, Some("4.7"));
        let mut lines = Vec::new();
        if error.is_none() {
            lines.extend((w.crossing_lines)(&f).into_iter().map(rule));
            if let Some(Ok(b)) = beyond.filter(|_| diagonal) {
                lines.push(rule((w.beyond)(b.distance, (terms(lang).band)(b.band))));
            }
            if let Some(Ok(s)) = self.shot() {
                lines.push(Why::new(
                    format!("{}: {}", w.chance, chance(lang, s.faces)),
                    Some("4.4"),
                ));
            }
        }
        CrossingView {
            toggle: toggle(w.crossing, true),
            kinds: [
                CrossKind::PassesThrough,
                CrossKind::EndsIn,
                CrossKind::Diagonal,
            ]
            .into_iter()
            .map(|k| Choice::new(k, cross_code(k), cross_label(w, k), k == c.kind))
            .collect(),
            steps: diagonal.then(|| {
                [Heading::NE, Heading::SE, Heading::SW, Heading::NW]
                    .into_iter()
                    .map(|h| Choice::new(h, h.code(), (terms(lang).heading)(h), h == c.step))
                    .collect()
            }),
            turned: diagonal.then(|| toggle(w.turned, c.turned)),
            shooter_acted: ends.then(|| toggle(w.shooter_acted, c.shooter_acted)),
            mover_fires: ends.then(|| toggle(w.mover_fires, c.mover_fires)),
            lines,
            error,
        }
    }
}

const fn cross_label(w: &Words, k: CrossKind) -> &'static str {
    match k {
        CrossKind::PassesThrough => w.cross_through,
        CrossKind::EndsIn => w.cross_ends,
        CrossKind::Diagonal => w.cross_diagonal,
    }
}

const fn cross_code(k: CrossKind) -> &'static str {
    match k {
        CrossKind::PassesThrough => "through",
        CrossKind::EndsIn => "ends",
        CrossKind::Diagonal => "diagonal",
    }
}
