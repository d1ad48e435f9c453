//! The game as its action log: the log is the source of truth, the state is
//! what replaying it gives. This module owns [`Game`]: apply, undo, redo,
//! undo back to a chosen entry, replay.

use crate::action::Action;
use crate::error::{HistoryError, ReplayError, RuleError};
use crate::log::LogEntry;
use crate::model::State;

/// A game: the state, the log that produced it and the redo stack.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Game {
    state: State,
    log: Vec<LogEntry>,
    /// Undone actions; the last one is redone first.
    redo: Vec<Action>,
}

impl Game {
    /// An empty game (no players yet).
    pub fn new() -> Game {
        Game::default()
    }

    /// Apply `action`. On success it is appended to the log and the redo
    /// stack is cleared; on error nothing changes.
    pub fn apply(&mut self, action: Action) -> Result<&LogEntry, RuleError> {
        self.push(action)?;
        self.redo.clear();
        Ok(self.log.last().expect("just pushed"))
    }

    fn push(&mut self, action: Action) -> Result<&LogEntry, RuleError> {
        let out = self.state.apply(&action)?;
        self.log.push(LogEntry {
            index: self.log.len(),
            round: self.state.current_round().map(|r| r.number),
            player: out.player,
            action,
            events: out.events,
            rules: out.rules,
        });
        Ok(self.log.last().expect("just pushed"))
    }

    /// Undo the last action.
    pub fn undo(&mut self) -> Result<(), HistoryError> {
        if self.log.is_empty() {
            return Err(HistoryError::NothingToUndo);
        }
        self.undo_to(self.log.len() - 1)
    }

    /// Undo back to a chosen point: keep the first `len` log entries; the
    /// later ones go onto the redo stack (redo re-applies them in order).
    pub fn undo_to(&mut self, len: usize) -> Result<(), HistoryError> {
        if len > self.log.len() {
            return Err(HistoryError::NoSuchEntry {
                len,
                log_len: self.log.len(),
            });
        }
        if len == self.log.len() {
            return Err(HistoryError::NothingToUndo);
        }
        let undone = self.log.split_off(len);
        self.redo
            .extend(undone.into_iter().rev().map(|entry| entry.action));
        let actions: Vec<Action> = self.log.drain(..).map(|e| e.action).collect();
        let rebuilt = Game::replay(&actions)
            .expect("a prefix of a valid log replays (apply is deterministic)");
        self.state = rebuilt.state;
        self.log = rebuilt.log;
        Ok(())
    }

    /// Redo the last undone action.
    pub fn redo(&mut self) -> Result<&LogEntry, HistoryError> {
        let action = self.redo.pop().ok_or(HistoryError::NothingToRedo)?;
        if let Err(error) = self.state.clone().apply(&action) {
            self.redo.push(action);
            return Err(HistoryError::RedoRefused { rule: error });
        }
        Ok(self
            .push(action)
            .expect("checked on a copy of this very state"))
    }

    /// Rebuild a game by applying `actions` in order from an empty game.
    pub fn replay(actions: &[Action]) -> Result<Game, ReplayError> {
        let mut game = Game::new();
        for (index, action) in actions.iter().enumerate() {
            let out = game
                .state
                .apply_in_place(action)
                .map_err(|error| ReplayError { index, error })?;
            game.log.push(LogEntry {
                index,
                round: game.state.current_round().map(|r| r.number),
                player: out.player,
                action: action.clone(),
                events: out.events,
                rules: out.rules,
            });
        }
        Ok(game)
    }

    /// Set the redo stack (last = redone first); for loading saves.
    pub(crate) fn set_redo(&mut self, redo: Vec<Action>) {
        self.redo = redo;
    }

    /// The full state, secrets included. Not for display: the UI must show
    /// [`Game::view`]s only.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// The full log, secrets included (see [`Game::state`]).
    pub fn log(&self) -> &[LogEntry] {
        &self.log
    }

    /// The actions of the log, in order.
    pub fn actions(&self) -> Vec<Action> {
        self.log.iter().map(|e| e.action.clone()).collect()
    }

    /// The redo stack (last = redone first).
    pub fn redo_stack(&self) -> &[Action] {
        &self.redo
    }

    pub fn can_undo(&self) -> bool {
        !self.log.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }
}
