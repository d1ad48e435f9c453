//! What a die did, line by line with its tone (hit, miss, critical), as a
//! live region: a screen reader says it, and it sits right under the dice.

use leptos::prelude::*;
use shturman_screens::view::Tone;

pub fn tone_class(t: Tone) -> &'static str {
    match t {
        Tone::Good => "result result--good",
        Tone::Bad => "result result--bad",
        Tone::Alert => "result result--alert",
        Tone::Plain => "result",
    }
}

#[component]
pub fn ResultLines(
    #[prop(into)] lines: Signal<Vec<(Tone, String)>>,
    testid: &'static str,
) -> impl IntoView {
    view! {
        <div class="results" role="status" aria-live="polite" data-testid=testid>
            {move || {
                lines
                    .get()
                    .into_iter()
                    .enumerate()
                    .map(|(i, (tone, text))| {
                        view! { <p class=tone_class(tone) data-testid=format!("{testid}-{i}")>{text}</p> }
                    })
                    .collect_view()
            }}
        </div>
    }
}
