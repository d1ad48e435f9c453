//! Fresh wind (§3.1): the start budget and its parts, and one
//! F / L / R step with its budget change.

use super::*;
use crate::card::CardField;
use crate::geometry::{Heading, Offset, deviation};

/// The fresh-wind start budget and its parts (§3.1):
/// `max_range = card_range + rapid − sail_damage`,
/// `budget = max_range − deviation`. A dismasted ship (§4.5) gets no Rapid
/// point, so its `max_range` is at most 0 and it cannot move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct StartBudget {
    pub heading: Heading,
    pub wind: Heading,
    /// Which card range the heading reads: fresh straight or fresh diagonal.
    pub range_field: CardField,
    /// That card value.
    pub card_range: u8,
    /// 1 with captain Rapid, else 0 (also 0 on a dismasted ship: Rapid
    /// does not give back sails that are gone).
    pub rapid: u8,
    /// Sail damage, subtracted one for one.
    pub sail_damage: u8,
    /// `card_range + rapid − sail_damage`. Not clamped: the parts always add
    /// up, and any value ≤ the deviation means the ship cannot move.
    pub max_range: i32,
    /// `dev(heading, wind)`, 0..=4.
    pub deviation: u8,
    /// `max_range − deviation`; the ship can move only if it is ≥ 1.
    pub budget: i32,
    /// The ship has lost all its sails (§4.5): no fresh-wind range at all.
    pub dismasted: bool,
}

impl StartBudget {
    /// True if the ship can take at least one step.
    pub const fn can_move(&self) -> bool {
        self.budget >= 1
    }
}

/// The start budget of `vessel` on `heading` in a fresh wind `wind`.
///
/// ```
/// use shturman_rules::movement::{start_budget, Vessel};
/// use shturman_rules::{Heading, ShipClass};
/// let brig = Vessel::of_card(ShipClass::Brig.card()).unwrap();
/// let b = start_budget(&brig, Heading::N, Heading::W);
/// assert_eq!((b.max_range, b.deviation, b.budget), (5, 2, 3));
/// ```
///
/// A Rapid brig with its sails shot away: no range, Rapid included.
///
/// ```
/// use shturman_rules::movement::{start_budget, Vessel};
/// use shturman_rules::{Captain, Heading, ShipClass};
/// let brig = Vessel::new(ShipClass::Brig.card(), Some(Captain::Rapid), 5).unwrap();
/// let b = start_budget(&brig, Heading::W, Heading::W);
/// assert_eq!((b.rapid, b.max_range, b.budget, b.dismasted), (0, 0, 0, true));
/// assert!(!b.can_move());
/// ```
pub fn start_budget(vessel: &Vessel, heading: Heading, wind: Heading) -> StartBudget {
    let (range_field, card_range) = if heading.is_straight() {
        (CardField::FreshStraight, vessel.card().fresh_straight)
    } else {
        (CardField::FreshDiagonal, vessel.card().fresh_diagonal)
    };
    let dismasted = vessel.is_dismasted();
    let rapid = u8::from(vessel.rapid() && !dismasted);
    let max_range = i32::from(card_range) + i32::from(rapid) - i32::from(vessel.sail_damage());
    let dev = deviation(heading, wind);
    StartBudget {
        heading,
        wind,
        range_field,
        card_range,
        rapid,
        sail_damage: vessel.sail_damage(),
        max_range,
        deviation: dev,
        budget: max_range - i32::from(dev),
        dismasted,
    }
}

/// Where a ship is during its fresh-wind move: offset from its start cell,
/// heading, and remaining budget `R`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct FreshState {
    pub at: Offset,
    pub heading: Heading,
    pub remaining: i32,
}

impl FreshState {
    /// The state before the first step.
    pub const fn start(budget: &StartBudget) -> FreshState {
        FreshState {
            at: Offset::ZERO,
            heading: budget.heading,
            remaining: budget.budget,
        }
    }

    /// A step is allowed only while `R ≥ 1`.
    pub const fn can_step(&self) -> bool {
        self.remaining >= 1
    }
}

/// The parts of one step's budget change; `total()` is what `R` changes by.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BudgetChange {
    /// Always −1: every step costs one.
    pub step: i8,
    /// −1 for a turn from a straight to a diagonal heading, else 0
    /// (diagonal→straight gives nothing back).
    pub diagonal: i8,
    /// +1 for a turn towards the wind, −1 away from it, 0 going forward.
    pub wind: i8,
}

