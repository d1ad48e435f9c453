//! What the game's state modules share, and nothing of theirs: the error a
//! game screen shows ([`UiError`]) and a worked game ([`Worked`]: the game
//! with its table view and save text). A leaf, so that the open game
//! ([`super::game`]), its storage ([`super::game_store`]) and the saves
//! ([`super::saves`]) import it without importing each other in a circle.

use shturman_files::record::StoreError;
use shturman_game::{Game, GameView, HistoryError, LoadError, RuleError, Viewer, save};

/// What the last operation failed with, shown in the player's language.
#[derive(Clone, Debug, PartialEq)]
pub enum UiError {
    Rule(RuleError),
    History(HistoryError),
    /// The storage refused the write (disk full, permissions…): the action
    /// was not applied.
    Save(StoreError),
    /// Another window stored this game first: the newer game is shown now
    /// and the action made on the old one was not recorded.
    Stale,
    /// A file the player imported, or the one to continue, does not load.
    Load(LoadError),
    /// The live table's host did not take an action (not a game rule:
    /// another player's ship, a viewer, an undo of another's entry).
    Live(shturman_live::Refusal),
    /// The lazily loaded code this needs could not be fetched (no network
    /// on a first visit, or the app was updated meanwhile).
    Unavailable,
    /// This many actions of the live table on this device still wait to be
    /// sent: leaving it, or joining another, would drop them.
    LiveWaiting(usize),
}

/// The live table's host refused one of this phone's actions: why, and the
/// ship whose sheet asked for it (shown by that ship; `None`: in the game
/// area's banner). Gone with the next entry on the log (issue 43).
#[derive(Clone, Debug, PartialEq)]
pub struct Refused {
    pub error: UiError,
    pub ship: Option<uuid::Uuid>,
}

impl From<leptos::wasm_split::SplitLoaderError> for UiError {
    fn from(_: leptos::wasm_split::SplitLoaderError) -> Self {
        UiError::Unavailable
    }
}

/// A game with its table view and its save text, as the lazily loaded code
/// gives them back.
pub type Worked = (Game, GameView, String);

/// The table view and the save text of a game.
pub fn worked(g: Game) -> Worked {
    let view = g.view(Viewer::Table);
    let json = save::to_json(&g);
    (g, view, json)
}
