//! Explanations. This module owns [`Step`], one line of a resolver's
//! explanation: the [`Rule`] applied with the numbers involved, the digest
//! [`Section`] it comes from, and the reading it relied on if any. Steps are
//! data, not text: the UI words each rule in Russian and English, and can
//! point to the seed's paragraph ([`Rule::paragraph`]).

use super::damage::{Armour, Detach, SectionKind, Weapon};
use super::grounding::NoCheck;
use super::gunnery::{Battery, Exception};
use super::readings::Choice;
use super::torpedo::CannotFire;
use super::tracker::{GroupSpeed, Player, Role, StepKind};
use shturman_rules::Fraction;

/// A section of the digest's §D.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Section {
    /// Impulse tracker.
    #[cfg_attr(feature = "serde", serde(rename = "D.0"))]
    D0,
    /// Gunnery, damage and armour.
    #[cfg_attr(feature = "serde", serde(rename = "D.1"))]
    D1,
    /// Torpedoes.
    #[cfg_attr(feature = "serde", serde(rename = "D.2"))]
    D2,
    /// Grounding.
    #[cfg_attr(feature = "serde", serde(rename = "D.3"))]
    D3,
    /// Refloating.
    #[cfg_attr(feature = "serde", serde(rename = "D.4"))]
    D4,
    /// Fuel.
    #[cfg_attr(feature = "serde", serde(rename = "D.5"))]
    D5,
}

impl Section {
    pub const ALL: [Section; 6] = [
        Section::D0,
        Section::D1,
        Section::D2,
        Section::D3,
        Section::D4,
        Section::D5,
    ];

    /// "D.0" … "D.5".
    pub const fn id(self) -> &'static str {
        match self {
            Section::D0 => "D.0",
            Section::D1 => "D.1",
            Section::D2 => "D.2",
            Section::D3 => "D.3",
            Section::D4 => "D.4",
            Section::D5 => "D.5",
        }
    }
}

/// One ±1 of a roll. Each belongs to one roll, so the UI can name it and
/// the step knows its section.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Modifier {
    /// Gunnery +1: a name in italics [D-1].
    Italics,
    /// Gunnery +1: target in the same or an adjacent hex.
    CloseRange,
    /// Gunnery +1: the target lost speed [D-4].
    GunTargetLostSpeed,
    /// Gunnery +1: the target tows or is towed.
    GunTargetTowing,
    /// Torpedo +1: a capital ship or an F-numbered transport.
    TorpedoTargetCapital,
    /// Torpedo +1: the target lost speed [D-4].
    TorpedoTargetLostSpeed,
    /// Torpedo +1: the target tows or is towed.
    TorpedoTargetTowing,
    /// Torpedo +1: the target is in the firer's hex.
    SameHex,
    /// Torpedo −1: the firer is a capital ship.
    FirerCapital,
    /// Torpedo −1: hull-mounted tubes (boxed on the ship's card).
    HullTubes,
    /// Grounding −1: the land is the ship's own country's.
    OwnCoast,
    /// Grounding +1: a capital ship that is not shallow-draught.
    DeepDraughtCapital,
}

impl Modifier {
    /// Its value: +1 or −1.
    pub const fn value(self) -> i8 {
        match self {
            Modifier::FirerCapital | Modifier::HullTubes | Modifier::OwnCoast => -1,
            Modifier::Italics
            | Modifier::CloseRange
            | Modifier::GunTargetLostSpeed
            | Modifier::GunTargetTowing
            | Modifier::TorpedoTargetCapital
            | Modifier::TorpedoTargetLostSpeed
            | Modifier::TorpedoTargetTowing
            | Modifier::SameHex
            | Modifier::DeepDraughtCapital => 1,
        }
    }

    pub const fn section(self) -> Section {
        match self {
            Modifier::Italics
            | Modifier::CloseRange
            | Modifier::GunTargetLostSpeed
            | Modifier::GunTargetTowing => Section::D1,
            Modifier::TorpedoTargetCapital
            | Modifier::TorpedoTargetLostSpeed
            | Modifier::TorpedoTargetTowing
            | Modifier::SameHex
            | Modifier::FirerCapital
            | Modifier::HullTubes => Section::D2,
            Modifier::OwnCoast | Modifier::DeepDraughtCapital => Section::D3,
        }
    }
}

