//! A part of a main-module screen whose code is a lazily loaded chunk,
//! fetched the first time the part is wanted (the saves list once the
//! start screen's head is painted, an error to show, a change to confirm)
//! and kept from then on: what the start screen does not show at once
//! stays out of the first load a phone waits for (`docs/scheduling.md`,
//! "What a chunk boundary costs").

use leptos::prelude::*;
use leptos::wasm_split::SplitLoaderError;
use std::future::Future;

/// The view `load` fetches, made once `wanted` first says so (nothing
/// before); a chunk that cannot be fetched shows the app's "did not load"
/// banner in its place.
pub fn lazy_part<F, V>(
    wanted: impl Fn() -> bool + Send + Sync + 'static,
    load: fn() -> F,
) -> impl IntoView
where
    F: Future<Output = V> + Send + 'static,
    V: Fetched,
{
    let wanted = Memo::new(move |was: Option<&bool>| was == Some(&true) || wanted());
    move || {
        wanted.get().then(|| {
            Suspend::new(
                async move { load().await.view().unwrap_or_else(crate::app::chunk_failed) },
            )
        })
    }
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
