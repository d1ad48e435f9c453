//! Words of the game's one confirmation sheet
//! (`shturman_screens::game::confirm`): the question, Record and Cancel.

use crate::Lang;

mod en;
mod ru;

pub struct Words {
    /// The sheet's title.
    pub question: &'static str,
    pub record: &'static str,
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

/// No text here takes a number.
pub fn samples(_lang: Lang, _n: u8) -> Vec<String> {
    Vec::new()
}
