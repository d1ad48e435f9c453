//! The `macro_battle` words in English: [`super::EN`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::{Words, faces, n, signed};
use crate::Lang;
use crate::his::Entry;
use crate::plural::{DICE, MINUTES, POINTS, UNITS};
use shturman_battles::macro_battle::artillery::{BadShift, Gun, NoGunShot};
use shturman_battles::macro_battle::fire::{NoShot, Shooter};
use shturman_battles::macro_battle::march::Marcher;
use shturman_battles::macro_battle::melee::{Fate, MeleeError};
use shturman_battles::macro_battle::movement::OfficerState;
use shturman_battles::macro_battle::officer::FieldHolder;
use shturman_battles::macro_battle::units::Misplaced;
use shturman_battles::macro_battle::{MacroError, Reading, Rule, Side, Terrain, UnitKind};

fn unit_en(u: UnitKind) -> &'static str {
    match u {
        UnitKind::LightInfantry => "Light infantry",
        UnitKind::RifleInfantry => "Rifle infantry",
        UnitKind::HeavyInfantry => "Heavy infantry",
        UnitKind::LightCavalry => "Light cavalry",
        UnitKind::RifleCavalry => "Rifle cavalry",
        UnitKind::HeavyCavalry => "Heavy cavalry",
        UnitKind::HorseArtillery => "Horse artillery",
        UnitKind::FieldArtillery => "Field artillery",
        UnitKind::HeavyArtillery => "Heavy artillery",
        UnitKind::Saboteurs => "Saboteurs",
    }
}

fn terrain_en(t: Terrain) -> &'static str {
    match t {
        Terrain::Open => "open ground",
        Terrain::Forest => "forest",
        Terrain::River => "river",
        Terrain::Bridge => "bridge",
        Terrain::Hill => "hill",
        Terrain::Mountain => "mountains",
        Terrain::Road => "road",
        Terrain::Swamp => "swamp",
        Terrain::Wall => "wall",
        Terrain::WideWall => "wide wall",
        Terrain::Ladder => "ladder",
        Terrain::Tower => "tower",
        Terrain::Gate => "gates",
    }
}

const fn side_en(s: Side) -> &'static str {
    match s {
        Side::Attacker => "The attacker",
        Side::Defender => "The defender",
    }
}

fn gun_en(g: Gun) -> &'static str {
    match g {
        Gun::Heavy => "Heavy",
        Gun::Field => "Field",
        Gun::Horse => "Horse",
    }
}

fn holder_en(f: FieldHolder) -> &'static str {
    match f {
        FieldHolder::Undecided => "the battle goes on",
        FieldHolder::OwnSide => "his side",
        FieldHolder::Enemy => "the enemy",
    }
}

fn state_en(s: OfficerState) -> &'static str {
    match s {
        OfficerState::InBattle => "in the battle",
        OfficerState::Wounded => "wounded",
        OfficerState::NotYetPlaced => "not placed yet",
        OfficerState::LeftBattle => "left the battle",
    }
}

