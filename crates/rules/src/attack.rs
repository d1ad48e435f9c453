//! Shots, salvos, criticals and their resolution (digest §4.5). This module
//! owns how a ship's shot markers are spent ([`Volley`]), which shot is its
//! last, how shots become one [`Attack`] (a single shot or a salvo resolved
//! by its worst shot), what a hit does to the target ([`TargetState`]) and
//! the resolution of an attack with injected dice ([`resolve`]). The exact
//! odds of a plan of attacks are in [`crate::odds`]; both use the same
//! [`apply_hit`], so the odds are the odds of what the resolver does.

use crate::assumptions::Assumption;
use crate::card::ShipCard;
use crate::dice::{roll_checked, DiceError, DiceSource};
use crate::fire::{FaceSet, GunKind};
use core::fmt;

/// What a shot is aimed at (§4.5). Hull unless declared otherwise.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Aim {
    #[default]
    Hull,
    Sails,
}

/// A mistake in describing shots or a target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum FireError {
    /// A volley of zero shots.
    ZeroShots,
    /// More shots than markers left this round.
    NotEnoughShots { shots: u8, shots_left: u8 },
    /// A chaser shot uses exactly one marker (§4.5).
    ChaserFiresOneShot { shots: u8 },
    /// A single shot must spend exactly one marker.
    NotASingleShot { shots: u8 },
    /// A salvo with more than 255 shots in it.
    TooManyShots,
    /// A salvo with no ships in it.
    EmptySalvo,
    /// A ship with hull strength 0.
    ZeroStrength,
    /// Hull damage at or above strength: that ship has sunk.
    Sunk { damage: u8, strength: u8 },
    /// The target is already marked sunk.
    TargetSunk,
}

impl fmt::Display for FireError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FireError::ZeroShots => write!(f, "a volley needs at least one shot"),
            FireError::NotEnoughShots { shots, shots_left } => {
                write!(f, "{shots} shots but only {shots_left} left this round")
            }
            FireError::ChaserFiresOneShot { shots } => {
                write!(f, "a chaser fires exactly one shot, not {shots}")
            }
            FireError::NotASingleShot { shots } => {
                write!(f, "a single shot spends one marker, not {shots}")
            }
            FireError::TooManyShots => write!(f, "more than 255 shots in one salvo"),
            FireError::EmptySalvo => write!(f, "a salvo needs at least one ship"),
            FireError::ZeroStrength => write!(f, "hull strength must be at least 1"),
            FireError::Sunk { damage, strength } => {
                write!(
                    f,
                    "hull damage {damage} with strength {strength}: the ship has sunk"
                )
            }
            FireError::TargetSunk => write!(f, "the target has already sunk"),
        }
    }
}

impl std::error::Error for FireError {}

/// Shots per round from the card (§4.5: brig/frigate 1, galleon 2, linkor 3).
pub const fn shots_per_round(card: &ShipCard) -> u8 {
    card.shots
}

/// Whether firing `shots` markers out of `shots_left` empties the ship for
/// this round, i.e. whether it includes the ship's last shot (§4.5).
///
/// ```
/// use shturman_rules::attack::is_last_shot;
/// assert!(is_last_shot(1, 1));   // a brig: every shot is its last
/// assert!(!is_last_shot(1, 3));  // a linkor's first shot
/// assert!(is_last_shot(3, 3));   // a linkor's full salvo
/// ```
pub const fn is_last_shot(shots: u8, shots_left: u8) -> bool {
    shots >= 1 && shots == shots_left
}

/// One ship's part of an attack: its hit faces, the gun kind, and how many
/// of its `shots_left` markers it spends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Volley {
    pub faces: FaceSet,
    pub kind: GunKind,
    pub shots: u8,
    pub shots_left: u8,
}

impl Volley {
    /// One shot from a ship with `shots_left` markers.
    pub const fn one(faces: FaceSet, kind: GunKind, shots_left: u8) -> Volley {
        Volley {
            faces,
            kind,
            shots: 1,
            shots_left,
        }
    }

    /// Check the markers: at least one shot, no more than are left, and a
    /// chaser spends exactly one (§4.5).
    pub const fn check(&self) -> Result<(), FireError> {
        if self.shots == 0 {
            return Err(FireError::ZeroShots);
        }
        if self.shots > self.shots_left {
            return Err(FireError::NotEnoughShots {
                shots: self.shots,
                shots_left: self.shots_left,
            });
        }
        if matches!(self.kind, GunKind::Chaser) && self.shots != 1 {
            return Err(FireError::ChaserFiresOneShot { shots: self.shots });
        }
        Ok(())
    }

