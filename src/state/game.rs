//! The open game, shared by every game screen: the [`Game`] (action log and
//! state), its save id, and what went wrong last.
//!
//! The screens read the game only through [`GameCtx::table`], the table's
//! view ([`GameView`]: hidden captains stay hidden), never the raw state. Every change goes: check with the core on a copy → write the save
//! on the revision it was made on and wait until it is stored → only then
//! update the signals the screens show. So an action the screen reports
//! done is already on disk, and an action the core refuses changes nothing.
//!
//! Two windows on one game: a write made on an older revision than the
//! stored one is refused by the storage; the screen then loads the newer
//! game and says so ([`UiError::Stale`]). A window also follows the game
//! as another window stores it (`store::follow_records`).

use crate::state::game_change::{change_now, export_now};
pub use crate::state::game_store::StartupProblem;
use crate::state::game_store::{self as store, Startup, Stored};
pub use crate::state::game_work::{Refused, UiError, Worked, worked};
use crate::state::saves;
use leptos::prelude::*;
use leptos::task::spawn_local;
use shturman_game::Change;
use shturman_game::{Action, Game, GameView};

/// Where the open game lives (issue 45: was a save id, with the string
/// "live" standing for a live table).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// A save on this device, by its id: changes are checked and stored here.
    Saved(String),
    /// A live table: this device shows its copy of the host's game, and its
    /// changes go to the host as actions (`crate::live`).
    Live,
}

impl Source {
    /// The save id, for a saved game.
    pub fn saved(&self) -> Option<&str> {
        match self {
            Source::Saved(id) => Some(id),
            Source::Live => None,
        }
    }
}

#[derive(Clone, Copy)]
pub struct GameCtx {
    /// Where the open game lives.
    pub source: RwSignal<Option<Source>>,
    /// The stored revision the open game was read or written as.
    revision: RwSignal<Option<u64>>,
    game: RwSignal<Option<Game>>,
    /// The table's view of the open game (worked out by the lazily loaded
    /// code that read or changed the game, set together with it).
    pub table: RwSignal<Option<GameView>>,
    /// The start-up load has finished (the saved game is back, or none).
    pub loaded: RwSignal<bool>,
    /// A save is being written.
    pub busy: RwSignal<bool>,
    pub error: RwSignal<Option<UiError>>,
    /// The live table's last refusal of this phone's action, until the
    /// next entry on the log (`crate::live`).
    pub refused: RwSignal<Option<Refused>>,
    /// The log length of the open game as last stored (for tests and the
    /// "saved" mark).
    pub saved_len: RwSignal<usize>,
    pub startup_problem: RwSignal<Option<StartupProblem>>,
    /// Where a live table's changes go.
    remote: Remote,
}

/// The live table's half of the open game, given by `crate::live` when
/// the context is made (`crate::app::start`): the live table is a layer
/// above the state it shows (DEVELOPERS.md, "The UI's layers"). One
/// function, so that the first load holds one kind of boxed task.
#[derive(Clone, Copy)]
pub struct Remote(pub fn(LiveAsk) -> LiveTask);

/// What the open game asks of the live table.
pub enum LiveAsk {
    /// Back at the live table after a reload (the current game was live).
    Resume(GameCtx),
    /// A change to the live table's game: sent to its host as an action.
    Change(Change),
}

/// Work of the live table, done once its code is loaded.
pub type LiveTask = std::pin::Pin<Box<dyn std::future::Future<Output = Result<(), UiError>>>>;

/// Provide the game context and reopen the game that was open last time
/// (a live table's through `remote`).
pub fn provide_game_context(remote: Remote) -> GameCtx {
    let ctx = GameCtx {
        source: RwSignal::new(None),
        revision: RwSignal::new(None),
        game: RwSignal::new(None),
        table: RwSignal::new(None),
        loaded: RwSignal::new(false),
        busy: RwSignal::new(false),
        error: RwSignal::new(None),
        refused: RwSignal::new(None),
        saved_len: RwSignal::new(0),
        startup_problem: RwSignal::new(None),
        remote,
    };
    provide_context(ctx);
    store::follow_other_windows(move || ctx.saved_id_untracked(), move || ctx.reload(false));
    spawn_local(async move {
        match store::load_current().await {
            Startup::None => {}
            Startup::Open(s) => ctx.set_open(s),
            Startup::Live => {
                if let Err(e) = (ctx.remote.0)(LiveAsk::Resume(ctx)).await {
                    ctx.error.set(Some(e));
                }
            }
            Startup::Problem(p) => ctx.startup_problem.set(Some(p)),
            Startup::Failed(e) => ctx.error.set(Some(e)),
        }
        ctx.loaded.set(true);
    });
    ctx
}

pub fn use_game() -> GameCtx {
    expect_context::<GameCtx>()
}

impl GameCtx {
    /// Read the open game again if the stored one is newer; `stale` says
    /// this window's last write was refused for it.
    fn reload(self, stale: bool) {
        let Some(id) = self.saved_id_untracked() else {
            return;
        };
        let known = self.revision.get_untracked();
        spawn_local(async move {
            if let Some(s) = store::read_newer(id, known).await {
                self.set_open(s);
                self.error.set(stale.then_some(UiError::Stale));
            }
        });
    }

