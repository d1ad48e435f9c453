//! Words of the app bar, the navigation, the settings and the placeholder
//! screens.

use super::Lang;

pub struct Shell {
    pub app_name: &'static str,
    pub switch_to: &'static str,
    pub switch_label: &'static str,
    pub nav_label: &'static str,
    pub nav_roll: &'static str,
    pub nav_game: &'static str,
    pub nav_tools: &'static str,
    pub nav_rules: &'static str,
    pub nav_settings: &'static str,
    pub settings_title: &'static str,
    pub settings_language: &'static str,
    pub settings_theme: &'static str,
    pub settings_theme_note: &'static str,
    pub settings_about: &'static str,
    pub save_failed: &'static str,
    /// A lazily loaded part of the app could not be fetched.
    pub chunk_failed: &'static str,
    pub reload: &'static str,
}

pub const RU: Shell = Shell {
    app_name: "Штурман",
    switch_to: "EN",
    switch_label: "Switch to English",
    nav_label: "Разделы",
    nav_roll: "Бросок",
    nav_game: "Игра",
    nav_tools: "Инструменты",
    nav_rules: "Правила",
    nav_settings: "Настройки",
    settings_title: "Настройки",
    settings_language: "Язык",
    settings_theme: "Тема",
    settings_theme_note: "Светлая или тёмная — как в системе устройства.",
    settings_about: "Штурман считает ходы, стрельбу и шансы по правилам уровня «Адмирал» и хранит партию на этом устройстве. Сеть не нужна.",
    save_failed: "Не удалось сохранить",
    chunk_failed: "Эта часть приложения не загрузилась: нет сети или приложение обновилось. Ничего не изменено. Проверьте сеть и обновите страницу.",
    reload: "Обновить страницу",
};

pub const EN: Shell = Shell {
    app_name: "Shturman",
    switch_to: "RU",
    switch_label: "Переключить на русский",
    nav_label: "Sections",
    nav_roll: "Roll",
    nav_game: "Game",
    nav_tools: "Tools",
    nav_rules: "Rules",
    nav_settings: "Settings",
    settings_title: "Settings",
    settings_language: "Language",
    settings_theme: "Theme",
    settings_theme_note: "Light or dark, following the device's system setting.",
    settings_about: "Shturman works out moves, fire and odds by the «Admiral»-level rules and keeps the game on this device. No network needed.",
    save_failed: "Could not save",
    chunk_failed: "This part of the app did not load: no network, or the app was updated. Nothing was changed. Check the connection and reload the page.",
    reload: "Reload the page",
};

pub const fn shell(lang: Lang) -> &'static Shell {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}
