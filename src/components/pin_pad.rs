//! The PIN pad: masked dots (never the digits), big keys (44 px and more),
//! the prompt and what went wrong, and "forgot the PIN?" when a stored
//! hand asks for its PIN. It renders a [`PinView`] and sends [`PinEvent`]s.
//! While a Web Worker derives the key (seconds: the LAN page, a hand bound
//! to no device key) it shows how far it is and why it is slow (issue 43,
//! item 16).

use crate::state::hand_store::progress;
use leptos::prelude::*;
use shturman_screens::hand::{PinEvent, PinView, Stage};
use shturman_words::hand::Words;

#[component]
pub fn PinPad(
    view: Signal<PinView>,
    words: Signal<&'static Words>,
    send: Callback<PinEvent>,
) -> impl IntoView {
    let key = move |d: u8| {
        view! {
            <button class="pin-key" data-testid=format!("pin-{d}") on:click=move |_| send.run(PinEvent::Digit(d))>
                {d.to_string()}
            </button>
        }
    };
    let working = move || view.with(|v| v.stage == Stage::Working);
    view! {
        <section class="card stack pin-pad" data-testid="pin-pad" data-stage=move || format!("{:?}", view.with(|v| v.stage))>
            <p class="big-text" data-testid="pin-prompt">{move || view.with(|v| v.prompt)}</p>
            <p class="pin-dots" data-testid="pin-dots" aria-label=move || view.with(|v| v.dots_label.clone())>
                {move || "●".repeat(usize::from(view.with(|v| v.dots)))}
                {move || (view.with(|v| v.dots) == 0).then_some("\u{a0}")}
            </p>
            <Show when=move || view.with(|v| v.problem.is_some())>
                <p class="error" role="alert" data-testid="pin-problem">
                    {move || view.with(|v| v.problem.clone().unwrap_or_default())}
                </p>
            </Show>
            <Show when=working>
                <p class="muted" role="status" data-testid="pin-working">
                    <span class="spinner" aria-hidden="true">"⏳"</span>" "{move || words.get().working}
                </p>
                <KeyProgress words=words />
            </Show>
            <div class="pin-keys" aria-hidden=move || working().then_some("true")>
                {(1..=9).map(key).collect_view()}
                <button class="pin-key" data-testid="pin-erase" aria-label=move || words.get().erase
                    on:click=move |_| send.run(PinEvent::Erase)>"⌫"</button>
                {key(0)}
                <button class="pin-key btn--primary" data-testid="pin-ok"
                    disabled=move || !view.with(|v| v.can_submit) || working()
                    on:click=move |_| send.run(PinEvent::Submit)>
                    {move || words.get().pin_ok}
                </button>
            </div>
            <Show when=move || view.with(|v| v.stage == Stage::Enter)>
                <button class="btn" data-testid="pin-forgot" on:click=move |_| send.run(PinEvent::Forgot)>
                    {move || words.get().forgot}
                </button>
            </Show>
        </section>
    }
}

/// The key's progress while a worker derives it, and why that takes
/// seconds here: plain http (no built-in crypto), or no device key.
#[component]
fn KeyProgress(words: Signal<&'static Words>) -> impl IntoView {
    let share = progress::share();
    let percent = move || (share.get().unwrap_or(0.0) * 100.0).floor() as u8;
    let http = web_sys::window().is_some_and(|w| !w.is_secure_context());
    view! {
        <Show when=move || share.get().is_some()>
            <div class="stack key-progress" data-testid="pin-progress" data-percent=percent>
                <progress max="100" value=percent aria-label=move || (words.get().key_progress)(percent())></progress>
                <p class="muted" data-testid="pin-progress-text">{move || (words.get().key_progress)(percent())}</p>
                <p class="muted" data-testid="pin-slow-why">
                    {move || if http { words.get().slow_http } else { words.get().slow_unbound }}
                </p>
            </div>
        </Show>
    }
}
