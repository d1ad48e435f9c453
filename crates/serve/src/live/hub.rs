//! The host's live tables: their seats, and for each table in play one
//! task (`run`) that orders it, alone: it decides each action against its
//! [`Table`], has the decisions stored, then answers and broadcasts them.
//! Tables never wait for one another: each has its own task and queue, and
//! the disk is the writer thread's (`super::disk`), which commits every
//! table's waiting rows together. A table's task takes every command
//! waiting when it is free: the actions that arrived during one commit go
//! to the writer together, and are answered and broadcast only once it
//! committed them (a phone never sees an entry the store could lose).
//!
//! A table is in memory while a seat is connected to it: the first hello
//! has it read and replayed on a reader thread, the last goodbye drops it
//! (a phone whose socket died without a goodbye is closed by the beat's
//! silence check in `super::ws`). Opening a table only stores it: one the
//! host page never joins costs no memory. The seat codes are always known,
//! so a host that started again, or one with many idle tables, holds only
//! the tables in play.
//!
//! A table's task that panics ends alone: its phones are closed and come
//! back to a table read again from the store; the other tables go on
//! (the host is built with unwinding panics for that).
//!
//! A seat's actions are paced ([`Pace`]): past a burst, one waits its
//! turn before it reaches the table (the phone's socket is not read
//! meanwhile), so a phone in a loop cannot flood the disk.

use super::disk::{Disk, Failed};
use super::store::{Row, Store, StoreError, StoredTable};
use shturman_game::{Game, PlayerId};
use shturman_live::channel::{SeatCode, SeatKey};
use shturman_live::protocol::{
    Bad, DeviceId, IssuedSeat, OpenTable, Opened, SeatNews, ServerMsg, Want, encode,
};
use shturman_live::seats::{SeatRecord, Seats};
use shturman_live::table::{Decision, Limits};
use shturman_live::{Act, LogId, Revision, Seat, Table};
use std::collections::HashMap;
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;
use tokio::sync::{broadcast, mpsc, oneshot};
use tokio::time::Instant;
use uuid::Uuid;

/// Why a table could not be opened.
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    #[error("the game's actions do not replay: {0}")]
    Replay(shturman_game::ReplayError),
    #[error("a game with no players")]
    NoPlayers,
    #[error("{0}")]
    Text(shturman_game::RuleError),
    #[error("the table store: {0}")]
    Store(Failed),
}

/// An action not answered: its table's task ended first (its store failed,
/// or it faulted). The phone keeps the action and sends it again.
#[derive(Debug, thiserror::Error)]
#[error("the table ended before answering")]
pub struct Unanswered;

/// The most commands a table's task takes in one go.
const MAX_BATCH: usize = 1024;

/// A seat's pace: this many actions at once, then one per [`PACE_EVERY`]
/// (a player taps a few a second at most; a phone's outbox sent again
/// after a reconnect is a burst).
const PACE_BURST: f64 = 32.0;
const PACE_EVERY: Duration = Duration::from_millis(100);

/// What a table's task tells its connections: a message for all, or a
/// word for the connections of one seat.
#[derive(Clone, Debug)]
pub enum News {
    /// A message for every connection.
    All(Arc<str>),
    /// Another device took `seat` (its connection `keep`): that seat's
    /// other connections only watch from now on.
    Displace { seat: Seat, keep: u64 },
    /// The seat of `key` has a new code: its connections (but `keep`, the
    /// one that moved it) close.
    Revoke { key: SeatKey, keep: u64 },
}

/// A hello's answer: the welcome, and the table's news from then on.
type Welcomed = (ServerMsg, broadcast::Receiver<News>);

/// What a connection asks of its table's task.
enum Cmd {
    Join {
        conn: u64,
        seat: Seat,
        /// Another device held this seat: its connections watch now.
        displaces: Option<Seat>,
        log: Option<LogId>,
        known: Revision,
        reply: oneshot::Sender<Result<Welcomed, Bad>>,
    },
    Act {
        seat: Seat,
        act: Act,
        reply: oneshot::Sender<ServerMsg>,
    },
    Leave {
        conn: u64,
    },
    /// A seat has a new code (stored): its old code's connections close.
    Reseated {
        seat: Seat,
        old: SeatKey,
        keep: u64,
    },
    Online {
        reply: oneshot::Sender<Vec<Seat>>,
    },
    /// A fault inside a table's task (tests: a panic stays in its table).
    #[cfg(test)]
    Panic,
}

/// A table's task, as the hub reaches it.
#[derive(Clone)]
struct Handle {
    /// Which task: a table dropped and read again gets a new one.
    run: u64,
    tx: mpsc::UnboundedSender<Cmd>,
    /// The pace of each seat at this table (shared by a seat's devices).
    paces: Arc<Mutex<HashMap<Seat, Arc<Pace>>>>,
}

