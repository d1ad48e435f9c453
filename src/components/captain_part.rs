//! The captain's part of the ship's sheet. The captains' UI (hands, PIN,
//! codes) replaces this; for now: a face-up card can be turned face down
//! again (turning one up takes its owner's proof, from their hand).

use crate::i18n::game::texts;
use crate::i18n::use_lang;
use crate::state::game::use_game;
use leptos::prelude::*;
use shturman_game::{Action, ShipStatus};
use uuid::Uuid;

#[component]
pub fn CaptainPart(ship: Uuid) -> impl IntoView {
    let lang = use_lang();
    let ctx = use_game();
    let face_up = move || {
        ctx.table.with(|v| {
            v.as_ref().is_some_and(|v| {
                v.ships.iter().any(|s| {
                    s.id == ship
                        && !matches!(s.status, ShipStatus::Sunk { .. })
                        && s.captain.as_ref().is_some_and(|c| c.face_up)
                })
            })
        })
    };
    view! {
        <Show when=face_up>
            <button data-testid="captain-hide"
                on:click=move |_| ctx.apply(vec![Action::HideCaptain { ship }], || {})>
                "🂠 " {move || texts(lang.get()).hide}
            </button>
        </Show>
    }
}
