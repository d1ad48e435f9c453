//! Movement (§3): the fresh-wind start budget and its parts, one
//! F / L / R step at a time with its budget change, a step-by-step
//! [`Planner`] with undo and the turn-in-place option, the [`Reach`] set of
//! every end state of a turn, the calm options and the storm drift.
//!
//! Positions are [`Offset`](crate::Offset)s relative to where the ship stood at the start
//! of its move. Everything here is exact integer arithmetic and total: no
//! input a [`Vessel`] accepts makes a function panic. Results carry the
//! [`Assumption`](crate::Assumption)s they relied on so the UI can show why.

mod calm;
mod fresh;
mod path;
mod planner;
mod reach;
mod storm;
mod turn;
mod vessel;

pub use calm::*;
pub use fresh::*;
pub use path::*;
pub use planner::*;
pub use reach::*;
pub use storm::*;
pub use turn::*;
pub use vessel::*;

#[cfg(test)]
mod tests;
