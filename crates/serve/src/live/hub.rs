//! The host's live tables: each table's sequencer ([`Table`]), its seats,
//! who is connected, and the channel every phone of it listens on. One
//! lock orders everything: an action is decided, stored, committed and
//! broadcast under it, so every phone sees the host's order.
//!
//! A table is in memory while a seat is connected to it (and from its
//! opening until the host's page joins): the first hello reads it from the
//! store (replaying its log), the last goodbye drops it.
//! Its seat codes are always known, so a host that started again, or one
//! with many idle tables, holds only the tables in play.

use super::store::{Store, StoreError, StoredTable};
use shturman_game::{Game, PlayerId};
use shturman_live::protocol::{Bad, OpenTable, Opened, SeatCode, ServerMsg, encode};
use shturman_live::table::Decision;
use shturman_live::{Act, LogId, Revision, Seat, Table};
use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, Mutex, MutexGuard};
use tokio::sync::broadcast;
use uuid::Uuid;

/// Why a table could not be opened.
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    #[error("the game's actions do not replay: {0}")]
    Replay(shturman_game::ReplayError),
    #[error("a game with no players")]
    NoPlayers,
    #[error(transparent)]
    Store(#[from] StoreError),
}

struct Live {
    table: Table,
    tx: broadcast::Sender<Arc<str>>,
    /// Connected seats, by connection number.
    online: HashMap<u64, Seat>,
}

struct Inner {
    store: Store,
    /// The tables with a seat connected.
    tables: HashMap<Uuid, Live>,
    seats: HashMap<String, (Uuid, Seat)>,
    next_conn: u64,
    /// The addresses phones open (`http://<LAN address>:<port>/`).
    addresses: Vec<String>,
}

/// Every live table of this host.
pub struct Hub {
    inner: Mutex<Inner>,
}

/// A phone that said hello: its table, seat, connection number, and the
/// channel of the table's news.
pub struct Joined {
    pub table: Uuid,
    pub seat: Seat,
    pub conn: u64,
    pub news: broadcast::Receiver<Arc<str>>,
    pub welcome: ServerMsg,
}

impl Hub {
    /// Open the store at `path` and every table in it (a host starting
    /// again resumes where it stopped).
    pub fn open(path: &Path) -> Result<Hub, HubError> {
        let store = Store::open(path)?;
        let seats = store
            .seats()?
            .into_iter()
            .map(|(token, table, seat)| (token, (table, seat)))
            .collect();
        Ok(Hub {
            inner: Mutex::new(Inner {
                store,
                tables: HashMap::new(),
                seats,
                next_conn: 0,
                addresses: Vec::new(),
            }),
        })
    }

