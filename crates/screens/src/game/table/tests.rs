use super::*;
use crate::game::fixtures::{battle, reveal, round, ship, swift_on};
use shturman_game::{Action, Viewer};
use shturman_rules::Heading;

fn codes(t: &Tile) -> Vec<&'static str> {
    t.reminders.iter().map(|r| r.code).collect()
}

fn tile_of(v: &TableView, n: u128) -> &Tile {
    v.fleets
        .iter()
        .flat_map(|f| &f.tiles)
        .find(|t| t.id == ship(n))
        .unwrap()
}

#[test]
fn a_two_by_four_battle_makes_two_fleets_of_four_tiles() {
    let g = battle();
    let v = view(&g.view(Viewer::Table), Lang::Ru);
    assert_eq!(v.fleets.len(), 2);
    assert!(v.fleets.iter().all(|f| f.tiles.len() == 4));
    assert_eq!(v.bar.round, "Раунд не начат");
    assert_eq!(v.bar.action, "▸ Первый раунд");
    let brig = tile_of(&v, 1);
    assert_eq!(brig.class, "Бриг");
    assert_eq!(brig.arrow, Some(heading_arrow(Heading::N)));
    assert_eq!((brig.hull.filled, brig.hull.of), (0, 3));
    assert_eq!(brig.shots.filled, brig.shots.of);
    assert_eq!(brig.status, Status::Afloat);
    assert_eq!(brig.colour, "#c0392b");
    assert!(brig.captain.is_none());
}

#[test]
fn the_bar_shows_round_and_weather_in_both_languages() {
    let mut g = battle();
    round(&mut g, Weather::Fresh(Heading::W));
    let ru = view(&g.view(Viewer::Table), Lang::Ru);
    assert_eq!(ru.bar.round, "Раунд 1");
    // the arrow: where the wind blows, as the rules count it (issue 33 #8)
    assert_eq!(ru.bar.weather, "ветер → запад");
    assert_eq!(ru.bar.action, "+ раунд");
    let en = view(&g.view(Viewer::Table), Lang::En);
    assert_eq!(en.bar.round, "Round 1");
    assert_eq!(en.bar.weather, "wind → west");
    round(&mut g, Weather::Storm(Heading::SE));
    let ru = view(&g.view(Viewer::Table), Lang::Ru);
    assert_eq!(ru.bar.weather, "буря → юго-восток");
}

/// Issue 16 #7: brig N, wind W, 1 sail damage: range 2 (5 − 1 − 2).
#[test]
fn sails_damaged_reminder_subtracts_the_deviation() {
    let mut g = battle();
    round(&mut g, Weather::Fresh(Heading::W));
    g.apply(Action::SetSailDamage {
        ship: ship(1),
        damage: 1,
    })
    .unwrap();
    let v = view(&g.view(Viewer::Table), Lang::Ru);
    let t = tile_of(&v, 1);
    assert_eq!(codes(t), ["sails"]);
    assert_eq!(
        t.reminders[0].why.text,
        "паруса повреждены: ход при этом ветре — 2 клетки"
    );
    assert_eq!(t.reminders[0].why.section.as_deref(), Some("3.1"));
    let s = t.sails.as_ref().unwrap();
    assert_eq!((s.filled, s.of), (1, 5));
}

/// Before the first round no wind blows yet: the most the ship may go in
/// a fresh wind, said as a maximum.
#[test]
fn sails_damaged_before_a_round_says_it_is_the_maximum() {
    let mut g = battle();
    g.apply(Action::SetSailDamage {
        ship: ship(1),
        damage: 1,
    })
    .unwrap();
    let v = view(&g.view(Viewer::Table), Lang::En);
    let t = tile_of(&v, 1);
    assert_eq!(
        t.reminders[0].why.text,
        "sails damaged: maximum range in a fresh wind 4 cells"
    );
    assert_eq!(t.reminders[0].short, "sails: up to 4");
    let v = view(&g.view(Viewer::Table), Lang::Ru);
    assert_eq!(tile_of(&v, 1).reminders[0].short, "паруса: до 4");
}

