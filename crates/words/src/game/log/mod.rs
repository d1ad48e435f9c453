//! Words of the game's log (`shturman_screens::game::log`); each action's
//! and event's own wording is `crate::game_log`'s.

use crate::Lang;

mod en;
mod ru;

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

pub const RU: Words = ru::WORDS;
pub const EN: Words = en::WORDS;

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
