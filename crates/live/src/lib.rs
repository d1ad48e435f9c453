//! The live table (issue 34): every player's phone on one game, one host
//! ordering the log. This crate is the part both sides share, pure (no
//! I/O, no clock, no randomness: ids come from the caller):
//!
//! - [`protocol`]: the messages, and the one decoder of a phone's bytes
//!   (size-limited; a clear [`protocol::Bad`], never a panic).
//! - [`table`]: the host's sequencer. Actions, not snapshots: each carries
//!   an id (a resend never applies twice) and the revision it was made
//!   on; a stale one is checked again against the newer game and applied
//!   if still legal, else refused with the reason. A seat acts only for
//!   its own player, for every ship an action commands
//!   ([`TableRules::permits`] on the game's [`shturman_game::Say`]); only
//!   an action's author (or the host) undoes it.
//! - [`channel`]: the Noise channel a phone and its host speak in; the
//!   seat code never travels, the host keeps only its public key.
//! - [`seats`]: the host's seats: their keys, and the one device that
//!   holds each.
//! - [`client`]: a phone as a state machine (connecting, the handshake,
//!   the outbox, the line), which `src/live` drives.
//! - [`replica`]: a phone's copy: the host's entries replayed in order, and
//!   the outbox of actions not yet answered, sent again (same id) after a
//!   reconnect. A phone never pushes its state: it only sends actions.
//!
//! Both sides rebuild the game by applying the same [`protocol::Op`]s with
//! [`protocol::apply`], so a phone's replay equals the host's log.
//! The design page is `docs/live-table.md`.

pub mod channel;
pub mod client;
pub mod protocol;
pub mod replica;
pub mod seats;
pub mod table;

pub use protocol::{Act, ActId, ClientMsg, Entry, LogId, Op, Refusal, Revision, Seat, ServerMsg};
pub use replica::Replica;
pub use table::{Decision, Table, TableRules};
