//! The live table's host (issue 34; design: `docs/live-table.md`): the
//! phones' WebSocket and the host page's table opening ([`ws`]), the
//! tables in memory with their seats and news ([`hub`]: a task per table),
//! their durable logs in SQLite ([`store`]), the threads that write and
//! read it ([`disk`]: one writer committing in groups, a few readers), and
//! who may reach them at all ([`guard`]). The ordering itself is
//! `shturman_live::Table`'s, shared with the phones' replicas. [`beside`]
//! puts the tables beside the files in [`crate::start`], the start-up both
//! hosts share (`shturman-serve` and the desktop app).

pub mod disk;
pub mod guard;
pub mod hub;
pub mod store;
pub mod ws;

pub use hub::Hub;

use axum::Router;
use std::path::Path;
use std::sync::Arc;

/// `files` with the live tables beside them, as both hosts serve them:
/// the tables kept in `tables` (its folder made if missing; a restart
/// resumes them), phones told the LAN address at `port` when `lan`, and
/// the live routes open to this host's own pages and `origins`.
pub fn beside(
    files: Router,
    tables: &Path,
    port: u16,
    lan: bool,
    origins: guard::Origins,
) -> Result<(Router, Arc<Hub>), hub::HubError> {
    if let Some(dir) = tables.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    let hub = Arc::new(Hub::open(tables)?);
    if lan && let Some((_, addr)) = crate::lan::lan_ipv4() {
        hub.set_addresses(vec![format!("http://{addr}:{port}/")]);
    }
    Ok((files.merge(ws::router(hub.clone(), origins)), hub))
}
