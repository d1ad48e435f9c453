//! The hand's refusals in English ([`super::Words`] holds them).

use crate::game_errors;
use crate::game_log::Names;
use crate::Lang;
use shturman_hand::cipher::{CipherError, PinError, MIN_PIN_DIGITS};
use shturman_hand::code::{CodeError, CodeKind, QrError};
use shturman_hand::{HandError, HandPlace};
use uuid::Uuid;

/// Where a captain of the hand is.
pub(super) fn hand_place_text(n: &Names, p: HandPlace) -> String {
    let lang = Lang::En;
    match p {
        HandPlace::InHand => "in hand".into(),
        HandPlace::SetAside => "set aside (out of play)".into(),
        HandPlace::OnShip { ship } => {
            format!("{} {}", "on", n.ship(lang, ship))
        }
        HandPlace::InPort { port } => format!("{} {}", "waiting at", n.port(lang, port)),
        HandPlace::Dead => "out of the game".into(),
    }
}

/// A captain placed on the own phone, the table not told yet.
pub(super) fn placed_waiting(n: &Names, ship: Uuid) -> String {
    format!(
        "placed: {}, not recorded by the table yet",
        n.ship(Lang::En, ship)
    )
}

/// Why the hand did not make an action.
pub(super) fn hand_error(n: &Names, e: &HandError) -> String {
    let lang = Lang::En;
    match e {
        HandError::OtherGame { .. } => "This hand belongs to another game.".into(),
        HandError::OtherPlayer { hand, table } => {
            format!(
                "This is {}'s hand, not {}'s.",
                n.player(lang, *hand),
                n.player(lang, *table)
            )
        }
        HandError::BadBrief { .. } => {
            "The table code is damaged or forged: no table looks like that. Show the code again."
                .into()
        }
        HandError::CaptainInPlay { captain } => {
            format!(
                "{} is already in play.",
                (crate::game_log::words(lang).captain)(*captain)
            )
        }
        HandError::CaptainNotInPlay { captain } => {
            format!(
                "{} is not in play.",
                (crate::game_log::words(lang).captain)(*captain)
            )
        }
        HandError::NoOwnCardOn { ship } => {
            format!("None of your captain cards is on {}.", n.ship(lang, *ship))
        }
        HandError::UnknownCard { card } => {
            format!(
                    "Card {} was not sealed by this hand (another phone, or a lost hand): only that hand can open it.",
                    u16::from(card.0) + 1
                )
        }
        HandError::Refused { rule } => (game_errors::words(lang).rule)(n, rule),
    }
}

/// Why a PIN is not accepted.
pub(super) fn pin_error(e: &PinError) -> String {
    let lang = Lang::En;
    match e {
        PinError::TooShort { len, min } => {
            format!(
                "The PIN has {}; it needs at least {min}.",
                crate::plural::DIGITS.count(lang, *len as i64)
            )
        }
        PinError::TooLong { len, max } => {
            format!(
                "The PIN has {}; at most {max} are allowed.",
                crate::plural::DIGITS.count(lang, *len as i64)
            )
        }
        PinError::NotDigits { .. } => {
            format!("A PIN is digits only, at least {MIN_PIN_DIGITS} of them.")
        }
        PinError::Common => {
            "This PIN is among the most common (a guesser tries it first). Choose another.".into()
        }
        PinError::Repeats => {
            "The PIN repeats one digit or one group of digits: easy to guess. Choose another."
                .into()
        }
        PinError::Counts => {
            "The PIN's digits count up or down: easy to guess. Choose another.".into()
        }
        PinError::Date => {
            "The PIN looks like a date or a year, which a guesser tries first. Choose another."
                .into()
        }
    }
}

/// Why a locked hand did not open.
pub(super) fn cipher_error(e: &CipherError) -> String {
    let (_, en) = match e {
        CipherError::NotAnEnvelope => (
            "Это не рука капитанов Штурмана.",
            "This is not a Shturman hand of captains.",
        ),
        CipherError::NewerVersion { .. } => (
            "Рука записана более новой версией Штурмана: обновите приложение.",
            "This hand was saved by a newer Shturman: update the app.",
        ),
        CipherError::UnknownAlgorithm | CipherError::BadParameters => (
            "Рука зашифрована так, как эта версия не умеет открывать.",
            "This hand is locked in a way this version cannot open.",
        ),
        CipherError::Damaged => (
            "Файл руки повреждён: его не открыть ни одним PIN-кодом.",
            "The hand's file is damaged: no PIN can open it.",
        ),
        CipherError::WrongPin => ("Неверный PIN-код.", "Wrong PIN."),
        CipherError::BadContent => (
            "Рука открылась, но внутри не рука этой партии.",
            "The hand opened, but holds no hand of this game.",
        ),
        CipherError::OtherDevice => (
            "Эта рука привязана к ключу другого устройства (или ключ этого устройства стёрт вместе с данными сайта): здесь её не открыть. Восстановите её из резервной копии — та открывается одним PIN-кодом.",
            "This hand is bound to another device's key (or this device's key was cleared with the site's data): it cannot open here. Restore it from its backup, which opens with the PIN alone.",
        ),
    };
    en.into()
}

fn kind_text(k: CodeKind) -> &'static str {
    match k {
        CodeKind::Table => "table code",
        CodeKind::Seals => "seal code",
        CodeKind::Reveal => "reveal code",
    }
}

/// Why a code was not read or made.
pub(super) fn code_error(e: &CodeError) -> String {
    match e {
        CodeError::NotShturman => "This is not a Shturman code.".into(),
        CodeError::NewerVersion { .. } => {
            "The code was made by a newer Shturman: update the app.".into()
        }
        CodeError::OlderVersion { .. } => {
            "The code was made by an older Shturman and is no longer read: have the table show its code again (and update the app).".into()
        }
        CodeError::Damaged { at: Some(at) } => {
            format!(
                "The code is damaged: character {} is not in any code.",
                at + 1
            )
        }
        CodeError::Damaged { at: None } => {
            "The code is damaged: a character is wrong or missing.".into()
        }
        CodeError::Malformed => {
            "The code is whole but cannot be read: perhaps a newer version made it.".into()
        }
        CodeError::WrongKind { found, expected } => {
            format!(
                "This is a {}; a {} is needed here.",
                kind_text(*found),
                kind_text(*expected)
            )
        }
        CodeError::OtherGame => "The code was made for another game.".into(),
        CodeError::UnknownShip { .. } => "The code names a ship this game does not have.".into(),
        CodeError::NotEncodable => "This action does not go into a code.".into(),
        CodeError::RevealDoesNotOpen => "This reveal code does not open the card on that ship: it was made for another card or placement, or forged. Nothing was changed.".into(),
        CodeError::TooLong => "Too much for one code.".into(),
    }
}

/// Why a QR code was not made or read.
pub(super) fn qr_error(e: &QrError) -> String {
    let (_, en) = match e {
        QrError::TooLong => ("Слишком длинно для QR-кода.", "Too long for a QR code."),
        QrError::ImageSize { .. } => (
            "Кадр камеры не того размера.",
            "The camera frame has the wrong size.",
        ),
        QrError::NotFound => (
            "QR-код не найден: наведите камеру на код.",
            "No QR code found: point the camera at the code.",
        ),
        QrError::Unreadable => (
            "QR-код виден, но не читается: поднесите ближе или уберите блик.",
            "A QR code is there but unreadable: come closer or avoid glare.",
        ),
    };
    en.into()
}
