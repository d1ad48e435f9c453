//! `shturman dreadnought <resolver>`: the dreadnought-era naval combat
//! resolvers (`shared/seeds/dreadnought-tactical.ru.txt`, digest §D) from a
//! terminal, one JSON object each. This module owns the options of each
//! resolver, their validation (every bad value is a [`CliError`] naming it)
//! and the JSON shapes; the rules are `shturman_battles::dreadnought`.

use crate::args::{Args, CliError};
use serde::Serialize;
use serde_json::{json, Value};
use shturman_battles::dreadnought::damage::{
    damage_roll_odds, penetrates, roll_damage, Armour, HitEffect, SectionKind, SectionSpec,
    ShipRecord, Weapon,
};
use shturman_battles::dreadnought::grounding::{self, Grounding, Refloat, ShipClass};
use shturman_battles::dreadnought::gunnery::{self, Battery, Exception, FireControl, Gunnery};
use shturman_battles::dreadnought::torpedo::{self, TorpedoAttack};
use shturman_battles::dreadnought::tracker::{
    Advance, Engagement, GroupSpeed, ImpulseStep, StepKind,
};
use shturman_battles::dreadnought::{
    fuel, Choice, Error, Factors, Options, Player, Reading, Share, SpeedLoss, Step, Tracker,
};
use shturman_battles::Fraction;
use shturman_rules::dice::{DiceError, DiceSource, ScriptedDice};

pub const USAGE: &str = "\
usage: shturman dreadnought <resolver> [options]   (--help after a resolver for its options)
  gunnery   one ship's fire: dice per battery, exact hits (digest D.1)
  torpedo   one ship's torpedo attack (D.2)
  damage    a hit's 2d6 damage roll, the armour check, box tracking (D.1)
  tracker   the 20-step impulse sequence (D.0)
  ground    the grounding roll (D.3)
  refloat   refloating and its hull damage (D.4)
  fuel      extra fuel after a battle (D.5)
  readings  the readings D-1..D-12, their options and the chosen ones
Every resolver takes --readings ID=OPTION,... (e.g. D-1=target,D-4=any_speed)
and most take --faces F,F,... : faces rolled on real dice, resolved in order.";

const GUNNERY_USAGE: &str = "\
usage: shturman dreadnought gunnery --primary P [--secondary S] [--tertiary T] --range R [options]
  Dice of each battery at range R (0 same hex, 1 adjacent, ...), the hit
  modifier and chance, the exact per-battery and total hit distributions.
  --primary/--secondary/--tertiary N  current factors (0..40; S and T default 0)
  --range R            hexes to the target
  --italics            the firing ship's name is in italics (+1 [D-1])
  --target-italics     the target's name is in italics (+1 only with D-1=target)
  --target-stopped     the target lost all speed (+1 [D-4])
  --target-slowed      the target lost some speed (+1 only with D-4=any_speed)
  --target-towing      the target tows or is towed (+1)
  --obsolete           B, CD or AC: primary guns reach 2 hexes (7.62)
  --excepted NAME      one of 7.62's exceptions: blucher|scharnhorst|gneisenau|rurik|russian-1917
  --big-guns           16/18-inch guns: primary at 4 hexes with half the factor (7.61)
  --not-visible        the target cannot be seen: no fire
  --faces F,F,...      the faces rolled, primary dice first, then secondary, tertiary";

const TORPEDO_USAGE: &str = "\
usage: shturman dreadnought torpedo --factor F --range 0|1 [options]
  --factor F           torpedo factor (0..40): all fired at once
  --range R            0 same hex (+1), 1 adjacent; beyond: cannot fire
  --target-capital     a capital ship or an F-numbered transport (+1)
  --target-stopped     the target lost all speed (+1 [D-4])
  --target-slowed      the target lost some speed (+1 only with D-4=any_speed)
  --target-towing      the target tows or is towed (+1)
  --firer-capital      the firing ship is a capital ship (-1)
  --hull-tubes         hull-mounted tubes (-1)
  --firer-stopped      the firing ship lost all speed: cannot fire (7.72)
  --tube-destroyed     cannot fire (7.74)
  --already-fired      fired this game and not rearmed: cannot fire (7.73)
  --faces F,F,...      the faces rolled";

