//! The six faces of a d6 from a view's `DieFace` list: faces that hit
//! marked (colour and ✓), the chosen one outlined. Each face is a button:
//! tapping it says "this face was rolled".
//!
//! The buttons are made once for a list of faces and then updated in place,
//! so a tap changes a few attributes, not the row (docs/scheduling.md).

use leptos::prelude::*;
use shturman_screens::view::DieFace;

#[component]
pub fn DieRow(
    #[prop(into)] faces: Signal<Vec<DieFace>>,
    on_pick: Callback<u8>,
    #[prop(into)] disabled: Signal<bool>,
    /// Each face's data-testid is "{testid}-{face}".
    testid: &'static str,
) -> impl IntoView {
    let numbers =
        Memo::new(move |_| faces.with(|fs| fs.iter().map(|f| f.face).collect::<Vec<_>>()));
    view! {
        <div class="faces" data-testid=testid>
            {move || {
                numbers
                    .get()
                    .into_iter()
                    .enumerate()
                    .map(|(i, face)| {
                        // this face's state, while the row keeps its faces
                        let at = move |f: fn(&DieFace) -> bool| faces.with(|fs| fs.get(i).is_some_and(f));
                        let class = move || {
                            format!(
                                "face{}{}",
                                if at(|f| f.hit) { " face--hit" } else { "" },
                                if at(|f| f.chosen) { " face--rolled" } else { "" },
                            )
                        };
                        view! {
                            <button
                                type="button"
                                class=class
                                data-testid=format!("{testid}-{face}")
                                data-hit=move || at(|f| f.hit).to_string()
                                data-chosen=move || at(|f| f.chosen).to_string()
                                aria-label=move || faces.with(|fs| fs.get(i).map(|f| f.label.clone()).unwrap_or_default())
                                aria-pressed=move || at(|f| f.chosen).to_string()
                                disabled=move || disabled.get()
                                on:click=move |_| on_pick.run(face)
                            >
                                <span class="face__num">{face}</span>
                                <span class="face__mark" aria-hidden="true">
                                    {move || if at(|f| f.hit) { "✓" } else { "✗" }}
                                </span>
                            </button>
                        }
                    })
                    .collect_view()
            }}
        </div>
    }
}
