//! `shturman his <field|assault|naval|roll>`: the Here I Stand resolvers
//! (digest §H) as one JSON object each — the dice, the exact odds of every
//! outcome as "n/d" strings, and, when the faces rolled are given, the
//! result with its explanation steps. This module owns the options, their
//! validation (every mistake is a [`CliError`] naming the option and the
//! value) and the JSON shapes; the rules are `shturman_battles::his`.

use crate::args::{Args, CliError};
use serde::Serialize;
use shturman_battles::his::assault::{self, Assault, AssaultSide};
use shturman_battles::his::field::{self, FieldBattle, FieldSide, Site};
use shturman_battles::his::naval::{self, NavalBattle, NavalSide};
use shturman_battles::his::roll::{self, Cavalry, Roll, RollKind};
use shturman_battles::his::{
    DiceCount, Faces, HisError, HisOptions, Pool, Reading, Share, Side, Step,
};
use shturman_battles::Fraction;

pub const USAGE: &str = "\
usage: shturman his <field|assault|naval|roll> [options]   (--help after one for its options)
  field    field battle (H.4): dice, who wins, ties, losses, both wiped out
  assault  assault on a besieged city (H.5)
  naval    naval battle (H.6)
  roll     evasion or interception: 2d6 + rating + modifier >= 9 (H.1-H.3)
  Every command takes --readings ID=OPTION,... to change a reading the text
  leaves open (H-1, H-2, H-3, H-5, H-6, H-7; defaults are the digest's).";

const FIELD_USAGE: &str = "\
usage: shturman his field --attacker N --defender N [options]
  Dice, exact odds of every outcome (winner, units left), and with the
  faces given, the result step by step. Probabilities are \"n/d\".
  --attacker N, --defender N        land units (after Landsknechts / Swiss)
  --attacker-rating R, --defender-rating R
                                    the best leader's battle rating (omit: no leader)
  --attacker-cards C, --defender-cards C
                                    dice combat cards add before the roll (may be negative)
  --attacker-late L, --defender-late L
                                    dice a card adds after the roll (Janissaries)
  --site open|fortified|relief      fortified: a fortified city the defender controls;
                                    relief: the attacker relieves a siege
  --besieged N                      with --site relief: the attacker's units that came
                                    out of the fortifications (default 0)
  --attacker-faces F,F,..  --defender-faces F,F,..
  --attacker-late-faces F,..  --defender-late-faces F,..
                                    the faces rolled: adds \"result\"
  --readings ID=OPTION,..           e.g. H-5=base_dice";

const ASSAULT_USAGE: &str = "\
usage: shturman his assault --attacker N --defender N [options]
  --attacker N          attacking regulars and mercenaries
  --attacker-cavalry N  attacking cavalry (rolls no dice)
  --attacker-rating R   the best attacking leader's rating (omit: none)
  --attacker-cards C    card dice before the roll
  --siege-artillery L   dice Siege Artillery adds after the roll
  --defender N          besieged regulars and mercenaries (0: an empty city)
  --defender-cavalry N  besieged cavalry (no dice; counts as a defender)
  --defender-rating R   a besieged leader's rating (omit: none)
  --defender-cards C    card dice before the roll
  --ships-in-port       the defender's naval units are in the city
  --attacker-faces F,..  --defender-faces F,..  --siege-artillery-faces F,..
                        the faces rolled: adds \"result\"
  --readings ID=OPTION,..   e.g. H-6=no_die,H-7=siege_continues";

const NAVAL_USAGE: &str = "\
usage: shturman his naval --attacker-squadrons N --defender-squadrons N [options]
  --attacker-squadrons N, --defender-squadrons N
  --attacker-corsairs N, --defender-corsairs N   (Ottoman only)
  --attacker-rating R, --defender-rating R       the best admiral's rating (omit: none)
  --attacker-cards C, --defender-cards C         card dice before the roll
  --attacker-late L, --defender-late L           dice after the roll (Janissaries, Rowers)
  --port                the battle is in a port (defender +1 die; the attacker retreats)
  --ottoman attacker|defender   the Ottoman side (default: the side with corsairs)
  --attacker-faces F,..  --defender-faces F,..  --attacker-late-faces ..  --defender-late-faces ..
                        the faces rolled: adds \"result\"
  --readings ID=OPTION,..   e.g. H-3=after_squadrons";

const ROLL_USAGE: &str = "\
usage: shturman his roll [--rating R | --leaders R,R,..] [options]
  Evasion or interception: 2d6 + rating + modifiers >= 9.
  --kind land-evasion|land-interception|naval-interception|naval-evasion
                        (default land-evasion)
  --rating R            the (best) leader's or admiral's rating
  --leaders R,R,..      every leader's (admiral's) rating; land takes the best
  --pick N              at sea: the N-th admiral of --leaders (1 = first) [H-2]
  --modifier M          any other modifier (e.g. -1)
  --cavalry none|ottoman|against-ottoman
                        ottoman: an Ottoman formation with cavalry rolls (+1);
                        against-ottoman: against an Ottoman army with cavalry (-1)
  --all-lost            land evasion: all units lost a field battle this impulse
                        (automatic success)
  --faces A,B           the two faces rolled: adds \"result\"
  --readings ID=OPTION,..   e.g. H-1=like_evasion,H-2=best";

