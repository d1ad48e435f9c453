//! Exact odds of an attack plan before rolling. This module owns
//! [`attack_odds`]: the exact distribution of the target's hull damage, sail
//! damage and sinking after a sequence of single shots and/or salvos,
//! criticals included. It enumerates every die outcome with [`Fraction`]s
//! and applies hits through [`crate::attack::apply_hit`], the resolver's own
//! rule, so the odds are those of what the resolver does.

use crate::assumptions::Assumption;
use crate::attack::{Aim, Attack, FireError, TargetState, apply_hit, rolls_critical};
use crate::fraction::Fraction;
use core::fmt;
use std::collections::BTreeMap;

/// Longest plan accepted. Each attack is at most two d6 rolls, so every
/// probability has a denominator dividing 36^24 = 6^48 < 2^125: exact u128
/// arithmetic cannot overflow.
pub const MAX_ATTACKS: usize = 24;

/// One final state of the target and its probability.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Outcome {
    /// The target's total hull damage (the damage it sank with, if sunk).
    pub hull_damage: u8,
    /// The target's total sail damage.
    pub sail_damage: u8,
    pub sunk: bool,
    pub probability: Fraction,
}

/// A value and its probability, for marginal distributions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Share {
    pub value: u8,
    pub probability: Fraction,
}

/// The exact distribution after a plan.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Odds {
    /// Every reachable final state, sorted by (sunk, hull, sails).
    pub outcomes: Vec<Outcome>,
    /// Distribution of the target's total hull damage.
    pub hull_damage: Vec<Share>,
    /// Distribution of the target's total sail damage.
    pub sail_damage: Vec<Share>,
    /// Probability that the target sinks.
    pub sunk: Fraction,
    /// Assumptions the plan relies on ([A-6] for salvos of several shots).
    pub assumptions: Vec<Assumption>,
}

/// Why a plan's odds could not be computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum OddsError {
    /// More attacks than [`MAX_ATTACKS`].
    #[error("{attacks} attacks in a plan; at most {max}")]
    TooManyAttacks { attacks: usize, max: usize },
    /// An attack or the target is invalid; `index` is the attack's position
    /// (`None` for the target).
    #[error(fmt = invalid_fmt)]
    Invalid {
        index: Option<usize>,
        error: FireError,
    },
    /// Exact arithmetic overflowed (cannot happen within [`MAX_ATTACKS`]).
    #[error("exact arithmetic overflow")]
    Overflow,
}

/// [`OddsError::Invalid`]'s text: which attack (from 1), or the target.
fn invalid_fmt(
    index: &Option<usize>,
    error: &FireError,
    f: &mut fmt::Formatter<'_>,
) -> fmt::Result {
    match index {
        None => write!(f, "target: {error}"),
        Some(i) => write!(f, "attack {}: {error}", i + 1),
    }
}

fn add_to(
    map: &mut BTreeMap<TargetState, Fraction>,
    k: TargetState,
    p: Fraction,
) -> Result<(), OddsError> {
    if p.is_zero() {
        return Ok(());
    }
    let e = map.entry(k).or_insert(Fraction::ZERO);
    *e = e.checked_add(p).ok_or(OddsError::Overflow)?;
    Ok(())
}

fn mul(a: Fraction, b: Fraction) -> Result<Fraction, OddsError> {
    a.checked_mul(b).ok_or(OddsError::Overflow)
}

