//! The versioned save format (pure: strings in, strings out; the Tauri side
//! does the file I/O). A save holds the game's id, the action log, the redo
//! stack and the undone reveals; the state is rebuilt by replaying the log,
//! so a save whose log breaks a rule is refused as invalid.
//!
//! ```json
//! { "schema_version": 2,
//!   "game": { "id": "…", "log": [ {"type": "add_player", …}, … ], "redo": [], "undone": [] } }
//! ```
//!
//! Schema 2 holds seals only: a face-down captain is in no save (the table
//! never knew it). Schema 1 saves (captains and salts in plain text) are
//! refused here with [`LoadError::NeedsMigration`]; [`crate::migrate`]
//! turns one into a schema-2 game plus each player's secrets.

use crate::action::Action;
use crate::error::RuleError;
use crate::event::Event;
use crate::game::{Game, reveals};
use crate::log::LogEntry;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// The schema version this build writes and the newest it reads.
pub const SCHEMA_VERSION: u32 = 2;

/// The file as stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaveFile {
    pub schema_version: u32,
    pub game: SavedGame,
}

/// The saved game: its id, setup and play as actions, and what was undone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    /// The id every seal of the game is bound to.
    pub id: Uuid,
    /// Every applied action, in order.
    pub log: Vec<Action>,
    /// The redo stack (last = redone first).
    #[serde(default)]
    pub redo: Vec<Action>,
    /// Reveals the table saw and an undo took back ([`Game::undone`]).
    #[serde(default)]
    pub undone: Vec<LogEntry>,
}

/// Why a save could not be loaded.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum LoadError {
    /// Not JSON (truncated or corrupted file); where the parser gave up.
    #[error("the save is not JSON (line {line}, column {column})")]
    Damaged { line: usize, column: usize },
    /// Written by a newer app: update to open it.
    #[error("a save of schema {found}, written by a newer app; this one reads up to {supported}")]
    NewerVersion { found: u32, supported: u32 },
    /// Written before captains were sealed (schema `found`): it opens
    /// through [`crate::migrate`], which also gives each player's hand.
    #[error("a save of schema {found}, from before sealed captains: it needs migrating")]
    NeedsMigration { found: u32 },
    /// JSON of the wrong shape or a game that breaks the rules.
    #[error("an invalid save: {reason}")]
    Invalid { reason: InvalidSave },
}

/// What is wrong in a well-formed JSON save.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum InvalidSave {
    /// No numeric `schema_version` field.
    #[error("no numeric schema_version field")]
    NoSchemaVersion,
    /// A version this build never wrote (0).
    #[error("schema version {found}, which no build wrote")]
    UnknownVersion { found: u32 },
    /// The content does not match the schema (missing field, wrong type…).
    #[error("the content does not match the schema (line {line}, column {column})")]
    Malformed { line: usize, column: usize },
    /// Replaying the log: action `index` broke a rule.
    #[error("action {index} of the log breaks a rule: {error}")]
    LogBreaksRule { index: usize, error: RuleError },
    /// Redoing the redo stack from the saved state: its action `index`
    /// (counted from the next to redo) broke a rule.
    #[error("action {index} of the redo stack breaks a rule: {error}")]
    RedoBreaksRule { index: usize, error: RuleError },
    /// Undone entry `index` is not a reveal whose proof opens the seals it
    /// names in this game.
    #[error("undone entry {index} is not a reveal that opens its seals")]
    UndoneNotAReveal { index: usize },
}

/// The save of `game`.
pub fn to_save(game: &Game) -> SaveFile {
    SaveFile {
        schema_version: SCHEMA_VERSION,
        game: SavedGame {
            id: game.id(),
            log: game.actions(),
            redo: game.redo_stack().to_vec(),
            undone: game.undone().to_vec(),
        },
    }
}

/// `game` as save-file JSON (pretty-printed). The export is the same text.
pub fn to_json(game: &Game) -> String {
    serde_json::to_string_pretty(&to_save(game))
        .expect("save types have string keys only and always serialise")
}

/// The schema version a save text declares, after the checks every
/// version shares (JSON, a number, not newer than this build).
pub fn schema_version(text: &str) -> Result<u32, LoadError> {
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
    if version == 0 {
        return Err(LoadError::Invalid {
            reason: InvalidSave::UnknownVersion { found: version },
        });
    }
    Ok(version)
}

/// Load a save from JSON text.
pub fn from_json(text: &str) -> Result<Game, LoadError> {
    let version = schema_version(text)?;
    if version < SCHEMA_VERSION {
        return Err(LoadError::NeedsMigration { found: version });
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
/// stack still applies and every undone entry is a reveal that checks.
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
    if file.schema_version < SCHEMA_VERSION {
        return Err(LoadError::NeedsMigration {
            found: file.schema_version,
        });
    }
    let SavedGame {
        id,
        log,
        redo,
        undone,
    } = file.game;
    let mut game = Game::replay(id, &log).map_err(|e| LoadError::Invalid {
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
    if let Some(index) = undone
        .iter()
        .position(|e| !checked_reveal(id, e) && !e.action.is_hand_event())
    {
        return Err(LoadError::Invalid {
            reason: InvalidSave::UndoneNotAReveal { index },
        });
    }
    game.set_redo(redo);
    game.set_undone(undone);
    Ok(game)
}

/// An undone record is only believed if it is a reveal whose proof opens
/// the seals its event names, in this game: a hand-edited save cannot put
/// words in a player's mouth.
fn checked_reveal(game: Uuid, e: &LogEntry) -> bool {
    let Action::RevealCaptain { ship, proof } = &e.action else {
        return false;
    };
    reveals(e)
        && e.events.iter().all(|ev| {
            if let Event::CaptainRevealed {
                ship: s,
                card,
                placements,
            } = ev
            {
                s == ship
                    && card.captain == Some(proof.captain)
                    && proof.check(game, placements).is_ok()
            } else {
                true
            }
        })
}
