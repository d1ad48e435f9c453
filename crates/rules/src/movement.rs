//! Movement (digest §3): the fresh-wind start budget and its parts, one
//! F / L / R step at a time with its budget change, a step-by-step
//! [`Planner`] with undo and the turn-in-place option, the [`Reach`] set of
//! every end state of a turn, the calm options and the storm drift.
//!
//! Positions are [`Offset`]s relative to where the ship stood at the start
//! of its move. Everything here is exact integer arithmetic and total: no
//! input a [`Vessel`] accepts makes a function panic. Results carry the
//! [`Assumption`]s they relied on so the UI can show why.

use crate::assumptions::Assumption;
use crate::card::{Captain, CardField, ShipCard, MAX_CARD_VALUE};
use crate::geometry::{deviation, Heading, Offset};
use core::fmt;
use core::str::FromStr;

// ---------------------------------------------------------------------------
// Moves, paths, small sets
// ---------------------------------------------------------------------------

/// One fresh-wind step: forward, or a 45° turn left / right (digest §3.1).
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
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseMoveError(pub String);

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown move {:?} (use F, L or R)", self.0)
    }
}

impl std::error::Error for ParseMoveError {}

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
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParsePathError {
    /// A token that is not F, L or R.
    BadMove(ParseMoveError),
    /// More than [`MAX_PATH`] moves.
    TooLong { len: usize },
}

impl fmt::Display for ParsePathError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParsePathError::BadMove(e) => e.fmt(f),
            ParsePathError::TooLong { len } => {
                write!(f, "{len} moves is more than the {MAX_PATH} a move can have")
            }
        }
    }
}

impl std::error::Error for ParsePathError {}

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
    const fn one(a: Offset) -> Cells {
        Cells {
            cells: [a, a],
            len: 1,
        }
    }

    const fn two(a: Offset, b: Offset) -> Cells {
        Cells {
            cells: [a, b],
            len: 2,
        }
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
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellsLenError(pub usize);

impl fmt::Display for CellsLenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "a step passes 1 or 2 cells, not {}", self.0)
    }
}

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

// ---------------------------------------------------------------------------
// The moving ship
// ---------------------------------------------------------------------------

/// What movement needs to know about one ship: its card, its captain and its
/// sail damage. Built only through [`Vessel::new`], which rejects values no
/// real card has, so every movement function below is total.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "VesselFields", into = "VesselFields")
)]
pub struct Vessel {
    card: ShipCard,
    captain: Option<Captain>,
    sail_damage: u8,
}

/// The serialised form of a [`Vessel`], checked on the way in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct VesselFields {
    pub card: ShipCard,
    pub captain: Option<Captain>,
    pub sail_damage: u8,
}

impl From<Vessel> for VesselFields {
    fn from(v: Vessel) -> Self {
        VesselFields {
            card: v.card,
            captain: v.captain,
            sail_damage: v.sail_damage,
        }
    }
}

impl TryFrom<VesselFields> for Vessel {
    type Error = VesselError;
    fn try_from(f: VesselFields) -> Result<Self, Self::Error> {
        Vessel::new(f.card, f.captain, f.sail_damage)
    }
}

/// A card or damage value no real ship has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum VesselError {
    /// A card field above [`MAX_CARD_VALUE`].
    AbsurdCardValue { field: CardField, value: u8 },
    /// More sail damage than the fresh-wind range printed on the card: sail
    /// damage is laid on that pictogram, one per range point (seed), so a
    /// critical hit gives exactly `range`.
    SailDamageAboveRange { sail_damage: u8, range: u8 },
}

impl fmt::Display for VesselError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VesselError::AbsurdCardValue { field, value } => write!(
                f,
                "card value {field:?} = {value} is above {MAX_CARD_VALUE}"
            ),
            VesselError::SailDamageAboveRange { sail_damage, range } => write!(
                f,
                "sail damage {sail_damage} is above the fresh-wind range {range}"
            ),
        }
    }
}

impl std::error::Error for VesselError {}

impl Vessel {
    /// A ship ready to move.
    ///
    /// ```
    /// use shturman_rules::movement::{Vessel, VesselError};
    /// use shturman_rules::{Captain, ShipClass};
    /// let brig = ShipClass::Brig.card();
    /// assert!(Vessel::new(brig, Some(Captain::Rapid), 2).is_ok());
    /// assert_eq!(
    ///     Vessel::new(brig, None, 6),
    ///     Err(VesselError::SailDamageAboveRange { sail_damage: 6, range: 5 })
    /// );
    /// ```
    pub fn new(
        card: ShipCard,
        captain: Option<Captain>,
        sail_damage: u8,
    ) -> Result<Vessel, VesselError> {
        if let Some((field, value)) = card.absurd_field() {
            return Err(VesselError::AbsurdCardValue { field, value });
        }
        if sail_damage > card.fresh_straight {
            return Err(VesselError::SailDamageAboveRange {
                sail_damage,
                range: card.fresh_straight,
            });
        }
        Ok(Vessel {
            card,
            captain,
            sail_damage,
        })
    }

    /// The standard class card, no captain, no damage.
    pub fn of_card(card: ShipCard) -> Result<Vessel, VesselError> {
        Vessel::new(card, None, 0)
    }

    pub const fn card(&self) -> &ShipCard {
        &self.card
    }

    pub const fn captain(&self) -> Option<Captain> {
        self.captain
    }

    pub const fn sail_damage(&self) -> u8 {
        self.sail_damage
    }

    /// True with captain Rapid (+1 fresh-wind range, §6).
    pub const fn rapid(&self) -> bool {
        matches!(self.captain, Some(Captain::Rapid))
    }
}

