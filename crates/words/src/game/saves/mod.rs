//! Words of the saves list (`shturman_screens::game::saves`).

use crate::Lang;

mod en;
mod ru;

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
    vec![(w.round)(u32::from(n)), (w.entries)(usize::from(n))]
}