/// Which d6 roll a hit chance is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Roll {
    Gunnery,
    Torpedo,
    Grounding,
}

/// The rule behind one step, with the numbers it involved.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "rule", rename_all = "snake_case"))]
pub enum Rule {
    // ── D.0 impulse tracker ──
    /// This is step `step` of round `round`: what happens in it.
    Impulse {
        round: u32,
        step: u8,
        kind: StepKind,
    },
    /// Initiative for the round, as the players decided it (not in the text).
    InitiativeEntered { player: Player },
    /// A group of this speed moves in this step (or may stay).
    GroupMoves { speed: GroupSpeed, step: u8 },
    /// A group of this speed does not move in this step.
    GroupWaits { speed: GroupSpeed, step: u8 },
    /// The step moves the other player's groups.
    OtherPlayersStep { role: Role, step: u8 },
    /// Not a movement step: nobody moves.
    NotAMoveStep { step: u8, kind: StepKind },
    /// A group that lost all speed cannot move.
    StoppedCannotMove,
    /// Towing or towed ships move only in their player's last movement step
    /// of the round (7.34): 18 for the initiative player, 17 for the other.
    TowingMovesOnlyAtLastStep { last_step: u8 },
    /// At most `max` ships of a side in a hex when the move ends, groups
    /// merged only up to `max` (7.32).
    HexLimit { max: u8 },
    /// The ship may be detached from its group (7.35).
    MayDetach { why: Detach },
    /// Gunnery damage of the last gunnery step takes effect now, at the
    /// start of the torpedo step.
    GunneryDamageTakesEffect,
    /// Step 20 is over and both sides are still on the map and in sight:
    /// round `round` begins at step 1 (7.36).
    NewRound { round: u32 },
    /// One side's ships have all left, are out of sight or are sunk: the
    /// tactical phase is over (7.36).
    PhaseOver,
    /// The battle has reached a second round: its fleets move one sea zone
    /// less next turn, except fleets of speed 1 slow or more (7.38).
    ProlongedBattle { round: u32 },

    // ── D.1 gunnery ──
    /// The players say the target cannot be seen: no battery may fire.
    TargetNotVisible,
    /// The battery reaches the target: `dice` d6.
    BatteryInRange {
        battery: Battery,
        range: u32,
        max_range: u32,
        factor: u8,
        dice: u32,
    },
    /// The target is beyond the battery's range: no dice.
    BatteryOutOfRange {
        battery: Battery,
        range: u32,
        max_range: u32,
    },
    /// B, CD or AC: primary guns reach only 2 hexes (7.62).
    ObsoleteFireControl { max_range: u32 },
    /// One of 7.62's named exceptions: modern range.
    FireControlException { exception: Exception },
    /// 16- or 18-inch guns reach 4 hexes with half the primary factor,
    /// rounded up (7.61).
    VeryBigGuns { factor: u8, dice: u32 },
    /// Very big guns on an obsolete ship: the two-hex limit of 7.62 wins.
    VeryBigGunsObsolete,
    /// A modifier that applies to this roll.
    ModifierApplies { modifier: Modifier, value: i8 },
    /// A modifier the situation suggests but the rule (or the reading on the
    /// step) does not give.
    ModifierNotApplied { modifier: Modifier },
    /// Several gunnery modifiers add up [D-2].
    ModifiersAdded { modifier: i8 },
    /// Several gunnery modifiers count as +1 only [D-2].
    ModifiersCapped { sum: i8, modifier: i8 },
    /// A die hits when face + modifier ≥ 6: from `min_face` up.
    HitChance {
        roll: Roll,
        modifier: i8,
        min_face: Option<u8>,
        probability: Fraction,
    },
    /// No face reaches 6 with this modifier: no hit is possible.
    NoHitPossible { roll: Roll, modifier: i8 },
    /// The dice of one battery (or the torpedoes) and its hits.
    Rolled {
        weapon: Weapon,
        faces: Vec<u8>,
        modifier: i8,
        hits: u32,
    },
    /// A hit's 2d6 on the damage table (gunnery or torpedo, by weapon): the
    /// players look the total up and enter the box it hits.
    DamageRoll {
        weapon: Weapon,
        faces: [u8; 2],
        total: u8,
    },

