//! The explanation of an outcome. This module owns [`Step`] (one line of
//! "what happened and why"), [`Rule`] (the rule a step applies, with the
//! numbers involved) and [`Section`] (the digest section a rule comes from).
//! Steps carry data, not text: the UI words each rule in Russian and
//! English.

use super::artillery::Gun;
use super::fire::Shooter;
use super::movement::OfficerState;
use super::officer::FieldHolder;
use super::readings::Reading;
use super::units::{Side, Terrain, UnitKind};

/// A section of the digest's §M.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Section {
    /// Movement dice and costs.
    #[cfg_attr(feature = "serde", serde(rename = "M.1"))]
    M1,
    /// Musket and carbine fire.
    #[cfg_attr(feature = "serde", serde(rename = "M.2"))]
    M2,
    /// Heavy artillery.
    #[cfg_attr(feature = "serde", serde(rename = "M.3"))]
    M3,
    /// Field artillery.
    #[cfg_attr(feature = "serde", serde(rename = "M.4"))]
    M4,
    /// Horse artillery.
    #[cfg_attr(feature = "serde", serde(rename = "M.5"))]
    M5,
    /// Melee.
    #[cfg_attr(feature = "serde", serde(rename = "M.6"))]
    M6,
    /// Officer save.
    #[cfg_attr(feature = "serde", serde(rename = "M.7"))]
    M7,
    /// Captured batteries.
    #[cfg_attr(feature = "serde", serde(rename = "M.8"))]
    M8,
    /// Courier and pursuit.
    #[cfg_attr(feature = "serde", serde(rename = "M.9"))]
    M9,
}

impl Section {
    pub const ALL: [Section; 9] = [
        Section::M1,
        Section::M2,
        Section::M3,
        Section::M4,
        Section::M5,
        Section::M6,
        Section::M7,
        Section::M8,
        Section::M9,
    ];

    /// "M.1" … "M.9".
    pub const fn id(self) -> &'static str {
        match self {
            Section::M1 => "M.1",
            Section::M2 => "M.2",
            Section::M3 => "M.3",
            Section::M4 => "M.4",
            Section::M5 => "M.5",
            Section::M6 => "M.6",
            Section::M7 => "M.7",
            Section::M8 => "M.8",
            Section::M9 => "M.9",
        }
    }
}

/// The rule one step applies, with its numbers.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "rule", rename_all = "snake_case"))]
pub enum Rule {
    // M.1 movement dice
    /// The side's own die ("1 кубик").
    SideDie { face: Option<u8> },
    /// A die for an officer in the battle, placed and unwounded (`officer`
    /// is his place in the list entered).
    OfficerDie { officer: u8, face: Option<u8> },
    /// An officer who brings no die, and why.
    OfficerNoDie { officer: u8, state: OfficerState },
    /// [M-2] pooled: the faces add up to the side's points.
    PooledPoints { dice: u8, total: Option<u32> },
    /// [M-2] each officer spends his own die.
    OwnDice { dice: u8 },

    // M.2 musket and carbine fire
    /// The shooter's range and whether it may fire diagonally from where it
    /// stands.
    ShooterRange {
        shooter: Shooter,
        range: u8,
        from: Terrain,
        diagonal: bool,
    },
    /// The shooter destroys on `from_face` or more.
    HitsOn { shooter: Shooter, from_face: u8 },
    /// The fire die.
    FireDie { face: u8, hit: bool },
    /// A hit destroys the target unit.
    TargetDestroyed,

    // M.3–M.5 artillery
    /// The gun's dice.
    GunDice { gun: Gun, faces: Vec<u8> },
    /// Double 1 (horse artillery: a 1): the gun explodes, destroying itself.
    GunExplodes { gun: Gun },
    /// Any other double misses.
    DoubleMisses { face: u8 },
    /// The cell the roll names, and how far from the gun it is [M-4].
    CellRolled { gun: Gun, cell: u8, distance: u8 },
    /// The player shifted the field gun's cell (up to ±1 on its second
    /// shooting turn, ±2 from the third, if it has not turned).
    CellShifted {
        from: u8,
        to: u8,
        allowed: u8,
        turn: u8,
    },
    /// From a hill the shot passes over the next cell, sparing it.
    PassesOver { distance: u8 },
    /// Forest, hill, wall or tower: the shot covers this one cell of it and
    /// goes no further.
    LineCut { distance: u8, terrain: Terrain },
    /// Mountains stop the shot before this cell; nothing there or beyond is
    /// hit.
    LineStopped { distance: u8 },
    /// Everything in this cell is destroyed, own figures included
    /// (`own` of the `figures`).
    CellHit { distance: u8, figures: u8, own: u8 },
    /// Officers hit by the gun each roll a save (M.7).
    OfficersMustSave { officers: u8 },

