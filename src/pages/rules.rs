//! Rules & assumptions: each digest section in short, and every assumption
//! the rules core relies on (listed from `Assumption::ALL`, so a new one
//! cannot be missing here). `#/rules?s=4.4` opens the screen at a section;
//! explanation steps elsewhere link here that way.

use crate::i18n::rules::{assumption, texts, SECTIONS};
use crate::i18n::{use_lang, Lang};
use leptos::prelude::*;
use shturman_rules::Assumption;

/// The element id of a section ("4.4" → "rule-4-4") or an assumption.
pub fn anchor(section_or_id: &str) -> String {
    let slug = section_or_id.replace(['.', ' '], "-");
    if section_or_id.starts_with("A-") {
        format!("assumption-{slug}")
    } else {
        format!("rule-{slug}")
    }
}

/// The link to a section or an assumption on this screen.
pub fn href(section_or_id: &str) -> String {
    format!("#/rules?s={section_or_id}")
}

fn requested_anchor() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    let (_, query) = hash.split_once('?')?;
    let s = query.strip_prefix("s=")?;
    Some(anchor(s))
}

#[component]
pub fn RulesPage() -> impl IntoView {
    let lang = use_lang();
    let t = move || texts(lang.get());
    let i = move || match lang.get() {
        Lang::Ru => 0,
        Lang::En => 1,
    };
    // Scroll to the requested section once it is in the page.
    Effect::new(move |_| {
        if let Some(id) = requested_anchor() {
            if let Some(el) = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.get_element_by_id(&id))
            {
                el.scroll_into_view();
                let _ = el.class_list().add_1("card--target");
            }
        }
    });
    view! {
        <section class="page" data-testid="page-rules">
            <h2>{move || t().title}</h2>
            <p>{move || t().intro}</p>
            <h3>{move || t().sections_title}</h3>
            {SECTIONS
                .iter()
                .map(|s| {
                    view! {
                        <article class="card" id=anchor(s.id) data-testid=format!("rule-{}", s.id)>
                            <h4>{format!("§{} ", s.id)} {move || s.title[i()]}</h4>
                            <p>{move || s.body[i()]}</p>
                        </article>
                    }
                })
                .collect_view()}
            <h3 id="assumptions">{move || t().assumptions_title}</h3>
            <p>{move || t().assumptions_intro}</p>
            {Assumption::ALL
                .iter()
                .map(|&a| {
                    let text = assumption(a);
                    view! {
                        <article class="card" id=anchor(a.id()) data-testid=format!("assumption-{}", a.id())>
                            <h4>{format!("[{}] ", a.id())} {move || text.topic[i()]}</h4>
                            <p>
                                <strong>{move || t().app_does}</strong>
                                " "
                                {move || text.app[i()]}
                            </p>
                            <p class="muted">
                                {move || t().rulebook_may}
                                " "
                                {move || text.alternative[i()]}
                            </p>
                            <p class="muted">
                                <a href=href(a.section())>
                                    {move || format!("{} §{}", t().section, a.section())}
                                </a>
                            </p>
                        </article>
                    }
                })
                .collect_view()}
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn anchors() {
        assert_eq!(anchor("4.4"), "rule-4-4");
        assert_eq!(anchor("A-6"), "assumption-A-6");
        assert_eq!(href("3.1"), "#/rules?s=3.1");
    }

    #[test]
    fn every_assumption_section_exists() {
        for a in Assumption::ALL {
            let sec = a.section();
            assert!(
                SECTIONS
                    .iter()
                    .any(|s| s.id == sec || s.id.starts_with(&format!("{sec}."))),
                "{} → §{sec}",
                a.id()
            );
        }
    }
}
