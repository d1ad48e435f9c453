//! Words of the ship sheet's "More…" part
//! (`shturman_screens::game::sheet::more`): damage corrections, sinking
//! with its cause, the captain taken off in a port.

use crate::Lang;

#[derive(Debug, PartialEq, Eq)]
pub struct Words {
    pub not_afloat: &'static str,
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
    /// The sinking was not in a port.
    pub none: &'static str,
    pub sink_record: &'static str,
    pub port_title: &'static str,
    pub port: &'static str,
    pub port_record: &'static str,
    pub pick_port: &'static str,
}

pub const RU: Words = Words {
    not_afloat: "Корабль потоплен: действий нет.",
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
    none: "нет",
    sink_record: "Записать: потоплен",
    port_title: "Капитан в порту",
    port: "Порт",
    port_record: "Снять капитана в этом порту",
    pick_port: "Выберите порт.",
};

pub const EN: Words = Words {
    not_afloat: "The ship has sunk: no actions.",
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
    none: "none",
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
