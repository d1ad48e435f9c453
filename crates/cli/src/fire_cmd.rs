//! `shturman fire`: the fire helper — which gun bears on a cell, the band,
//! the hit faces and the exact probability — as one JSON object on stdout.
//! This module owns its options (a clap struct), the checks clap cannot
//! make (every bad value is a [`CliError`] naming it) and the JSON shapes;
//! the rules themselves are `shturman_rules::fire` and `attack`.

use crate::args::{CAPTAINS, CLASSES, CliError, HEADINGS, card_value, coded, to_json};
use serde::Serialize;
use shturman_rules::attack::Volley;
use shturman_rules::fire::{
    CannotFire, CoveredCell, FaceSet, FaceStep, GunKind, NoBearing, Shooter, bearing,
    covered_cells, shot_at,
};
use shturman_rules::{Captain, Fraction, Heading, Offset, ShipClass};

/// Which gun of the shooter bears on a cell, and the hit faces.
///
/// The band, the firing ship's damage level, the hit faces with each step
/// of the rule, the exact probability, and whether this volley includes the
/// ship's last shot. Off a line it prints {"gun":null,"reason":
/// "not_on_line"|"dead_zone"|"out_of_range"|"chaser_spent",...}.
#[derive(clap::Args)]
#[command(after_help = "Example: shturman fire --class linkor --heading N --at=3,0 --range 4")]
pub struct FireArgs {
    /// The shooter's class (or its Russian name).
    #[arg(long, value_parser = coded::<ShipClass>(CLASSES))]
    class: ShipClass,
    /// The shooter's heading (or С..СЗ); required, except for a fort, which
    /// has none.
    #[arg(long, value_parser = coded::<Heading>(HEADINGS))]
    heading: Option<Heading>,
    /// The target's cell X,Y relative to the shooter, x east, y north (write
    /// --at=-1,2 when X is negative).
    #[arg(long, value_name = "X,Y", allow_hyphen_values = true, value_parser = parse_offset)]
    at: Option<Offset>,
    /// Instead of --at: every cell each gun covers.
    #[arg(long, conflicts_with = "at")]
    arcs: bool,
    /// Max firing range (default: the class card).
    #[arg(long, value_name = "N", value_parser = card_value, allow_hyphen_values = true)]
    range: Option<u8>,
    /// Hull strength (default: the class card).
    #[arg(long, value_name = "N", value_parser = card_value, allow_hyphen_values = true)]
    strength: Option<u8>,
    /// The shooter's hull damage (default 0; below strength).
    #[arg(long, value_name = "N", value_parser = card_value, allow_hyphen_values = true)]
    damage: Option<u8>,
    /// The shooter's captain (or its Russian name).
    #[arg(long, value_parser = coded::<Captain>(CAPTAINS))]
    captain: Option<Captain>,
    /// Shot markers left this round (default: the card's shots).
    #[arg(long, value_name = "N", value_parser = card_value, allow_hyphen_values = true)]
    shots_left: Option<u8>,
    /// Markers spent in this volley (default 1; a chaser spends 1).
    #[arg(long, value_name = "N", value_parser = card_value, allow_hyphen_values = true)]
    shots: Option<u8>,
    /// The ship's one chaser shot of this round is already fired (§4.5):
    /// its bow and stern lines cannot fire.
    #[arg(long)]
    chaser_spent: bool,
}

/// Parse "X,Y" into an offset (clap's `value_parser` for `--at`).
fn parse_offset(v: &str) -> Result<Offset, String> {
    let bad = || "expected X,Y, e.g. --at=-1,2".to_string();
    let (x, y) = v.split_once(',').ok_or_else(bad)?;
    let x: i32 = x.trim().parse().map_err(|_| bad())?;
    let y: i32 = y.trim().parse().map_err(|_| bad())?;
    Ok(Offset::new(x, y))
}

#[derive(Serialize)]
struct StepOut {
    rule: shturman_rules::fire::FaceRule,
    section: String,
    added: FaceSet,
    removed: FaceSet,
    faces: FaceSet,
    assumption: Option<&'static str>,
}

impl From<&FaceStep> for StepOut {
    fn from(s: &FaceStep) -> Self {
        StepOut {
            rule: s.rule,
            section: s.section.to_string(),
            added: s.added,
            removed: s.removed,
            faces: s.faces,
            assumption: s.assumption.map(|a| a.id()),
        }
    }
}

#[derive(Serialize)]
struct FireOut {
    gun: &'static str,
    kind: GunKind,
    line: &'static str,
    distance: u32,
    band: &'static str,
    range: u8,
    level: &'static str,
    faces: FaceSet,
    probability: Fraction,
    percent: String,
    no_roll_needed: bool,
    shots: u8,
    shots_left: u8,
    shots_after: u8,
    last_shot: bool,
    critical_eligible: bool,
    steps: Vec<StepOut>,
    assumptions: Vec<&'static str>,
}

#[derive(Serialize)]
struct NoFireOut {
    gun: Option<&'static str>,
    reason: &'static str,
    distance: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    line: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    covering_gun: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    range: Option<u8>,
}

