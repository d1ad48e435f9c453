//! Ship class picker: a segmented row of the five classes.

use crate::i18n::terms::class_name;
use crate::i18n::use_lang;
use leptos::prelude::*;
use shturman_rules::ShipClass;

#[component]
pub fn ClassPicker(
    value: RwSignal<ShipClass>,
    #[prop(into)] label: Signal<&'static str>,
    /// data-testid prefix: "{testid}-brig" … .
    testid: &'static str,
    /// Leave forts out (they do not move).
    #[prop(optional)]
    no_fort: bool,
) -> impl IntoView {
    let lang = use_lang();
    let buttons = ShipClass::ALL
        .into_iter()
        .filter(|c| !(no_fort && *c == ShipClass::Fort))
        .map(|c| {
            view! {
                <button
                    data-testid=format!("{testid}-{}", c.code())
                    aria-pressed=move || (value.get() == c).to_string()
                    on:click=move |_| value.set(c)
                >
                    {move || class_name(lang.get(), c)}
                </button>
            }
        })
        .collect_view();
    view! {
        <div class="segmented" role="group" aria-label=move || label.get()>
            {buttons}
        </div>
    }
}
