//! The exact attack-plan odds against a seeded Monte-Carlo of the resolver:
//! the same plan resolved many times with a deterministic PRNG (the
//! dev-only `shturman-monte-carlo`'s `SplitMix`, so the core needs no rand)
//! must land within 3 standard errors of every exact probability. Integer
//! arithmetic only.

use shturman_monte_carlo::{agree, count, within_3_se};
use shturman_rules::ShipClass;
use shturman_rules::attack::{Aim, Attack, TargetState, Volley, resolve, salvo, singles};
use shturman_rules::fire::{FaceSet, GunKind};
use shturman_rules::odds::{Outcome, attack_odds};

fn check(plan: &[Attack], target: TargetState, seed: u64) {
    let trials = 60_000;
    let odds = attack_odds(plan, &target).unwrap();
    let counts = count(trials, seed, |dice| {
        let mut t = target;
        for a in plan {
            if t.sunk {
                break;
            }
            t = resolve(a, &t, dice).unwrap().after;
        }
        (t.sunk, t.hull_damage, t.sail_damage)
    });
    let key = |o: &Outcome| (o.sunk, o.hull_damage, o.sail_damage);
    let exact = odds.outcomes.iter().map(|o| (key(o), o.probability));
    agree("outcome", exact, &counts, trials);
    let sunk = odds
        .outcomes
        .iter()
        .filter(|o| o.sunk)
        .map(|o| counts.get(&key(o)).copied().unwrap_or(0))
        .sum();
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
