//! Fire (§4.5): shots and salvos with their damage, criticals and sinking,
//! and the players' corrections of damage.

use super::Outcome;
use crate::action::{Aim, SalvoPart};
use crate::error::RuleError;
use crate::event::{Event, Rule};
use crate::model::{CardPlace, PortId, ShipStatus, SinkCause, State};
use shturman_rules::attack::{
    Attack, Sinking, apply_hit, check_chaser, is_last_shot, max_volley, rolls_critical,
};
use shturman_rules::fire::{FaceSet, GunKind};
use shturman_rules::movement::is_dismasted;
use std::collections::BTreeSet;
use uuid::Uuid;

impl State {
    pub(super) fn set_hull_damage(
        &mut self,
        ship: &Uuid,
        damage: &u8,
        o: &mut Outcome,
    ) -> Result<(), RuleError> {
        let i = self.afloat(*ship)?;
        let s = &mut self.ships[i];
        if *damage > s.card.max_hull_damage() {
            return Err(RuleError::HullDamageOutOfRange {
                ship: *ship,
                damage: *damage,
                max: s.card.max_hull_damage(),
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

        Ok(())
    }

    pub(super) fn set_sail_damage(
        &mut self,
        ship: &Uuid,
        damage: &u8,
        o: &mut Outcome,
    ) -> Result<(), RuleError> {
        let i = self.afloat(*ship)?;
        let s = &mut self.ships[i];
        if s.is_fort() && *damage > 0 {
            return Err(RuleError::FortHasNoSails { ship: *ship });
        }
        if *damage > s.card.max_sail_damage() {
            return Err(RuleError::SailDamageOutOfRange {
                ship: *ship,
                damage: *damage,
                max: s.card.max_sail_damage(),
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

        Ok(())
    }

    pub(super) fn ship_sunk(
        &mut self,
        ship: &Uuid,
        cause: &SinkCause,
        o: &mut Outcome,
    ) -> Result<(), RuleError> {
        let i = self.afloat(*ship)?;
        if let SinkCause::EnemyFire { port: Some(p) } = cause {
            self.port(*p)?;
        }
        o.rule(Rule::Sinking);
        self.sink(i, *cause, o);

        Ok(())
    }

    /// A shot or a salvo: the markers spent (one chaser shot a round),
    /// then what the hit does, by the core's own rules
    /// (`shturman_rules::attack`): critical eligibility, the critical roll
    /// a sinking hit does not get, the damage, sinking, dismasting.
    pub(super) fn fire(&mut self, f: Fire<'_>, o: &mut Outcome) -> Result<(), RuleError> {
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
        let mut total: u8 = 0;
        let mut every_last = true;
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
            if let Some(gun) = part.gun {
                let kind = gun.kind();
                check_chaser(kind, s.chaser_fired)
                    .map_err(|_| RuleError::ChaserSpent { ship: part.ship })?;
                if part.shots > max_volley(kind, remaining, s.chaser_fired) {
                    return Err(RuleError::ChaserOneShot {
                        ship: part.ship,
                        shots: part.shots,
                    });
                }
            }
            every_last &= is_last_shot(part.shots, remaining);
            if f.critical.is_some() && !is_last_shot(part.shots, remaining) {
                return Err(RuleError::CriticalNotAllowed {
                    ship: part.ship,
                    remaining: remaining - part.shots,
                });
            }
            total = total
                .checked_add(part.shots)
                .ok_or(RuleError::TooManyShots)?;
        }
        let before = self.ships[t].target_state();
        let attack = Attack {
            // the faces played their part at the table: hit is the fact
            faces: FaceSet::EMPTY,
            shots: total,
            aim: f.aim,
            critical: every_last,
        };
        if f.hit && f.critical.is_some() && !rolls_critical(&attack, &before) {
            return Err(RuleError::CriticalNotRolled { target: f.target });
        }
        for part in f.parts {
            let i = self.ship_index(part.ship)?;
            let s = &mut self.ships[i];
            s.shots_used += part.shots;
            let chaser = part.gun.is_some_and(|g| g.kind() == GunKind::Chaser);
            s.chaser_fired |= chaser;
            o.events.push(Event::ShotsUsed {
                ship: part.ship,
                used: part.shots,
                left: s.shots_left(),
                chaser,
            });
            if chaser {
                o.rule(Rule::ChaserShot);
            }
        }
        o.rule(Rule::ShotsPerRound);
        if f.parts.len() > 1 || total > 1 {
            o.rule(Rule::Salvo);
        }
        if !f.hit {
            o.events.push(Event::Missed { target: f.target });
            return Ok(());
        }
        let six = f.critical == Some(true);
        let (after, sunk) = apply_hit(&before, total, f.aim, six);
        o.rule(match f.aim {
            Aim::Hull => Rule::HullHit,
            Aim::Sails => Rule::SailHit,
        });
        let s = &mut self.ships[t];
        s.hull = after.hull_damage;
        s.sails = after.sail_damage;
        match f.aim {
            Aim::Hull => o.events.push(Event::HullDamaged {
                ship: f.target,
                amount: total,
                hull: s.hull,
            }),
            Aim::Sails => o.events.push(Event::SailsDamaged {
                ship: f.target,
                amount: total,
                sails: s.sails,
            }),
        }
        if let Some(six) = f.critical {
            o.rule(Rule::Critical);
            o.events.push(Event::CriticalRolled {
                target: f.target,
                aim: f.aim,
                six,
            });
        }
        if six && f.aim == Aim::Sails {
            o.rule(Rule::SailCritical);
            o.events.push(Event::SailsStripped {
                ship: f.target,
                sails: s.sails,
            });
        }
        if f.aim == Aim::Sails
            && !is_dismasted(&s.card, before.sail_damage)
            && is_dismasted(&s.card, s.sails)
        {
            o.rule(Rule::Dismasted);
            o.events.push(Event::Dismasted { ship: f.target });
        }
        match sunk {
            Some(Sinking::HullDamage) => {
                o.rule(Rule::Sinking);
                self.sink(t, SinkCause::EnemyFire { port: f.port }, o);
            }
            Some(Sinking::Critical) => self.sink(t, SinkCause::EnemyFire { port: f.port }, o),
            None => {}
        }
        Ok(())
    }

    /// Sink ship `i` and decide its captain's fate (§6).
    pub(super) fn sink(&mut self, i: usize, cause: SinkCause, o: &mut Outcome) {
        let id = self.ships[i].id;
        let owner = self.ships[i].owner;
        self.ships[i].status = ShipStatus::Sunk { cause };
        o.events.push(Event::Sunk { ship: id, cause });
        let Some(card) = self.card_on(id) else {
            return;
        };
        let (card_owner, card_id) = (card.owner, card.id);
        let saved_in = match cause {
            SinkCause::EnemyFire { port: Some(p) }
                if self.ports.get(&p).is_some_and(|p| p.owner == owner) =>
            {
                Some(p)
            }
            SinkCause::EnemyFire { .. } | SinkCause::Other => None,
        };
        match saved_in {
            Some(port) => {
                self.card_mut(card_owner, card_id).place = CardPlace::InPort { port };
                o.events.push(Event::CaptainStaysInPort {
                    ship: id,
                    port,
                    card: self.card_info(card_owner, card_id),
                });
                o.rule(Rule::CaptainSavedInOwnPort);
            }
            None => {
                self.card_mut(card_owner, card_id).place = CardPlace::Dead;
                o.events.push(Event::CaptainLost {
                    ship: id,
                    card: self.card_info(card_owner, card_id),
                });
                o.rule(Rule::CaptainLeavesWithShip);
            }
        }
    }
}

/// One shot or salvo, as the two fire actions state it.
pub(super) struct Fire<'a> {
    pub(super) parts: &'a [SalvoPart],
    pub(super) target: Uuid,
    pub(super) aim: Aim,
    pub(super) hit: bool,
    pub(super) critical: Option<bool>,
    pub(super) port: Option<PortId>,
    pub(super) dice: &'a [u8],
}
