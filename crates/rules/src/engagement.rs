//! Who fires when (§4.6, §4.7) and boarding (§5), with the captain effects
//! of §6 that touch them (Swift's initiative, Berserk's boarding point).
//! This module owns the firing order of an attack and its answer
//! ([`exchange`]), the choice of return-fire targets after a salvo
//! ([`return_fire_options`]), fire at a ship crossing a line while it
//! manoeuvres ([`crossing_fire`], [`diagonal_crossing`]), boarding
//! eligibility and the defender's shot before boarding ([`boarding`]) and
//! boarding points. Sections refer to `docs/rules.md`.

use crate::assumptions::Assumption;
use crate::attack::shots_left;
use crate::card::{Captain, ShipCard, ShipClass};
pub use crate::fire::CannotFire;
use crate::fire::{Bearing, Gun, GunKind, bearing};
use crate::geometry::{Heading, Offset};

/// What the firing order needs to know about a ship.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Combatant {
    /// `None` for a fort [A-5].
    pub heading: Option<Heading>,
    pub firing_range: u8,
    /// Shot markers per round (card).
    pub per_round: u8,
    /// Shot markers left this round, as said; [`Combatant::markers_left`]
    /// is what the rules count.
    pub shots_left: u8,
    pub captain: Option<Captain>,
    /// The ship's one chaser shot of this round is fired (§4.5).
    pub chaser_spent: bool,
}

impl Combatant {
    /// A ship with this card and heading, all shots left, no captain.
    pub const fn new(card: &ShipCard, heading: Option<Heading>) -> Combatant {
        Combatant {
            heading,
            firing_range: card.firing_range,
            per_round: card.shots,
            shots_left: card.shots,
            captain: None,
            chaser_spent: false,
        }
    }

    /// The shot markers it has left this round: [`shots_left`] of its
    /// card, its count and its chaser shot (§4.5).
    pub const fn markers_left(&self) -> u8 {
        shots_left(self.per_round, self.shots_left, self.chaser_spent)
    }

    const fn has_initiative(&self) -> bool {
        match self.captain {
            Some(c) => c.has_initiative(),
            None => false,
        }
    }

    /// Whether this ship can fire at the cell `at` (relative to it) now:
    /// a gun bears, a chaser has not fired its one shot this round, and it
    /// has a marker left — counted by [`Combatant::markers_left`], so a ship whose chaser
    /// shot used its last marker (a brig's or frigate's only one) is told
    /// so (§4.5).
    pub fn can_fire_at(&self, at: Offset) -> Result<Bearing, CannotFire> {
        let b = bearing(self.heading, self.firing_range, at).map_err(CannotFire::NoBearing)?;
        if self.chaser_spent && b.gun.kind() == GunKind::Chaser {
            return Err(CannotFire::ChaserSpent { gun: b.gun });
        }
        if self.markers_left() == 0 {
            return Err(if self.chaser_spent {
                CannotFire::NoShotsAfterChaser
            } else {
                CannotFire::NoShotsLeft
            });
        }
        Ok(b)
    }
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
    if ship.markers_left() < 2 {
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

/// How a manoeuvring ship meets another ship's line of fire (§4.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Crossing {
    /// It passes through a covered cell without stopping there.
    PassesThrough,
    /// It ends its move in a covered cell.
    EndsIn,
    /// It crosses a diagonal line at a corner of the grid, entering no
    /// covered cell; `turned` = it changed heading in that step.
    CrossesDiagonally { turned: bool },
}

/// Who may fire, and in what order, when a ship meets a line (§4.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CrossingFire {
    /// The covering ship may fire now (ending in a covered cell: as the
    /// answer to the mover's fire, or with an initiative captain).
    pub shooter_may_fire: bool,
    /// The covering ship may not fire now but will in its own turn (its
    /// player has not had the turn this round).
    pub shooter_fires_in_own_turn: bool,
    /// The moving ship fires first (ending in a covered cell, it opens
    /// fire itself); otherwise the covering ship does.
    pub mover_first: bool,
    /// The moving ship may answer the covering ship's fire. When it
    /// crosses diagonally it stands at the corner: with its old heading if
    /// it did not turn, and with no return fire if it turned.
    pub mover_may_answer: bool,
    /// The moving ship goes on with its move after the exchange.
    pub mover_continues: bool,
    /// The distance is counted to the line's cell beyond the corner.
    pub distance_beyond_corner: bool,
}