    // ── D.1 damage and armour (8.0) ──
    /// The hit damages this armour (primary and torpedo: any; secondary:
    /// light or none; tertiary: none).
    Penetrates { weapon: Weapon, armour: Armour },
    /// The hit cannot damage this armour and is ignored.
    Deflected { weapon: Weapon, armour: Armour },
    /// The next box of the record's section `index` (0-based) is crossed,
    /// left to right.
    BoxCrossed {
        index: usize,
        kind: SectionKind,
        box_number: u8,
        boxes: u8,
    },
    /// Every box of the record's section `index` is crossed: the hit counts
    /// on the hull.
    SectionFull { index: usize, kind: SectionKind },
    /// Gunnery damage is marked now and takes effect at the start of the
    /// next torpedo step; until then the ship fires at its old values.
    TakesEffectAtTorpedoStep,
    /// Every hull box is crossed: the ship sinks.
    ShipSinks,
    /// The hull was already full: the hit has nothing left to do.
    AlreadySunk,

    // ── D.2 torpedoes ──
    /// The ship cannot fire torpedoes now.
    TorpedoesCannotFire { reason: CannotFire },
    /// The whole torpedo factor is fired and crossed off; the ship fires no
    /// more torpedoes this game unless it rearms (7.73).
    TorpedoesSpent { factor: u8 },

    // ── D.3 grounding ──
    /// No grounding roll for this ship here.
    NoGroundingCheck { reason: NoCheck },
    /// The grounding roll: grounded on a total of 6 or more.
    GroundingRoll {
        face: u8,
        modifier: i8,
        total: i8,
        grounded: bool,
    },

    // ── D.4 refloating ──
    /// A ship grounded deliberately can never be refloated (7.44).
    CannotRefloat,
    /// The weather-phase roll: a 1 refloats.
    RefloatRoll { face: u8, refloated: bool },
    /// The damage roll after refloating: hull boxes lost = half, rounded up
    /// (plus 1 if unarmoured [D-7]).
    RefloatDamage {
        face: u8,
        unarmoured: bool,
        hull_boxes: u8,
    },

    // ── D.5 fuel ──
    /// A fleet that fought: its d6 in twelfths of a fuel unit.
    FuelRoll {
        fleet: u32,
        face: u8,
        fuel: Fraction,
    },
}

impl Rule {
    /// The digest section the rule comes from.
    pub fn section(&self) -> Section {
        match self {
            Rule::Impulse { .. }
            | Rule::InitiativeEntered { .. }
            | Rule::GroupMoves { .. }
            | Rule::GroupWaits { .. }
            | Rule::OtherPlayersStep { .. }
            | Rule::NotAMoveStep { .. }
            | Rule::StoppedCannotMove
            | Rule::TowingMovesOnlyAtLastStep { .. }
            | Rule::HexLimit { .. }
            | Rule::GunneryDamageTakesEffect
            | Rule::NewRound { .. }
            | Rule::PhaseOver
            | Rule::ProlongedBattle { .. } => Section::D0,
            Rule::TargetNotVisible
            | Rule::BatteryInRange { .. }
            | Rule::BatteryOutOfRange { .. }
            | Rule::ObsoleteFireControl { .. }
            | Rule::FireControlException { .. }
            | Rule::VeryBigGuns { .. }
            | Rule::VeryBigGunsObsolete
            | Rule::ModifiersAdded { .. }
            | Rule::ModifiersCapped { .. }
            | Rule::BoxCrossed { .. }
            | Rule::SectionFull { .. }
            | Rule::TakesEffectAtTorpedoStep
            | Rule::ShipSinks
            | Rule::MayDetach { .. }
            | Rule::AlreadySunk => Section::D1,
            Rule::ModifierApplies { modifier, .. } | Rule::ModifierNotApplied { modifier } => {
                modifier.section()
            }
            Rule::HitChance { roll, .. } | Rule::NoHitPossible { roll, .. } => match roll {
                Roll::Gunnery => Section::D1,
                Roll::Torpedo => Section::D2,
                Roll::Grounding => Section::D3,
            },
            Rule::Rolled { weapon, .. }
            | Rule::DamageRoll { weapon, .. }
            | Rule::Penetrates { weapon, .. }
            | Rule::Deflected { weapon, .. } => weapon.section(),
            Rule::TorpedoesCannotFire { .. } | Rule::TorpedoesSpent { .. } => Section::D2,
            Rule::NoGroundingCheck { .. } | Rule::GroundingRoll { .. } => Section::D3,
            Rule::CannotRefloat | Rule::RefloatRoll { .. } | Rule::RefloatDamage { .. } => {
                Section::D4
            }
            Rule::FuelRoll { .. } => Section::D5,
        }
    }

