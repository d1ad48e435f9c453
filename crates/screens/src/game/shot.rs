//! The shot, on the shooter's sheet (issue 33 #1): the one way the table
//! records a shot. The player picks the target, the gun (broadside or a
//! chaser), the range band, the aim and how many markers go into the roll;
//! the die is entered as it fell at the table or rolled in the app, and
//! the core reads it: the faces that hit (§4.4, [`crate::game::salvo::faces`]),
//! the critical die of the round's last shot, the damage ([`apply_hit`]).
//! The record is one [`Action::Shot`], which spends the shooter's markers
//! and damages the target in the core — nothing is decided here.
//!
//! It is a one-ship [`SalvoScreen`] underneath (a volley of one ship is the
//! core's single shot), so the two read the die the same way.

use crate::game::salvo::{self, Part, SalvoScreen, friendly};
use crate::game::sheet::Proposal;
use crate::view::{Choice, DieFace, Stepper, Tone, Why};
use shturman_game::{Action, ActionView, Aim, GameView, PortId, ShipStatus, ShipView};
use shturman_rules::ShipClass;
use shturman_rules::attack::{NextDie, Sinking, apply_hit};
use shturman_rules::fire::{Band, FaceSet, GunKind};
use shturman_rules::movement::is_dismasted;
use shturman_words::Lang;
use shturman_words::game::shot::words;
use shturman_words::game_log::Names;
use shturman_words::terms::{aim_name, terms};
use uuid::Uuid;

/// What the player set. Dice fed are kept with the log length they were
/// fed at: once anything is recorded (this shot, or another change), they
/// are stale and the roll starts again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShotScreen {
    pub target: Option<Uuid>,
    pub kind: GunKind,
    pub band: Band,
    pub shots: u8,
    pub aim: Aim,
    pub port: Option<PortId>,
    pub dice: Vec<u8>,
    /// `GameView::log.len()` when the dice were fed.
    pub at: usize,
}

