//! `shturman fire` and `shturman odds`: the fire helper and the exact odds
//! of an attack plan, as one JSON object on stdout. This module owns their
//! options, their validation (every bad value is a [`CliError`] naming it)
//! and the JSON shapes; the rules themselves are `shturman_rules::fire`,
//! `attack` and `odds`.

use crate::args::{card_value, to_json, AimArg, CliError};
use serde::Serialize;
use shturman_rules::attack::{salvo, singles, Aim, Attack, TargetState, Volley};
use shturman_rules::fire::{
    bearing, covered_cells, shot_at, CannotFire, CoveredCell, FaceSet, FaceStep, GunKind,
    NoBearing, Shooter,
};
use shturman_rules::odds::{attack_odds, MAX_ATTACKS};
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
    /// The shooter's class: brig, frigate, galleon, linkor or fort (or the
    /// Russian name).
    #[arg(long)]
    class: ShipClass,
    /// The shooter's heading: N NE E SE S SW W NW (or С..СЗ); required,
    /// except for a fort, which has none.
    #[arg(long)]
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
    /// The shooter's captain: rapid, swift, target or berserk.
    #[arg(long)]
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

/// The exact odds of an attack plan: hull damage, sail damage and sinking.
///
/// The distributions after the attacks, criticals included, as fractions
/// "n/d".
#[derive(clap::Args)]
#[command(after_help = "\
Example: a Линкор's three single shots at a Бриг with 1 hull damage, P(sunk) = 25/48:
  shturman odds --faces 1,3,5 --shots 3 --target-strength 3 --target-damage 1")]
pub struct OddsArgs {
    /// Hit faces of each shot, e.g. 1,3,5 or 135.
    #[arg(long, value_name = "F,F,..", value_parser = |v: &str| parse_faces("--faces", v))]
    faces: Option<FaceSet>,
    /// Number of shots (default 1): N single shots one after another, or
    /// with --salvo one salvo of N shots (one roll, N damage on a hit ).
    #[arg(long, value_name = "N", value_parser = card_value, allow_hyphen_values = true)]
    shots: Option<u8>,
    /// The firing ship's markers before these shots (default N): only the
    /// shot that spends the last one may roll a critical.
    #[arg(long, value_name = "M", value_parser = card_value, allow_hyphen_values = true)]
    shots_left: Option<u8>,
    /// The shots are one salvo.
    #[arg(long)]
    salvo: bool,
    /// No critical rolls at all.
    #[arg(long)]
    no_critical: bool,
    /// The faces are a bow or stern chaser's: one shot a round (§4.5), so
    /// --shots above 1 is refused.
    #[arg(long)]
    chaser: bool,
    /// What the shots aim at.
    #[arg(long, value_enum, default_value_t = AimArg::Hull)]
    aim: AimArg,
    #[arg(long, value_name = "ITEMS",
          help = "Instead of --faces/--shots/--salvo/--shots-left/--no-critical: \
                  attacks separated by ';', each FACES[xN][c][s]: FACES as digits \
                  (135), xN a salvo of N shots, c critical-eligible, s aimed at sails \
                  (else --aim). Example: '135;135;135c'",
          conflicts_with_all = ["faces", "shots", "shots_left", "salvo", "no_critical", "chaser"])]
    plan: Option<String>,
    /// Defaults for the target's strength and fresh range: brig, frigate,
    /// galleon, linkor or fort.
    #[arg(long, value_name = "CLASS")]
    target_class: Option<ShipClass>,
    /// The target's hull strength.
    #[arg(long, value_name = "S", value_parser = card_value, allow_hyphen_values = true)]
    target_strength: Option<u8>,
    /// Its hull damage (default 0; below strength).
    #[arg(long, value_name = "D", value_parser = card_value, allow_hyphen_values = true)]
    target_damage: Option<u8>,
    /// Its sail damage (default 0).
    #[arg(long, value_name = "D", value_parser = card_value, allow_hyphen_values = true)]
    target_sails: Option<u8>,
    /// Its fresh-wind straight range (needed with sails: a sails critical
    /// sets sail damage to it).
    #[arg(long, value_name = "R", value_parser = card_value, allow_hyphen_values = true)]
    target_range: Option<u8>,
}

/// Parse "X,Y" into an offset (clap's `value_parser` for `--at`).
fn parse_offset(v: &str) -> Result<Offset, String> {
    let bad = || "expected X,Y, e.g. --at=-1,2".to_string();
    let (x, y) = v.split_once(',').ok_or_else(bad)?;
    let x: i32 = x.trim().parse().map_err(|_| bad())?;
    let y: i32 = y.trim().parse().map_err(|_| bad())?;
    Ok(Offset::new(x, y))
}

