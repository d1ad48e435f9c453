//! Grid geometry (§1): the eight headings, relative offsets and the
//! deviation of a heading from the wind.
//!
//! Offsets are relative to a ship: `x` grows to the east, `y` to the north.
//! Wind directions reuse [`Heading`]: a wind "to the west" carries ships west.

use core::fmt;
use core::ops::{Add, Mul, Neg, Sub};
use core::str::FromStr;

/// One of the eight headings, clockwise from north. Even index = straight
/// (orthogonal), odd index = diagonal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Heading {
    N,
    NE,
    E,
    SE,
    S,
    SW,
    W,
    NW,
}

impl Heading {
    /// All headings in clockwise order from north.
    pub const ALL: [Heading; 8] = [
        Heading::N,
        Heading::NE,
        Heading::E,
        Heading::SE,
        Heading::S,
        Heading::SW,
        Heading::W,
        Heading::NW,
    ];

    /// Index 0..8, clockwise from north.
    pub const fn index(self) -> u8 {
        match self {
            Heading::N => 0,
            Heading::NE => 1,
            Heading::E => 2,
            Heading::SE => 3,
            Heading::S => 4,
            Heading::SW => 5,
            Heading::W => 6,
            Heading::NW => 7,
        }
    }

    /// The heading with index `i mod 8`.
    pub const fn from_index(i: u8) -> Heading {
        Heading::ALL[(i % 8) as usize]
    }

    /// Rotate by `steps` × 45°: positive = clockwise ("right"), negative = left.
    ///
    /// ```
    /// use shturman_rules::Heading;
    /// assert_eq!(Heading::N.rotate(-1), Heading::NW);
    /// assert_eq!(Heading::NW.rotate(3), Heading::E);
    /// ```
    pub const fn rotate(self, steps: i8) -> Heading {
        let i = (self.index() as i16 + steps as i16).rem_euclid(8);
        Heading::from_index(i as u8)
    }

    /// The opposite heading (180°).
    pub const fn opposite(self) -> Heading {
        self.rotate(4)
    }

    /// True for N, E, S, W.
    pub const fn is_straight(self) -> bool {
        self.index().is_multiple_of(2)
    }

    /// True for NE, SE, SW, NW.
    pub const fn is_diagonal(self) -> bool {
        !self.is_straight()
    }

    /// The unit step along this heading.
    ///
    /// ```
    /// use shturman_rules::{Heading, Offset};
    /// assert_eq!(Heading::NW.step(), Offset::new(-1, 1));
    /// ```
    pub const fn step(self) -> Offset {
        match self {
            Heading::N => Offset::new(0, 1),
            Heading::NE => Offset::new(1, 1),
            Heading::E => Offset::new(1, 0),
            Heading::SE => Offset::new(1, -1),
            Heading::S => Offset::new(0, -1),
            Heading::SW => Offset::new(-1, -1),
            Heading::W => Offset::new(-1, 0),
            Heading::NW => Offset::new(-1, 1),
        }
    }

    /// The English code: "N", "NE", … (what the CLI prints).
    pub const fn code(self) -> &'static str {
        match self {
            Heading::N => "N",
            Heading::NE => "NE",
            Heading::E => "E",
            Heading::SE => "SE",
            Heading::S => "S",
            Heading::SW => "SW",
            Heading::W => "W",
            Heading::NW => "NW",
        }
    }

    /// The Russian code: "С", "СВ", … (what a Russian compass rose shows).
    pub const fn code_ru(self) -> &'static str {
        match self {
            Heading::N => "С",
            Heading::NE => "СВ",
            Heading::E => "В",
            Heading::SE => "ЮВ",
            Heading::S => "Ю",
            Heading::SW => "ЮЗ",
            Heading::W => "З",
            Heading::NW => "СЗ",
        }
    }

    /// The heading whose unit step is `o`, if `o` is a unit step.
    pub fn from_step(o: Offset) -> Option<Heading> {
        Heading::ALL.into_iter().find(|h| h.step() == o)
    }
}

impl fmt::Display for Heading {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A heading name that is neither an English nor a Russian compass code.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown heading {:?} (use N NE E SE S SW W NW or С СВ В ЮВ Ю ЮЗ З СЗ)", .0)]
pub struct ParseHeadingError(pub String);

impl FromStr for Heading {
    type Err = ParseHeadingError;

