//! `shturman move`: one ship's movement options for one weather (docs/rules.md §3)
//! as one JSON object. Fresh wind gives the start budget and its parts, the
//! turn-in-place headings, and on request a plan replayed step by step
//! (`--plan`) and the reachable set (`--reach`); calm gives the calm options;
//! storm gives the drift. This module owns its options (a clap struct), the
//! checks clap cannot make and the JSON shape; the rules are
//! `shturman_rules::movement`.

use crate::args::{CAPTAINS, CliError, HEADINGS, MOVING_CLASSES, card_value, coded, to_json};
use serde_json::{Value, json};
use shturman_rules::card::{CardField, MAX_CARD_VALUE, ShipCard};
use shturman_rules::movement::{
    Path, Planner, Step, Vessel, VesselError, calm_options, storm_drift,
};
use shturman_rules::{Assumption, Captain, Heading, ShipClass, Source, Weather};

/// One ship's movement options for one weather (rules §3).
///
/// Fresh wind gives the start budget and its parts, the turn-in-place
/// headings, and on request a plan replayed step by step and the reachable
/// set; calm gives the calm options; storm gives the drift. Offsets are x
/// east, y north.
#[derive(clap::Args)]
#[command(
    after_help = "Example: shturman move --class brig --heading N --wind fresh:W --plan L,L,F,F"
)]
pub struct MoveArgs {
    /// The ship's class (or its Russian name); a fort does not move.
    #[arg(long, value_parser = coded::<ShipClass>(MOVING_CLASSES))]
    class: ShipClass,
    /// The ship's heading (or С СВ В ЮВ Ю ЮЗ З СЗ).
    #[arg(long, value_parser = coded::<Heading>(HEADINGS))]
    heading: Heading,
    /// The weather: fresh:H (the wind blows from H), calm, or storm:H.
    #[arg(long)]
    wind: Weather,
    /// Fresh-wind straight range (card override, 0..20).
    #[arg(long, value_name = "N", value_parser = card_value, allow_hyphen_values = true)]
    straight: Option<u8>,
    /// Fresh-wind diagonal range (card override, 0..20).
    #[arg(long, value_name = "N", value_parser = card_value, allow_hyphen_values = true)]
    diagonal: Option<u8>,
    /// Calm ranges straight/diagonal (card override), e.g. 1/0.
    #[arg(long, value_name = "S/D", value_parser = parse_calm)]
    calm: Option<(u8, u8)>,
    /// Storm drift range (card override, 0..20).
    #[arg(long, value_name = "N", value_parser = card_value, allow_hyphen_values = true)]
    storm: Option<u8>,
    /// Sail damage (default 0); at the fresh range or above the ship is dismasted.
    #[arg(long, value_name = "N", value_parser = card_value, allow_hyphen_values = true)]
    sail_damage: Option<u8>,
    /// The ship's captain (or its Russian name).
    #[arg(long, value_parser = coded::<Captain>(CAPTAINS))]
    captain: Option<Captain>,
    /// Fresh wind: a plan to replay step by step, moves L R F separated by
    /// commas, e.g. L,L,F,F.
    #[arg(long, value_name = "MOVES")]
    plan: Option<String>,
    /// Fresh wind: every cell and heading the ship can reach.
    #[arg(long)]
    reach: bool,
    /// Calm: the ship has not turned this turn.
    #[arg(long)]
    calm_unturned: bool,
}

/// The ship as given on the command line: its class card with overrides,
/// and which fields the user overrode (those carry no card-default
/// assumption).
struct ShipArgs {
    class: ShipClass,
    card: ShipCard,
    overridden: Vec<CardField>,
}

pub fn run(args: &MoveArgs) -> Result<String, CliError> {
    let ship = ship_args(args)?;
    let heading = args.heading;
    let weather = args.wind;
    let captain = args.captain;
    let sail_damage = args.sail_damage.unwrap_or(0);
    let vessel = Vessel::new(ship.card, captain, sail_damage).map_err(|e| match e {
        VesselError::SailDamageAboveRange { sail_damage, range } => CliError::new(format!(
            "bad --sail-damage {sail_damage}: above the fresh-wind range {range}"
        )),
        // Every field went through args::card_value, so this is a guard.
        VesselError::AbsurdCardValue { field, value } => CliError::new(format!(
            "bad card value {field:?} {value}: must be between 0 and {MAX_CARD_VALUE}"
        )),
    })?;

    let fresh_only = |name: &str, set: bool| match (set, weather) {
        (true, Weather::Calm | Weather::Storm(_)) => Err(CliError::new(format!(
            "--{name} needs a fresh wind, not --wind {weather}"
        ))),
        _ => Ok(()),
    };
    fresh_only("plan", args.plan.is_some())?;
    fresh_only("reach", args.reach)?;
    if args.calm_unturned && weather != Weather::Calm {
        return Err(CliError::new(format!(
            "--calm-unturned applies only to --wind calm, not --wind {weather}"
        )));
    }

    let mut out = json!({
        "class": ship.class.code(),
        "heading": heading,
        "card": ship.card,
        "captain": captain.map(Captain::code),
        "sail_damage": sail_damage,
        "weather": weather.kind_code(),
    });
    let (used, mut assumptions) = match weather {
        Weather::Fresh(wind) => fresh(args, vessel, heading, wind, &mut out)?,
        Weather::Calm => {
            let o = calm_options(&ship.card, heading, args.calm_unturned);
            extend(
                &mut out,
                json!({
                    "turns": o.turn.allowance,
                    "turn_in_place": o.turn.headings,
                    "forward": o.forward,
                    "two_calms": o.two_calms,
                }),
            );
            (
                vec![CardField::CalmStraight, CardField::CalmDiagonal],
                o.assumptions,
            )
        }
        Weather::Storm(storm) => {
            let d = storm_drift(&ship.card, storm);
            extend(
                &mut out,
                json!({
                    "storm": storm,
                    "drift": d.drift,
                    "passed": d.passed,
                    "new_heading": d.heading,
                }),
            );
            (vec![CardField::StormRange], d.assumptions)
        }
    };
    assumptions.extend(card_assumptions(&ship, &used));
    assumptions.sort();
    assumptions.dedup();
    out["assumptions"] = json!(assumptions.iter().map(|a| a.id()).collect::<Vec<_>>());
    to_json(&out)
}

