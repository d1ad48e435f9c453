//! Boarding (§5): the outcome the players resolved, the capture and the
//! loser's captain. The winner's captain moves over in a separate action
//! ([`crate::Action::MoveCaptain`]): its new seal comes from the owner's
//! hand, which may be on another phone.

use super::Outcome;
use crate::action::BoardingSide;
use crate::error::RuleError;
use crate::event::{Event, Rule};
use crate::model::{Capture, CardPlace, ShipStatus, State};
use uuid::Uuid;

impl State {
    pub(super) fn boarding(
        &mut self,
        attacker: Uuid,
        defender: Uuid,
        winner: BoardingSide,
        o: &mut Outcome,
    ) -> Result<(), RuleError> {
        let round = self.round()?.number;
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
        o.rule(Rule::Boarding);
        if let Some(card) = self.card_on(lose_id) {
            let (owner, id) = (card.owner, card.id);
            self.card_mut(owner, id).place = CardPlace::Dead;
            o.events.push(Event::CaptainLost {
                ship: lose_id,
                card: self.card_info(owner, id),
            });
            o.rule(Rule::CaptainDiesInBoarding);
        }
        let by = self.ships[w].owner;
        let from = self.ships[l].owner;
        let loser = &mut self.ships[l];
        loser.owner = by;
        loser.status = ShipStatus::Captured { by, from };
        loser.captured = Some(Capture {
            winner: win_id,
            round,
        });
        o.events.push(Event::Captured {
            ship: lose_id,
            by,
            from,
        });
        Ok(())
    }
}
