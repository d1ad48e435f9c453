//! "Forgot the PIN?": asks before the player's hand is reset (a new PIN,
//! an empty hand; the old hand is kept, and on a shared phone the reset
//! goes on the table's log; an own phone has no log).
//! Sends `ResetDone` (yes) or `ResetCancel`.

use leptos::prelude::*;
use shturman_screens::hand::PinEvent;
use shturman_words::hand::Words;

#[component]
pub fn CaptainReset(
    words: Signal<&'static Words>,
    send: Callback<PinEvent>,
    #[prop(optional)] own_phone: bool,
) -> impl IntoView {
    let warn = move || {
        let w = words.get();
        if own_phone {
            w.reset_warn_phone
        } else {
            w.reset_warn
        }
    };
    view! {
        <section class="card stack" data-testid="hand-reset">
            <p>{warn}</p>
            <button class="btn--danger big" data-testid="hand-reset-yes" on:click=move |_| send.run(PinEvent::ResetDone)>
                {move || words.get().reset_yes}
            </button>
            <button class="btn" data-testid="hand-reset-no" on:click=move |_| send.run(PinEvent::ResetCancel)>
                {move || words.get().cancel}
            </button>
        </section>
    }
}
