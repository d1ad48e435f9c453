//! The hand's words in English: [`super::EN`] and its helpers (`mod.rs` holds
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
        PinError::Steps { step } => {
            let (by, way) = if *step <= 5 {
                (*step, "more")
            } else {
                (10 - step, "less")
            };
            format!(
                "Each digit of the PIN is {by} {way} than the one before (round from 9 to 0): easy to guess. Choose another."
            )
        }
        PinError::Date => {
            "The PIN looks like a date or a year, which a guesser tries first. Choose another."
                .into()
        }
    }
}

/// Why a locked hand did not open.
pub(super) fn cipher_error(e: &CipherError) -> String {
    let text: &str = match e {
        CipherError::NotAnEnvelope => "This is not a Shturman hand of captains.",
        CipherError::NewerVersion { .. } => {
            "This hand was saved by a newer Shturman: update the app."
        }
        CipherError::UnknownAlgorithm | CipherError::BadParameters => {
            "This hand is locked in a way this version cannot open."
        }
        CipherError::TooCostly {
            m_kib, max_m_kib, ..
        } => {
            return format!(
                "The hand asks for {} MiB of memory for its key, and this app gives at most {} MiB: it never writes such a hand — the file was replaced or damaged.",
                m_kib / 1024,
                max_m_kib / 1024
            );
        }
        CipherError::Damaged => "The hand's file is damaged: no PIN can open it.",
        CipherError::WrongPin => "Wrong PIN.",
        CipherError::BadContent => "The hand opened, but holds no hand of this game.",
        CipherError::OtherDevice => {
            "This hand is bound to another device's key (or this device's key was cleared with the site's data): it cannot open here. Restore it from its backup, which opens with the PIN alone."
        }
    };
    text.into()
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
        CodeError::Forged => {
            "The code is whole, but what it holds is nothing Shturman writes: it was made wrong or forged. Nothing was changed.".into()
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
    let text: &str = match e {
        QrError::TooLong => "Too long for a QR code.",
        QrError::ImageSize { .. } => "The camera frame has the wrong size.",
        QrError::NotFound => "No QR code found: point the camera at the code.",
        QrError::Unreadable => "A QR code is there but unreadable: come closer or avoid glare.",
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
    key_progress: |n| format!("Key {n}% done"),
    slow_http: "This is slow on purpose: the page is opened over plain http on the table's network, so the browser gives it no built-in crypto, and the hand's key is worked out in script — slowly, so that a copied hand cannot be guessed quickly.",
    slow_unbound: "This is slow on purpose: here a hand is bound to no device key, so its key is costly, so that a copied hand cannot be guessed quickly.",
    typed: |n| {
        format!(
            "Typed: {}",
            crate::plural::DIGITS.count(Lang::En, i64::from(n))
        )
    },
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
    pin_wait: |s| {
        format!(
            "Too many wrong PINs for this hand. The next one in {}.",
            crate::plural::SECONDS.count(Lang::En, s as i64)
        )
    },
    reset_done: "The hand was reset and the reset is on the log. The old hand is kept: the old PIN opens it. Choose a new PIN.",
    changed_elsewhere: "The hand was changed in another window on this phone: your action was not stored or sent to the table. Close the hand and open it again.",
    merged_elsewhere: "The hand was changed in another window on this phone too: both were merged, nothing is lost.",
    own_phone: "Hand on the player's own phone (codes)",
    own_phone_how: "On your own phone open Shturman → \"My hidden captains on my own phone\" and type this code. Type the code from the phone below.",
    table_code: "Table code for the player",
    phone_code: "Code from the player's phone",
    read: "Read the code",
    seals_summary: |player, n| {
        format!(
            "{player}: {} face down (seals from the phone)",
            crate::plural::CAPTAINS.count(Lang::En, i64::from(n))
        )
    },
    code_of_other: |owner, here| {
        format!(
            "This is {owner}'s code, read in {here}'s section. Let {owner} read it in their own section. Nothing was changed."
        )
    },
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
    backup_making: "Sealing the backup — a few seconds…",
    restore: "Restore the hand from a backup",
    restore_how: "Paste the backup's text. The PIN it was made under opens it; the hand stored now stays.",
    restore_go: "Add the backup",
    restored: "The backup was added: type the PIN it was made under.",
    backup_download: "Download the file",
};
