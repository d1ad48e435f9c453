//! Which page each resolver route opens (`Route::Battle`), and the Tools
//! hub's list of the three other games with their resolvers.

use crate::i18n::use_lang;
use crate::pages::battle::battle_page;
use leptos::prelude::*;
use shturman_screens::battles::dread_grounding::DreadGrounding;
use shturman_screens::battles::dread_gunnery::DreadGunnery;
use shturman_screens::battles::dread_torpedo::DreadTorpedo;
use shturman_screens::battles::his_assault::HisAssault;
use shturman_screens::battles::his_field::HisField;
use shturman_screens::battles::his_naval::HisNaval;
use shturman_screens::battles::his_roll::HisRoll;
use shturman_screens::battles::hub::games;
use shturman_screens::battles::macro_after::MacroAfter;
use shturman_screens::battles::macro_artillery::MacroArtillery;
use shturman_screens::battles::macro_courier::MacroCourier;
use shturman_screens::battles::macro_fire::MacroFire;
use shturman_screens::battles::macro_melee::MacroMelee;
use shturman_screens::battles::macro_movement::MacroMovement;
use shturman_screens::route::Battle;

/// The page of a resolver route.
pub fn battle_view(b: Battle) -> AnyView {
    match b {
        Battle::HisField => battle_page::<HisField>().into_any(),
        Battle::HisAssault => battle_page::<HisAssault>().into_any(),
        Battle::HisNaval => battle_page::<HisNaval>().into_any(),
        Battle::HisRoll => battle_page::<HisRoll>().into_any(),
        Battle::MacroMelee => battle_page::<MacroMelee>().into_any(),
        Battle::MacroFire => battle_page::<MacroFire>().into_any(),
        Battle::MacroArtillery => battle_page::<MacroArtillery>().into_any(),
        Battle::MacroMovement => battle_page::<MacroMovement>().into_any(),
        Battle::MacroAfter => battle_page::<MacroAfter>().into_any(),
        Battle::MacroCourier => battle_page::<MacroCourier>().into_any(),
        Battle::DreadnoughtGrounding => battle_page::<DreadGrounding>().into_any(),
        Battle::DreadnoughtTorpedo => battle_page::<DreadTorpedo>().into_any(),
        Battle::DreadnoughtGunnery => battle_page::<DreadGunnery>().into_any(),
        Battle::DreadnoughtTracker => {
            view! { <crate::pages::dread_tracker::DreadTrackerPage /> }.into_any()
        }
    }
}

/// The hub's games, each a heading and a link per resolver.
#[component]
pub fn BattleHub() -> impl IntoView {
    let lang = use_lang();
    move || {
        games(lang.get())
            .into_iter()
            .map(|g| {
                view! {
                    <h3 class="hub__game" data-testid=format!("hub-{}", g.code)>{g.title}</h3>
                    <div class="stack hub__list">
                        {g
                            .items
                            .into_iter()
                            .map(|i| {
                                view! {
                                    <a class="btn tool-link hub__item" href=i.href data-testid=format!("tool-{}", i.battle.path().replace('/', "-"))>
                                        <span>
                                            <strong>{i.title}</strong>
                                            <br />
                                            <small>{i.note}</small>
                                        </span>
                                    </a>
                                }
                            })
                            .collect_view()}
                    </div>
                }
            })
            .collect_view()
    }
}
