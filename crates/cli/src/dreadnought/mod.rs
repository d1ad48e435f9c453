//! `shturman dreadnought <resolver>`: the dreadnought-era naval combat
//! resolvers (`shared/seeds/dreadnought-tactical.ru.txt`, digest §D) from a
//! terminal, one JSON object each. This module runs each resolver: it
//! checks what clap cannot (every bad value is a [`CliError`] naming it),
//! calls `shturman_battles::dreadnought` and fills the JSON shapes. The
//! options are in [`args`], the shapes in [`out`].

mod args;
mod out;

use crate::args::{CliError, to_json};
use args::{
    DamageArgs, Faces, FuelArgs, GroundArgs, GunneryArgs, ReadingsOpt, RefloatArgs, Resolver,
    TorpedoArgs, TrackerArgs,
};
use out::{
    armour_code, effect_out, info_player, player_code, readings_used, record_out, shares_out,
    speed_code, steps_out, tracker_info,
};
use serde_json::{Value, json};
use shturman_battles::dreadnought::damage::{
    Armour, Weapon, damage_roll_odds, penetrates, roll_damage,
};
use shturman_battles::dreadnought::grounding::{self, Grounding, Refloat};
use shturman_battles::dreadnought::gunnery::{self, FireControl, Gunnery};
use shturman_battles::dreadnought::torpedo::{self, TorpedoAttack};
use shturman_battles::dreadnought::tracker::{Advance, Engagement, GroupSpeed, ImpulseStep};
use shturman_battles::dreadnought::{Error, Factors, Player, Reading, SpeedLoss, Tracker, fuel};
use shturman_rules::dice::{DiceError, DiceSource, ScriptedDice};

pub use args::DreadnoughtArgs;

pub fn run(a: &DreadnoughtArgs) -> Result<String, CliError> {
    match &a.resolver {
        Resolver::Gunnery(g) => gunnery_cmd(g),
        Resolver::Torpedo(t) => torpedo_cmd(t),
        Resolver::Damage(d) => damage_cmd(d),
        Resolver::Tracker(t) => tracker_cmd(t),
        Resolver::Ground(g) => ground_cmd(g),
        Resolver::Refloat(r) => refloat_cmd(r),
        Resolver::Fuel(f) => fuel_cmd(f),
        Resolver::Readings(r) => readings_cmd(r),
    }
}

// ───────────────────────────── shared pieces ─────────────────────────────

/// Run `f` on the entered faces; every face must be used, no more needed.
fn with_faces<T>(
    faces: &[u8],
    f: impl FnOnce(&mut dyn DiceSource) -> Result<T, Error>,
) -> Result<T, CliError> {
    let mut dice = ScriptedDice::new(faces.iter().copied())
        .map_err(|e| CliError::new(format!("bad --faces: {e}")))?;
    let out = f(&mut dice).map_err(|e| match e {
        Error::Dice(DiceError::RanOut { used }) => CliError::new(format!(
            "bad --faces: {} given, the roll needs more than {used}",
            faces.len()
        )),
        other => CliError::new(other.to_string()),
    })?;
    if !dice.remaining().is_empty() {
        return Err(CliError::new(format!(
            "bad --faces: {} given, the roll uses {}",
            faces.len(),
            dice.used()
        )));
    }
    Ok(out)
}

// ───────────────────────────── gunnery ─────────────────────────────

