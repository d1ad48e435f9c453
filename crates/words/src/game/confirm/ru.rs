//! The `game::confirm` words in Russian: [`super::RU`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::Words;

pub(super) const WORDS: Words = Words {
    question: "Записать в партию?",
    record: "Подтвердить",
    cancel: "Отмена",
};
