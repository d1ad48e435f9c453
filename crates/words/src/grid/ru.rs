//! The `grid` words in Russian: [`super::RU`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::{Words, place};

pub(super) const WORDS: Words = Words {
    cell: "клетка",
    offset: |at| {
        place(
            at,
            ["на восток", "на запад", "на север", "на юг"],
            "на месте корабля",
        )
    },
};
