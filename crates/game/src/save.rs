//! The versioned save format (pure: strings in, strings out; the Tauri side
//! does the file I/O). A save holds the action log and the redo stack; the
//! state is rebuilt by replaying the log, so a save whose log breaks a rule
//! is refused as invalid.
//!
//! ```json
//! { "schema_version": 1, "game": { "log": [ {"type": "add_player", …}, … ], "redo": [] } }
//! ```

use crate::action::Action;
use crate::error::RuleError;
use crate::game::Game;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The schema version this build writes and the newest it reads.
pub const SCHEMA_VERSION: u32 = 1;

/// The file as stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaveFile {
    pub schema_version: u32,
    pub game: SavedGame,
}

/// The saved game: setup and play, as actions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    /// Every applied action, in order.
    pub log: Vec<Action>,
    /// The redo stack (last = redone first).
    #[serde(default)]
    pub redo: Vec<Action>,
}

/// Why a save could not be loaded.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum LoadError {
    /// Not JSON (truncated or corrupted file); where the parser gave up.
    Damaged { line: usize, column: usize },
    /// Written by a newer app: update to open it.
    NewerVersion { found: u32, supported: u32 },
    /// JSON of the wrong shape or a game that breaks the rules.
    Invalid { reason: InvalidSave },
}

/// What is wrong in a well-formed JSON save.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum InvalidSave {
    /// No numeric `schema_version` field.
    NoSchemaVersion,
    /// A version this build never wrote (0).
    UnknownVersion { found: u32 },
    /// The content does not match the schema (missing field, wrong type…).
    Malformed { line: usize, column: usize },
    /// Replaying the log: action `index` broke a rule.
    LogBreaksRule { index: usize, error: RuleError },
    /// Redoing the redo stack from the saved state: its action `index`
    /// (counted from the next to redo) broke a rule.
    RedoBreaksRule { index: usize, error: RuleError },
}

impl fmt::Display for LoadError {
    /// Diagnostic form only; the UI names errors itself.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl std::error::Error for LoadError {}

/// The save of `game`.
pub fn to_save(game: &Game) -> SaveFile {
    SaveFile {
        schema_version: SCHEMA_VERSION,
        game: SavedGame {
            log: game.actions(),
            redo: game.redo_stack().to_vec(),
        },
    }
}

/// `game` as save-file JSON (pretty-printed).
pub fn to_json(game: &Game) -> String {
    serde_json::to_string_pretty(&to_save(game))
        .expect("save types have string keys only and always serialise")
}

/// Load a save from JSON text.
pub fn from_json(text: &str) -> Result<Game, LoadError> {
    let value: serde_json::Value = serde_json::from_str(text).map_err(|e| LoadError::Damaged {
        line: e.line(),
        column: e.column(),
    })?;
    let version = value
        .get("schema_version")
        .and_then(serde_json::Value::as_u64)
        .ok_or(LoadError::Invalid {
            reason: InvalidSave::NoSchemaVersion,
        })?;
    let version = u32::try_from(version).unwrap_or(u32::MAX);
    if version > SCHEMA_VERSION {
        return Err(LoadError::NewerVersion {
            found: version,
            supported: SCHEMA_VERSION,
        });
    }
    let file: SaveFile = serde_json::from_str(text).map_err(|e| LoadError::Invalid {
        reason: InvalidSave::Malformed {
            line: e.line(),
            column: e.column(),
        },
    })?;
    from_save(file)
}

/// Load a parsed save: check the version, replay the log, check the redo
/// stack still applies.
pub fn from_save(file: SaveFile) -> Result<Game, LoadError> {
    if file.schema_version > SCHEMA_VERSION {
        return Err(LoadError::NewerVersion {
            found: file.schema_version,
            supported: SCHEMA_VERSION,
        });
    }
    if file.schema_version == 0 {
        return Err(LoadError::Invalid {
            reason: InvalidSave::UnknownVersion {
                found: file.schema_version,
            },
        });
    }
    let SavedGame { log, redo } = file.game;
    let mut game = Game::replay(&log).map_err(|e| LoadError::Invalid {
        reason: InvalidSave::LogBreaksRule {
            index: e.index,
            error: e.error,
        },
    })?;
    let mut probe = game.clone();
    for (index, action) in redo.iter().rev().enumerate() {
        probe
            .apply(action.clone())
            .map_err(|error| LoadError::Invalid {
                reason: InvalidSave::RedoBreaksRule { index, error },
            })?;
    }
    game.set_redo(redo);
    Ok(game)
}