// ---------------------------------------------------------------------------
// Fresh wind: start budget and one step
// ---------------------------------------------------------------------------

/// The fresh-wind start budget and its parts (digest §3.1):
/// `max_range = card_range + rapid − sail_damage`,
/// `budget = max_range − deviation`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct StartBudget {
    pub heading: Heading,
    pub wind: Heading,
    /// Which card range the heading reads: fresh straight or fresh diagonal.
    pub range_field: CardField,
    /// That card value.
    pub card_range: u8,
    /// 1 with captain Rapid, else 0.
    pub rapid: u8,
    /// Sail damage, subtracted one for one.
    pub sail_damage: u8,
    /// `card_range + rapid − sail_damage`. Not clamped: the parts always add
    /// up, and any value ≤ the deviation means the ship cannot move.
    pub max_range: i32,
    /// `dev(heading, wind)`, 0..=4.
    pub deviation: u8,
    /// `max_range − deviation`; the ship can move only if it is ≥ 1.
    pub budget: i32,
}

impl StartBudget {
    /// True if the ship can take at least one step.
    pub const fn can_move(&self) -> bool {
        self.budget >= 1
    }
}

/// The start budget of `vessel` on `heading` in a fresh wind `wind`.
///
/// ```
/// use shturman_rules::movement::{start_budget, Vessel};
/// use shturman_rules::{Heading, ShipClass};
/// let brig = Vessel::of_card(ShipClass::Brig.card()).unwrap();
/// let b = start_budget(&brig, Heading::N, Heading::W);
/// assert_eq!((b.max_range, b.deviation, b.budget), (5, 2, 3));
/// ```
pub fn start_budget(vessel: &Vessel, heading: Heading, wind: Heading) -> StartBudget {
    let (range_field, card_range) = if heading.is_straight() {
        (CardField::FreshStraight, vessel.card.fresh_straight)
    } else {
        (CardField::FreshDiagonal, vessel.card.fresh_diagonal)
    };
    let rapid = u8::from(vessel.rapid());
    let max_range = i32::from(card_range) + i32::from(rapid) - i32::from(vessel.sail_damage);
    let dev = deviation(heading, wind);
    StartBudget {
        heading,
        wind,
        range_field,
        card_range,
        rapid,
        sail_damage: vessel.sail_damage,
        max_range,
        deviation: dev,
        budget: max_range - i32::from(dev),
    }
}

/// Where a ship is during its fresh-wind move: offset from its start cell,
/// heading, and remaining budget `R`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct FreshState {
    pub at: Offset,
    pub heading: Heading,
    pub remaining: i32,
}

impl FreshState {
    /// The state before the first step.
    pub const fn start(budget: &StartBudget) -> FreshState {
        FreshState {
            at: Offset::ZERO,
            heading: budget.heading,
            remaining: budget.budget,
        }
    }

    /// A step is allowed only while `R ≥ 1`.
    pub const fn can_step(&self) -> bool {
        self.remaining >= 1
    }
}

/// The parts of one step's budget change; `total()` is what `R` changes by.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BudgetChange {
    /// Always −1: every step costs one.
    pub step: i8,
    /// −1 for a turn from a straight to a diagonal heading, else 0
    /// (diagonal→straight gives nothing back).
    pub diagonal: i8,
    /// +1 for a turn towards the wind, −1 away from it, 0 going forward.
    pub wind: i8,
}

impl BudgetChange {
    pub const fn total(&self) -> i32 {
        self.step as i32 + self.diagonal as i32 + self.wind as i32
    }
}

/// Why a step or turn is refused. Nothing changes when one is returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum MoveError {
    /// The remaining budget is below 1: the move is over.
    MoveOver { remaining: i32 },
    /// The ship turned in place this turn and cannot move.
    TurnedInPlace { heading: Heading },
    /// Turning in place is only possible before the first step.
    AlreadyMoved { steps: usize },
    /// `heading` is not within the ship's turn-in-place allowance.
    TurnNotAllowed { heading: Heading, allowance: u8 },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::MoveOver { remaining } => {
                write!(f, "the move is over (remaining budget {remaining})")
            }
            MoveError::TurnedInPlace { heading } => {
                write!(f, "the ship turned in place to {heading} and cannot move")
            }
            MoveError::AlreadyMoved { steps } => {
                write!(f, "cannot turn in place after {steps} step(s)")
            }
            MoveError::TurnNotAllowed { heading, allowance } => {
                write!(
                    f,
                    "cannot turn in place to {heading} with {allowance} turn(s)"
                )
            }
        }
    }
}

impl std::error::Error for MoveError {}

/// One step taken: the state before and after, the cells passed (end cell
/// last) and the parts of the budget change.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Step {
    #[cfg_attr(feature = "serde", serde(rename = "move"))]
    pub mv: Move,
    pub from: FreshState,
    pub to: FreshState,
    pub passed: Cells,
    pub change: BudgetChange,
}

