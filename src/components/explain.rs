//! A numbered explanation: one line per rule applied, each ending in a link
//! to its section of the Rules screen ("§4.4") and any assumption it uses.

use crate::pages::rules::href;
use leptos::prelude::*;

/// One line of an explanation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExplainItem {
    pub text: String,
    /// Digest section, e.g. "4.4".
    pub section: String,
    /// Assumption id, e.g. "A-5".
    pub assumption: Option<&'static str>,
}

impl ExplainItem {
    pub fn new(text: impl Into<String>, section: impl Into<String>) -> ExplainItem {
        ExplainItem {
            text: text.into(),
            section: section.into(),
            assumption: None,
        }
    }
}

#[component]
pub fn Explain(
    #[prop(into)] items: Signal<Vec<ExplainItem>>,
    testid: &'static str,
) -> impl IntoView {
    view! {
        <ol class="steps" data-testid=testid>
            {move || {
                items
                    .get()
                    .into_iter()
                    .map(|it| {
                        let link = href(&it.section);
                        let sec = format!("§{}", it.section);
                        let a = it.assumption.map(|a| {
                            view! { " " <a class="assume" href=href(a) data-assumption=a>{format!("[{a}]")}</a> }
                        });
                        view! {
                            <li>
                                {it.text} " "
                                <a class="sec" href=link data-section=it.section.clone()>{sec}</a>
                                {a}
                            </li>
                        }
                    })
                    .collect_view()
            }}
        </ol>
    }
}
