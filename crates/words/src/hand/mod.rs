//! Words for a player's hand (crate `shturman-hand`): where each captain
//! is, and every refusal of the hand, the PIN lock, the codes between
//! phones and the QR reader, in both languages with their data.

use super::game_log::Names;
use super::Lang;
use uuid::Uuid;

mod en;
mod ru;
use shturman_hand::cipher::{CipherError, PinError, MIN_PIN_DIGITS};
use shturman_hand::code::{CodeError, QrError};
use shturman_hand::{HandError, HandPlace};

/// The words of the hand screen on a shared phone (`shturman_screens::hand`):
/// the pass-the-phone gate, the PIN pad, the list of captains.
pub struct Words {
    /// Where a captain of the hand is.
    pub place: fn(&Names, HandPlace) -> String,
    /// A captain placed on this ship by the player's own phone, not yet
    /// recorded by the table (its seal code still to be carried).
    pub placed_waiting: fn(&Names, Uuid) -> String,
    /// Why the hand did not make an action.
    pub hand_error: fn(&Names, &HandError) -> String,
    /// Why a PIN is not accepted.
    pub pin_error: fn(&PinError) -> String,
    /// Why a locked hand did not open.
    pub cipher_error: fn(&CipherError) -> String,
    /// Why a code was not read or made.
    pub code_error: fn(&CodeError) -> String,
    /// Why a QR code was not made or read.
    pub qr_error: fn(&QrError) -> String,
    /// «Передать телефон Анне».
    pub pass_to: fn(&str) -> String,
    pub only_you: &'static str,
    pub its_me: &'static str,
    pub back: &'static str,
    /// The hand's title: «Капитаны — Аня».
    pub title: fn(&str) -> String,
    pub choose_pin: &'static str,
    pub repeat_pin: &'static str,
    pub enter_pin: &'static str,
    /// The PIN pad's "done" key.
    pub pin_ok: &'static str,
    pub erase: &'static str,
    pub pins_differ: &'static str,
    pub working: &'static str,
    /// How many digits are typed, for screen readers.
    pub typed: fn(u8) -> String,
    pub choose_ship: &'static str,
    pub assign: &'static str,
    /// The confirmation's summary of a placing (names no captain).
    pub assign_summary: fn(&str, &str) -> String,
    pub reveal: &'static str,
    /// The confirmation's summary of a reveal.
    pub reveal_summary: fn(&str, &str) -> String,
    pub give: &'static str,
    /// The confirmation's summary of a give (names no captain).
    pub give_summary: fn(&str, &str) -> String,
    /// After a boarding: move the captain to the ship it captured.
    pub move_to: &'static str,
    /// The confirmation's summary of the move (names no captain).
    pub move_summary: fn(&str, &str) -> String,
    pub face_up: &'static str,
    pub waiting: &'static str,
    pub placing_open: &'static str,
    pub placing_closed: &'static str,
    pub hide: &'static str,
    pub forgot: &'static str,
    pub reset_warn: &'static str,
    /// The same on the player's own phone, which has no table log.
    pub reset_warn_phone: &'static str,
    pub reset_yes: &'static str,
    pub cancel: &'static str,
    pub not_stored: &'static str,
    /// Too many wrong PINs: the next one in so many seconds.
    pub pin_wait: fn(u64) -> String,
    /// A write refused: another window or tab of this device stored the
    /// hand since this one read it; nothing of this change was kept.
    pub changed_elsewhere: &'static str,
    /// Another window or tab stored the hand too: the two were merged
    /// (every placement of both kept).
    pub merged_elsewhere: &'static str,
    pub reset_done: &'static str,
    // --- each player's own phone: codes between the phones ---
    /// The table device's section for a player who holds their hand on
    /// their own phone.
    pub own_phone: &'static str,
    pub own_phone_how: &'static str,
    pub table_code: &'static str,
    pub phone_code: &'static str,
    pub read: &'static str,
    /// The confirmation's summary of a seal code: how many captains.
    pub seals_summary: fn(&str, u8) -> String,
    /// A phone's code read on another player's section: (whose the code
    /// is, whose section it was read on).
    pub code_of_other: fn(&str, &str) -> String,
    /// The own phone's screen.
    pub my_hand: &'static str,
    pub my_hand_how: &'static str,
    pub seal_code: &'static str,
    pub reveal_code: &'static str,
    pub show_code_how: &'static str,
    pub scan: &'static str,
    pub scan_stop: &'static str,
    pub camera_none: &'static str,
    /// In place of the camera button on a page that is not a secure
    /// context (the LAN page): no browser gives it a camera.
    pub camera_https: &'static str,
    pub qr_label: &'static str,
    pub backup: &'static str,
    pub backup_how: &'static str,
    pub backup_download: &'static str,
    pub restore: &'static str,
    pub restore_how: &'static str,
    pub restore_go: &'static str,
    pub restored: &'static str,
}

