//! Eight headings from a view's `Choice` list laid out as a compass rose
//! (north up, an arrow in the middle for the one chosen): each a 44 px
//! button named in full for a screen reader; a tap sends its heading.

use leptos::prelude::*;
use shturman_rules::Heading;
use shturman_screens::view::Choice;
use shturman_words::terms::heading_arrow;

/// Grid order of the rose: NW N NE / W · E / SW S SE.
const LAYOUT: [Option<Heading>; 9] = [
    Some(Heading::NW),
    Some(Heading::N),
    Some(Heading::NE),
    Some(Heading::W),
    None,
    Some(Heading::E),
    Some(Heading::SW),
    Some(Heading::S),
    Some(Heading::SE),
];

#[component]
pub fn FireRose(
    #[prop(into)] choices: Signal<Vec<Choice<Heading>>>,
    on_pick: Callback<Heading>,
    #[prop(into)] label: Signal<String>,
    /// Each button's data-testid is "{testid}-{code}" ("…-NE").
    testid: &'static str,
) -> impl IntoView {
    let cells = LAYOUT
        .into_iter()
        .map(|slot| match slot {
            None => view! {
                <span class="rose__mid" aria-hidden="true">
                    {move || {
                        choices.with(|c| c.iter().find(|c| c.selected).map(|c| heading_arrow(c.value)))
                    }}
                </span>
            }
            .into_any(),
            Some(h) => {
                let c = move || choices.with(|c| c.iter().find(|c| c.value == h).cloned());
                view! {
                    <button
                        type="button"
                        data-testid=format!("{testid}-{}", h.code())
                        aria-pressed=move || c().is_some_and(|c| c.selected).to_string()
                        aria-label=move || c().map(|c| c.label).unwrap_or_default()
                        disabled=move || !c().is_some_and(|c| c.enabled)
                        on:click=move |_| on_pick.run(h)
                    >
                        <span aria-hidden="true">{heading_arrow(h)}</span>
                    </button>
                }
                .into_any()
            }
        })
        .collect_view();
    view! {
        <div class="rose fire-rose" role="group" aria-label=move || label.get() data-testid=testid>
            {cells}
        </div>
    }
}
