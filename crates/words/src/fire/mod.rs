//! Words of the fire helper (`shturman_screens::fire`): the shooter and the
//! target, the grid and its legend, the shot's answer, the firing order
//! (§4.6) and the crossing of a line (§4.7), the plan, the odds and the
//! dice.

mod en;
mod ru;

use super::terms::{heading_arrow, heading_name};
use super::Lang;
use crate::plural::{CELLS, DAMAGE, SHIPS, SHOTS};
use shturman_rules::attack::{Aim, FireError, TargetState};
use shturman_rules::engagement::CrossingFire;
use shturman_rules::fire::{Band, Gun};
use shturman_rules::odds::OddsError;
use shturman_rules::{Heading, Offset};

/// What a cell of the grid is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CellKind {
    /// The shooter (a fort has no heading).
    Ship(Option<Heading>),
    /// A cell a gun covers, in this band.
    Band(Band),
    /// On a line no gun covers.
    Dead,
    /// Off every fire line.
    OffLine,
    /// On a gun's line beyond the firing range.
    OutOfRange,
}

impl CellKind {
    /// A stable name for styles and tests.
    pub const fn code(self) -> &'static str {
        match self {
            CellKind::Ship(_) => "ship",
            CellKind::Band(b) => b.code(),
            CellKind::Dead => "dead",
            CellKind::OffLine => "off",
            CellKind::OutOfRange => "out",
        }
    }
}

/// The target's line: its class, hull damage and strength, and (not for a
/// fort) sail damage and sails.
pub type TargetSummary = fn(&str, u8, u8, Option<(u8, u8)>) -> String;

