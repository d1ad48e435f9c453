//! The code that changes the open game ([`super::game`]): the rules check
//! a change on a copy, and the JSON writing (the `game_changes` wasm
//! chunk: see [`super`]).

use crate::state::game_work::{UiError, Worked, worked};
use shturman_game::{Change, ChangeError, Game, save};

/// Check a change with the core on the given copy and give back the changed
/// game with its table view and save text.
#[leptos::wasm_split::wasm_split(game_changes, fallible, wasm_split_path = ::leptos::wasm_split)]
pub(crate) fn change_now(mut g: Game, op: Change) -> Result<Worked, UiError> {
    op.apply_to(&mut g).map_err(|e| match e {
        ChangeError::Rule(r) => UiError::Rule(r),
        ChangeError::History(h) => UiError::History(h),
    })?;
    Ok(worked(g))
}

/// The save text of a game (lazily loaded, like every JSON writing).
#[leptos::wasm_split::wasm_split(game_changes, fallible, wasm_split_path = ::leptos::wasm_split)]
pub(crate) fn export_now(g: Game) -> Result<String, UiError> {
    Ok(save::to_json(&g))
}
