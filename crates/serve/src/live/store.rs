//! The host's storage of live tables: SQLite (rusqlite, Debian's
//! libsqlite3), one file. Tables, their seats, and their append-only logs
//! of entries and refusals. Every write is a transaction in WAL mode with
//! `synchronous = FULL`: once it returns, its rows survive a kill -9 or a
//! power cut, so the host answers an action only after it. Many tables'
//! rows go in one transaction ([`Store::write`]: the writer thread's group
//! commit, `super::disk`): one fsync costs about the same for 1 row as
//! for 32.
//!
//! A seat is stored by its key, the public half of its code (never the
//! code: a copied store lets no one join), with the device that holds it
//! and whether it was replaced. The file is readable by its owner only.
//!
//! A seat's refusals are kept within a bound (the newest `refusals_per_seat`):
//! a seat that floods refused actions cannot grow the file without end.

use rusqlite::{Connection, params};
use serde::{Serialize, de::DeserializeOwned};
use shturman_live::channel::{SeatCode, SeatKey};
use shturman_live::protocol::DeviceId;
use shturman_live::table::TableRules;
use shturman_live::{ActId, Entry, LogId, Refusal, Seat};
use std::collections::BTreeSet;
use std::path::Path;
use uuid::Uuid;

/// What went wrong with the storage.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("the table store: {0}")]
    Sql(#[from] rusqlite::Error),
    #[error("a stored row does not read: {0}")]
    Row(#[from] serde_json::Error),
}

/// One table as stored.
pub struct StoredTable {
    pub id: Uuid,
    pub log: LogId,
    pub game: Uuid,
    pub rules: TableRules,
    pub entries: Vec<Entry>,
    pub refused: Vec<(ActId, Refusal)>,
    pub seats: Vec<(SeatKey, Seat)>,
}

/// One stored seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StoredSeat {
    pub key: SeatKey,
    pub table: Uuid,
    pub seat: Seat,
    pub holder: Option<DeviceId>,
    /// The key was replaced by a new code's (refused from then on).
    pub replaced: bool,
}

pub struct Store {
    db: Connection,
}

/// One row to append, of one table.
#[derive(Clone, Debug)]
pub enum Row {
    Entry(Uuid, Entry),
    /// A refusal of `seat`'s action `id`.
    Refusal {
        table: Uuid,
        id: ActId,
        seat: Seat,
        why: Refusal,
    },
    /// `device` holds the seat of `key` now.
    Holder {
        key: SeatKey,
        device: DeviceId,
    },
    /// The seat of `old` has the new code of `new` (held by no one yet).
    Reseat {
        old: SeatKey,
        new: SeatKey,
    },
}

fn json<T: Serialize>(v: &T) -> String {
    serde_json::to_string(v).expect("plain data")
}

fn read<T: DeserializeOwned>(s: &str) -> Result<T, StoreError> {
    Ok(serde_json::from_str(s)?)
}