    // M.6 melee
    /// A unit's own bonus.
    UnitBonus {
        side: Side,
        unit: UnitKind,
        bonus: i8,
    },
    /// An officer on the unit's cell: 2d6, keep the better; the unit's
    /// bonuses only.
    OfficerHelps { side: Side },
    /// An officer fighting in person: 2d6, keep the better, plus his own
    /// bonus (+1 mounted [M-8], 0 on foot).
    OfficerInPerson {
        side: Side,
        mounted: bool,
        bonus: i8,
    },
    /// A mounted officer on a ladder, wall or tower cell fights on foot:
    /// «Если офицер пытается перейти на квадрат с лестницей, стеной или
    /// башней он так же далее считается пешим отрядом».
    OfficerOnFootThere { side: Side, cell: Terrain },
    /// −2 attacking into mountains [M-9].
    IntoMountains { penalty: i8 },
    /// The gates defend with d6 + `bonus` [M-10].
    GatesDefend { bonus: i8 },
    /// A side's melee dice and the face kept.
    MeleeDice {
        side: Side,
        faces: Vec<u8>,
        kept: u8,
    },
    /// A side's total: the kept face plus the bonuses.
    MeleeTotal { side: Side, kept: u8, total: i32 },
    /// The higher total wins.
    HigherWins {
        winner: Side,
        attacker: i32,
        defender: i32,
    },
    /// Equal totals: the defender wins.
    TieToDefender { total: i32 },
    /// The loser is destroyed.
    LoserDestroyed { side: Side },
    /// Artillery destroyed in melee is laid on its side (it may be captured
    /// after the battle, M.8).
    LaidOnSide { side: Side, unit: UnitKind },
    /// A unit that loses to the gates is not destroyed.
    RepulsedByGates,
    /// Destroyed gates count as open until the battle ends.
    GatesOpened,
    /// A losing officer rolls a save instead of dying (M.7).
    OfficerMustSave,

    // M.7 officer save
    /// The save die: 5+ saves.
    SaveDie { face: u8, saved: bool },
    /// Saved: the officer is dismounted; his horse rolls after the battle.
    Dismounted,
    /// Saved, already on foot: nothing more.
    SavedOnFoot,
    /// Wounded: his movement die leaves the battle.
    MovementDieLeaves,
    /// Wounded: captured if the enemy holds the field.
    WoundedFate { field: FieldHolder },
    /// After the battle, the horse: 4+ it was only wounded.
    HorseDie { face: u8, survives: bool },

    // M.8 captured batteries
    /// One battery destroyed in melee: 4+ captured.
    CaptureDie {
        battery: u32,
        face: u8,
        captured: bool,
    },
    /// How many of them were captured.
    BatteriesCaptured { captured: u32, batteries: u32 },

    // M.9 courier and pursuit
    /// The courier's 2d6 against the N enemy units on the territory.
    CourierDice {
        first: u8,
        second: u8,
        sum: u8,
        units: u32,
    },
    /// Double 1: the courier is taken to the enemy general [M-12 when N ≤ 1].
    DoubleOneCaptured,
    /// Double 1 with N ≤ 1 counts as a sum of 2, higher than N [M-12].
    DoubleOnePasses,
    /// Higher than N: the courier passes unseen.
    CourierUnseen { sum: u8, units: u32 },
    /// N or less: a "suspicious type" is reported to the enemy general.
    CourierSpotted { sum: u8, units: u32 },
    /// The pursuit's dice: the courier's one against one per cavalry unit.
    PursuitDice { courier: u8, pursuers: Vec<u8> },
    /// What the courier's die is compared with [M-13], and the outcome.
    PursuitCompared {
        courier: u8,
        against: u32,
        escapes: bool,
    },
}

