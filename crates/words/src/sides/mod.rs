//! The live table's words for what one player records against another
//! (issue 43, item 10): the entries against a player's ships, their
//! disputes and how the host settled them; and the alliances offered,
//! accepted or set mid-game. One [`Words`] per language.

use super::Lang;
use super::game_log::Names;
use shturman_game::PlayerId;

mod en;
mod ru;

/// The words of disputes and alliances in one language.
pub struct Words {
    /// A player's list: the entries made against their ships.
    pub against_title: &'static str,
    /// The host's list of open disputes.
    pub disputes_title: &'static str,
    /// Entry number `n` (from 1), made by `by`.
    pub entry: fn(&Names, usize, Option<PlayerId>) -> String,
    /// The dice a shot recorded.
    pub dice: fn(&[u8]) -> String,
    /// A shot recorded without its dice.
    pub no_dice: &'static str,
    /// A boarding: the app records the outcome only.
    pub boarding_no_dice: &'static str,
    /// The one-tap dispute.
    pub dispute: &'static str,
    pub open: &'static str,
    pub dismissed: &'static str,
    pub undone: &'static str,
    /// The host's line: `player` disputes the entry.
    pub disputes: fn(&Names, PlayerId) -> String,
    /// The host's undo of disputed entry `n`, and how many entries after
    /// it go with it.
    pub undo: fn(usize, usize) -> String,
    pub dismiss: &'static str,
    pub alliances_title: &'static str,
    pub offer: fn(&Names, PlayerId) -> String,
    pub accept: fn(&Names, PlayerId) -> String,
    pub offered: fn(&Names, PlayerId) -> String,
    pub ally: fn(&Names, PlayerId) -> String,
    /// The host sets an alliance of two players.
    pub set: fn(&Names, PlayerId, PlayerId) -> String,
}

pub fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ru => &ru::RU,
        Lang::En => &en::EN,
    }
}
