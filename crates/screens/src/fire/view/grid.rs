//! The grid's window around the shooter: each cell's band or why no gun
//! bears there, the legend and the panning buttons.

use crate::fire::{CrossKind, Crossing, FireScreen, RADIUS};
use shturman_rules::Offset;
use shturman_rules::fire::{Band, NoBearing, bearing};
use shturman_words::Lang;
use shturman_words::fire::{CellKind, words};

/// One cell of the grid's window.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellView {
    pub at: Offset,
    pub kind: CellKind,
    pub text: String,
    /// What a screen reader says.
    pub label: String,
    /// The tapped cell.
    pub selected: bool,
    /// The cell the shot is counted to, when it is not the tapped one
    /// (§4.7), or where the crossing target steps.
    pub marked: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridView {
    pub label: &'static str,
    /// Row by row from the north-west corner, 7 × 7.
    pub cells: Vec<CellView>,
    /// "Дистанция:", then each colour of the grid and what it means.
    pub legend_title: &'static str,
    pub legend: Vec<(CellKind, &'static str)>,
    /// Panning, when the lines reach beyond the window.
    pub pan: Option<PanView>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PanView {
    pub label: &'static str,
    /// West, north, south, east, back to the shooter: (label, enabled).
    pub buttons: [(&'static str, bool); 5],
}

impl FireScreen {
    pub(super) fn grid_view(&self, lang: Lang) -> GridView {
        let w = words(lang);
        let s = &self.shooter;
        let range = s.card.firing_range;
        let aim = self.aim_cell();
        let step_to = match self.crossing {
            Some(Crossing {
                kind: CrossKind::Diagonal,
                step,
                ..
            }) => self.cell.map(|c| c + step.step()),
            _ => None,
        };
        let side = 2 * RADIUS + 1;
        let cells = (0..side * side)
            .map(|i| {
                let at = self.window + Offset::new(i % side - RADIUS, RADIUS - i / side);
                let kind = match bearing(s.rules_heading(), range, at) {
                    Ok(b) => CellKind::Band(b.band),
                    Err(NoBearing::SameCell) => CellKind::Ship(s.rules_heading()),
                    Err(NoBearing::DeadZone { .. }) => CellKind::Dead,
                    Err(NoBearing::NotOnLine { .. }) => CellKind::OffLine,
                    Err(NoBearing::OutOfRange { .. }) => CellKind::OutOfRange,
                };
                let info = bearing(s.rules_heading(), range, at).ok();
                CellView {
                    at,
                    kind,
                    text: (w.cell_text)(kind, at.chebyshev()),
                    label: (w.cell_label)(at, kind, info.map(|b| b.gun)),
                    selected: self.cell == Some(at),
                    marked: (aim != self.cell && aim == Some(at)) || step_to == Some(at),
                }
            })
            .collect();
        GridView {
            label: w.grid,
            cells,
            legend_title: w.legend_title,
            legend: [
                CellKind::Band(Band::PointBlank),
                CellKind::Band(Band::Medium),
                CellKind::Band(Band::Long),
                CellKind::Dead,
            ]
            .into_iter()
            .map(|k| (k, (w.legend)(k)))
            .collect(),
            pan: (i32::from(range) > RADIUS).then(|| {
                let reach = i32::from(range) - RADIUS;
                let c = self.window;
                PanView {
                    label: w.pan,
                    buttons: [
                        (w.pan_west, c.x > -reach),
                        (w.pan_north, c.y < reach),
                        (w.pan_south, c.y > -reach),
                        (w.pan_east, c.x < reach),
                        (w.pan_home, c != Offset::ZERO),
                    ],
                }
            }),
        }
    }
}
