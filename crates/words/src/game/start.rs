//! Words of the game area's frame and the start screen's head: the game's
//! words the main wasm module shows (`src/pages/game.rs`,
//! `src/pages/game_saves.rs`). Apart from [`crate::game::GameTexts`] and the saves
//! list's words, so that the first load a phone waits for carries these
//! few texts, not every game screen's (docs/scheduling.md, "What a chunk
//! boundary costs").

use crate::Lang;

pub struct Words {
    pub tab_table: &'static str,
    pub tab_log: &'static str,
    pub tab_saves: &'static str,
    pub tabs_label: &'static str,
    /// The open game is being read.
    pub loading: &'static str,
    pub saving: &'static str,
    pub saved: &'static str,
    pub new_game: &'static str,
    pub no_game: &'static str,
    /// What the app is, at the top of the start screen (issue 33: it was
    /// said only in the start frame and in the settings).
    pub about: &'static str,
    /// The start screen's link to a player's own hand (`#/game/phone`):
    /// said so that a newcomer knows what it is for (issue 33: «Моя рука
    /// для другого стола» meant nothing to one).
    pub my_hand: &'static str,
    /// The start screen's line on a page that is not a secure context
    /// (`scripts/run --lan`'s plain http): what it is and where the
    /// installed app comes from.
    pub lan_page: &'static str,
}

pub const RU: Words = Words {
    tab_table: "Стол",
    tab_log: "Журнал",
    tab_saves: "Партии",
    tabs_label: "Разделы партии",
    loading: "Загружаю партию…",
    saving: "Сохраняю…",
    saved: "Сохранено",
    new_game: "Новая партия",
    no_game: "Партия не открыта. Начните новую или продолжите сохранённую.",
    about: "Помощник для настольной игры «Адмирал»: ходы, стрельба, шансы, корабли и скрытые капитаны.",
    my_hand: "Мои скрытые капитаны на моём телефоне (партия идёт на другом устройстве)",
    lan_page: "Это страница с компьютера по Wi-Fi стола, а не установленное приложение: она работает, пока компьютер её раздаёт, без камеры и без работы офлайн. Приложение ставят с HTTPS-адреса: откройте его и выберите «Установить приложение» или «На экран „Домой“».",
};

pub const EN: Words = Words {
    tab_table: "Table",
    tab_log: "Log",
    tab_saves: "Games",
    tabs_label: "Game sections",
    loading: "Loading the game…",
    saving: "Saving…",
    saved: "Saved",
    new_game: "New game",
    no_game: "No game is open. Start a new one or continue a saved one.",
    about: "A companion for the «Admiral» naval tabletop game: moves, fire, odds, ships and hidden captains.",
    my_hand: "My hidden captains on my own phone (the game runs on another device)",
    lan_page: "This is a page served by a computer on the table's Wi-Fi, not the installed app: it works while the computer serves it, with no camera and no offline copy. The app installs from an HTTPS address: open it there and choose \"Install app\" or \"Add to Home screen\".",
};

pub const fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}
