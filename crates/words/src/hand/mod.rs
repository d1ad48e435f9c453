//! Words for a player's hand (crate `shturman-hand`): where each captain
//! is, and every refusal of the hand, the PIN lock, the codes between
//! phones and the QR reader, in both languages with their data.

use super::Lang;
use super::game_log::Names;
use uuid::Uuid;

mod en;
mod ru;
use shturman_hand::cipher::{CipherError, MIN_PIN_DIGITS, PinError};
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
    /// How far the key's derivation is, in percent (issue 43, item 16:
    /// shown while a Web Worker derives it, which takes seconds).
    pub key_progress: fn(u8) -> String,
    /// Why the key takes seconds on a page opened over plain http (the
    /// LAN page): no built-in crypto there, the key worked out in script.
    pub slow_http: &'static str,
    /// Why the key takes seconds where a hand is bound to no device key
    /// (the desktop app): it is costly on purpose (issue 46).
    pub slow_unbound: &'static str,
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
    /// While the backup is sealed under its own key (seconds: issue 46).
    pub backup_making: &'static str,
    pub backup_download: &'static str,
    pub restore: &'static str,
    pub restore_how: &'static str,
    pub restore_go: &'static str,
    pub restored: &'static str,
}

pub const RU: Words = ru::WORDS;

pub const EN: Words = en::WORDS;

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

    /// Issue 46 #11: «Открыть капитана: Берсерк на Фрегат «Рафаил»» —
    /// the ship said where the captain is: «на фрегате «Рафаил»».
    #[test]
    fn a_reveal_says_the_ship_in_the_prepositional() {
        assert_eq!(
            (words(Lang::Ru).reveal_summary)("Берсерк", "Фрегат «Рафаил»"),
            "Открыть капитана: Берсерк на фрегате «Рафаил»"
        );
        assert_eq!(
            (words(Lang::En).reveal_summary)("Berserk", "Frigate “Rafail”"),
            "Reveal the captain: Berserk on Frigate “Rafail”"
        );
    }

    /// Issue 46 #12: a hostile code (checksum right, content none an app
    /// writes) was refused as "perhaps a newer version"; a newer format
    /// has its own refusal (a higher version digit), this one says forged.
    #[test]
    fn a_forged_code_is_said_forged_not_newer() {
        let ru = (RU.code_error)(&CodeError::Forged);
        let en = (EN.code_error)(&CodeError::Forged);
        assert!(ru.contains("подделан") && !ru.contains("нов"), "{ru}");
        assert!(en.contains("forged") && !en.contains("newer"), "{en}");
        let newer = CodeError::NewerVersion {
            found: 4,
            supported: 3,
        };
        assert!((RU.code_error)(&newer).contains("более новой версией"));
        assert!((EN.code_error)(&newer).contains("newer"));
    }

    /// Issue 46: the English words kept each refusal's Russian beside its
    /// English (and the Russian words the English), one half unused — two
    /// copies of every text to keep in step. Each file holds its language.
    #[test]
    fn each_language_file_holds_only_its_language() {
        let cyrillic = |c: char| ('\u{0400}'..='\u{04FF}').contains(&c);
        assert!(!include_str!("en.rs").chars().any(cyrillic));
        let ru = include_str!("ru.rs");
        for english in ["Wrong PIN.", "Too long for a QR code.", "No QR code found"] {
            assert!(!ru.contains(english), "{english}");
        }
    }

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
                (words(lang).code_error)(&CodeError::Forged),
                (words(lang).code_error)(&CodeError::NewerVersion {
                    found: 4,
                    supported: 3,
                }),
                (words(lang).code_error)(&CodeError::Damaged { at: None }),
                (words(lang).code_error)(&CodeError::Damaged { at: Some(7) }),
                (words(lang).pin_error)(&PinError::TooShort { len: 4, min: 6 }),
                (words(lang).pin_error)(&PinError::Common),
                (words(lang).pin_error)(&PinError::Repeats),
                (words(lang).pin_error)(&PinError::Counts),
                (words(lang).pin_error)(&PinError::Steps { step: 2 }),
                (words(lang).pin_error)(&PinError::Steps { step: 8 }),
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