/// Parse faces "1,3,5" or "135".
fn parse_faces(what: &str, v: &str) -> Result<FaceSet, String> {
    let bad = |why: &str| format!("bad {what} {v:?}: {why}");
    let items: Vec<&str> = if v.contains(',') {
        v.split(',').map(str::trim).collect()
    } else {
        v.trim().split("").filter(|s| !s.is_empty()).collect()
    };
    let mut faces = Vec::new();
    for it in items {
        match it.parse::<u8>() {
            Ok(f) if (1..=6).contains(&f) => faces.push(f),
            _ => return Err(bad("faces are 1 to 6")),
        }
    }
    if faces.is_empty() {
        return Err(bad("no faces"));
    }
    Ok(FaceSet::of(&faces))
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
            )))
        }
        (ShipClass::Fort, None) => None,
        (_, Some(h)) => Some(h),
        (_, None) => {
            return Err(CliError::new(format!(
                "missing --heading (a {class} needs one)"
            )))
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
            )))
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

#[derive(Serialize)]
struct TargetOut {
    strength: u8,
    hull_damage: u8,
    sail_damage: u8,
    /// `null` when not given and no shot aims at sails.
    fresh_straight: Option<u8>,
}

#[derive(Serialize)]
struct AttackOut {
    faces: FaceSet,
    shots: u8,
    aim: Aim,
    critical: bool,
    probability: Fraction,
}

#[derive(Serialize)]
struct ShareOut {
    value: u8,
    probability: Fraction,
    percent: String,
}

#[derive(Serialize)]
struct OutcomeOut {
    hull_damage: u8,
    sail_damage: u8,
    sunk: bool,
    probability: Fraction,
    percent: String,
}

#[derive(Serialize)]
struct OddsOut {
    target: TargetOut,
    attacks: Vec<AttackOut>,
    sunk: Fraction,
    sunk_percent: String,
    hull_damage: Vec<ShareOut>,
    sail_damage: Vec<ShareOut>,
    outcomes: Vec<OutcomeOut>,
    assumptions: Vec<&'static str>,
}

/// One `--plan` item: `FACES[xN][c][s]`.
fn parse_plan_item(item: &str, default_aim: Aim) -> Result<Attack, CliError> {
    let bad = |why: &str| {
        CliError::new(format!(
            "bad --plan item {item:?}: {why} (expected e.g. 135, 35x2c, 1235s)"
        ))
    };
    let t = item.trim();
    let digits_end = t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len());
    let (faces_s, mut rest) = t.split_at(digits_end);
    if faces_s.is_empty() {
        return Err(bad("no faces"));
    }
    let faces = parse_faces("--plan faces", faces_s).map_err(CliError)?;
    let mut shots = 1u8;
    if let Some(r) = rest.strip_prefix('x') {
        let n_end = r.find(|c: char| !c.is_ascii_digit()).unwrap_or(r.len());
        shots = match r[..n_end].parse::<u8>() {
            Ok(n) if (1..=20).contains(&n) => n,
            _ => return Err(bad("xN needs N from 1 to 20")),
        };
        rest = &r[n_end..];
    }
    let (mut critical, mut sails) = (false, false);
    for c in rest.chars() {
        match c {
            'c' if !critical => critical = true,
            's' if !sails => sails = true,
            _ => return Err(bad(&format!("unexpected {c:?}"))),
        }
    }
    let aim = if sails { Aim::Sails } else { default_aim };
    Ok(Attack {
        faces,
        shots,
        aim,
        critical,
    })
}

