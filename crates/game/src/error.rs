//! The typed errors of the game core. Each carries the data the UI needs to
//! say, in the player's language, what was refused and why (`crates/words`);
//! their `Display` is a short English phrase for developers and logs
//! (DEVELOPERS.md, "What an error's `Display` says"). An action that
//! returns an error changes nothing.

use crate::ids::{CardId, PlayerId, PortId};
use serde::{Deserialize, Serialize};
use shturman_rules::Captain;
use shturman_rules::card::CardField;
use uuid::Uuid;

/// Why an action was refused. Its `Display` is for developers and logs
/// and carries the data; the player reads `crates/words`' wording instead.
///
/// ```
/// use shturman_game::{PlayerId, RuleError};
/// use uuid::Uuid;
/// let ship = Uuid::from_u128(7);
/// let e = RuleError::NotEnoughShots { ship, requested: 3, remaining: 1 };
/// assert_eq!(e.to_string(), format!("ship {ship} asks for 3 shots and has 1 left"));
/// let e = RuleError::AlreadyAllied { a: PlayerId(0), b: PlayerId(2) };
/// assert_eq!(e.to_string(), "players 0 and 2 are already allied");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum RuleError {
    // --- ids ---
    #[error("no player {}", .player.0)]
    UnknownPlayer { player: PlayerId },
    #[error("no ship {ship}")]
    UnknownShip { ship: Uuid },
    #[error("no port {}", .port.0)]
    UnknownPort { port: PortId },
    #[error("player {} is already at the table", .player.0)]
    DuplicatePlayer { player: PlayerId },
    #[error("ship {ship} is already on the table")]
    DuplicateShip { ship: Uuid },
    #[error("port {} is already on the map", .port.0)]
    DuplicatePort { port: PortId },

    // --- setup ---
    /// A name or colour longer than the table can show (in characters).
    #[error("a {field:?} of {chars} characters; at most {max}")]
    TextTooLong {
        field: TextField,
        chars: usize,
        max: usize,
    },
    #[error("player {} cannot ally with themselves", .player.0)]
    SelfAlliance { player: PlayerId },
    #[error("players {} and {} are already allied", .a.0, .b.0)]
    AlreadyAllied { a: PlayerId, b: PlayerId },
    /// A card value above the sane maximum (a typo).
    #[error("card value {field:?} = {value} is above {max}")]
    CardValueOutOfRange {
        field: CardField,
        value: u8,
        max: u8,
    },
    /// A card with strength 0 would be sunk from the start.
    #[error("a card with strength 0 would be sunk from the start")]
    ZeroStrength,
    /// The edited card's strength is not above the ship's hull damage.
    #[error("strength {strength} of ship {ship} is not above its hull damage {hull}")]
    StrengthBelowDamage { ship: Uuid, strength: u8, hull: u8 },
    #[error("{count} captains for player {}; at most {max}", .player.0)]
    CaptainCountOutOfRange {
        player: PlayerId,
        count: u8,
        max: u8,
    },
    #[error("{count} captains for player {}, who has {in_play} in play", .player.0)]
    CaptainCountBelowInPlay {
        player: PlayerId,
        count: u8,
        in_play: u8,
    },
    /// Captains are assigned (and their number agreed) before round 1.
    #[error("captains are set up before round 1, and this is round {round}")]
    CaptainSetupClosed { round: u32 },

    // --- disputes ---
    /// A dispute of an entry that went against no ship of `player`'s
    /// ([`crate::State::against`]): only the player it went against
    /// disputes it.
    #[error("entry {entry} went against no ship of player {}", .player.0)]
    NotAgainst { player: PlayerId, entry: usize },
    /// `player` already disputed entry `entry` (open or dismissed).
    #[error("player {} already disputed entry {entry}", .player.0)]
    AlreadyDisputed { player: PlayerId, entry: usize },
    /// No open dispute at log entry `dispute` to dismiss.
    #[error("no open dispute at entry {dispute}")]
    NoOpenDispute { dispute: usize },

    // --- rounds, ships ---
    /// The action needs a round to have started.
    #[error("no round has started")]
    NoRound,
    #[error("ship {ship} is not afloat")]
    ShipNotAfloat { ship: Uuid },
    #[error("ship {ship} is a fort and does not move")]
    FortCannotMove { ship: Uuid },
    #[error("ship {ship} is a fort and has no heading")]
    FortHasNoHeading { ship: Uuid },
    #[error("ship {ship} is a fort and has no sails")]
    FortHasNoSails { ship: Uuid },
    #[error("ship {ship} is a fort and cannot board")]
    FortCannotBoard { ship: Uuid },
    /// Forts carry no captain [A-17].
    #[error("ship {ship} is a fort and carries no captain")]
    FortCarriesNoCaptain { ship: Uuid },
    /// The two-calms move (§3.2) needs a calm, a first calm before it with
    /// the heading kept, a card that grants it, and no such move made in
    /// this calm already; it goes straight ahead, heading unchanged.
    #[error("ship {ship} may not make the two-calms move now")]
    TwoCalmsNotAllowed { ship: Uuid },
    #[error("hull damage {damage} on ship {ship} is above {max}")]
    HullDamageOutOfRange { ship: Uuid, damage: u8, max: u8 },
    #[error("sail damage {damage} on ship {ship} is above {max}")]
    SailDamageOutOfRange { ship: Uuid, damage: u8, max: u8 },

    // --- fire ---
    /// A ship cannot fire at or board itself.
    #[error("ship {ship} cannot fire at or board itself")]
    SameShip { ship: Uuid },
    /// Fire and boarding are only against enemies (not own or allied ships).
    #[error("ships {ship} and {other} are not enemies")]
    NotEnemies { ship: Uuid, other: Uuid },
    #[error("a salvo with no shots")]
    EmptySalvo,
    #[error("ship {ship} is twice in the salvo")]
    DuplicateShooter { ship: Uuid },
    #[error("ship {ship} fires 0 shots")]
    ZeroShots { ship: Uuid },
    #[error("ship {ship} asks for {requested} shots and has {remaining} left")]
    NotEnoughShots {
        ship: Uuid,
        requested: u8,
        remaining: u8,
    },
    #[error("die {value} is not 1..=6")]
    DieOutOfRange { value: u8 },
    #[error("a critical roll without a hit")]
    CriticalWithoutHit,
    /// A critical roll needs the shot to be the ship's last this round (in a
    /// salvo: every ship's); `ship` would keep `remaining` shots.
    #[error("a critical roll while ship {ship} keeps {remaining} shots")]
    CriticalNotAllowed { ship: Uuid, remaining: u8 },
    /// A hull hit that sinks the target by damage rolls no critical [A-12].
    #[error("a hull hit that sinks ship {target} rolls no critical")]
    CriticalNotRolled { target: Uuid },
    /// The ship has fired its one chaser shot this round (§4.5).
    #[error("ship {ship} has fired its chaser shot this round")]
    ChaserSpent { ship: Uuid },
    /// A chaser fires one shot, never more (§4.5).
    #[error("ship {ship} fires {shots} chaser shots; a chaser fires one")]
    ChaserOneShot { ship: Uuid, shots: u8 },
    /// A salvo of more than 255 shots.
    #[error("a salvo of more than 255 shots")]
    TooManyShots,

    // --- captains ---
    /// The ship belongs to `owner`, not to `player`.
    #[error("ship {ship} is player {}'s, not player {}'s", .owner.0, .player.0)]
    NotOwnShip {
        ship: Uuid,
        player: PlayerId,
        owner: PlayerId,
    },
    #[error("ship {ship} already has a captain")]
    ShipHasCaptain { ship: Uuid },
    #[error("ship {ship} has no captain")]
    NoCaptain { ship: Uuid },
    #[error("player {} has agreed to {agreed} captains and has them all", .player.0)]
    TooManyCaptains { player: PlayerId, agreed: u8 },
    /// `player` has no card `card` in play.
    #[error("player {} has no card {} in play", .player.0, .card.0)]
    UnknownCard { player: PlayerId, card: CardId },
    #[error("card {} of player {} is not in port {}", .card.0, .player.0, .port.0)]
    CardNotInPort {
        player: PlayerId,
        card: CardId,
        port: PortId,
    },
    /// This seal is already `owner`'s card `card`: a code read twice.
    #[error("the seal is already card {} of player {}", .card.0, .owner.0)]
    SealInUse { owner: PlayerId, card: CardId },
    /// The proof does not open the card on `ship` (`owner`'s card `card`):
    /// the salt of placement `placement` (from 0, oldest first) with the
    /// claimed captain does not hash to its seal. A wrong captain, a wrong
    /// salt, a proof for another ship or game, or a card swapped in port.
    #[error("the proof does not open card {} of player {} on ship {ship} (placement {placement})", .card.0, .owner.0)]
    SealMismatch {
        ship: Uuid,
        owner: PlayerId,
        card: CardId,
        placement: usize,
    },
    /// The proof is one the table already saw for this card (issue 46
    /// #12): its salts are on the log, so anyone could have typed it. The
    /// owner's hand shows a fresh one at each reveal.
    #[error("the proof for card {} of player {} on ship {ship} was already shown: anyone could have typed it", .card.0, .owner.0)]
    ProofReplayed {
        ship: Uuid,
        owner: PlayerId,
        card: CardId,
    },
    /// The proof has `salts` salts; the card has had `seals` seals.
    #[error("the proof for ship {ship} has {salts} salts for {seals} seals")]
    ProofIncomplete {
        ship: Uuid,
        seals: usize,
        salts: usize,
    },
    /// The proof opens the card on `ship`, but the table already saw
    /// `owner`'s `captain` revealed on another card (`other`): each player
    /// holds one card of each captain.
    #[error("player {}'s captain {captain:?} on ship {ship} is already revealed on card {}", .owner.0, .other.0)]
    DuplicateCaptain {
        ship: Uuid,
        owner: PlayerId,
        captain: Captain,
        other: CardId,
    },
    /// A captain moves onto a captured ship only from the ship that
    /// captured it (`by`), in the round of the boarding (§5).
    #[error("ship {ship} was not captured by ship {by} this round")]
    NotCapturedBy { ship: Uuid, by: Uuid },
    /// An ability of `claimed` was asked of the ship, whose face-up card
    /// shows `shown`.
    #[error("ship {ship} shows captain {shown:?}, not {claimed:?}")]
    OtherCaptainFaceUp {
        ship: Uuid,
        claimed: Captain,
        shown: Captain,
    },
    /// The port is neither `player`'s nor an ally's.
    #[error("port {} is not friendly to player {}", .port.0, .player.0)]
    PortNotFriendly { port: PortId, player: PlayerId },
    #[error("the captain of ship {ship} is already face up")]
    CaptainAlreadyFaceUp { ship: Uuid },
    #[error("the captain of ship {ship} is already face down")]
    CaptainAlreadyFaceDown { ship: Uuid },
    #[error("the captain of ship {ship} is not face up")]
    CaptainNotFaceUp { ship: Uuid },
}

