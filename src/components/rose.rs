//! An 8-direction picker laid out as a compass rose: eight real buttons
//! (≥ 44 px) around an empty centre, north up.

use crate::i18n::terms::{heading_arrow, heading_code, heading_name};
use crate::i18n::use_lang;
use leptos::prelude::*;
use shturman_rules::Heading;

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
pub fn Rose(
    value: RwSignal<Heading>,
    /// The group's accessible name, e.g. "Курс".
    #[prop(into)]
    label: Signal<&'static str>,
    /// data-testid prefix: "{testid}-N" … "{testid}-NW".
    testid: &'static str,
) -> impl IntoView {
    let lang = use_lang();
    let cells = LAYOUT
        .into_iter()
        .map(|h| match h {
            None => view! {
                <span class="rose__mid" aria-hidden="true">
                    {move || heading_arrow(value.get())}
                </span>
            }
            .into_any(),
            Some(h) => view! {
                <button
                    data-testid=format!("{testid}-{}", h.code())
                    aria-pressed=move || (value.get() == h).to_string()
                    aria-label=move || format!("{}: {}", label.get(), heading_name(lang.get(), h))
                    on:click=move |_| value.set(h)
                >
                    <span aria-hidden="true">{heading_arrow(h)}</span>
                    <span class="rose__code">{move || heading_code(lang.get(), h)}</span>
                </button>
            }
            .into_any(),
        })
        .collect_view();
    view! {
        <div class="rose" role="group" aria-label=move || label.get()>
            {cells}
        </div>
    }
}
