//! "Pass the phone to Anna": the gate before the PIN, and under it the
//! codes for a player's own phone.

use super::state::HandState;
use crate::components::captain_codes::CaptainCodes;
use leptos::prelude::*;
use leptos::task::spawn_local;
use shturman_screens::hand::PinEvent;
use shturman_words::hand::Words;

#[component]
pub(super) fn HandGate(
    s: HandState,
    words: Signal<&'static Words>,
    send: Callback<PinEvent>,
) -> impl IntoView {
    let w = words;
    let gate = move |_| {
        let Some(game) = s.ctx.with_game(Clone::clone) else {
            return;
        };
        let n = s.since();
        spawn_local(async move {
            let stored = crate::state::hand_store::stored(&game, s.pid).await;
            if s.still(n) {
                send.run(PinEvent::ItsMe { stored });
            }
        });
    };
    view! {
        <section class="card stack pass-gate" data-testid="hand-gate">
            <p class="big-text" data-testid="hand-pass">"⇄ " {move || (w.get().pass_to)(&s.name())}</p>
            <p>{move || w.get().only_you}</p>
            <button class="btn--primary big" data-testid="hand-its-me" on:click=gate>
                {move || w.get().its_me}
            </button>
            <a class="btn" href="#/game" data-testid="hand-back">{move || w.get().back}</a>
        </section>
        <CaptainCodes player=s.pid words=w lang=Signal::derive(move || s.lang.get()) />
    }
}
