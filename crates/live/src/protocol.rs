//! The live table's messages, as JSON text frames over one WebSocket per
//! phone, and the decoder of what a phone sends ([`decode_client`]).
//!
//! A phone says hello with its seat token and the last revision it holds;
//! the host answers with the entries after it (all of them, marked
//! `fresh`, when the phone's log is another one: it rebuilds, never
//! merges). Then the phone sends [`Act`]s; the host answers the sender
//! [`ServerMsg::Done`] or [`ServerMsg::Refused`] and sends every phone the
//! new [`Entry`].

use serde::{Deserialize, Serialize};
use shturman_game::{Action, FleetChange, Game, HistoryError, PlayerId, RuleError};
use uuid::Uuid;

/// A table's revision: how many entries its log holds.
pub type Revision = u64;

/// The largest message a phone may send, in bytes. A whole fleet's setup
/// is far smaller; anything longer is refused unread.
pub const MAX_MESSAGE: usize = 64 * 1024;

/// The most actions one [`Op::Apply`] may carry (a salvo with its
/// markers, a boarding with its captains: a handful).
pub const MAX_ACTIONS: usize = 64;

/// An action's id, chosen by the phone that made it: a resend carries the
/// same id, so the host applies it at most once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ActId(pub Uuid);

/// The id of one host's log of a table. A host whose storage was replaced
/// (restored, recreated) has a new one: a phone seeing another log id
/// rebuilds from the host's entries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct LogId(pub Uuid);

/// Who is at a connection.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "seat", content = "player", rename_all = "snake_case")]
pub enum Seat {
    /// The device that opened the table to phones: table actions, and it
    /// may undo anyone's action.
    Host,
    /// A player's phone: acts for that player only.
    Player(PlayerId),
    /// Sees the whole table, acts for no one.
    Viewer,
}

impl Seat {
    /// Whether this seat records the actions of `owner`'s ships: the host
    /// every player's, a player their own, a viewer none. The table
    /// refuses the rest ([`Refusal::NotYours`], [`Refusal::Viewer`]); the
    /// phones offer only these.
    pub fn acts_for(self, owner: PlayerId) -> bool {
        match self {
            Seat::Host => true,
            Seat::Player(me) => me == owner,
            Seat::Viewer => false,
        }
    }
}

/// What an action does to the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "op", content = "args", rename_all = "snake_case")]
pub enum Op {
    /// Apply these actions in order, all or none (as the table device's
    /// `GameCtx::apply` does).
    Apply(Vec<Action>),
    /// Undo back to a log entry: keep the first `len` entries of the game.
    UndoTo(usize),
}

/// Why the host did not apply an action. The phone words it for its
/// player (crate `shturman-words`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(tag = "why", rename_all = "snake_case")]
pub enum Refusal {
    /// A rule of the game refuses it (on the game as it is now).
    #[error("a rule refuses it: {rule}")]
    Rule { rule: RuleError },
    /// Nothing to undo, or no such entry.
    #[error("cannot undo: {history}")]
    History { history: HistoryError },
    /// The action is another player's: one of the ships it commands (any
    /// ship of a salvo, a ship corrected or sunk), or the player it names,
    /// is not this seat's ([`shturman_game::Say::Own`]).
    #[error("the action is {owner:?}'s, not this seat's")]
    NotYours { owner: PlayerId },
    /// A table action (a new round, the weather) from a seat while the
    /// table lets only the host make them.
    #[error("only the host makes table actions")]
    TableActionsFromHost,
    /// An alliance from a player's seat that the other player, `with`,
    /// has not offered: an alliance is agreed by both (one offers it, the
    /// other makes it) or set by the host.
    #[error("{with:?} has not offered this alliance")]
    AllianceNotOffered { with: PlayerId },
    /// A new ship or a card edit from a player's seat once round `round`
    /// has started: only the host makes it.
    #[error("{change:?} of ship {ship} in round {round} is the host's to make")]
    HostMidGame {
        ship: Uuid,
        round: u32,
        change: FleetChange,
    },
    /// A viewer acts for no one.
    #[error("a viewer does not act")]
    Viewer,
    /// Undo would take back an action another seat made.
    #[error("the entry to undo was made by {by:?}")]
    NotYourEntry { by: Seat },
    /// An empty list of actions.
    #[error("no action")]
    Empty,
}

impl Op {
    /// Apply this op to `game` with the game's own rules. Both the host
    /// and every phone call this, so their games agree. On an error the
    /// game may be left with the first actions of the list applied: the
    /// host decides on a copy it throws away, and a phone whose game
    /// refuses an entry drops its copy and asks for all of it (one copy,
    /// not two, per action on the host's path).
    pub fn apply_to(&self, game: &mut Game) -> Result<(), Refusal> {
        match self {
            Op::Apply(actions) if actions.is_empty() => Err(Refusal::Empty),
            Op::Apply(actions) => {
                for a in actions {
                    game.apply(a.clone())
                        .map_err(|rule| Refusal::Rule { rule })?;
                }
                Ok(())
            }
            Op::UndoTo(len) => game
                .undo_to(*len)
                .map_err(|history| Refusal::History { history }),
        }
    }
}

