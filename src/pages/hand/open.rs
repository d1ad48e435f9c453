//! The open hand: its captains' rows (each tap made into the game's
//! action, `act`), the owner's encrypted backup, and hiding the hand.

use super::state::HandState;
use crate::components::captain_backup::CaptainBackup;
use crate::components::captain_row::{CaptainRow, RowAction};
use crate::state::hand_store as store;
use crate::state::route::{Route, navigate};
use leptos::prelude::*;
use leptos::task::spawn_local;
use shturman_screens::hand::{PinEvent, card_rows};
use shturman_words::hand::Words;

#[component]
pub(super) fn HandOpen(
    s: HandState,
    words: Signal<&'static Words>,
    send: Callback<PinEvent>,
) -> impl IntoView {
    let w = words;
    let HandState {
        lang, held, brief, ..
    } = s;
    let rows = Memo::new(move |_| {
        let b = brief.get()?;
        let mut o = held.open.get()?;
        let _ = o.hand.sync(&b);
        let n = s.names.get()?;
        Some(card_rows(&o.hand, &b, &n, lang.get()))
    });
    let act = Callback::new(move |a: RowAction| s.act(a));
    // the owner's encrypted backup, bound to no device (it opens anywhere
    // with the PIN alone), so under a costlier key than this phone's
    // (issue 46), derived off the page's thread: the text comes when ready
    let backup = Callback::new(move |text: RwSignal<Option<String>>| {
        let Some(o) = held.open.get_untracked() else {
            return;
        };
        let pin = held.pin.get_value();
        spawn_local(async move {
            if let Ok(sealed) = store::backup(&o, pin.as_ref()).await {
                text.try_set(Some(sealed));
            }
        });
    });
    let backup_file = Signal::derive(move || format!("shturman-hand-{}.json", s.name()));
    let placing = move || brief.with(|b| b.as_ref().is_some_and(|b| b.round.is_none()));
    let hide = move |_| {
        send.run(PinEvent::Lock);
        navigate(&Route::Table { ship: None });
    };
    let problem = held.problem;
    view! {
        <section class="stack" data-testid="hand-open">
            <h2>{move || (w.get().title)(&s.name())}</h2>
            <p class="muted" data-testid="hand-note">
                {move || if placing() { w.get().placing_open } else { w.get().placing_closed }}
            </p>
            <Show when=move || problem.with(Option::is_some)>
                <p class="error" role="alert" data-testid="hand-problem">{move || problem.get().unwrap_or_default()}</p>
            </Show>
            <ul class="plain stack">
                {move || rows.get().unwrap_or_default().into_iter()
                    .map(|row| view! { <CaptainRow row=row words=w.get() act=act /> })
                    .collect_view()}
            </ul>
            <CaptainBackup words=w make=backup file=backup_file />
            <button class="btn--primary big" data-testid="hand-hide" on:click=hide>
                "🂠 " {move || w.get().hide}
            </button>
        </section>
    }
}