const DAMAGE_USAGE: &str = "\
usage: shturman dreadnought damage --weapon W --armour A [--faces A,B]
       shturman dreadnought damage --ship SECTIONS --hits HITS [--take-effect]
  The first form: whether a hit by W (primary|secondary|tertiary|torpedo)
  damages armour A (none|light|heavy), and the 2d6 damage roll's odds (with
  --faces, the roll itself).
  The second: a ship's record and hits on it, in order. SECTIONS is
  KIND:BOXES:ARMOUR[:CROSSED],... with KIND hull|primary|secondary|tertiary|
  torpedo|speed|other (exactly one hull); HITS is WEAPON@N,... with N the
  section's place in SECTIONS, from 1. --take-effect: the torpedo step
  begins, gunnery marks take effect.";

const TRACKER_USAGE: &str = "\
usage: shturman dreadnought tracker --step N [--round R] [--initiative a|b] [options]
       shturman dreadnought tracker --all
  What happens in step N (1..20) of round R (default 1), who moves which
  speeds, and the next step.
  --initiative a|b     who holds the initiative (default a; none at step 1
                       of a later round until entered)
  --one-side-gone      one side has left, is out of sight or sunk: the phase ends
  --group SPEED        may a group of SPEED (0|1slow|1|2|2+) move now?
  --player a|b         ... of this player (default a)
  --towing             ... towing or towed
  --all                the whole sequence";

const GROUND_USAGE: &str = "\
usage: shturman dreadnought ground --class capital|light|other [options]
  --shallow            shallow draught (half-white, half-red circle)
  --own-coast          the land is the ship's own country's (-1)
  --shaded-edge        a shaded edge hex along land: no roll (7.41)
  --ships N            that many like ships (1..16, default 1)
  --faces F,...        one face per ship";

const REFLOAT_USAGE: &str = "\
usage: shturman dreadnought refloat [--unarmoured] [--deliberate] [--faces F[,D]]
  A 1 refloats; then hull boxes lost = half the damage roll, rounded up
  (+1 for an unarmoured ship [D-7]). --deliberate: grounded on purpose,
  never refloats (7.44).";

const FUEL_USAGE: &str = "\
usage: shturman dreadnought fuel [--fleets N] [--faces F,...]
  One d6 per fleet that fought: that many twelfths of a fuel unit (1..20 fleets).";

fn wants_help(argv: &[String]) -> bool {
    argv.iter().any(|a| a == "--help" || a == "-h")
}

fn to_json<T: Serialize>(v: &T) -> Result<String, CliError> {
    serde_json::to_string(v).map_err(|e| CliError::new(format!("internal: cannot write JSON: {e}")))
}

type Resolver = fn(&[String]) -> Result<String, CliError>;

pub fn run(argv: &[String]) -> Result<String, CliError> {
    let (cmd, rest) = match argv.split_first() {
        Some((c, rest)) => (c.as_str(), rest),
        None => {
            return Err(CliError::new(
                "missing resolver: shturman dreadnought gunnery|torpedo|damage|tracker|ground|refloat|fuel|readings (--help for more)",
            ))
        }
    };
    let (usage, f): (&str, Resolver) = match cmd {
        "gunnery" => (GUNNERY_USAGE, gunnery_cmd),
        "torpedo" => (TORPEDO_USAGE, torpedo_cmd),
        "damage" => (DAMAGE_USAGE, damage_cmd),
        "tracker" => (TRACKER_USAGE, tracker_cmd),
        "ground" => (GROUND_USAGE, ground_cmd),
        "refloat" => (REFLOAT_USAGE, refloat_cmd),
        "fuel" => (FUEL_USAGE, fuel_cmd),
        "readings" => (USAGE, readings_cmd),
        "-h" | "--help" => return Ok(USAGE.to_string()),
        other => {
            return Err(CliError::new(format!(
                "unknown dreadnought resolver {other:?}; one of gunnery, torpedo, damage, tracker, ground, refloat, fuel, readings"
            )))
        }
    };
    if wants_help(rest) {
        return Ok(usage.to_string());
    }
    f(rest)
}

