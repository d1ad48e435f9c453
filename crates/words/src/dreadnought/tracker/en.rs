//! The `dreadnought::tracker` words in English: [`super::EN`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::Words;
use crate::dreadnought::steps::{kind_en, player_en, speed_en};
use shturman_battles::dreadnought::tracker::StepKind;

pub(super) const WORDS: Words = Words {
    title: "Impulse tracker",
    note: "The round's 20 steps, one tap each: who moves, when to fire",
    position: |r, s| format!("Round {r} · step {s} of 20"),
    kind: |k| kind_en(k),
    mover: |p, s| format!("{} moves: speeds {s}", player_en(p)),
    towing_moves: "Towing and towed ships move too — their only step",
    damage_takes_effect: "Gunnery damage takes effect now",
    prolonged: "A prolonged battle: next turn the fleets move one zone less",
    initiative: "Initiative this round",
    initiative_needed: "Mark who holds the initiative, then “Next step”",
    player: player_en,
    speed: speed_en,
    group: "May a group move?",
    group_player: "Whose group",
    group_speed: "Group speed",
    group_towing: "Towing or towed",
    may_move: "May move (need not)",
    may_not_move: "Does not move at this step",
    next: "Next step →",
    side_gone: "One side left / out of sight",
    restart: "New battle",
    over: "The battle is over: the tactical phase ends",
    strip_mark: |k| match k {
        StepKind::Initiative => "I",
        StepKind::Move { .. } => "M",
        StepKind::Gunnery => "G",
        StepKind::Torpedo => "T",
    },
    strip_legend: "I — initiative · M — movement · G — gunnery · T — torpedoes",
    why: "Why",
};
