//! Words of the dreadnought impulse tracker screen
//! (`shturman_screens::battles::dread_tracker`): the 20 steps of a combat
//! round, who moves which speeds, and whether a group may move now.

use super::steps::{kind_en, kind_ru, player_en, player_ru, speed_en, speed_ru};
use crate::Lang;
use shturman_battles::dreadnought::tracker::{GroupSpeed, StepKind};
use shturman_battles::dreadnought::Player;

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

pub const RU: Words = Words {
    title: "Порядок импульсов",
    note: "20 шагов раунда по одному касанию: кто двигается, когда огонь",
    position: |r, s| format!("Раунд {r} · шаг {s} из 20"),
    kind: |k| kind_ru(k),
    mover: |p, s| format!("Двигается {}: скорости {s}", player_ru(p)),
    towing_moves: "Буксирующие и буксируемые тоже двигаются — их единственный шаг",
    damage_takes_effect: "Повреждения от огня вступают в силу сейчас",
    prolonged: "Затяжной бой: в следующий ход флоты проходят на одну зону меньше",
    initiative: "Инициатива в этом раунде",
    initiative_needed: "Отметьте, у кого инициатива, — затем «Следующий шаг»",
    player: player_ru,
    speed: speed_ru,
    group: "Может ли группа двигаться?",
    group_player: "Чья группа",
    group_speed: "Скорость группы",
    group_towing: "Буксирует или на буксире",
    may_move: "Может двигаться (не обязана)",
    may_not_move: "Не двигается на этом шаге",
    next: "Следующий шаг →",
    side_gone: "Одна сторона ушла / не видна",
    restart: "Новый бой",
    over: "Бой окончен: тактическая фаза завершена",
    strip_mark: |k| match k {
        StepKind::Initiative => "И",
        StepKind::Move { .. } => "Д",
        StepKind::Gunnery => "О",
        StepKind::Torpedo => "Т",
    },
    strip_legend: "И — инициатива · Д — движение · О — огонь · Т — торпеды",
    why: "Почему",
};

pub const EN: Words = Words {
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
