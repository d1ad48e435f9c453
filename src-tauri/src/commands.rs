//! Commands the UI calls over IPC: four, over records (`shturman_files::
//! record`): read, write (naming the revision it was made on), remove, list.
//! Each record is a store file of its own — `games/<id>.json`,
//! `hands/<game>.<player>.json`, `settings/<name>.json` — so a damaged file
//! costs one record, never the others. Every write is flushed to disk before
//! the command returns, so the UI reports an action done only once it is on
//! disk; a write against a newer stored revision (another window saved
//! first) is refused as a conflict and changes nothing.
//!
//! How a record file is read (and why not through the store) is in the
//! `shturman-files` crate.

use crate::error::{Error, Result};
use shturman_files::record::{check_write, Entry, ErrorKind, Key, Listed, Record, StoreError};
use shturman_files::{backup_of, read_game_file, REVISION_KEY, SAVE_KEY, WRITTEN_KEY};
use std::path::PathBuf;
use tauri::{AppHandle, Manager, Runtime};
use tauri_plugin_store::StoreExt;

/// The folder and file name of a key, relative to the app's data folder.
fn place(key: &Key) -> Result<(&'static str, String)> {
    let name = key.name()?;
    let dir = match key {
        Key::Game { .. } => "games",
        Key::Hand { .. } => "hands",
        Key::Setting { .. } => "settings",
    };
    // the kind is the folder; the file is the rest of the flat name
    let file = name
        .split_once('.')
        .map_or(name.clone(), |(_, rest)| rest.to_string());
    Ok((dir, format!("{file}.json")))
}

fn path<R: Runtime>(app: &AppHandle<R>, dir: &str, file: &str) -> Result<PathBuf> {
    Ok(app.path().app_data_dir()?.join(dir).join(file))
}

/// The key of a flat name the UI sent ("game.<id>", …).
fn key_of(name: &str) -> Result<Key> {
    Key::from_name(name).ok_or_else(|| StoreError::new(ErrorKind::BadKey, name).into())
}

#[tauri::command]
pub fn record_read<R: Runtime>(app: AppHandle<R>, name: String) -> Result<Option<Record>> {
    let (dir, file) = place(&key_of(&name)?)?;
    Ok(read_game_file(&path(&app, dir, &file)?)?)
}

#[tauri::command]
pub fn record_write<R: Runtime>(
    app: AppHandle<R>,
    name: String,
    body: String,
    base: Option<u64>,
) -> Result<u64> {
    let (dir, file) = place(&key_of(&name)?)?;
    let full = path(&app, dir, &file)?;
    // Never write over a file we could not read: it stays for the players.
    let stored = read_game_file(&full)?;
    let revision = check_write(stored.as_ref().map(|r| r.revision), base)?;
    if stored.is_some() {
        std::fs::copy(&full, backup_of(&full))?;
    }
    let store = app.store(format!("{dir}/{file}"))?;
    store.set(SAVE_KEY, body);
    store.set(REVISION_KEY, revision);
    // when it was written, for the saves list (a clock before 1970 leaves
    // the time out rather than failing the write)
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .ok()
        .and_then(|d| u64::try_from(d.as_millis()).ok());
    if let Some(now) = now {
        store.set(WRITTEN_KEY, now);
    }
    store.save()?;
    Ok(revision)
}

#[tauri::command]
pub fn record_remove<R: Runtime>(app: AppHandle<R>, name: String) -> Result<()> {
    let (dir, file) = place(&key_of(&name)?)?;
    let full = path(&app, dir, &file)?;
    if let Ok(store) = app.store(format!("{dir}/{file}")) {
        store.close_resource();
    }
    for f in [full.clone(), backup_of(&full)] {
        match std::fs::remove_file(f) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(e.into()),
        }
    }
    Ok(())
}

/// Every record of the kind of `like` (every game; every hand of one game;
/// every setting), each with its record or why it cannot be read.
#[tauri::command]
pub fn record_list<R: Runtime>(app: AppHandle<R>, like: String) -> Result<Vec<Listed>> {
    let like = key_of(&like)?;
    let (dir, _) = place(&like)?;
    let folder = app.path().app_data_dir()?.join(dir);
    let mut out: Vec<Entry> = Vec::new();
    let entries = match std::fs::read_dir(&folder) {
        Ok(e) => e,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(e.into()),
    };
    let kind = dir.trim_end_matches('s');
    for entry in entries {
        let name = entry?.file_name().to_string_lossy().to_string();
        let Some(stem) = name.strip_suffix(".json") else {
            continue;
        };
        let Some(key) = Key::from_name(&format!("{kind}.{stem}")) else {
            continue;
        };
        let same = match (&key, &like) {
            (Key::Hand { game: a, .. }, Key::Hand { game: b, .. }) => a == b,
            _ => true,
        };
        if !same {
            continue;
        }
        let record = match read_game_file(&folder.join(&name)) {
            Ok(Some(r)) => Ok(r),
            Ok(None) => continue,
            Err(e) => Err(Error::from(e).into()),
        };
        out.push(Entry { key, record });
    }
    out.sort_by(|a, b| a.key.cmp(&b.key));
    Ok(out.into_iter().map(Listed::from).collect())
}
