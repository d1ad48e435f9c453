//! Exact distributions of dice outcomes. This module owns [`Dist`], the
//! distribution of a whole-number result (hits, a sum of faces, a best of
//! two dice), built by exact convolution, and [`Tally`], the distribution of
//! any outcome worked out from one or two of them (who wins and what is
//! left). Every resolver of the crate computes its odds with these.
//!
//! Internally a distribution is whole-number weights over one common
//! denominator (the number of equally likely ways the dice can fall, after
//! reducing), so a convolution is integer products and sums, not a fraction
//! reduction per term: 30 dice against 30 take microseconds. The
//! arithmetic is checked: a distribution whose denominator would not fit in
//! `u128` is an error ([`DistError::Overflow`]), never a wrong number.

use shturman_rules::Fraction;
use std::collections::BTreeMap;

/// Why a distribution could not be computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum DistError {
    /// The exact denominator grew beyond `u128` (far more dice than any
    /// battle of these games rolls).
    #[error("too many dice for exact odds")]
    Overflow,
    /// A probability above 1 was given for one die.
    #[error("a probability above 1")]
    NotAProbability,
}

const fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

/// The exact distribution of a whole-number result.
///
/// ```
/// use shturman_battles::Dist;
/// // Two dice that each hit on 5 or 6: no hit 4/9, one 4/9, two 1/9.
/// let p = shturman_battles::Fraction::new(1, 3).unwrap();
/// let hits = Dist::binomial(2, p).unwrap();
/// let shown: Vec<String> = hits.iter().map(|(v, p)| format!("{v}:{p}")).collect();
/// assert_eq!(shown, ["0:4/9", "1:4/9", "2:1/9"]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Dist {
    /// The common denominator; equals the sum of the weights.
    denom: u128,
    /// (value, weight), sorted by value, no zero weights.
    weights: Vec<(i32, u128)>,
}

impl Dist {
    /// A certain result.
    pub fn point(value: i32) -> Dist {
        Dist {
            denom: 1,
            weights: vec![(value, 1)],
        }
    }

    /// One d6: 1..=6, each 1/6.
    pub fn d6() -> Dist {
        Dist::uniform(1..=6)
    }

    /// Equally likely values (repeats count twice). An empty list gives the
    /// certain result 0.
    pub fn uniform(values: impl IntoIterator<Item = i32>) -> Dist {
        let mut acc = BTreeMap::new();
        let mut n = 0u128;
        for v in values {
            *acc.entry(v).or_insert(0u128) += 1;
            n += 1;
        }
        if n == 0 {
            return Dist::point(0);
        }
        Dist::from_map(acc, n)
    }

    /// 1 with probability `p`, else 0.
    pub fn bernoulli(p: Fraction) -> Result<Dist, DistError> {
        let (num, den) = (p.numer(), p.denom());
        if num > den {
            return Err(DistError::NotAProbability);
        }
        let mut acc = BTreeMap::new();
        acc.insert(0, den - num);
        acc.insert(1, num);
        Ok(Dist::from_map(acc, den))
    }

    /// The number of hits among `n` dice that each hit with probability `p`.
    pub fn binomial(n: u32, p: Fraction) -> Result<Dist, DistError> {
        let one = Dist::bernoulli(p)?;
        let mut out = Dist::point(0);
        for _ in 0..n {
            out = out.add(&one)?;
        }
        Ok(out)
    }

    /// The sum of `n` independent copies of `self`.
    pub fn repeat(&self, n: u32) -> Result<Dist, DistError> {
        let mut out = Dist::point(0);
        for _ in 0..n {
            out = out.add(self)?;
        }
        Ok(out)
    }

    /// The sum of two independent results: the exact convolution.
    ///
    /// ```
    /// use shturman_battles::Dist;
    /// let two = Dist::d6().add(&Dist::d6()).unwrap();
    /// assert_eq!(two.probability_of(7).to_string(), "1/6");
    /// ```
    pub fn add(&self, other: &Dist) -> Result<Dist, DistError> {
        self.combine(other, |a, b| a.checked_add(b).ok_or(DistError::Overflow))
    }

