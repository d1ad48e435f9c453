//! "Why": a collapsible, numbered explanation — one line per rule applied,
//! each with a link to its section of the Rules screen ("§4.4") and to the
//! assumption it relies on ("[A-5]"). Closed until the player opens it.

use leptos::prelude::*;
use shturman_screens::route::Route;
use shturman_screens::view::Why;

/// The rules screen's address for a section or an assumption.
pub fn rule_href(at: &str) -> String {
    Route::Rules {
        at: Some(at.to_string()),
    }
    .hash()
}

#[component]
pub fn WhyList(
    #[prop(into)] title: Signal<String>,
    #[prop(into)] items: Signal<Vec<Why>>,
    testid: &'static str,
) -> impl IntoView {
    view! {
        <details class="why" data-testid=testid>
            <summary>{move || title.get()}</summary>
            <ol class="steps">
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
            </ol>
        </details>
    }
}
