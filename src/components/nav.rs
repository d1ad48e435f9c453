//! The bottom navigation between the five areas; a thumb reaches it on a
//! phone held in one hand.

use crate::i18n::{shell::shell, use_lang};
use crate::state::route::{LastTool, Route, Shown, Tab};
use leptos::prelude::*;

#[component]
pub fn BottomNav() -> impl IntoView {
    let lang = use_lang();
    let route = expect_context::<ReadSignal<Route>>();
    let shown = expect_context::<Shown>();
    let last_tool = expect_context::<LastTool>().0;
    // a plain tap shows the screen (`Shown::go`: the frame after the tap
    // shows the press, the screen follows); a modified click still opens
    // the link the browser's way, e.g. in a new tab
    // where each tab leads: the Tools tab to the last tool used
    let target = move |t: Tab| match t {
        Tab::Roll => Route::Roll,
        Tab::Game => Route::Table { ship: None },
        Tab::Tools => last_tool.get(),
        Tab::Rules => Route::Rules { at: None },
        Tab::Settings => Route::Settings,
    };
    let tap = move |t: Tab| {
        move |ev: leptos::ev::MouseEvent| {
            if ev.button() == 0
                && !(ev.ctrl_key() || ev.meta_key() || ev.shift_key() || ev.alt_key())
            {
                ev.prevent_default();
                shown.go(&target(t));
            }
        }
    };
    let item = move |t: Tab,
                     icon: &'static str,
                     label: fn(&crate::i18n::shell::Shell) -> &'static str,
                     id: &'static str| {
        view! {
            <a
                class="nav__item"
                href=move || target(t).hash()
                data-testid=id
                aria-current=move || (route.get().tab() == t).then_some("page")
                on:click=tap(t)
                // the intent to open it (the keyboard's focus; a tap
                // focuses it too): its screen is made once that frame is
                // painted. Not on a finger down: that made the screen
                // between the touch's end and its click, which then waited
                // for it (docs/scheduling.md); and a `pointerdown` handler is one
                // more listener run on every touch of the page.
                on:focus=move |_| crate::state::screens::prepare(t)
            >
                <span class="nav__icon" aria-hidden="true">{icon}</span>
                <span class="nav__label">{move || label(shell(lang.get()))}</span>
            </a>
        }
    };
    view! {
        <nav class="nav" aria-label=move || shell(lang.get()).nav_label>
            {item(Tab::Roll, "⚄", |t| t.nav_roll, "nav-roll")}
            {item(Tab::Game, "⚓", |t| t.nav_game, "nav-game")}
            {item(Tab::Tools, "⚒", |t| t.nav_tools, "nav-tools")}
            {item(Tab::Rules, "§", |t| t.nav_rules, "nav-rules")}
            {item(Tab::Settings, "⚙", |t| t.nav_settings, "nav-settings")}
        </nav>
    }
}
