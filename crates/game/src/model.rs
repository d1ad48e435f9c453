//! The game state proper: players, ports, ships, captain cards and rounds.
//!
//! This module owns the data and the read helpers over it. It holds every
//! secret (captain identities, salts): the UI never reads it directly but
//! through [`crate::view`]. State changes live in [`crate::apply`].

use crate::commit::Commitment;
use crate::error::RuleError;
pub use crate::ids::{PlayerId, PortId};
use serde::{Deserialize, Serialize};
use shturman_rules::attack::TargetState;
use shturman_rules::movement::is_dismasted;
use shturman_rules::{Captain, Heading, ShipCard, ShipClass, Weather};
use std::collections::{BTreeMap, BTreeSet};
use uuid::Uuid;

/// How many captain cards each player's set holds (Rapid, Swift, Target,
/// Berserk).
pub const MAX_CAPTAINS: u8 = 4;

/// One round of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    /// 1, 2, … .
    pub number: u32,
    pub weather: Weather,
}

/// A player: name, colour, allies, the agreed number of captains and the
/// captain cards they have put into play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub id: PlayerId,
    pub name: String,
    /// Whatever the UI uses to paint the flag (e.g. "#c0392b").
    pub colour: String,
    /// Allied players (alliances are symmetric).
    pub allies: BTreeSet<PlayerId>,
    /// The agreed number of captain cards this player uses (0..=4; default 4).
    pub captain_count: u8,
    /// Cards put into play, by captain. Cards not here are in the hand
    /// before the game or set aside (they take no further part).
    pub captains: BTreeMap<Captain, CaptainCard>,
}

/// A named place a player owns.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Port {
    pub id: PortId,
    pub name: String,
    pub owner: PlayerId,
}

/// Where a captain card in play is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum CardPlace {
    /// On one of its owner's ships.
    OnShip { ship: Uuid },
    /// Waiting at a port with its owner's flag (taken off there, or saved
    /// when its ship was sunk by enemies in the owner's own port).
    InPort { port: PortId },
    /// Out of the game (its ship sank or lost a boarding).
    Dead,
}

/// One captain card in play, with its secret and the commitment to it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CaptainCard {
    pub captain: Captain,
    pub place: CardPlace,
    pub face_up: bool,
    /// The ship of the last placement (what the commitment is over).
    pub placed_on: Uuid,
    /// The salt of the last placement (secret while the card is face down).
    pub salt: String,
    /// Commitment to (placed_on, captain, salt).
    pub commitment: Commitment,
}

/// Why a ship sank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SinkCause {
    /// Enemy fire; `port` is the port the ship was in, if any (a captain
    /// survives, in that port, only if it is the owner's own port).
    EnemyFire { port: Option<PortId> },
    /// Anything else (scuttled, a storm, the table's decision).
    Other,
}

/// Whether a ship is still in the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ShipStatus {
    Afloat,
    /// Taken in a boarding: it now belongs to `by` and sails for them.
    Captured {
        by: PlayerId,
        from: PlayerId,
    },
    Sunk {
        cause: SinkCause,
    },
}

/// One ship (or fort) and its state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ship {
    /// Given by the caller, so replay is deterministic.
    pub id: Uuid,
    pub class: ShipClass,
    /// The class card with the players' edits.
    pub card: ShipCard,
    pub name: String,
    /// The current owner (changes when the ship is captured).
    pub owner: PlayerId,
    /// The bow heading (meaningless for forts).
    pub heading: Heading,
    /// Hull damage, 0..strength (strength = sunk).
    pub hull: u8,
    /// Sail damage, 0..=fresh straight range.
    pub sails: u8,
    /// Shot markers used this round.
    pub shots_used: u8,
    /// The heading changed during the current round.
    pub turned_this_round: bool,
    /// Calm memory (§3.2): the previous round was a calm that counts as a
    /// first calm for the two-calms move (the heading did not change in it,
    /// and the ship did not make the two-calms move in it); cleared by
    /// turning in the current calm.
    pub unturned_through_previous_calm: bool,
    /// The ship made the two-calms move this round (§3.2: one per two
    /// calms, so the next calm is a first calm again).
    #[serde(default)]
    pub made_two_calms_move: bool,
    /// The ship fired its one chaser shot this round (§4.5).
    #[serde(default)]
    pub chaser_fired: bool,
    pub status: ShipStatus,
}

