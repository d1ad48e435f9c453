//! The words of the migration of an old save (issue 18, "Files and
//! storage"): a game saved before hidden captains were sealed is opened
//! once more, each player with captains sets a PIN (the shared phone's
//! pad) and their captains move into their hand; the old save is deleted
//! only when the new game and every hand are stored.

use crate::plural::CAPTAINS;
use crate::Lang;

pub struct Words {
    pub title: &'static str,
    /// What happens, in plain words.
    pub intro: &'static str,
    /// Leaving half way changes nothing.
    pub leave_note: &'static str,
    pub begin: &'static str,
    pub leave: &'static str,
    /// A player who holds captains: «Анна — 3 капитана: задаёт PIN».
    pub needs_pin: fn(&str, u8) -> String,
    /// «Борис — капитанов нет: PIN не нужен».
    pub no_pin: fn(&str) -> String,
    /// «Анна — PIN задан ✓».
    pub pin_set: fn(&str) -> String,
    /// Above the pad: «PIN для Анны: 3 капитана перейдут в её руку».
    pub pin_for: fn(&str, u8) -> String,
    pub storing: &'static str,
    pub store_failed: &'static str,
    pub retry: &'static str,
    pub done: &'static str,
    pub open_game: &'static str,
    /// The old save could not be read or opened.
    pub not_found: &'static str,
    /// The saves list: an old save, shown as such.
    pub old_save: &'static str,
    pub old_save_note: &'static str,
    pub migrate: &'static str,
}

pub const RU: Words = Words {
    title: "Перенос старой записи",
    intro: "Эта партия записана до того, как скрытые капитаны стали печатями: в старом файле капитаны видны всем. Сейчас каждый игрок по очереди задаёт PIN-код, и его капитаны переходят в его руку, закрытую этим PIN. На столе останутся только печати. Ничего не теряется: все ходы, раунды и капитаны остаются на своих местах.",
    leave_note: "Если уйти до конца, ничего не изменится: старая запись останется как была, и перенос можно начать заново.",
    begin: "Начать перенос",
    leave: "Не сейчас",
    needs_pin: |name, n| format!("{name} — {}: задаёт PIN", CAPTAINS.count(Lang::Ru, i64::from(n))),
    no_pin: |name| format!("{name} — капитанов нет: PIN не нужен"),
    pin_set: |name| format!("{name} — PIN задан ✓"),
    pin_for: |name, n| {
        format!(
            "{name}: PIN закроет руку ({})",
            CAPTAINS.count(Lang::Ru, i64::from(n))
        )
    },
    storing: "Сохраняю новую партию и руки…",
    store_failed: "Не удалось сохранить. Старая запись не тронута — попробуйте ещё раз.",
    retry: "Ещё раз",
    done: "Готово: партия перенесена, старая запись удалена.",
    open_game: "Открыть партию",
    not_found: "Эту запись не удалось прочитать как старую партию; она не тронута.",
    old_save: "Старая запись — нужно перенести",
    old_save_note: "Записана до печатей капитанов. При переносе каждый игрок задаст PIN; ничего не потеряется.",
    migrate: "Перенести",
};

pub const EN: Words = Words {
    title: "Moving an old save",
    intro: "This game was saved before hidden captains were sealed: in the old file anyone can read the captains. Now each player in turn sets a PIN, and their captains move into their hand, locked by that PIN. The table keeps only the seals. Nothing is lost: every move, round and captain stays where it was.",
    leave_note: "If you leave before the end, nothing changes: the old save stays as it was, and the move can start again.",
    begin: "Start",
    leave: "Not now",
    needs_pin: |name, n| format!("{name} — {}: sets a PIN", CAPTAINS.count(Lang::En, i64::from(n))),
    no_pin: |name| format!("{name} — no captains: no PIN needed"),
    pin_set: |name| format!("{name} — PIN set ✓"),
    pin_for: |name, n| {
        format!(
            "{name}: the PIN locks the hand ({})",
            CAPTAINS.count(Lang::En, i64::from(n))
        )
    },
    storing: "Storing the new game and the hands…",
    store_failed: "Could not store it. The old save is untouched — try again.",
    retry: "Try again",
    done: "Done: the game is moved, the old save is deleted.",
    open_game: "Open the game",
    not_found: "This save could not be read as an old game; it is untouched.",
    old_save: "Old save — needs moving",
    old_save_note: "Saved before captains were sealed. Moving it asks each player for a PIN; nothing is lost.",
    migrate: "Move it",
};

pub const fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}

/// Every text with a number, counted `n`.
pub fn samples(lang: Lang, n: u8) -> Vec<String> {
    let w = words(lang);
    vec![
        (w.needs_pin)("Анна", n),
        (w.no_pin)("Борис"),
        (w.pin_set)("Анна"),
        (w.pin_for)("Анна", n),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn captains_are_counted() {
        assert_eq!((RU.needs_pin)("Анна", 3), "Анна — 3 капитана: задаёт PIN");
        assert_eq!((RU.needs_pin)("Анна", 5), "Анна — 5 капитанов: задаёт PIN");
        assert_eq!((EN.needs_pin)("Anna", 1), "Anna — 1 captain: sets a PIN");
        assert_eq!(
            (RU.pin_for)("Анна", 1),
            "Анна: PIN закроет руку (1 капитан)"
        );
    }
}