    /// The distribution of `f(a, b)` for independent `a` from `self` and `b`
    /// from `other` (a best of two dice, a difference, …).
    pub fn combine(
        &self,
        other: &Dist,
        f: impl Fn(i32, i32) -> Result<i32, DistError>,
    ) -> Result<Dist, DistError> {
        let denom = self
            .denom
            .checked_mul(other.denom)
            .ok_or(DistError::Overflow)?;
        let mut acc: BTreeMap<i32, u128> = BTreeMap::new();
        for &(a, wa) in &self.weights {
            for &(b, wb) in &other.weights {
                let w = wa.checked_mul(wb).ok_or(DistError::Overflow)?;
                let e = acc.entry(f(a, b)?).or_insert(0);
                *e = e.checked_add(w).ok_or(DistError::Overflow)?;
            }
        }
        Ok(Dist::from_map(acc, denom))
    }

    /// The distribution of `f(value)`.
    pub fn map(&self, f: impl Fn(i32) -> i32) -> Dist {
        let mut acc: BTreeMap<i32, u128> = BTreeMap::new();
        for &(v, w) in &self.weights {
            // weights sum to denom, so partial sums cannot overflow
            *acc.entry(f(v)).or_insert(0) += w;
        }
        Dist::from_map(acc, self.denom)
    }

    /// The joint outcomes `f(a, b)` of two independent results, as a
    /// [`Tally`] (who wins, what is left, …).
    pub fn joint<T: Ord + Clone>(
        &self,
        other: &Dist,
        f: impl Fn(i32, i32) -> T,
    ) -> Result<Tally<T>, DistError> {
        let denom = self
            .denom
            .checked_mul(other.denom)
            .ok_or(DistError::Overflow)?;
        let mut acc: BTreeMap<T, u128> = BTreeMap::new();
        for &(a, wa) in &self.weights {
            for &(b, wb) in &other.weights {
                let w = wa.checked_mul(wb).ok_or(DistError::Overflow)?;
                let e = acc.entry(f(a, b)).or_insert(0);
                *e = e.checked_add(w).ok_or(DistError::Overflow)?;
            }
        }
        Ok(Tally::from_map(acc, denom))
    }

    /// The outcomes `f(value)` of this result, as a [`Tally`].
    pub fn tally<T: Ord + Clone>(&self, f: impl Fn(i32) -> T) -> Tally<T> {
        let mut acc: BTreeMap<T, u128> = BTreeMap::new();
        for &(v, w) in &self.weights {
            *acc.entry(f(v)).or_insert(0) += w;
        }
        Tally::from_map(acc, self.denom)
    }

    /// The chance of exactly `value`.
    pub fn probability_of(&self, value: i32) -> Fraction {
        self.probability(|v| v == value)
    }

    /// The chance that the result satisfies `pred`.
    pub fn probability(&self, pred: impl Fn(i32) -> bool) -> Fraction {
        let w: u128 = self
            .weights
            .iter()
            .filter(|(v, _)| pred(*v))
            .map(|(_, w)| *w)
            .sum();
        fraction(w, self.denom)
    }

    /// (value, probability) in increasing order of value, impossible values
    /// left out.
    pub fn iter(&self) -> impl Iterator<Item = (i32, Fraction)> + '_ {
        self.weights
            .iter()
            .map(|&(v, w)| (v, fraction(w, self.denom)))
    }

    /// The smallest and largest possible values.
    pub fn range(&self) -> (i32, i32) {
        (
            self.weights.first().map_or(0, |e| e.0),
            self.weights.last().map_or(0, |e| e.0),
        )
    }

    /// The exact mean.
    pub fn mean(&self) -> Option<(i128, u128)> {
        let mut num: i128 = 0;
        for &(v, w) in &self.weights {
            num = num.checked_add(i128::from(v).checked_mul(i128::try_from(w).ok()?)?)?;
        }
        Some((num, self.denom))
    }

    /// The common denominator (after reduction): the number of equally
    /// likely ways, for tests.
    pub fn denominator(&self) -> u128 {
        self.denom
    }

    fn from_map(acc: BTreeMap<i32, u128>, denom: u128) -> Dist {
        let mut weights: Vec<(i32, u128)> = acc.into_iter().filter(|(_, w)| *w > 0).collect();
        let g = weights.iter().fold(denom, |g, (_, w)| gcd(g, *w));
        let g = g.max(1);
        for e in &mut weights {
            e.1 /= g;
        }
        Dist {
            denom: denom / g,
            weights,
        }
    }
}

