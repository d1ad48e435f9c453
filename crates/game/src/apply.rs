//! Applying one [`Action`] to the [`State`]: every rule check and every
//! state change of the game lives here (§2, §3.2 calm memory, §4.5 shots and
//! damage, §5 boarding, §6 captains). [`State::apply`] is atomic: on a
//! [`RuleError`] the state is unchanged.

use crate::action::{Action, Aim, BoardingSide, SalvoPart};
use crate::commit::{Commitment, MIN_SALT_LEN};
use crate::error::RuleError;
use crate::event::{CardInfo, CommitmentCheck, Event, Rule};
use crate::model::{
    CaptainCard, CardPlace, Player, PlayerId, Port, PortId, Round, RoundWeather, Ship, ShipStatus,
    SinkCause, State, MAX_CAPTAINS,
};
use serde::{Deserialize, Serialize};
use shturman_rules::card::{CardField, MAX_CARD_VALUE};
use shturman_rules::{Captain, ShipCard};
use std::collections::{BTreeMap, BTreeSet};
use uuid::Uuid;

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
    fn rule(&mut self, r: Rule) {
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
            Action::AddPlayer { id, name, colour } => {
                if self.players.contains_key(id) {
                    return Err(RuleError::DuplicatePlayer { player: *id });
                }
                self.players.insert(
                    *id,
                    Player {
                        id: *id,
                        name: name.clone(),
                        colour: colour.clone(),
                        allies: BTreeSet::new(),
                        captain_count: MAX_CAPTAINS,
                        captains: BTreeMap::new(),
                    },
                );
                o.events.push(Event::PlayerAdded { player: *id });
                o.rule(Rule::Setup);
            }
            Action::AddPort { id, name, owner } => {
                if self.ports.contains_key(id) {
                    return Err(RuleError::DuplicatePort { port: *id });
                }
                self.player(*owner)?;
                self.ports.insert(
                    *id,
                    Port {
                        id: *id,
                        name: name.clone(),
                        owner: *owner,
                    },
                );
                o.events.push(Event::PortAdded {
                    port: *id,
                    owner: *owner,
                });
                o.rule(Rule::Setup);
            }
            Action::AddAlly { a, b } => {
                self.player(*a)?;
                self.player(*b)?;
                if a == b {
                    return Err(RuleError::SelfAlliance { player: *a });
                }
                if self.allied(*a, *b) {
                    return Err(RuleError::AlreadyAllied { a: *a, b: *b });
                }
                self.player_mut(*a).allies.insert(*b);
                self.player_mut(*b).allies.insert(*a);
                o.events.push(Event::Allied { a: *a, b: *b });
                o.rule(Rule::Setup);
            }
            Action::SetCaptainCount { player, count } => {
                let p = self.player(*player)?;
                self.captain_setup_open()?;
                if *count > MAX_CAPTAINS {
                    return Err(RuleError::CaptainCountOutOfRange {
                        player: *player,
                        count: *count,
                        max: MAX_CAPTAINS,
                    });
                }
                let in_play = p.captains.len() as u8;
                if *count < in_play {
                    return Err(RuleError::CaptainCountBelowInPlay {
                        player: *player,
                        count: *count,
                        in_play,
                    });
                }
                self.player_mut(*player).captain_count = *count;
                o.events.push(Event::CaptainCountSet {
                    player: *player,
                    count: *count,
                });
                o.rule(Rule::CaptainAssignment);
            }
            Action::AddShip {
                id,
                class,
                card,
                name,
                owner,
                heading,
            } => {
                if self.ships.iter().any(|s| s.id == *id) {
                    return Err(RuleError::DuplicateShip { ship: *id });
                }
                self.player(*owner)?;
                check_card(card)?;
                self.ships.push(Ship {
                    id: *id,
                    class: *class,
                    card: *card,
                    name: name.clone(),
                    owner: *owner,
                    heading: *heading,
                    hull: 0,
                    sails: 0,
                    shots_used: 0,
                    turned_this_round: false,
                    unturned_through_previous_calm: false,
                    status: ShipStatus::Afloat,
                });
                o.events.push(Event::ShipAdded {
                    ship: *id,
                    owner: *owner,
                });
                o.rule(Rule::Setup);
            }
            Action::EditCard { ship, card } => {
                let i = self.ship_index(*ship)?;
                check_card(card)?;
                let s = &mut self.ships[i];
                if s.is_afloat() && s.hull >= card.strength {
                    return Err(RuleError::StrengthBelowDamage {
                        ship: *ship,
                        strength: card.strength,
                        hull: s.hull,
                    });
                }
                s.card = *card;
                s.sails = s.sails.min(card.fresh_straight);
                s.shots_used = s.shots_used.min(card.shots);
                o.events.push(Event::CardEdited { ship: *ship });
                o.rule(Rule::Correction);
            }
            Action::StartRound { weather } => self.start_round(*weather, &mut o),
            Action::ShipMoved { ship, heading } => {
                let round = *self.round()?;
                let i = self.afloat(*ship)?;
                let s = &mut self.ships[i];
                if s.is_fort() {
                    return Err(RuleError::FortCannotMove { ship: *ship });
                }
                let from = s.heading;
                s.heading = *heading;
                o.events.push(Event::Moved {
                    ship: *ship,
                    from,
                    to: *heading,
                });
                o.rule(Rule::Movement);
                if from != *heading {
                    s.turned_this_round = true;
                    if round.weather == RoundWeather::Calm {
                        o.rule(Rule::CalmMemory);
                        if s.unturned_through_previous_calm {
                            s.unturned_through_previous_calm = false;
                            o.events.push(Event::CalmMemoryCleared { ship: *ship });
                        }
                    }
                }
            }
            Action::SetHeading { ship, heading } => {
                let i = self.afloat(*ship)?;
                let s = &mut self.ships[i];
                if s.is_fort() {
                    return Err(RuleError::FortHasNoHeading { ship: *ship });
                }
                let from = s.heading;
                s.heading = *heading;
                o.events.push(Event::HeadingSet {
                    ship: *ship,
                    from,
                    to: *heading,
                });
                o.rule(Rule::Correction);
            }
            Action::Shot {
                shooter,
                target,
                shots,
                aim,
                hit,
                critical,
                target_port,
                dice,
            } => {
                let parts = [SalvoPart {
                    ship: *shooter,
                    shots: *shots,
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
            Action::SetHullDamage { ship, damage } => {
                let i = self.afloat(*ship)?;
                let s = &mut self.ships[i];
                if *damage >= s.card.strength {
                    return Err(RuleError::HullDamageOutOfRange {
                        ship: *ship,
                        damage: *damage,
                        max: s.card.strength.saturating_sub(1),
                    });
                }
                let from = s.hull;
                s.hull = *damage;
                o.events.push(Event::HullSet {
                    ship: *ship,
                    from,
                    to: *damage,
                });
                o.rule(Rule::Correction);
            }
            Action::SetSailDamage { ship, damage } => {
                let i = self.afloat(*ship)?;
                let s = &mut self.ships[i];
                if s.is_fort() && *damage > 0 {
                    return Err(RuleError::FortHasNoSails { ship: *ship });
                }
                if *damage > s.card.fresh_straight {
                    return Err(RuleError::SailDamageOutOfRange {
                        ship: *ship,
                        damage: *damage,
                        max: s.card.fresh_straight,
                    });
                }
                let from = s.sails;
                s.sails = *damage;
                o.events.push(Event::SailsSet {
                    ship: *ship,
                    from,
                    to: *damage,
                });
                o.rule(Rule::Correction);
            }
            Action::ShipSunk { ship, cause } => {
                let i = self.afloat(*ship)?;
                if let SinkCause::EnemyFire { port: Some(p) } = cause {
                    self.port(*p)?;
                }
                o.rule(Rule::Sinking);
                self.sink(i, *cause, &mut o);
            }
            Action::Boarding {
                attacker,
                defender,
                winner,
                move_captain_salt,
            } => self.boarding(*attacker, *defender, *winner, move_captain_salt, &mut o)?,
            Action::AssignCaptain {
                player,
                ship,
                captain,
                salt,
            } => {
                check_salt(salt)?;
                let p = self.player(*player)?;
                let i = self.afloat(*ship)?;
                self.captain_setup_open()?;
                let owner = self.ships[i].owner;
                if owner != *player {
                    return Err(RuleError::NotOwnShip {
                        ship: *ship,
                        player: *player,
                        owner,
                    });
                }
                if self.captain_on(*ship).is_some() {
                    return Err(RuleError::ShipHasCaptain { ship: *ship });
                }
                if p.captains.contains_key(captain) {
                    return Err(RuleError::CaptainAlreadyInPlay {
                        player: *player,
                        captain: *captain,
                    });
                }
                if p.captains.len() as u8 >= p.captain_count {
                    return Err(RuleError::TooManyCaptains {
                        player: *player,
                        agreed: p.captain_count,
                    });
                }
                self.player_mut(*player).captains.insert(
                    *captain,
                    CaptainCard {
                        captain: *captain,
                        place: CardPlace::OnShip { ship: *ship },
                        face_up: false,
                        placed_on: *ship,
                        salt: salt.clone(),
                        commitment: Commitment::new(*ship, *captain, salt),
                    },
                );
                o.events.push(Event::CaptainAssigned {
                    ship: *ship,
                    card: self.card_info(*player, *captain),
                });
                o.rule(Rule::CaptainAssignment);
            }
            Action::RevealCaptain { ship } => {
                self.afloat(*ship)?;
                let (owner, captain) = self
                    .captain_on(*ship)
                    .ok_or(RuleError::NoCaptain { ship: *ship })?;
                let card = self.card_mut(owner, captain);
                if card.face_up {
                    return Err(RuleError::CaptainAlreadyFaceUp { ship: *ship });
                }
                card.face_up = true;
                let check = if card.commitment.verify(card.placed_on, captain, &card.salt) {
                    CommitmentCheck::Match
                } else {
                    CommitmentCheck::Mismatch
                };
                o.events.push(Event::CaptainRevealed {
                    ship: *ship,
                    card: self.card_info(owner, captain),
                    check,
                });
                o.rule(Rule::CaptainReveal);
            }
            Action::HideCaptain { ship } => {
                self.afloat(*ship)?;
                let (owner, captain) = self
                    .captain_on(*ship)
                    .ok_or(RuleError::NoCaptain { ship: *ship })?;
                let card = self.card_mut(owner, captain);
                if !card.face_up {
                    return Err(RuleError::CaptainAlreadyFaceDown { ship: *ship });
                }
                card.face_up = false;
                o.events.push(Event::CaptainHidden {
                    ship: *ship,
                    card: self.card_info(owner, captain),
                });
                o.rule(Rule::CaptainFaceDown);
            }
            Action::TakeCaptainOff { player, ship, port } => {
                self.player(*player)?;
                let i = self.afloat(*ship)?;
                let owner = self.ships[i].owner;
                if owner != *player {
                    return Err(RuleError::NotOwnShip {
                        ship: *ship,
                        player: *player,
                        owner,
                    });
                }
                let p = self.port(*port)?;
                if !self.port_friendly(p, *player) {
                    return Err(RuleError::PortNotFriendly {
                        port: *port,
                        player: *player,
                    });
                }
                let (owner, captain) = self
                    .captain_on(*ship)
                    .ok_or(RuleError::NoCaptain { ship: *ship })?;
                self.card_mut(owner, captain).place = CardPlace::InPort { port: *port };
                o.events.push(Event::CaptainTakenOff {
                    ship: *ship,
                    port: *port,
                    card: self.card_info(owner, captain),
                });
                o.rule(Rule::CaptainTakenOff);
            }
            Action::GiveCaptain {
                player,
                ship,
                port,
                captain,
                salt,
            } => {
                check_salt(salt)?;
                self.player(*player)?;
                let i = self.afloat(*ship)?;
                let owner = self.ships[i].owner;
                if owner != *player {
                    return Err(RuleError::NotOwnShip {
                        ship: *ship,
                        player: *player,
                        owner,
                    });
                }
                self.port(*port)?;
                let waiting = self
                    .card(*player, *captain)
                    .is_some_and(|c| c.place == CardPlace::InPort { port: *port });
                if !waiting {
                    return Err(RuleError::CaptainNotInPort {
                        player: *player,
                        captain: *captain,
                        port: *port,
                    });
                }
                if self.captain_on(*ship).is_some() {
                    return Err(RuleError::ShipHasCaptain { ship: *ship });
                }
                self.place_card(*player, *captain, *ship, salt);
                o.events.push(Event::CaptainGiven {
                    ship: *ship,
                    port: *port,
                    card: self.card_info(*player, *captain),
                });
                o.rule(Rule::CaptainGiven);
            }
            Action::EndTurn {
                player,
                keep_face_up,
            } => {
                self.round()?;
                self.player(*player)?;
                for ship in keep_face_up {
                    let s = self.ship(*ship)?;
                    if s.owner != *player {
                        return Err(RuleError::NotOwnShip {
                            ship: *ship,
                            player: *player,
                            owner: s.owner,
                        });
                    }
                    let up = self
                        .captain_on(*ship)
                        .and_then(|(p, c)| self.card(p, c))
                        .is_some_and(|c| c.face_up);
                    if !up {
                        return Err(RuleError::CaptainNotFaceUp { ship: *ship });
                    }
                }
                let to_hide: Vec<(Uuid, Captain)> = self
                    .player(*player)?
                    .captains
                    .values()
                    .filter(|c| c.face_up)
                    .filter_map(|c| match c.place {
                        CardPlace::OnShip { ship } if !keep_face_up.contains(&ship) => {
                            Some((ship, c.captain))
                        }
                        _ => None,
                    })
                    .collect();
                for (ship, captain) in to_hide {
                    self.card_mut(*player, captain).face_up = false;
                    o.events.push(Event::CaptainHidden {
                        ship,
                        card: self.card_info(*player, captain),
                    });
                    o.rule(Rule::CaptainFaceDown);
                }
                o.events.push(Event::TurnEnded { player: *player });
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
            Action::SetCaptainCount { player, .. }
            | Action::AssignCaptain { player, .. }
            | Action::TakeCaptainOff { player, .. }
            | Action::GiveCaptain { player, .. }
            | Action::EndTurn { player, .. } => Some(*player),
            Action::AddShip { owner, .. } => Some(*owner),
            Action::EditCard { ship, .. }
            | Action::ShipMoved { ship, .. }
            | Action::SetHeading { ship, .. }
            | Action::RevealCaptain { ship }
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

    fn start_round(&mut self, weather: RoundWeather, o: &mut Outcome) {
        let previous_calm = self
            .current_round()
            .is_some_and(|r| r.weather == RoundWeather::Calm);
        let number = self.rounds.len() as u32 + 1;
        self.rounds.push(Round { number, weather });
        o.events.push(Event::RoundStarted { number, weather });
        o.rule(Rule::ShotsPerRound);
        for s in self.ships.iter_mut().filter(|s| s.is_afloat()) {
            s.shots_used = 0;
            let kept = previous_calm && !s.turned_this_round;
            s.turned_this_round = false;
            if kept || s.unturned_through_previous_calm {
                o.events.push(Event::CalmMemory {
                    ship: s.id,
                    unturned_through_previous_calm: kept,
                });
                o.rule(Rule::CalmMemory);
            }
            s.unturned_through_previous_calm = kept;
        }
    }

    fn fire(&mut self, f: Fire<'_>, o: &mut Outcome) -> Result<(), RuleError> {
        self.round()?;
        if f.parts.is_empty() {
            return Err(RuleError::EmptySalvo);
        }
        if let Some(&value) = f.dice.iter().find(|d| !(1..=6).contains(*d)) {
            return Err(RuleError::DieOutOfRange { value });
        }
        let t = self.afloat(f.target)?;
        if let Some(p) = f.port {
            self.port(p)?;
        }
        if f.aim == Aim::Sails && self.ships[t].is_fort() {
            return Err(RuleError::FortHasNoSails { ship: f.target });
        }
        if f.critical.is_some() && !f.hit {
            return Err(RuleError::CriticalWithoutHit);
        }
        let target_owner = self.ships[t].owner;
        let mut seen = BTreeSet::new();
        let mut total: u32 = 0;
        for part in f.parts {
            if !seen.insert(part.ship) {
                return Err(RuleError::DuplicateShooter { ship: part.ship });
            }
            if part.ship == f.target {
                return Err(RuleError::SameShip { ship: part.ship });
            }
            let i = self.afloat(part.ship)?;
            let s = &self.ships[i];
            if !self.enemies(s.owner, target_owner) {
                return Err(RuleError::NotEnemies {
                    ship: part.ship,
                    other: f.target,
                });
            }
            if part.shots == 0 {
                return Err(RuleError::ZeroShots { ship: part.ship });
            }
            let remaining = s.shots_left();
            if part.shots > remaining {
                return Err(RuleError::NotEnoughShots {
                    ship: part.ship,
                    requested: part.shots,
                    remaining,
                });
            }
            if f.critical.is_some() && part.shots < remaining {
                return Err(RuleError::CriticalNotAllowed {
                    ship: part.ship,
                    remaining: remaining - part.shots,
                });
            }
            total += u32::from(part.shots);
        }
        for part in f.parts {
            let i = self.ship_index(part.ship)?;
            let s = &mut self.ships[i];
            s.shots_used += part.shots;
            o.events.push(Event::ShotsUsed {
                ship: part.ship,
                used: part.shots,
                left: s.shots_left(),
            });
        }
        o.rule(Rule::ShotsPerRound);
        if f.parts.len() > 1 || total > 1 {
            o.rule(Rule::Salvo);
        }
        if !f.hit {
            o.events.push(Event::Missed { target: f.target });
            return Ok(());
        }
        let amount = total.min(u32::from(u8::MAX)) as u8;
        let cause = SinkCause::EnemyFire { port: f.port };
        let six = f.critical == Some(true);
        match f.aim {
            Aim::Hull => {
                o.rule(Rule::HullHit);
                let s = &mut self.ships[t];
                s.hull = s.hull.saturating_add(amount).min(s.card.strength);
                o.events.push(Event::HullDamaged {
                    ship: f.target,
                    amount,
                    hull: s.hull,
                });
                let sunk_by_damage = s.hull >= s.card.strength;
                if let Some(six) = f.critical {
                    o.rule(Rule::Critical);
                    o.events.push(Event::CriticalRolled {
                        target: f.target,
                        aim: f.aim,
                        six,
                    });
                }
                if sunk_by_damage {
                    o.rule(Rule::Sinking);
                }
                if sunk_by_damage || six {
                    self.sink(t, cause, o);
                }
            }
            Aim::Sails => {
                o.rule(Rule::SailHit);
                let s = &mut self.ships[t];
                s.sails = s.sails.saturating_add(amount).min(s.card.fresh_straight);
                o.events.push(Event::SailsDamaged {
                    ship: f.target,
                    amount,
                    sails: s.sails,
                });
                if let Some(six) = f.critical {
                    o.events.push(Event::CriticalRolled {
                        target: f.target,
                        aim: f.aim,
                        six,
                    });
                }
                if six {
                    o.rule(Rule::SailCritical);
                    s.sails = s.card.fresh_straight;
                    o.events.push(Event::SailsStripped {
                        ship: f.target,
                        sails: s.sails,
                    });
                }
            }
        }
        Ok(())
    }

    fn boarding(
        &mut self,
        attacker: Uuid,
        defender: Uuid,
        winner: BoardingSide,
        move_salt: &Option<String>,
        o: &mut Outcome,
    ) -> Result<(), RuleError> {
        self.round()?;
        if let Some(salt) = move_salt {
            check_salt(salt)?;
        }
        let a = self.afloat(attacker)?;
        let d = self.afloat(defender)?;
        if attacker == defender {
            return Err(RuleError::SameShip { ship: attacker });
        }
        for i in [a, d] {
            if self.ships[i].is_fort() {
                return Err(RuleError::FortCannotBoard {
                    ship: self.ships[i].id,
                });
            }
        }
        if !self.enemies(self.ships[a].owner, self.ships[d].owner) {
            return Err(RuleError::NotEnemies {
                ship: attacker,
                other: defender,
            });
        }
        let (w, l) = match winner {
            BoardingSide::Attacker => (a, d),
            BoardingSide::Defender => (d, a),
        };
        let (win_id, lose_id) = (self.ships[w].id, self.ships[l].id);
        let moved = match move_salt {
            Some(salt) => Some((
                self.captain_on(win_id)
                    .ok_or(RuleError::NoCaptain { ship: win_id })?,
                salt,
            )),
            None => None,
        };
        o.rule(Rule::Boarding);
        if let Some((owner, captain)) = self.captain_on(lose_id) {
            self.card_mut(owner, captain).place = CardPlace::Dead;
            o.events.push(Event::CaptainLost {
                ship: lose_id,
                card: self.card_info(owner, captain),
            });
            o.rule(Rule::CaptainDiesInBoarding);
        }
        let by = self.ships[w].owner;
        let from = self.ships[l].owner;
        let loser = &mut self.ships[l];
        loser.owner = by;
        loser.status = ShipStatus::Captured { by, from };
        o.events.push(Event::Captured {
            ship: lose_id,
            by,
            from,
        });
        if let Some(((owner, captain), salt)) = moved {
            self.place_card(owner, captain, lose_id, salt);
            o.events.push(Event::CaptainMoved {
                from: win_id,
                to: lose_id,
                card: self.card_info(owner, captain),
            });
            o.rule(Rule::CaptainToCapturedShip);
        }
        Ok(())
    }

    /// Sink ship `i` and decide its captain's fate (§6).
    fn sink(&mut self, i: usize, cause: SinkCause, o: &mut Outcome) {
        let id = self.ships[i].id;
        let owner = self.ships[i].owner;
        self.ships[i].status = ShipStatus::Sunk { cause };
        o.events.push(Event::Sunk { ship: id, cause });
        let Some((card_owner, captain)) = self.captain_on(id) else {
            return;
        };
        let saved_in = match cause {
            SinkCause::EnemyFire { port: Some(p) }
                if self.ports.get(&p).is_some_and(|p| p.owner == owner) =>
            {
                Some(p)
            }
            _ => None,
        };
        match saved_in {
            Some(port) => {
                self.card_mut(card_owner, captain).place = CardPlace::InPort { port };
                o.events.push(Event::CaptainStaysInPort {
                    ship: id,
                    port,
                    card: self.card_info(card_owner, captain),
                });
                o.rule(Rule::CaptainSavedInOwnPort);
            }
            None => {
                self.card_mut(card_owner, captain).place = CardPlace::Dead;
                o.events.push(Event::CaptainLost {
                    ship: id,
                    card: self.card_info(card_owner, captain),
                });
                o.rule(Rule::CaptainLeavesWithShip);
            }
        }
    }

    /// A new placement of a card in play on `ship`, committed with `salt`.
    fn place_card(&mut self, owner: PlayerId, captain: Captain, ship: Uuid, salt: &str) {
        let card = self.card_mut(owner, captain);
        card.place = CardPlace::OnShip { ship };
        card.placed_on = ship;
        card.salt = salt.to_string();
        card.commitment = Commitment::new(ship, captain, salt);
    }

    /// The full (unredacted) card info for events.
    fn card_info(&self, owner: PlayerId, captain: Captain) -> CardInfo {
        let c = self
            .card(owner, captain)
            .expect("card_info is only called for cards in play");
        CardInfo {
            owner,
            commitment: c.commitment.as_hex().to_string(),
            short: c.commitment.short().to_string(),
            captain: Some(captain),
            salt: Some(c.salt.clone()),
        }
    }

    fn card_mut(&mut self, owner: PlayerId, captain: Captain) -> &mut CaptainCard {
        self.players
            .get_mut(&owner)
            .and_then(|p| p.captains.get_mut(&captain))
            .expect("card_mut is only called for cards in play")
    }

    fn player_mut(&mut self, id: PlayerId) -> &mut Player {
        self.players
            .get_mut(&id)
            .expect("player_mut is only called after player() checked the id")
    }

    fn round(&self) -> Result<&Round, RuleError> {
        self.current_round().ok_or(RuleError::NoRound)
    }

    /// Index of a ship that is not sunk.
    fn afloat(&self, id: Uuid) -> Result<usize, RuleError> {
        let i = self.ship_index(id)?;
        if self.ships[i].is_afloat() {
            Ok(i)
        } else {
            Err(RuleError::ShipNotAfloat { ship: id })
        }
    }

    fn captain_setup_open(&self) -> Result<(), RuleError> {
        match self.current_round() {
            None => Ok(()),
            Some(r) => Err(RuleError::CaptainSetupClosed { round: r.number }),
        }
    }
}

/// One shot or salvo, as the two fire actions state it.
struct Fire<'a> {
    parts: &'a [SalvoPart],
    target: Uuid,
    aim: Aim,
    hit: bool,
    critical: Option<bool>,
    port: Option<PortId>,
    dice: &'a [u8],
}

fn check_card(card: &ShipCard) -> Result<(), RuleError> {
    if let Some((field, value)) = card.absurd_field() {
        return Err(RuleError::CardValueOutOfRange {
            field,
            value,
            max: MAX_CARD_VALUE,
        });
    }
    if card.get(CardField::Strength) == 0 {
        return Err(RuleError::ZeroStrength);
    }
    Ok(())
}

fn check_salt(salt: &str) -> Result<(), RuleError> {
    let len = salt.chars().count();
    if len < MIN_SALT_LEN {
        return Err(RuleError::SaltTooShort {
            len,
            min: MIN_SALT_LEN,
        });
    }
    Ok(())
}
