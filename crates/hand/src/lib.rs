//! A player's hand of sealed captains (issue 18, convention 11): the
//! secrets behind the table's seals, kept by their owner only.
//!
//! The table's game (crate `shturman-game`) knows a captain card as a seal;
//! this crate is the other half. The screens use it in this order:
//!
//! - **What the table tells a player**: [`PlayerBrief::of`] on the table's
//!   device, or [`code::read_table_code`] on the player's own phone after
//!   the table showed [`code::table_code`] (as text or as a QR code,
//!   [`code::qr_matrix`] / [`code::read_qr`]).
//! - **The hand**: [`Hand::new`] for a new game, [`Hand::sync`] with every
//!   fresh brief (cards sunk or lost in a boarding turn dead, undone
//!   placements come back), then the actions, each checked by the game's
//!   own rules before it leaves the hand: [`Hand::assign`] (before round
//!   1), [`Hand::reveal`], [`Hand::take_off`], [`Hand::give`] (in port),
//!   [`Hand::move_after_boarding`].
//! - **One shared phone**: the hand lives encrypted under its owner's PIN:
//!   [`cipher::Key::new`] (a new PIN), [`cipher::lock`], [`cipher::unlock`],
//!   [`cipher::header`] (whose is it, without the PIN). A backup export is
//!   the same envelope with [`cipher::Purpose::Backup`]. The actions go
//!   straight to `Game::apply`.
//! - **Each player's own phone**: the actions travel as codes:
//!   [`code::phone_code`] on the phone, [`code::read_phone_code`] on the
//!   table, then `Game::apply`.
//! - **Old saves**: [`migrate::open_save`] opens any save; a schema-1 one
//!   comes back as the table's game plus one hand per player.
//!
//! Pure like the game crate: every random byte comes from the caller
//! (`rand_core::CryptoRng`), no I/O, no text for the player.

pub mod brief;
pub mod cipher;
pub mod code;
pub mod hand;
pub mod migrate;

pub use brief::{BriefCard, BriefFault, BriefPort, BriefShip, PlayerBrief, SealTag};
pub use hand::{HAND_VERSION, Hand, HandCard, HandError, HandPlace, SyncReport};