type Tables = Arc<Mutex<HashMap<Uuid, Handle>>>;

/// Every live table of this host.
pub struct Hub {
    disk: Arc<Disk>,
    limits: Limits,
    /// The seats by key: the one place a phone's channel names its seat,
    /// and the device that holds each.
    seats: Arc<Mutex<Seats>>,
    /// The tables in play (a seat connected), by table id.
    tables: Tables,
    next_conn: AtomicU64,
    next_run: AtomicU64,
    /// The addresses phones open (`http://<LAN address>:<port>/`).
    addresses: Mutex<Vec<String>>,
}

/// A phone that said hello: its table, seat, connection number, and the
/// channel of the table's news.
pub struct Joined {
    pub table: Uuid,
    /// The seat this connection acts as (the viewers' once it only
    /// watches: another device took its seat, or it moved it).
    pub seat: Seat,
    /// The key of its channel.
    pub key: SeatKey,
    /// Another device holds the seat this phone asked for: it watches, and
    /// is asked whether it takes the place.
    pub asked: Option<Seat>,
    pub conn: u64,
    pub news: broadcast::Receiver<News>,
    pub welcome: ServerMsg,
    handle: Handle,
    pace: Arc<Pace>,
}

/// A short lock: none is held across a disk call or an `await`.
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // a panic while holding one leaves a map of handles, still whole
    m.lock().unwrap_or_else(|p| p.into_inner())
}

impl Hub {
    /// Open the store at `path` and every table in it (a host starting
    /// again resumes where it stopped).
    pub fn open(path: &Path) -> Result<Hub, HubError> {
        Hub::with_limits(path, Limits::default())
    }

    /// [`Hub::open`] with other bounds per seat (tests).
    pub fn with_limits(path: &Path, limits: Limits) -> Result<Hub, HubError> {
        let store = Store::open(path)?;
        let mut seats = Seats::default();
        for s in store.seats()? {
            if s.replaced {
                seats.insert_replaced(s.key, s.table);
            } else {
                let record = SeatRecord {
                    table: s.table,
                    seat: s.seat,
                    holder: s.holder,
                };
                seats.insert(s.key, record);
            }
        }
        Ok(Hub {
            disk: Arc::new(Disk::start(path, store, limits)?),
            limits,
            seats: Arc::new(Mutex::new(seats)),
            tables: Arc::default(),
            next_conn: AtomicU64::new(0),
            next_run: AtomicU64::new(0),
            addresses: Mutex::new(Vec::new()),
        })
    }

    /// The addresses phones on the network open (none: this computer
    /// only), given with every opened table.
    pub fn set_addresses(&self, addresses: Vec<String>) {
        *lock(&self.addresses) = addresses;
    }

    /// [`Hub::open_table`] from the host page's request body (JSON): the
    /// one way both hosts open a table (`POST /live/tables`, the desktop
    /// app's `live_open`). Blocks as it does.
    pub fn open_json(&self, body: &[u8]) -> Result<Opened, String> {
        let new: OpenTable = serde_json::from_slice(body).map_err(|e| e.to_string())?;
        self.open_table(new).map_err(|e| e.to_string())
    }

    /// Open a game to phones: a new table whose first entry is the game
    /// so far, a seat per player, one for the host and one for viewers.
    /// It is stored, not held: the first seat to join reads it. Blocks
    /// until the store committed it: call it off the async threads.
    pub fn open_table(&self, new: OpenTable) -> Result<Opened, OpenError> {
        for a in &new.actions {
            shturman_game::error::texts_within(a).map_err(OpenError::Text)?;
        }
        let game = Game::replay(new.game, &new.actions).map_err(OpenError::Replay)?;
        let players: Vec<(PlayerId, String)> = game
            .state()
            .players
            .values()
            .map(|p| (p.id, p.name.clone()))
            .collect();
        if players.is_empty() {
            return Err(OpenError::NoPlayers);
        }
        let id = Uuid::new_v4();
        let log = LogId(Uuid::new_v4());
        let table = Table::new(log, new.game, new.rules);
        let first = table.decide(
            Seat::Host,
            Act {
                id: shturman_live::ActId(Uuid::new_v4()),
                base: 0,
                op: shturman_live::Op::Apply(new.actions),
            },
        );
        let mut seats = vec![IssuedSeat {
            seat: Seat::Host,
            name: None,
            code: code(),
        }];
        seats.extend(players.into_iter().map(|(p, name)| IssuedSeat {
            seat: Seat::Player(p),
            name: Some(name),
            code: code(),
        }));
        seats.push(IssuedSeat {
            seat: Seat::Viewer,
            name: None,
            code: code(),
        });
        let Decision::Append { entry, .. } = first else {
            unreachable!("a game that replays applies as one op")
        };
        let stored = StoredTable {
            id,
            log,
            game: new.game,
            rules: new.rules,
            entries: vec![entry],
            refused: vec![],
            seats: seats.iter().map(|s| (s.code.key(), s.seat)).collect(),
        };
        self.disk
            .create_blocking(stored)
            .map_err(OpenError::Store)?;
        let mut known = lock(&self.seats);
        for s in &seats {
            let record = SeatRecord {
                table: id,
                seat: s.seat,
                holder: None,
            };
            known.insert(s.code.key(), record);
        }
        drop(known);
        Ok(Opened {
            table: id,
            seats,
            addresses: lock(&self.addresses).clone(),
            rules: new.rules,
        })
    }

