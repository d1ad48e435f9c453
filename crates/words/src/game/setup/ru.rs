//! The `game::setup` words in Russian: [`super::RU`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::Words;
use crate::Lang;
use crate::plural::{PLAYERS, SHIPS};

pub(super) const WORDS: Words = Words {
    title: "Новая партия",
    players: |n| {
        format!(
            "Игроки: {} (от 2 до 6)",
            PLAYERS.count(Lang::Ru, i64::from(n))
        )
    },
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
