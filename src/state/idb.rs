//! The browser's durable record store: IndexedDB (database `shturman`,
//! object store `records`, the key's flat name → the record's text form,
//! `Record::to_text`). localStorage lost the last seconds of play when
//! the browser was killed (Chromium writes it to disk in batches); an
//! IndexedDB transaction with `durability: "strict"` has reached the disk
//! when its `complete` event fires, and only then does a write return.
//!
//! A write's revision check runs inside its own readwrite transaction (the
//! read of the stored revision and the put are one transaction), so two
//! tabs can never both win. Every completed write or removal is announced
//! on a `BroadcastChannel` ([`CHANNEL`]): IndexedDB has no `storage` event.
//!
//! Records a build before this one kept in localStorage are moved here
//! when the database is first opened in a page ([`migrate`]), each removed
//! from localStorage only once its transaction completed. Where IndexedDB
//! cannot be opened (some private modes) [`db`] gives `None` and the
//! caller keeps using localStorage.
//!
//! Callbacks, not `async` Rust, inside a transaction: a transaction stays
//! open only while its requests' handlers run.

use crate::platform;
use shturman_files::record::{ErrorKind, Key, Record, StoreError, check_write};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen::JsValue;
use wasm_bindgen::prelude::Closure;
use wasm_bindgen_futures::JsFuture;
use web_sys::{IdbDatabase, IdbObjectStore, IdbRequest, IdbTransaction};

const DB_NAME: &str = "shturman";
const STORE: &str = "records";
/// Where the tabs of this origin hear of each other's writes.
pub const CHANNEL: &str = "shturman.records";

fn err(kind: ErrorKind, detail: impl Into<String>) -> StoreError {
    StoreError::new(kind, detail)
}

fn io(e: JsValue) -> StoreError {
    err(ErrorKind::Io, platform::js_error_text(e))
}

thread_local! {
    /// The open database (or `null`: no IndexedDB here), once asked for.
    static DB: RefCell<Option<js_sys::Promise>> = const { RefCell::new(None) };
}

/// The database, opened (and the old localStorage records moved in) once
/// per page; `None` where IndexedDB cannot be opened.
pub async fn db() -> Option<IdbDatabase> {
    let p = DB.with(|d| {
        d.borrow_mut()
            .get_or_insert_with(|| {
                wasm_bindgen_futures::future_to_promise(async {
                    Ok(match open().await {
                        Some(db) => {
                            migrate(&db).await;
                            db.into()
                        }
                        None => JsValue::NULL,
                    })
                })
            })
            .clone()
    });
    JsFuture::from(p).await.ok()?.dyn_into().ok()
}

async fn open() -> Option<IdbDatabase> {
    let factory = web_sys::window()?.indexed_db().ok()??;
    let req = factory.open_with_u32(DB_NAME, 1).ok()?;
    let upgrade = Closure::once_into_js({
        let req = req.clone();
        move || {
            // version 1 is the only one: an upgrade is the first opening
            if let Some(db) = req
                .result()
                .ok()
                .and_then(|r| r.dyn_into::<IdbDatabase>().ok())
            {
                let _ = db.create_object_store(STORE);
            }
        }
    });
    req.set_onupgradeneeded(Some(upgrade.unchecked_ref()));
    let done = js_sys::Promise::new(&mut |resolve, reject| {
        req.set_onsuccess(Some(&resolve));
        req.set_onerror(Some(&reject));
    });
    JsFuture::from(done).await.ok()?;
    req.result().ok()?.dyn_into().ok()
}

/// A transaction on the records: readwrite ones are `durability: "strict"`.
fn transaction(
    db: &IdbDatabase,
    write: bool,
) -> Result<(IdbTransaction, IdbObjectStore), StoreError> {
    let tx = if write {
        // `transaction(store, mode, {durability})`: web-sys has the options
        // form only behind `web_sys_unstable_apis`, so it is called by name
        let options = js_sys::Object::new();
        js_sys::Reflect::set(&options, &"durability".into(), &"strict".into()).map_err(io)?;
        let method: js_sys::Function = js_sys::Reflect::get(db, &"transaction".into())
            .map_err(io)?
            .dyn_into()
            .map_err(io)?;
        method
            .call3(db, &STORE.into(), &"readwrite".into(), &options)
            .map_err(io)?
            .dyn_into()
            .map_err(io)?
    } else {
        db.transaction_with_str(STORE).map_err(io)?
    };
    let store = tx.object_store(STORE).map_err(io)?;
    Ok((tx, store))
}

/// Wait for the transaction's end: `Ok` on `complete` (a readwrite one is
/// then on disk), `Err` when it aborted.
async fn finished(tx: &IdbTransaction) -> Result<(), JsValue> {
    let p = js_sys::Promise::new(&mut |resolve, reject| {
        tx.set_oncomplete(Some(&resolve));
        tx.set_onabort(Some(&reject));
    });
    JsFuture::from(p).await.map(|_| ())
}

fn record_of(req: &IdbRequest) -> Option<Record> {
    req.result()
        .ok()?
        .as_string()
        .map(|t| Record::from_text(&t))
}

/// Read one record.
pub async fn read(db: &IdbDatabase, name: &str) -> Result<Option<Record>, StoreError> {
    let (tx, store) = transaction(db, false)?;
    let req = store.get(&name.into()).map_err(io)?;
    finished(&tx).await.map_err(io)?;
    Ok(record_of(&req))
}

