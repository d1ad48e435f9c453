//! What the tapped cell gives, right under the grid: the gun, the band and
//! the distance, the six faces with the hitting ones marked, the exact
//! chance and how the faces came about — or why the shooter cannot fire
//! there, or, before any tap, what to tap.

use crate::components::why_list::WhyList;
use leptos::prelude::*;
use shturman_screens::fire::{AnswerView, ShotView};
use shturman_screens::view::DieFace;

fn faces(list: Vec<DieFace>) -> impl IntoView {
    list.into_iter()
        .map(|f| {
            let class = if f.hit { "face face--hit" } else { "face" };
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
                <div class="faces">{move || shot.with(|s| s.as_ref().map(|s| faces(s.faces.clone())))}</div>
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