pub struct Words {
    pub title: &'static str,
    pub shooter: &'static str,
    /// "Линкор · ↑ север · повреждения 0 из 7 · осталось 3 выстрела".
    pub ship_summary: fn(&str, Option<Heading>, u8, u8, u8, bool) -> String,
    /// "Из партии: Линкор «Виктория»".
    pub from_game: fn(&str) -> String,
    pub heading: &'static str,
    pub hull_damage: &'static str,
    pub sail_damage: &'static str,
    pub captain: &'static str,
    pub no_captain: &'static str,
    pub shots_left: &'static str,
    pub chaser_fired: &'static str,
    pub grid: &'static str,
    /// The short mark in a cell: the heading's arrow, the distance.
    pub cell_text: fn(CellKind, u32) -> String,
    /// What a screen reader says for a cell.
    pub cell_label: fn(Offset, CellKind, Option<Gun>) -> String,
    pub legend_title: &'static str,
    pub legend: fn(CellKind) -> &'static str,
    pub pan: &'static str,
    pub pan_west: &'static str,
    pub pan_north: &'static str,
    pub pan_south: &'static str,
    pub pan_east: &'static str,
    pub pan_home: &'static str,
    pub tap_hint: &'static str,
    /// "Правый борт · дальняя · 3 клетки" (the gun, the band as the
    /// legend names it).
    pub headline: fn(&str, &str, u32) -> String,
    pub why: &'static str,
    pub chance: &'static str,
    pub order_attack: fn(usize) -> String,
    /// A Swift target's shot: first (before the attack), or right after
    /// it when the attacker has an initiative captain too.
    pub order_swift: fn(usize, bool, &str, u32) -> String,
    /// Swift's other broadside: the salvo ship it may fire at as well (0:
    /// not one of the salvo's).
    pub swift_also: fn(usize, &str, u32) -> String,
    pub order_return: fn(usize, &str, u32) -> String,
    /// The target cannot answer (true: it is a Swift ship), and why.
    pub no_answer: fn(bool, &str) -> String,
    /// The salvo's ships the target may answer (1 = the shooter).
    pub salvo_answer: fn(&[usize]) -> String,
    pub crossing: &'static str,
    pub cross_through: &'static str,
    pub cross_ends: &'static str,
    pub cross_diagonal: &'static str,
    pub cross_step: &'static str,
    pub turned: &'static str,
    pub shooter_acted: &'static str,
    pub mover_fires: &'static str,
    /// The order when the target meets the line (§4.7).
    pub crossing_lines: fn(&CrossingFire) -> Vec<String>,
    /// The distance counted to the cell beyond the crossing.
    pub beyond: fn(u32, &str) -> String,
    pub no_crossing: &'static str,
    pub target: &'static str,
    pub other_target: &'static str,
    /// "Фрегат · корпус 0 из 4 · паруса 0 из 4".
    pub target_summary: TargetSummary,
    pub target_heading: &'static str,
    pub target_shots_left: &'static str,
    pub plan: &'static str,
    pub mode_single: &'static str,
    pub mode_salvo: &'static str,
    pub count: &'static str,
    pub chaser_once: &'static str,
    pub aim: &'static str,
    pub add_partner: &'static str,
    /// Single shots: how many, and which may roll a critical.
    pub singles: fn(usize, Option<usize>) -> String,
    /// One part of a salvo: whose, the gun, its faces, as the salvo counts them.
    pub salvo_part: fn(usize, &str, &str, &str) -> String,
    pub target_dropped: &'static str,
    /// The salvo: its worst part, faces, damage on a hit, critical.
    pub salvo_worst: fn(usize, &str, u8, bool) -> String,
    pub fire_error: fn(FireError) -> String,
    pub odds_error: fn(OddsError) -> String,
    /// Another ship of the salvo cannot fire: which, and why.
    pub partner_cannot: fn(usize, &str) -> String,
    pub partner_title: fn(usize, &str) -> String,
    /// "правый борт, 2 клетки: грани 1, 3, 5".
    pub partner_part: fn(&str, u32, &str) -> String,
    pub partner_line: &'static str,
    pub distance: &'static str,
    pub partner_shots: &'static str,
    pub remove: &'static str,
    pub odds: &'static str,
    pub sunk_odds: fn(&str) -> String,
    pub critical_rule: fn(bool) -> &'static str,
    pub hull_after: &'static str,
    pub sails_after: &'static str,
    pub assumption: fn(&str) -> String,
    pub critical_prompt: fn(Aim) -> &'static str,
    /// "Бросок 1 из 3 · без крита" (the dice under it mark the faces).
    pub roll_status: fn(usize, usize, bool) -> String,
    pub plan_done: fn(bool) -> &'static str,
    pub roll: &'static str,
    pub roll_critical: &'static str,
    /// The button of a shot that needs no die: every face hits, or none.
    pub fire_no_roll: fn(bool) -> &'static str,
    pub tap_die: &'static str,
    pub rolled_hit: fn(u8) -> String,
    pub rolled_miss: fn(u8) -> String,
    pub sure_hit: &'static str,
    pub sure_miss: &'static str,
    pub critical_six: fn(Aim) -> &'static str,
    pub critical_no: fn(u8) -> String,
    pub sunk_by_damage: &'static str,
    pub dismasted: &'static str,
    /// The target now: hull, sails, afloat / sunk / dismasted.
    pub target_now: fn(TargetState, bool, bool) -> String,
    pub log: &'static str,
    pub again: &'static str,
    /// A face for a screen reader; `Some(aim)` on the critical die.
    pub face_label: fn(u8, bool, Option<Aim>) -> String,
    pub record: &'static str,
    pub record_gathered: &'static str,
    pub record_pick_target: &'static str,
    pub notice_shooter_from_game: &'static str,
    pub notice_target_from_game: &'static str,
    pub notice_too_many_shots: fn(u8) -> String,
    pub notice_bad_face: fn(u8) -> String,
    pub notice_no_die: &'static str,
    pub notice_fort: &'static str,
    pub notice_fort_chasers: &'static str,
    pub notice_too_many_ships: fn(usize) -> String,
}

