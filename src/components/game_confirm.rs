//! The one confirmation every change to the game goes through: a sheet at
//! the bottom of the screen that says what will be recorded, with Confirm
//! and Cancel. Screens put a [`Pending`] into the [`ConfirmCtx`]; confirming
//! applies it through the game context (checked, stored, then shown). A
//! modal `<dialog>` ([`ModalSheet`]): Escape cancels, the page behind is
//! inert.

use crate::components::lazy_part::lazy_part;
use crate::components::modal::ModalSheet;
use crate::i18n::use_lang;
use crate::state::game::use_game;
use crate::state::route::{HashSignal, navigate_hash};
use leptos::prelude::*;
use shturman_game::Change;
use shturman_screens::game::confirm::view;

#[derive(Clone, Debug, PartialEq)]
pub struct Pending {
    /// What will be recorded, in words.
    pub summary: String,
    /// What confirming does: the game's one change type, which the store
    /// applies and a live phone sends as it is.
    pub op: Change,
    /// Where to go once it is stored.
    pub then: Option<String>,
}

/// The one pending confirmation, provided once at the app's root (see
/// [`crate::app::App`]), so that a screen going away never takes the sheet
/// or its signal with it.
#[derive(Clone, Copy)]
pub struct ConfirmCtx(pub RwSignal<Option<Pending>>);

/// Provide the confirmation context; at the root only. A navigation drops
/// what was pending (it was asked for on the screen the player left).
pub fn provide_confirm() -> ConfirmCtx {
    let c = ConfirmCtx(RwSignal::new(None));
    provide_context(c);
    let hash = expect_context::<HashSignal>().0;
    Effect::new(move |_| {
        hash.track();
        if c.0.get_untracked().is_some() {
            c.0.set(None);
        }
    });
    c
}

/// Ask for confirmation of `op`.
pub fn ask(summary: String, op: Change, then: Option<String>) {
    expect_context::<ConfirmCtx>()
        .0
        .set(Some(Pending { summary, op, then }));
}

/// The sheet, once, at the app's root. Its code comes with the code that
/// changes a game (a chunk), fetched when the first confirmation is asked.
#[component]
pub fn GameConfirm() -> impl IntoView {
    let pending = expect_context::<ConfirmCtx>().0;
    lazy_part(move || pending.with(Option::is_some), styled_sheet)
}

/// The sheet's chunk, shown with its rules (`crate::styles`).
async fn styled_sheet() -> Option<AnyView> {
    crate::styles::styled(confirm_sheet()).await
}

#[leptos::wasm_split::wasm_split(game_changes, fallible, wasm_split_path = ::leptos::wasm_split)]
fn confirm_sheet() -> Result<AnyView, leptos::wasm_split::SplitLoaderError> {
    Ok(ConfirmSheet().into_any())
}

#[component]
fn ConfirmSheet() -> impl IntoView {
    let lang = use_lang();
    let pending = expect_context::<ConfirmCtx>().0;
    let ctx = use_game();
    let v = Memo::new(move |_| pending.with(|p| p.as_ref().map(|p| view(&p.summary, lang.get()))));
    let confirm = move |_| {
        let Some(p) = pending.get_untracked() else {
            return;
        };
        pending.set(None);
        let then = p.then.clone();
        let done = move || {
            if let Some(h) = then {
                navigate_hash(&h);
            }
        };
        ctx.change(p.op, done);
    };
    // Escape: as Cancel (a confirmed or replaced sheet is removed, no close)
    let cancel = move || {
        if pending.with_untracked(Option::is_some) {
            pending.set(None);
        }
    };
    move || {
        v.get().map(|v| {
            view! {
                <ModalSheet class="confirm-sheet" testid="confirm" labelled_by="confirm-title" shown=true
                    on_close=Callback::new(move |()| cancel())>
                    <p id="confirm-title" class="confirm-sheet__q">{v.title}</p>
                    <p data-testid="confirm-summary">
                        {v.lines.into_iter().map(|l| view! { <span class="confirm-sheet__line">{l}</span> }).collect_view()}
                    </p>
                    <div class="row">
                        <button class="btn--primary confirm-sheet__yes" data-testid="confirm-yes" on:click=confirm>
                            {v.record}
                        </button>
                        <button data-testid="confirm-no" on:click=move |_| cancel()>{v.cancel}</button>
                    </div>
                </ModalSheet>
            }
        })
    }
}
