//! The Rules screen's part for the three other games: each game's digest
//! sections, then every reading its text leaves open with its options (the
//! default marked, the table's choice pressed; a tap changes it for every
//! screen of the game), then the places the app reads one way with no
//! switch. Sections and readings carry the anchors the rules
//! links use ("#/rules?at=H.4", "#/rules?at=H-5").

use crate::components::choice_row::ChoiceRow;
use crate::i18n::use_lang;
use crate::state::kept::kept;
use leptos::prelude::*;
use shturman_screens::battles::Readings;
use shturman_screens::battles::rules::{RuleEntry, rules_part};
use shturman_words::address::anchor;
use shturman_words::battles::words;

fn entry(e: RuleEntry, readings: RwSignal<Readings>, kind: &'static str) -> impl IntoView {
    let id = e.id;
    let options = e.options.clone();
    let has_options = !options.is_empty();
    view! {
        <article class="card" id=anchor(id) data-testid=format!("battle-{kind}-{id}")>
            <h4>{if kind == "rule" { format!("§{id} ") } else { format!("[{id}] ") }} {e.title.clone()}</h4>
            <p>{e.body}</p>
            {has_options.then(|| view! {
                <ChoiceRow
                    choices=Signal::derive(move || options.clone())
                    on_pick=Callback::new(move |code: &'static str| readings.update(|r| {
                        r.set(id, code);
                    }))
                    label=Signal::derive(move || e.title.clone())
                    testid="battle-reading-option"
                />
            })}
        </article>
    }
}

#[component]
pub fn BattlesRules() -> impl IntoView {
    let lang = use_lang();
    let readings = RwSignal::from(kept::<Readings>());
    let part = Memo::new(move |_| readings.with(|r| rules_part(lang.get(), r)));
    view! {
        <section data-testid="battles-rules">
            <h3 id="battles">{move || words(lang.get()).rules_title}</h3>
            <p>{move || words(lang.get()).rules_intro}</p>
            {move || {
                part.get()
                    .into_iter()
                    .map(|g| {
                        view! {
                            <h3 data-testid=format!("battles-rules-{}", g.code)>{g.title}</h3>
                            {g.sections.into_iter().map(|e| entry(e, readings, "rule")).collect_view()}
                            <h4>{move || words(lang.get()).rules_readings}</h4>
                            {g.readings.into_iter().map(|e| entry(e, readings, "reading")).collect_view()}
                            {(!g.settled.is_empty()).then(|| view! { <h4>{move || words(lang.get()).rules_settled}</h4> })}
                            {g.settled.into_iter().map(|e| entry(e, readings, "settled")).collect_view()}
                        }
                    })
                    .collect_view()
            }}
        </section>
    }
}
