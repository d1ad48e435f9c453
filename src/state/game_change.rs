//! The code that changes the open game ([`super::game`]): the rules check
//! a change on a copy, and the JSON writing (the `game_changes` wasm
//! chunk: see [`super`]).

use crate::state::game_work::{UiError, Worked, worked};
use shturman_game::{Action, Game, save};

/// A change to the open game's log.
pub(crate) enum Change {
    Apply(Vec<Action>),
    UndoTo(usize),
    Redo,
}

/// Check a change with the core on the given copy and give back the changed
/// game with its table view and save text.
#[leptos::wasm_split::wasm_split(game_changes, fallible, wasm_split_path = ::leptos::wasm_split)]
pub(crate) fn change_now(mut g: Game, op: Change) -> Result<Worked, UiError> {
    match op {
        Change::Apply(actions) => {
            for a in actions {
                g.apply(a).map_err(UiError::Rule)?;
            }
        }
        Change::UndoTo(len) => g.undo_to(len).map_err(UiError::History)?,
        Change::Redo => {
            g.redo().map_err(UiError::History)?;
        }
    }
    Ok(worked(g))
}

/// The save text of a game (lazily loaded, like every JSON writing).
#[leptos::wasm_split::wasm_split(game_changes, fallible, wasm_split_path = ::leptos::wasm_split)]
pub(crate) fn export_now(g: Game) -> Result<String, UiError> {
    Ok(save::to_json(&g))
}
