//! The planner's grid: the cells the move can reach (plus the ship's own),
//! cropped to them, each with what it holds — the ship now, the start of
//! the move, a reachable end with its headings and the best budget left,
//! a cell on the path — its short mark and what a screen reader says; and
//! the legend of the kinds shown.

use super::{CalmMove, PlannerScreen, Sky};
use shturman_rules::movement::Planner;
use shturman_rules::{Heading, Offset};
use shturman_words::Lang;
use shturman_words::planner::{Words, num, words};
use shturman_words::terms::heading_arrow;
use std::collections::BTreeSet;

/// What a cell holds; the component colours it by this (and the legend
/// shows the same colours).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CellKind {
    Plain,
    /// A cell the move can end in.
    Reach,
    /// A cell the planned move passes.
    Path,
    /// Where the move started (the ship has left it).
    Start,
    /// The ship, where the planned move leaves it.
    Ship,
}

impl CellKind {
    pub const fn code(self) -> &'static str {
        match self {
            CellKind::Plain => "plain",
            CellKind::Reach => "reach",
            CellKind::Path => "path",
            CellKind::Start => "start",
            CellKind::Ship => "ship",
        }
    }
}

/// One cell as drawn.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GridCell {
    pub at: Offset,
    /// "cell-−1-1" style test id: "cell-{x}-{y}".
    pub id: String,
    pub kind: CellKind,
    /// The tapped cell (its path is shown).
    pub selected: bool,
    /// The short mark: heading arrows, then the budget left.
    pub text: String,
    pub label: String,
}

/// One entry of the legend.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LegendItem {
    pub kind: CellKind,
    pub selected: bool,
    pub text: &'static str,
}

/// The grid, north up: `cells` row by row, `columns` a row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridView {
    pub label: &'static str,
    pub columns: usize,
    pub cells: Vec<GridCell>,
    /// The column and row of the move's start cell (the grid scrolls to it
    /// when its area changes).
    pub start: (usize, usize),
    /// The area's corners: a new area is a new grid.
    pub area: (i32, i32, i32, i32),
    pub legend: Vec<LegendItem>,
}

