//! How long one PIN guess takes: one Argon2id derivation at the cost the
//! envelopes are written with ([`KdfParams::DEFAULT`]), natively, release
//! build. Pass other costs as `m_kib,t` arguments to compare:
//! `cargo bench -p shturman-hand --bench kdf -- 19456,2 65536,3`.

use shturman_hand::cipher::{KdfParams, Key, Pin};
use std::time::Instant;

fn time(params: KdfParams) -> f64 {
    let pin = Pin::new("482913").expect("a PIN");
    // One warm-up, then the best of five: the cost an attacker pays.
    Key::derive(&pin, params, [7; 16]).expect("valid parameters");
    (0..5)
        .map(|i| {
            let start = Instant::now();
            Key::derive(&pin, params, [i; 16]).expect("valid parameters");
            start.elapsed().as_secs_f64()
        })
        .fold(f64::INFINITY, f64::min)
}

fn main() {
    let mut costs = vec![KdfParams::DEFAULT];
    for arg in std::env::args().skip(1) {
        let parts: Vec<u32> = arg.split(',').filter_map(|p| p.parse().ok()).collect();
        if let [m_kib, t] = parts[..] {
            costs.push(KdfParams { m_kib, t, p: 1 });
        }
    }
    for p in costs {
        let s = time(p);
        println!(
            "argon2id m = {} KiB, t = {}, p = {}: {:.3} s per guess{}",
            p.m_kib,
            p.t,
            p.p,
            s,
            if p == KdfParams::DEFAULT {
                " (DEFAULT)"
            } else {
                ""
            }
        );
    }
}
