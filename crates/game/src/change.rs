//! One change to a game's log — what the confirmation sheet shows and
//! asks for, what the device's store applies, and what a phone sends a live
//! host (`shturman_live::Op` is this type): apply these actions, all or
//! none; undo back to a log entry; redo the last undone. One type, so a
//! change made on a phone means the same on the host and in a save
//! (issue 45).

use crate::{Action, Game, HistoryError, RuleError};
use serde::{Deserialize, Serialize};

/// A change to the game's log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "op", content = "args", rename_all = "snake_case")]
pub enum Change {
    /// Apply these actions in order, all or none.
    Apply(Vec<Action>),
    /// Undo back to a log entry: keep the first `len` entries.
    UndoTo(usize),
    /// Do again the last entry undone (a device's own log; a live table's
    /// log has none, so its host refuses it).
    Redo,
}

/// Why a change was not made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ChangeError {
    #[error(transparent)]
    Rule(#[from] RuleError),
    #[error(transparent)]
    History(#[from] HistoryError),
}

impl Change {
    /// Make this change on `game` with the game's own rules. On an error
    /// the game may be left with the first actions of the list applied:
    /// callers decide on a copy they throw away (the device's store, the
    /// live host), or drop the game and ask for it again (a phone).
    ///
    /// ```
    /// use shturman_game::{Change, ChangeError, Game, HistoryError};
    /// let mut g = Game::new(uuid::Uuid::nil());
    /// assert_eq!(
    ///     Change::Redo.apply_to(&mut g),
    ///     Err(ChangeError::History(HistoryError::NothingToRedo))
    /// );
    /// ```
    pub fn apply_to(&self, game: &mut Game) -> Result<(), ChangeError> {
        match self {
            Change::Apply(actions) => {
                for a in actions {
                    game.apply(a.clone())?;
                }
            }
            Change::UndoTo(len) => game.undo_to(*len)?,
            Change::Redo => {
                game.redo()?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The form a live host stores and phones send (it was `live::Op`'s
    /// before the one type): old tables and old phones read the same.
    #[test]
    fn its_json_is_the_live_tables_op() {
        let json = |c: &Change| serde_json::to_string(c).unwrap();
        assert_eq!(json(&Change::UndoTo(3)), r#"{"op":"undo_to","args":3}"#);
        assert_eq!(json(&Change::Apply(vec![])), r#"{"op":"apply","args":[]}"#);
        assert_eq!(json(&Change::Redo), r#"{"op":"redo"}"#);
        let back: Change = serde_json::from_str(r#"{"op":"undo_to","args":3}"#).unwrap();
        assert_eq!(back, Change::UndoTo(3));
    }
}
