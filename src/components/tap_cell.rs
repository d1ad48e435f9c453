//! One cell of a tap grid (the fire helper's, the planner's): a ≥ 44 px
//! button made once per position and then updated in place from the
//! grid's cell at that position, so a tap changes the attributes of the
//! cells it touches, not the grid (docs/scheduling.md).

use leptos::prelude::*;
use shturman_rules::Offset;

/// What a grid's cell view gives its button.
pub trait TapCell: Clone + PartialEq + Send + Sync + 'static {
    fn at(&self) -> Offset;
    fn class(&self) -> String;
    /// The data-testid.
    fn testid(&self) -> String;
    /// The kind's code (data-kind).
    fn kind(&self) -> &'static str;
    /// What a screen reader says.
    fn label(&self) -> String;
    fn selected(&self) -> bool;
    /// The short mark drawn in the cell.
    fn text(&self) -> String;
    /// The move's start, which a grid scrolls to (data-start).
    fn start(&self) -> bool {
        false
    }
}

/// The button of cell `i` of `cells`; a tap sends the cell's offset.
pub fn tap_cell<C: TapCell>(
    cells: impl Fn(usize) -> Option<C> + Send + Sync + 'static,
    i: usize,
    on_tap: Callback<Offset>,
) -> impl IntoView {
    let c = Memo::new(move |_| cells(i));
    let get = move |f: fn(&C) -> String| move || c.with(|c| c.as_ref().map(f));
    view! {
        <button
            type="button"
            class=get(C::class)
            data-testid=get(C::testid)
            data-kind=get(|c| c.kind().to_string())
            data-start=move || c.with(|c| c.as_ref().is_some_and(C::start)).then_some("")
            aria-label=get(C::label)
            aria-pressed=get(|c| c.selected().to_string())
            on:click=move |_| {
                if let Some(at) = c.with_untracked(|c| c.as_ref().map(C::at)) {
                    on_tap.run(at)
                }
            }
        >
            <span aria-hidden="true">{get(C::text)}</span>
        </button>
    }
}
