//! "Forgot the PIN?": asks before the player's hand is reset (a new PIN,
//! an empty hand; the old hand is kept and the reset goes on the log).
//! Sends `ResetDone` (yes) or `ResetCancel`.

use leptos::prelude::*;
use shturman_screens::hand::PinEvent;
use shturman_words::hand::Words;

#[component]
pub fn CaptainReset(words: Signal<&'static Words>, send: Callback<PinEvent>) -> impl IntoView {
    view! {
        <section class="card stack" data-testid="hand-reset">
            <p>{move || words.get().reset_warn}</p>
            <button class="btn--danger big" data-testid="hand-reset-yes" on:click=move |_| send.run(PinEvent::ResetDone)>
                {move || words.get().reset_yes}
            </button>
            <button class="btn" data-testid="hand-reset-no" on:click=move |_| send.run(PinEvent::ResetCancel)>
                {move || words.get().cancel}
            </button>
        </section>
    }
}
