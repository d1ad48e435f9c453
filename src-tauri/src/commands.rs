//! Commands the UI calls over IPC. Settings live in one store file; each
//! saved game lives in a store file of its own (`games/<id>.json`), so a
//! damaged file costs one game, never the others. Every write is flushed to
//! disk before the command returns, so the UI reports an action done only
//! once it is on disk.
//!
//! How a game file is read (and why not through the store) is in the
//! `shturman-files` crate.

use crate::error::{Error, Result};
use serde::Serialize;
use shturman_files::{backup_of, check_id, read_game_file, SAVE_KEY};
use std::path::PathBuf;
use tauri::{AppHandle, Manager, Runtime};
use tauri_plugin_store::StoreExt;

const SETTINGS: &str = "settings.json";
const GAMES_DIR: &str = "games";

fn game_path(id: &str) -> String {
    format!("{GAMES_DIR}/{id}.json")
}

fn games_dir<R: Runtime>(app: &AppHandle<R>) -> Result<PathBuf> {
    Ok(app.path().app_data_dir()?.join(GAMES_DIR))
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
    let file = games_dir(&app)?.join(format!("{id}.json"));
    // Never write over a file we could not read: it stays for the players.
    if read_game_file(&file)?.is_some() {
        std::fs::copy(&file, backup_of(&file))?;
    }
    let store = app.store(game_path(&id))?;
    store.set(SAVE_KEY, json);
    store.save()?;
    Ok(())
}

#[tauri::command]
pub fn game_load<R: Runtime>(app: AppHandle<R>, id: String) -> Result<String> {
    check_id(&id)?;
    let file = games_dir(&app)?.join(format!("{id}.json"));
    read_game_file(&file)?.ok_or(Error::NotFound(id))
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
    let dir = games_dir(&app)?;
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
        let (json, error) = match read_game_file(&dir.join(&name)) {
            Ok(Some(j)) => (Some(j), None),
            Ok(None) => continue,
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
    let file = games_dir(&app)?.join(format!("{id}.json"));
    if let Ok(store) = app.store(game_path(&id)) {
        store.close_resource();
    }
    for f in [file.clone(), backup_of(&file)] {
        match std::fs::remove_file(f) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(e.into()),
        }
    }
    Ok(())
}
