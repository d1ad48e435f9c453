//! The `game::shot` words in English: [`super::EN`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::Words;
use crate::Lang;
use crate::plural::{FACES, SHOTS};

pub(super) const WORDS: Words = Words {
    title: "Shot",
    target: "Target",
    pick_target: "Choose the target.",
    gun: "Guns",
    broadside: "broadside",
    chaser: "bow / stern chasers",
    band: "Range",
    shots: "Shots at once (one roll)",
    aim: "Aim at",
    target_port: "Target in port",
    none: "none",
    faces: |list, n| format!("hit on {list} ({})", FACES.count(Lang::En, i64::from(n))),
    spends: |n, left| {
        format!(
            "spends {} ({left} left)",
            SHOTS.count(Lang::En, i64::from(n))
        )
    },
    critical_yes: "the round's last shot: a hit rolls the critical die (6)",
    roll_hit: "The face rolled:",
    roll_critical: "A hit with the last shot! The critical die's face:",
    roll_app: "Roll the die in the app",
    hit: "Hit",
    miss: "Miss",
    sinks: "the target sinks",
    dismasts: "the target is dismasted",
    record: "Record the shot",
    again: "Start again",
    no_targets: "No enemy ships afloat.",
    no_shots: "No shots left this round.",
    no_round: "Start a round first.",
};
