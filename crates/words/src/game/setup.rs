//! Words of the new-game setup (`shturman_screens::game::new`).

use crate::plural::{PLAYERS, SHIPS};
use crate::terms::class_name;
use crate::Lang;
use shturman_rules::{ShipClass, Source};

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

pub const RU: Words = Words {
    title: "Новая партия",
    players: |n| format!("Игроки: {} (от 2 до 6)", PLAYERS.count(Lang::Ru, i64::from(n))),
    player_n: |n| format!("Игрок {n}"),
    name: "Имя",
    colour: "Цвет",
    add_player: "Добавить игрока",
    remove_player: "Убрать игрока",
    ports: "Свои порты",
    ports_hint: "названия через запятую",
    allies: "Союзники",
    captain_count: "Капитанов у каждого игрока",
    captain_count_note: "Договоритесь, сколько карт капитанов использует каждый (0–4). Остальные откладываются рубашкой вверх и в игре не участвуют.",
    fleet: |n| format!("Флот: {}", SHIPS.count(Lang::Ru, i64::from(n))),
    add_ship: "Добавить корабль",
    presets: "Флот одним нажатием (названия можно изменить):",
    undo_preset: "↶ Вернуть прежний флот",
    remove_ship: "Убрать корабль",
    ship_name: "Название корабля",
    class: "Класс",
    heading: "Курс",
    card_values: "Курс и значения карточки",
    card_note: "Сверьте с вашими карточками и исправьте, если отличаются. У каждого значения указано, откуда оно.",
    start: "Начать партию",
    need_players: "Нужно от 2 до 6 игроков.",
    need_names: "У каждого игрока должно быть имя.",
    need_ships: "У каждого игрока должен быть хотя бы один корабль.",
    bad_value: |max| format!("Введите целое число от 0 до {max}: значение не изменено."),
    source_seed: "по правилам",
    source_public: "из открытых источников",
    source_assumed: "допущение",
    source_unknown: "проверьте свою карточку",
    changed: "изменено вами",
    colours: ["красный", "синий", "зелёный", "жёлтый", "чёрный", "белый"],
};

pub const EN: Words = Words {
    title: "New game",
    players: |n| format!("Players: {} (2 to 6)", PLAYERS.count(Lang::En, i64::from(n))),
    player_n: |n| format!("Player {n}"),
    name: "Name",
    colour: "Colour",
    add_player: "Add a player",
    remove_player: "Remove player",
    ports: "Own ports",
    ports_hint: "names, comma-separated",
    allies: "Allies",
    captain_count: "Captains per player",
    captain_count_note: "Agree how many captain cards each player uses (0–4). The rest are set aside face down and take no part.",
    fleet: |n| format!("Fleet: {}", SHIPS.count(Lang::En, i64::from(n))),
    add_ship: "Add a ship",
    presets: "Fleet in one tap (names can be changed):",
    undo_preset: "↶ Bring back the fleet before",
    remove_ship: "Remove ship",
    ship_name: "Ship's name",
    class: "Class",
    heading: "Heading",
    card_values: "Heading and card values",
    card_note: "Check them against your cards and correct any that differ. Each value says where it comes from.",
    start: "Start the game",
    need_players: "A game needs 2 to 6 players.",
    need_names: "Every player needs a name.",
    need_ships: "Every player needs at least one ship.",
    bad_value: |max| format!("Enter a whole number from 0 to {max}: the value is unchanged."),
    source_seed: "by the rules",
    source_public: "from public sources",
    source_assumed: "assumption",
    source_unknown: "check your card",
    changed: "changed by you",
    colours: ["red", "blue", "green", "yellow", "black", "white"],
};

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
