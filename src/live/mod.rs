//! The live table on this device (design: `docs/live-table.md`): a thin
//! driver around the phone's state machine, `shturman_live::client::Client`,
//! which decides everything — when to connect, the channel's handshake and
//! hello, the outbox, the seat held by another device, what the line says.
//! This module only feeds it the browser's events (the socket's, the
//! page's, the clock's, the player's taps) and carries out its effects:
//! the WebSocket (`socket`), the kept record's one writer (`kept`), the
//! game shown, a refusal said.
//!
//! The open game's context ([`GameCtx`]) shows the replica's game as a
//! live source (`Source::Live`); its changes come here instead of the storage: each
//! becomes an action with an id, kept, then sent. A phone never sends its
//! game, only actions.
//!
//! Its parts: `socket` (the browser's WebSocket and the page's events),
//! `kept` (what a device keeps between page loads), `host` (the host
//! page's side: opening the table, the seat codes).
//!
//! All of it is lazily loaded with the table screen (the `game_open`
//! chunk, which has the game's code it uses: a chunk of its own split that
//! code into more shared chunks and grew the first load by 2.7 KB), and
//! reached only through [`call`]: one entry, so one split.

pub mod host;
mod kept;
mod socket;

use crate::state::game::{GameCtx, LiveAsk, LiveTask, Refused, Remote, UiError};
use crate::state::game_store::CURRENT_LIVE;
use crate::state::saves;
use leptos::prelude::*;
use shturman_game::{Change, HistoryError, Viewer};
use shturman_live::channel::SeatCode;
use shturman_live::client::{Client, Effect, Event, Kept};
use shturman_live::protocol::{DeviceId, Want};
use shturman_live::{ActId, Refusal, Seat};
pub use shturman_screens::game::live::Link;
use shturman_screens::game::live::refusal_at;
use std::cell::RefCell;

/// What this device holds of a live table, for the screens.
#[derive(Clone, Default)]
pub struct LiveStatus {
    /// The client's line: the link, a question, why it stopped, the seats.
    pub line: ArcRwSignal<shturman_live::client::Status>,
    pub seat: ArcRwSignal<Option<Seat>>,
    /// Who made the table's last action.
    pub last_by: ArcRwSignal<Option<Seat>>,
    /// This seat may start a new round (the table's rules).
    pub makes_rounds: ArcRwSignal<bool>,
    /// The new code this phone gave its own seat (its QR code is shown).
    pub moved_to: ArcRwSignal<Option<SeatCode>>,
}

struct Driver {
    ctx: GameCtx,
    client: Client,
    status: LiveStatus,
    /// The live table has been shown since this seat was joined: from then
    /// on another game the player opens is left alone.
    shown: bool,
    /// The ship whose sheet asked for each of this phone's recent actions
    /// (`refusal_at`): a refusal is shown by it.
    asked: Vec<(ActId, Option<uuid::Uuid>)>,
}

/// How many actions' places are remembered: more than an outbox holds in
/// a game (an older one refused shows in the banner).
const ASKED: usize = 64;

thread_local! {
    /// The one live table of this page: its client and what shows it.
    static DRIVER: RefCell<Option<Driver>> = const { RefCell::new(None) };
}

/// Work of the live chunk that goes on after it is loaded: a split
/// function cannot be `async`, so each gives back its future.
pub type Task = LiveTask;

/// What the open game's context asks of the live table (given to it at
/// the start: `crate::state::game::Remote`).
pub const REMOTE: Remote = Remote(|ask| {
    Box::pin(run(call(match ask {
        LiveAsk::Resume(ctx) => Call::Resume(ctx),
        LiveAsk::Change(op) => Call::Change(op),
    })))
});

/// Load the chunk (the split call), then do its work.
pub async fn run(
    task: impl std::future::Future<Output = Result<Task, UiError>>,
) -> Result<(), UiError> {
    task.await?.await
}

/// The live status, while this device is at a live table.
pub fn status() -> Option<LiveStatus> {
    DRIVER.with(|d| d.borrow().as_ref().map(|d| d.status.clone()))
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
    /// The player answered «this seat is held by another phone».
    Answer(Want),
    /// Give a seat a new code made here (the host re-issuing a seat; a
    /// player moving their own to another phone).
    Reseat(Seat),
}

