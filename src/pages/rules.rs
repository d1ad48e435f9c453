//! Rules & assumptions: each digest section in short, and every assumption
//! the rules core relies on (listed from `Assumption::ALL`, so a new one
//! cannot be missing here). `#/rules?s=4.4` opens the screen at a section;
//! explanation steps elsewhere link here that way.

use crate::i18n::rules::{assumption, texts, SECTIONS};
use crate::i18n::{use_lang, Lang};
use crate::state::route::HashSignal;
use leptos::prelude::*;
use shturman_rules::Assumption;
use shturman_words::address::requested_anchor;
pub use shturman_words::address::{anchor, href};

/// Scroll to a section or assumption and mark it, unmarking the last one.
fn show_anchor(id: &str, last: Option<&str>) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Some(el) = last.and_then(|l| doc.get_element_by_id(l)) {
        let _ = el.class_list().remove_1("card--target");
    }
    if let Some(el) = doc.get_element_by_id(id) {
        el.scroll_into_view();
        let _ = el.class_list().add_1("card--target");
    }
}

#[component]
pub fn RulesPage() -> impl IntoView {
    let lang = use_lang();
    let t = move || texts(lang.get());
    let i = move || match lang.get() {
        Lang::Ru => 0,
        Lang::En => 1,
    };
    // Scroll to the requested section whenever a link asks for one (the
    // screen is kept between visits, and links inside it change only the
    // query), in the next frame: by then the screen is shown.
    let hash = expect_context::<HashSignal>().0;
    let marked = StoredValue::new(None::<String>);
    Effect::new(move |_| {
        if let Some(id) = hash.with(|h| requested_anchor(h)) {
            request_animation_frame(move || {
                show_anchor(&id, marked.get_value().as_deref());
                marked.set_value(Some(id));
            });
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
            <crate::components::battles_rules::BattlesRules />
        </section>
    }
}
