//! Who fires when (digest §4.6) and boarding (§5), with the captain effects
//! of §6 that touch them (Swift's initiative, Berserk's boarding point).
//! This module owns the firing order of an attack and its answer
//! ([`exchange`]), the choice of return-fire targets after a salvo
//! ([`return_fire_options`]), boarding eligibility and the defender's
//! pre-boarding shot ([`boarding`]) and boarding points.

use crate::assumptions::Assumption;
use crate::card::{Captain, ShipCard};
use crate::fire::{bearing, Bearing, Gun, NoBearing};
use crate::geometry::{Heading, Offset};
use core::fmt;

/// What the firing order needs to know about a ship.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Combatant {
    /// `None` for a fort [A-5].
    pub heading: Option<Heading>,
    pub firing_range: u8,
    /// Shot markers left this round.
    pub shots_left: u8,
    pub captain: Option<Captain>,
}

impl Combatant {
    /// A ship with this card and heading, all shots left, no captain.
    pub const fn new(card: &ShipCard, heading: Option<Heading>) -> Combatant {
        Combatant {
            heading,
            firing_range: card.firing_range,
            shots_left: card.shots,
            captain: None,
        }
    }

    const fn has_initiative(&self) -> bool {
        match self.captain {
            Some(c) => c.has_initiative(),
            None => false,
        }
    }

    /// Whether this ship can fire at the cell `at` (relative to it) now.
    pub fn can_fire_at(&self, at: Offset) -> Result<Bearing, CannotFire> {
        let b = bearing(self.heading, self.firing_range, at).map_err(CannotFire::NoBearing)?;
        if self.shots_left == 0 {
            return Err(CannotFire::NoShotsLeft);
        }
        Ok(b)
    }
}

/// Why a ship cannot fire at another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum CannotFire {
    /// No gun bears.
    NoBearing(NoBearing),
    /// All shot markers used this round.
    NoShotsLeft,
}

/// Attacker or defender.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Side {
    Attacker,
    Defender,
}

/// Why a ship fires at that point of the exchange.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum FiringKind {
    /// The declared attack.
    Attack,
    /// Swift's initiative shot: before the attack, or right after it when
    /// the attacker has an initiative captain too (§4.6).
    Initiative,
    /// Ordinary return fire, after the attack and its critical roll.
    ReturnFire,
}

/// An extra target of a Swift ship's initiative fire: an enemy on its other
/// broadside.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ExtraTarget {
    /// The enemy's offset from the Swift ship.
    pub at: Offset,
    pub bearing: Bearing,
}

/// One firing in the order of an exchange.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Firing {
    pub side: Side,
    pub kind: FiringKind,
    /// The gun bearing on the other ship.
    pub bearing: Bearing,
    /// Swift only: enemies on its other broadside it may fire at as well.
    pub also: Vec<ExtraTarget>,
}

/// The firing order of an attack and its answer.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Exchange {
    /// Whether the attacker can fire at the defender.
    pub attacker: Result<Bearing, CannotFire>,
    /// Whether the defender can fire back at the attacker.
    pub defender: Result<Bearing, CannotFire>,
    /// Who fires, in order; empty when the attacker cannot fire.
    pub order: Vec<Firing>,
}

/// The firing order when the attacker fires at a defender at offset
/// `defender_at` from it (§4.6). `other_enemies` are further enemy ships,
/// as offsets from the *defender*: a Swift defender with the attacker on one
/// broadside and an enemy on the other may fire both, if it has a shot for
/// each.
///
/// - Attack, then return fire if the defender has shots and the attacker is
///   on one of its lines in range.
/// - A Swift defender that can fire fires first instead; if the attacker
///   also has an initiative captain, the attacker fires first and the Swift
///   ship immediately after.
///
/// ```
/// use shturman_rules::engagement::{exchange, Combatant, FiringKind, Side};
/// use shturman_rules::{Captain, Heading, Offset, ShipClass};
/// let attacker = Combatant::new(&ShipClass::Frigate.card(), Some(Heading::N));
/// let mut swift = Combatant::new(&ShipClass::Brig.card(), Some(Heading::N));
/// swift.captain = Some(Captain::Swift);
/// // The brig is 2 cells east of the frigate: both broadsides bear.
/// let x = exchange(&attacker, &swift, Offset::new(2, 0), &[]);
/// let order: Vec<_> = x.order.iter().map(|f| (f.side, f.kind)).collect();
/// assert_eq!(order, [(Side::Defender, FiringKind::Initiative), (Side::Attacker, FiringKind::Attack)]);
/// ```
pub fn exchange(
    attacker: &Combatant,
    defender: &Combatant,
    defender_at: Offset,
    other_enemies: &[Offset],
) -> Exchange {
    let a = attacker.can_fire_at(defender_at);
    let d = defender.can_fire_at(-defender_at);
    let mut order = Vec::new();
    if let Ok(ab) = a {
        let attack = Firing {
            side: Side::Attacker,
            kind: FiringKind::Attack,
            bearing: ab,
            also: Vec::new(),
        };
        match d {
            Ok(db) if defender.has_initiative() => {
                let swift = Firing {
                    side: Side::Defender,
                    kind: FiringKind::Initiative,
                    bearing: db,
                    also: other_broadside(defender, db, other_enemies),
                };
                if attacker.has_initiative() {
                    order.extend([attack, swift]);
                } else {
                    order.extend([swift, attack]);
                }
            }
            Ok(db) => order.extend([
                attack,
                Firing {
                    side: Side::Defender,
                    kind: FiringKind::ReturnFire,
                    bearing: db,
                    also: Vec::new(),
                },
            ]),
            Err(_) => order.push(attack),
        }
    }
    Exchange {
        attacker: a,
        defender: d,
        order,
    }
}