fn step_en(r: &Rule) -> String {
    let l = Lang::En;
    match r {
        Rule::SideDie { face } => match face {
            Some(f) => format!("The side's die: {f}"),
            None => "The side's die: 1".into(),
        },
        Rule::OfficerDie { officer, face } => match face {
            Some(f) => format!("Officer no. {}'s die: {f}", officer + 1),
            None => format!("Officer no. {} in the battle: +1 die", officer + 1),
        },
        Rule::OfficerNoDie { officer, state } => {
            format!("Officer no. {} {}: no die", officer + 1, state_en(*state))
        }
        Rule::PooledPoints { dice, total } => match total {
            Some(t) => format!("The faces add up to the side's pool: {}", n(POINTS, l, *t)),
            None => format!("{} add up to the side's pool", n(DICE, l, u32::from(*dice))),
        },
        Rule::OwnDice { dice } => format!(
            "{}: each officer spends his own die on his own units",
            n(DICE, l, u32::from(*dice))
        ),
        Rule::ShooterRange {
            shooter,
            range,
            from,
            diagonal,
        } => format!(
            "{}: range {range}{}; standing on {}",
            shooter_en(*shooter),
            if *diagonal {
                ", diagonals allowed"
            } else {
                ", straight only"
            },
            terrain_en(*from)
        ),
        Rule::HitsOn { shooter, from_face } => {
            format!("{} hits on {from_face}+", shooter_en(*shooter))
        }
        Rule::FireDie { face, hit } => {
            format!("Rolled {face}: {}", if *hit { "a hit" } else { "a miss" })
        }
        Rule::TargetDestroyed => "A hit destroys the unit".into(),
        Rule::GunDice { gun, faces: f } => {
            format!("{} artillery: rolled {}", gun_en(*gun), faces(f))
        }
        Rule::GunExplodes { .. } => "The gun explodes, destroying itself".into(),
        Rule::DoubleMisses { face } => format!("Double {face}: a miss"),
        Rule::CellRolled { cell, distance, .. } => format!(
            "The gun's own cell is no. 1 [M-4]; the dice sum to {cell}, which is no. {cell}, the cell {distance} from the gun"
        ),
        Rule::CellShifted {
            from,
            to,
            allowed,
            turn,
        } => format!(
            "The player shifted cell no. {from} to no. {to} (shooting turn {turn}: up to {allowed})"
        ),
        Rule::PassesOver { distance } => {
            format!("From a hill the shot passes over the cell {distance} from the gun")
        }
        Rule::LineCut { distance, terrain } => format!(
            "The cell {distance} from the gun is {}: only it is hit, the shot goes no further",
            terrain_en(*terrain)
        ),
        Rule::LineStopped { distance } => {
            format!("The cell {distance} from the gun is mountains: the shot stops before it")
        }
        Rule::CellHit {
            distance,
            figures: 0,
            ..
        } => format!("The cell {distance} from the gun: empty"),
        Rule::CellHit {
            distance,
            figures,
            own: 0,
        } => format!("The cell {distance} from the gun: everything destroyed, figures: {figures}"),
        Rule::CellHit {
            distance,
            figures,
            own,
        } => format!(
            "The cell {distance} from the gun: everything destroyed, figures: {figures}, {own} of them own"
        ),
        Rule::OfficersMustSave { officers } => {
            format!("Officers hit roll a save, {officers} of them")
        }
        Rule::UnitBonus { side, unit, bonus } => format!(
            "{}: {} {}",
            side_en(*side),
            unit_en(*unit).to_lowercase(),
            signed(i32::from(*bonus))
        ),
        Rule::OfficerHelps { side } => format!(
            "{}: an officer on the unit's cell — 2 dice, the better kept",
            side_en(*side)
        ),
        Rule::OfficerOnFootThere { side, cell } => format!(
            "{}: an officer on a {} cell is on foot, no +1: “If an officer tries to move onto a ladder, wall or tower square, he too counts as a foot unit from then on”",
            side_en(*side),
            terrain_en(*cell)
        ),
        Rule::OfficerInPerson {
            side,
            mounted,
            bonus,
        } => format!(
            "{}: an officer fighting in person, {} — 2 dice, the better {}",
            side_en(*side),
            if *mounted { "mounted" } else { "on foot" },
            signed(i32::from(*bonus))
        ),
        Rule::IntoMountains { penalty } => {
            format!("Attacking into mountains: {}", signed(i32::from(*penalty)))
        }
        Rule::GatesDefend { bonus } => {
            format!("The gates defend: a die {}", signed(i32::from(*bonus)))
        }
        Rule::MeleeDice {
            side,
            faces: f,
            kept,
        } => {
            if f.len() > 1 {
                format!("{}: rolled {}, keeps {kept}", side_en(*side), faces(f))
            } else {
                format!("{}: rolled {kept}", side_en(*side))
            }
        }
        Rule::MeleeTotal { side, kept, total } => {
            format!("{}: {kept} + bonuses = {total}", side_en(*side))
        }
        Rule::HigherWins {
            winner,
            attacker,
            defender,
        } => format!(
            "{attacker} against {defender}: {} is higher and wins",
            side_en(*winner).to_lowercase()
        ),
        Rule::TieToDefender { total } => {
            format!("Equal ({total} : {total}): the defender wins")
        }
        Rule::LoserDestroyed { side } => format!("{} lost and is destroyed", side_en(*side)),
        Rule::LaidOnSide { side, .. } => format!(
            "{}: the artillery is destroyed and laid on its side — it may be captured after the battle",
            side_en(*side)
        ),
        Rule::RepulsedByGates => "A unit that loses to the gates is not destroyed".into(),
        Rule::GatesOpened => "The gates are broken: open until the battle ends".into(),
        Rule::OfficerMustSave => "A losing officer does not die: he rolls a save".into(),
        Rule::SaveDie { face, saved } => format!(
            "Save: rolled {face} — {}",
            if *saved {
                "saved (5+)"
            } else {
                "wounded (1–4)"
            }
        ),
        Rule::Dismounted => "Saved but dismounted: the horse rolls after the battle".into(),
        Rule::SavedOnFoot => "Saved; he was on foot anyway".into(),
        Rule::MovementDieLeaves => "Wounded: his movement die leaves the battle".into(),
        Rule::WoundedFate { field } => match field {
            FieldHolder::Undecided => {
                "If the enemy holds the field, the wounded officer is captured".into()
            }
            FieldHolder::OwnSide => "His side holds the field: he is carried off".into(),
            FieldHolder::Enemy => "The enemy holds the field: he is captured".into(),
        },
        Rule::HorseDie { face, survives } => format!(
            "The horse: rolled {face} — {}",
            if *survives {
                "only wounded (4+)"
            } else {
                "lost"
            }
        ),
        Rule::CaptureDie {
            battery,
            face,
            captured,
        } => format!(
            "Battery no. {battery}: rolled {face} — {}",
            if *captured {
                "captured (4+)"
            } else {
                "not captured"
            }
        ),
        Rule::BatteriesCaptured {
            captured,
            batteries,
        } => format!("Batteries captured: {captured} of {batteries}"),
        Rule::CourierDice {
            first,
            second,
            sum,
            units,
        } => format!(
            "The courier: {first} + {second} = {sum} against {}",
            n(UNITS, l, *units)
        ),
        Rule::DoubleOneCaptured => "Double 1: the courier is taken to the general".into(),
        Rule::DoubleOnePasses => {
            "Double 1, but the sum 2 beats the number of units: the courier passes".into()
        }
        Rule::CourierUnseen { sum, units } => {
            format!("{sum} is more than {units}: the courier passes unseen")
        }
        Rule::CourierSpotted { sum, units } => {
            format!("{sum} is not more than {units}: the general hears of a “suspicious type”")
        }
        Rule::PursuitDice { courier, pursuers } => {
            format!("The courier: {courier}; the pursuit: {}", faces(pursuers))
        }
        Rule::PursuitCompared {
            courier,
            against,
            escapes,
        } => format!(
            "{courier} against {against}: {}",
            if *escapes {
                "the courier escapes"
            } else {
                "the courier is caught"
            }
        ),
    }
}

