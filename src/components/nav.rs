//! The bottom navigation between the five areas; a thumb reaches it on a
//! phone held in one hand.

use crate::i18n::{shell::shell, use_lang};
use crate::state::route::{Route, Shown};
use leptos::prelude::*;

#[component]
pub fn BottomNav() -> impl IntoView {
    let lang = use_lang();
    let route = expect_context::<ReadSignal<Route>>();
    let shown = expect_context::<Shown>();
    // a plain tap shows the screen in the same event (a modified click
    // still opens the link the browser's way, e.g. in a new tab)
    let tap = move |r: Route| {
        move |ev: leptos::ev::MouseEvent| {
            if ev.button() == 0
                && !(ev.ctrl_key() || ev.meta_key() || ev.shift_key() || ev.alt_key())
            {
                ev.prevent_default();
                shown.go(r);
            }
        }
    };
    let item = move |r: Route,
                     icon: &'static str,
                     label: fn(&crate::i18n::shell::Shell) -> &'static str,
                     id: &'static str| {
        view! {
            <a
                class="nav__item"
                href=r.hash()
                data-testid=id
                aria-current=move || (route.get().tab() == r).then_some("page")
                on:click=tap(r)
            >
                <span class="nav__icon" aria-hidden="true">{icon}</span>
                <span class="nav__label">{move || label(shell(lang.get()))}</span>
            </a>
        }
    };
    view! {
        <nav class="nav" aria-label=move || shell(lang.get()).nav_label>
            {item(Route::Roll, "⚄", |t| t.nav_roll, "nav-roll")}
            {item(Route::Game, "⚓", |t| t.nav_game, "nav-game")}
            {item(Route::Tools, "⚒", |t| t.nav_tools, "nav-tools")}
            {item(Route::Rules, "§", |t| t.nav_rules, "nav-rules")}
            {item(Route::Settings, "⚙", |t| t.nav_settings, "nav-settings")}
        </nav>
    }
}