/// The order of fire when a ship meets a covering ship's line (§4.7).
/// `shooter_has_acted` = the covering ship's player has had their turn
/// this round; `shooter_initiative` = it carries an initiative captain
/// (Swift); `mover_opens_fire` = the moving ship, ending its move in the
/// covered cell, fires at the covering ship.
///
/// ```
/// use shturman_rules::engagement::{crossing_fire, Crossing};
/// // Passing through: the covering ship fires first, the mover answers,
/// // then goes on.
/// let f = crossing_fire(Crossing::PassesThrough, true, false, false);
/// assert!(f.shooter_may_fire && !f.mover_first && f.mover_may_answer && f.mover_continues);
/// // Ending in the cell without firing: a ship that already had its turn
/// // may not open fire, one that has not fires in its own turn, and an
/// // initiative captain's ship may fire at once.
/// let f = crossing_fire(Crossing::EndsIn, true, false, false);
/// assert!(!f.shooter_may_fire && !f.shooter_fires_in_own_turn);
/// assert!(crossing_fire(Crossing::EndsIn, false, false, false).shooter_fires_in_own_turn);
/// assert!(crossing_fire(Crossing::EndsIn, true, true, false).shooter_may_fire);
/// ```
pub const fn crossing_fire(
    crossing: Crossing,
    shooter_has_acted: bool,
    shooter_initiative: bool,
    mover_opens_fire: bool,
) -> CrossingFire {
    match crossing {
        Crossing::PassesThrough => CrossingFire {
            shooter_may_fire: true,
            shooter_fires_in_own_turn: false,
            mover_first: false,
            mover_may_answer: true,
            mover_continues: true,
            distance_beyond_corner: false,
        },
        // The mover fires first and the covering ship answers by the usual
        // return fire; if the mover does not fire, a ship that already had
        // its turn stays silent and one that has not fires in its own turn,
        // except an initiative captain's ship, which may fire at once — and
        // then the mover may answer.
        Crossing::EndsIn => CrossingFire {
            shooter_may_fire: mover_opens_fire || shooter_initiative,
            shooter_fires_in_own_turn: !mover_opens_fire
                && !shooter_initiative
                && !shooter_has_acted,
            mover_first: mover_opens_fire,
            mover_may_answer: true,
            mover_continues: false,
            distance_beyond_corner: false,
        },
        Crossing::CrossesDiagonally { turned } => CrossingFire {
            shooter_may_fire: true,
            shooter_fires_in_own_turn: false,
            mover_first: false,
            mover_may_answer: !turned,
            mover_continues: true,
            distance_beyond_corner: true,
        },
    }
}

/// Where a ship stepping diagonally from `from` to `to` (offsets from the
/// covering ship) crosses one of the covering ship's diagonal lines at a
/// grid corner without entering a cell of it (§4.7, the third case), and
/// the cell the distance is counted to: the line's cell beyond the
/// corner, further from the covering ship. `None` when the step is not a
/// diagonal step across a diagonal line through the covering ship's cell.
///
/// ```
/// use shturman_rules::engagement::diagonal_crossing;
/// use shturman_rules::Offset;
/// // Stepping SE from (1,2) to (2,1) crosses the NE line between (1,1)
/// // and (2,2): the distance is counted to (2,2).
/// assert_eq!(diagonal_crossing(Offset::new(1, 2), Offset::new(2, 1)), Some(Offset::new(2, 2)));
/// // Moving along the line is not a crossing.
/// assert_eq!(diagonal_crossing(Offset::new(1, 1), Offset::new(2, 2)), None);
/// ```
pub fn diagonal_crossing(from: Offset, to: Offset) -> Option<Offset> {
    let d = to - from;
    if d.x.abs() != 1 || d.y.abs() != 1 {
        return None;
    }
    // Twice the corner's coordinates: odd in both, on a diagonal through
    // the covering ship when |x| = |y|.
    let cx = i64::from(from.x) + i64::from(to.x);
    let cy = i64::from(from.y) + i64::from(to.y);
    if cx.abs() != cy.abs() {
        return None;
    }
    let (sx, sy) = (cx.signum(), cy.signum());
    // The step must cross the line (run across it, not along it).
    if i64::from(d.x) * sx + i64::from(d.y) * sy != 0 {
        return None;
    }
    let bx = i32::try_from((cx + sx) / 2).ok()?;
    let by = i32::try_from((cy + sy) / 2).ok()?;
    Some(Offset::new(bx, by))
}

/// The covering ship's shot at a ship that crosses its diagonal line at a
/// corner while stepping from `from` to `to` (§4.7): the bearing to the
/// cell beyond the corner, or why it cannot fire there; `None` when the
/// step crosses no diagonal line of the covering ship's cell.
pub fn crossing_shot(
    shooter: &Combatant,
    from: Offset,
    to: Offset,
) -> Option<Result<Bearing, CannotFire>> {
    diagonal_crossing(from, to).map(|beyond| shooter.can_fire_at(beyond))
}