pub const RU: Words = Words {
    place: ru::hand_place_text,
    placed_waiting: ru::placed_waiting,
    hand_error: ru::hand_error,
    pin_error: ru::pin_error,
    cipher_error: ru::cipher_error,
    code_error: ru::code_error,
    qr_error: ru::qr_error,
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
    typed: |n| format!("Введено: {}", crate::plural::DIGITS.count(Lang::Ru, i64::from(n))),
    choose_ship: "Корабль…",
    assign: "Выложить рубашкой вверх",
    assign_summary: |player, ship| format!("{player}: карта капитана рубашкой вверх на {ship}"),
    reveal: "Открыть на столе",
    reveal_summary: |captain, ship| format!("Открыть капитана: {captain} на {ship}"),
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
    pin_wait: |s| format!("Слишком много неверных PIN-кодов для этой руки. Следующий — через {}.", crate::plural::SECONDS.count(Lang::Ru, s as i64)),
    reset_done: "Рука сброшена, сброс записан в журнал. Старая рука сохранена: прежний PIN-код её откроет. Придумайте новый PIN-код.",
    changed_elsewhere: "Руку изменили в другом окне этого телефона: ваше действие не сохранено и не отправлено на стол. Закройте руку и откройте её снова.",
    merged_elsewhere: "Руку изменили и в другом окне этого телефона: обе записи объединены, ничего не потеряно.",
    own_phone: "Рука на своём телефоне (коды)",
    own_phone_how: "Откройте на своём телефоне Штурман → «Мои скрытые капитаны на моём телефоне» и введите этот код. Код с телефона введите ниже.",
    table_code: "Код стола для игрока",
    phone_code: "Код с телефона игрока",
    read: "Прочитать код",
    seals_summary: |player, n| format!("{player}: {} рубашкой вверх (печати с телефона)", crate::plural::CAPTAINS.count(Lang::Ru, i64::from(n))),
    code_of_other: |owner, here| format!("Это код игрока {owner}, а читаете вы его в разделе игрока {here}. Пусть {owner} прочитает его в своём разделе. Ничего не изменено."),
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
    restore: "Восстановить руку из резервной копии",
    restore_how: "Вставьте текст копии. Её откроет PIN-код, под которым она сделана; рука, что хранится сейчас, останется.",
    restore_go: "Добавить копию",
    restored: "Копия добавлена: введите PIN-код, под которым она сделана.",
    backup_download: "Скачать файл",
};

pub const EN: Words = Words {
    place: en::hand_place_text,
    placed_waiting: en::placed_waiting,
    hand_error: en::hand_error,
    pin_error: en::pin_error,
    cipher_error: en::cipher_error,
    code_error: en::code_error,
    qr_error: en::qr_error,
    pass_to: |name| format!("Pass the phone to {}", name.trim()),
    only_you: "Only this player should look. Everyone else, look away.",
    its_me: "It's me",
    back: "Back to the table",
    title: |name| format!("Captains — {name}"),
    choose_pin: "Choose a PIN (digits only): it locks your captains on this phone",
    repeat_pin: "Repeat the PIN",
    enter_pin: "Your PIN",
    pin_ok: "Done",
    erase: "Erase",
    pins_differ: "The PINs differ. Choose the PIN again.",
    working: "Checking the PIN…",
    typed: |n| format!("Typed: {}", crate::plural::DIGITS.count(Lang::En, i64::from(n))),
    choose_ship: "Ship…",
    assign: "Place face down",
    assign_summary: |player, ship| format!("{player}: a captain card face down on {ship}"),
    reveal: "Reveal on the table",
    reveal_summary: |captain, ship| format!("Reveal the captain: {captain} on {ship}"),
    give: "Give to ship",
    give_summary: |player, ship| format!("{player}: a captain card from port to {ship}"),
    move_to: "Move to the captured ship",
    move_summary: |player, ship| format!("{player}: a captain card to {ship}, taken by boarding"),
    face_up: "face up on the table",
    waiting: "Not recorded by the table yet",
    placing_open: "Before round 1 captains are placed on your own ships; the rest are set aside.",
    placing_closed: "The game has started: no new captains are placed.",
    hide: "Hide and hand the phone back",
    forgot: "Forgot the PIN?",
    reset_warn: "Reset the hand: you choose a new PIN and start with an empty hand. The old hand is not deleted: the old PIN opens it. The reset is written on the game's log for everyone to see.",
    reset_warn_phone: "Reset the hand: you choose a new PIN and start with an empty hand. The old hand is not deleted: the old PIN opens it.",
    reset_yes: "Reset my hand",
    cancel: "Cancel",
    not_stored: "The hand could not be stored on this phone: nothing was sent to the table.",
    pin_wait: |s| format!("Too many wrong PINs for this hand. The next one in {}.", crate::plural::SECONDS.count(Lang::En, s as i64)),
    reset_done: "The hand was reset and the reset is on the log. The old hand is kept: the old PIN opens it. Choose a new PIN.",
    changed_elsewhere: "The hand was changed in another window on this phone: your action was not stored or sent to the table. Close the hand and open it again.",
    merged_elsewhere: "The hand was changed in another window on this phone too: both were merged, nothing is lost.",
    own_phone: "Hand on the player's own phone (codes)",
    own_phone_how: "On your own phone open Shturman → \"My hidden captains on my own phone\" and type this code. Type the code from the phone below.",
    table_code: "Table code for the player",
    phone_code: "Code from the player's phone",
    read: "Read the code",
    seals_summary: |player, n| format!("{player}: {} face down (seals from the phone)", crate::plural::CAPTAINS.count(Lang::En, i64::from(n))),
    code_of_other: |owner, here| format!("This is {owner}'s code, read in {here}'s section. Let {owner} read it in their own section. Nothing was changed."),
    my_hand: "My hidden captains",
    my_hand_how: "Type the table code the table's phone shows.",
    seal_code: "Show this code to the table: its device reads it with the camera or types it",
    reveal_code: "Reveal code: type it on the table's phone",
    show_code_how: "The code names no captain: the table checks the seal.",
    scan: "Scan the QR code with the camera",
    scan_stop: "Stop the camera",
    camera_none: "No camera available: type the code instead.",
    camera_https: "The camera works only in the installed app (from an HTTPS address); this is a page on the table's Wi-Fi: type the code instead.",
    qr_label: "QR code of the same code",
    backup: "Backup of my hand",
    backup_how: "Encrypted under your PIN: nobody reads it without the PIN. Keep the file or the text.",
    restore: "Restore the hand from a backup",
    restore_how: "Paste the backup's text. The PIN it was made under opens it; the hand stored now stays.",
    restore_go: "Add the backup",
    restored: "The backup was added: type the PIN it was made under.",
    backup_download: "Download the file",
};

