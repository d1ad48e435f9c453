//! The `roll` words in Russian: [`super::RU`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::{Dice, Words};
use crate::Lang;
use crate::plural::SHOTS;
use shturman_rules::attack::Aim;

pub(super) const WORDS: Words = Words {
    title: "Быстрый бросок",
    shooter: "Стреляющий",
    gun: "Орудия",
    range: "Дистанция",
    damage: "Повреждения стреляющего",
    target_damage_note: "Повреждения цели на шансы не влияют",
    target_captain: "Капитан Таргет",
    aim: "Куда стрелять",
    faces: "Грани кубика",
    chance: |k, f, p| format!("{k} из 6 · {f} · {p}"),
    cells: "Или число клеток до цели",
    shot_of: |n, of| format!("Выстрел {n} из {of}"),
    critical_rule: |last| {
        if last {
            "последний выстрел: при попадании — бросок на крит"
        } else {
            "не последний выстрел: крита не будет"
        }
    },
    roll_hit: "Бросить кубик",
    roll_critical: "Бросить на крит",
    fire_no_roll: "Выстрел — попадание без броска",
    tap_hint: "или нажмите грань, что выпала на столе",
    dice: Dice {
        rolled_hit: |f| format!("Выпало {f} — попадание"),
        rolled_miss: |f| format!("Выпало {f} — промах"),
        sure_hit: "Попадание без броска: попадают все грани",
        sure_miss: "Промах: ни одна грань не попадает",
        critical_six: |aim| match aim {
            Aim::Hull => "Крит: выпало 6 — цель тонет",
            Aim::Sails => "Крит: выпало 6 — паруса сорваны полностью",
        },
        critical_no: |f| format!("На крит выпало {f} — крита нет"),
    },
    critical_prompt: |aim| match aim {
        Aim::Hull => "Бросок на крит: 6 — цель тонет",
        Aim::Sails => "Бросок на крит: 6 — паруса сорваны полностью",
    },
    face_label: |f, hit, critical, aim| {
        let what = match (critical, hit, aim) {
            (false, true, _) => "попадание",
            (false, false, _) => "промах",
            (true, true, Aim::Hull) => "цель тонет",
            (true, true, Aim::Sails) => "паруса сорваны",
            (true, false, _) => "крита нет",
        };
        format!("{f} — {what}")
    },
    round_over: "Все выстрелы раунда сделаны",
    new_round: "Новый раунд",
    round_log: "Выстрелы раунда",
    why: "Откуда эти грани",
    chaser_spent: "Курсовые и ретирадные уже стреляли в этом раунде: такой выстрел один",
    shots_left: |n| match n {
        0 => "выстрелов больше нет".to_string(),
        n => format!("ещё {}", SHOTS.count(Lang::Ru, i64::from(n))),
    },
};
