//! Words every resolver screen of the three other games shares
//! (`shturman_screens::battles`): the sides, the odds, the dice to roll and
//! the keypad, the result sheet. Each game's own words are in its file
//! ([`crate::his`], …).

use super::Lang;

mod en;
mod ru;

pub struct Words {
    pub attacker: &'static str,
    pub defender: &'static str,
    /// The odds card's title.
    pub odds: &'static str,
    /// The folded bar charts.
    pub charts: &'static str,
    /// The folded list of every outcome.
    pub outcomes: &'static str,
    /// The folded "how the dice are counted".
    pub counting: &'static str,
    /// The readings the answer relies on.
    pub readings: &'static str,
    /// "Roll: attacker — 6 dice, defender — 5 dice".
    pub dice_line: fn(&[(String, u32)]) -> String,
    /// "Roll 11 dice" (all), "Roll the other 3 dice" (some entered).
    pub roll: fn(u32, bool) -> String,
    pub hint: &'static str,
    /// The keypad's erase key, for a screen reader.
    pub back: &'static str,
    pub clear: &'static str,
    pub result: &'static str,
    pub steps: &'static str,
    pub close: &'static str,
    pub again: &'static str,
    /// A die's slot for a screen reader: pool, number, face, hit.
    pub slot_label: fn(&str, usize, Option<u8>, bool) -> String,
    /// A keypad key for a screen reader.
    pub key_label: fn(u8) -> String,
    /// A pool's hits so far.
    pub hits: fn(u32) -> String,
    /// "no" leader.
    pub none: &'static str,
    /// The Rules screen's part: its title, its intro, the readings' title.
    pub rules_title: &'static str,
    pub rules_intro: &'static str,
    pub rules_readings: &'static str,
    /// Places the text leaves open that the app reads one way, with no
    /// switch (issue 46 #7).
    pub rules_settled: &'static str,
    /// A reading's option that is the text's default.
    pub default_option: fn(&str) -> String,
}

pub const RU: Words = ru::WORDS;
pub const EN: Words = en::WORDS;

pub const fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}

/// Every text with a number, for the agreement test.
pub fn samples(lang: Lang, n: u8) -> Vec<String> {
    let w = words(lang);
    let n32 = u32::from(n);
    vec![
        (w.dice_line)(&[
            (w.attacker.to_string(), n32),
            (w.defender.to_string(), n32 + 1),
        ]),
        (w.roll)(n32, true),
        (w.roll)(n32, false),
        (w.slot_label)(w.attacker, usize::from(n), Some(n % 6 + 1), true),
        (w.key_label)(n),
        (w.hits)(n32),
    ]
}
