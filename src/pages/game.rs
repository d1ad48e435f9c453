//! The game screen.

use crate::i18n::{shell::shell, use_lang};
use leptos::prelude::*;

#[component]
pub fn GamePage() -> impl IntoView {
    let lang = use_lang();
    let t = move || shell(lang.get());
    view! {
        <section class="page" data-testid="page-game">
            <h2>{move || t().nav_game}</h2>
            <p class="placeholder">{move || t().soon_game}</p>
        </section>
    }
}
