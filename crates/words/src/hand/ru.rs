//! The hand's words in Russian: [`super::RU`] and its helpers (`mod.rs` holds
//! the struct they fill).

use super::Words;
use crate::game_log::Names;
use crate::{Lang, game_errors};
use shturman_hand::cipher::{CipherError, MIN_PIN_DIGITS, PinError};
use shturman_hand::code::{CodeError, CodeKind, QrError};
use shturman_hand::{HandError, HandPlace};
use uuid::Uuid;

/// Where a captain of the hand is.
pub(super) fn hand_place_text(n: &Names, p: HandPlace) -> String {
    let lang = Lang::Ru;
    match p {
        HandPlace::InHand => "в руке".into(),
        HandPlace::SetAside => "отложен (в игре не участвует)".into(),
        HandPlace::OnShip { ship } => {
            format!("{} {}", "на корабле", n.ship(lang, ship))
        }
        HandPlace::InPort { port } => format!("{} {}", "ждёт в порту", n.port(lang, port)),
        HandPlace::Dead => "выбыл".into(),
    }
}

/// A captain placed on the own phone, the table not told yet.
pub(super) fn placed_waiting(n: &Names, ship: Uuid) -> String {
    format!("выложен: {} — стол ещё не записал", n.ship(Lang::Ru, ship))
}

/// Why the hand did not make an action.
pub(super) fn hand_error(n: &Names, e: &HandError) -> String {
    let lang = Lang::Ru;
    match e {
        HandError::OtherGame { .. } => "Эта рука — от другой партии.".into(),
        HandError::OtherPlayer { hand, table } => {
            format!(
                "Это рука игрока {}, а не {}.",
                n.player(lang, *hand),
                n.player(lang, *table)
            )
        }
        HandError::BadBrief { .. } => {
            "Код стола повреждён или подделан: такого стола не бывает. Покажите код ещё раз.".into()
        }
        HandError::CaptainInPlay { captain } => {
            format!(
                "{} уже в игре.",
                (crate::game_log::words(lang).captain)(*captain)
            )
        }
        HandError::CaptainNotInPlay { captain } => {
            format!(
                "{} не в игре.",
                (crate::game_log::words(lang).captain)(*captain)
            )
        }
        HandError::NoOwnCardOn { ship } => {
            format!("На {} нет вашей карты капитана.", n.ship(lang, *ship))
        }
        HandError::UnknownCard { card } => {
            format!(
                "Карту {} запечатала не эта рука (другой телефон или потерянная рука): открыть её можно только оттуда.",
                u16::from(card.0) + 1
            )
        }
        HandError::Refused { rule } => (game_errors::words(lang).rule)(n, rule),
    }
}

/// Why a PIN is not accepted.
pub(super) fn pin_error(e: &PinError) -> String {
    let lang = Lang::Ru;
    match e {
        PinError::TooShort { len, min } => {
            format!(
                "В PIN-коде {}, нужно не меньше {min}.",
                crate::plural::DIGITS.count(lang, *len as i64)
            )
        }
        PinError::TooLong { len, max } => {
            format!(
                "В PIN-коде {}, можно не больше {max}.",
                crate::plural::DIGITS.count(lang, *len as i64)
            )
        }
        PinError::NotDigits { .. } => {
            format!("PIN-код — только цифры, не меньше {MIN_PIN_DIGITS}.")
        }
        PinError::Common => "Этот PIN-код среди самых частых (его пробуют первым). Выберите другой.".into(),
        PinError::Repeats => "В PIN-коде одна цифра или группа цифр повторяется — его легко угадать. Выберите другой.".into(),
        PinError::Counts => "Цифры PIN-кода идут подряд — его легко угадать. Выберите другой.".into(),
        PinError::Steps { step } => {
            let (by, way) = if *step <= 5 { (*step, "больше") } else { (10 - step, "меньше") };
            format!("Каждая цифра PIN-кода на {by} {way} предыдущей (после 9 снова 0) — такой код легко угадать. Выберите другой.")
        }
        PinError::Date => "PIN-код похож на дату или год — их пробуют первыми. Выберите другой.".into(),
    }
}