// ───────────────────────────── shared pieces ─────────────────────────────

/// `--readings D-1=target,D-4=any_speed`: the table's options.
fn parse_readings(a: &Args) -> Result<Options, CliError> {
    let mut o = Options::default();
    let Some(v) = a.get("readings") else {
        return Ok(o);
    };
    for item in v.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let (id, code) = item.split_once('=').ok_or_else(|| {
            CliError::new(format!(
                "bad --readings {item:?}: expected ID=OPTION, e.g. D-1=target"
            ))
        })?;
        let id = id.trim().to_ascii_uppercase();
        let reading = Reading::from_id(&id).map_err(|_| {
            CliError::new(format!(
                "bad --readings {item:?}: no reading {id}; one of {}",
                Reading::ALL.map(|r| r.id()).join(", ")
            ))
        })?;
        let code = code.trim().replace('-', "_");
        let choice = Choice::parse(reading, &code).map_err(|_| {
            let options: Vec<&str> = reading.options().iter().map(|c| c.code()).collect();
            CliError::new(format!(
                "bad --readings {item:?}: {id} is one of {}",
                options.join(", ")
            ))
        })?;
        o = o.with(choice);
    }
    Ok(o)
}

/// `--faces 1,1,2,6`: faces of real dice.
fn parse_faces(a: &Args) -> Result<Option<Vec<u8>>, CliError> {
    let Some(v) = a.get("faces") else {
        return Ok(None);
    };
    let mut faces = Vec::new();
    for it in v.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        match it.parse::<u8>() {
            Ok(f @ 1..=6) => faces.push(f),
            _ => {
                return Err(CliError::new(format!(
                    "bad --faces {v:?}: {it:?} is not a face 1 to 6"
                )))
            }
        }
    }
    Ok(Some(faces))
}

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

#[derive(Serialize)]
struct ShareOut {
    value: i32,
    probability: Fraction,
    percent: String,
}

fn shares_out(s: &[Share]) -> Vec<ShareOut> {
    s.iter()
        .map(|s| ShareOut {
            value: s.value,
            probability: s.probability,
            percent: s.probability.percent(1),
        })
        .collect()
}

#[derive(Serialize)]
struct StepOut<'a> {
    #[serde(flatten)]
    step: &'a Step,
    paragraph: Option<&'static str>,
}

fn steps_out(steps: &[Step]) -> Vec<StepOut<'_>> {
    steps
        .iter()
        .map(|step| StepOut {
            step,
            paragraph: step.rule.paragraph(),
        })
        .collect()
}

/// The readings the steps relied on, as "D-1=target".
fn readings_used(steps: &[Step]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for c in steps.iter().filter_map(|s| s.reading) {
        let s = format!("{}={}", c.reading().id(), c.code());
        if !out.contains(&s) {
            out.push(s);
        }
    }
    out
}

fn speed_loss(a: &Args, stopped: &str, slowed: &str) -> Result<SpeedLoss, CliError> {
    match (a.flag(stopped), a.flag(slowed)) {
        (true, true) => Err(CliError::new(format!(
            "bad --{slowed}: give --{stopped} or --{slowed}, not both"
        ))),
        (true, false) => Ok(SpeedLoss::All),
        (false, true) => Ok(SpeedLoss::Some),
        (false, false) => Ok(SpeedLoss::None),
    }
}

fn factor(a: &Args, name: &str, max: u8) -> Result<Option<u32>, CliError> {
    match a.parse_opt::<u32>(name)? {
        Some(n) if n > u32::from(max) => {
            Err(CliError::new(format!("bad --{name} {n}: at most {max}")))
        }
        other => Ok(other),
    }
}

// ───────────────────────────── gunnery ─────────────────────────────