pub fn run_odds(a: &OddsArgs) -> Result<String, CliError> {
    let aim = Aim::from(a.aim);

    // The target.
    let class = a.target_class;
    let strength = match (a.target_strength, class) {
        (Some(s), _) => s,
        (None, Some(c)) => c.card().strength,
        (None, None) => {
            return Err(CliError::new(
                "missing --target-strength (or --target-class)",
            ))
        }
    };
    if strength == 0 {
        return Err(CliError::new(
            "bad --target-strength 0: hull strength must be at least 1",
        ));
    }
    let hull_damage = a.target_damage.unwrap_or(0);
    if hull_damage >= strength {
        return Err(CliError::new(format!(
            "bad --target-damage {hull_damage}: hull damage equal to strength ({strength}) means it has sunk"
        )));
    }
    let range = match (a.target_range, class) {
        (Some(r), _) => Some(r),
        (None, Some(c)) => Some(c.card().fresh_straight),
        (None, None) => None,
    };
    let sail_damage = a.target_sails.unwrap_or(0);

    // The attacks.
    // clap refuses --plan together with --faces/--shots/… (conflicts_with_all).
    let plan: Vec<Attack> = if let Some(p) = &a.plan {
        let items: Vec<&str> = p.split(';').filter(|s| !s.trim().is_empty()).collect();
        if items.is_empty() {
            return Err(CliError::new(format!("bad --plan {p:?}: no attacks")));
        }
        items
            .into_iter()
            .map(|it| parse_plan_item(it, aim))
            .collect::<Result<_, _>>()?
    } else {
        let faces = a
            .faces
            .ok_or_else(|| CliError::new("missing --faces (or --plan)"))?;
        let shots = a.shots.unwrap_or(1);
        if shots == 0 {
            return Err(CliError::new("bad --shots 0: at least one shot"));
        }
        let shots_left = a.shots_left.unwrap_or(shots);
        if shots_left < shots {
            return Err(CliError::new(format!(
                "bad --shots-left {shots_left}: fewer than --shots ({shots})"
            )));
        }
        // Chasers fire one shot a round (§4.5): more is refused below.
        let kind = if a.chaser {
            GunKind::Chaser
        } else {
            GunKind::Broadside
        };
        let mut plan = if a.salvo {
            let v = Volley {
                faces,
                kind,
                shots,
                shots_left,
            };
            vec![
                salvo(&[v], aim)
                    .map_err(|e| CliError::new(format!("bad --shots {shots}: {e}")))?
                    .attack,
            ]
        } else {
            singles(faces, kind, shots, shots_left, aim)
                .map_err(|e| CliError::new(format!("bad --shots {shots}: {e}")))?
        };
        if a.no_critical {
            for at in &mut plan {
                at.critical = false;
            }
        }
        plan
    };
    if plan.len() > MAX_ATTACKS {
        return Err(CliError::new(format!(
            "bad plan: {} attacks, at most {MAX_ATTACKS}",
            plan.len()
        )));
    }
    let any_sails = plan.iter().any(|x| x.aim == Aim::Sails);
    if any_sails && class == Some(ShipClass::Fort) {
        return Err(CliError::new(
            "bad --aim sails: a fort has no sails to aim at (the game refuses it too)",
        ));
    }
    let fresh_straight = match range {
        Some(r) => r,
        None if any_sails => {
            return Err(CliError::new(
                "missing --target-range (or --target-class): sails damage needs the target's fresh straight range",
            ))
        }
        // Nothing aims at sails: the range is never used; keep the given
        // sail damage unchanged and valid.
        None => sail_damage,
    };
    if sail_damage > fresh_straight {
        return Err(CliError::new(format!(
            "bad --target-sails {sail_damage}: more than the target's fresh straight range ({fresh_straight})"
        )));
    }
    let target = TargetState {
        strength,
        hull_damage,
        sail_damage,
        fresh_straight,
        sunk: false,
    };
    let odds = attack_odds(&plan, &target).map_err(|e| CliError::new(format!("bad plan: {e}")))?;
    let share = |s: &shturman_rules::odds::Share| ShareOut {
        value: s.value,
        probability: s.probability,
        percent: s.probability.percent(1),
    };
    to_json(&OddsOut {
        target: TargetOut {
            strength,
            hull_damage,
            sail_damage,
            fresh_straight: range,
        },
        attacks: plan
            .iter()
            .map(|x| AttackOut {
                faces: x.faces,
                shots: x.shots,
                aim: x.aim,
                critical: x.critical,
                probability: x.faces.probability(),
            })
            .collect(),
        sunk: odds.sunk,
        sunk_percent: odds.sunk.percent(1),
        hull_damage: odds.hull_damage.iter().map(share).collect(),
        sail_damage: odds.sail_damage.iter().map(share).collect(),
        outcomes: odds
            .outcomes
            .iter()
            .map(|o| OutcomeOut {
                hull_damage: o.hull_damage,
                sail_damage: o.sail_damage,
                sunk: o.sunk,
                probability: o.probability,
                percent: o.probability.percent(1),
            })
            .collect(),
        assumptions: odds.assumptions.iter().map(|x| x.id()).collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_and_faces_parse() {
        assert_eq!(parse_offset("-1,2").unwrap(), Offset::new(-1, 2));
        assert!(parse_offset("1;2").is_err());
        assert_eq!(
            parse_faces("--faces", "1,3,5").unwrap(),
            FaceSet::of(&[1, 3, 5])
        );
        assert_eq!(
            parse_faces("--faces", "135").unwrap(),
            FaceSet::of(&[1, 3, 5])
        );
        assert!(parse_faces("--faces", "1,7").is_err());
        assert!(parse_faces("--faces", "").is_err());
    }

    #[test]
    fn plan_items() {
        let a = parse_plan_item("35x2cs", Aim::Hull).unwrap();
        assert_eq!(
            (a.faces, a.shots, a.critical, a.aim),
            (FaceSet::of(&[3, 5]), 2, true, Aim::Sails)
        );
        assert!(parse_plan_item("x2", Aim::Hull).is_err());
        assert!(parse_plan_item("35x0", Aim::Hull).is_err());
        assert!(parse_plan_item("35q", Aim::Hull).is_err());
        assert!(parse_plan_item("35cc", Aim::Hull).is_err());
    }
}