/// Do `call` (the live chunk's one entry).
#[leptos::wasm_split::wasm_split(game_open, fallible, wasm_split_path = ::leptos::wasm_split)]
pub fn call(call: Call) -> Result<Task, UiError> {
    Ok(match call {
        Call::Join(ctx, code) => Box::pin(join_now(ctx, code)),
        Call::Resume(ctx) => Box::pin(resume_now(ctx)),
        Call::Change(op) => Box::pin(change_now(op)),
        Call::Leave(ctx) => Box::pin(leave_now(ctx)),
        Call::Answer(want) => Box::pin(async move {
            handle(Event::Answer(want));
            Ok(())
        }),
        Call::Reseat(seat) => Box::pin(async move {
            let code = SeatCode(saves::new_uuid().simple().to_string());
            handle(Event::Reseat(seat, code));
            Ok(())
        }),
    })
}

/// This device's id, made once and kept: a seat is held by one device.
async fn device() -> DeviceId {
    const SETTING: &str = "live_device";
    if let Some(id) = crate::state::store::setting(SETTING)
        .await
        .and_then(|t| uuid::Uuid::parse_str(&t).ok())
    {
        return DeviceId(id);
    }
    let id = saves::new_uuid();
    let _ = crate::state::store::set_setting(SETTING, &id.to_string()).await;
    DeviceId(id)
}

/// Open the game on this device to phones ([`host::open`]) and join it
/// as the host.
pub async fn open_table(
    ctx: GameCtx,
    rules: shturman_live::TableRules,
) -> Result<shturman_live::protocol::Opened, host::OpenProblem> {
    let opened = host::open(ctx, rules).await?;
    if let Some(h) = opened.seats.iter().find(|s| s.seat == Seat::Host) {
        join_now(ctx, h.code.0.clone())
            .await
            .map_err(|_| host::OpenProblem::NoHost)?;
    }
    Ok(opened)
}

async fn join_now(ctx: GameCtx, code: String) -> Result<(), UiError> {
    let code = SeatCode(code);
    // this seat's record, when the phone has one, is kept as it is: it may
    // be newer than what was read here (a second join of the same link —
    // the join page made again — wrote back the table-less record over
    // the table the first had received)
    let kept = match kept::read().await {
        Some(kept) if kept.code == code => kept,
        other => {
            // another seat's actions still waiting would be dropped: said,
            // and nothing changed (issue 44)
            let waiting = other.map_or(0, |k| k.outbox.len());
            if waiting > 0 {
                return Err(UiError::LiveWaiting(waiting));
            }
            // another table's connection says no more (what it would keep
            // now would replace this seat's record)
            stop();
            let kept = Kept::new(code);
            kept::keep_now(kept.clone(), handle).await?;
            kept
        }
    };
    saves::set_current(CURRENT_LIVE)
        .await
        .map_err(UiError::Save)?;
    start(ctx, kept).await;
    Ok(())
}

async fn resume_now(ctx: GameCtx) -> Result<(), UiError> {
    if let Some(kept) = kept::read().await {
        if crate::platform::is_tauri() {
            // the app started again: its host listens only once asked
            let _ = host::start_desktop().await;
        }
        start(ctx, kept).await;
    }
    Ok(())
}

/// Start (or keep) the client for `kept`'s seat. Joining and the
/// start-up's resume can both ask for it (a join writes the current game
/// while the start-up is still reading it): the same seat keeps its one
/// connection and the status the screens already show.
async fn start(ctx: GameCtx, kept: Kept) {
    let same = DRIVER.with(|d| {
        d.borrow()
            .as_ref()
            .is_some_and(|d| *d.client.code() == kept.code)
    });
    if same {
        handle(Event::Wake);
        return;
    }
    let device = device().await;
    // the screens already showing a seat's line keep it: the same signals
    let status = status().unwrap_or_default();
    stop();
    let (client, fx) = Client::new(kept, device, socket::now());
    DRIVER.with(|d| {
        *d.borrow_mut() = Some(Driver {
            ctx,
            client,
            status,
            shown: false,
            asked: Vec::new(),
        })
    });
    // the table as last heard, shown before any network
    perform(fx);
    line();
    socket::listen_to_the_page(handle);
    handle(Event::Wake);
}

/// Close this page's connection, if any (no retry).
fn stop() {
    socket::close_all();
    DRIVER.with(|d| d.borrow_mut().take());
}

async fn leave_now(ctx: GameCtx) -> Result<(), UiError> {
    let (code, here) = DRIVER.with(|d| {
        d.borrow().as_ref().map_or((None, 0), |d| {
            (
                Some(d.client.code().clone()),
                d.client.replica().outbox().len(),
            )
        })
    });
    // another tab at this seat may have actions waiting in the record
    let kept = kept::read()
        .await
        .filter(|k| Some(&k.code) == code.as_ref());
    let waiting = here.max(kept.map_or(0, |k| k.outbox.len()));
    if waiting > 0 {
        return Err(UiError::LiveWaiting(waiting));
    }
    stop();
    // after any write of the table under way: forgetting is the last word
    kept::forget().await?;
    ctx.close();
    Ok(())
}

