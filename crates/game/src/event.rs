//! What an applied action did: the events (effects) and the rules applied,
//! as recorded in each log entry. Events that concern a captain card carry
//! a [`CardInfo`]: its captain only when the table saw it face up, and
//! views leave even that out once the card is face down again.

use crate::action::Aim;
use crate::model::{CardId, PlayerId, PortId, SinkCause};
use crate::seal::{Placement, Seal};
use serde::{Deserialize, Serialize};
use shturman_rules::Weather;
use shturman_rules::{Assumption, Captain, Heading};
use uuid::Uuid;

/// A sealed captain card as an event or a view shows it: whose, which
/// card, its current seal, and its captain only if the table saw it face
/// up (views drop that too once the card is face down again).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardInfo {
    pub owner: PlayerId,
    pub card: CardId,
    /// The full seal of the current placement (32 hex characters; 64 for a seal made before).
    pub seal: Seal,
    /// Its short form (what players compare by eye).
    pub short: String,
    pub captain: Option<Captain>,
}

impl CardInfo {
    /// Leave the identity out.
    pub fn redact(&mut self) {
        self.captain = None;
    }
}

/// One effect of an action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    PlayerAdded {
        player: PlayerId,
    },
    PortAdded {
        port: PortId,
        owner: PlayerId,
    },
    Allied {
        a: PlayerId,
        b: PlayerId,
    },
    AllianceOffered {
        from: PlayerId,
        to: PlayerId,
    },
    CaptainCountSet {
        player: PlayerId,
        count: u8,
    },
    ShipAdded {
        ship: Uuid,
        owner: PlayerId,
    },
    CardEdited {
        ship: Uuid,
    },
    RoundStarted {
        number: u32,
        weather: Weather,
    },
    /// `ship` keeps (true) or not the calm memory into the new round.
    CalmMemory {
        ship: Uuid,
        unturned_through_previous_calm: bool,
    },
    Moved {
        ship: Uuid,
        from: Heading,
        to: Heading,
    },
    CalmMemoryCleared {
        ship: Uuid,
    },
    HeadingSet {
        ship: Uuid,
        from: Heading,
        to: Heading,
    },
    ShotsUsed {
        ship: Uuid,
        used: u8,
        left: u8,
        /// The shot was the ship's one chaser shot of the round.
        #[serde(default)]
        chaser: bool,
    },
    /// The ship made the two-calms move (§3.2).
    TwoCalmsMove {
        ship: Uuid,
    },
    /// The ship has lost all its sails (§4.5).
    Dismasted {
        ship: Uuid,
    },
    Missed {
        target: Uuid,
    },
    CriticalRolled {
        target: Uuid,
        aim: Aim,
        six: bool,
    },
    HullDamaged {
        ship: Uuid,
        amount: u8,
        hull: u8,
    },
    HullSet {
        ship: Uuid,
        from: u8,
        to: u8,
    },
    SailsDamaged {
        ship: Uuid,
        amount: u8,
        sails: u8,
    },
    SailsStripped {
        ship: Uuid,
        sails: u8,
    },
    SailsSet {
        ship: Uuid,
        from: u8,
        to: u8,
    },
    Sunk {
        ship: Uuid,
        cause: SinkCause,
    },
    Captured {
        ship: Uuid,
        by: PlayerId,
        from: PlayerId,
    },
    CaptainAssigned {
        ship: Uuid,
        card: CardInfo,
    },
    /// The proof opened every seal of the card (a wrong one is refused).
    CaptainRevealed {
        ship: Uuid,
        card: CardInfo,
        /// The placements the proof opened, oldest first.
        placements: Vec<Placement>,
    },
    CaptainHidden {
        ship: Uuid,
        card: CardInfo,
    },
    /// The captain left the game with its ship (sunk or lost a boarding).
    CaptainLost {
        ship: Uuid,
        card: CardInfo,
    },
    /// The ship was sunk by enemies in its owner's port: the captain waits
    /// there.
    CaptainStaysInPort {
        ship: Uuid,
        port: PortId,
        card: CardInfo,
    },
    /// After a boarding, moved from the winning ship onto the captured one
    /// under a new seal.
    CaptainMoved {
        from: Uuid,
        to: Uuid,
        card: CardInfo,
    },
    CaptainTakenOff {
        ship: Uuid,
        port: PortId,
        card: CardInfo,
    },
    CaptainGiven {
        ship: Uuid,
        port: PortId,
        card: CardInfo,
    },
    TurnEnded {
        player: PlayerId,
    },
    /// `player` disputed log entry `entry`.
    Disputed {
        player: PlayerId,
        entry: usize,
    },
    /// The host dismissed `player`'s dispute (at log entry `dispute`) of
    /// entry `entry`: it stands.
    DisputeDismissed {
        dispute: usize,
        player: PlayerId,
        entry: usize,
    },
}

