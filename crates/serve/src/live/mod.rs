//! The live table's host (issue 34; design: `docs/live-table.md`): the
//! phones' WebSocket and the host page's table opening ([`ws`]), the
//! tables in memory with their seats and news ([`hub`]: a task per table),
//! their durable logs in SQLite ([`store`]), and the threads that write
//! and read it ([`disk`]: one writer committing in groups, a few readers).
//! The ordering itself is
//! `shturman_live::Table`'s, shared with the phones' replicas.

pub mod disk;
pub mod hub;
pub mod store;
pub mod ws;

pub use hub::Hub;
