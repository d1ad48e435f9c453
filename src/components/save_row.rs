//! One save of the saves list: its name (date, last round, players), its
//! entries, Continue, and Delete behind a confirmation in place.

use leptos::prelude::*;
use shturman_screens::game::saves::RowView;

/// The delete buttons of a save (also under a save that does not load):
/// Delete, then "Delete for good?" with Delete / Cancel in place.
#[component]
pub fn DeleteButtons(
    id: String,
    /// The id of the save whose deletion is being confirmed.
    deleting: RwSignal<Option<String>>,
    #[prop(into)] row: Signal<RowView>,
    on_delete: Callback<String>,
) -> impl IntoView {
    let confirming = {
        let id = id.clone();
        move || deleting.get().as_deref() == Some(id.as_str())
    };
    let ask = {
        let id = id.clone();
        move |_| deleting.set(Some(id.clone()))
    };
    view! {
        <Show
            when=confirming
            fallback=move || {
                let ask = ask.clone();
                view! {
                    <button class="btn--danger" data-testid="save-delete" on:click=ask>
                        {move || row.with(|r| r.delete)}
                    </button>
                }
            }
        >
            <span>{move || row.with(|r| r.delete_q)}</span>
            <button class="btn--danger" data-testid="save-delete-yes"
                on:click={
                    let id = id.clone();
                    move |_| on_delete.run(id.clone())
                }>
                {move || row.with(|r| r.delete)}
            </button>
            <button data-testid="save-delete-no" on:click=move |_| deleting.set(None)>
                {move || row.with(|r| r.cancel)}
            </button>
        </Show>
    }
}

#[component]
pub fn SaveRow(
    id: String,
    #[prop(into)] row: Signal<RowView>,
    deleting: RwSignal<Option<String>>,
    on_continue: Callback<String>,
    on_delete: Callback<String>,
) -> impl IntoView {
    let go = {
        let id = id.clone();
        move |_| on_continue.run(id.clone())
    };
    let data_id = id.clone();
    view! {
        <article class="card stack save-row" data-testid="save" data-id=data_id>
            <strong data-testid="save-name">{move || row.with(|r| r.title.clone())}</strong>
            <span class="muted" data-testid="save-detail">{move || row.with(|r| r.detail.clone())}</span>
            <div class="row">
                <button class="btn--primary grow" data-testid="save-continue" on:click=go>
                    {move || row.with(|r| r.continue_game)}
                </button>
                <DeleteButtons id=id deleting=deleting row=row on_delete=on_delete />
            </div>
        </article>
    }
}
