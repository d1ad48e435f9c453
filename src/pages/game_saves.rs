//! The start screen with no game open: a new game, a player's own hand,
//! and (below) the saved games. This head is in the main wasm module; the
//! list, with export and import, is a chunk of its own ([`saves_list`])
//! fetched once the head is painted: the first load a phone waits for
//! stays small (docs/scheduling.md).
//!
//! [`saves_list`]: crate::pages::saves_list

use crate::components::lazy_part::lazy_part;
use crate::i18n::use_lang;
use crate::pages::saves_list;
use crate::state::game::use_game;
use crate::state::route::Route;
use leptos::prelude::*;
use shturman_words::address::Sub;
use shturman_words::game::start::words as texts;

#[leptos::wasm_split::wasm_split(saves, fallible, wasm_split_path = ::leptos::wasm_split)]
fn saves_list_view() -> Result<AnyView, leptos::wasm_split::SplitLoaderError> {
    Ok(saves_list::SavesList().into_any())
}

#[component]
pub fn GameSavesPage() -> impl IntoView {
    let lang = use_lang();
    let t = move || texts(lang.get());
    let ctx = use_game();
    // the list, export and import follow the head once it is painted,
    // from their chunk (`lazy_part`: docs/scheduling.md)
    let rest = RwSignal::new(false);
    crate::schedule::after_next_paint(move || {
        let _ = rest.try_set(true);
    });
    // the LAN page (plain http) is a page, not the installed app: say so
    // once, here, small
    let lan = crate::platform::insecure_page();
    view! {
        <div class="stack" data-testid="game-saves">
            <Show when=move || !ctx.is_open()>
                // what the app is, for a newcomer (issue 33)
                <p class="start-about" data-testid="start-about">{move || t().about}</p>
                <p class="muted">{move || t().no_game}</p>
            </Show>
            <a class="btn btn--primary big" href=Sub::New.hash() data-testid="game-new">
                "+ " {move || t().new_game}
            </a>
            <a class="btn" href=Route::MyHand.hash() data-testid="my-hand-link">
                "📱 " {move || t().my_hand}
            </a>
            {lan.then(|| view! {
                <p class="muted lan-note" data-testid="lan-page-note">{move || t().lan_page}</p>
            })}
            {lazy_part(move || rest.get(), saves_list_view)}
        </div>
    }
}
