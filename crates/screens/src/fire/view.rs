//! The fire helper as a component renders it: every text worded (from
//! `shturman_words::fire`), every number from the core.

use super::{
    CrossKind, Crossing, FireScreen, FireShip, Fired, Mode, Notice, Partner, PlanError, Planned,
    Section, MAX_PARTNERS, RADIUS,
};
use crate::view::{Choice, DieFace, Stepper, Toggle, Tone, Why};
use shturman_rules::attack::{Aim, Sinking, TargetState};
use shturman_rules::engagement::{
    crossing_fire, crossing_shot, exchange, return_fire_options, CannotFire, Crossing as Meet,
    FiringKind, Side,
};
use shturman_rules::fire::{bearing, Band, FaceSet, NoBearing, ShotInfo};
use shturman_rules::movement::is_dismasted;
use shturman_rules::odds::Share;
use shturman_rules::{Captain, Fraction, Heading, Offset, ShipClass};
use shturman_words::fire::{words, CellKind, Words};

use shturman_words::terms::{terms, Terms};
use shturman_words::Lang;

/// The whole screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FireView {
    pub title: &'static str,
    pub setup: SetupView,
    pub grid: GridView,
    pub answer: AnswerView,
    /// Who fires, in order, with its rule (§4.6), right under the answer
    /// and its roll: the target's inputs decide it. Empty while the target
    /// crosses the line (§4.7 gives the order there) or no gun bears.
    pub order: Vec<Why>,
    /// "The target is crossing my line" (once a cell is tapped).
    pub crossing: Option<CrossingView>,
    /// The target, the plan, the odds and the dice: once a gun bears.
    pub target: Option<TargetView>,
    pub plan: Option<PlanView>,
    /// P(sunk) and the distributions: said once, under the plan.
    pub odds: Option<OddsView>,
    /// The roll of the plan, shown right under the answer.
    pub roll: Option<RollPanel>,
    /// For a ship of the open game: record the shots resolved.
    pub record: Option<RecordView>,
    /// An input refused, and where to say so.
    pub notice: Option<(Section, String)>,
}

/// The shooter's inputs and their one-line summary.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupView {
    pub title: &'static str,
    pub summary: String,
    /// "From the game: …": the inputs come from there and are not shown.
    pub from_game: Option<String>,
    pub classes: Vec<Choice<ShipClass>>,
    /// None for a fort.
    pub headings: Option<Vec<Choice<Heading>>>,
    pub heading_label: &'static str,
    pub damage: Stepper,
    pub captain_label: &'static str,
    pub captains: Vec<Choice<Option<Captain>>>,
    pub shots_left: Stepper,
    pub chaser: Toggle,
}

