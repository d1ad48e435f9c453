//! The one confirmation every change to the game goes through: a sheet at
//! the bottom of the screen that says what will be recorded, with Confirm
//! and Cancel. Screens put a [`Pending`] into the [`ConfirmCtx`]; confirming
//! applies it through the game context (checked, stored, then shown).

use crate::i18n::game::texts;
use crate::i18n::use_lang;
use crate::state::game::use_game;
use crate::state::route::navigate_hash;
use leptos::prelude::*;
use shturman_game::Action;

/// What a confirmation does.
#[derive(Clone, Debug, PartialEq)]
pub enum PendingOp {
    Apply(Vec<Action>),
    /// Keep the first `n` log entries.
    UndoTo(usize),
    Redo,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Pending {
    /// What will be recorded, in words.
    pub summary: String,
    pub op: PendingOp,
    /// Where to go once it is stored.
    pub then: Option<String>,
}

#[derive(Clone, Copy)]
pub struct ConfirmCtx(pub RwSignal<Option<Pending>>);

pub fn provide_confirm() -> ConfirmCtx {
    let c = ConfirmCtx(RwSignal::new(None));
    provide_context(c);
    c
}

/// Ask for confirmation of `op`.
pub fn ask(summary: String, op: PendingOp, then: Option<String>) {
    expect_context::<ConfirmCtx>()
        .0
        .set(Some(Pending { summary, op, then }));
}

#[component]
pub fn GameConfirm() -> impl IntoView {
    let lang = use_lang();
    let t = move || texts(lang.get());
    let pending = expect_context::<ConfirmCtx>().0;
    let ctx = use_game();
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
        match p.op {
            PendingOp::Apply(actions) => ctx.apply(actions, done),
            PendingOp::UndoTo(n) => ctx.undo_to(n, done),
            PendingOp::Redo => ctx.redo(done),
        }
    };
    view! {
        // (`try_`: a screen that provides its own sheet may be leaving, and
        // its signal go first, while this still looks)
        <Show when=move || pending.try_with(Option::is_some).unwrap_or(false)>
            <div class="confirm-sheet" role="dialog" aria-modal="true" aria-labelledby="confirm-title" data-testid="confirm">
                <p id="confirm-title" class="confirm-sheet__q">{move || t().confirm_q}</p>
                <p data-testid="confirm-summary">
                    {move || pending.try_with(|p| p.as_ref().map(|p| p.summary.clone())).flatten().unwrap_or_default()}
                </p>
                <div class="row">
                    <button class="btn--primary confirm-sheet__yes" data-testid="confirm-yes" on:click=confirm>
                        {move || t().confirm}
                    </button>
                    <button data-testid="confirm-no" on:click=move |_| pending.set(None)>
                        {move || t().cancel}
                    </button>
                </div>
            </div>
        </Show>
    }
}
