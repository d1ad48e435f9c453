//! The player's language: chosen once from the device, then remembered in
//! the platform's settings store (the shell's records, or IndexedDB), with
//! a copy in localStorage (`hint.lang`) that a browser reads at once for
//! the first frame.

use crate::i18n::Lang;
use crate::platform;
use crate::state::store;
use leptos::prelude::*;
use leptos::task::spawn_local;

const LANG_KEY: &str = "lang";
/// localStorage's copy of the language, readable before the first frame
/// (IndexedDB answers only later). Not a record: never moved into it.
const LANG_HINT: &str = "hint.lang";

/// Whether the stored settings have been read (inside Tauri they arrive
/// asynchronously from the store).
#[derive(Clone, Copy)]
pub struct SettingsLoaded(pub RwSignal<bool>);

/// Provide the language signal. In a browser localStorage's copy gives it
/// at once; the store answers a moment after start-up (inside Tauri the
/// device language shows until then).
pub fn provide_lang_context() -> RwSignal<Lang> {
    let device = Lang::from_device(&platform::device_language());
    let tauri = platform::is_tauri();
    // in a browser the stored choice is at hand at once (localStorage is
    // synchronous): read it now, so the first frame is in the right language
    let initial = if tauri {
        device
    } else {
        // the record names: a build before IndexedDB kept it there
        [LANG_HINT, "setting.lang", "lang"]
            .into_iter()
            .find_map(|k| platform::local_get(k).ok().flatten())
            .map(|t| shturman_files::record::Record::from_text(&t).body)
            .and_then(|c| Lang::from_code(&c))
            .unwrap_or(device)
    };
    let lang = RwSignal::new(initial);
    let loaded = RwSignal::new(!tauri);
    provide_context(lang);
    provide_context(SettingsLoaded(loaded));
    spawn_local(async move {
        if let Some(l) = store::setting(LANG_KEY)
            .await
            .and_then(|c| Lang::from_code(&c))
            && l != lang.get_untracked()
        {
            lang.set(l);
        }
        loaded.set(true);
    });
    lang
}

/// Keep `<html lang>` on the player's language (a screen reader then
/// pronounces the right one). Apart from [`provide_lang_context`]: the app
/// provides its state one piece per task (`start::CONTEXTS`).
pub fn follow_lang_in_document() {
    let lang = expect_context::<RwSignal<Lang>>();
    Effect::new(move |_| platform::set_document_lang(lang.get().code()));
}

/// Switch language and remember the choice. Returns an error text if the
/// store refused; the switch itself still applies to this session.
pub fn set_lang(lang: RwSignal<Lang>, l: Lang, on_error: impl Fn(String) + 'static) {
    lang.set(l);
    if !platform::is_tauri() {
        // a failed copy only costs the first frame's language
        let _ = platform::local_set(LANG_HINT, l.code());
    }
    spawn_local(async move {
        let stored = match remember_lang(l).await {
            Ok(write) => write.await.map_err(|e| e.detail),
            Err(_) => Err(crate::i18n::shell::shell(l).chunk_failed.to_string()),
        };
        if let Err(e) = stored {
            on_error(e);
        }
    });
}

/// A write to the settings store, from the chunk that has the storage's
/// write code.
type Write = std::pin::Pin<
    Box<dyn std::future::Future<Output = Result<(), shturman_files::record::StoreError>>>,
>;

/// Store the language. The storage's write code is not in the first load:
/// it rides with the saves list's chunk (group `saves`), which the start
/// screen fetches once its head is painted, so it is usually here before
/// any tap (docs/scheduling.md, "What a chunk boundary costs"). A split
/// function cannot be `async`: it gives back its future.
#[leptos::wasm_split::wasm_split(saves, fallible, wasm_split_path = ::leptos::wasm_split)]
fn remember_lang(l: Lang) -> Result<Write, leptos::wasm_split::SplitLoaderError> {
    Ok(Box::pin(store::set_setting(LANG_KEY, l.code())))
}
