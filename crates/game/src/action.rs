//! The typed actions: the only way the game state changes, and what the log
//! stores. Each action states the facts the physical table knows (which
//! ship, the new heading, whether a shot hit, the dice, the port a ship is
//! in); [`crate::apply`] checks them against the rules.
//!
//! A captain card enters an action only as a [`Seal`]; its identity comes
//! in only in [`Action::RevealCaptain`], as a [`Proof`] the table checks.

use crate::model::{CardId, PlayerId, PortId, SinkCause};
use crate::seal::{Proof, Seal};
use serde::{Deserialize, Serialize};
pub use shturman_rules::attack::Aim;
use shturman_rules::fire::Gun;
use shturman_rules::{Heading, ShipCard, ShipClass, Weather};
use uuid::Uuid;

/// Which side won a boarding.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BoardingSide {
    Attacker,
    Defender,
}

/// One ship's part in a salvo.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SalvoPart {
    pub ship: Uuid,
    /// Shot markers this ship puts into the salvo (≥ 1).
    pub shots: u8,
    /// The gun that bears on the target, when the table said (a chaser
    /// part spends the ship's one chaser shot of the round, §4.5).
    #[serde(default)]
    pub gun: Option<Gun>,
}

/// An action on the game. Setup actions may come at any time (a ship can
/// join later), except the captain ones, which close with round 1 (§6:
/// captains are assigned before the game starts).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    // --- setup ---
    AddPlayer {
        id: PlayerId,
        name: String,
        colour: String,
    },
    /// A port owned by `owner`.
    AddPort {
        id: PortId,
        name: String,
        owner: PlayerId,
    },
    /// Makes `a` and `b` allies (both ways).
    AddAlly { a: PlayerId, b: PlayerId },
    /// `from` offers `to` an alliance. Changes no alliance: where each
    /// player records their own actions (the live table), `to` makes it
    /// with [`Action::AddAlly`] only after this offer, so an alliance is
    /// agreed by both (issue 43).
    OfferAlliance { from: PlayerId, to: PlayerId },
    /// The agreed number of captain cards `player` uses (0..=4).
    SetCaptainCount { player: PlayerId, count: u8 },
    /// A ship with its (possibly edited) class card.
    AddShip {
        id: Uuid,
        class: ShipClass,
        card: ShipCard,
        name: String,
        owner: PlayerId,
        heading: Heading,
    },
    /// Players edited a ship's card. Refused if the hull damage would reach
    /// the new strength; sail damage and used shots are capped to the card.
    EditCard { ship: Uuid, card: ShipCard },

    // --- rounds and movement ---
    /// A new round: resets shots and updates the calm memory.
    StartRound { weather: Weather },
    /// The ship made its move this turn and now faces `heading` (unchanged
    /// if it only sailed forward). Turning in a calm clears the calm memory.
    /// `two_calms`: the move was the two-calms move (§3.2), which the
    /// ship's card and calm memory must grant.
    ShipMoved {
        ship: Uuid,
        heading: Heading,
        #[serde(default)]
        two_calms: bool,
    },
    /// Correct a heading entered wrongly (does not count as a turn).
    SetHeading { ship: Uuid, heading: Heading },

    // --- fire ---
    /// One ship fires `shots` markers (more than one = a one-ship salvo).
    /// `gun`: the gun that bears, when the table said (a chaser spends the
    /// ship's one chaser shot of the round, §4.5).
    Shot {
        shooter: Uuid,
        target: Uuid,
        shots: u8,
        #[serde(default)]
        gun: Option<Gun>,
        aim: Aim,
        hit: bool,
        /// The critical roll, when one was made: `Some(true)` = a 6.
        critical: Option<bool>,
        /// The port the target is in, if any (decides its captain's fate
        /// if it sinks).
        target_port: Option<PortId>,
        /// The dice the UI rolled or the players entered, for the log.
        #[serde(default)]
        dice: Vec<u8>,
    },
    /// A salvo gathered from several ships: one roll, resolved by its worst
    /// shot; a hit deals one damage per shot.
    Salvo {
        shooters: Vec<SalvoPart>,
        target: Uuid,
        aim: Aim,
        hit: bool,
        critical: Option<bool>,
        target_port: Option<PortId>,
        #[serde(default)]
        dice: Vec<u8>,
    },
    /// Correct the hull damage (below the strength; use `ShipSunk` to sink).
    SetHullDamage { ship: Uuid, damage: u8 },
    /// Correct the sail damage (at most the fresh straight range).
    SetSailDamage { ship: Uuid, damage: u8 },
    /// The ship sank for the stated cause.
    ShipSunk { ship: Uuid, cause: SinkCause },

    // --- boarding ---
    /// A boarding and its outcome as the players resolved it: the
    /// loser is captured and its captain dies. The winner may then move the
    /// winning ship's captain over ([`Action::MoveCaptain`]).
    Boarding {
        attacker: Uuid,
        defender: Uuid,
        winner: BoardingSide,
    },

    // --- captains (§6) ---
    /// Place a sealed card face down on one of `player`'s own ships: the
    /// owner's hand made `seal` over (game, ship, captain, salt).
    AssignCaptain {
        player: PlayerId,
        ship: Uuid,
        seal: Seal,
    },
    /// Turn the ship's card face up (to use it): the owner's proof opens
    /// every seal the card has had.
    RevealCaptain { ship: Uuid, proof: Proof },
    /// Turn the ship's card face down again.
    HideCaptain { ship: Uuid },
    /// Take the card off `ship`, which is in `port` (own or allied); it
    /// waits there under its owner's flag.
    TakeCaptainOff {
        player: PlayerId,
        ship: Uuid,
        port: PortId,
    },
    /// Give `player`'s card `card`, waiting at `port`, to `ship`, which
    /// entered it: a new placement under a new seal.
    GiveCaptain {
        player: PlayerId,
        card: CardId,
        port: PortId,
        ship: Uuid,
        seal: Seal,
    },
    /// After a boarding won by `from`, move its card onto the ship `to` it
    /// captured, in the same round: a new placement under a new seal.
    MoveCaptain {
        player: PlayerId,
        from: Uuid,
        to: Uuid,
        seal: Seal,
    },
    /// `player`'s turn is over: their face-up captains on ships turn face
    /// down, except on the ships listed.
    EndTurn {
        player: PlayerId,
        #[serde(default)]
        keep_face_up: Vec<Uuid>,
    },
    /// `player`'s hand was reset on the device that keeps it ("Forgot the
    /// PIN?"): a new PIN, an empty hand. Changes nothing on the table; it
    /// is on the log so that a reset made by someone else is seen (issue
    /// 32: anyone could reset anyone's hand, unseen). The old hand is kept
    /// on the device and comes back with its PIN.
    HandReset { player: PlayerId },
    /// `player`'s first hand was made on the device that keeps the table
    /// (a PIN chosen where none was stored). Changes nothing on the table;
    /// on the log so that a hand made in someone's name before they made
    /// one is seen (issue 32). Kept on the log when undone, as a reset.
    HandMade { player: PlayerId },

    // --- disputes (issue 43) ---
    /// `player` disputes log entry `entry`, which another player recorded
    /// against `player`'s ship (a hit, a boarding won:
    /// [`crate::State::against`]): the host settles it, undoing the entry
    /// or dismissing the dispute ([`Action::DismissDispute`]).
    Dispute { player: PlayerId, entry: usize },
    /// The host dismisses the open dispute recorded at log entry
    /// `dispute`: the entry disputed stands.
    DismissDispute { dispute: usize },
}

