//! The dice of the plan: which die is asked for, the faces to tap, what
//! the last attack did and the log of the attacks resolved.

use super::parts::face_row;
use crate::fire::{FireScreen, FireShip, Fired};
use crate::roll::dice_lines;
use crate::view::{DieFace, Tone};
use shturman_rules::attack::{Sinking, TargetState};
use shturman_rules::fire::FaceSet;
use shturman_rules::movement::is_dismasted;
use shturman_words::Lang;
use shturman_words::fire::words;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RollPanel {
    /// Which die is asked for now, or that the plan is done.
    pub status: String,
    pub faces: Vec<DieFace>,
    pub can_roll: bool,
    pub roll_label: &'static str,
    /// A shot that needs no die: its button.
    pub no_roll: Option<&'static str>,
    pub tap_hint: &'static str,
    /// What the last attack did: the hit or miss, the critical, the end.
    pub result: Vec<(Tone, String)>,
    /// The target now, once a die is rolled.
    pub after: Option<String>,
    pub log_title: &'static str,
    pub log: Vec<String>,
    pub again: Option<&'static str>,
}

impl FireScreen {
    pub(super) fn roll_panel(&self, lang: Lang) -> Option<RollPanel> {
        let w = words(lang);
        let plan = self.plan()?.ok()?;
        let total = plan.attacks.len();
        let next = self.next_roll();
        let critical = self
            .rolling
            .as_ref()
            .map(|r| r.attack().aim)
            .filter(|_| self.rolling.is_some());
        let (faces, status) = match (&self.rolling, &next) {
            (Some(r), _) => (
                FaceSet::of(&[6]),
                (w.critical_prompt)(r.attack().aim).to_string(),
            ),
            (None, Some(r)) => (
                r.attack().faces,
                (w.roll_status)(self.done.len() + 1, total, r.attack().critical),
            ),
            (None, None) => (
                FaceSet::EMPTY,
                (w.plan_done)(self.target_now().sunk).to_string(),
            ),
        };
        let chosen = match (&self.rolling, self.done.last()) {
            (Some(_), _) => None,
            (None, Some(l)) => l.resolution.critical_roll.or(l.resolution.hit_roll),
            (None, None) => None,
        };
        let needs_die = self.rolling.is_some() || next.is_some_and(|r| r.hit_needs_roll());
        let target = self.target;
        Some(RollPanel {
            status,
            faces: face_row(lang, faces, chosen, critical),
            can_roll: needs_die,
            roll_label: if self.rolling.is_some() {
                w.roll_critical
            } else {
                w.roll
            },
            no_roll: (self.rolling.is_none() && next.is_some_and(|r| !r.hit_needs_roll()))
                .then(|| (w.fire_no_roll)(next.is_some_and(|r| r.attack().faces.len() == 6))),
            tap_hint: w.tap_die,
            result: self.result_lines(lang, &target),
            after: (!self.done.is_empty() || self.rolling.is_some()).then(|| {
                (w.target_now)(
                    self.target_now(),
                    is_dismasted(&target.card, self.target_now().sail_damage),
                    target.is_fort(),
                )
            }),
            log_title: w.log,
            log: self
                .done
                .iter()
                .enumerate()
                .map(|(i, f)| {
                    let lines = fired_lines(lang, f, &target);
                    let text: Vec<&str> = lines.iter().map(|(_, s)| s.as_str()).collect();
                    format!("{}. {}", i + 1, text.join("; "))
                })
                .collect(),
            again: (!self.done.is_empty() || self.rolling.is_some()).then_some(w.again),
        })
    }

    /// The last die's outcome: the hit or miss, then the critical, then
    /// what became of the target.
    fn result_lines(&self, lang: Lang, target: &FireShip) -> Vec<(Tone, String)> {
        let w = words(lang);
        match (&self.rolling, self.done.last()) {
            (Some(r), _) => vec![match r.hit_roll() {
                Some(f) => (Tone::Good, (w.dice.rolled_hit)(f)),
                None => (Tone::Good, w.dice.sure_hit.to_string()),
            }],
            (None, Some(f)) => fired_lines(lang, f, target),
            (None, None) => Vec::new(),
        }
    }
}

/// A resolved attack in words: the hit die, the critical die, and what
/// became of the target (sunk, all sails gone — dismasted).
fn fired_lines(lang: Lang, f: &Fired, target: &FireShip) -> Vec<(Tone, String)> {
    let w = words(lang);
    let r = &f.resolution;
    let mut out = dice_lines(&w.dice, r, f.attack.aim);
    let dismasted = |s: &TargetState| is_dismasted(&target.card, s.sail_damage);
    match r.sunk {
        Some(Sinking::HullDamage) => out.push((Tone::Alert, w.sunk_by_damage.to_string())),
        // the critical line says it
        Some(Sinking::Critical) => {}
        None if r.critical => {}
        None if dismasted(&r.after) && !dismasted(&r.before) => {
            out.push((Tone::Alert, w.dismasted.to_string()))
        }
        None => {}
    }
    out
}