fn parse_exception(v: &str) -> Result<Exception, CliError> {
    match v.to_ascii_lowercase().as_str() {
        "blucher" | "blücher" => Ok(Exception::Blucher),
        "scharnhorst" => Ok(Exception::Scharnhorst),
        "gneisenau" => Ok(Exception::Gneisenau),
        "rurik" | "рюрик" => Ok(Exception::Rurik),
        "russian-1917" => Ok(Exception::RussianPreDreadnought1917),
        _ => Err(CliError::new(format!(
            "bad --excepted {v:?}: one of blucher, scharnhorst, gneisenau, rurik, russian-1917"
        ))),
    }
}

fn gunnery_cmd(argv: &[String]) -> Result<String, CliError> {
    let a = Args::parse(
        argv,
        &[
            "primary",
            "secondary",
            "tertiary",
            "range",
            "excepted",
            "readings",
            "faces",
        ],
        &[
            "italics",
            "target-italics",
            "target-stopped",
            "target-slowed",
            "target-towing",
            "obsolete",
            "big-guns",
            "not-visible",
        ],
    )?;
    let max = gunnery::MAX_FACTOR;
    let p = factor(&a, "primary", max)?.ok_or_else(|| CliError::new("missing --primary"))?;
    let s = factor(&a, "secondary", max)?.unwrap_or(0);
    let t = factor(&a, "tertiary", max)?.unwrap_or(0);
    let range: u32 = a.require("range")?;
    let factors = Factors::new(p, s, t).map_err(|e| CliError::new(e.to_string()))?;
    let fire_control = match (a.flag("obsolete"), a.get("excepted")) {
        (true, Some(_)) => {
            return Err(CliError::new(
                "bad --excepted: an excepted ship is not --obsolete; give one of them",
            ))
        }
        (true, None) => FireControl::Obsolete,
        (false, Some(v)) => FireControl::Excepted(parse_exception(v)?),
        (false, None) => FireControl::Modern,
    };
    let g = Gunnery {
        factors,
        range,
        fire_control,
        very_big_guns: a.flag("big-guns"),
        firer_italics: a.flag("italics"),
        target_italics: a.flag("target-italics"),
        target_speed: speed_loss(&a, "target-stopped", "target-slowed")?,
        target_towing: a.flag("target-towing"),
        target_visible: !a.flag("not-visible"),
    };
    let o = parse_readings(&a)?;
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
    if let Some(faces) = parse_faces(&a)? {
        let r = with_faces(&faces, |d| gunnery::resolve(&g, &o, d))?;
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

fn torpedo_cmd(argv: &[String]) -> Result<String, CliError> {
    let a = Args::parse(
        argv,
        &["factor", "range", "readings", "faces"],
        &[
            "target-capital",
            "target-stopped",
            "target-slowed",
            "target-towing",
            "firer-capital",
            "hull-tubes",
            "firer-stopped",
            "tube-destroyed",
            "already-fired",
        ],
    )?;
    let f = factor(&a, "factor", torpedo::MAX_TORPEDO_FACTOR)?
        .ok_or_else(|| CliError::new("missing --factor"))?;
    let range: u32 = a.require("range")?;
    let mut t = TorpedoAttack::new(f, range).map_err(|e| CliError::new(e.to_string()))?;
    t.target_capital = a.flag("target-capital");
    t.target_speed = speed_loss(&a, "target-stopped", "target-slowed")?;
    t.target_towing = a.flag("target-towing");
    t.firer_capital = a.flag("firer-capital");
    t.hull_tubes = a.flag("hull-tubes");
    if a.flag("firer-stopped") {
        t.firer_speed = SpeedLoss::All;
    }
    t.tube_destroyed = a.flag("tube-destroyed");
    t.already_fired = a.flag("already-fired");
    let o = parse_readings(&a)?;
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
    if let Some(faces) = parse_faces(&a)? {
        if let Some(reason) = plan.cannot_fire.first() {
            return Err(CliError::new(format!(
                "bad --faces: the ship cannot fire ({})",
                reason.code()
            )));
        }
        let r = with_faces(&faces, |d| torpedo::resolve(&t, &o, d))?;
        out["rolled"] = json!({
            "faces": r.faces,
            "hits": r.hits,
            "steps": steps_out(&r.steps[plan.steps.len()..]),
        });
    }
    to_json(&out)
}

// ───────────────────────────── damage ─────────────────────────────

fn parse_weapon(name: &str, v: &str) -> Result<Weapon, CliError> {
    Weapon::ALL
        .into_iter()
        .find(|w| w.code() == v)
        .ok_or_else(|| {
            CliError::new(format!(
                "bad --{name} {v:?}: one of primary, secondary, tertiary, torpedo"
            ))
        })
}

fn parse_armour(name: &str, v: &str) -> Result<Armour, CliError> {
    match v {
        "none" => Ok(Armour::None),
        "light" => Ok(Armour::Light),
        "heavy" => Ok(Armour::Heavy),
        _ => Err(CliError::new(format!(
            "bad --{name} {v:?}: one of none, light, heavy"
        ))),
    }
}

fn armour_code(a: Armour) -> &'static str {
    match a {
        Armour::None => "none",
        Armour::Light => "light",
        Armour::Heavy => "heavy",
    }
}

fn kind_code(k: SectionKind) -> &'static str {
    match k {
        SectionKind::Hull => "hull",
        SectionKind::Primary => "primary",
        SectionKind::Secondary => "secondary",
        SectionKind::Tertiary => "tertiary",
        SectionKind::Torpedo => "torpedo",
        SectionKind::Speed => "speed",
        SectionKind::Other => "other",
    }
}

