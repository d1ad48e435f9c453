//! Shots, salvos, criticals and their resolution (§4.5). This module
//! owns how a ship's shot markers are spent ([`Volley`]), which shot is its
//! last, how shots become one [`Attack`] (a single shot or a salvo resolved
//! by its worst shot), what a hit does to the target ([`TargetState`]) and
//! the resolution of an attack with injected dice ([`resolve`]). The exact
//! odds of a plan of attacks are in [`crate::odds`]; both use the same
//! [`apply_hit`], so the odds are the odds of what the resolver does.

use crate::assumptions::Assumption;
use crate::card::ShipCard;
use crate::dice::{DiceError, DiceSource, roll_checked};
use crate::fire::{FaceSet, GunKind};

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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum FireError {
    /// A volley of zero shots.
    #[error("a volley needs at least one shot")]
    ZeroShots,
    /// More shots than markers left this round.
    #[error("{shots} shots but only {shots_left} left this round")]
    NotEnoughShots { shots: u8, shots_left: u8 },
    /// A chaser shot uses exactly one marker (§4.5).
    #[error("a chaser fires exactly one shot, not {shots}")]
    ChaserFiresOneShot { shots: u8 },
    /// A single shot must spend exactly one marker.
    #[error("a single shot spends one marker, not {shots}")]
    NotASingleShot { shots: u8 },
    /// A salvo with more than 255 shots in it.
    #[error("more than 255 shots in one salvo")]
    TooManyShots,
    /// A salvo with no ships in it.
    #[error("a salvo needs at least one ship")]
    EmptySalvo,
    /// A ship with hull strength 0.
    #[error("hull strength must be at least 1")]
    ZeroStrength,
    /// Hull damage at or above strength: that ship has sunk.
    #[error("hull damage {damage} with strength {strength}: the ship has sunk")]
    Sunk { damage: u8, strength: u8 },
    /// The target is already marked sunk.
    #[error("the target has already sunk")]
    TargetSunk,
    /// The ship has fired its one chaser shot this round (§4.5: «имеют
    /// только по одному выстрелу курсовыми или ретирадными орудиями»).
    #[error("the ship's one chaser shot this round is already fired")]
    ChaserSpent,
}

/// Shots per round from the card (§4.5: brig/frigate 1, galleon 2, linkor 3).
pub const fn shots_per_round(card: &ShipCard) -> u8 {
    card.shots
}

