//! The JSON shapes of `shturman dreadnought`: how a share of a
//! distribution, an explained step, a ship's record, a hit's effect and a
//! step of the impulse track are printed. The resolvers in the parent
//! module fill them; the shapes are the CLI's contract (its tests).

use super::args::kind_code;
use serde::Serialize;
use serde_json::{Value, json};
use shturman_battles::Fraction;
use shturman_battles::dreadnought::damage::{Armour, HitEffect, ShipRecord};
use shturman_battles::dreadnought::gunnery::Battery;
use shturman_battles::dreadnought::tracker::{GroupSpeed, StepKind};
use shturman_battles::dreadnought::{Player, Share, Step, Tracker};

#[derive(Serialize)]
pub struct ShareOut {
    value: i32,
    probability: Fraction,
    percent: String,
}

pub fn shares_out(s: &[Share]) -> Vec<ShareOut> {
    s.iter()
        .map(|s| ShareOut {
            value: s.value,
            probability: s.probability,
            percent: s.probability.percent(1),
        })
        .collect()
}

#[derive(Serialize)]
pub struct StepOut<'a> {
    #[serde(flatten)]
    step: &'a Step,
    paragraph: Option<&'static str>,
}

pub fn steps_out(steps: &[Step]) -> Vec<StepOut<'_>> {
    steps
        .iter()
        .map(|step| StepOut {
            step,
            paragraph: step.rule.paragraph(),
        })
        .collect()
}

/// The readings the steps relied on, as "D-1=target".
pub fn readings_used(steps: &[Step]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for c in steps.iter().filter_map(|s| s.reading) {
        let s = format!("{}={}", c.reading().id(), c.code());
        if !out.contains(&s) {
            out.push(s);
        }
    }
    out
}

pub fn armour_code(a: Armour) -> &'static str {
    match a {
        Armour::None => "none",
        Armour::Light => "light",
        Armour::Heavy => "heavy",
    }
}

pub fn record_out(r: &ShipRecord) -> Value {
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
        // 7.35, by the damage in effect: why it may leave its group.
        "may_detach": r.may_detach(),
    })
}

pub fn effect_out(e: &HitEffect) -> Value {
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

pub fn speed_code(s: GroupSpeed) -> &'static str {
    match s {
        GroupSpeed::Stopped => "0",
        GroupSpeed::Slow1 => "1slow",
        GroupSpeed::One => "1",
        GroupSpeed::Two => "2",
        GroupSpeed::TwoPlus => "2+",
    }
}

pub fn player_code(p: Player) -> &'static str {
    match p {
        Player::A => "a",
        Player::B => "b",
    }
}

pub fn kind_out(k: StepKind) -> Value {
    match k {
        StepKind::Initiative => json!({"kind": "initiative"}),
        StepKind::Move { role, class } => json!({
            "kind": "move", "role": role, "class": class,
        }),
        StepKind::Gunnery => json!({"kind": "gunnery"}),
        StepKind::Torpedo => json!({"kind": "torpedo"}),
    }
}

pub fn tracker_info(t: &Tracker) -> Value {
    let info = t.info();
    let mut v = kind_out(info.kind);
    v["round"] = json!(info.round);
    v["step"] = json!(info.step.number());
    v["initiative"] = json!(info_player(t.initiative()));
    v["mover"] = json!(info_player(info.mover));
    v["moving"] = json!(
        info.moving
            .iter()
            .map(|s| speed_code(*s))
            .collect::<Vec<_>>()
    );
    v["towing_moves"] = json!(info.towing_moves);
    v["gunnery_damage_takes_effect"] = json!(info.gunnery_damage_takes_effect);
    v["prolonged"] = json!(info.prolonged);
    v["steps"] = json!(steps_out(&info.steps));
    v
}

pub fn info_player(p: Option<Player>) -> Option<&'static str> {
    p.map(player_code)
}
