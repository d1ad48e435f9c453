//! The `game::confirm` words in English: [`super::EN`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::Words;

pub(super) const WORDS: Words = Words {
    question: "Record in the game?",
    record: "Confirm",
    cancel: "Cancel",
};