async fn change_now(op: Change) -> Result<(), UiError> {
    // redo lives on the host's log, which has none: undo is by author
    if op == Change::Redo {
        return Err(UiError::History(HistoryError::NothingToRedo));
    }
    if status().is_none() {
        return Err(UiError::Unavailable);
    }
    let id = ActId(saves::new_uuid());
    with_driver(|d| {
        let ship = asked_at(d.ctx);
        d.asked.push((id, ship));
        let over = d.asked.len().saturating_sub(ASKED);
        d.asked.drain(..over);
    });
    // the client keeps it (the writer's next state) and sends it when it
    // can; done here once that state is on disk
    let n = kept::next_number();
    handle(Event::Act(id, op));
    kept::on_disk(n).await
}

/// Feed the client one event, and carry out what it says.
fn handle(ev: Event) {
    let now = socket::now();
    let fx = DRIVER.with(|d| d.borrow_mut().as_mut().map(|d| d.client.handle(now, ev)));
    if let Some(fx) = fx {
        perform(fx);
    }
}

fn perform(fx: Vec<Effect>) {
    let mut redraw = false;
    let mut entry = false;
    let mut said = None;
    for f in fx {
        match f {
            Effect::Open(id) => socket::open(id, handle),
            Effect::Send(id, frame) => socket::send(id, &frame),
            Effect::Close(id) => socket::close(id),
            Effect::Keep(k) => kept::keep(k, handle),
            Effect::Show => {
                entry = true;
                show();
            }
            Effect::Refused(id, why) => said = Some((id, why)),
            Effect::Reissued(seat, code) => {
                leptos::task::spawn_local(host::reissued(seat, code));
            }
            Effect::Line => redraw = true,
        }
    }
    // a refusal shows until the next entry on the log (one heard with it
    // is what made the action refused: the refusal stays)
    match said {
        Some((id, why)) => with_driver(|d| {
            let ship = d.asked.iter().find(|(a, _)| *a == id).and_then(|(_, s)| *s);
            let error = refused(why);
            d.ctx.refused.set(Some(Refused { error, ship }));
        }),
        None if entry => with_driver(|d| {
            if d.ctx.refused.with_untracked(Option::is_some) {
                d.ctx.refused.set(None);
            }
        }),
        None => None,
    };
    if redraw {
        line();
    }
    socket::tick_at(
        DRIVER.with(|d| d.borrow().as_ref().and_then(|d| d.client.next_tick())),
        handle,
    );
}

fn with_driver<R>(f: impl FnOnce(&mut Driver) -> R) -> Option<R> {
    DRIVER.with(|d| d.borrow_mut().as_mut().map(f))
}

/// The line's signals, from the client.
fn line() {
    with_driver(|d| {
        let r = d.client.replica();
        d.status.line.set(d.client.status());
        d.status.seat.set(r.seat());
        d.status.last_by.set(r.last_by());
        d.status.makes_rounds.set(r.makes_table_actions());
        d.status.moved_to.set(d.client.moved_to().cloned());
        let status = d.client.status();
        socket::guard_reload(status.ended.is_none() && status.link != Link::Online);
    });
}

/// Show the replica's game, unless the player has opened another game
/// since it was shown (joining replaces whatever game was open, as
/// opening one does).
fn show() {
    // the line first: what the new table's screen reads is there when the
    // game it shows changes
    line();
    with_driver(|d| {
        // another game the player opened since is left alone
        let elsewhere = d.shown && d.ctx.saved_id_untracked().is_some();
        if elsewhere {
            return;
        }
        if let Some(g) = d.client.replica().game() {
            d.shown = true;
            let table = g.view(Viewer::Table);
            d.ctx.show_live(g.clone(), table);
        }
    });
}

/// The ship whose sheet is open now, where an action is asked (a refusal
/// of it is shown by that ship).
fn asked_at(ctx: GameCtx) -> Option<uuid::Uuid> {
    let hash = web_sys::window()?.location().hash().ok()?;
    let ships: Vec<uuid::Uuid> = ctx.table.with_untracked(|v| {
        v.as_ref()
            .map(|v| v.ships.iter().map(|s| s.id).collect())
            .unwrap_or_default()
    });
    refusal_at(&shturman_words::address::Sub::from_hash(&hash), &ships)
}

/// A refusal as the game screens' error: a game rule in the rules' words.
fn refused(why: Refusal) -> UiError {
    match why {
        Refusal::Rule { rule } => UiError::Rule(rule),
        Refusal::History { history } => UiError::History(history),
        other => UiError::Live(other),
    }
}
