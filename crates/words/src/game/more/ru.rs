//! The `game::more` words in Russian: [`super::RU`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::Words;

pub(super) const WORDS: Words = Words {
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
