//! Words of the settings screen (`shturman_screens::settings`).

use super::Lang;

pub struct Words {
    pub title: &'static str,
    pub language: &'static str,
    pub screen: &'static str,
    pub wake_lock: &'static str,
    pub wake_lock_note: &'static str,
    pub wake_lock_unavailable: &'static str,
    /// On a page that is not a secure context (the LAN page).
    pub wake_lock_https: &'static str,
    pub theme: &'static str,
    pub theme_note: &'static str,
    /// Whether the browser keeps the saved games (`navigator.storage`).
    pub storage: &'static str,
    pub storage_checking: &'static str,
    pub storage_kept: &'static str,
    pub storage_may_clear: &'static str,
    /// A browser (or a page) that does not say.
    pub storage_unknown: &'static str,
    /// The desktop app: files on disk.
    pub storage_files: &'static str,
    pub about: &'static str,
    pub save_failed: &'static str,
}

pub const RU: Words = Words {
    title: "Настройки",
    language: "Язык",
    screen: "Экран",
    wake_lock: "Не гасить экран, пока открыта партия",
    wake_lock_note: "Телефон лежит на столе между ходами — экран не погаснет. Выключите, чтобы беречь батарею.",
    wake_lock_unavailable: "Это устройство или браузер не умеет не гасить экран.",
    wake_lock_https: "Не гасить экран умеет только установленное приложение (с HTTPS-адреса), а это страница по Wi-Fi стола.",
    theme: "Тема",
    theme_note: "Светлая или тёмная — как в системе устройства.",
    storage: "Хранение",
    storage_checking: "Спрашиваю браузер, сохранит ли он партии…",
    storage_kept: "Браузер хранит партии и руки надёжно: не удалит их, даже когда на устройстве мало места.",
    storage_may_clear: "Браузер может удалить партии и руки, если на устройстве кончится место. Установите приложение на главный экран — тогда он их сохранит; важную партию экспортируйте.",
    storage_unknown: "Этот браузер не говорит, сохранит ли он партии: важную партию экспортируйте.",
    storage_files: "Партии и руки хранятся файлами на диске этого компьютера.",
    about: "Штурман считает ходы, стрельбу и шансы по правилам уровня «Адмирал» и хранит партию на этом устройстве. Сеть не нужна.",
    save_failed: "Не удалось сохранить",
};

pub const EN: Words = Words {
    title: "Settings",
    language: "Language",
    screen: "Screen",
    wake_lock: "Keep the screen on while a game is open",
    wake_lock_note: "The phone lies on the table between turns and its screen stays on. Turn this off to save the battery.",
    wake_lock_unavailable: "This device or browser cannot keep the screen on.",
    wake_lock_https: "Only the installed app (from an HTTPS address) can keep the screen on; this is a page on the table's Wi-Fi.",
    theme: "Theme",
    theme_note: "Light or dark, as the device's system is set.",
    storage: "Storage",
    storage_checking: "Asking the browser whether it keeps the games…",
    storage_kept: "The browser keeps games and hands for good: it will not clear them even when the device runs short of space.",
    storage_may_clear: "The browser may clear games and hands when the device runs short of space. Install the app on the home screen and it keeps them; export a game that matters.",
    storage_unknown: "This browser does not say whether it keeps the games: export a game that matters.",
    storage_files: "Games and hands are kept as files on this computer's disk.",
    about: "Shturman works out moves, fire and odds by the «Admiral»-level rules and keeps the game on this device. No network needed.",
    save_failed: "Could not save",
};

pub const fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}