/// Which text of a setup action is too long ([`RuleError::TextTooLong`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TextField {
    /// A player's, ship's or port's name ([`MAX_NAME`] characters).
    Name,
    /// A player's colour ([`MAX_COLOUR`] characters: `#rrggbb` is 7).
    Colour,
}

/// The longest name of a player, ship or port, in characters: a long
/// Russian ship's name is about thirty.
pub const MAX_NAME: usize = 80;

/// The longest colour text, in characters.
pub const MAX_COLOUR: usize = 32;

/// `text` if it is at most `max` characters, else the refusal naming
/// `field`.
///
/// ```
/// use shturman_game::error::{MAX_NAME, TextField, within};
/// use shturman_game::RuleError;
/// assert!(within(TextField::Name, "Паллада", MAX_NAME).is_ok());
/// let long = "я".repeat(MAX_NAME + 1);
/// assert_eq!(
///     within(TextField::Name, &long, MAX_NAME),
///     Err(RuleError::TextTooLong { field: TextField::Name, chars: MAX_NAME + 1, max: MAX_NAME })
/// );
/// ```
pub fn within(field: TextField, text: &str, max: usize) -> Result<(), RuleError> {
    // bytes first: a long text is refused without counting all of it
    if text.len() <= max {
        return Ok(());
    }
    match text.chars().count() {
        chars if chars > max => Err(RuleError::TextTooLong { field, chars, max }),
        _ => Ok(()),
    }
}

