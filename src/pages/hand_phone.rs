//! "My hidden captains" (`#/game/phone`, linked from the start screen as
//! "My hidden captains on my own phone"): a player's own phone.
//! The table code is typed here; the player places or reveals captains in
//! private; the phone shows the code the table's phone reads. The hand is
//! stored encrypted under the player's PIN (like the shared phone's) and
//! the last table code read is kept as a setting, so after a reload the
//! PIN brings the hand back.

use crate::components::camera::Camera;
use crate::components::captain_reset::CaptainReset;
use crate::components::captain_row::{CaptainRow, RowAction};
use crate::components::pin_pad::PinPad as PinPadView;
use crate::components::qr_code::QrCode;
use crate::i18n::use_lang;
use crate::pages::hand_store::{self as store, OpenHand};
use crate::state::kept::kept;
use crate::state::store::{follow_records, set_setting, setting};
use leptos::prelude::*;
use leptos::task::spawn_local;
use rand::{rngs::OsRng, TryRngCore};
use shturman_files::record::ErrorKind;
use shturman_hand::cipher::Key;
use shturman_hand::Hand;
use shturman_rules::Captain;
use shturman_screens::hand::{PinEvent, PinPad, Request, Stage};
use shturman_screens::hand_phone::{OwnPhone, PhoneEvent, PhoneNeed};
use shturman_words::hand::words;
use wasm_bindgen::JsCast;

/// The setting keeping the last table code read on this phone.
const KEPT_CODE: &str = "own-phone-table-code";

/// The key of the open hand and the stored revision the open hand holds
/// all of (kept for the session, like the screen).
#[derive(Clone, Default)]
struct PhoneKey(Option<Key>, u64);

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

/// Do what the screen needs: look for the hand, derive a key and open or
/// make the hand, store it.
async fn serve(
    state: RwSignal<OwnPhone>,
    key: RwSignal<PhoneKey>,
    kdf_ms: RwSignal<f64>,
    need: PhoneNeed,
) {
    let send = move |e: PhoneEvent| {
        if let Some(n) = state
            .try_update(|s| s.update(e, &mut OsRng.unwrap_err()))
            .flatten()
        {
            spawn_local(serve(state, key, kdf_ms, n));
        }
    };
    match need {
        PhoneNeed::Stored { game, player } => {
            key.set(PhoneKey(None, 0));
            if let Some(code) = state.with_untracked(|s| s.table_code().map(str::to_string)) {
                let _ = set_setting(KEPT_CODE, &code).await;
            }
            let stored = store::stored_id(game, player).await;
            send(PhoneEvent::Pin(PinEvent::ItsMe { stored }));
        }
        PhoneNeed::Pin(req) => {
            let Some((game, player)) = state.with_untracked(|s| s.reading()) else {
                return;
            };
            store::breathe().await;
            let start = store::now_ms();
            let result: Result<OpenHand, PinEvent> = match &req {
                Request::Create(pin) => store::create_hand(Hand::new(game, player), pin)
                    .await
                    .map_err(PinEvent::Failed),
                Request::Open(pin) => {
                    store::open_guarded(game, player, store::open_id(game, player, pin)).await
                }
            };
            kdf_ms.set(store::now_ms() - start);
            match result {
                Ok(o) => {
                    key.set(PhoneKey(Some(o.key), o.revision));
                    send(PhoneEvent::Unlocked(o.hand));
                }
                Err(e) => send(PhoneEvent::Pin(e)),
            }
        }
        PhoneNeed::Store => {
            let Some(mut open) = open_now(state, key) else {
                return;
            };
            match store::put(&mut open).await {
                Ok(merged) => {
                    key.update(|k| k.1 = k.1.max(open.revision));
                    if merged {
                        send(PhoneEvent::Merged(open.hand));
                    }
                    // stored: only now may its seals be shown (issue 32)
                    send(PhoneEvent::Stored);
                }
                Err(e) if e.kind == ErrorKind::Conflict => send(PhoneEvent::ChangedElsewhere),
                Err(_) => send(PhoneEvent::NotStored),
            }
        }
    }
}

/// The open hand as the store wants it, if a hand is open.
fn open_now(state: RwSignal<OwnPhone>, key: RwSignal<PhoneKey>) -> Option<OpenHand> {
    let PhoneKey(k, revision) = key.get_untracked();
    Some(OpenHand {
        hand: state.with_untracked(|s| s.hand().cloned())?,
        key: k?,
        revision,
    })
}

/// Another window stored the open hand: take its copy in, and store the
/// merge if this one holds something that copy lacks.
async fn take_in(state: RwSignal<OwnPhone>, key: RwSignal<PhoneKey>, kdf_ms: RwSignal<f64>) {
    let Some(open) = open_now(state, key) else {
        return;
    };
    let send = |e: PhoneEvent| state.try_update(|s| s.update(e, &mut OsRng.unwrap_err()));
    match store::reread(&open).await {
        Ok(Some((theirs, revision))) => {
            let mut merged = theirs.clone();
            let ours_new = merged.merge(&open.hand);
            key.update(|k| k.1 = k.1.max(revision));
            send(PhoneEvent::Merged(theirs));
            if ours_new {
                serve(state, key, kdf_ms, PhoneNeed::Store).await;
            } else {
                // the stored copy holds all of this hand
                send(PhoneEvent::Stored);
            }
        }
        Err(e) if e.kind == ErrorKind::Conflict => {
            send(PhoneEvent::ChangedElsewhere);
        }
        // nothing new, or unreadable for now: the next write will tell
        Ok(None) | Err(_) => {}
    }
}

/// Centre `node`'s element in view each time `now` gives a new value
/// (`Some`), not again while it stays (the language changing under it).
fn centre_when<E, T>(node: NodeRef<E>, now: impl Fn() -> Option<T> + 'static)
where
    E: leptos::html::ElementType,
    E::Output: JsCast + Clone + 'static,
    T: PartialEq + Clone + 'static,
{
    Effect::new(move |shown: Option<Option<T>>| {
        let key = now();
        if let (Some(k), Some(el)) = (&key, node.get()) {
            if shown.as_ref().and_then(Option::as_ref) != Some(k) {
                let at = web_sys::ScrollIntoViewOptions::new();
                at.set_block(web_sys::ScrollLogicalPosition::Center);
                el.unchecked_ref::<web_sys::Element>()
                    .scroll_into_view_with_scroll_into_view_options(&at);
            }
            return key;
        }
        None
    });
}
