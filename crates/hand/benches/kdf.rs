//! How long one PIN guess takes natively (release build): one derivation
//! at the costs the envelopes are written with ([`KdfParams::DEFAULT`],
//! PBKDF2-HMAC-SHA256; [`KdfParams::UNBOUND`], Argon2id) and at version
//! 1's Argon2id. Pass other PBKDF2
//! iteration counts as arguments to compare:
//! `cargo bench -p shturman-hand --bench kdf -- 600000 2000000`.

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
    let mut costs = vec![KdfParams::DEFAULT, KdfParams::UNBOUND, KdfParams::ARGON2_V1];
    for arg in std::env::args().skip(1) {
        if let Ok(iterations) = arg.parse() {
            costs.push(KdfParams::Pbkdf2Sha256 { iterations });
        }
    }
    for p in costs {
        let s = time(p);
        let tag = match p {
            KdfParams::DEFAULT => " (DEFAULT: bound to a device key)",
            KdfParams::UNBOUND => " (UNBOUND: the desktop app, the LAN page, a backup)",
            _ => "",
        };
        println!("{p:?}: {s:.3} s per guess{tag}");
    }
}
