//! `shturman macro <resolver>`: the «Цена Чести» macro-battle resolvers
//! (digest §M) as one JSON object each. This module owns their options,
//! their validation (every bad value is a [`CliError`] naming it) and the
//! JSON shapes; the rules are `shturman_battles::macro_battle`. Every
//! resolver prints the exact odds; with `--faces` it also resolves the faces
//! rolled on real dice, with every step explained.

use crate::args::{Args, CliError};
use serde::Serialize;
use shturman_battles::macro_battle::artillery::{CellShare, Gun, GunShot, LineCell, MAX_LINE};
use shturman_battles::macro_battle::batteries::{Batteries, MAX_BATTERIES};
use shturman_battles::macro_battle::courier::{Courier, Pursuit, MAX_PURSUERS};
use shturman_battles::macro_battle::fire::{Between, FireTarget, Line, Shooter, ShotSetup};
use shturman_battles::macro_battle::melee::{Fate, Fighter, Melee};
use shturman_battles::macro_battle::movement::{self, MovementDice, OfficerState, MAX_OFFICERS};
use shturman_battles::macro_battle::officer::{self, FieldHolder, SaveSetup};
use shturman_battles::macro_battle::{
    Allegiance, Figure, MacroError, Options, Piece, Reading, Share, Side, Step, Terrain, UnitKind,
};
use shturman_battles::Fraction;
use shturman_rules::dice::{DiceError, ScriptedDice};
use std::collections::BTreeMap;

pub const USAGE: &str = "\
usage: shturman macro <resolver> [options]   (--help after a resolver for its options)
  movement   the side's movement dice: count, exact total, the costs table
  fire       one musket or carbine shot: targeting checks, hit chance, officer save
  artillery  a heavy, field or horse gun: explodes, miss, the cell hit
  melee      one attack: winner, tie (to the defender), the loser's fate
  save       an officer's save (and his horse after the battle)
  capture    batteries destroyed in melee, captured after the battle
  courier    a courier riding through enemy territory
  pursuit    the courier's die against the cavalry sent after him
Readings ([M-n], default first) on every resolver:
  --m2 pooled|own-die            --m4 own-cell-1|own-cell-0
  --m7 one|two-on-foot           --m8 attack-and-defence|attack-only
  --m9 infantry-only|every-attacker|only-infantry-may-attack
  --m10 d6|entered               --m12 captured|passes
  --m13 beat-highest|ties-escape|beat-sum      --m16 any-wall|wide-only
--faces F,F,..  resolve these faces (from real dice) as well as the odds.
Unit kinds: light-infantry, rifle-infantry, heavy-infantry, light-cavalry
(or cavalry), rifle-cavalry, heavy-cavalry, horse-artillery, field-artillery,
heavy-artillery, saboteurs; officers: officer (mounted), officer-on-foot.";

const MOVEMENT_USAGE: &str = "\
usage: shturman macro movement [--officers N] [--wounded N] [--not-placed N] [--left N] [--table] [--faces F,..]
  One die for the side and one per officer in the battle, placed and unwounded.
  --officers N    officers in the battle (default 0); --wounded, --not-placed,
                  --left count officers who bring no die
  --table         also print the movement costs table
  --faces         the side's die first, then each officer's";

