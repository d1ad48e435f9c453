//! The macro-battle's largest exact odds: melee with officers in person on
//! both sides (the losing officer's save chained in), pursuit by 20 cavalry
//! units under each [M-13] reading (and by the most allowed, 40), a field
//! gun aimed on its third turn along a full line, the movement dice of a side
//! with the most officers, and the capture roll for the most batteries.
//! Target: under 1 ms each.

use shturman_battles::macro_battle::artillery::{Gun, GunShot, LineCell, MAX_LINE};
use shturman_battles::macro_battle::batteries::{Batteries, MAX_BATTERIES};
use shturman_battles::macro_battle::courier::{Courier, MAX_PURSUERS, Pursuit};
use shturman_battles::macro_battle::melee::{Fighter, Melee};
use shturman_battles::macro_battle::movement::{MAX_OFFICERS, MovementDice};
use shturman_battles::macro_battle::{
    Allegiance, Figure, Options, Piece, PursuitRule, Terrain, UnitKind,
};

fn main() {
    divan::main();
}

#[divan::bench]
fn melee_officers_in_person_both_sides() -> usize {
    let m = Melee::new(
        Fighter::Officer { mounted: true },
        Fighter::Officer { mounted: true },
        false,
    )
    .expect("officers may fight");
    let o = m.odds(divan::black_box(&Options::default())).expect("fits");
    o.outcomes.len()
}

#[divan::bench]
fn melee_units_with_officers_into_mountains() -> usize {
    let m = Melee::new(
        Fighter::Unit {
            kind: UnitKind::HeavyInfantry,
            officer: true,
        },
        Fighter::Unit {
            kind: UnitKind::HeavyCavalry,
            officer: true,
        },
        true,
    )
    .expect("a valid melee");
    m.odds(divan::black_box(&Options::default()))
        .expect("fits")
        .outcomes
        .len()
}

#[divan::bench(args = [PursuitRule::BeatHighest, PursuitRule::TiesEscape, PursuitRule::BeatSum])]
fn pursuit_20_cavalry(rule: PursuitRule) -> usize {
    let o = Options {
        pursuit: rule,
        ..Options::default()
    };
    let p = Pursuit::new(divan::black_box(20)).expect("20 is allowed");
    p.odds(&o).expect("fits").against.len()
}

#[divan::bench(args = [PursuitRule::BeatHighest, PursuitRule::BeatSum])]
fn pursuit_most_cavalry(rule: PursuitRule) -> usize {
    let o = Options {
        pursuit: rule,
        ..Options::default()
    };
    let p = Pursuit::new(divan::black_box(MAX_PURSUERS)).expect("the most is allowed");
    p.odds(&o).expect("fits").against.len()
}

#[divan::bench]
fn field_gun_aimed_third_turn_full_line() -> usize {
    let mut gun = GunShot::new(Gun::Field);
    gun.turn = 3;
    gun.line = (0..MAX_LINE)
        .map(|i| LineCell {
            terrain: if i == 9 {
                Terrain::Forest
            } else {
                Terrain::Open
            },
            figures: vec![Figure {
                piece: Piece::Unit(UnitKind::LightInfantry),
                side: Allegiance::Enemy,
            }],
        })
        .collect();
    gun.odds(&Options::default(), divan::black_box(Some(7)))
        .expect("a valid shot")
        .cells_hit
        .len()
}

#[divan::bench]
fn heavy_gun_full_line() -> usize {
    let mut gun = GunShot::new(Gun::Heavy);
    gun.line = vec![LineCell::default(); MAX_LINE];
    gun.odds(divan::black_box(&Options::default()), None)
        .expect("a valid shot")
        .cells_hit
        .len()
}

#[divan::bench]
fn courier() -> usize {
    Courier {
        units: divan::black_box(7),
    }
    .odds(&Options::default())
    .expect("fits")
    .dice as usize
}

#[divan::bench]
fn movement_most_officers() -> usize {
    let side = MovementDice::with_officers(divan::black_box(MAX_OFFICERS)).expect("allowed");
    side.odds(&Options::default()).expect("fits").total.len()
}

#[divan::bench]
fn capture_most_batteries() -> usize {
    Batteries::new(divan::black_box(MAX_BATTERIES))
        .expect("allowed")
        .odds()
        .expect("fits")
        .captured
        .len()
}
