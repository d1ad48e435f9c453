use super::*;
use crate::game::fixtures::{battle, round, ship};
use shturman_game::{Game, Viewer};

fn apply(g: &mut Game, p: Proposal) {
    for a in p.actions {
        g.apply(a).unwrap();
    }
}

#[test]
fn a_hull_hit_is_one_tap_and_says_what_changes() {
    let mut g = battle();
    round(&mut g, Weather::Calm);
    let p = propose(&g.view(Viewer::Table), ship(1), Quick::HullHit, Lang::Ru).unwrap();
    assert_eq!(
        p.summary,
        "Исправление, не выстрел — Бриг «Корабль 1»: корпус 0 → 1"
    );
    apply(&mut g, p);
    assert_eq!(g.view(Viewer::Table).ships[0].hull, 1);
    let en = propose(&g.view(Viewer::Table), ship(1), Quick::HullHit, Lang::En).unwrap();
    assert_eq!(
        en.summary,
        "A correction, not a shot — Brig “Корабль 1”: hull 1 → 2"
    );
}

#[test]
fn the_last_hull_hit_records_a_sinking() {
    let mut g = battle();
    round(&mut g, Weather::Calm);
    let strength = ShipClass::Brig.card().strength;
    for _ in 0..strength {
        let p = propose(&g.view(Viewer::Table), ship(1), Quick::HullHit, Lang::Ru).unwrap();
        apply(&mut g, p);
    }
    let v = g.view(Viewer::Table);
    assert!(matches!(v.ships[0].status, ShipStatus::Sunk { .. }));
    let again = propose(&v, ship(1), Quick::HullHit, Lang::Ru);
    assert_eq!(again, Err("Корабль не на плаву.".into()));
    let sheet = view(&v, ship(1), Lang::Ru).unwrap();
    assert!(sheet.hits.iter().all(|b| !b.enabled));
}

#[test]
fn sail_hits_stop_at_dismasted() {
    let mut g = battle();
    round(&mut g, Weather::Calm);
    let full = ShipClass::Brig.card().fresh_straight;
    for i in 0..full {
        let p = propose(&g.view(Viewer::Table), ship(1), Quick::SailHit, Lang::Ru).unwrap();
        if i + 1 == full {
            assert!(p.summary.ends_with("— паруса потеряны"), "{}", p.summary);
        }
        apply(&mut g, p);
    }
    let v = g.view(Viewer::Table);
    assert_eq!(
        propose(&v, ship(1), Quick::SailHit, Lang::Ru),
        Err("Паруса уже потеряны.".into())
    );
    let sheet = view(&v, ship(1), Lang::Ru).unwrap();
    assert!(!sheet.hits[1].enabled);
}

#[test]
fn the_rose_records_the_move_with_its_new_heading() {
    let mut g = battle();
    round(&mut g, Weather::Fresh(Heading::W));
    let v = g.view(Viewer::Table);
    let sheet = view(&v, ship(1), Lang::Ru).unwrap();
    assert_eq!(sheet.rose.len(), 8);
    assert!(
        sheet
            .rose
            .iter()
            .find(|c| c.value == Heading::N)
            .unwrap()
            .selected
    );
    assert!(sheet.planner.starts_with("#/tools/move?ship="));
    assert!(sheet.planner.ends_with("&wind=W"));
    let p = propose(&v, ship(1), Quick::Heading(Heading::E), Lang::Ru).unwrap();
    assert_eq!(p.summary, "Бриг «Корабль 1»: курс север → восток");
    apply(&mut g, p);
    assert_eq!(g.view(Viewer::Table).ships[0].heading, Heading::E);
}

