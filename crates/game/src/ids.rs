//! The ids of players, ports and sealed captain cards. They have a module
//! of their own so that the errors (which name them) and the model (which
//! returns the errors) do not import each other.

use serde::{Deserialize, Serialize};

/// A player, given by the caller in [`crate::Action::AddPlayer`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PlayerId(pub u8);

/// A port, given by the caller in [`crate::Action::AddPort`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PortId(pub u16);

/// The table's name for one of a player's sealed captain cards: its place
/// in that player's placement order, from 0 (the UI shows it from 1). It
/// says "the card waiting in port P" without saying which captain it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardId(pub u8);
