//! The fire helper's words in Russian: [`super::RU`] and its helpers (`mod.rs` holds
//! the struct they fill).

use super::{CellKind, Words, cap, cell_text, count, n64};
use crate::plural::{ATTACKS, CELLS, DAMAGE, SHIPS, SHOTS};
use crate::terms::{band_name, gun_name, heading_arrow, heading_name};
use crate::{Lang, grid};
use shturman_rules::Offset;
use shturman_rules::attack::{Aim, FireError};
use shturman_rules::fire::{Band, Gun};
use shturman_rules::odds::OddsError;

pub(super) fn cell_label(at: Offset, k: CellKind, gun: Option<Gun>) -> String {
    let lang = Lang::Ru;
    let g = grid::words(lang);
    let head = format!("{} {}", g.cell, (g.offset)(at));
    let what = match (k, gun) {
        (CellKind::Ship(Some(h)), _) => format!("{}, {}", "стреляющий", heading_name(lang, h)),
        (CellKind::Ship(None), _) => "форт".to_string(),
        (CellKind::Band(b), Some(g)) => format!(
            "{}, {}, {}",
            gun_name(lang, g),
            band_name(lang, b),
            CELLS.count(lang, i64::from(at.chebyshev()))
        ),
        (CellKind::Band(b), None) => band_name(lang, b).to_string(),
        (CellKind::Dead, _) => "мёртвая зона: ни одно орудие".to_string(),
        (CellKind::OffLine, _) => "вне линий огня".to_string(),
        (CellKind::OutOfRange, _) => "вне дальности".to_string(),
    };
    format!("{head}: {what}")
}

