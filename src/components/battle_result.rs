//! A resolver's result once every die has a face: the outcome applied,
//! most important first, the choices made after the roll, and the steps,
//! each with its section and reading. Open, it is a sheet over the bottom
//! of the screen, so it shows where the finger is; closed, it stays in
//! place under the dice.

use crate::components::battle_inputs::BattleInputs;
use crate::components::result_lines::ResultLines;
use crate::components::why_list::rule_href;
use leptos::prelude::*;
use shturman_screens::battles::{Group, ResultView};
use shturman_words::battles::Words;

#[component]
pub fn BattleResult<E>(
    #[prop(into)] result: Signal<Option<ResultView<E>>>,
    #[prop(into)] words: Signal<&'static Words>,
    on_set: Callback<E>,
    on_close: Callback<()>,
    on_again: Callback<()>,
) -> impl IntoView
where
    E: Clone + PartialEq + Send + Sync + 'static,
{
    let open = move || result.with(|r| r.as_ref().is_some_and(|r| r.open));
    // a new result starts at its top, whatever the sheet was scrolled to
    let sheet = NodeRef::<leptos::html::Section>::new();
    Effect::new(move |_| {
        result.with(|r| r.as_ref().map(|r| r.lines.len()));
        if let Some(el) = sheet.get() {
            el.set_scroll_top(0);
        }
    });
    let after = Signal::derive(move || {
        result.with(|r| match r {
            Some(r) if !r.after.is_empty() => vec![Group::plain(r.after.clone())],
            _ => Vec::new(),
        })
    });
    view! {
        <section
            node_ref=sheet
            class=move || if open() { "bresult bresult--sheet" } else { "bresult card" }
            data-testid="b-result"
            hidden=move || result.with(|r| r.is_none())
            aria-label=move || words.get().result
        >
            <div class="bresult__head">
                <strong>{move || words.get().result}</strong>
                <button type="button" data-testid="b-again" on:click=move |_| on_again.run(())>
                    {move || words.get().again}
                </button>
                <button type="button" class="bresult__close" data-testid="b-close" hidden=move || !open()
                    aria-label=move || words.get().close on:click=move |_| on_close.run(())>
                    "✕"
                </button>
            </div>
            <ResultLines
                lines=Signal::derive(move || result.with(|r| r.as_ref().map(|r| r.lines.clone()).unwrap_or_default()))
                testid="b-result-line"
            />
            <BattleInputs groups=after on_set=on_set />
            <details class="why" open=true data-testid="b-steps">
                <summary>{move || words.get().steps}</summary>
                <ol class="steps">
                    {move || {
                        result
                            .with(|r| r.as_ref().map(|r| r.steps.clone()).unwrap_or_default())
                            .into_iter()
                            .map(|w| {
                                let sec = w.section.map(|s| view! { " " <a class="sec" href=rule_href(&s) data-section=s.clone()>{format!("§{s}")}</a> });
                                let a = w.assumption.map(|a| view! { " " <a class="assume" href=rule_href(a) data-assumption=a>{format!("[{a}]")}</a> });
                                view! { <li>{w.text} {sec} {a}</li> }
                            })
                            .collect_view()
                    }}
                </ol>
            </details>
        </section>
    }
}
