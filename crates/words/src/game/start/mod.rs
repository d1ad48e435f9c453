//! Words of the game area's frame and the start screen's head: the game's
//! words the main wasm module shows (`src/pages/game.rs`,
//! `src/pages/game_saves.rs`). Apart from [`crate::game::GameTexts`] and the saves
//! list's words, so that the first load a phone waits for carries these
//! few texts, not every game screen's (docs/scheduling.md, "What a chunk
//! boundary costs").

use crate::Lang;

mod en;
mod ru;

pub struct Words {
    pub tab_table: &'static str,
    pub tab_log: &'static str,
    pub tab_saves: &'static str,
    pub tabs_label: &'static str,
    /// The open game is being read.
    pub loading: &'static str,
    pub saving: &'static str,
    pub saved: &'static str,
    pub new_game: &'static str,
    pub no_game: &'static str,
    /// What the app is, at the top of the start screen (issue 33: it was
    /// said only in the start frame and in the settings).
    pub about: &'static str,
    /// The start screen's link to a player's own hand (`#/game/phone`):
    /// said so that a newcomer knows what it is for (issue 33: «Моя рука
    /// для другого стола» meant nothing to one).
    pub my_hand: &'static str,
    /// The start screen's line on a page that is not a secure context
    /// (`scripts/run --lan`'s plain http): what it is and where the
    /// installed app comes from.
    pub lan_page: &'static str,
}

pub const RU: Words = ru::WORDS;
pub const EN: Words = en::WORDS;

pub const fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}