fn shooter_en(s: Shooter) -> &'static str {
    match s {
        Shooter::RifleInfantry => "Rifle infantry",
        Shooter::Saboteurs => "Saboteurs",
        Shooter::RifleCavalry => "Rifle cavalry",
        Shooter::MountedOfficer => "Mounted officer",
        Shooter::OfficerOnFoot => "Officer on foot",
    }
}

fn no_shot_en(e: &NoShot) -> String {
    match e {
        NoShot::NotAShooter { unit } => format!("{} cannot shoot", unit_en(*unit)),
        NoShot::ArtilleryFiresAsArtillery { unit } => {
            format!("{} fires by the artillery rules", unit_en(*unit))
        }
        NoShot::GatesDoNotShoot => "Gates do not shoot".into(),
        NoShot::SameCell => "The target is on the shooter's cell".into(),
        NoShot::OutOfRange { distance, range } => {
            format!("The target is {distance} away; the range is {range}")
        }
        NoShot::DiagonalNotFrom { from } => format!(
            "Diagonal fire only from a tower, wall, hill or mountains, not from {}",
            terrain_en(*from)
        ),
        NoShot::BetweenCells { .. } => "The cells between are not given".into(),
        NoShot::Mountain { .. } => "No fire passes mountains".into(),
        NoShot::ThroughWall { .. } => "No musket fire through a wall".into(),
        NoShot::ThroughOccupied { .. } => {
            "No fire through a cell with a unit (except from a hill or mountains)".into()
        }
        NoShot::WallFromBelow { .. } => "A wall is shot only from a ladder, tower or wall".into(),
        NoShot::OfficerWithUnit => "Infantry may not pick an officer standing with a unit".into(),
        NoShot::GatesNotForInfantry => "Infantry may not shoot at the gates".into(),
        NoShot::ShooterMisplaced(m) => format!("The shooter's cell: {}", misplaced_en(*m)),
        NoShot::TargetMisplaced(m) => format!("The target's cell: {}", misplaced_en(*m)),
    }
}

