//! The planner's grid from a view's `GridView`: one button per cell
//! (≥ 44 px, text ≥ 12 px), coloured by what it holds, with what a screen
//! reader says; a wide reach scrolls inside its own box of whole cells,
//! which scrolls to the move's start when the area changes. The legend
//! ([`PlanLegend`]) uses the cells' own colours.
//!
//! The cells are made once per cell count and then updated in place
//! ([`tap_cell`]).

use crate::components::tap_cell::{TapCell, tap_cell};
use leptos::html;
use leptos::prelude::*;
use shturman_rules::Offset;
use shturman_screens::planner::{CellKind, GridCell, GridView};

fn class(kind: CellKind, selected: bool) -> String {
    let sel = if selected { " cell--selected" } else { "" };
    format!("cell plan-cell plan-cell--{}{sel}", kind.code())
}

impl TapCell for GridCell {
    fn at(&self) -> Offset {
        self.at
    }
    fn class(&self) -> String {
        class(self.kind, self.selected)
    }
    fn testid(&self) -> String {
        self.id.clone()
    }
    fn kind(&self) -> &'static str {
        self.kind.code()
    }
    fn label(&self) -> String {
        self.label.clone()
    }
    fn selected(&self) -> bool {
        self.selected
    }
    fn text(&self) -> String {
        self.text.clone()
    }
    fn start(&self) -> bool {
        self.at == Offset::ZERO
    }
}

/// A cell and the gap after it, in CSS pixels (`.plan-cell`, `.plan-grid`).
const PITCH: i32 = 46;

#[component]
pub fn PlanGrid(#[prop(into)] grid: Signal<GridView>, on_tap: Callback<Offset>) -> impl IntoView {
    let frame = NodeRef::<html::Div>::new();
    // a new area (another ship, heading, wind…): show the start cell
    Effect::new(move |was: Option<Option<(i32, i32, i32, i32)>>| {
        let area = grid.with(|g| g.area);
        let el = frame.get()?;
        if was.flatten() != Some(area) {
            let start = el
                .query_selector("[data-start]")
                .ok()
                .flatten()
                .and_then(|c| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(c).ok());
            if let Some(c) = start {
                // centred as near as whole cells allow: the frame shows
                // whole rows and columns (issue 33: a row cut in half)
                let whole = |centre: i32| (centre.max(0) + PITCH / 2) / PITCH * PITCH;
                el.set_scroll_left(whole(
                    c.offset_left() + c.offset_width() / 2 - el.client_width() / 2,
                ));
                el.set_scroll_top(whole(
                    c.offset_top() + c.offset_height() / 2 - el.client_height() / 2,
                ));
            }
        }
        Some(area)
    });
    let count = Memo::new(move |_| grid.with(|g| g.cells.len()));
    let cell = move |i: usize| tap_cell(move |i| grid.with(|g| g.cells.get(i).cloned()), i, on_tap);
    view! {
        <div class="plan-grid__frame" node_ref=frame data-testid="plan-grid">
            <div
                class="plan-grid"
                role="group"
                aria-label=move || grid.with(|g| g.label)
                prop:style=move || grid.with(|g| format!("grid-template-columns: repeat({}, 44px)", g.columns))
            >
                <For each=move || 0..count.get() key=|i| *i children=cell />
            </div>
        </div>
    }
}

/// What the grid's colours mean, in the cells' own colours.
#[component]
pub fn PlanLegend(#[prop(into)] grid: Signal<GridView>) -> impl IntoView {
    // the legend changes with what the grid holds, not with every step
    let legend = Memo::new(move |_| grid.with(|g| g.legend.clone()));
    view! {
        <ul class="plan-legend" data-testid="plan-legend">
            {move || {
                legend.with(|l| {
                    l.iter()
                        .map(|l| {
                            view! {
                                <li>
                                    <span class=class(l.kind, l.selected) aria-hidden="true"></span>
                                    {l.text}
                                </li>
                            }
                        })
                        .collect_view()
                })
            }}
        </ul>
    }
}