const FIRE_USAGE: &str = "\
usage: shturman macro fire --shooter S --distance D [options]
  --shooter rifle-infantry|saboteurs|rifle-cavalry|officer|officer-on-foot
  --distance D    cells to the target (1 = adjacent)
  --diagonal      along a diagonal
  --from T        terrain the shooter stands on (default open)
  --between T[:occupied],..  the cells passed over, nearest first
  --target unit|officer|officer-with-unit|gates   (default unit)
  --target-on-foot  the officer shot at is on foot
  --target-on T   terrain the target stands on (default open)
  --field undecided|own|enemy  who holds the field (a wounded officer's capture)
  Terrain: open forest river bridge hill mountain road swamp wall wide-wall
  ladder tower gate. A shot the rules forbid prints {\"allowed\":false,\"reason\":..}.";

const ARTILLERY_USAGE: &str = "\
usage: shturman macro artillery --gun heavy|field|horse [--aim N --turns K] [options]
  --aim N       field gun: the cell wanted; the shift allowed this turn is
                made towards it (else the roll stands)
  --turns K     field gun: its shooting turn without turning (1 = first)
  --turned      turned this turn (heavy: may not fire; field: no shift)
  --moved       moved this turn (heavy and field: may not fire)
  --from T      terrain the gun stands on; --diagonal; --over (from a hill,
                over the next cell)
  --line CELLS  the line in front of the gun, nearest first, comma separated:
                TERRAIN[:FIGURE+FIGURE..], FIGURE = own-KIND or enemy-KIND
                (KIND a unit kind, officer, officer-on-foot or gates)
  --faces A,B   the gun's dice (one for horse artillery); --shift S the
                field gun's chosen shift (default: towards --aim)";

const MELEE_USAGE: &str = "\
usage: shturman macro melee --attacker KIND --defender KIND [options]
  KIND: a unit kind, officer, officer-on-foot (in person), gates (defender)
  --attacker-officer, --defender-officer   an officer on the unit's cell
                (2d6, keep the better)
  --into-mountains  the attacker attacks into mountains [M-9]
  --gates-bonus N   the gates' bonus under --m10 entered
  --field undecided|own|enemy  who holds the field (a losing officer's capture)
  --faces       attacker's dice, defender's dice, then a losing officer's save";

const SAVE_USAGE: &str = "\
usage: shturman macro save [--on-foot] [--field undecided|own|enemy] [--faces F] [--horse-face F]
  An officer who lost a melee or was hit: d6 5+ saved (dismounted), else wounded.";

const CAPTURE_USAGE: &str = "\
usage: shturman macro capture --batteries N [--faces F,..]
  Each battery destroyed in melee: d6 4+ captured after the battle.";

const COURIER_USAGE: &str = "\
usage: shturman macro courier --units N [--faces A,B]
  2d6 against the N enemy units on the territory: higher passes unseen, else
  spotted; double 1 captured [M-12].";

const PURSUIT_USAGE: &str = "\
usage: shturman macro pursuit --cavalry K [--faces C,P,..]
  The courier's d6 against one d6 per cavalry unit sent [M-13].";

/// Options every macro resolver takes: the readings and `--faces`.
const COMMON: [&str; 10] = [
    "m2", "m4", "m7", "m8", "m9", "m10", "m12", "m13", "m16", "faces",
];

fn to_json<T: Serialize>(v: &T) -> Result<String, CliError> {
    serde_json::to_string(v).map_err(|e| CliError::new(format!("internal: cannot write JSON: {e}")))
}

fn parse(argv: &[String], with_value: &[&str], flags: &[&str]) -> Result<Args, CliError> {
    let mut all: Vec<&str> = COMMON.to_vec();
    all.extend_from_slice(with_value);
    Args::parse(argv, &all, flags)
}

/// The table's readings from `--m2` … `--m16`.
fn readings(a: &Args) -> Result<Options, CliError> {
    let mut o = Options::default();
    for r in Reading::ALL {
        let name = format!("m{}", &r.id()[2..]);
        if let Some(v) = a.get(&name) {
            o.set(r, v).map_err(|_| {
                CliError::new(format!(
                    "bad --{name} {v:?}: {} options are {}",
                    r.id(),
                    r.options().join(", ").replace('_', "-")
                ))
            })?;
        }
    }
    Ok(o)
}

fn readings_out(o: &Options) -> BTreeMap<&'static str, &'static str> {
    Reading::ALL
        .into_iter()
        .map(|r| (r.id(), o.get(r)))
        .collect()
}

/// `--faces`, if given, as the dice to resolve with.
fn faces(a: &Args) -> Result<Option<(ScriptedDice, String)>, CliError> {
    let Some(v) = a.get("faces") else {
        return Ok(None);
    };
    let bad = || {
        CliError::new(format!(
            "bad --faces {v:?}: faces are 1 to 6, comma separated"
        ))
    };
    let mut out = Vec::new();
    for it in v.split(',') {
        match it.trim().parse::<u8>() {
            Ok(f) if (1..=6).contains(&f) => out.push(f),
            _ => return Err(bad()),
        }
    }
    let dice = ScriptedDice::new(out).map_err(|_| bad())?;
    Ok(Some((dice, v.to_string())))
}

/// A resolver's error on entered faces or input, as one line.
fn resolve_error(e: MacroError, faces: &str) -> CliError {
    match e {
        MacroError::Dice(DiceError::RanOut { used }) => CliError::new(format!(
            "bad --faces {faces:?}: more dice are needed (ran out after {used})"
        )),
        MacroError::Dice(DiceError::BadFace { face }) => {
            CliError::new(format!("bad --faces {faces:?}: face {face} is not 1 to 6"))
        }
        other => CliError::new(other.to_string()),
    }
}

/// Resolve `--faces`, if given, with `f`; faces left over are a typing
/// mistake.
fn resolved<T>(
    a: &Args,
    f: impl FnOnce(&mut ScriptedDice) -> Result<T, MacroError>,
) -> Result<Option<T>, CliError> {
    let Some((mut dice, raw)) = faces(a)? else {
        return Ok(None);
    };
    let r = f(&mut dice).map_err(|e| resolve_error(e, &raw))?;
    all_used(&dice, &raw)?;
    Ok(Some(r))
}

/// Faces left over after resolving are a typing mistake.
fn all_used(dice: &ScriptedDice, faces: &str) -> Result<(), CliError> {
    if dice.remaining().is_empty() {
        Ok(())
    } else {
        Err(CliError::new(format!(
            "bad --faces {faces:?}: {} more than the dice rolled ({})",
            dice.remaining().len(),
            dice.used()
        )))
    }
}

fn count(a: &Args, name: &str, max: u32) -> Result<Option<u32>, CliError> {
    match a.get(name) {
        None => Ok(None),
        Some(v) => match v.trim().parse::<i64>() {
            Ok(n) if (0..=i64::from(max)).contains(&n) => Ok(Some(n as u32)),
            Ok(n) => Err(CliError::new(format!(
                "bad --{name} {n}: must be between 0 and {max}"
            ))),
            Err(_) => Err(CliError::new(format!(
                "bad --{name} {v:?}: not a whole number"
            ))),
        },
    }
}

fn terrain(name: &str, v: &str) -> Result<Terrain, CliError> {
    v.parse().map_err(|_| {
        CliError::new(format!(
            "bad --{name} {v:?}: terrain is one of {}",
            Terrain::ALL.map(|t| t.code().replace('_', "-")).join(", ")
        ))
    })
}

fn unit_kind(name: &str, v: &str) -> Result<UnitKind, CliError> {
    v.parse().map_err(|_| {
        CliError::new(format!(
            "bad --{name} {v:?}: use one of {}",
            UnitKind::ALL.map(|k| k.code().replace('_', "-")).join(", ")
        ))
    })
}

fn field(a: &Args) -> Result<FieldHolder, CliError> {
    match a
        .get("field")
        .map(|v| v.trim().to_lowercase().replace('_', "-"))
    {
        None => Ok(FieldHolder::Undecided),
        Some(v) => match v.as_str() {
            "undecided" => Ok(FieldHolder::Undecided),
            "own" | "own-side" => Ok(FieldHolder::OwnSide),
            "enemy" => Ok(FieldHolder::Enemy),
            _ => Err(CliError::new(format!(
                "bad --field {v:?}: use undecided, own or enemy"
            ))),
        },
    }
}

fn wants_help(argv: &[String]) -> bool {
    argv.iter().any(|a| a == "--help" || a == "-h")
}

/// One resolver's entry point.
type Resolver = fn(&[String]) -> Result<String, CliError>;

pub fn run(argv: &[String]) -> Result<String, CliError> {
    let rest = argv.get(1..).unwrap_or(&[]);
    let (usage, run): (&str, Resolver) =
        match argv.first().map(String::as_str) {
            Some("movement") => (MOVEMENT_USAGE, run_movement),
            Some("fire") => (FIRE_USAGE, run_fire),
            Some("artillery") => (ARTILLERY_USAGE, run_artillery),
            Some("melee") => (MELEE_USAGE, run_melee),
            Some("save") => (SAVE_USAGE, run_save),
            Some("capture") => (CAPTURE_USAGE, run_capture),
            Some("courier") => (COURIER_USAGE, run_courier),
            Some("pursuit") => (PURSUIT_USAGE, run_pursuit),
            Some("-h" | "--help") => return Ok(USAGE.to_string()),
            Some(other) => {
                return Err(CliError::new(format!(
                    "unknown macro resolver {other:?}: movement, fire, artillery, melee, save, capture, courier or pursuit"
                )))
            }
            None => {
                return Err(CliError::new(
                    "missing resolver: shturman macro movement|fire|artillery|melee|save|capture|courier|pursuit",
                ))
            }
        };
    if wants_help(rest) {
        return Ok(format!(
            "{usage}\n{}",
            USAGE.lines().skip(9).collect::<Vec<_>>().join("\n")
        ));
    }
    run(rest)
}

// ---------------------------------------------------------------------------
// movement

#[derive(Serialize)]
struct MovementOut {
    dice: u8,
    owners: Vec<movement::DieOwner>,
    total: Vec<Share<i32>>,
    pool: &'static str,
    steps: Vec<Step>,
    readings: BTreeMap<&'static str, &'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    table: Option<Vec<movement::TableRow>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<movement::MovementRoll>,
}

fn run_movement(argv: &[String]) -> Result<String, CliError> {
    let a = parse(
        argv,
        &["officers", "wounded", "not-placed", "left"],
        &["table"],
    )?;
    let o = readings(&a)?;
    let max = MAX_OFFICERS as u32;
    let mut officers = Vec::new();
    for (name, state) in [
        ("officers", OfficerState::InBattle),
        ("wounded", OfficerState::Wounded),
        ("not-placed", OfficerState::NotYetPlaced),
        ("left", OfficerState::LeftBattle),
    ] {
        let n = count(&a, name, max)?.unwrap_or(0);
        officers.extend(std::iter::repeat_n(state, n as usize));
    }
    let side =
        MovementDice::new(officers).map_err(|e| CliError::new(format!("bad officers: {e}")))?;
    let odds = side.odds(&o).map_err(|e| CliError::new(e.to_string()))?;
    let result = resolved(&a, |dice| side.resolve(&o, dice))?;
    to_json(&MovementOut {
        dice: odds.dice,
        owners: odds.owners,
        total: odds.total,
        pool: odds.pool.code(),
        steps: odds.steps,
        readings: readings_out(&o),
        table: a.flag("table").then(movement::table),
        result,
    })
}

// ---------------------------------------------------------------------------
// fire

#[derive(Serialize)]
struct FireOut {
    allowed: bool,
    dice: u8,
    hits_from: u8,
    hit: Fraction,
    outcomes: Vec<Share<shturman_battles::macro_battle::fire::FireOutcome>>,
    steps: Vec<Step>,
    readings: BTreeMap<&'static str, &'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<shturman_battles::macro_battle::fire::FireReport>,
}

#[derive(Serialize)]
struct NoFireOut {
    allowed: bool,
    reason: shturman_battles::macro_battle::fire::NoShot,
}

fn shooter(v: &str) -> Result<Shooter, CliError> {
    let c = v.trim().to_lowercase().replace('_', "-");
    let piece = match c.as_str() {
        "officer" | "mounted-officer" => Piece::Officer { mounted: true },
        "officer-on-foot" => Piece::Officer { mounted: false },
        "gates" => Piece::Gates,
        _ => Piece::Unit(unit_kind("shooter", v)?),
    };
    Shooter::of(piece).map_err(|e| CliError::new(format!("bad --shooter {v:?}: {e}")))
}

fn run_fire(argv: &[String]) -> Result<String, CliError> {
    let a = parse(
        argv,
        &[
            "shooter",
            "distance",
            "from",
            "between",
            "target",
            "target-on",
            "field",
        ],
        &["diagonal", "target-on-foot"],
    )?;
    let o = readings(&a)?;
    let shooter = shooter(
        a.get("shooter")
            .ok_or_else(|| CliError::new("missing --shooter"))?,
    )?;
    let distance =
        count(&a, "distance", 12)?.ok_or_else(|| CliError::new("missing --distance"))? as u8;
    let from = a
        .get("from")
        .map_or(Ok(Terrain::Open), |v| terrain("from", v))?;
    let target_on = a
        .get("target-on")
        .map_or(Ok(Terrain::Open), |v| terrain("target-on", v))?;
    let mounted = !a.flag("target-on-foot");
    let target = match a
        .get("target")
        .map(|v| v.trim().to_lowercase().replace('_', "-"))
    {
        None => FireTarget::Unit,
        Some(v) => match v.as_str() {
            "unit" => FireTarget::Unit,
            "officer" => FireTarget::Officer {
                with_unit: false,
                mounted,
            },
            "officer-with-unit" => FireTarget::Officer {
                with_unit: true,
                mounted,
            },
            "gates" => FireTarget::Gates,
            _ => {
                return Err(CliError::new(format!(
                    "bad --target {v:?}: use unit, officer, officer-with-unit or gates"
                )))
            }
        },
    };
    if a.flag("target-on-foot") && !matches!(target, FireTarget::Officer { .. }) {
        return Err(CliError::new(
            "bad --target-on-foot: only an officer target is on foot or mounted",
        ));
    }
    let between = match a.get("between") {
        None => vec![Between::default(); usize::from(distance.saturating_sub(1))],
        Some(v) => v
            .split(',')
            .map(|cell| {
                let (t, occ) = match cell.split_once(':') {
                    None => (cell, false),
                    Some((t, "occupied")) => (t, true),
                    Some(_) => {
                        return Err(CliError::new(format!(
                            "bad --between {v:?}: each cell is TERRAIN or TERRAIN:occupied"
                        )))
                    }
                };
                Ok(Between {
                    terrain: terrain("between", t)?,
                    occupied: occ,
                })
            })
            .collect::<Result<_, _>>()?,
    };
    let setup = ShotSetup {
        shooter,
        from,
        line: if a.flag("diagonal") {
            Line::Diagonal
        } else {
            Line::Straight
        },
        distance,
        between,
        target,
        target_on,
    };
    let odds = match setup.odds(&o) {
        Ok(odds) => odds,
        Err(MacroError::NoShot(reason)) => {
            return to_json(&NoFireOut {
                allowed: false,
                reason,
            })
        }
        Err(e) => return Err(CliError::new(e.to_string())),
    };
    let field = field(&a)?;
    let result = resolved(&a, |dice| setup.resolve(&o, field, dice))?;
    to_json(&FireOut {
        allowed: true,
        dice: odds.dice,
        hits_from: odds.hits_from,
        hit: odds.hit,
        outcomes: odds.outcomes,
        steps: odds.steps,
        readings: readings_out(&o),
        result,
    })
}

// ---------------------------------------------------------------------------
// artillery

#[derive(Serialize)]
struct ArtilleryOut {
    gun: Gun,
    dice: u8,
    explodes: Fraction,
    miss: Fraction,
    cells: Vec<CellShare>,
    cells_hit: Vec<CellShare>,
    allowed_shift: u8,
    aim: Option<u8>,
    aim_hit: Option<Fraction>,
    readings: BTreeMap<&'static str, &'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<shturman_battles::macro_battle::artillery::GunReport>,
}

fn figure(v: &str, spec: &str) -> Result<Figure, CliError> {
    let bad = |why: String| CliError::new(format!("bad --line {v:?}: figure {spec:?}: {why}"));
    let s = spec.trim().to_lowercase().replace('_', "-");
    let (side, kind) = if let Some(k) = s.strip_prefix("own-") {
        (Allegiance::Own, k)
    } else if let Some(k) = s.strip_prefix("enemy-") {
        (Allegiance::Enemy, k)
    } else {
        return Err(bad("start it with own- or enemy-".into()));
    };
    let piece = match kind {
        "officer" | "mounted-officer" => Piece::Officer { mounted: true },
        "officer-on-foot" => Piece::Officer { mounted: false },
        "gates" => Piece::Gates,
        k => Piece::Unit(k.parse::<UnitKind>().map_err(|_| {
            bad(format!(
                "{k:?} is not a unit kind, officer, officer-on-foot or gates"
            ))
        })?),
    };
    Ok(Figure { piece, side })
}

fn line(v: &str) -> Result<Vec<LineCell>, CliError> {
    let cells: Vec<&str> = v.split(',').collect();
    if cells.len() > MAX_LINE {
        return Err(CliError::new(format!(
            "bad --line: {} cells; at most {MAX_LINE}",
            cells.len()
        )));
    }
    cells
        .into_iter()
        .map(|cell| {
            let (t, figs) = match cell.split_once(':') {
                None => (cell, None),
                Some((t, f)) => (t, Some(f)),
            };
            let terrain = terrain("line", t)?;
            let figures = match figs {
                None => Vec::new(),
                Some(f) => f
                    .split('+')
                    .map(|spec| figure(v, spec))
                    .collect::<Result<_, _>>()?,
            };
            Ok(LineCell { terrain, figures })
        })
        .collect()
}

fn run_artillery(argv: &[String]) -> Result<String, CliError> {
    let a = parse(
        argv,
        &["gun", "aim", "turns", "from", "line", "shift"],
        &["turned", "moved", "diagonal", "over"],
    )?;
    let o = readings(&a)?;
    let gun = match a.get("gun").map(|v| v.trim().to_lowercase()) {
        None => return Err(CliError::new("missing --gun (heavy, field or horse)")),
        Some(v) => match v.as_str() {
            "heavy" => Gun::Heavy,
            "field" => Gun::Field,
            "horse" => Gun::Horse,
            _ => {
                return Err(CliError::new(format!(
                    "bad --gun {v:?}: use heavy, field or horse"
                )))
            }
        },
    };
    let aim = count(&a, "aim", 14)?.map(|n| n as u8);
    let turn = count(&a, "turns", 99)?.map_or(1, |n| n as u8);
    if turn == 0 {
        return Err(CliError::new("bad --turns 0: shooting turns count from 1"));
    }
    if gun != Gun::Field {
        for name in ["aim", "turns", "shift"] {
            if a.get(name).is_some() {
                return Err(CliError::new(format!(
                    "bad --{name}: only a field gun aims and shifts (this is a {} gun)",
                    gun.code()
                )));
            }
        }
    }
    let shot = GunShot {
        gun,
        from: a
            .get("from")
            .map_or(Ok(Terrain::Open), |v| terrain("from", v))?,
        diagonal: a.flag("diagonal"),
        turned_this_turn: a.flag("turned"),
        moved_this_turn: a.flag("moved"),
        turn,
        pass_over_first: a.flag("over"),
        line: a.get("line").map_or(Ok(Vec::new()), line)?,
    };
    let odds = shot
        .odds(&o, aim)
        .map_err(|e| CliError::new(e.to_string()))?;
    let shift: Option<i8> = match a.get("shift") {
        None => None,
        Some(v) => match v.trim().parse::<i8>() {
            Ok(s) if (-2..=2).contains(&s) => Some(s),
            _ => {
                return Err(CliError::new(format!(
                    "bad --shift {v:?}: a whole number from -2 to 2"
                )))
            }
        },
    };
    let result = match faces(&a)? {
        None if shift.is_some() => {
            return Err(CliError::new(
                "bad --shift: give the faces rolled with --faces",
            ))
        }
        None => None,
        Some((mut dice, raw)) => {
            let r = match shift {
                None => shot.resolve(&o, aim, &mut dice),
                Some(s) => {
                    let fs: Vec<u8> = dice.remaining().to_vec();
                    if fs.len() != usize::from(gun.dice()) {
                        return Err(CliError::new(format!(
                            "bad --faces {raw:?}: a {} gun rolls {} dice",
                            gun.code(),
                            gun.dice()
                        )));
                    }
                    shot.settle(&o, &fs, s)
                }
            }
            .map_err(|e| match e {
                MacroError::BadShift(b) => {
                    CliError::new(format!("bad --shift {}: {b}", shift.unwrap_or(0)))
                }
                other => resolve_error(other, &raw),
            })?;
            if shift.is_none() {
                all_used(&dice, &raw)?;
            }
            Some(r)
        }
    };
    to_json(&ArtilleryOut {
        gun,
        dice: odds.dice,
        explodes: odds.explodes,
        miss: odds.miss,
        cells: odds.cells,
        cells_hit: odds.cells_hit,
        allowed_shift: odds.allowed_shift,
        aim: odds.aim,
        aim_hit: odds.aim_hit,
        readings: readings_out(&o),
        result,
    })
}

// ---------------------------------------------------------------------------
// melee

#[derive(Serialize)]
struct OutcomeOut {
    winner: Side,
    tie: bool,
    loser: Fate,
    probability: Fraction,
}

#[derive(Serialize)]
struct MeleeOut {
    attacker_wins: Fraction,
    defender_wins: Fraction,
    tie: Fraction,
    attacker: Fighter,
    defender: Fighter,
    attacker_dice: u8,
    defender_dice: u8,
    attacker_bonus: i32,
    defender_bonus: i32,
    attacker_total: Vec<Share<i32>>,
    defender_total: Vec<Share<i32>>,
    outcomes: Vec<OutcomeOut>,
    steps: Vec<Step>,
    readings: BTreeMap<&'static str, &'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<shturman_battles::macro_battle::melee::MeleeReport>,
}

fn fighter(a: &Args, side: &str, gates_bonus: Option<i8>) -> Result<Fighter, CliError> {
    let v = a
        .get(side)
        .ok_or_else(|| CliError::new(format!("missing --{side}")))?;
    let officer = a.flag(&format!("{side}-officer"));
    let c = v.trim().to_lowercase().replace('_', "-");
    let f = match c.as_str() {
        "officer" | "mounted-officer" => Fighter::Officer { mounted: true },
        "officer-on-foot" => Fighter::Officer { mounted: false },
        "gates" if side == "defender" => Fighter::Gates {
            bonus: gates_bonus.unwrap_or(0),
        },
        "gates" => {
            return Err(CliError::new(
                "bad --attacker \"gates\": the gates only defend",
            ))
        }
        _ => Fighter::Unit {
            kind: unit_kind(side, v)?,
            officer,
        },
    };
    if officer && !matches!(f, Fighter::Unit { .. }) {
        return Err(CliError::new(format!(
            "bad --{side}-officer: an officer stands with a unit, not with {c:?}"
        )));
    }
    Ok(f)
}

fn run_melee(argv: &[String]) -> Result<String, CliError> {
    let a = parse(
        argv,
        &["attacker", "defender", "gates-bonus", "field"],
        &["attacker-officer", "defender-officer", "into-mountains"],
    )?;
    let o = readings(&a)?;
    let gates_bonus = match a.get("gates-bonus") {
        None => None,
        Some(v) => match v.trim().parse::<i8>() {
            Ok(b) if (-6..=6).contains(&b) => Some(b),
            _ => {
                return Err(CliError::new(format!(
                    "bad --gates-bonus {v:?}: a whole number from -6 to 6"
                )))
            }
        },
    };
    let attacker = fighter(&a, "attacker", None)?;
    let defender = fighter(&a, "defender", gates_bonus)?;
    if gates_bonus.is_some() && !matches!(defender, Fighter::Gates { .. }) {
        return Err(CliError::new(
            "bad --gates-bonus: only with --defender gates",
        ));
    }
    let m = Melee::new(attacker, defender, a.flag("into-mountains"))
        .map_err(|e| CliError::new(format!("bad --attacker: {e}")))?;
    let odds = m.odds(&o).map_err(|e| match e {
        MacroError::Melee(
            shturman_battles::macro_battle::melee::MeleeError::GatesBonusNeedsEnteredReading {
                bonus,
            },
        ) => CliError::new(format!(
            "bad --gates-bonus {bonus}: the gates defend with d6 + 0 unless --m10 entered"
        )),
        MacroError::Melee(
            err @ shturman_battles::macro_battle::melee::MeleeError::MayNotAttackIntoMountains {
                ..
            },
        ) => CliError::new(format!("bad --into-mountains: {err}")),
        other => CliError::new(other.to_string()),
    })?;
    let field = field(&a)?;
    let result = resolved(&a, |dice| m.resolve(&o, field, dice))?;
    let mut steps = odds.attacker.steps.clone();
    steps.extend(odds.defender.steps.iter().cloned());
    to_json(&MeleeOut {
        attacker_wins: odds.attacker_wins,
        defender_wins: odds.defender_wins,
        tie: odds.tie,
        attacker,
        defender,
        attacker_dice: odds.attacker.dice,
        defender_dice: odds.defender.dice,
        attacker_bonus: odds.attacker.bonus,
        defender_bonus: odds.defender.bonus,
        attacker_total: odds.attacker_total,
        defender_total: odds.defender_total,
        outcomes: odds
            .outcomes
            .iter()
            .map(|s| OutcomeOut {
                winner: s.value.winner,
                tie: s.value.tie,
                loser: s.value.loser,
                probability: s.probability,
            })
            .collect(),
        steps,
        readings: readings_out(&o),
        result,
    })
}

// ---------------------------------------------------------------------------
// save, capture

#[derive(Serialize)]
struct SaveOut {
    saved: Fraction,
    wounded: Fraction,
    /// After the battle, a saved officer's horse: 4+ only wounded.
    horse_survives: Fraction,
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<officer::SaveReport>,
    #[serde(skip_serializing_if = "Option::is_none")]
    horse: Option<officer::HorseReport>,
}

fn one_face(a: &Args, name: &str) -> Result<Option<u8>, CliError> {
    match a.get(name) {
        None => Ok(None),
        Some(v) => match v.trim().parse::<u8>() {
            Ok(f) if (1..=6).contains(&f) => Ok(Some(f)),
            _ => Err(CliError::new(format!(
                "bad --{name} {v:?}: a face from 1 to 6"
            ))),
        },
    }
}

fn run_save(argv: &[String]) -> Result<String, CliError> {
    let a = parse(argv, &["field", "horse-face"], &["on-foot"])?;
    let setup = SaveSetup {
        mounted: !a.flag("on-foot"),
        field: field(&a)?,
    };
    let t = officer::save_odds();
    let result = resolved(&a, |dice| officer::resolve_save(setup, dice))?;
    let horse = match one_face(&a, "horse-face")? {
        None => None,
        Some(f) => {
            if !setup.mounted {
                return Err(CliError::new(
                    "bad --horse-face: an officer on foot has no horse to roll for",
                ));
            }
            let mut d = ScriptedDice::new([f]).map_err(|_| CliError::new("bad --horse-face"))?;
            Some(officer::resolve_horse(&mut d).map_err(|e| CliError::new(e.to_string()))?)
        }
    };
    to_json(&SaveOut {
        saved: t.probability_of(&officer::SaveOutcome::Saved),
        wounded: t.probability_of(&officer::SaveOutcome::Wounded),
        horse_survives: officer::horse_odds(),
        result,
        horse,
    })
}

#[derive(Serialize)]
struct CaptureOut {
    batteries: u32,
    each: Fraction,
    at_least_one: Fraction,
    captured: Vec<Share<i32>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<shturman_battles::macro_battle::batteries::BatteriesReport>,
}

fn run_capture(argv: &[String]) -> Result<String, CliError> {
    let a = parse(argv, &["batteries"], &[])?;
    let n = count(&a, "batteries", MAX_BATTERIES)?
        .ok_or_else(|| CliError::new("missing --batteries"))?;
    let b = Batteries::new(n).map_err(|e| CliError::new(format!("bad --batteries {n}: {e}")))?;
    let odds = b.odds().map_err(|e| CliError::new(e.to_string()))?;
    let result = resolved(&a, |dice| b.resolve(dice))?;
    to_json(&CaptureOut {
        batteries: n,
        each: odds.each,
        at_least_one: odds.at_least_one,
        captured: odds.captured,
        result,
    })
}

// ---------------------------------------------------------------------------
// courier, pursuit

#[derive(Serialize)]
struct CourierOut {
    units: u32,
    dice: u8,
    unseen: Fraction,
    spotted: Fraction,
    captured: Fraction,
    /// [M-12] when it matters (N ≤ 1).
    reading: Option<Reading>,
    readings: BTreeMap<&'static str, &'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<shturman_battles::macro_battle::courier::CourierReport>,
}

fn run_courier(argv: &[String]) -> Result<String, CliError> {
    let a = parse(argv, &["units"], &[])?;
    let o = readings(&a)?;
    let units = count(&a, "units", 1000)?.ok_or_else(|| CliError::new("missing --units"))?;
    let c = Courier { units };
    let odds = c.odds(&o).map_err(|e| CliError::new(e.to_string()))?;
    let result = resolved(&a, |dice| c.resolve(&o, dice))?;
    to_json(&CourierOut {
        units,
        dice: odds.dice,
        unseen: odds.unseen,
        spotted: odds.spotted,
        captured: odds.captured,
        reading: odds.reading,
        readings: readings_out(&o),
        result,
    })
}

#[derive(Serialize)]
struct PursuitOut {
    cavalry: u32,
    courier_dice: u8,
    pursuer_dice: u32,
    escapes: Fraction,
    caught: Fraction,
    rule: &'static str,
    against: Vec<Share<i32>>,
    readings: BTreeMap<&'static str, &'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<shturman_battles::macro_battle::courier::PursuitReport>,
}

fn run_pursuit(argv: &[String]) -> Result<String, CliError> {
    let a = parse(argv, &["cavalry"], &[])?;
    let o = readings(&a)?;
    let k =
        count(&a, "cavalry", MAX_PURSUERS)?.ok_or_else(|| CliError::new("missing --cavalry"))?;
    let p = Pursuit::new(k)
        .map_err(|_| CliError::new(format!("bad --cavalry {k}: from 1 to {MAX_PURSUERS} units")))?;
    let odds = p.odds(&o).map_err(|e| CliError::new(e.to_string()))?;
    let result = resolved(&a, |dice| p.resolve(&o, dice))?;
    to_json(&PursuitOut {
        cavalry: k,
        courier_dice: odds.courier_dice,
        pursuer_dice: odds.pursuer_dice,
        escapes: odds.escapes,
        caught: odds.caught,
        rule: odds.rule.code(),
        against: odds.against,
        readings: readings_out(&o),
        result,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn argv(s: &[&str]) -> Vec<String> {
        s.iter().map(|x| x.to_string()).collect()
    }

    #[test]
    fn line_cells_parse() {
        let l = line("open:own-light-infantry,forest,wall:enemy-gates+enemy-officer").unwrap();
        assert_eq!(l.len(), 3);
        assert_eq!(l[0].figures[0].side, Allegiance::Own);
        assert_eq!(l[1].terrain, Terrain::Forest);
        assert_eq!(l[2].figures[1].piece, Piece::Officer { mounted: true });
        assert!(line("lava").is_err());
        assert!(line("open:friend-cavalry").is_err());
        assert!(line("open:own-dragon").is_err());
    }

    #[test]
    fn readings_from_flags() {
        let a = parse(
            &argv(&["--m13", "beat-sum", "--m4", "own_cell_0"]),
            &[],
            &[],
        )
        .unwrap();
        let o = readings(&a).unwrap();
        assert_eq!(o.get(Reading::M13Pursuit), "beat_sum");
        assert_eq!(o.get(Reading::M4GunCell), "own_cell_0");
        let a = parse(&argv(&["--m13", "fly"]), &[], &[]).unwrap();
        let e = readings(&a).unwrap_err();
        assert!(e.0.contains("--m13") && e.0.contains("beat-highest"), "{e}");
    }
}
