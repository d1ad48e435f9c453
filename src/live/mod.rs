//! The live table on this device (issue 34; design: `docs/live-table.md`):
//! the WebSocket to the host, the replica of the host's log
//! (`shturman_live::Replica`), and the outbox of actions not yet answered.
//!
//! The open game's context ([`GameCtx`]) shows the replica's game under
//! the id [`LIVE_ID`]; its changes come here instead of the storage: each
//! becomes an action with an id, stored in the outbox (a setting record,
//! so it survives a reload) and sent; the host's answer and its entries
//! come back to every phone. A phone never sends its game, only actions.
//! The connection heals by itself: on a timer, and at once when the page
//! is shown again (`visibilitychange`, `pageshow`) or the network returns
//! (`online`).
//!
//! Its parts: `socket` (the one WebSocket and its healing), `kept` (what
//! a device keeps between page loads), `host` (the host page's side:
//! opening the table, the seat codes).
//!
//! All of it is lazily loaded with the table screen (the `game_open`
//! chunk, which has the game's code it uses: a chunk of its own split that
//! code into more shared chunks and grew the first load by 2.7 KB), and
//! reached only through [`call`]: one entry, so one split.

pub mod host;
mod kept;
mod socket;

use crate::state::game::{GameCtx, UiError};
use crate::state::game_change::Change;
use crate::state::saves;
use kept::{Kept, read_kept};
use leptos::prelude::*;
use shturman_game::{HistoryError, Viewer};
use shturman_live::protocol::{Bad, ServerMsg};
use shturman_live::{Act, ActId, Op, Refusal, Replica, Seat};
pub use shturman_screens::game::live::Link;
use std::cell::RefCell;

/// The save id the open game has while it is a live table.
pub const LIVE_ID: &str = "live";

/// What this device holds of a live table, for the screens.
#[derive(Clone, Default)]
pub struct LiveStatus {
    pub link: ArcRwSignal<Link>,
    pub seat: ArcRwSignal<Option<Seat>>,
    pub waiting: ArcRwSignal<usize>,
    pub online: ArcRwSignal<Vec<Seat>>,
    /// Who made the table's last action.
    pub last_by: ArcRwSignal<Option<Seat>>,
    /// This seat may start a new round (the table's rules).
    pub makes_rounds: ArcRwSignal<bool>,
    /// The seat code is not the host's (a QR code of another table).
    pub unknown_seat: ArcRwSignal<bool>,
}

struct Live {
    ctx: GameCtx,
    token: String,
    replica: Replica,
    status: LiveStatus,
    /// The live table has been shown since this seat was joined: from then
    /// on another game the player opens is left alone.
    shown: bool,
}

thread_local! {
    static LIVE: RefCell<Option<Live>> = const { RefCell::new(None) };
}

/// Work of the live chunk that goes on after it is loaded: a split
/// function cannot be `async`, so each gives back its future.
pub type Task = std::pin::Pin<Box<dyn std::future::Future<Output = Result<(), UiError>>>>;

/// Load the chunk (the split call), then do its work.
pub async fn run(
    task: impl std::future::Future<Output = Result<Task, UiError>>,
) -> Result<(), UiError> {
    task.await?.await
}

/// The live status, while this device is at a live table.
pub fn status() -> Option<LiveStatus> {
    LIVE.with(|l| l.borrow().as_ref().map(|l| l.status.clone()))
}

/// What the rest of the app asks of the live chunk: one entry point, so
/// the chunk is one split (each split adds loader code to the first load).
pub enum Call {
    /// Join the table of a seat code (from the QR code). A code other than
    /// the stored one starts afresh: the old outbox was another table's.
    Join(GameCtx, String),
    /// Back at the live table after a reload (the current game was live).
    Resume(GameCtx),
    /// This phone leaves the table: the connection closed, its seat and
    /// the table as last heard forgotten here, no game open. (Only with an
    /// empty outbox: the screens offer it only then.)
    Leave(GameCtx),
    /// A change to the live table's game: an action into the outbox,
    /// stored, then sent. Done once stored here; the host's answer comes to
    /// every phone, and a refusal is shown with its reason.
    Change(Change),
}

/// Do `call` (the live chunk's one entry).
#[leptos::wasm_split::wasm_split(game_open, fallible, wasm_split_path = ::leptos::wasm_split)]
pub fn call(call: Call) -> Result<Task, UiError> {
    Ok(match call {
        Call::Join(ctx, token) => Box::pin(join_now(ctx, token)),
        Call::Resume(ctx) => Box::pin(resume_now(ctx)),
        Call::Change(op) => Box::pin(change_now(op)),
        Call::Leave(ctx) => Box::pin(leave_now(ctx)),
    })
}

pub(crate) async fn join_now(ctx: GameCtx, token: String) -> Result<(), UiError> {
    // this seat's record, when the phone has one, is kept as it is: it may
    // be newer than what was read here (a second join of the same link —
    // the join page made again — wrote back the table-less record over
    // the table the first had received)
    let kept = match read_kept().await.filter(|k| k.token == token) {
        Some(kept) => kept,
        None => {
            // another table's connection says no more (what it would keep
            // now would replace this seat's record)
            if LIVE.with(|l| l.borrow().as_ref().is_some_and(|l| l.token != token)) {
                socket::close();
            }
            let kept = Kept {
                token,
                outbox: Vec::new(),
                table: None,
            };
            kept::keep_now(kept.clone()).await?;
            kept
        }
    };
    saves::set_current(LIVE_ID).await.map_err(UiError::Save)?;
    start(ctx, kept);
    Ok(())
}

