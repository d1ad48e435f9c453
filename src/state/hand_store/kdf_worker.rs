//! The PIN's key in a Web Worker (`kdf_worker.js` beside this file,
//! started from a Blob of its text): PBKDF2-HMAC-SHA256 where the page has
//! no WebCrypto (a page that is not a secure context, such as `scripts/run
//! --lan`'s plain http), and Argon2id, the key bound to no device key
//! (issue 46: the LAN page, the desktop app), so the page's thread is
//! never held for the seconds a guess costs in script. The worker reports
//! its progress ([`super::progress`]); it is made for one derivation and
//! ended after it. A Blob, not a file of the build: the script is part of the hand's
//! chunk, so the service worker's copy and a server's cache rules need
//! nothing new.

use js_sys::{Array, Function, Object, Promise, Reflect, Uint8Array};
use wasm_bindgen::{JsCast, JsValue, closure::Closure};
use wasm_bindgen_futures::JsFuture;

/// The worker's script (tested by tests/browser/hand_kdf.test.mjs against
/// RFC 7914's vectors and WebCrypto).
const SCRIPT: &str = include_str!("kdf_worker.js");

fn get(o: &JsValue, k: &str) -> Result<JsValue, JsValue> {
    Reflect::get(o, &JsValue::from_str(k))
}

/// 32 bytes of PBKDF2-HMAC-SHA256, derived in a worker. An error where
/// the page cannot start one (then the caller derives on the page).
pub async fn pbkdf2(pin: &[u8], salt: &[u8], iterations: u32) -> Result<[u8; 32], JsValue> {
    let msg = message(pin, salt)?;
    Reflect::set(&msg, &"iterations".into(), &iterations.into())?;
    Reflect::set(&msg, &"bytes".into(), &32.into())?;
    run(&msg).await
}

/// 32 bytes of Argon2id (one lane), derived in a worker; as [`pbkdf2`].
pub async fn argon2id(pin: &[u8], salt: &[u8], m_kib: u32, t: u32) -> Result<[u8; 32], JsValue> {
    let msg = message(pin, salt)?;
    Reflect::set(&msg, &"alg".into(), &"argon2id".into())?;
    Reflect::set(&msg, &"m_kib".into(), &m_kib.into())?;
    Reflect::set(&msg, &"t".into(), &t.into())?;
    run(&msg).await
}

fn message(pin: &[u8], salt: &[u8]) -> Result<Object, JsValue> {
    let msg = Object::new();
    Reflect::set(&msg, &"pin".into(), &Uint8Array::from(pin))?;
    Reflect::set(&msg, &"salt".into(), &Uint8Array::from(salt))?;
    Ok(msg)
}

/// Start a worker, send it `msg`, show its progress, and take its bits.
async fn run(msg: &Object) -> Result<[u8; 32], JsValue> {
    super::progress::set(Some(0.0));
    let out = run_worker(msg).await;
    super::progress::set(None);
    out
}

async fn run_worker(msg: &Object) -> Result<[u8; 32], JsValue> {
    let window: JsValue = web_sys::window().ok_or(JsValue::NULL)?.into();
    let ctor: Function = get(&window, "Worker")?.dyn_into()?;
    let opts = web_sys::BlobPropertyBag::new();
    opts.set_type("text/javascript");
    let blob =
        web_sys::Blob::new_with_str_sequence_and_options(&Array::of1(&SCRIPT.into()), &opts)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let worker = Reflect::construct(&ctor, &Array::of1(&url.clone().into()));
    let worker = match worker {
        Ok(w) => w,
        Err(e) => {
            let _ = web_sys::Url::revoke_object_url(&url);
            return Err(e);
        }
    };
    let answer = Promise::new(&mut |resolve, reject| {
        // progress messages until the answer (bits or an error)
        let on_message = Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
            let data = get(&e, "data").unwrap_or_default();
            match get(&data, "progress").ok().and_then(|p| p.as_f64()) {
                Some(share) => super::progress::set(Some(share.clamp(0.0, 1.0))),
                None => {
                    let _ = resolve.call1(&JsValue::NULL, &data);
                }
            }
        })
        .into_js_value();
        let on_error = Closure::once_into_js(move |e: JsValue| {
            let _ = reject.call1(&JsValue::NULL, &e);
        });
        let _ = Reflect::set(&worker, &"onmessage".into(), &on_message);
        let _ = Reflect::set(&worker, &"onerror".into(), &on_error);
    });
    let post: Function = get(&worker, "postMessage")?.dyn_into()?;
    let sent = post.call1(&worker, msg);
    let data = match sent {
        Ok(_) => JsFuture::from(answer).await,
        Err(e) => Err(e),
    };
    // the script may be fetched as late as the first message: the address
    // is let go only now
    let _ = web_sys::Url::revoke_object_url(&url);
    if let Ok(end) = get(&worker, "terminate").and_then(|f| f.dyn_into::<Function>()) {
        let _ = end.call0(&worker);
    }
    let data = data?;
    if let Ok(e) = get(&data, "error")
        && !e.is_undefined()
    {
        return Err(e);
    }
    let bits: Uint8Array = get(&data, "bits")?.dyn_into()?;
    let mut out = [0u8; 32];
    if bits.length() != 32 {
        return Err(JsValue::NULL);
    }
    bits.copy_to(&mut out);
    Ok(out)
}
