//! The live table's host (issue 34; design: `docs/live-table.md`): the
//! phones' WebSocket and the host page's table opening ([`ws`]), the
//! tables in memory with their seats and news ([`hub`]), and their
//! durable logs in SQLite ([`store`]). The ordering itself is
//! `shturman_live::Table`'s, shared with the phones' replicas.

pub mod hub;
pub mod store;
pub mod ws;

pub use hub::Hub;
