//! The UI's [`Storage`]: the desktop shell's four record commands inside
//! Tauri, IndexedDB in a plain page ([`super::idb`], a write returns once
//! it is on disk), localStorage only where IndexedDB cannot be opened.
//! All keep the records' rules (`shturman_files::record`): every write
//! names the revision it was made on and a stale one is refused as a
//! conflict. [`follow_records`] hears other tabs' writes.
//!
//! No JSON parser here: a browser record is plain text (a header line with
//! its revision, then the body), and the shell's answers are read field by
//! field. This code runs on the start screen, whose wasm must stay small.

use crate::platform;
use crate::state::idb;
use shturman_files::record::{Entry, ErrorKind, Key, Record, Storage, StoreError, check_write};
use wasm_bindgen::JsValue;

/// The storage of this platform.
#[derive(Clone, Copy, Debug, Default)]
pub struct AppStorage;

/// The storage of this platform.
pub fn storage() -> AppStorage {
    AppStorage
}

fn err(kind: ErrorKind, detail: impl Into<String>) -> StoreError {
    StoreError::new(kind, detail)
}

/// A rejected shell command: the shell sends a `StoreError` object.
fn ipc_error(e: JsValue) -> StoreError {
    let kind = platform::text_field(&e, "kind")
        .map(|k| ErrorKind::from_code(&k))
        .unwrap_or(ErrorKind::Io);
    let detail =
        platform::text_field(&e, "detail").unwrap_or_else(|| platform::js_error_text(e.clone()));
    let stored = platform::number_field(&e, "stored").map(|n| n as u64);
    StoreError {
        kind,
        detail,
        stored,
    }
}

/// A `{revision, body, written}` object from the shell.
fn record_of(v: &JsValue) -> Option<Record> {
    Some(Record {
        revision: platform::number_field(v, "revision")? as u64,
        body: platform::text_field(v, "body")?,
        written: platform::number_field(v, "written").map(|n| n as u64),
    })
}

/// localStorage keys of records: the app's prefix and the key's flat name.
fn local_name(key: &Key) -> Result<String, StoreError> {
    key.name()
}

/// Where a record lived before records had revisions, if anywhere else
/// (settings were `lang`, `current_game`; games are where they were).
fn legacy_name(key: &Key) -> Option<String> {
    match key {
        Key::Setting { name } => Some(name.clone()),
        Key::Game { .. } | Key::Hand { .. } => None,
    }
}

fn local_read(key: &Key) -> Result<Option<Record>, StoreError> {
    let name = local_name(key)?;
    let text = platform::local_get(&name)
        .map_err(|e| err(ErrorKind::Unavailable, e))?
        .or_else(|| legacy_name(key).and_then(|l| platform::local_get(&l).ok().flatten()));
    Ok(text.map(|t| Record::from_text(&t)))
}

impl Storage for AppStorage {
    async fn read(&self, key: &Key) -> Result<Option<Record>, StoreError> {
        if platform::is_tauri() {
            let v = platform::invoke("record_read", &[("name", key.name()?.into())])
                .await
                .map_err(ipc_error)?;
            if v.is_null() || v.is_undefined() {
                return Ok(None);
            }
            record_of(&v)
                .map(Some)
                .ok_or_else(|| err(ErrorKind::Damaged, "the shell sent no record"))
        } else if let Some(db) = idb::db().await {
            idb::read(&db, &key.name()?).await
        } else {
            local_read(key)
        }
    }

    async fn write(&self, key: &Key, body: &str, base: Option<u64>) -> Result<u64, StoreError> {
        if platform::is_tauri() {
            let base = base.map_or(JsValue::NULL, |b| JsValue::from_f64(b as f64));
            let v = platform::invoke(
                "record_write",
                &[
                    ("name", key.name()?.into()),
                    ("body", body.into()),
                    ("base", base),
                ],
            )
            .await
            .map_err(ipc_error)?;
            v.as_f64()
                .map(|n| n as u64)
                .ok_or_else(|| err(ErrorKind::Io, "the shell sent no revision"))
        } else if let Some(db) = idb::db().await {
            idb::write(&db, &key.name()?, body, base).await
        } else {
            let stored = local_read(key)?.map(|r| r.revision);
            let revision = check_write(stored, base)?;
            let text = Record {
                revision,
                body: body.to_string(),
                written: Some(js_sys::Date::now() as u64),
            }
            .to_text();
            platform::local_set(&local_name(key)?, &text).map_err(|e| err(ErrorKind::Io, e))?;
            Ok(revision)
        }
    }

    async fn remove(&self, key: &Key) -> Result<(), StoreError> {
        if platform::is_tauri() {
            platform::invoke("record_remove", &[("name", key.name()?.into())])
                .await
                .map(|_| ())
                .map_err(ipc_error)
        } else if let Some(db) = idb::db().await {
            idb::remove(&db, &key.name()?).await
        } else {
            platform::local_remove(&local_name(key)?).map_err(|e| err(ErrorKind::Io, e))
        }
    }

