//! The start, cut into tasks so that no single one holds a phone's main
//! thread long (issue 19; DEVELOPERS.md "The start"): V8 compiles each wasm
//! function on its first call, so making the whole app at once was one
//! long task. The shared state is provided one piece per task
//! ([`CONTEXTS`], from `main.rs`), then the app's parts come in slices
//! ([`stages`]) under index.html's start frame, which goes once the screen
//! is made.

use crate::components::game_confirm::provide_confirm;
use crate::state::route::provide_route_context;
use crate::state::settings::{follow_lang_in_document, provide_lang_context};
use crate::timing::{self, Measure};
use leptos::prelude::*;
use std::sync::atomic::{AtomicBool, Ordering};

/// The app's shared state, provided one piece per task on the root owner
/// before the app is mounted under it ([`crate::main`]): making each one
/// runs (and so compiles, on a phone) code of its own, and together they
/// would be one long task (issue 19).
pub const CONTEXTS: [fn(); 5] = [
    || {
        provide_lang_context();
    },
    follow_lang_in_document,
    || {
        provide_route_context();
    },
    || {
        let game = crate::state::game::provide_game_context();
        crate::state::wake::provide_wake_lock(game);
    },
    // one confirmation sheet for every screen that changes the game
    || {
        provide_confirm();
    },
];

/// The slices of the app made after the contexts, advancing on their own
/// from now on until the screen (see [`crate::app::App`]).
pub fn stages() -> RwSignal<Stage> {
    let stage = RwSignal::new(Stage::Contexts);
    advance(stage);
    stage
}

/// The slices the app is made in at the start (see [`crate::app::App`]).
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
        timing::after_next_paint(slice);
    } else {
        timing::next_task(slice);
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

/// During the start, wait for the next paint once: the start screen's
/// content (the saves list) then comes in a task after its frame's, not in
/// the same long one (issue 19). Later calls return at once.
pub async fn start_slice() {
    static SLICED: AtomicBool = AtomicBool::new(false);
    if !SLICED.swap(true, Ordering::Relaxed) {
        timing::next_paint().await;
    }
}
