//! What a device keeps of its live table between page loads: its seat
//! code, the outbox, and the table as last heard, in one setting record
//! (IndexedDB, written durably), so a reload, even with no network, shows
//! the table and sends what waits.
//!
//! Every write goes through one writer, one at a time and the newest last:
//! two writes in flight could land in either order (each takes the record's
//! newest revision when it meets a conflict), and an older state — one
//! without the action just made — would stay on disk.
//!
//! Two tabs of one browser at one seat share the record: each write is
//! merged with what is stored, read in the same revision check, so neither
//! tab's waiting actions are written over (issue 44; `Kept::merge`).

use crate::state::game::UiError;
use crate::state::store;
use futures_channel::oneshot;
use shturman_live::client::{Event, Kept};
use std::cell::RefCell;

/// The setting that keeps it.
const SETTING: &str = "live";

pub(super) async fn read() -> Option<Kept> {
    let text = store::setting(SETTING).await?;
    serde_json::from_str(&text).ok()
}

/// What the writer puts on disk next: the seat's newest state (and who
/// is told what a merge with another tab's record brought), or nothing
/// (the phone left the table).
// one at a time, moved straight into the writer: boxing would only add a step
#[allow(clippy::large_enum_variant)]
enum Next {
    Keep(Kept, fn(Event)),
    Forget,
}

#[derive(Default)]
struct Writer {
    /// The newest state not yet handed to the store, and its number (an
    /// older one not yet handed over is dropped: this one holds it all).
    pending: Option<(u64, Next)>,
    /// The last number given out.
    last: u64,
    /// A write is under way.
    running: bool,
    /// Who waits for a number to be on disk, and their answer.
    waiters: Vec<(u64, oneshot::Sender<Result<(), UiError>>)>,
}

thread_local! {
    static WRITER: RefCell<Writer> = RefCell::new(Writer::default());
}

/// Keep `k`, the seat's newest state, after every state kept before it;
/// nothing waits for it. What a merge brings is told to `tell` (the
/// client's driver).
pub(super) fn keep(k: Kept, tell: fn(Event)) {
    queue(Next::Keep(k, tell));
}

/// Keep `k`, and return once it (or a newer state) is on disk.
pub(super) async fn keep_now(k: Kept, tell: fn(Event)) -> Result<(), UiError> {
    on_disk(queue(Next::Keep(k, tell))).await
}

/// The number the next state handed to the writer gets.
pub(super) fn next_number() -> u64 {
    WRITER.with(|w| w.borrow().last + 1)
}

/// Forget the seat and the table (the phone left it), after any write
/// under way; a state not yet written is dropped.
pub(super) async fn forget() -> Result<(), UiError> {
    on_disk(queue(Next::Forget)).await
}

fn queue(next: Next) -> u64 {
    let (n, start) = WRITER.with(|w| {
        let mut w = w.borrow_mut();
        w.last += 1;
        let n = w.last;
        w.pending = Some((n, next));
        let start = !w.running;
        w.running = true;
        (n, start)
    });
    if start {
        leptos::task::spawn_local(write_all());
    }
    n
}

/// Once state `n` (or a newer one) is on disk.
pub(super) async fn on_disk(n: u64) -> Result<(), UiError> {
    let (tx, rx) = oneshot::channel();
    WRITER.with(|w| w.borrow_mut().waiters.push((n, tx)));
    rx.await.unwrap_or(Err(UiError::Unavailable))
}

/// Write `k` over the stored record, merged with it: another tab at this
/// seat may have written actions this one has not got ([`Kept::merge`]).
/// What the merge brought is handed to this page's client (`tell`).
async fn merge_in(k: Kept, tell: fn(Event)) -> Result<(), UiError> {
    let mine = k.clone();
    let text = store::update_setting(SETTING, move |stored| {
        let stored: Option<Kept> = stored.and_then(|t| serde_json::from_str(t).ok());
        let merged = mine.clone().merge(stored.as_ref());
        serde_json::to_string(&merged).expect("plain data")
    })
    .await
    .map_err(UiError::Save)?;
    if let Ok(merged) = serde_json::from_str::<Kept>(&text)
        && merged != k
    {
        tell(Event::Stored(merged));
    }
    Ok(())
}

async fn write_all() {
    loop {
        let next = WRITER.with(|w| {
            let mut w = w.borrow_mut();
            let next = w.pending.take();
            w.running = next.is_some();
            next
        });
        let Some((n, next)) = next else { return };
        let done = match next {
            Next::Keep(k, tell) => merge_in(k, tell).await,
            Next::Forget => store::set_setting(SETTING, "").await.map_err(UiError::Save),
        };
        // this state holds every older one: their waiters are answered too
        let answered: Vec<_> = WRITER.with(|w| {
            let mut w = w.borrow_mut();
            let (now, later) = std::mem::take(&mut w.waiters)
                .into_iter()
                .partition(|(m, _)| *m <= n);
            w.waiters = later;
            now
        });
        for (_, tx) in answered {
            let _ = tx.send(done.clone());
        }
    }
}
