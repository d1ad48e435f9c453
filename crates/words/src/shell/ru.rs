//! The `shell` words in Russian: [`super::RU`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::Shell;

pub(super) const WORDS: Shell = Shell {
    app_name: "Штурман",
    switch_to: "EN",
    switch_label: "EN — switch to English",
    nav_label: "Разделы",
    nav_roll: "Бросок",
    nav_game: "Игра",
    nav_tools: "Инструменты",
    nav_rules: "Правила",
    nav_settings: "Настройки",
    save_failed: "Не удалось сохранить",
    chunk_failed: "Эта часть приложения не загрузилась: нет сети или приложение обновилось. Ничего не изменено. Проверьте сеть и обновите страницу.",
    chunk_retrying: "Не удалось загрузить часть приложения — пробую снова…",
    reload: "Обновить страницу",
    dismiss: "Закрыть сообщение",
};
