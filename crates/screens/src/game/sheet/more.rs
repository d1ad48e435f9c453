//! The ship sheet's "More…" part: damage corrections, sinking with its
//! cause, and the captain taken off in a port. A shot is the sheet's one
//! shot panel ([`crate::game::shot`], issue 33 #1: a second, hand-entered
//! shot here kept the books its own way); boarding is the boarding panel's
//! ([`crate::game::boarding`]).
//! The state is the player's entries; every change is a [`Proposal`] the
//! core checks when it is recorded.

use crate::game::sheet::Proposal;
use crate::view::{Choice, Stepper};
use shturman_game::{Action, ActionView, GameView, PortId, ShipStatus, ShipView, SinkCause};
use shturman_rules::ShipClass;
use shturman_words::Lang;
use shturman_words::game::more::words;
use shturman_words::game_log::Names;
use uuid::Uuid;

/// What the player entered (the ship's own values until changed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct More {
    pub hull: Option<u8>,
    pub sails: Option<u8>,
    pub enemy_fire: bool,
    pub sink_port: Option<PortId>,
    pub take_port: Option<PortId>,
}

impl Default for More {
    fn default() -> More {
        More {
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
    Hull(u8),
    Sails(u8),
    EnemyFire(bool),
    SinkPort(Option<PortId>),
    TakePort(Option<PortId>),
}

/// What is to be recorded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Record {
    Hull,
    Sails,
    Sink,
    TakeOff,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoreView {
    /// Sunk: nothing more to do.
    pub afloat: bool,
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

impl More {
    pub fn update(&mut self, e: Event) {
        match e {
            Event::Hull(n) => self.hull = Some(n),
            Event::Sails(n) => self.sails = Some(n),
            Event::EnemyFire(b) => self.enemy_fire = b,
            Event::SinkPort(p) => self.sink_port = p,
            Event::TakePort(p) => self.take_port = p,
        }
    }

    fn take_port(&self, v: &GameView) -> Option<PortId> {
        self.take_port.or(v.ports.first().map(|p| p.id))
    }

    pub fn view(&self, v: &GameView, id: Uuid, lang: Lang) -> Option<MoreView> {
        let w = words(lang);
        let s = find(v, id)?;
        let fort = s.class == ShipClass::Fort;
        Some(MoreView {
            afloat: afloat(s),
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
