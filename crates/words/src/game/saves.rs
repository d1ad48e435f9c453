//! Words of the saves list (`shturman_screens::game::saves`).

use crate::plural::ENTRIES;
use crate::Lang;

pub struct Words {
    /// Short month names, January first.
    pub months: [&'static str; 12],
    /// "раунд 3".
    pub round: fn(u32) -> String,
    pub setup: &'static str,
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
    /// A save file the storage cannot read.
    pub unreadable: &'static str,
    /// "12 записей".
    pub entries: fn(usize) -> String,
    pub open_now: &'static str,
    pub continue_game: &'static str,
    pub delete: &'static str,
    pub delete_q: &'static str,
    pub cancel: &'static str,
}

pub const RU: Words = Words {
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

pub const EN: Words = Words {
    months: [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ],
    round: |n| format!("round {n}"),
    setup: "setup",
    about: "A companion for the «Admiral» naval tabletop game: moves, fire, odds, ships and hidden captains.",
    my_hand: "My hidden captains on my own phone (the game runs on another device)",
    lan_page: "This is a page served by a computer on the table's Wi-Fi, not the installed app: it works while the computer serves it, with no camera and no offline copy. The app installs from an HTTPS address: open it there and choose \"Install app\" or \"Add to Home screen\".",
    unreadable: "The game file cannot be read",
    entries: |n| ENTRIES.count(Lang::En, n as i64),
    open_now: "open now",
    continue_game: "Continue",
    delete: "Delete",
    delete_q: "Delete this game for good?",
    cancel: "Cancel",
};

pub const fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}

pub fn samples(lang: Lang, n: u8) -> Vec<String> {
    let w = words(lang);
    vec![(w.round)(u32::from(n)), (w.entries)(usize::from(n))]
}
