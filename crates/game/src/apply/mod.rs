//! Applying one [`Action`] to the [`State`]: every rule check and every
//! state change of the game lives here (§2, §3.2 calm memory, §4.5 shots and
//! damage, §5 boarding, §6 sealed captains). [`State::apply`] is atomic:
//! on a [`RuleError`] the state is unchanged.

use crate::action::{Action, SalvoPart};
use crate::error::RuleError;
use crate::event::{Event, Rule};
use crate::model::{Player, PlayerId, Round, Ship, State};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

mod boarding;
mod captains;
mod fire;
pub(crate) mod rounds;
mod setup;

use fire::Fire;

/// What an applied action did, recorded in its log entry.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The player who acted (none for table actions such as a new round).
    pub player: Option<PlayerId>,
    pub events: Vec<Event>,
    /// The rules applied, in order, without repeats.
    pub rules: Vec<Rule>,
}

impl Outcome {
    pub(super) fn rule(&mut self, r: Rule) {
        if !self.rules.contains(&r) {
            self.rules.push(r);
        }
    }
}

impl State {
    /// Apply `action`; on error nothing changes.
    pub fn apply(&mut self, action: &Action) -> Result<Outcome, RuleError> {
        let mut next = self.clone();
        let out = next.apply_in_place(action)?;
        *self = next;
        Ok(out)
    }

    /// Apply `action` in place. On error the state may be partly changed:
    /// callers discard it (see [`State::apply`]).
    pub(crate) fn apply_in_place(&mut self, action: &Action) -> Result<Outcome, RuleError> {
        let mut o = Outcome {
            player: self.actor(action),
            ..Outcome::default()
        };
        match action {
            Action::AddPlayer { id, name, colour } => self.add_player(id, name, colour, &mut o)?,
            Action::AddPort { id, name, owner } => self.add_port(id, name, owner, &mut o)?,
            Action::AddAlly { a, b } => self.add_ally(a, b, &mut o)?,
            Action::OfferAlliance { from, to } => self.offer_alliance(*from, *to, &mut o)?,
            Action::SetCaptainCount { player, count } => {
                self.set_captain_count(player, count, &mut o)?
            }
            Action::AddShip {
                id,
                class,
                card,
                name,
                owner,
                heading,
            } => self.add_ship(
                Ship::new(*id, *class, *card, name.clone(), *owner, *heading),
                &mut o,
            )?,
            Action::EditCard { ship, card } => self.edit_card(ship, card, &mut o)?,
            Action::StartRound { weather } => self.start_round(*weather, &mut o),
            Action::ShipMoved {
                ship,
                heading,
                two_calms,
            } => self.ship_moved(ship, heading, *two_calms, &mut o)?,
            Action::SetHeading { ship, heading } => self.set_heading(ship, heading, &mut o)?,
            Action::Shot {
                shooter,
                target,
                shots,
                gun,
                aim,
                hit,
                critical,
                target_port,
                dice,
            } => {
                let parts = [SalvoPart {
                    ship: *shooter,
                    shots: *shots,
                    gun: *gun,
                }];
                let fire = Fire {
                    parts: &parts,
                    target: *target,
                    aim: *aim,
                    hit: *hit,
                    critical: *critical,
                    port: *target_port,
                    dice,
                };
                self.fire(fire, &mut o)?;
            }
            Action::Salvo {
                shooters,
                target,
                aim,
                hit,
                critical,
                target_port,
                dice,
            } => {
                let fire = Fire {
                    parts: shooters,
                    target: *target,
                    aim: *aim,
                    hit: *hit,
                    critical: *critical,
                    port: *target_port,
                    dice,
                };
                self.fire(fire, &mut o)?;
            }
            Action::SetHullDamage { ship, damage } => self.set_hull_damage(ship, damage, &mut o)?,
            Action::SetSailDamage { ship, damage } => self.set_sail_damage(ship, damage, &mut o)?,
            Action::ShipSunk { ship, cause } => self.ship_sunk(ship, cause, &mut o)?,
            Action::AssignCaptain { player, ship, seal } => {
                self.assign_captain(*player, *ship, *seal, &mut o)?
            }
            Action::Boarding {
                attacker,
                defender,
                winner,
            } => self.boarding(*attacker, *defender, *winner, &mut o)?,
            Action::RevealCaptain { ship, proof } => self.reveal_captain(*ship, proof, &mut o)?,
            Action::HideCaptain { ship } => self.hide_captain(*ship, &mut o)?,
            Action::TakeCaptainOff { player, ship, port } => {
                self.take_captain_off(*player, *ship, *port, &mut o)?
            }
            Action::GiveCaptain {
                player,
                card,
                port,
                ship,
                seal,
            } => self.give_captain(*player, *card, *port, *ship, *seal, &mut o)?,
            Action::MoveCaptain {
                player,
                from,
                to,
                seal,
            } => self.move_captain(*player, *from, *to, *seal, &mut o)?,
            Action::EndTurn {
                player,
                keep_face_up,
            } => self.end_turn(*player, keep_face_up, &mut o)?,
            Action::HandReset { player } | Action::HandMade { player } => {
                self.player(*player)?;
            }
        }
        Ok(o)
    }

    /// The player who performs `action`, judged before it applies.
    pub fn actor(&self, action: &Action) -> Option<PlayerId> {
        let owner = |id: &Uuid| self.ship(*id).ok().map(|s| s.owner);
        match action {
            Action::AddPlayer { id, .. } => Some(*id),
            Action::AddPort { owner, .. } => Some(*owner),
            Action::AddAlly { a, .. } => Some(*a),
            Action::OfferAlliance { from, .. } => Some(*from),
            Action::SetCaptainCount { player, .. }
            | Action::AssignCaptain { player, .. }
            | Action::TakeCaptainOff { player, .. }
            | Action::GiveCaptain { player, .. }
            | Action::MoveCaptain { player, .. }
            | Action::EndTurn { player, .. }
            | Action::HandReset { player }
            | Action::HandMade { player } => Some(*player),
            Action::AddShip { owner, .. } => Some(*owner),
            Action::EditCard { ship, .. }
            | Action::ShipMoved { ship, .. }
            | Action::SetHeading { ship, .. }
            | Action::RevealCaptain { ship, .. }
            | Action::HideCaptain { ship } => owner(ship),
            Action::Shot { shooter, .. } => owner(shooter),
            Action::Salvo { shooters, .. } => shooters.first().and_then(|p| owner(&p.ship)),
            Action::Boarding { attacker, .. } => owner(attacker),
            Action::StartRound { .. }
            | Action::SetHullDamage { .. }
            | Action::SetSailDamage { .. }
            | Action::ShipSunk { .. } => None,
        }
    }

    pub(super) fn player_mut(&mut self, id: PlayerId) -> &mut Player {
        self.players
            .get_mut(&id)
            .expect("player_mut is only called after player() checked the id")
    }

    pub(super) fn round(&self) -> Result<&Round, RuleError> {
        self.current_round().ok_or(RuleError::NoRound)
    }

    /// Index of a ship that is not sunk.
    pub(super) fn afloat(&self, id: Uuid) -> Result<usize, RuleError> {
        let i = self.ship_index(id)?;
        if self.ships[i].is_afloat() {
            Ok(i)
        } else {
            Err(RuleError::ShipNotAfloat { ship: id })
        }
    }
}
