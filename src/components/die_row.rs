//! The six faces of a d6 from a view's `DieFace` list: faces that hit
//! marked (colour and ✓), the chosen one outlined. Each face is a button:
//! tapping it says "this face was rolled".

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
    view! {
        <div class="faces" data-testid=testid>
            {move || {
                faces
                    .get()
                    .into_iter()
                    .map(|f| {
                        let face = f.face;
                        let class = format!(
                            "face{}{}",
                            if f.hit { " face--hit" } else { "" },
                            if f.chosen { " face--rolled" } else { "" },
                        );
                        view! {
                            <button
                                type="button"
                                class=class
                                data-testid=format!("{testid}-{face}")
                                data-hit=f.hit.to_string()
                                data-chosen=f.chosen.to_string()
                                aria-label=f.label
                                aria-pressed=f.chosen.to_string()
                                disabled=move || disabled.get()
                                on:click=move |_| on_pick.run(face)
                            >
                                <span class="face__num">{face}</span>
                                <span class="face__mark" aria-hidden="true">
                                    {if f.hit { "✓" } else { "✗" }}
                                </span>
                            </button>
                        }
                    })
                    .collect_view()
            }}
        </div>
    }
}