fn parse_ship(v: &str) -> Result<ShipRecord, CliError> {
    let mut specs = Vec::new();
    for item in v.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let bad = |why: &str| CliError::new(format!("bad --ship section {item:?}: {why}"));
        let parts: Vec<&str> = item.split(':').collect();
        if !(3..=4).contains(&parts.len()) {
            return Err(bad("expected KIND:BOXES:ARMOUR[:CROSSED]"));
        }
        let kind = SectionKind::ALL
            .into_iter()
            .find(|k| kind_code(*k) == parts[0])
            .ok_or_else(|| {
                bad("KIND is one of hull, primary, secondary, tertiary, torpedo, speed, other")
            })?;
        let boxes: u32 = parts[1]
            .parse()
            .map_err(|_| bad("BOXES is a whole number"))?;
        let armour = parse_armour("ship", parts[2])?;
        let crossed: u32 = match parts.get(3) {
            Some(c) => c.parse().map_err(|_| bad("CROSSED is a whole number"))?,
            None => 0,
        };
        specs.push(SectionSpec {
            kind,
            armour,
            boxes,
            crossed,
            pending: 0,
        });
    }
    ShipRecord::new(&specs).map_err(|e| CliError::new(format!("bad --ship {v:?}: {e}")))
}

fn record_out(r: &ShipRecord) -> Value {
    let factors = r.factors().ok().map(|f| {
        json!({
            "primary": f.get(Battery::Primary),
            "secondary": f.get(Battery::Secondary),
            "tertiary": f.get(Battery::Tertiary),
        })
    });
    json!({
        "sections": r.sections().iter().map(|s| json!({
            "kind": kind_code(s.kind()),
            "armour": armour_code(s.armour()),
            "boxes": s.boxes(),
            "crossed": s.crossed(),
            "pending": s.pending(),
        })).collect::<Vec<_>>(),
        "factors": factors,
        "sinking": r.sinking(),
        "sunk": r.sunk(),
    })
}

