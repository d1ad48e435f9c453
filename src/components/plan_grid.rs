//! The planner's grid from a view's `GridView`: one button per cell
//! (≥ 44 px, text ≥ 12 px), coloured by what it holds, with what a screen
//! reader says; a wide reach scrolls inside its own box, which scrolls to
//! the move's start when the area changes. The legend under it uses the
//! cells' own colours.
//!
//! The cells are made once per cell count and then updated in place: a
//! step changes the classes and marks of the cells it touches, not the
//! grid (issue 19).

use leptos::html;
use leptos::prelude::*;
use shturman_rules::Offset;
use shturman_screens::planner::{CellKind, GridCell, GridView};

fn class(kind: CellKind, selected: bool) -> String {
    let sel = if selected { " cell--selected" } else { "" };
    format!("cell plan-cell plan-cell--{}{sel}", kind.code())
}

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
                el.set_scroll_left(c.offset_left() + c.offset_width() / 2 - el.client_width() / 2);
                el.set_scroll_top(c.offset_top() + c.offset_height() / 2 - el.client_height() / 2);
            }
        }
        Some(area)
    });
    let count = Memo::new(move |_| grid.with(|g| g.cells.len()));
    let cell = move |i: usize| {
        let c = Memo::new(move |_| grid.with(|g| g.cells.get(i).cloned()));
        let get = move |f: fn(&GridCell) -> String| move || c.with(|c| c.as_ref().map(f));
        view! {
            <button
                type="button"
                class=get(|c| class(c.kind, c.selected))
                data-testid=get(|c| c.id.clone())
                data-kind=get(|c| c.kind.code().to_string())
                data-start=move || c.with(|c| c.as_ref().is_some_and(|c| c.at == Offset::ZERO)).then_some("")
                aria-label=get(|c| c.label.clone())
                aria-pressed=get(|c| c.selected.to_string())
                on:click=move |_| {
                    if let Some(at) = c.with_untracked(|c| c.as_ref().map(|c| c.at)) {
                        on_tap.run(at)
                    }
                }
            >
                <span aria-hidden="true">{get(|c| c.text.clone())}</span>
            </button>
        }
    };
    view! {
        <div class="plan-grid__frame" node_ref=frame data-testid="plan-grid">
            <div
                class="plan-grid"
                role="group"
                aria-label=move || grid.with(|g| g.label)
                style=move || grid.with(|g| format!("grid-template-columns: repeat({}, 44px)", g.columns))
            >
                <For each=move || 0..count.get() key=|i| *i children=cell />
            </div>
        </div>
        <ul class="plan-legend" data-testid="plan-legend">
            {move || {
                grid.with(|g| {
                    g.legend
                        .iter()
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