fn gunnery_cmd(a: &GunneryArgs) -> Result<String, CliError> {
    let (p, s, t) = (a.primary, a.secondary.unwrap_or(0), a.tertiary.unwrap_or(0));
    let range = a.range;
    let factors = Factors::new(p, s, t).map_err(|e| CliError::new(e.to_string()))?;
    // clap refuses --obsolete with --excepted.
    let fire_control = match (a.obsolete, a.excepted) {
        (true, _) => FireControl::Obsolete,
        (false, Some(e)) => FireControl::Excepted(e.into()),
        (false, None) => FireControl::Modern,
    };
    let g = Gunnery {
        factors,
        range,
        fire_control,
        very_big_guns: a.big_guns,
        firer_italics: a.italics,
        target_italics: a.target_italics,
        target_speed: a.target_speed.loss(),
        target_towing: a.target_towing,
        target_visible: !a.not_visible,
    };
    let o = a.readings.options();
    let odds = gunnery::odds(&g, &o).map_err(|e| match e {
        Error::TooManyDice { dice, .. } => CliError::new(format!(
            "bad --primary/--secondary/--tertiary: {dice} dice in reach, too many for exact odds (49 always fit)"
        )),
        other => CliError::new(other.to_string()),
    })?;
    let plan = &odds.plan;
    let mut batteries = serde_json::Map::new();
    for b in &odds.batteries {
        batteries.insert(
            b.battery.code().to_string(),
            json!({
                "dice": b.dice,
                "at_least_one": b.at_least_one,
                "hits": shares_out(&b.hits),
            }),
        );
    }
    let mut out = json!({
        "dice": {
            "primary": plan.dice.primary,
            "secondary": plan.dice.secondary,
            "tertiary": plan.dice.tertiary,
        },
        "modifier": plan.modifier,
        "hit_on": plan.min_face,
        "p": plan.p,
        "percent": plan.p.percent(1),
        "hits": shares_out(&odds.total),
        "at_least_one": odds.at_least_one,
        "mean": odds.mean,
        "batteries": batteries,
        "steps": steps_out(&plan.steps),
        "readings": readings_used(&plan.steps),
    });
    if let Some(Faces(faces)) = &a.faces {
        let r = with_faces(faces, |d| gunnery::resolve(&g, &o, d))?;
        let mut faces_by = serde_json::Map::new();
        let mut hits_by = serde_json::Map::new();
        for b in &r.batteries {
            faces_by.insert(b.battery.code().into(), json!(b.faces));
            hits_by.insert(b.battery.code().into(), json!(b.hits));
        }
        out["rolled"] = json!({
            "faces": faces_by,
            "hits": hits_by,
            "total": r.hits,
            "damage_rolls": r.hit_weapons().iter().map(|w| w.code()).collect::<Vec<_>>(),
            "steps": steps_out(&r.steps[plan.steps.len()..]),
        });
    }
    to_json(&out)
}

// ───────────────────────────── torpedo ─────────────────────────────

fn torpedo_cmd(a: &TorpedoArgs) -> Result<String, CliError> {
    let (f, range) = (a.factor, a.range);
    let mut t = TorpedoAttack::new(f, range).map_err(|e| CliError::new(e.to_string()))?;
    t.target_capital = a.target_capital;
    t.target_speed = a.target_speed.loss();
    t.target_towing = a.target_towing;
    t.firer_capital = a.firer_capital;
    t.hull_tubes = a.hull_tubes;
    if a.firer_stopped {
        t.firer_speed = SpeedLoss::All;
    }
    t.tube_destroyed = a.tube_destroyed;
    t.already_fired = a.already_fired;
    let o = a.readings.options();
    let odds = torpedo::odds(&t, &o).map_err(|e| CliError::new(e.to_string()))?;
    let plan = &odds.plan;
    let mut out = json!({
        "can_fire": plan.can_fire(),
        "cannot_fire": plan.cannot_fire.iter().map(|c| c.code()).collect::<Vec<_>>(),
        "dice": plan.dice,
        "modifier": plan.modifier,
        "hit_on": plan.min_face,
        "no_hit_possible": plan.p.is_zero(),
        "p": plan.p,
        "percent": plan.p.percent(1),
        "hits": shares_out(&odds.hits),
        "at_least_one": odds.at_least_one,
        "mean": odds.mean,
        "steps": steps_out(&plan.steps),
        "readings": readings_used(&plan.steps),
    });
    if let Some(Faces(faces)) = &a.faces {
        if let Some(reason) = plan.cannot_fire.first() {
            return Err(CliError::new(format!(
                "bad --faces: the ship cannot fire ({})",
                reason.code()
            )));
        }
        let r = with_faces(faces, |d| torpedo::resolve(&t, &o, d))?;
        out["rolled"] = json!({
            "faces": r.faces,
            "hits": r.hits,
            "steps": steps_out(&r.steps[plan.steps.len()..]),
        });
    }
    to_json(&out)
}

// ───────────────────────────── damage ─────────────────────────────