/// What the move does to one cell.
#[derive(Default)]
struct Mark {
    ship: Option<(Heading, Option<i32>)>,
    start: Option<Heading>,
    ends: Vec<(Heading, i32)>,
    /// A calm end (forward, or the two-calms move) and the heading there.
    calm: Option<(&'static str, Heading)>,
    path: bool,
}

/// The cells of one view, with the area they are drawn in.
struct Marks {
    area: BTreeSet<Offset>,
    ship: (Offset, Heading, Option<i32>),
    start: Heading,
    ends: Vec<(Offset, Heading, i32)>,
    calm: Vec<(Offset, &'static str, Heading)>,
    path: Vec<Offset>,
    selected: Option<Offset>,
}

impl Marks {
    fn at(&self, at: Offset) -> Mark {
        let mut ends: Vec<(Heading, i32)> = self
            .ends
            .iter()
            .filter(|e| e.0 == at)
            .map(|e| (e.1, e.2))
            .collect();
        ends.sort_by_key(|(h, r)| (-r, h.index()));
        Mark {
            ship: (self.ship.0 == at).then_some((self.ship.1, self.ship.2)),
            start: (at == Offset::ZERO && self.ship.0 != Offset::ZERO).then_some(self.start),
            ends,
            calm: self.calm.iter().find(|c| c.0 == at).map(|c| (c.1, c.2)),
            path: self.path.contains(&at),
        }
    }
}

fn fresh(s: &PlannerScreen) -> Marks {
    let p = s.planner();
    // the area is the whole move's, so the grid stays put while stepping
    let whole = Planner::new(*p.vessel(), s.heading, s.wind).reach();
    let now = p.reach();
    let state = p.state();
    let mut path = p.passed();
    if let Some(e) = s.selected().and_then(|at| now.best_at_cell(at)) {
        path.extend(now.passed(e));
    }
    let mut area: BTreeSet<Offset> = whole.entries.iter().map(|e| e.at).collect();
    area.extend(path.iter().copied());
    area.insert(state.at);
    Marks {
        area,
        ship: (state.at, state.heading, Some(state.remaining)),
        start: s.heading,
        ends: now
            .entries
            .iter()
            .filter(|e| !e.path.is_empty())
            .map(|e| (e.at, e.heading, e.remaining))
            .collect(),
        calm: Vec::new(),
        path,
        selected: s.selected(),
    }
}

fn calm(s: &PlannerScreen, w: &Words) -> Marks {
    let c = s.calm();
    let (end, heading) = match s.calm_move() {
        Some(CalmMove::Turn(h)) => (Offset::ZERO, h),
        Some(CalmMove::Forward(n)) => (
            c.forward
                .get(usize::from(n).saturating_sub(1))
                .copied()
                .unwrap_or(Offset::ZERO),
            s.heading,
        ),
        Some(CalmMove::TwoCalms) => (c.two_calms.unwrap_or(Offset::ZERO), s.heading),
        None => (Offset::ZERO, s.heading),
    };
    let path = c.forward.iter().take_while(|o| **o != end).copied();
    let path = match s.calm_move() {
        Some(CalmMove::Forward(_)) => path.collect(),
        _ => Vec::new(),
    };
    let mut calm: Vec<(Offset, &'static str, Heading)> = c
        .forward
        .iter()
        .map(|o| (*o, w.cell_forward, s.heading))
        .collect();
    calm.extend(c.two_calms.map(|o| (o, w.two_calms, s.heading)));
    let mut area: BTreeSet<Offset> = calm.iter().map(|c| c.0).collect();
    area.insert(Offset::ZERO);
    Marks {
        area,
        ship: (end, heading, None),
        start: s.heading,
        ends: Vec::new(),
        calm,
        path,
        selected: None,
    }
}

fn storm(s: &PlannerScreen) -> Marks {
    let d = s.storm();
    let mut area: BTreeSet<Offset> = d.passed.iter().copied().collect();
    area.insert(Offset::ZERO);
    Marks {
        area,
        ship: (d.drift, d.heading, None),
        start: s.heading,
        ends: Vec::new(),
        calm: Vec::new(),
        path: d
            .passed
            .iter()
            .filter(|o| **o != d.drift)
            .copied()
            .collect(),
        selected: None,
    }
}

/// `lo..=hi` widened to at least three cells.
fn widen(lo: i32, hi: i32) -> (i32, i32) {
    match hi - lo {
        0 => (lo - 1, hi + 1),
        1 => (lo, hi + 1),
        _ => (lo, hi),
    }
}

fn text(m: &Mark) -> String {
    if let Some((h, rest)) = m.ship {
        return match rest {
            Some(r) => format!("{}\n{}", heading_arrow(h), num(r)),
            None => heading_arrow(h).to_string(),
        };
    }
    if let Some(h) = m.start {
        return heading_arrow(h).to_string();
    }
    if let Some(best) = m.ends.first() {
        let arrows: String = m.ends.iter().take(3).map(|e| heading_arrow(e.0)).collect();
        let more = if m.ends.len() > 3 { "…" } else { "" };
        return format!("{arrows}{more}\n{}", num(best.1));
    }
    if let Some((_, h)) = m.calm {
        return heading_arrow(h).to_string();
    }
    String::new()
}

fn label(w: &Words, at: Offset, m: &Mark) -> String {
    let mut parts = Vec::new();
    if let Some((h, rest)) = m.ship {
        parts.push((w.cell_ship)(h, rest));
    }
    if let Some(h) = m.start {
        parts.push((w.cell_start)(h));
    }
    if !m.ends.is_empty() {
        parts.push((w.cell_reach)(&m.ends));
    }
    if let Some((c, _)) = m.calm {
        parts.push(c.to_string());
    }
    if m.path {
        parts.push(w.cell_path.to_string());
    }
    if parts.is_empty() {
        parts.push(w.cell_plain.to_string());
    }
    format!("{}: {}", (w.cell_where)(at), parts.join(", "))
}

fn kind(m: &Mark) -> CellKind {
    if m.ship.is_some() {
        CellKind::Ship
    } else if m.start.is_some() {
        CellKind::Start
    } else if m.path {
        CellKind::Path
    } else if !m.ends.is_empty() || m.calm.is_some() {
        CellKind::Reach
    } else {
        CellKind::Plain
    }
}

/// The grid of the planner's current view.
pub(super) fn grid(s: &PlannerScreen, lang: Lang) -> GridView {
    let w = words(lang);
    let marks = match s.sky {
        Sky::Fresh => fresh(s),
        Sky::Calm => calm(s, w),
        Sky::Storm => storm(s),
    };
    let xs = marks.area.iter().map(|o| o.x);
    let ys = marks.area.iter().map(|o| o.y);
    let (x0, x1) = widen(xs.clone().min().unwrap_or(0), xs.max().unwrap_or(0));
    let (y0, y1) = widen(ys.clone().min().unwrap_or(0), ys.max().unwrap_or(0));
    let mut cells = Vec::new();
    for y in (y0..=y1).rev() {
        for x in x0..=x1 {
            let at = Offset::new(x, y);
            let m = marks.at(at);
            cells.push(GridCell {
                at,
                id: format!("cell-{x}-{y}"),
                kind: kind(&m),
                selected: marks.selected == Some(at),
                text: text(&m),
                label: label(w, at, &m),
            });
        }
    }
    let mut legend: Vec<LegendItem> = [
        (CellKind::Ship, w.legend_ship),
        (CellKind::Start, w.legend_start),
        (
            CellKind::Reach,
            if s.sky == Sky::Calm {
                w.legend_calm
            } else {
                w.legend_reach
            },
        ),
        (CellKind::Path, w.legend_path),
    ]
    .into_iter()
    .filter(|(k, _)| cells.iter().any(|c| c.kind == *k))
    .map(|(kind, text)| LegendItem {
        kind,
        selected: false,
        text,
    })
    .collect();
    if let Some(c) = cells.iter().find(|c| c.selected) {
        legend.push(LegendItem {
            kind: c.kind,
            selected: true,
            text: w.legend_selected,
        });
    }
    GridView {
        label: w.grid,
        columns: usize::try_from(x1 - x0 + 1).unwrap_or(1),
        cells,
        start: (
            usize::try_from(-x0).unwrap_or(0),
            usize::try_from(y1).unwrap_or(0),
        ),
        area: (x0, x1, y0, y1),
        legend,
    }
}
