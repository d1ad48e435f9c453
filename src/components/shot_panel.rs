//! The shot, on the shooter's sheet (issue 33 #1): the one way to record a
//! shot — target, gun, range, aim, the die tapped as it fell or rolled in
//! the app, what it did, and the record (one `Action::Shot`, which spends
//! the marker and damages the target in the core) through the one
//! confirmation. Renders `shturman_screens::game::shot`.

use crate::components::choice_row::ChoiceRow;
use crate::components::choice_select::ChoiceSelect;
use crate::components::die_row::DieRow;
use crate::components::faces::random_face;
use crate::components::game_confirm::ask;
use crate::components::number_stepper::NumberStepper;
use crate::components::part::part_or_default as part;
use crate::components::why_list::rule_href;
use crate::i18n::use_lang;
use crate::state::game::use_game;
use leptos::prelude::*;
use shturman_game::Change;
use shturman_screens::game::shot::{Event, ShotScreen, ShotView};
use shturman_words::address::Sub;
use uuid::Uuid;

#[component]
pub fn ShotPanel(from: Uuid) -> impl IntoView {
    let lang = use_lang();
    let ctx = use_game();
    let state = RwSignal::new(ShotScreen::default());
    let send = Callback::new(move |e: Event| {
        ctx.table.with_untracked(|v| {
            if let Some(v) = v {
                state.update(|s| s.update(v, from, e));
            }
        })
    });
    let view = Memo::new(move |_| {
        ctx.table.with(|v| {
            v.as_ref()
                .and_then(|v| state.with(|s| s.view(v, from, lang.get())))
        })
    });
    let label = move |f: fn(&ShotView) -> &'static str| {
        Signal::derive(move || view.with(|v| v.as_ref().map(f).unwrap_or_default().to_string()))
    };
    let form = move || view.with(|v| v.as_ref().is_some_and(|v| v.blocked.is_none()));
    view! {
        // opened, it comes to the top of the sheet: the inputs and the die
        // below it on the first screen (issue 46 #10)
        <details class="sheet__shot" data-testid="sheet-shot" on:toggle=move |ev| {
            let d = event_target::<web_sys::Element>(&ev);
            if d.has_attribute("open") {
                d.scroll_into_view_with_bool(true);
            }
        }>
            <summary class="btn btn--primary" data-testid="sheet-shot-open">{label(|v| v.title)}</summary>
            <div class="stack card">
                {move || view.with(|v| v.as_ref().and_then(|v| v.blocked))
                    .map(|why| view! { <p class="muted" data-testid="shot-blocked">{why}</p> })}
                <Show when=form>
                    <ChoiceSelect choices=part(view, |v| v.targets.clone()) label=label(|v| v.target_label)
                        on_pick=Callback::new(move |t: Option<Uuid>| if let Some(t) = t { send.run(Event::Target(t)) })
                        testid="shot-target" />
                    <Show when=move || !part(view, |v| v.guns.is_empty()).get()>
                        <span>{label(|v| v.gun_label)}</span>
                        <ChoiceRow choices=part(view, |v| v.guns.clone()) label=label(|v| v.gun_label)
                            on_pick=Callback::new(move |k| send.run(Event::Kind(k))) testid="shot-gun" />
                    </Show>
                    <span>{label(|v| v.band_label)}</span>
                    <ChoiceRow choices=part(view, |v| v.bands.clone()) label=label(|v| v.band_label)
                        on_pick=Callback::new(move |b| send.run(Event::Band(b))) testid="shot-band" />
                    {move || part(view, |v| v.shots.clone()).get().map(|st| view! {
                        <NumberStepper stepper=st on_set=Callback::new(move |n| send.run(Event::Shots(n))) testid="shot-shots" />
                    })}
                    <span>{label(|v| v.aim_label)}</span>
                    <ChoiceRow choices=part(view, |v| v.aims.clone()) label=label(|v| v.aim_label)
                        on_pick=Callback::new(move |a| send.run(Event::Aim(a))) testid="shot-aim" />
                    {move || part(view, |v| v.ports.clone()).get().map(|(l, ports)| view! {
                        <ChoiceSelect choices=ports label=l.to_string()
                            on_pick=Callback::new(move |p| send.run(Event::Port(p))) testid="shot-port" />
                    })}
                    {move || part(view, |v| v.prompt).get().map(|t| view! { <p class="big-text" data-testid="shot-prompt">{t}</p> })}
                    <Show when=move || !part(view, |v| v.dice.is_empty()).get()>
                        <DieRow faces=part(view, |v| v.dice.clone()) disabled=false testid="shot-die"
                            on_pick=Callback::new(move |f| send.run(Event::Face(f))) />
                        <button data-testid="shot-roll" on:click=move |_| send.run(Event::Face(random_face()))>
                            {label(|v| v.roll_app)}
                        </button>
                    </Show>
                    {move || part(view, |v| v.result.clone()).get().map(|(tone, text)| view! {
                        <p class=format!("result result--{tone:?}").to_lowercase() data-testid="shot-result">{text}</p>
                    })}
                    <div class="row">
                        {move || part(view, |v| v.record.clone()).get().map(|(l, p)| view! {
                            <button class="btn--primary grow" data-testid="shot-record"
                                on:click=move |_| ask(p.summary.clone(), Change::Apply(p.actions.clone()), Some(Sub::Home.hash()))>{l}</button>
                        })}
                        <button data-testid="shot-again" on:click=move |_| send.run(Event::Reset)>{label(|v| v.again)}</button>
                    </div>
                    // how the faces came about, under the die: the die on the
                    // first screen of the open shot (issue 46 #10)
                    <ul class="steps" data-testid="shot-lines">
                        {move || part(view, |v| v.lines.clone()).get().into_iter().map(|l| {
                            let sec = l.section.clone().unwrap_or_default();
                            view! { <li>{l.text} " " <a class="sec" href=rule_href(&sec)>{format!("§{sec}")}</a></li> }
                        }).collect_view()}
                    </ul>
                </Show>
            </div>
        </details>
    }
}
