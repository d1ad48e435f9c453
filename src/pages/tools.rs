//! The Tools hub (#/tools): two big buttons, to the movement planner and
//! to the fire helper.

use crate::i18n::tools::tools_text;
use crate::i18n::use_lang;
use crate::state::route::Route;
use leptos::prelude::*;

#[component]
pub fn ToolsPage() -> impl IntoView {
    let lang = use_lang();
    let t = move || tools_text(lang.get());
    view! {
        <section class="page" data-testid="page-tools">
            <h2>{move || t().title}</h2>
            <div class="stack">
                <a class="btn btn--primary tool-link" href=Route::Move.hash() data-testid="tool-move">
                    <span class="tool-link__icon" aria-hidden="true">"☸"</span>
                    <span>
                        <strong>{move || t().move_title}</strong>
                        <br />
                        <small>{move || t().move_note}</small>
                    </span>
                </a>
                <a class="btn btn--primary tool-link" href=Route::Fire.hash() data-testid="tool-fire">
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
