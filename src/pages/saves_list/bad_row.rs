//! A save that does not load, in the list: why, in plain words (the
//! wording of a load error is lazily loaded code, like the rules), kept
//! aside untouched until an explicit Delete.

use super::problem::{Problem, load_error_text};
use crate::components::save_row::DeleteButtons;
use crate::i18n::game::texts;
use crate::i18n::shell::shell;
use crate::i18n::use_lang;
use leptos::prelude::*;
use shturman_screens::game::saves::RowView;
use shturman_words::game::saves::words as save_words;

#[component]
pub(super) fn BadSaveRow(
    id: String,
    problem: Problem,
    /// The id of the save whose deletion is being confirmed.
    deleting: RwSignal<Option<String>>,
    /// The delete buttons' words.
    row: Signal<RowView>,
    on_delete: Callback<String>,
) -> impl IntoView {
    let lang = use_lang();
    let t = move || texts(lang.get());
    let p = problem;
    let msg = move || {
        let lang = lang.get();
        let p = p.clone();
        Suspend::new(async move {
            match p {
                Problem::Load(l) => load_error_text(lang, l).await,
                Problem::Unavailable => shell(lang).chunk_failed.to_string(),
                Problem::Storage(s) => {
                    format!("{} ({})", save_words(lang).unreadable, s.detail)
                }
            }
        })
    };
    view! {
        <article class="card stack save-row save-row--bad" data-testid="save-damaged" data-id=id.clone()>
            <strong>"⚠ " {move || t().damaged_title}</strong>
            <p data-testid="save-damaged-text">{msg}</p>
            <p class="muted">{move || t().kept_aside}</p>
            <div class="row">
                <DeleteButtons id=id.clone() deleting=deleting row=row on_delete=on_delete />
            </div>
        </article>
    }
}
