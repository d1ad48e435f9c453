//! The exact attack-plan odds against a seeded Monte-Carlo of the resolver:
//! the same plan resolved many times with a deterministic PRNG (a
//! [`DiceSource`] written here, so the core needs no rand) must land within
//! 3 standard errors of every exact probability. Integer arithmetic only.

use shturman_rules::attack::{Aim, Attack, TargetState, Volley, resolve, salvo, singles};
use shturman_rules::dice::{DiceError, DiceSource};
use shturman_rules::fire::{FaceSet, GunKind};
use shturman_rules::odds::{Odds, attack_odds};
use shturman_rules::{Fraction, ShipClass};
use std::collections::BTreeMap;

/// splitmix64, reduced to 1..=6 by rejection so every face is equally likely.
struct SplitMix(u64);

impl DiceSource for SplitMix {
    fn roll(&mut self) -> Result<u8, DiceError> {
        loop {
            self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^= z >> 31;
            // Reject the top sliver so `z % 6` is unbiased.
            if z < u64::MAX - u64::MAX % 6 {
                return Ok((z % 6) as u8 + 1);
            }
        }
    }
}

/// |count − N·p| ≤ 3·√(N·p·(1−p)), squared and cleared of fractions:
/// (count·d − N·n)² ≤ 9·N·n·(d − n).
fn within_3_se(count: u64, trials: u64, p: Fraction) -> bool {
    let (n, d) = (p.numer() as i128, p.denom() as i128);
    let lhs = (count as i128 * d - trials as i128 * n).pow(2);
    let rhs = 9 * trials as i128 * n * (d - n);
    lhs <= rhs
}

fn run_plan(
    plan: &[Attack],
    target: TargetState,
    trials: u64,
    seed: u64,
) -> (Odds, BTreeMap<(bool, u8, u8), u64>) {
    let odds = attack_odds(plan, &target).unwrap();
    let mut dice = SplitMix(seed);
    let mut counts = BTreeMap::new();
    for _ in 0..trials {
        let mut t = target;
        for a in plan {
            if t.sunk {
                break;
            }
            t = resolve(a, &t, &mut dice).unwrap().after;
        }
        *counts
            .entry((t.sunk, t.hull_damage, t.sail_damage))
            .or_insert(0) += 1;
    }
    (odds, counts)
}

fn check(plan: &[Attack], target: TargetState, seed: u64) {
    let trials = 60_000;
    let (odds, counts) = run_plan(plan, target, trials, seed);
    let mut sunk = 0;
    for o in &odds.outcomes {
        let c = counts
            .get(&(o.sunk, o.hull_damage, o.sail_damage))
            .copied()
            .unwrap_or(0);
        assert!(
            within_3_se(c, trials, o.probability),
            "outcome {o:?}: {c} of {trials}"
        );
        if o.sunk {
            sunk += c;
        }
    }
    // Nothing the resolver reached is missing from the exact distribution.
    for key in counts.keys() {
        assert!(
            odds.outcomes
                .iter()
                .any(|o| (o.sunk, o.hull_damage, o.sail_damage) == *key),
            "resolver reached {key:?}, odds never did"
        );
    }
    assert!(
        within_3_se(sunk, trials, odds.sunk),
        "sunk {sunk} vs {}",
        odds.sunk
    );
}

#[test]
fn linkor_three_singles_at_brig() {
    let plan = singles(FaceSet::of(&[1, 3, 5]), GunKind::Broadside, 3, 3, Aim::Hull).unwrap();
    let mut brig = TargetState::new(&ShipClass::Brig.card());
    brig.hull_damage = 1;
    check(&plan, brig, 1);
}

#[test]
fn mixed_plan_with_salvo_and_sails() {
    let s = salvo(
        &[
            Volley {
                faces: FaceSet::of(&[3, 5, 6]),
                kind: GunKind::Broadside,
                shots: 2,
                shots_left: 2,
            },
            Volley::one(FaceSet::of(&[5]), GunKind::Chaser, 1),
        ],
        Aim::Hull,
    )
    .unwrap()
    .attack;
    let sails = Attack {
        faces: FaceSet::of(&[1, 2, 3, 5]),
        shots: 1,
        aim: Aim::Sails,
        critical: true,
    };
    let single = Attack {
        faces: FaceSet::of(&[1, 3, 4, 5, 6]),
        shots: 1,
        aim: Aim::Hull,
        critical: true,
    };
    let frigate = TargetState::new(&ShipClass::Frigate.card());
    check(&[sails, s, single, sails], frigate, 2);
}

#[test]
fn galleon_salvo_at_linkor() {
    let s = salvo(
        &[Volley {
            faces: FaceSet::of(&[1, 3, 5, 6]),
            kind: GunKind::Broadside,
            shots: 2,
            shots_left: 2,
        }],
        Aim::Hull,
    )
    .unwrap()
    .attack;
    let mut linkor = TargetState::new(&ShipClass::Linkor.card());
    linkor.hull_damage = 4;
    check(&[s, s, s], linkor, 3);
}
