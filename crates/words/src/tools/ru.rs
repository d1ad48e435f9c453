//! The `tools` words in Russian: [`super::RU`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::ToolsText;

pub(super) const WORDS: ToolsText = ToolsText {
    title: "Инструменты",
    admiral: "«Адмирал»",
    move_title: "Планировщик хода",
    move_note: "Запас хода, шаги вперёд/влево/вправо, куда можно дойти",
    fire_title: "Помощник стрельбы",
    fire_note: "Линии огня, дистанция, грани, шансы и исход",
    roll_note: "Нужен только бросок? Вкладка «Бросок» внизу.",
};
