//! The explanation of a Here I Stand resolution. This module owns
//! [`Step`]: the digest section it comes from ([`Section`]), the rule
//! applied with its numbers ([`Rule`]), and the reading it relied on, if
//! any. Steps carry data, never text: the UI renders each in Russian and
//! English.

use super::{Reading, Side};

/// A section of the digest's §H.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Section {
    /// Land evasion.
    #[cfg_attr(feature = "serde", serde(rename = "H.1"))]
    H1,
    /// Land interception.
    #[cfg_attr(feature = "serde", serde(rename = "H.2"))]
    H2,
    /// Naval interception and evasion.
    #[cfg_attr(feature = "serde", serde(rename = "H.3"))]
    H3,
    /// Field battle.
    #[cfg_attr(feature = "serde", serde(rename = "H.4"))]
    H4,
    /// Assault.
    #[cfg_attr(feature = "serde", serde(rename = "H.5"))]
    H5,
    /// Naval battle.
    #[cfg_attr(feature = "serde", serde(rename = "H.6"))]
    H6,
}

impl Section {
    pub const ALL: [Section; 6] = [
        Section::H1,
        Section::H2,
        Section::H3,
        Section::H4,
        Section::H5,
        Section::H6,
    ];

    /// The id in the digest: "H.1" … "H.6".
    pub const fn id(self) -> &'static str {
        match self {
            Section::H1 => "H.1",
            Section::H2 => "H.2",
            Section::H3 => "H.3",
            Section::H4 => "H.4",
            Section::H5 => "H.5",
            Section::H6 => "H.6",
        }
    }
}

/// How a battle's winner was decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Decision {
    /// The winner scored more hits (the loser "lost with fewer hits").
    MoreHits,
    /// Equal hits: the defender wins (the attacker "lost on a tie").
    TieToDefender,
}

/// What a side's odd hit did in a naval battle (H.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum OddHit {
    /// An even number of hits, or every squadron already gone (then the
    /// Ottomans' leftover hits each remove a corsair).
    None,
    /// The winner ignores its odd hit.
    Ignored,
    /// The loser's odd hit removes one more squadron.
    Squadron,
    /// The Ottoman loser's odd hit removes a corsair first [H-3].
    Corsair,
}

/// Where a losing side retreats (H.4: 14.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum RetreatTo {
    /// The attacker retreats to the city it came from.
    Origin,
    /// The defender retreats to an adjacent city, not the one the enemy
    /// came from (none legal: units destroyed, leaders captured).
    AdjacentCity,
    /// Naval: in a port the attacker retreats to an adjacent sea zone
    /// without enemy units, whoever won.
    SeaZoneFromPort,
    /// Naval: in a sea zone the loser retreats to an adjacent controlled
    /// port or sea zone without enemy units (none: destroyed).
    PortOrSeaZone,
}

/// Why an assault failed (H.5 step 11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum FailReason {
    /// The attacker scored no hit.
    NoHit,
    /// At least one besieged unit is left.
    DefendersLeft,
    /// No attacking unit survived.
    NoAttackerLeft,
}

/// The rule behind one step, with its numbers.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "rule", rename_all = "snake_case"))]
pub enum Rule {
    // --- H.1–H.3: evasion and interception ---------------------------
    /// The best leader's rating (land), or the chosen admiral's (sea,
    /// [H-2]); `picked` is the admiral's index when one was picked.
    LeaderRating { rating: u8, picked: Option<usize> },
    /// No leader in the formation: nothing added.
    NoLeader,
    /// +1: the evading (or intercepting, [H-1]) Ottoman formation has
    /// cavalry.
    OttomanCavalryBonus,
    /// No +1 for an intercepting Ottoman formation with cavalry: the text
    /// shows none ([H-1]).
    OttomanCavalryBonusNotForInterception,
    /// −1: evading or intercepting an Ottoman army with cavalry.
    OttomanCavalryPenalty,
    /// A modifier the players entered (cards, events).
    Modifier { modifier: i8 },
    /// All units of the evading formation lost a field battle earlier this
    /// impulse: the evasion succeeds, no dice.
    AutomaticEvasion,
    /// Before the roll: 2d6 + `modifier` ≥ 9, i.e. the dice must show at
    /// least `need`.
    Need { modifier: i32, need: i32 },
    /// The roll: two faces, their sum plus the modifier, and whether it
    /// reached 9.
    TwoDice {
        faces: [u8; 2],
        total: i32,
        success: bool,
    },

