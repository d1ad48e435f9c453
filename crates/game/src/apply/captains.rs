//! Sealed captain cards (§6): placing a seal, opening it with the owner's
//! proof, turning face down, taking off in a port, giving again under a
//! new seal, moving onto a captured ship. The table tracks where each card
//! is without ever learning a face-down captain.

use super::Outcome;
use crate::error::RuleError;
use crate::event::{CardInfo, Event, Rule};
use crate::model::{Capture, CardId, CardPlace, PlayerId, PortId, SealedCard, ShipStatus, State};
use crate::seal::{Placement, Proof, ProofFailure, Seal};
use uuid::Uuid;

impl State {
    pub(super) fn assign_captain(
        &mut self,
        player: PlayerId,
        ship: Uuid,
        seal: Seal,
        o: &mut Outcome,
    ) -> Result<(), RuleError> {
        let p = self.player(player)?;
        let i = self.afloat(ship)?;
        self.captain_setup_open()?;
        self.check_own_ship(i, player)?;
        self.check_free_ship(i)?;
        if p.cards.len() >= usize::from(p.captain_count) {
            return Err(RuleError::TooManyCaptains {
                player,
                agreed: p.captain_count,
            });
        }
        self.check_fresh_seal(seal)?;
        // At most MAX_CAPTAINS (4) cards, so the index fits a u8.
        let id = CardId(p.cards.len() as u8);
        self.player_mut(player).cards.push(SealedCard {
            id,
            owner: player,
            place: CardPlace::OnShip { ship },
            placements: vec![Placement { ship, seal }],
            face_up: None,
            shown: None,
        });
        o.events.push(Event::CaptainAssigned {
            ship,
            card: self.card_info(player, id),
        });
        o.rule(Rule::CaptainAssignment);
        Ok(())
    }

    pub(super) fn reveal_captain(
        &mut self,
        ship: Uuid,
        proof: &Proof,
        o: &mut Outcome,
    ) -> Result<(), RuleError> {
        self.afloat(ship)?;
        let card = self.card_on(ship).ok_or(RuleError::NoCaptain { ship })?;
        let (owner, id) = (card.owner, card.id);
        if card.is_face_up() {
            return Err(RuleError::CaptainAlreadyFaceUp { ship });
        }
        // a card shown before on this placement: a fresh link of its chain,
        // never a proof the table saw (issue 46 #12)
        let checked = match &card.shown {
            Some(shown) => proof.follows(self.game, &card.placements, shown),
            None => None,
        };
        checked
            .unwrap_or_else(|| proof.check(self.game, &card.placements))
            .map_err(|failure| match failure {
                ProofFailure::Length { seals, salts } => {
                    RuleError::ProofIncomplete { ship, seals, salts }
                }
                ProofFailure::Mismatch { placement } => RuleError::SealMismatch {
                    ship,
                    owner,
                    card: id,
                    placement,
                },
                ProofFailure::Replayed => RuleError::ProofReplayed {
                    ship,
                    owner,
                    card: id,
                },
            })?;
        let placements = card.placements.clone();
        let p = self.player(owner)?;
        if let Some(&other) = p.seen.get(&proof.captain).filter(|&&c| c != id) {
            return Err(RuleError::DuplicateCaptain {
                ship,
                owner,
                captain: proof.captain,
                other,
            });
        }
        let player = self.player_mut(owner);
        player.seen.insert(proof.captain, id);
        let shown = proof.salts.last().cloned();
        let card = self.card_mut(owner, id);
        card.face_up = Some(proof.captain);
        card.shown = shown;
        o.events.push(Event::CaptainRevealed {
            ship,
            card: self.card_info(owner, id),
            placements,
        });
        o.rule(Rule::CaptainReveal);
        Ok(())
    }

    pub(super) fn hide_captain(&mut self, ship: Uuid, o: &mut Outcome) -> Result<(), RuleError> {
        self.afloat(ship)?;
        let card = self.card_on(ship).ok_or(RuleError::NoCaptain { ship })?;
        if !card.is_face_up() {
            return Err(RuleError::CaptainAlreadyFaceDown { ship });
        }
        let (owner, id) = (card.owner, card.id);
        self.turn_face_down(owner, id, ship, o);
        Ok(())
    }

    pub(super) fn take_captain_off(
        &mut self,
        player: PlayerId,
        ship: Uuid,
        port: PortId,
        o: &mut Outcome,
    ) -> Result<(), RuleError> {
        self.player(player)?;
        let i = self.afloat(ship)?;
        self.check_own_ship(i, player)?;
        let p = self.port(port)?;
        if !self.port_friendly(p, player) {
            return Err(RuleError::PortNotFriendly { port, player });
        }
        let card = self.card_on(ship).ok_or(RuleError::NoCaptain { ship })?;
        let (owner, id) = (card.owner, card.id);
        self.card_mut(owner, id).place = CardPlace::InPort { port };
        o.events.push(Event::CaptainTakenOff {
            ship,
            port,
            card: self.card_info(owner, id),
        });
        o.rule(Rule::CaptainTakenOff);
        Ok(())
    }

    pub(super) fn give_captain(
        &mut self,
        player: PlayerId,
        card: CardId,
        port: PortId,
        ship: Uuid,
        seal: Seal,
        o: &mut Outcome,
    ) -> Result<(), RuleError> {
        self.player(player)?;
        let i = self.afloat(ship)?;
        self.check_own_ship(i, player)?;
        self.port(port)?;
        let c = self
            .card(player, card)
            .ok_or(RuleError::UnknownCard { player, card })?;
        if c.place != (CardPlace::InPort { port }) {
            return Err(RuleError::CardNotInPort { player, card, port });
        }
        self.check_free_ship(i)?;
        self.check_fresh_seal(seal)?;
        self.place_card(player, card, ship, seal);
        o.events.push(Event::CaptainGiven {
            ship,
            port,
            card: self.card_info(player, card),
        });
        o.rule(Rule::CaptainGiven);
        Ok(())
    }

