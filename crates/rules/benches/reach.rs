//! The reachable set for every standard class × 8 headings × 8 wind
//! directions, with and without Rapid: 640 searches, measured as one batch
//! (the UI recomputes a whole fleet's reach when the wind changes).

use shturman_rules::movement::{Vessel, reach};
use shturman_rules::{Captain, Heading, ShipClass};

fn main() {
    divan::main();
}

#[divan::bench]
fn reach_all_classes_headings_winds_rapid(bencher: divan::Bencher) {
    let vessels: Vec<Vessel> = ShipClass::ALL
        .into_iter()
        .flat_map(|c| {
            [None, Some(Captain::Rapid)]
                .map(|cap| Vessel::new(c.card(), cap, 0).expect("standard cards are valid"))
        })
        .collect();
    bencher.bench(|| {
        let mut states = 0usize;
        for v in &vessels {
            for h in Heading::ALL {
                for w in Heading::ALL {
                    states += reach(divan::black_box(v), h, w).entries.len();
                }
            }
        }
        states
    });
}
