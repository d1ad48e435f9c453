//! The `dreadnought::gunnery` words in English: [`super::EN`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::{Words, n};
use crate::Lang;
use crate::dreadnought::steps::{armour_en, boxes_text, section_en, weapon_en};
use crate::plural::HITS;

pub(super) const WORDS: Words = Words {
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
    detach_when: "from the torpedo step, when the marks take effect",
    no_dice: "No battery reaches the target: nothing to roll",
};