    /// The addresses phones on the network open (none: this computer
    /// only), given with every opened table.
    pub fn set_addresses(&self, addresses: Vec<String>) {
        self.lock().addresses = addresses;
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        // a panic while holding the lock cannot leave a half-applied
        // action: the store is written before the table changes
        self.inner.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Open a game to phones: a new table whose first entry is the game
    /// so far, a seat per player, one for the host and one for viewers.
    pub fn open_table(&self, new: OpenTable) -> Result<Opened, OpenError> {
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
        let mut table = Table::new(log, new.game, new.rules);
        let first = table.decide(
            Seat::Host,
            Act {
                id: shturman_live::ActId(Uuid::new_v4()),
                base: 0,
                op: shturman_live::Op::Apply(new.actions),
            },
        );
        let mut seats = vec![SeatCode {
            seat: Seat::Host,
            name: None,
            token: token(),
        }];
        seats.extend(players.into_iter().map(|(p, name)| SeatCode {
            seat: Seat::Player(p),
            name: Some(name),
            token: token(),
        }));
        seats.push(SeatCode {
            seat: Seat::Viewer,
            name: None,
            token: token(),
        });
        let Decision::Append { entry, .. } = &first else {
            unreachable!("a game that replays applies as one op")
        };
        let stored = StoredTable {
            id,
            log,
            game: new.game,
            rules: new.rules,
            entries: vec![entry.clone()],
            refused: vec![],
            seats: seats.iter().map(|s| (s.token.clone(), s.seat)).collect(),
        };
        let mut inner = self.lock();
        inner.store.create(&stored)?;
        table.commit(first);
        for s in &seats {
            inner.seats.insert(s.token.clone(), (id, s.seat));
        }
        inner.tables.insert(id, live(table));
        let addresses = inner.addresses.clone();
        Ok(Opened {
            table: id,
            seats,
            addresses,
            rules: new.rules,
        })
    }

    /// A phone's hello: its seat, and what it lacks since `known` on `log`.
    pub fn join(&self, token: &str, log: Option<LogId>, known: Revision) -> Result<Joined, Bad> {
        let mut inner = self.lock();
        let (table, seat) = *inner.seats.get(token).ok_or(Bad::UnknownSeat)?;
        inner.next_conn += 1;
        let conn = inner.next_conn;
        let inner = &mut *inner;
        let live = match inner.tables.entry(table) {
            std::collections::hash_map::Entry::Occupied(o) => o.into_mut(),
            std::collections::hash_map::Entry::Vacant(v) => {
                let restored = match inner.store.load(table) {
                    Ok(Some(t)) => Table::restore(t.log, t.game, t.rules, t.entries, t.refused)
                        .map_err(|e| e.to_string()),
                    Ok(None) => Err("not in the store".to_string()),
                    Err(e) => Err(e.to_string()),
                };
                let restored = restored
                    .inspect_err(|e| eprintln!("shturman-serve: table {table}: {e}"))
                    .ok();
                // a store that cannot give the table back: the phone hears
                // so and tries again later; nothing is changed
                v.insert(live(restored.ok_or(Bad::Unavailable)?))
            }
        };
        let fresh = log != Some(live.table.log_id());
        let known = if fresh { 0 } else { known };
        let welcome = ServerMsg::Welcome {
            log: live.table.log_id(),
            game: live.table.game().id(),
            seat,
            fresh,
            entries: live.table.since(known).to_vec(),
            rules: live.table.rules(),
        };
        let news = live.tx.subscribe();
        live.online.insert(conn, seat);
        presence(live);
        Ok(Joined {
            table,
            seat,
            conn,
            news,
            welcome,
        })
    }

    /// A phone left.
    pub fn leave(&self, table: Uuid, conn: u64) {
        let mut inner = self.lock();
        if let Some(live) = inner.tables.get_mut(&table) {
            live.online.remove(&conn);
            presence(live);
            if live.online.is_empty() {
                // nobody at it: the store has every entry
                inner.tables.remove(&table);
            }
        }
    }

    /// How many tables are in memory (those with a seat connected).
    pub fn tables_in_memory(&self) -> usize {
        self.lock().tables.len()
    }

    /// Decide, store, commit and broadcast one action; the answer for its
    /// sender. A store that fails answers nothing (the phone keeps the
    /// action and sends it again).
    pub fn act(&self, table: Uuid, seat: Seat, act: Act) -> Result<ServerMsg, StoreError> {
        let mut guard = self.lock();
        let inner = &mut *guard;
        let live = inner
            .tables
            .get_mut(&table)
            .expect("a joined connection's table exists");
        let d = live.table.decide(seat, act);
        match &d {
            Decision::Append { entry, .. } => inner.store.append(table, entry)?,
            Decision::Refuse { id, why } => inner.store.refuse(table, *id, why)?,
            Decision::Again { .. } => {}
        }
        let news = match &d {
            Decision::Append { entry, .. } => Some(encode(&ServerMsg::Entry(entry.clone()))),
            _ => None,
        };
        let (id, answer) = d.answer();
        live.table.commit(d);
        if let Some(n) = news {
            // nobody listening is fine: the log has it
            let _ = live.tx.send(n.into());
        }
        Ok(match answer {
            Ok(revision) => ServerMsg::Done { id, revision },
            Err(why) => ServerMsg::Refused { id, why },
        })
    }

    /// Which seats of `table` are connected (for the host's screen).
    pub fn online(&self, table: Uuid) -> Vec<Seat> {
        let inner = self.lock();
        inner
            .tables
            .get(&table)
            .map(online_seats)
            .unwrap_or_default()
    }
}

fn live(table: Table) -> Live {
    let (tx, _) = broadcast::channel(1024);
    Live {
        table,
        tx,
        online: HashMap::new(),
    }
}

fn online_seats(live: &Live) -> Vec<Seat> {
    let mut seats: Vec<Seat> = live.online.values().copied().collect();
    seats.sort_by_key(encode);
    seats.dedup();
    seats
}

fn presence(live: &Live) {
    let msg = encode(&ServerMsg::Presence {
        online: online_seats(live),
    });
    let _ = live.tx.send(msg.into());
}

/// A seat token: 128 random bits.
fn token() -> String {
    Uuid::new_v4().simple().to_string()
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

    /// A table with nobody at it is not held in memory; a seat's hello
    /// reads it back, entries and refusals, as a host starting again does.
    #[test]
    fn a_table_is_in_memory_only_while_a_seat_is_connected() {
        let path = std::env::temp_dir().join(format!("hub-{}.sqlite", Uuid::new_v4()));
        let hub = Hub::open(&path).unwrap();
        let opened = hub
            .open_table(OpenTable {
                game: Uuid::from_u128(7),
                actions: game(),
                rules: Default::default(),
            })
            .unwrap();
        let code = |seat| {
            opened
                .seats
                .iter()
                .find(|s| s.seat == seat)
                .unwrap()
                .token
                .clone()
        };
        let host = hub.join(&code(Seat::Host), None, 0).unwrap();
        let anna = hub.join(&code(Seat::Player(PlayerId(1))), None, 0).unwrap();
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
            hub.act(host.table, Seat::Host, round).unwrap(),
            ServerMsg::Done { revision: 2, .. }
        ));
        let said = hub.act(anna.table, anna.seat, refused.clone()).unwrap();
        assert!(matches!(said, ServerMsg::Refused { .. }), "{said:?}");
        hub.leave(anna.table, anna.conn);
        assert_eq!(hub.tables_in_memory(), 1, "the host is still there");
        hub.leave(host.table, host.conn);
        assert_eq!(hub.tables_in_memory(), 0, "nobody at the table");

        // a seat comes back: the table as it was, from the store
        let back = hub.join(&code(Seat::Player(PlayerId(1))), None, 0).unwrap();
        assert_eq!(hub.tables_in_memory(), 1);
        let ServerMsg::Welcome { entries, .. } = &back.welcome else {
            panic!("{:?}", back.welcome)
        };
        assert_eq!(entries.len(), 2);
        // the refusal is remembered: a resend gets the same answer
        assert_eq!(hub.act(back.table, back.seat, refused).unwrap(), said);
        hub.leave(back.table, back.conn);
        // and so does a host started again, which reads only seat codes
        drop(hub);
        let again = Hub::open(&path).unwrap();
        assert_eq!(again.tables_in_memory(), 0);
        let j = again.join(&code(Seat::Viewer), None, 0).unwrap();
        let ServerMsg::Welcome { entries, .. } = &j.welcome else {
            panic!()
        };
        assert_eq!(entries.len(), 2);
        for f in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{f}", path.display()));
        }
    }
}
