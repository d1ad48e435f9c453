//! Where saved games live: inside Tauri, the shell's `game_*` commands (one
//! store file per game); in a plain browser, localStorage (`game.<id>` per
//! game and `current_game`, under the app's `shturman.` prefix).
//!
//! This module only moves text: parsing and checking a save is the game
//! core's (`shturman_game::save`). Nothing here ever rewrites a save it
//! could not read: a damaged file stays where it is until the player
//! deletes it.

use crate::platform;
use crate::state::game::{UiError, Worked};
use rand::{rngs::OsRng, TryRngCore};
use shturman_game::{save, Game, GameView, Viewer};

const GAME_PREFIX: &str = "game.";
const CURRENT_KEY: &str = "current_game";

/// A random (version 4) uuid, for game and ship ids.
pub fn new_uuid() -> uuid::Uuid {
    let mut bytes = [0u8; 16];
    // OS randomness does not fail in a browser or the webview; if it did,
    // the uuid would still be valid, only less random.
    let _ = OsRng.try_fill_bytes(&mut bytes);
    uuid::Builder::from_random_bytes(bytes).into_uuid()
}

/// A fresh id for a new game (a random uuid, never one in use).
pub fn new_id() -> String {
    new_uuid().to_string()
}

/// Write a game's save text; returns once it is stored (on disk in Tauri).
pub async fn write(id: &str, json: &str) -> Result<(), String> {
    if platform::is_tauri() {
        platform::invoke("game_save", &[("id", id), ("json", json)])
            .await
            .map(|_| ())
    } else {
        platform::local_set(&format!("{GAME_PREFIX}{id}"), json)
    }
}

/// Read a game's save text.
pub async fn read(id: &str) -> Result<String, String> {
    if platform::is_tauri() {
        let v = platform::invoke("game_load", &[("id", id)]).await?;
        v.as_string().ok_or_else(|| "not a text".to_string())
    } else {
        platform::local_get(&format!("{GAME_PREFIX}{id}")).ok_or_else(|| "not found".to_string())
    }
}

/// Delete a saved game.
pub async fn delete(id: &str) -> Result<(), String> {
    if platform::is_tauri() {
        platform::invoke("game_delete", &[("id", id)])
            .await
            .map(|_| ())
    } else {
        platform::local_remove(&format!("{GAME_PREFIX}{id}"))
    }
}

/// One entry of the saves list: its text, or why the storage could not
/// give it (an unreadable file).
pub struct Entry {
    pub id: String,
    pub text: Result<String, String>,
}

/// Every saved game, sorted by id.
pub async fn list() -> Result<Vec<Entry>, String> {
    if platform::is_tauri() {
        let v = platform::invoke("game_list", &[]).await?;
        if !js_sys::Array::is_array(&v) {
            return Err("not a list".to_string());
        }
        // each entry is { id, json } or { id, error } (`SaveEntry` in src-tauri/src/commands.rs)
        Ok(js_sys::Array::from(&v)
            .iter()
            .filter_map(|e| {
                let id = platform::text_field(&e, "id")?;
                let text = platform::text_field(&e, "json")
                    .ok_or_else(|| platform::text_field(&e, "error").unwrap_or_default());
                Some(Entry { id, text })
            })
            .collect())
    } else {
        let mut ids: Vec<String> = platform::local_keys(GAME_PREFIX)
            .into_iter()
            .filter_map(|k| k.strip_prefix(GAME_PREFIX).map(str::to_string))
            .collect();
        ids.sort();
        Ok(ids
            .into_iter()
            .map(|id| {
                let text = platform::local_get(&format!("{GAME_PREFIX}{id}"))
                    .ok_or_else(|| "not found".to_string());
                Entry { id, text }
            })
            .collect())
    }
}

/// The id of the game open when the app was last used.
pub async fn current() -> Option<String> {
    platform::setting_get(CURRENT_KEY)
        .await
        .ok()
        .flatten()
        .filter(|s| !s.is_empty())
}

/// Remember which game is open.
pub async fn set_current(id: &str) -> Result<(), String> {
    platform::setting_set(CURRENT_KEY, id).await
}

/// Parse a save text with the core (versions, replay, rules): the game and
/// its table view. The JSON reading and the replay are a lazily loaded wasm
/// chunk (with the table screen): a first visit, with no saved game, never
/// fetches them.
pub async fn parse(text: String) -> Result<(Game, GameView), UiError> {
    parse_now(text).await
}

/// Parse an imported save text: the game, its table view and its save text
/// as this version writes it (what is stored under the new id).
pub async fn import(text: String) -> Result<Worked, UiError> {
    import_now(text).await
}

/// What the saves list shows of a save that loads.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    /// The players' names, "Аня — Борис".
    pub players: String,
    pub round: Option<u32>,
    pub entries: usize,
}

/// Read a save text for the saves list (lazily loaded, like [`parse`]).
pub async fn summary(text: String) -> Result<Summary, UiError> {
    summary_now(text).await
}

/// Fetch the save-reading chunk ahead of need (see [`crate::app`]).
pub async fn preload_parse() {
    let _ = __wasm_split_preload_parse_now().await;
}

#[leptos::wasm_split::wasm_split(game_open, fallible, wasm_split_path = ::leptos::wasm_split)]
fn parse_now(text: String) -> Result<(Game, GameView), UiError> {
    let g = save::from_json(&text).map_err(UiError::Load)?;
    let view = g.view(Viewer::Table);
    Ok((g, view))
}

#[leptos::wasm_split::wasm_split(game_open, fallible, wasm_split_path = ::leptos::wasm_split)]
fn import_now(text: String) -> Result<Worked, UiError> {
    save::from_json(&text)
        .map(crate::state::game::worked)
        .map_err(UiError::Load)
}

#[leptos::wasm_split::wasm_split(game_open, fallible, wasm_split_path = ::leptos::wasm_split)]
fn summary_now(text: String) -> Result<Summary, UiError> {
    let g = save::from_json(&text).map_err(UiError::Load)?;
    let v = g.view(Viewer::Table);
    Ok(Summary {
        players: v
            .players
            .iter()
            .map(|p| p.name.as_str())
            .collect::<Vec<_>>()
            .join(" — "),
        round: v.current_round.map(|r| r.number),
        entries: v.log.iter().filter(|e| !e.undone).count(),
    })
}
