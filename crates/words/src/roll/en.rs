//! The `roll` words in English: [`super::EN`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::{Dice, Words};
use crate::Lang;
use crate::plural::SHOTS;
use shturman_rules::attack::Aim;

pub(super) const WORDS: Words = Words {
    title: "Quick roll",
    shooter: "Shooter",
    gun: "Guns",
    range: "Range",
    damage: "Shooter's hull damage",
    target_damage_note: "The target's damage does not change the odds",
    target_captain: "Captain Target",
    aim: "Aim at",
    faces: "Die faces",
    chance: |k, f, p| format!("{k} of 6 · {f} · {p}"),
    cells: "Or the distance in cells",
    shot_of: |n, of| format!("Shot {n} of {of}"),
    critical_rule: |last| {
        if last {
            "the last shot: a hit rolls for a critical"
        } else {
            "not the last shot: no critical"
        }
    },
    roll_hit: "Roll the die",
    roll_critical: "Roll for a critical",
    fire_no_roll: "Fire — a hit, no roll",
    tap_hint: "or tap the face rolled at the table",
    dice: Dice {
        rolled_hit: |f| format!("Rolled {f} — hit"),
        rolled_miss: |f| format!("Rolled {f} — miss"),
        sure_hit: "A hit with no roll: every face hits",
        sure_miss: "A miss: no face hits",
        critical_six: |aim| match aim {
            Aim::Hull => "Critical: a 6 — the target sinks",
            Aim::Sails => "Critical: a 6 — all sails stripped",
        },
        critical_no: |f| format!("Critical die {f} — no critical"),
    },
    critical_prompt: |aim| match aim {
        Aim::Hull => "Roll for a critical: a 6 sinks the target",
        Aim::Sails => "Roll for a critical: a 6 strips all sails",
    },
    face_label: |f, hit, critical, aim| {
        let what = match (critical, hit, aim) {
            (false, true, _) => "hit",
            (false, false, _) => "miss",
            (true, true, Aim::Hull) => "sinks",
            (true, true, Aim::Sails) => "strips the sails",
            (true, false, _) => "no critical",
        };
        format!("{f} — {what}")
    },
    round_over: "Every shot of the round is fired",
    new_round: "New round",
    round_log: "Shots this round",
    why: "How the faces came about",
    chaser_spent: "The chasers have fired this round: one such shot a round",
    shots_left: |n| match n {
        0 => "no shots left".to_string(),
        n => format!("{} left", SHOTS.count(Lang::En, i64::from(n))),
    },
};
