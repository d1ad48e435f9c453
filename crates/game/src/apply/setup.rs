//! Setting up a game (§2, §6): players, ports, alliances, the agreed
//! number of captains, ships and their cards.

use super::Outcome;
use crate::error::RuleError;
use crate::event::{Event, Rule};
use crate::model::{MAX_CAPTAINS, Player, PlayerId, Port, PortId, Ship, State};
use shturman_rules::ShipCard;
use shturman_rules::card::{CardField, MAX_CARD_VALUE};
use uuid::Uuid;

impl State {
    pub(super) fn add_player(
        &mut self,
        id: &PlayerId,
        name: &str,
        colour: &str,
        o: &mut Outcome,
    ) -> Result<(), RuleError> {
        if self.players.contains_key(id) {
            return Err(RuleError::DuplicatePlayer { player: *id });
        }
        self.players
            .insert(*id, Player::new(*id, name.to_string(), colour.to_string()));
        o.events.push(Event::PlayerAdded { player: *id });
        o.rule(Rule::Setup);

        Ok(())
    }

    pub(super) fn add_port(
        &mut self,
        id: &PortId,
        name: &str,
        owner: &PlayerId,
        o: &mut Outcome,
    ) -> Result<(), RuleError> {
        if self.ports.contains_key(id) {
            return Err(RuleError::DuplicatePort { port: *id });
        }
        self.player(*owner)?;
        self.ports.insert(
            *id,
            Port {
                id: *id,
                name: name.to_string(),
                owner: *owner,
            },
        );
        o.events.push(Event::PortAdded {
            port: *id,
            owner: *owner,
        });
        o.rule(Rule::Setup);

        Ok(())
    }

    pub(super) fn add_ally(
        &mut self,
        a: &PlayerId,
        b: &PlayerId,
        o: &mut Outcome,
    ) -> Result<(), RuleError> {
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
        // an offer either way is answered by the alliance
        self.player_mut(*a).offers.remove(b);
        self.player_mut(*b).offers.remove(a);
        o.events.push(Event::Allied { a: *a, b: *b });
        o.rule(Rule::Setup);

        Ok(())
    }

    /// An offer is checked as the alliance it offers would be (the same
    /// players, not yet allied); offering again changes nothing more.
    pub(super) fn offer_alliance(
        &mut self,
        from: PlayerId,
        to: PlayerId,
        o: &mut Outcome,
    ) -> Result<(), RuleError> {
        self.player(from)?;
        self.player(to)?;
        if from == to {
            return Err(RuleError::SelfAlliance { player: from });
        }
        if self.allied(from, to) {
            return Err(RuleError::AlreadyAllied { a: from, b: to });
        }
        self.player_mut(from).offers.insert(to);
        o.events.push(Event::AllianceOffered { from, to });
        o.rule(Rule::Setup);
        Ok(())
    }

    pub(super) fn set_captain_count(
        &mut self,
        player: &PlayerId,
        count: &u8,
        o: &mut Outcome,
    ) -> Result<(), RuleError> {
        let p = self.player(*player)?;
        self.captain_setup_open()?;
        if *count > MAX_CAPTAINS {
            return Err(RuleError::CaptainCountOutOfRange {
                player: *player,
                count: *count,
                max: MAX_CAPTAINS,
            });
        }
        // At most MAX_CAPTAINS cards are ever placed.
        let in_play = p.cards.len() as u8;
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

        Ok(())
    }

    pub(super) fn add_ship(&mut self, ship: Ship, o: &mut Outcome) -> Result<(), RuleError> {
        if self.ships.iter().any(|s| s.id == ship.id) {
            return Err(RuleError::DuplicateShip { ship: ship.id });
        }
        self.player(ship.owner)?;
        check_card(&ship.card)?;
        o.events.push(Event::ShipAdded {
            ship: ship.id,
            owner: ship.owner,
        });
        o.rule(Rule::Setup);
        self.ships.push(ship);
        Ok(())
    }

    pub(super) fn edit_card(
        &mut self,
        ship: &Uuid,
        card: &ShipCard,
        o: &mut Outcome,
    ) -> Result<(), RuleError> {
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

        Ok(())
    }
}

pub(super) fn check_card(card: &ShipCard) -> Result<(), RuleError> {
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
