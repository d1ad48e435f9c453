//! The movement planner (§3): a ship (its class card or a card of the
//! players' own, or a ship of the open game), its heading, the weather
//! (calm, fresh wind, storm) and its direction, sail damage and captain
//! Rapid give — through the core — the fresh-wind budget and its parts
//! ([`Planner`]), the calm options ([`calm_options`]) or the storm drift
//! ([`storm_drift`]). In a fresh wind the player steps F / L / R with undo,
//! turns in place, or taps a reachable cell for its path ([`Reach`]); in a
//! calm the player picks a turn, a move forward or the two-calms move.
//!
//! The state is the core's own [`Planner`] with the situation it was made
//! for; every change of the situation makes a new one (the move starts
//! over), and a change the core refuses (a card value no ship has, more
//! sail damage than sails) changes nothing and says why. For a ship of the
//! open game ([`FromGame`]) the planner is filled from the game — its card,
//! heading, sails, a face-up Rapid, its calm memory and the round's weather
//! — and offers the planned heading (and the two-calms move) to record.
//!
//! [`Reach`]: shturman_rules::movement::Reach

mod grid;
mod view;

pub use grid::{CellKind, GridCell, GridView, LegendItem};
pub use view::{
    BudgetLine, CardStepper, CardView, CrossingView, Panel, PlannerView, RecordView, RosePoint,
    RoseView, StepButton, TrackedView,
};

use shturman_game::ShipView;
use shturman_rules::card::{CardField, MAX_CARD_VALUE};
use shturman_rules::movement::{
    CalmOptions, Move, MoveError, Planner, StormDrift, Vessel, VesselError, calm_options,
    storm_drift,
};
use shturman_rules::{Captain, Heading, Offset, ShipCard, ShipClass, Weather};

/// The kind of weather the move is planned for; its direction is kept
/// apart, so that switching calm → fresh finds the wind as it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sky {
    Calm,
    Fresh,
    Storm,
}

impl Sky {
    pub const ALL: [Sky; 3] = [Sky::Calm, Sky::Fresh, Sky::Storm];

    pub const fn code(self) -> &'static str {
        match self {
            Sky::Calm => "calm",
            Sky::Fresh => "fresh",
            Sky::Storm => "storm",
        }
    }
}

/// One calm move (§3.2): a turn in place, a move forward of `n` cells, or
/// the two-calms move — never more than one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CalmMove {
    Turn(Heading),
    Forward(u8),
    TwoCalms,
}

/// A ship of the open game as the table sees it (a hidden captain stays
/// hidden) and the weather of the current round, if one has started.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FromGame {
    pub ship: ShipView,
    pub weather: Option<Weather>,
}

impl FromGame {
    /// Rapid counts only when its card is face up: only then may the table
    /// count on it.
    fn rapid(&self) -> bool {
        self.ship
            .captain
            .as_ref()
            .is_some_and(|c| c.face_up && c.card.captain == Some(Captain::Rapid))
    }
}

/// Why the last input changed nothing (or less than asked).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Notice {
    /// More sail damage than the card's straight fresh range.
    SailsAbove {
        range: u8,
    },
    /// A new card or class lowered the sail damage to its range.
    SailsLowered {
        to: u8,
    },
    CardAbove,
    /// A fort does not move (a tracked fort is not planned).
    Fort,
    /// The calm memory of a tracked ship is the game's.
    FromGame,
    Move(MoveError),
    OutOfReach,
    StormNothing,
    NotOffered,
}

impl Notice {
    /// Said beside the inputs (else in the planning panel).
    const fn at_inputs(self) -> bool {
        matches!(
            self,
            Notice::SailsAbove { .. }
                | Notice::SailsLowered { .. }
                | Notice::CardAbove
                | Notice::Fort
                | Notice::FromGame
        )
    }
}