    /// The seat a phone's channel claims, or why none (before the
    /// handshake is answered).
    pub fn claim(&self, key: &SeatKey) -> Result<SeatRecord, Bad> {
        lock(&self.seats).claim(key)
    }

    /// The task of `table`, started (to read it) if it is not in play.
    fn handle(&self, table: Uuid) -> Handle {
        let mut tables = lock(&self.tables);
        if let Some(h) = tables.get(&table) {
            return h.clone();
        }
        let (tx, rx) = mpsc::unbounded_channel();
        let h = Handle {
            run: self.next_run.fetch_add(1, Ordering::Relaxed),
            tx,
            paces: Arc::default(),
        };
        tables.insert(table, h.clone());
        let gone = Gone {
            tables: self.tables.clone(),
            table,
            run: h.run,
        };
        let seats = self.seats.clone();
        tokio::spawn(run(table, self.disk.clone(), seats, self.limits, rx, gone));
        h
    }

    /// Forget a task that ended (if it is still the one listed).
    fn forget(&self, table: Uuid, run: u64) {
        let mut tables = lock(&self.tables);
        if tables.get(&table).is_some_and(|h| h.run == run) {
            tables.remove(&table);
        }
    }

    /// A phone's hello on `key`'s channel from `device`, wanting `want`:
    /// its seat (the viewers', with the seat it asked for in `asked`, when
    /// another device holds it), and what it lacks since `known` on `log`;
    /// or why not.
    pub async fn join(
        &self,
        key: SeatKey,
        device: DeviceId,
        want: Want,
        log: Option<LogId>,
        known: Revision,
    ) -> Result<Joined, Bad> {
        // decided and held in one step: two devices saying hello at once
        // cannot both take the seat
        let admit = {
            let mut seats = lock(&self.seats);
            let admit = seats.hello(&key, device, want)?;
            if let Some(d) = admit.new_holder {
                seats.hold(&key, d);
            }
            admit
        };
        if let Some(device) = admit.new_holder {
            // who holds a seat is kept over a restart; a failed write only
            // leaves the seat to the next device that joins
            let _ = self.disk.write(vec![Row::Holder { key, device }]).await;
        }
        let (table, seat) = (admit.table, admit.acts_as);
        let displaces = admit.displaces.then_some(admit.seat);
        let conn = self.next_conn.fetch_add(1, Ordering::Relaxed) + 1;
        // a task that was just ending (its last seat left) takes no one:
        // the hello goes to a new one; a few tries, then "later"
        for _ in 0..4 {
            let handle = self.handle(table);
            let (reply, answer) = oneshot::channel();
            let join = Cmd::Join {
                conn,
                seat,
                displaces,
                log,
                known,
                reply,
            };
            if handle.tx.send(join).is_ok()
                && let Ok(joined) = answer.await
            {
                let (welcome, news) = joined?;
                let pace = lock(&handle.paces).entry(seat).or_default().clone();
                return Ok(Joined {
                    table,
                    seat,
                    asked: admit.asked,
                    key,
                    conn,
                    news,
                    welcome,
                    handle,
                    pace,
                });
            }
            self.forget(table, handle.run);
        }
        Err(Bad::Unavailable)
    }

    /// Give `target` (a seat of `joined`'s table) the code whose key is
    /// `new`: the host re-issuing a seat, or a player moving their own (who
    /// then only watches here). Stored before it counts; the old code's
    /// connections are told and closed, and everyone hears of it.
    pub async fn reseat(
        &self,
        joined: &mut Joined,
        target: Seat,
        new: SeatKey,
    ) -> Result<ServerMsg, Bad> {
        let old = lock(&self.seats).may_reseat(&joined.key, joined.seat, target)?;
        if old != new {
            self.disk
                .write(vec![Row::Reseat { old, new }])
                .await
                .map_err(|_| Bad::Unavailable)?;
            lock(&self.seats).replace(&old, new);
        }
        let own = old == joined.key;
        let keep = if own { joined.conn } else { 0 };
        let cmd = Cmd::Reseated {
            seat: target,
            old,
            keep,
        };
        let _ = joined.handle.tx.send(cmd);
        if own {
            // this phone moved its seat: from now on it only watches
            joined.seat = Seat::Viewer;
        }
        Ok(ServerMsg::Reseated { seat: target })
    }

