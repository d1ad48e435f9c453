//! Applying one [`Action`] to the [`State`]: every rule check and every
//! state change of the game lives here (§2, §3.2 calm memory, §4.5 shots and
//! damage, §5 boarding, §6 sealed captains). [`State::apply`] is atomic:
//! on a [`RuleError`] the state is unchanged.

use crate::action::{Action, BoardingSide, SalvoPart};
use crate::error::RuleError;
use crate::event::{Event, Rule};
use crate::model::{Dispute, Player, PlayerId, Round, Ship, State};
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
        let against = self.against(action);
        self.apply_action(action, &mut o)?;
        if !against.is_empty() {
            self.against.insert(self.entries, against);
        }
        self.entries += 1;
        Ok(o)
    }

    fn apply_action(&mut self, action: &Action, o: &mut Outcome) -> Result<(), RuleError> {
        match action {
            Action::AddPlayer { id, name, colour } => self.add_player(id, name, colour, o)?,
            Action::AddPort { id, name, owner } => self.add_port(id, name, owner, o)?,
            Action::AddAlly { a, b } => self.add_ally(a, b, o)?,
            Action::OfferAlliance { from, to } => self.offer_alliance(*from, *to, o)?,
            Action::SetCaptainCount { player, count } => {
                self.set_captain_count(player, count, o)?
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
                o,
            )?,
            Action::EditCard { ship, card } => self.edit_card(ship, card, o)?,
            Action::StartRound { weather } => self.start_round(*weather, o),
            Action::ShipMoved {
                ship,
                heading,
                two_calms,
            } => self.ship_moved(ship, heading, *two_calms, o)?,
            Action::SetHeading { ship, heading } => self.set_heading(ship, heading, o)?,
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
                self.fire(fire, o)?;
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
                self.fire(fire, o)?;
            }
            Action::SetHullDamage { ship, damage } => self.set_hull_damage(ship, damage, o)?,
            Action::SetSailDamage { ship, damage } => self.set_sail_damage(ship, damage, o)?,
            Action::ShipSunk { ship, cause } => self.ship_sunk(ship, cause, o)?,
            Action::AssignCaptain { player, ship, seal } => {
                self.assign_captain(*player, *ship, *seal, o)?
            }
            Action::Boarding {
                attacker,
                defender,
                winner,
            } => self.boarding(*attacker, *defender, *winner, o)?,
            Action::RevealCaptain { ship, proof } => self.reveal_captain(*ship, proof, o)?,
            Action::HideCaptain { ship } => self.hide_captain(*ship, o)?,
            Action::TakeCaptainOff { player, ship, port } => {
                self.take_captain_off(*player, *ship, *port, o)?
            }
            Action::GiveCaptain {
                player,
                card,
                port,
                ship,
                seal,
            } => self.give_captain(*player, *card, *port, *ship, *seal, o)?,
            Action::MoveCaptain {
                player,
                from,
                to,
                seal,
            } => self.move_captain(*player, *from, *to, *seal, o)?,
            Action::EndTurn {
                player,
                keep_face_up,
            } => self.end_turn(*player, keep_face_up, o)?,
            Action::HandReset { player } | Action::HandMade { player } => {
                self.player(*player)?;
            }
            Action::Dispute { player, entry } => self.dispute(*player, *entry, o)?,
            Action::DismissDispute { dispute } => self.dismiss_dispute(*dispute, o)?,
        }
        Ok(())
    }

    /// The players `action` goes against, judged on the state before it
    /// applies: the owner of the ship it hits (a shot or salvo that hit,
    /// a critical or a sinking among them) or takes (a boarding the
    /// attacker won), unless that owner is one of the ships' acting it.
    /// Recorded by one side alone, these are what the other may dispute
    /// ([`Action::Dispute`]); a miss, or a boarding the defender won, is
    /// against no one but its own author.
    ///
    /// ```
    /// use shturman_game::{Action, BoardingSide, Game, PlayerId};
    /// use shturman_rules::{Heading, ShipClass};
    /// use uuid::Uuid;
    /// let (boris, vera) = (PlayerId(0), PlayerId(1));
    /// let (b, v) = (Uuid::from_u128(1), Uuid::from_u128(2));
    /// let mut g = Game::new(Uuid::nil());
    /// for (id, name) in [(boris, "Борис"), (vera, "Вера")] {
    ///     g.apply(Action::AddPlayer { id, name: name.into(), colour: "#000".into() }).unwrap();
    /// }
    /// for (id, owner) in [(b, boris), (v, vera)] {
    ///     let class = ShipClass::Brig;
    ///     g.apply(Action::AddShip { id, class, card: class.card(), name: "S".into(), owner, heading: Heading::N }).unwrap();
    /// }
    /// let won = |winner| Action::Boarding { attacker: b, defender: v, winner };
    /// assert_eq!(g.state().against(&won(BoardingSide::Attacker)), [vera]);
    /// assert!(g.state().against(&won(BoardingSide::Defender)).is_empty());
    /// ```
    pub fn against(&self, action: &Action) -> Vec<PlayerId> {
        let owner = |id: &Uuid| self.ship(*id).ok().map(|s| s.owner);
        let (target, acting): (&Uuid, Vec<Option<PlayerId>>) = match action {
            Action::Shot {
                shooter,
                target,
                hit: true,
                ..
            } => (target, vec![owner(shooter)]),
            Action::Salvo {
                shooters,
                target,
                hit: true,
                ..
            } => (target, shooters.iter().map(|p| owner(&p.ship)).collect()),
            Action::Boarding {
                attacker,
                defender,
                winner: BoardingSide::Attacker,
            } => (defender, vec![owner(attacker)]),
            _ => return Vec::new(),
        };
        owner(target)
            .filter(|t| !acting.contains(&Some(*t)))
            .into_iter()
            .collect()
    }

    fn dispute(
        &mut self,
        player: PlayerId,
        entry: usize,
        o: &mut Outcome,
    ) -> Result<(), RuleError> {
        self.player(player)?;
        if !self.against_entry(entry).contains(&player) {
            return Err(RuleError::NotAgainst { player, entry });
        }
        if self.dispute_of(player, entry).is_some() {
            return Err(RuleError::AlreadyDisputed { player, entry });
        }
        let dispute = Dispute {
            player,
            entry,
            dismissed: false,
        };
        self.disputes.insert(self.entries, dispute);
        o.events.push(Event::Disputed { player, entry });
        Ok(())
    }

    fn dismiss_dispute(&mut self, dispute: usize, o: &mut Outcome) -> Result<(), RuleError> {
        let d = self
            .disputes
            .get_mut(&dispute)
            .filter(|d| !d.dismissed)
            .ok_or(RuleError::NoOpenDispute { dispute })?;
        d.dismissed = true;
        o.events.push(Event::DisputeDismissed {
            dispute,
            player: d.player,
            entry: d.entry,
        });
        Ok(())
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
            | Action::HandMade { player }
            | Action::Dispute { player, .. } => Some(*player),
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
            | Action::ShipSunk { .. }
            | Action::DismissDispute { .. } => None,
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