impl Store {
    /// Open (or create) the store at `path`.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        owner_only(path)?;
        let db = Connection::open(path)?;
        // a reader and the writer share the file: wait out the other's
        // short locks (a checkpoint) rather than fail
        db.busy_timeout(std::time::Duration::from_secs(10))?;
        db.execute_batch(
            "PRAGMA journal_mode = WAL;
             PRAGMA synchronous = FULL;
             CREATE TABLE IF NOT EXISTS tables (
               id TEXT PRIMARY KEY, log TEXT NOT NULL, game TEXT NOT NULL,
               rules TEXT NOT NULL);
             CREATE TABLE IF NOT EXISTS seat_keys (
               key TEXT PRIMARY KEY, tbl TEXT NOT NULL, seat TEXT NOT NULL,
               holder TEXT, replaced INTEGER NOT NULL DEFAULT 0);
             CREATE TABLE IF NOT EXISTS entries (
               tbl TEXT NOT NULL, revision INTEGER NOT NULL, entry TEXT NOT NULL,
               PRIMARY KEY (tbl, revision));
             CREATE TABLE IF NOT EXISTS refusals (
               tbl TEXT NOT NULL, id TEXT NOT NULL, why TEXT NOT NULL,
               PRIMARY KEY (tbl, id));",
        )?;
        // the seat of each refusal, to keep each seat's within a bound
        // (a store from before it has none on its old rows)
        let has_seat: bool = db
            .prepare("SELECT 1 FROM pragma_table_info('refusals') WHERE name = 'seat'")?
            .exists([])?;
        if !has_seat {
            db.execute_batch("ALTER TABLE refusals ADD COLUMN seat TEXT")?;
        }
        db.execute_batch("CREATE INDEX IF NOT EXISTS refusals_by_seat ON refusals (tbl, seat)")?;
        let mut store = Store { db };
        store.hash_old_codes()?;
        // the journal files SQLite made beside it
        owner_only(path)?;
        Ok(store)
    }

    /// A store from before the channel kept each seat's code itself: each
    /// becomes its key, and the codes are gone from the file.
    fn hash_old_codes(&mut self) -> Result<(), StoreError> {
        let old: bool = self
            .db
            .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'seats'")?
            .exists([])?;
        if !old {
            return Ok(());
        }
        let tx = self.db.transaction()?;
        let rows: Vec<(String, String, String)> = tx
            .prepare("SELECT token, tbl, seat FROM seats")?
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
            .collect::<Result<_, _>>()?;
        for (code, table, seat) in rows {
            tx.execute(
                "INSERT OR IGNORE INTO seat_keys (key, tbl, seat) VALUES (?1, ?2, ?3)",
                params![SeatCode(code).key().hex(), table, seat],
            )?;
        }
        tx.execute_batch("DROP TABLE seats")?;
        tx.commit()?;
        // the dropped pages hold the codes still: wiped from the file
        self.db
            .execute_batch("PRAGMA wal_checkpoint(TRUNCATE); VACUUM;")?;
        Ok(())
    }

    /// Append `rows` (of any tables) in one transaction, all or nothing,
    /// then keep at most `refusals_per_seat` refusals of each seat that
    /// was refused here.
    pub fn write(&mut self, rows: &[Row], refusals_per_seat: usize) -> Result<(), StoreError> {
        let tx = self.db.transaction()?;
        let mut refused = BTreeSet::new();
        for row in rows {
            match row {
                Row::Entry(table, e) => insert_entry(&tx, *table, e)?,
                Row::Refusal {
                    table,
                    id,
                    seat,
                    why,
                } => {
                    let (table, seat) = (table.to_string(), json(seat));
                    tx.prepare_cached(
                        "INSERT OR IGNORE INTO refusals (tbl, id, why, seat) VALUES (?1, ?2, ?3, ?4)",
                    )?
                    .execute(params![table, id.0.to_string(), json(why), seat])?;
                    refused.insert((table, seat));
                }
                Row::Holder { key, device } => {
                    tx.execute(
                        "UPDATE seat_keys SET holder = ?2 WHERE key = ?1",
                        params![key.hex(), device.0.to_string()],
                    )?;
                }
                Row::Reseat { old, new } => {
                    tx.execute(
                        "INSERT INTO seat_keys (key, tbl, seat)
                           SELECT ?2, tbl, seat FROM seat_keys WHERE key = ?1 AND replaced = 0",
                        params![old.hex(), new.hex()],
                    )?;
                    tx.execute(
                        "UPDATE seat_keys SET replaced = 1, holder = NULL WHERE key = ?1",
                        params![old.hex()],
                    )?;
                }
            }
        }
        for (table, seat) in refused {
            tx.execute(
                "DELETE FROM refusals WHERE tbl = ?1 AND seat = ?2 AND rowid NOT IN (
                   SELECT rowid FROM refusals WHERE tbl = ?1 AND seat = ?2
                   ORDER BY rowid DESC LIMIT ?3)",
                params![table, seat, refusals_per_seat as i64],
            )?;
        }
        tx.commit()?;
        Ok(())
    }

    /// A new table with its seats and its first entry, all or nothing.
    pub fn create(&mut self, t: &StoredTable) -> Result<(), StoreError> {
        let tx = self.db.transaction()?;
        tx.execute(
            "INSERT INTO tables (id, log, game, rules) VALUES (?1, ?2, ?3, ?4)",
            params![
                t.id.to_string(),
                t.log.0.to_string(),
                t.game.to_string(),
                json(&t.rules)
            ],
        )?;
        for (key, seat) in &t.seats {
            tx.execute(
                "INSERT INTO seat_keys (key, tbl, seat) VALUES (?1, ?2, ?3)",
                params![key.hex(), t.id.to_string(), json(seat)],
            )?;
        }
        for e in &t.entries {
            insert_entry(&tx, t.id, e)?;
        }
        tx.commit()?;
        Ok(())
    }

    /// Every stored seat, with its table: all a host starting again reads
    /// (a table itself is read when a seat joins it).
    pub fn seats(&self) -> Result<Vec<StoredSeat>, StoreError> {
        let mut q = self
            .db
            .prepare("SELECT key, tbl, seat, holder, replaced FROM seat_keys")?;
        type Raw = (String, String, String, Option<String>, bool);
        let rows: Vec<Raw> = q
            .query_map([], |r| {
                Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
            })?
            .collect::<Result<_, _>>()?;
        rows.into_iter()
            .map(|(key, table, seat, holder, replaced)| {
                Ok(StoredSeat {
                    key: SeatKey::from_hex(&key).ok_or_else(|| bad_text("a seat key"))?,
                    table: uuid(&table)?,
                    seat: read(&seat)?,
                    holder: holder.map(|h| uuid(&h).map(DeviceId)).transpose()?,
                    replaced,
                })
            })
            .collect()
    }

    /// One stored table, if there is one with this id.
    pub fn load(&self, table: Uuid) -> Result<Option<StoredTable>, StoreError> {
        let id = table.to_string();
        let mut q = self
            .db
            .prepare("SELECT log, game, rules FROM tables WHERE id = ?1")?;
        let mut rows = q.query_map([&id], |r| {
            Ok((
                r.get::<_, String>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, String>(2)?,
            ))
        })?;
        let Some(row) = rows.next() else {
            return Ok(None);
        };
        let (log, game, rules) = row?;
        Ok(Some(StoredTable {
            id: table,
            log: LogId(uuid(&log)?),
            game: uuid(&game)?,
            rules: read(&rules)?,
            entries: self.rows(
                "SELECT entry FROM entries WHERE tbl = ?1 ORDER BY revision",
                &id,
            )?,
            refused: self.pairs("SELECT id, why FROM refusals WHERE tbl = ?1", &id)?,
            seats: self.pairs(
                "SELECT key, seat FROM seat_keys WHERE tbl = ?1 AND replaced = 0",
                &id,
            )?,
        }))
    }

    fn rows<T: DeserializeOwned>(&self, sql: &str, table: &str) -> Result<Vec<T>, StoreError> {
        let mut q = self.db.prepare(sql)?;
        let texts: Vec<String> = q
            .query_map([table], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        texts.iter().map(|t| read(t)).collect()
    }

    fn pairs<K: DeserializeOwned, V: DeserializeOwned>(
        &self,
        sql: &str,
        table: &str,
    ) -> Result<Vec<(K, V)>, StoreError> {
        let mut q = self.db.prepare(sql)?;
        let texts: Vec<(String, String)> = q
            .query_map([table], |r| Ok((r.get(0)?, r.get(1)?)))?
            .collect::<Result<_, _>>()?;
        texts
            .iter()
            .map(|(k, v)| Ok((read(&json(k))?, read(v)?)))
            .collect()
    }
}

