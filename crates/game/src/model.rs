//! The game state proper: players, ports, ships, sealed captain cards and
//! rounds.
//!
//! This module owns the data and the read helpers over it. It holds no
//! hidden identity (convention 11): a captain card is a [`SealedCard`], its
//! captain known only while it is face up. The UI still reads it through
//! [`crate::view`]. State changes live in [`crate::apply`].

use crate::error::RuleError;
pub use crate::ids::{CardId, PlayerId, PortId};
use crate::seal::{Placement, Seal};
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
/// sealed captain cards they have put into play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub id: PlayerId,
    pub name: String,
    /// Whatever the UI uses to paint the flag (e.g. "#c0392b").
    pub colour: String,
    /// Allied players (alliances are symmetric).
    pub allies: BTreeSet<PlayerId>,
    /// The players this one has offered an alliance to
    /// ([`crate::Action::OfferAlliance`]) and is not yet allied with.
    #[serde(default)]
    pub offers: BTreeSet<PlayerId>,
    /// The agreed number of captain cards this player uses (0..=4; default 4).
    pub captain_count: u8,
    /// Cards put into play, in placement order: a card's [`CardId`] is its
    /// index. Cards not here are in the owner's hand before the game or
    /// set aside (they take no further part); only the hand knows which.
    pub cards: Vec<SealedCard>,
    /// Which of this player's captains the table has seen revealed, on
    /// which card: a second card revealed as the same captain is a forgery
    /// even after the first went face down again. Not serialised and not
    /// readable outside the crate: views never name a face-down card.
    #[serde(skip)]
    pub(crate) seen: BTreeMap<Captain, CardId>,
}

impl Player {
    /// A player with no allies, all four captains agreed, no card in play.
    pub fn new(id: PlayerId, name: String, colour: String) -> Player {
        Player {
            id,
            name,
            colour,
            allies: BTreeSet::new(),
            offers: BTreeSet::new(),
            captain_count: MAX_CAPTAINS,
            cards: Vec::new(),
            seen: BTreeMap::new(),
        }
    }

    /// One of this player's cards. A card's id is its place in `cards`;
    /// the id is checked too, so a state built from outside bytes (a
    /// player's brief) never hands back another card.
    pub fn card(&self, id: CardId) -> Option<&SealedCard> {
        self.cards.get(usize::from(id.0)).filter(|c| c.id == id)
    }

    /// One of this player's cards, to change (see [`Player::card`]).
    pub fn card_mut(&mut self, id: CardId) -> Option<&mut SealedCard> {
        self.cards.get_mut(usize::from(id.0)).filter(|c| c.id == id)
    }
}

/// A named place a player owns.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Port {
    pub id: PortId,
    pub name: String,
    pub owner: PlayerId,
}

/// Where a sealed captain card in play is.
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

/// One captain card in play as the table knows it: whose it is, where it
/// is, the seal of each of its placements, and its captain only while it
/// is face up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SealedCard {
    pub id: CardId,
    pub owner: PlayerId,
    pub place: CardPlace,
    /// Every placement, oldest first (never empty): the last one is the
    /// current seal. A reveal must open all of them.
    pub placements: Vec<Placement>,
    /// The captain a checked proof showed, while the card is face up;
    /// `None` while it is face down: then the table does not know it.
    pub face_up: Option<Captain>,
    /// The last salt a reveal showed for the current placement (`None`
    /// until one did, and again after the card moves): a later reveal
    /// must show a fresh link of its chain ([`crate::seal::Proof::follows`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shown: Option<crate::seal::Salt>,
}

impl SealedCard {
    /// The current seal.
    pub fn seal(&self) -> Seal {
        self.placements
            .last()
            .expect("a sealed card has at least one placement")
            .seal
    }

    pub fn is_face_up(&self) -> bool {
        self.face_up.is_some()
    }
}

/// The boarding that captured a ship: the winning ship may hand its
/// captain over to it in that round (§5, «переместить капитана на
/// захваченный корабль»).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Capture {
    pub winner: Uuid,
    pub round: u32,
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
    /// The last boarding that captured it, if any.
    #[serde(default)]
    pub captured: Option<Capture>,
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
            captured: None,
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

/// The whole state of a game as the table knows it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// The game's id, fixed at creation: every seal is bound to it.
    pub game: Uuid,
    pub players: BTreeMap<PlayerId, Player>,
    pub ports: BTreeMap<PortId, Port>,
    /// In the order they were added.
    pub ships: Vec<Ship>,
    pub rounds: Vec<Round>,
    /// How many actions built this state: the log index the next one
    /// gets (disputes name entries by it).
    #[serde(default)]
    pub entries: usize,
    /// The entries recorded against another player's ship, by log index:
    /// the players they went against ([`State::against`], judged when
    /// each applied). Only these players may dispute them.
    #[serde(default)]
    pub against: BTreeMap<usize, Vec<PlayerId>>,
    /// The disputes on the log, by the index of the dispute's own entry.
    #[serde(default)]
    pub disputes: BTreeMap<usize, Dispute>,
}

/// A player's dispute of an entry recorded against their ship
/// ([`crate::Action::Dispute`]), for the host to settle: dismissed
/// ([`crate::Action::DismissDispute`]) the entry stands; upheld, the host
/// undoes the entry (the dispute stays on record as undone with it,
/// [`crate::Game::undone`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Dispute {
    pub player: PlayerId,
    /// The log index of the entry disputed.
    pub entry: usize,
    /// The host dismissed it: the entry stands.
    pub dismissed: bool,
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

    /// The sealed card on a ship, if any.
    pub fn card_on(&self, ship: Uuid) -> Option<&SealedCard> {
        self.players.values().find_map(|p| {
            p.cards
                .iter()
                .find(|c| c.place == CardPlace::OnShip { ship })
        })
    }

    /// `owner`'s card `id`, if in play.
    pub fn card(&self, owner: PlayerId, id: CardId) -> Option<&SealedCard> {
        self.players.get(&owner)?.card(id)
    }

    /// Every card in play, player by player, each in placement order.
    pub fn cards(&self) -> impl Iterator<Item = &SealedCard> {
        self.players.values().flat_map(|p| p.cards.iter())
    }

    /// The captain of this ship, if its card is revealed and face up: the
    /// only way the rules learn a captain (§6: an ability is used by
    /// turning the card up). Nothing in the state returns a hidden one.
    pub fn face_up_captain(&self, ship: Uuid) -> Option<Captain> {
        self.card_on(ship).and_then(|c| c.face_up)
    }

    /// True if `a` and `b` are allied.
    pub fn allied(&self, a: PlayerId, b: PlayerId) -> bool {
        self.players.get(&a).is_some_and(|p| p.allies.contains(&b))
    }

    /// True if `from` has offered `to` an alliance they have not made yet.
    pub fn offered(&self, from: PlayerId, to: PlayerId) -> bool {
        self.players
            .get(&from)
            .is_some_and(|p| p.offers.contains(&to))
    }

    /// The players the log entry at `index` went against (a hit on their
    /// ship, a boarding that took it), as judged when it applied; empty
    /// for any other entry.
    pub fn against_entry(&self, index: usize) -> &[PlayerId] {
        self.against.get(&index).map(Vec::as_slice).unwrap_or(&[])
    }

    /// `player`'s dispute of entry `entry`, if any (open or dismissed),
    /// with the index of the dispute's own entry.
    pub fn dispute_of(&self, player: PlayerId, entry: usize) -> Option<(usize, &Dispute)> {
        self.disputes
            .iter()
            .find(|(_, d)| d.player == player && d.entry == entry)
            .map(|(i, d)| (*i, d))
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