    /// Whether this volley spends the ship's last marker.
    pub const fn is_last(&self) -> bool {
        is_last_shot(self.shots, self.shots_left)
    }

    /// Markers left after it.
    pub const fn shots_after(&self) -> u8 {
        self.shots_left.saturating_sub(self.shots)
    }
}

/// One roll against the target: a single shot or a salvo.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Attack {
    /// A hit on any of these faces.
    pub faces: FaceSet,
    /// Damage on a hit: 1 for a single shot, the number of shots for a
    /// salvo [A-6].
    pub shots: u8,
    pub aim: Aim,
    /// Whether a hit earns a critical roll (§4.5).
    pub critical: bool,
}

impl Attack {
    /// A single shot from `volley` (which must spend one marker): critical
    /// on a hit iff it is the ship's last shot.
    ///
    /// ```
    /// use shturman_rules::attack::{Aim, Attack, Volley};
    /// use shturman_rules::fire::{FaceSet, GunKind};
    /// let brig = Attack::single(Volley::one(FaceSet::of(&[1, 3, 5]), GunKind::Broadside, 1), Aim::Hull).unwrap();
    /// assert!(brig.critical);
    /// let linkor = Attack::single(Volley::one(FaceSet::of(&[1, 3, 5]), GunKind::Broadside, 3), Aim::Hull).unwrap();
    /// assert!(!linkor.critical);
    /// ```
    pub fn single(volley: Volley, aim: Aim) -> Result<Attack, FireError> {
        volley.check()?;
        if volley.shots != 1 {
            return Err(FireError::NotASingleShot {
                shots: volley.shots,
            });
        }
        Ok(Attack {
            faces: volley.faces,
            shots: 1,
            aim,
            critical: volley.is_last(),
        })
    }

    /// The assumptions this attack relies on: [A-6] when one hit deals more
    /// than one damage.
    pub fn assumptions(&self) -> Vec<Assumption> {
        if self.shots > 1 {
            vec![Assumption::A6SalvoDamage]
        } else {
            Vec::new()
        }
    }
}

/// `count` single shots, one after another, from a ship with `shots_left`
/// markers: only the one that spends its last marker may roll a critical.
///
/// ```
/// use shturman_rules::attack::{singles, Aim};
/// use shturman_rules::fire::{FaceSet, GunKind};
/// let plan = singles(FaceSet::of(&[1, 3, 5]), GunKind::Broadside, 3, 3, Aim::Hull).unwrap();
/// assert_eq!(plan.iter().map(|a| a.critical).collect::<Vec<_>>(), [false, false, true]);
/// ```
pub fn singles(
    faces: FaceSet,
    kind: GunKind,
    count: u8,
    shots_left: u8,
    aim: Aim,
) -> Result<Vec<Attack>, FireError> {
    if count == 0 {
        return Err(FireError::ZeroShots);
    }
    if count > shots_left {
        return Err(FireError::NotEnoughShots {
            shots: count,
            shots_left,
        });
    }
    (0..count)
        .map(|i| Attack::single(Volley::one(faces, kind, shots_left - i), aim))
        .collect()
}

/// A salvo made into one roll (§4.5).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SalvoPlan {
    pub attack: Attack,
    /// Index of the worst part, whose faces the salvo uses.
    pub worst: usize,
    /// Always [A-6].
    pub assumptions: Vec<Assumption>,
}