/// Whether `action`'s texts (names, a colour) are within their sizes.
///
/// Checked where an action arrives from outside (a phone's action at a
/// live table, a table opened to phones), not in [`crate::Game::apply`]:
/// a save made before the limit, with a longer name, must still load.
///
/// ```
/// use shturman_game::{Action, PlayerId, RuleError};
/// use shturman_game::error::{MAX_NAME, TextField, texts_within};
/// let player = |name: String| Action::AddPlayer { id: PlayerId(1), name, colour: "#c00".into() };
/// assert!(texts_within(&player("Аня".into())).is_ok());
/// assert_eq!(
///     texts_within(&player("я".repeat(MAX_NAME + 1))),
///     Err(RuleError::TextTooLong { field: TextField::Name, chars: MAX_NAME + 1, max: MAX_NAME })
/// );
/// ```
pub fn texts_within(action: &crate::Action) -> Result<(), RuleError> {
    use crate::Action;
    match action {
        Action::AddPlayer { name, colour, .. } => {
            within(TextField::Name, name, MAX_NAME)?;
            within(TextField::Colour, colour, MAX_COLOUR)
        }
        Action::AddPort { name, .. } | Action::AddShip { name, .. } => {
            within(TextField::Name, name, MAX_NAME)
        }
        Action::AddAlly { .. }
        | Action::OfferAlliance { .. }
        | Action::SetCaptainCount { .. }
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
        | Action::AssignCaptain { .. }
        | Action::RevealCaptain { .. }
        | Action::HideCaptain { .. }
        | Action::TakeCaptainOff { .. }
        | Action::GiveCaptain { .. }
        | Action::MoveCaptain { .. }
        | Action::EndTurn { .. }
        | Action::HandReset { .. }
        | Action::HandMade { .. }
        | Action::Dispute { .. }
        | Action::DismissDispute { .. } => Ok(()),
    }
}

/// Why an undo / redo request was refused.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum HistoryError {
    #[error("nothing to undo")]
    NothingToUndo,
    #[error("nothing to redo")]
    NothingToRedo,
    /// `undo_to(len)` asked to keep more entries than the log has.
    #[error("the log has {log_len} entries, not {len}")]
    NoSuchEntry { len: usize, log_len: usize },
    /// The action to redo no longer applies (only after a hand-edited save).
    #[error("the action to redo no longer applies: {rule}")]
    RedoRefused { rule: RuleError },
}

/// A log that does not replay: action `index` broke a rule.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[error("action {index} of the log breaks a rule: {error}")]
pub struct ReplayError {
    pub index: usize,
    pub error: RuleError,
}
