//! Rules & assumptions (#/rules): renders `shturman_screens::rules`. A
//! `#/rules?at=4.4` link scrolls to its card and marks it, every time (the
//! screen is kept between visits, and links inside it change only the
//! query).

use crate::i18n::use_lang;
use crate::state::route::Route;
use leptos::prelude::*;
use shturman_screens::route::anchor_id;
use shturman_screens::rules::{Card, view as rules_view};

/// Scroll to a card and mark it, unmarking the last one.
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

fn card(c: Card) -> impl IntoView {
    view! {
        <article class="card" id=c.anchor data-testid=c.testid>
            <h4>{c.heading}</h4>
            <p>{c.body}</p>
            {c.note.map(|n| view! { <p class="muted">{n}</p> })}
            {c.link.map(|(href, label)| view! { <p class="muted"><a class="sec" href=href>{label}</a></p> })}
        </article>
    }
}

#[component]
pub fn RulesPage() -> impl IntoView {
    let lang = use_lang();
    let v = Memo::new(move |_| rules_view(lang.get()));
    let route = expect_context::<ReadSignal<Route>>();
    let marked = StoredValue::new(None::<String>);
    Effect::new(move |_| {
        if let Route::Rules { at: Some(at) } = route.get() {
            let id = anchor_id(&at);
            // in the next frame: by then the screen is shown
            request_animation_frame(move || {
                show_anchor(&id, marked.get_value().as_deref());
                marked.set_value(Some(id));
            });
        }
    });
    view! {
        <section class="page" data-testid="page-rules">
            {move || {
                let v = v.get();
                view! {
                    <h2>{v.title}</h2>
                    <p>{v.intro}</p>
                    <h3>{v.sections_title}</h3>
                    {v.sections.into_iter().map(card).collect_view()}
                    <h3>{v.settled_title}</h3>
                    <p>{v.settled_intro}</p>
                    {v.settled.into_iter().map(card).collect_view()}
                    <h3 id="assumptions">{v.assumptions_title}</h3>
                    <p>{v.assumptions_intro}</p>
                    {v.assumptions.into_iter().map(card).collect_view()}
                }
            }}
            <crate::components::battles_rules::BattlesRules />
        </section>
    }
}
