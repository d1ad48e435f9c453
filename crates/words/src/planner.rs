//! Words of the movement planner (`shturman_screens::planner`): the
//! situation (ship, card, heading, weather, sails, Rapid), the fresh-wind
//! budget and its parts, the F / L / R steps with the reason of each budget
//! change, calm and storm, the grid's cells and legend, the reminders about
//! fire lines crossed (§4.7) and recording the move in the game.

use super::terms::{heading_arrow, heading_code, heading_name};
use super::Lang;
use crate::plural::{CELLS, DAMAGE, TURNS};
use shturman_rules::card::CardField;
use shturman_rules::engagement::CrossingFire;
use shturman_rules::movement::{BudgetChange, Move, MoveError};
use shturman_rules::{Heading, Offset};

/// A number as the planner prints it: a real minus sign ("−1").
pub fn num(n: i32) -> String {
    if n < 0 {
        format!("−{}", n.unsigned_abs())
    } else {
        n.to_string()
    }
}

/// A budget change with its sign ("+1", "−2", "0").
pub fn signed(n: i32) -> String {
    if n > 0 {
        format!("+{n}")
    } else {
        num(n)
    }
}

/// A cell relative to the start of the move: "(−1,1)".
pub fn cell(o: Offset) -> String {
    format!("({},{})", num(o.x), num(o.y))
}

fn cells(list: &[Offset]) -> String {
    list.iter().map(|o| cell(*o)).collect::<Vec<_>>().join(", ")
}

