//! The `game::log` words in Russian: [`super::RU`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::Words;
use crate::Lang;
use crate::plural::ENTRIES;

pub(super) const WORDS: Words = Words {
    title: "Журнал",
    empty: "Журнал пуст.",
    setup: "Подготовка",
    round: |n, w| format!("Раунд {n} — {w}"),
    menu: |n| format!("Меню записи №{n}"),
    undo_here: "Отменить до этой записи",
    undo_q: |n, count, text| {
        format!(
            "Отменить запись №{n} и всё после неё ({}): {text}",
            ENTRIES.count(Lang::Ru, count as i64)
        )
    },
    undo_last: "Отменить последнее",
    redo: "Вернуть",
    undone: "отменено",
};
