//! Words of the ship sheet's "More…" part
//! (`shturman_screens::game::sheet::more`): a shot entered by hand,
//! damage corrections, sinking with its cause, the captain taken off in a
//! port.

use crate::Lang;

#[derive(Debug, PartialEq, Eq)]
pub struct Words {
    pub not_afloat: &'static str,
    pub fire_title: &'static str,
    pub target: &'static str,
    pub shots: &'static str,
    pub aim: &'static str,
    pub die: &'static str,
    pub hit: &'static str,
    pub miss: &'static str,
    pub critical_die: &'static str,
    pub critical_note: &'static str,
    pub target_port: &'static str,
    pub none: &'static str,
    pub fire_record: &'static str,
    pub no_targets: &'static str,
    pub no_shots: &'static str,
    /// Why the shot cannot be recorded yet.
    pub pick_hit: &'static str,
    pub damage_title: &'static str,
    pub hull: &'static str,
    pub sails: &'static str,
    pub hull_record: &'static str,
    pub sails_record: &'static str,
    pub sink_title: &'static str,
    pub cause: &'static str,
    pub enemy_fire: &'static str,
    pub other_cause: &'static str,
    pub in_port: &'static str,
    pub sink_record: &'static str,
    pub port_title: &'static str,
    pub port: &'static str,
    pub port_record: &'static str,
    pub pick_port: &'static str,
}

pub const RU: Words = Words {
    not_afloat: "Корабль потоплен: действий нет.",
    fire_title: "Выстрел",
    target: "Цель",
    shots: "Выстрелов",
    aim: "Куда",
    die: "Кубик",
    hit: "Попадание",
    miss: "Промах",
    critical_die: "Кубик крита",
    critical_note: "Попадание последним выстрелом раунда: бросьте кубик крита (6 — потоплен).",
    target_port: "Цель в порту",
    none: "нет",
    fire_record: "Записать выстрел",
    no_targets: "Нет вражеских кораблей на плаву.",
    no_shots: "Выстрелов в этом раунде не осталось.",
    pick_hit: "Отметьте попадание или промах.",
    damage_title: "Исправить повреждения",
    hull: "Корпус",
    sails: "Паруса",
    hull_record: "Записать корпус",
    sails_record: "Записать паруса",
    sink_title: "Потоплен",
    cause: "Причина",
    enemy_fire: "огонь противника",
    other_cause: "другое",
    in_port: "В порту",
    sink_record: "Записать: потоплен",
    port_title: "Капитан в порту",
    port: "Порт",
    port_record: "Снять капитана в этом порту",
    pick_port: "Выберите порт.",
};

pub const EN: Words = Words {
    not_afloat: "The ship has sunk: no actions.",
    fire_title: "Shot",
    target: "Target",
    shots: "Shots",
    aim: "Aim at",
    die: "Die",
    hit: "Hit",
    miss: "Miss",
    critical_die: "Critical die",
    critical_note: "A hit with the round's last shot: roll the critical die (6 sinks).",
    target_port: "Target in port",
    none: "none",
    fire_record: "Record the shot",
    no_targets: "No enemy ships afloat.",
    no_shots: "No shots left this round.",
    pick_hit: "Mark a hit or a miss.",
    damage_title: "Correct the damage",
    hull: "Hull",
    sails: "Sails",
    hull_record: "Record hull",
    sails_record: "Record sails",
    sink_title: "Sunk",
    cause: "Cause",
    enemy_fire: "enemy fire",
    other_cause: "other",
    in_port: "In port",
    sink_record: "Record: sunk",
    port_title: "Captain in port",
    port: "Port",
    port_record: "Take the captain off here",
    pick_port: "Choose a port.",
};

pub const fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}

/// No text here takes a number.
pub fn samples(_lang: Lang, _n: u8) -> Vec<String> {
    Vec::new()
}
