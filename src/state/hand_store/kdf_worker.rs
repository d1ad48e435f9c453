//! PBKDF2-HMAC-SHA256 in a Web Worker (`kdf_worker.js` beside this file,
//! started from a Blob of its text): the PIN's key where the page has no WebCrypto (a
//! page that is not a secure context, such as `scripts/run --lan`'s plain
//! http), so the page's thread is never held for the seconds a guess
//! costs in script. The worker is made for one derivation and ended after
//! it. A Blob, not a file of the build: the script is part of the hand's
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
        let on_message = Closure::once_into_js(move |e: JsValue| {
            let _ = resolve.call1(&JsValue::NULL, &get(&e, "data").unwrap_or_default());
        });
        let on_error = Closure::once_into_js(move |e: JsValue| {
            let _ = reject.call1(&JsValue::NULL, &e);
        });
        let _ = Reflect::set(&worker, &"onmessage".into(), &on_message);
        let _ = Reflect::set(&worker, &"onerror".into(), &on_error);
    });
    let msg = Object::new();
    Reflect::set(&msg, &"pin".into(), &Uint8Array::from(pin))?;
    Reflect::set(&msg, &"salt".into(), &Uint8Array::from(salt))?;
    Reflect::set(&msg, &"iterations".into(), &iterations.into())?;
    Reflect::set(&msg, &"bytes".into(), &32.into())?;
    let post: Function = get(&worker, "postMessage")?.dyn_into()?;
    let sent = post.call1(&worker, &msg);
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
    let bits: Uint8Array = get(&data?, "bits")?.dyn_into()?;
    let mut out = [0u8; 32];
    if bits.length() != 32 {
        return Err(JsValue::NULL);
    }
    bits.copy_to(&mut out);
    Ok(out)
}
