//! What the tapped cell gives, right under the grid (issue 33: the roll
//! where the answer is): the gun, the band and the distance; then the roll
//! of the plan — the six faces to tap as rolled at the table (the hitting
//! ones marked), the chance beside "Roll the die", what the die did — and
//! under it who fires first (§4.6); how the faces came about, folded. Or
//! why the shooter cannot fire there, or, before any tap, what to tap.
//! Where no roll can be made (the plan refused), the faces are shown flat,
//! not as buttons.

use crate::components::fire_roll::FireRoll;
use crate::components::rule_lines::RuleLines;
use crate::components::why_list::WhyList;
use leptos::prelude::*;
use shturman_screens::fire::{AnswerView, Event, RecordView, RollPanel, ShotView};
use shturman_screens::view::{DieFace, Why};

/// The faces of a shot that cannot be rolled now, flat (not buttons).
fn flat_faces(shot: Memo<Option<ShotView>>) -> impl IntoView {
    let faces = move || shot.with(|s| s.as_ref().map(|s| s.faces.clone()).unwrap_or_default());
    move || {
        faces()
            .into_iter()
            .map(|f: DieFace| {
                let class = if f.hit { "face face--flat face--hit" } else { "face face--flat" };
                view! {
                    <div class=class role="img" aria-label=f.label data-testid=format!("fire-face-{}", f.face)
                        data-hit=f.hit.to_string()>
                        <span class="face__num">{f.face}</span>
                        <span class="face__mark" aria-hidden="true">{if f.hit { "✓" } else { "✗" }}</span>
                    </div>
                }
            })
            .collect_view()
    }
}

#[component]
pub fn FireAnswer(
    #[prop(into)] answer: Signal<AnswerView>,
    /// The plan's roll, when one can be made.
    #[prop(into)]
    roll: Signal<Option<RollPanel>>,
    /// Who fires first (§4.6).
    #[prop(into)]
    order: Signal<Vec<Why>>,
    #[prop(into)] notice: Signal<Option<String>>,
    #[prop(into)] record: Signal<Option<RecordView>>,
    #[prop(into)] record_note: Signal<Option<&'static str>>,
    send: Callback<Event>,
    on_record: Callback<RecordView>,
) -> impl IntoView {
    let shot = Memo::new(move |_| answer.with(|a| a.shot.clone()));
    let rolls = Memo::new(move |_| roll.with(Option::is_some));
    let on = move |f: fn(&ShotView) -> String| move || shot.with(|s| s.as_ref().map(f));
    let chance = Signal::derive(move || {
        shot.with(|s| s.as_ref().map(|s| (s.chance.clone(), s.fraction.clone())))
            .unwrap_or_default()
    });
    view! {
        <div class="card fire-answer" data-testid="fire-answer">
            <div aria-live="polite">
                <p class="muted" data-testid="fire-hint" hidden=move || answer.with(|a| a.hint.is_none())>
                    {move || answer.with(|a| a.hint)}
                </p>
                <p class="banner banner--error" data-testid="fire-cannot"
                    hidden=move || answer.with(|a| a.cannot.is_none())>
                    {move || answer.with(|a| a.cannot.clone())}
                </p>
                <p class="fire-headline" data-testid="fire-headline" hidden=move || shot.with(Option::is_none)
                    data-gun=on(|s| s.gun_code.to_string()) data-band=on(|s| s.band_code.to_string())>
                    {on(|s| s.headline.clone())}
                </p>
            </div>
            <Show when=move || rolls.get()
                fallback=move || view! {
                    <div hidden=move || shot.with(Option::is_none)>
                        <div class="faces">{flat_faces(shot)}</div>
                        <p class="fire-chance" data-testid="fire-chance" data-fraction=move || chance.with(|c| c.1.clone())>
                            <strong>{move || chance.with(|c| c.0.clone())}</strong>
                        </p>
                    </div>
                }>
                <FireRoll
                    roll=Signal::derive(move || roll.get().unwrap_or_default())
                    chance=chance
                    notice=notice
                    record=record
                    record_note=record_note
                    send=send
                    on_record=on_record
                />
            </Show>
            <RuleLines items=order testid="fire-order" />
            // the dice above are the table's die too: said once, under the
            // first screen's lines
            <p class="muted fire-tap-hint" data-testid="fire-tap-hint"
                hidden=move || roll.with(|r| !r.as_ref().is_some_and(|r| r.can_roll))>
                {move || roll.with(|r| r.as_ref().map(|r| r.tap_hint))}
            </p>
            <div hidden=move || shot.with(Option::is_none)>
                <WhyList
                    title=Signal::derive(move || shot.with(|s| s.as_ref().map(|s| s.why_title.to_string()).unwrap_or_default()))
                    items=Signal::derive(move || shot.with(|s| s.as_ref().map(|s| s.why.clone()).unwrap_or_default()))
                    testid="fire-why"
                />
            </div>
        </div>
    }
}