/// The card values the planner lets the player edit, with stable codes.
const FIELDS: [(CardField, &str); 5] = [
    (CardField::FreshStraight, "fs"),
    (CardField::FreshDiagonal, "fd"),
    (CardField::CalmStraight, "cs"),
    (CardField::CalmDiagonal, "cd"),
    (CardField::StormRange, "sr"),
];

/// The classes a planner offers: a fort does not move.
const CLASSES: [ShipClass; 4] = [
    ShipClass::Brig,
    ShipClass::Frigate,
    ShipClass::Galleon,
    ShipClass::Linkor,
];

/// The planner's state; the UI keeps it for the session, so a planned move
/// survives a rule link and the way back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlannerScreen {
    pub class: ShipClass,
    pub card: ShipCard,
    pub heading: Heading,
    pub sky: Sky,
    /// The wind's direction (fresh) or the storm's (storm).
    pub wind: Heading,
    pub sail_damage: u8,
    pub rapid: bool,
    /// Calm memory (§3.2): the previous round was a calm that counts as a
    /// first calm (the heading did not change in it).
    pub first_calm: bool,
    /// The fresh-wind move, step by step.
    planner: Planner,
    /// A tapped reachable cell (fresh wind): its path is shown.
    selected: Option<Offset>,
    calm_move: Option<CalmMove>,
    tracked: Option<FromGame>,
    notice: Option<Notice>,
}

impl Default for PlannerScreen {
    /// The seed's example: a brig heading north in a fresh westerly.
    fn default() -> Self {
        let card = ShipClass::Brig.card();
        let vessel = Vessel::of_card(card).unwrap_or_else(|_| unreachable!("a class card"));
        PlannerScreen {
            class: ShipClass::Brig,
            card,
            heading: Heading::N,
            sky: Sky::Fresh,
            wind: Heading::W,
            sail_damage: 0,
            rapid: false,
            first_calm: false,
            planner: Planner::new(vessel, Heading::N, Heading::W),
            selected: None,
            calm_move: None,
            tracked: None,
            notice: None,
        }
    }
}

/// What the player does on the screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    Class(ShipClass),
    /// One value of the card ([`PlannerView::card`] lists them).
    Card(CardField, u8),
    /// Back to the class card.
    ClassCard,
    Heading(Heading),
    Sky(Sky),
    Wind(Heading),
    SailDamage(u8),
    Rapid(bool),
    FirstCalm(bool),
    /// One fresh-wind step.
    Step(Move),
    /// Turn in place instead of moving (fresh wind).
    TurnInPlace(Heading),
    Undo,
    Reset,
    /// A tap on a grid cell.
    Tap(Offset),
    /// Take the tapped cell's path.
    Follow,
    Calm(CalmMove),
    /// Opened for a ship of the open game (again: nothing changes if the
    /// game's ship is as it was).
    Track(Box<FromGame>),
    /// Opened as the free planner: the values stay, the ship is no longer
    /// the game's.
    Untrack,
}

