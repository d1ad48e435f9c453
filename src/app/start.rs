//! The start, cut into tasks so that no single one holds a phone's main
//! thread long (`docs/scheduling.md`, "The sliced start"): once index.html's
//! start frame is painted ([`run`]), the shared state is provided one piece
//! per task ([`CONTEXTS`]), the app is mounted, and its parts come in slices
//! ([`stages`]) under the start frame, which goes once the screen is made.

use crate::components::game_confirm::provide_confirm;
use crate::schedule::{Measure, after_next_paint, in_next_task};
use crate::state::route::provide_route_context;
use crate::state::settings::{follow_lang_in_document, provide_lang_context};
use leptos::prelude::*;

/// Start the app once the start frame of index.html is painted: its shared
/// state one piece per task ([`CONTEXTS`]) on a root owner, then the app
/// mounted under it (`mount`, in a task of its own too), which then comes
/// in slices ([`stages`]).
pub fn run(mount: fn()) {
    let root = Owner::new();
    // the root lives as long as the page (an owner dropped disposes of
    // what it owns)
    std::mem::forget(root.clone());
    after_next_paint(move || provide(root, 0, mount));
}

fn provide(root: Owner, next: usize, mount: fn()) {
    let m = Measure::start();
    match CONTEXTS.get(next) {
        Some(provide_one) => {
            root.with(provide_one);
            m.end(&format!("context-{next}"));
            in_next_task(move || provide(root, next + 1, mount));
        }
        None => {
            root.with(mount);
            m.end("mount");
        }
    }
}

/// The app's shared state, provided one piece per task on the root owner
/// before the app is mounted under it ([`run`]): making each one runs (and
/// so compiles, on a phone) code of its own, and together they would be
/// one long task.
const CONTEXTS: [fn(); 5] = [
    || {
        provide_lang_context();
    },
    follow_lang_in_document,
    || {
        provide_route_context();
    },
    || {
        let game = crate::state::game::provide_game_context(crate::live::REMOTE);
        crate::state::wake::provide_wake_lock(game);
    },
    // one confirmation sheet for every screen that changes the game
    || {
        provide_confirm();
    },
];

/// The slices of the app made after the contexts, advancing on their own
/// from now on until the screen (see [`super::App`]).
pub fn stages() -> RwSignal<Stage> {
    let stage = RwSignal::new(Stage::Contexts);
    advance(stage);
    stage
}

/// The slices the app is made in at the start (see [`super::App`]).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub enum Stage {
    Contexts,
    Bar,
    Areas,
    Navigation,
    Screen,
}

/// Go on to the next slice, until the screen: the bar, the tab areas and
/// the navigation each in the next task (under the start frame nothing of
/// them is seen before the screen), the screen once the frame with them is
/// painted (their layout then comes before the screen's, not with it).
fn advance(stage: RwSignal<Stage>) {
    let slice = move || {
        let m = Measure::start();
        let next = match stage.get_untracked() {
            Stage::Contexts => Stage::Bar,
            Stage::Bar => Stage::Areas,
            Stage::Areas => Stage::Navigation,
            Stage::Navigation | Stage::Screen => Stage::Screen,
        };
        stage.set(next);
        m.end(&format!("start-{next:?}"));
        if next == Stage::Screen {
            remove_start_frame();
        } else {
            advance(stage);
        }
    };
    if stage.get_untracked() == Stage::Navigation {
        after_next_paint(slice);
    } else {
        in_next_task(slice);
    }
}

/// Take away index.html's start frame (it covers the app while the app is
/// made underneath).
fn remove_start_frame() {
    if let Some(boot) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("boot"))
    {
        boot.remove();
    }
}