    /// A phone left. Never waits.
    pub fn leave(&self, joined: &Joined) {
        let _ = joined.handle.tx.send(Cmd::Leave { conn: joined.conn });
    }

    /// How many tables are in memory (those with a seat connected).
    pub fn tables_in_memory(&self) -> usize {
        lock(&self.tables).len()
    }

    /// One action of a joined phone, at its seat's pace: decided, stored,
    /// then answered (the answer for its sender) and broadcast. A store
    /// that fails answers nothing (the phone keeps the action and sends
    /// it again).
    pub async fn act(&self, joined: &Joined, act: Act) -> Result<ServerMsg, Unanswered> {
        joined.pace.wait().await;
        let (reply, answer) = oneshot::channel();
        let cmd = Cmd::Act {
            seat: joined.seat,
            act,
            reply,
        };
        joined.handle.tx.send(cmd).map_err(|_| Unanswered)?;
        answer.await.map_err(|_| Unanswered)
    }

    /// Which seats of `table` are connected (for the host's screen).
    pub async fn online(&self, table: Uuid) -> Vec<Seat> {
        let Some(handle) = lock(&self.tables).get(&table).cloned() else {
            return Vec::new();
        };
        let (reply, answer) = oneshot::channel();
        if handle.tx.send(Cmd::Online { reply }).is_err() {
            return Vec::new();
        }
        answer.await.unwrap_or_default()
    }

    /// Make `table`'s task panic (tests: the other tables go on).
    #[cfg(test)]
    fn panic_in(&self, table: Uuid) {
        if let Some(h) = lock(&self.tables).get(&table) {
            let _ = h.tx.send(Cmd::Panic);
        }
    }
}

/// A token bucket: `PACE_BURST` actions, refilled one per `PACE_EVERY`.
#[derive(Debug)]
pub struct Pace {
    state: Mutex<(f64, Instant)>,
}

impl Default for Pace {
    fn default() -> Pace {
        Pace {
            state: Mutex::new((PACE_BURST, Instant::now())),
        }
    }
}

impl Pace {
    /// Wait until this seat may act again, and take its turn.
    async fn wait(&self) {
        let wait = {
            let mut s = lock(&self.state);
            let now = Instant::now();
            let refill = now.duration_since(s.1).as_secs_f64() / PACE_EVERY.as_secs_f64();
            s.0 = (s.0 + refill).min(PACE_BURST) - 1.0;
            s.1 = now;
            // below zero: a debt, paid by waiting
            (s.0 < 0.0).then(|| PACE_EVERY.mul_f64(-s.0))
        };
        if let Some(w) = wait {
            tokio::time::sleep(w).await;
        }
    }
}

/// Takes a table's task off the list when the task ends, however it ends
/// (its last seat left, its store failed, or it panicked).
struct Gone {
    tables: Tables,
    table: Uuid,
    run: u64,
}

impl Drop for Gone {
    fn drop(&mut self) {
        let mut tables = lock(&self.tables);
        if tables.get(&self.table).is_some_and(|h| h.run == self.run) {
            tables.remove(&self.table);
        }
    }
}

/// A table in play: its sequencer, news channel and connected seats.
struct Live {
    id: Uuid,
    table: Table,
    tx: broadcast::Sender<News>,
    /// Who holds which seat (for the host's list of seats).
    seats: Arc<Mutex<Seats>>,
    /// Connected seats, by connection number.
    online: HashMap<u64, Seat>,
}

/// One table's task: read it, then take the commands waiting, decide their
/// actions in order, store them in one write, answer and broadcast; then
/// the hellos and goodbyes. Ends when no seat is connected, or when the
/// store fails (its phones then close and come back to the stored table).
async fn run(
    id: Uuid,
    disk: Arc<Disk>,
    seats: Arc<Mutex<Seats>>,
    limits: Limits,
    mut rx: mpsc::UnboundedReceiver<Cmd>,
    gone: Gone,
) {
    let table = match disk.load(id, limits).await {
        Ok(t) => t,
        Err(e) => {
            eprintln!("shturman-serve: table {id}: {e}");
            // the hellos waiting hear "later"; nothing changed
            drop(gone);
            rx.close();
            while let Ok(cmd) = rx.try_recv() {
                if let Cmd::Join { reply, .. } = cmd {
                    let _ = reply.send(Err(Bad::Unavailable));
                }
            }
            return;
        }
    };
    let (tx, _) = broadcast::channel(1024);
    let mut live = Live {
        id,
        table,
        tx,
        seats,
        online: HashMap::new(),
    };
    let mut cmds = Vec::new();
    while rx.recv_many(&mut cmds, MAX_BATCH).await > 0 {
        if live.round(&disk, std::mem::take(&mut cmds)).await.is_err() {
            break;
        }
        if live.online.is_empty() {
            break; // nobody at it: the store has every entry
        }
    }
    // `gone` ends with this task: a hello after it starts a new one
    drop(gone);
}

