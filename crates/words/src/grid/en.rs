//! The `grid` words in English: [`super::EN`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::{Words, place};

pub(super) const WORDS: Words = Words {
    cell: "cell",
    offset: |at| {
        place(
            at,
            ["east", "west", "north", "south"],
            "the ship's own cell",
        )
    },
};