impl Event {
    /// The captain card this event mentions, if any.
    pub fn card(&self) -> Option<&CardInfo> {
        match self {
            Event::CaptainAssigned { card, .. }
            | Event::CaptainRevealed { card, .. }
            | Event::CaptainHidden { card, .. }
            | Event::CaptainLost { card, .. }
            | Event::CaptainStaysInPort { card, .. }
            | Event::CaptainMoved { card, .. }
            | Event::CaptainTakenOff { card, .. }
            | Event::CaptainGiven { card, .. } => Some(card),
            _ => None,
        }
    }

    /// Mutable access to the card, for redaction.
    pub fn card_mut(&mut self) -> Option<&mut CardInfo> {
        match self {
            Event::CaptainAssigned { card, .. }
            | Event::CaptainRevealed { card, .. }
            | Event::CaptainHidden { card, .. }
            | Event::CaptainLost { card, .. }
            | Event::CaptainStaysInPort { card, .. }
            | Event::CaptainMoved { card, .. }
            | Event::CaptainTakenOff { card, .. }
            | Event::CaptainGiven { card, .. } => Some(card),
            _ => None,
        }
    }
}

/// A rule the core applied, for the log ("why did this happen").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rule {
    /// Setting up players, ports, alliances, ships.
    Setup,
    /// A correction entered by the players.
    Correction,
    /// §3: a move recorded.
    Movement,
    /// §3.2: two calms in a row, tracked per ship.
    CalmMemory,
    /// §3.2: one move per two calms, straight ahead.
    TwoCalmsMove,
    /// §4.5: shot markers per round.
    ShotsPerRound,
    /// §4.5 and: a salvo is one roll, one damage per shot.
    Salvo,
    /// §4.5: one chaser shot per ship per round.
    ChaserShot,
    /// §4.5: a hull hit = 1 hull damage per shot.
    HullHit,
    /// §4.5: a sail hit = 1 sail damage per shot.
    SailHit,
    /// §4.5: a critical (6) sinks the target whatever its strength.
    Critical,
    /// §4.5: a critical on sails strips all sails.
    SailCritical,
    /// §4.5: with all sails gone the ship has no fresh-wind range.
    Dismasted,
    /// §4.5: hull damage equal to strength sinks the ship.
    Sinking,
    /// §5 and: the loser of a boarding is captured.
    Boarding,
    /// §6: at most one captain per ship, own ships only, the agreed number.
    CaptainAssignment,
    /// §6: revealing a captain to use it.
    CaptainReveal,
    /// §6: turning a captain face down after the owner's turn.
    CaptainFaceDown,
    /// §6: a captain leaves the game with its sunk ship.
    CaptainLeavesWithShip,
    /// §6: sunk by enemies in its owner's port, the captain stays there.
    CaptainSavedInOwnPort,
    /// §6: the losing ship's captain dies in a boarding.
    CaptainDiesInBoarding,
    /// §6: the winner moves a captain onto the captured ship.
    CaptainToCapturedShip,
    /// §6: taking a captain off only in an own or allied port.
    CaptainTakenOff,
    /// §6: giving a waiting captain to an own ship entering that port.
    CaptainGiven,
}

impl Rule {
    /// The section of the rules reference (`docs/rules.md`), if any.
    pub const fn section(self) -> Option<&'static str> {
        match self {
            Rule::Setup | Rule::Correction => None,
            Rule::Movement => Some("3"),
            Rule::CalmMemory | Rule::TwoCalmsMove => Some("3.2"),
            Rule::ShotsPerRound
            | Rule::Salvo
            | Rule::ChaserShot
            | Rule::Dismasted
            | Rule::HullHit
            | Rule::SailHit
            | Rule::Critical
            | Rule::SailCritical
            | Rule::Sinking => Some("4.5"),
            Rule::Boarding => Some("5"),
            Rule::CaptainAssignment
            | Rule::CaptainReveal
            | Rule::CaptainFaceDown
            | Rule::CaptainLeavesWithShip
            | Rule::CaptainSavedInOwnPort
            | Rule::CaptainDiesInBoarding
            | Rule::CaptainToCapturedShip
            | Rule::CaptainTakenOff
            | Rule::CaptainGiven => Some("6"),
        }
    }

    /// The assumption the rule relies on, if any.
    pub const fn assumption(self) -> Option<Assumption> {
        match self {
            Rule::Salvo => Some(Assumption::A6SalvoDamage),
            Rule::Boarding => Some(Assumption::A7Boarding),
            Rule::SailHit => Some(Assumption::A10SailCap),
            Rule::CaptainAssignment => Some(Assumption::A14CaptainsBeforeRound1),
            Rule::Setup
            | Rule::Correction
            | Rule::Movement
            | Rule::CalmMemory
            | Rule::TwoCalmsMove
            | Rule::ShotsPerRound
            | Rule::ChaserShot
            | Rule::HullHit
            | Rule::Critical
            | Rule::SailCritical
            | Rule::Dismasted
            | Rule::Sinking
            | Rule::CaptainReveal
            | Rule::CaptainFaceDown
            | Rule::CaptainLeavesWithShip
            | Rule::CaptainSavedInOwnPort
            | Rule::CaptainDiesInBoarding
            | Rule::CaptainToCapturedShip
            | Rule::CaptainTakenOff
            | Rule::CaptainGiven => None,
        }
    }
}