impl Live {
    /// One round of commands. Err: the store failed, the task ends.
    async fn round(&mut self, disk: &Disk, cmds: Vec<Cmd>) -> Result<(), Failed> {
        let mut rows = Vec::new();
        let mut news = Vec::new();
        let mut answers = Vec::new();
        let mut hellos = Vec::new();
        let mut moved = false;
        for cmd in cmds {
            let (seat, act, reply) = match cmd {
                Cmd::Act { seat, act, reply } => (seat, act, reply),
                // hellos after this round's write: a welcome then holds
                // only committed entries, and none twice (the broadcast
                // below goes out before they subscribe)
                Cmd::Join {
                    conn,
                    seat,
                    displaces,
                    log,
                    known,
                    reply,
                } => {
                    hellos.push((conn, seat, displaces, log, known, reply));
                    continue;
                }
                Cmd::Leave { conn } => {
                    moved |= self.online.remove(&conn).is_some();
                    continue;
                }
                Cmd::Reseated { seat, old, keep } => {
                    let _ = self.tx.send(News::Revoke { key: old, keep });
                    if let Some(s) = self.online.get_mut(&keep) {
                        *s = Seat::Viewer;
                    }
                    self.say(ServerMsg::SeatNews {
                        seat,
                        news: SeatNews::NewCode,
                    });
                    moved = true;
                    continue;
                }
                Cmd::Online { reply } => {
                    let _ = reply.send(self.seats());
                    continue;
                }
                #[cfg(test)]
                Cmd::Panic => panic!("a fault in table {}", self.id),
            };
            let d = self.table.decide(seat, act);
            match &d {
                Decision::Append { entry, .. } => {
                    rows.push(Row::Entry(self.id, entry.clone()));
                    news.push(News::All(encode(&ServerMsg::Entry(entry.clone())).into()));
                }
                Decision::Refuse { id, by, why } => rows.push(Row::Refusal {
                    table: self.id,
                    id: *id,
                    seat: *by,
                    why: why.clone(),
                }),
                Decision::Again { .. } => {}
            }
            let (id, answer) = d.answer();
            // the next action of this round is decided on this one's game;
            // none is told before the write below committed them all
            self.table.commit(d);
            answers.push((
                reply,
                match answer {
                    Ok(revision) => ServerMsg::Done { id, revision },
                    Err(why) => ServerMsg::Refused { id, why },
                },
            ));
        }
        if !rows.is_empty() {
            disk.write(rows).await?;
        }
        for n in news {
            // nobody listening is fine: the log has it
            let _ = self.tx.send(n);
        }
        for (reply, answer) in answers {
            let _ = reply.send(answer);
        }
        for (conn, seat, displaces, log, known, reply) in hellos {
            if let Some(taken) = displaces {
                // the device that held it watches now, and is told so
                for s in self.online.values_mut().filter(|s| **s == taken) {
                    *s = Seat::Viewer;
                }
                let _ = self.tx.send(News::Displace {
                    seat: taken,
                    keep: conn,
                });
                self.say(ServerMsg::SeatNews {
                    seat: taken,
                    news: SeatNews::TakenOver,
                });
            }
            let fresh = log != Some(self.table.log_id());
            let known = if fresh { 0 } else { known };
            let welcome = ServerMsg::Welcome {
                log: self.table.log_id(),
                game: self.table.game().id(),
                seat,
                fresh,
                entries: self.table.since(known).to_vec(),
                rules: self.table.rules(),
            };
            if reply.send(Ok((welcome, self.tx.subscribe()))).is_ok() {
                self.online.insert(conn, seat);
                moved = true;
            }
        }
        if moved {
            let held = lock(&self.seats).held(self.id);
            self.say(ServerMsg::Presence {
                online: self.seats(),
                held,
            });
        }
        Ok(())
    }

    /// Say `msg` to every connection of the table.
    fn say(&self, msg: ServerMsg) {
        let _ = self.tx.send(News::All(encode(&msg).into()));
    }

    fn seats(&self) -> Vec<Seat> {
        let mut seats: Vec<Seat> = self.online.values().copied().collect();
        seats.sort();
        seats.dedup();
        seats
    }
}

/// A new seat code: 128 random bits (122 of them random, as a v4 id).
fn code() -> SeatCode {
    SeatCode(Uuid::new_v4().simple().to_string())
}

/// Why the host could not start.
#[derive(Debug, thiserror::Error)]
pub enum HubError {
    #[error(transparent)]
    Store(#[from] StoreError),
}

#[cfg(test)]
mod tests {
    use super::*;
    use shturman_game::{Action, Weather};
    use shturman_live::{ActId, Op};
    use shturman_rules::{Heading, ShipClass};