    /// Accepts "N".."NW" in any case and the Russian "С".."СЗ".
    ///
    /// ```
    /// use shturman_rules::Heading;
    /// assert_eq!("юз".parse::<Heading>(), Ok(Heading::SW));
    /// assert_eq!("nw".parse::<Heading>(), Ok(Heading::NW));
    /// assert!("north-ish".parse::<Heading>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim().to_uppercase();
        Heading::ALL
            .into_iter()
            .find(|h| h.code() == t || h.code_ru() == t)
            .ok_or_else(|| ParseHeadingError(s.to_string()))
    }
}

/// The number of 45° steps between heading `h` and wind `w`, the shorter
/// way round: 0 (sailing with the wind) ..= 4 (straight into it).
///
/// ```
/// use shturman_rules::{deviation, Heading};
/// assert_eq!(deviation(Heading::N, Heading::W), 2);
/// assert_eq!(deviation(Heading::E, Heading::W), 4);
/// ```
pub const fn deviation(h: Heading, w: Heading) -> u8 {
    let d = (h.index() as i16 - w.index() as i16).rem_euclid(8) as u8;
    if d > 4 { 8 - d } else { d }
}

/// A cell offset relative to a ship: `x` east, `y` north.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(from = "[i32; 2]", into = "[i32; 2]"))]
pub struct Offset {
    pub x: i32,
    pub y: i32,
}

impl Offset {
    pub const ZERO: Offset = Offset { x: 0, y: 0 };

    pub const fn new(x: i32, y: i32) -> Offset {
        Offset { x, y }
    }

    /// Chebyshev distance from the origin: the number of king steps.
    pub const fn chebyshev(self) -> u32 {
        let ax = self.x.unsigned_abs();
        let ay = self.y.unsigned_abs();
        if ax > ay { ax } else { ay }
    }
}

impl From<[i32; 2]> for Offset {
    fn from(a: [i32; 2]) -> Self {
        Offset::new(a[0], a[1])
    }
}

impl From<Offset> for [i32; 2] {
    fn from(o: Offset) -> Self {
        [o.x, o.y]
    }
}

impl Add for Offset {
    type Output = Offset;
    fn add(self, o: Offset) -> Offset {
        Offset::new(self.x + o.x, self.y + o.y)
    }
}

impl Sub for Offset {
    type Output = Offset;
    fn sub(self, o: Offset) -> Offset {
        Offset::new(self.x - o.x, self.y - o.y)
    }
}

impl Neg for Offset {
    type Output = Offset;
    fn neg(self) -> Offset {
        Offset::new(-self.x, -self.y)
    }
}

impl Mul<i32> for Offset {
    type Output = Offset;
    fn mul(self, k: i32) -> Offset {
        Offset::new(self.x * k, self.y * k)
    }
}

impl fmt::Display for Offset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{})", self.x, self.y)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn heading() -> impl Strategy<Value = Heading> {
        (0u8..8).prop_map(Heading::from_index)
    }

    #[test]
    fn straight_and_diagonal_alternate() {
        for h in Heading::ALL {
            assert_eq!(h.is_straight(), h.step().x == 0 || h.step().y == 0);
            assert_eq!(Heading::from_step(h.step()), Some(h));
        }
    }

    #[test]
    fn deviation_table() {
        let expected = [0, 1, 2, 3, 4, 3, 2, 1];
        for w in Heading::ALL {
            for (k, e) in expected.iter().enumerate() {
                assert_eq!(deviation(w.rotate(k as i8), w), *e);
            }
        }
    }

    proptest! {
        #[test]
        fn step_then_opposite_returns_home(h in heading()) {
            prop_assert_eq!(h.step() + h.opposite().step(), Offset::ZERO);
        }

        #[test]
        fn turn_changes_deviation_by_one(h in heading(), w in heading(), right in any::<bool>()) {
            let h2 = h.rotate(if right { 1 } else { -1 });
            let d = deviation(h, w) as i8 - deviation(h2, w) as i8;
            prop_assert!(d == 1 || d == -1);
        }

        #[test]
        fn rotate_round_trip(h in heading(), k in -20i8..20) {
            prop_assert_eq!(h.rotate(k).rotate(-k), h);
        }

        #[test]
        fn parse_round_trip(h in heading()) {
            prop_assert_eq!(h.code().parse::<Heading>().unwrap(), h);
            prop_assert_eq!(h.code_ru().parse::<Heading>().unwrap(), h);
        }

        #[test]
        fn serde_round_trip(h in heading(), x in -50i32..50, y in -50i32..50) {
            let s = serde_json::to_string(&(h, Offset::new(x, y))).unwrap();
            let back: (Heading, Offset) = serde_json::from_str(&s).unwrap();
            prop_assert_eq!(back, (h, Offset::new(x, y)));
        }
    }
}
