//! Words of the game's log (`shturman_screens::game::log`); each action's
//! and event's own wording is `crate::game_log`'s.

use crate::plural::ENTRIES;
use crate::Lang;

pub struct Words {
    pub title: &'static str,
    pub empty: &'static str,
    pub setup: &'static str,
    /// "Раунд 3 — штиль".
    pub round: fn(u32, &str) -> String,
    /// The entry's menu button, for a screen reader.
    pub menu: fn(usize) -> String,
    pub undo_here: &'static str,
    /// The confirmation: "Отменить всё с записи №5 (2 записи): …".
    pub undo_q: fn(usize, usize, &str) -> String,
    pub undo_last: &'static str,
    pub redo: &'static str,
    pub undone: &'static str,
}

pub const RU: Words = Words {
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

pub const EN: Words = Words {
    title: "Log",
    empty: "The log is empty.",
    setup: "Setup",
    round: |n, w| format!("Round {n} — {w}"),
    menu: |n| format!("Menu of entry #{n}"),
    undo_here: "Undo back to here",
    undo_q: |n, count, text| {
        format!(
            "Undo entry #{n} and all after it ({}): {text}",
            ENTRIES.count(Lang::En, count as i64)
        )
    },
    undo_last: "Undo the last",
    redo: "Redo",
    undone: "undone",
};

pub const fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}

pub fn samples(lang: Lang, n: u8) -> Vec<String> {
    let w = words(lang);
    vec![
        (w.round)(u32::from(n), "x"),
        (w.menu)(usize::from(n)),
        (w.undo_q)(usize::from(n), usize::from(n), "x"),
    ]
}
