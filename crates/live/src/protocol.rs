//! The live table's messages, and the decoder of what a phone sends
//! ([`decode_client`]). They travel inside the seat's encrypted channel
//! ([`crate::channel`]): JSON text, sealed into binary WebSocket frames.
//!
//! A phone's channel names its seat (the code's key); its first message
//! says hello with this device's id, what it wants of the seat (to hold
//! it, to take it from another device, or to watch) and the last revision
//! it holds; the host answers with the entries after it (all of them,
//! marked `fresh`, when the phone's log is another one: it rebuilds, never
//! merges), or [`ServerMsg::Taken`] when another device holds the seat.
//! Then the phone sends [`Act`]s; the host answers the sender
//! [`ServerMsg::Done`] or [`ServerMsg::Refused`] and sends every phone the
//! new [`Entry`].

use crate::channel::SeatKey;
use serde::{Deserialize, Serialize};
use shturman_game::{
    Action, Change, ChangeError, FleetChange, Game, HistoryError, PlayerId, RuleError,
};
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
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

/// What an action does to the game: the game's own [`Change`] (the same
/// that a confirmation asks for and a device's store applies). A live
/// table's log has no redo: the host refuses [`Change::Redo`].
pub type Op = Change;

/// Apply `op` to `game` with the game's own rules, as a live table does
/// (an empty list and a redo refused). Both the host and every phone call
/// this, so their games agree. On an error the game may be left with the
/// first actions of the list applied: the host decides on a copy it
/// throws away, and a phone whose game refuses an entry drops its copy
/// and asks for all of it (one copy, not two, per action on the host's
/// path).
pub fn apply(op: &Op, game: &mut Game) -> Result<(), Refusal> {
    match op {
        Change::Apply(actions) if actions.is_empty() => Err(Refusal::Empty),
        Change::Redo => Err(Refusal::History {
            history: HistoryError::NothingToRedo,
        }),
        Change::Apply(_) | Change::UndoTo(_) => op.apply_to(game).map_err(|e| match e {
            ChangeError::Rule(rule) => Refusal::Rule { rule },
            ChangeError::History(history) => Refusal::History { history },
        }),
    }
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
    /// Only the host settles a dispute ([`shturman_game::Say::Host`]).
    #[error("only the host settles a dispute")]
    HostSettles,
    /// A viewer acts for no one.
    #[error("a viewer does not act")]
    Viewer,
    /// Undo would take back an action another seat made.
    #[error("the entry to undo was made by {by:?}")]
    NotYourEntry { by: Seat },
    /// An empty list of actions.
    #[error("no action")]
    Empty,
    /// This seat already made `max` entries of the table's log: a bound
    /// on what one phone can make the host keep and replay.
    #[error("this seat made {max} entries, the most one seat may")]
    LogFull { max: usize },
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
    /// The first message on a channel (the channel names the seat): this
    /// device, what it wants of the seat, and the log and revision it
    /// holds (none and 0 on a first join). After [`ServerMsg::Taken`] the
    /// phone may say hello again on the same channel (taking or watching).
    Hello {
        device: DeviceId,
        want: Want,
        log: Option<LogId>,
        known: Revision,
    },
    Act(Act),
    /// Give `seat` a new code, whose public key is `key` (the code itself
    /// stays on the device that made it): the host re-issuing a lost
    /// phone's seat, or a player moving their own seat to a new phone. The
    /// old code is refused from then on.
    Reseat {
        seat: Seat,
        key: SeatKey,
    },
}

/// A device's own id, chosen once and kept by it: a seat is held by one
/// device at a time. It travels only inside the channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DeviceId(pub Uuid);

/// What a device's hello asks of its seat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Want {
    /// The seat, if no other device holds it (else [`ServerMsg::Taken`]).
    #[default]
    Seat,
    /// The seat, from whichever device holds it: the player said "this
    /// phone takes my place". That device is told and watches from then on.
    Take,
    /// Only to watch the table with this seat's code (a device whose seat
    /// another device took).
    Watch,
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
    /// The seats connected now, and those a device holds (connected or
    /// not), for the host's list of seats.
    Presence {
        online: Vec<Seat>,
        #[serde(default)]
        held: Vec<Seat>,
    },
    /// After the welcome of a hello that wants a seat another device
    /// holds: this connection watches (the welcome's seat is the viewers'),
    /// and the phone asks its player, then says hello again taking the seat
    /// or only watching.
    Taken { seat: Seat },
    /// Another device took this connection's seat: this connection only
    /// watches from now on (its actions are a viewer's).
    Displaced,
    /// The sender's [`ClientMsg::Reseat`] is done: `seat` has its new code.
    Reseated { seat: Seat },
    /// This connection's seat code was replaced (the host re-issued it, or
    /// the player moved it to another phone): the connection closes.
    Revoked,
    /// What happened to a seat, said to every phone of the table (the host's
    /// line shows it).
    SeatNews { seat: Seat, news: SeatNews },
    /// The last message could not be read; nothing changed.
    Bad(Bad),
    /// Nothing new: sent every [`BEAT_SECONDS`] so that a phone hearing
    /// nothing for longer knows its connection is dead (a Wi-Fi that went
    /// away without closing anything), and connects again.
    Beat,
}

/// What happened to a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatNews {
    /// Another device took the seat over (the first one now watches).
    TakenOver,
    /// The seat has a new code (re-issued by the host or moved by its
    /// player); the old one is refused.
    NewCode,
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
    /// The seat's code names no seat of this host.
    #[error("no such seat")]
    UnknownSeat,
    /// The seat's code was replaced by a new one (re-issued or moved).
    #[error("this seat code was replaced")]
    Revoked,
    /// A seat may not give that seat a new code (a player's seat reseats
    /// itself only; nobody reseats the host's).
    #[error("this seat cannot give that seat a new code")]
    NotYourSeat,
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
    /// A frame that is not this protocol's (a text frame where a sealed
    /// one belongs, a first frame of another shape).
    #[error("not a frame of this protocol")]
    NotAFrame,
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

/// One seat's code, for its QR code (what the host page is given, on the
/// host's own computer, and keeps to show again; the host's store keeps
/// only the code's key).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct IssuedSeat {
    pub seat: Seat,
    /// The player's name (none for the host and the viewer).
    pub name: Option<String>,
    pub code: crate::channel::SeatCode,
}

/// A table just opened to phones: its id, and a code per seat (the host,
/// each player, the viewer), and the addresses phones can use (empty when
/// the host listens on this computer only).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Opened {
    pub table: Uuid,
    pub seats: Vec<IssuedSeat>,
    #[serde(default)]
    pub addresses: Vec<String>,
    /// Who makes table actions at it, as opened.
    #[serde(default)]
    pub rules: crate::table::TableRules,
}