/// The geometry and cost of `mv` from heading `h` under wind `w`, from the
/// ship's own cell: (cells passed, new heading, budget change). The one
/// place the step rule lives; the planner and the reach search both use it.
#[inline]
const fn step_rule(h: Heading, mv: Move, w: Heading) -> (Cells, Heading, BudgetChange) {
    let h2 = h.rotate(mv.rotation());
    if let Move::F = mv {
        let c = BudgetChange {
            step: -1,
            diagonal: 0,
            wind: 0,
        };
        return (Cells::one(h.step()), h, c);
    }
    // Every 45° turn changes the deviation by exactly one, so a turn is
    // either towards the wind (+1) or away from it (−1).
    let wind = if deviation(h2, w) < deviation(h, w) {
        1
    } else {
        -1
    };
    if h.is_straight() {
        // From a straight heading the ship passes the next cell ahead and
        // ends beside it, on the new diagonal; the diagonal costs one more.
        let through = h.step();
        let s2 = h2.step();
        let c = BudgetChange {
            step: -1,
            diagonal: -1,
            wind,
        };
        (Cells::two(through, s2), h2, c)
    } else {
        // From a diagonal it moves one cell ahead and turns there.
        let c = BudgetChange {
            step: -1,
            diagonal: 0,
            wind,
        };
        (Cells::one(h.step()), h2, c)
    }
}

/// Take one fresh-wind step from `state` under wind `wind` (digest §3.1).
/// Refused with [`MoveError::MoveOver`] when `R < 1`.
///
/// ```
/// use shturman_rules::movement::{fresh_step, FreshState, Move};
/// use shturman_rules::{Heading, Offset};
/// // The seed's brig: heading N, wind W, budget 3; turn left.
/// let s = FreshState { at: Offset::ZERO, heading: Heading::N, remaining: 3 };
/// let step = fresh_step(s, Heading::W, Move::L).unwrap();
/// assert_eq!(step.to.at, Offset::new(-1, 1));
/// assert_eq!(step.to.heading, Heading::NW);
/// assert_eq!(step.to.remaining, 2); // 3 − 1 (step) − 1 (diagonal) + 1 (towards the wind)
/// assert_eq!(step.passed.as_slice(), &[Offset::new(0, 1), Offset::new(-1, 1)]);
/// ```
pub fn fresh_step(state: FreshState, wind: Heading, mv: Move) -> Result<Step, MoveError> {
    if !state.can_step() {
        return Err(MoveError::MoveOver {
            remaining: state.remaining,
        });
    }
    let (rel, heading, change) = step_rule(state.heading, mv, wind);
    let passed = match rel.as_slice() {
        [a, b] => Cells::two(state.at + *a, state.at + *b),
        _ => Cells::one(state.at + rel.end()),
    };
    Ok(Step {
        mv,
        from: state,
        to: FreshState {
            at: passed.end(),
            heading,
            remaining: state.remaining + change.total(),
        },
        passed,
        change,
    })
}

// ---------------------------------------------------------------------------
// Turning in place (the calm turning rule, also usable in fresh wind)
// ---------------------------------------------------------------------------

/// The turn-in-place option: how many 45° turns and the headings they reach.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TurnInPlace {
    /// Number of 45° turns allowed: 1, plus one per calm straight point.
    pub allowance: u8,
    /// Every heading those turns reach, the current one excluded.
    pub headings: HeadingSet,
    /// [A-2] when the extra turns were granted.
    pub assumptions: Vec<Assumption>,
}

/// The calm turning rule (digest §3.2), which fresh wind also allows instead
/// of moving (§3.1): a ship turns 45° once, plus once more per calm straight
/// point [A-2].
///
/// ```
/// use shturman_rules::movement::turn_in_place;
/// use shturman_rules::{Assumption, Heading, ShipClass};
/// let frigate = turn_in_place(&ShipClass::Frigate.card(), Heading::N); // calm 0/0
/// assert_eq!(frigate.headings.iter().collect::<Vec<_>>(), [Heading::NE, Heading::NW]);
/// let brig = turn_in_place(&ShipClass::Brig.card(), Heading::N); // calm 1/0: two turns
/// assert_eq!(
///     brig.headings.iter().collect::<Vec<_>>(),
///     [Heading::NE, Heading::E, Heading::W, Heading::NW]
/// );
/// assert_eq!(brig.assumptions, [Assumption::A2CalmTurns]);
/// ```
pub fn turn_in_place(card: &ShipCard, heading: Heading) -> TurnInPlace {
    let allowance = card.calm_straight.saturating_add(1);
    // More than four turns either way reaches nothing new.
    let k = allowance.min(4) as i8;
    let headings = (1..=k)
        .flat_map(|i| [heading.rotate(i), heading.rotate(-i)])
        .filter(|h| *h != heading)
        .collect();
    let assumptions = if card.calm_straight > 0 {
        vec![Assumption::A2CalmTurns]
    } else {
        Vec::new()
    };
    TurnInPlace {
        allowance,
        headings,
        assumptions,
    }
}

// ---------------------------------------------------------------------------
// The planner
// ---------------------------------------------------------------------------

/// What [`Planner::undo`] took back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Undone {
    Step(Step),
    TurnInPlace(Heading),
}

/// A path that [`Planner::follow`] could not take: the move at `index`
/// failed with `error`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PlanError {
    pub index: usize,
    pub mv: Move,
    pub error: MoveError,
}

impl fmt::Display for PlanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "move {} ({}): {}", self.index + 1, self.mv, self.error)
    }
}

impl std::error::Error for PlanError {}

/// One ship's fresh-wind move, planned a step at a time: the UI's F / L / R
/// buttons, undo, turn in place, and "show me where I can still go".
///
/// ```
/// use shturman_rules::movement::{Move, MoveError, Planner, Vessel};
/// use shturman_rules::{Heading, Offset, ShipClass};
/// let brig = Vessel::of_card(ShipClass::Brig.card()).unwrap();
/// let mut p = Planner::new(brig, Heading::N, Heading::W);
/// assert_eq!(p.budget().budget, 3);
/// p.step(Move::L).unwrap();
/// p.step(Move::L).unwrap();
/// let last = p.step(Move::L).unwrap();
/// assert_eq!((last.to.at, last.to.heading, last.to.remaining), (Offset::new(-3, 1), Heading::SW, -1));
/// assert_eq!(p.step(Move::F), Err(MoveError::MoveOver { remaining: -1 }));
/// p.undo();
/// assert_eq!(p.state().remaining, 2);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Planner {
    vessel: Vessel,
    budget: StartBudget,
    steps: Vec<Step>,
    turned: Option<Heading>,
}