fn gun_error_en(e: &NoGunShot) -> String {
    match e {
        NoGunShot::FromSwamp => "Artillery cannot fire from a swamp".into(),
        NoGunShot::DiagonalNotFrom { .. } => {
            "Diagonally only heavy and field guns, from a tower or hill".into()
        }
        NoGunShot::HeavyTurnedThisTurn => "A heavy gun cannot fire in a turn it turned".into(),
        NoGunShot::HeavyCannotMove => "A heavy gun does not move".into(),
        NoGunShot::FieldMovedThisTurn => "A field gun cannot fire in a turn it moved".into(),
        NoGunShot::ZeroTurn => "Shooting turns count from the first".into(),
        NoGunShot::PassOverNotFromHill { .. } => {
            "Only from a hill may a gun fire over the next cell".into()
        }
        NoGunShot::LineTooLong { max, .. } => format!("A line is at most {max} long"),
        NoGunShot::AimOnlyForField { .. } => "Only a field gun aims".into(),
        NoGunShot::AimAtOwnCell { nearest, .. } => {
            format!("The nearest cell in front of the gun is no. {nearest}")
        }
        NoGunShot::DiceCount { .. } => "The wrong number of dice".into(),
    }
}

fn error_en(e: &MacroError) -> String {
    match e {
        MacroError::NoShot(s) => no_shot_en(s),
        MacroError::NoGunShot(g) => gun_error_en(g),
        MacroError::BadShift(b) => match b {
            BadShift::OnlyField { .. } => "Only a field gun shifts its cell".into(),
            BadShift::TooFar { allowed, .. } => {
                format!("This turn the cell shifts by at most {allowed}")
            }
            BadShift::DoubleStaysMiss => "A double cannot be shifted into a hit".into(),
            BadShift::OntoOwnCell { .. } => "The shift lands on the gun's own cell".into(),
        },
        MacroError::Melee(m) => match m {
            MeleeError::GatesDoNotAttack => "The gates do not attack".into(),
            MeleeError::MayNotAttackIntoMountains { .. } => {
                "Only infantry attacks into mountains [M-9]".into()
            }
            MeleeError::GatesBonusNeedsEnteredReading { .. } => {
                "A gates bonus needs the reading [M-10] “entered by the master”".into()
            }
            MeleeError::WallOnlyFromLadderTowerOrWall { from } => format!(
                "“A wall may be … attacked in melee from ladder, tower or wall cells, \
                 but not from the others” — attacked from: {}",
                terrain_en(*from)
            ),
            MeleeError::TowerOnlyFromLadderTowerWallOrGate { from } => format!(
                "“A tower may be attacked in melee from ladder, tower, wall or gate cells \
                 but not from the others” — attacked from: {}",
                terrain_en(*from)
            ),
            MeleeError::GatesHeld => "“The gates may be attacked in melee only if no enemy \
                 troops share their cell”"
                .into(),
            MeleeError::GatesOffTheirCell { cell } => format!(
                "The gates are “marked by a token on a wall cell”, not on: {}",
                terrain_en(*cell)
            ),
            MeleeError::Misplaced { side, why } => format!(
                "The {}'s cell: {}",
                match side {
                    Side::Attacker => "attacker",
                    Side::Defender => "defender",
                },
                misplaced_en(*why)
            ),
        },
        MacroError::TooManyOfficers { max, .. } => format!("At most {max} officers"),
        MacroError::TooManyBatteries { max, .. } => format!("At most {max} batteries"),
        MacroError::BadPursuers { max, .. } => {
            format!("Cavalry in pursuit: from 1 to {max}")
        }
        MacroError::NoEnemyOnTheWay => "A courier rolls 2d6 only when riding “through a \
             territory the enemy holds”: at least 1 enemy unit"
            .into(),
        MacroError::NoMarchers => "Tick at least one kind of troops".into(),
        MacroError::Dice(_) => "A die's face is 1 to 6".into(),
        other => format!("Not allowed: {other}"),
    }
}