/// Put `text` under `name` if `allow(stored revision)` says so, in one
/// durable transaction; resolves once it is on disk.
async fn put_checked<T: 'static>(
    db: &IdbDatabase,
    name: &str,
    text: impl FnOnce(Option<u64>) -> Result<(T, Option<String>), StoreError> + 'static,
) -> Result<T, StoreError> {
    let (tx, store) = transaction(db, true)?;
    let get = store.get(&name.into()).map_err(io)?;
    let outcome: Rc<RefCell<Option<Result<T, StoreError>>>> = Rc::new(RefCell::new(None));
    let on_get = Closure::once_into_js({
        let (get, tx, outcome, name) = (get.clone(), tx.clone(), outcome.clone(), name.to_string());
        move || {
            let stored = record_of(&get).map(|r| r.revision);
            let result = text(stored).and_then(|(value, put)| {
                if let Some(put) = put {
                    store.put_with_key(&put.into(), &name.into()).map_err(io)?;
                }
                Ok(value)
            });
            if result.is_err() {
                let _ = tx.abort();
            }
            *outcome.borrow_mut() = Some(result);
        }
    });
    get.set_onsuccess(Some(on_get.unchecked_ref()));
    let end = finished(&tx).await;
    let result = outcome.borrow_mut().take();
    match (result, end) {
        (Some(Err(e)), _) => Err(e),
        (Some(Ok(v)), Ok(())) => Ok(v),
        (_, Err(e)) => Err(io(e)),
        (None, Ok(())) => Err(err(ErrorKind::Io, "the transaction ended unread")),
    }
}

/// Write `body` on revision `base` (the records' rules), on disk when it
/// returns; announced to the other tabs.
pub async fn write(
    db: &IdbDatabase,
    name: &str,
    body: &str,
    base: Option<u64>,
) -> Result<u64, StoreError> {
    let body = body.to_string();
    let revision = put_checked(db, name, move |stored| {
        let revision = check_write(stored, base)?;
        let text = Record {
            revision,
            body,
            written: Some(js_sys::Date::now() as u64),
        }
        .to_text();
        Ok((revision, Some(text)))
    })
    .await?;
    announce(name);
    Ok(revision)
}

/// Remove one record; announced to the other tabs.
pub async fn remove(db: &IdbDatabase, name: &str) -> Result<(), StoreError> {
    let (tx, store) = transaction(db, true)?;
    store.delete(&name.into()).map_err(io)?;
    finished(&tx).await.map_err(io)?;
    announce(name);
    Ok(())
}

/// Every record whose name starts with `prefix`, by name.
pub async fn list(db: &IdbDatabase, prefix: &str) -> Result<Vec<(String, Record)>, StoreError> {
    let (tx, store) = transaction(db, false)?;
    // names are ASCII: every name with the prefix sorts below prefix + U+FFFF
    let range = web_sys::IdbKeyRange::bound(&prefix.into(), &format!("{prefix}\u{ffff}").into())
        .map_err(io)?;
    let keys = store.get_all_keys_with_key(&range).map_err(io)?;
    let values = store.get_all_with_key(&range).map_err(io)?;
    finished(&tx).await.map_err(io)?;
    let (keys, values) = (
        js_sys::Array::from(&keys.result().map_err(io)?),
        js_sys::Array::from(&values.result().map_err(io)?),
    );
    Ok(keys
        .iter()
        .zip(values.iter())
        .filter_map(|(k, v)| Some((k.as_string()?, Record::from_text(&v.as_string()?))))
        .collect())
}

thread_local! {
    /// The page's one channel: it both tells and hears, and a channel never
    /// hears its own messages, so a tab is not told of its own writes.
    static NEWS: Option<web_sys::BroadcastChannel> = web_sys::BroadcastChannel::new(CHANNEL).ok();
}

/// The page's channel to the other tabs ([`CHANNEL`]).
pub fn channel() -> Option<web_sys::BroadcastChannel> {
    NEWS.with(Clone::clone)
}

/// Tell the other tabs `name` changed.
fn announce(name: &str) {
    if let Some(c) = channel() {
        let _ = c.post_message(&name.into());
    }
}

/// Move the records an older build kept in localStorage (`shturman.<name>`,
/// settings also under their old bare names) into the database: each goes
/// in unless the database holds the same or a newer revision, and leaves
/// localStorage only once its transaction completed. Runs at every page's
/// first use, so a record an older build's tab still wrote is moved too.
async fn migrate(db: &IdbDatabase) {
    let mut names = platform::local_keys("");
    // the bare (oldest) names first: a record under the new name wins a tie
    names.sort_by_key(|n| Key::from_name(n).is_some());
    for local in names {
        let Some(key) = Key::from_name(&local).or_else(|| match local.as_str() {
            "lang" | "current_game" => Some(Key::Setting {
                name: local.clone(),
            }),
            _ => None,
        }) else {
            continue;
        };
        let (Ok(name), Ok(Some(text))) = (key.name(), platform::local_get(&local)) else {
            continue;
        };
        let revision = Record::from_text(&text).revision;
        let moved = put_checked(db, &name, move |stored| {
            let newer = stored.is_some_and(|s| s >= revision);
            Ok(((), (!newer).then_some(text)))
        })
        .await;
        if moved.is_ok() {
            let _ = platform::local_remove(&local);
        }
    }
}