impl Planner {
    /// A fresh-wind move of `vessel` from `heading` under wind `wind`.
    pub fn new(vessel: Vessel, heading: Heading, wind: Heading) -> Planner {
        Planner {
            vessel,
            budget: start_budget(&vessel, heading, wind),
            steps: Vec::new(),
            turned: None,
        }
    }

    pub const fn vessel(&self) -> &Vessel {
        &self.vessel
    }

    pub const fn wind(&self) -> Heading {
        self.budget.wind
    }

    /// The start budget and its parts.
    pub const fn budget(&self) -> &StartBudget {
        &self.budget
    }

    /// The steps taken so far.
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// Where the ship is now. After a turn in place: the start cell, the new
    /// heading, and the (unusable) start budget.
    pub fn state(&self) -> FreshState {
        match (self.steps.last(), self.turned) {
            (Some(s), _) => s.to,
            (None, Some(h)) => FreshState {
                heading: h,
                ..FreshState::start(&self.budget)
            },
            (None, None) => FreshState::start(&self.budget),
        }
    }

    /// True when no further step is possible (budget spent or turned).
    pub fn is_over(&self) -> bool {
        self.turned.is_some() || !self.state().can_step()
    }

    /// The moves taken so far.
    pub fn path(&self) -> Path {
        // At most 2·21 + 1 steps fit (see MAX_PATH), so push never fails.
        self.steps
            .iter()
            .fold(Path::EMPTY, |p, s| p.push(s.mv).unwrap_or(p))
    }

    /// Every cell passed so far, in order.
    pub fn passed(&self) -> Vec<Offset> {
        self.steps
            .iter()
            .flat_map(|s| s.passed.as_slice().iter().copied())
            .collect()
    }

    /// Take one step. Refused, with nothing changed, when the budget is
    /// below 1 or the ship turned in place.
    pub fn step(&mut self, mv: Move) -> Result<&Step, MoveError> {
        if let Some(heading) = self.turned {
            return Err(MoveError::TurnedInPlace { heading });
        }
        let s = fresh_step(self.state(), self.budget.wind, mv)?;
        self.steps.push(s);
        Ok(&self.steps[self.steps.len() - 1])
    }

    /// Take every move of `path`, or none of them: on error the planner is
    /// left as it was. This is how a tap on a [`Reach`] cell becomes a plan.
    pub fn follow(&mut self, path: &Path) -> Result<(), PlanError> {
        let before = self.steps.len();
        for (index, mv) in path.iter().enumerate() {
            if let Err(error) = self.step(mv) {
                self.steps.truncate(before);
                return Err(PlanError { index, mv, error });
            }
        }
        Ok(())
    }

    /// Take back the last step, or the turn in place.
    pub fn undo(&mut self) -> Option<Undone> {
        if let Some(h) = self.turned.take() {
            return Some(Undone::TurnInPlace(h));
        }
        self.steps.pop().map(Undone::Step)
    }

    /// The turn-in-place option (calm turning rule). Its headings are empty
    /// once the ship has moved or turned.
    pub fn turn_in_place_options(&self) -> TurnInPlace {
        let mut t = turn_in_place(&self.vessel.card, self.budget.heading);
        if !self.steps.is_empty() || self.turned.is_some() {
            t.headings = HeadingSet::EMPTY;
        }
        t
    }

    /// Turn in place to `heading` instead of moving.
    pub fn turn_in_place(&mut self, heading: Heading) -> Result<(), MoveError> {
        if !self.steps.is_empty() {
            return Err(MoveError::AlreadyMoved {
                steps: self.steps.len(),
            });
        }
        if let Some(h) = self.turned {
            return Err(MoveError::TurnedInPlace { heading: h });
        }
        let t = turn_in_place(&self.vessel.card, self.budget.heading);
        if !t.headings.contains(heading) {
            return Err(MoveError::TurnNotAllowed {
                heading,
                allowance: t.allowance,
            });
        }
        self.turned = Some(heading);
        Ok(())
    }

    /// The heading chosen by a turn in place, if any.
    pub const fn turned_in_place(&self) -> Option<Heading> {
        self.turned
    }

    /// Every end state reachable from where the ship is now.
    pub fn reach(&self) -> Reach {
        let from = self.state();
        let turn = self.turn_in_place_options();
        let entries = if self.turned.is_some() {
            vec![ReachEntry {
                at: from.at,
                heading: from.heading,
                remaining: from.remaining,
                path: Path::EMPTY,
            }]
        } else {
            explore(from, self.budget.wind)
        };
        Reach {
            from,
            wind: self.budget.wind,
            entries,
            assumptions: if turn.headings.is_empty() {
                Vec::new()
            } else {
                turn.assumptions
            },
            turn_in_place: turn.headings,
        }
    }

    /// The assumptions this planner relies on: [A-2] when its turn-in-place
    /// option has extra turns.
    pub fn assumptions(&self) -> Vec<Assumption> {
        turn_in_place(&self.vessel.card, self.budget.heading).assumptions
    }
}

