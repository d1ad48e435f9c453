//! Words of the ship's bottom sheet and of what its confirmations say
//! (`shturman_screens::game::sheet`).

use crate::Lang;

mod en;
mod ru;

pub struct Words {
    pub close: &'static str,
    pub hull_hit: &'static str,
    pub sail_hit: &'static str,
    pub heading: &'static str,
    pub planner: &'static str,
    pub fire: &'static str,
    pub more: &'static str,
    /// "Исправление, не выстрел — Бриг «Меркурий»: корпус 1 → 2": a
    /// correction spends no shot, and says so (issue 33 #1).
    pub hull_change: fn(&str, u8, u8) -> String,
    /// "… — корабль тонет" when the hull reaches its strength.
    pub sinks: &'static str,
    pub sails_change: fn(&str, u8, u8) -> String,
    pub dismasts: &'static str,
    pub heading_change: fn(&str, &str, &str) -> String,
    /// A tap on the current heading: the move made without a turn (it
    /// read «курс север → север», issue 46 #11).
    pub heading_kept: fn(&str, &str) -> String,
    /// Before the first round: a move is recorded in a round (the core
    /// refused it after the confirmation, issue 46 #4); the shot panel's
    /// words.
    pub no_round: &'static str,
    pub two_calms: &'static str,
    pub two_calms_change: fn(&str) -> String,
    /// Why a quick change is not offered.
    pub not_afloat: &'static str,
    pub sails_full: &'static str,
    /// A sunk ship's sheet: why nothing is offered (issue 33 #15).
    pub sunk_note: &'static str,
}

pub const RU: Words = ru::WORDS;
pub const EN: Words = en::WORDS;

pub const fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}

pub fn samples(lang: Lang, n: u8) -> Vec<String> {
    let w = words(lang);
    vec![
        (w.hull_change)("X", n, n.saturating_add(1)),
        (w.sails_change)("X", n, n.saturating_add(1)),
        (w.heading_kept)("X", "Y"),
    ]
}