/// Issue 46 #4: «паруса: ход 3» in a calm round was the fresh-wind
/// maximum while a brig in calm moves 1. The calm moves and the storm's
/// drift take no account of the sails (the core's `calm_options` and
/// `storm_drift`): no sails chip in those rounds; the fresh wind's comes
/// back with the wind.
#[test]
fn no_sails_range_in_a_calm_or_a_storm() {
    let mut g = battle();
    round(&mut g, Weather::Calm);
    g.apply(Action::SetSailDamage {
        ship: ship(1),
        damage: 1,
    })
    .unwrap();
    let v = view(&g.view(Viewer::Table), Lang::Ru);
    assert!(!codes(tile_of(&v, 1)).contains(&"sails"));
    let brig = g.view(Viewer::Table).ships[0].card;
    let calm = calm_options(&brig, Heading::N, false).forward.len();
    assert_eq!(
        calm, 1,
        "the brig moves one cell in calm, whatever its sails"
    );
    round(&mut g, Weather::Storm(Heading::E));
    let v = view(&g.view(Viewer::Table), Lang::En);
    assert!(!codes(tile_of(&v, 1)).contains(&"sails"));
    round(&mut g, Weather::Fresh(Heading::W));
    let v = view(&g.view(Viewer::Table), Lang::Ru);
    assert_eq!(tile_of(&v, 1).reminders[0].short, "паруса: ход 2");
}

#[test]
fn sails_gone_shows_dismasted() {
    let mut g = battle();
    round(&mut g, Weather::Fresh(Heading::W));
    let full = ShipClass::Brig.card().fresh_straight;
    g.apply(Action::SetSailDamage {
        ship: ship(1),
        damage: full,
    })
    .unwrap();
    let v = view(&g.view(Viewer::Table), Lang::Ru);
    assert_eq!(codes(tile_of(&v, 1)), ["dismasted"]);
}

#[test]
fn two_calms_reminder_on_the_second_calm_only() {
    let mut g = battle();
    round(&mut g, Weather::Calm);
    let v = view(&g.view(Viewer::Table), Lang::Ru);
    assert!(!codes(tile_of(&v, 1)).contains(&"two_calms"));
    round(&mut g, Weather::Calm);
    let v = view(&g.view(Viewer::Table), Lang::Ru);
    let t = tile_of(&v, 1);
    let r = t.reminders.iter().find(|r| r.code == "two_calms");
    // the brig's card grants the two-calms move when it does not already
    // move in a calm; whatever the card, the reminder follows the core
    let core = calm_options(&ShipClass::Brig.card(), Heading::N, true).two_calms;
    assert_eq!(r.is_some(), core.is_some());
    if let Some(r) = r {
        assert_eq!(r.why.text, "два штиля: можно пройти 1 клетку");
    }
}

#[test]
fn a_sealed_captain_is_only_a_captain_and_a_face_up_swift_fires_first() {
    let mut g = battle();
    let salt = swift_on(&mut g, 0, 2);
    let v = view(&g.view(Viewer::Table), Lang::Ru);
    let t = tile_of(&v, 2);
    // the seal's short form, four characters, for the eye
    let ship = g
        .view(Viewer::Table)
        .ships
        .into_iter()
        .find(|s| s.captain.is_some())
        .unwrap();
    let short = ship.captain.unwrap().card.short.to_uppercase();
    assert_eq!(t.captain.clone().unwrap(), &short[..4]);
    // "капитан" is read, not shown: the anchor says it on the tile
    assert_eq!(t.captain_word, "капитан");
    assert!(!t.captain_face_up);
    assert!(codes(t).is_empty());
    round(&mut g, Weather::Calm);
    reveal(&mut g, 2, Captain::Swift, salt);
    let v = view(&g.view(Viewer::Table), Lang::En);
    let t = tile_of(&v, 2);
    assert_eq!(t.captain.as_deref(), Some("Swift"));
    assert_eq!(t.captain_word, "");
    assert!(codes(t).contains(&"swift"));
    assert_eq!(t.reminders[0].why.text, "Swift fires first");
}

