//! The ship sheet's "More…" part: a shot entered by hand (target, shots,
//! aim, the die, hit or miss, the critical die when the rules allow one),
//! damage corrections, sinking with its cause, and the captain taken off
//! in a port. Boarding is the boarding panel's ([`crate::game::boarding`]).
//! The state is the player's entries; every change is a [`Proposal`] the
//! core checks when it is recorded.

use crate::game::salvo::friendly;
use crate::game::sheet::Proposal;
use crate::view::{Choice, Stepper};
use shturman_game::{Action, ActionView, Aim, GameView, PortId, ShipStatus, ShipView, SinkCause};
use shturman_rules::attack::is_last_shot;
use shturman_rules::ShipClass;
use shturman_words::game::more::words;
use shturman_words::game_log::Names;
use shturman_words::Lang;
use uuid::Uuid;

/// What the player entered (the ship's own values until changed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct More {
    pub target: Option<Uuid>,
    pub shots: u8,
    pub aim: Aim,
    pub die: Option<u8>,
    pub hit: Option<bool>,
    pub crit: Option<u8>,
    pub port: Option<PortId>,
    pub hull: Option<u8>,
    pub sails: Option<u8>,
    pub enemy_fire: bool,
    pub sink_port: Option<PortId>,
    pub take_port: Option<PortId>,
}

impl Default for More {
    fn default() -> More {
        More {
            target: None,
            shots: 1,
            aim: Aim::Hull,
            die: None,
            hit: None,
            crit: None,
            port: None,
            hull: None,
            sails: None,
            enemy_fire: true,
            sink_port: None,
            take_port: None,
        }
    }
}

/// What the player does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    Target(Uuid),
    Shots(u8),
    Aim(Aim),
    Die(u8),
    Hit(bool),
    Crit(u8),
    Port(Option<PortId>),
    Hull(u8),
    Sails(u8),
    EnemyFire(bool),
    SinkPort(Option<PortId>),
    TakePort(Option<PortId>),
}

/// What is to be recorded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Record {
    Shot,
    Hull,
    Sails,
    Sink,
    TakeOff,
}

/// The hand-entered shot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FireForm {
    pub targets: Vec<Choice<Uuid>>,
    pub shots: Stepper,
    pub aim: Vec<Choice<Aim>>,
    pub die: Vec<Choice<u8>>,
    pub hit: Vec<Choice<bool>>,
    /// The critical die, when a hit with the round's last shot allows one.
    pub crit: Option<Vec<Choice<u8>>>,
    pub ports: Vec<Choice<Option<PortId>>>,
    pub can_record: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoreView {
    /// Sunk: nothing more to do.
    pub afloat: bool,
    /// The shot, or why there is none.
    pub fire: Result<FireForm, &'static str>,
    pub hull: Stepper,
    /// Forts have no sails.
    pub sails: Option<Stepper>,
    pub causes: Vec<Choice<bool>>,
    /// Ports where a sinking by enemy fire may have happened.
    pub sink_ports: Vec<Choice<Option<PortId>>>,
    /// The captain taken off in a port: only with a captain and a port.
    pub take_ports: Option<Vec<Choice<Option<PortId>>>>,
    pub w: &'static shturman_words::game::more::Words,
}

fn find(v: &GameView, id: Uuid) -> Option<&ShipView> {
    v.ships.iter().find(|s| s.id == id)
}

fn afloat(s: &ShipView) -> bool {
    !matches!(s.status, ShipStatus::Sunk { .. })
}

/// The enemy ships afloat (not its own side's) ship `s` may shoot at.
pub fn enemies(v: &GameView, s: &ShipView) -> Vec<Uuid> {
    v.ships
        .iter()
        .filter(|o| !friendly(v, s, o) && afloat(o))
        .map(|o| o.id)
        .collect()
}

fn ports(v: &GameView, chosen: Option<PortId>, none: Option<&str>) -> Vec<Choice<Option<PortId>>> {
    let first = none.map(|n| Choice::new(None, "", n, chosen.is_none()));
    first
        .into_iter()
        .chain(
            v.ports
                .iter()
                .map(|p| Choice::new(Some(p.id), "", p.name.clone(), chosen == Some(p.id))),
        )
        .collect()
}

fn faces(chosen: Option<u8>) -> Vec<Choice<u8>> {
    const CODES: [&str; 6] = ["1", "2", "3", "4", "5", "6"];
    (1..=6u8)
        .map(|f| {
            Choice::new(
                f,
                CODES[usize::from(f - 1)],
                f.to_string(),
                chosen == Some(f),
            )
        })
        .collect()
}

impl More {
    pub fn update(&mut self, e: Event) {
        match e {
            Event::Target(t) => self.target = Some(t),
            Event::Shots(n) => self.shots = n.max(1),
            Event::Aim(a) => self.aim = a,
            Event::Die(d) => self.die = Some(d.clamp(1, 6)),
            Event::Hit(h) => self.hit = Some(h),
            Event::Crit(d) => self.crit = Some(d.clamp(1, 6)),
            Event::Port(p) => self.port = p,
            Event::Hull(n) => self.hull = Some(n),
            Event::Sails(n) => self.sails = Some(n),
            Event::EnemyFire(b) => self.enemy_fire = b,
            Event::SinkPort(p) => self.sink_port = p,
            Event::TakePort(p) => self.take_port = p,
        }
    }

