//! The `game::saves` words in Russian: [`super::RU`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::Words;
use crate::plural::ENTRIES;
use crate::Lang;

pub(super) const WORDS: Words = Words {
    months: [
        "янв", "фев", "мар", "апр", "мая", "июн", "июл", "авг", "сен", "окт", "ноя", "дек",
    ],
    round: |n| format!("раунд {n}"),
    setup: "подготовка",
    about: "Помощник для настольной игры «Адмирал»: ходы, стрельба, шансы, корабли и скрытые капитаны.",
    my_hand: "Мои скрытые капитаны на моём телефоне (партия идёт на другом устройстве)",
    lan_page: "Это страница с компьютера по Wi-Fi стола, а не установленное приложение: она работает, пока компьютер её раздаёт, без камеры и без работы офлайн. Приложение ставят с HTTPS-адреса: откройте его и выберите «Установить приложение» или «На экран „Домой“».",
    unreadable: "Файл партии не читается",
    entries: |n| ENTRIES.count(Lang::Ru, n as i64),
    open_now: "открыта сейчас",
    continue_game: "Продолжить",
    delete: "Удалить",
    delete_q: "Удалить эту партию насовсем?",
    cancel: "Отмена",
};
