//! Words of the fire helper.

use super::Lang;

pub struct FireText {
    pub title: &'static str,
    pub shooter: &'static str,
    pub class: &'static str,
    pub heading: &'static str,
    pub damage: &'static str,
    pub captain: &'static str,
    pub no_captain: &'static str,
    pub grid: &'static str,
    pub tap_hint: &'static str,
    pub gun: &'static str,
    pub band: &'static str,
    pub cells: &'static str,
    pub chance: &'static str,
    pub why: &'static str,
    pub reminders: &'static str,
    pub return_fire: &'static str,
    pub no_return_fire: &'static str,
    pub swift_first: &'static str,
    pub swift_after: &'static str,
    pub target: &'static str,
    pub target_class: &'static str,
    pub target_heading: &'static str,
    pub target_damage: &'static str,
    pub target_sails: &'static str,
    pub shots: &'static str,
    pub shots_left: &'static str,
    pub count: &'static str,
    pub single: &'static str,
    pub salvo: &'static str,
    pub aim: &'static str,
    pub odds: &'static str,
    pub p_sunk: &'static str,
    pub hull_after: &'static str,
    pub sails_after: &'static str,
    pub critical_yes: &'static str,
    pub critical_no: &'static str,
    pub roll: &'static str,
    pub i_rolled: &'static str,
    pub crit_offer: &'static str,
    pub hit: &'static str,
    pub miss: &'static str,
    pub rolled: &'static str,
    pub no_roll: &'static str,
    pub crit: &'static str,
    pub crit_none: &'static str,
    pub sunk: &'static str,
    pub afloat: &'static str,
    pub hull: &'static str,
    pub sails: &'static str,
    pub again: &'static str,
    pub done: &'static str,
    pub attack: &'static str,
    pub legend_line: &'static str,
    pub legend_dead: &'static str,
    pub plan_error: &'static str,
}

pub const RU: FireText = FireText {
    title: "Помощник стрельбы",
    shooter: "Стреляющий",
    class: "Класс",
    heading: "Курс",
    damage: "Повреждения корпуса",
    captain: "Капитан",
    no_captain: "нет",
    grid: "Линии огня вокруг стреляющего",
    tap_hint: "Нажмите на клетку цели.",
    gun: "Орудие",
    band: "Дистанция",
    cells: "клеток",
    chance: "Шанс попадания",
    why: "Откуда эти грани",
    reminders: "Напоминания",
    return_fire: "Ответный огонь: цель может ответить после атаки и броска на крит",
    no_return_fire: "Ответного огня не будет: вы не на линии огня цели",
    swift_first: "Свифт: цель стреляет первой, до вашей атаки",
    swift_after: "Свифт у обоих: вы стреляете первым, цель — сразу после",
    target: "Цель",
    target_class: "Класс цели",
    target_heading: "Курс цели",
    target_damage: "Повреждения корпуса цели",
    target_sails: "Повреждения парусов цели",
    shots: "Выстрелы",
    shots_left: "Осталось выстрелов в раунде",
    count: "Сколько стрелять",
    single: "По одному",
    salvo: "Залпом",
    aim: "Куда",
    odds: "Шансы до броска",
    p_sunk: "Цель потоплена",
    hull_after: "Повреждения корпуса после",
    sails_after: "Повреждения парусов после",
    critical_yes: "с броском на крит",
    critical_no: "без крита",
    roll: "Бросить кубик",
    i_rolled: "Я выбросил…",
    crit_offer: "Попадание последним выстрелом: бросок на крит (6 — крит)",
    hit: "попадание",
    miss: "промах",
    rolled: "выпало",
    no_roll: "бросать не нужно",
    crit: "крит",
    crit_none: "крита нет",
    sunk: "Потоплена",
    afloat: "На плаву",
    hull: "Корпус",
    sails: "Паруса",
    again: "Заново",
    done: "Все броски сделаны",
    attack: "Бросок",
    legend_line: "линия огня (орудие, дистанция)",
    legend_dead: "мёртвая зона",
    plan_error: "Так стрелять нельзя",
};

