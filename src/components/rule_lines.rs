//! A list of lines each with the rule it comes from ("§4.6", a 44 px link to
//! the Rules screen). Not collapsible: these lines are the answer itself
//! (who fires first, what a salvo counts), not its explanation. Lines in a
//! row under the same rule share one link, on the last of them.

use crate::components::why_list::rule_href;
use leptos::prelude::*;
use shturman_screens::view::Why;

#[component]
pub fn RuleLines(#[prop(into)] items: Signal<Vec<Why>>, testid: &'static str) -> impl IntoView {
    view! {
        <ul class="fire-lines" data-testid=testid hidden=move || items.with(Vec::is_empty)>
            {move || {
                let items = items.get();
                // lines in a row under one rule share one link, on the last
                let next: Vec<Option<String>> = items
                    .iter()
                    .skip(1)
                    .map(|w| w.section.clone())
                    .chain([None])
                    .collect();
                items
                    .into_iter()
                    .zip(next)
                    .enumerate()
                    .map(|(i, (w, next))| {
                        let sec = w.section.filter(|s| next.as_ref() != Some(s)).map(|s| {
                            view! { " " <a class="sec" href=rule_href(&s) data-section=s.clone()>{format!("§{s}")}</a> }
                        });
                        let a = w.assumption.map(|a| {
                            view! { " " <a class="assume" href=rule_href(a) data-assumption=a>{format!("[{a}]")}</a> }
                        });
                        view! { <li data-testid=format!("{testid}-{i}")>{w.text} {sec} {a}</li> }
                    })
                    .collect_view()
            }}
        </ul>
    }
}
