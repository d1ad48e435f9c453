//! The ids of players and ports. They have a module of their own so that
//! the errors (which name them) and the model (which returns the errors) do
//! not import each other.

use serde::{Deserialize, Serialize};

/// A player, given by the caller in [`crate::Action::AddPlayer`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PlayerId(pub u8);

/// A port, given by the caller in [`crate::Action::AddPort`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PortId(pub u16);