/// One cell of the grid's window.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellView {
    pub at: Offset,
    pub kind: CellKind,
    pub text: String,
    /// What a screen reader says.
    pub label: String,
    /// The tapped cell.
    pub selected: bool,
    /// The cell the shot is counted to, when it is not the tapped one
    /// (§4.7), or where the crossing target steps.
    pub marked: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridView {
    pub label: &'static str,
    /// Row by row from the north-west corner, 7 × 7.
    pub cells: Vec<CellView>,
    /// "Дистанция:", then each colour of the grid and what it means.
    pub legend_title: &'static str,
    pub legend: Vec<(CellKind, &'static str)>,
    /// Panning, when the lines reach beyond the window.
    pub pan: Option<PanView>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PanView {
    pub label: &'static str,
    /// West, north, south, east, back to the shooter: (label, enabled).
    pub buttons: [(&'static str, bool); 5],
}

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

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TargetView {
    pub title: &'static str,
    pub summary: String,
    /// The enemies of a ship of the open game, and "another ship".
    pub games: Vec<Choice<Option<usize>>>,
    /// A ship of the game: its values come from there.
    pub locked: bool,
    pub classes: Vec<Choice<ShipClass>>,
    pub headings: Option<Vec<Choice<Heading>>>,
    pub heading_label: &'static str,
    pub hull: Stepper,
    /// None for a fort (no sails).
    pub sails: Option<Stepper>,
    pub captain_label: &'static str,
    pub captains: Vec<Choice<Option<Captain>>>,
    pub shots_left: Stepper,
    pub chaser: Toggle,
}

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

/// One value of a distribution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShareView {
    pub value: u8,
    /// "52,1 % · 25/48".
    pub text: String,
    pub fraction: String,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OddsView {
    pub title: &'static str,
    /// "Цель потоплена: 52,1 % · 25/48".
    pub headline: String,
    pub sunk_fraction: String,
    /// Whether a hit rolls for a critical.
    pub critical: &'static str,
    pub hull_title: &'static str,
    pub hull: Vec<ShareView>,
    pub sails_title: &'static str,
    pub sails: Vec<ShareView>,
    pub assumptions: Vec<Why>,
}

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

#[derive(Clone, Debug, PartialEq)]
pub struct RecordView {
    pub label: &'static str,
    /// What the confirmation says will be recorded.
    pub summary: String,
    pub actions: Vec<shturman_game::Action>,
}

impl Eq for RecordView {}

fn heading_choices(t: &Terms, selected: Heading) -> Vec<Choice<Heading>> {
    Heading::ALL
        .into_iter()
        .map(|h| Choice::new(h, h.code(), (t.heading)(h), h == selected))
        .collect()
}

fn class_choices(t: &Terms, selected: ShipClass) -> Vec<Choice<ShipClass>> {
    ShipClass::ALL
        .into_iter()
        .map(|c| Choice::new(c, c.code(), (t.class)(c), c == selected))
        .collect()
}

fn captain_choices(
    w: &Words,
    t: &Terms,
    selected: Option<Captain>,
    offered: &[Captain],
) -> Vec<Choice<Option<Captain>>> {
    let mut v = vec![Choice::new(None, "none", w.no_captain, selected.is_none())];
    for &c in offered {
        v.push(Choice::new(
            Some(c),
            c.code(),
            (t.captain)(c),
            selected == Some(c),
        ));
    }
    // a captain from the game the row does not list
    if let Some(c) = selected.filter(|c| !offered.contains(c)) {
        v.push(Choice::new(Some(c), c.code(), (t.captain)(c), true));
    }
    v
}

fn stepper(label: &str, value: u8, min: u8, max: u8) -> Stepper {
    Stepper {
        label: label.to_string(),
        value,
        min,
        max,
    }
}

fn chance(lang: Lang, faces: FaceSet) -> String {
    let t = terms(lang);
    let p = faces.probability();
    format!(
        "{} · {p} · {}",
        (t.of_six)(faces.len()),
        (t.percent)(p.percent(0))
    )
}

fn share(lang: Lang, p: Fraction) -> String {
    if p.denom() == 1 {
        // 0 and 1: the percent says it all ("0/1" says it worse)
        (terms(lang).percent)(p.percent(0))
    } else {
        format!("{} · {p}", (terms(lang).percent)(p.percent(1)))
    }
}

fn face_row(lang: Lang, faces: FaceSet, chosen: Option<u8>, critical: Option<Aim>) -> Vec<DieFace> {
    let w = words(lang);
    (1..=6)
        .map(|f| DieFace {
            face: f,
            hit: faces.contains(f),
            chosen: chosen == Some(f),
            label: (w.face_label)(f, faces.contains(f), critical),
        })
        .collect()
}

fn shot_steps(lang: Lang, s: &ShotInfo) -> Vec<Why> {
    let t = terms(lang);
    s.steps
        .iter()
        .map(|st| Why {
            text: format!("{} → {}", (t.face_rule)(st.rule), (t.faces)(st.faces)),
            section: Some(st.section.to_string()),
            assumption: st.assumption.map(|a| a.id()),
        })
        .collect()
}

impl FireScreen {
    /// The screen in the player's language.
    pub fn view(&self, lang: Lang) -> FireView {
        let w = words(lang);
        let shot = self.shot();
        let bears = matches!(shot, Some(Ok(_)));
        let plan = self.plan();
        FireView {
            title: w.title,
            setup: self.setup_view(lang),
            grid: self.grid_view(lang),
            answer: self.answer_view(lang, shot.as_ref()),
            order: if bears && self.crossing.is_none() {
                self.order(lang)
            } else {
                Vec::new()
            },
            crossing: self.cell.map(|_| self.crossing_view(lang)),
            target: bears.then(|| self.target_view(lang)),
            plan: bears.then(|| self.plan_view(lang, plan.as_ref())),
            odds: self.odds_view(lang, plan.as_ref()),
            roll: self.roll_panel(lang),
            record: self.record_view(lang),
            notice: self.notice.map(|n| (n.section(), notice_text(w, n))),
        }
    }

    fn setup_view(&self, lang: Lang) -> SetupView {
        let w = words(lang);
        let t = terms(lang);
        let s = &self.shooter;
        SetupView {
            title: w.shooter,
            summary: (w.ship_summary)(
                (t.class)(s.class),
                s.rules_heading(),
                s.hull,
                s.card.strength,
                s.shots_left(),
                s.chaser_fired,
            ),
            from_game: self.tracked.as_ref().map(|tr| {
                (w.from_game)(&(shturman_words::game_log::words(lang).ship_label)(
                    s.class,
                    &tr.shooter.name,
                ))
            }),
            classes: class_choices(t, s.class),
            headings: s.rules_heading().map(|h| heading_choices(t, h)),
            heading_label: w.heading,
            damage: stepper(w.hull_damage, s.hull, 0, s.card.max_hull_damage()),
            captain_label: w.captain,
            captains: captain_choices(w, t, s.captain, &[Captain::Target, Captain::Swift]),
            shots_left: stepper(w.shots_left, s.shots_left(), 0, s.most_shots_left()),
            chaser: Toggle {
                label: w.chaser_fired.into(),
                on: s.chaser_fired,
            },
        }
    }

    fn grid_view(&self, lang: Lang) -> GridView {
        let w = words(lang);
        let s = &self.shooter;
        let range = s.card.firing_range;
        let aim = self.aim_cell();
        let step_to = match self.crossing {
            Some(Crossing {
                kind: CrossKind::Diagonal,
                step,
                ..
            }) => self.cell.map(|c| c + step.step()),
            _ => None,
        };
        let side = 2 * RADIUS + 1;
        let cells = (0..side * side)
            .map(|i| {
                let at = self.window + Offset::new(i % side - RADIUS, RADIUS - i / side);
                let kind = match bearing(s.rules_heading(), range, at) {
                    Ok(b) => CellKind::Band(b.band),
                    Err(NoBearing::SameCell) => CellKind::Ship(s.rules_heading()),
                    Err(NoBearing::DeadZone { .. }) => CellKind::Dead,
                    Err(NoBearing::NotOnLine { .. }) => CellKind::OffLine,
                    Err(NoBearing::OutOfRange { .. }) => CellKind::OutOfRange,
                };
                let info = bearing(s.rules_heading(), range, at).ok();
                CellView {
                    at,
                    kind,
                    text: (w.cell_text)(kind, at.chebyshev()),
                    label: (w.cell_label)(at, kind, info.map(|b| b.gun)),
                    selected: self.cell == Some(at),
                    marked: (aim != self.cell && aim == Some(at)) || step_to == Some(at),
                }
            })
            .collect();
        GridView {
            label: w.grid,
            cells,
            legend_title: w.legend_title,
            legend: [
                CellKind::Band(Band::PointBlank),
                CellKind::Band(Band::Medium),
                CellKind::Band(Band::Long),
                CellKind::Dead,
            ]
            .into_iter()
            .map(|k| (k, (w.legend)(k)))
            .collect(),
            pan: (i32::from(range) > RADIUS).then(|| {
                let reach = i32::from(range) - RADIUS;
                let c = self.window;
                PanView {
                    label: w.pan,
                    buttons: [
                        (w.pan_west, c.x > -reach),
                        (w.pan_north, c.y < reach),
                        (w.pan_south, c.y > -reach),
                        (w.pan_east, c.x < reach),
                        (w.pan_home, c != Offset::ZERO),
                    ],
                }
            }),
        }
    }

    fn answer_view(&self, lang: Lang, shot: Option<&Result<ShotInfo, CannotFire>>) -> AnswerView {
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
    fn order(&self, lang: Lang) -> Vec<Why> {
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

    fn crossing_view(&self, lang: Lang) -> CrossingView {
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

    fn target_view(&self, lang: Lang) -> TargetView {
        let w = words(lang);
        let t = terms(lang);
        let s = &self.target;
        let mut games = Vec::new();
        if let Some(tr) = &self.tracked {
            games.push(Choice::new(
                None,
                "free",
                w.other_target,
                self.target_game.is_none(),
            ));
            for (i, e) in tr.enemies.iter().enumerate() {
                games.push(Choice::new(
                    Some(i),
                    GAME_CODES[i.min(GAME_CODES.len() - 1)],
                    (shturman_words::game_log::words(lang).ship_label)(e.ship.class, &e.name),
                    self.target_game == Some(i),
                ));
            }
        }
        TargetView {
            title: w.target,
            summary: (w.target_summary)(
                (t.class)(s.class),
                s.hull,
                s.card.strength,
                (!s.is_fort()).then_some((s.sails, s.card.fresh_straight)),
            ),
            games,
            locked: self.target_game.is_some(),
            classes: class_choices(t, s.class),
            headings: s.rules_heading().map(|h| heading_choices(t, h)),
            heading_label: w.target_heading,
            hull: stepper(w.hull_damage, s.hull, 0, s.card.max_hull_damage()),
            sails: (!s.is_fort())
                .then(|| stepper(w.sail_damage, s.sails, 0, s.card.max_sail_damage())),
            captain_label: w.captain,
            captains: captain_choices(w, t, s.captain, &[Captain::Swift]),
            shots_left: stepper(w.target_shots_left, s.shots_left(), 0, s.most_shots_left()),
            chaser: Toggle {
                label: w.chaser_fired.into(),
                on: s.chaser_fired,
            },
        }
    }

    fn plan_view(&self, lang: Lang, plan: Option<&Result<Planned, PlanError>>) -> PlanView {
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

    fn odds_view(&self, lang: Lang, plan: Option<&Result<Planned, PlanError>>) -> Option<OddsView> {
        let w = words(lang);
        let Some(Ok(p)) = plan else {
            return None;
        };
        let odds = match self.odds()? {
            Ok(o) => o,
            Err(_) => return None,
        };
        let shares = |v: &[Share]| {
            v.iter()
                .map(|s| ShareView {
                    value: s.value,
                    text: share(lang, s.probability),
                    fraction: s.probability.to_string(),
                })
                .collect()
        };
        Some(OddsView {
            title: w.odds,
            headline: (w.sunk_odds)(&share(lang, odds.sunk)),
            sunk_fraction: odds.sunk.to_string(),
            critical: (w.critical_rule)(p.attacks.iter().any(|a| a.critical)),
            hull_title: w.hull_after,
            hull: shares(&odds.hull_damage),
            sails_title: w.sails_after,
            sails: if self.target.is_fort() {
                Vec::new()
            } else {
                shares(&odds.sail_damage)
            },
            assumptions: odds
                .assumptions
                .iter()
                .map(|a| Why {
                    text: (w.assumption)(a.id()),
                    section: None,
                    assumption: Some(a.id()),
                })
                .collect(),
        })
    }

    fn roll_panel(&self, lang: Lang) -> Option<RollPanel> {
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
                Some(f) => (Tone::Good, (w.rolled_hit)(f)),
                None => (Tone::Good, w.sure_hit.to_string()),
            }],
            (None, Some(f)) => fired_lines(lang, f, target),
            (None, None) => Vec::new(),
        }
    }

    fn record_view(&self, lang: Lang) -> Option<RecordView> {
        let w = words(lang);
        let tr = self.tracked.as_ref()?;
        let actions = self.actions()?;
        let summary = actions
            .iter()
            .map(|a| {
                (shturman_words::game_log::words(lang).action)(
                    &tr.names,
                    &shturman_game::ActionView::Full(a.clone()),
                )
            })
            .collect::<Vec<_>>()
            .join("; ");
        Some(RecordView {
            label: w.record,
            summary,
            actions,
        })
    }

    /// Why the shots cannot be recorded in the game (for a tracked ship).
    pub fn record_note(&self, lang: Lang) -> Option<&'static str> {
        let w = words(lang);
        self.tracked.as_ref()?;
        if self.plan().is_none_or(|p| p.is_err()) {
            return None;
        }
        if self.gathered() {
            Some(w.record_gathered)
        } else if self.target_game.is_none() {
            Some(w.record_pick_target)
        } else {
            None
        }
    }
}

/// Stable codes of the game's targets ("ship-1" …).
const GAME_CODES: [&str; 12] = [
    "ship-1", "ship-2", "ship-3", "ship-4", "ship-5", "ship-6", "ship-7", "ship-8", "ship-9",
    "ship-10", "ship-11", "ship-12",
];

fn notice_text(w: &Words, n: Notice) -> String {
    match n {
        Notice::ShooterFromGame => w.notice_shooter_from_game.into(),
        Notice::TargetFromGame => w.notice_target_from_game.into(),
        Notice::TooManyShots { max } => (w.notice_too_many_shots)(max),
        Notice::BadFace(f) => (w.notice_bad_face)(f),
        Notice::NoDieWanted => w.notice_no_die.into(),
        Notice::Fort => w.notice_fort.into(),
        Notice::FortChasers { .. } => w.notice_fort_chasers.into(),
        Notice::TooManyShips { max } => (w.notice_too_many_ships)(max),
    }
}

const fn mode_label(w: &Words, m: Mode) -> &'static str {
    match m {
        Mode::Single => w.mode_single,
        Mode::Salvo => w.mode_salvo,
    }
}

const fn cross_label(w: &Words, k: CrossKind) -> &'static str {
    match k {
        CrossKind::PassesThrough => w.cross_through,
        CrossKind::EndsIn => w.cross_ends,
        CrossKind::Diagonal => w.cross_diagonal,
    }
}

pub(crate) const fn mode_code(m: Mode) -> &'static str {
    match m {
        Mode::Single => "single",
        Mode::Salvo => "salvo",
    }
}

pub(crate) const fn cross_code(k: CrossKind) -> &'static str {
    match k {
        CrossKind::PassesThrough => "through",
        CrossKind::EndsIn => "ends",
        CrossKind::Diagonal => "diagonal",
    }
}