impl PlannerScreen {
    pub fn update(&mut self, e: Event) {
        match e {
            Event::Class(c) if CLASSES.contains(&c) && c != self.class => self.situation(|s| {
                s.class = c;
                s.card = c.card();
            }),
            Event::Class(_) => {}
            Event::Card(_, v) if v > MAX_CARD_VALUE => self.notice = Some(Notice::CardAbove),
            Event::Card(field, v) => self.situation(|s| s.card.set(field, v)),
            Event::ClassCard => self.situation(|s| s.card = s.class.card()),
            Event::Heading(h) => self.situation(|s| s.heading = h),
            Event::Sky(k) => self.situation(|s| s.sky = k),
            Event::Wind(w) => self.situation(|s| s.wind = w),
            Event::SailDamage(n) if n > self.card.fresh_straight => {
                self.notice = Some(Notice::SailsAbove {
                    range: self.card.fresh_straight,
                });
            }
            Event::SailDamage(n) => self.situation(|s| s.sail_damage = n),
            Event::Rapid(r) => self.situation(|s| s.rapid = r),
            Event::FirstCalm(_) if self.tracked.is_some() => {
                self.notice = Some(Notice::FromGame);
            }
            Event::FirstCalm(f) => self.situation(|s| s.first_calm = f),
            Event::Step(mv) => self.fresh(|p| p.step(mv).map(|_| ())),
            Event::TurnInPlace(h) => self.fresh(|p| p.turn_in_place(h)),
            Event::Undo => match self.sky {
                Sky::Fresh => self.fresh(|p| {
                    p.undo();
                    Ok(())
                }),
                Sky::Calm => self.calm_move = None,
                Sky::Storm => {}
            },
            Event::Reset => {
                self.planner = Planner::new(*self.planner.vessel(), self.heading, self.wind);
                self.selected = None;
                self.calm_move = None;
                self.notice = None;
            }
            Event::Tap(at) => self.tap(at),
            Event::Follow => self.follow(),
            Event::Calm(m) => self.calm_pick(m),
            Event::Track(g) => self.track(*g),
            Event::Untrack => self.tracked = None,
        }
    }

    /// Change the situation: a new planner (the move starts over), or —
    /// when the core refuses the ship — nothing but the reason.
    fn situation(&mut self, change: impl FnOnce(&mut Self)) {
        let mut next = self.clone();
        change(&mut next);
        next.notice = None;
        if next.sail_damage > next.card.fresh_straight {
            next.sail_damage = next.card.fresh_straight;
            next.notice = Some(Notice::SailsLowered {
                to: next.sail_damage,
            });
        }
        if next.same_situation(self) {
            self.notice = next.notice;
            return;
        }
        match next.replan() {
            Ok(()) => *self = next,
            Err(VesselError::AbsurdCardValue { .. }) => self.notice = Some(Notice::CardAbove),
            Err(VesselError::SailDamageAboveRange { range, .. }) => {
                self.notice = Some(Notice::SailsAbove { range })
            }
        }
    }

    fn same_situation(&self, o: &Self) -> bool {
        (
            self.class,
            self.card,
            self.heading,
            self.sky,
            self.wind,
            self.sail_damage,
            self.rapid,
            self.first_calm,
        ) == (
            o.class,
            o.card,
            o.heading,
            o.sky,
            o.wind,
            o.sail_damage,
            o.rapid,
            o.first_calm,
        )
    }

    fn replan(&mut self) -> Result<(), VesselError> {
        let v = Vessel::new(
            self.card,
            self.rapid.then_some(Captain::Rapid),
            self.sail_damage,
        )?;
        self.planner = Planner::new(v, self.heading, self.wind);
        self.selected = None;
        self.calm_move = None;
        Ok(())
    }

    /// A change of the fresh-wind move; a refusal changes nothing.
    fn fresh(&mut self, f: impl FnOnce(&mut Planner) -> Result<(), MoveError>) {
        if self.sky != Sky::Fresh {
            return;
        }
        self.notice = f(&mut self.planner).err().map(Notice::Move);
        self.selected = None;
    }

    fn tap(&mut self, at: Offset) {
        self.notice = None;
        match self.sky {
            Sky::Fresh => {
                let reach = self.planner.reach();
                if at == reach.from.at || self.selected == Some(at) {
                    self.selected = None;
                } else if reach.best_at_cell(at).is_some() {
                    self.selected = Some(at);
                } else {
                    self.selected = None;
                    self.notice = Some(Notice::OutOfReach);
                }
            }
            Sky::Calm => {
                let c = self.calm();
                let forward = c.forward.iter().position(|o| *o == at);
                match (forward, c.two_calms) {
                    (Some(i), _) => {
                        let n = u8::try_from(i + 1).unwrap_or(u8::MAX);
                        self.calm_pick(CalmMove::Forward(n));
                    }
                    (None, Some(t)) if t == at => self.calm_pick(CalmMove::TwoCalms),
                    _ if at == Offset::ZERO => self.calm_move = None,
                    _ => self.notice = Some(Notice::OutOfReach),
                }
            }
            Sky::Storm => self.notice = Some(Notice::StormNothing),
        }
    }