/// Gather volleys from one ship or several into a salvo: one d6 against the
/// faces of its worst shot (fewest faces; on a tie, one without captain
/// Target's 2, so Target never helps a salvo, then the first), one damage
/// per shot on a hit [A-6], a critical only if every part spends its ship's
/// last marker.
///
/// ```
/// use shturman_rules::attack::{salvo, Aim, Volley};
/// use shturman_rules::fire::{FaceSet, GunKind};
/// let a = Volley { faces: FaceSet::of(&[1, 2, 3, 5]), kind: GunKind::Broadside, shots: 2, shots_left: 2 };
/// let b = Volley { faces: FaceSet::of(&[3, 5]), kind: GunKind::Broadside, shots: 1, shots_left: 1 };
/// let s = salvo(&[a, b], Aim::Hull).unwrap();
/// assert_eq!((s.attack.faces, s.attack.shots, s.attack.critical, s.worst), (FaceSet::of(&[3, 5]), 3, true, 1));
/// ```
pub fn salvo(parts: &[Volley], aim: Aim) -> Result<SalvoPlan, FireError> {
    for p in parts {
        p.check()?;
    }
    let (worst, w) = parts
        .iter()
        .enumerate()
        .min_by_key(|(i, p)| (p.faces.len(), p.faces.contains(2), *i))
        .ok_or(FireError::EmptySalvo)?;
    let shots = parts
        .iter()
        .try_fold(0u8, |acc, p| acc.checked_add(p.shots))
        .ok_or(FireError::TooManyShots)?;
    let mut assumptions = vec![Assumption::A6SalvoDamage];
    // A tie between different face sets is settled by [A-9].
    if parts
        .iter()
        .any(|p| p.faces.len() == w.faces.len() && p.faces != w.faces)
    {
        assumptions.push(Assumption::A9SalvoTie);
    }
    Ok(SalvoPlan {
        attack: Attack {
            faces: w.faces,
            shots,
            aim,
            critical: parts.iter().all(Volley::is_last),
        },
        worst,
        assumptions,
    })
}

/// The target of an attack: what a hit changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TargetState {
    /// Hull strength (card).
    pub strength: u8,
    pub hull_damage: u8,
    pub sail_damage: u8,
    /// Fresh-wind straight range (card): a sails critical sets sail damage
    /// to it, and sail damage never goes beyond it (the sails are gone).
    pub fresh_straight: u8,
    pub sunk: bool,
}

impl TargetState {
    /// An undamaged ship with this card.
    pub const fn new(card: &ShipCard) -> TargetState {
        TargetState {
            strength: card.strength,
            hull_damage: 0,
            sail_damage: 0,
            fresh_straight: card.fresh_straight,
            sunk: false,
        }
    }

    /// Check it is a ship that can still be fired on.
    pub const fn check(&self) -> Result<(), FireError> {
        if self.strength == 0 {
            return Err(FireError::ZeroStrength);
        }
        if self.sunk {
            return Err(FireError::TargetSunk);
        }
        if self.hull_damage >= self.strength {
            return Err(FireError::Sunk {
                damage: self.hull_damage,
                strength: self.strength,
            });
        }
        Ok(())
    }
}

/// How a target sank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Sinking {
    /// Hull damage reached strength.
    HullDamage,
    /// A 6 on the critical roll after a hull hit.
    Critical,
}

/// What a hit does to `target` (§4.5): `shots` hull or sail damage; hull
/// damage reaching strength sinks; a critical (a 6 on the critical roll)
/// sinks on the hull and strips all sails on sails. Returns the new state
/// and, if it sank, how. A hit that already sinks needs no critical.
///
/// ```
/// use shturman_rules::attack::{apply_hit, Aim, Sinking, TargetState};
/// use shturman_rules::ShipClass;
/// let mut brig = TargetState::new(&ShipClass::Brig.card());
/// brig.hull_damage = 2;
/// assert_eq!(apply_hit(&brig, 1, Aim::Hull, false).1, Some(Sinking::HullDamage));
/// let (after, _) = apply_hit(&brig, 1, Aim::Sails, true);
/// assert_eq!(after.sail_damage, 5); // all sails gone
/// ```
pub fn apply_hit(
    target: &TargetState,
    shots: u8,
    aim: Aim,
    critical: bool,
) -> (TargetState, Option<Sinking>) {
    let mut t = *target;
    match aim {
        Aim::Hull => {
            t.hull_damage = t.hull_damage.saturating_add(shots).min(t.strength);
            if t.hull_damage >= t.strength {
                t.sunk = true;
                return (t, Some(Sinking::HullDamage));
            }
            if critical {
                t.sunk = true;
                return (t, Some(Sinking::Critical));
            }
        }
        Aim::Sails => {
            t.sail_damage = if critical {
                t.fresh_straight
            } else {
                t.sail_damage.saturating_add(shots).min(t.fresh_straight)
            };
        }
    }
    (t, None)
}

/// Whether a hit with `attack` on `target` would roll for a critical: it
/// must be critical-eligible, and a hull hit that already sinks needs none.
pub fn rolls_critical(attack: &Attack, target: &TargetState) -> bool {
    attack.critical
        && match attack.aim {
            Aim::Hull => target.hull_damage.saturating_add(attack.shots) < target.strength,
            Aim::Sails => true,
        }
}

