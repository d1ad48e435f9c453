//! Saved games as records of the app's storage ([`crate::state::store`]):
//! one record per game (`game.<id>`), with a revision, and the setting
//! `current_game`.
//!
//! This module only moves text: parsing and checking a save is the game
//! core's (`shturman_game::save`). Nothing here ever rewrites a save it
//! could not read: a damaged file stays where it is until the player
//! deletes it.

use crate::state::game_work::{UiError, Worked};
use crate::state::store::{self, storage};
use rand::{TryRngCore, rngs::OsRng};
use shturman_files::record::{ErrorKind, Key, Record, Storage, StoreError};
use shturman_game::{Game, GameView, Viewer, save};

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

fn key(id: &str) -> Key {
    Key::Game { id: id.to_string() }
}

/// Write a game's save text on the revision it was made on (`None` for a
/// new game); returns the new revision once it is stored (on disk in
/// Tauri). A stale write is refused as a conflict and changes nothing.
pub async fn write(id: &str, json: &str, base: Option<u64>) -> Result<u64, StoreError> {
    storage().write(&key(id), json, base).await
}

/// Read a game's save text and its revision.
pub async fn read(id: &str) -> Result<Record, StoreError> {
    storage()
        .read(&key(id))
        .await?
        .ok_or_else(|| StoreError::new(ErrorKind::NotFound, id))
}

/// Delete a saved game and every hand of it stored on this device (issue
/// 32: the encrypted hands stayed behind). Hands are filed under the game's
/// own id, read from the save (a save that does not read has none). The
/// hands go first, so a deletion cut short leaves the game listed, to
/// delete again.
pub async fn delete(id: &str) -> Result<(), StoreError> {
    let s = storage();
    let game = match s.read(&key(id)).await {
        Ok(Some(rec)) => parse(rec.body).await.ok().map(|(g, _)| g.id().to_string()),
        Ok(None) | Err(_) => None,
    };
    if let Some(game) = game {
        let like = Key::Hand {
            game: game.clone(),
            player: 0,
        };
        for e in s.list(&like).await? {
            if matches!(&e.key, Key::Hand { game: g, .. } if *g == game) {
                s.remove(&e.key).await?;
            }
        }
    }
    s.remove(&key(id)).await
}

/// One entry of the saves list: its record, or why the storage could not
/// give it (an unreadable file).
pub struct Entry {
    pub id: String,
    pub text: Result<String, StoreError>,
    /// When it was last written (ms since 1970), if the storage knows.
    pub written: Option<u64>,
}

/// The local calendar day of a write time, in this device's time zone.
pub fn local_day(written: u64) -> shturman_screens::game::saves::Day {
    let west =
        js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(written as f64)).get_timezone_offset();
    shturman_screens::game::saves::Day::of_time(written, -(west as i32))
}

/// Every saved game, sorted by id.
pub async fn list() -> Result<Vec<Entry>, StoreError> {
    let all = storage().list(&key("")).await?;
    Ok(all
        .into_iter()
        .filter_map(|e| match e.key {
            Key::Game { id } => Some(Entry {
                id,
                written: e.record.as_ref().ok().and_then(|r| r.written),
                text: e.record.map(|r| r.body),
            }),
            Key::Hand { .. } | Key::Setting { .. } => None,
        })
        .collect())
}

/// The id of the game open when the app was last used.
pub async fn current() -> Option<String> {
    store::setting(CURRENT_KEY).await.filter(|s| !s.is_empty())
}

/// Remember which game is open.
pub async fn set_current(id: &str) -> Result<(), StoreError> {
    store::set_setting(CURRENT_KEY, id).await
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

#[leptos::wasm_split::wasm_split(game_open, fallible, wasm_split_path = ::leptos::wasm_split)]
fn parse_now(text: String) -> Result<(Game, GameView), UiError> {
    let g = save::from_json(&text).map_err(UiError::Load)?;
    let view = g.view(Viewer::Table);
    Ok((g, view))
}

#[leptos::wasm_split::wasm_split(game_open, fallible, wasm_split_path = ::leptos::wasm_split)]
fn import_now(text: String) -> Result<Worked, UiError> {
    save::from_json(&text)
        .map(crate::state::game_work::worked)
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

/// Is this save text an old one (schema 1, captains in plain text) that
/// must be moved to sealed captains before it opens? One that claims to be
/// but does not move (damaged, or not a save at all) is an error: nothing
/// is stored for it (issue 32: any text claiming schema 1 was stored,
/// a 20 MB one until the storage gave up).
pub async fn is_old(text: String) -> Result<bool, UiError> {
    is_old_now(text).await.unwrap_or(Ok(false))
}

#[leptos::wasm_split::wasm_split(game_open, fallible, wasm_split_path = ::leptos::wasm_split)]
fn is_old_now(text: String) -> Result<Result<bool, UiError>, UiError> {
    if save::schema_version(&text) != Ok(1) {
        return Ok(Ok(false));
    }
    // the whole move, tried here and thrown away: the salts do not matter
    let mut salt = || shturman_game::Salt::from_bytes([0; 16]);
    Ok(
        shturman_game::migrate::migrate_v1(&text, uuid::Uuid::nil(), &mut salt)
            .map(|_| true)
            .map_err(UiError::Load),
    )
}
