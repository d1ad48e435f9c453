//! At a live table, what one side records against another (issue 43,
//! item 10): the disputes ([`LiveDisputes`]) and the alliances offered,
//! accepted or set mid-game ([`LiveAlliances`]), under the table. Their
//! code is a lazily loaded part (with the code that changes a game): the
//! first load of a phone stays as it was.

use crate::components::lazy_part::lazy_part;
use crate::components::live_alliances::LiveAlliances;
use crate::components::live_disputes::LiveDisputes;
use leptos::prelude::*;

/// The part where the table screen shows it: fetched once this device is
/// at a live table.
#[component]
pub fn LazyLiveSides() -> impl IntoView {
    lazy_part(|| crate::live::status().is_some(), sides)
}

#[leptos::wasm_split::wasm_split(game_changes, fallible, wasm_split_path = ::leptos::wasm_split)]
fn sides() -> Result<AnyView, leptos::wasm_split::SplitLoaderError> {
    Ok(view! {
        <LiveDisputes />
        <LiveAlliances />
    }
    .into_any())
}
