//! `shturman salvo`: one salvo gathered from several ships (§4.5), as one
//! JSON object. This module owns the options (a clap struct) and the
//! `--ship` spec (one per ship in the salvo, parsed by clap's
//! `value_parser`), its validation — a ship whose target is off its lines or out of
//! range, or a chaser part of more than one shot, is an error naming that
//! ship — and the JSON shape; the rules are `shturman_rules::fire::shot_at`
//! and `attack::salvo`.

use crate::args::{AimArg, CliError, to_json};
use serde::Serialize;
use shturman_rules::attack::{Aim, Volley, salvo};
use shturman_rules::fire::{FaceSet, Shooter, shot_at};
use shturman_rules::{Captain, Fraction, Heading, Offset, ShipClass};

/// One salvo gathered from one ship or several (rules §4.5).
///
/// One d6 against the faces of its worst part, one damage per shot on a hit
/// a critical only when every ship spends its last shot; in a salvo
/// of several ships captain Target's face 2 counts for none of them.
#[derive(clap::Args)]
#[command(after_help = "\
SPEC: comma-separated key=value, one --ship per ship in the salvo:
  class=brig|frigate|galleon|linkor|fort   (required)
  heading=N..NW (required, except for a fort)
  at=X,Y      the target's cell from this ship (x east, y north)
  shots=N     markers this ship puts into the salvo (default 1)
  left=N      its markers left before them (default: the card's shots)
  damage=N    its hull damage (default 0)
  captain=rapid|swift|target|berserk
  range=N strength=N   card overrides
  chaser=spent         its chaser shot of this round is already fired
Example:
  shturman salvo --ship class=linkor,heading=N,at=3,0,captain=target,shots=2,left=3 \
                 --ship class=brig,heading=E,at=0,-2,damage=1,shots=1,left=1")]
pub struct SalvoArgs {
    /// One ship of the salvo (repeat the option for each ship).
    #[arg(long = "ship", value_name = "SPEC", required = true, value_parser = parse_spec)]
    ships: Vec<ShipSpec>,
    /// Where the salvo aims.
    #[arg(long, value_enum, default_value_t = AimArg::Hull)]
    aim: AimArg,
}

/// One ship of the salvo, as the spec gave it.
#[derive(Clone)]
pub struct ShipSpec {
    /// The spec as written, to name the ship in an error.
    raw: String,
    class: ShipClass,
    heading: Option<Heading>,
    at: Offset,
    shots: u8,
    left: u8,
    damage: u8,
    captain: Option<Captain>,
    range: u8,
    strength: u8,
    chaser_spent: bool,
}

/// Split "class=brig,at=0,-2,shots=1" into key=value pairs: a piece without
/// `=` continues the previous value (the `,` inside `at=X,Y`).
fn pairs(spec: &str) -> Result<Vec<(String, String)>, String> {
    let mut out: Vec<(String, String)> = Vec::new();
    for piece in spec.split(',') {
        match piece.split_once('=') {
            Some((k, v)) => out.push((k.trim().to_lowercase(), v.trim().to_string())),
            None => match out.last_mut() {
                Some((_, v)) => {
                    v.push(',');
                    v.push_str(piece.trim());
                }
                None => return Err(format!("{piece:?} is not key=value")),
            },
        }
    }
    Ok(out)
}

fn small(key: &str, v: &str) -> Result<u8, String> {
    match v.parse::<i64>() {
        Ok(n) if (0..=i64::from(shturman_rules::card::MAX_CARD_VALUE)).contains(&n) => Ok(n as u8),
        _ => Err(format!(
            "{key}={v:?}: a whole number from 0 to {}",
            shturman_rules::card::MAX_CARD_VALUE
        )),
    }
}

fn parse_spec(spec: &str) -> Result<ShipSpec, String> {
    let mut class = None;
    let mut heading = None;
    let mut at = None;
    let (mut shots, mut left, mut damage) = (None, None, 0u8);
    let (mut captain, mut range, mut strength, mut chaser_spent) = (None, None, None, false);
    for (k, v) in pairs(spec)? {
        match k.as_str() {
            "class" => class = Some(v.parse::<ShipClass>().map_err(|e| e.to_string())?),
            "heading" => heading = Some(v.parse::<Heading>().map_err(|e| e.to_string())?),
            "at" => {
                let bad = || format!("at={v:?}: expected X,Y, e.g. at=0,-2");
                let (x, y) = v.split_once(',').ok_or_else(bad)?;
                let x: i32 = x.trim().parse().map_err(|_| bad())?;
                let y: i32 = y.trim().parse().map_err(|_| bad())?;
                at = Some(Offset::new(x, y));
            }
            "shots" => shots = Some(small(&k, &v)?),
            "left" => left = Some(small(&k, &v)?),
            "damage" => damage = small(&k, &v)?,
            "captain" => captain = Some(v.parse::<Captain>().map_err(|e| e.to_string())?),
            "range" => range = Some(small(&k, &v)?),
            "strength" => strength = Some(small(&k, &v)?),
            "chaser" if v == "spent" => chaser_spent = true,
            "chaser" => return Err(format!("chaser={v:?}: the only value is chaser=spent")),
            _ => return Err(format!("unknown key {k:?}")),
        }
    }
    let class = class.ok_or("missing class=")?;
    let card = class.card();
    let heading = match (class, heading) {
        (ShipClass::Fort, Some(h)) => {
            return Err(format!("heading={h}: a fort has no heading [A-5]"));
        }
        (ShipClass::Fort, None) => None,
        (_, Some(h)) => Some(h),
        (_, None) => return Err(format!("missing heading= (a {class} needs one)")),
    };
    let strength = strength.unwrap_or(card.strength);
    if strength == 0 {
        return Err("strength=0: hull strength must be at least 1".into());
    }
    if damage >= strength {
        return Err(format!(
            "damage={damage}: a ship with hull damage equal to its strength ({strength}) has sunk"
        ));
    }
    let shots = shots.unwrap_or(1);
    let left = left.unwrap_or(card.shots);
    if shots == 0 || shots > left {
        return Err(format!(
            "shots={shots}: must be between 1 and its shots left ({left})"
        ));
    }
    Ok(ShipSpec {
        raw: spec.to_string(),
        class,
        heading,
        at: at.ok_or("missing at=X,Y (the target's cell from this ship)")?,
        shots,
        left,
        damage,
        captain,
        range: range.unwrap_or(card.firing_range),
        strength,
        chaser_spent,
    })
}

#[derive(Serialize)]
struct PartOut {
    class: &'static str,
    gun: &'static str,
    band: &'static str,
    distance: u32,
    /// The faces this ship alone would fire.
    faces: FaceSet,
    /// The faces the salvo counts for it (Target's 2 dropped in a salvo of
    /// several ships).
    counted: FaceSet,
    shots: u8,
    shots_left: u8,
    last_shot: bool,
}

#[derive(Serialize)]
struct SalvoOut {
    faces: FaceSet,
    shots: u8,
    probability: Fraction,
    percent: String,
    aim: Aim,
    critical: bool,
    worst: usize,
    target_dropped: bool,
    parts: Vec<PartOut>,
    assumptions: Vec<&'static str>,
}

pub fn run(args: &SalvoArgs) -> Result<String, CliError> {
    let aim = Aim::from(args.aim);
    let specs = &args.ships;
    let mut parts = Vec::with_capacity(specs.len());
    let mut volleys = Vec::with_capacity(specs.len());
    for (n, s) in specs.iter().enumerate() {
        let who = format!("ship {} ({:?})", n + 1, s.raw);
        let shooter = Shooter {
            heading: s.heading,
            firing_range: s.range,
            damage: s.damage,
            strength: s.strength,
            captain: s.captain,
            chaser_spent: s.chaser_spent,
        };
        let info = shot_at(&shooter, s.at).map_err(|e| {
            CliError::new(format!(
                "bad --ship {who}: it cannot fire at {}: {}",
                s.at,
                e.code()
            ))
        })?;
        let v = Volley {
            faces: info.faces,
            kind: info.bearing.gun.kind(),
            shots: s.shots,
            shots_left: s.left,
        };
        v.check()
            .map_err(|e| CliError::new(format!("bad --ship {who}: {e}")))?;
        parts.push(PartOut {
            class: s.class.code(),
            gun: info.bearing.gun.code(),
            band: info.bearing.band.code(),
            distance: info.bearing.distance,
            faces: info.faces,
            counted: info.faces,
            shots: s.shots,
            shots_left: s.left,
            last_shot: v.is_last(),
        });
        volleys.push(v);
    }
    let plan = salvo(&volleys, aim).map_err(|e| CliError::new(format!("bad salvo: {e}")))?;
    for (p, counted) in parts.iter_mut().zip(&plan.parts) {
        p.counted = *counted;
    }
    let out = SalvoOut {
        faces: plan.attack.faces,
        shots: plan.attack.shots,
        probability: plan.attack.faces.probability(),
        percent: plan.attack.faces.probability().percent(1),
        aim,
        critical: plan.attack.critical,
        worst: plan.worst,
        target_dropped: plan.target_dropped,
        parts,
        assumptions: plan.assumptions.iter().map(|a| a.id()).collect(),
    };
    to_json(&out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_keep_the_comma_of_at() {
        let p = pairs("class=brig,heading=E,at=0,-2,shots=1").unwrap();
        assert_eq!(p[2], ("at".to_string(), "0,-2".to_string()));
        assert_eq!(p.len(), 4);
        assert!(pairs("0,class=brig").is_err());
    }
}