impl BudgetChange {
    pub const fn total(&self) -> i32 {
        self.step as i32 + self.diagonal as i32 + self.wind as i32
    }
}

/// Why a step or turn is refused. Nothing changes when one is returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum MoveError {
    /// The remaining budget is below 1: the move is over.
    #[error("the move is over (remaining budget {remaining})")]
    MoveOver { remaining: i32 },
    /// The ship turned in place this turn and cannot move.
    #[error("the ship turned in place to {heading} and cannot move")]
    TurnedInPlace { heading: Heading },
    /// Turning in place is only possible before the first step.
    #[error("cannot turn in place after {steps} step(s)")]
    AlreadyMoved { steps: usize },
    /// `heading` is not within the ship's turn-in-place allowance.
    #[error("cannot turn in place to {heading} with {allowance} turn(s)")]
    TurnNotAllowed { heading: Heading, allowance: u8 },
}

/// One step taken: the state before and after, the cells passed (end cell
/// last) and the parts of the budget change. A turn from a straight heading
/// passes two cells, and both must be free on the table
/// ([`Step::needs_two_free_cells`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Step {
    #[cfg_attr(feature = "serde", serde(rename = "move"))]
    pub mv: Move,
    pub from: FreshState,
    pub to: FreshState,
    pub passed: Cells,
    pub change: BudgetChange,
}

impl Step {
    /// True for a turn from a straight heading: the ship passes the cell
    /// ahead and ends beside it, and the seed requires both to be free
    /// («обе клетки должны быть свободны»).
    pub const fn needs_two_free_cells(&self) -> bool {
        self.passed.len() == 2
    }
}

/// The geometry and cost of `mv` from heading `h` under wind `w`, from the
/// ship's own cell: (cells passed, new heading, budget change). The one
/// place the step rule lives; the planner and the reach search both use it.
#[inline]
pub(super) const fn step_rule(h: Heading, mv: Move, w: Heading) -> (Cells, Heading, BudgetChange) {
    let h2 = h.rotate(mv.rotation());
    if let Move::F = mv {
        let c = BudgetChange {
            step: -1,
            diagonal: 0,
            wind: 0,
        };
        return (Cells::one(h.step()), h, c);
    }
    // Every 45° turn changes the deviation by exactly one, so a turn is
    // either towards the wind (+1) or away from it (−1).
    let wind = if deviation(h2, w) < deviation(h, w) {
        1
    } else {
        -1
    };
    if h.is_straight() {
        // From a straight heading the ship passes the next cell ahead and
        // ends beside it, on the new diagonal; the diagonal costs one more.
        let through = h.step();
        let s2 = h2.step();
        let c = BudgetChange {
            step: -1,
            diagonal: -1,
            wind,
        };
        (Cells::two(through, s2), h2, c)
    } else {
        // From a diagonal it moves one cell ahead and turns there.
        let c = BudgetChange {
            step: -1,
            diagonal: 0,
            wind,
        };
        (Cells::one(h.step()), h2, c)
    }
}

/// Take one fresh-wind step from `state` under wind `wind` (§3.1).
/// Refused with [`MoveError::MoveOver`] when `R < 1`.
///
/// ```
/// use shturman_rules::movement::{fresh_step, FreshState, Move};
/// use shturman_rules::{Heading, Offset};
/// // The seed's brig: heading N, wind W, budget 3; turn left.
/// let s = FreshState { at: Offset::ZERO, heading: Heading::N, remaining: 3 };
/// let step = fresh_step(s, Heading::W, Move::L).unwrap();
/// assert_eq!(step.to.at, Offset::new(-1, 1));
/// assert_eq!(step.to.heading, Heading::NW);
/// assert_eq!(step.to.remaining, 2); // 3 − 1 (step) − 1 (diagonal) + 1 (towards the wind)
/// assert_eq!(step.passed.as_slice(), &[Offset::new(0, 1), Offset::new(-1, 1)]);
/// ```
pub fn fresh_step(state: FreshState, wind: Heading, mv: Move) -> Result<Step, MoveError> {
    if !state.can_step() {
        return Err(MoveError::MoveOver {
            remaining: state.remaining,
        });
    }
    let (rel, heading, change) = step_rule(state.heading, mv, wind);
    let passed = match rel.as_slice() {
        [a, b] => Cells::two(state.at + *a, state.at + *b),
        _ => Cells::one(state.at + rel.end()),
    };
    Ok(Step {
        mv,
        from: state,
        to: FreshState {
            at: passed.end(),
            heading,
            remaining: state.remaining + change.total(),
        },
        passed,
        change,
    })
}
