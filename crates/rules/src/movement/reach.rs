//! The reachable set (§3.1): every end state of a fresh-wind move,
//! found by a search over the steps, with the best remaining budget per
//! cell and heading.

use super::*;
use crate::assumptions::Assumption;
use crate::geometry::{Heading, Offset};

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
pub(super) fn explore(from: FreshState, wind: Heading) -> Vec<ReachEntry> {
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
