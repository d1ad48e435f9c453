//! The fire helper's grid: a 7 × 7 window around the shooter, each cell a
//! 44 px button coloured by its range band (dead zones crossed out), with
//! the distance written in it and its full meaning for a screen reader,
//! and panning arrows when the lines reach beyond the window; the legend of
//! the colours ([`FireLegend`]) goes under the answer, so that the answer
//! and its roll sit right under the grid. Made once: a tap updates only the
//! cells that change.

use crate::components::tap_cell::{TapCell, tap_cell};
use leptos::prelude::*;
use shturman_rules::Offset;
use shturman_screens::fire::{CellView, GridView};

impl TapCell for CellView {
    fn at(&self) -> Offset {
        self.at
    }
    fn class(&self) -> String {
        let mut s = format!("fcell fcell--{}", self.kind.code());
        if self.selected {
            s.push_str(" fcell--selected");
        }
        if self.marked {
            s.push_str(" fcell--marked");
        }
        s
    }
    fn testid(&self) -> String {
        format!("fire-cell-{}-{}", self.at.x, self.at.y)
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
}

const PAN: [(&str, &str, i32, i32); 4] = [
    ("◀", "fire-pan-w", -2, 0),
    ("▲", "fire-pan-n", 0, 2),
    ("▼", "fire-pan-s", 0, -2),
    ("▶", "fire-pan-e", 2, 0),
];

#[component]
pub fn FireGrid(
    #[prop(into)] grid: Signal<GridView>,
    on_tap: Callback<Offset>,
    on_pan: Callback<(i32, i32)>,
    on_home: Callback<()>,
) -> impl IntoView {
    let count = grid.with_untracked(|g| g.cells.len());
    let cell = move |i: usize| tap_cell(move |i| grid.with(|g| g.cells.get(i).cloned()), i, on_tap);
    // the pan buttons change with the area, not with a tap
    let pan = Memo::new(move |_| grid.with(|g| g.pan.clone()));
    let pan = move || {
        pan.with(|p| {
            p.clone().map(|p| {
                let arrows = PAN
                    .iter()
                    .zip(p.buttons)
                    .map(|(&(sym, id, dx, dy), (label, on))| {
                        view! {
                            <button type="button" data-testid=id aria-label=label disabled=!on
                                on:click=move |_| on_pan.run((dx, dy))>{sym}</button>
                        }
                    })
                    .collect_view();
                let (home, on) = p.buttons[4];
                view! {
                    <div class="fire-pan" role="group" aria-label=p.label>
                        {arrows}
                        <button type="button" data-testid="fire-pan-home" aria-label=home disabled=!on
                            on:click=move |_| on_home.run(())>"◎"</button>
                    </div>
                }
            })
        })
    };
    view! {
        <div
            class="fire-grid"
            role="group"
            aria-label=move || grid.with(|g| g.label)
            data-testid="fire-grid"
        >
            {(0..count).map(cell).collect_view()}
        </div>
        {pan}
    }
}

/// What the grid's colours mean ("Дистанция": в упор, средняя, дальняя,
/// мёртвая зона).
#[component]
pub fn FireLegend(#[prop(into)] grid: Signal<GridView>) -> impl IntoView {
    let legend = Memo::new(move |_| grid.with(|g| (g.legend_title, g.legend.clone())));
    view! {
        <div class="fire-legend" data-testid="fire-legend" role="note"
            aria-label=move || legend.with(|l| l.0)>
            {move || {
                legend.with(|(_, l)| {
                    l.iter()
                        .map(|(k, label)| {
                            view! { <span class=format!("fl fl--{}", k.code())>{*label}</span> }
                        })
                        .collect_view()
                })
            }}
        </div>
    }
}