/// A figure on a cell its movement rules keep it off: the text's sentence.
pub(super) fn misplaced_en(m: Misplaced) -> &'static str {
    match m {
        Misplaced::CavalryInForest => {
            "“Forest. Impassable for cavalry. Cavalry may not move onto a forest cell”"
        }
        Misplaced::CavalryOnLadder => "“Ladder. Cavalry may not move on this cell”",
        Misplaced::CavalryOnTower => "“Tower … Cavalry may not move on this cell.”",
        Misplaced::RiverImpassable { .. } => "“River. Impassable for infantry and artillery.”",
    }
}

const SETTLED_EN: &[Entry] = &[
    Entry {
        id: "M-17",
        title: "The gate cell and the wall rule",
        body: "The app: a gate cell is not a wall cell for “A wall may be … attacked in melee from ladder, tower or wall cells, but not from the others” — no melee onto a wall from a gate cell. Why: the gates are “marked by a token on a wall cell”, but the tower's rule names the gates separately (“from ladder, tower, wall or gate cells”) and the wall's does not. §M.6",
    },
    Entry {
        id: "M-18",
        title: "Troops on the gate cell",
        body: "The app: troops may stand on a gate cell; while the defender's troops stand there, they are attacked by the usual rules (the loser is destroyed), and the gates themselves may not be — “The gates may be attacked in melee only if no enemy troops share their cell”. The gates are attacked once their cell is empty. §M.6",
    },
    Entry {
        id: "M-19",
        title: "An officer on a ladder, wall or tower",
        body: "The app: a mounted officer on a ladder, wall or tower cell fights on foot — no +1, a save with no horse to lose (“If an officer tries to move onto a ladder, wall or tower square, he too counts as a foot unit from then on”); the sentence does not name the gate cell, where he stays mounted. An officer on foot still rolls 2d6 in melee and keeps the better (“In melee the officer rolls 2d6”). §M.6",
    },
];