    pub(super) fn move_captain(
        &mut self,
        player: PlayerId,
        from: Uuid,
        to: Uuid,
        seal: Seal,
        o: &mut Outcome,
    ) -> Result<(), RuleError> {
        let round = self.round()?.number;
        self.player(player)?;
        let f = self.afloat(from)?;
        let t = self.afloat(to)?;
        self.check_own_ship(f, player)?;
        self.check_own_ship(t, player)?;
        let captured_here = matches!(self.ships[t].status, ShipStatus::Captured { .. })
            && self.ships[t].captured
                == Some(Capture {
                    winner: from,
                    round,
                });
        if !captured_here {
            return Err(RuleError::NotCapturedBy { ship: to, by: from });
        }
        let card = self
            .card_on(from)
            .ok_or(RuleError::NoCaptain { ship: from })?;
        let (owner, id) = (card.owner, card.id);
        self.check_free_ship(t)?;
        self.check_fresh_seal(seal)?;
        self.place_card(owner, id, to, seal);
        o.events.push(Event::CaptainMoved {
            from,
            to,
            card: self.card_info(owner, id),
        });
        o.rule(Rule::CaptainToCapturedShip);
        Ok(())
    }

    pub(super) fn end_turn(
        &mut self,
        player: PlayerId,
        keep_face_up: &[Uuid],
        o: &mut Outcome,
    ) -> Result<(), RuleError> {
        self.round()?;
        self.player(player)?;
        for &ship in keep_face_up {
            let s = self.ship(ship)?;
            if s.owner != player {
                return Err(RuleError::NotOwnShip {
                    ship,
                    player,
                    owner: s.owner,
                });
            }
            if !self.card_on(ship).is_some_and(SealedCard::is_face_up) {
                return Err(RuleError::CaptainNotFaceUp { ship });
            }
        }
        let to_hide: Vec<(CardId, Uuid)> = self
            .player(player)?
            .cards
            .iter()
            .filter(|c| c.is_face_up())
            .filter_map(|c| match c.place {
                CardPlace::OnShip { ship } if !keep_face_up.contains(&ship) => Some((c.id, ship)),
                CardPlace::OnShip { .. } | CardPlace::InPort { .. } | CardPlace::Dead => None,
            })
            .collect();
        for (id, ship) in to_hide {
            self.turn_face_down(player, id, ship, o);
        }
        o.events.push(Event::TurnEnded { player });
        Ok(())
    }

    /// Turn a face-up card on `ship` face down; the event still names the
    /// captain the table saw (views drop it ).
    pub(super) fn turn_face_down(
        &mut self,
        owner: PlayerId,
        id: CardId,
        ship: Uuid,
        o: &mut Outcome,
    ) {
        let card = self.card_info(owner, id);
        self.card_mut(owner, id).face_up = None;
        o.events.push(Event::CaptainHidden { ship, card });
        o.rule(Rule::CaptainFaceDown);
    }

    /// A new placement of a card in play on `ship` under `seal`. A face-up
    /// card stays face up: it is the same card, which the table tracked;
    /// the new seal is checked with the others at its next reveal.
    fn place_card(&mut self, owner: PlayerId, id: CardId, ship: Uuid, seal: Seal) {
        let card = self.card_mut(owner, id);
        card.place = CardPlace::OnShip { ship };
        card.placements.push(Placement { ship, seal });
        // a new seal, a new chain: its first reveal opens the seal
        card.shown = None;
    }

    /// The card as events record it: the captain only while face up.
    pub(super) fn card_info(&self, owner: PlayerId, id: CardId) -> CardInfo {
        let c = self
            .card(owner, id)
            .expect("card_info is only called for cards in play");
        let seal = c.seal();
        CardInfo {
            owner,
            card: id,
            seal,
            short: seal.short(),
            captain: c.face_up,
        }
    }

    pub(super) fn card_mut(&mut self, owner: PlayerId, id: CardId) -> &mut SealedCard {
        self.players
            .get_mut(&owner)
            .and_then(|p| p.card_mut(id))
            .expect("card_mut is only called for cards in play")
    }

    pub(super) fn captain_setup_open(&self) -> Result<(), RuleError> {
        match self.current_round() {
            None => Ok(()),
            Some(r) => Err(RuleError::CaptainSetupClosed { round: r.number }),
        }
    }

    /// Ship `i` belongs to `player`.
    fn check_own_ship(&self, i: usize, player: PlayerId) -> Result<(), RuleError> {
        let s = &self.ships[i];
        if s.owner != player {
            return Err(RuleError::NotOwnShip {
                ship: s.id,
                player,
                owner: s.owner,
            });
        }
        Ok(())
    }

    /// Ship `i` may take a card: not a fort, none on board (§6).
    fn check_free_ship(&self, i: usize) -> Result<(), RuleError> {
        let s = &self.ships[i];
        if !s.class.carries_captain() {
            return Err(RuleError::FortCarriesNoCaptain { ship: s.id });
        }
        if self.card_on(s.id).is_some() {
            return Err(RuleError::ShipHasCaptain { ship: s.id });
        }
        Ok(())
    }

    /// No card in play ever had this seal: a code read twice, or replayed
    /// from another placement, is refused.
    fn check_fresh_seal(&self, seal: Seal) -> Result<(), RuleError> {
        match self
            .cards()
            .find(|c| c.placements.iter().any(|p| p.seal == seal))
        {
            Some(c) => Err(RuleError::SealInUse {
                owner: c.owner,
                card: c.id,
            }),
            None => Ok(()),
        }
    }
}
