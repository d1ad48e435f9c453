//! The `game::saves` words in Russian: [`super::RU`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::Words;
use crate::Lang;
use crate::plural::ENTRIES;

pub(super) const WORDS: Words = Words {
    months: [
        "янв", "фев", "мар", "апр", "мая", "июн", "июл", "авг", "сен", "окт", "ноя", "дек",
    ],
    round: |n| format!("раунд {n}"),
    setup: "подготовка",
    unreadable: "Файл партии не читается",
    entries: |n| ENTRIES.count(Lang::Ru, n as i64),
    open_now: "открыта сейчас",
    continue_game: "Продолжить",
    delete: "Удалить",
    delete_q: "Удалить эту партию насовсем?",
    cancel: "Отмена",
};