    /// The target: the chosen one while it is still an enemy afloat, else
    /// the first.
    fn target(&self, v: &GameView, s: &ShipView) -> Option<Uuid> {
        let es = enemies(v, s);
        self.target
            .filter(|t| es.contains(t))
            .or(es.first().copied())
    }

    fn shots(&self, s: &ShipView) -> u8 {
        self.shots.clamp(1, s.shots_left.max(1))
    }

    /// A critical die is rolled for a hit with the ship's last shot of the
    /// round (§4.5: the core's `is_last_shot`).
    fn crit_allowed(&self, s: &ShipView) -> bool {
        self.hit == Some(true) && is_last_shot(self.shots(s), s.shots_left)
    }

    fn take_port(&self, v: &GameView) -> Option<PortId> {
        self.take_port.or(v.ports.first().map(|p| p.id))
    }

    pub fn view(&self, v: &GameView, id: Uuid, lang: Lang) -> Option<MoreView> {
        let w = words(lang);
        let s = find(v, id)?;
        let target = self.target(v, s);
        let fire = if enemies(v, s).is_empty() {
            Err(w.no_targets)
        } else if s.shots_left == 0 {
            Err(w.no_shots)
        } else {
            Ok(FireForm {
                targets: enemies(v, s)
                    .into_iter()
                    .filter_map(|e| find(v, e))
                    .map(|e| {
                        Choice::new(
                            e.id,
                            "",
                            (shturman_words::game_log::words(lang).ship_label)(e.class, &e.name),
                            Some(e.id) == target,
                        )
                    })
                    .collect(),
                shots: Stepper {
                    label: w.shots.into(),
                    value: self.shots(s),
                    min: 1,
                    max: s.shots_left.max(1),
                },
                aim: [(Aim::Hull, "hull"), (Aim::Sails, "sails")]
                    .into_iter()
                    .map(|(a, c)| {
                        Choice::new(
                            a,
                            c,
                            (shturman_words::game_log::words(lang).aim)(a),
                            self.aim == a,
                        )
                    })
                    .collect(),
                die: faces(self.die),
                hit: vec![
                    Choice::new(true, "hit", format!("✓ {}", w.hit), self.hit == Some(true)),
                    Choice::new(
                        false,
                        "miss",
                        format!("✗ {}", w.miss),
                        self.hit == Some(false),
                    ),
                ],
                crit: self.crit_allowed(s).then(|| faces(self.crit)),
                ports: ports(v, self.port, Some(w.none)),
                can_record: self.hit.is_some(),
            })
        };
        let fort = s.class == ShipClass::Fort;
        Some(MoreView {
            afloat: afloat(s),
            fire,
            hull: Stepper {
                label: w.hull.into(),
                value: self
                    .hull
                    .unwrap_or(s.hull)
                    .min(s.card.strength.saturating_sub(1)),
                min: 0,
                max: s.card.strength.saturating_sub(1),
            },
            sails: (!fort).then(|| Stepper {
                label: w.sails.into(),
                value: self.sails.unwrap_or(s.sails).min(s.card.fresh_straight),
                min: 0,
                max: s.card.fresh_straight,
            }),
            causes: vec![
                Choice::new(true, "enemy", w.enemy_fire, self.enemy_fire),
                Choice::new(false, "other", w.other_cause, !self.enemy_fire),
            ],
            sink_ports: if self.enemy_fire {
                ports(v, self.sink_port, Some(w.none))
            } else {
                Vec::new()
            },
            take_ports: (s.captain.is_some() && !v.ports.is_empty())
                .then(|| ports(v, self.take_port(v), None)),
            w,
        })
    }

    /// What `r` records, in words and as an action; `Err` with the reason
    /// in the player's language when there is nothing to record yet.
    pub fn propose(
        &self,
        v: &GameView,
        id: Uuid,
        r: Record,
        lang: Lang,
    ) -> Result<Proposal, String> {
        let w = words(lang);
        let s = find(v, id).ok_or(w.not_afloat)?;
        if !afloat(s) {
            return Err(w.not_afloat.into());
        }
        let action = match r {
            Record::Shot => {
                let target = self.target(v, s).ok_or(w.no_targets)?;
                let hit = self.hit.ok_or(w.pick_hit)?;
                let critical = if self.crit_allowed(s) {
                    self.crit.map(|d| d == 6)
                } else {
                    None
                };
                let mut dice: Vec<u8> = self.die.into_iter().collect();
                if critical.is_some() {
                    dice.extend(self.crit);
                }
                Action::Shot {
                    shooter: id,
                    target,
                    shots: self.shots(s),
                    gun: None,
                    aim: self.aim,
                    hit,
                    critical,
                    target_port: self.port,
                    dice,
                }
            }
            Record::Hull => Action::SetHullDamage {
                ship: id,
                damage: self.hull.unwrap_or(s.hull),
            },
            Record::Sails => Action::SetSailDamage {
                ship: id,
                damage: self.sails.unwrap_or(s.sails),
            },
            Record::Sink => Action::ShipSunk {
                ship: id,
                cause: if self.enemy_fire {
                    SinkCause::EnemyFire {
                        port: self.sink_port,
                    }
                } else {
                    SinkCause::Other
                },
            },
            Record::TakeOff => Action::TakeCaptainOff {
                player: s.owner,
                ship: id,
                port: self.take_port(v).ok_or(w.pick_port)?,
            },
        };
        Ok(Proposal {
            summary: (shturman_words::game_log::words(lang).action)(
                &Names::of(v),
                &ActionView::Full(action.clone()),
            ),
            actions: vec![action],
        })
    }
}

#[cfg(test)]
mod tests;