/// The exact distribution of `target`'s state after `plan`, attack by
/// attack in order; a sunk target takes no further part.
///
/// The UI's example: a Линкор fires three single shots (faces 1,3,5; only
/// the third is its last shot) at a Бриг with 1 hull damage.
///
/// ```
/// use shturman_rules::attack::{singles, Aim, TargetState};
/// use shturman_rules::fire::{FaceSet, GunKind};
/// use shturman_rules::odds::attack_odds;
/// use shturman_rules::ShipClass;
/// let plan = singles(FaceSet::of(&[1, 3, 5]), GunKind::Broadside, 3, 3, Aim::Hull).unwrap();
/// let mut brig = TargetState::new(&ShipClass::Brig.card());
/// brig.hull_damage = 1;
/// let odds = attack_odds(&plan, &brig).unwrap();
/// // Sinks with 2 hits out of 3 (1/2), or with exactly one hit on the
/// // third shot followed by a 6 on the critical roll (1/8 · 1/6).
/// assert_eq!(odds.sunk.to_string(), "25/48");
/// ```
pub fn attack_odds(plan: &[Attack], target: &TargetState) -> Result<Odds, OddsError> {
    if plan.len() > MAX_ATTACKS {
        return Err(OddsError::TooManyAttacks {
            attacks: plan.len(),
            max: MAX_ATTACKS,
        });
    }
    target
        .check()
        .map_err(|error| OddsError::Invalid { index: None, error })?;
    for (i, a) in plan.iter().enumerate() {
        if a.shots == 0 {
            return Err(OddsError::Invalid {
                index: Some(i),
                error: FireError::ZeroShots,
            });
        }
    }
    let sixth = Fraction::sixths(1);
    let five_sixths = Fraction::sixths(5);
    let mut states: BTreeMap<TargetState, Fraction> = BTreeMap::new();
    states.insert(*target, Fraction::ONE);
    for a in plan {
        let p_hit = a.faces.probability();
        let p_miss = p_hit.complement().ok_or(OddsError::Overflow)?;
        let mut next = BTreeMap::new();
        for (s, p) in states {
            if s.sunk {
                add_to(&mut next, s, p)?;
                continue;
            }
            add_to(&mut next, s, mul(p, p_miss)?)?;
            let p_h = mul(p, p_hit)?;
            if rolls_critical(a, &s) {
                let (crit, _) = apply_hit(&s, a.shots, a.aim, true);
                add_to(&mut next, crit, mul(p_h, sixth)?)?;
                let (plain, _) = apply_hit(&s, a.shots, a.aim, false);
                add_to(&mut next, plain, mul(p_h, five_sixths)?)?;
            } else {
                let (after, _) = apply_hit(&s, a.shots, a.aim, false);
                add_to(&mut next, after, p_h)?;
            }
        }
        states = next;
    }

    let mut outcomes: Vec<Outcome> = states
        .iter()
        .map(|(s, p)| Outcome {
            hull_damage: s.hull_damage,
            sail_damage: s.sail_damage,
            sunk: s.sunk,
            probability: *p,
        })
        .collect();
    outcomes.sort_by_key(|o| (o.sunk, o.hull_damage, o.sail_damage));
    let mut hull: BTreeMap<u8, Fraction> = BTreeMap::new();
    let mut sails: BTreeMap<u8, Fraction> = BTreeMap::new();
    let mut sunk = Fraction::ZERO;
    for o in &outcomes {
        for (m, v) in [(&mut hull, o.hull_damage), (&mut sails, o.sail_damage)] {
            let e = m.entry(v).or_insert(Fraction::ZERO);
            *e = e.checked_add(o.probability).ok_or(OddsError::Overflow)?;
        }
        if o.sunk {
            sunk = sunk.checked_add(o.probability).ok_or(OddsError::Overflow)?;
        }
    }
    let shares = |m: BTreeMap<u8, Fraction>| {
        m.into_iter()
            .map(|(value, probability)| Share { value, probability })
            .collect()
    };
    // Report the readings these odds rest on, so the UI can show them.
    let mut assumptions = Vec::new();
    if plan.iter().any(|a| a.shots > 1) {
        assumptions.push(Assumption::A6SalvoDamage);
    }
    if plan.iter().any(|a| a.aim == Aim::Sails) {
        assumptions.push(Assumption::A10SailCap);
    }
    // [A-12] matters only where a critical hit could also sink by damage.
    let hull_shots: u32 = plan
        .iter()
        .filter(|a| a.aim == Aim::Hull)
        .map(|a| u32::from(a.shots))
        .sum();
    let to_sink = u32::from(target.strength.saturating_sub(target.hull_damage));
    if plan.iter().any(|a| a.critical && a.aim == Aim::Hull) && hull_shots >= to_sink {
        assumptions.push(Assumption::A12NoCriticalWhenSunk);
    }
    Ok(Odds {
        outcomes,
        hull_damage: shares(hull),
        sail_damage: shares(sails),
        sunk,
        assumptions,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ShipClass;
    use crate::attack::Aim;
    use crate::fire::FaceSet;

    fn f(n: u128, d: u128) -> Fraction {
        Fraction::new(n, d).unwrap()
    }

    fn shot(faces: &[u8], shots: u8, critical: bool) -> Attack {
        Attack {
            faces: FaceSet::of(faces),
            shots,
            aim: Aim::Hull,
            critical,
        }
    }

    #[test]
    fn one_brig_shot() {
        // A brig's only shot at an undamaged frigate: hit 1/2, then 1/6 sinks.
        let t = TargetState::new(&ShipClass::Frigate.card());
        let o = attack_odds(&[shot(&[1, 3, 5], 1, true)], &t).unwrap();
        assert_eq!(o.sunk, f(1, 12));
        assert_eq!(
            o.hull_damage,
            vec![
                Share {
                    value: 0,
                    probability: f(1, 2)
                },
                Share {
                    value: 1,
                    probability: f(1, 2)
                }
            ]
        );
        assert!(o.assumptions.is_empty());
    }

    #[test]
    fn salvo_sinks_by_damage() {
        let mut t = TargetState::new(&ShipClass::Brig.card());
        t.hull_damage = 1;
        let o = attack_odds(&[shot(&[3, 5], 2, false)], &t).unwrap();
        assert_eq!(o.sunk, f(1, 3));
        assert_eq!(o.assumptions, vec![Assumption::A6SalvoDamage]);
    }

    #[test]
    fn sails_never_sink() {
        let t = TargetState::new(&ShipClass::Brig.card());
        let a = Attack {
            aim: Aim::Sails,
            ..shot(&[1, 3, 5], 1, true)
        };
        let o = attack_odds(&[a], &t).unwrap();
        assert_eq!(o.sunk, Fraction::ZERO);
        // 1/2 miss; 1/12 critical strips all 5; 5/12 one sail damage.
        assert_eq!(
            o.sail_damage,
            vec![
                Share {
                    value: 0,
                    probability: f(1, 2)
                },
                Share {
                    value: 1,
                    probability: f(5, 12)
                },
                Share {
                    value: 5,
                    probability: f(1, 12)
                }
            ]
        );
    }

    #[test]
    fn bad_plans() {
        let t = TargetState::new(&ShipClass::Brig.card());
        let long = vec![shot(&[5], 1, false); MAX_ATTACKS + 1];
        assert!(matches!(
            attack_odds(&long, &t),
            Err(OddsError::TooManyAttacks { .. })
        ));
        let max = vec![shot(&[1, 5], 1, true); MAX_ATTACKS];
        let mut linkor = TargetState::new(&ShipClass::Linkor.card());
        linkor.strength = 20;
        assert!(attack_odds(&max, &linkor).is_ok());
        let sunk = TargetState { sunk: true, ..t };
        assert_eq!(
            attack_odds(&[], &sunk),
            Err(OddsError::Invalid {
                index: None,
                error: FireError::TargetSunk
            })
        );
    }
}
