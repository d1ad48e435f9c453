//! The start screen's list of saved games, a lazily loaded chunk fetched
//! once the start screen's head is painted (docs/scheduling.md: not part of the
//! first load a phone waits for), with what went wrong with the game open
//! last time: continue or delete each; a save that
//! does not load is explained in plain words and kept aside untouched
//! (only an explicit Delete removes it). Also export of the open game and
//! import of a game file (a file picker or a paste box) as a new game.

mod bad_row;
mod problem;

use crate::components::game_export::GameExport;
use crate::components::game_import::GameImport;
use crate::components::old_save_row::OldSaveRow;
use crate::components::save_row::SaveRow;
use crate::i18n::game::texts;
use crate::i18n::use_lang;
use crate::state::game::{UiError, use_game};
use crate::state::route::{Route, navigate};
use crate::state::saves;
use bad_row::BadSaveRow;
use leptos::prelude::*;
use leptos::task::spawn_local;
use problem::{Problem, load_error_text};
use shturman_game::LoadError;
use shturman_screens::game::saves::{Summary as RowSummary, row as save_row};
use shturman_words::game::start::words as start_words;

#[derive(Clone, Debug, PartialEq)]
struct Summary {
    of: saves::Summary,
    text: String,
    written: Option<u64>,
}

#[derive(Clone, Debug, PartialEq)]
struct Row {
    id: String,
    state: Result<Summary, Problem>,
}

async fn summarise(e: saves::Entry) -> Row {
    let state = match e.text {
        Err(s) => Err(Problem::Storage(s)),
        Ok(text) => match saves::summary(text.clone()).await {
            Err(UiError::Load(l)) => Err(Problem::Load(l)),
            Err(_) => Err(Problem::Unavailable),
            Ok(of) => Ok(Summary {
                of,
                text,
                written: e.written,
            }),
        },
    };
    Row { id: e.id, state }
}

#[component]
pub fn SavesList() -> impl IntoView {
    let lang = use_lang();
    let t = move || texts(lang.get());
    let ctx = use_game();
    let rows = RwSignal::new(None::<Result<Vec<Row>, shturman_files::record::StoreError>>);
    let deleting = RwSignal::new(None::<String>);
    let reload = move || {
        spawn_local(async move {
            let r = match saves::list().await {
                Ok(list) => {
                    let mut rows = Vec::with_capacity(list.len());
                    for e in list {
                        rows.push(summarise(e).await);
                    }
                    Ok(rows)
                }
                Err(e) => Err(e),
            };
            rows.set(Some(r));
        });
    };
    reload();
    let delete = move |id: String| {
        spawn_local(async move {
            if let Err(e) = saves::delete(&id).await {
                rows.set(Some(Err(e)));
                return;
            }
            if ctx.saved_id_untracked().as_deref() == Some(id.as_str()) {
                // The game area is made again without a game, and this list
                // with it: nothing of this one may change after, its signals
                // are disposed with it (a `deleting` set here reached its
                // confirmation's view after that: the app panicked).
                ctx.close();
                return;
            }
            deleting.set(None);
            reload();
        });
    };
    let on_continue = Callback::new(move |id: String| {
        ctx.open(id, || navigate(&Route::Table { ship: None }));
    });
    let on_delete = Callback::new(delete);
    // the delete buttons' words, for a save that does not load
    let empty_row = Signal::derive(move || save_row(lang.get(), &RowSummary::default()));
    let row_view = move |r: Row| {
        let is_current = ctx.saved_id_untracked().as_deref() == Some(r.id.as_str());
        match r.state {
            Ok(s) => {
                let summary = RowSummary {
                    players: s.of.players.clone(),
                    round: s.of.round,
                    entries: s.of.entries,
                    day: s.written.map(saves::local_day),
                    open_now: is_current,
                };
                let row = Signal::derive(move || save_row(lang.get(), &summary));
                view! {
                    <SaveRow id=r.id.clone() row=row deleting=deleting
                        on_continue=on_continue on_delete=on_delete />
                }
                .into_any()
            }
            Err(Problem::Load(LoadError::NeedsMigration { .. })) => view! {
                <OldSaveRow id=r.id.clone() lang=Signal::derive(move || lang.get())
                    deleting=deleting row=empty_row on_delete=on_delete />
            }
            .into_any(),
            Err(p) => view! {
                <BadSaveRow id=r.id.clone() problem=p deleting=deleting row=empty_row on_delete=on_delete />
            }
            .into_any(),
        }
    };
    // an old file is stored as it is, then moved like an old save; a text
    // that does not read is explained under the import form
    let import_error = RwSignal::new(None::<UiError>);
    let import = Callback::new(move |text: String| {
        import_error.set(None);
        spawn_local(async move {
            match saves::is_old(text.clone()).await {
                Ok(false) => {
                    return ctx.import(
                        &text,
                        || navigate(&Route::Table { ship: None }),
                        move |e| import_error.set(Some(e)),
                    );
                }
                Err(e) => return import_error.set(Some(e)),
                Ok(true) => {}
            }
            let id = saves::new_id();
            match saves::write(&id, &text, None).await {
                Ok(_) => navigate(&Route::Migrate { id }),
                Err(e) => import_error.set(Some(UiError::Save(e))),
            }
        });
    });
    view! {
        {move || {
            ctx.startup_problem.get().map(|p| {
                let lang = lang.get();
                let msg = Suspend::new(async move {
                    match p.error {
                        Ok(l) => load_error_text(lang, l).await,
                        Err(s) => format!("{}: {s}", texts(lang).storage_error),
                    }
                });
                view! {
                    <div class="banner banner--error" role="alert" data-testid="startup-problem">
                        <strong>{t().startup_problem}</strong> " " {msg} " " {t().kept_aside}
                    </div>
                }
            })
        }}
        <h2 class="saves__title">{move || t().saves_title}</h2>
        {move || match rows.get() {
            None => view! { <p class="muted">{start_words(lang.get()).loading}</p> }.into_any(),
            Some(Err(e)) => view! {
                <p class="banner banner--error" role="alert">{format!("{}: {}", t().storage_error, e.detail)}</p>
            }
            .into_any(),
            Some(Ok(list)) if list.is_empty() => {
                view! { <p class="muted" data-testid="no-saves">{t().no_saves}</p> }.into_any()
            }
            Some(Ok(list)) => list.into_iter().map(row_view).collect_view().into_any(),
        }}
        <Show when=move || ctx.is_open()>
            <GameExport />
        </Show>
        <GameImport on_text=import error=import_error />
    }
}
