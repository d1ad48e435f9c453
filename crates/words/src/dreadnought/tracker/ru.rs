//! The `dreadnought::tracker` words in Russian: [`super::RU`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::Words;
use crate::dreadnought::steps::{kind_ru, player_ru, speed_ru};
use shturman_battles::dreadnought::tracker::StepKind;

pub(super) const WORDS: Words = Words {
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
