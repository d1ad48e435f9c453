//! "My hidden captains" (`#/game/phone`, linked from the start screen as
//! "My hidden captains on my own phone"): a player's own phone.
//! The table code is typed here; the player places or reveals captains in
//! private; the phone shows the code the table's phone reads. The hand is
//! stored encrypted under the player's PIN (like the shared phone's) and
//! the last table code read is kept as a setting, so after a reload the
//! PIN brings the hand back. What the screen asks of the storage is
//! `work`; `centre` brings a new problem or code into view.

mod centre;
mod work;

use crate::components::camera::Camera;
use crate::components::captain_reset::CaptainReset;
use crate::components::captain_row::{CaptainRow, RowAction};
use crate::components::pin_pad::PinPad as PinPadView;
use crate::components::qr_code::QrCode;
use crate::i18n::use_lang;
use crate::state::kept::kept;
use crate::state::store::{follow_records, setting};
use centre::centre_when;
use leptos::prelude::*;
use leptos::task::spawn_local;
use rand::{TryRngCore, rngs::OsRng};
use shturman_rules::Captain;
use shturman_screens::hand::{PinEvent, PinPad, Stage};
use shturman_screens::hand_phone::{OwnPhone, PhoneEvent};
use shturman_words::hand::words;
use work::{KEPT_CODE, PhoneKey, serve, take_in};

#[component]
pub fn MyHandPage() -> impl IntoView {
    let lang = use_lang();
    let w = Signal::derive(move || words(lang.get()));
    let state = RwSignal::from(kept::<OwnPhone>());
    let key = RwSignal::from(kept::<PhoneKey>());
    let kdf_ms = RwSignal::new(0.0f64);
    let view = Memo::new(move |_| state.with(|s| s.view(lang.get())));
    let send = Callback::new(move |e: PhoneEvent| {
        let need = state
            .try_update(|s| s.update(e, &mut OsRng.unwrap_err()))
            .flatten();
        if let Some(need) = need {
            spawn_local(serve(state, key, kdf_ms, need));
        }
    });
    let send = move |e: PhoneEvent| send.run(e);
    // another tab or window of this phone stored this hand: merge it in
    follow_records(move |name| {
        let Some((game, player)) = state.with_untracked(|s| s.reading()) else {
            return;
        };
        if name == format!("hand.{game}.{}", player.0) {
            spawn_local(take_in(state, key, kdf_ms));
        }
    });
    // after a reload: the code read last brings its hand's PIN pad back
    if state.with_untracked(|s| s.table_code().is_none()) {
        spawn_local(async move {
            if let Some(code) = setting(KEPT_CODE).await {
                send(PhoneEvent::Input(code));
                send(PhoneEvent::Read);
            }
        });
    }
    let pin_view = Signal::derive(move || {
        view.with(|v| v.pin.clone())
            .unwrap_or_else(|| PinPad::default().view(lang.get()))
    });
    // "Forgot the PIN?" deletes nothing: the next hand made here keeps the
    // old one beside it, and the old PIN opens it again (issue 32)
    let pin_send = Callback::new(move |e: PinEvent| send(PhoneEvent::Pin(e)));
    let resetting = move || state.with(|s| s.stage() == Stage::Reset);
    let cap = |code: &str| Captain::ALL.into_iter().find(|c| c.code() == code);
    let act = Callback::new(move |a: RowAction| match a {
        RowAction::Assign(code, ship) => {
            if let Some(c) = cap(code) {
                send(PhoneEvent::Assign(c, ship));
            }
        }
        RowAction::Reveal(_, ship) => send(PhoneEvent::Reveal(ship)),
        RowAction::Move(code, to) => {
            if let Some(c) = cap(code) {
                send(PhoneEvent::Move(c, to));
            }
        }
        // a captain waiting in port is given on the table's phone for now
        RowAction::Give(..) => {}
    });
    let scanned = Callback::new(move |text: String| {
        send(PhoneEvent::Input(text));
        send(PhoneEvent::Read);
    });
    let lang_s = Signal::derive(move || lang.get());
    // a problem is said above, at the code; the player acted further down
    // (a captain's row, below the seal code): a new one comes into view,
    // centred (not again when the language changes under it)
    let problem_ref = NodeRef::<leptos::html::P>::new();
    centre_when(problem_ref, move || {
        view.with(|v| v.problem.is_some().then_some(()))
    });
    // likewise a new code to carry: "Выложить" is pressed in a row below
    // it, and the player took the code off-screen for a failure (issue 33);
    // a problem said at the same time comes first
    let code_ref = NodeRef::<leptos::html::Section>::new();
    centre_when(code_ref, move || {
        view.with(|v| {
            v.code
                .as_ref()
                .filter(|_| v.problem.is_none())
                .map(|c| c.1.clone())
        })
    });
    view! {
        <div class="stack my-hand" data-testid="my-hand" data-kdf-ms=move || format!("{:.0}", kdf_ms.get())>
            <h2>{move || w.get().my_hand}</h2>
            <Show when=move || view.with(|v| v.pin.is_some()) && !resetting()>
                <PinPadView view=pin_view words=w send=pin_send />
            </Show>
            <Show when=resetting>
                <CaptainReset words=w send=pin_send own_phone=true />
            </Show>
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
                    <p class="error" role="alert" data-testid="my-hand-problem" node_ref=problem_ref>
                        {move || view.with(|v| v.problem.clone().unwrap_or_default())}
                    </p>
                </Show>
            </section>
            {move || view.with(|v| v.code.clone()).map(|(title, text)| view! {
                <section class="card stack" data-testid="my-hand-code" node_ref=code_ref>
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
