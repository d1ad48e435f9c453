//! Words of the shot on the shooter's sheet (`shturman_screens::game::shot`,
//! issue 33 #1): the one way to record a shot — target, gun, range, aim,
//! the die entered or rolled in the app — and what it did to the target.

use crate::plural::{FACES, SHOTS};
use crate::Lang;

pub struct Words {
    /// The sheet's button: "Выстрел".
    pub title: &'static str,
    pub target: &'static str,
    pub pick_target: &'static str,
    pub gun: &'static str,
    pub broadside: &'static str,
    pub chaser: &'static str,
    pub band: &'static str,
    pub shots: &'static str,
    pub aim: &'static str,
    pub target_port: &'static str,
    pub none: &'static str,
    /// "попадают грани 1, 3, 5 (3 грани)".
    pub faces: fn(&str, u8) -> String,
    /// "Выстрел тратит 1 выстрел из 2".
    pub spends: fn(u8, u8) -> String,
    pub critical_yes: &'static str,
    pub roll_hit: &'static str,
    pub roll_critical: &'static str,
    pub roll_app: &'static str,
    /// Before the damage, worded as the salvo words it
    /// (`flows::Words::damage`): "Попадание: корпус +1 (2 из 5)".
    pub hit: &'static str,
    pub miss: &'static str,
    pub sinks: &'static str,
    pub dismasts: &'static str,
    pub record: &'static str,
    pub again: &'static str,
    pub no_targets: &'static str,
    pub no_shots: &'static str,
    pub no_round: &'static str,
}

pub const RU: Words = Words {
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

pub const EN: Words = Words {
    title: "Shot",
    target: "Target",
    pick_target: "Choose the target.",
    gun: "Guns",
    broadside: "broadside",
    chaser: "bow / stern chasers",
    band: "Range",
    shots: "Shots at once (one roll)",
    aim: "Aim at",
    target_port: "Target in port",
    none: "none",
    faces: |list, n| format!("hit on {list} ({})", FACES.count(Lang::En, i64::from(n))),
    spends: |n, left| {
        format!(
            "spends {} ({left} left)",
            SHOTS.count(Lang::En, i64::from(n))
        )
    },
    critical_yes: "the round's last shot: a hit rolls the critical die (6)",
    roll_hit: "The face rolled:",
    roll_critical: "A hit with the last shot! The critical die's face:",
    roll_app: "Roll the die in the app",
    hit: "Hit",
    miss: "Miss",
    sinks: "the target sinks",
    dismasts: "the target is dismasted",
    record: "Record the shot",
    again: "Start again",
    no_targets: "No enemy ships afloat.",
    no_shots: "No shots left this round.",
    no_round: "Start a round first.",
};

pub const fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}

pub fn samples(lang: Lang, n: u8) -> Vec<String> {
    let w = words(lang);
    vec![(w.faces)("1, 3", n), (w.spends)(n, n)]
}
