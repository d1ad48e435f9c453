//! Words of the Tools hub.

use super::Lang;

pub struct ToolsText {
    pub title: &'static str,
    pub admiral: &'static str,
    pub move_title: &'static str,
    pub move_note: &'static str,
    pub fire_title: &'static str,
    pub fire_note: &'static str,
    pub roll_note: &'static str,
}

pub const RU: ToolsText = ToolsText {
    title: "Инструменты",
    admiral: "«Адмирал»",
    move_title: "Планировщик хода",
    move_note: "Запас хода, шаги вперёд/влево/вправо, куда можно дойти",
    fire_title: "Помощник стрельбы",
    fire_note: "Линии огня, дистанция, грани, шансы и исход",
    roll_note: "Нужен только бросок? Вкладка «Бросок» внизу.",
};

pub const EN: ToolsText = ToolsText {
    title: "Tools",
    admiral: "«Admiral»",
    move_title: "Movement planner",
    move_note: "Budget, forward/left/right steps, where the ship can get to",
    fire_title: "Fire helper",
    fire_note: "Fire lines, range, faces, odds and the outcome",
    roll_note: "Just a roll? Use the Roll tab below.",
};

pub const fn tools_text(lang: Lang) -> &'static ToolsText {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}