    // --- H.4–H.6: counting dice --------------------------------------
    /// One die per unit (H.4; H.5 when the city is empty).
    UnitDice { side: Side, units: u32, dice: u32 },
    /// One die per two regulars and mercenaries, rounded up: the city has
    /// defenders (H.5).
    HalfUnitDice { side: Side, units: u32, dice: u32 },
    /// Cavalry rolls no dice in an assault (H.5).
    CavalryNoDice { side: Side, cavalry: u32 },
    /// Two dice per squadron (H.6).
    SquadronDice {
        side: Side,
        squadrons: u32,
        dice: u32,
    },
    /// One die per corsair (H.6).
    CorsairDice {
        side: Side,
        corsairs: u32,
        dice: u32,
    },
    /// One die per point of the best leader's (admiral's) rating.
    LeaderDice { side: Side, rating: u8 },
    /// The defender's extra die (H.4, H.5).
    DefenderDie,
    /// No defending unit, yet the defender rolls its die ([H-6]: one_die).
    EmptyCityDie,
    /// No defending unit, so no defender's die ([H-6]: no_die).
    EmptyCityNoDie,
    /// The defender's die in a port (H.6).
    PortDie,
    /// Dice added or taken away by cards before the roll.
    CardDice { side: Side, dice: i32 },
    /// The dice the side rolls.
    DiceTotal { side: Side, dice: u32 },
    /// Dice the card `card` adds to the side after the roll («Янычары»,
    /// «Осадная артиллерия», «Профессиональные гребцы»): the players
    /// entered them.
    LateDice {
        card: super::Card,
        side: Side,
        dice: u32,
    },

    // --- H.4–H.6: the roll and the winner ----------------------------
    /// The side's faces and hits (5 or 6).
    Hits {
        side: Side,
        faces: Vec<u8>,
        hits: u32,
    },
    /// Faces and hits of dice a card gave after the roll («Янычары»,
    /// «Осадная артиллерия», «Профессиональные гребцы»).
    LateHits {
        side: Side,
        faces: Vec<u8>,
        hits: u32,
    },
    /// The side's hits entered as a number, without the faces (the
    /// dice a card gave after the roll when `late`).
    HitsEntered { side: Side, late: bool, hits: u32 },
    /// More hits wins; equal hits go to the defender.
    Winner {
        winner: Side,
        attacker_hits: u32,
        defender_hits: u32,
        decided: Decision,
    },

    // --- losses --------------------------------------------------------
    /// One unit per hit taken, never more than the units present.
    UnitLosses {
        side: Side,
        hits_taken: u32,
        lost: u32,
        left: u32,
    },
    /// One squadron per two hits; the odd hit; Ottoman corsairs (H.6).
    FleetLosses {
        side: Side,
        hits_taken: u32,
        odd_hit: OddHit,
        squadrons_lost: u32,
        corsairs_lost: u32,
        squadrons_left: u32,
        corsairs_left: u32,
    },
    /// Both sides wiped out: the side that rolled more dice (ties: the
    /// defender) keeps one unit ([H-5]).
    BothWipedOut {
        keeper: Side,
        attacker_dice: u32,
        defender_dice: u32,
    },
    /// A side wiped out with leaders: they are captured.
    LeadersCaptured { side: Side },
    /// A fleet wiped out with an admiral: the admiral goes to the next
    /// turn on the turn track (H.6 step 10).
    AdmiralToTurnTrack { side: Side },

    // --- afterwards ----------------------------------------------------
    /// The loser's surviving units retreat.
    Retreat {
        side: Side,
        to: RetreatTo,
        units: u32,
    },
    /// Up to `up_to` of the side's units (and any leaders) may retreat into
    /// the fortifications: the defending controller of a fortified city
    /// (at most 4), a relief force that lost on a tie (at most 4 inside in
    /// all), or only the besieged units of a relief force that lost with
    /// fewer hits.
    IntoFortifications {
        side: Side,
        up_to: u32,
        only_besieged: bool,
    },
    /// The side was wiped out: nothing retreats.
    NoRetreat { side: Side },
    /// A relief force won: the besiegers retreat, the siege is lifted.
    SiegeLifted,
    /// The attacker won in a fortified city: the city is besieged if the
    /// attacker's `attacker_left` units outnumber the defender's units in
    /// the fortifications (at most `fortified_up_to`); otherwise the
    /// attacker retreats (15.3).
    SiegeCheck {
        attacker_left: u32,
        fortified_up_to: u32,
    },
    /// The assault succeeds: the attacker takes the city.
    CityTaken,
    /// The assault failed.
    AssaultFailed { reason: FailReason },
    /// Besiegers still outnumber the besieged (or equal them, [H-7]
    /// siege_continues): the siege goes on.
    SiegeContinues { besiegers: u32, besieged: u32 },
    /// Besiegers no longer outnumber the besieged (equal: [H-7]): the
    /// attacker retreats (15.3).
    AttackerRetreats { besiegers: u32, besieged: u32 },
    /// No attacking unit survived: its leaders go to the nearest fortified
    /// city or the capital (9.3 step 6).
    LeadersToFortifiedCity,
    /// The city fell with naval units or admirals in it: they go to the
    /// turn track.
    NavalUnitsToTurnTrack,
}

/// One step of an explanation.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Step {
    pub section: Section,
    pub rule: Rule,
    /// The reading the step relied on, if any.
    pub reading: Option<Reading>,
}

impl Step {
    pub(crate) fn new(section: Section, rule: Rule) -> Step {
        Step {
            section,
            rule,
            reading: None,
        }
    }

    pub(crate) fn reading(section: Section, rule: Rule, reading: Reading) -> Step {
        Step {
            section,
            rule,
            reading: Some(reading),
        }
    }
}