const fn aim_code(a: Aim) -> &'static str {
    match a {
        Aim::Hull => "hull",
        Aim::Sails => "sails",
    }
}

fn partner_view(lang: Lang, i: usize, p: &Partner) -> PartnerView {
    let w = words(lang);
    let t = terms(lang);
    let s = &p.ship;
    let part = super::fire_at(s, p.at());
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
        shots: stepper(w.partner_shots, p.shots, 1, super::partner_max(p).max(1)),
        remove: w.remove,
    }
}

/// A resolved attack in words: the hit die, the critical die, and what
/// became of the target (sunk, all sails gone — dismasted).
fn fired_lines(lang: Lang, f: &Fired, target: &FireShip) -> Vec<(Tone, String)> {
    let w = words(lang);
    let r = &f.resolution;
    let mut out = vec![match (r.hit_roll, r.hit) {
        (Some(face), true) => (Tone::Good, (w.rolled_hit)(face)),
        (Some(face), false) => (Tone::Bad, (w.rolled_miss)(face)),
        (None, true) => (Tone::Good, w.sure_hit.to_string()),
        (None, false) => (Tone::Bad, w.sure_miss.to_string()),
    }];
    match r.critical_roll {
        Some(6) => out.push((Tone::Alert, (w.critical_six)(f.attack.aim).to_string())),
        Some(face) => out.push((Tone::Plain, (w.critical_no)(face))),
        None => {}
    }
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
