//! Boarding (§5): the outcome the players resolved, the capture and the
//! captains' fate.

use super::captains::check_salt;
use super::Outcome;
use crate::action::BoardingSide;
use crate::error::RuleError;
use crate::event::{Event, Rule};
use crate::model::{CardPlace, ShipStatus, State};
use uuid::Uuid;

impl State {
    pub(super) fn boarding(
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
}