const SECTIONS_EN: &[Entry] = &[
    Entry {
        id: "M.1",
        title: "Movement dice",
        body: "A side rolls 1 die + one per officer in the battle (placed, unwounded) [M-2]. Infantry: 1 cell a point; cavalry and mounted officers: 2 cells a point (max 4); artillery: 2 points a cell (horse max 2, field 1, heavy none). Turning up to 90° costs 1; roads double the maximum; swamps stop the move; cavalry stops on each river cell.",
    },
    Entry {
        id: "M.2",
        title: "Musket and carbine fire",
        body: "One shot a phase at one unit; not through an occupied cell (except from a hill or mountains), no muskets through walls. Rifle infantry and saboteurs: 2 cells straight (diagonal from a tower, wall [M-16], hill or mountains), hit on 5–6. Rifle cavalry: 1 cell, on 6. Officer: [M-7], on 6. A hit destroys the unit; an officer rolls a save (M.7).",
    },
    Entry {
        id: "M.3",
        title: "Heavy artillery",
        body: "2d6: double 1 — the gun explodes; any other double misses; otherwise the sum N — everything on the line up to cell N is destroyed, own units too (cells from the gun, [M-4]). Forest, hill, wall, tower take 1 cell; no fire through mountains; none from a swamp. Cannot fire in a turn it turned.",
    },
    Entry {
        id: "M.4",
        title: "Field artillery",
        body: "The same 2d6, but only cell N is hit. If the gun did not turn, from its second shooting turn the cell may shift by ±1, from the third by up to ±2, after the roll; a double cannot be shifted into a hit. Cannot fire in a turn it moved.",
    },
    Entry {
        id: "M.5",
        title: "Horse artillery",
        body: "1 die along the gun's facing: 1 — the gun explodes (its own cell), 2–6 — that cell is hit.",
    },
    Entry {
        id: "M.6",
        title: "Melee",
        body: "Attacker's die + bonus against the defender's die + bonus; higher wins and destroys the loser, ties go to the defender. A wall only from a ladder, tower or wall; a tower also from the gates; the gates only when no defending troops share their cell. Heavy infantry +2, light and rifle cavalry +1, heavy cavalry +2, horse and field artillery −1, heavy −2, infantry into mountains −2 [M-9], a mounted officer in person +1 [M-8]. An officer on the unit's cell: 2 dice, the better; in person: 2 dice, the better + his bonus. A losing officer saves; a unit losing to the gates survives [M-10]; artillery is laid on its side.",
    },
    Entry {
        id: "M.7",
        title: "Officer's save",
        body: "A die 5+: saved, dismounted (after the battle the horse: 4+ only wounded); 1–4: wounded, his movement die leaves the battle, captured if the enemy holds the field.",
    },
    Entry {
        id: "M.8",
        title: "Captured batteries",
        body: "After the battle, for each battery destroyed in melee: a die 4+ — captured.",
    },
    Entry {
        id: "M.9",
        title: "Courier and pursuit",
        body: "2d6 against the number N of enemy units on the way (the master keeps it hidden): double 1 — captured [M-12]; higher than N — passes unseen, else spotted. Pursuit: the courier's die against K dice, K the cavalry units sent [M-13]. A courier rolls only on a territory the enemy holds (at least 1 unit). A march to a neighbouring territory: courier 5 minutes, cavalry 15, infantry 30, artillery 60 — the slowest decides; for half of it the army is still in the territory it leaves.",
    },
];

fn reading_en(r: Reading) -> Entry {
    let id = r.id();
    let (title, body) = match r {
        Reading::M2MovementDice => (
            "Movement dice: pooled or each his own",
            "By default the faces add up to the side's pool; otherwise each officer spends his own die on his own units.",
        ),
        Reading::M4GunCell => (
            "Which cell artillery counts from",
            "By default the gun's own cell is no. 1 (a roll of N is N − 1 away); otherwise it is no. 0.",
        ),
        Reading::M7OfficerRange => (
            "An officer's musket range",
            "By default 1 cell, as cavalry; otherwise 2 on foot, as infantry.",
        ),
        Reading::M8OfficerBonus => (
            "When a mounted officer's +1 counts",
            "By default in attack and defence; otherwise in attack only.",
        ),
        Reading::M9Mountains => (
            "Who pays −2 attacking into mountains",
            "By default only infantry pays −2; an officer fighting on foot “counts as an infantry unit” and pays −2 too (the app applies it); or every attacker pays; or only infantry may attack into mountains at all.",
        ),
        Reading::M10Gates => (
            "What gates defend with",
            "By default a die + 0; otherwise a bonus the master enters.",
        ),
        Reading::M12DoubleOne => (
            "A courier's double 1 when N ≤ 1",
            "By default double 1 always captures; otherwise with N ≤ 1 the sum 2 beats N and he passes.",
        ),
        Reading::M13Pursuit => (
            "When a courier escapes a pursuit",
            "By default if his die beats the pursuers' highest; or ties escape too; or it must beat their sum.",
        ),
        Reading::M16Walls => (
            "Which walls allow diagonal fire",
            "By default any wall; otherwise wide walls only.",
        ),
    };
    Entry { id, title, body }
}