pub const EN: FireText = FireText {
    title: "Fire helper",
    shooter: "Shooter",
    class: "Class",
    heading: "Heading",
    damage: "Hull damage",
    captain: "Captain",
    no_captain: "none",
    grid: "Fire lines around the shooter",
    tap_hint: "Tap the target's cell.",
    gun: "Gun",
    band: "Range",
    cells: "cells",
    chance: "Chance to hit",
    why: "How the faces came about",
    reminders: "Reminders",
    return_fire: "Return fire: the target may answer after the attack and the critical roll",
    no_return_fire: "No return fire: you are not on the target's fire lines",
    swift_first: "Swift: the target fires first, before your attack",
    swift_after: "Both have initiative: you fire first, the target right after",
    target: "Target",
    target_class: "Target's class",
    target_heading: "Target's heading",
    target_damage: "Target's hull damage",
    target_sails: "Target's sail damage",
    shots: "Shots",
    shots_left: "Shots left this round",
    count: "How many",
    single: "One by one",
    salvo: "Salvo",
    aim: "Aim",
    odds: "Odds before rolling",
    p_sunk: "Target sunk",
    hull_after: "Hull damage after",
    sails_after: "Sail damage after",
    critical_yes: "with a critical roll",
    critical_no: "no critical",
    roll: "Roll the die",
    i_rolled: "I rolled…",
    crit_offer: "Hit with the last shot: roll for a critical (6 is a critical)",
    hit: "hit",
    miss: "miss",
    rolled: "rolled",
    no_roll: "no roll needed",
    crit: "critical",
    crit_none: "no critical",
    sunk: "Sunk",
    afloat: "Afloat",
    hull: "Hull",
    sails: "Sails",
    again: "Start over",
    done: "All rolls made",
    attack: "Roll",
    legend_line: "fire line (gun, range)",
    legend_dead: "dead zone",
    plan_error: "Cannot fire like that",
};

pub const fn fire_text(lang: Lang) -> &'static FireText {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}

/// Why a fire plan cannot be computed, in the player's words.
pub fn fire_error(lang: Lang, e: &shturman_rules::attack::FireError) -> String {
    use shturman_rules::attack::FireError as E;
    let ru = lang == Lang::Ru;
    match *e {
        E::ZeroShots => {
            if ru {
                "нужен хотя бы один выстрел".into()
            } else {
                "at least one shot is needed".into()
            }
        }
        E::NotEnoughShots { shots, shots_left } => {
            if ru {
                format!("выстрелов {shots}, а маркеров осталось {shots_left} (§4.5)")
            } else {
                format!(
                    "{}, but only {shots_left} markers left (§4.5)",
                    crate::plural::SHOTS.count(Lang::En, i64::from(shots))
                )
            }
        }
        E::ChaserFiresOneShot { shots } => {
            if ru {
                format!("курсовые и ретирадные стреляют одним выстрелом, не {shots} (§4.5)")
            } else {
                format!("chasers fire one shot, not {shots} (§4.5)")
            }
        }
        E::NotASingleShot { shots } => {
            if ru {
                format!("одиночный выстрел тратит один маркер, не {shots}")
            } else {
                format!("a single shot spends one marker, not {shots}")
            }
        }
        E::TooManyShots => {
            if ru {
                "слишком много выстрелов в залпе".into()
            } else {
                "too many shots in the salvo".into()
            }
        }
        E::EmptySalvo => {
            if ru {
                "в залпе нет кораблей".into()
            } else {
                "the salvo has no ships".into()
            }
        }
        E::ZeroStrength => {
            if ru {
                "у цели прочность 0".into()
            } else {
                "the target has strength 0".into()
            }
        }
        E::Sunk { damage, strength } => {
            if ru {
                format!("повреждений {damage} при прочности {strength}: цель уже потоплена (§4.5)")
            } else {
                format!(
                    "{damage} damage with strength {strength}: the target has already sunk (§4.5)"
                )
            }
        }
        E::TargetSunk => {
            if ru {
                "цель уже потоплена".into()
            } else {
                "the target has already sunk".into()
            }
        }
        E::ChaserSpent => {
            if ru {
                "единственный выстрел курсовыми или ретирадными в этом раунде уже сделан (§4.5)"
                    .into()
            } else {
                "the ship's one chaser shot this round is already fired (§4.5)".into()
            }
        }
    }
}

/// Why the odds of a plan cannot be computed, in the player's words.
pub fn odds_error(lang: Lang, e: &shturman_rules::odds::OddsError) -> String {
    use shturman_rules::odds::OddsError as E;
    let ru = lang == Lang::Ru;
    match e {
        E::TooManyAttacks { attacks, max } => {
            if ru {
                format!("слишком длинный план: {attacks} атак, можно до {max}")
            } else {
                format!("the plan is too long: {attacks} attacks, at most {max}")
            }
        }
        E::Invalid { error, .. } => fire_error(lang, error),
        E::Overflow => {
            if ru {
                "числа слишком велики для точного счёта".into()
            } else {
                "the numbers are too large to count exactly".into()
            }
        }
    }
}