// ---------------------------------------------------------------------------
// The reachable set
// ---------------------------------------------------------------------------

/// One end state of a move: where, which heading, the best remaining budget
/// any path there keeps, and one path that keeps it (fewest steps among
/// those). Offsets are relative to [`Reach::from`]'s cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ReachEntry {
    pub at: Offset,
    pub heading: Heading,
    pub remaining: i32,
    pub path: Path,
}

/// Every end state (offset, heading) of a fresh-wind move, plus the
/// turn-in-place headings listed separately.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Reach {
    /// The state the paths start from.
    pub from: FreshState,
    pub wind: Heading,
    /// One entry per end state. The first is always `from` itself with the
    /// empty path (the player may stop at once); the others follow in the
    /// order the search first found them (fewest steps first).
    pub entries: Vec<ReachEntry>,
    /// Headings a turn in place reaches (empty once the ship has moved).
    pub turn_in_place: HeadingSet,
    /// [A-2] when the turn-in-place option has extra turns.
    pub assumptions: Vec<Assumption>,
}

/// Every end state `vessel` can reach this turn from `heading` in a fresh
/// wind `wind`.
///
/// ```
/// use shturman_rules::movement::{reach, Vessel};
/// use shturman_rules::{Heading, Offset, ShipClass};
/// let brig = Vessel::of_card(ShipClass::Brig.card()).unwrap();
/// let r = reach(&brig, Heading::N, Heading::W);
/// let e = r.find(Offset::new(-4, 2), Heading::W).unwrap();
/// assert_eq!(e.remaining, 0);
/// assert_eq!(e.path.to_string(), "LLFF");
/// assert_eq!(r.passed(e).len(), 5);
/// ```
pub fn reach(vessel: &Vessel, heading: Heading, wind: Heading) -> Reach {
    Planner::new(*vessel, heading, wind).reach()
}

impl Reach {
    /// The entry for `(at, heading)`, if reachable.
    pub fn find(&self, at: Offset, heading: Heading) -> Option<&ReachEntry> {
        self.entries
            .iter()
            .find(|e| e.at == at && e.heading == heading)
    }

    /// Every entry ending in cell `at` (one per heading reachable there).
    pub fn at_cell(&self, at: Offset) -> impl Iterator<Item = &ReachEntry> + '_ {
        self.entries.iter().filter(move |e| e.at == at)
    }

    /// The entry in cell `at` keeping the most budget, then fewest steps:
    /// what a tap on a cell should select.
    pub fn best_at_cell(&self, at: Offset) -> Option<&ReachEntry> {
        self.at_cell(at)
            .min_by_key(|e| (core::cmp::Reverse(e.remaining), e.path.len()))
    }

    /// The steps of `entry`'s path, replayed from [`Reach::from`].
    pub fn steps(&self, entry: &ReachEntry) -> Vec<Step> {
        let mut out = Vec::with_capacity(entry.path.len());
        let mut s = self.from;
        for mv in entry.path.iter() {
            // Every stored path was legal when found, so this never fails.
            match fresh_step(s, self.wind, mv) {
                Ok(step) => {
                    s = step.to;
                    out.push(step);
                }
                Err(_) => break,
            }
        }
        out
    }

    /// Every cell `entry`'s path passes, in order, its end cell last.
    pub fn passed(&self, entry: &ReachEntry) -> Vec<Offset> {
        self.steps(entry)
            .iter()
            .flat_map(|s| s.passed.as_slice().iter().copied())
            .collect()
    }
}

/// Open-addressing index from (offset, heading) to an entry, sized for the
/// few hundred states a move reaches: cheaper than a HashMap or a dense grid
/// for the reach benchmark's hundreds of small searches. A slot holds
/// `key << 32 | (entry + 1)`, 0 when empty.
struct Index {
    slots: Vec<u64>,
    len: usize,
    shift: u32,
}

impl Index {
    fn new(bits: u32) -> Index {
        Index {
            slots: vec![0; 1 << bits],
            len: 0,
            shift: 32 - bits,
        }
    }

    #[inline(always)]
    fn key(at: Offset, h: Heading) -> u32 {
        // |x|, |y| ≤ MAX_PATH, so 10 bits each are plenty.
        (((at.x + 512) as u32) << 13) | (((at.y + 512) as u32) << 3) | u32::from(h.index())
    }

    /// The entry for `key`, or `None` after recording `key` as entry `next`.
    #[inline(always)]
    fn find_or_insert(&mut self, key: u32, next: usize) -> Option<usize> {
        if 2 * (self.len + 1) > self.slots.len() {
            self.grow();
        }
        let mask = self.slots.len() - 1;
        let mut i = (key.wrapping_mul(0x9E37_79B9) >> self.shift) as usize;
        loop {
            let slot = self.slots[i];
            if slot == 0 {
                self.slots[i] = (u64::from(key) << 32) | (next as u64 + 1);
                self.len += 1;
                return None;
            }
            if (slot >> 32) as u32 == key {
                return Some((slot as u32 - 1) as usize);
            }
            i = (i + 1) & mask;
        }
    }

    #[cold]
    fn grow(&mut self) {
        let old = core::mem::take(&mut self.slots);
        *self = Index::new(32 - self.shift + 1);
        for slot in old.into_iter().filter(|s| *s != 0) {
            self.find_or_insert((slot >> 32) as u32, (slot as u32 - 1) as usize);
        }
    }
}