#[test]
fn a_sunk_ship_has_no_reminders() {
    let mut g = battle();
    round(&mut g, Weather::Fresh(Heading::W));
    g.apply(Action::SetSailDamage {
        ship: ship(3),
        damage: 1,
    })
    .unwrap();
    g.apply(Action::ShipSunk {
        ship: ship(3),
        cause: shturman_game::SinkCause::Other,
    })
    .unwrap_or_else(|e| panic!("{e:?}"));
    let v = view(&g.view(Viewer::Table), Lang::Ru);
    let t = tile_of(&v, 3);
    assert_eq!(t.status, Status::Sunk);
    assert_eq!(t.status_text, "потоплен");
    assert!(t.reminders.is_empty());
}

fn sail_damage(g: &mut shturman_game::Game, n: u128, damage: u8) {
    g.apply(Action::SetSailDamage {
        ship: ship(n),
        damage,
    })
    .unwrap();
}

/// Issue 33 #5: each reminder has a one-line chip beside its whole text.
#[test]
fn reminders_have_short_chips() {
    let mut g = battle();
    round(&mut g, Weather::Fresh(Heading::W));
    sail_damage(&mut g, 1, 1);
    sail_damage(&mut g, 5, 5);
    let v = view(&g.view(Viewer::Table), Lang::Ru);
    let sails = &tile_of(&v, 1).reminders[0];
    assert_eq!(sails.short, "паруса: ход 2");
    assert!(sails.why.text.ends_with("— 2 клетки"));
    assert_eq!(tile_of(&v, 5).reminders[0].short, "без парусов");
    let v = view(&g.view(Viewer::Table), Lang::En);
    assert_eq!(tile_of(&v, 1).reminders[0].short, "sails: range 2");
    round(&mut g, Weather::Calm);
    round(&mut g, Weather::Calm);
    let v = view(&g.view(Viewer::Table), Lang::Ru);
    for t in v.fleets.iter().flat_map(|f| &f.tiles) {
        for r in &t.reminders {
            assert!(r.short.chars().count() <= 18, "{:?} fits a chip", r.short);
            if r.code == "two_calms" {
                assert!(r.short.starts_with("два штиля: ход "), "{}", r.short);
            }
        }
    }
}

/// Issue 33 #15 and #5: a captured ship stays in the column of the player
/// it was taken from (no column grows past the screen), in its captor's
/// colour, said as taken by them.
#[test]
fn a_captured_ship_is_taken_by_its_captor() {
    let mut g = battle();
    round(&mut g, Weather::Calm);
    g.apply(Action::Boarding {
        attacker: ship(5),
        defender: ship(1),
        winner: shturman_game::BoardingSide::Attacker,
    })
    .unwrap();
    let v = view(&g.view(Viewer::Table), Lang::Ru);
    let fleet = |name| v.fleets.iter().find(|f| f.name == name).unwrap();
    let (anya, boris) = (fleet("Аня"), fleet("Борис"));
    assert!(boris.tiles.iter().all(|t| t.id != ship(1)));
    let t = anya.tiles.iter().find(|t| t.id == ship(1)).unwrap();
    assert_eq!(anya.tiles.len(), 4, "Аня's column keeps its four entries");
    assert_eq!(t.colour, boris.colour, "in the captor's colour");
    assert_ne!(t.colour, anya.colour);
    assert_eq!(t.status, Status::Captured);
    assert_eq!(t.status_text, "взят Борисом");
    let v = view(&g.view(Viewer::Table), Lang::En);
    assert_eq!(tile_of(&v, 1).status_text, "taken by Борис");
}
