//! The host's threads for SQLite: one writer and a few readers, fed by
//! channels. No disk call runs on an async worker thread, and the number
//! of threads does not grow with the load (no thread per action).
//!
//! The writer commits in groups: it takes every write waiting when it
//! finishes a commit and puts them all in the next transaction, then
//! answers each. So while one fsync is under way, the actions of every
//! table gather for the next, and each is answered only after the commit
//! that holds it. The readers load a table and replay its log (a long log
//! keeps one reader busy, never the writer nor the other tables).

use super::store::{Row, Store, StoreError, StoredTable};
use shturman_live::Table;
use shturman_live::table::Limits;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::Path;
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use tokio::sync::oneshot;
use uuid::Uuid;

/// How many readers load tables at once.
const READERS: usize = 2;

/// The most writes in one transaction (a bound on one commit's time).
const MAX_GROUP: usize = 4096;

/// Why a write or a load did not happen (the text of a store error).
pub type Failed = Arc<str>;

type Done = Box<dyn FnOnce(Result<(), Failed>) + Send>;

enum Write {
    Rows(Vec<Row>),
    Create(Box<StoredTable>),
}

struct WriteJob {
    write: Write,
    done: Done,
}

struct LoadJob {
    table: Uuid,
    limits: Limits,
    done: oneshot::Sender<Result<Table, Failed>>,
}

/// The writer's and the readers' channels.
pub struct Disk {
    writes: mpsc::Sender<WriteJob>,
    loads: mpsc::Sender<LoadJob>,
}

impl Disk {
    /// Start the writer on `store` and the readers on `path`.
    pub fn start(path: &Path, store: Store, limits: Limits) -> Result<Disk, StoreError> {
        let (writes, rx) = mpsc::channel();
        let mut readers = Vec::new();
        for _ in 0..READERS {
            readers.push(Store::open(path)?);
        }
        std::thread::Builder::new()
            .name("live-writer".into())
            .spawn(move || writer(store, rx, limits))
            .map_err(io)?;
        let (loads, rx) = mpsc::channel::<LoadJob>();
        let rx = Arc::new(Mutex::new(rx));
        for (n, store) in readers.into_iter().enumerate() {
            let rx = rx.clone();
            std::thread::Builder::new()
                .name(format!("live-reader-{n}"))
                .spawn(move || reader(store, rx))
                .map_err(io)?;
        }
        Ok(Disk { writes, loads })
    }

    /// Append `rows` durably; completes once their transaction committed.
    pub async fn write(&self, rows: Vec<Row>) -> Result<(), Failed> {
        let (tx, rx) = oneshot::channel();
        self.send(Write::Rows(rows), Box::new(move |r| drop(tx.send(r))));
        rx.await
            .unwrap_or_else(|_| Err("the writer stopped".into()))
    }

    /// Create a table durably, blocking this thread until committed (the
    /// host page's opening of a table: called off the async threads).
    pub fn create_blocking(&self, table: StoredTable) -> Result<(), Failed> {
        let (tx, rx) = mpsc::channel();
        self.send(
            Write::Create(Box::new(table)),
            Box::new(move |r| drop(tx.send(r))),
        );
        rx.recv()
            .unwrap_or_else(|_| Err("the writer stopped".into()))
    }

    fn send(&self, write: Write, done: Done) {
        if let Err(mpsc::SendError(job)) = self.writes.send(WriteJob { write, done }) {
            (job.done)(Err("the writer stopped".into()));
        }
    }

    /// Read a table and replay its log, on a reader thread.
    pub async fn load(&self, table: Uuid, limits: Limits) -> Result<Table, Failed> {
        let (done, rx) = oneshot::channel();
        let job = LoadJob {
            table,
            limits,
            done,
        };
        if self.loads.send(job).is_err() {
            return Err("the readers stopped".into());
        }
        rx.await
            .unwrap_or_else(|_| Err("the reader stopped".into()))
    }
}

fn io(e: std::io::Error) -> StoreError {
    StoreError::Sql(rusqlite::Error::ToSqlConversionFailure(Box::new(e)))
}

fn writer(mut store: Store, rx: mpsc::Receiver<WriteJob>, limits: Limits) {
    while let Ok(first) = rx.recv() {
        let mut jobs = vec![first];
        while jobs.len() < MAX_GROUP {
            match rx.try_recv() {
                Ok(j) => jobs.push(j),
                Err(_) => break,
            }
        }
        // a panic in SQLite's wrapper fails this group, not the host
        let results = catch_unwind(AssertUnwindSafe(|| commit(&mut store, &jobs, limits)))
            .unwrap_or_else(|_| vec![Err("the writer panicked".into()); jobs.len()]);
        for (j, r) in jobs.into_iter().zip(results) {
            (j.done)(r);
        }
    }
}

/// One transaction for every job's rows; each answer is its own job's.
/// A table's creation commits on its own first: a failed one must not
/// fail the others' actions.
fn commit(store: &mut Store, jobs: &[WriteJob], limits: Limits) -> Vec<Result<(), Failed>> {
    let mut rows = Vec::new();
    let mut results: Vec<Result<(), Failed>> = Vec::with_capacity(jobs.len());
    for j in jobs {
        results.push(match &j.write {
            Write::Rows(r) => {
                rows.extend(r.iter().cloned());
                Ok(())
            }
            Write::Create(t) => store.create(t).map_err(|e| e.to_string().into()),
        });
    }
    if !rows.is_empty()
        && let Err(e) = store.write(&rows, limits.refusals_per_seat)
    {
        let e: Failed = e.to_string().into();
        for (j, r) in jobs.iter().zip(&mut results) {
            if let Write::Rows(_) = j.write {
                *r = Err(e.clone());
            }
        }
    }
    results
}

fn reader(store: Store, rx: Arc<Mutex<mpsc::Receiver<LoadJob>>>) {
    loop {
        let job = {
            let rx = rx.lock().unwrap_or_else(|p| p.into_inner());
            match rx.recv() {
                Ok(j) => j,
                Err(_) => return,
            }
        };
        let table = catch_unwind(AssertUnwindSafe(|| restore(&store, job.table, job.limits)))
            .unwrap_or_else(|_| Err("the table's replay panicked".into()));
        let _ = job.done.send(table);
    }
}

fn restore(store: &Store, table: Uuid, limits: Limits) -> Result<Table, Failed> {
    let t = store
        .load(table)
        .map_err(|e| -> Failed { e.to_string().into() })?
        .ok_or_else(|| -> Failed { "not in the store".into() })?;
    let StoredTable {
        log,
        game,
        rules,
        entries,
        refused,
        ..
    } = t;
    Table::restore(log, game, rules, entries, refused)
        .map(|t| t.with_limits(limits))
        .map_err(|e| e.to_string().into())
}
