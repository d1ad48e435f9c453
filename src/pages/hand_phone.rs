//! "My hand for another table" (`#/game/phone`): a player's own phone.
//! The table code is typed here; the player places or reveals captains in
//! private; the phone shows the code the table's phone reads. The state
//! is kept for the session (not stored: see the report of issue 18's UI).

use crate::components::camera::Camera;
use crate::components::captain_row::{CaptainRow, RowAction};
use crate::components::qr_code::QrCode;
use crate::i18n::use_lang;
use crate::state::kept::kept;
use leptos::prelude::*;
use rand::{rngs::OsRng, TryRngCore};
use shturman_rules::Captain;
use shturman_screens::hand_phone::{OwnPhone, PhoneEvent};
use shturman_words::hand::words;

#[component]
pub fn MyHandPage() -> impl IntoView {
    let lang = use_lang();
    let w = Signal::derive(move || words(lang.get()));
    let state = RwSignal::from(kept::<OwnPhone>());
    let view = Memo::new(move |_| state.with(|s| s.view(lang.get())));
    let send = move |e: PhoneEvent| state.update(|s| s.update(e, &mut OsRng.unwrap_err()));
    let cap = |code: &str| Captain::ALL.into_iter().find(|c| c.code() == code);
    let act = Callback::new(move |a: RowAction| match a {
        RowAction::Assign(code, ship) => {
            if let Some(c) = cap(code) {
                send(PhoneEvent::Assign(c, ship));
            }
        }
        RowAction::Reveal(_, ship) => send(PhoneEvent::Reveal(ship)),
        // a captain waiting in port is given on the table's phone for now
        RowAction::Give(..) => {}
    });
    let scanned = Callback::new(move |text: String| {
        send(PhoneEvent::Input(text));
        send(PhoneEvent::Read);
    });
    let lang_s = Signal::derive(move || lang.get());
    view! {
        <div class="stack my-hand" data-testid="my-hand">
            <h2>{move || w.get().my_hand}</h2>
            <section class="card stack">
                <label for="my-hand-code">{move || w.get().my_hand_how}</label>
                <textarea id="my-hand-code" class="code-text" rows="4" data-testid="my-hand-input"
                    autocomplete="off" spellcheck="false"
                    prop:value=move || view.with(|v| v.input.clone())
                    on:input=move |e| send(PhoneEvent::Input(event_target_value(&e)))></textarea>
                <button class="btn--primary" data-testid="my-hand-read" on:click=move |_| send(PhoneEvent::Read)>
                    {move || w.get().read}
                </button>
                <Camera words=w lang=lang_s on_read=scanned />
                <Show when=move || view.with(|v| v.problem.is_some())>
                    <p class="error" role="alert" data-testid="my-hand-problem">
                        {move || view.with(|v| v.problem.clone().unwrap_or_default())}
                    </p>
                </Show>
            </section>
            {move || view.with(|v| v.code.clone()).map(|(title, text)| view! {
                <section class="card stack" data-testid="my-hand-code">
                    <p><strong>{title}</strong></p>
                    <QrCode text=Signal::derive({ let t = text.clone(); move || t.clone() }) label=Signal::derive(move || w.get().qr_label) />
                    <output class="code-text" data-testid="my-hand-code-text">{text}</output>
                    <p class="muted">{move || w.get().show_code_how}</p>
                </section>
            })}
            <ul class="plain stack">
                {move || view.with(|v| v.rows.clone()).unwrap_or_default().into_iter()
                    .map(|row| view! { <CaptainRow row=row words=w.get() act=act /> })
                    .collect_view()}
            </ul>
        </div>
    }
}
