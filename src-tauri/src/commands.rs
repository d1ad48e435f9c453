//! Commands the UI calls over IPC: four, over records (`shturman_files::
//! record`): read, write (naming the revision it was made on), remove, list.
//! They are a thin layer over `shturman_files::disk::Records` in the app's
//! data folder, which owns the files: each record a file of its own
//! (`games/<id>.json`, `hands/<game>.<player>.json`, `settings/<name>.json`),
//! so a damaged file costs one record, never the others. A write returns
//! once the record is on disk (written to a temporary file, synced, renamed
//! over the record, the folder synced), so the UI reports an action done
//! only then; a write against a newer stored revision (another window or
//! process saved first) is refused as a conflict and changes nothing.
//!
//! The commands run on Tauri's thread pool (`command(async)`), not on the
//! main thread, which runs the window: a write waits for the disk (two
//! syncs) and maybe for another process's lock. Writes of one folder are
//! still one at a time (its lock), in whatever order they reach the pool:
//! of two writes made on one revision, one is refused either way.
//!
//! Records never go through tauri-plugin-store (it saved every store it
//! had open when the app exited, stale copies included): why, and how a
//! record file is read and written, is in the `shturman-files` crate.

use crate::error::Result;
use shturman_files::disk::Records;
use shturman_files::record::{ErrorKind, Key, Listed, Record, StoreError};
use tauri::{AppHandle, Manager, Runtime};

/// The records in the app's data folder.
fn records<R: Runtime>(app: &AppHandle<R>) -> Result<Records> {
    Ok(Records::new(app.path().app_data_dir()?))
}

/// The key of a flat name the UI sent ("game.<id>", …).
fn key_of(name: &str) -> Result<Key> {
    Key::from_name(name).ok_or_else(|| StoreError::new(ErrorKind::BadKey, name).into())
}

#[tauri::command(async)]
pub fn record_read<R: Runtime>(app: AppHandle<R>, name: String) -> Result<Option<Record>> {
    Ok(records(&app)?.read(&key_of(&name)?)?)
}

#[tauri::command(async)]
pub fn record_write<R: Runtime>(
    app: AppHandle<R>,
    name: String,
    body: String,
    base: Option<u64>,
) -> Result<u64> {
    Ok(records(&app)?.write(&key_of(&name)?, &body, base)?)
}

#[tauri::command(async)]
pub fn record_remove<R: Runtime>(app: AppHandle<R>, name: String) -> Result<()> {
    Ok(records(&app)?.remove(&key_of(&name)?)?)
}

/// Every record of the kind of `like` (every game; every hand of one game;
/// every setting), each with its record or why it cannot be read.
#[tauri::command(async)]
pub fn record_list<R: Runtime>(app: AppHandle<R>, like: String) -> Result<Vec<Listed>> {
    let entries = records(&app)?.list(&key_of(&like)?)?;
    Ok(entries.into_iter().map(Listed::from).collect())
}
