//! Exact probabilities. This module owns [`Fraction`], the reduced rational
//! every probability of the rules core is expressed in: dice odds are sums of
//! products of k/6, so they are exact fractions and the app never shows a
//! rounded float as if it were the rule. The UI gets the string "1/2" and, for
//! display, [`Fraction::percent`].

use core::cmp::Ordering;
use core::fmt;
use core::ops::{Add, Mul};
use core::str::FromStr;

/// A non-negative rational number `numer / denom`, always reduced, with
/// `denom ≥ 1`. Serialized as the string `"n/d"`.
///
/// ```
/// use shturman_rules::fraction::Fraction;
/// let half = Fraction::new(3, 6).unwrap();
/// assert_eq!(half.to_string(), "1/2");
/// assert_eq!(half + Fraction::new(1, 3).unwrap(), Fraction::new(5, 6).unwrap());
/// assert_eq!(half * half, Fraction::new(1, 4).unwrap());
/// assert_eq!(Fraction::new(1, 3).unwrap().percent(1), "33.3%");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(into = "String", try_from = "String"))]
pub struct Fraction {
    num: u128,
    den: u128,
}

const fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

impl Fraction {
    pub const ZERO: Fraction = Fraction { num: 0, den: 1 };
    pub const ONE: Fraction = Fraction { num: 1, den: 1 };

    /// `num / den` reduced; `None` when `den` is 0.
    pub const fn new(num: u128, den: u128) -> Option<Fraction> {
        if den == 0 {
            return None;
        }
        let g = gcd(num, den);
        Some(Fraction {
            num: num / g,
            den: den / g,
        })
    }

    /// `k / 6`: the chance that one d6 shows one of `k` faces.
    pub const fn sixths(k: u8) -> Fraction {
        let g = gcd(k as u128, 6);
        Fraction {
            num: k as u128 / g,
            den: 6 / g,
        }
    }

    pub const fn numer(self) -> u128 {
        self.num
    }

    pub const fn denom(self) -> u128 {
        self.den
    }

    pub const fn is_zero(self) -> bool {
        self.num == 0
    }

    /// The sum, or `None` if it does not fit in u128.
    pub fn checked_add(self, o: Fraction) -> Option<Fraction> {
        // Work over the least common denominator, so sums of k/6^n never grow
        // beyond the largest 6^n involved.
        let g = gcd(self.den, o.den);
        let l = (self.den / g).checked_mul(o.den)?;
        let a = self.num.checked_mul(l / self.den)?;
        let b = o.num.checked_mul(l / o.den)?;
        Fraction::new(a.checked_add(b)?, l)
    }

    /// The product, or `None` if it does not fit in u128.
    pub fn checked_mul(self, o: Fraction) -> Option<Fraction> {
        // Cross-cancel first so the products stay as small as possible.
        let g1 = gcd(self.num, o.den).max(1);
        let g2 = gcd(o.num, self.den).max(1);
        let n = (self.num / g1).checked_mul(o.num / g2)?;
        let d = (self.den / g2).checked_mul(o.den / g1)?;
        Fraction::new(n, d)
    }

    /// `self − o`, or `None` if negative or too large.
    pub fn checked_sub(self, o: Fraction) -> Option<Fraction> {
        let g = gcd(self.den, o.den);
        let l = (self.den / g).checked_mul(o.den)?;
        let a = self.num.checked_mul(l / self.den)?;
        let b = o.num.checked_mul(l / o.den)?;
        Fraction::new(a.checked_sub(b)?, l)
    }

    /// `1 − self`, for a probability (`None` if `self > 1`).
    pub fn complement(self) -> Option<Fraction> {
        Fraction::ONE.checked_sub(self)
    }

    /// The value as a percentage string with `decimals` digits after the
    /// point (at most 9), rounded half up: `"33.3%"`, `"100%"`. Locale
    /// formatting (a decimal comma) is the UI's job.
    pub fn percent(self, decimals: u8) -> String {
        let decimals = decimals.min(9);
        let (mut num, mut den) = (self.num, self.den);
        // Long division below multiplies the remainder by 10; keep it far
        // from overflow. Shrinking only changes digits far beyond display.
        while den > (1u128 << 100) {
            num >>= 1;
            den >>= 1;
        }
        let den = den.max(1);
        let mut q = num / den;
        let mut r = num % den;
        for _ in 0..(2 + decimals as u32) {
            r *= 10;
            q = q.saturating_mul(10).saturating_add(r / den);
            r %= den;
        }
        if 2 * r >= den {
            q = q.saturating_add(1);
        }
        let scale = 10u128.pow(decimals as u32);
        if decimals == 0 {
            format!("{q}%")
        } else {
            format!(
                "{}.{:0width$}%",
                q / scale,
                q % scale,
                width = decimals as usize
            )
        }
    }
}

impl Default for Fraction {
    fn default() -> Self {
        Fraction::ZERO
    }
}

impl Add for Fraction {
    type Output = Fraction;
    /// Panics only if the exact result does not fit in u128; the rules core
    /// itself uses [`Fraction::checked_add`].
    fn add(self, o: Fraction) -> Fraction {
        self.checked_add(o).expect("fraction overflow in add")
    }
}

