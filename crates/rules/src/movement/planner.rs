//! The [`Planner`]: one ship's fresh-wind move planned a step at a time,
//! with undo and the turn-in-place option.

use super::*;
use crate::assumptions::Assumption;
use crate::geometry::{Heading, Offset};

/// What [`Planner::undo`] took back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Undone {
    Step(Step),
    TurnInPlace(Heading),
}

/// A path that [`Planner::follow`] could not take: the move at `index`
/// failed with `error`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[error("move {} ({mv}): {error}", .index + 1)]
pub struct PlanError {
    pub index: usize,
    pub mv: Move,
    pub error: MoveError,
}

/// One ship's fresh-wind move, planned a step at a time: the UI's F / L / R
/// buttons, undo, turn in place, and "show me where I can still go".
///
/// ```
/// use shturman_rules::movement::{Move, MoveError, Planner, Vessel};
/// use shturman_rules::{Heading, Offset, ShipClass};
/// let brig = Vessel::of_card(ShipClass::Brig.card()).unwrap();
/// let mut p = Planner::new(brig, Heading::N, Heading::W);
/// assert_eq!(p.budget().budget, 3);
/// p.step(Move::L).unwrap();
/// p.step(Move::L).unwrap();
/// let last = p.step(Move::L).unwrap();
/// assert_eq!((last.to.at, last.to.heading, last.to.remaining), (Offset::new(-3, 1), Heading::SW, -1));
/// assert_eq!(p.step(Move::F), Err(MoveError::MoveOver { remaining: -1 }));
/// p.undo();
/// assert_eq!(p.state().remaining, 2);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Planner {
    vessel: Vessel,
    budget: StartBudget,
    steps: Vec<Step>,
    turned: Option<Heading>,
}

impl Planner {
    /// A fresh-wind move of `vessel` from `heading` under wind `wind`.
    pub fn new(vessel: Vessel, heading: Heading, wind: Heading) -> Planner {
        Planner {
            vessel,
            budget: start_budget(&vessel, heading, wind),
            steps: Vec::new(),
            turned: None,
        }
    }

    pub const fn vessel(&self) -> &Vessel {
        &self.vessel
    }

    pub const fn wind(&self) -> Heading {
        self.budget.wind
    }

    /// The start budget and its parts.
    pub const fn budget(&self) -> &StartBudget {
        &self.budget
    }

    /// The steps taken so far.
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// Where the ship is now. After a turn in place: the start cell, the new
    /// heading, and the (unusable) start budget.
    pub fn state(&self) -> FreshState {
        match (self.steps.last(), self.turned) {
            (Some(s), _) => s.to,
            (None, Some(h)) => FreshState {
                heading: h,
                ..FreshState::start(&self.budget)
            },
            (None, None) => FreshState::start(&self.budget),
        }
    }

    /// True when no further step is possible (budget spent or turned).
    pub fn is_over(&self) -> bool {
        self.turned.is_some() || !self.state().can_step()
    }

    /// The moves taken so far.
    pub fn path(&self) -> Path {
        // At most 2·21 + 1 steps fit (see MAX_PATH), so push never fails.
        self.steps
            .iter()
            .fold(Path::EMPTY, |p, s| p.push(s.mv).unwrap_or(p))
    }

    /// Every cell passed so far, in order.
    pub fn passed(&self) -> Vec<Offset> {
        self.steps
            .iter()
            .flat_map(|s| s.passed.as_slice().iter().copied())
            .collect()
    }

    /// Take one step. Refused, with nothing changed, when the budget is
    /// below 1 or the ship turned in place.
    pub fn step(&mut self, mv: Move) -> Result<&Step, MoveError> {
        if let Some(heading) = self.turned {
            return Err(MoveError::TurnedInPlace { heading });
        }
        let s = fresh_step(self.state(), self.budget.wind, mv)?;
        self.steps.push(s);
        Ok(&self.steps[self.steps.len() - 1])
    }

    /// Take every move of `path`, or none of them: on error the planner is
    /// left as it was. This is how a tap on a [`Reach`] cell becomes a plan.
    pub fn follow(&mut self, path: &Path) -> Result<(), PlanError> {
        let before = self.steps.len();
        for (index, mv) in path.iter().enumerate() {
            if let Err(error) = self.step(mv) {
                self.steps.truncate(before);
                return Err(PlanError { index, mv, error });
            }
        }
        Ok(())
    }

    /// Take back the last step, or the turn in place.
    pub fn undo(&mut self) -> Option<Undone> {
        if let Some(h) = self.turned.take() {
            return Some(Undone::TurnInPlace(h));
        }
        self.steps.pop().map(Undone::Step)
    }

    /// The turn-in-place option (calm turning rule). Its headings are empty
    /// once the ship has moved or turned.
    pub fn turn_in_place_options(&self) -> TurnInPlace {
        let mut t = turn_in_place(self.vessel.card(), self.budget.heading);
        if !self.steps.is_empty() || self.turned.is_some() {
            t.headings = HeadingSet::EMPTY;
        }
        t
    }

    /// Turn in place to `heading` instead of moving.
    pub fn turn_in_place(&mut self, heading: Heading) -> Result<(), MoveError> {
        if !self.steps.is_empty() {
            return Err(MoveError::AlreadyMoved {
                steps: self.steps.len(),
            });
        }
        if let Some(h) = self.turned {
            return Err(MoveError::TurnedInPlace { heading: h });
        }
        let t = turn_in_place(self.vessel.card(), self.budget.heading);
        if !t.headings.contains(heading) {
            return Err(MoveError::TurnNotAllowed {
                heading,
                allowance: t.allowance,
            });
        }
        self.turned = Some(heading);
        Ok(())
    }

    /// The heading chosen by a turn in place, if any.
    pub const fn turned_in_place(&self) -> Option<Heading> {
        self.turned
    }

    /// Every end state reachable from where the ship is now.
    pub fn reach(&self) -> Reach {
        let from = self.state();
        let turn = self.turn_in_place_options();
        let entries = if self.turned.is_some() {
            vec![ReachEntry {
                at: from.at,
                heading: from.heading,
                remaining: from.remaining,
                path: Path::EMPTY,
            }]
        } else {
            explore(from, self.budget.wind)
        };
        Reach {
            from,
            wind: self.budget.wind,
            entries,
            assumptions: if turn.headings.is_empty() {
                Vec::new()
            } else {
                turn.assumptions
            },
            turn_in_place: turn.headings,
        }
    }

    /// The assumptions this planner relies on: [A-2] when its turn-in-place
    /// option has extra turns.
    pub fn assumptions(&self) -> Vec<Assumption> {
        turn_in_place(self.vessel.card(), self.budget.heading).assumptions
    }
}
