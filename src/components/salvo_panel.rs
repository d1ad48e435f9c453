//! The salvo of several ships, on a ship's sheet: the target, the ships
//! and their shots, gun and band, the salvo as the core gathers it, the die
//! tapped at the table, and the record (one `Action::Salvo`) through the
//! one confirmation. Renders `shturman_screens::game::salvo`.

use crate::components::choice_row::ChoiceRow;
use crate::components::die_row::DieRow;
use crate::components::game_confirm::ask;
use crate::components::why_list::rule_href;
use crate::i18n::use_lang;
use crate::state::game::use_game;
use crate::state::kept::kept;
use leptos::prelude::*;
use shturman_game::Change;
use shturman_screens::game::salvo::{Event, SalvoScreen};
use uuid::Uuid;

#[component]
pub fn SalvoPanel(from: Uuid) -> impl IntoView {
    let lang = use_lang();
    let ctx = use_game();
    let state = kept::<SalvoScreen>();
    let send = {
        let state = state.clone();
        move |e: Event| {
            ctx.table.with_untracked(|v| {
                if let Some(v) = v {
                    state.update(|s| s.update(v, e));
                }
            })
        }
    };
    // at a live table, a phone gathers only its own player's ships
    let live_seat = crate::live::status().map(|st| st.seat);
    let view = {
        let state = state.clone();
        Memo::new(move |_| {
            let seat = live_seat.as_ref().and_then(|s| s.get());
            ctx.table.with(|v| {
                v.as_ref()
                    .and_then(|v| state.with(|s| s.view_for(v, from, lang.get(), seat)))
            })
        })
    };
    // the result, once the last die gives it, is brought into view (above
    // the tab bar: the page's scroll-padding); where it fell depended on
    // how far the die's tap had scrolled the sheet
    let result = Memo::new(move |_| view.with(|p| p.as_ref().and_then(|p| p.result.clone())));
    Effect::new(move |_| {
        if result.with(Option::is_some)
            && let Some(el) = document()
                .query_selector("[data-testid=\"salvo-result\"]")
                .ok()
                .flatten()
        {
            let at = web_sys::ScrollIntoViewOptions::new();
            at.set_block(web_sys::ScrollLogicalPosition::Nearest);
            el.scroll_into_view_with_scroll_into_view_options(&at);
        }
    });
    let body = move || {
        let p = view.get()?;
        let send = send.clone();
        let targets = p
            .targets
            .iter()
            .map(|c| view! { <option value=c.value.to_string() selected=c.selected>{c.label.clone()}</option> })
            .collect_view();
        let ships = p
            .ships
            .iter()
            .enumerate()
            .map(|(i, r)| {
                let id = r.id;
                let (s1, s2, s3, s4) = (send.clone(), send.clone(), send.clone(), send.clone());
                let kinds = r.kinds.clone();
                let bands = r.bands.clone();
                let extra = r.in_salvo.then(|| {
                    let st = r.shots.clone();
                    view! {
                        <ChoiceRow choices=kinds label=String::new() testid="salvo-kind"
                            on_pick=Callback::new(move |k| s2(Event::Kind(id, k))) />
                        <ChoiceRow choices=bands label=String::new() testid="salvo-band"
                            on_pick=Callback::new(move |b| s3(Event::Band(id, b))) />
                        {st.map(|st| view! {
                            <div class="row">
                                <button data-testid=format!("salvo-shots-minus-{i}") disabled={st.value <= st.min}
                                    on:click={ let s = s4.clone(); move |_| s(Event::Shots(id, st.value.saturating_sub(1))) }>"−"</button>
                                <span data-testid=format!("salvo-shots-{i}")>{st.value}</span>
                                <button data-testid=format!("salvo-shots-plus-{i}") disabled={st.value >= st.max}
                                    on:click=move |_| s4(Event::Shots(id, st.value + 1))>"+"</button>
                                <span class="muted">"⚀ " {r.faces.clone()}</span>
                            </div>
                        })}
                    }
                });
                // a ship in the salvo looks chosen: a filled button with a
                // tick, its card framed (issue 33 #7)
                view! {
                    <li class="card stack salvo__part" data-in=r.in_salvo.to_string()>
                        <button class="salvo__ship" data-testid=format!("salvo-ship-{i}") aria-pressed=r.in_salvo.to_string()
                            on:click=move |_| s1(Event::Toggle(id))>{r.label.clone()}</button>
                        {extra}
                    </li>
                }
            })
            .collect_view();
        let (sa, sb, sc, sd) = (send.clone(), send.clone(), send.clone(), send.clone());
        let lines = p
            .lines
            .iter()
            .map(|l| {
                let sec = l.section.clone().unwrap_or_default();
                let a = l.assumption.map(|a| view! { " " <a class="assume" href=rule_href(a)>{format!("[{a}]")}</a> });
                view! { <li>{l.text.clone()} " " <a class="sec" href=rule_href(&sec)>{format!("§{sec}")}</a>{a}</li> }
            })
            .collect_view();
        let dice = p.dice.clone();
        let has_dice = !dice.is_empty();
        Some(view! {
            <label class="stack">
                <span>{p.target_label}</span>
                <select data-testid="salvo-target" on:change=move |ev| {
                    if let Ok(id) = event_target_value(&ev).parse() { sa(Event::Target(id)) }
                }>
                    <option value="" selected=p.targets.iter().all(|c| !c.selected)>"—"</option>
                    {targets}
                </select>
            </label>
            <span>{p.ships_label}</span>
            <ul class="plain stack">{ships}</ul>
            <ChoiceRow choices=p.aims.clone() label=String::new() testid="salvo-aim"
                on_pick=Callback::new(move |a| sb(Event::Aim(a))) />
            <ul class="steps" data-testid="salvo-lines">{lines}</ul>
            {p.prompt.map(|t| view! { <p class="big-text">{t}</p> })}
            {has_dice.then(|| view! {
                <DieRow faces=dice disabled=false testid="salvo-die" on_pick=Callback::new(move |f| sc(Event::Face(f))) />
            })}
            {p.result.clone().map(|(tone, text)| view! {
                <p class=format!("result result--{:?}", tone).to_lowercase() data-testid="salvo-result">{text}</p>
            })}
            <div class="row">
                {p.record.clone().map(|(label, prop)| view! {
                    <button class="btn--primary grow" data-testid="salvo-record"
                        on:click=move |_| ask(prop.summary.clone(), Change::Apply(prop.actions.clone()), None)>{label}</button>
                })}
                <button data-testid="salvo-again" on:click=move |_| sd(Event::Reset)>{p.again}</button>
            </div>
        })
    };
    view! {
        <details class="sheet__more" data-testid="sheet-salvo">
            <summary>{move || view.with(|p| p.as_ref().map(|p| p.title).unwrap_or_default())}</summary>
            <div class="stack">{body}</div>
        </details>
    }
}