fn cap(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

fn n64<T: Into<i64>>(n: T) -> i64 {
    n.into()
}

fn count(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

fn cell_text(k: CellKind, distance: u32) -> String {
    match k {
        CellKind::Ship(Some(h)) => heading_arrow(h).to_string(),
        CellKind::Ship(None) => "■".into(),
        CellKind::Band(_) => distance.to_string(),
        CellKind::Dead => "×".into(),
        CellKind::OffLine | CellKind::OutOfRange => String::new(),
    }
}

pub const RU: Words = Words {
    title: "Помощник стрельбы",
    shooter: "Стреляющий",
    ship_summary: |class, heading, hull, strength, left, chaser| {
        let mut s = class.to_string();
        if let Some(h) = heading {
            s.push_str(&format!(" · {} {}", heading_arrow(h), heading_name(Lang::Ru, h)));
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
    cell_label: ru::cell_label,
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
            format!("{n}. Первой стреляет цель — капитан Свифт: {gun}, {d}. Это её ответ: после вашей атаки ответа не будет")
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
                ru::list(ships)
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
    fire_error: ru::fire_error,
    odds_error: ru::odds_error,
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
    rolled_hit: |f| format!("Выпало {f} — попадание"),
    rolled_miss: |f| format!("Выпало {f} — промах"),
    sure_hit: "Попадание без броска: попадают все грани",
    sure_miss: "Промах: ни одна грань не попадает",
    critical_six: |aim| match aim {
        Aim::Hull => "Крит: выпало 6 — цель тонет",
        Aim::Sails => "Крит: выпало 6 — все паруса сорваны, корабль без мачт",
    },
    critical_no: |f| format!("На крит выпало {f} — крита нет"),
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
        m => format!("Больше нельзя — предел: {}", SHOTS.count(Lang::Ru, i64::from(m))),
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

pub const EN: Words = Words {
    title: "Fire helper",
    shooter: "Shooter",
    ship_summary: |class, heading, hull, strength, left, chaser| {
        let mut s = class.to_string();
        if let Some(h) = heading {
            s.push_str(&format!(" · {} {}", heading_arrow(h), heading_name(Lang::En, h)));
        }
        s.push_str(&format!(" · damage {hull} of {strength}"));
        s.push_str(&format!(" · {} left", SHOTS.count(Lang::En, n64(left))));
        if chaser {
            s.push_str(" · chaser fired");
        }
        s
    },
    from_game: |name| format!("From the game: {name}"),
    heading: "Heading",
    hull_damage: "Hull damage",
    sail_damage: "Sail damage",
    captain: "Captain",
    no_captain: "none",
    shots_left: "Shots left",
    chaser_fired: "The chasers have fired this round",
    grid: "Fire lines around the shooter",
    cell_text,
    cell_label: en::cell_label,
    legend_title: "Range",
    legend: |k| match k {
        CellKind::Band(Band::PointBlank) => "point blank",
        CellKind::Band(Band::Medium) => "medium",
        CellKind::Band(Band::Long) => "long",
        CellKind::Dead => "dead zone",
        CellKind::Ship(_) => "shooter",
        CellKind::OffLine => "off the lines",
        CellKind::OutOfRange => "out of range",
    },
    pan: "Pan the grid",
    pan_west: "Pan west",
    pan_north: "Pan north",
    pan_south: "Pan south",
    pan_east: "Pan east",
    pan_home: "Back to the shooter",
    tap_hint: "Tap the target's cell: the number in a cell is its distance.",
    headline: |g, b, d| format!("{} · {b} · {}", cap(g), CELLS.count(Lang::En, i64::from(d))),
    why: "How the faces came about",
    chance: "Chance to hit",
    order_attack: |n| format!("{n}. Your attack"),
    order_swift: |n, first, gun, d| {
        let d = CELLS.count(Lang::En, i64::from(d));
        if first {
            format!("{n}. The target fires first — captain Swift: {gun}, {d}. That is its answer: no return fire after your attack")
        } else {
            format!("{n}. Right after you the target fires — captain Swift: {gun}, {d}. That is its answer")
        }
    },
    swift_also: |k, gun, d| match k {
        0 => format!(
            "Swift may fire its other broadside too: {gun}, {}",
            CELLS.count(Lang::En, i64::from(d))
        ),
        k => format!(
            "Swift may fire its other broadside too — at ship {k}: {gun}, {}",
            CELLS.count(Lang::En, i64::from(d))
        ),
    },
    order_return: |n, gun, d| {
        format!(
            "{n}. The target's return fire — after the attack and the critical roll: {gun}, {}",
            CELLS.count(Lang::En, i64::from(d))
        )
    },
    no_answer: |swift, why| {
        if swift {
            format!("Swift will not answer — {why}")
        } else {
            format!("The target will not answer — {why}")
        }
    },
    salvo_answer: |ships| {
        if ships.is_empty() {
            "The target cannot answer the salvo: none of its ships is on its lines".into()
        } else {
            format!(
                "Against a salvo the target answers one ship of its choice: {}",
                en::list(ships)
            )
        }
    },
    crossing: "The target is crossing my line",
    cross_through: "passes the cell",
    cross_ends: "stops in the cell",
    cross_diagonal: "diagonally",
    cross_step: "The target's step from this cell",
    turned: "The target turned in that step",
    shooter_acted: "My turn this round is over",
    mover_fires: "The target opens fire itself",
    crossing_lines: |f| {
        let mut v = Vec::new();
        if f.mover_first {
            v.push("The target fires first, you answer".to_string());
        } else if f.shooter_may_fire {
            v.push("You fire first".to_string());
        } else if f.shooter_fires_in_own_turn {
            v.push("Not now: you fire at it in your own turn".to_string());
        } else {
            v.push("You may not open fire: your turn this round is over".to_string());
        }
        if f.shooter_may_fire && !f.mover_first {
            v.push(if f.mover_may_answer {
                "The target may answer".to_string()
            } else {
                "The target turned — it cannot answer".to_string()
            });
        }
        v.push(if f.mover_continues {
            "Then the target goes on with its move".to_string()
        } else {
            "The target ends its move in this cell".to_string()
        });
        v
    },
    beyond: |d, band| {
        format!(
            "The distance counts to the cell beyond the crossing: {}, {band}",
            CELLS.count(Lang::En, i64::from(d))
        )
    },
    no_crossing: "This step crosses none of the shooter's diagonal lines",
    target: "Target",
    other_target: "another",
    target_summary: |class, hull, strength, sails| match sails {
        Some((s, of)) => format!("{class} · hull {hull} of {strength} · sails {s} of {of}"),
        None => format!("{class} · hull {hull} of {strength}"),
    },
    target_heading: "Target's heading",
    target_shots_left: "Target's shots left",
    plan: "How to fire",
    mode_single: "One by one",
    mode_salvo: "Salvo",
    count: "My shots",
    chaser_once: "Bow and stern chasers: one shot a round",
    aim: "Aim",
    add_partner: "+ ship in the salvo",
    singles: |n, crit| match crit {
        Some(k) => format!(
            "One by one: {}, a roll for each; only shot {k}, the last of the round, rolls for a critical",
            SHOTS.count(Lang::En, count(n))
        ),
        None => format!(
            "One by one: {}, a roll for each; none is the last of the round — no critical",
            SHOTS.count(Lang::En, count(n))
        ),
    },
    salvo_part: |i, gun, faces, counted| {
        let who = if i == 1 {
            "You".to_string()
        } else {
            format!("Ship {i}")
        };
        if faces == counted {
            format!("{who}: {gun}, faces {faces}")
        } else {
            format!("{who}: {gun}, faces {faces} → in the salvo {counted}")
        }
    },
    target_dropped: "Target does not help a salvo of several ships: face 2 is dropped from every part (“the salvo's accuracy does not rise”)",
    salvo_worst: |k, faces, shots, crit| {
        let who = if k == 1 {
            "yours".to_string()
        } else {
            format!("ship {k}'s")
        };
        format!(
            "One roll on faces {faces} of the worst part ({who}); a hit deals {}; {}",
            DAMAGE.count(Lang::En, i64::from(shots)),
            if crit {
                "every ship spends its last shot — a critical roll"
            } else {
                "not every ship spends its last shot — no critical"
            }
        )
    },
    fire_error: en::fire_error,
    odds_error: en::odds_error,
    partner_cannot: |k, why| format!("Ship {k} cannot fire: {why}"),
    partner_title: |k, class| format!("Ship {k}: {class}"),
    partner_part: |gun, d, faces| {
        format!(
            "{gun}, {}: faces {faces}",
            CELLS.count(Lang::En, i64::from(d))
        )
    },
    partner_line: "Where the target is from it",
    distance: "Distance",
    partner_shots: "Shots in the salvo",
    remove: "Remove",
    odds: "Odds before rolling",
    sunk_odds: |p| format!("Target sunk: {p}"),
    critical_rule: |c| {
        if c {
            "a hit with the last shot rolls for a critical"
        } else {
            "no critical"
        }
    },
    hull_after: "The target's hull damage after these shots",
    sails_after: "The target's sail damage after these shots",
    assumption: |id| format!("Relies on assumption {id}"),
    critical_prompt: |aim| match aim {
        Aim::Hull => "Roll for a critical: a 6 sinks the target",
        Aim::Sails => "Roll for a critical: a 6 — all sails gone — dismasted",
    },
    roll_status: |k, of, crit| {
        format!(
            "Roll {k} of {of} · {}",
            if crit {
                "a hit rolls for a critical"
            } else {
                "no critical"
            }
        )
    },
    plan_done: |sunk| {
        if sunk {
            "The target has sunk: nothing left to roll"
        } else {
            "Every roll of the plan is made"
        }
    },
    roll: "Roll the die",
    roll_critical: "Roll for a critical",
    fire_no_roll: |all| {
        if all {
            "Fire — a hit, no roll"
        } else {
            "Fire — a miss, no roll"
        }
    },
    tap_die: "or tap the face rolled at the table",
    rolled_hit: |f| format!("Rolled {f} — hit"),
    rolled_miss: |f| format!("Rolled {f} — miss"),
    sure_hit: "A hit with no roll: every face hits",
    sure_miss: "A miss: no face hits",
    critical_six: |aim| match aim {
        Aim::Hull => "Critical: a 6 — the target sinks",
        Aim::Sails => "Critical: a 6 — all sails gone — dismasted",
    },
    critical_no: |f| format!("Critical die {f} — no critical"),
    sunk_by_damage: "The target sinks: its damage reached its strength",
    dismasted: "All sails gone — dismasted",
    target_now: |t, dismasted, fort| {
        let state = if t.sunk {
            "sunk"
        } else if dismasted {
            "dismasted"
        } else {
            "afloat"
        };
        if fort {
            format!("Target: hull {} of {} · {state}", t.hull_damage, t.strength)
        } else {
            format!(
                "Target: hull {} of {} · sails {} of {} · {state}",
                t.hull_damage, t.strength, t.sail_damage, t.fresh_straight
            )
        }
    },
    log: "Rolls",
    again: "Start over",
    face_label: |f, hit, critical| {
        let what = match (critical, hit) {
            (None, true) => "hit",
            (None, false) => "miss",
            (Some(Aim::Hull), true) => "sinks",
            (Some(Aim::Sails), true) => "all sails gone",
            (Some(_), false) => "no critical",
        };
        format!("{f} — {what}")
    },
    record: "Record in the game",
    record_gathered: "A salvo of several ships is recorded on the table screen",
    record_pick_target: "To record the shot in the game, pick the target among its ships",
    notice_shooter_from_game: "The shooter is a ship of the game: its values come from there",
    notice_target_from_game: "The target is a ship of the game: its values come from there (pick “another” to set your own)",
    notice_too_many_shots: |max| match max {
        0 => "These guns have no shots left".to_string(),
        1 => "No more: bow and stern chasers fire one shot a round".to_string(),
        m => format!("No more — at most {}", SHOTS.count(Lang::En, i64::from(m))),
    },
    notice_bad_face: |f| format!("A die has no face {f}: only 1–6"),
    notice_no_die: "No die is needed now",
    notice_fort: "A fort has no sails",
    notice_fort_chasers: "A fort has no bow or stern chasers",
    notice_too_many_ships: |m| {
        format!(
            "No more — at most {} besides yours",
            SHIPS.count(Lang::En, count(m))
        )
    },
};

pub const fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}

/// Every text with a number, for the agreement test.
pub fn samples(lang: Lang, n: u8) -> Vec<String> {
    let w = words(lang);
    let u = usize::from(n);
    let d = u32::from(n);
    let t = TargetState {
        strength: n,
        hull_damage: n,
        sail_damage: n,
        fresh_straight: n,
        sunk: false,
    };
    let mut v = vec![
        (w.ship_summary)("Бриг", Some(Heading::N), n, n, n, true),
        (w.cell_text)(CellKind::Band(Band::Long), d),
        (w.cell_label)(
            Offset::new(i32::from(n), 0),
            CellKind::Band(Band::Long),
            Some(Gun::Bow),
        ),
        (w.headline)("port", "medium", d),
        (w.order_attack)(u),
        (w.order_swift)(u, true, "port", d),
        (w.order_swift)(u, false, "port", d),
        (w.swift_also)(u, "port", d),
        (w.swift_also)(0, "port", d),
        (w.order_return)(u, "port", d),
        (w.salvo_answer)(&[1, u]),
        (w.beyond)(d, "long"),
        (w.target_summary)("Бриг", n, n, Some((n, n))),
        (w.singles)(u, Some(u)),
        (w.singles)(u, None),
        (w.salvo_part)(u, "port", "1, 3", "3"),
        (w.salvo_worst)(u, "3", n, true),
        (w.fire_error)(FireError::NotEnoughShots {
            shots: n,
            shots_left: n,
        }),
        (w.odds_error)(OddsError::TooManyAttacks { attacks: u, max: u }),
        (w.partner_cannot)(u, "x"),
        (w.partner_title)(u, "Бриг"),
        (w.partner_part)("port", d, "5"),
        (w.roll_status)(u, u, true),
        (w.rolled_hit)(n),
        (w.rolled_miss)(n),
        (w.critical_no)(n),
        (w.target_now)(t, false, false),
        (w.target_now)(t, true, true),
        (w.face_label)(n, true, None),
        (w.notice_too_many_shots)(n),
        (w.notice_bad_face)(n),
        (w.notice_too_many_ships)(u),
    ];
    v.extend((w.crossing_lines)(&CrossingFire {
        shooter_may_fire: true,
        shooter_fires_in_own_turn: false,
        mover_first: false,
        mover_may_answer: n.is_multiple_of(2),
        mover_continues: true,
        distance_beyond_corner: true,
    }));
    v
}
