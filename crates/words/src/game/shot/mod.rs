//! Words of the shot on the shooter's sheet (`shturman_screens::game::shot`,
//! issue 33 #1): the one way to record a shot — target, gun, range, aim,
//! the die entered or rolled in the app — and what it did to the target.

use crate::Lang;

mod en;
mod ru;

pub struct Words {
    /// The sheet's button: "Выстрел".
    pub title: &'static str,
    pub target: &'static str,
    pub pick_target: &'static str,
    pub gun: &'static str,
    pub broadside: &'static str,
    pub chaser: &'static str,
    pub band: &'static str,
    pub shots: &'static str,
    pub aim: &'static str,
    pub target_port: &'static str,
    pub none: &'static str,
    /// "попадают грани 1, 3, 5 (3 грани)".
    pub faces: fn(&str, u8) -> String,
    /// "Выстрел тратит 1 выстрел из 2".
    pub spends: fn(u8, u8) -> String,
    pub critical_yes: &'static str,
    pub roll_hit: &'static str,
    pub roll_critical: &'static str,
    pub roll_app: &'static str,
    /// Before the damage, worded as the salvo words it
    /// (`flows::Words::damage`): "Попадание: корпус +1 (2 из 5)".
    pub hit: &'static str,
    pub miss: &'static str,
    pub sinks: &'static str,
    pub dismasts: &'static str,
    pub record: &'static str,
    pub again: &'static str,
    pub no_targets: &'static str,
    pub no_shots: &'static str,
    pub no_round: &'static str,
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
    vec![(w.faces)("1, 3", n), (w.spends)(n, n)]
}