impl Default for ShotScreen {
    fn default() -> ShotScreen {
        ShotScreen {
            target: None,
            kind: GunKind::Broadside,
            band: Band::Long,
            shots: 1,
            aim: Aim::Hull,
            port: None,
            dice: Vec::new(),
            at: 0,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    Target(Uuid),
    Kind(GunKind),
    Band(Band),
    Shots(u8),
    Aim(Aim),
    Port(Option<PortId>),
    /// A face as it fell at the table, or as the app rolled it.
    Face(u8),
    Reset,
}

/// The shot panel, worded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShotView {
    pub title: &'static str,
    /// Why there is no shot now (no round, no markers, no enemy).
    pub blocked: Option<&'static str>,
    pub target_label: &'static str,
    /// The first entry is "—" (no target yet).
    pub targets: Vec<Choice<Option<Uuid>>>,
    pub gun_label: &'static str,
    /// Empty for a fort (its battery fires as a broadside ).
    pub guns: Vec<Choice<GunKind>>,
    pub band_label: &'static str,
    pub bands: Vec<Choice<Band>>,
    /// Only when the ship may put more than one marker into the roll.
    pub shots: Option<Stepper>,
    pub aim_label: &'static str,
    pub aims: Vec<Choice<Aim>>,
    /// Only when the game has ports.
    pub ports: Option<(&'static str, Vec<Choice<Option<PortId>>>)>,
    /// What the shot comes to: its faces, the markers it spends, a critical.
    pub lines: Vec<Why>,
    pub prompt: Option<&'static str>,
    pub dice: Vec<DieFace>,
    pub roll_app: &'static str,
    /// "Попадание: корпус +1 (2 из 5)".
    pub result: Option<(Tone, String)>,
    pub record: Option<(&'static str, Proposal)>,
    pub again: &'static str,
}

fn ship(v: &GameView, id: Uuid) -> Option<&ShipView> {
    v.ships.iter().find(|s| s.id == id)
}

fn afloat(s: &ShipView) -> bool {
    !matches!(s.status, ShipStatus::Sunk { .. })
}

fn label(lang: Lang, s: &ShipView) -> String {
    (shturman_words::game_log::words(lang).ship_label)(s.class, &s.name)
}

impl ShotScreen {
    pub fn update(&mut self, v: &GameView, from: Uuid, e: Event) {
        match e {
            Event::Target(t) => self.target = Some(t),
            Event::Kind(k) => {
                self.kind = k;
                if k == GunKind::Chaser {
                    self.shots = 1;
                }
            }
            Event::Band(b) => self.band = b,
            Event::Shots(n) => self.shots = n.max(1),
            Event::Aim(a) => self.aim = a,
            Event::Port(p) => self.port = p,
            Event::Face(f) => {
                if self.at != v.log.len() {
                    self.dice.clear();
                }
                self.dice.push(f);
                self.at = v.log.len();
                // a face the roll does not take (resolved already, or no
                // roll to make): nothing changes
                if self
                    .as_salvo(v, from)
                    .and_then(|s| s.worked(v))
                    .is_none_or(|w| w.next.is_none() && w.action.is_none())
                {
                    self.dice.pop();
                }
                return;
            }
            Event::Reset => *self = ShotScreen::default(),
        }
        // any change to the shot starts its roll again
        self.dice.clear();
    }

    /// The dice fed since the last recorded change.
    fn dice(&self, v: &GameView) -> &[u8] {
        if self.at == v.log.len() {
            &self.dice
        } else {
            &[]
        }
    }

    fn kind(&self, s: &ShipView) -> GunKind {
        if s.class == ShipClass::Fort {
            GunKind::Broadside
        } else {
            self.kind
        }
    }

    fn shots(&self, s: &ShipView) -> u8 {
        // a chaser fires one marker (§4.5: the core's `Volley::check`)
        match self.kind(s) {
            GunKind::Chaser => 1,
            GunKind::Broadside => self.shots.clamp(1, s.shots_left.max(1)),
        }
    }

    /// The target while it is still an enemy afloat.
    fn target<'a>(&self, v: &'a GameView, me: &ShipView) -> Option<&'a ShipView> {
        ship(v, self.target?).filter(|t| afloat(t) && !friendly(v, me, t))
    }

    /// The shot as a salvo of one ship: the one reading of the die.
    fn as_salvo(&self, v: &GameView, from: Uuid) -> Option<SalvoScreen> {
        let me = ship(v, from)?;
        let target = self.target(v, me)?;
        Some(SalvoScreen {
            target: Some(target.id),
            parts: vec![Part {
                ship: from,
                shots: self.shots(me),
                kind: self.kind(me),
                band: self.band,
            }],
            aim: if target.class == ShipClass::Fort {
                Aim::Hull
            } else {
                self.aim
            },
            dice: self.dice(v).to_vec(),
        })
    }

    /// The shot's form: the target, the gun, the range band, the shots,
    /// the aim and the port; what the shot gives is filled in after.
    fn form(
        &self,
        v: &GameView,
        me: &ShipView,
        target: Option<&ShipView>,
        enemies: &[&ShipView],
        blocked: Option<&'static str>,
        lang: Lang,
    ) -> ShotView {
        let w = words(lang);
        let fort = me.class == ShipClass::Fort;
        let targets = std::iter::once(Choice::new(None, "", "—", target.is_none()))
            .chain(enemies.iter().map(|o| {
                Choice::new(
                    Some(o.id),
                    "",
                    label(lang, o),
                    target.is_some_and(|t| t.id == o.id),
                )
            }))
            .collect();
        let kind = self.kind(me);
        let guns = if fort {
            Vec::new()
        } else {
            [
                (GunKind::Broadside, "broadside", w.broadside),
                (GunKind::Chaser, "chaser", w.chaser),
            ]
            .into_iter()
            .map(|(k, code, l)| Choice::new(k, code, l, kind == k))
            .collect()
        };
        // the short names, as the quick roll's: one row on a phone, so the
        // die is on the first screen of the open shot (issue 46 #10)
        let bands = Band::ALL
            .iter()
            .map(|b| Choice::new(*b, b.code(), (terms(lang).band_short)(*b), self.band == *b))
            .collect();
        let shots = (kind == GunKind::Broadside && me.shots_left > 1).then(|| Stepper {
            label: w.shots.into(),
            value: self.shots(me),
            min: 1,
            max: me.shots_left,
        });
        let sails_open = target.is_none_or(|t| t.class != ShipClass::Fort);
        let aims = [(Aim::Hull, "hull"), (Aim::Sails, "sails")]
            .into_iter()
            .filter(|(a, _)| sails_open || *a == Aim::Hull)
            .map(|(a, code)| Choice::new(a, code, aim_name(lang, a), self.aim == a || !sails_open))
            .collect();
        let ports = (!v.ports.is_empty()).then(|| {
            let list =
                std::iter::once(Choice::new(None, "", w.none, self.port.is_none()))
                    .chain(v.ports.iter().map(|p| {
                        Choice::new(Some(p.id), "", p.name.clone(), self.port == Some(p.id))
                    }))
                    .collect();
            (w.target_port, list)
        });
        ShotView {
            title: w.title,
            blocked,
            target_label: w.target,
            targets,
            gun_label: w.gun,
            guns,
            band_label: w.band,
            bands,
            shots,
            aim_label: w.aim,
            aims,
            ports,
            lines: Vec::new(),
            prompt: None,
            dice: Vec::new(),
            roll_app: w.roll_app,
            result: None,
            record: None,
            again: w.again,
        }
    }

    pub fn view(&self, v: &GameView, from: Uuid, lang: Lang) -> Option<ShotView> {
        let w = words(lang);
        let me = ship(v, from)?;
        let enemies: Vec<&ShipView> = v
            .ships
            .iter()
            .filter(|o| afloat(o) && !friendly(v, me, o))
            .collect();
        let blocked = if v.current_round.is_none() {
            Some(w.no_round)
        } else if me.shots_left == 0 {
            Some(w.no_shots)
        } else if enemies.is_empty() {
            Some(w.no_targets)
        } else {
            None
        };
        let target = self.target(v, me);
        let mut out = self.form(v, me, target, &enemies, blocked, lang);
        if blocked.is_some() {
            return Some(out);
        }
        let Some(target) = target else {
            out.prompt = Some(w.pick_target);
            return Some(out);
        };
        let Some(salvo) = self.as_salvo(v, from) else {
            return Some(out);
        };
        let Some(worked) = salvo.worked(v) else {
            return Some(out);
        };
        let a = worked.plan.attack;
        let list: Vec<String> = a.faces.iter().map(|f| f.to_string()).collect();
        out.lines.push(Why::new(
            (w.faces)(&list.join(", "), a.faces.len()),
            Some("4.4"),
        ));
        out.lines.push(Why::new(
            (w.spends)(a.shots, me.shots_left.saturating_sub(a.shots)),
            Some("4.5"),
        ));
        if a.critical {
            out.lines.push(Why::new(w.critical_yes, Some("4.5")));
        }
        let dice = self.dice(v);
        // the die to tap next: the hit faces, then the critical die's 6
        let hits = match worked.next {
            Some(NextDie::Hit) => a.faces,
            Some(NextDie::Critical) => FaceSet::of(&[6]),
            None => FaceSet::EMPTY,
        };
        out.prompt = worked.next.map(|n| match n {
            NextDie::Hit => w.roll_hit,
            NextDie::Critical => w.roll_critical,
        });
        if worked.next.is_some() {
            out.dice = DieFace::six(hits, None);
        }
        let Some(Action::Salvo { hit, critical, .. }) = worked.action else {
            return Some(out);
        };
        let action = Action::Shot {
            shooter: from,
            target: target.id,
            shots: a.shots,
            gun: salvo.parts.first().and_then(|p| {
                (p.kind == GunKind::Chaser).then_some(shturman_rules::fire::Gun::Bow)
            }),
            aim: salvo.aim,
            hit,
            critical,
            target_port: self.port,
            dice: dice.to_vec(),
        };
        out.result = Some(if hit {
            (
                Tone::Good,
                hit_text(lang, target, a.shots, salvo.aim, critical == Some(true)),
            )
        } else {
            (Tone::Bad, w.miss.to_string())
        });
        out.record = Some((
            w.record,
            Proposal {
                summary: (shturman_words::game_log::words(lang).action)(
                    &Names::of(v),
                    &ActionView::Full(action.clone()),
                ),
                actions: vec![action],
            },
        ));
        Some(out)
    }
}

/// A hit's damage worded as the salvo's result and the tile word it (one
/// wording: «корпус +1 (3 из 5)»), with the sinking or dismasting it
/// causes.
fn hit_text(lang: Lang, target: &ShipView, shots: u8, aim: Aim, critical: bool) -> String {
    let w = words(lang);
    let before = salvo::target_state(target);
    let (after, sunk) = apply_hit(&before, shots, aim, critical);
    let t = shturman_words::game::table::words(lang);
    let (part, was, now, of) = match aim {
        Aim::Hull => (
            t.hull,
            before.hull_damage,
            after.hull_damage,
            before.strength,
        ),
        Aim::Sails => (
            t.sails,
            before.sail_damage,
            after.sail_damage,
            before.fresh_straight,
        ),
    };
    let damage = (shturman_words::game::flows::words(lang).damage)(part, now - was, now, of);
    let mut text = format!("{}: {damage}", w.hit);
    if matches!(sunk, Some(Sinking::HullDamage | Sinking::Critical)) {
        text = format!("{text} — {}", w.sinks);
    } else if aim == Aim::Sails
        && !is_dismasted(&target.card, before.sail_damage)
        && is_dismasted(&target.card, after.sail_damage)
    {
        text = format!("{text} — {}", w.dismasts);
    }
    text
}

#[cfg(test)]
mod tests;
