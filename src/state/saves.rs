//! Where saved games live: inside Tauri, the shell's `game_*` commands (one
//! store file per game); in a plain browser, localStorage (`game.<id>` per
//! game and `current_game`, under the app's `shturman.` prefix).
//!
//! This module only moves text: parsing and checking a save is the game
//! core's (`shturman_game::save`). Nothing here ever rewrites a save it
//! could not read: a damaged file stays where it is until the player
//! deletes it.

use crate::platform;
use crate::state::game::UiError;
use rand::{rngs::OsRng, TryRngCore};
use serde::Deserialize;
use shturman_game::{save, Game};

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

/// A random salt for a captain placement (32 hex characters).
pub fn new_salt() -> String {
    let mut bytes = [0u8; 16];
    let _ = OsRng.try_fill_bytes(&mut bytes);
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Write a game's save text; returns once it is stored (on disk in Tauri).
pub async fn write(id: &str, json: &str) -> Result<(), String> {
    if platform::is_tauri() {
        platform::invoke("game_save", serde_json::json!({ "id": id, "json": json }))
            .await
            .map(|_| ())
    } else {
        platform::local_set(&format!("{GAME_PREFIX}{id}"), json)
    }
}

/// Read a game's save text.
pub async fn read(id: &str) -> Result<String, String> {
    if platform::is_tauri() {
        let v = platform::invoke("game_load", serde_json::json!({ "id": id })).await?;
        v.as_string().ok_or_else(|| "not a text".to_string())
    } else {
        platform::local_get(&format!("{GAME_PREFIX}{id}")).ok_or_else(|| "not found".to_string())
    }
}

/// Delete a saved game.
pub async fn delete(id: &str) -> Result<(), String> {
    if platform::is_tauri() {
        platform::invoke("game_delete", serde_json::json!({ "id": id }))
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

#[derive(Deserialize)]
struct TauriEntry {
    id: String,
    json: Option<String>,
    error: Option<String>,
}

/// Every saved game, sorted by id.
pub async fn list() -> Result<Vec<Entry>, String> {
    if platform::is_tauri() {
        let v = platform::invoke("game_list", serde_json::json!({})).await?;
        let text = js_sys::JSON::stringify(&v)
            .ok()
            .and_then(|s| s.as_string())
            .unwrap_or_default();
        let entries: Vec<TauriEntry> = serde_json::from_str(&text).map_err(|e| e.to_string())?;
        Ok(entries
            .into_iter()
            .map(|e| Entry {
                id: e.id,
                text: match (e.json, e.error) {
                    (Some(j), _) => Ok(j),
                    (None, err) => Err(err.unwrap_or_default()),
                },
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

/// Parse a save text with the core (versions, replay, rules). The JSON
/// reading and the replay are a lazily loaded wasm chunk: a first visit,
/// with no saved game, never fetches them.
pub async fn parse(text: String) -> Result<Game, UiError> {
    parse_now(text).await
}

/// Fetch the save-reading chunk ahead of need (see [`crate::app`]).
pub async fn preload_parse() {
    let _ = __wasm_split_preload_parse_now().await;
}

#[leptos::wasm_split::wasm_split(save_reading, fallible, wasm_split_path = ::leptos::wasm_split)]
fn parse_now(text: String) -> Result<Game, UiError> {
    save::from_json(&text).map_err(UiError::Load)
}
