//! Commands the UI calls over IPC. Settings live in one store file; each
//! saved game lives in a store file of its own (`games/<id>.json`), so a
//! damaged file costs one game, never the others. Every write is flushed to
//! disk before the command returns, so the UI reports an action done only
//! once it is on disk.
//!
//! The store plugin, given a file it cannot parse, silently starts empty and
//! writes that emptiness back when the app exits. So a game file is read
//! here directly, and opened as a store only to write it once it is known
//! to be sound: a damaged file is reported and never touched. Before each
//! write the previous file is copied to `<id>.json.bak`; if the app dies in
//! the middle of a write, the next load falls back to that copy (the action
//! being written was not yet reported done) and keeps the torn file aside.

use crate::error::{Error, Result};
use serde::Serialize;
use std::path::{Path, PathBuf};
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

fn games_dir<R: Runtime>(app: &AppHandle<R>) -> Result<PathBuf> {
    Ok(app.path().app_data_dir()?.join(GAMES_DIR))
}

fn backup_of(file: &Path) -> PathBuf {
    file.with_extension("json.bak")
}

/// What a store file holds under [`SAVE_KEY`]: `Ok(None)` when there is no
/// file, `Err(Damaged)` when it is not the store's JSON.
fn read_store_file(file: &Path) -> Result<Option<String>> {
    let bytes = match std::fs::read(file) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e.into()),
    };
    let value: serde_json::Value =
        serde_json::from_slice(&bytes).map_err(|e| Error::Damaged(e.to_string()))?;
    value
        .get(SAVE_KEY)
        .and_then(|v| v.as_str())
        .map(|s| Some(s.to_string()))
        .ok_or_else(|| Error::Damaged(format!("no \"{SAVE_KEY}\" in the file")))
}

/// Read a game file; if it is torn and a sound backup exists, keep the torn
/// file aside (as `<id>.json.damaged`) and return the backup.
fn read_game_file(file: &Path) -> Result<Option<String>> {
    match read_store_file(file) {
        Err(Error::Damaged(why)) => match read_store_file(&backup_of(file)) {
            Ok(Some(save)) => {
                let aside = file.with_extension("json.damaged");
                std::fs::rename(file, &aside)?;
                std::fs::copy(backup_of(file), file)?;
                Ok(Some(save))
            }
            _ => Err(Error::Damaged(why)),
        },
        other => other,
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("shturman-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    #[test]
    fn ids_that_could_escape_are_refused() {
        assert!(check_id("0b7c2f6e-3d7a-4a51-9a43-2f1c1e0d9b11").is_ok());
        for bad in ["", "../x", "a/b", "a.json", &"x".repeat(65)] {
            assert!(check_id(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_damaged_file_is_reported_and_left_untouched() {
        let d = temp_dir("damaged");
        let f = d.join("g.json");
        std::fs::write(&f, b"{\"save\": \"{tru").unwrap();
        assert!(matches!(read_game_file(&f), Err(Error::Damaged(_))));
        assert_eq!(std::fs::read(&f).unwrap(), b"{\"save\": \"{tru");
        std::fs::write(&f, b"{\"other\": 1}").unwrap();
        assert!(matches!(read_game_file(&f), Err(Error::Damaged(_))));
        assert_eq!(read_game_file(&d.join("none.json")).unwrap(), None);
    }

    #[test]
    fn a_torn_write_falls_back_to_the_backup_and_keeps_the_torn_file() {
        let d = temp_dir("torn");
        let f = d.join("g.json");
        std::fs::write(backup_of(&f), br#"{"save":"before"}"#).unwrap();
        std::fs::write(&f, br#"{"save":"aft"#).unwrap();
        assert_eq!(read_game_file(&f).unwrap().as_deref(), Some("before"));
        assert_eq!(
            std::fs::read(f.with_extension("json.damaged")).unwrap(),
            br#"{"save":"aft"#
        );
        assert_eq!(read_game_file(&f).unwrap().as_deref(), Some("before"));
    }
}
