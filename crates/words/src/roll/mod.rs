//! Words of the quick roll (`shturman_screens::roll`).

use super::Lang;
use shturman_rules::attack::Aim;

mod en;
mod ru;

pub struct Words {
    pub title: &'static str,
    pub shooter: &'static str,
    pub gun: &'static str,
    pub range: &'static str,
    pub damage: &'static str,
    /// The target's damage is not an input: it does not change the odds.
    pub target_damage_note: &'static str,
    pub target_captain: &'static str,
    pub aim: &'static str,
    pub faces: &'static str,
    /// "3 из 6 · 1/2 · 50 %".
    pub chance: fn(u8, String, String) -> String,
    pub cells: &'static str,
    /// "Выстрел 2 из 3" (the critical rule after it says whether it is the
    /// last).
    pub shot_of: fn(u8, u8) -> String,
    /// Why the next shot rolls a critical or not.
    pub critical_rule: fn(bool) -> &'static str,
    pub roll_hit: &'static str,
    pub roll_critical: &'static str,
    pub fire_no_roll: &'static str,
    pub tap_hint: &'static str,
    pub dice: Dice,
    /// The prompt for the critical die.
    pub critical_prompt: fn(Aim) -> &'static str,
    /// The screen reader's word for a face: hits, misses, sinks, strips.
    pub face_label: fn(u8, bool, bool, Aim) -> String,
    pub round_over: &'static str,
    pub new_round: &'static str,
    pub round_log: &'static str,
    pub why: &'static str,
    pub chaser_spent: &'static str,
    /// "ещё 2 выстрела в этом раунде".
    pub shots_left: fn(u8) -> String,
}

/// A resolved shot's dice in words: the hit die, then the critical die.
/// The quick roll and the fire helper each say them their own way (the
/// helper's target is a ship on the table, dismasted when its sails go).
pub struct Dice {
    pub rolled_hit: fn(u8) -> String,
    pub rolled_miss: fn(u8) -> String,
    pub sure_hit: &'static str,
    pub sure_miss: &'static str,
    /// A 6 on the critical die.
    pub critical_six: fn(Aim) -> &'static str,
    pub critical_no: fn(u8) -> String,
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
    vec![
        (w.chance)(n % 7, format!("{n}/6"), format!("{n}%")),
        (w.shot_of)(n, n.saturating_add(1)),
        (w.dice.rolled_hit)(n),
        (w.dice.rolled_miss)(n),
        (w.dice.critical_no)(n),
        (w.face_label)(n, true, false, Aim::Hull),
        (w.shots_left)(n),
    ]
}
