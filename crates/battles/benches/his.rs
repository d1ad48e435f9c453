//! Here I Stand: the largest exact distributions the issue asks for — a
//! field battle of 30 dice against 30 and a naval battle of 20 against 20,
//! every outcome with its losses — plus a large assault and a resolution.
//! Run with `cargo bench -p shturman-battles --bench his`; target < 1 ms.

use divan::black_box;
use shturman_battles::his::assault::{self, Assault, AssaultSide};
use shturman_battles::his::field::{self, FieldBattle, FieldSide, Site};
use shturman_battles::his::naval::{self, NavalBattle, NavalSide};
use shturman_battles::his::{HisOptions, Side};

fn main() {
    divan::main();
}

/// 28 units + a 2 = 30 dice against 27 units + a 2 + the defender's die.
fn field_30_30() -> FieldBattle {
    FieldBattle::new(
        FieldSide::new(28, Some(2)),
        FieldSide::new(27, Some(2)),
        Site::Fortified,
    )
    .unwrap()
}

/// Ottoman 8 squadrons + 2 corsairs + a 2 = 20 dice against 9 squadrons
/// + a 2 = 20.
fn naval_20_20() -> NavalBattle {
    NavalBattle::new(
        NavalSide::new(8, 2, Some(2)),
        NavalSide::new(9, 0, Some(2)),
        false,
        Some(Side::Attacker),
    )
    .unwrap()
}

#[divan::bench]
fn field_odds_30_against_30() -> field::FieldOdds {
    let b = field_30_30();
    assert_eq!(b.dice().unwrap().0.rolled, 30);
    assert_eq!(b.dice().unwrap().1.rolled, 30);
    field::odds(black_box(&b), &HisOptions::default()).unwrap()
}

#[divan::bench]
fn naval_odds_20_against_20() -> naval::NavalOdds {
    let b = naval_20_20();
    assert_eq!(b.dice().unwrap().0.rolled, 20);
    assert_eq!(b.dice().unwrap().1.rolled, 20);
    naval::odds(black_box(&b), &HisOptions::default()).unwrap()
}

/// 50 regulars (25 dice) + a 3 against 12 besieged + a 2 + 1.
#[divan::bench]
fn assault_odds_28_against_15() -> assault::AssaultOdds {
    let a = Assault::new(AssaultSide::new(50, Some(3)), AssaultSide::new(12, Some(2))).unwrap();
    assault::odds(black_box(&a), &HisOptions::default()).unwrap()
}

#[divan::bench]
fn field_resolve_30_against_30(bencher: divan::Bencher) {
    let b = field_30_30();
    let faces: Vec<u8> = (0..60).map(|i| (i % 6 + 1) as u8).collect();
    bencher.bench(|| {
        let mut dice = shturman_rules::dice::ScriptedDice::new(faces.iter().copied()).unwrap();
        field::resolve(black_box(&b), &HisOptions::default(), &mut dice).unwrap()
    });
}
