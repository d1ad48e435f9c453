//! Movement (§3) from the outside: the seed's worked example, the
//! start-budget table as data, a brute-force check of the reachable set, and
//! property tests of the invariants the planner UI relies on.

use proptest::prelude::*;
use shturman_rules::card::ShipCard;
use shturman_rules::movement::{
    BudgetChange, FreshState, Move, MoveError, Path, Planner, Reach, ReachEntry, Vessel,
    fresh_step, reach, start_budget,
};
use shturman_rules::{Captain, Heading, Offset, ShipClass, Weather, deviation};
use std::collections::HashMap;

fn brig() -> Vessel {
    Vessel::of_card(ShipClass::Brig.card()).unwrap()
}

fn card(straight: u8, diagonal: u8) -> ShipCard {
    ShipCard {
        fresh_straight: straight,
        fresh_diagonal: diagonal,
        ..ShipClass::Brig.card()
    }
}

/// The seed's example (§3.1), step by step, both endings, with every
/// number the seed gives.
#[test]
fn seed_brig_example() {
    let mut p = Planner::new(brig(), Heading::N, Heading::W);
    assert_eq!(p.budget().budget, 3, "a. 5 − 2 = 3");

    let b = *p.step(Move::L).unwrap();
    assert_eq!(b.passed.as_slice(), [Offset::new(0, 1), Offset::new(-1, 1)]);
    assert_eq!(
        (b.to.heading, b.to.remaining),
        (Heading::NW, 2),
        "c. 3 − 1 − 1 + 1"
    );

    let d = *p.step(Move::L).unwrap();
    assert_eq!(
        (d.to.at, d.to.heading, d.to.remaining),
        (Offset::new(-2, 2), Heading::W, 2)
    );

    // f. two cells west, with the wind.
    let mut f = p.clone();
    f.follow(&"FF".parse().unwrap()).unwrap();
    assert_eq!(
        f.state(),
        FreshState {
            at: Offset::new(-4, 2),
            heading: Heading::W,
            remaining: 0
        }
    );
    assert_eq!(
        f.passed(),
        [(0, 1), (-1, 1), (-2, 2), (-3, 2), (-4, 2)].map(|(x, y)| Offset::new(x, y))
    );

    // Or the turn to SW: 2 − 1 − 1 − 1 = −1, move over.
    let g = *p.step(Move::L).unwrap();
    assert_eq!(
        g.to,
        FreshState {
            at: Offset::new(-3, 1),
            heading: Heading::SW,
            remaining: -1
        }
    );
    assert_eq!(
        g.change,
        BudgetChange {
            step: -1,
            diagonal: -1,
            wind: -1
        }
    );
    assert_eq!(p.step(Move::F), Err(MoveError::MoveOver { remaining: -1 }));
}

/// The start budget over all 64 heading/wind pairs for a 5/4 ship, against
/// the table in `tests/data/start_budget.txt`.
#[test]
fn start_budget_table() {
    let text = include_str!("data/start_budget.txt");
    let mut rows = text.lines().filter(|l| !l.starts_with('#'));
    let header: Vec<Heading> = rows
        .next()
        .unwrap()
        .split_whitespace()
        .skip(1)
        .map(|w| w.parse().unwrap())
        .collect();
    assert_eq!(header, Heading::ALL);
    let v = Vessel::of_card(card(5, 4)).unwrap();
    let mut checked = 0;
    for line in rows {
        let mut cols = line.split_whitespace();
        let h: Heading = cols.next().unwrap().parse().unwrap();
        for (w, b) in header.iter().zip(cols) {
            let expected: i32 = b.parse().unwrap();
            let got = start_budget(&v, h, *w);
            assert_eq!(got.budget, expected, "heading {h}, wind {w}");
            assert_eq!(got.max_range - i32::from(got.deviation), got.budget);
            checked += 1;
        }
    }
    assert_eq!(checked, 64);
}