/// The exact distribution of any outcome: what a battle ends in (the
/// winner, what each side has left), with its probability.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tally<T: Ord> {
    denom: u128,
    weights: BTreeMap<T, u128>,
}

impl<T: Ord + Clone> Tally<T> {
    /// A certain outcome.
    pub fn certain(outcome: T) -> Tally<T> {
        let mut weights = BTreeMap::new();
        weights.insert(outcome, 1);
        Tally { denom: 1, weights }
    }

    /// The chance of `outcome`.
    pub fn probability_of(&self, outcome: &T) -> Fraction {
        fraction(self.weights.get(outcome).copied().unwrap_or(0), self.denom)
    }

    /// The chance that the outcome satisfies `pred`.
    pub fn probability(&self, pred: impl Fn(&T) -> bool) -> Fraction {
        let w: u128 = self
            .weights
            .iter()
            .filter(|(t, _)| pred(t))
            .map(|(_, w)| *w)
            .sum();
        fraction(w, self.denom)
    }

    /// (outcome, probability) in the outcomes' order, impossible ones left
    /// out.
    pub fn iter(&self) -> impl Iterator<Item = (&T, Fraction)> + '_ {
        self.weights
            .iter()
            .map(|(t, &w)| (t, fraction(w, self.denom)))
    }

    /// The distribution of `f(outcome)`.
    pub fn map<U: Ord + Clone>(&self, f: impl Fn(&T) -> U) -> Tally<U> {
        let mut acc: BTreeMap<U, u128> = BTreeMap::new();
        for (t, &w) in &self.weights {
            *acc.entry(f(t)).or_insert(0) += w;
        }
        Tally::from_map(acc, self.denom)
    }

    /// Follow each outcome by a further chance event: `then(outcome)` gives
    /// the distribution of what comes of it. The result is the exact mixture.
    pub fn then<U: Ord + Clone>(
        &self,
        then: impl Fn(&T) -> Result<Tally<U>, DistError>,
    ) -> Result<Tally<U>, DistError> {
        let parts: Vec<(u128, Tally<U>)> = self
            .weights
            .iter()
            .map(|(t, &w)| Ok((w, then(t)?)))
            .collect::<Result<_, DistError>>()?;
        // common denominator of the parts
        let mut lcm: u128 = 1;
        for (_, p) in &parts {
            let g = gcd(lcm, p.denom);
            lcm = (lcm / g).checked_mul(p.denom).ok_or(DistError::Overflow)?;
        }
        let denom = self.denom.checked_mul(lcm).ok_or(DistError::Overflow)?;
        let mut acc: BTreeMap<U, u128> = BTreeMap::new();
        for (w, p) in parts {
            let scale = lcm / p.denom;
            for (u, &pw) in &p.weights {
                let x = w
                    .checked_mul(pw)
                    .and_then(|x| x.checked_mul(scale))
                    .ok_or(DistError::Overflow)?;
                let e = acc.entry(u.clone()).or_insert(0);
                *e = e.checked_add(x).ok_or(DistError::Overflow)?;
            }
        }
        Ok(Tally::from_map(acc, denom))
    }

    /// The number of possible outcomes.
    pub fn len(&self) -> usize {
        self.weights.len()
    }

    pub fn is_empty(&self) -> bool {
        self.weights.is_empty()
    }

    fn from_map(acc: BTreeMap<T, u128>, denom: u128) -> Tally<T> {
        let mut weights: BTreeMap<T, u128> = acc.into_iter().filter(|(_, w)| *w > 0).collect();
        let g = weights.values().fold(denom, |g, w| gcd(g, *w)).max(1);
        for w in weights.values_mut() {
            *w /= g;
        }
        Tally {
            denom: denom / g,
            weights,
        }
    }
}