/// Issue 46 #4: before round 1 a heading was put to the confirmation and
/// then refused by the core, while the shot panel already said «Сначала
/// начните раунд». The rose is off with the reason beside it, and a
/// proposal is refused before any confirmation; the core agrees.
#[test]
fn no_heading_before_the_first_round() {
    let mut g = battle();
    let v = g.view(Viewer::Table);
    let sheet = view(&v, ship(1), Lang::Ru).unwrap();
    assert!(sheet.rose.iter().all(|c| !c.enabled));
    assert_eq!(
        sheet.rose_note,
        Some("Сначала начните раунд: ход и курс записываются в раунде.")
    );
    for q in [Quick::Heading(Heading::E), Quick::TwoCalms] {
        assert_eq!(
            propose(&v, ship(1), q, Lang::En),
            Err("Start a round first: a move and its heading are recorded in a round.".into())
        );
    }
    let before = g.view(Viewer::Table);
    let moved = Action::ShipMoved {
        ship: ship(1),
        heading: Heading::E,
        two_calms: false,
    };
    assert!(g.apply(moved).is_err(), "the core refuses it too");
    assert_eq!(g.view(Viewer::Table), before);
    round(&mut g, Weather::Calm);
    let sheet = view(&g.view(Viewer::Table), ship(1), Lang::Ru).unwrap();
    assert!(sheet.rose.iter().all(|c| c.enabled));
    assert_eq!(sheet.rose_note, None);
}

/// Issue 46 #11: a tap on the current heading is a move without a turn,
/// not «курс север → север».
#[test]
fn the_current_heading_is_a_move_without_a_turn() {
    let mut g = battle();
    round(&mut g, Weather::Fresh(Heading::W));
    let p = propose(
        &g.view(Viewer::Table),
        ship(1),
        Quick::Heading(Heading::N),
        Lang::Ru,
    )
    .unwrap();
    assert_eq!(p.summary, "Бриг «Корабль 1»: ход без поворота, курс север");
}

/// Issue 16 #1: the two-calms move is offered on the second calm only, is
/// recorded with `two_calms: true`, and the next calm is a first calm again.
#[test]
fn the_two_calms_move_is_recorded_as_such() {
    let mut g = battle();
    round(&mut g, Weather::Calm);
    // the frigate (calm 0/0, heading N) is granted it
    let v = g.view(Viewer::Table);
    assert!(
        v.ships
            .iter()
            .all(|s| view(&v, s.id, Lang::Ru).unwrap().two_calms.is_none())
    );
    round(&mut g, Weather::Calm);
    let v = g.view(Viewer::Table);
    let s = v.ships.iter().find(|s| s.id == ship(2)).unwrap();
    assert!(view(&v, s.id, Lang::Ru).unwrap().two_calms.is_some());
    let p = propose(&v, s.id, Quick::TwoCalms, Lang::Ru).unwrap();
    assert!(matches!(
        p.actions[0],
        Action::ShipMoved {
            two_calms: true,
            ..
        }
    ));
    apply(&mut g, p);
    // made this round (the core's `made_two_calms_move`): neither the
    // button nor the tile's reminder is offered again
    let v = g.view(Viewer::Table);
    assert!(view(&v, s.id, Lang::Ru).unwrap().two_calms.is_none());
    let t = crate::game::table::view(&v, Lang::Ru);
    let tile = t
        .fleets
        .iter()
        .flat_map(|f| &f.tiles)
        .find(|t| t.id == s.id)
        .unwrap();
    assert!(tile.reminders.iter().all(|r| r.code != "two_calms"));
    round(&mut g, Weather::Calm);
    let v = g.view(Viewer::Table);
    assert!(view(&v, s.id, Lang::Ru).unwrap().two_calms.is_none());
}

/// Issue 33 #15: a sunk ship's sheet says why, and offers no dead buttons.
#[test]
fn a_sunk_ships_sheet_says_why_and_offers_nothing() {
    let mut g = battle();
    round(&mut g, Weather::Calm);
    g.apply(shturman_game::Action::ShipSunk {
        ship: ship(1),
        cause: shturman_game::SinkCause::Other,
    })
    .unwrap();
    let v = view(&g.view(Viewer::Table), ship(1), Lang::Ru).unwrap();
    assert!(!v.afloat);
    assert_eq!(v.sunk_note, Some(words(Lang::Ru).sunk_note));
    assert!(v.hits.is_empty() && v.rose.is_empty() && v.two_calms.is_none());
    let afloat = view(&g.view(Viewer::Table), ship(2), Lang::Ru).unwrap();
    assert_eq!(afloat.sunk_note, None);
    assert_eq!(afloat.hits.len(), 2);
}
