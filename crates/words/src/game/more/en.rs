//! The `game::more` words in English: [`super::EN`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::Words;

pub(super) const WORDS: Words = Words {
    not_afloat: "The ship has sunk: no actions.",
    damage_title: "Correct the damage",
    hull: "Hull",
    sails: "Sails",
    hull_record: "Record hull",
    sails_record: "Record sails",
    sink_title: "Sunk",
    cause: "Cause",
    enemy_fire: "enemy fire",
    other_cause: "other",
    in_port: "In port",
    none: "none",
    sink_record: "Record: sunk",
    port_title: "Captain in port",
    port: "Port",
    port_record: "Take the captain off here",
    pick_port: "Choose a port.",
};