fn wants_help(argv: &[String]) -> bool {
    argv.iter().any(|a| a == "--help" || a == "-h")
}

fn to_json<T: Serialize>(v: &T) -> Result<String, CliError> {
    serde_json::to_string(v).map_err(|e| CliError::new(format!("internal: cannot write JSON: {e}")))
}

pub fn run(argv: &[String]) -> Result<String, CliError> {
    let rest = argv.get(1..).unwrap_or(&[]);
    match argv.first().map(String::as_str) {
        Some("field") => field_cmd(rest),
        Some("assault") => assault_cmd(rest),
        Some("naval") => naval_cmd(rest),
        Some("roll") => roll_cmd(rest),
        Some("-h" | "--help") => Ok(USAGE.to_string()),
        Some(other) => Err(CliError::new(format!(
            "unknown his resolver {other:?}; use field, assault, naval or roll"
        ))),
        None => Err(CliError::new(
            "missing resolver: shturman his <field|assault|naval|roll>",
        )),
    }
}

// ---------------------------------------------------------------------
// Shared parsing
// ---------------------------------------------------------------------

/// `--readings H-3=after_squadrons,H-5=base_dice`.
fn readings(a: &Args) -> Result<HisOptions, CliError> {
    let mut o = HisOptions::default();
    let Some(v) = a.get("readings") else {
        return Ok(o);
    };
    for item in v.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let bad = |why: String| CliError::new(format!("bad --readings {item:?}: {why}"));
        let (id, option) = item
            .split_once('=')
            .ok_or_else(|| bad("expected ID=OPTION, e.g. H-3=after_squadrons".into()))?;
        let reading = Reading::from_id(id).map_err(|_| {
            let ids: Vec<&str> = Reading::ALL.iter().map(|r| r.id()).collect();
            bad(format!(
                "no reading {id:?}; the readings are {}",
                ids.join(", ")
            ))
        })?;
        o.set(reading, option).map_err(|_| {
            bad(format!(
                "{} has options {}",
                reading.id(),
                reading.options().join(", ")
            ))
        })?;
    }
    Ok(o)
}

/// The readings listed with the option chosen for each.
#[derive(Serialize)]
struct ReadingOut {
    id: &'static str,
    option: &'static str,
}

fn readings_out(list: &[Reading], o: &HisOptions) -> Vec<ReadingOut> {
    list.iter()
        .map(|r| ReadingOut {
            id: r.id(),
            option: o.chosen(*r),
        })
        .collect()
}

/// Faces "1,5,6" or "156".
fn parse_faces(name: &str, v: &str) -> Result<Vec<u8>, CliError> {
    let bad = |why: &str| CliError::new(format!("bad --{name} {v:?}: {why}"));
    let items: Vec<&str> = if v.contains(',') {
        v.split(',').map(str::trim).collect()
    } else {
        v.trim().split("").filter(|s| !s.is_empty()).collect()
    };
    items
        .into_iter()
        .map(|it| match it.parse::<u8>() {
            Ok(f) if (1..=6).contains(&f) => Ok(f),
            _ => Err(bad("faces are 1 to 6, e.g. 1,5,6")),
        })
        .collect()
}