pub(super) fn list(ships: &[usize]) -> String {
    ships
        .iter()
        .map(|&k| match k {
            1 => "вам".to_string(),
            k => format!("кораблю {k}"),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Why a plan of shots cannot be made (§4.5), in the player's words.
pub(super) fn fire_error(e: FireError) -> String {
    let lang = Lang::Ru;
    match e {
        FireError::ZeroShots => "нужен хотя бы один выстрел".into(),
        FireError::NotEnoughShots { shots, shots_left } => {
            format!(
                "в плане {}, а осталось {} (§4.5)",
                SHOTS.count(lang, i64::from(shots)),
                SHOTS.count(lang, i64::from(shots_left))
            )
        }
        FireError::ChaserFiresOneShot { .. } => {
            "курсовые и ретирадные стреляют одним выстрелом за раунд (§4.5)".into()
        }
        FireError::NotASingleShot { .. } => "одиночный выстрел тратит один маркер".into(),
        FireError::TooManyShots => "слишком много выстрелов в залпе".into(),
        FireError::EmptySalvo => "в залпе нет кораблей".into(),
        FireError::ZeroStrength => "у цели прочность 0".into(),
        FireError::Sunk { .. } | FireError::TargetSunk => "цель уже потоплена".into(),
        FireError::ChaserSpent => {
            "выстрел курсовыми или ретирадными в этом раунде уже сделан (§4.5)".into()
        }
    }
}

/// Why the odds of a plan cannot be counted.
pub(super) fn odds_error(e: OddsError) -> String {
    let lang = Lang::Ru;
    match e {
        OddsError::TooManyAttacks { attacks, max } => format!(
            "слишком длинный план: {}, можно до {max}",
            ATTACKS.count(lang, count(attacks))
        ),
        OddsError::Invalid { error, .. } => fire_error(error),
        OddsError::Overflow => "числа слишком велики для точного счёта".into(),
    }
}

pub(super) const WORDS: Words = Words {
    title: "Помощник стрельбы",
    shooter: "Стреляющий",
    ship_summary: |class, heading, hull, strength, left, chaser| {
        let mut s = class.to_string();
        if let Some(h) = heading {
            s.push_str(&format!(
                " · {} {}",
                heading_arrow(h),
                heading_name(Lang::Ru, h)
            ));
        }
        s.push_str(&format!(" · повреждения {hull} из {strength}"));
        s.push_str(&format!(" · осталось {}", SHOTS.count(Lang::Ru, n64(left))));
        if chaser {
            s.push_str(" · курсовой выстрел сделан");
        }
        s
    },
    from_game: |name| format!("Из партии: {name}"),
    heading: "Курс",
    hull_damage: "Повреждения корпуса",
    sail_damage: "Повреждения парусов",
    captain: "Капитан",
    no_captain: "нет",
    shots_left: "Осталось выстрелов",
    chaser_fired: "Курсовые или ретирадные уже стреляли в этом раунде",
    grid: "Линии огня вокруг стреляющего",
    cell_text,
    cell_label,
    legend_title: "Дистанция",
    legend: |k| match k {
        CellKind::Band(Band::PointBlank) => "в упор",
        CellKind::Band(Band::Medium) => "средняя",
        CellKind::Band(Band::Long) => "дальняя",
        CellKind::Dead => "мёртвая зона",
        CellKind::Ship(_) => "стреляющий",
        CellKind::OffLine => "вне линий огня",
        CellKind::OutOfRange => "вне дальности",
    },
    pan: "Сдвинуть сетку",
    pan_west: "Сдвинуть на запад",
    pan_north: "Сдвинуть на север",
    pan_south: "Сдвинуть на юг",
    pan_east: "Сдвинуть на восток",
    pan_home: "К стреляющему",
    tap_hint: "Нажмите клетку цели: число в клетке — расстояние.",
    headline: |g, b, d| format!("{} · {b} · {}", cap(g), CELLS.count(Lang::Ru, i64::from(d))),
    why: "Откуда эти грани",
    chance: "Шанс попадания",
    order_attack: |n| format!("{n}. Ваша атака"),
    order_swift: |n, first, gun, d| {
        let d = CELLS.count(Lang::Ru, i64::from(d));
        if first {
            format!(
                "{n}. Первой стреляет цель — капитан Свифт: {gun}, {d}. Это её ответ: после вашей атаки ответа не будет"
            )
        } else {
            format!("{n}. Сразу после вас стреляет цель — капитан Свифт: {gun}, {d}. Это её ответ")
        }
    },
    swift_also: |k, gun, d| match k {
        0 => format!(
            "Свифт может выстрелить и другим бортом: {gun}, {}",
            CELLS.count(Lang::Ru, i64::from(d))
        ),
        k => format!(
            "Свифт может выстрелить и другим бортом — по кораблю {k}: {gun}, {}",
            CELLS.count(Lang::Ru, i64::from(d))
        ),
    },
    order_return: |n, gun, d| {
        format!(
            "{n}. Ответный огонь цели — после атаки и броска на крит: {gun}, {}",
            CELLS.count(Lang::Ru, i64::from(d))
        )
    },
    no_answer: |swift, why| {
        if swift {
            format!("Свифт не ответит — {why}")
        } else {
            format!("Цель не ответит — {why}")
        }
    },
    salvo_answer: |ships| {
        if ships.is_empty() {
            "Против залпа цель ответить не может: ни один его корабль не на её линиях".into()
        } else {
            format!(
                "Против залпа цель отвечает одному кораблю на выбор: {}",
                list(ships)
            )
        }
    },
    crossing: "Цель пересекает мою линию",
    cross_through: "проходит клетку",
    cross_ends: "встаёт в клетку",
    cross_diagonal: "по диагонали",
    cross_step: "Шаг цели из этой клетки",
    turned: "Цель повернула на этом шаге",
    shooter_acted: "Мой ход в этом раунде уже был",
    mover_fires: "Цель открывает огонь сама",
    crossing_lines: |f| {
        let mut v = Vec::new();
        if f.mover_first {
            v.push("Первой стреляет цель, вы отвечаете".to_string());
        } else if f.shooter_may_fire {
            v.push("Вы стреляете первым".to_string());
        } else if f.shooter_fires_in_own_turn {
            v.push("Сейчас стрелять нельзя: вы стреляете по ней в свой ход".to_string());
        } else {
            v.push("Открыть огонь нельзя: ваш ход в этом раунде уже был".to_string());
        }
        if f.shooter_may_fire && !f.mover_first {
            v.push(if f.mover_may_answer {
                "Цель может ответить".to_string()
            } else {
                "Цель повернула — ответить не может".to_string()
            });
        }
        v.push(if f.mover_continues {
            "Затем цель продолжает ход".to_string()
        } else {
            "Цель заканчивает ход в этой клетке".to_string()
        });
        v
    },
    beyond: |d, band| {
        format!(
            "Дистанция — до клетки за пересечением: {}, {band}",
            CELLS.count(Lang::Ru, i64::from(d))
        )
    },
    no_crossing: "Этот шаг не пересекает диагональную линию стреляющего",
    target: "Цель",
    other_target: "другая",
    target_summary: |class, hull, strength, sails| match sails {
        Some((s, of)) => format!("{class} · корпус {hull} из {strength} · паруса {s} из {of}"),
        None => format!("{class} · корпус {hull} из {strength}"),
    },
    target_heading: "Курс цели",
    target_shots_left: "Выстрелов у цели",
    plan: "Как стрелять",
    mode_single: "По одному",
    mode_salvo: "Залпом",
    count: "Моих выстрелов",
    chaser_once: "Курсовые и ретирадные — один выстрел за раунд",
    aim: "Куда",
    add_partner: "+ корабль в залп",
    singles: |n, crit| match crit {
        Some(k) => format!(
            "По одному: {}, бросок на каждый; бросок на крит — только у выстрела {k}, последнего в раунде",
            SHOTS.count(Lang::Ru, count(n))
        ),
        None => format!(
            "По одному: {}, бросок на каждый; ни один не последний в раунде — крита не будет",
            SHOTS.count(Lang::Ru, count(n))
        ),
    },
    salvo_part: |i, gun, faces, counted| {
        let who = if i == 1 {
            "Вы".to_string()
        } else {
            format!("Корабль {i}")
        };
        if faces == counted {
            format!("{who}: {gun}, грани {faces}")
        } else {
            format!("{who}: {gun}, грани {faces} → в залпе {counted}")
        }
    },
    target_dropped: "Таргет не помогает залпу нескольких кораблей: грань 2 убрана у всех («точность такого залпа не повысится»)",
    salvo_worst: |k, faces, shots, crit| {
        let who = if k == 1 {
            "вашей".to_string()
        } else {
            format!("корабль {k}")
        };
        format!(
            "Один бросок по граням {faces} худшей части ({who}); при попадании — {}; {}",
            DAMAGE.count(Lang::Ru, i64::from(shots)),
            if crit {
                "все корабли тратят последний выстрел — бросок на крит"
            } else {
                "не все тратят последний выстрел — крита не будет"
            }
        )
    },
    fire_error,
    odds_error,
    partner_cannot: |k, why| format!("Корабль {k} не может стрелять: {why}"),
    partner_title: |k, class| format!("Корабль {k}: {class}"),
    partner_part: |gun, d, faces| {
        format!(
            "{gun}, {}: грани {faces}",
            CELLS.count(Lang::Ru, i64::from(d))
        )
    },
    partner_line: "Где цель от него",
    distance: "Расстояние",
    partner_shots: "Выстрелов в залп",
    remove: "Убрать",
    odds: "Шансы до броска",
    sunk_odds: |p| format!("Цель потоплена: {p}"),
    critical_rule: |c| {
        if c {
            "попадание последним выстрелом даёт бросок на крит"
        } else {
            "крита не будет"
        }
    },
    hull_after: "Повреждения корпуса цели после этих выстрелов",
    sails_after: "Повреждения парусов цели после этих выстрелов",
    assumption: |id| format!("Опирается на допущение {id}"),
    critical_prompt: |aim| match aim {
        Aim::Hull => "Бросок на крит: 6 — цель тонет",
        Aim::Sails => "Бросок на крит: 6 — все паруса сорваны, корабль без мачт",
    },
    roll_status: |k, of, crit| {
        format!(
            "Бросок {k} из {of} · {}",
            if crit {
                "при попадании — крит"
            } else {
                "без крита"
            }
        )
    },
    plan_done: |sunk| {
        if sunk {
            "Цель потоплена: бросать больше нечего"
        } else {
            "Все броски плана сделаны"
        }
    },
    roll: "Бросить кубик",
    roll_critical: "Бросить на крит",
    fire_no_roll: |all| {
        if all {
            "Выстрел — попадание без броска"
        } else {
            "Выстрел — промах без броска"
        }
    },
    tap_die: "или нажмите грань, что выпала на столе",
    // the quick roll's words, but a ship on the table is dismasted
    dice: crate::roll::Dice {
        critical_six: |aim| match aim {
            Aim::Hull => "Крит: выпало 6 — цель тонет",
            Aim::Sails => "Крит: выпало 6 — все паруса сорваны, корабль без мачт",
        },
        ..crate::roll::RU.dice
    },
    sunk_by_damage: "Цель потоплена: повреждения достигли прочности",
    dismasted: "Все паруса сорваны — корабль без мачт",
    target_now: |t, dismasted, fort| {
        let state = if t.sunk {
            "потоплена"
        } else if dismasted {
            "без мачт"
        } else {
            "на плаву"
        };
        if fort {
            format!("Цель: корпус {} из {} · {state}", t.hull_damage, t.strength)
        } else {
            format!(
                "Цель: корпус {} из {} · паруса {} из {} · {state}",
                t.hull_damage, t.strength, t.sail_damage, t.fresh_straight
            )
        }
    },
    log: "Броски",
    again: "Заново",
    face_label: |f, hit, critical| {
        let what = match (critical, hit) {
            (None, true) => "попадание",
            (None, false) => "промах",
            (Some(Aim::Hull), true) => "цель тонет",
            (Some(Aim::Sails), true) => "все паруса сорваны",
            (Some(_), false) => "крита нет",
        };
        format!("{f} — {what}")
    },
    record: "Записать в партию",
    record_gathered: "Залп нескольких кораблей записывается на экране стола",
    record_pick_target: "Чтобы записать выстрел в партию, выберите цель из её кораблей",
    notice_shooter_from_game: "Стреляющий — корабль партии: его данные берутся из неё",
    notice_target_from_game: "Цель — корабль партии: её данные берутся из неё (выберите «другая», чтобы задать свои)",
    notice_too_many_shots: |max| match max {
        0 => "Этими орудиями выстрелов больше нет".to_string(),
        1 => "Больше нельзя: курсовые и ретирадные — один выстрел за раунд".to_string(),
        m => format!(
            "Больше нельзя — предел: {}",
            SHOTS.count(Lang::Ru, i64::from(m))
        ),
    },
    notice_bad_face: |f| format!("Грани {f} у кубика нет: только 1–6"),
    notice_no_die: "Сейчас кубик не нужен",
    notice_fort: "У форта нет парусов",
    notice_fort_chasers: "У форта нет курсовых и ретирадных орудий",
    notice_too_many_ships: |m| {
        format!(
            "Больше нельзя — предел: {} кроме вашего",
            SHIPS.count(Lang::Ru, count(m))
        )
    },
};
