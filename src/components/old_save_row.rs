//! A save from before the seals (schema 1) in the saves list: said to be
//! old, with "Move it" (the migration page) and Delete; never an error.

use crate::components::save_row::DeleteButtons;
use crate::i18n::Lang;
use leptos::prelude::*;
use shturman_screens::game::saves::RowView;
use shturman_screens::route::Route;
use shturman_words::migrate::words;

#[component]
pub fn OldSaveRow(
    id: String,
    lang: Signal<Lang>,
    deleting: RwSignal<Option<String>>,
    #[prop(into)] row: Signal<RowView>,
    on_delete: Callback<String>,
) -> impl IntoView {
    let w = move || words(lang.get());
    let href = Route::Migrate { id: id.clone() }.hash();
    let data_id = id.clone();
    view! {
        <article class="card stack save-row save-row--old" data-testid="save-old" data-id=data_id>
            <strong data-testid="save-old-title">"⇪ " {move || w().old_save}</strong>
            <p class="muted">{move || w().old_save_note}</p>
            <div class="row">
                <a class="btn btn--primary grow" href=href data-testid="save-migrate">{move || w().migrate}</a>
                <DeleteButtons id=id deleting=deleting row=row on_delete=on_delete />
            </div>
        </article>
    }
}
