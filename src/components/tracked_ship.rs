//! The banner of a table tool opened for a ship of the open game: which
//! ship it is, a way back to its card, and (in the movement planner) the
//! move's resulting heading recorded in the game after one confirmation.

use crate::i18n::terms::heading_name;
use crate::i18n::{tracked::texts, use_lang};
use crate::state::game::GameCtx;
use crate::state::route::navigate_hash;
use crate::state::tracked::TrackedShip;
use leptos::prelude::*;
use shturman_game::Action;
use shturman_rules::Heading;

#[component]
pub fn TrackedShipBanner(
    tracked: TrackedShip,
    /// The heading the tool ends with, to record; None for a tool that
    /// records nothing itself (the fire helper).
    #[prop(optional, into)]
    result: Option<Signal<Heading>>,
) -> impl IntoView {
    let lang = use_lang();
    let t = move || texts(lang.get());
    let asking = RwSignal::new(false);
    let id = tracked.ship.id;
    let name = tracked.ship.name.clone();
    let back = shturman_screens::route::Route::Table { ship: Some(id) }.hash();
    let record = move |_| {
        let (Some(ctx), Some(h)) = (use_context::<GameCtx>(), result) else {
            return;
        };
        let heading = h.get_untracked();
        ctx.apply(
            vec![Action::ShipMoved {
                ship: id,
                heading,
                two_calms: false,
            }],
            move || {
                navigate_hash(&shturman_screens::route::Route::Table { ship: Some(id) }.hash());
            },
        );
        asking.set(false);
    };
    let name2 = name.clone();
    view! {
        <div class="card stack" data-testid="tracked-ship">
            <p>
                <strong>{move || t().from_game}</strong>
                ": "
                <span data-testid="tracked-name">{name.clone()}</span>
            </p>
            <div class="row">
                <a class="btn" href=back.clone() data-testid="tracked-back">{move || t().back}</a>
                {result.map(|h| {
                    let name = name2.clone();
                    view! {
                        <Show
                            when=move || asking.get()
                            fallback=move || view! {
                                <button class="btn--primary" data-testid="tracked-record" on:click=move |_| asking.set(true)>
                                    {move || t().record}
                                </button>
                            }
                        >
                            <p data-testid="tracked-confirm">
                                {format!("{} «{}» — ", t().confirm, name)}
                                {move || format!("{} {}", t().heads, heading_name(lang.get(), h.get()))}
                            </p>
                            <button class="btn--primary" data-testid="tracked-yes" on:click=record>{move || t().yes}</button>
                            <button data-testid="tracked-no" on:click=move |_| asking.set(false)>{move || t().no}</button>
                        </Show>
                    }
                })}
            </div>
        </div>
    }
}