pub struct Words {
    pub title: &'static str,
    pub ship: &'static str,
    /// The card's values, in a collapsible section.
    pub card: &'static str,
    /// Marks a card whose values differ from the class card.
    pub card_custom: &'static str,
    pub card_reset: &'static str,
    /// The name of one card value.
    pub field: fn(CardField) -> &'static str,
    pub weather: &'static str,
    pub calm: &'static str,
    pub fresh: &'static str,
    pub storm: &'static str,
    pub heading: &'static str,
    /// The wind's rose title: where it carries ships.
    pub wind: &'static str,
    pub storm_dir: &'static str,
    /// "Курс: север" — a rose button for a screen reader.
    pub rose_point: fn(&'static str, Heading) -> String,
    pub sails: &'static str,
    pub rapid: &'static str,
    /// The calm memory toggle of a free planner.
    pub first_calm: &'static str,
    /// The calm memory of a tracked ship, as the game recorded it.
    pub first_calm_game: fn(bool) -> &'static str,
    // --- the budget (fresh wind, §3.1) ---
    pub budget: &'static str,
    pub remaining: &'static str,
    pub budget_why: &'static str,
    pub calm_why: &'static str,
    pub storm_why: &'static str,
    /// "Дальность по карте, прямой курс: 5".
    pub card_range: fn(bool, u8) -> String,
    pub rapid_part: fn(u8) -> String,
    /// Rapid on a dismasted ship: nothing.
    pub rapid_dismasted: &'static str,
    /// "−2: 2 повреждения парусов".
    pub sails_part: fn(u8) -> String,
    pub max_range: fn(i32) -> String,
    /// The deviation: steps of 45°, the heading and the wind.
    pub deviation: fn(u8, Heading, Heading) -> String,
    pub budget_total: fn(i32) -> String,
    pub dismasted: &'static str,
    /// A budget below 1 (not dismasted).
    pub cannot_move: fn(i32) -> String,
    // --- steps ---
    pub move_name: fn(Move) -> &'static str,
    /// "шаг −1, диагональ −1, к ветру +1".
    pub change: fn(BudgetChange) -> String,
    /// One step taken: where to, the new heading, why the budget changed.
    pub step_line: fn(Move, Offset, Heading, BudgetChange, i32) -> String,
    /// The last step, under the grid (the grid shows where).
    pub step_now: fn(Move, Heading, BudgetChange, i32) -> String,
    /// What a step button would leave: "→ 2".
    pub preview: fn(i32) -> String,
    pub step_aria: fn(Move, BudgetChange, i32) -> String,
    /// A turn from a straight heading: the two cells that must be free.
    pub two_free: fn(Offset, Offset) -> String,
    /// The same under the grid, which shows the cells.
    pub two_free_here: &'static str,
    pub move_over: &'static str,
    pub undo: &'static str,
    pub reset: &'static str,
    pub steps: &'static str,
    pub turn_in_place: &'static str,
    /// The same for a ship that cannot move.
    pub turn_only: &'static str,
    pub turned: fn(Heading) -> String,
    /// A tapped cell: the path there, the heading and the budget left.
    pub path_to: fn(Heading, i32, &[Move]) -> String,
    pub follow: &'static str,
    pub hint: &'static str,
    pub out_of_reach: &'static str,
    pub move_error: fn(MoveError) -> String,
    pub sails_above: fn(u8) -> String,
    pub sails_lowered: fn(u8) -> String,
    pub card_above: fn(u8) -> String,
    /// A fort of the game opened in the planner.
    pub fort: &'static str,
    // --- calm (§3.2) ---
    pub calm_rule: &'static str,
    pub calm_turns: fn(u8) -> String,
    pub calm_forward: fn(u8) -> String,
    pub calm_no_forward: &'static str,
    pub forward_to: fn(u8) -> String,
    pub two_calms: &'static str,
    pub two_calms_offer: &'static str,
    /// The rate, said plainly.
    pub two_calms_rate: &'static str,
    pub two_calms_first: &'static str,
    pub two_calms_none: &'static str,
    /// After this calm: does the next calm count as a second calm?
    pub next_calm: fn(bool) -> &'static str,
    pub calm_pick: &'static str,
    pub dismasted_calm: &'static str,
    pub calm_from_game: &'static str,
    pub not_offered: &'static str,
    // --- storm (§3.3) ---
    pub storm_drift: fn(u8, Offset, Heading) -> String,
    pub dismasted_storm: &'static str,
    pub storm_nothing: &'static str,
    pub calm_storm_rapid: &'static str,
    // --- the grid ---
    pub grid: &'static str,
    pub coords: &'static str,
    pub legend_ship: &'static str,
    pub legend_start: &'static str,
    pub legend_reach: &'static str,
    pub legend_calm: &'static str,
    pub legend_path: &'static str,
    pub legend_selected: &'static str,
    /// A cell for a screen reader: where, and what it holds.
    pub cell_where: fn(Offset) -> String,
    pub cell_ship: fn(Heading, Option<i32>) -> String,
    pub cell_start: fn(Heading) -> String,
    /// A reachable cell: each heading with the best budget left there.
    pub cell_reach: fn(&[(Heading, i32)]) -> String,
    pub cell_path: &'static str,
    /// A cell a calm move forward can end in.
    pub cell_forward: &'static str,
    pub cell_plain: &'static str,
    // --- fire lines crossed (§4.7) ---
    pub crossing: &'static str,
    /// The cells passed and the end cell.
    pub crossing_cells: fn(&[Offset], Offset) -> String,
    pub passes: fn(CrossingFire) -> String,
    /// Ending in a covered cell: the mover opens fire; it does not, and the
    /// covering ship had its turn; had not; has an initiative captain.
    pub ends: fn(CrossingFire, CrossingFire, CrossingFire, CrossingFire) -> String,
    /// A diagonal step across a line at a corner: without and with a turn.
    pub corner: fn(CrossingFire, CrossingFire) -> String,
    // --- the game ---
    pub from_game: &'static str,
    pub back: &'static str,
    pub record: &'static str,
    /// What the confirmation sheet says: the ship, its new heading, and
    /// whether this is the two-calms move.
    pub record_summary: fn(&str, Heading, bool) -> String,
}

pub const RU: Words = Words {
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
            (RU.move_name)(m),
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
            (RU.move_name)(m),
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
            (RU.move_name)(m),
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

pub const EN: Words = Words {
    title: "Movement planner",
    ship: "Ship",
    card: "Card values",
    card_custom: "custom card",
    card_reset: "As the class",
    field: |f| match f {
        CardField::FreshStraight => "Fresh wind, straight",
        CardField::FreshDiagonal => "Fresh wind, diagonal",
        CardField::CalmStraight => "Calm, straight",
        CardField::CalmDiagonal => "Calm, diagonal",
        CardField::StormRange => "Storm drift",
        CardField::FiringRange => "Firing range",
        CardField::Shots => "Shots a round",
        CardField::Strength => "Strength",
        CardField::Boarding => "Boarding",
    },
    weather: "Weather",
    calm: "Calm",
    fresh: "Fresh wind",
    storm: "Storm",
    heading: "Heading",
    wind: "Wind: blows towards",
    storm_dir: "Storm: carries towards",
    rose_point: |title, h| format!("{title}: {}", heading_name(Lang::En, h)),
    sails: "Sail damage",
    rapid: "Captain Rapid",
    first_calm: "Last round was a calm, heading kept",
    first_calm_game: |first| {
        if first {
            "As the game recorded: last round was a first calm, heading kept"
        } else {
            "As the game recorded: last round was not a first calm with this heading"
        }
    },
    budget: "Budget",
    remaining: "Left",
    budget_why: "How the budget came about",
    calm_why: "What a calm allows",
    storm_why: "How the storm drifts the ship",
    card_range: |straight, n| {
        format!(
            "Card range, {} heading: {n}",
            if straight { "straight" } else { "diagonal" }
        )
    },
    rapid_part: |n| format!("Captain Rapid: +{n}"),
    rapid_dismasted: "Rapid: +0 — the sails are gone and Rapid gives none back",
    sails_part: |n| format!("−{n}: sail damage"),
    max_range: |n| format!("= max range {}", num(n)),
    deviation: |d, h, w| {
        format!(
            "−{d}: heading {} off the wind {} (in 45° steps)",
            heading_code(Lang::En, h),
            heading_code(Lang::En, w)
        )
    },
    budget_total: |n| format!("= budget {}", num(n)),
    dismasted: "No sails: no move in a fresh wind; the ship may only turn in place",
    cannot_move: |b| {
        format!(
            "Budget {} — the ship cannot move; it may only turn in place",
            num(b)
        )
    },
    move_name: |m| match m {
        Move::F => "Forward",
        Move::L => "Left",
        Move::R => "Right",
    },
    change: |c| change(Lang::En, c),
    step_line: |m, to, h, c, rest| {
        format!(
            "{}: to {}, heading {}; {} = {} → {} left",
            (EN.move_name)(m),
            cell(to),
            heading_code(Lang::En, h),
            change(Lang::En, c),
            signed(c.total()),
            num(rest)
        )
    },
    step_now: |m, h, c, rest| {
        format!(
            "{}: heading {}; {} = {} → {} left",
            (EN.move_name)(m),
            heading_code(Lang::En, h),
            change(Lang::En, c),
            signed(c.total()),
            num(rest)
        )
    },
    preview: |rest| format!("→ {}", num(rest)),
    step_aria: |m, c, rest| {
        format!(
            "{}: {}, {} left",
            (EN.move_name)(m),
            change(Lang::En, c),
            num(rest)
        )
    },
    two_free: |a, b| {
        format!(
            "⚠ A turn from a straight heading passes {} and {}: both cells must be free",
            cell(a),
            cell(b)
        )
    },
    two_free_here: "⚠ A turn from a straight heading: both cells passed must be free",
    move_over: "Move over",
    undo: "Undo step",
    reset: "Start over",
    steps: "Steps of the move",
    turn_in_place: "Or turn in place (and not move)",
    turn_only: "What is left: a turn in place",
    turned: |h| format!("Turned in place: heading {}", heading_name(Lang::En, h)),
    path_to: |h, rest, moves| {
        format!(
            "Path: {} → heading {}, {} left",
            move_list(Lang::En, moves),
            heading_name(Lang::En, h),
            num(rest)
        )
    },
    follow: "Take the path",
    hint: "Step with the buttons or tap a cell",
    out_of_reach: "That cell is out of reach: tap a highlighted one",
    move_error: |e| match e {
        MoveError::MoveOver { remaining } => {
            format!("The move is over: {} left", num(remaining))
        }
        MoveError::TurnedInPlace { heading } => format!(
            "The ship turned in place (heading {}) and cannot move",
            heading_name(Lang::En, heading)
        ),
        MoveError::AlreadyMoved { .. } => {
            "A ship turns in place only before its first step".to_string()
        }
        MoveError::TurnNotAllowed { heading, allowance } => format!(
            "Cannot turn in place to {}: {} of 45°",
            heading_name(Lang::En, heading),
            TURNS.count(Lang::En, i64::from(allowance))
        ),
    },
    sails_above: |n| {
        format!("Sail damage is at most the straight fresh range ({n}): at {n} the sails are gone")
    },
    sails_lowered: |n| {
        format!("Sail damage lowered to {n}: it is never above the straight fresh range")
    },
    card_above: |max| format!("A card value is at most {max}"),
    fort: "A fort does not move: the planner is for ships",
    calm_rule: "Calm: turn in place or move forward — not both",
    calm_turns: |n| {
        format!(
            "Turn in place: {} of 45°",
            TURNS.count(Lang::En, i64::from(n))
        )
    },
    calm_forward: |n| {
        format!(
            "Or forward without turning: up to {}",
            CELLS.count(Lang::En, i64::from(n))
        )
    },
    calm_no_forward: "In calm this ship does not move forward on this heading",
    forward_to: |n| format!("Forward: {}", CELLS.count(Lang::En, i64::from(n))),
    two_calms: "Two-calms move",
    two_calms_offer: "Two-calms move: 1 cell where the bow points",
    two_calms_rate: "One such move per two calms: the next calm is a first calm again",
    two_calms_first:
        "The two-calms move comes in a second calm in a row, heading kept through the first",
    two_calms_none: "No two-calms move on this heading",
    next_calm: |first| {
        if first {
            "The next calm is a second calm in a row (if the heading stays)"
        } else {
            "The next calm is a first calm again"
        }
    },
    calm_pick: "Pick one: a turn, a move forward or the two-calms move",
    dismasted_calm: "No sails, but in a calm the ship still turns in place",
    calm_from_game: "The game remembers this: it cannot be changed here",
    not_offered: "That move is not offered in this calm",
    storm_drift: |n, to, h| {
        format!(
            "Storm: drifts {} → {}, then the bow points {}",
            CELLS.count(Lang::En, i64::from(n)),
            cell(to),
            heading_name(Lang::En, h)
        )
    },
    dismasted_storm: "No sails, but the storm drifts the ship all the same",
    storm_nothing: "Nothing to pick in a storm: the ship drifts",
    calm_storm_rapid: "Rapid and sail damage change nothing in calm and storm",
    grid: "Cells around the ship",
    coords: "(x,y): cells from the start of the move, x east, y north",
    legend_ship: "ship",
    legend_start: "start of the move",
    legend_reach: "reachable (headings, left)",
    legend_calm: "reachable in the calm",
    legend_path: "path",
    legend_selected: "picked",
    cell_where: |at| format!("cell {}", cell(at)),
    cell_ship: |h, rest| match rest {
        Some(r) => format!(
            "the ship, heading {}, {} left",
            heading_name(Lang::En, h),
            num(r)
        ),
        None => format!("the ship, heading {}", heading_name(Lang::En, h)),
    },
    cell_start: |h| format!("start of the move, heading {}", heading_name(Lang::En, h)),
    cell_reach: |ends| {
        let list: Vec<String> = ends
            .iter()
            .map(|(h, r)| format!("heading {}, {} left", heading_name(Lang::En, *h), num(*r)))
            .collect();
        format!("reachable: {}", list.join("; "))
    },
    cell_path: "on the path",
    cell_forward: "forward in the calm",
    cell_plain: "out of reach",
    crossing: "Fire lines on the way",
    crossing_cells: |passed, end| {
        if passed.is_empty() {
            format!("Ends in {}", cell(end))
        } else {
            format!("Passes {}; ends in {}", cells(passed), cell(end))
        }
    },
    passes: |f| {
        let mut s = String::from("Passing a cell on an enemy's fire line");
        if f.shooter_may_fire && !f.mover_first {
            s.push_str(": it fires first");
        }
        if f.mover_may_answer {
            s.push_str(", you answer");
        }
        if f.mover_continues {
            s.push_str(" and sail on");
        }
        s
    },
    ends: |opens, acted, waiting, swift| {
        let mut s = String::from("Ending the move on such a cell");
        if opens.mover_first && opens.shooter_may_fire {
            s.push_str(": you fire first, it answers");
        }
        if !acted.shooter_may_fire && !acted.shooter_fires_in_own_turn {
            s.push_str("; if you hold fire, one that has moved stays silent");
        }
        if waiting.shooter_fires_in_own_turn {
            s.push_str(", one yet to move fires in its turn");
        }
        if swift.shooter_may_fire && swift.mover_may_answer {
            s.push_str("; Swift may fire at once, you answer");
        }
        s
    },
    corner: |kept, turned| {
        let mut s = String::from("A diagonal step across a line at a cell corner");
        if kept.shooter_may_fire {
            s.push_str(": the enemy fires");
        }
        if kept.distance_beyond_corner {
            s.push_str(", range counted to the cell beyond");
        }
        if kept.mover_may_answer && !turned.mover_may_answer {
            s.push_str("; turning on that step, you cannot answer");
        }
        s
    },
    from_game: "Ship from the game",
    back: "← Back to the ship",
    record: "Record the move in the game",
    record_summary: |name, h, two_calms| {
        format!(
            "“{name}”: {}heading {}",
            if two_calms {
                "the two-calms move, "
            } else {
                ""
            },
            heading_name(Lang::En, h)
        )
    },
};

pub const fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}

fn change(lang: Lang, c: BudgetChange) -> String {
    let (step, diagonal, towards, away) = match lang {
        Lang::Ru => ("шаг", "диагональ", "к ветру", "от ветра"),
        Lang::En => ("step", "diagonal", "towards the wind", "away from the wind"),
    };
    let mut parts = vec![format!("{step} {}", signed(i32::from(c.step)))];
    if c.diagonal != 0 {
        parts.push(format!("{diagonal} {}", signed(i32::from(c.diagonal))));
    }
    match c.wind {
        w if w > 0 => parts.push(format!("{towards} {}", signed(i32::from(w)))),
        w if w < 0 => parts.push(format!("{away} {}", signed(i32::from(w)))),
        _ => {}
    }
    parts.join(", ")
}

/// "Влево ×2, Вперёд ×2": repeated moves counted.
fn move_list(lang: Lang, moves: &[Move]) -> String {
    let mut runs: Vec<(Move, usize)> = Vec::new();
    for m in moves {
        match runs.last_mut() {
            Some((last, n)) if last == m => *n += 1,
            _ => runs.push((*m, 1)),
        }
    }
    runs.iter()
        .map(|(m, n)| match n {
            1 => (words(lang).move_name)(*m).to_string(),
            n => format!("{} ×{n}", (words(lang).move_name)(*m)),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The arrow and short code of a heading on a button: "↗ СВ".
pub fn heading_button(lang: Lang, h: Heading) -> String {
    format!("{} {}", heading_arrow(h), heading_code(lang, h))
}

/// Every text with a number, for the agreement test.
pub fn samples(lang: Lang, n: u8) -> Vec<String> {
    let w = words(lang);
    let i = i32::from(n);
    let at = Offset::new(-i, i);
    let c = BudgetChange {
        step: -1,
        diagonal: -1,
        wind: 1,
    };
    vec![
        (w.card_range)(n.is_multiple_of(2), n),
        (w.rapid_part)(n),
        (w.sails_part)(n),
        (w.max_range)(i),
        (w.deviation)(n % 5, Heading::N, Heading::W),
        (w.budget_total)(-i),
        (w.cannot_move)(-i),
        (w.step_line)(Move::L, at, Heading::NW, c, i),
        (w.preview)(i),
        (w.step_aria)(Move::R, c, -i),
        (w.two_free)(at, Offset::new(i, 0)),
        (w.path_to)(Heading::W, i, &[Move::L, Move::F]),
        (w.step_now)(Move::F, Heading::N, c, -i),
        (w.move_error)(MoveError::MoveOver { remaining: -i }),
        (w.move_error)(MoveError::TurnNotAllowed {
            heading: Heading::S,
            allowance: n,
        }),
        (w.sails_above)(n),
        (w.sails_lowered)(n),
        (w.card_above)(n),
        (w.calm_turns)(n),
        (w.calm_forward)(n),
        (w.forward_to)(n),
        (w.storm_drift)(n, at, Heading::E),
        (w.cell_where)(at),
        (w.cell_ship)(Heading::N, Some(i)),
        (w.cell_reach)(&[(Heading::W, i), (Heading::SW, -i)]),
        (w.crossing_cells)(&[at, Offset::new(i, i)], at),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seeds_first_step_in_words() {
        let c = BudgetChange {
            step: -1,
            diagonal: -1,
            wind: 1,
        };
        assert_eq!(
            (RU.step_line)(Move::L, Offset::new(-1, 1), Heading::NW, c, 2),
            "Влево: в (−1,1), курс СЗ; шаг −1, диагональ −1, к ветру +1 = −1 → осталось 2"
        );
        assert_eq!(
            (EN.step_aria)(Move::L, c, 2),
            "Left: step −1, diagonal −1, towards the wind +1, 2 left"
        );
    }
}
