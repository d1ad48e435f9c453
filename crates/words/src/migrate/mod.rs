//! The words of the migration of an old save (issue 18, "Files and
//! storage"): a game saved before hidden captains were sealed is opened
//! once more, each player with captains sets a PIN (the shared phone's
//! pad) and their captains move into their hand; the old save is deleted
//! only when the new game and every hand are stored.

use crate::Lang;

mod en;
mod ru;

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

pub const RU: Words = ru::WORDS;
pub const EN: Words = en::WORDS;

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
