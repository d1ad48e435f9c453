//! The tapped cell's answer (gun, band, the faces that hit and why) and
//! who fires, in order (§4.6).

use super::parts::{chance, face_row, shot_steps};
use crate::fire::FireScreen;
use crate::view::{DieFace, Why};
use shturman_rules::engagement::{CannotFire, FiringKind, Side, exchange, return_fire_options};
use shturman_rules::fire::ShotInfo;
use shturman_rules::{Captain, Offset};
use shturman_words::Lang;
use shturman_words::fire::words;
use shturman_words::terms::terms;

/// What the tapped cell gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnswerView {
    /// No cell yet.
    pub hint: Option<&'static str>,
    /// Why the shooter cannot fire there.
    pub cannot: Option<String>,
    pub shot: Option<ShotView>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShotView {
    pub gun_code: &'static str,
    pub band_code: &'static str,
    /// "Правый борт · дальняя дистанция · 3 клетки".
    pub headline: String,
    pub faces: Vec<DieFace>,
    /// "3 из 6 · 1/2 · 50 %".
    pub chance: String,
    pub fraction: String,
    pub why_title: &'static str,
    pub why: Vec<Why>,
}

impl FireScreen {
    pub(super) fn answer_view(
        &self,
        lang: Lang,
        shot: Option<&Result<ShotInfo, CannotFire>>,
    ) -> AnswerView {
        let w = words(lang);
        let t = terms(lang);
        match shot {
            None if self.cell.is_some() => AnswerView {
                hint: None,
                cannot: Some(w.no_crossing.to_string()),
                shot: None,
            },
            None => AnswerView {
                hint: Some(w.tap_hint),
                cannot: None,
                shot: None,
            },
            Some(Err(why)) => AnswerView {
                hint: None,
                cannot: Some((t.cannot_fire)(*why)),
                shot: None,
            },
            Some(Ok(s)) => AnswerView {
                hint: None,
                cannot: None,
                shot: Some(ShotView {
                    gun_code: s.bearing.gun.code(),
                    band_code: s.bearing.band.code(),
                    headline: (w.headline)(
                        (t.gun)(s.bearing.gun),
                        (t.band_short)(s.bearing.band),
                        s.bearing.distance,
                    ),
                    faces: face_row(lang, s.faces, None, None),
                    chance: chance(lang, s.faces),
                    fraction: s.probability.to_string(),
                    why_title: w.why,
                    why: shot_steps(lang, s),
                }),
            },
        }
    }

    /// Who fires, in order (§4.6): the attack and the target's answer, or
    /// a Swift target's shot first (and then no answer after the attack);
    /// against a salvo of several ships, the ships it may answer.
    pub(super) fn order(&self, lang: Lang) -> Vec<Why> {
        let w = words(lang);
        let t = terms(lang);
        let Some(at) = self.aim_cell() else {
            return Vec::new();
        };
        let me = self.shooter.combatant();
        let them = self.target.combatant();
        let salvo_ships: Vec<Offset> = if self.gathered() {
            self.partners.iter().map(|p| -p.at()).collect()
        } else {
            Vec::new()
        };
        let x = exchange(&me, &them, at, &salvo_ships);
        let rule = |text: String| Why::new(text, Some("4.6"));
        let mut out = Vec::new();
        let swift = self.target.captain.is_some_and(Captain::has_initiative);
        for (i, f) in x.order.iter().enumerate() {
            let n = i + 1;
            match (f.side, f.kind) {
                (Side::Attacker, _) => out.push(rule((w.order_attack)(n))),
                (Side::Defender, FiringKind::Initiative) => {
                    let first = i == 0;
                    out.push(rule((w.order_swift)(
                        n,
                        first,
                        (t.gun)(f.bearing.gun),
                        f.bearing.distance,
                    )));
                    for a in &f.also {
                        let ship = self
                            .partners
                            .iter()
                            .position(|p| -p.at() == a.at)
                            .map_or(0, |k| k + 2);
                        out.push(rule((w.swift_also)(
                            ship,
                            (t.gun)(a.bearing.gun),
                            a.bearing.distance,
                        )));
                    }
                }
                (Side::Defender, _) => out.push(rule((w.order_return)(
                    n,
                    (t.gun)(f.bearing.gun),
                    f.bearing.distance,
                ))),
            }
        }
        if let Err(why) = x.defender {
            out.push(rule((w.no_answer)(swift, &(t.cannot_fire)(why))));
        }
        if self.gathered() {
            let mut from = vec![-at];
            from.extend(self.partners.iter().map(|p| -p.at()));
            let answers: Vec<usize> = return_fire_options(&them, &from)
                .into_iter()
                .map(|(i, _)| i + 1)
                .collect();
            out.push(rule((w.salvo_answer)(&answers)));
        }
        out
    }
}
