//! Commands the UI calls over IPC. Settings live in one store file; each
//! saved game lives in a store file of its own (`games/<id>.json`), so a
//! damaged file costs one game, never the others, and is never rewritten
//! by a load. Every write is flushed to disk before the command returns,
//! so the UI reports an action done only once it is on disk.

use crate::error::{Error, Result};
use serde::Serialize;
use tauri::{AppHandle, Manager, Runtime};
use tauri_plugin_store::StoreExt;

const SETTINGS: &str = "settings.json";
const GAMES_DIR: &str = "games";
const SAVE_KEY: &str = "save";

/// A game id is what the UI made (a uuid); anything else could escape the
/// games folder, so it is refused.
fn check_id(id: &str) -> Result<()> {
    let ok = !id.is_empty()
        && id.len() <= 64
        && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
    if ok {
        Ok(())
    } else {
        Err(Error::BadId(id.to_string()))
    }
}

fn game_path(id: &str) -> String {
    format!("{GAMES_DIR}/{id}.json")
}

#[tauri::command]
pub fn settings_get<R: Runtime>(app: AppHandle<R>, key: String) -> Result<Option<String>> {
    let store = app.store(SETTINGS)?;
    Ok(store.get(&key).and_then(|v| v.as_str().map(str::to_string)))
}

#[tauri::command]
pub fn settings_set<R: Runtime>(app: AppHandle<R>, key: String, value: String) -> Result<()> {
    let store = app.store(SETTINGS)?;
    store.set(key, value);
    store.save()?;
    Ok(())
}

#[tauri::command]
pub fn game_save<R: Runtime>(app: AppHandle<R>, id: String, json: String) -> Result<()> {
    check_id(&id)?;
    let store = app.store(game_path(&id))?;
    store.set(SAVE_KEY, json);
    store.save()?;
    Ok(())
}

#[tauri::command]
pub fn game_load<R: Runtime>(app: AppHandle<R>, id: String) -> Result<String> {
    check_id(&id)?;
    let store = app.store(game_path(&id))?;
    store
        .get(SAVE_KEY)
        .and_then(|v| v.as_str().map(str::to_string))
        .ok_or(Error::NotFound(id))
}

/// One saved game as the list shows it: its save text, or why it could not
/// be read (the file itself is left as it is).
#[derive(Serialize)]
pub struct SaveEntry {
    id: String,
    json: Option<String>,
    error: Option<String>,
}

#[tauri::command]
pub fn game_list<R: Runtime>(app: AppHandle<R>) -> Result<Vec<SaveEntry>> {
    let dir = app.path().app_data_dir()?.join(GAMES_DIR);
    let mut out = Vec::new();
    let entries = match std::fs::read_dir(&dir) {
        Ok(e) => e,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(out),
        Err(e) => return Err(e.into()),
    };
    for entry in entries {
        let name = entry?.file_name().to_string_lossy().to_string();
        let Some(id) = name.strip_suffix(".json") else {
            continue;
        };
        if check_id(id).is_err() {
            continue;
        }
        let (json, error) = match game_load(app.clone(), id.to_string()) {
            Ok(j) => (Some(j), None),
            Err(e) => (None, Some(e.to_string())),
        };
        out.push(SaveEntry {
            id: id.to_string(),
            json,
            error,
        });
    }
    out.sort_by(|a, b| a.id.cmp(&b.id));
    Ok(out)
}

#[tauri::command]
pub fn game_delete<R: Runtime>(app: AppHandle<R>, id: String) -> Result<()> {
    check_id(&id)?;
    let path = app.path().app_data_dir()?.join(game_path(&id));
    let _ = app.store(game_path(&id)).map(|s| s.close_resource());
    match std::fs::remove_file(path) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(e.into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_that_could_escape_are_refused() {
        assert!(check_id("0b7c2f6e-3d7a-4a51-9a43-2f1c1e0d9b11").is_ok());
        for bad in ["", "../x", "a/b", "a.json", &"x".repeat(65)] {
            assert!(check_id(bad).is_err(), "{bad}");
        }
    }
}
