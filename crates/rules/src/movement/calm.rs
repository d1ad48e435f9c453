//! Calm (§3.2): turn in place or move forward, never both, and the
//! two-calms move.

use super::*;
use crate::assumptions::Assumption;
use crate::card::ShipCard;
use crate::geometry::{Heading, Offset};

/// A ship's options in calm (§3.2): turn in place, *or* move forward,
/// never both; plus the two-calms move when it applies.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CalmOptions {
    pub heading: Heading,
    /// The turn-in-place option.
    pub turn: TurnInPlace,
    /// The cells a forward move can end in, nearest first: the calm straight
    /// range on a straight heading, the calm diagonal range on a diagonal.
    pub forward: Vec<Offset>,
    /// The one-cell move of the second calm in a row, when the heading did
    /// not change through the previous calm and the card grants it.
    pub two_calms: Option<Offset>,
    /// [A-2] for extra turns, [A-3] when the two-calms reading for calm-0/0
    /// ships decided `two_calms`.
    pub assumptions: Vec<Assumption>,
}

/// The calm options of a ship with `card` on `heading`. Captain Rapid and
/// sail damage play no part in calm. `heading_unchanged_in_previous_calm` is
/// the per-ship fact the game state tracks: the previous round was calm and
/// the ship's heading did not change during it.
///
/// ```
/// use shturman_rules::movement::calm_options;
/// use shturman_rules::{Heading, Offset, ShipClass};
/// // The brig (calm 1/0) facing NE: no forward move, but after an unturned
/// // calm it may move one diagonal cell.
/// let o = calm_options(&ShipClass::Brig.card(), Heading::NE, true);
/// assert!(o.forward.is_empty());
/// assert_eq!(o.two_calms, Some(Offset::new(1, 1)));
/// // A frigate (calm 0/0) facing N moves one straight cell in the second calm.
/// let o = calm_options(&ShipClass::Frigate.card(), Heading::N, true);
/// assert_eq!(o.two_calms, Some(Offset::new(0, 1)));
/// assert_eq!(calm_options(&ShipClass::Frigate.card(), Heading::N, false).two_calms, None);
/// ```
pub fn calm_options(
    card: &ShipCard,
    heading: Heading,
    heading_unchanged_in_previous_calm: bool,
) -> CalmOptions {
    let turn = turn_in_place(card, heading);
    let range = if heading.is_straight() {
        card.calm_straight
    } else {
        card.calm_diagonal
    };
    let forward = (1..=i32::from(range)).map(|k| heading.step() * k).collect();
    let mut assumptions = turn.assumptions.clone();
    let two_calms = if !heading_unchanged_in_previous_calm {
        None
    } else if card.calm_straight == 0 && card.calm_diagonal == 0 {
        // [A-3]: "по прямой" read as "only from a straight heading".
        assumptions.push(Assumption::A3TwoCalmsStraight);
        heading.is_straight().then_some(heading.step())
    } else if card.calm_diagonal == 0 && heading.is_diagonal() {
        // Ships that move straight but not diagonally in calm (the brig's
        // 1/0) get the diagonal cell they otherwise never could; for cards
        // other than 1/0 that is the app's extension [A-13].
        if card.calm_straight != 1 {
            assumptions.push(Assumption::A13TwoCalmsAnyCalmShip);
        }
        Some(heading.step())
    } else {
        None
    };
    CalmOptions {
        heading,
        turn,
        forward,
        two_calms,
        assumptions,
    }
}

/// Whether the round that just ended counts as a ship's first calm for the
/// two-calms move in the next round (§3.2): it was a calm, the ship's
/// heading did not change in it, and the ship did not make the two-calms
/// move in it. The move uses the pair up — «т.е. 1 диагональное перемещение
/// в 2 штиля» — so after it the next calm is a first calm again: three calms
/// in a row give one move, four give two.
///
/// ```
/// use shturman_rules::movement::first_calm_after;
/// // Four calms, heading kept, the move made whenever it is offered.
/// let mut first = false;
/// let mut moves = 0;
/// for _ in 0..4 {
///     let moved = first; // the move is offered in a second calm
///     moves += u8::from(moved);
///     first = first_calm_after(true, false, moved);
/// }
/// assert_eq!(moves, 2);
/// assert!(!first_calm_after(true, true, false)); // turned: starts over
/// assert!(!first_calm_after(false, false, false)); // not a calm
/// ```
pub const fn first_calm_after(
    round_was_calm: bool,
    turned: bool,
    made_two_calms_move: bool,
) -> bool {
    round_was_calm && !turned && !made_two_calms_move
}