#[derive(Serialize)]
struct ArcsOut {
    range: u8,
    cells: Vec<CoveredCell>,
}

pub fn run_fire(a: &FireArgs) -> Result<String, CliError> {
    let class = a.class;
    let mut card = class.card();
    if let Some(r) = a.range {
        card.firing_range = r;
    }
    if let Some(s) = a.strength {
        if s == 0 {
            return Err(CliError::new(
                "bad --strength 0: hull strength must be at least 1",
            ));
        }
        card.strength = s;
    }
    let heading = match (class, a.heading) {
        (ShipClass::Fort, Some(h)) => {
            return Err(CliError::new(format!(
                "bad --heading {h}: a fort has no heading, it fires along all 8 lines [A-5]"
            )));
        }
        (ShipClass::Fort, None) => None,
        (_, Some(h)) => Some(h),
        (_, None) => {
            return Err(CliError::new(format!(
                "missing --heading (a {class} needs one)"
            )));
        }
    };
    let damage = a.damage.unwrap_or(0);
    if damage >= card.strength {
        return Err(CliError::new(format!(
            "bad --damage {damage}: a ship with hull damage equal to its strength ({}) has sunk",
            card.strength
        )));
    }
    let captain = a.captain;
    let shots_left = a.shots_left.unwrap_or(card.shots);
    if shots_left == 0 {
        return Err(CliError::new(
            "bad --shots-left 0: no shots left to fire this round",
        ));
    }
    let shots = a.shots.unwrap_or(1);
    if shots == 0 || shots > shots_left {
        return Err(CliError::new(format!(
            "bad --shots {shots}: must be between 1 and --shots-left ({shots_left})"
        )));
    }

    if a.arcs {
        return to_json(&ArcsOut {
            range: card.firing_range,
            cells: covered_cells(heading, card.firing_range),
        });
    }

    let at =
        a.at.ok_or_else(|| CliError::new("missing --at (or --arcs)"))?;
    let chaser_spent = a.chaser_spent;
    let shooter = Shooter {
        heading,
        firing_range: card.firing_range,
        damage,
        strength: card.strength,
        captain,
        chaser_spent,
    };
    let info = match shot_at(&shooter, at) {
        Ok(info) => info,
        Err(CannotFire::NoBearing(NoBearing::SameCell)) => {
            return Err(CliError::new(format!(
                "bad --at={},{}: the target cannot be in the shooter's own cell",
                at.x, at.y
            )));
        }
        Err(e) => {
            let (line, covering_gun, range, distance) = match e {
                CannotFire::NoBearing(n) => {
                    let (line, gun, range) = match n {
                        NoBearing::DeadZone { line, .. } => (Some(line.code()), None, None),
                        NoBearing::OutOfRange {
                            gun, line, range, ..
                        } => (Some(line.code()), Some(gun.code()), Some(range)),
                        NoBearing::SameCell | NoBearing::NotOnLine { .. } => (None, None, None),
                    };
                    (line, gun, range, n.distance())
                }
                CannotFire::ChaserSpent { gun } => {
                    let b = bearing(heading, card.firing_range, at).ok();
                    (
                        b.map(|b| b.line.code()),
                        Some(gun.code()),
                        None,
                        b.map(|b| b.distance),
                    )
                }
                CannotFire::NoShotsLeft | CannotFire::NoShotsAfterChaser => {
                    (None, None, None, None)
                }
            };
            return to_json(&NoFireOut {
                gun: None,
                reason: e.code(),
                distance,
                line,
                covering_gun,
                range,
            });
        }
    };
    let kind = info.bearing.gun.kind();
    let volley = Volley {
        faces: info.faces,
        kind,
        shots,
        shots_left,
    };
    volley
        .check()
        .map_err(|e| CliError::new(format!("bad --shots {shots}: {e}")))?;
    let mut assumptions: Vec<&'static str> = info
        .steps
        .iter()
        .filter_map(|s| s.assumption.map(|a| a.id()))
        .collect();
    if shots > 1 {
        assumptions.push(shturman_rules::Assumption::A6SalvoDamage.id());
    }
    to_json(&FireOut {
        gun: info.bearing.gun.code(),
        kind,
        line: info.bearing.line.code(),
        distance: info.bearing.distance,
        band: info.bearing.band.code(),
        range: card.firing_range,
        level: info.level.code(),
        faces: info.faces,
        probability: info.probability,
        percent: info.probability.percent(1),
        no_roll_needed: info.faces == FaceSet::ALL,
        shots,
        shots_left,
        shots_after: volley.shots_after(),
        last_shot: volley.is_last(),
        critical_eligible: volley.is_last(),
        steps: info.steps.iter().map(StepOut::from).collect(),
        assumptions,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_parse() {
        assert_eq!(parse_offset("-1,2").unwrap(), Offset::new(-1, 2));
        assert!(parse_offset("1;2").is_err());
        assert!(parse_offset("a,b").is_err());
    }
}
