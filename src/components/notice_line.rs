//! An input the screen refused, said in the player's language right where
//! they are looking (each section of a screen shows its own).

use leptos::prelude::*;

#[component]
pub fn NoticeLine(
    #[prop(into)] text: Signal<Option<String>>,
    testid: &'static str,
) -> impl IntoView {
    view! {
        <p class="notice" role="alert" data-testid=testid hidden=move || text.with(Option::is_none)>
            {move || text.get()}
        </p>
    }
}