/// §4.5, «полностью лишается парусного вооружения»: a ship whose sails are
/// gone (a sails critical, or sail damage reaching its fresh straight
/// range) has no fresh-wind range at all, Rapid's +1 included, on every
/// heading and in every wind. It used to keep budget 1 with Rapid. Calm
/// turning and storm drift still apply.
#[test]
fn dismasted_ship_has_no_fresh_range_rapid_included() {
    for class in [
        ShipClass::Brig,
        ShipClass::Frigate,
        ShipClass::Galleon,
        ShipClass::Linkor,
    ] {
        let card = class.card();
        let v = Vessel::new(card, Some(Captain::Rapid), card.fresh_straight).unwrap();
        assert!(v.is_dismasted());
        for h in Heading::ALL {
            for w in Heading::ALL {
                let b = start_budget(&v, h, w);
                assert!(
                    b.dismasted && b.rapid == 0 && b.budget <= 0,
                    "{class} {h} {w}: {b:?}"
                );
                assert!(!b.can_move());
                // only the start itself: no step can be taken
                let r = reach(&v, h, w);
                assert_eq!(r.entries.len(), 1, "{class} {h} {w}");
                assert!(r.entries[0].path.is_empty());
            }
            // It may still turn in place instead of moving.
            let p = Planner::new(v, h, Heading::S);
            assert!(!p.turn_in_place_options().headings.is_empty());
        }
        // One sail short of the range: not dismasted, Rapid still counts.
        let v = Vessel::new(card, Some(Captain::Rapid), card.fresh_straight - 1).unwrap();
        let b = start_budget(&v, Heading::N, Heading::N);
        assert_eq!((b.dismasted, b.rapid, b.budget), (false, 1, 2));
    }
}

/// Every plan, enumerated: the best remaining budget per end state and the
/// fewest steps reaching it.
fn brute_force(from: FreshState, wind: Heading) -> HashMap<(Offset, Heading), (i32, usize)> {
    fn go(
        s: FreshState,
        steps: usize,
        wind: Heading,
        best: &mut HashMap<(Offset, Heading), (i32, usize)>,
    ) {
        let e = best
            .entry((s.at, s.heading))
            .or_insert((s.remaining, steps));
        if (s.remaining, std::cmp::Reverse(steps)) > (e.0, std::cmp::Reverse(e.1)) {
            *e = (s.remaining, steps);
        }
        for mv in Move::ALL {
            if let Ok(step) = fresh_step(s, wind, mv) {
                go(step.to, steps + 1, wind, best);
            }
        }
    }
    let mut best = HashMap::new();
    go(from, 0, wind, &mut best);
    best
}

#[test]
fn reach_matches_brute_force() {
    for (s, d) in [(4, 3), (5, 4)] {
        for captain in [None, Some(Captain::Rapid)] {
            let v = Vessel::new(card(s, d), captain, 0).unwrap();
            for h in Heading::ALL {
                for w in Heading::ALL {
                    let r = reach(&v, h, w);
                    let expected = brute_force(r.from, w);
                    assert_eq!(
                        r.entries.len(),
                        expected.len(),
                        "{s}/{d} {captain:?} {h} {w}"
                    );
                    for e in &r.entries {
                        let (best, steps) = expected[&(e.at, e.heading)];
                        assert_eq!((e.remaining, e.path.len()), (best, steps), "{e:?}");
                        let end = replay(&r, e);
                        assert_eq!(
                            (end.at, end.heading, end.remaining),
                            (e.at, e.heading, e.remaining)
                        );
                    }
                }
            }
        }
    }
}

fn replay(r: &Reach, e: &ReachEntry) -> FreshState {
    r.steps(e).last().map_or(r.from, |s| s.to)
}

#[test]
fn tapping_a_cell_gives_a_followable_path() {
    let r = reach(&brig(), Heading::N, Heading::W);
    let e = r.best_at_cell(Offset::new(-4, 2)).unwrap();
    let mut p = Planner::new(brig(), Heading::N, Heading::W);
    p.follow(&e.path).unwrap();
    assert_eq!(p.state().at, Offset::new(-4, 2));
    assert_eq!(p.state().remaining, e.remaining);
    assert_eq!(r.passed(e), p.passed());
}

fn heading() -> impl Strategy<Value = Heading> {
    (0u8..8).prop_map(Heading::from_index)
}

fn mv() -> impl Strategy<Value = Move> {
    prop_oneof![Just(Move::F), Just(Move::L), Just(Move::R)]
}

/// Any valid ship: card ranges up to the absurd limit, Rapid or not, any
/// legal sail damage.
fn vessel() -> impl Strategy<Value = Vessel> {
    (0u8..=8, 0u8..=8, any::<bool>(), 0u8..=8).prop_map(|(s, d, rapid, dmg)| {
        let captain = rapid.then_some(Captain::Rapid);
        Vessel::new(card(s, d), captain, dmg.min(s)).unwrap()
    })
}

/// A plan as far as it stays legal: the moves up to the first refused one.
fn legal_plan(v: Vessel, h: Heading, w: Heading, moves: &[Move]) -> Planner {
    let mut p = Planner::new(v, h, w);
    for m in moves {
        if p.step(*m).is_err() {
            break;
        }
    }
    p
}

