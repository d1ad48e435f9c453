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
use std::time::Duration;

#[component]
pub fn App() -> impl IntoView {
    provide_lang_context();
    let loaded = expect_context::<SettingsLoaded>().0;
    let route = provide_route_context();
    crate::state::game::provide_game_context();
    platform::register_service_worker();
    view! {
        <div class="app" data-settings-loaded=move || loaded.get().to_string()>
            <AppBar />
            <main id="main" class="screen" data-testid="screen">
                {move || match route.get() {
                    // the start screen is in the main module
                    Route::Game => pages::game::GamePage().into_any(),
                    r => Suspend::new(async move {
                        let view = screen(r).await;
                        preload_other_screens();
                        view
                    })
                    .into_any(),
                }}
            </main>
            <BottomNav />
        </div>
    }
}

/// Once the first screen is up, fetch the chunks of all the others, one
/// after another (already loaded ones return at once).
pub fn preload_other_screens() {
    static STARTED: AtomicBool = AtomicBool::new(false);
    if STARTED.swap(true, Ordering::Relaxed) {
        return;
    }
    set_timeout(
        || {
            leptos::task::spawn_local(async {
                // (a failed fetch is tried again when the screen is opened)
                crate::state::saves::preload_parse().await;
                crate::state::game::preload_changes().await;
                pages::game::preload_sub_screens().await;
                let _ = __wasm_split_preload_roll_view().await;
                let _ = __wasm_split_preload_tools_view().await;
                let _ = __wasm_split_preload_rules_view().await;
            })
        },
        Duration::ZERO,
    );
}

/// The screen of a route other than the game (the game area is in the main
/// module), from its lazily loaded chunk; a chunk that cannot be fetched
/// gives a message instead (the next tap tries again).
async fn screen(r: Route) -> AnyView {
    let view = match r {
        Route::Roll => roll_view().await,
        Route::Tools => tools_view().await,
        Route::Move => move_view().await,
        Route::Fire => fire_view().await,
        Route::Rules => rules_view().await,
        Route::Settings => settings_view().await,
        Route::Game => Ok(pages::game::GamePage().into_any()),
    };
    view.unwrap_or_else(|_| chunk_failed())
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