/// The outcome of one attack resolved with dice.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Resolution {
    /// The hit roll; `None` when no roll is needed (every face hits, or
    /// none does).
    pub hit_roll: Option<u8>,
    pub hit: bool,
    /// The critical roll, if one was made.
    pub critical_roll: Option<u8>,
    /// True when the critical roll showed 6.
    pub critical: bool,
    pub before: TargetState,
    pub after: TargetState,
    pub sunk: Option<Sinking>,
    pub assumptions: Vec<Assumption>,
}

/// Why an attack could not be resolved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ResolveError {
    Fire(FireError),
    Dice(DiceError),
}

impl fmt::Display for ResolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResolveError::Fire(e) => e.fmt(f),
            ResolveError::Dice(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ResolveError {}

impl From<FireError> for ResolveError {
    fn from(e: FireError) -> Self {
        ResolveError::Fire(e)
    }
}

impl From<DiceError> for ResolveError {
    fn from(e: DiceError) -> Self {
        ResolveError::Dice(e)
    }
}

/// Resolve `attack` on `target` with faces from `dice`: the hit roll (none
/// when every face hits, as with Target at point blank), then, on an
/// eligible hit, the critical roll. Scripted, player-entered and random
/// dice all go through here.
///
/// ```
/// use shturman_rules::attack::{resolve, Aim, Attack, Sinking, TargetState};
/// use shturman_rules::dice::ScriptedDice;
/// use shturman_rules::fire::FaceSet;
/// use shturman_rules::ShipClass;
/// let shot = Attack { faces: FaceSet::of(&[1, 3, 5]), shots: 1, aim: Aim::Hull, critical: true };
/// let target = TargetState::new(&ShipClass::Linkor.card());
/// let mut dice = ScriptedDice::new([3, 6]).unwrap();
/// let r = resolve(&shot, &target, &mut dice).unwrap();
/// assert!(r.hit && r.critical);
/// assert_eq!(r.sunk, Some(Sinking::Critical));
/// ```
pub fn resolve(
    attack: &Attack,
    target: &TargetState,
    dice: &mut dyn DiceSource,
) -> Result<Resolution, ResolveError> {
    target.check()?;
    if attack.shots == 0 {
        return Err(FireError::ZeroShots.into());
    }
    let (hit_roll, hit) = match attack.faces.len() {
        0 => (None, false),
        6 => (None, true),
        _ => {
            let r = roll_checked(dice)?;
            (Some(r), attack.faces.contains(r))
        }
    };
    let mut critical_roll = None;
    let (after, sunk) = if hit {
        if rolls_critical(attack, target) {
            critical_roll = Some(roll_checked(dice)?);
        }
        apply_hit(target, attack.shots, attack.aim, critical_roll == Some(6))
    } else {
        (*target, None)
    };
    Ok(Resolution {
        hit_roll,
        hit,
        critical_roll,
        critical: critical_roll == Some(6),
        before: *target,
        after,
        sunk,
        assumptions: attack.assumptions(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::ScriptedDice;
    use crate::ShipClass;

    fn odd() -> FaceSet {
        FaceSet::of(&[1, 3, 5])
    }

    #[test]
    fn chaser_uses_one_marker() {
        let v = Volley {
            faces: FaceSet::of(&[5]),
            kind: GunKind::Chaser,
            shots: 2,
            shots_left: 3,
        };
        assert_eq!(v.check(), Err(FireError::ChaserFiresOneShot { shots: 2 }));
        // A brig firing a chaser has no broadside left; a linkor keeps 2.
        assert_eq!(
            Volley::one(FaceSet::of(&[5]), GunKind::Chaser, 1).shots_after(),
            0
        );
        assert_eq!(
            Volley::one(FaceSet::of(&[5]), GunKind::Chaser, 3).shots_after(),
            2
        );
        assert_eq!(
            Volley::one(FaceSet::of(&[5]), GunKind::Chaser, 2).shots_after(),
            1
        );
    }

    #[test]
    fn salvo_criticals_need_every_ship_empty() {
        let full = Volley {
            faces: odd(),
            kind: GunKind::Broadside,
            shots: 2,
            shots_left: 2,
        };
        let partial = Volley {
            faces: odd(),
            kind: GunKind::Broadside,
            shots: 1,
            shots_left: 3,
        };
        assert!(salvo(&[full], Aim::Hull).unwrap().attack.critical);
        assert!(!salvo(&[full, partial], Aim::Hull).unwrap().attack.critical);
        assert_eq!(salvo(&[], Aim::Hull), Err(FireError::EmptySalvo));
    }

    #[test]
    fn a_tie_between_different_faces_reports_a9() {
        let target = Volley::one(FaceSet::of(&[2, 5]), GunKind::Broadside, 1);
        let plain = Volley::one(FaceSet::of(&[3, 5]), GunKind::Broadside, 1);
        let s = salvo(&[target, plain], Aim::Hull).unwrap();
        assert_eq!(s.attack.faces, FaceSet::of(&[3, 5]));
        assert_eq!(
            s.assumptions,
            vec![Assumption::A6SalvoDamage, Assumption::A9SalvoTie]
        );
        let same = salvo(&[plain, plain], Aim::Hull).unwrap();
        assert_eq!(same.assumptions, vec![Assumption::A6SalvoDamage]);
    }

    #[test]
    fn target_never_helps_a_salvo() {
        let target = Volley::one(FaceSet::of(&[2, 3, 5]), GunKind::Broadside, 1);
        let plain = Volley::one(odd(), GunKind::Broadside, 1);
        let s = salvo(&[target, plain], Aim::Hull).unwrap();
        assert_eq!(s.attack.faces, odd());
        assert_eq!(s.worst, 1);
    }

    #[test]
    fn resolve_paths() {
        let linkor = TargetState::new(&ShipClass::Linkor.card());
        let shot = Attack {
            faces: odd(),
            shots: 1,
            aim: Aim::Hull,
            critical: false,
        };
        // Miss: no critical roll, target unchanged.
        let mut d = ScriptedDice::new([2]).unwrap();
        let r = resolve(&shot, &linkor, &mut d).unwrap();
        assert!(!r.hit && r.after == linkor && d.used() == 1);
        // Hit, not eligible: one roll only.
        let mut d = ScriptedDice::new([5, 6]).unwrap();
        let r = resolve(&shot, &linkor, &mut d).unwrap();
        assert_eq!(
            (r.hit, r.critical_roll, r.after.hull_damage),
            (true, None, 1)
        );
        assert_eq!(d.used(), 1);
        // Every face hits: no roll at all.
        let all = Attack {
            faces: FaceSet::ALL,
            ..shot
        };
        let mut d = ScriptedDice::new([]).unwrap();
        assert!(resolve(&all, &linkor, &mut d).unwrap().hit);
        // Ran out mid-attack.
        let crit = Attack {
            critical: true,
            ..shot
        };
        let mut d = ScriptedDice::new([1]).unwrap();
        assert_eq!(
            resolve(&crit, &linkor, &mut d),
            Err(ResolveError::Dice(DiceError::RanOut { used: 1 }))
        );
    }

    #[test]
    fn salvo_damage_and_sinking_by_damage() {
        let mut brig = TargetState::new(&ShipClass::Brig.card());
        brig.hull_damage = 1;
        let s = Attack {
            faces: odd(),
            shots: 2,
            aim: Aim::Hull,
            critical: true,
        };
        let mut d = ScriptedDice::new([1]).unwrap();
        let r = resolve(&s, &brig, &mut d).unwrap();
        // Sinks by damage: no critical roll needed.
        assert_eq!((r.sunk, r.critical_roll), (Some(Sinking::HullDamage), None));
        assert_eq!(r.assumptions, vec![Assumption::A6SalvoDamage]);
        brig.sunk = true;
        assert_eq!(
            resolve(&s, &brig, &mut d),
            Err(ResolveError::Fire(FireError::TargetSunk))
        );
    }

    #[test]
    fn sails_critical_strips_all_sails() {
        let frigate = TargetState::new(&ShipClass::Frigate.card());
        let s = Attack {
            faces: odd(),
            shots: 1,
            aim: Aim::Sails,
            critical: true,
        };
        let mut d = ScriptedDice::new([3, 6]).unwrap();
        let r = resolve(&s, &frigate, &mut d).unwrap();
        assert_eq!(r.after.sail_damage, frigate.fresh_straight);
        assert_eq!((r.after.hull_damage, r.sunk), (0, None));
        let mut d = ScriptedDice::new([3, 5]).unwrap();
        assert_eq!(resolve(&s, &frigate, &mut d).unwrap().after.sail_damage, 1);
    }
}
