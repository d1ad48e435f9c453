//! Tests only: the one seeded Monte-Carlo of the exact-odds tests. It owns
//! [`SplitMix`], a deterministic fair d6 (a [`DiceSource`] written here, so
//! the rules core needs no rand), and the test that exact odds agree with
//! what a resolver reached in many seeded runs: every probability within 3
//! standard errors of its count ([`within_3_se`], integer arithmetic only)
//! and nothing reached that the exact distribution lacks ([`agree`]).

use shturman_rules::Fraction;
use shturman_rules::dice::{DiceError, DiceSource};
use std::collections::BTreeMap;
use std::fmt::Debug;

/// splitmix64, reduced to 1..=6 by rejection so every face is equally likely.
pub struct SplitMix(pub u64);

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
pub fn within_3_se(count: u64, trials: u64, p: Fraction) -> bool {
    let (n, d) = (p.numer() as i128, p.denom() as i128);
    let lhs = (count as i128 * d - trials as i128 * n).pow(2);
    let rhs = 9 * trials as i128 * n * (d - n);
    lhs <= rhs
}

/// How often each result came out of `trials` runs with dice seeded `seed`.
pub fn count<K: Ord>(
    trials: u64,
    seed: u64,
    mut run: impl FnMut(&mut SplitMix) -> K,
) -> BTreeMap<K, u64> {
    let mut dice = SplitMix(seed);
    let mut counts = BTreeMap::new();
    for _ in 0..trials {
        *counts.entry(run(&mut dice)).or_insert(0) += 1;
    }
    counts
}

/// Every exact probability of `what` within 3 standard errors of its count
/// in `trials` runs, and nothing counted that the exact distribution lacks
/// (a result it calls impossible).
pub fn agree<K: Ord + Debug>(
    what: &str,
    exact: impl IntoIterator<Item = (K, Fraction)>,
    counts: &BTreeMap<K, u64>,
    trials: u64,
) {
    let exact: Vec<(K, Fraction)> = exact.into_iter().collect();
    for (k, p) in &exact {
        let c = counts.get(k).copied().unwrap_or(0);
        assert!(
            within_3_se(c, trials, *p),
            "{what} {k:?}: {c} of {trials}, exact {p}"
        );
    }
    for k in counts.keys() {
        assert!(
            exact.iter().any(|(x, _)| x == k),
            "{what}: the resolver reached {k:?}, the exact odds never do"
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The die is fair: each face within 3 standard errors of 1/6, and
    /// only faces 1..=6.
    #[test]
    fn the_die_is_fair() {
        let counts = count(60_000, 9, |d| d.roll().unwrap());
        let sixth = Fraction::new(1, 6).unwrap();
        agree("face", (1..=6).map(|f| (f, sixth)), &counts, 60_000);
    }

    #[test]
    fn three_standard_errors_and_no_more() {
        let half = Fraction::new(1, 2).unwrap();
        // N = 10 000, p = 1/2: σ = 50, so 150 off passes and 151 does not.
        assert!(within_3_se(5_150, 10_000, half));
        assert!(within_3_se(4_850, 10_000, half));
        assert!(!within_3_se(5_151, 10_000, half));
        assert!(!within_3_se(4_849, 10_000, half));
    }
}
