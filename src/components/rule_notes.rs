//! Short reminders, always open: one line per rule, each with a link to
//! its section of the Rules screen ("§4.7") and to the assumption it relies
//! on ("[A-20]"). (`why_list` is the collapsible form.)

use crate::components::why_list::rule_href;
use leptos::prelude::*;
use shturman_screens::view::Why;

#[component]
pub fn RuleNotes(#[prop(into)] items: Signal<Vec<Why>>, testid: &'static str) -> impl IntoView {
    view! {
        <ul class="steps rule-notes" data-testid=testid>
            {move || {
                items
                    .get()
                    .into_iter()
                    .map(|w| {
                        let sec = w.section.map(|s| {
                            view! { " " <a class="sec" href=rule_href(&s) data-section=s.clone()>{format!("§{s}")}</a> }
                        });
                        let a = w.assumption.map(|a| {
                            view! { " " <a class="assume" href=rule_href(a) data-assumption=a>{format!("[{a}]")}</a> }
                        });
                        view! { <li>{w.text} {sec} {a}</li> }
                    })
                    .collect_view()
            }}
        </ul>
    }
}