    fn set_open(&self, s: Stored) {
        self.revision.set(Some(s.revision));
        self.saved_len.set(s.game.log().len());
        self.game.set(Some(s.game));
        self.table.set(Some(s.table));
        self.source.set(Some(Source::Saved(s.id)));
    }

    /// The open game's save id, if it is a saved game (not reactive).
    pub fn saved_id_untracked(&self) -> Option<String> {
        self.source
            .with_untracked(|s| s.as_ref().and_then(Source::saved).map(str::to_string))
    }

    /// Whether the open game is a live table's (reactive).
    pub fn is_live(&self) -> bool {
        self.source.with(|s| *s == Some(Source::Live))
    }

    /// Show a game this device does not store: a live table's, as its host
    /// sent it (`crate::live`).
    pub fn show_live(&self, game: Game, table: GameView) {
        self.saved_len.set(game.log().len());
        self.game.set(Some(game));
        self.table.set(Some(table));
        self.revision.set(None);
        self.source.set(Some(Source::Live));
    }

    /// Read the open game itself (reactive). For the hand screens only:
    /// they need the table's public facts about one player (`PlayerBrief`).
    pub fn with_game<R>(&self, f: impl FnOnce(&Game) -> R) -> Option<R> {
        self.game.with(|g| g.as_ref().map(f))
    }

    pub fn is_open(&self) -> bool {
        self.game.with(Option::is_some)
    }

    /// The open game's save text (for export).
    pub async fn export_json(&self) -> Result<String, UiError> {
        match self.game.get_untracked() {
            Some(g) => export_now(g).await,
            None => Ok(String::new()),
        }
    }

    /// Apply `actions` in order, all or none; store; then show. `done` runs
    /// only once the result is stored.
    pub fn apply(self, actions: Vec<Action>, done: impl FnOnce() + 'static) {
        self.change(Change::Apply(actions), done);
    }

    /// Make `op` (what the confirmation asked for); store; then show.
    /// `done` runs only once the result is stored.
    pub fn change(self, op: Change, done: impl FnOnce() + 'static) {
        if self.busy.get_untracked() {
            return;
        }
        if self.source.with_untracked(|s| *s == Some(Source::Live)) {
            // a live table: the host keeps the game (`crate::live`)
            spawn_local(async move {
                match (self.remote.0)(LiveAsk::Change(op)).await {
                    Ok(()) => done(),
                    Err(e) => self.error.set(Some(e)),
                }
            });
            return;
        }
        let (Some(id), Some(g)) = (self.saved_id_untracked(), self.game.get_untracked()) else {
            return;
        };
        let base = self.revision.get_untracked();
        self.busy.set(true);
        spawn_local(async move {
            let written = match change_now(g, op).await {
                Ok(w) => store::write_change(id, base, w).await,
                Err(e) => Err(e),
            };
            match written {
                Ok(s) => {
                    self.error.set(None);
                    self.set_open(s);
                    done();
                }
                Err(UiError::Stale) => self.reload(true),
                Err(e) => self.error.set(Some(e)),
            }
            self.busy.set(false);
        });
    }

    /// Start a new game under `id` (a new one: the setup made its ships' ids
    /// from it) from its setup actions.
    pub fn create(self, id: uuid::Uuid, actions: Vec<Action>, done: impl FnOnce() + 'static) {
        let mut g = Game::new(id);
        for a in actions {
            if let Err(e) = g.apply(a) {
                self.error.set(Some(UiError::Rule(e)));
                return;
            }
        }
        self.store_new(worked(g), done);
    }

    /// Open an imported save text as a new game (a new id: nothing is
    /// overwritten). A text that does not read goes to `failed`, not to the
    /// game's banner: the player is at the import form, far below it.
    pub fn import(
        self,
        text: &str,
        done: impl FnOnce() + 'static,
        failed: impl FnOnce(UiError) + 'static,
    ) {
        let text = text.to_string();
        spawn_local(async move {
            match saves::import(text).await {
                Ok(w) => self.store_new(w, done),
                Err(e) => failed(e),
            }
        });
    }

    fn store_new(self, w: Worked, done: impl FnOnce() + 'static) {
        if self.busy.get_untracked() {
            return;
        }
        self.busy.set(true);
        spawn_local(async move {
            self.stored(store::store_new(w).await, done);
            self.busy.set(false);
        });
    }

    /// Continue a saved game.
    pub fn open(self, id: String, done: impl FnOnce() + 'static) {
        spawn_local(async move { self.stored(store::open(id).await, done) });
    }

    /// Show a game just stored or opened (or what went wrong).
    pub fn stored(self, r: Result<Stored, UiError>, done: impl FnOnce()) {
        match r {
            Ok(s) => {
                self.error.set(None);
                self.set_open(s);
                done();
            }
            Err(e) => self.error.set(Some(e)),
        }
    }

    /// Forget the open game (after it was deleted).
    pub fn close(self) {
        self.game.set(None);
        self.table.set(None);
        self.source.set(None);
        self.revision.set(None);
        self.saved_len.set(0);
        spawn_local(store::forget_current());
    }
}
