//! Shturman's game state: fleets, captains, rounds and the action log of one
//! game of «Адмирал» (digest `shared/rules/admiral.md`, §2, §4.5, §5, §6).
//!
//! The table stays physical: the crate tracks each ship's state, the
//! captains (hidden information), the rounds and their weather, and the log,
//! not positions on a board. Facts only the table knows (a ship "is in
//! port P", a shot hit, the dice) come in through the actions.
//!
//! - State changes only through typed [`Action`]s: [`Game::apply`] returns a
//!   [`RuleError`] carrying data and changes nothing when a rule is broken.
//! - The log of actions is the source of truth: [`Game::replay`] rebuilds the
//!   state exactly; [`Game::undo`], [`Game::redo`] and [`Game::undo_to`] work
//!   on it.
//! - Every read meant for the UI is a [`GameView`] made for a [`Viewer`]
//!   ([`Game::view`]): hidden captains never appear in another player's view.
//! - [`save`] is the versioned JSON save format.
//!
//! Pure: no I/O, no clock, no randomness (salts come in the actions), no
//! user-facing text (the UI names every enum in the player's language).

pub mod action;
pub mod apply;
pub mod commit;
pub mod error;
pub mod event;
pub mod game;
pub mod ids;
pub mod log;
pub mod model;
pub mod save;
pub mod view;

pub use action::{Action, BoardingSide, SalvoPart};
pub use apply::Outcome;
pub use commit::{Commitment, MIN_SALT_LEN, SHORT_LEN};
pub use error::{HistoryError, ReplayError, RuleError};
pub use event::{CardInfo, CommitmentCheck, Event, Rule};
pub use game::Game;
pub use log::LogEntry;
pub use model::{
    CaptainCard, CardPlace, Player, PlayerId, Port, PortId, Round, Ship, ShipStatus, SinkCause,
    State, MAX_CAPTAINS,
};
pub use save::{InvalidSave, LoadError, SaveFile, SavedGame, SCHEMA_VERSION};
pub use shturman_rules::attack::Aim;
pub use shturman_rules::Weather;
pub use view::{
    ActionView, CaptainView, GameView, LogEntryView, OwnCaptainView, PlayerView, PortView,
    RedactedAction, ShipView, Viewer,
};