impl Action {
    /// A hand's making or reset: on the log for all to see, never hidden
    /// by an undo (issue 32).
    pub fn is_hand_event(&self) -> bool {
        matches!(self, Action::HandReset { .. } | Action::HandMade { .. })
    }

    /// The captain this action places face down under a new seal, if it
    /// places one: the one exhaustive answer to "is this a seal?", so an
    /// action added later is placed on one side here, not in every reader
    /// of seals (the hand, the phone codes).
    pub fn sealing(&self) -> Option<Sealing> {
        match *self {
            Action::AssignCaptain { player, ship, seal } => {
                Some(Sealing::Assign { player, ship, seal })
            }
            Action::GiveCaptain {
                player,
                card,
                port,
                ship,
                seal,
            } => Some(Sealing::Give {
                player,
                card,
                port,
                ship,
                seal,
            }),
            Action::MoveCaptain {
                player,
                from,
                to,
                seal,
            } => Some(Sealing::Move {
                player,
                from,
                to,
                seal,
            }),
            Action::AddPlayer { .. }
            | Action::AddPort { .. }
            | Action::AddAlly { .. }
            | Action::OfferAlliance { .. }
            | Action::SetCaptainCount { .. }
            | Action::AddShip { .. }
            | Action::EditCard { .. }
            | Action::StartRound { .. }
            | Action::ShipMoved { .. }
            | Action::SetHeading { .. }
            | Action::Shot { .. }
            | Action::Salvo { .. }
            | Action::SetHullDamage { .. }
            | Action::SetSailDamage { .. }
            | Action::ShipSunk { .. }
            | Action::Boarding { .. }
            | Action::RevealCaptain { .. }
            | Action::HideCaptain { .. }
            | Action::TakeCaptainOff { .. }
            | Action::EndTurn { .. }
            | Action::HandReset { .. }
            | Action::HandMade { .. }
            | Action::Dispute { .. }
            | Action::DismissDispute { .. } => None,
        }
    }
}

/// The three actions that place a captain face down under a new seal, with
/// what each says ([`Action::sealing`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sealing {
    /// [`Action::AssignCaptain`]: before round 1, on `ship`.
    Assign {
        player: PlayerId,
        ship: Uuid,
        seal: Seal,
    },
    /// [`Action::GiveCaptain`]: card `card`, waiting at `port`, to `ship`.
    Give {
        player: PlayerId,
        card: CardId,
        port: PortId,
        ship: Uuid,
        seal: Seal,
    },
    /// [`Action::MoveCaptain`]: after a boarding, from `from` to `to`.
    Move {
        player: PlayerId,
        from: Uuid,
        to: Uuid,
        seal: Seal,
    },
}

impl Sealing {
    /// The new seal.
    pub fn seal(&self) -> Seal {
        match *self {
            Sealing::Assign { seal, .. }
            | Sealing::Give { seal, .. }
            | Sealing::Move { seal, .. } => seal,
        }
    }
}
