//! Words of the ship sheet's "More…" part
//! (`shturman_screens::game::sheet::more`): damage corrections, sinking
//! with its cause, the captain taken off in a port.

use crate::Lang;

mod en;
mod ru;

#[derive(Debug, PartialEq, Eq)]
pub struct Words {
    pub not_afloat: &'static str,
    pub damage_title: &'static str,
    pub hull: &'static str,
    pub sails: &'static str,
    pub hull_record: &'static str,
    pub sails_record: &'static str,
    pub sink_title: &'static str,
    pub cause: &'static str,
    pub enemy_fire: &'static str,
    pub other_cause: &'static str,
    pub in_port: &'static str,
    /// The sinking was not in a port.
    pub none: &'static str,
    pub sink_record: &'static str,
    pub port_title: &'static str,
    pub port: &'static str,
    pub port_record: &'static str,
    pub pick_port: &'static str,
}

pub const RU: Words = ru::WORDS;
pub const EN: Words = en::WORDS;

pub const fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}

/// No text here takes a number.
pub fn samples(_lang: Lang, _n: u8) -> Vec<String> {
    Vec::new()
}
