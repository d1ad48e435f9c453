//! Shturman's game state: fleets, sealed captain cards, rounds and the
//! action log of one game of «Адмирал» (`docs/rules.md`, §2, §4.5, §5, §6).
//!
//! The table stays physical: the crate tracks each ship's state, the
//! captain cards as seals, the rounds and their weather, and the log, not
//! positions on a board. Facts only the table knows (a ship "is in port P",
//! a shot hit, the dice) come in through the actions.
//!
//! - State changes only through typed [`Action`]s: [`Game::apply`] returns a
//!   [`RuleError`] carrying data and changes nothing when a rule is broken.
//! - The log of actions is the source of truth: [`Game::replay`] rebuilds the
//!   state exactly; [`Game::undo`], [`Game::redo`] and [`Game::undo_to`] work
//!   on it, and an undone reveal stays on record ([`Game::undone`]).
//! - Secrets stay with their owner (convention 11): the game knows a
//!   captain card only as a [`Seal`] until its owner's [`Proof`] opens it
//!   ([`seal`]); the owner's hand (crate `shturman-hand`) keeps the rest.
//!   Rules that need a captain get it from a face-up card only
//!   ([`State::face_up_captain`], [`abilities`]).
//! - [`State::say`] says whose say each action is (a ship's owner, the
//!   table, both players of an alliance), for a table where every player
//!   records their own ([`say`]).
//! - A [`Change`] is one change to the log (actions, undo, redo): what a
//!   confirmation asks for, what a device's store applies, and what a
//!   phone sends a live host.
//! - Every read meant for the UI is a [`GameView`] ([`Game::view`]).
//! - [`save`] is the versioned JSON save format; [`migrate`] opens saves
//!   from before the seals.
//!
//! Pure: no I/O, no clock, no randomness (salts and seals come in the
//! actions, ids from the caller), no user-facing text (the UI names every
//! enum in the player's language).

pub mod abilities;
pub mod action;
pub mod apply;
pub mod change;
pub mod error;
pub mod event;
pub mod game;
pub mod ids;
pub mod log;
pub mod migrate;
pub mod model;
pub mod save;
pub mod say;
pub mod seal;
pub mod view;

pub use abilities::Ability;
pub use action::{Action, BoardingSide, SalvoPart, Sealing};
pub use apply::Outcome;
pub use change::{Change, ChangeError};
pub use error::{HistoryError, ReplayError, RuleError, TextField};
pub use event::{CardInfo, Event, Rule};
pub use game::Game;
pub use log::LogEntry;
pub use model::{
    Capture, CardId, CardPlace, Dispute, MAX_CAPTAINS, Player, PlayerId, Port, PortId, Round,
    SealedCard, Ship, ShipStatus, SinkCause, State,
};
pub use save::{InvalidSave, LoadError, SCHEMA_VERSION, SaveFile, SavedGame};
pub use say::{FleetChange, Say};
pub use seal::{Placement, Proof, SHORT_LEN, Salt, Seal, SealSecret};
pub use shturman_rules::Weather;
pub use shturman_rules::attack::Aim;
pub use view::{
    ActionView, CaptainView, GameView, LogEntryView, PlayerView, PortView, RedactedAction,
    ShipView, Viewer,
};
