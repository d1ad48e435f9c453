//! A compass rose from a view's `RoseView`: eight real buttons (≥ 44 px)
//! around the arrow of the heading picked, north up; a tap sends the
//! heading.

use leptos::prelude::*;
use shturman_rules::Heading;
use shturman_screens::planner::RoseView;

/// The rose's grid, row by row: NW N NE / W · E / SW S SE, as indexes of
/// the view's points (clockwise from north); `None` is the centre.
const LAYOUT: [Option<usize>; 9] = [
    Some(7),
    Some(0),
    Some(1),
    Some(6),
    None,
    Some(2),
    Some(5),
    Some(4),
    Some(3),
];

#[component]
pub fn HeadingRose(
    #[prop(into)] rose: Signal<RoseView>,
    on_pick: Callback<Heading>,
    /// Each button's data-testid is "{testid}-{code}" ("plan-heading-NE").
    testid: &'static str,
) -> impl IntoView {
    let cells = LAYOUT
        .into_iter()
        .map(|slot| match slot {
            None => view! {
                <span class="rose__mid" aria-hidden="true">{move || rose.with(|r| r.arrow)}</span>
            }
            .into_any(),
            Some(i) => {
                let point = Memo::new(move |_| rose.with(|r| r.points.get(i).cloned()));
                let p = move || point.get();
                view! {
                    <button
                        type="button"
                        data-testid=move || p().map(|p| format!("{testid}-{}", p.code))
                        aria-pressed=move || p().is_some_and(|p| p.selected).to_string()
                        aria-label=move || p().map(|p| p.label)
                        on:click=move |_| {
                            if let Some(p) = point.get_untracked() {
                                on_pick.run(p.heading);
                            }
                        }
                    >
                        <span aria-hidden="true">{move || p().map(|p| p.arrow)}</span>
                        <span class="rose__code" aria-hidden="true">{move || p().map(|p| p.short)}</span>
                    </button>
                }
                .into_any()
            }
        })
        .collect_view();
    view! {
        <div class="rose-box">
            <p class="rose__title">{move || rose.with(|r| r.title)}</p>
            <div class="rose" role="group" aria-label=move || rose.with(|r| r.title)>
                {cells}
            </div>
        </div>
    }
}