    fn game() -> Vec<Action> {
        vec![
            Action::AddPlayer {
                id: PlayerId(1),
                name: "Анна".into(),
                colour: "#c00".into(),
            },
            Action::AddShip {
                id: Uuid::from_u128(11),
                class: ShipClass::Brig,
                card: ShipClass::Brig.card(),
                name: "Паллада".into(),
                owner: PlayerId(1),
                heading: Heading::N,
            },
        ]
    }

    fn opened(hub: &Hub) -> Opened {
        hub.open_table(OpenTable {
            game: Uuid::from_u128(7),
            actions: game(),
            rules: Default::default(),
        })
        .unwrap()
    }

    fn code(opened: &Opened, seat: Seat) -> SeatKey {
        let s = opened.seats.iter().find(|s| s.seat == seat).unwrap();
        s.code.key()
    }

    fn temp() -> std::path::PathBuf {
        std::env::temp_dir().join(format!("hub-{}.sqlite", Uuid::new_v4()))
    }

    fn remove(path: &Path) {
        for f in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{f}", path.display()));
        }
    }

    fn heading(n: u128, base: Revision, heading: shturman_rules::Heading) -> Act {
        Act {
            id: ActId(Uuid::from_u128(n)),
            base,
            op: Op::Apply(vec![Action::SetHeading {
                ship: Uuid::from_u128(11),
                heading,
            }]),
        }
    }

    /// A table with nobody at it is not held in memory, nor one opened and
    /// never joined; a seat's hello reads it back, entries and refusals,
    /// as a host starting again does.
    #[tokio::test]
    async fn a_table_is_in_memory_only_while_a_seat_is_connected() {
        let path = temp();
        let hub = Hub::open(&path).unwrap();
        let opened = opened(&hub);
        assert_eq!(hub.tables_in_memory(), 0, "opened, not joined: stored only");
        let host = hub
            .join(
                code(&opened, Seat::Host),
                DeviceId(Uuid::nil()),
                Want::Seat,
                None,
                0,
            )
            .await
            .unwrap();
        let anna = hub
            .join(
                code(&opened, Seat::Player(PlayerId(1))),
                DeviceId(Uuid::nil()),
                Want::Seat,
                None,
                0,
            )
            .await
            .unwrap();
        let round = Act {
            id: ActId(Uuid::from_u128(1)),
            base: 1,
            op: Op::Apply(vec![Action::StartRound {
                weather: Weather::Calm,
            }]),
        };
        let refused = Act {
            id: ActId(Uuid::from_u128(2)),
            base: 1,
            op: Op::Apply(vec![Action::StartRound {
                weather: Weather::Calm,
            }]),
        };
        assert!(matches!(
            hub.act(&host, round).await.unwrap(),
            ServerMsg::Done { revision: 2, .. }
        ));
        let said = hub.act(&anna, refused.clone()).await.unwrap();
        assert!(matches!(said, ServerMsg::Refused { .. }), "{said:?}");
        hub.leave(&anna);
        assert_eq!(
            hub.online(host.table).await,
            vec![Seat::Host],
            "the host is still there"
        );
        assert_eq!(hub.tables_in_memory(), 1);
        hub.leave(&host);
        // the table's task ends once it has read the goodbye
        while hub.tables_in_memory() > 0 {
            tokio::task::yield_now().await;
        }

        // a seat comes back: the table as it was, from the store
        let back = hub
            .join(
                code(&opened, Seat::Player(PlayerId(1))),
                DeviceId(Uuid::nil()),
                Want::Seat,
                None,
                0,
            )
            .await
            .unwrap();
        assert_eq!(hub.tables_in_memory(), 1);
        let ServerMsg::Welcome { entries, .. } = &back.welcome else {
            panic!("{:?}", back.welcome)
        };
        assert_eq!(entries.len(), 2);
        // the refusal is remembered: a resend gets the same answer
        assert_eq!(hub.act(&back, refused).await.unwrap(), said);
        hub.leave(&back);
        // and so does a host started again, which reads only seat codes
        drop(hub);
        let again = Hub::open(&path).unwrap();
        assert_eq!(again.tables_in_memory(), 0);
        let j = again
            .join(
                code(&opened, Seat::Viewer),
                DeviceId(Uuid::nil()),
                Want::Seat,
                None,
                0,
            )
            .await
            .unwrap();
        let ServerMsg::Welcome { entries, .. } = &j.welcome else {
            panic!()
        };
        assert_eq!(entries.len(), 2);
        remove(&path);
    }

