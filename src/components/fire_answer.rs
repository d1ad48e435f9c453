//! What the tapped cell gives, right under the grid: the gun, the band and
//! the distance, the six faces with the hitting ones marked, the exact
//! chance and how the faces came about — or why the shooter cannot fire
//! there, or, before any tap, what to tap.

use crate::components::why_list::WhyList;
use leptos::prelude::*;
use shturman_screens::fire::{AnswerView, ShotView};
use shturman_screens::view::DieFace;

/// The faces of the shot, made once for a list of face numbers and then
/// updated in place: a tap on another cell changes a few attributes, not
/// the row (issue 19).
fn faces(shot: Memo<Option<ShotView>>) -> impl IntoView {
    let numbers = Memo::new(move |_| {
        shot.with(|s| {
            s.as_ref()
                .map(|s| s.faces.iter().map(|f| f.face).collect::<Vec<_>>())
        })
        .unwrap_or_default()
    });
    move || {
        numbers
            .get()
            .into_iter()
            .enumerate()
            .map(|(i, face)| {
                let at = move |f: fn(&DieFace) -> String| {
                    move || shot.with(|s| s.as_ref().and_then(|s| s.faces.get(i)).map(f)).unwrap_or_default()
                };
                let hit = move || shot.with(|s| s.as_ref().and_then(|s| s.faces.get(i)).is_some_and(|f| f.hit));
                view! {
                    <div class=move || if hit() { "face face--hit" } else { "face" } role="img"
                        aria-label=at(|f| f.label.clone()) data-testid=format!("fire-face-{face}")
                        data-hit=move || hit().to_string()>
                        <span class="face__num">{face}</span>
                        <span class="face__mark" aria-hidden="true">{move || if hit() { "✓" } else { "✗" }}</span>
                    </div>
                }
            })
            .collect_view()
    }
}

#[component]
pub fn FireAnswer(#[prop(into)] answer: Signal<AnswerView>) -> impl IntoView {
    let shot = Memo::new(move |_| answer.with(|a| a.shot.clone()));
    let on = move |f: fn(&ShotView) -> String| move || shot.with(|s| s.as_ref().map(f));
    view! {
        <div class="card fire-answer" data-testid="fire-answer" aria-live="polite">
            <p class="muted" data-testid="fire-hint" hidden=move || answer.with(|a| a.hint.is_none())>
                {move || answer.with(|a| a.hint)}
            </p>
            <p class="banner banner--error" data-testid="fire-cannot"
                hidden=move || answer.with(|a| a.cannot.is_none())>
                {move || answer.with(|a| a.cannot.clone())}
            </p>
            <div hidden=move || shot.with(Option::is_none)>
                <p class="fire-headline" data-testid="fire-headline"
                    data-gun=on(|s| s.gun_code.to_string()) data-band=on(|s| s.band_code.to_string())>
                    {on(|s| s.headline.clone())}
                </p>
                <div class="faces">{faces(shot)}</div>
                <p class="fire-chance" data-testid="fire-chance" data-fraction=on(|s| s.fraction.clone())>
                    <strong>{on(|s| s.chance.clone())}</strong>
                </p>
                <WhyList
                    title=Signal::derive(move || shot.with(|s| s.as_ref().map(|s| s.why_title.to_string()).unwrap_or_default()))
                    items=Signal::derive(move || shot.with(|s| s.as_ref().map(|s| s.why.clone()).unwrap_or_default()))
                    testid="fire-why"
                />
            </div>
        </div>
    }
}