/// [`step_rule`] for every (wind, heading, move), reduced to what the reach
/// search needs: (end offset, new heading, budget change). Built at compile
/// time so a search starts without recomputing it.
const STEP_TABLE: [[[(Offset, Heading, i32); 3]; 8]; 8] = {
    let mut t = [[[(Offset::ZERO, Heading::N, 0); 3]; 8]; 8];
    let mut w = 0;
    while w < 8 {
        let mut h = 0;
        while h < 8 {
            let mut k = 0;
            while k < 3 {
                let (cells, h2, change) = step_rule(
                    Heading::from_index(h as u8),
                    Move::ALL[k],
                    Heading::from_index(w as u8),
                );
                t[w][h][k] = (cells.end(), h2, change.total());
                k += 1;
            }
            h += 1;
        }
        w += 1;
    }
    t
};

/// Breadth-first search over (offset, heading), one layer per step count.
/// A state keeps the best `R` it was reached with; it is (re-)expanded only
/// when a path reaches it with a strictly higher `R`. Because layers come in
/// step order, the first path to reach a state with its final `R` has the
/// fewest steps among such paths. A state reached with no more budget than
/// it already has is dominated (everything it leads to is reachable at least
/// as well already) and is dropped, which keeps the search to a few hundred
/// states.
fn explore(from: FreshState, wind: Heading) -> Vec<ReachEntry> {
    let start = ReachEntry {
        at: from.at,
        heading: from.heading,
        remaining: from.remaining,
        path: Path::EMPTY,
    };
    if !from.can_step() {
        return vec![start];
    }
    // A move of budget R reaches about 2R² + 4R states (83 for the brig with
    // Rapid sailing with the wind, R = 6); sizing up front avoids regrowing.
    let r = from.remaining.min(MAX_PATH as i32) as usize;
    let capacity = 2 * r * r + 4 * r + 8;
    let mut entries = Vec::with_capacity(capacity);
    entries.push(start);
    let rules = &STEP_TABLE[wind.index() as usize];
    let mut index = Index::new((2 * capacity).next_power_of_two().trailing_zeros());
    index.find_or_insert(Index::key(from.at, from.heading), 0);
    // A FIFO queue of (entry, the R it was queued with): items come out in
    // order of step count, one layer after another.
    let mut queue: Vec<(usize, i32)> = Vec::with_capacity(capacity);
    queue.push((0, from.remaining));
    let mut head = 0;
    while let Some(&(idx, r)) = queue.get(head) {
        head += 1;
        let e = entries[idx];
        if e.remaining != r {
            continue; // reached since with more budget: expanded from there
        }
        for (k, &(delta, heading, change)) in rules[e.heading.index() as usize].iter().enumerate() {
            let Some(path) = e.path.push(Move::ALL[k]) else {
                continue;
            };
            let at = e.at + delta;
            let remaining = r + change;
            let fresh = entries.len();
            let j = match index.find_or_insert(Index::key(at, heading), fresh) {
                None => {
                    entries.push(ReachEntry {
                        at,
                        heading,
                        remaining,
                        path,
                    });
                    fresh
                }
                Some(j) if remaining > entries[j].remaining => {
                    entries[j].remaining = remaining;
                    entries[j].path = path;
                    j
                }
                Some(_) => continue,
            };
            if remaining >= 1 {
                queue.push((j, remaining));
            }
        }
    }
    entries
}

// ---------------------------------------------------------------------------
// Calm and storm
// ---------------------------------------------------------------------------

/// A ship's options in calm (digest §3.2): turn in place, *or* move forward,
/// never both; plus the two-calms move when it applies.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CalmOptions {
    pub heading: Heading,
    /// The turn-in-place option.
    pub turn: TurnInPlace,
    /// The cells a forward move can end in, nearest first: the calm straight
    /// range on a straight heading, the calm diagonal range on a diagonal.
    pub forward: Vec<Offset>,
    /// The one-cell move of the second calm in a row, when the heading did
    /// not change through the previous calm and the card grants it.
    pub two_calms: Option<Offset>,
    /// [A-2] for extra turns, [A-3] when the two-calms reading for calm-0/0
    /// ships decided `two_calms`.
    pub assumptions: Vec<Assumption>,
}

/// The calm options of a ship with `card` on `heading`. Captain Rapid and
/// sail damage play no part in calm. `heading_unchanged_in_previous_calm` is
/// the per-ship fact the game state tracks: the previous round was calm and
/// the ship's heading did not change during it.
///
/// ```
/// use shturman_rules::movement::calm_options;
/// use shturman_rules::{Heading, Offset, ShipClass};
/// // The brig (calm 1/0) facing NE: no forward move, but after an unturned
/// // calm it may move one diagonal cell.
/// let o = calm_options(&ShipClass::Brig.card(), Heading::NE, true);
/// assert!(o.forward.is_empty());
/// assert_eq!(o.two_calms, Some(Offset::new(1, 1)));
/// // A frigate (calm 0/0) facing N moves one straight cell in the second calm.
/// let o = calm_options(&ShipClass::Frigate.card(), Heading::N, true);
/// assert_eq!(o.two_calms, Some(Offset::new(0, 1)));
/// assert_eq!(calm_options(&ShipClass::Frigate.card(), Heading::N, false).two_calms, None);
/// ```
pub fn calm_options(
    card: &ShipCard,
    heading: Heading,
    heading_unchanged_in_previous_calm: bool,
) -> CalmOptions {
    let turn = turn_in_place(card, heading);
    let range = if heading.is_straight() {
        card.calm_straight
    } else {
        card.calm_diagonal
    };
    let forward = (1..=i32::from(range)).map(|k| heading.step() * k).collect();
    let mut assumptions = turn.assumptions.clone();
    let two_calms = if !heading_unchanged_in_previous_calm {
        None
    } else if card.calm_straight == 0 && card.calm_diagonal == 0 {
        // [A-3]: "по прямой" read as "only from a straight heading".
        assumptions.push(Assumption::A3TwoCalmsStraight);
        heading.is_straight().then_some(heading.step())
    } else if card.calm_diagonal == 0 && heading.is_diagonal() {
        // Ships that move straight but not diagonally in calm (the brig's
        // 1/0) get the diagonal cell they otherwise never could; for cards
        // other than 1/0 that is the app's extension [A-13].
        if card.calm_straight != 1 {
            assumptions.push(Assumption::A13TwoCalmsAnyCalmShip);
        }
        Some(heading.step())
    } else {
        None
    };
    CalmOptions {
        heading,
        turn,
        forward,
        two_calms,
        assumptions,
    }
}