fn damage_cmd(argv: &[String]) -> Result<String, CliError> {
    let a = Args::parse(
        argv,
        &["weapon", "armour", "faces", "ship", "hits", "readings"],
        &["take-effect"],
    )?;
    let o = parse_readings(&a)?;
    if let Some(ship) = a.get("ship") {
        for clash in ["weapon", "armour", "faces"] {
            if a.get(clash).is_some() {
                return Err(CliError::new(format!(
                    "bad --{clash}: with --ship give the hits as --hits WEAPON@N,..."
                )));
            }
        }
        let mut record = parse_ship(ship)?;
        let hits_raw = a.get("hits").unwrap_or("");
        let mut hits = Vec::new();
        for item in hits_raw.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let (w, n) = item.split_once('@').ok_or_else(|| {
                CliError::new(format!(
                    "bad --hits {item:?}: expected WEAPON@N, e.g. primary@2"
                ))
            })?;
            let weapon = parse_weapon("hits", w)?;
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
        if a.flag("take-effect") {
            let (after, steps) = record.take_effect();
            out["take_effect"] = json!(steps_out(&steps));
            record = after;
        }
        out["record"] = record_out(&record);
        return to_json(&out);
    }
    if a.get("hits").is_some() || a.flag("take-effect") {
        return Err(CliError::new(
            "missing --ship (the record the hits land on)",
        ));
    }
    let weapon = parse_weapon(
        "weapon",
        a.get("weapon")
            .ok_or_else(|| CliError::new("missing --weapon (or --ship)"))?,
    )?;
    let armour = parse_armour(
        "armour",
        a.get("armour")
            .ok_or_else(|| CliError::new("missing --armour"))?,
    )?;
    let mut out = json!({
        "weapon": weapon.code(),
        "armour": armour_code(armour),
        "penetrates": penetrates(weapon, armour),
        "roll_odds": shares_out(&damage_roll_odds()),
    });
    if let Some(faces) = parse_faces(&a)? {
        let r = with_faces(&faces, |d| roll_damage(weapon, d))?;
        out["rolled"] = json!({
            "faces": r.faces,
            "total": r.total,
            "steps": steps_out(&[r.step()]),
        });
    }
    to_json(&out)
}

fn effect_out(e: &HitEffect) -> Value {
    match *e {
        HitEffect::Deflected { section, armour } => json!({
            "kind": "deflected", "section": section + 1, "armour": armour_code(armour),
        }),
        HitEffect::Crossed {
            section,
            box_number,
            passed_to_hull,
            sinks,
        } => json!({
            "kind": "crossed", "section": section + 1, "box": box_number,
            "passed_to_hull": passed_to_hull, "sinks": sinks,
        }),
        HitEffect::AlreadySunk => json!({ "kind": "already_sunk" }),
    }
}

// ───────────────────────────── tracker ─────────────────────────────

fn speed_code(s: GroupSpeed) -> &'static str {
    match s {
        GroupSpeed::Stopped => "0",
        GroupSpeed::Slow1 => "1slow",
        GroupSpeed::One => "1",
        GroupSpeed::Two => "2",
        GroupSpeed::TwoPlus => "2+",
    }
}

fn parse_player(name: &str, v: &str) -> Result<Player, CliError> {
    match v.to_ascii_lowercase().as_str() {
        "a" => Ok(Player::A),
        "b" => Ok(Player::B),
        _ => Err(CliError::new(format!("bad --{name} {v:?}: a or b"))),
    }
}

fn player_code(p: Player) -> &'static str {
    match p {
        Player::A => "a",
        Player::B => "b",
    }
}

fn kind_out(k: StepKind) -> Value {
    match k {
        StepKind::Initiative => json!({"kind": "initiative"}),
        StepKind::Move { role, class } => json!({
            "kind": "move", "role": role, "class": class,
        }),
        StepKind::Gunnery => json!({"kind": "gunnery"}),
        StepKind::Torpedo => json!({"kind": "torpedo"}),
    }
}

fn tracker_info(t: &Tracker) -> Value {
    let info = t.info();
    let mut v = kind_out(info.kind);
    v["round"] = json!(info.round);
    v["step"] = json!(info.step.number());
    v["initiative"] = json!(info_player(t.initiative()));
    v["mover"] = json!(info_player(info.mover));
    v["moving"] = json!(info
        .moving
        .iter()
        .map(|s| speed_code(*s))
        .collect::<Vec<_>>());
    v["towing_moves"] = json!(info.towing_moves);
    v["gunnery_damage_takes_effect"] = json!(info.gunnery_damage_takes_effect);
    v["prolonged"] = json!(info.prolonged);
    v["steps"] = json!(steps_out(&info.steps));
    v
}