/// An action a phone sends: its id, the revision it was made on, the op.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Act {
    pub id: ActId,
    pub base: Revision,
    pub op: Op,
}

/// One entry of a table's log, as the host applied it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    /// The table's revision once this entry is applied (the first is 1).
    pub revision: Revision,
    pub id: ActId,
    /// Who made it.
    pub by: Seat,
    pub op: Op,
}

/// What a phone sends.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ClientMsg {
    /// The first message: the seat token from the QR code, and the log and
    /// revision this phone holds (none and 0 on a first join).
    Hello {
        token: String,
        log: Option<LogId>,
        known: Revision,
    },
    Act(Act),
}

/// What the host sends.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMsg {
    /// The answer to hello: this phone's seat, and the entries it lacks.
    /// `fresh`: the phone's log is not this one (or it had none): drop
    /// everything and replay `entries`, which then start at revision 1.
    Welcome {
        log: LogId,
        game: Uuid,
        seat: Seat,
        fresh: bool,
        entries: Vec<Entry>,
        /// Who makes table actions here, so a phone offers a new round
        /// only where the host would take it (absent from an older host:
        /// the host only).
        #[serde(default)]
        rules: crate::table::TableRules,
    },
    /// A new entry on the table, from any seat.
    Entry(Entry),
    /// The sender's action is on the log at `revision` (also the answer to
    /// a resend of an action applied before).
    Done { id: ActId, revision: Revision },
    /// The sender's action was not applied, and why.
    Refused { id: ActId, why: Refusal },
    /// The seats connected now.
    Presence { online: Vec<Seat> },
    /// The last message could not be read; nothing changed.
    Bad(Bad),
    /// Nothing new: sent every [`BEAT_SECONDS`] so that a phone hearing
    /// nothing for longer knows its connection is dead (a Wi-Fi that went
    /// away without closing anything), and connects again.
    Beat,
}

/// How often the host sends [`ServerMsg::Beat`] on a quiet connection.
pub const BEAT_SECONDS: u64 = 15;

/// A message from a phone that could not be taken. Nothing changed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(tag = "bad", rename_all = "snake_case")]
pub enum Bad {
    #[error("message of {len} bytes, over the limit of {max}")]
    TooLong { len: usize, max: usize },
    #[error("{actions} actions in one message, over the limit of {max}")]
    TooManyActions { actions: usize, max: usize },
    #[error("not a message: {detail}")]
    Unreadable { detail: String },
    /// The seat token names no seat of this host.
    #[error("no such seat")]
    UnknownSeat,
    /// The seat's table could not be read back from the host's store
    /// (the phone says hello again later; nothing changed).
    #[error("the table cannot be read on this host now")]
    Unavailable,
    /// An action before hello.
    #[error("say hello first")]
    NotJoined,
    /// A second hello on one connection.
    #[error("already joined")]
    AlreadyJoined,
}

/// Read a phone's message. Any bytes give a message or a [`Bad`], never a
/// panic.
pub fn decode_client(text: &str) -> Result<ClientMsg, Bad> {
    if text.len() > MAX_MESSAGE {
        return Err(Bad::TooLong {
            len: text.len(),
            max: MAX_MESSAGE,
        });
    }
    let msg: ClientMsg = serde_json::from_str(text).map_err(|e| Bad::Unreadable {
        // serde's message names the place, never echoes the input back
        detail: e.to_string(),
    })?;
    if let ClientMsg::Act(Act {
        op: Op::Apply(actions),
        ..
    }) = &msg
        && actions.len() > MAX_ACTIONS
    {
        return Err(Bad::TooManyActions {
            actions: actions.len(),
            max: MAX_ACTIONS,
        });
    }
    Ok(msg)
}

/// The text of a message (either side).
pub fn encode<T: Serialize>(msg: &T) -> String {
    serde_json::to_string(msg).expect("the messages are plain data")
}

/// Read a host's message (a phone's side).
pub fn decode_server(text: &str) -> Result<ServerMsg, Bad> {
    serde_json::from_str(text).map_err(|e| Bad::Unreadable {
        detail: e.to_string(),
    })
}

/// What the host page asks to open a game to phones (`POST /live/tables`,
/// from the host's own computer only): the game's id (its seals are bound
/// to it), its actions so far, and who makes table actions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpenTable {
    pub game: Uuid,
    pub actions: Vec<Action>,
    #[serde(default)]
    pub rules: crate::table::TableRules,
}

/// One seat's code, for its QR code.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatCode {
    pub seat: Seat,
    /// The player's name (none for the host and the viewer).
    pub name: Option<String>,
    pub token: String,
}

/// A table just opened to phones: its id, and a code per seat (the host,
/// each player, the viewer), and the addresses phones can use (empty when
/// the host listens on this computer only).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Opened {
    pub table: Uuid,
    pub seats: Vec<SeatCode>,
    #[serde(default)]
    pub addresses: Vec<String>,
    /// Who makes table actions at it, as opened.
    #[serde(default)]
    pub rules: crate::table::TableRules,
}
