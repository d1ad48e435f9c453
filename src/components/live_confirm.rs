//! A question the live table asks before it does something a player cannot
//! take back on this phone (leaving the table, moving the seat, giving a
//! seat a new code): a modal sheet with the question, the action and a way
//! out.

use crate::components::modal::ModalSheet;
use crate::i18n::use_lang;
use leptos::prelude::*;
use shturman_words::live::words;

#[component]
pub fn LiveConfirm(
    text: Signal<String>,
    yes: Signal<String>,
    on_yes: Callback<()>,
    on_no: Callback<()>,
) -> impl IntoView {
    let lang = use_lang();
    view! {
        <ModalSheet class="sheet live-confirm" testid="live-confirm" labelled_by="live-confirm-text"
            shown=Signal::derive(|| true) on_close=on_no dim_closes=true>
            <div class="stack">
                <p id="live-confirm-text">{text}</p>
                <div class="row">
                    <button type="button" class="btn btn--primary" data-testid="live-confirm-yes"
                        on:click=move |_| on_yes.run(())>{yes}</button>
                    <button type="button" class="btn" data-testid="live-confirm-no"
                        on:click=move |_| on_no.run(())>{move || words(lang.get()).stay}</button>
                </div>
            </div>
        </ModalSheet>
    }
}
