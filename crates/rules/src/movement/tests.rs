//! The movement module's unit tests.

use super::*;
use crate::assumptions::Assumption;
use crate::card::{Captain, CardField, ShipClass};
use crate::geometry::{Heading, Offset};

fn brig() -> Vessel {
    Vessel::of_card(ShipClass::Brig.card()).unwrap()
}

/// The seed's worked example (§3.1), both endings.
#[test]
fn seed_brig_example_both_endings() {
    let mut p = Planner::new(brig(), Heading::N, Heading::W);
    let b = *p.budget();
    assert_eq!(
        (b.card_range, b.max_range, b.deviation, b.budget),
        (5, 5, 2, 3)
    );

    let s1 = *p.step(Move::L).unwrap();
    assert_eq!(s1.to.at, Offset::new(-1, 1));
    assert_eq!(s1.to.heading, Heading::NW);
    assert_eq!(s1.to.remaining, 2);
    assert_eq!(
        s1.change,
        BudgetChange {
            step: -1,
            diagonal: -1,
            wind: 1
        }
    );
    assert_eq!(
        s1.passed.as_slice(),
        [Offset::new(0, 1), Offset::new(-1, 1)]
    );

    let s2 = *p.step(Move::L).unwrap();
    assert_eq!(
        (s2.to.at, s2.to.heading, s2.to.remaining),
        (Offset::new(-2, 2), Heading::W, 2)
    );
    assert_eq!(
        s2.change,
        BudgetChange {
            step: -1,
            diagonal: 0,
            wind: 1
        }
    );
    assert_eq!(s2.passed.as_slice(), [Offset::new(-2, 2)]);

    // Ending one: F, F to (−4, 2) facing W with nothing left.
    let mut a = p.clone();
    a.step(Move::F).unwrap();
    let s4 = *a.step(Move::F).unwrap();
    assert_eq!(
        (s4.to.at, s4.to.heading, s4.to.remaining),
        (Offset::new(-4, 2), Heading::W, 0)
    );
    assert_eq!(a.step(Move::F), Err(MoveError::MoveOver { remaining: 0 }));

    // Ending two: L to (−3, 1) facing SW, through (−3, 2), R = −1.
    let s3 = *p.step(Move::L).unwrap();
    assert_eq!(
        (s3.to.at, s3.to.heading, s3.to.remaining),
        (Offset::new(-3, 1), Heading::SW, -1)
    );
    assert_eq!(
        s3.change,
        BudgetChange {
            step: -1,
            diagonal: -1,
            wind: -1
        }
    );
    assert_eq!(
        s3.passed.as_slice(),
        [Offset::new(-3, 2), Offset::new(-3, 1)]
    );
    assert!(p.is_over());
    let before = p.clone();
    assert_eq!(p.step(Move::R), Err(MoveError::MoveOver { remaining: -1 }));
    assert_eq!(p, before, "a refused step changes nothing");
}

#[test]
fn undo_restores_the_previous_state() {
    let mut p = Planner::new(brig(), Heading::N, Heading::W);
    p.step(Move::L).unwrap();
    let mid = p.state();
    let s = *p.step(Move::R).unwrap();
    assert_eq!(p.undo(), Some(Undone::Step(s)));
    assert_eq!(p.state(), mid);
    p.undo();
    assert_eq!(p.state(), FreshState::start(p.budget()));
    assert_eq!(p.undo(), None);
}

#[test]
fn turn_in_place_blocks_moving_and_undoes() {
    let mut p = Planner::new(brig(), Heading::N, Heading::W);
    assert_eq!(
        p.turn_in_place(Heading::S),
        Err(MoveError::TurnNotAllowed {
            heading: Heading::S,
            allowance: 2
        })
    );
    p.turn_in_place(Heading::E).unwrap();
    assert_eq!(p.state().heading, Heading::E);
    assert_eq!(
        p.step(Move::F),
        Err(MoveError::TurnedInPlace {
            heading: Heading::E
        })
    );
    assert_eq!(p.undo(), Some(Undone::TurnInPlace(Heading::E)));
    p.step(Move::F).unwrap();
    assert_eq!(
        p.turn_in_place(Heading::E),
        Err(MoveError::AlreadyMoved { steps: 1 })
    );
    assert!(p.reach().turn_in_place.is_empty());
}

