//! The open game's storage and revisions: reading the game that was open
//! last time, writing a change on the revision it was made on (a write
//! against a newer stored game is refused as [`UiError::Stale`]), reading
//! the newer game another window stored, storing a new or imported game,
//! and following other windows ([`store::follow_records`]). It knows
//! nothing of the screens' signals: [`super::game::GameCtx`] calls it and
//! shows what it gives back.

use crate::state::game_work::{UiError, Worked};
use crate::state::saves;
use crate::state::store;
use shturman_files::record::{ErrorKind, StoreError};
use shturman_game::{Game, GameView, LoadError};

/// How the saves' "current game" setting names a live table (the live
/// table is no save: `saves::set_current` and [`load_current`] only).
pub const CURRENT_LIVE: &str = "live";

/// A game as read from or written to the storage.
pub struct Stored {
    pub id: String,
    /// The stored revision it was read or written as.
    pub revision: u64,
    pub game: Game,
    pub table: GameView,
}

/// The game that could not be opened at start-up, kept aside untouched.
#[derive(Clone, Debug, PartialEq)]
pub struct StartupProblem {
    pub id: String,
    pub error: Result<LoadError, StoreError>,
}

/// What start-up found: the game open last time, or none.
// made once at start and consumed at once: boxing would only add a step
#[allow(clippy::large_enum_variant)]
pub enum Startup {
    None,
    Open(Stored),
    /// The game open last time is a live table (`crate::live`).
    Live,
    /// It does not load: kept aside, shown to the player.
    Problem(StartupProblem),
    /// Not opened this time (it stays the current game).
    Failed(UiError),
}

/// Read the game that was open last time.
pub async fn load_current() -> Startup {
    let Some(id) = saves::current().await else {
        return Startup::None;
    };
    if id == CURRENT_LIVE {
        return Startup::Live;
    }
    match saves::read(&id).await {
        Ok(rec) => match saves::parse(rec.body).await {
            Ok((game, table)) => Startup::Open(Stored {
                id,
                revision: rec.revision,
                game,
                table,
            }),
            Err(UiError::Load(e)) => Startup::Problem(StartupProblem { id, error: Ok(e) }),
            Err(e) => Startup::Failed(e),
        },
        Err(e) => Startup::Problem(StartupProblem { id, error: Err(e) }),
    }
}

/// The stored game `id` if its revision is not `known` (another window
/// stored it since), else `None`.
pub async fn read_newer(id: String, known: Option<u64>) -> Option<Stored> {
    let rec = saves::read(&id).await.ok()?;
    if Some(rec.revision) == known {
        return None;
    }
    let (game, table) = saves::parse(rec.body).await.ok()?;
    Some(Stored {
        id,
        revision: rec.revision,
        game,
        table,
    })
}

/// Write a changed game over `id`, made on revision `base`. A newer stored
/// game refuses it: [`UiError::Stale`] (nothing written).
pub async fn write_change(
    id: String,
    base: Option<u64>,
    (game, table, json): Worked,
) -> Result<Stored, UiError> {
    match saves::write(&id, &json, base).await {
        Ok(revision) => Ok(Stored {
            id,
            revision,
            game,
            table,
        }),
        Err(e) if e.kind == ErrorKind::Conflict => Err(UiError::Stale),
        Err(e) => Err(UiError::Save(e)),
    }
}

/// Store a new game under a new id and make it the current one.
pub async fn store_new((game, table, json): Worked) -> Result<Stored, UiError> {
    let id = saves::new_id();
    let revision = saves::write(&id, &json, None)
        .await
        .map_err(UiError::Save)?;
    saves::set_current(&id).await.map_err(UiError::Save)?;
    Ok(Stored {
        id,
        revision,
        game,
        table,
    })
}

/// Read a saved game and make it the current one.
pub async fn open(id: String) -> Result<Stored, UiError> {
    let rec = saves::read(&id).await.map_err(UiError::Save)?;
    let (game, table) = saves::parse(rec.body).await?;
    saves::set_current(&id).await.map_err(UiError::Save)?;
    Ok(Stored {
        id,
        revision: rec.revision,
        game,
        table,
    })
}

/// No game is current any more.
pub async fn forget_current() {
    let _ = saves::set_current("").await;
}

/// Call `changed` when another window of this browser stores the game
/// `open()` names ([`store::follow_records`]).
pub fn follow_other_windows(
    open: impl Fn() -> Option<String> + 'static,
    changed: impl Fn() + 'static,
) {
    store::follow_records(move |name| {
        if open().is_some_and(|id| name == format!("game.{id}")) {
            changed();
        }
    });
}