    /// The seed's paragraph number, where the text numbers it (the gunnery
    /// procedure and the damage rules carry no number in the seed).
    pub fn paragraph(&self) -> Option<&'static str> {
        match self {
            Rule::Impulse { .. }
            | Rule::InitiativeEntered { .. }
            | Rule::GroupMoves { .. }
            | Rule::GroupWaits { .. }
            | Rule::OtherPlayersStep { .. }
            | Rule::NotAMoveStep { .. } => Some("7.31"),
            Rule::StoppedCannotMove => Some("7.32"),
            Rule::TowingMovesOnlyAtLastStep { .. } => Some("7.34"),
            Rule::HexLimit { .. } => Some("7.32"),
            Rule::MayDetach { .. } => Some("7.35"),
            Rule::NewRound { .. } | Rule::PhaseOver => Some("7.36"),
            Rule::ProlongedBattle { .. } => Some("7.38"),
            Rule::BatteryInRange { .. } | Rule::BatteryOutOfRange { .. } => Some("7.6"),
            Rule::VeryBigGuns { .. } => Some("7.61"),
            Rule::ObsoleteFireControl { .. }
            | Rule::FireControlException { .. }
            | Rule::VeryBigGunsObsolete => Some("7.62"),
            Rule::TorpedoesCannotFire { reason } => Some(reason.paragraph()),
            Rule::TorpedoesSpent { .. } => Some("7.73"),
            Rule::ModifierApplies { modifier, .. } | Rule::ModifierNotApplied { modifier } => {
                match modifier.section() {
                    Section::D2 => Some("7.71"),
                    Section::D3 => Some("7.42"),
                    Section::D0 | Section::D1 | Section::D4 | Section::D5 => None,
                }
            }
            Rule::HitChance { roll, .. } | Rule::NoHitPossible { roll, .. } => match roll {
                Roll::Gunnery => None,
                Roll::Torpedo => Some("7.71"),
                Roll::Grounding => Some("7.42"),
            },
            Rule::Rolled { weapon, .. } | Rule::DamageRoll { weapon, .. } => match weapon {
                Weapon::Torpedo => Some("7.71"),
                Weapon::Primary | Weapon::Secondary | Weapon::Tertiary => None,
            },
            Rule::NoGroundingCheck { reason } => Some(reason.paragraph()),
            Rule::GroundingRoll { .. } => Some("7.42"),
            Rule::CannotRefloat => Some("7.44"),
            Rule::RefloatRoll { .. } | Rule::RefloatDamage { .. } => Some("7.43"),
            Rule::FuelRoll { .. } => Some("7.39"),
            Rule::GunneryDamageTakesEffect
            | Rule::TargetNotVisible
            | Rule::ModifiersAdded { .. }
            | Rule::ModifiersCapped { .. }
            | Rule::Penetrates { .. }
            | Rule::Deflected { .. }
            | Rule::BoxCrossed { .. }
            | Rule::SectionFull { .. }
            | Rule::TakesEffectAtTorpedoStep
            | Rule::ShipSinks
            | Rule::AlreadySunk => None,
        }
    }
}

/// One step of an explanation. Serialised flat: the rule's name under
/// "rule", its numbers beside it, then "section" and "reading" (no rule has
/// a field of those names).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Step {
    #[cfg_attr(feature = "serde", serde(flatten))]
    pub rule: Rule,
    /// The digest section ("D.1"), the same as `rule.section()`.
    pub section: Section,
    /// The reading the step relied on, with the option applied.
    pub reading: Option<Choice>,
}

impl Step {
    /// A step that relies on no reading.
    pub fn new(rule: Rule) -> Step {
        Step {
            section: rule.section(),
            rule,
            reading: None,
        }
    }

    /// A step that relies on `reading`.
    pub fn with_reading(rule: Rule, reading: Choice) -> Step {
        Step {
            section: rule.section(),
            rule,
            reading: Some(reading),
        }
    }
}
