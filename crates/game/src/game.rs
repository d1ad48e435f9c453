//! The game as its action log: the log is the source of truth, the state is
//! what replaying it gives. This module owns [`Game`]: its id, apply, undo,
//! redo, undo back to a chosen entry, replay — and the record of undone
//! reveals, so an undo never silently erases what the table has seen.

use crate::action::Action;
use crate::error::{HistoryError, ReplayError, RuleError};
use crate::event::Event;
use crate::log::LogEntry;
use crate::model::State;
use uuid::Uuid;

/// A game: its id, the state, the log that produced it, the redo stack and
/// the undone reveals and hand resets.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    state: State,
    log: Vec<LogEntry>,
    /// Undone actions; the last one is redone first.
    redo: Vec<Action>,
    /// Entries that turned a card face up or reset a hand and were undone,
    /// in the order they were undone; an entry redone unchanged leaves this
    /// list again.
    undone: Vec<LogEntry>,
}

impl Game {
    /// An empty game (no players yet) with the id every seal of it is
    /// bound to. The caller picks the id (a random uuid), so replaying a
    /// saved game is deterministic.
    pub fn new(id: Uuid) -> Game {
        Game {
            state: State {
                game: id,
                ..State::default()
            },
            log: Vec::new(),
            redo: Vec::new(),
            undone: Vec::new(),
        }
    }

    /// The game's id.
    pub fn id(&self) -> Uuid {
        self.state.game
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
    /// Those that revealed a card or reset a hand stay on record as undone
    /// ([`Game::undone`]), and so does a dispute undone with the entry it
    /// disputed (the host upheld it), with that entry.
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
        // a dispute undone with the entry it disputed was upheld: both
        // stay on record, so the disputing player sees how it was settled
        let upheld: Vec<usize> = undone
            .iter()
            .filter_map(|e| match e.action {
                Action::Dispute { entry, .. } if entry >= len => Some(entry),
                _ => None,
            })
            .collect();
        self.undone.extend(
            undone
                .iter()
                .filter(|e| kept_when_undone(e) || upheld.contains(&e.index) || upholds(e, len))
                .cloned(),
        );
        self.redo
            .extend(undone.into_iter().rev().map(|entry| entry.action));
        let actions: Vec<Action> = self.log.drain(..).map(|e| e.action).collect();
        let rebuilt = Game::replay(self.id(), &actions)
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
        self.push(action)
            .expect("checked on a copy of this very state");
        let entry = self.log.last().expect("just pushed");
        // The same reveal is back in the log: its undone record goes.
        if let Some(i) = self.undone.iter().rposition(|u| u == entry) {
            self.undone.remove(i);
        }
        Ok(self.log.last().expect("just pushed"))
    }

    /// Rebuild a game by applying `actions` in order from an empty game
    /// with this id.
    pub fn replay(id: Uuid, actions: &[Action]) -> Result<Game, ReplayError> {
        let mut game = Game::new(id);
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

    /// Set the undone reveals; for loading saves.
    pub(crate) fn set_undone(&mut self, undone: Vec<LogEntry>) {
        self.undone = undone;
    }

    /// The full state. It holds no face-down captain, but the UI still
    /// shows [`Game::view`]s, which also redact the log.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// The full log. A reveal names its captain here even after the card
    /// went face down again: the table saw it (views redact it ).
    pub fn log(&self) -> &[LogEntry] {
        &self.log
    }

    /// Entries that turned a card face up or made or reset a hand, and
    /// disputes upheld with the entries they disputed, that were then
    /// undone (and not redone), in the order they were undone (a
    /// disputed entry just before its dispute). Each keeps its index in the
    /// log it was undone from.
    pub fn undone(&self) -> &[LogEntry] {
        &self.undone
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

/// Does this entry stay on record when undone? A reveal (the table saw
/// the captain) and a hand's reset or making (issue 32: undoing it must
/// not hide that someone reset or made a player's hand).
pub(crate) fn kept_when_undone(entry: &LogEntry) -> bool {
    reveals(entry) || entry.action.is_hand_event()
}

/// Is this entry a dispute whose disputed entry is undone with it (the
/// log kept only its first `len` entries)?
fn upholds(entry: &LogEntry, len: usize) -> bool {
    matches!(entry.action, Action::Dispute { entry, .. } if entry >= len)
}

/// Did this entry turn a card face up?
pub(crate) fn reveals(entry: &LogEntry) -> bool {
    entry
        .events
        .iter()
        .any(|e| matches!(e, Event::CaptainRevealed { .. }))
}