fn option_en(_: Reading, code: &str) -> &'static str {
    match code {
        "pooled" => "Pooled",
        "own_die" => "His own die",
        "own_cell_1" => "Gun is no. 1",
        "own_cell_0" => "Gun is no. 0",
        "one" => "1 cell",
        "two_on_foot" => "On foot 2",
        "attack_and_defence" => "Attack and defence",
        "attack_only" => "Attack only",
        "infantry_only" => "Infantry only",
        "every_attacker" => "Every attacker",
        "only_infantry_may_attack" => "Only infantry attacks",
        "d6" => "A die + 0",
        "entered" => "The master enters it",
        "captured" => "Captured",
        "passes" => "Passes",
        "beat_highest" => "Beat the highest",
        "ties_escape" => "Ties escape",
        "beat_sum" => "Beat the sum",
        "any_wall" => "Any wall",
        "wide_only" => "Wide only",
        _ => "—",
    }
}

pub(super) const WORDS: Words = Words {
    game: "«Price of Honour»: the macro-battle",
    melee_title: "Melee",
    melee_note: "Dice and bonuses, officers, gates, ties to the defender",
    fire_title: "Musket fire",
    fire_note: "Muskets and carbines: may it fire, and the odds",
    artillery_title: "Artillery",
    artillery_note: "Heavy, field with its shift, horse; what is on the line",
    movement_title: "Movement dice",
    movement_note: "The side's and the officers' dice, the points",
    after_title: "After the battle",
    after_note: "An officer's save, the horse, captured batteries",
    courier_title: "Courier, pursuit, march",
    courier_note: "2d6 against a hidden number of units; the cavalry's pursuit; march times between territories",
    unit: unit_en,
    mounted_officer: "Mounted officer",
    officer_on_foot: "Officer on foot",
    gates: "Gates",
    terrain: terrain_en,
    shooter: shooter_en,
    gun: gun_en,
    field_holder: holder_en,
    officer_state: state_en,
    fighter: "Who",
    officer_on_cell: "Officer on the cell",
    attacker_cell: "Attacker's cell",
    defender_cell: "Defender's cell",
    troops_on_gates: "The defender's troops on the gates' cell",
    gate_target: "What is attacked on the gate cell",
    gate_target_troops: "Troops in the gates",
    gate_target_gates: "The gates themselves",
    gate_troops_note: |name| {
        format!(
            "The troops in the gates are attacked, not the gates: {name} fights by the usual rules, and the loser is destroyed. The gates themselves are attacked when no defending troops stand on their cell."
        )
    },
    cell_rule: |t| match t {
        Terrain::Wall | Terrain::WideWall => Some(
            "“A wall may be … attacked in melee from ladder, tower or wall cells, but not from the others”",
        ),
        Terrain::Tower => Some(
            "“A tower may be attacked in melee from ladder, tower, wall or gate cells but not from the others”",
        ),
        Terrain::Gate => Some(
            "“The gates may be attacked in melee only if no enemy troops share their cell. Losing a melee to the gates does not destroy the unit.”",
        ),
        Terrain::Mountain => Some("“Infantry may attack into mountains in melee at −2.”"),
        Terrain::Open
        | Terrain::Forest
        | Terrain::River
        | Terrain::Bridge
        | Terrain::Hill
        | Terrain::Road
        | Terrain::Swamp
        | Terrain::Ladder => None,
    },
    gates_bonus: "Gates bonus",
    field: "The field is held by",
    distance: "Cells to the target",
    diagonal: "Diagonal",
    from: "The shooter stands on",
    target: "Target",
    target_kind: |k| match k {
        0 => "A unit",
        1 => "An officer alone",
        2 => "An officer with a unit",
        _ => "The gates",
    },
    target_mounted: "The target officer is mounted",
    target_on: "The target stands on",
    between: "The cell between",
    between_occupied: "A unit stands there",
    gun_kind: "Gun",
    turned: "Turned this turn",
    moved: "Moved this turn",
    turn: "Shooting turn",
    pass_over: "From a hill, over the next cell",
    aim: "Aims at cell",
    line: "The line of fire",
    line_cells: "Cells entered",
    cell_content: |i| match i {
        0 => "empty",
        1 => "enemy",
        2 => "own unit",
        3 => "enemy officer",
        4 => "forest",
        5 => "hill",
        6 => "wall",
        7 => "tower",
        8 => "mountains",
        _ => "enemy gates",
    },
    cell_label: |d| format!("The cell {d} from the gun"),
    shift: "Shift the cell",
    officers_in_battle: "Officers in the battle",
    officers_out: "No die: wounded, not placed",
    mode: "The roll",
    save_mode: "Save",
    horse_mode: "Horse",
    batteries_mode: "Batteries",
    batteries: "Batteries destroyed in melee",
    courier_mode: "Courier",
    pursuit_mode: "Pursuit",
    march_mode: "March",
    map_modes: "On the global map",
    marcher: |m| match m {
        Marcher::Courier => "Courier",
        Marcher::Cavalry => "Cavalry",
        Marcher::Infantry => "Infantry",
        Marcher::Artillery => "Artillery",
    },
    march_time: |minutes, slowest| {
        let slowest = match slowest {
            Marcher::Courier => "a courier",
            Marcher::Cavalry => "cavalry",
            Marcher::Infantry => "infantry",
            Marcher::Artillery => "artillery",
        };
        format!(
            "March to a neighbouring territory: {} (at the slowest's pace: {slowest})",
            n(MINUTES, Lang::En, minutes)
        )
    },
    march_border: |seconds| {
        format!(
            "For the first {} the army marches in the territory it leaves, then in the one it enters",
            super::minutes_and_seconds(Lang::En, seconds)
        )
    },
    march_slower: "Slower is allowed, faster is not",
    enemy_units: "Enemy units (N)",
    pursuers: "Cavalry in pursuit (K)",
    pool: |i| match i {
        0 => "Dice",
        1 => "Save",
        _ => "Pursuit",
    },
    attacker_wins: "The attacker wins",
    defender_wins: "The defender wins (ties)",
    tie: "Of which ties",
    total_of: |s| match s {
        Side::Attacker => "The attacker's total",
        Side::Defender => "The defender's total",
    },
    fate: |f| match f {
        Fate::Destroyed => "the loser destroyed",
        Fate::LaidOnSide => "artillery on its side",
        Fate::OfficerSaved => "the officer saved",
        Fate::OfficerWounded => "the officer wounded",
        Fate::Repulsed => "repulsed by the gates — the unit is not destroyed",
        Fate::GatesOpened => "the gates broken",
    },
    winner: |s| match s {
        Side::Attacker => "The attacker wins",
        Side::Defender => "The defender wins",
    },
    hit: "A hit",
    miss: "A miss",
    destroyed: "The unit is destroyed",
    gates_opened: "The gates are broken",
    officer_saved: "The officer is saved",
    officer_wounded: "The officer is wounded",
    explodes: "The gun explodes",
    double_miss: "A double — a miss",
    cell_hit: |d| format!("The cell {d} from the gun"),
    cells_chart: "Where the shot lands",
    total_chart: "The points",
    points: |p| n(POINTS, Lang::En, p),
    horse_survives: "The horse is only wounded",
    horse_lost: "The horse is lost",
    captured_batteries: |k| format!("Batteries captured: {k}"),
    at_least_one: "At least one captured",
    unseen: "Passes unseen",
    spotted: "Spotted",
    captured: "Captured",
    escapes: "Escapes",
    caught: "Caught",
    against_chart: "What the courier's die must beat",
    step: step_en,
    error: error_en,
    sections: SECTIONS_EN,
    reading: reading_en,
    settled: SETTLED_EN,
    option: option_en,
};
