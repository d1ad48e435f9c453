//! Settings (#/settings): renders `shturman_screens::settings` — the
//! language (also in the app bar), keeping the screen on while a game is
//! open, the theme note, whether the browser keeps the saved games (asked
//! for when the screen is made, as when a game's table shows or a hand is
//! stored),
//! what the app is.

use crate::components::choice_row::ChoiceRow;
use crate::components::toggle::Toggle;
use crate::i18n::use_lang;
use crate::state::settings::set_lang;
use crate::state::wake::{WakeLock, set_wake_lock};
use leptos::prelude::*;
use shturman_screens::settings::{Storage, storage_note, view as settings_view};
use shturman_words::settings::words;

#[component]
pub fn SettingsPage() -> impl IntoView {
    let lang = use_lang();
    let wake = expect_context::<WakeLock>();
    let v = Memo::new(move |_| settings_view(lang.get(), wake.on.get(), wake.available));
    // the LAN page has no wake lock: only the installed app (HTTPS) does
    let https_only = !wake.available && crate::platform::insecure_page();
    let error = RwSignal::new(None::<String>);
    let failed = move |e: String| error.set(Some(e));
    let storage = RwSignal::new(Storage::Checking);
    leptos::task::spawn_local(async move {
        storage.set(match crate::platform::keep_storage().await {
            Some(true) => Storage::Kept,
            Some(false) => Storage::MayClear,
            None if crate::platform::is_tauri() => Storage::Files,
            None => Storage::Unknown,
        });
    });
    view! {
        <section class="page" data-testid="page-settings">
            <h2>{move || v.with(|v| v.title)}</h2>
            <fieldset class="card">
                <legend>{move || v.with(|v| v.language)}</legend>
                <ChoiceRow
                    choices=Signal::derive(move || v.with(|v| v.languages.clone()))
                    on_pick=Callback::new(move |l| set_lang(lang, l, failed))
                    label=Signal::derive(move || v.with(|v| v.language.to_string()))
                    testid="lang"
                />
            </fieldset>
            <fieldset class="card">
                <legend>{move || v.with(|v| v.screen)}</legend>
                <Toggle
                    toggle=Signal::derive(move || v.with(|v| v.wake_lock.clone()))
                    on_set=Callback::new(move |on| set_wake_lock(wake, on, failed))
                    testid="wake-lock"
                />
                <p class="muted" data-testid="wake-lock-note">{move || if https_only {
                    words(lang.get()).wake_lock_https
                } else {
                    v.with(|v| v.wake_lock_note)
                }}</p>
            </fieldset>
            <div class="card">
                <h3>{move || v.with(|v| v.theme)}</h3>
                <p>{move || v.with(|v| v.theme_note)}</p>
            </div>
            <div class="card">
                <h3>{move || v.with(|v| v.storage)}</h3>
                <p data-testid="storage-note" data-storage=move || format!("{:?}", storage.get())>
                    {move || storage_note(lang.get(), storage.get())}
                </p>
            </div>
            <p class="muted">{move || v.with(|v| v.about)}</p>
            <Show when=move || error.get().is_some()>
                <p class="banner banner--error" role="alert">
                    {move || format!("{}: {}", words(lang.get()).save_failed, error.get().unwrap_or_default())}
                </p>
            </Show>
        </section>
    }
}