/// The shot markers a ship has left this round (§4.5), from its shots per
/// round (`per_round`, the card), the markers said to be left (`left`, a
/// player's count, or the game's) and whether the round's one chaser shot
/// is fired. That shot moved one of the markers («сделав этот выстрел,
/// игрок обязан передвинуть один маркер стрельбы»), so at most
/// `per_round − 1` are left once it is fired: a brig or frigate none, a
/// galleon 1, a linkor 2. Every count the rules use (who may fire, how many
/// shots a volley may hold, which is the last) starts from this one.
///
/// ```
/// use shturman_rules::attack::shots_left;
/// assert_eq!(shots_left(1, 1, true), 0);  // a frigate after its chaser shot
/// assert_eq!(shots_left(3, 3, true), 2);  // a linkor keeps two
/// assert_eq!(shots_left(3, 1, true), 1);  // fewer said left: fewer
/// assert_eq!(shots_left(2, 9, false), 2); // never more than the card
/// ```
pub const fn shots_left(per_round: u8, left: u8, chaser_fired: bool) -> u8 {
    let most = if chaser_fired {
        per_round.saturating_sub(1)
    } else {
        per_round
    };
    if left < most { left } else { most }
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

/// The most shots a ship may put into one volley from guns of `kind`
/// (§4.5): all its markers left from a broadside; one from the bow or
/// stern chasers, and none once the round's one chaser shot is fired.
///
/// ```
/// use shturman_rules::attack::max_volley;
/// use shturman_rules::fire::GunKind;
/// assert_eq!(max_volley(GunKind::Broadside, 3, false), 3);
/// assert_eq!(max_volley(GunKind::Chaser, 3, false), 1); // a linkor: one chaser shot
/// assert_eq!(max_volley(GunKind::Chaser, 2, true), 0);
/// ```
pub const fn max_volley(kind: GunKind, shots_left: u8, chaser_spent: bool) -> u8 {
    match kind {
        GunKind::Broadside => shots_left,
        GunKind::Chaser if chaser_spent => 0,
        GunKind::Chaser if shots_left >= 1 => 1,
        GunKind::Chaser => 0,
    }
}

/// Whether a ship may fire `kind` guns now, given whether its chaser shot
/// of this round is spent (§4.5).
pub const fn check_chaser(kind: GunKind, chaser_spent: bool) -> Result<(), FireError> {
    match kind {
        GunKind::Chaser if chaser_spent => Err(FireError::ChaserSpent),
        GunKind::Chaser | GunKind::Broadside => Ok(()),
    }
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
/// Chasers fire one shot a round: more than one is refused (§4.5).
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
    if matches!(kind, GunKind::Chaser) && count > 1 {
        return Err(FireError::ChaserFiresOneShot { shots: count });
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
    /// Each part's faces as the salvo counts them: captain Target's face 2
    /// dropped when several ships take part.
    pub parts: Vec<FaceSet>,
    /// True when face 2 was dropped from a part because the salvo gathers
    /// shots from several ships (Target does not help such a salvo).
    pub target_dropped: bool,
    /// [A-6], and [A-9] when the worst part was picked from a tie.
    pub assumptions: Vec<Assumption>,
}

/// The only face captain Target adds (§4.4).
const TARGET_FACE: FaceSet = FaceSet::of(&[2]);

/// Gather the volleys of one ship or of several into a salvo, one part per
/// ship (a target lies on one line of each ship, so one gun of each bears):
/// one d6 against the faces of its worst part (fewest faces; on a tie
/// between different faces the first listed [A-9]), one damage per shot on
/// a hit [A-6], a critical only if every ship spends its last marker.
/// In a salvo of several ships captain Target's face 2 counts for none of
/// them («точность такого залпа не повысится»): it is dropped from every
/// part before the worst is taken. A salvo of one Target ship keeps it.
///
/// ```
/// use shturman_rules::attack::{salvo, Aim, Volley};
/// use shturman_rules::fire::{FaceSet, GunKind};
/// // A Target linkor's two shots (1,2,3,5) with a brig's one (1,3,5).
/// let target = Volley { faces: FaceSet::of(&[1, 2, 3, 5]), kind: GunKind::Broadside, shots: 2, shots_left: 2 };
/// let brig = Volley { faces: FaceSet::of(&[1, 3, 5]), kind: GunKind::Broadside, shots: 1, shots_left: 1 };
/// let s = salvo(&[target, brig], Aim::Hull).unwrap();
/// assert_eq!((s.attack.faces, s.attack.shots, s.attack.critical), (FaceSet::of(&[1, 3, 5]), 3, true));
/// assert!(s.target_dropped);
/// // The Target ship's own salvo keeps its 2.
/// assert_eq!(salvo(&[target], Aim::Hull).unwrap().attack.faces, FaceSet::of(&[1, 2, 3, 5]));
/// ```
pub fn salvo(parts: &[Volley], aim: Aim) -> Result<SalvoPlan, FireError> {
    for p in parts {
        p.check()?;
    }
    let several = parts.len() > 1;
    let counted: Vec<FaceSet> = parts
        .iter()
        .map(|p| {
            if several {
                p.faces.difference(TARGET_FACE)
            } else {
                p.faces
            }
        })
        .collect();
    let target_dropped = several && parts.iter().any(|p| p.faces.contains(2));
    let (worst, w) = counted
        .iter()
        .enumerate()
        .min_by_key(|(i, f)| (f.len(), *i))
        .ok_or(FireError::EmptySalvo)?;
    let shots = parts
        .iter()
        .try_fold(0u8, |acc, p| acc.checked_add(p.shots))
        .ok_or(FireError::TooManyShots)?;
    let mut assumptions = vec![Assumption::A6SalvoDamage];
    // A tie between different face sets is settled by [A-9].
    if counted.iter().any(|f| f.len() == w.len() && f != w) {
        assumptions.push(Assumption::A9SalvoTie);
    }
    Ok(SalvoPlan {
        attack: Attack {
            faces: *w,
            shots,
            aim,
            critical: parts.iter().all(Volley::is_last),
        },
        worst,
        parts: counted,
        target_dropped,
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ResolveError {
    #[error("{0}")]
    Fire(FireError),
    #[error("{0}")]
    Dice(DiceError),
}

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

/// The die an attack waits for (§4.5): first the hit die, then, after an
/// eligible hit, the critical die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum NextDie {
    Hit,
    Critical,
}

/// Why a face was not taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum RollError {
    /// A face outside 1..=6.
    #[error("die face {face} is not 1..=6")]
    BadFace { face: u8 },
    /// Every die of the attack is already rolled.
    #[error("the attack needs no more dice")]
    Done,
}

/// One attack resolved a die at a time: the quick roll, the fire helper
/// and the game all read dice through this, whether the app rolls them or
/// a player taps the face of a real die. It says which die is needed next
/// ([`ShotRoll::next`]), takes its face ([`ShotRoll::feed`]) and, when no
/// die is left, gives the [`Resolution`].
///
/// ```
/// use shturman_rules::attack::{Aim, Attack, NextDie, ShotRoll, TargetState};
/// use shturman_rules::fire::FaceSet;
/// use shturman_rules::ShipClass;
/// let brig_shot = Attack { faces: FaceSet::of(&[1, 3, 5]), shots: 1, aim: Aim::Hull, critical: true };
/// let mut r = ShotRoll::new(brig_shot, TargetState::new(&ShipClass::Frigate.card())).unwrap();
/// assert_eq!(r.next(), Some(NextDie::Hit));
/// assert_eq!(r.feed(3), Ok(Some(NextDie::Critical))); // a hit with the last shot
/// assert_eq!(r.hit(), Some(true));
/// assert_eq!(r.feed(6), Ok(None));
/// assert!(r.resolution().unwrap().sunk.is_some());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ShotRoll {
    attack: Attack,
    target: TargetState,
    hit_roll: Option<u8>,
    critical_roll: Option<u8>,
}

impl ShotRoll {
    /// An attack on `target`, no die rolled yet.
    pub fn new(attack: Attack, target: TargetState) -> Result<ShotRoll, FireError> {
        target.check()?;
        if attack.shots == 0 {
            return Err(FireError::ZeroShots);
        }
        Ok(ShotRoll {
            attack,
            target,
            hit_roll: None,
            critical_roll: None,
        })
    }

    pub const fn attack(&self) -> &Attack {
        &self.attack
    }

    pub const fn target(&self) -> &TargetState {
        &self.target
    }

    /// Whether the hit needs a die: not when every face hits (Target at
    /// point blank, undamaged) or none does.
    pub const fn hit_needs_roll(&self) -> bool {
        let n = self.attack.faces.len();
        n > 0 && n < 6
    }

    /// Hit or miss, once known (at once when no roll is needed).
    pub const fn hit(&self) -> Option<bool> {
        match (self.attack.faces.len(), self.hit_roll) {
            (0, _) => Some(false),
            (6, _) => Some(true),
            (_, Some(face)) => Some(self.attack.faces.contains(face)),
            (_, None) => None,
        }
    }

    pub const fn hit_roll(&self) -> Option<u8> {
        self.hit_roll
    }

    pub const fn critical_roll(&self) -> Option<u8> {
        self.critical_roll
    }

    /// Whether a hit here rolls for a critical (§4.5; [A-12]).
    pub fn hit_rolls_critical(&self) -> bool {
        rolls_critical(&self.attack, &self.target)
    }

    /// The die needed next, or `None` when the attack is resolved.
    pub fn next(&self) -> Option<NextDie> {
        match self.hit() {
            None => Some(NextDie::Hit),
            Some(false) => None,
            Some(true) if self.hit_rolls_critical() && self.critical_roll.is_none() => {
                Some(NextDie::Critical)
            }
            Some(true) => None,
        }
    }

    /// Take the face of the die [`ShotRoll::next`] asked for; returns what
    /// is needed after it.
    pub fn feed(&mut self, face: u8) -> Result<Option<NextDie>, RollError> {
        if !(1..=6).contains(&face) {
            return Err(RollError::BadFace { face });
        }
        match self.next() {
            Some(NextDie::Hit) => self.hit_roll = Some(face),
            Some(NextDie::Critical) => self.critical_roll = Some(face),
            None => return Err(RollError::Done),
        }
        Ok(self.next())
    }

    /// The outcome, once no die is left to roll.
    pub fn resolution(&self) -> Option<Resolution> {
        if self.next().is_some() {
            return None;
        }
        let hit = self.hit() == Some(true);
        let six = self.critical_roll == Some(6);
        let (after, sunk) = if hit {
            apply_hit(&self.target, self.attack.shots, self.attack.aim, six)
        } else {
            (self.target, None)
        };
        Some(Resolution {
            hit_roll: self.hit_roll,
            hit,
            critical_roll: self.critical_roll,
            critical: six,
            before: self.target,
            after,
            sunk,
            assumptions: self.attack.assumptions(),
        })
    }
}

/// Resolve `attack` on `target` with faces from `dice`, through
/// [`ShotRoll`]: the hit roll (none when every face hits, as with Target
/// at point blank), then, on an eligible hit, the critical roll. Scripted,
/// player-entered and random dice all go through here.
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
    let mut roll = ShotRoll::new(*attack, *target)?;
    while roll.next().is_some() {
        let face = roll_checked(dice)?;
        roll.feed(face)
            .expect("roll_checked gives 1..=6 and a die is needed");
    }
    Ok(roll
        .resolution()
        .expect("no die is needed: the attack is resolved"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ShipClass;
    use crate::dice::ScriptedDice;

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
        // A chaser at point blank (4,5,6) and a broadside at long range
        // (1,3,5): three faces each; the first listed counts [A-9].
        let chaser = Volley::one(FaceSet::of(&[4, 5, 6]), GunKind::Chaser, 1);
        let plain = Volley::one(odd(), GunKind::Broadside, 1);
        let s = salvo(&[chaser, plain], Aim::Hull).unwrap();
        assert_eq!((s.attack.faces, s.worst), (FaceSet::of(&[4, 5, 6]), 0));
        assert_eq!(
            s.assumptions,
            vec![Assumption::A6SalvoDamage, Assumption::A9SalvoTie]
        );
        let same = salvo(&[plain, plain], Aim::Hull).unwrap();
        assert_eq!(same.assumptions, vec![Assumption::A6SalvoDamage]);
    }

    /// §4.5, «точность такого залпа не повысится»: in a salvo gathered from
    /// several ships face 2 is dropped from every part, then the worst is
    /// taken. A damaged Target ship (2,3,5) with a plain brig (1,3,5): the
    /// salvo hits on 3 and 5 only (it used to take 1,3,5).
    #[test]
    fn target_in_a_salvo_with_other_ships_drops_face_2() {
        let target = Volley::one(FaceSet::of(&[2, 3, 5]), GunKind::Broadside, 1);
        let plain = Volley::one(odd(), GunKind::Broadside, 1);
        let s = salvo(&[target, plain], Aim::Hull).unwrap();
        assert_eq!(s.attack.faces, FaceSet::of(&[3, 5]));
        assert_eq!(s.worst, 0);
        assert_eq!(s.parts, vec![FaceSet::of(&[3, 5]), odd()]);
        assert!(s.target_dropped);
        // One Target ship's own salvo keeps the 2.
        let own = Volley {
            shots: 2,
            shots_left: 2,
            ..Volley::one(FaceSet::of(&[2, 3, 5]), GunKind::Broadside, 2)
        };
        let s = salvo(&[own], Aim::Hull).unwrap();
        assert_eq!(s.attack.faces, FaceSet::of(&[2, 3, 5]));
        assert!(!s.target_dropped);
    }

    /// §4.5: one chaser shot per ship per round; a linkor plans one, not three.
    #[test]
    fn one_chaser_shot_per_ship_per_round() {
        let five = FaceSet::of(&[5]);
        assert_eq!(
            singles(five, GunKind::Chaser, 3, 3, Aim::Hull),
            Err(FireError::ChaserFiresOneShot { shots: 3 })
        );
        assert_eq!(
            singles(five, GunKind::Chaser, 1, 3, Aim::Hull)
                .unwrap()
                .len(),
            1
        );
        assert_eq!(max_volley(GunKind::Chaser, 3, false), 1);
        assert_eq!(max_volley(GunKind::Chaser, 3, true), 0);
        assert_eq!(
            check_chaser(GunKind::Chaser, true),
            Err(FireError::ChaserSpent)
        );
        assert_eq!(check_chaser(GunKind::Broadside, true), Ok(()));
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
