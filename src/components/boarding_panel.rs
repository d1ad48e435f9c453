//! Boarding, on a ship's sheet: the ship to board and the side the boarder
//! lies on (seen from the defender), the defender's shot before boarding,
//! both sides' points with Berserk, and the outcome recorded through the
//! one confirmation. Renders `shturman_screens::game::boarding`.

use crate::components::choice_row::ChoiceRow;
use crate::components::game_confirm::ask;
use crate::components::why_list::rule_href;
use crate::i18n::use_lang;
use crate::state::game::use_game;
use crate::state::route::Route;
use leptos::prelude::*;
use shturman_game::Change;
use shturman_rules::Heading;
use shturman_screens::game::boarding::panel;
use uuid::Uuid;

#[component]
pub fn BoardingPanel(from: Uuid) -> impl IntoView {
    let lang = use_lang();
    let ctx = use_game();
    let defender = RwSignal::new(None::<Uuid>);
    let side = RwSignal::new(Heading::W);
    let view = Memo::new(move |_| {
        ctx.table.with(|v| {
            v.as_ref()
                .map(|v| panel(v, from, defender.get(), side.get(), lang.get()))
        })
    });
    // the answer stays in view after each tap (the sheet scrolls)
    let answer = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |_| {
        view.track();
        if let Some(el) = answer.get() {
            el.scroll_into_view_with_bool(false);
        }
    });
    let body = move || {
        let p = view.get()?;
        if let Some(e) = p.empty {
            return Some(view! { <p class="muted">{e}</p> }.into_any());
        }
        let targets = p
            .targets
            .iter()
            .map(|c| view! { <option value=c.value.to_string() selected=c.selected>{c.label.clone()}</option> })
            .collect_view();
        let lines = p
            .lines
            .iter()
            .map(|l| {
                let sec = l.section.clone().unwrap_or_default();
                let a = l.assumption.map(|a| view! { " " <a class="assume" href=rule_href(a)>{format!("[{a}]")}</a> });
                view! { <li>{l.text.clone()} " " <a class="sec" href=rule_href(&sec)>{format!("§{sec}")}</a>{a}</li> }
            })
            .collect_view();
        let outcomes = p
            .outcomes
            .iter()
            .zip(p.then_hand.iter())
            .map(|((code, label, prop), hand)| {
                let prop = prop.clone();
                // the winner's captain may move over: its owner's hand next
                let then = hand.map(|player| Route::Hand { player }.hash());
                view! {
                    <button class="grow" data-testid=format!("boarding-{code}")
                        on:click=move |_| ask(prop.summary.clone(), Change::Apply(prop.actions.clone()), then.clone())>{*label}</button>
                }
            })
            .collect_view();
        Some(view! {
            <select data-testid="boarding-target" on:change=move |ev| defender.set(event_target_value(&ev).parse().ok())>
                <option value="" selected=p.targets.iter().all(|c| !c.selected)>"—"</option>
                {targets}
            </select>
            // the arrows' name on screen, not only for a screen reader (issue 46 #11)
            <p class="row-label" aria-hidden="true" data-testid="boarding-side-label">{p.side_label}</p>
            <ChoiceRow choices=p.sides.clone() label=p.side_label.to_string() testid="boarding-side"
                on_pick=Callback::new(move |h| side.set(h)) />
            <div node_ref=answer>
                <ul class="steps" data-testid="boarding-lines">{lines}</ul>
                <div class="row">{outcomes}</div>
            </div>
        }.into_any())
    };
    view! {
        <details class="sheet__more" data-testid="sheet-boarding">
            <summary>{move || view.with(|p| p.as_ref().map(|p| p.title).unwrap_or_default())}</summary>
            <div class="stack">{body}</div>
        </details>
    }
}
