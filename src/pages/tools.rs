//! The Tools tab: its hub (#/tools) — big buttons to the movement planner
//! and the fire helper — or the tool the route names. A tool is made afresh
//! for each route (a new ship, another tool); its state is kept for the
//! session by the tool itself.

use crate::i18n::tools::tools_text;
use crate::i18n::use_lang;
use crate::state::route::{Route, Tab};
use leptos::prelude::*;

/// The Tools tab's content for the current route.
#[component]
pub fn ToolsArea() -> impl IntoView {
    let route = expect_context::<ReadSignal<Route>>();
    // only a route of this tab changes what the tab shows
    let current = Memo::new(move |was: Option<&Route>| {
        let r = route.get();
        match (r.tab(), was) {
            (Tab::Tools, _) | (_, None) => r,
            (_, Some(w)) => w.clone(),
        }
    });
    move || match current.get() {
        Route::Planner { .. } => crate::pages::planner::PlannerPage().into_any(),
        Route::Fire { .. } => crate::pages::fire::FirePage().into_any(),
        _ => ToolsPage().into_any(),
    }
}

#[component]
pub fn ToolsPage() -> impl IntoView {
    let lang = use_lang();
    let t = move || tools_text(lang.get());
    view! {
        <section class="page" data-testid="page-tools">
            <h2>{move || t().title}</h2>
            <div class="stack">
                <a class="btn btn--primary tool-link" href=Route::Planner { ship: None }.hash() data-testid="tool-move">
                    <span class="tool-link__icon" aria-hidden="true">"☸"</span>
                    <span>
                        <strong>{move || t().move_title}</strong>
                        <br />
                        <small>{move || t().move_note}</small>
                    </span>
                </a>
                <a class="btn btn--primary tool-link" href=Route::Fire { ship: None }.hash() data-testid="tool-fire">
                    <span class="tool-link__icon" aria-hidden="true">"✸"</span>
                    <span>
                        <strong>{move || t().fire_title}</strong>
                        <br />
                        <small>{move || t().fire_note}</small>
                    </span>
                </a>
            </div>
            <p class="muted">{move || t().roll_note}</p>
        </section>
    }
}
