//! The `dreadnought::gunnery` words in Russian: [`super::RU`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::{Words, n};
use crate::Lang;
use crate::dreadnought::steps::{armour_ru, boxes_text, section_ru, weapon_ru};
use crate::plural::HITS;

pub(super) const WORDS: Words = Words {
    title: "Артиллерийский огонь",
    note: "Три батареи, дальность, шанс попаданий, повреждения по записи корабля",
    primary: "Главный калибр",
    secondary: "Средний калибр",
    tertiary: "Малый калибр",
    range: "Дальность, гексов",
    firer_italics: "Имя стреляющего курсивом",
    target_italics: "Имя цели курсивом",
    target_towing: "Цель на буксире / буксирует",
    firing_ship: "Стреляющий корабль",
    obsolete: "Устаревший (B, CD, AC)",
    big_guns: "Орудия 16–18 дюймов",
    target_visible: "Цель видна",
    record: "Запись цели: клетки и броня",
    section_boxes: |k| format!("{}, клеток", section_ru(k)),
    section_armour: |k| format!("{}: броня", section_ru(k)),
    armour: armour_ru,
    section: section_ru,
    at_least_one_hit: "Хотя бы одно попадание",
    battery_at_least_one: |b| format!("{b}: хотя бы одно"),
    total_chart: "Всего попаданий",
    battery_chart: |b| format!("{b}: попаданий"),
    damage_chart: "Бросок повреждения 2d6",
    hits: |k| format!("Попаданий: {k}"),
    mean_hits: |m| format!("В среднем попаданий: {m}"),
    damage_pool: |i, w| format!("Попадание {i} ({}): 2d6", weapon_ru(w)),
    pick_section: |i, t| format!("Попадание {i}, 2d6 = {t}: какую секцию даёт таблица?"),
    roll_damage: |k| format!("Бросьте 2d6 на каждое попадание: {}", n(HITS, Lang::Ru, k)),
    crossed: |i, k, b, of| {
        format!(
            "Попадание {i}: {} — клетка {b} из {of}",
            section_ru(k).to_lowercase()
        )
    },
    deflected: |i, a| format!("Попадание {i}: {} — не пробито", armour_ru(a)),
    passed_to_hull: "секция полна, ушло в корпус",
    sinks: "Корабль тонет",
    already_sunk: |i| format!("Попадание {i}: корпус уже зачёркнут"),
    record_line: |k, boxes, crossed, pending| {
        format!(
            "{} {} ({} из {boxes})",
            section_ru(k),
            boxes_text(boxes, crossed, pending),
            crossed + pending
        )
    },
    legend: "☒ зачёркнута · ▣ отмечена сейчас, действует с шага торпед · ☐ цела",
    detach_when: "с шага торпед, когда отметки вступят в силу",
    no_dice: "Ни одна батарея не достаёт: бросать нечего",
};
