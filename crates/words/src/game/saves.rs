//! Words of the saves list (`shturman_screens::game::saves`).

use crate::plural::ENTRIES;
use crate::Lang;

pub struct Words {
    /// Short month names, January first.
    pub months: [&'static str; 12],
    /// "раунд 3".
    pub round: fn(u32) -> String,
    pub setup: &'static str,
    /// A save file the storage cannot read.
    pub unreadable: &'static str,
    /// "12 записей".
    pub entries: fn(usize) -> String,
    pub open_now: &'static str,
    pub continue_game: &'static str,
    pub delete: &'static str,
    pub delete_q: &'static str,
    pub cancel: &'static str,
}

pub const RU: Words = Words {
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

pub const EN: Words = Words {
    months: [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ],
    round: |n| format!("round {n}"),
    setup: "setup",
    unreadable: "The game file cannot be read",
    entries: |n| ENTRIES.count(Lang::En, n as i64),
    open_now: "open now",
    continue_game: "Continue",
    delete: "Delete",
    delete_q: "Delete this game for good?",
    cancel: "Cancel",
};

pub const fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}

pub fn samples(lang: Lang, n: u8) -> Vec<String> {
    let w = words(lang);
    vec![(w.round)(u32::from(n)), (w.entries)(usize::from(n))]
}
