//! The host's storage of live tables: SQLite (rusqlite, Debian's
//! libsqlite3), one file. Tables, their seats, and their append-only logs
//! of entries and refusals. Every write is a transaction in WAL mode with
//! `synchronous = FULL`: once it returns, its rows survive a kill -9 or a
//! power cut, so the host answers an action only after it. Many tables'
//! rows go in one transaction ([`Store::write`]: the writer thread's group
//! commit, `super::disk`): one fsync costs about the same for 1 row as
//! for 32.
//!
//! A seat's refusals are kept within a bound (the newest `refusals_per_seat`):
//! a seat that floods refused actions cannot grow the file without end.

use rusqlite::{Connection, params};
use serde::{Serialize, de::DeserializeOwned};
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
    pub seats: Vec<(String, Seat)>,
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
             CREATE TABLE IF NOT EXISTS seats (
               token TEXT PRIMARY KEY, tbl TEXT NOT NULL, seat TEXT NOT NULL);
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
        Ok(Store { db })
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
        for (token, seat) in &t.seats {
            tx.execute(
                "INSERT INTO seats (token, tbl, seat) VALUES (?1, ?2, ?3)",
                params![token, t.id.to_string(), json(seat)],
            )?;
        }
        for e in &t.entries {
            insert_entry(&tx, t.id, e)?;
        }
        tx.commit()?;
        Ok(())
    }

    /// Every stored seat code, with its table: all a host starting again
    /// reads (a table itself is read when a seat joins it).
    pub fn seats(&self) -> Result<Vec<(String, Uuid, Seat)>, StoreError> {
        let mut q = self.db.prepare("SELECT token, tbl, seat FROM seats")?;
        let rows: Vec<(String, String, String)> = q
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
            .collect::<Result<_, _>>()?;
        rows.into_iter()
            .map(|(token, table, seat)| Ok((token, uuid(&table)?, read(&seat)?)))
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
            seats: self.pairs("SELECT token, seat FROM seats WHERE tbl = ?1", &id)?,
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