    async fn list(&self, like: &Key) -> Result<Vec<Entry>, StoreError> {
        if platform::is_tauri() {
            let v = platform::invoke("record_list", &[("like", like.name()?.into())])
                .await
                .map_err(ipc_error)?;
            if !js_sys::Array::is_array(&v) {
                return Err(err(ErrorKind::Io, "the shell sent no list"));
            }
            // each entry is a `Listed`: {name, revision, body, error}
            Ok(js_sys::Array::from(&v)
                .iter()
                .filter_map(|e| {
                    let key = Key::from_name(&platform::text_field(&e, "name")?)?;
                    let record = match record_of(&e) {
                        Some(r) => Ok(r),
                        None => Err(js_sys::Reflect::get(&e, &"error".into())
                            .map(ipc_error)
                            .unwrap_or_else(|_| err(ErrorKind::Damaged, ""))),
                    };
                    Some(Entry { key, record })
                })
                .collect())
        } else {
            let prefix = match like {
                Key::Game { .. } => "game.".to_string(),
                Key::Hand { game, .. } => format!("hand.{game}."),
                Key::Setting { .. } => "setting.".to_string(),
            };
            if let Some(db) = idb::db().await {
                return Ok(idb::list(&db, &prefix)
                    .await?
                    .into_iter()
                    .filter_map(|(n, r)| {
                        Some(Entry {
                            key: Key::from_name(&n)?,
                            record: Ok(r),
                        })
                    })
                    .collect());
            }
            let mut names = platform::local_keys(&prefix);
            names.sort();
            Ok(names
                .into_iter()
                .filter_map(|n| {
                    let key = Key::from_name(&n)?;
                    let record = local_read(&key)
                        .and_then(|r| r.ok_or_else(|| err(ErrorKind::NotFound, n.clone())));
                    Some(Entry { key, record })
                })
                .collect())
        }
    }
}

/// A setting's text, if set (settings are records too).
pub async fn setting(name: &str) -> Option<String> {
    let key = Key::Setting { name: name.into() };
    storage().read(&key).await.ok().flatten().map(|r| r.body)
}

/// Remember a setting over whatever revision is stored: a setting is the
/// player's last word. Another write between the read and this write
/// (two quick calls, another tab) is a conflict: read again and write once
/// more over it.
pub async fn set_setting(name: &str, value: &str) -> Result<(), StoreError> {
    let key = Key::Setting { name: name.into() };
    let s = storage();
    let base = s.read(&key).await?.map(|r| r.revision);
    match s.write(&key, value, base).await {
        Err(e) if e.kind == ErrorKind::Conflict => {
            let base = s.read(&key).await?.map(|r| r.revision);
            s.write(&key, value, base).await.map(|_| ())
        }
        done => done.map(|_| ()),
    }
}

/// Write a setting made from what is stored now: `make` gets the stored
/// text and gives the text to write, on the revision it read. Another
/// write between the read and this one (another tab) is a conflict: read
/// again and make it again, so what the other tab wrote is seen, never
/// overwritten unread. The text written.
pub async fn update_setting(
    name: &str,
    make: impl Fn(Option<&str>) -> String,
) -> Result<String, StoreError> {
    let key = Key::Setting { name: name.into() };
    let s = storage();
    let mut tries = 0;
    loop {
        let stored = s.read(&key).await?;
        let text = make(stored.as_ref().map(|r| r.body.as_str()));
        match s.write(&key, &text, stored.map(|r| r.revision)).await {
            Err(e) if e.kind == ErrorKind::Conflict && tries < 8 => tries += 1,
            done => return done.map(|_| text),
        }
    }
}

type Follower = std::rc::Rc<dyn Fn(String)>;

thread_local! {
    /// The followers of other tabs' writes, by id, and the page's one
    /// channel (made with the first follower).
    static FOLLOWERS: std::cell::RefCell<(u64, Vec<(u64, Follower)>)> =
        std::cell::RefCell::new((0, Vec::new()));
    static HEARING: Option<web_sys::BroadcastChannel> = {
        use wasm_bindgen::JsCast;
        let c = idb::channel()?;
        let on_message = wasm_bindgen::closure::Closure::<dyn Fn(web_sys::MessageEvent)>::new(
            |e: web_sys::MessageEvent| {
                if let Some(name) = e.data().as_string() {
                    tell_followers(name);
                }
            },
        );
        c.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        // the page's lifetime: one channel, one handler
        on_message.forget();
        Some(c)
    };
}

fn tell_followers(name: String) {
    let all: Vec<Follower> =
        FOLLOWERS.with(|f| f.borrow().1.iter().map(|(_, c)| c.clone()).collect());
    for f in all {
        f(name.clone());
    }
}

/// Call `changed` with the flat name ([`Key::name`]) of each record another
/// window or tab of this browser stores or removes (its `BroadcastChannel`
/// message; localStorage's `storage` event where IndexedDB is missing).
/// Stops when the calling owner is cleaned up.
pub fn follow_records(changed: impl Fn(String) + 'static) {
    use leptos::prelude::*;
    HEARING.with(|_| ());
    let id = FOLLOWERS.with(|f| {
        let mut f = f.borrow_mut();
        f.0 += 1;
        let id = f.0;
        f.1.push((id, std::rc::Rc::new(changed)));
        id
    });
    let local = window_event_listener(leptos::ev::storage, move |e| {
        if let Some(name) = e
            .key()
            .and_then(|k| k.strip_prefix("shturman.").map(str::to_string))
        {
            tell_one(id, name);
        }
    });
    on_cleanup(move || {
        local.remove();
        FOLLOWERS.with(|f| f.borrow_mut().1.retain(|(i, _)| *i != id));
    });
}

fn tell_one(id: u64, name: String) {
    let one = FOLLOWERS.with(|f| {
        f.borrow()
            .1
            .iter()
            .find(|(i, _)| *i == id)
            .map(|(_, c)| c.clone())
    });
    if let Some(f) = one {
        f(name);
    }
}
