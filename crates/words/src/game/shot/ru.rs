//! The `game::shot` words in Russian: [`super::RU`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::Words;
use crate::Lang;
use crate::plural::{FACES, SHOTS};

pub(super) const WORDS: Words = Words {
    title: "Выстрел",
    target: "Цель",
    pick_target: "Выберите цель.",
    gun: "Орудия",
    broadside: "борт",
    chaser: "курсовые / ретирадные",
    band: "Дистанция",
    shots: "Выстрелов сразу (один бросок)",
    aim: "Куда",
    target_port: "Цель в порту",
    none: "нет",
    faces: |list, n| {
        format!(
            "попадают грани {list} ({})",
            FACES.count(Lang::Ru, i64::from(n))
        )
    },
    spends: |n, left| {
        format!(
            "тратит {} (осталось {left})",
            SHOTS.count(Lang::Ru, i64::from(n))
        )
    },
    critical_yes: "последний выстрел раунда: при попадании — бросок на крит (6)",
    roll_hit: "Грань, что выпала:",
    roll_critical: "Попадание последним выстрелом! Грань кубика крита:",
    roll_app: "Бросить кубик в приложении",
    hit: "Попадание",
    miss: "Промах",
    sinks: "цель потоплена",
    dismasts: "цель без парусов",
    record: "Записать выстрел",
    again: "Заново",
    no_targets: "Нет вражеских кораблей на плаву.",
    no_shots: "Выстрелов в этом раунде не осталось.",
    no_round: "Сначала начните раунд.",
};
