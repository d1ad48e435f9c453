//! A part of a main-module screen whose code is a lazily loaded chunk,
//! fetched the first time the part is wanted (the saves list once the
//! start screen's head is painted, an error to show, a change to confirm)
//! and kept from then on: what the start screen does not show at once
//! stays out of the first load a phone waits for (`docs/scheduling.md`,
//! "What a chunk boundary costs").
//!
//! A chunk that cannot be fetched (the LAN page has no service worker: a
//! Wi-Fi that drops for a moment, a host busy restarting) is fetched again
//! by itself, later each time, and the part says so meanwhile
//! ([`fetch_again`]): a tap on a part that never came did nothing, with no
//! word, until a reload (issue 43).

use leptos::prelude::*;
use leptos::wasm_split::SplitLoaderError;
use std::future::Future;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// The view `load` fetches, made once `wanted` first says so (nothing
/// before); a chunk that cannot be fetched is fetched again, saying so in
/// its place, until it comes.
pub fn lazy_part<F, V>(
    wanted: impl Fn() -> bool + Send + Sync + 'static,
    load: fn() -> F,
) -> impl IntoView
where
    F: Future<Output = V> + Send + 'static,
    V: Fetched,
{
    let wanted = Memo::new(move |was: Option<&bool>| was == Some(&true) || wanted());
    let tries = RwSignal::new(0u32);
    move || {
        let n = tries.get();
        wanted.get().then(|| {
            Suspend::new(
                async move { load().await.view().unwrap_or_else(|| fetch_again(tries, n)) },
            )
        })
    }
}

/// The waits before each new fetch of a chunk that failed: longer each
/// time, then every 15 s for as long as the part is wanted.
const BACKOFF_MS: [u64; 5] = [1_000, 2_000, 4_000, 8_000, 15_000];

/// Where a chunk could not be fetched on try `n` (from 0): the next try is
/// set for later (`tries` moves on, and whoever reads it fetches again),
/// and meanwhile this says so in the part's place.
pub fn fetch_again(tries: RwSignal<u32>, n: u32) -> AnyView {
    let wait = BACKOFF_MS[(n as usize).min(BACKOFF_MS.len() - 1)];
    // only while this notice shows: a player gone to another screen
    // meanwhile would have that screen made again under their fingers
    let shown = Arc::new(AtomicBool::new(true));
    on_cleanup({
        let shown = shown.clone();
        move || shown.store(false, Ordering::Relaxed)
    });
    set_timeout(
        move || {
            if shown.load(Ordering::Relaxed) {
                let _ = tries.try_update(|t| *t = n + 1);
            }
        },
        Duration::from_millis(wait),
    );
    let lang = crate::i18n::use_lang();
    view! {
        <p class="banner banner--wait" role="status" data-testid="chunk-retrying" data-try=n>
            {move || crate::i18n::shell::shell(lang.get()).chunk_retrying}
        </p>
    }
    .into_any()
}

/// What a part's `load` gives: its view, or nothing where its chunk could
/// not be fetched (a split function's `Result`, or the `Option` of
/// [`crate::styles::styled`]).
pub trait Fetched {
    fn view(self) -> Option<AnyView>;
}

impl Fetched for Result<AnyView, SplitLoaderError> {
    fn view(self) -> Option<AnyView> {
        self.ok()
    }
}

impl Fetched for Option<AnyView> {
    fn view(self) -> Option<AnyView> {
        self
    }
}
