//! The app's frame: the app bar, the current screen and the navigation.
//! Screens live in `pages/`, reusable pieces in `components/`.

use crate::components::{app_bar::AppBar, nav::BottomNav};
use crate::pages;
use crate::platform;
use crate::state::route::{provide_route_context, Route};
use crate::state::settings::{provide_lang_context, SettingsLoaded};
use leptos::prelude::*;

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
                    Route::Roll => pages::roll::RollPage().into_any(),
                    Route::Game => pages::game::GamePage().into_any(),
                    Route::Tools => pages::tools::ToolsPage().into_any(),
                    Route::Move => pages::move_planner::MovePlannerPage().into_any(),
                    Route::Fire => pages::fire::FirePage().into_any(),
                    Route::Rules => pages::rules::RulesPage().into_any(),
                    Route::Settings => pages::settings::SettingsPage().into_any(),
                }}
            </main>
            <BottomNav />
        </div>
    }
}