impl Ship {
    /// A ship just put on the table: undamaged, no shots used, afloat.
    pub fn new(
        id: Uuid,
        class: ShipClass,
        card: ShipCard,
        name: String,
        owner: PlayerId,
        heading: Heading,
    ) -> Ship {
        Ship {
            id,
            class,
            card,
            name,
            owner,
            heading,
            hull: 0,
            sails: 0,
            shots_used: 0,
            turned_this_round: false,
            unturned_through_previous_calm: false,
            made_two_calms_move: false,
            chaser_fired: false,
            status: ShipStatus::Afloat,
        }
    }

    /// Not sunk (afloat or captured).
    pub fn is_afloat(&self) -> bool {
        !matches!(self.status, ShipStatus::Sunk { .. })
    }

    /// Shot markers left this round.
    pub fn shots_left(&self) -> u8 {
        self.card.shots.saturating_sub(self.shots_used)
    }

    pub fn is_fort(&self) -> bool {
        self.class == ShipClass::Fort
    }

    /// The ship as the core's fire rules see a target.
    pub fn target_state(&self) -> TargetState {
        TargetState {
            strength: self.card.strength,
            hull_damage: self.hull,
            sail_damage: self.sails,
            fresh_straight: self.card.fresh_straight,
            sunk: !self.is_afloat(),
        }
    }

    /// All sails gone (§4.5): no fresh-wind range at all.
    pub fn is_dismasted(&self) -> bool {
        is_dismasted(&self.card, self.sails)
    }
}

/// The whole state of a game, secrets included.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub players: BTreeMap<PlayerId, Player>,
    pub ports: BTreeMap<PortId, Port>,
    /// In the order they were added.
    pub ships: Vec<Ship>,
    pub rounds: Vec<Round>,
}

impl State {
    pub fn player(&self, id: PlayerId) -> Result<&Player, RuleError> {
        self.players
            .get(&id)
            .ok_or(RuleError::UnknownPlayer { player: id })
    }

    pub fn port(&self, id: PortId) -> Result<&Port, RuleError> {
        self.ports
            .get(&id)
            .ok_or(RuleError::UnknownPort { port: id })
    }

    pub fn ship(&self, id: Uuid) -> Result<&Ship, RuleError> {
        self.ships
            .iter()
            .find(|s| s.id == id)
            .ok_or(RuleError::UnknownShip { ship: id })
    }

    /// Index of a ship in [`State::ships`].
    pub fn ship_index(&self, id: Uuid) -> Result<usize, RuleError> {
        self.ships
            .iter()
            .position(|s| s.id == id)
            .ok_or(RuleError::UnknownShip { ship: id })
    }

    /// The current round, if one has started.
    pub fn current_round(&self) -> Option<&Round> {
        self.rounds.last()
    }

    /// The captain card on a ship: its owner and captain.
    pub fn captain_on(&self, ship: Uuid) -> Option<(PlayerId, Captain)> {
        self.players.values().find_map(|p| {
            p.captains
                .values()
                .find(|c| c.place == CardPlace::OnShip { ship })
                .map(|c| (p.id, c.captain))
        })
    }

    /// The card of `owner`'s `captain`, if in play.
    pub fn card(&self, owner: PlayerId, captain: Captain) -> Option<&CaptainCard> {
        self.players.get(&owner)?.captains.get(&captain)
    }

    /// True if `a` and `b` are allied.
    pub fn allied(&self, a: PlayerId, b: PlayerId) -> bool {
        self.players.get(&a).is_some_and(|p| p.allies.contains(&b))
    }

    /// True if `a` and `b` are different players and not allied.
    pub fn enemies(&self, a: PlayerId, b: PlayerId) -> bool {
        a != b && !self.allied(a, b)
    }

    /// The ships afloat that `ship` may fire at or board: those of its
    /// owner's enemies, in the order they were added.
    pub fn enemies_of(&self, ship: Uuid) -> Vec<Uuid> {
        let Ok(me) = self.ship(ship) else {
            return Vec::new();
        };
        self.ships
            .iter()
            .filter(|s| s.is_afloat() && self.enemies(me.owner, s.owner))
            .map(|s| s.id)
            .collect()
    }

    /// True if `player` may use `port` to take a captain off: its own or an
    /// ally's.
    pub fn port_friendly(&self, port: &Port, player: PlayerId) -> bool {
        port.owner == player || self.allied(port.owner, player)
    }
}
