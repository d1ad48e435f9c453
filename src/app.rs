//! The app's frame: the app bar, the current screen and the navigation.
//! Screens live in `pages/`, reusable pieces in `components/`.
//!
//! The start screen (the game area) is in the main wasm module; the other
//! screens are lazily loaded chunks (`wasm_split` groups, cut by
//! scripts/wasm-split/), fetched in the background once the start screen is
//! up, so a later tap does not wait for the network and the service worker
//! has every chunk for offline use.

use crate::components::{app_bar::AppBar, nav::BottomNav};
use crate::pages;
use crate::platform;
use crate::state::route::{provide_route_context, Route};
use crate::state::settings::{provide_lang_context, SettingsLoaded};
use leptos::prelude::*;
use leptos::wasm_split::SplitLoaderError;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::OnceLock;
use std::time::Duration;

#[component]
pub fn App() -> impl IntoView {
    provide_lang_context();
    let loaded = expect_context::<SettingsLoaded>().0;
    let route = provide_route_context();
    crate::state::game::provide_game_context();
    let prepared = *PREPARED.get_or_init(|| RwSignal::new(Vec::new()));
    view! {
        <div class="app" data-settings-loaded=move || loaded.get().to_string()>
            <AppBar />
            <main id="main" class="screen" data-testid="screen">
                // the tab screens stay once made, hidden while another shows
                {KEPT
                    .into_iter()
                    .map(|r| view! { <KeptScreen r=r route=route prepared=prepared /> })
                    .collect_view()}
                // the planner and the fire helper are made afresh each time
                // (for the ship they are opened for)
                {move || {
                    let r = route.get();
                    (!KEPT.contains(&r)).then(|| screen_view(r, RwSignal::new(false)))
                }}
            </main>
            <BottomNav />
        </div>
    }
}

/// The screens the navigation leads to: once made they stay (hidden while
/// another shows), so going back to one is instant and keeps what the
/// player set there.
const KEPT: [Route; 5] = [
    Route::Game,
    Route::Roll,
    Route::Tools,
    Route::Rules,
    Route::Settings,
];

/// A tab screen, kept once made; one whose chunk could not be fetched is
/// tried again when the player comes back to it.
#[component]
fn KeptScreen(r: Route, route: ReadSignal<Route>, prepared: RwSignal<Vec<Route>>) -> impl IntoView {
    // made once visited, or prepared in the background; then kept
    let made = Memo::new(move |was: Option<&bool>| {
        was == Some(&true) || route.get() == r || prepared.with(|v| v.contains(&r))
    });
    let failed = RwSignal::new(false);
    let tries = RwSignal::new(0u32);
    Effect::new(move |_| {
        if route.get() == r && failed.get_untracked() {
            failed.set(false);
            tries.update(|n| *n += 1);
        }
    });
    view! {
        <div class="screen-slot" hidden=move || route.get() != r>
            {move || {
                tries.track();
                made.get().then(|| screen_view(r, failed))
            }}
        </div>
    }
}

/// A screen: the game area from the main module, the others from their
/// lazily loaded chunks (`failed` is set when one could not be fetched).
fn screen_view(r: Route, failed: RwSignal<bool>) -> AnyView {
    match r {
        // the start screen is in the main module
        Route::Game => pages::game::GamePage().into_any(),
        r => Suspend::new(async move {
            let view = screen(r).await.unwrap_or_else(|_| {
                failed.set(true);
                chunk_failed()
            });
            preload_other_screens();
            view
        })
        .into_any(),
    }
}

/// The tab screens to make in the background (hidden) before they are
/// first opened.
static PREPARED: OnceLock<RwSignal<Vec<Route>>> = OnceLock::new();

/// Resolve after `ms` milliseconds, letting the page handle taps meanwhile.
async fn pause(ms: i32) {
    let p = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(w) = web_sys::window() {
            let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(p).await;
}

/// Once the first screen is up, register the service worker (it copies the
/// whole build for offline use: not while the first screen is being made),
/// fetch the chunks of all the other screens, one after another (already
/// loaded ones return at once), then make the tab screens one by one,
/// hidden, so that the first tap on a tab only shows it.
pub fn preload_other_screens() {
    static STARTED: AtomicBool = AtomicBool::new(false);
    if STARTED.swap(true, Ordering::Relaxed) {
        return;
    }
    set_timeout(
        || {
            platform::register_service_worker();
            leptos::task::spawn_local(async {
                // (a failed fetch is tried again when the screen is opened)
                crate::state::saves::preload_parse().await;
                crate::state::game::preload_changes().await;
                pages::game::preload_sub_screens().await;
                let _ = __wasm_split_preload_roll_view().await;
                let _ = __wasm_split_preload_tools_view().await;
                let _ = __wasm_split_preload_rules_view().await;
                if let Some(p) = PREPARED.get() {
                    for r in KEPT {
                        pause(30).await;
                        p.update(|v| v.push(r));
                    }
                }
            })
        },
        Duration::ZERO,
    );
}

/// The screen of a route other than the game (the game area is in the main
/// module), from its lazily loaded chunk.
async fn screen(r: Route) -> Screen {
    match r {
        Route::Roll => roll_view().await,
        Route::Tools => tools_view().await,
        Route::Move => move_view().await,
        Route::Fire => fire_view().await,
        Route::Rules => rules_view().await,
        Route::Settings => settings_view().await,
        Route::Game => Ok(pages::game::GamePage().into_any()),
    }
}

/// What a player sees where a screen's chunk could not be fetched.
pub fn chunk_failed() -> AnyView {
    let lang = crate::i18n::use_lang();
    let t = move || crate::i18n::shell::shell(lang.get());
    view! {
        <div class="banner banner--error stack" role="alert" data-testid="chunk-failed">
            <p>{move || t().chunk_failed}</p>
            <button on:click=|_| {
                let _ = window().location().reload();
            }>{move || t().reload}</button>
        </div>
    }
    .into_any()
}

type Screen = Result<AnyView, SplitLoaderError>;

#[leptos::wasm_split::wasm_split(roll, fallible, wasm_split_path = ::leptos::wasm_split)]
fn roll_view() -> Screen {
    Ok(pages::roll::RollPage().into_any())
}
#[leptos::wasm_split::wasm_split(tools, fallible, wasm_split_path = ::leptos::wasm_split)]
fn tools_view() -> Screen {
    Ok(pages::tools::ToolsPage().into_any())
}
#[leptos::wasm_split::wasm_split(tools, fallible, wasm_split_path = ::leptos::wasm_split)]
fn move_view() -> Screen {
    Ok(pages::move_planner::MovePlannerPage().into_any())
}
#[leptos::wasm_split::wasm_split(tools, fallible, wasm_split_path = ::leptos::wasm_split)]
fn fire_view() -> Screen {
    Ok(pages::fire::FirePage().into_any())
}
#[leptos::wasm_split::wasm_split(info, fallible, wasm_split_path = ::leptos::wasm_split)]
fn rules_view() -> Screen {
    Ok(pages::rules::RulesPage().into_any())
}
#[leptos::wasm_split::wasm_split(info, fallible, wasm_split_path = ::leptos::wasm_split)]
fn settings_view() -> Screen {
    Ok(pages::settings::SettingsPage().into_any())
}