/// The four pools' faces if any was given; each pool's option name.
fn faces(a: &Args, names: [&str; 4]) -> Result<Option<Faces>, CliError> {
    if names.iter().all(|n| a.get(n).is_none()) {
        return Ok(None);
    }
    let pool = |n: &str| match a.get(n) {
        Some(v) if !v.trim().is_empty() => parse_faces(n, v),
        _ => Ok(Vec::new()),
    };
    Ok(Some(Faces {
        attacker: pool(names[0])?,
        defender: pool(names[1])?,
        attacker_late: pool(names[2])?,
        defender_late: pool(names[3])?,
    }))
}

/// A rating option: omitted means no leader.
fn rating(a: &Args, name: &str) -> Result<Option<u8>, CliError> {
    a.parse_opt::<u8>(name)
}

/// The message for a core error, naming the command line's options.
fn his_error(e: HisError, names: &Names) -> CliError {
    let side_name = |side: Side| match side {
        Side::Attacker => names.attacker,
        Side::Defender => names.defender,
    };
    CliError::new(match e {
        HisError::NoUnits { side } => format!(
            "bad --{}: the {} needs at least one unit",
            side_name(side),
            side.code()
        ),
        HisError::NegativeDice { side, dice } => format!(
            "bad --{}-cards: it leaves the {} {dice} dice",
            side.code(),
            side.code()
        ),
        HisError::CorsairsNotOttoman { side, corsairs } => format!(
            "bad --{}-corsairs {corsairs}: only the Ottoman side has corsairs (see --ottoman)",
            side.code()
        ),
        HisError::BesiegedExceedUnits { besieged, units } => format!(
            "bad --besieged {besieged}: more than the attacker's {units} units"
        ),
        HisError::LateDiceNotAllowed { side, dice } => {
            format!("{dice} late dice for the {}: not allowed here", side.code())
        }
        HisError::PickOnLand { pick } => format!(
            "bad --pick {}: land rolls take the best leader; --pick is for naval rolls",
            pick + 1
        ),
        HisError::PickOutOfRange { pick, admirals } => {
            format!("bad --pick {}: there are {admirals} admirals", pick + 1)
        }
        HisError::CavalryAtSea => "bad --cavalry: there is no cavalry modifier at sea".into(),
        HisError::AutomaticNotEvasion { kind } => format!(
            "bad --all-lost: automatic success is for a land evasion, not {}",
            kind.code().replace('_', "-")
        ),
        HisError::WrongFaceCount {
            pool,
            expected,
            got,
        } => {
            let name = match pool {
                Pool::Attacker => names.faces[0],
                Pool::Defender => names.faces[1],
                Pool::AttackerLate => names.faces[2],
                Pool::DefenderLate => names.faces[3],
            };
            format!("bad --{name}: {got} faces given, {expected} dice rolled")
        }
        // the CLI takes faces, never hits alone
        HisError::TooManyHits { pool, hits, dice } => {
            format!("bad hits: {hits} for the {pool:?} pool of {dice} dice")
        }
        HisError::Dice(e) => format!("bad faces: {e}"),
        HisError::TooManyDice {
            attacker_dice,
            defender_dice,
            ..
        } => format!(
            "{attacker_dice} dice against {defender_dice}: too many for exact odds (at most 80 in all)"
        ),
    })
}