async fn resume_now(ctx: GameCtx) -> Result<(), UiError> {
    if let Some(kept) = read_kept().await {
        if crate::platform::is_tauri() {
            // the app started again: its host listens only once asked
            let _ = host::start_desktop().await;
        }
        start(ctx, kept);
    }
    Ok(())
}

/// Start (or keep) the connection for `kept`'s seat. Joining and the
/// start-up's resume can both ask for it (a join writes the current game
/// while the start-up is still reading it): the same seat keeps its one
/// connection and the status the screens already show.
fn start(ctx: GameCtx, kept: Kept) {
    let same = LIVE.with(|l| l.borrow().as_ref().is_some_and(|l| l.token == kept.token));
    if same {
        socket::connect();
        return;
    }
    socket::close();
    let status = status().unwrap_or_default();
    status.waiting.set(kept.outbox.len());
    status.unknown_seat.set(false);
    // nothing said of another seat's host carries over
    status.link.set(Link::Connecting);
    LIVE.with(|l| {
        *l.borrow_mut() = Some(Live {
            ctx,
            token: kept.token,
            replica: Replica::with_outbox(kept.outbox),
            status,
            shown: false,
        })
    });
    // the table as last heard, shown before any network
    if let Some(table) = kept.table {
        receive(table);
    }
    socket::connect();
}

async fn leave_now(ctx: GameCtx) -> Result<(), UiError> {
    if with_live(|l| l.replica.outbox().len()).unwrap_or(0) > 0 {
        return Err(UiError::Unavailable);
    }
    socket::close();
    LIVE.with(|l| l.borrow_mut().take());
    // after any write of the table under way: forgetting is the last word
    kept::forget().await?;
    ctx.close();
    Ok(())
}

async fn change_now(op: Change) -> Result<(), UiError> {
    let op = match op {
        Change::Apply(actions) => Op::Apply(actions),
        Change::UndoTo(len) => Op::UndoTo(len),
        // redo lives on the host's log, which has none: undo is by author
        Change::Redo => return Err(UiError::History(HistoryError::NothingToRedo)),
    };
    let id = ActId(saves::new_uuid());
    let (act, kept) = with_live(|l| {
        let act = l.replica.act(id, op);
        (act, kept_of(l))
    })
    .ok_or(UiError::Unavailable)?;
    kept::keep_now(kept).await?;
    with_live(|l| l.status.waiting.set(l.replica.outbox().len()));
    socket::send_act(&act);
    Ok(())
}

fn with_live<R>(f: impl FnOnce(&mut Live) -> R) -> Option<R> {
    LIVE.with(|l| l.borrow_mut().as_mut().map(f))
}

fn kept_of(l: &Live) -> Kept {
    Kept {
        token: l.token.clone(),
        outbox: l.replica.outbox().to_vec(),
        table: l.replica.snapshot(),
    }
}

/// Take one message from the host: show the game, the answers, the seats.
fn receive(msg: ServerMsg) {
    match msg {
        ServerMsg::Bad(Bad::UnknownSeat) => {
            with_live(|l| l.status.unknown_seat.set(true));
            socket::close();
            return;
        }
        // the host's store cannot give the table back now: the player is
        // told, and the phone asks again later (nothing changed here)
        ServerMsg::Bad(Bad::Unavailable) => {
            set_link(Link::Unreadable);
            socket::ask_again_later();
            return;
        }
        _ => {}
    }
    let Some((r, kept)) = with_live(|l| {
        let r = l.replica.receive(msg);
        l.status.seat.set(l.replica.seat());
        l.status.last_by.set(l.replica.last_by());
        l.status.makes_rounds.set(l.replica.makes_table_actions());
        l.status.waiting.set(l.replica.outbox().len());
        if let Some(online) = r.online.clone() {
            l.status.online.set(online);
        }
        // shown unless the player has opened another game since it was
        // (joining replaces whatever game was open, as opening one does)
        let elsewhere = l.shown
            && l.ctx
                .id
                .with_untracked(|id| id.as_deref().is_some_and(|id| id != LIVE_ID));
        if r.game_changed && !elsewhere {
            l.shown = true;
            if let Some(g) = l.replica.game() {
                let table = g.view(Viewer::Table);
                l.ctx.show_live(LIVE_ID, g.clone(), table);
            }
        }
        for (_, answer) in &r.answered {
            if let Err(why) = answer {
                l.ctx.error.set(Some(refused(why.clone())));
            }
        }
        (r.clone(), kept_of(l))
    }) else {
        return;
    };
    if !r.answered.is_empty() || r.game_changed {
        kept::keep(kept);
    }
    if r.resync {
        socket::reconnect_now();
    }
}

/// A refusal as the game screens' error: a game rule in the rules' words.
fn refused(why: Refusal) -> UiError {
    match why {
        Refusal::Rule { rule } => UiError::Rule(rule),
        Refusal::History { history } => UiError::History(history),
        other => UiError::Live(other),
    }
}

/// The hello for a new connection, and the outbox to send after it.
fn hello() -> Option<(String, Vec<Act>)> {
    LIVE.with(|l| {
        let l = l.borrow();
        let l = l.as_ref()?;
        let hello = shturman_live::protocol::encode(&l.replica.hello(&l.token));
        Some((hello, l.replica.outbox().to_vec()))
    })
}

fn set_link(link: Link) {
    with_live(|l| l.status.link.set(link));
}

fn link() -> Option<Link> {
    with_live(|l| l.status.link.get_untracked())
}