fn bad_text(what: &str) -> StoreError {
    StoreError::Sql(rusqlite::Error::InvalidParameterName(format!("not {what}")))
}

/// The store's file and its journals, readable and writable by their owner
/// only (made so if missing): other users of the computer read no seat.
fn owner_only(path: &Path) -> Result<(), StoreError> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
        let io = |e: std::io::Error| {
            StoreError::Sql(rusqlite::Error::ToSqlConversionFailure(Box::new(e)))
        };
        std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .mode(0o600)
            .open(path)
            .map_err(io)?;
        for suffix in ["", "-wal", "-shm"] {
            let file = format!("{}{suffix}", path.display());
            if std::path::Path::new(&file).exists() {
                std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o600))
                    .map_err(io)?;
            }
        }
    }
    #[cfg(not(unix))]
    let _ = path;
    Ok(())
}

fn uuid(s: &str) -> Result<Uuid, StoreError> {
    Uuid::parse_str(s)
        .map_err(|e| StoreError::Sql(rusqlite::Error::ToSqlConversionFailure(Box::new(e))))
}

fn insert_entry(tx: &rusqlite::Transaction, table: Uuid, e: &Entry) -> Result<(), StoreError> {
    // prepared once per connection: the writer inserts thousands a second
    tx.prepare_cached("INSERT INTO entries (tbl, revision, entry) VALUES (?1, ?2, ?3)")?
        .execute(params![table.to_string(), e.revision as i64, json(e)])?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A store from before the channel kept each seat's code: opened now,
    /// each becomes its key and the codes are gone from the file.
    #[test]
    fn old_seat_codes_become_keys_and_leave_the_file() {
        let path = std::env::temp_dir().join(format!("old-{}.sqlite", Uuid::new_v4()));
        let code = "0123456789abcdef0123456789abcdef";
        {
            let db = Connection::open(&path).unwrap();
            db.execute_batch(
                "CREATE TABLE seats (token TEXT PRIMARY KEY, tbl TEXT NOT NULL, seat TEXT NOT NULL);",
            )
            .unwrap();
            db.execute(
                "INSERT INTO seats VALUES (?1, ?2, ?3)",
                params![code, Uuid::from_u128(7).to_string(), json(&Seat::Viewer)],
            )
            .unwrap();
        }
        let store = Store::open(&path).unwrap();
        let seats = store.seats().unwrap();
        assert_eq!(seats.len(), 1);
        assert_eq!(seats[0].key, SeatCode(code.into()).key());
        assert_eq!((seats[0].seat, seats[0].replaced), (Seat::Viewer, false));
        drop(store);
        for suffix in ["", "-wal"] {
            if let Ok(bytes) = std::fs::read(format!("{}{suffix}", path.display())) {
                assert!(!bytes.windows(code.len()).any(|w| w == code.as_bytes()));
            }
        }
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&path).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        for f in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{f}", path.display()));
        }
    }
}
