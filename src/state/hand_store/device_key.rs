//! This device's hand key (issue 32): a non-extractable HMAC-SHA256 key
//! the browser makes once and keeps in IndexedDB (database
//! `shturman-device`, apart from the records so that neither's version
//! moves the other). Every hand's key is bound to it (`hand_store`): the
//! PIN's PBKDF2 bits are signed with it and the signature is the key. The
//! page can sign with it but never read it out, so a hand's record copied
//! out of the page's storage cannot be tested offline with a PIN alone.
//!
//! There is none — and a hand's key is the PIN's alone, as before — on the
//! desktop app (its hands are files in the app's data folder; a key kept
//! in its web view's storage is not yet tested to survive the view's
//! updates, and a lost device key would lock every hand), on a page
//! without `crypto.subtle` (the LAN page) and where IndexedDB does not
//! open.

use crate::platform;
use js_sys::{Array, Function, Object, Promise, Reflect, Uint8Array};
use rand::{TryRngCore, rngs::OsRng};
use shturman_hand::cipher::DeviceId;
use std::cell::RefCell;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{CryptoKey, HmacKeyGenParams, SubtleCrypto};

const DB_NAME: &str = "shturman-device";
const STORE: &str = "keys";
/// The one key's name in [`STORE`].
const HAND: &str = "hand";
/// Signed before the PIN's bits: the key signs nothing else, but a fixed
/// label keeps any later use apart.
const LABEL: &[u8] = b"shturman hand key v4\0";

/// The device's key: its id (written in each envelope it binds) and the
/// CryptoKey itself, which only signs.
#[derive(Clone)]
pub struct DeviceKey {
    pub id: DeviceId,
    key: JsValue,
}

thread_local! {
    /// Found (or made) once per page.
    static KEY: RefCell<Option<DeviceKey>> = const { RefCell::new(None) };
}

fn get(o: &JsValue, k: &str) -> Result<JsValue, JsValue> {
    Reflect::get(o, &JsValue::from_str(k))
}

/// WebCrypto, where the page has it (not on plain http: the LAN page).
fn subtle() -> Option<SubtleCrypto> {
    let s = web_sys::window()?.crypto().ok()?.subtle();
    (!s.is_undefined()).then_some(s)
}

/// Wait for a WebCrypto call's promise.
async fn crypto_done(p: Result<Promise, JsValue>) -> Result<JsValue, JsValue> {
    JsFuture::from(p?).await
}

/// This device's key, made and stored the first time; `None` where there
/// is none (see the module's note).
pub async fn this_device() -> Option<DeviceKey> {
    if let Some(k) = KEY.with(|k| k.borrow().clone()) {
        return Some(k);
    }
    if platform::is_tauri() {
        return None;
    }
    let subtle = subtle()?;
    let db = open().await?;
    let key = match stored(&db).await {
        Some(k) => k,
        None => {
            make(&db, &subtle).await;
            // another tab may have made one first: whichever is stored wins
            stored(&db).await?
        }
    };
    KEY.with(|k| *k.borrow_mut() = Some(key.clone()));
    Some(key)
}

impl DeviceKey {
    /// The PIN's bits bound to this device: HMAC-SHA256 of them under the
    /// device's key.
    pub async fn mix(&self, bits: [u8; 32]) -> Option<[u8; 32]> {
        let subtle = subtle()?;
        let data = [LABEL, &bits[..]].concat();
        let key: &CryptoKey = self.key.unchecked_ref();
        let sign = subtle.sign_with_str_and_js_u8_array("HMAC", key, &Uint8Array::from(&data[..]));
        let sig = crypto_done(sign).await.ok()?;
        let sig = Uint8Array::new(&sig);
        let mut out = [0u8; 32];
        (sig.length() == 32).then(|| sig.copy_to(&mut out))?;
        Some(out)
    }
}