/// Why a locked hand did not open.
pub(super) fn cipher_error(e: &CipherError) -> String {
    let text: &str = match e {
        CipherError::NotAnEnvelope => "Это не рука капитанов Штурмана.",
        CipherError::NewerVersion { .. } => {
            "Рука записана более новой версией Штурмана: обновите приложение."
        }
        CipherError::UnknownAlgorithm | CipherError::BadParameters => {
            "Рука зашифрована так, как эта версия не умеет открывать."
        }
        CipherError::TooCostly {
            m_kib, max_m_kib, ..
        } => {
            return format!(
                "Рука просит для ключа {} МиБ памяти, а это приложение даёт не больше {} МиБ: такую руку оно не записывает — файл подменён или повреждён.",
                m_kib / 1024,
                max_m_kib / 1024
            );
        }
        CipherError::Damaged => "Файл руки повреждён: его не открыть ни одним PIN-кодом.",
        CipherError::WrongPin => "Неверный PIN-код.",
        CipherError::BadContent => "Рука открылась, но внутри не рука этой партии.",
        CipherError::OtherDevice => {
            "Эта рука привязана к ключу другого устройства (или ключ этого устройства стёрт вместе с данными сайта): здесь её не открыть. Восстановите её из резервной копии — та открывается одним PIN-кодом."
        }
    };
    text.into()
}

fn kind_text(k: CodeKind) -> &'static str {
    match k {
        CodeKind::Table => "код стола",
        CodeKind::Seals => "код печатей",
        CodeKind::Reveal => "код открытия",
    }
}

/// Why a code was not read or made.
pub(super) fn code_error(e: &CodeError) -> String {
    match e {
        CodeError::NotShturman => "Это не код Штурмана.".into(),
        CodeError::NewerVersion { .. } => {
            "Код сделан более новой версией Штурмана: обновите приложение.".into()
        }
        CodeError::OlderVersion { .. } => {
            "Код сделан старой версией Штурмана и теперь не читается: пусть стол покажет код заново (и обновит приложение).".into()
        }
        CodeError::Damaged { at: Some(at) } => {
            format!("Код повреждён: знак {} не из кода.", at + 1)
        }
        CodeError::Damaged { at: None } => {
            "Код повреждён: какой-то знак неверен или пропущен.".into()
        }
        CodeError::Forged => {
            "Код цел, но внутри не то, что пишет Штурман: код сделан с ошибкой или подделан. Ничего не изменено.".into()
        }
        CodeError::WrongKind { found, expected } => {
            format!(
                "Это {}, а здесь нужен {}.",
                kind_text(*found),
                kind_text(*expected)
            )
        }
        CodeError::OtherGame => "Код сделан для другой партии.".into(),
        CodeError::UnknownShip { .. } => "В коде корабль, которого нет в этой партии.".into(),
        CodeError::NotEncodable => "Такое действие не передаётся кодом.".into(),
        CodeError::RevealDoesNotOpen => "Этот код раскрытия не открывает карту на этом корабле: он от другой карты или другого места, или подделан. Ничего не изменено.".into(),
        CodeError::TooLong => "Слишком много для одного кода.".into(),
    }
}

/// Why a QR code was not made or read.
pub(super) fn qr_error(e: &QrError) -> String {
    let text: &str = match e {
        QrError::TooLong => "Слишком длинно для QR-кода.",
        QrError::ImageSize { .. } => "Кадр камеры не того размера.",
        QrError::NotFound => "QR-код не найден: наведите камеру на код.",
        QrError::Unreadable => "QR-код виден, но не читается: поднесите ближе или уберите блик.",
    };
    text.into()
}

