//! "Why": a collapsible, numbered explanation — one line per rule applied,
//! each with a link to its section of the Rules screen ("§4.4") and to the
//! assumption it relies on ("[A-5]"). Closed until the player opens it,
//! and its lines are made only then: a tap that changes the answer does not
//! also build a list nobody has opened (docs/scheduling.md).

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
    // Opened once: a click on the summary makes the lines before the
    // details open (so they are there when it does); `toggle` covers an
    // opening without a click.
    let opened = RwSignal::new(false);
    view! {
        <details class="why" data-testid=testid on:toggle=move |_| opened.set(true)>
            <summary on:click=move |_| opened.set(true)>{move || title.get()}</summary>
            <ol class="steps">
                {move || {
                    opened.get().then(|| items
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
                        .collect_view())
                }}
            </ol>
        </details>
    }
}
