//! Words of the dreadnought impulse tracker screen
//! (`shturman_screens::battles::dread_tracker`): the 20 steps of a combat
//! round, who moves which speeds, and whether a group may move now.

use crate::Lang;
use shturman_battles::dreadnought::Player;
use shturman_battles::dreadnought::tracker::{GroupSpeed, StepKind};

mod en;
mod ru;

pub struct Words {
    pub title: &'static str,
    pub note: &'static str,
    /// "Round 2 · step 7 of 20".
    pub position: fn(u32, u8) -> String,
    pub kind: fn(StepKind) -> String,
    /// A movement step: "Side B moves: speeds 2, 2+".
    pub mover: fn(Player, &str) -> String,
    pub towing_moves: &'static str,
    pub damage_takes_effect: &'static str,
    pub prolonged: &'static str,
    pub initiative: &'static str,
    pub initiative_needed: &'static str,
    pub player: fn(Player) -> &'static str,
    pub speed: fn(GroupSpeed) -> &'static str,
    pub group: &'static str,
    pub group_player: &'static str,
    pub group_speed: &'static str,
    pub group_towing: &'static str,
    pub may_move: &'static str,
    pub may_not_move: &'static str,
    pub next: &'static str,
    pub side_gone: &'static str,
    pub restart: &'static str,
    pub over: &'static str,
    /// The 20-step strip: a step's short mark for its kind.
    pub strip_mark: fn(StepKind) -> &'static str,
    pub strip_legend: &'static str,
    pub why: &'static str,
}

pub const RU: Words = ru::WORDS;
pub const EN: Words = en::WORDS;

pub const fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}

/// Every text with a number, with `v`, for the agreement test.
pub fn samples(lang: Lang, v: u8) -> Vec<String> {
    let w = words(lang);
    vec![(w.position)(u32::from(v), v), (w.mover)(Player::A, "2, 2+")]
}