pub const fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}

/// Every text of the hand screen with a number, for the agreement test.
pub fn samples(lang: Lang, n: u8) -> Vec<String> {
    let w = words(lang);
    vec![
        (w.typed)(n),
        (words(lang).pin_error)(&PinError::TooShort {
            len: n.into(),
            min: MIN_PIN_DIGITS,
        }),
        (w.pass_to)("Анна"),
        (w.pass_to)("Аня"),
        (w.pass_to)("Борис"),
        (w.title)("Anna"),
        (w.seals_summary)("Anna", n),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use shturman_game::{CardId, PlayerId, RuleError};
    use shturman_rules::Captain;

    #[test]
    fn every_hand_text_differs_by_cause_in_both_languages() {
        let n = Names::default();
        for lang in [Lang::Ru, Lang::En] {
            let texts = [
                (words(lang).cipher_error)(&CipherError::WrongPin),
                (words(lang).cipher_error)(&CipherError::Damaged),
                (words(lang).cipher_error)(&CipherError::NotAnEnvelope),
                (words(lang).code_error)(&CodeError::NotShturman),
                (words(lang).code_error)(&CodeError::OlderVersion {
                    found: 2,
                    oldest: 3,
                }),
                (words(lang).code_error)(&CodeError::OtherGame),
                (words(lang).code_error)(&CodeError::Damaged { at: None }),
                (words(lang).code_error)(&CodeError::Damaged { at: Some(7) }),
                (words(lang).pin_error)(&PinError::TooShort { len: 4, min: 6 }),
                (words(lang).pin_error)(&PinError::Common),
                (words(lang).pin_error)(&PinError::Repeats),
                (words(lang).pin_error)(&PinError::Counts),
                (words(lang).pin_error)(&PinError::Date),
                (words(lang).hand_error)(
                    &n,
                    &HandError::BadBrief {
                        fault: shturman_hand::BriefFault::ShipTwice {
                            ship: uuid::Uuid::nil(),
                        },
                    },
                ),
                (words(lang).hand_error)(
                    &n,
                    &HandError::CaptainInPlay {
                        captain: Captain::Swift,
                    },
                ),
                (words(lang).hand_error)(&n, &HandError::UnknownCard { card: CardId(1) }),
                (words(lang).hand_error)(
                    &n,
                    &HandError::Refused {
                        rule: RuleError::TooManyCaptains {
                            player: PlayerId(0),
                            agreed: 2,
                        },
                    },
                ),
                (words(lang).qr_error)(&QrError::NotFound),
                (words(lang).qr_error)(&QrError::Unreadable),
            ];
            for (i, a) in texts.iter().enumerate() {
                assert!(!a.is_empty());
                for b in &texts[i + 1..] {
                    assert_ne!(a, b);
                }
            }
        }
        assert!((RU.code_error)(&CodeError::Damaged { at: Some(7) }).contains('8'));
        assert_eq!((EN.cipher_error)(&CipherError::WrongPin), "Wrong PIN.");
    }
}