impl Rule {
    /// The digest section the rule comes from.
    pub fn section(&self) -> Section {
        match self {
            Rule::SideDie { .. }
            | Rule::OfficerDie { .. }
            | Rule::OfficerNoDie { .. }
            | Rule::PooledPoints { .. }
            | Rule::OwnDice { .. } => Section::M1,
            Rule::ShooterRange { .. }
            | Rule::HitsOn { .. }
            | Rule::FireDie { .. }
            | Rule::TargetDestroyed => Section::M2,
            Rule::GunDice { gun, .. }
            | Rule::GunExplodes { gun }
            | Rule::CellRolled { gun, .. } => gun.section(),
            Rule::DoubleMisses { .. }
            | Rule::PassesOver { .. }
            | Rule::LineCut { .. }
            | Rule::LineStopped { .. }
            | Rule::CellHit { .. }
            | Rule::OfficersMustSave { .. } => Section::M3,
            Rule::CellShifted { .. } => Section::M4,
            Rule::UnitBonus { .. }
            | Rule::OfficerHelps { .. }
            | Rule::OfficerInPerson { .. }
            | Rule::OfficerOnFootThere { .. }
            | Rule::IntoMountains { .. }
            | Rule::GatesDefend { .. }
            | Rule::MeleeDice { .. }
            | Rule::MeleeTotal { .. }
            | Rule::HigherWins { .. }
            | Rule::TieToDefender { .. }
            | Rule::LoserDestroyed { .. }
            | Rule::LaidOnSide { .. }
            | Rule::RepulsedByGates
            | Rule::GatesOpened
            | Rule::OfficerMustSave => Section::M6,
            Rule::SaveDie { .. }
            | Rule::Dismounted
            | Rule::SavedOnFoot
            | Rule::MovementDieLeaves
            | Rule::WoundedFate { .. }
            | Rule::HorseDie { .. } => Section::M7,
            Rule::CaptureDie { .. } | Rule::BatteriesCaptured { .. } => Section::M8,
            Rule::CourierDice { .. }
            | Rule::DoubleOneCaptured
            | Rule::DoubleOnePasses
            | Rule::CourierUnseen { .. }
            | Rule::CourierSpotted { .. }
            | Rule::PursuitDice { .. }
            | Rule::PursuitCompared { .. } => Section::M9,
        }
    }
}

/// One step of an explanation: the rule with its numbers, its section, and
/// the reading it relied on, if any.
///
/// ```
/// use shturman_battles::macro_battle::{Reading, Rule, Section, Step};
/// let s = Step::read(Rule::IntoMountains { penalty: -2 }, Reading::M9Mountains);
/// assert_eq!(s.section, Section::M6);
/// assert_eq!(s.reading, Some(Reading::M9Mountains));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Step {
    #[cfg_attr(feature = "serde", serde(flatten))]
    pub rule: Rule,
    pub section: Section,
    pub reading: Option<Reading>,
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
    pub fn read(rule: Rule, reading: Reading) -> Step {
        Step {
            section: rule.section(),
            rule,
            reading: Some(reading),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sections_serialise_as_ids() {
        for s in Section::ALL {
            assert_eq!(
                serde_json::to_string(&s).unwrap(),
                format!("\"{}\"", s.id())
            );
        }
    }

    #[test]
    fn steps_round_trip_flat() {
        let steps = vec![
            Step::new(Rule::MeleeDice {
                side: Side::Attacker,
                faces: vec![2, 5],
                kept: 5,
            }),
            Step::read(Rule::GatesDefend { bonus: -1 }, Reading::M10Gates),
            Step::new(Rule::RepulsedByGates),
            Step::new(Rule::OfficerNoDie {
                officer: 2,
                state: OfficerState::Wounded,
            }),
            Step::new(Rule::GunDice {
                gun: Gun::Field,
                faces: vec![3, 4],
            }),
        ];
        let s = serde_json::to_string(&steps).unwrap();
        assert!(
            s.starts_with("[{\"rule\":\"melee_dice\",\"side\":\"attacker\",\"faces\":[2,5],\"kept\":5,\"section\":\"M.6\",\"reading\":null}"),
            "{s}"
        );
        assert!(s.contains("\"reading\":\"M-10\""), "{s}");
        assert!(s.contains("\"section\":\"M.4\""), "{s}");
        let back: Vec<Step> = serde_json::from_str(&s).unwrap();
        assert_eq!(back, steps);
    }
}
