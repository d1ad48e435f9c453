//! The plan: single shots or a salvo with the other ships (each partner's
//! inputs and part), hull or sails, and what the plan is and why.

use super::parts::{heading_choices, stepper};
use crate::fire::{FireScreen, MAX_PARTNERS, Mode, Partner, PlanError, Planned};
use crate::roll::aim_code;
use crate::view::{Choice, Stepper, Toggle, Why};
use shturman_rules::attack::Aim;
use shturman_rules::{Captain, Heading, ShipClass};
use shturman_words::Lang;
use shturman_words::fire::{Words, words};
use shturman_words::terms::terms;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlanView {
    pub title: &'static str,
    pub modes: Vec<Choice<Mode>>,
    pub count: Stepper,
    /// Why the count stops where it does (one chaser shot a round).
    pub count_note: Option<String>,
    pub aim_label: &'static str,
    pub aims: Vec<Choice<Aim>>,
    pub partners: Vec<PartnerView>,
    pub add_partner: Option<&'static str>,
    /// What the plan is and why (singles, the salvo's parts, Target's 2).
    pub lines: Vec<Why>,
    pub error: Option<String>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PartnerView {
    pub title: String,
    /// Its part: the gun and faces, or why it cannot fire.
    pub part: String,
    pub can_fire: bool,
    pub classes: Vec<Choice<ShipClass>>,
    pub heading_label: &'static str,
    pub headings: Option<Vec<Choice<Heading>>>,
    pub line_label: &'static str,
    pub lines: Vec<Choice<Heading>>,
    pub distance: Stepper,
    pub damage: Stepper,
    pub target: Toggle,
    pub shots_left: Stepper,
    pub shots: Stepper,
    pub remove: &'static str,
}

impl FireScreen {
    pub(super) fn plan_view(
        &self,
        lang: Lang,
        plan: Option<&Result<Planned, PlanError>>,
    ) -> PlanView {
        let w = words(lang);
        let t = terms(lang);
        let max = self.max_count();
        let chaser = matches!(self.shot(), Some(Ok(s)) if s.bearing.gun.kind() == shturman_rules::GunKind::Chaser);
        let mut lines = Vec::new();
        let mut error = None;
        match plan {
            Some(Ok(p)) => lines = self.plan_lines(lang, p),
            Some(Err(e)) => error = Some(self.plan_error(lang, e)),
            None => {}
        }
        PlanView {
            title: w.plan,
            modes: [Mode::Single, Mode::Salvo]
                .into_iter()
                .map(|m| Choice::new(m, mode_code(m), mode_label(w, m), m == self.mode))
                .collect(),
            count: stepper(w.count, self.count, 1, max.max(1)),
            count_note: chaser.then(|| w.chaser_once.to_string()),
            aim_label: w.aim,
            aims: [Aim::Hull, Aim::Sails]
                .into_iter()
                .map(|a| {
                    Choice::new(a, aim_code(a), (t.aim)(a), a == self.aim)
                        .enabled(a == Aim::Hull || !self.target.is_fort())
                })
                .collect(),
            partners: if self.mode == Mode::Salvo {
                self.partners
                    .iter()
                    .enumerate()
                    .map(|(i, p)| partner_view(lang, i, p))
                    .collect()
            } else {
                Vec::new()
            },
            add_partner: (self.mode == Mode::Salvo && self.partners.len() < MAX_PARTNERS)
                .then_some(w.add_partner),
            lines,
            error,
        }
    }

    fn plan_lines(&self, lang: Lang, p: &Planned) -> Vec<Why> {
        let w = words(lang);
        let t = terms(lang);
        let rule = |text: String| Why::new(text, Some("4.5"));
        match &p.salvo {
            None => {
                let crit = p.attacks.iter().rposition(|a| a.critical);
                vec![rule((w.singles)(p.attacks.len(), crit.map(|i| i + 1)))]
            }
            Some(s) => {
                let mut v = Vec::new();
                for (i, (info, counted)) in p.parts.iter().zip(&s.parts).enumerate() {
                    v.push(rule((w.salvo_part)(
                        i + 1,
                        (t.gun)(info.bearing.gun),
                        &(t.faces)(info.faces),
                        &(t.faces)(*counted),
                    )));
                }
                if s.target_dropped {
                    v.push(rule(w.target_dropped.to_string()));
                }
                let mut worst = rule((w.salvo_worst)(
                    s.worst + 1,
                    &(t.faces)(s.attack.faces),
                    s.attack.shots,
                    s.attack.critical,
                ));
                worst.assumption = s.assumptions.last().map(|a| a.id());
                v.push(worst);
                v
            }
        }
    }

    fn plan_error(&self, lang: Lang, e: &PlanError) -> String {
        let w = words(lang);
        let t = terms(lang);
        match *e {
            PlanError::Fire(f) => (w.fire_error)(f),
            PlanError::Odds(o) => (w.odds_error)(o),
            PlanError::Partner { index, why } => {
                (w.partner_cannot)(index + 2, &(t.cannot_fire)(why))
            }
        }
    }
}

const fn mode_label(w: &Words, m: Mode) -> &'static str {
    match m {
        Mode::Single => w.mode_single,
        Mode::Salvo => w.mode_salvo,
    }
}

const fn mode_code(m: Mode) -> &'static str {
    match m {
        Mode::Single => "single",
        Mode::Salvo => "salvo",
    }
}

fn partner_view(lang: Lang, i: usize, p: &Partner) -> PartnerView {
    let w = words(lang);
    let t = terms(lang);
    let s = &p.ship;
    let part = crate::fire::fire_at(s, p.at());
    PartnerView {
        title: (w.partner_title)(i + 2, (t.class)(s.class)),
        part: match &part {
            Ok(info) => (w.partner_part)(
                (t.gun)(info.bearing.gun),
                info.bearing.distance,
                &(t.faces)(info.faces),
            ),
            Err(why) => (t.cannot_fire)(*why),
        },
        can_fire: part.is_ok(),
        classes: ShipClass::ALL
            .into_iter()
            .map(|c| Choice::new(c, c.code(), (t.class)(c), c == s.class))
            .collect(),
        heading_label: w.heading,
        headings: s.rules_heading().map(|h| heading_choices(t, h)),
        line_label: w.partner_line,
        lines: heading_choices(t, p.line),
        distance: stepper(w.distance, p.distance, 1, s.card.firing_range.max(1)),
        damage: stepper(w.hull_damage, s.hull, 0, s.card.max_hull_damage()),
        target: Toggle {
            label: (t.captain)(Captain::Target).to_string(),
            on: s.captain == Some(Captain::Target),
        },
        shots_left: stepper(w.shots_left, s.shots_left(), 1, s.most_shots_left().max(1)),
        shots: stepper(
            w.partner_shots,
            p.shots,
            1,
            crate::fire::partner_max(p).max(1),
        ),
        remove: w.remove,
    }
}