    /// A panic inside one table's task ends that task only: its phones'
    /// channels close, the other table acts on, and a new hello at the
    /// faulted table reads it back from the store with every entry.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_panic_in_one_table_leaves_the_others_and_new_phones_working() {
        let path = temp();
        let hub = Hub::open(&path).unwrap();
        let (a, b) = (opened(&hub), opened(&hub));
        let mut at_a = hub
            .join(
                code(&a, Seat::Host),
                DeviceId(Uuid::nil()),
                Want::Seat,
                None,
                0,
            )
            .await
            .unwrap();
        let at_b = hub
            .join(
                code(&b, Seat::Host),
                DeviceId(Uuid::nil()),
                Want::Seat,
                None,
                0,
            )
            .await
            .unwrap();
        let done = hub
            .act(&at_a, heading(1, 1, shturman_rules::Heading::E))
            .await;
        assert!(
            matches!(done, Ok(ServerMsg::Done { revision: 2, .. })),
            "{done:?}"
        );
        hub.panic_in(a.table);
        // a's phone hears its table close (after the news sent before)
        loop {
            match at_a.news.recv().await {
                Err(broadcast::error::RecvError::Closed) => break,
                Err(broadcast::error::RecvError::Lagged(_)) | Ok(_) => continue,
            }
        }
        assert!(
            hub.act(&at_a, heading(2, 2, shturman_rules::Heading::S))
                .await
                .is_err()
        );
        // b goes on
        let done = hub
            .act(&at_b, heading(3, 1, shturman_rules::Heading::W))
            .await;
        assert!(
            matches!(done, Ok(ServerMsg::Done { revision: 2, .. })),
            "{done:?}"
        );
        // a new phone at a: the table as stored, its action there once
        let again = hub
            .join(
                code(&a, Seat::Player(PlayerId(1))),
                DeviceId(Uuid::nil()),
                Want::Seat,
                None,
                0,
            )
            .await
            .unwrap();
        let ServerMsg::Welcome { entries, .. } = &again.welcome else {
            panic!("{:?}", again.welcome)
        };
        assert_eq!(entries.len(), 2);
        let done = hub
            .act(&again, heading(4, 2, shturman_rules::Heading::S))
            .await;
        assert!(
            matches!(done, Ok(ServerMsg::Done { revision: 3, .. })),
            "{done:?}"
        );
        remove(&path);
    }

    /// Many actions of one table sent at once are committed together and
    /// each answered with its own revision, in the order they reached the
    /// table; every phone's news has each entry once, in that order.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn actions_sent_together_are_answered_each_in_order() {
        let path = temp();
        let hub = Arc::new(Hub::open(&path).unwrap());
        let a = opened(&hub);
        let mut viewer = hub
            .join(
                code(&a, Seat::Viewer),
                DeviceId(Uuid::nil()),
                Want::Seat,
                None,
                0,
            )
            .await
            .unwrap();
        let mut phones = Vec::new();
        for _ in 0..8 {
            phones.push(Arc::new(
                hub.join(
                    code(&a, Seat::Host),
                    DeviceId(Uuid::nil()),
                    Want::Seat,
                    None,
                    0,
                )
                .await
                .unwrap(),
            ));
        }
        let mut tasks = Vec::new();
        for (n, p) in phones.iter().enumerate() {
            let (hub, p) = (hub.clone(), p.clone());
            tasks.push(tokio::spawn(async move {
                let mut revisions = Vec::new();
                for k in 0..5u128 {
                    let id = 100 * n as u128 + k;
                    let h = shturman_rules::Heading::from_index((id % 8) as u8);
                    match hub.act(&p, heading(id, 1, h)).await.unwrap() {
                        ServerMsg::Done { revision, .. } => revisions.push(revision),
                        other => panic!("{other:?}"),
                    }
                }
                revisions
            }));
        }
        let mut all = Vec::new();
        for t in tasks {
            let r = t.await.unwrap();
            assert!(
                r.windows(2).all(|w| w[0] < w[1]),
                "one phone's order: {r:?}"
            );
            all.extend(r);
        }
        all.sort();
        assert_eq!(all, (2..42).collect::<Vec<Revision>>());
        let mut seen = Vec::new();
        while seen.len() < 40 {
            if let News::All(text) = viewer.news.recv().await.unwrap()
                && let Ok(ServerMsg::Entry(e)) = shturman_live::protocol::decode_server(&text)
            {
                seen.push(e.revision);
            }
        }
        assert_eq!(seen, (2..42).collect::<Vec<Revision>>());
        remove(&path);
    }

    /// A seat that floods: past its burst each action waits its turn, and
    /// the other seats are not held up by it.
    #[tokio::test(start_paused = true)]
    async fn a_flooding_seat_waits_its_turn_and_the_others_do_not() {
        let (anna, boris) = (Pace::default(), Pace::default());
        let t0 = Instant::now();
        for _ in 0..PACE_BURST as usize {
            anna.wait().await;
        }
        assert_eq!(Instant::now(), t0, "a burst passes at once");
        boris.wait().await;
        assert_eq!(Instant::now(), t0, "another seat is not held up");
        anna.wait().await;
        assert!(Instant::now() >= t0 + PACE_EVERY, "past the burst: waits");
        let t1 = Instant::now();
        boris.wait().await;
        assert_eq!(Instant::now(), t1, "still not the other seat");
    }

    /// A seat past its bounds: its entries stop with a clear refusal, its
    /// refusals are kept within their bound in the store (the newest), and
    /// another seat and a new phone at the table go on.
    #[tokio::test]
    async fn a_seat_cannot_grow_the_log_or_the_stored_refusals_without_bound() {
        let path = temp();
        let limits = Limits {
            entries_per_seat: 3,
            refusals_per_seat: 4,
        };
        let hub = Hub::with_limits(&path, limits).unwrap();
        let t = opened(&hub);
        let anna = hub
            .join(
                code(&t, Seat::Player(PlayerId(1))),
                DeviceId(Uuid::nil()),
                Want::Seat,
                None,
                0,
            )
            .await
            .unwrap();
        let viewer = hub
            .join(
                code(&t, Seat::Viewer),
                DeviceId(Uuid::nil()),
                Want::Seat,
                None,
                0,
            )
            .await
            .unwrap();
        for n in 0..3 {
            let a = hub
                .act(&anna, heading(n, 1, shturman_rules::Heading::E))
                .await;
            assert!(matches!(a, Ok(ServerMsg::Done { .. })), "{a:?}");
        }
        let full = hub
            .act(&anna, heading(3, 4, shturman_rules::Heading::S))
            .await;
        assert_eq!(
            full.unwrap(),
            ServerMsg::Refused {
                id: ActId(Uuid::from_u128(3)),
                why: shturman_live::Refusal::LogFull { max: 3 }
            }
        );
        for n in 10..30 {
            let r = hub
                .act(&viewer, heading(n, 4, shturman_rules::Heading::W))
                .await;
            assert!(matches!(r, Ok(ServerMsg::Refused { .. })), "{r:?}");
        }
        // the host's seat is another seat: it still acts
        let host = hub
            .join(
                code(&t, Seat::Host),
                DeviceId(Uuid::nil()),
                Want::Seat,
                None,
                0,
            )
            .await
            .unwrap();
        let done = hub
            .act(&host, heading(40, 4, shturman_rules::Heading::N))
            .await;
        assert!(
            matches!(done, Ok(ServerMsg::Done { revision: 5, .. })),
            "{done:?}"
        );
        // the store: Anna's refusal and the viewer's newest four
        let stored = Store::open(&path).unwrap().load(t.table).unwrap().unwrap();
        let mut refused: Vec<u128> = stored
            .refused
            .iter()
            .map(|(id, _)| id.0.as_u128())
            .collect();
        refused.sort();
        assert_eq!(refused, vec![3, 26, 27, 28, 29]);
        assert_eq!(stored.entries.len(), 5);
        remove(&path);
    }

    /// A table with a long log, read back on a reader thread, does not
    /// hold up another table's actions meanwhile.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_long_table_read_back_does_not_hold_up_the_others() {
        let path = temp();
        let hub = Arc::new(Hub::open(&path).unwrap());
        let (long, short) = (opened(&hub), opened(&hub));
        // a long log, written straight to the store
        let mut store = Store::open(&path).unwrap();
        let rows: Vec<Row> = (0..20_000u64)
            .map(|n| {
                Row::Entry(
                    long.table,
                    shturman_live::Entry {
                        revision: n + 2,
                        id: ActId(Uuid::from_u128(1_000_000 + u128::from(n))),
                        by: Seat::Host,
                        op: Op::Apply(vec![Action::SetHeading {
                            ship: Uuid::from_u128(11),
                            heading: shturman_rules::Heading::from_index((n % 8) as u8),
                        }]),
                    },
                )
            })
            .collect();
        store.write(&rows, 256).unwrap();
        let at_short = hub
            .join(
                code(&short, Seat::Host),
                DeviceId(Uuid::nil()),
                Want::Seat,
                None,
                0,
            )
            .await
            .unwrap();
        let (hub2, token) = (hub.clone(), code(&long, Seat::Host));
        let reading = tokio::spawn(async move {
            hub2.join(token, DeviceId(Uuid::nil()), Want::Seat, None, 0)
                .await
                .map(|j| j.table)
        });
        let done = hub
            .act(&at_short, heading(1, 1, shturman_rules::Heading::E))
            .await;
        assert!(matches!(done, Ok(ServerMsg::Done { .. })), "{done:?}");
        assert!(
            !reading.is_finished(),
            "the short table acted while the long one was read"
        );
        assert_eq!(reading.await.unwrap().unwrap(), long.table);
        remove(&path);
    }
}
