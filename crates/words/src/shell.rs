//! Words of the app's frame: the app bar, the navigation, a screen whose
//! code could not be fetched.

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
    pub save_failed: &'static str,
    /// A lazily loaded part of the app could not be fetched.
    pub chunk_failed: &'static str,
    pub reload: &'static str,
    /// The ✕ of an error banner.
    pub dismiss: &'static str,
}

pub const RU: Shell = Shell {
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
    reload: "Обновить страницу",
    dismiss: "Закрыть сообщение",
};

pub const EN: Shell = Shell {
    app_name: "Shturman",
    switch_to: "RU",
    switch_label: "RU — переключить на русский",
    nav_label: "Sections",
    nav_roll: "Roll",
    nav_game: "Game",
    nav_tools: "Tools",
    nav_rules: "Rules",
    nav_settings: "Settings",
    save_failed: "Could not save",
    chunk_failed: "This part of the app did not load: no network, or the app was updated. Nothing was changed. Check the connection and reload the page.",
    reload: "Reload the page",
    dismiss: "Dismiss the message",
};

pub const fn shell(lang: Lang) -> &'static Shell {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}
