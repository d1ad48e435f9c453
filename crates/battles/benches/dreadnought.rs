//! The largest dreadnought gunnery the text allows, computed exactly: a
//! broadside of 20 primary factors (issue 20), and 20 + 15 + 14 = 49 dice
//! at point blank with every modifier (p = 5/6, denominators 6^49: the
//! largest pool whose exact odds fit u128). The seed gives no ship's
//! secondary or tertiary factors; 15 and 14 are the most that still fit.
//! Each case computes the per-battery and the total hit distributions.

use shturman_battles::dreadnought::gunnery::{Gunnery, odds};
use shturman_battles::dreadnought::torpedo::{self, TorpedoAttack};
use shturman_battles::dreadnought::{Factors, Options, SpeedLoss};

fn main() {
    divan::main();
}

#[divan::bench]
fn broadside_20_primary_at_3_hexes(bencher: divan::Bencher) {
    let g = Gunnery::new(Factors::new(20, 0, 0).expect("20 fits"), 3);
    let o = Options::default();
    bencher.bench(|| odds(divan::black_box(&g), &o).expect("exact").total.len());
}

#[divan::bench]
fn broadside_20_primary_point_blank(bencher: divan::Bencher) {
    let mut g = Gunnery::new(Factors::new(20, 0, 0).expect("20 fits"), 0);
    g.target_towing = true;
    let o = Options::default();
    bencher.bench(|| odds(divan::black_box(&g), &o).expect("exact").total.len());
}

#[divan::bench]
fn broadside_20_15_14_point_blank_every_modifier(bencher: divan::Bencher) {
    let mut g = Gunnery::new(Factors::new(20, 15, 14).expect("fits"), 0);
    g.firer_italics = true;
    g.target_speed = SpeedLoss::All;
    g.target_towing = true;
    let o = Options::default();
    bencher.bench(|| odds(divan::black_box(&g), &o).expect("exact").total.len());
}

#[divan::bench]
fn torpedo_40_same_hex(bencher: divan::Bencher) {
    let mut t = TorpedoAttack::new(40, 0).expect("40 fits");
    t.target_capital = true;
    let o = Options::default();
    bencher.bench(|| {
        torpedo::odds(divan::black_box(&t), &o)
            .expect("exact")
            .hits
            .len()
    });
}
