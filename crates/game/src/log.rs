//! The entries of a game's action log: each applied action with the round,
//! the actor, the events and the rules applied. The log is the source of
//! truth; [`crate::Game`] owns it.

use crate::action::Action;
use crate::event::{Event, Rule};
use crate::model::PlayerId;
use serde::{Deserialize, Serialize};

/// One applied action and what it did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogEntry {
    /// Position in the log, from 0.
    pub index: usize,
    /// The round in progress when the action was applied (none in setup);
    /// for `StartRound`, the new round.
    pub round: Option<u32>,
    /// The player who acted (none for table actions).
    pub player: Option<PlayerId>,
    /// The action, dice included.
    pub action: Action,
    pub events: Vec<Event>,
    /// The rules applied.
    pub rules: Vec<Rule>,
}