/// Option names a command uses, for error messages: a side with no units
/// (option and value), and the four pools' faces.
struct Names {
    attacker: &'static str,
    defender: &'static str,
    faces: [&'static str; 4],
}

const BATTLE_FACES: [&str; 4] = [
    "attacker-faces",
    "defender-faces",
    "attacker-late-faces",
    "defender-late-faces",
];

#[derive(Serialize)]
struct DiceOut {
    units: u32,
    leader: u32,
    bonus: u32,
    cards: i32,
    rolled: u32,
    late: u32,
}

impl From<&DiceCount> for DiceOut {
    fn from(d: &DiceCount) -> Self {
        DiceOut {
            units: d.units,
            leader: d.leader,
            bonus: d.bonus,
            cards: d.cards,
            rolled: d.rolled,
            late: d.late,
        }
    }
}

// ---------------------------------------------------------------------
// field
// ---------------------------------------------------------------------

#[derive(Serialize)]
struct FieldOutcomeOut {
    winner: Side,
    /// The attacker lost on a tie.
    tie: bool,
    attacker_left: u16,
    defender_left: u16,
    kept_by: Option<Side>,
    probability: Fraction,
}

#[derive(Serialize)]
struct FieldResultOut {
    attacker_hits: u32,
    defender_hits: u32,
    winner: Side,
    tie: bool,
    attacker_left: u16,
    defender_left: u16,
    kept_by: Option<Side>,
    leaders_captured: Vec<Side>,
    steps: Vec<Step>,
}

#[derive(Serialize)]
struct FieldOut {
    attacker_dice: u32,
    defender_dice: u32,
    attacker_dice_parts: DiceOut,
    defender_dice_parts: DiceOut,
    attacker_wins: Fraction,
    defender_wins: Fraction,
    defender_wins_on_tie: Fraction,
    defender_wins_with_more_hits: Fraction,
    attacker_wiped_out: Fraction,
    defender_wiped_out: Fraction,
    both_wiped_out: Fraction,
    attacker_hits: Vec<Share>,
    defender_hits: Vec<Share>,
    outcomes: Vec<FieldOutcomeOut>,
    readings: Vec<ReadingOut>,
    steps: Vec<Step>,
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<FieldResultOut>,
}

fn field_cmd(argv: &[String]) -> Result<String, CliError> {
    if wants_help(argv) {
        return Ok(FIELD_USAGE.to_string());
    }
    let a = Args::parse(
        argv,
        &[
            "attacker",
            "defender",
            "attacker-rating",
            "defender-rating",
            "attacker-cards",
            "defender-cards",
            "attacker-late",
            "defender-late",
            "site",
            "besieged",
            "attacker-faces",
            "defender-faces",
            "attacker-late-faces",
            "defender-late-faces",
            "readings",
        ],
        &[],
    )?;
    let options = readings(&a)?;
    let side = |p: &str| -> Result<FieldSide, CliError> {
        Ok(FieldSide {
            units: a.require(p)?,
            leader: rating(&a, &format!("{p}-rating"))?,
            card_dice: a.parse_opt(&format!("{p}-cards"))?.unwrap_or(0),
            late_dice: a.parse_opt(&format!("{p}-late"))?.unwrap_or(0),
        })
    };
    let besieged: Option<u16> = a.parse_opt("besieged")?;
    let site = match (a.get("site").map(str::trim), besieged) {
        (None | Some("open"), None) => Site::Open,
        (Some("fortified"), None) => Site::Fortified,
        (Some("relief"), b) => Site::Relief {
            besieged: b.unwrap_or(0),
        },
        (None | Some("open" | "fortified"), Some(b)) => {
            return Err(CliError::new(format!(
                "bad --besieged {b}: only with --site relief"
            )))
        }
        (Some(other), _) => {
            return Err(CliError::new(format!(
                "bad --site {other:?}: use open, fortified or relief"
            )))
        }
    };
    let battle = FieldBattle {
        attacker: side("attacker")?,
        defender: side("defender")?,
        site,
    };
    let names = Names {
        attacker: "attacker 0",
        defender: "defender 0",
        faces: BATTLE_FACES,
    };
    let odds = field::odds(&battle, &options).map_err(|e| his_error(e, &names))?;
    let result = match faces(&a, BATTLE_FACES)? {
        None => None,
        Some(f) => {
            let r =
                field::resolve_faces(&battle, &options, &f).map_err(|e| his_error(e, &names))?;
            Some(FieldResultOut {
                attacker_hits: r.attacker_hits,
                defender_hits: r.defender_hits,
                winner: r.outcome.winner,
                tie: r.outcome.decided == shturman_battles::his::Decision::TieToDefender,
                attacker_left: r.outcome.attacker_left,
                defender_left: r.outcome.defender_left,
                kept_by: r.outcome.kept_by,
                leaders_captured: r.leaders_captured,
                steps: r.steps,
            })
        }
    };
    to_json(&FieldOut {
        attacker_dice: odds.attacker_dice.all(),
        defender_dice: odds.defender_dice.all(),
        attacker_dice_parts: (&odds.attacker_dice).into(),
        defender_dice_parts: (&odds.defender_dice).into(),
        attacker_wins: odds.attacker_wins,
        defender_wins: odds.defender_wins,
        defender_wins_on_tie: odds.defender_wins_on_tie,
        defender_wins_with_more_hits: odds.defender_wins_with_more_hits,
        attacker_wiped_out: odds.attacker_wiped_out,
        defender_wiped_out: odds.defender_wiped_out,
        both_wiped_out: odds.both_wiped_out,
        attacker_hits: odds.attacker_hits,
        defender_hits: odds.defender_hits,
        outcomes: odds
            .outcomes
            .iter()
            .map(|s| FieldOutcomeOut {
                winner: s.outcome.winner,
                tie: s.outcome.decided == shturman_battles::his::Decision::TieToDefender,
                attacker_left: s.outcome.attacker_left,
                defender_left: s.outcome.defender_left,
                kept_by: s.outcome.kept_by,
                probability: s.probability,
            })
            .collect(),
        readings: readings_out(&odds.readings, &options),
        steps: odds.steps,
        result,
    })
}

// ---------------------------------------------------------------------
// assault
// ---------------------------------------------------------------------

#[derive(Serialize)]
struct AssaultOutcomeOut {
    result: assault::AssaultResult,
    attacker_left: u32,
    defender_left: u32,
    probability: Fraction,
}

#[derive(Serialize)]
struct AssaultResultOut {
    attacker_hits: u32,
    defender_hits: u32,
    result: assault::AssaultResult,
    attacker_left: u32,
    defender_left: u32,
    steps: Vec<Step>,
}

#[derive(Serialize)]
struct AssaultOut {
    attacker_dice: u32,
    defender_dice: u32,
    attacker_dice_parts: DiceOut,
    defender_dice_parts: DiceOut,
    success: Fraction,
    siege_continues: Fraction,
    attacker_retreats: Fraction,
    attacker_destroyed: Fraction,
    attacker_hits: Vec<Share>,
    defender_hits: Vec<Share>,
    outcomes: Vec<AssaultOutcomeOut>,
    readings: Vec<ReadingOut>,
    steps: Vec<Step>,
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<AssaultResultOut>,
}

fn assault_cmd(argv: &[String]) -> Result<String, CliError> {
    if wants_help(argv) {
        return Ok(ASSAULT_USAGE.to_string());
    }
    let a = Args::parse(
        argv,
        &[
            "attacker",
            "attacker-cavalry",
            "attacker-rating",
            "attacker-cards",
            "siege-artillery",
            "defender",
            "defender-cavalry",
            "defender-rating",
            "defender-cards",
            "attacker-faces",
            "defender-faces",
            "siege-artillery-faces",
            "readings",
        ],
        &["ships-in-port"],
    )?;
    let options = readings(&a)?;
    let side = |p: &str, late: u8| -> Result<AssaultSide, CliError> {
        Ok(AssaultSide {
            regulars: a.require(p)?,
            cavalry: a.parse_opt(&format!("{p}-cavalry"))?.unwrap_or(0),
            leader: rating(&a, &format!("{p}-rating"))?,
            card_dice: a.parse_opt(&format!("{p}-cards"))?.unwrap_or(0),
            late_dice: late,
        })
    };
    let x = Assault {
        attacker: side("attacker", a.parse_opt("siege-artillery")?.unwrap_or(0))?,
        defender: side("defender", 0)?,
        ships_in_port: a.flag("ships-in-port"),
    };
    let faces_names = [
        "attacker-faces",
        "defender-faces",
        "siege-artillery-faces",
        "defender-late-faces",
    ];
    let names = Names {
        attacker: "attacker 0 (and no --attacker-cavalry)",
        defender: "defender",
        faces: faces_names,
    };
    let odds = assault::odds(&x, &options).map_err(|e| his_error(e, &names))?;
    let result = match faces(&a, faces_names)? {
        None => None,
        Some(f) => {
            let r = assault::resolve_faces(&x, &options, &f).map_err(|e| his_error(e, &names))?;
            Some(AssaultResultOut {
                attacker_hits: r.attacker_hits,
                defender_hits: r.defender_hits,
                result: r.outcome.result,
                attacker_left: r.outcome.attacker_left,
                defender_left: r.outcome.defender_left,
                steps: r.steps,
            })
        }
    };
    to_json(&AssaultOut {
        attacker_dice: odds.attacker_dice.all(),
        defender_dice: odds.defender_dice.all(),
        attacker_dice_parts: (&odds.attacker_dice).into(),
        defender_dice_parts: (&odds.defender_dice).into(),
        success: odds.success,
        siege_continues: odds.siege_continues,
        attacker_retreats: odds.attacker_retreats,
        attacker_destroyed: odds.attacker_destroyed,
        attacker_hits: odds.attacker_hits,
        defender_hits: odds.defender_hits,
        outcomes: odds
            .outcomes
            .iter()
            .map(|s| AssaultOutcomeOut {
                result: s.outcome.result,
                attacker_left: s.outcome.attacker_left,
                defender_left: s.outcome.defender_left,
                probability: s.probability,
            })
            .collect(),
        readings: readings_out(&odds.readings, &options),
        steps: odds.steps,
        result,
    })
}

// ---------------------------------------------------------------------
// naval
// ---------------------------------------------------------------------

#[derive(Serialize)]
struct NavalOutcomeOut {
    winner: Side,
    tie: bool,
    attacker_squadrons_left: u16,
    attacker_corsairs_left: u16,
    defender_squadrons_left: u16,
    defender_corsairs_left: u16,
    kept_by: Option<Side>,
    probability: Fraction,
}

#[derive(Serialize)]
struct NavalResultOut {
    attacker_hits: u32,
    defender_hits: u32,
    winner: Side,
    tie: bool,
    attacker_squadrons_left: u16,
    attacker_corsairs_left: u16,
    defender_squadrons_left: u16,
    defender_corsairs_left: u16,
    kept_by: Option<Side>,
    steps: Vec<Step>,
}

#[derive(Serialize)]
struct NavalOut {
    attacker_dice: u32,
    defender_dice: u32,
    attacker_dice_parts: DiceOut,
    defender_dice_parts: DiceOut,
    ottoman: Option<Side>,
    attacker_wins: Fraction,
    defender_wins: Fraction,
    defender_wins_on_tie: Fraction,
    defender_wins_with_more_hits: Fraction,
    attacker_wiped_out: Fraction,
    defender_wiped_out: Fraction,
    both_wiped_out: Fraction,
    attacker_hits: Vec<Share>,
    defender_hits: Vec<Share>,
    outcomes: Vec<NavalOutcomeOut>,
    readings: Vec<ReadingOut>,
    steps: Vec<Step>,
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<NavalResultOut>,
}

fn parse_side(name: &str, v: &str) -> Result<Side, CliError> {
    match v.trim() {
        "attacker" => Ok(Side::Attacker),
        "defender" => Ok(Side::Defender),
        _ => Err(CliError::new(format!(
            "bad --{name} {v:?}: use attacker or defender"
        ))),
    }
}

fn naval_cmd(argv: &[String]) -> Result<String, CliError> {
    if wants_help(argv) {
        return Ok(NAVAL_USAGE.to_string());
    }
    let a = Args::parse(
        argv,
        &[
            "attacker-squadrons",
            "attacker-corsairs",
            "attacker-rating",
            "attacker-cards",
            "attacker-late",
            "defender-squadrons",
            "defender-corsairs",
            "defender-rating",
            "defender-cards",
            "defender-late",
            "ottoman",
            "attacker-faces",
            "defender-faces",
            "attacker-late-faces",
            "defender-late-faces",
            "readings",
        ],
        &["port"],
    )?;
    let options = readings(&a)?;
    let side = |p: &str| -> Result<NavalSide, CliError> {
        Ok(NavalSide {
            squadrons: a.parse_opt(&format!("{p}-squadrons"))?.unwrap_or(0),
            corsairs: a.parse_opt(&format!("{p}-corsairs"))?.unwrap_or(0),
            admiral: rating(&a, &format!("{p}-rating"))?,
            card_dice: a.parse_opt(&format!("{p}-cards"))?.unwrap_or(0),
            late_dice: a.parse_opt(&format!("{p}-late"))?.unwrap_or(0),
        })
    };
    let (attacker, defender) = (side("attacker")?, side("defender")?);
    // Only the Ottomans have corsairs, so the side with corsairs is theirs
    // unless --ottoman says otherwise (the core then rejects the corsairs).
    let ottoman = match a.get("ottoman") {
        Some(v) => Some(parse_side("ottoman", v)?),
        None => match (attacker.corsairs > 0, defender.corsairs > 0) {
            (true, true) => {
                let n = defender.corsairs;
                return Err(CliError::new(format!(
                    "bad --defender-corsairs {n}: the attacker has corsairs too; only the Ottomans do"
                )));
            }
            (true, false) => Some(Side::Attacker),
            (false, true) => Some(Side::Defender),
            (false, false) => None,
        },
    };
    let battle = NavalBattle {
        attacker,
        defender,
        in_port: a.flag("port"),
        ottoman,
    };
    let names = Names {
        attacker: "attacker-squadrons 0 (and no --attacker-corsairs)",
        defender: "defender-squadrons 0 (and no --defender-corsairs)",
        faces: BATTLE_FACES,
    };
    let odds = naval::odds(&battle, &options).map_err(|e| his_error(e, &names))?;
    let tie = |d| d == shturman_battles::his::Decision::TieToDefender;
    let result = match faces(&a, BATTLE_FACES)? {
        None => None,
        Some(f) => {
            let r =
                naval::resolve_faces(&battle, &options, &f).map_err(|e| his_error(e, &names))?;
            let o = r.outcome;
            Some(NavalResultOut {
                attacker_hits: r.attacker_hits,
                defender_hits: r.defender_hits,
                winner: o.winner,
                tie: tie(o.decided),
                attacker_squadrons_left: o.attacker.squadrons,
                attacker_corsairs_left: o.attacker.corsairs,
                defender_squadrons_left: o.defender.squadrons,
                defender_corsairs_left: o.defender.corsairs,
                kept_by: o.kept_by,
                steps: r.steps,
            })
        }
    };
    to_json(&NavalOut {
        attacker_dice: odds.attacker_dice.all(),
        defender_dice: odds.defender_dice.all(),
        attacker_dice_parts: (&odds.attacker_dice).into(),
        defender_dice_parts: (&odds.defender_dice).into(),
        ottoman,
        attacker_wins: odds.attacker_wins,
        defender_wins: odds.defender_wins,
        defender_wins_on_tie: odds.defender_wins_on_tie,
        defender_wins_with_more_hits: odds.defender_wins_with_more_hits,
        attacker_wiped_out: odds.attacker_wiped_out,
        defender_wiped_out: odds.defender_wiped_out,
        both_wiped_out: odds.both_wiped_out,
        attacker_hits: odds.attacker_hits,
        defender_hits: odds.defender_hits,
        outcomes: odds
            .outcomes
            .iter()
            .map(|s| {
                let o = s.outcome;
                NavalOutcomeOut {
                    winner: o.winner,
                    tie: tie(o.decided),
                    attacker_squadrons_left: o.attacker.squadrons,
                    attacker_corsairs_left: o.attacker.corsairs,
                    defender_squadrons_left: o.defender.squadrons,
                    defender_corsairs_left: o.defender.corsairs,
                    kept_by: o.kept_by,
                    probability: s.probability,
                }
            })
            .collect(),
        readings: readings_out(&odds.readings, &options),
        steps: odds.steps,
        result,
    })
}

// ---------------------------------------------------------------------
// roll
// ---------------------------------------------------------------------

#[derive(Serialize)]
struct RollResultOut {
    faces: Option<[u8; 2]>,
    total: Option<i32>,
    success: bool,
    steps: Vec<Step>,
}

#[derive(Serialize)]
struct RollOut {
    kind: &'static str,
    dice: u8,
    modifier: i32,
    need: i32,
    success: Fraction,
    automatic: bool,
    readings: Vec<ReadingOut>,
    steps: Vec<Step>,
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<RollResultOut>,
}

fn roll_cmd(argv: &[String]) -> Result<String, CliError> {
    if wants_help(argv) {
        return Ok(ROLL_USAGE.to_string());
    }
    let a = Args::parse(
        argv,
        &[
            "kind", "rating", "leaders", "pick", "modifier", "cavalry", "faces", "readings",
        ],
        &["all-lost"],
    )?;
    let options = readings(&a)?;
    let kind = match a.get("kind") {
        None => RollKind::LandEvasion,
        Some(v) => RollKind::from_code(&v.trim().replace('-', "_")).ok_or_else(|| {
            CliError::new(format!(
                "bad --kind {v:?}: use land-evasion, land-interception, naval-interception or naval-evasion"
            ))
        })?,
    };
    let leaders = match (a.parse_opt::<u8>("rating")?, a.get("leaders")) {
        (Some(_), Some(_)) => {
            return Err(CliError::new(
                "bad --leaders: give --rating or --leaders, not both",
            ))
        }
        (Some(r), None) => vec![r],
        (None, Some(v)) => v
            .split(',')
            .map(|x| {
                x.trim().parse::<u8>().map_err(|_| {
                    CliError::new(format!(
                        "bad --leaders {v:?}: ratings are whole numbers 0 to 255"
                    ))
                })
            })
            .collect::<Result<_, _>>()?,
        (None, None) => Vec::new(),
    };
    let pick = match a.parse_opt::<usize>("pick")? {
        None => None,
        Some(0) => return Err(CliError::new("bad --pick 0: the first admiral is 1")),
        Some(n) => Some(n - 1),
    };
    let cavalry = match a.get("cavalry").map(str::trim) {
        None | Some("none") => Cavalry::None,
        Some("ottoman") => Cavalry::OttomanWithCavalry,
        Some("against-ottoman") => Cavalry::AgainstOttomanCavalry,
        Some(other) => {
            return Err(CliError::new(format!(
                "bad --cavalry {other:?}: use none, ottoman or against-ottoman"
            )))
        }
    };
    let r = Roll {
        kind,
        leaders,
        pick,
        cavalry,
        all_lost_field_battle: a.flag("all-lost"),
        modifier: a.parse_opt("modifier")?.unwrap_or(0),
    };
    let names = Names {
        attacker: "rating",
        defender: "rating",
        faces: ["faces"; 4],
    };
    let odds = roll::odds(&r, &options).map_err(|e| his_error(e, &names))?;
    let result = match a.get("faces") {
        None => None,
        Some(v) => {
            let f = parse_faces("faces", v)?;
            let two = match (f.as_slice(), r.all_lost_field_battle) {
                ([x, y], _) => Some([*x, *y]),
                (_, true) => None,
                _ => {
                    return Err(CliError::new(format!(
                        "bad --faces {v:?}: give the two faces rolled"
                    )))
                }
            };
            let rep = roll::resolve_faces(&r, &options, two).map_err(|e| his_error(e, &names))?;
            Some(RollResultOut {
                faces: rep.faces,
                total: rep.total,
                success: rep.success,
                steps: rep.steps,
            })
        }
    };
    let used: Vec<Reading> = {
        let mut v: Vec<Reading> = odds.steps.iter().filter_map(|s| s.reading).collect();
        v.dedup();
        v
    };
    to_json(&RollOut {
        kind: kind.code(),
        dice: odds.dice,
        modifier: odds.modifier,
        need: odds.need,
        success: odds.success,
        automatic: odds.automatic,
        readings: readings_out(&used, &options),
        steps: odds.steps,
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
    fn faces_parse() {
        assert_eq!(parse_faces("faces", "1,5,6").unwrap(), [1, 5, 6]);
        assert_eq!(parse_faces("faces", "156").unwrap(), [1, 5, 6]);
        assert!(parse_faces("faces", "1,7").is_err());
        assert!(parse_faces("faces", "x").is_err());
    }

    #[test]
    fn readings_parse() {
        let a = Args::parse(
            &argv(&["--readings", "H-3=after_squadrons, h5=base_dice"]),
            &["readings"],
            &[],
        )
        .unwrap();
        let o = readings(&a).unwrap();
        assert_eq!(o.chosen(Reading::H3CorsairLosses), "after_squadrons");
        assert_eq!(o.chosen(Reading::H5BothWipedOut), "base_dice");
        for bad in ["H-4=x", "H-3", "H-3=nope"] {
            let a = Args::parse(&argv(&["--readings", bad]), &["readings"], &[]).unwrap();
            assert!(readings(&a).is_err(), "{bad}");
        }
    }
}
