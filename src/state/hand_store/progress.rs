//! How far the PIN's key is while a Web Worker derives it (issue 43, item
//! 16: 4.2–5.7 s on the LAN page with nothing to show for it): the share
//! done, which the PIN pad draws as a bar with the reason it is slow.
//! `None` whenever no worker is deriving (WebCrypto's derivation says
//! nothing of its progress, and takes a fraction of a second).

use leptos::prelude::*;

thread_local! {
    /// One for the page: one key is derived at a time. Counted, not owned
    /// by the screen that first asked (an owned signal went with the first
    /// hand screen, and the next one showed no progress).
    static SHARE: ArcRwSignal<Option<f64>> = ArcRwSignal::new(None);
}

/// The share of the key's work done, 0 to 1, while a worker derives it.
pub fn share() -> Signal<Option<f64>> {
    SHARE.with(|s| s.clone().into())
}

/// A worker started (`Some(0.0)`), went on, or ended (`None`).
pub(super) fn set(share: Option<f64>) {
    SHARE.with(|s| s.set(share));
}