fn damage_cmd(a: &DamageArgs) -> Result<String, CliError> {
    let o = a.readings.options();
    // clap refuses --weapon, --armour and --faces with --ship, and --hits
    // or --take-effect without it.
    if let Some(ship) = &a.ship {
        let mut record = ship.clone();
        let hits_raw = a.hits.as_deref().unwrap_or("");
        let mut hits = Vec::new();
        for item in hits_raw.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let (w, n) = item.split_once('@').ok_or_else(|| {
                CliError::new(format!(
                    "bad --hits {item:?}: expected WEAPON@N, e.g. primary@2"
                ))
            })?;
            let weapon = Weapon::ALL
                .into_iter()
                .find(|x| x.code() == w)
                .ok_or_else(|| {
                    CliError::new(format!(
                        "bad --hits {item:?}: WEAPON is one of primary, secondary, tertiary, torpedo"
                    ))
                })?;
            let n: usize = n
                .parse()
                .ok()
                .filter(|n| (1..=record.sections().len()).contains(n))
                .ok_or_else(|| {
                    CliError::new(format!(
                        "bad --hits {item:?}: N is a section from 1 to {}",
                        record.sections().len()
                    ))
                })?;
            let h = record
                .hit(n - 1, weapon, &o)
                .map_err(|e| CliError::new(format!("bad --hits {item:?}: {e}")))?;
            hits.push(json!({
                "weapon": weapon.code(),
                "section": n,
                "effect": effect_out(&h.effect),
                "steps": steps_out(&h.steps),
            }));
            record = h.record;
        }
        let mut out = json!({ "hits": hits });
        if a.take_effect {
            let (after, steps) = record.take_effect();
            out["take_effect"] = json!(steps_out(&steps));
            record = after;
        }
        out["record"] = record_out(&record);
        return to_json(&out);
    }
    let (Some(weapon), Some(armour)) = (a.weapon, a.armour) else {
        // clap requires both unless --ship is given.
        return Err(CliError::new("missing --weapon and --armour (or --ship)"));
    };
    let (weapon, armour): (Weapon, Armour) = (weapon.into(), armour.into());
    let mut out = json!({
        "weapon": weapon.code(),
        "armour": armour_code(armour),
        "penetrates": penetrates(weapon, armour),
        "roll_odds": shares_out(&damage_roll_odds()),
    });
    if let Some(Faces(faces)) = &a.faces {
        let r = with_faces(faces, |d| roll_damage(weapon, d))?;
        out["rolled"] = json!({
            "faces": r.faces,
            "total": r.total,
            "steps": steps_out(&[r.step()]),
        });
    }
    to_json(&out)
}

// ───────────────────────────── tracker ─────────────────────────────

fn tracker_cmd(a: &TrackerArgs) -> Result<String, CliError> {
    if a.all {
        let steps: Vec<Value> = ImpulseStep::all()
            .map(|s| {
                Tracker::at(1, u32::from(s.number()), Some(Player::A))
                    .map(|t| tracker_info(&t))
                    .map_err(|e| CliError::new(e.to_string()))
            })
            .collect::<Result<_, _>>()?;
        return to_json(&json!({ "initiative": "a", "steps": steps }));
    }
    // clap checks the ranges and requires --step without --all.
    let step = a
        .step
        .ok_or_else(|| CliError::new("missing --step (or --all)"))?;
    let round = a.round.unwrap_or(1);
    if round == 0 {
        return Err(CliError::new("bad --round 0: rounds count from 1"));
    }
    let initiative = match a.initiative {
        Some(p) => Some(p.into()),
        // Round 1: decided before set-up; later rounds: entered at step 1.
        None if round == 1 || step > 1 => Some(Player::A),
        None => None,
    };
    let t = Tracker::at(round, step, initiative).map_err(|e| CliError::new(e.to_string()))?;
    let mut out = tracker_info(&t);
    let engagement = if a.one_side_gone {
        Engagement::OneSideGone
    } else {
        Engagement::BothSidesInPlay
    };
    out["next"] = match t.advance(engagement) {
        Ok(Advance::Next(n)) => json!({
            "round": n.round(),
            "step": n.step().number(),
            "initiative": info_player(n.initiative()),
        }),
        Ok(Advance::PhaseOver) => json!("phase_over"),
        Err(Error::InitiativeNotEntered { .. }) => json!("enter_initiative"),
        Err(e) => return Err(CliError::new(e.to_string())),
    };
    // clap refuses --player and --towing without --group.
    if let Some(g) = a.group {
        let speed = GroupSpeed::from(g);
        let player = a.player.map_or(Player::A, Player::from);
        let m = t
            .may_move(player, speed, a.towing)
            .map_err(|_| CliError::new("bad --group: enter --initiative first"))?;
        out["may_move"] = json!({
            "player": player_code(player),
            "speed": speed_code(speed),
            "towing": a.towing,
            "moves": m.moves,
            "steps": steps_out(&m.steps),
        });
    }
    to_json(&out)
}

// ───────────────────────────── grounding, refloating, fuel ─────────────────────────────

