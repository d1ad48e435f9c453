//! Moves and paths (§3.1): the F / L / R step, a [`Path`] of them
//! (compact, parsed from "LLFF"), and the small sets the other parts pass
//! around: a [`HeadingSet`] and the [`Cells`] one step passes through.

use crate::geometry::{Heading, Offset};
use core::fmt;
use core::str::FromStr;

/// One fresh-wind step: forward, or a 45° turn left / right (§3.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Move {
    /// Forward one cell, heading unchanged.
    F,
    /// Turn 45° left (anticlockwise).
    L,
    /// Turn 45° right (clockwise).
    R,
}

impl Move {
    /// The three moves, in the order the reach search tries them.
    pub const ALL: [Move; 3] = [Move::F, Move::L, Move::R];

    /// The letter the CLI takes and prints.
    pub const fn code(self) -> char {
        match self {
            Move::F => 'F',
            Move::L => 'L',
            Move::R => 'R',
        }
    }

    /// The rotation in 45° steps: F 0, L −1, R +1.
    pub const fn rotation(self) -> i8 {
        match self {
            Move::F => 0,
            Move::L => -1,
            Move::R => 1,
        }
    }

    const fn bits(self) -> u64 {
        match self {
            Move::F => 0,
            Move::L => 1,
            Move::R => 2,
        }
    }

    const fn from_bits(b: u64) -> Move {
        match b & 3 {
            1 => Move::L,
            2 => Move::R,
            _ => Move::F,
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.code())
    }
}

/// A move letter that is not F, L or R.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown move {:?} (use F, L or R)", .0)]
pub struct ParseMoveError(pub String);

impl FromStr for Move {
    type Err = ParseMoveError;

    /// "F", "L" or "R", in any case.
    ///
    /// ```
    /// use shturman_rules::movement::Move;
    /// assert_eq!("l".parse::<Move>(), Ok(Move::L));
    /// assert!("B".parse::<Move>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim() {
            "F" | "f" => Ok(Move::F),
            "L" | "l" => Ok(Move::L),
            "R" | "r" => Ok(Move::R),
            _ => Err(ParseMoveError(s.to_string())),
        }
    }
}

/// Longest path a [`Path`] holds. A valid card gives a budget of at most
/// 21 (20 + Rapid), and a move of budget `B` has at most `2B + 1` steps
/// (only a diagonal→straight turn towards the wind is free, and it is
/// followed by a straight heading, where every step costs), so 64 is ample.
pub const MAX_PATH: usize = 64;

/// A sequence of at most [`MAX_PATH`] moves, stored in two bits per move so
/// the reach search can copy paths for free (two words rather than a `u128`,
/// whose shifts are a library call in the size-optimised wasm build). Prints and parses as "LLFF";
/// serialises as that string.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(into = "String", try_from = "String"))]
pub struct Path {
    bits: [u64; 2],
    len: u8,
}

impl Path {
    /// The empty path (the ship stays where it is).
    pub const EMPTY: Path = Path {
        bits: [0, 0],
        len: 0,
    };

    /// Number of moves.
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The `i`-th move, if any.
    pub const fn get(&self, i: usize) -> Option<Move> {
        if i < self.len as usize {
            Some(Move::from_bits(self.bits[i / 32] >> (2 * (i % 32))))
        } else {
            None
        }
    }

    /// Append a move; `None` when the path already holds [`MAX_PATH`] moves.
    #[inline]
    pub const fn push(self, mv: Move) -> Option<Path> {
        if self.len as usize >= MAX_PATH {
            return None;
        }
        let i = self.len as usize;
        let mut bits = self.bits;
        bits[i / 32] |= mv.bits() << (2 * (i % 32));
        Some(Path {
            bits,
            len: self.len + 1,
        })
    }

    /// The moves in order.
    pub fn iter(&self) -> impl Iterator<Item = Move> + '_ {
        (0..self.len()).filter_map(|i| self.get(i))
    }
}

impl fmt::Display for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.iter().try_for_each(|m| write!(f, "{}", m.code()))
    }
}

impl From<Path> for String {
    fn from(p: Path) -> String {
        p.to_string()
    }
}

/// Why a path string did not parse.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParsePathError {
    /// A token that is not F, L or R.
    #[error("{0}")]
    BadMove(ParseMoveError),
    /// More than [`MAX_PATH`] moves.
    #[error("{len} moves is more than the {MAX_PATH} a move can have")]
    TooLong { len: usize },
}

