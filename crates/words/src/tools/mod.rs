//! Words of the Tools hub.

use super::Lang;

mod en;
mod ru;

pub const RU: ToolsText = ru::WORDS;
pub const EN: ToolsText = en::WORDS;

pub struct ToolsText {
    pub title: &'static str,
    pub admiral: &'static str,
    pub move_title: &'static str,
    pub move_note: &'static str,
    pub fire_title: &'static str,
    pub fire_note: &'static str,
    pub roll_note: &'static str,
}

pub const fn tools_text(lang: Lang) -> &'static ToolsText {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}