/// Ships that are not orthogonally adjacent cannot board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum BoardingError {
    #[error("boarding needs orthogonally adjacent ships, offset {at}")]
    NotAdjacent { at: Offset },
    /// Forts neither board nor are boarded [A-17].
    #[error("forts neither board nor are boarded")]
    Fort,
}

/// Whether ships of this class take part in boarding [A-17]: forts do not.
pub const fn boards(class: ShipClass) -> bool {
    match class {
        ShipClass::Fort => false,
        ShipClass::Brig | ShipClass::Frigate | ShipClass::Galleon | ShipClass::Linkor => true,
    }
}

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
/// the defender), §5. The defender may fire at the boarder first — a
/// broadside or a chaser shot, by the return-fire rules («может выстрелить
/// или бортовым залпом, или курсовыми/ретирадными пушками») — when the
/// boarder is on one of its lines and it has shots; `defender_shot` says
/// which gun, or why not.
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
    if defender.heading.is_none() {
        // a fort (it has no heading) is never boarded [A-17]
        return Err(BoardingError::Fort);
    }
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
    use crate::fire::NoBearing;

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
    fn crossing_a_diagonal_line_at_a_corner() {
        // Every perpendicular step across every diagonal line at distance
        // 1..4 gives the line cell beyond the corner.
        for (lx, ly) in [(1, 1), (1, -1), (-1, -1), (-1, 1)] {
            for k in 1..=4 {
                // the corner between line cells k and k + 1
                let (c2x, c2y) = (lx * (2 * k + 1), ly * (2 * k + 1));
                for (dx, dy) in [(lx, -ly), (-lx, ly)] {
                    let from = Offset::new((c2x - dx) / 2, (c2y - dy) / 2);
                    let to = Offset::new((c2x + dx) / 2, (c2y + dy) / 2);
                    assert_eq!(
                        diagonal_crossing(from, to),
                        Some(Offset::new(lx * (k + 1), ly * (k + 1))),
                        "{from} -> {to}"
                    );
                }
            }
        }
        // Straight steps, long steps and steps away from any line: none.
        assert_eq!(
            diagonal_crossing(Offset::new(1, 2), Offset::new(2, 2)),
            None
        );
        assert_eq!(
            diagonal_crossing(Offset::new(1, 3), Offset::new(2, 2)),
            None
        );
        assert_eq!(
            diagonal_crossing(Offset::new(0, 3), Offset::new(1, 4)),
            None
        );
        // A linkor heading NW covers its NE line with the starboard
        // broadside; heading N, that line is a dead zone.
        let mut linkor = ship(ShipClass::Linkor, Heading::NW);
        let b = crossing_shot(&linkor, Offset::new(1, 2), Offset::new(2, 1))
            .unwrap()
            .unwrap();
        assert_eq!((b.gun, b.distance), (Gun::Starboard, 2));
        linkor.heading = Some(Heading::N);
        assert!(matches!(
            crossing_shot(&linkor, Offset::new(1, 2), Offset::new(2, 1)),
            Some(Err(CannotFire::NoBearing(NoBearing::DeadZone { .. })))
        ));
    }

    #[test]
    fn crossing_order() {
        let f = crossing_fire(
            Crossing::CrossesDiagonally { turned: true },
            false,
            false,
            false,
        );
        assert!(f.shooter_may_fire && !f.mover_may_answer && f.distance_beyond_corner);
        let f = crossing_fire(
            Crossing::CrossesDiagonally { turned: false },
            true,
            false,
            false,
        );
        assert!(f.mover_may_answer && f.mover_continues);
        let f = crossing_fire(Crossing::EndsIn, true, false, true);
        assert!(f.mover_first && f.shooter_may_fire && !f.mover_continues);
    }

    /// §4.5: a ship whose chaser shot of this round is fired cannot fire a
    /// chaser again, and cannot answer with one either.
    #[test]
    fn spent_chaser_cannot_answer() {
        let a = ship(ShipClass::Linkor, Heading::N);
        let mut d = ship(ShipClass::Linkor, Heading::W);
        d.chaser_spent = true;
        // The attacker is west of the defender (heading W): its bow chaser.
        let x = exchange(&a, &d, Offset::new(2, 0), &[]);
        assert_eq!(x.defender, Err(CannotFire::ChaserSpent { gun: Gun::Bow }));
        assert_eq!(kinds(&x), [(Side::Attacker, FiringKind::Attack)]);
    }

    #[test]
    fn forts_are_never_boarded() {
        let fort = Combatant::new(&ShipClass::Fort.card(), None);
        assert_eq!(boarding(&fort, Offset::new(0, 1)), Err(BoardingError::Fort));
        assert!(!boards(ShipClass::Fort) && boards(ShipClass::Brig));
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