proptest! {
    #[test]
    fn a_turn_changes_deviation_by_exactly_one(h in heading(), w in heading(), r in 1i32..10, turn in prop_oneof![Just(Move::L), Just(Move::R)]) {
        let s = FreshState { at: Offset::ZERO, heading: h, remaining: r };
        let step = fresh_step(s, w, turn).unwrap();
        let change = i32::from(deviation(h, w)) - i32::from(deviation(step.to.heading, w));
        prop_assert!(change == 1 || change == -1);
        prop_assert_eq!(i32::from(step.change.wind), change);
        prop_assert_eq!(step.to.heading, h.rotate(turn.rotation()));
    }

    #[test]
    fn no_step_increases_the_budget(v in vessel(), h in heading(), w in heading(), moves in prop::collection::vec(mv(), 0..20)) {
        let p = legal_plan(v, h, w, &moves);
        for s in p.steps() {
            prop_assert!(s.to.remaining <= s.from.remaining);
            prop_assert_eq!(s.to.remaining - s.from.remaining, s.change.total());
            prop_assert!(s.from.remaining >= 1);
        }
    }

    #[test]
    fn refused_steps_change_nothing(v in vessel(), h in heading(), w in heading(), moves in prop::collection::vec(mv(), 0..20), last in mv()) {
        let mut p = legal_plan(v, h, w, &moves);
        let before = p.clone();
        match p.step(last) {
            Ok(_) => prop_assert!(before.state().remaining >= 1),
            Err(e) => {
                prop_assert_eq!(e, MoveError::MoveOver { remaining: before.state().remaining });
                prop_assert_eq!(p, before);
            }
        }
    }

    #[test]
    fn every_legal_plan_ends_in_the_reach(v in vessel(), h in heading(), w in heading(), moves in prop::collection::vec(mv(), 0..20)) {
        let p = legal_plan(v, h, w, &moves);
        let end = p.state();
        let r = reach(&v, h, w);
        let e = r.find(end.at, end.heading);
        prop_assert!(e.is_some(), "{:?} not in reach", end);
        let e = e.unwrap();
        prop_assert!(e.remaining >= end.remaining);
        prop_assert!(e.remaining > end.remaining || e.path.len() <= p.steps().len());
        // And the reach from the plan's end is part of the reach from the start.
        for later in p.reach().entries {
            let whole = r.find(later.at, later.heading);
            prop_assert!(whole.is_some_and(|x| x.remaining >= later.remaining));
        }
    }

    #[test]
    fn undo_walks_back_through_every_state(v in vessel(), h in heading(), w in heading(), moves in prop::collection::vec(mv(), 0..20)) {
        let mut p = legal_plan(v, h, w, &moves);
        while let Some(s) = p.steps().last().copied() {
            p.undo();
            prop_assert_eq!(p.state(), s.from);
        }
        prop_assert_eq!(p.state(), FreshState::start(p.budget()));
    }

    #[test]
    fn a_unit_step_and_back_returns_home(h in heading(), x in -30i32..30, y in -30i32..30) {
        let home = Offset::new(x, y);
        prop_assert_eq!(home + h.step() + h.opposite().step(), home);
    }

    #[cfg(feature = "serde")]
    #[test]
    fn serde_round_trip(v in vessel(), h in heading(), w in heading(), moves in prop::collection::vec(mv(), 0..12)) {
        let p = legal_plan(v, h, w, &moves);
        let json = serde_json::to_string(&v).unwrap();
        prop_assert_eq!(serde_json::from_str::<Vessel>(&json).unwrap(), v);
        let steps = p.steps().to_vec();
        let json = serde_json::to_string(&steps).unwrap();
        prop_assert_eq!(serde_json::from_str::<Vec<shturman_rules::movement::Step>>(&json).unwrap(), steps);
        let r = p.reach();
        let json = serde_json::to_string(&r).unwrap();
        prop_assert_eq!(serde_json::from_str::<Reach>(&json).unwrap(), r);
        let path = p.path();
        prop_assert_eq!(serde_json::from_str::<Path>(&serde_json::to_string(&path).unwrap()).unwrap(), path);
        let b = *p.budget();
        prop_assert_eq!(serde_json::from_str::<shturman_rules::movement::StartBudget>(&serde_json::to_string(&b).unwrap()).unwrap(), b);
        for weather in [Weather::Calm, Weather::Fresh(w), Weather::Storm(h)] {
            let json = serde_json::to_string(&weather).unwrap();
            prop_assert_eq!(serde_json::from_str::<Weather>(&json).unwrap(), weather);
        }
    }
}

#[cfg(feature = "serde")]
#[test]
fn serde_refuses_invalid_vessels() {
    let mut json: serde_json::Value = serde_json::to_value(brig()).unwrap();
    json["sail_damage"] = 6.into();
    assert!(serde_json::from_value::<Vessel>(json).is_err());
    assert!(serde_json::from_str::<Path>("\"LXF\"").is_err());
}
