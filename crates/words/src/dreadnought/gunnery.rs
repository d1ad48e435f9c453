//! Words of the dreadnought gunnery screen
//! (`shturman_screens::battles::dread_gunnery`): the firing ship's three
//! batteries, the range, the modifiers, the target's record (sections,
//! boxes, armour) and what each hit did.

use super::steps::{
    armour_en, armour_ru, boxes_text, section_en, section_ru, weapon_en, weapon_ru,
};
use crate::plural::{Noun, HITS};
use crate::Lang;
use shturman_battles::dreadnought::damage::{Armour, SectionKind, Weapon};

pub struct Words {
    pub title: &'static str,
    pub note: &'static str,
    pub primary: &'static str,
    pub secondary: &'static str,
    pub tertiary: &'static str,
    pub range: &'static str,
    pub firer_italics: &'static str,
    pub target_italics: &'static str,
    pub target_towing: &'static str,
    pub firing_ship: &'static str,
    pub obsolete: &'static str,
    pub big_guns: &'static str,
    pub target_visible: &'static str,
    /// The folded group of the target's record.
    pub record: &'static str,
    /// "Hull, boxes".
    pub section_boxes: fn(SectionKind) -> String,
    /// "Hull armour".
    pub section_armour: fn(SectionKind) -> String,
    pub armour: fn(Armour) -> &'static str,
    pub section: fn(SectionKind) -> &'static str,
    pub at_least_one_hit: &'static str,
    /// "Primary: at least one hit".
    pub battery_at_least_one: fn(&str) -> String,
    pub total_chart: &'static str,
    /// "Primary guns, hits".
    pub battery_chart: fn(&str) -> String,
    pub damage_chart: &'static str,
    pub hits: fn(u32) -> String,
    pub mean_hits: fn(&str) -> String,
    /// A damage pool: "Hit 2 (primary guns): 2d6".
    pub damage_pool: fn(u32, Weapon) -> String,
    /// "Hit 1, 2d6 = 7: which section does the table give?"
    pub pick_section: fn(u32, u8) -> String,
    /// Before the damage dice: "Roll 2d6 for each hit: 3 rolls".
    pub roll_damage: fn(u32) -> String,
    /// "Hit 1: hull, box 3 of 8".
    pub crossed: fn(u32, SectionKind, u8, u8) -> String,
    /// "Hit 2: heavy armour, ignored".
    pub deflected: fn(u32, Armour) -> String,
    pub passed_to_hull: &'static str,
    pub sinks: &'static str,
    pub already_sunk: fn(u32) -> String,
    /// A section of the record after the hits: "Hull ☒☒▣☐☐ (3 of 8)".
    pub record_line: fn(SectionKind, u8, u8, u8) -> String,
    pub legend: &'static str,
    pub no_dice: &'static str,
}

fn n(noun: Noun, lang: Lang, v: u32) -> String {
    noun.count(lang, i64::from(v))
}

pub const RU: Words = Words {
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
    no_dice: "Ни одна батарея не достаёт: бросать нечего",
};

pub const EN: Words = Words {
    title: "Gunnery",
    note: "Three batteries, range, the chance of hits, damage on the ship's record",
    primary: "Primary",
    secondary: "Secondary",
    tertiary: "Tertiary",
    range: "Range, hexes",
    firer_italics: "Firer's name in italics",
    target_italics: "Target's name in italics",
    target_towing: "Target tows or is towed",
    firing_ship: "The firing ship",
    obsolete: "Obsolete (B, CD, AC)",
    big_guns: "16–18 inch guns",
    target_visible: "Target in sight",
    record: "Target's record: boxes and armour",
    section_boxes: |k| format!("{}, boxes", section_en(k)),
    section_armour: |k| format!("{}: armour", section_en(k)),
    armour: armour_en,
    section: section_en,
    at_least_one_hit: "At least one hit",
    battery_at_least_one: |b| format!("{b}: at least one"),
    total_chart: "Hits in all",
    battery_chart: |b| format!("{b}: hits"),
    damage_chart: "Damage roll 2d6",
    hits: |k| format!("Hits: {k}"),
    mean_hits: |m| format!("Hits on average: {m}"),
    damage_pool: |i, w| format!("Hit {i} ({}): 2d6", weapon_en(w)),
    pick_section: |i, t| format!("Hit {i}, 2d6 = {t}: which section does the table give?"),
    roll_damage: |k| format!("Roll 2d6 for each hit: {}", n(HITS, Lang::En, k)),
    crossed: |i, k, b, of| format!("Hit {i}: {} — box {b} of {of}", section_en(k)),
    deflected: |i, a| format!("Hit {i}: {} — not penetrated", armour_en(a)),
    passed_to_hull: "section full, passed to the hull",
    sinks: "The ship sinks",
    already_sunk: |i| format!("Hit {i}: the hull is already crossed"),
    record_line: |k, boxes, crossed, pending| {
        format!(
            "{} {} ({} of {boxes})",
            section_en(k),
            boxes_text(boxes, crossed, pending),
            crossed + pending
        )
    },
    legend: "☒ crossed · ▣ marked now, counts from the torpedo step · ☐ intact",
    no_dice: "No battery reaches the target: nothing to roll",
};

pub const fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}

/// Every text with a number, with `v`, for the agreement test.
pub fn samples(lang: Lang, v: u8) -> Vec<String> {
    let w = words(lang);
    let k = u32::from(v);
    vec![
        (w.hits)(k),
        (w.damage_pool)(k, Weapon::Primary),
        (w.pick_section)(k, v),
        (w.roll_damage)(k),
        (w.crossed)(k, SectionKind::Hull, v, v),
        (w.deflected)(k, Armour::Heavy),
        (w.already_sunk)(k),
        (w.record_line)(SectionKind::Hull, v, v / 2, v / 4),
    ]
}
