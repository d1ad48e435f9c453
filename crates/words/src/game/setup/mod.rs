//! Words of the new-game setup (`shturman_screens::game::new`).

use crate::Lang;
use crate::terms::class_name;
use shturman_rules::{ShipClass, Source};

mod en;
mod ru;

pub struct Words {
    pub title: &'static str,
    /// "Игроки: 2 игрока (2–6)".
    pub players: fn(u8) -> String,
    /// A new player's name until the player types one: "Игрок 1".
    pub player_n: fn(u32) -> String,
    pub name: &'static str,
    pub colour: &'static str,
    pub add_player: &'static str,
    pub remove_player: &'static str,
    pub ports: &'static str,
    pub ports_hint: &'static str,
    pub allies: &'static str,
    pub captain_count: &'static str,
    pub captain_count_note: &'static str,
    /// "Флот: 2 корабля".
    pub fleet: fn(u8) -> String,
    pub add_ship: &'static str,
    /// Before the fleet presets: "Флот одним нажатием:".
    pub presets: &'static str,
    /// After a preset replaced ships: brings them back (issue 33, item 10).
    pub undo_preset: &'static str,
    pub remove_ship: &'static str,
    pub ship_name: &'static str,
    pub class: &'static str,
    pub heading: &'static str,
    pub card_values: &'static str,
    pub card_note: &'static str,
    pub start: &'static str,
    pub need_players: &'static str,
    pub need_names: &'static str,
    pub need_ships: &'static str,
    /// A card value that is not a whole number 0–`max`.
    pub bad_value: fn(u8) -> String,
    pub source_seed: &'static str,
    pub source_public: &'static str,
    pub source_assumed: &'static str,
    pub source_unknown: &'static str,
    pub changed: &'static str,
    /// The colours offered, in the order of [`COLOURS`].
    pub colours: [&'static str; 6],
}

pub const RU: Words = ru::WORDS;
pub const EN: Words = en::WORDS;

pub const fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}

/// A fleet preset's name from its classes: "Бриг + фрегат".
pub fn preset_label(lang: Lang, classes: &[ShipClass]) -> String {
    classes
        .iter()
        .enumerate()
        .map(|(i, c)| match i {
            0 => class_name(lang, *c).to_string(),
            _ => class_name(lang, *c).to_lowercase(),
        })
        .collect::<Vec<_>>()
        .join(" + ")
}

/// Names a preset gives its ships, in the order given: ships of the Russian
/// and British navies of the sailing era (none is a captain's name, which a
/// table screen must never show).
pub const fn ship_names(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::Ru => &[
            "Меркурий",
            "Паллада",
            "Азов",
            "Полтава",
            "Надежда",
            "Рафаил",
            "Орёл",
            "Штандарт",
            "Гангут",
            "Чесма",
            "Евстафий",
            "Диана",
            "Аврора",
            "Феникс",
            "Святой Павел",
            "Наварин",
            "Кагул",
            "Ингерманланд",
            "Слава России",
            "Три иерарха",
            "Не тронь меня",
            "Мария",
            "Ретвизан",
            "Память Евстафия",
        ],
        Lang::En => &[
            "Victory",
            "Surprise",
            "Bellona",
            "Agamemnon",
            "Minerva",
            "Vanguard",
            "Temeraire",
            "Dreadnought",
            "Sirius",
            "Phoebe",
            "Speedy",
            "Pickle",
            "Defiance",
            "Revenge",
            "Orion",
            "Leander",
            "Tonnant",
            "Resolution",
            "Indefatigable",
            "Bellerophon",
            "Conqueror",
            "Euryalus",
            "Naiad",
            "Ajax",
        ],
    }
}

/// The player colours offered: the value stored and a stable code (the
/// English name); the names in each language are [`Words::colours`].
pub const COLOURS: [(&str, &str); 6] = [
    ("#c0392b", "red"),
    ("#1d4f91", "blue"),
    ("#1e7a3c", "green"),
    ("#b7862a", "yellow"),
    ("#222222", "black"),
    ("#f2f2f2", "white"),
];

/// The name of a stored colour (or the value itself).
pub fn colour_name(lang: Lang, value: &str) -> String {
    COLOURS
        .iter()
        .position(|c| c.0 == value)
        .map(|i| words(lang).colours[i].to_string())
        .unwrap_or_else(|| value.to_string())
}

/// Where a default card value comes from, in words.
pub fn source_text(lang: Lang, s: Source) -> String {
    let w = words(lang);
    match s {
        Source::Seed => w.source_seed.into(),
        Source::Public => w.source_public.into(),
        Source::Assumed(a) => format!("{} {}", w.source_assumed, a.id()),
        Source::Unknown => w.source_unknown.into(),
    }
}

pub fn samples(lang: Lang, n: u8) -> Vec<String> {
    let w = words(lang);
    vec![
        (w.players)(n),
        (w.player_n)(u32::from(n)),
        (w.fleet)(n),
        (w.bad_value)(n),
    ]
}
