//! The player's language: chosen once from the device, then remembered in
//! the platform's settings store (tauri-plugin-store or localStorage).

use crate::i18n::Lang;
use crate::platform;
use leptos::prelude::*;
use leptos::task::spawn_local;

const LANG_KEY: &str = "lang";

/// Whether the stored settings have been read (inside Tauri they arrive
/// asynchronously from the store).
#[derive(Clone, Copy)]
pub struct SettingsLoaded(pub RwSignal<bool>);

/// Provide the language signal. In a browser it comes from localStorage at
/// once; inside Tauri the store answers a moment after start-up, so the
/// device language shows until then.
pub fn provide_lang_context() -> RwSignal<Lang> {
    let device = Lang::from_device(&platform::device_language());
    let tauri = platform::is_tauri();
    let initial = if tauri {
        device
    } else {
        platform::local_get(LANG_KEY)
            .and_then(|c| Lang::from_code(&c))
            .unwrap_or(device)
    };
    let lang = RwSignal::new(initial);
    let loaded = RwSignal::new(!tauri);
    provide_context(lang);
    provide_context(SettingsLoaded(loaded));
    if tauri {
        spawn_local(async move {
            if let Ok(Some(code)) = platform::setting_get(LANG_KEY).await {
                if let Some(l) = Lang::from_code(&code) {
                    lang.set(l);
                }
            }
            loaded.set(true);
        });
    }
    Effect::new(move |_| platform::set_document_lang(lang.get().code()));
    lang
}

/// Switch language and remember the choice. Returns an error text if the
/// store refused; the switch itself still applies to this session.
pub fn set_lang(lang: RwSignal<Lang>, l: Lang, on_error: impl Fn(String) + 'static) {
    lang.set(l);
    spawn_local(async move {
        if let Err(e) = platform::setting_set(LANG_KEY, l.code()).await {
            on_error(e);
        }
    });
}
