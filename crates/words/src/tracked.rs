//! Words of the banner a table tool shows when it was opened for a ship of
//! the open game.

use super::Lang;

pub struct TrackedTexts {
    pub from_game: &'static str,
    pub record: &'static str,
    pub confirm: &'static str,
    pub yes: &'static str,
    pub no: &'static str,
    pub back: &'static str,
    pub heads: &'static str,
}

pub const RU: TrackedTexts = TrackedTexts {
    from_game: "Корабль из партии",
    record: "Записать новый курс в партию",
    confirm: "Записать: корабль",
    yes: "Да, записать",
    no: "Отмена",
    back: "← К кораблю",
    heads: "курс",
};

pub const EN: TrackedTexts = TrackedTexts {
    from_game: "Ship from the game",
    record: "Record the new heading in the game",
    confirm: "Record: ship",
    yes: "Yes, record",
    no: "Cancel",
    back: "← Back to the ship",
    heads: "heading",
};

pub const fn texts(lang: Lang) -> &'static TrackedTexts {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}
