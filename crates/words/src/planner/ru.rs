//! The `planner` words in Russian: [`super::RU`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::{Words, cell, cells, change, move_list, num, signed};
use crate::Lang;
use crate::plural::{CELLS, DAMAGE, TURNS};
use crate::terms::{heading_code, heading_name};
use shturman_rules::card::CardField;
use shturman_rules::movement::{Move, MoveError};

pub(super) const WORDS: Words = Words {
    title: "Планировщик хода",
    ship: "Корабль",
    card: "Значения карты",
    card_custom: "своя карта",
    card_reset: "Как у класса",
    field: |f| match f {
        CardField::FreshStraight => "Свежий ветер, прямо",
        CardField::FreshDiagonal => "Свежий ветер, по диагонали",
        CardField::CalmStraight => "Штиль, прямо",
        CardField::CalmDiagonal => "Штиль, по диагонали",
        CardField::StormRange => "Буря, снос",
        CardField::FiringRange => "Дальность огня",
        CardField::Shots => "Выстрелов за раунд",
        CardField::Strength => "Прочность",
        CardField::Boarding => "Абордаж",
    },
    weather: "Погода",
    calm: "Штиль",
    fresh: "Свежий ветер",
    storm: "Буря",
    heading: "Курс",
    wind: "Ветер: куда дует",
    storm_dir: "Буря: куда несёт",
    rose_point: |title, h| format!("{title}: {}", heading_name(Lang::Ru, h)),
    sails: "Повреждения парусов",
    rapid: "Капитан Рапид",
    first_calm: "Прошлый раунд — штиль, курс не менялся",
    first_calm_game: |first| {
        if first {
            "По записи партии: прошлый раунд — первый штиль, курс не менялся"
        } else {
            "По записи партии: прошлый раунд не был первым штилем с тем же курсом"
        }
    },
    budget: "Запас хода",
    remaining: "Осталось",
    budget_why: "Откуда запас хода",
    calm_why: "Что можно в штиль",
    storm_why: "Как сносит буря",
    card_range: |straight, n| {
        format!(
            "Дальность по карте, {} курс: {n}",
            if straight {
                "прямой"
            } else {
                "диагональный"
            }
        )
    },
    rapid_part: |n| format!("Капитан Рапид: +{n}"),
    rapid_dismasted: "Рапид: +0 — парусов нет, Рапид их не возвращает",
    sails_part: |n| format!("−{n}: {} парусов", DAMAGE.count(Lang::Ru, i64::from(n))),
    max_range: |n| format!("= наибольшая дальность {}", num(n)),
    deviation: |d, h, w| {
        format!(
            "−{d}: отклонение курса {} от ветра {} (по 45°)",
            heading_code(Lang::Ru, h),
            heading_code(Lang::Ru, w)
        )
    },
    budget_total: |n| format!("= запас хода {}", num(n)),
    dismasted: "Парусов нет: в свежий ветер хода нет, можно только развернуться на месте",
    cannot_move: |b| {
        format!(
            "Запас хода {} — корабль не идёт, можно только развернуться на месте",
            num(b)
        )
    },
    move_name: |m| match m {
        Move::F => "Вперёд",
        Move::L => "Влево",
        Move::R => "Вправо",
    },
    change: |c| change(Lang::Ru, c),
    step_line: |m, to, h, c, rest| {
        format!(
            "{}: в {}, курс {}; {} = {} → осталось {}",
            (WORDS.move_name)(m),
            cell(to),
            heading_code(Lang::Ru, h),
            change(Lang::Ru, c),
            signed(c.total()),
            num(rest)
        )
    },
    step_now: |m, h, c, rest| {
        format!(
            "{}: курс {}; {} = {} → осталось {}",
            (WORDS.move_name)(m),
            heading_code(Lang::Ru, h),
            change(Lang::Ru, c),
            signed(c.total()),
            num(rest)
        )
    },
    preview: |rest| format!("→ {}", num(rest)),
    step_aria: |m, c, rest| {
        format!(
            "{}: {}, осталось {}",
            (WORDS.move_name)(m),
            change(Lang::Ru, c),
            num(rest)
        )
    },
    two_free: |a, b| {
        format!(
            "⚠ Поворот с прямого курса проходит клетки {} и {}: обе должны быть свободны",
            cell(a),
            cell(b)
        )
    },
    two_free_here: "⚠ Поворот с прямого курса: обе клетки на пути должны быть свободны",
    move_over: "Ход окончен",
    undo: "Отменить шаг",
    reset: "Сначала",
    steps: "Шаги хода",
    turn_in_place: "Или развернуться на месте (и не идти)",
    turn_only: "Остаётся развернуться на месте",
    turned: |h| format!("Развернулся на месте: курс {}", heading_name(Lang::Ru, h)),
    path_to: |h, rest, moves| {
        format!(
            "Путь: {} → курс {}, осталось {}",
            // the steps' button names, mid-sentence after the colon
            move_list(Lang::Ru, moves).to_lowercase(),
            heading_name(Lang::Ru, h),
            num(rest)
        )
    },
    follow: "Пройти путь",
    hint: "Шагайте кнопками или нажмите клетку",
    out_of_reach: "Эта клетка недостижима: нажмите подсвеченную",
    move_error: |e| match e {
        MoveError::MoveOver { remaining } => {
            format!("Ход окончен: осталось {}", num(remaining))
        }
        MoveError::TurnedInPlace { heading } => format!(
            "Корабль развернулся на месте (курс {}) и уже не идёт",
            heading_name(Lang::Ru, heading)
        ),
        MoveError::AlreadyMoved { .. } => {
            "Развернуться на месте можно только до первого шага".to_string()
        }
        MoveError::TurnNotAllowed { heading, allowance } => format!(
            "На курс {} не развернуться: {} по 45°",
            heading_name(Lang::Ru, heading),
            TURNS.count(Lang::Ru, i64::from(allowance))
        ),
    },
    sails_above: |n| {
        format!("Повреждений парусов не больше дальности по прямой ({n}): при {n} парусов уже нет")
    },
    sails_lowered: |n| {
        format!("Повреждения парусов уменьшены до {n}: больше дальности по прямой их не бывает")
    },
    card_above: |max| format!("Значение карты — не больше {max}"),
    fort: "Форт не ходит: планировщик — для кораблей",
    calm_rule: "Штиль: развернуться на месте или пройти вперёд — не то и другое",
    calm_turns: |n| {
        format!(
            "Поворот на месте: {} по 45°",
            TURNS.count(Lang::Ru, i64::from(n))
        )
    },
    calm_forward: |n| {
        format!(
            "Или вперёд без поворота: дальность в штиль — {}",
            CELLS.count(Lang::Ru, i64::from(n))
        )
    },
    calm_no_forward: "Вперёд в штиль этот корабль на этом курсе не идёт",
    forward_to: |n| format!("Вперёд: {}", CELLS.count(Lang::Ru, i64::from(n))),
    two_calms: "Ход двух штилей",
    two_calms_offer: "Ход двух штилей: 1 клетка туда, куда смотрит нос",
    two_calms_rate: "Один такой ход на два штиля: после него следующий штиль снова первый",
    two_calms_first: "Ход двух штилей — во втором штиле подряд, если в первом курс не менялся",
    two_calms_none: "Ход двух штилей на этом курсе не положен",
    next_calm: |first| {
        if first {
            "Следующий штиль будет вторым подряд (если курс не изменится)"
        } else {
            "Следующий штиль будет снова первым"
        }
    },
    calm_pick: "Выберите: поворот, шаг вперёд или ход двух штилей",
    dismasted_calm: "Парусов нет, но в штиль корабль разворачивается на месте",
    calm_from_game: "Это помнит партия: поменять нельзя",
    not_offered: "Такого хода в этот штиль нет",
    storm_drift: |n, to, h| {
        format!(
            "Буря: снос {} → {}, затем нос — на {}",
            CELLS.count(Lang::Ru, i64::from(n)),
            cell(to),
            heading_name(Lang::Ru, h)
        )
    },
    dismasted_storm: "Парусов нет, но буря сносит корабль всё равно",
    storm_nothing: "В бурю выбирать нечего: корабль сносит",
    calm_storm_rapid: "Рапид и повреждения парусов в штиль и бурю ничего не меняют",
    grid: "Клетки вокруг корабля",
    coords: "(x,y) — клетки от начала хода: x на восток, y на север",
    legend_ship: "корабль",
    legend_start: "начало хода",
    legend_reach: "достижима (курсы, остаток)",
    legend_calm: "можно пройти в штиль",
    legend_path: "путь",
    legend_selected: "выбрана",
    cell_where: |at| format!("клетка {}", cell(at)),
    cell_ship: |h, rest| match rest {
        Some(r) => format!(
            "корабль, курс {}, осталось {}",
            heading_name(Lang::Ru, h),
            num(r)
        ),
        None => format!("корабль, курс {}", heading_name(Lang::Ru, h)),
    },
    cell_start: |h| format!("начало хода, курс {}", heading_name(Lang::Ru, h)),
    cell_reach: |ends| {
        let list: Vec<String> = ends
            .iter()
            .map(|(h, r)| format!("курс {}, осталось {}", heading_name(Lang::Ru, *h), num(*r)))
            .collect();
        format!("достижима: {}", list.join("; "))
    },
    cell_path: "на пути",
    cell_forward: "вперёд в штиль",
    cell_plain: "недостижима",
    crossing: "Линии огня на пути",
    crossing_cells: |passed, end| {
        if passed.is_empty() {
            format!("Конец хода: {}", cell(end))
        } else {
            format!("Проходит: {}; конец хода: {}", cells(passed), cell(end))
        }
    },
    passes: |f| {
        let mut s = String::from("Проходя клетку на линии огня противника");
        if f.shooter_may_fire && !f.mover_first {
            s.push_str(": он стреляет первым");
        }
        if f.mover_may_answer {
            s.push_str(", вы отвечаете");
        }
        if f.mover_continues {
            s.push_str(" и идёте дальше");
        }
        s
    },
    ends: |opens, acted, waiting, swift| {
        let mut s = String::from("Закончив ход на такой клетке");
        if opens.mover_first && opens.shooter_may_fire {
            s.push_str(": первыми стреляете вы, он отвечает");
        }
        if !acted.shooter_may_fire && !acted.shooter_fires_in_own_turn {
            s.push_str("; не стреляете — уже ходивший молчит");
        }
        if waiting.shooter_fires_in_own_turn {
            s.push_str(", не ходивший стреляет в свой ход");
        }
        if swift.shooter_may_fire && swift.mover_may_answer {
            s.push_str("; Свифт может сразу, вы отвечаете");
        }
        s
    },
    corner: |kept, turned| {
        let mut s = String::from("Шаг по диагонали через линию на углу клетки");
        if kept.shooter_may_fire {
            s.push_str(": противник стреляет");
        }
        if kept.distance_beyond_corner {
            s.push_str(", дистанция — до клетки за углом");
        }
        if kept.mover_may_answer && !turned.mover_may_answer {
            s.push_str("; повернув на этом шаге, вы не отвечаете");
        }
        s
    },
    from_game: "Корабль из партии",
    back: "← К кораблю",
    record: "Записать ход в партию",
    record_summary: |name, h, two_calms| {
        format!(
            "«{name}»: {}курс {}",
            if two_calms {
                "ход двух штилей, "
            } else {
                ""
            },
            heading_name(Lang::Ru, h)
        )
    },
};