/// Wait for an IndexedDB request (or transaction: `complete`) to end.
async fn done(target: &JsValue, ok: &str, fail: &str) -> Result<JsValue, JsValue> {
    let p = Promise::new(&mut |resolve, reject| {
        let _ = Reflect::set(target, &ok.into(), &resolve);
        let _ = Reflect::set(target, &fail.into(), &reject);
    });
    JsFuture::from(p).await
}

async fn open() -> Option<JsValue> {
    let factory: JsValue = web_sys::window()?.indexed_db().ok()??.into();
    let open: Function = get(&factory, "open").ok()?.dyn_into().ok()?;
    let req = open.call2(&factory, &DB_NAME.into(), &1.into()).ok()?;
    let upgrade = wasm_bindgen::closure::Closure::once_into_js({
        let req = req.clone();
        move || {
            // version 1 is the only one: an upgrade is the first opening
            if let Ok(db) = get(&req, "result")
                && let Ok(f) = get(&db, "createObjectStore").and_then(|f| f.dyn_into::<Function>())
            {
                let _ = f.call1(&db, &STORE.into());
            }
        }
    });
    Reflect::set(&req, &"onupgradeneeded".into(), &upgrade).ok()?;
    done(&req, "onsuccess", "onerror").await.ok()?;
    get(&req, "result").ok()
}

/// A transaction on [`STORE`] and the store; a readwrite one is
/// `durability: "strict"` (on disk at `complete`).
fn store(db: &JsValue, write: bool) -> Option<(JsValue, JsValue)> {
    let options = Object::new();
    Reflect::set(&options, &"durability".into(), &"strict".into()).ok()?;
    let mode = if write { "readwrite" } else { "readonly" };
    let f: Function = get(db, "transaction").ok()?.dyn_into().ok()?;
    let tx = f.call3(db, &STORE.into(), &mode.into(), &options).ok()?;
    let s = call_sync(&tx, "objectStore", &Array::of1(&STORE.into()))?;
    Some((tx, s))
}

fn call_sync(target: &JsValue, name: &str, args: &Array) -> Option<JsValue> {
    let f: Function = get(target, name).ok()?.dyn_into().ok()?;
    f.apply(target, args).ok()
}

/// The stored key, if one is and it reads back whole.
async fn stored(db: &JsValue) -> Option<DeviceKey> {
    let (tx, s) = store(db, false)?;
    let req = call_sync(&s, "get", &Array::of1(&HAND.into()))?;
    done(&tx, "oncomplete", "onabort").await.ok()?;
    let value = get(&req, "result").ok()?;
    let id = Uint8Array::new(&get(&value, "id").ok()?);
    let key = get(&value, "key").ok()?;
    let mut bytes = [0u8; 9];
    (id.length() == 9 && !key.is_undefined()).then(|| id.copy_to(&mut bytes))?;
    Some(DeviceKey {
        id: DeviceId(bytes),
        key,
    })
}

/// Make a key that cannot be exported and add it, unless one is stored
/// (`add` fails then: the first tab's key stays).
async fn make(db: &JsValue, subtle: &SubtleCrypto) {
    let alg = HmacKeyGenParams::new_with_str("HMAC", "SHA-256");
    let usages = Array::of1(&"sign".into());
    let Ok(key) = crypto_done(subtle.generate_key_with_object(&alg, false, &usages)).await else {
        return;
    };
    let mut id = [0u8; 9];
    rand::RngCore::fill_bytes(&mut OsRng.unwrap_err(), &mut id);
    let value = Object::new();
    let _ = Reflect::set(&value, &"id".into(), &Uint8Array::from(&id[..]));
    let _ = Reflect::set(&value, &"key".into(), &key);
    let Some((tx, s)) = store(db, true) else {
        return;
    };
    let _ = call_sync(&s, "add", &Array::of2(&value, &HAND.into()));
    let _ = done(&tx, "oncomplete", "onabort").await;
}