impl From<&Dist> for Tally<i32> {
    fn from(d: &Dist) -> Self {
        d.tally(|v| v)
    }
}

fn fraction(w: u128, denom: u128) -> Fraction {
    // denom ≥ 1 always (it is a product of positive denominators)
    Fraction::new(w, denom).unwrap_or(Fraction::ZERO)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn f(n: u128, d: u128) -> Fraction {
        Fraction::new(n, d).unwrap()
    }

    fn sums_to_one(d: &Dist) -> bool {
        d.iter().fold(Fraction::ZERO, |a, (_, p)| a + p) == Fraction::ONE
    }

    #[test]
    fn two_d6() {
        let two = Dist::d6().add(&Dist::d6()).unwrap();
        assert_eq!(two.range(), (2, 12));
        assert_eq!(two.probability_of(2), f(1, 36));
        assert_eq!(two.probability(|v| v >= 9), f(10, 36));
        assert!(sums_to_one(&two));
    }

    #[test]
    fn best_of_two() {
        let best = Dist::d6()
            .combine(&Dist::d6(), |a, b| Ok(a.max(b)))
            .unwrap();
        assert_eq!(best.probability_of(6), f(11, 36));
        assert_eq!(best.probability_of(1), f(1, 36));
    }

    #[test]
    fn thirty_against_thirty_fits() {
        let p = f(1, 3);
        let a = Dist::binomial(30, p).unwrap();
        let b = Dist::binomial(30, p).unwrap();
        let t = a.joint(&b, |x, y| x.cmp(&y)).unwrap();
        let total = t.iter().fold(Fraction::ZERO, |s, (_, p)| s + p);
        assert_eq!(total, Fraction::ONE);
        // symmetric pools: the attacker's "more hits" equals the defender's
        assert_eq!(
            t.probability_of(&core::cmp::Ordering::Greater),
            t.probability_of(&core::cmp::Ordering::Less)
        );
    }

    #[test]
    fn overflow_is_an_error() {
        let p = f(1, 6);
        assert_eq!(Dist::binomial(60, p), Err(DistError::Overflow));
        assert_eq!(Dist::bernoulli(f(7, 6)), Err(DistError::NotAProbability));
    }

    #[test]
    fn then_mixes_exactly() {
        // A d6; on a 6 roll again and add.
        let t: Tally<i32> = (&Dist::d6()).into();
        let r = t
            .then(|&v| {
                if v == 6 {
                    Ok((&Dist::d6().map(|x| x + 6)).into())
                } else {
                    Ok(Tally::certain(v))
                }
            })
            .unwrap();
        assert_eq!(r.probability_of(&5), f(1, 6));
        assert_eq!(r.probability_of(&12), f(1, 36));
        assert_eq!(r.probability(|_| true), Fraction::ONE);
    }

    proptest! {
        #[test]
        fn binomial_sums_to_one_and_has_n_plus_one_values(n in 0u32..40, k in 1u128..6) {
            let d = Dist::binomial(n, f(k, 6)).unwrap();
            prop_assert!(sums_to_one(&d));
            prop_assert_eq!(d.iter().count() as u32, n + 1);
        }

        #[test]
        fn more_dice_never_lowers_at_least_one_hit(n in 0u32..30, k in 0u128..=6) {
            let p = f(k, 6);
            let a = Dist::binomial(n, p).unwrap().probability(|v| v >= 1);
            let b = Dist::binomial(n + 1, p).unwrap().probability(|v| v >= 1);
            prop_assert!(b >= a);
        }
    }
}