impl FromStr for Path {
    type Err = ParsePathError;

    /// Letters F / L / R, optionally separated by commas or spaces.
    ///
    /// ```
    /// use shturman_rules::movement::{Move, Path};
    /// let p: Path = "L,L,F,F".parse().unwrap();
    /// assert_eq!(p, "LLFF".parse().unwrap());
    /// assert_eq!(p.get(0), Some(Move::L));
    /// assert_eq!(p.to_string(), "LLFF");
    /// assert!("L,X".parse::<Path>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut p = Path::EMPTY;
        let mut n = 0;
        for token in s.split([',', ' ']).filter(|t| !t.is_empty()) {
            for c in token.chars() {
                // Name the whole token: "LX" is clearer than "X" alone.
                let mv = match c {
                    'F' | 'f' => Move::F,
                    'L' | 'l' => Move::L,
                    'R' | 'r' => Move::R,
                    _ => return Err(ParsePathError::BadMove(ParseMoveError(token.to_string()))),
                };
                n += 1;
                p = p.push(mv).ok_or(ParsePathError::TooLong { len: n })?;
            }
        }
        Ok(p)
    }
}

impl TryFrom<String> for Path {
    type Error = ParsePathError;
    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse()
    }
}

/// A set of headings (a bit per heading), listed in clockwise order from N.
/// Serialises as a list of heading codes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(into = "Vec<Heading>", from = "Vec<Heading>"))]
pub struct HeadingSet(u8);

impl HeadingSet {
    pub const EMPTY: HeadingSet = HeadingSet(0);

    pub const fn contains(self, h: Heading) -> bool {
        self.0 & (1 << h.index()) != 0
    }

    pub const fn with(self, h: Heading) -> HeadingSet {
        HeadingSet(self.0 | (1 << h.index()))
    }

    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The headings, clockwise from N.
    pub fn iter(self) -> impl Iterator<Item = Heading> {
        Heading::ALL.into_iter().filter(move |h| self.contains(*h))
    }
}

impl FromIterator<Heading> for HeadingSet {
    fn from_iter<I: IntoIterator<Item = Heading>>(it: I) -> Self {
        it.into_iter().fold(HeadingSet::EMPTY, HeadingSet::with)
    }
}

impl From<Vec<Heading>> for HeadingSet {
    fn from(v: Vec<Heading>) -> Self {
        v.into_iter().collect()
    }
}

impl From<HeadingSet> for Vec<Heading> {
    fn from(s: HeadingSet) -> Self {
        s.iter().collect()
    }
}

/// The cells a single step passes through, the end cell last: one cell, or
/// two for a turn from a straight heading. Serialises as a list of offsets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(into = "Vec<Offset>", try_from = "Vec<Offset>")
)]
pub struct Cells {
    cells: [Offset; 2],
    len: u8,
}

impl Cells {
    pub(super) const fn one(a: Offset) -> Cells {
        Cells {
            cells: [a, a],
            len: 1,
        }
    }

    pub(super) const fn two(a: Offset, b: Offset) -> Cells {
        Cells {
            cells: [a, b],
            len: 2,
        }
    }

    /// How many cells: 1, or 2 for a turn from a straight heading.
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Never true: a step passes at least its end cell.
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The cells, end cell last.
    pub fn as_slice(&self) -> &[Offset] {
        &self.cells[..self.len as usize]
    }

    /// The cell the step ends in.
    pub const fn end(&self) -> Offset {
        self.cells[self.len as usize - 1]
    }
}

impl From<Cells> for Vec<Offset> {
    fn from(c: Cells) -> Self {
        c.as_slice().to_vec()
    }
}

/// A list of passed cells that is not one or two cells long.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a step passes 1 or 2 cells, not {0}")]
pub struct CellsLenError(pub usize);

impl TryFrom<Vec<Offset>> for Cells {
    type Error = CellsLenError;
    fn try_from(v: Vec<Offset>) -> Result<Self, Self::Error> {
        match v.as_slice() {
            [a] => Ok(Cells::one(*a)),
            [a, b] => Ok(Cells::two(*a, *b)),
            _ => Err(CellsLenError(v.len())),
        }
    }
}
