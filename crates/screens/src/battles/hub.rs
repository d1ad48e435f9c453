//! The Tools hub's part for the three other games: each game with its
//! resolver screens (title, a line on what it answers, the route).

use crate::route::{Battle, Route};
use shturman_words::Lang;
use shturman_words::dreadnought::gunnery::words as gun_words;
use shturman_words::dreadnought::tracker::words as tracker_words;
use shturman_words::dreadnought::words as dread_words;
use shturman_words::his::words as his_words;
use shturman_words::macro_battle::words as macro_words;

/// One resolver screen in the hub.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HubItem {
    pub battle: Battle,
    pub href: String,
    pub title: &'static str,
    pub note: &'static str,
}

/// One game and its resolvers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HubGame {
    pub code: &'static str,
    pub title: &'static str,
    pub items: Vec<HubItem>,
}

fn item(battle: Battle, title: &'static str, note: &'static str) -> HubItem {
    HubItem {
        battle,
        href: Route::Battle(battle).hash(),
        title,
        note,
    }
}

/// The games and their resolvers, in the hub's order.
pub fn games(lang: Lang) -> Vec<HubGame> {
    let h = his_words(lang);
    let m = macro_words(lang);
    let d = dread_words(lang);
    let g = gun_words(lang);
    let t = tracker_words(lang);
    vec![
        HubGame {
            code: "his",
            title: h.game,
            items: vec![
                item(Battle::HisField, h.field_title, h.field_note),
                item(Battle::HisAssault, h.assault_title, h.assault_note),
                item(Battle::HisNaval, h.naval_title, h.naval_note),
                item(Battle::HisRoll, h.roll_title, h.roll_note),
            ],
        },
        HubGame {
            code: "macro",
            title: m.game,
            items: vec![
                item(Battle::MacroMelee, m.melee_title, m.melee_note),
                item(Battle::MacroFire, m.fire_title, m.fire_note),
                item(Battle::MacroArtillery, m.artillery_title, m.artillery_note),
                item(Battle::MacroMovement, m.movement_title, m.movement_note),
                item(Battle::MacroAfter, m.after_title, m.after_note),
                item(Battle::MacroCourier, m.courier_title, m.courier_note),
            ],
        },
        HubGame {
            code: "dreadnought",
            title: d.game,
            items: vec![
                item(Battle::DreadnoughtTracker, t.title, t.note),
                item(Battle::DreadnoughtGunnery, g.title, g.note),
                item(Battle::DreadnoughtTorpedo, d.torpedo_title, d.torpedo_note),
                item(
                    Battle::DreadnoughtGrounding,
                    d.grounding_title,
                    d.grounding_note,
                ),
            ],
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_hub_item_routes_to_its_screen() {
        for lang in [Lang::Ru, Lang::En] {
            for g in games(lang) {
                for i in g.items {
                    assert_eq!(Route::parse(&i.href), Route::Battle(i.battle));
                }
            }
        }
    }
}
