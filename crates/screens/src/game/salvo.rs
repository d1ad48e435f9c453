//! A salvo of several ships recorded as one (issue 16 #6, §4.5): the player
//! picks the target, the ships that fire and their shots (a chaser part is
//! one shot, the ship's one chaser shot of the round), each part's range
//! band; the core gathers the parts ([`salvo`]: the worst part's faces,
//! Target's 2 dropped when several ships take part, one damage per shot
//! a critical only when every ship spends its last marker) and
//! reads the die a face at a time ([`ShotRoll`]). The result is one
//! [`Action::Salvo`].

use shturman_game::{Action, Aim, GameView, SalvoPart, ShipStatus, ShipView};
use shturman_rules::attack::{salvo, Attack, NextDie, SalvoPlan, ShotRoll, TargetState, Volley};
use shturman_rules::fire::{damage_level, hit_faces, Band, FaceSet, Gun, GunKind};
use shturman_rules::ShipClass;
use uuid::Uuid;

/// One ship's part as the player set it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Part {
    pub ship: Uuid,
    pub shots: u8,
    pub kind: GunKind,
    pub band: Band,
}

/// The salvo being put together.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SalvoScreen {
    pub target: Option<Uuid>,
    pub parts: Vec<Part>,
    pub aim: Aim,
    /// Faces fed so far (the hit die, then the critical die).
    pub dice: Vec<u8>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    Target(Uuid),
    /// Add the ship to the salvo, or take it out.
    Toggle(Uuid),
    Shots(Uuid, u8),
    Kind(Uuid, GunKind),
    Band(Uuid, Band),
    Aim(Aim),
    /// A face rolled at the table (or in the app).
    Face(u8),
    ClearDice,
}

/// What the salvo comes to now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Worked {
    pub plan: SalvoPlan,
    /// Each part's faces as that ship alone would fire them.
    pub alone: Vec<FaceSet>,
    /// The die the player rolls next, or `None` when resolved.
    pub next: Option<NextDie>,
    /// The action to record, once resolved.
    pub action: Option<Action>,
}

fn ship(v: &GameView, id: Uuid) -> Option<&ShipView> {
    v.ships.iter().find(|s| s.id == id)
}

fn gun(class: ShipClass, kind: GunKind) -> Gun {
    match (class, kind) {
        (ShipClass::Fort, _) => Gun::Fort,
        (_, GunKind::Broadside) => Gun::Starboard,
        (_, GunKind::Chaser) => Gun::Bow,
    }
}

/// A ship's faces for a part (§4.4): its gun, band, damage level and the
/// captain the table can see.
pub fn faces(s: &ShipView, kind: GunKind, band: Band) -> FaceSet {
    hit_faces(
        gun(s.class, kind),
        band,
        damage_level(s.hull, s.card.strength),
        crate::game::table::face_up(s),
    )
    .faces
}

fn target_state(s: &ShipView) -> TargetState {
    TargetState {
        strength: s.card.strength,
        hull_damage: s.hull,
        sail_damage: s.sails,
        fresh_straight: s.card.fresh_straight,
        sunk: matches!(s.status, ShipStatus::Sunk { .. }),
    }
}

impl SalvoScreen {
    pub fn update(&mut self, v: &GameView, e: Event) {
        match e {
            Event::Target(t) => {
                self.target = Some(t);
                self.parts.retain(|p| p.ship != t);
            }
            Event::Toggle(id) => {
                if let Some(i) = self.parts.iter().position(|p| p.ship == id) {
                    self.parts.remove(i);
                } else if Some(id) != self.target
                    && ship(v, id).is_some_and(|s| s.shots_left > 0)
                {
                    self.parts.push(Part {
                        ship: id,
                        shots: 1,
                        kind: GunKind::Broadside,
                        band: Band::Long,
                    });
                }
            }
            Event::Shots(id, n) => {
                let left = ship(v, id).map_or(0, |s| s.shots_left);
                if let Some(p) = self.parts.iter_mut().find(|p| p.ship == id) {
                    // a chaser part is one shot (§4.5)
                    let max = if p.kind == GunKind::Chaser { 1 } else { left };
                    p.shots = n.clamp(1, max.max(1));
                }
            }
            Event::Kind(id, k) => {
                if let Some(p) = self.parts.iter_mut().find(|p| p.ship == id) {
                    p.kind = k;
                    if k == GunKind::Chaser {
                        p.shots = 1;
                    }
                }
            }
            Event::Band(id, b) => {
                if let Some(p) = self.parts.iter_mut().find(|p| p.ship == id) {
                    p.band = b;
                }
            }
            Event::Aim(a) => self.aim = a,
            Event::Face(f) => {
                if (1..=6).contains(&f) {
                    self.dice.push(f);
                    if self.worked(v).is_none_or(|w| w.next.is_none() && w.action.is_none()) {
                        // a face the roll does not take: nothing changes
                        self.dice.pop();
                    }
                }
                return;
            }
            Event::ClearDice => {}
        }
        // any change to the salvo starts its roll again
        self.dice.clear();
    }

    /// The salvo as the core works it out, with the dice fed so far.
    pub fn worked(&self, v: &GameView) -> Option<Worked> {
        let target = ship(v, self.target?)?;
        let mut volleys = Vec::new();
        let mut alone = Vec::new();
        for p in &self.parts {
            let s = ship(v, p.ship)?;
            let f = faces(s, p.kind, p.band);
            alone.push(f);
            volleys.push(Volley {
                faces: f,
                kind: p.kind,
                shots: p.shots,
                shots_left: s.shots_left,
            });
        }
        let plan = salvo(&volleys, self.aim).ok()?;
        let attack: Attack = plan.attack;
        let mut roll = ShotRoll::new(attack, target_state(target)).ok()?;
        for d in &self.dice {
            roll.feed(*d).ok()?;
        }
        let next = roll.next();
        let action = roll.resolution().map(|r| Action::Salvo {
            shooters: self
                .parts
                .iter()
                .map(|p| SalvoPart {
                    ship: p.ship,
                    shots: p.shots,
                    gun: (p.kind == GunKind::Chaser).then_some(Gun::Bow),
                })
                .collect(),
            target: target.id,
            aim: self.aim,
            hit: r.hit,
            critical: r.critical_roll.map(|_| r.critical),
            target_port: None,
            dice: self.dice.clone(),
        });
        Some(Worked {
            plan,
            alone,
            next,
            action,
        })
    }
}

#[cfg(test)]
mod tests;