pub(super) const WORDS: Words = Words {
    place: hand_place_text,
    placed_waiting,
    hand_error,
    pin_error,
    cipher_error,
    code_error,
    qr_error,
    pass_to: |name| format!("Передать телефон {}", crate::plural::ru_dative(name)),
    only_you: "Смотреть должен только этот игрок. Остальные — отвернитесь.",
    its_me: "Это я",
    back: "Назад к столу",
    title: |name| format!("Капитаны — {name}"),
    choose_pin: "Придумайте PIN-код (только цифры) — он закроет ваших капитанов на этом телефоне",
    repeat_pin: "Повторите PIN-код",
    enter_pin: "Ваш PIN-код",
    pin_ok: "Готово",
    erase: "Стереть",
    pins_differ: "PIN-коды не совпали. Придумайте PIN-код заново.",
    working: "Проверяю PIN-код…",
    key_progress: |n| format!("Ключ готов на {n} %"),
    slow_http: "Это долго нарочно: страница открыта по простому http в сети стола, браузер не даёт ей встроенной криптографии, и ключ руки вычисляется скриптом — медленно, чтобы скопированную руку нельзя было быстро подобрать.",
    slow_unbound: "Это долго нарочно: рука здесь не привязана к ключу устройства, поэтому её ключ дорогой — чтобы скопированную руку нельзя было быстро подобрать.",
    typed: |n| {
        format!(
            "Введено: {}",
            crate::plural::DIGITS.count(Lang::Ru, i64::from(n))
        )
    },
    choose_ship: "Корабль…",
    assign: "Выложить рубашкой вверх",
    assign_summary: |player, ship| format!("{player}: карта капитана рубашкой вверх на {ship}"),
    reveal: "Открыть на столе",
    reveal_summary: |captain, ship| {
        format!(
            "Открыть капитана: {captain} на {}",
            crate::plural::ru_on_ship(ship)
        )
    },
    give: "Отдать кораблю",
    give_summary: |player, ship| format!("{player}: карта капитана из порта — на {ship}"),
    move_to: "Перевести на захваченный",
    move_summary: |player, ship| format!("{player}: карта капитана — на {ship}, взятый абордажем"),
    face_up: "открыт на столе",
    waiting: "Стол ещё не записал",
    placing_open: "До первого раунда капитанов выкладывают на свои корабли; невыложенные откладываются.",
    placing_closed: "Игра началась: новых капитанов не выкладывают.",
    hide: "Скрыть и вернуть телефон",
    forgot: "Забыли PIN-код?",
    reset_warn: "Сбросить руку: вы выберете новый PIN-код и начнёте с пустой руки. Старая рука не удаляется — её откроет прежний PIN-код. Сброс будет записан в журнал партии, его увидят все.",
    reset_warn_phone: "Сбросить руку: вы выберете новый PIN-код и начнёте с пустой руки. Старая рука не удаляется — её откроет прежний PIN-код.",
    reset_yes: "Сбросить мою руку",
    cancel: "Отмена",
    not_stored: "Руку не удалось сохранить на этом телефоне: ничего не отправлено на стол.",
    pin_wait: |s| {
        format!(
            "Слишком много неверных PIN-кодов для этой руки. Следующий — через {}.",
            crate::plural::SECONDS.count(Lang::Ru, s as i64)
        )
    },
    reset_done: "Рука сброшена, сброс записан в журнал. Старая рука сохранена: прежний PIN-код её откроет. Придумайте новый PIN-код.",
    changed_elsewhere: "Руку изменили в другом окне этого телефона: ваше действие не сохранено и не отправлено на стол. Закройте руку и откройте её снова.",
    merged_elsewhere: "Руку изменили и в другом окне этого телефона: обе записи объединены, ничего не потеряно.",
    own_phone: "Рука на своём телефоне (коды)",
    own_phone_how: "Откройте на своём телефоне Штурман → «Мои скрытые капитаны на моём телефоне» и введите этот код. Код с телефона введите ниже.",
    table_code: "Код стола для игрока",
    phone_code: "Код с телефона игрока",
    read: "Прочитать код",
    seals_summary: |player, n| {
        format!(
            "{player}: {} рубашкой вверх (печати с телефона)",
            crate::plural::CAPTAINS.count(Lang::Ru, i64::from(n))
        )
    },
    code_of_other: |owner, here| {
        format!(
            "Это код игрока {owner}, а читаете вы его в разделе игрока {here}. Пусть {owner} прочитает его в своём разделе. Ничего не изменено."
        )
    },
    my_hand: "Мои скрытые капитаны",
    my_hand_how: "Введите код стола, который показывает телефон на столе.",
    seal_code: "Покажите этот код столу: его читают камерой или вводят на устройстве стола",
    reveal_code: "Код открытия — введите его на телефоне стола",
    show_code_how: "Капитан не назван в коде: стол проверит печать.",
    scan: "Считать QR-код камерой",
    scan_stop: "Остановить камеру",
    camera_none: "Камера недоступна: введите код текстом.",
    camera_https: "Камера работает только в установленном приложении (с HTTPS-адреса), а это страница по Wi-Fi стола: введите код текстом.",
    qr_label: "QR-код того же кода",
    backup: "Резервная копия моей руки",
    backup_how: "Зашифрована вашим PIN-кодом: без него копию не прочесть. Сохраните файл или текст у себя.",
    backup_making: "Шифрую копию — это несколько секунд…",
    restore: "Восстановить руку из резервной копии",
    restore_how: "Вставьте текст копии. Её откроет PIN-код, под которым она сделана; рука, что хранится сейчас, останется.",
    restore_go: "Добавить копию",
    restored: "Копия добавлена: введите PIN-код, под которым она сделана.",
    backup_download: "Скачать файл",
};
