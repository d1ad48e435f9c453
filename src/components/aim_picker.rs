//! Hull or sails: the aim of a shot (digest §4.5), as two toggle buttons.

use crate::i18n::terms::aim_name;
use crate::i18n::use_lang;
use leptos::prelude::*;
use shturman_rules::attack::Aim;

#[component]
pub fn AimPicker(
    value: RwSignal<Aim>,
    #[prop(into)] label: Signal<&'static str>,
    /// Prefix of each button's data-testid: "{testid}-hull", "{testid}-sails".
    testid: &'static str,
) -> impl IntoView {
    let lang = use_lang();
    view! {
        <div class="segmented" role="group" aria-label=move || label.get()>
            {[Aim::Hull, Aim::Sails]
                .into_iter()
                .map(|a| view! {
                    <button
                        data-testid=format!("{testid}-{}", match a { Aim::Hull => "hull", Aim::Sails => "sails" })
                        aria-pressed=move || (value.get() == a).to_string()
                        on:click=move |_| value.set(a)
                    >
                        {move || aim_name(lang.get(), a)}
                    </button>
                })
                .collect_view()}
        </div>
    }
}