#[test]
fn follow_is_all_or_nothing() {
    let mut p = Planner::new(brig(), Heading::N, Heading::W);
    let err = p.follow(&"LLLF".parse().unwrap()).unwrap_err();
    assert_eq!(
        err,
        PlanError {
            index: 3,
            mv: Move::F,
            error: MoveError::MoveOver { remaining: -1 }
        }
    );
    assert!(p.steps().is_empty());
    p.follow(&"LLFF".parse().unwrap()).unwrap();
    assert_eq!(p.state().at, Offset::new(-4, 2));
    assert_eq!(p.path().to_string(), "LLFF");
}

#[test]
fn no_budget_no_move_but_turn_in_place() {
    // Linkor 3/2 heading E into a W wind: 3 − 4 = −1.
    let linkor = Vessel::of_card(ShipClass::Linkor.card()).unwrap();
    let mut p = Planner::new(linkor, Heading::E, Heading::W);
    assert_eq!(p.budget().budget, -1);
    assert_eq!(p.step(Move::F), Err(MoveError::MoveOver { remaining: -1 }));
    let r = p.reach();
    assert_eq!(r.entries.len(), 1);
    assert_eq!(
        r.turn_in_place.iter().collect::<Vec<_>>(),
        [Heading::NE, Heading::SE]
    );
    p.turn_in_place(Heading::NE).unwrap();
}

#[test]
fn rapid_and_sail_damage_are_parts_of_the_budget() {
    let v = Vessel::new(ShipClass::Brig.card(), Some(Captain::Rapid), 3).unwrap();
    let b = start_budget(&v, Heading::NE, Heading::N);
    assert_eq!(
        (
            b.range_field,
            b.card_range,
            b.rapid,
            b.sail_damage,
            b.max_range,
            b.deviation,
            b.budget
        ),
        (CardField::FreshDiagonal, 4, 1, 3, 2, 1, 1)
    );
}

#[test]
fn reach_lists_the_seed_endings_with_their_paths() {
    let r = reach(&brig(), Heading::N, Heading::W);
    assert_eq!(r.entries[0].path, Path::EMPTY);
    let e = r.find(Offset::new(-3, 1), Heading::SW).unwrap();
    assert_eq!(e.remaining, -1);
    assert_eq!(e.path.to_string(), "LLL");
    assert_eq!(
        r.passed(e),
        [
            Offset::new(0, 1),
            Offset::new(-1, 1),
            Offset::new(-2, 2),
            Offset::new(-3, 2),
            Offset::new(-3, 1)
        ]
    );
    // No two entries share an end state.
    let mut keys: Vec<_> = r.entries.iter().map(|e| (e.at, e.heading)).collect();
    keys.sort();
    keys.dedup();
    assert_eq!(keys.len(), r.entries.len());
    assert_eq!(r.assumptions, [Assumption::A2CalmTurns]);
}

#[test]
fn two_calms_for_a_2_0_card_is_the_a13_extension() {
    let mut card = ShipClass::Brig.card();
    card.calm_straight = 2;
    let o = calm_options(&card, Heading::NE, true);
    assert_eq!(o.two_calms, Some(Offset::new(1, 1)));
    assert!(o.assumptions.contains(&Assumption::A13TwoCalmsAnyCalmShip));
    let brig = calm_options(&ShipClass::Brig.card(), Heading::NE, true);
    assert!(
        !brig
            .assumptions
            .contains(&Assumption::A13TwoCalmsAnyCalmShip)
    );
}

#[test]
fn two_calms_rules() {
    let brig = ShipClass::Brig.card();
    // Straight brig just moves its calm straight cell; no extra.
    let o = calm_options(&brig, Heading::N, true);
    assert_eq!(o.forward, [Offset::new(0, 1)]);
    assert_eq!(o.two_calms, None);
    // a calm-0/0 ship on a diagonal gets nothing.
    let o = calm_options(&ShipClass::Galleon.card(), Heading::SW, true);
    assert_eq!(o.two_calms, None);
    assert_eq!(o.assumptions, [Assumption::A3TwoCalmsStraight]);
    assert_eq!(o.turn.allowance, 1);
}

#[test]
fn storm_drifts_along_the_storm() {
    let d = storm_drift(&ShipClass::Linkor.card(), Heading::SW);
    assert_eq!(d.drift, Offset::new(-1, -1));
    assert_eq!(d.passed, [Offset::new(-1, -1)]);
    assert_eq!(d.heading, Heading::SW);
    assert_eq!(d.assumptions, [Assumption::A4StormDrift]);
}

#[test]
fn absurd_cards_are_refused() {
    let mut c = ShipClass::Brig.card();
    c.calm_straight = 21;
    assert_eq!(
        Vessel::of_card(c),
        Err(VesselError::AbsurdCardValue {
            field: CardField::CalmStraight,
            value: 21
        })
    );
}
