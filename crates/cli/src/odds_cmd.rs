//! `shturman odds`: the exact odds of an attack plan, as one JSON object on
//! stdout. This module owns its options (a clap struct), the checks clap
//! cannot make (every bad value is a [`CliError`] naming it) and the JSON
//! shape; the rules themselves are `shturman_rules::attack` and `odds`.

use crate::args::{AimArg, CLASSES, CliError, card_value, coded, to_json};
use serde::Serialize;
use shturman_rules::attack::{Aim, Attack, TargetState, Volley, salvo, singles};
use shturman_rules::fire::{FaceSet, GunKind};
use shturman_rules::odds::{MAX_ATTACKS, attack_odds};
use shturman_rules::{Fraction, ShipClass};

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
    /// Defaults for the target's strength and fresh range.
    #[arg(long, value_name = "CLASS", value_parser = coded::<ShipClass>(CLASSES))]
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
            ));
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
            ));
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
    fn faces_parse() {
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