/// Fresh wind: budget, turn in place, and on request the plan and the reach.
/// Returns the card fields read and the assumptions relied on.
fn fresh(
    args: &MoveArgs,
    vessel: Vessel,
    heading: Heading,
    wind: Heading,
    out: &mut Value,
) -> Result<(Vec<CardField>, Vec<Assumption>), CliError> {
    let mut planner = Planner::new(vessel, heading, wind);
    let b = *planner.budget();
    let turn = planner.turn_in_place_options();
    extend(
        out,
        json!({
            "wind": wind,
            "budget": b.budget,
            "max_range": b.max_range,
            "deviation": b.deviation,
            "budget_parts": {
                "card_range": b.card_range,
                "range_field": b.range_field,
                "rapid": b.rapid,
                "sail_damage": -i32::from(b.sail_damage),
                "deviation": -i32::from(b.deviation),
            },
            "can_move": b.can_move(),
            "dismasted": b.dismasted,
            "turns": turn.allowance,
            "turn_in_place": turn.headings,
        }),
    );
    if let Some(text) = &args.plan {
        let path: Path = text
            .parse()
            .map_err(|e| CliError::new(format!("bad --plan {text:?}: {e}")))?;
        planner
            .follow(&path)
            .map_err(|e| CliError::new(format!("bad --plan {text:?}: {e}")))?;
        let end = planner.state();
        out["plan"] = json!(planner.steps().iter().map(step_json).collect::<Vec<_>>());
        out["end"] = json!({
            "at": end.at,
            "heading": end.heading,
            "remaining": end.remaining,
            "over": planner.is_over(),
        });
    }
    if args.reach {
        let r = Planner::new(vessel, heading, wind).reach();
        out["reach"] = json!(
            r.entries
                .iter()
                .map(|e| json!({
                    "at": e.at,
                    "heading": e.heading,
                    "remaining": e.remaining,
                    "path": e.path,
                    "steps": e.path.len(),
                    "passed": r.passed(e),
                }))
                .collect::<Vec<_>>()
        );
    }
    let mut assumptions = turn.assumptions;
    if b.dismasted {
        // it may still turn in place
        assumptions.push(Assumption::A20DismastedDriftsAndTurns);
    }
    Ok((vec![b.range_field, CardField::CalmStraight], assumptions))
}

fn step_json(s: &Step) -> Value {
    json!({
        "move": s.mv,
        "at": s.to.at,
        "heading": s.to.heading,
        "remaining": s.to.remaining,
        "passed": s.passed,
        "change": s.change,
    })
}

/// Copy the keys of `more` (an object) into `out`.
fn extend(out: &mut Value, more: Value) {
    if let (Value::Object(o), Value::Object(m)) = (out, more) {
        o.extend(m);
    }
}

/// The class card with the user's overrides.
fn ship_args(args: &MoveArgs) -> Result<ShipArgs, CliError> {
    let class = args.class;
    if class == ShipClass::Fort {
        return Err(CliError::new(
            "bad --class \"fort\": forts do not move (A-5: a fort has no heading)",
        ));
    }
    let mut card = class.card();
    let mut overridden = Vec::new();
    for (value, field) in [
        (args.straight, CardField::FreshStraight),
        (args.diagonal, CardField::FreshDiagonal),
        (args.storm, CardField::StormRange),
    ] {
        if let Some(v) = value {
            card.set(field, v);
            overridden.push(field);
        }
    }
    if let Some((s, d)) = args.calm {
        card.calm_straight = s;
        card.calm_diagonal = d;
        overridden.extend([CardField::CalmStraight, CardField::CalmDiagonal]);
    }
    Ok(ShipArgs {
        class,
        card,
        overridden,
    })
}

/// `--calm S/D`: calm straight and diagonal ranges, each 0..=20 (clap's
/// `value_parser` for `--calm`).
fn parse_calm(text: &str) -> Result<(u8, u8), String> {
    let (s, d) = text
        .split_once('/')
        .ok_or("use straight/diagonal, e.g. 1/0")?;
    Ok((card_value(s)?, card_value(d)?))
}

/// The assumptions behind the class defaults among `used`: a default that
/// comes from an assumption reports it, one no source gives reports A-8.
fn card_assumptions(ship: &ShipArgs, used: &[CardField]) -> Vec<Assumption> {
    used.iter()
        .filter(|f| !ship.overridden.contains(f))
        .filter_map(|f| match ShipCard::source(ship.class, *f) {
            Source::Assumed(a) => Some(a),
            Source::Unknown => Some(Assumption::A8UnknownCardValues),
            Source::Seed | Source::Public => None,
        })
        .collect()
}