/// Enemies on the broadside opposite `main` that a Swift ship may also fire
/// at: only when `main` is a broadside and a second shot remains.
fn other_broadside(ship: &Combatant, main: Bearing, enemies: &[Offset]) -> Vec<ExtraTarget> {
    let other = match main.gun {
        Gun::Port => Gun::Starboard,
        Gun::Starboard => Gun::Port,
        Gun::Bow | Gun::Stern | Gun::Fort => return Vec::new(),
    };
    if ship.shots_left < 2 {
        return Vec::new();
    }
    enemies
        .iter()
        .filter_map(|&at| match bearing(ship.heading, ship.firing_range, at) {
            Ok(b) if b.gun == other => Some(ExtraTarget { at, bearing: b }),
            _ => None,
        })
        .collect()
}

/// The ships of a salvo the target may answer (§4.6: any ship in it).
/// `attackers_at` are their offsets from the target; each answerable one is
/// returned with its index and the bearing.
///
/// ```
/// use shturman_rules::engagement::{return_fire_options, Combatant};
/// use shturman_rules::{Heading, Offset, ShipClass};
/// let target = Combatant::new(&ShipClass::Galleon.card(), Some(Heading::E));
/// let opts = return_fire_options(&target, &[Offset::new(0, 2), Offset::new(2, 1)]);
/// assert_eq!(opts.len(), 1);
/// assert_eq!(opts[0].0, 0);
/// ```
pub fn return_fire_options(defender: &Combatant, attackers_at: &[Offset]) -> Vec<(usize, Bearing)> {
    attackers_at
        .iter()
        .enumerate()
        .filter_map(|(i, &at)| defender.can_fire_at(at).ok().map(|b| (i, b)))
        .collect()
}

/// Ships that are not orthogonally adjacent cannot board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum BoardingError {
    NotAdjacent { at: Offset },
}

impl fmt::Display for BoardingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardingError::NotAdjacent { at } => {
                write!(f, "boarding needs orthogonally adjacent ships, offset {at}")
            }
        }
    }
}

impl std::error::Error for BoardingError {}

/// Whether a ship at offset `at` from another may board it (§5): n = 1 on
/// a straight line, from any side, whatever the headings.
///
/// ```
/// use shturman_rules::engagement::can_board;
/// use shturman_rules::Offset;
/// assert!(can_board(Offset::new(0, -1)));
/// assert!(!can_board(Offset::new(1, 1)));
/// ```
pub const fn can_board(at: Offset) -> bool {
    at.x.unsigned_abs() + at.y.unsigned_abs() == 1
}

/// What happens before a boarding is resolved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BoardingCheck {
    /// The defender's one shot at the boarder before boarding, or why it
    /// has none (dead zone, no shots).
    pub defender_shot: Result<Bearing, CannotFire>,
    /// [A-7]: the outcome is entered by the players.
    pub assumption: Assumption,
}

/// Check a boarding of `defender` by a ship at `boarder_at` (offset from
/// the defender), §5.
///
/// ```
/// use shturman_rules::engagement::{boarding, Combatant};
/// use shturman_rules::fire::Gun;
/// use shturman_rules::{Heading, Offset, ShipClass};
/// let defender = Combatant::new(&ShipClass::Frigate.card(), Some(Heading::N));
/// let c = boarding(&defender, Offset::new(-1, 0)).unwrap();
/// assert_eq!(c.defender_shot.unwrap().gun, Gun::Port);
/// assert!(boarding(&defender, Offset::new(1, 1)).is_err());
/// ```
pub fn boarding(defender: &Combatant, boarder_at: Offset) -> Result<BoardingCheck, BoardingError> {
    if !can_board(boarder_at) {
        return Err(BoardingError::NotAdjacent { at: boarder_at });
    }
    Ok(BoardingCheck {
        defender_shot: defender.can_fire_at(boarder_at),
        assumption: Assumption::A7Boarding,
    })
}

