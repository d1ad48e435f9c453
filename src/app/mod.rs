//! The app's frame: the app bar, the current screen and the navigation.
//! Screens live in `pages/`, reusable pieces in `components/`.
//!
//! The start screen (the game area) is in the main wasm module; the other
//! screens are lazily loaded chunks (`wasm_split` groups, cut by
//! scripts/wasm-split/), loaded when a screen is first wanted (its tab
//! button focused or tapped, or the screen opened); the service worker,
//! registered once the start screen is up, keeps every chunk for offline
//! use.

pub mod start;

use crate::components::game_confirm::GameConfirm;
use crate::components::{app_bar::AppBar, nav::BottomNav};
use crate::pages;
use crate::state::route::{Route, Shown, Tab};
use crate::state::screens::{self, preload_other_screens, prepare};
use crate::state::settings::SettingsLoaded;
use leptos::prelude::*;
use leptos::wasm_split::SplitLoaderError;
use start::Stage;

#[component]
pub fn App() -> impl IntoView {
    let loaded = expect_context::<SettingsLoaded>().0;
    let route = expect_context::<ReadSignal<Route>>();
    let leaving = expect_context::<Shown>().leaving();
    let prepared = screens::prepared();
    // made in slices under index.html's start frame (`start`;
    // docs/scheduling.md, "The sliced start")
    let stage = start::stages();
    let started = Memo::new(move |_| stage.get() == Stage::Screen);
    let bar = move || stage.get() >= Stage::Bar;
    let areas = move || stage.get() >= Stage::Areas;
    let navigation = move || stage.get() >= Stage::Navigation;
    view! {
        <div
            class="app"
            data-settings-loaded=move || loaded.get().to_string()
            // the start frame is gone and the app takes taps (tests wait
            // for it: a WebDriver click does not retry an intercepted one)
            data-started=move || started.get().to_string()
        >
            <Show when=bar>
                <AppBar />
            </Show>
            <Show when=areas>
                <main
                    id="main"
                    class="screen"
                    data-testid="screen"
                    // a tab tapped: this screen is being left (dimmed, style.css)
                    data-leaving=move || leaving.get().then_some("")
                >
                    // the tab areas stay once made, hidden while another
                    // shows; each follows the route within its tab
                    {Tab::ALL
                        .into_iter()
                        .map(|t| view! { <KeptScreen t=t route=route prepared=prepared started=started /> })
                        .collect_view()}
                </main>
                // the dim over a screen being left: a layer of its own, so
                // showing it changes only its opacity (style.css)
                <div class="leaving-dim" aria-hidden="true"></div>
            </Show>
            <Show when=navigation>
                <GameConfirm />
                <BottomNav />
            </Show>
        </div>
    }
}

/// A tab area, kept once made; one whose chunk could not be fetched is
/// fetched again by itself.
#[component]
fn KeptScreen(
    t: Tab,
    route: ReadSignal<Route>,
    prepared: RwSignal<Vec<Tab>>,
    started: Memo<bool>,
) -> impl IntoView {
    let shown = Memo::new(move |_| route.with(|r| r.tab() == t));
    // The tab the app starts on is made in the start's slice (see `App`);
    // another is made once the frame that shows it is painted, so the tap
    // that opens it answers at once (the pressed tab) and the screen
    // follows in a task of its own (docs/scheduling.md). Then kept.
    let initial = route.with_untracked(|r| r.tab()) == t;
    let made = Memo::new(move |was: Option<&bool>| {
        was == Some(&true)
            || (initial && shown.get() && started.get())
            || prepared.with(|v| v.contains(&t))
    });
    Effect::new(move |_| {
        if shown.get() && started.get() && !made.get_untracked() {
            prepare(t);
        }
    });
    // a chunk that could not be fetched is fetched again, later each
    // time, saying so meanwhile (`lazy_part::fetch_again`)
    let tries = RwSignal::new(0u32);
    view! {
        <div class=format!("screen-slot screen-slot--{}", t.code()) hidden=move || !shown.get()>
            {move || {
                let n = tries.get();
                made.get().then(|| screen_view(t, tries, n))
            }}
        </div>
    }
}

/// A screen: the game area from the main module, the others from their
/// lazily loaded chunks (fetched again, try `n` of `tries`, where one
/// could not be).
fn screen_view(t: Tab, tries: RwSignal<u32>, n: u32) -> AnyView {
    match t {
        // the start screen is in the main module
        Tab::Game => pages::game::GamePage().into_any(),
        t => Suspend::new(async move {
            let view = crate::styles::styled(screen(t))
                .await
                .unwrap_or_else(|| crate::components::lazy_part::fetch_again(tries, n));
            preload_other_screens();
            view
        })
        .into_any(),
    }
}

/// The area of a tab other than the game (the game area is in the main
/// module), from its lazily loaded chunk.
async fn screen(t: Tab) -> Screen {
    match t {
        Tab::Roll => roll_view().await,
        Tab::Tools => tools_view().await,
        Tab::Rules => rules_view().await,
        Tab::Settings => settings_view().await,
        Tab::Game => Ok(pages::game::GamePage().into_any()),
    }
}

type Screen = Result<AnyView, SplitLoaderError>;

#[leptos::wasm_split::wasm_split(roll, fallible, wasm_split_path = ::leptos::wasm_split)]
fn roll_view() -> Screen {
    Ok(pages::roll::RollPage().into_any())
}
#[leptos::wasm_split::wasm_split(tools, fallible, wasm_split_path = ::leptos::wasm_split)]
fn tools_view() -> Screen {
    Ok(pages::tools::ToolsArea().into_any())
}
#[leptos::wasm_split::wasm_split(info, fallible, wasm_split_path = ::leptos::wasm_split)]
fn rules_view() -> Screen {
    Ok(pages::rules::RulesPage().into_any())
}
#[leptos::wasm_split::wasm_split(info, fallible, wasm_split_path = ::leptos::wasm_split)]
fn settings_view() -> Screen {
    Ok(pages::settings::SettingsPage().into_any())
}