    fn follow(&mut self) {
        let Some(at) = self.selected else {
            return;
        };
        let reach = self.planner.reach();
        if let Some(e) = reach.best_at_cell(at) {
            let path = e.path;
            self.notice = self
                .planner
                .follow(&path)
                .err()
                .map(|e| Notice::Move(e.error));
        }
        self.selected = None;
    }

    /// Pick a calm move (again: take it back), if the core offers it.
    fn calm_pick(&mut self, m: CalmMove) {
        if self.sky != Sky::Calm {
            return;
        }
        let c = self.calm();
        let offered = match m {
            CalmMove::Turn(h) => c.turn.headings.contains(h),
            CalmMove::Forward(n) => n >= 1 && usize::from(n) <= c.forward.len(),
            CalmMove::TwoCalms => c.two_calms.is_some(),
        };
        if !offered {
            self.notice = Some(Notice::NotOffered);
            return;
        }
        self.notice = None;
        self.calm_move = if self.calm_move == Some(m) {
            None
        } else {
            Some(m)
        };
    }

    fn track(&mut self, g: FromGame) {
        if self.tracked.as_ref() == Some(&g) {
            return;
        }
        let s = &g.ship;
        if s.class == ShipClass::Fort {
            self.tracked = None;
            self.notice = Some(Notice::Fort);
            return;
        }
        let mut next = self.clone();
        next.class = s.class;
        next.card = s.card;
        next.heading = s.heading;
        next.sail_damage = s.sails.min(s.card.fresh_straight);
        next.rapid = g.rapid();
        next.first_calm = s.unturned_through_previous_calm;
        match g.weather {
            Some(Weather::Calm) => next.sky = Sky::Calm,
            Some(Weather::Fresh(w)) => (next.sky, next.wind) = (Sky::Fresh, w),
            Some(Weather::Storm(w)) => (next.sky, next.wind) = (Sky::Storm, w),
            None => {}
        }
        next.notice = None;
        match next.replan() {
            Ok(()) => {
                next.tracked = Some(g);
                *self = next;
            }
            Err(_) => self.notice = Some(Notice::CardAbove),
        }
    }

    /// The core's calm options for this ship.
    pub fn calm(&self) -> CalmOptions {
        calm_options(&self.card, self.heading, self.first_calm)
    }

    /// The core's storm drift for this ship.
    pub fn storm(&self) -> StormDrift {
        storm_drift(&self.card, self.wind)
    }

    /// The fresh-wind move planned so far.
    pub fn planner(&self) -> &Planner {
        &self.planner
    }

    pub fn calm_move(&self) -> Option<CalmMove> {
        self.calm_move
    }

    pub fn selected(&self) -> Option<Offset> {
        self.selected
    }

    /// The ship's sails are gone (§4.5): the core's verdict.
    pub fn dismasted(&self) -> bool {
        self.planner.vessel().is_dismasted()
    }

    /// The heading the planned move ends with and whether it is the
    /// two-calms move; `None` while nothing is planned.
    pub fn planned(&self) -> Option<(Heading, bool)> {
        match self.sky {
            Sky::Fresh => (!self.planner.steps().is_empty()
                || self.planner.turned_in_place().is_some())
            .then(|| (self.planner.state().heading, false)),
            Sky::Calm => self.calm_move.map(|m| match m {
                CalmMove::Turn(h) => (h, false),
                CalmMove::Forward(_) => (self.heading, false),
                CalmMove::TwoCalms => (self.heading, true),
            }),
            Sky::Storm => Some((self.storm().heading, false)),
        }
    }
}

#[cfg(test)]
mod tests;