/// A ship's boarding points: the card's, +1 with captain Berserk (§5, §6).
///
/// ```
/// use shturman_rules::engagement::boarding_points;
/// use shturman_rules::{Captain, ShipClass};
/// let card = ShipClass::Brig.card();
/// assert_eq!(boarding_points(&card, Some(Captain::Berserk)), card.boarding + 1);
/// assert_eq!(boarding_points(&card, Some(Captain::Target)), card.boarding);
/// ```
pub const fn boarding_points(card: &ShipCard, captain: Option<Captain>) -> u8 {
    match captain {
        Some(Captain::Berserk) => card.boarding.saturating_add(1),
        _ => card.boarding,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ShipClass;

    fn ship(class: ShipClass, h: Heading) -> Combatant {
        Combatant::new(&class.card(), Some(h))
    }

    fn kinds(x: &Exchange) -> Vec<(Side, FiringKind)> {
        x.order.iter().map(|f| (f.side, f.kind)).collect()
    }

    #[test]
    fn plain_return_fire() {
        let a = ship(ShipClass::Linkor, Heading::N);
        let d = ship(ShipClass::Brig, Heading::N);
        let x = exchange(&a, &d, Offset::new(3, 0), &[]);
        assert_eq!(
            kinds(&x),
            [
                (Side::Attacker, FiringKind::Attack),
                (Side::Defender, FiringKind::ReturnFire)
            ]
        );
        assert_eq!(x.order[1].bearing.gun, Gun::Port);
    }

    #[test]
    fn no_return_fire_from_dead_zone_range_or_empty() {
        let a = ship(ShipClass::Linkor, Heading::N);
        // Defender heading NE: the attacker, due west of it, is in a dead zone.
        let mut d = ship(ShipClass::Brig, Heading::NE);
        let x = exchange(&a, &d, Offset::new(3, 0), &[]);
        assert!(matches!(
            x.defender,
            Err(CannotFire::NoBearing(NoBearing::DeadZone { .. }))
        ));
        assert_eq!(kinds(&x), [(Side::Attacker, FiringKind::Attack)]);
        d = ship(ShipClass::Brig, Heading::N);
        d.shots_left = 0;
        let x = exchange(&a, &d, Offset::new(3, 0), &[]);
        assert_eq!(x.defender, Err(CannotFire::NoShotsLeft));
        // The linkor (range 5) out-ranges the brig (range 3).
        let d = ship(ShipClass::Brig, Heading::N);
        let x = exchange(&a, &d, Offset::new(5, 0), &[]);
        assert!(matches!(
            x.defender,
            Err(CannotFire::NoBearing(NoBearing::OutOfRange { .. }))
        ));
    }

    #[test]
    fn attacker_that_cannot_fire_starts_nothing() {
        let a = ship(ShipClass::Linkor, Heading::N);
        let d = ship(ShipClass::Brig, Heading::N);
        let x = exchange(&a, &d, Offset::new(2, 1), &[]);
        assert!(x.order.is_empty());
    }

    #[test]
    fn swift_against_swift_attacker_fires_first() {
        let mut a = ship(ShipClass::Linkor, Heading::N);
        a.captain = Some(Captain::Swift);
        let mut d = ship(ShipClass::Galleon, Heading::S);
        d.captain = Some(Captain::Swift);
        let x = exchange(&a, &d, Offset::new(0, 2), &[]);
        assert_eq!(
            kinds(&x),
            [
                (Side::Attacker, FiringKind::Attack),
                (Side::Defender, FiringKind::Initiative)
            ]
        );
    }

    #[test]
    fn swift_fires_both_broadsides() {
        let a = ship(ShipClass::Linkor, Heading::N);
        let mut d = ship(ShipClass::Galleon, Heading::N);
        d.captain = Some(Captain::Swift);
        // Attacker west of the galleon (its port); another enemy 2 east.
        let others = [Offset::new(2, 0), Offset::new(0, 2)];
        let x = exchange(&a, &d, Offset::new(3, 0), &others);
        assert_eq!(x.order[0].kind, FiringKind::Initiative);
        assert_eq!(x.order[0].also.len(), 1);
        assert_eq!(x.order[0].also[0].at, Offset::new(2, 0));
        assert_eq!(x.order[0].also[0].bearing.gun, Gun::Starboard);
        // With one shot left, only one broadside.
        d.shots_left = 1;
        let x = exchange(&a, &d, Offset::new(3, 0), &others);
        assert!(x.order[0].also.is_empty());
    }

    #[test]
    fn boarding_rules() {
        let d = ship(ShipClass::Frigate, Heading::N);
        // Boarder on the bow: the defender fires its bow chaser.
        let c = boarding(&d, Offset::new(0, 1)).unwrap();
        assert_eq!(c.defender_shot.unwrap().gun, Gun::Bow);
        let d = ship(ShipClass::Frigate, Heading::NE);
        let c = boarding(&d, Offset::new(0, 1)).unwrap();
        assert!(matches!(
            c.defender_shot,
            Err(CannotFire::NoBearing(NoBearing::DeadZone { .. }))
        ));
        assert!(!can_board(Offset::new(0, 2)));
        assert!(!can_board(Offset::ZERO));
    }
}
