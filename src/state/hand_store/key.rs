//! A hand's key from its PIN, off the page's thread where the page can:
//! the browser's WebCrypto, else a Web Worker ([`super::kdf_worker`]),
//! bound to this device's key ([`super::device_key`]) where there is one;
//! where there is none, Argon2id in the worker.

use super::device_key;
use crate::schedule::breathe;
use rand::{TryRngCore, rngs::OsRng};
use shturman_hand::cipher::{CipherError, DeviceId, KdfParams, Key, Pin};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// PBKDF2-HMAC-SHA256 by WebCrypto (off the page's thread): 32 bytes.
async fn webcrypto_pbkdf2(pin: &[u8], salt: &[u8], iterations: u32) -> Result<[u8; 32], JsValue> {
    use js_sys::{Array, Uint8Array};
    let subtle = web_sys::window().ok_or(JsValue::NULL)?.crypto()?.subtle();
    // (none on plain http: the LAN page)
    if subtle.is_undefined() {
        return Err(JsValue::NULL);
    }
    let usages = Array::of1(&"deriveBits".into());
    let base =
        subtle.import_key_with_str("raw", &Uint8Array::from(pin), "PBKDF2", false, &usages)?;
    let base: web_sys::CryptoKey = JsFuture::from(base).await?.unchecked_into();
    let alg = web_sys::Pbkdf2Params::new_with_str(
        "PBKDF2",
        "SHA-256",
        iterations,
        &Uint8Array::from(salt),
    );
    let bits = JsFuture::from(subtle.derive_bits_with_object(&alg, &base, 256)?).await?;
    let bytes = Uint8Array::new(&bits);
    let mut out = [0u8; 32];
    if bytes.length() != 32 {
        return Err(JsValue::NULL);
    }
    bytes.copy_to(&mut out);
    Ok(out)
}

/// The key for `pin`, bound to `device` (this device's key, which must be
/// the one named: [`device_key`]) or to none.
pub(super) async fn derive(
    pin: &Pin,
    params: KdfParams,
    salt: [u8; 16],
    device: Option<DeviceId>,
) -> Result<Key, CipherError> {
    let Some(id) = device else {
        return derive_pin(pin, params, salt).await;
    };
    let here = device_key::this_device()
        .await
        .filter(|d| d.id == id)
        .ok_or(CipherError::OtherDevice)?;
    let key = derive_pin(pin, params, salt).await?;
    bind(key, &here).await
}

/// `key` bound to this device's key.
pub(super) async fn bind(key: Key, here: &device_key::DeviceKey) -> Result<Key, CipherError> {
    let mixed = here
        .mix(key.pin_bits())
        .await
        .ok_or(CipherError::OtherDevice)?;
    Ok(key.bound(mixed, here.id))
}

/// The PIN's key, off the page's thread: PBKDF2 by WebCrypto when the
/// page has it, else by a Web Worker (a page that is not a secure context
/// has no `crypto.subtle`: the LAN page); Argon2id (a key bound to no
/// device key, issue 46) by a Web Worker. Only a page that can start no
/// worker derives here, on the page's thread.
async fn derive_pin(pin: &Pin, params: KdfParams, salt: [u8; 16]) -> Result<Key, CipherError> {
    params.check()?;
    match params {
        KdfParams::Pbkdf2Sha256 { iterations } => {
            if let Ok(bits) = webcrypto_pbkdf2(pin.bytes(), &salt, iterations).await {
                return Key::from_derived(bits, params, salt);
            }
            if let Ok(bits) = super::kdf_worker::pbkdf2(pin.bytes(), &salt, iterations).await {
                return Key::from_derived(bits, params, salt);
            }
        }
        KdfParams::Argon2id { m_kib, t, .. } => {
            if let Ok(bits) = super::kdf_worker::argon2id(pin.bytes(), &salt, m_kib, t).await {
                return Key::from_derived(bits, params, salt);
            }
        }
    }
    breathe().await;
    Key::derive(pin, params, salt)
}

/// A new key for `pin` (new salt, this build's cost), bound to this
/// device's key where there is one; where there is none, the costlier
/// Argon2id ([`KdfParams::for_key`], issue 46).
pub async fn new_key(pin: &Pin) -> Result<Key, CipherError> {
    let salt = Key::new_salt(&mut OsRng.unwrap_err());
    let device = device_key::this_device().await.map(|d| d.id);
    derive(pin, KdfParams::for_key(device.is_some()), salt, device).await
}