fn info_player(p: Option<Player>) -> Option<&'static str> {
    p.map(player_code)
}

fn tracker_cmd(argv: &[String]) -> Result<String, CliError> {
    let a = Args::parse(
        argv,
        &["step", "round", "initiative", "group", "player"],
        &["one-side-gone", "towing", "all"],
    )?;
    if a.flag("all") {
        let steps: Vec<Value> = ImpulseStep::all()
            .map(|s| {
                Tracker::at(1, u32::from(s.number()), Some(Player::A))
                    .map(|t| tracker_info(&t))
                    .map_err(|e| CliError::new(e.to_string()))
            })
            .collect::<Result<_, _>>()?;
        return to_json(&json!({ "initiative": "a", "steps": steps }));
    }
    let step: u32 = a.require("step")?;
    if !(1..=20).contains(&step) {
        return Err(CliError::new(format!("bad --step {step}: 1 to 20")));
    }
    let round: u32 = a.parse_opt("round")?.unwrap_or(1);
    if round == 0 {
        return Err(CliError::new("bad --round 0: rounds count from 1"));
    }
    let initiative = match a.get("initiative") {
        Some(v) => Some(parse_player("initiative", v)?),
        // Round 1: decided before set-up; later rounds: entered at step 1.
        None if round == 1 || step > 1 => Some(Player::A),
        None => None,
    };
    let t = Tracker::at(round, step, initiative).map_err(|e| CliError::new(e.to_string()))?;
    let mut out = tracker_info(&t);
    let engagement = if a.flag("one-side-gone") {
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
    if let Some(g) = a.get("group") {
        let speed = GroupSpeed::ALL
            .into_iter()
            .find(|s| speed_code(*s) == g)
            .ok_or_else(|| {
                CliError::new(format!("bad --group {g:?}: one of 0, 1slow, 1, 2, 2+"))
            })?;
        let player = match a.get("player") {
            Some(v) => parse_player("player", v)?,
            None => Player::A,
        };
        let m = t
            .may_move(player, speed, a.flag("towing"))
            .map_err(|_| CliError::new("bad --group: enter --initiative first"))?;
        out["may_move"] = json!({
            "player": player_code(player),
            "speed": speed_code(speed),
            "towing": a.flag("towing"),
            "moves": m.moves,
            "steps": steps_out(&m.steps),
        });
    } else if a.get("player").is_some() || a.flag("towing") {
        return Err(CliError::new(
            "missing --group (the speed of the group to check)",
        ));
    }
    to_json(&out)
}

// ───────────────────────────── grounding, refloating, fuel ─────────────────────────────

fn ground_cmd(argv: &[String]) -> Result<String, CliError> {
    let a = Args::parse(
        argv,
        &["class", "ships", "faces"],
        &["shallow", "own-coast", "shaded-edge"],
    )?;
    let class = match a.get("class") {
        Some("capital") => ShipClass::Capital,
        Some("light") => ShipClass::Light,
        Some("other") => ShipClass::Other,
        Some(v) => {
            return Err(CliError::new(format!(
                "bad --class {v:?}: one of capital, light, other"
            )))
        }
        None => return Err(CliError::new("missing --class")),
    };
    let g = Grounding {
        class,
        shallow_draught: a.flag("shallow"),
        own_coast: a.flag("own-coast"),
        shaded_edge: a.flag("shaded-edge"),
    };
    let ships: u32 = a.parse_opt("ships")?.unwrap_or(1);
    if ships == 0 || ships > grounding::MAX_SHIPS {
        return Err(CliError::new(format!(
            "bad --ships {ships}: 1 to {}",
            grounding::MAX_SHIPS
        )));
    }
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
    if let Some(faces) = parse_faces(&a)? {
        let rolls = with_faces(&faces, |d| {
            (0..ships)
                .map(|_| grounding::resolve(&g, d))
                .collect::<Result<Vec<_>, _>>()
        })?;
        out["rolled"] = json!(rolls
            .iter()
            .map(|r| json!({
                "face": r.face,
                "grounded": r.grounded,
                "steps": steps_out(&r.steps[plan.steps.len()..]),
            }))
            .collect::<Vec<_>>());
    }
    to_json(&out)
}

fn refloat_cmd(argv: &[String]) -> Result<String, CliError> {
    let a = Args::parse(argv, &["faces", "readings"], &["unarmoured", "deliberate"])?;
    let r = Refloat {
        armoured: !a.flag("unarmoured"),
        deliberate: a.flag("deliberate"),
    };
    let o = parse_readings(&a)?;
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
    if let Some(faces) = parse_faces(&a)? {
        if r.deliberate {
            return Err(CliError::new(
                "bad --faces: a ship grounded deliberately is never refloated (7.44)",
            ));
        }
        let x = with_faces(&faces, |d| grounding::resolve_refloat(&r, &o, d))?;
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

fn fuel_cmd(argv: &[String]) -> Result<String, CliError> {
    let a = Args::parse(argv, &["fleets", "faces"], &[])?;
    let fleets: u32 = a.parse_opt("fleets")?.unwrap_or(1);
    if fleets == 0 || fleets > fuel::MAX_FLEETS {
        return Err(CliError::new(format!(
            "bad --fleets {fleets}: 1 to {}",
            fuel::MAX_FLEETS
        )));
    }
    let odds = fuel::odds(fleets).map_err(|e| CliError::new(e.to_string()))?;
    let mut out = json!({
        "fleets": fleets,
        "per_fleet": odds.per_fleet,
        "total_twelfths": shares_out(&odds.total_twelfths),
        "mean_per_fleet": odds.mean_per_fleet,
    });
    if let Some(faces) = parse_faces(&a)? {
        let r = with_faces(&faces, |d| fuel::resolve(fleets, d))?;
        out["rolled"] = json!({
            "fleets": r.uses,
            "total": r.total,
            "steps": steps_out(&r.steps),
        });
    }
    to_json(&out)
}

fn readings_cmd(argv: &[String]) -> Result<String, CliError> {
    let a = Args::parse(argv, &["readings"], &[])?;
    let o = parse_readings(&a)?;
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

    fn args(s: &[&str], with: &[&str]) -> Args {
        let v: Vec<String> = s.iter().map(|x| x.to_string()).collect();
        Args::parse(&v, with, &[]).unwrap()
    }

    #[test]
    fn readings_parse_with_dashes_or_underscores() {
        let a = args(&["--readings", "d-1=target,D-4=any-speed"], &["readings"]);
        let o = parse_readings(&a).unwrap();
        assert_eq!(o.changed().len(), 2);
        let a = args(&["--readings", "D-3=x"], &["readings"]);
        assert!(parse_readings(&a).unwrap_err().0.contains("D-3"));
        let a = args(&["--readings", "D-1=nobody"], &["readings"]);
        assert!(parse_readings(&a).unwrap_err().0.contains("firing_ship"));
    }

    #[test]
    fn faces_are_checked() {
        let a = args(&["--faces", "1,7"], &["faces"]);
        assert!(parse_faces(&a).unwrap_err().0.contains("\"7\""));
        assert!(with_faces(&[1, 2], |d| roll_damage(Weapon::Primary, d)).is_ok());
        assert!(with_faces(&[1], |d| roll_damage(Weapon::Primary, d)).is_err());
        assert!(with_faces(&[1, 2, 3], |d| roll_damage(Weapon::Primary, d)).is_err());
    }

    #[test]
    fn ship_sections_parse() {
        let r = parse_ship("hull:8:heavy,primary:8:heavy:1,tertiary:2:none").unwrap();
        assert_eq!(r.sections().len(), 3);
        assert_eq!(r.sections()[1].crossed(), 1);
        assert!(parse_ship("hull:8").is_err());
        assert!(parse_ship("deck:8:none").is_err());
        assert!(parse_ship("primary:8:none").is_err());
    }
}
