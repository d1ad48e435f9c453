//! Captain cards (§6): placing, revealing, turning face down, taking off
//! in a port and giving again.

use super::Outcome;
use crate::commit::{Commitment, MIN_SALT_LEN};
use crate::error::RuleError;
use crate::event::{CardInfo, CommitmentCheck, Event, Rule};
use crate::model::{CaptainCard, CardPlace, PlayerId, PortId, State};
use shturman_rules::Captain;
use uuid::Uuid;

impl State {
    pub(super) fn assign_captain(
        &mut self,
        player: &PlayerId,
        ship: &Uuid,
        captain: &Captain,
        salt: &str,
        o: &mut Outcome,
    ) -> Result<(), RuleError> {
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
        if !self.ships[i].class.carries_captain() {
            return Err(RuleError::FortCarriesNoCaptain { ship: *ship });
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
                salt: salt.to_string(),
                commitment: Commitment::new(*ship, *captain, salt),
            },
        );
        o.events.push(Event::CaptainAssigned {
            ship: *ship,
            card: self.card_info(*player, *captain),
        });
        o.rule(Rule::CaptainAssignment);

        Ok(())
    }

    pub(super) fn reveal_captain(&mut self, ship: &Uuid, o: &mut Outcome) -> Result<(), RuleError> {
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

        Ok(())
    }

    pub(super) fn hide_captain(&mut self, ship: &Uuid, o: &mut Outcome) -> Result<(), RuleError> {
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

        Ok(())
    }

    pub(super) fn take_captain_off(
        &mut self,
        player: &PlayerId,
        ship: &Uuid,
        port: &PortId,
        o: &mut Outcome,
    ) -> Result<(), RuleError> {
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

        Ok(())
    }

    pub(super) fn give_captain(
        &mut self,
        player: &PlayerId,
        ship: &Uuid,
        port: &PortId,
        captain: &Captain,
        salt: &str,
        o: &mut Outcome,
    ) -> Result<(), RuleError> {
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
        if !self.ships[i].class.carries_captain() {
            return Err(RuleError::FortCarriesNoCaptain { ship: *ship });
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

        Ok(())
    }

    pub(super) fn end_turn(
        &mut self,
        player: &PlayerId,
        keep_face_up: &[Uuid],
        o: &mut Outcome,
    ) -> Result<(), RuleError> {
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

        Ok(())
    }

    /// A new placement of a card in play on `ship`, committed with `salt`.
    pub(super) fn place_card(&mut self, owner: PlayerId, captain: Captain, ship: Uuid, salt: &str) {
        let card = self.card_mut(owner, captain);
        card.place = CardPlace::OnShip { ship };
        card.placed_on = ship;
        card.salt = salt.to_string();
        card.commitment = Commitment::new(ship, captain, salt);
    }

    /// The full (unredacted) card info for events.
    pub(super) fn card_info(&self, owner: PlayerId, captain: Captain) -> CardInfo {
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

    pub(super) fn card_mut(&mut self, owner: PlayerId, captain: Captain) -> &mut CaptainCard {
        self.players
            .get_mut(&owner)
            .and_then(|p| p.captains.get_mut(&captain))
            .expect("card_mut is only called for cards in play")
    }

    pub(super) fn captain_setup_open(&self) -> Result<(), RuleError> {
        match self.current_round() {
            None => Ok(()),
            Some(r) => Err(RuleError::CaptainSetupClosed { round: r.number }),
        }
    }
}

pub(super) fn check_salt(salt: &str) -> Result<(), RuleError> {
    let len = salt.chars().count();
    if len < MIN_SALT_LEN {
        return Err(RuleError::SaltTooShort {
            len,
            min: MIN_SALT_LEN,
        });
    }
    Ok(())
}