impl Mul for Fraction {
    type Output = Fraction;
    /// Panics only if the exact result does not fit in u128; the rules core
    /// itself uses [`Fraction::checked_mul`].
    fn mul(self, o: Fraction) -> Fraction {
        self.checked_mul(o).expect("fraction overflow in mul")
    }
}

impl Ord for Fraction {
    fn cmp(&self, o: &Self) -> Ordering {
        // Compare by continued-fraction expansion: no cross products, so no
        // overflow whatever the sizes.
        let (mut a, mut b, mut c, mut d) = (self.num, self.den, o.num, o.den);
        let mut flipped = false;
        loop {
            let (q1, r1) = (a / b, a % b);
            let (q2, r2) = (c / d, c % d);
            let ord = match q1.cmp(&q2) {
                Ordering::Equal => match (r1 == 0, r2 == 0) {
                    (true, true) => Ordering::Equal,
                    (true, false) => Ordering::Less,
                    (false, true) => Ordering::Greater,
                    (false, false) => {
                        // r1/b vs r2/d has the order of d/r2 vs b/r1.
                        (a, b, c, d) = (b, r1, d, r2);
                        flipped = !flipped;
                        continue;
                    }
                },
                o => o,
            };
            return if flipped { ord.reverse() } else { ord };
        }
    }
}

impl PartialOrd for Fraction {
    fn partial_cmp(&self, o: &Self) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

impl fmt::Display for Fraction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.num, self.den)
    }
}

/// A string that is not `"n/d"` or `"n"` with `d ≥ 1`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a fraction n/d: {:?}", .0)]
pub struct ParseFractionError(pub String);

impl FromStr for Fraction {
    type Err = ParseFractionError;

    /// Accepts `"n/d"` (reducing it) and a whole `"n"`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || ParseFractionError(s.to_string());
        let t = s.trim();
        let (n, d) = match t.split_once('/') {
            Some((n, d)) => (n.trim(), d.trim()),
            None => (t, "1"),
        };
        let n: u128 = n.parse().map_err(|_| bad())?;
        let d: u128 = d.parse().map_err(|_| bad())?;
        Fraction::new(n, d).ok_or_else(bad)
    }
}

impl From<Fraction> for String {
    fn from(f: Fraction) -> String {
        f.to_string()
    }
}

impl TryFrom<String> for Fraction {
    type Error = ParseFractionError;
    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn f(n: u128, d: u128) -> Fraction {
        Fraction::new(n, d).unwrap()
    }

    #[test]
    fn reduces_and_prints() {
        assert_eq!(f(4, 8).to_string(), "1/2");
        assert_eq!(f(0, 5).to_string(), "0/1");
        assert_eq!(f(6, 6), Fraction::ONE);
        assert_eq!(Fraction::new(1, 0), None);
        assert_eq!(Fraction::sixths(3), f(1, 2));
        assert_eq!(Fraction::sixths(6), Fraction::ONE);
        assert_eq!(Fraction::sixths(0), Fraction::ZERO);
    }

    #[test]
    fn arithmetic() {
        assert_eq!(f(1, 6) + f(1, 3), f(1, 2));
        assert_eq!(f(2, 3) * f(3, 4), f(1, 2));
        assert_eq!(Fraction::ZERO * f(5, 7), Fraction::ZERO);
        assert_eq!(f(1, 4).complement(), Some(f(3, 4)));
        assert_eq!(f(5, 4).complement(), None);
        assert_eq!(
            Fraction::new(u128::MAX, 1)
                .unwrap()
                .checked_add(Fraction::ONE),
            None
        );
    }

    #[test]
    fn percent_strings() {
        assert_eq!(f(1, 2).percent(0), "50%");
        assert_eq!(f(2, 3).percent(1), "66.7%");
        assert_eq!(f(1, 3).percent(2), "33.33%");
        assert_eq!(Fraction::ONE.percent(1), "100.0%");
        assert_eq!(Fraction::ZERO.percent(0), "0%");
        assert_eq!(f(1, 216).percent(2), "0.46%");
        assert_eq!(f(1, 200).percent(0), "1%");
    }

    #[test]
    fn parse_and_serde() {
        assert_eq!("2/4".parse::<Fraction>(), Ok(f(1, 2)));
        assert_eq!(" 3 ".parse::<Fraction>(), Ok(f(3, 1)));
        assert!("1/0".parse::<Fraction>().is_err());
        assert!("-1/2".parse::<Fraction>().is_err());
        assert_eq!(serde_json::to_string(&f(1, 2)).unwrap(), "\"1/2\"");
        assert_eq!(
            serde_json::from_str::<Fraction>("\"5/6\"").unwrap(),
            f(5, 6)
        );
        assert!(serde_json::from_str::<Fraction>("\"x\"").is_err());
    }

    proptest! {
        #[test]
        fn order_matches_cross_products(a in 0u128..1000, b in 1u128..1000, c in 0u128..1000, d in 1u128..1000) {
            prop_assert_eq!(f(a, b).cmp(&f(c, d)), (a * d).cmp(&(c * b)));
        }

        #[test]
        fn add_sub_round_trip(a in 0u128..1000, b in 1u128..1000, c in 0u128..1000, d in 1u128..1000) {
            let s = f(a, b) + f(c, d);
            prop_assert_eq!(s.checked_sub(f(c, d)), Some(f(a, b)));
            prop_assert_eq!(f(a, b) * f(c, d), f(a * c, b * d));
        }
    }
}