/// The storm drift (digest §3.3): the ship is carried `storm_range` cells
/// along the storm's direction [A-4], then points its bow that way.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct StormDrift {
    pub storm: Heading,
    /// Where the ship ends, relative to where it was.
    pub drift: Offset,
    /// Every cell passed, the end cell last.
    pub passed: Vec<Offset>,
    /// The heading after the drift: the storm's direction.
    pub heading: Heading,
    /// Always [A-4].
    pub assumptions: Vec<Assumption>,
}

/// The drift of a ship with `card` in a storm towards `storm`.
///
/// ```
/// use shturman_rules::movement::storm_drift;
/// use shturman_rules::{Heading, Offset, ShipClass};
/// let d = storm_drift(&ShipClass::Brig.card(), Heading::E); // storm range 2
/// assert_eq!(d.drift, Offset::new(2, 0));
/// assert_eq!(d.heading, Heading::E);
/// ```
pub fn storm_drift(card: &ShipCard, storm: Heading) -> StormDrift {
    let passed: Vec<Offset> = (1..=i32::from(card.storm_range))
        .map(|k| storm.step() * k)
        .collect();
    StormDrift {
        storm,
        drift: storm.step() * i32::from(card.storm_range),
        passed,
        heading: storm,
        assumptions: vec![Assumption::A4StormDrift],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::ShipClass;

    fn brig() -> Vessel {
        Vessel::of_card(ShipClass::Brig.card()).unwrap()
    }

    /// The seed's worked example (digest §3.1), both endings.
    #[test]
    fn seed_brig_example_both_endings() {
        let mut p = Planner::new(brig(), Heading::N, Heading::W);
        let b = *p.budget();
        assert_eq!(
            (b.card_range, b.max_range, b.deviation, b.budget),
            (5, 5, 2, 3)
        );

        let s1 = *p.step(Move::L).unwrap();
        assert_eq!(s1.to.at, Offset::new(-1, 1));
        assert_eq!(s1.to.heading, Heading::NW);
        assert_eq!(s1.to.remaining, 2);
        assert_eq!(
            s1.change,
            BudgetChange {
                step: -1,
                diagonal: -1,
                wind: 1
            }
        );
        assert_eq!(
            s1.passed.as_slice(),
            [Offset::new(0, 1), Offset::new(-1, 1)]
        );

        let s2 = *p.step(Move::L).unwrap();
        assert_eq!(
            (s2.to.at, s2.to.heading, s2.to.remaining),
            (Offset::new(-2, 2), Heading::W, 2)
        );
        assert_eq!(
            s2.change,
            BudgetChange {
                step: -1,
                diagonal: 0,
                wind: 1
            }
        );
        assert_eq!(s2.passed.as_slice(), [Offset::new(-2, 2)]);

        // Ending one: F, F to (−4, 2) facing W with nothing left.
        let mut a = p.clone();
        a.step(Move::F).unwrap();
        let s4 = *a.step(Move::F).unwrap();
        assert_eq!(
            (s4.to.at, s4.to.heading, s4.to.remaining),
            (Offset::new(-4, 2), Heading::W, 0)
        );
        assert_eq!(a.step(Move::F), Err(MoveError::MoveOver { remaining: 0 }));

        // Ending two: L to (−3, 1) facing SW, through (−3, 2), R = −1.
        let s3 = *p.step(Move::L).unwrap();
        assert_eq!(
            (s3.to.at, s3.to.heading, s3.to.remaining),
            (Offset::new(-3, 1), Heading::SW, -1)
        );
        assert_eq!(
            s3.change,
            BudgetChange {
                step: -1,
                diagonal: -1,
                wind: -1
            }
        );
        assert_eq!(
            s3.passed.as_slice(),
            [Offset::new(-3, 2), Offset::new(-3, 1)]
        );
        assert!(p.is_over());
        let before = p.clone();
        assert_eq!(p.step(Move::R), Err(MoveError::MoveOver { remaining: -1 }));
        assert_eq!(p, before, "a refused step changes nothing");
    }

    #[test]
    fn undo_restores_the_previous_state() {
        let mut p = Planner::new(brig(), Heading::N, Heading::W);
        p.step(Move::L).unwrap();
        let mid = p.state();
        let s = *p.step(Move::R).unwrap();
        assert_eq!(p.undo(), Some(Undone::Step(s)));
        assert_eq!(p.state(), mid);
        p.undo();
        assert_eq!(p.state(), FreshState::start(p.budget()));
        assert_eq!(p.undo(), None);
    }

    #[test]
    fn turn_in_place_blocks_moving_and_undoes() {
        let mut p = Planner::new(brig(), Heading::N, Heading::W);
        assert_eq!(
            p.turn_in_place(Heading::S),
            Err(MoveError::TurnNotAllowed {
                heading: Heading::S,
                allowance: 2
            })
        );
        p.turn_in_place(Heading::E).unwrap();
        assert_eq!(p.state().heading, Heading::E);
        assert_eq!(
            p.step(Move::F),
            Err(MoveError::TurnedInPlace {
                heading: Heading::E
            })
        );
        assert_eq!(p.undo(), Some(Undone::TurnInPlace(Heading::E)));
        p.step(Move::F).unwrap();
        assert_eq!(
            p.turn_in_place(Heading::E),
            Err(MoveError::AlreadyMoved { steps: 1 })
        );
        assert!(p.reach().turn_in_place.is_empty());
    }

    #[test]
    fn follow_is_all_or_nothing() {
        let mut p = Planner::new(brig(), Heading::N, Heading::W);
        let err = p.follow(&"LLLF".parse().unwrap()).unwrap_err();
        assert_eq!(
            err,
            PlanError {
                index: 3,
                mv: Move::F,
                error: MoveError::MoveOver { remaining: -1 }
            }
        );
        assert!(p.steps().is_empty());
        p.follow(&"LLFF".parse().unwrap()).unwrap();
        assert_eq!(p.state().at, Offset::new(-4, 2));
        assert_eq!(p.path().to_string(), "LLFF");
    }

    #[test]
    fn no_budget_no_move_but_turn_in_place() {
        // Linkor 3/2 heading E into a W wind: 3 − 4 = −1.
        let linkor = Vessel::of_card(ShipClass::Linkor.card()).unwrap();
        let mut p = Planner::new(linkor, Heading::E, Heading::W);
        assert_eq!(p.budget().budget, -1);
        assert_eq!(p.step(Move::F), Err(MoveError::MoveOver { remaining: -1 }));
        let r = p.reach();
        assert_eq!(r.entries.len(), 1);
        assert_eq!(
            r.turn_in_place.iter().collect::<Vec<_>>(),
            [Heading::NE, Heading::SE]
        );
        p.turn_in_place(Heading::NE).unwrap();
    }

    #[test]
    fn rapid_and_sail_damage_are_parts_of_the_budget() {
        let v = Vessel::new(ShipClass::Brig.card(), Some(Captain::Rapid), 3).unwrap();
        let b = start_budget(&v, Heading::NE, Heading::N);
        assert_eq!(
            (
                b.range_field,
                b.card_range,
                b.rapid,
                b.sail_damage,
                b.max_range,
                b.deviation,
                b.budget
            ),
            (CardField::FreshDiagonal, 4, 1, 3, 2, 1, 1)
        );
    }

    #[test]
    fn reach_lists_the_seed_endings_with_their_paths() {
        let r = reach(&brig(), Heading::N, Heading::W);
        assert_eq!(r.entries[0].path, Path::EMPTY);
        let e = r.find(Offset::new(-3, 1), Heading::SW).unwrap();
        assert_eq!(e.remaining, -1);
        assert_eq!(e.path.to_string(), "LLL");
        assert_eq!(
            r.passed(e),
            [
                Offset::new(0, 1),
                Offset::new(-1, 1),
                Offset::new(-2, 2),
                Offset::new(-3, 2),
                Offset::new(-3, 1)
            ]
        );
        // No two entries share an end state.
        let mut keys: Vec<_> = r.entries.iter().map(|e| (e.at, e.heading)).collect();
        keys.sort();
        keys.dedup();
        assert_eq!(keys.len(), r.entries.len());
        assert_eq!(r.assumptions, [Assumption::A2CalmTurns]);
    }

    #[test]
    fn two_calms_for_a_2_0_card_is_the_a13_extension() {
        let mut card = ShipClass::Brig.card();
        card.calm_straight = 2;
        let o = calm_options(&card, Heading::NE, true);
        assert_eq!(o.two_calms, Some(Offset::new(1, 1)));
        assert!(o.assumptions.contains(&Assumption::A13TwoCalmsAnyCalmShip));
        let brig = calm_options(&ShipClass::Brig.card(), Heading::NE, true);
        assert!(!brig
            .assumptions
            .contains(&Assumption::A13TwoCalmsAnyCalmShip));
    }

    #[test]
    fn two_calms_rules() {
        let brig = ShipClass::Brig.card();
        // Straight brig just moves its calm straight cell; no extra.
        let o = calm_options(&brig, Heading::N, true);
        assert_eq!(o.forward, [Offset::new(0, 1)]);
        assert_eq!(o.two_calms, None);
        // [A-3]: a calm-0/0 ship on a diagonal gets nothing.
        let o = calm_options(&ShipClass::Galleon.card(), Heading::SW, true);
        assert_eq!(o.two_calms, None);
        assert_eq!(o.assumptions, [Assumption::A3TwoCalmsStraight]);
        assert_eq!(o.turn.allowance, 1);
    }

    #[test]
    fn storm_drifts_along_the_storm() {
        let d = storm_drift(&ShipClass::Linkor.card(), Heading::SW);
        assert_eq!(d.drift, Offset::new(-1, -1));
        assert_eq!(d.passed, [Offset::new(-1, -1)]);
        assert_eq!(d.heading, Heading::SW);
        assert_eq!(d.assumptions, [Assumption::A4StormDrift]);
    }

    #[test]
    fn absurd_cards_are_refused() {
        let mut c = ShipClass::Brig.card();
        c.calm_straight = 21;
        assert_eq!(
            Vessel::of_card(c),
            Err(VesselError::AbsurdCardValue {
                field: CardField::CalmStraight,
                value: 21
            })
        );
    }
}
