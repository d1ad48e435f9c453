//! Quick roll (#/roll): renders `shturman_screens::roll` — the shooter's
//! inputs, each row under its visible name ("Стреляющий", "Повреждения
//! стреляющего": the target's damage is no input, and a line says so), the
//! six faces with the hitting ones marked, the die to roll and, right under
//! it, what the die did (the hit or miss, then the critical).
//! The state is kept for the session ([`kept`]).

use crate::components::choice_row::ChoiceRow;
use crate::components::die_row::DieRow;
use crate::components::faces::random_face;
use crate::components::number_stepper::NumberStepper;
use crate::components::part::part;
use crate::components::result_lines::ResultLines;
use crate::components::toggle::Toggle;
use crate::components::why_list::WhyList;
use crate::i18n::use_lang;
use crate::state::kept::kept;
use leptos::prelude::*;
use shturman_screens::roll::{Event, RollScreen};
use shturman_words::roll::words;

#[component]
pub fn RollPage() -> impl IntoView {
    let lang = use_lang();
    let state = RwSignal::from(kept::<RollScreen>());
    let v = Memo::new(move |_| state.with(|s| s.view(lang.get())));
    // answered in the tap, or after the frame that shows the press where
    // answers are slow (`schedule::answer`)
    let send = move |e: Event| {
        crate::schedule::answer::now_or_after_paint("roll", move || {
            state.try_update(|s| s.update(e));
        })
    };
    let w = move || words(lang.get());
    // one field of the view, as a signal for a component (a memo: a tap
    // wakes only the parts whose value changed)
    // a row's visible name (its buttons' group carries the same name for
    // a screen reader)
    let label = move |f: fn(&'static shturman_words::roll::Words) -> &'static str| {
        view! { <p class="row-label" aria-hidden="true">{move || f(w())}</p> }
    };
    view! {
        <section class="page tool roll" data-testid="page-roll">
            <h2 class="sr-only">{move || w().title}</h2>
            {label(|w| w.shooter)}
            <ChoiceRow
                choices=part(v, |v| v.classes.clone())
                on_pick=Callback::new(move |c| send(Event::Class(c)))
                label=Signal::derive(move || w().shooter.to_string())
                testid="roll-class"
            />
            <div class="row roll__pair">
                <div>
                    {label(|w| w.gun)}
                    <ChoiceRow
                        choices=part(v, |v| v.guns.clone())
                        on_pick=Callback::new(move |k| send(Event::Gun(k)))
                        label=Signal::derive(move || w().gun.to_string())
                        testid="roll-gun"
                    />
                </div>
                <div>
                    {label(|w| w.aim)}
                    <ChoiceRow
                        choices=part(v, |v| v.aims.clone())
                        on_pick=Callback::new(move |a| send(Event::Aim(a)))
                        label=Signal::derive(move || w().aim.to_string())
                        testid="roll-aim"
                    />
                </div>
            </div>
            {label(|w| w.range)}
            <ChoiceRow
                choices=part(v, |v| v.bands.clone())
                on_pick=Callback::new(move |b| send(Event::Band(b)))
                label=Signal::derive(move || w().range.to_string())
                testid="roll-band"
            />
            <details class="cells" data-testid="roll-cells">
                <summary>{move || v.with(|v| v.cells_label.clone())}</summary>
                <ChoiceRow
                    choices=part(v, |v| v.cells.clone())
                    on_pick=Callback::new(move |d| send(Event::Distance(d)))
                    label=Signal::derive(move || v.with(|v| v.cells_label.clone()))
                    testid="roll-dist"
                />
            </details>
            <NumberStepper
                stepper=part(v, |v| v.damage.clone())
                on_set=Callback::new(move |d| send(Event::Damage(d)))
                testid="roll-damage"
            />
            <p class="muted roll__note" data-testid="roll-damage-note">{move || w().target_damage_note}</p>
            <Toggle
                toggle=part(v, |v| v.target.clone())
                on_set=Callback::new(move |t| send(Event::Target(t)))
                testid="roll-target"
            />
            <div class="card roll__dice">
                <p class="roll__status" data-testid="roll-status">
                    {move || v.with(|v| v.status.clone().or_else(|| v.blocked.clone()))}
                </p>
                <DieRow
                    faces=part(v, |v| v.faces.clone())
                    on_pick=Callback::new(move |f| send(Event::Face(f)))
                    disabled=part(v, |v| !v.can_roll)
                    testid="roll-face"
                />
                // what the die did, right under the tapped face
                <ResultLines lines=part(v, |v| v.result.clone()) testid="roll-result" />
                <p class="muted" data-testid="roll-chance">
                    {move || v.with(|v| v.chance.clone())} " · " {move || v.with(|v| v.tap_hint)}
                </p>
                <button
                    class="btn--primary wide"
                    data-testid="roll-roll"
                    hidden=move || v.with(|v| !v.can_roll)
                    on:click=move |_| send(Event::Face(random_face()))
                >
                    "⚄ " {move || v.with(|v| v.roll_label)}
                </button>
                <button
                    class="btn--primary wide"
                    data-testid="roll-fire"
                    hidden=move || v.with(|v| v.no_roll.is_none())
                    on:click=move |_| send(Event::FireNoRoll)
                >
                    {move || v.with(|v| v.no_roll)}
                </button>
            </div>
            <details class="card" data-testid="roll-round">
                <summary>{move || w().round_log} " · " {move || v.with(|v| v.shots_left.clone())}</summary>
                <ol class="steps">
                    {move || v.with(|v| v.round.iter().map(|l| view! { <li>{l.clone()}</li> }).collect_view())}
                </ol>
                <button data-testid="roll-new-round" on:click=move |_| send(Event::NewRound)>
                    {move || w().new_round}
                </button>
            </details>
            <WhyList
                title=Signal::derive(move || w().why.to_string())
                items=part(v, |v| v.why.clone())
                testid="roll-why"
            />
        </section>
    }
}