fn ground_cmd(a: &GroundArgs) -> Result<String, CliError> {
    let g = Grounding {
        class: a.class.into(),
        shallow_draught: a.shallow,
        own_coast: a.own_coast,
        shaded_edge: a.shaded_edge,
    };
    // clap checks 1..=MAX_SHIPS.
    let ships = a.ships.unwrap_or(1);
    let odds = grounding::odds(&g, ships).map_err(|e| CliError::new(e.to_string()))?;
    let plan = &odds.plan;
    let mut out = json!({
        "check": plan.no_check.is_none(),
        "no_check": plan.no_check,
        "modifier": plan.modifier,
        "hit_on": plan.min_face,
        "p": plan.p,
        "percent": plan.p.percent(1),
        "ships": ships,
        "grounded": shares_out(&odds.grounded),
        "steps": steps_out(&plan.steps),
    });
    if let Some(Faces(faces)) = &a.faces {
        let rolls = with_faces(faces, |d| {
            (0..ships)
                .map(|_| grounding::resolve(&g, d))
                .collect::<Result<Vec<_>, _>>()
        })?;
        out["rolled"] = json!(
            rolls
                .iter()
                .map(|r| json!({
                    "face": r.face,
                    "grounded": r.grounded,
                    "steps": steps_out(&r.steps[plan.steps.len()..]),
                }))
                .collect::<Vec<_>>()
        );
    }
    to_json(&out)
}

fn refloat_cmd(a: &RefloatArgs) -> Result<String, CliError> {
    let r = Refloat {
        armoured: !a.unarmoured,
        deliberate: a.deliberate,
    };
    let o = a.readings.options();
    let odds = grounding::refloat_odds(&r, &o);
    let mut out = json!({
        "possible": odds.possible,
        "refloat": odds.refloat,
        "percent": odds.refloat.percent(1),
        "hull_boxes": shares_out(&odds.hull_boxes),
        "outcomes": odds.outcomes.iter().map(|s| json!({
            "refloated": s.outcome.refloated,
            "hull_boxes": s.outcome.hull_boxes,
            "probability": s.probability,
            "percent": s.probability.percent(1),
        })).collect::<Vec<_>>(),
        "readings": odds.reading.map(|c| format!("{}={}", c.reading().id(), c.code())).into_iter().collect::<Vec<_>>(),
        "steps": steps_out(&odds.steps),
    });
    if let Some(Faces(faces)) = &a.faces {
        if r.deliberate {
            return Err(CliError::new(
                "bad --faces: a ship grounded deliberately is never refloated (7.44)",
            ));
        }
        let x = with_faces(faces, |d| grounding::resolve_refloat(&r, &o, d))?;
        out["rolled"] = json!({
            "face": x.face,
            "refloated": x.refloated,
            "damage_face": x.damage_face,
            "hull_boxes": x.hull_boxes,
            "steps": steps_out(&x.steps),
        });
    }
    to_json(&out)
}

fn fuel_cmd(a: &FuelArgs) -> Result<String, CliError> {
    // clap checks 1..=MAX_FLEETS.
    let fleets = a.fleets.unwrap_or(1);
    let odds = fuel::odds(fleets).map_err(|e| CliError::new(e.to_string()))?;
    let mut out = json!({
        "fleets": fleets,
        "per_fleet": odds.per_fleet,
        "total_twelfths": shares_out(&odds.total_twelfths),
        "mean_per_fleet": odds.mean_per_fleet,
    });
    if let Some(Faces(faces)) = &a.faces {
        let r = with_faces(faces, |d| fuel::resolve(fleets, d))?;
        out["rolled"] = json!({
            "fleets": r.uses,
            "total": r.total,
            "steps": steps_out(&r.steps),
        });
    }
    to_json(&out)
}

fn readings_cmd(a: &ReadingsOpt) -> Result<String, CliError> {
    let o = a.options();
    let list: Vec<Value> = Reading::ALL
        .iter()
        .map(|r| {
            json!({
                "id": r.id(),
                "section": r.section().id(),
                "options": r.options().iter().map(|c| c.code()).collect::<Vec<_>>(),
                "default": r.default_choice().code(),
                "chosen": o.choice(*r).code(),
            })
        })
        .collect();
    to_json(&json!({ "readings": list }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use shturman_battles::dreadnought::damage::{Weapon, roll_damage};

    #[test]
    fn every_face_is_used() {
        assert!(with_faces(&[1, 2], |d| roll_damage(Weapon::Primary, d)).is_ok());
        assert!(with_faces(&[1], |d| roll_damage(Weapon::Primary, d)).is_err());
        assert!(with_faces(&[1, 2, 3], |d| roll_damage(Weapon::Primary, d)).is_err());
    }
}
