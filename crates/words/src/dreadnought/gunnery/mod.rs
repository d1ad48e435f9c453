//! Words of the dreadnought gunnery screen
//! (`shturman_screens::battles::dread_gunnery`): the firing ship's three
//! batteries, the range, the modifiers, the target's record (sections,
//! boxes, armour) and what each hit did.

use crate::Lang;
use crate::numbers::count as n;
use shturman_battles::dreadnought::damage::{Armour, SectionKind, Weapon};

mod en;
mod ru;

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
    /// After a 7.35 line whose damage is only marked yet: when it counts.
    pub detach_when: &'static str,
    pub no_dice: &'static str,
}

pub const RU: Words = ru::WORDS;
pub const EN: Words = en::WORDS;

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
