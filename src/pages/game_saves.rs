//! The saved games: continue or delete each; a save that does not load is
//! explained in plain words and kept aside untouched (only an explicit
//! Delete removes it). Also export of the open game and import of a game
//! file (a file picker or a paste box) as a new game.

use crate::components::game_export::GameExport;
use crate::i18n::game::{texts, ENTRIES};
use crate::i18n::shell::shell;
use crate::i18n::{use_lang, Lang};
use crate::pages::game::Sub;
use crate::state::game::{use_game, UiError};
use crate::state::route::{navigate, Route};
use crate::state::saves;
use leptos::prelude::*;
use leptos::task::spawn_local;
use shturman_game::LoadError;
use shturman_screens::game::saves::name as save_name;
use shturman_words::game::saves::words as save_words;
use wasm_bindgen::JsCast;

#[derive(Clone, Debug, PartialEq)]
struct Summary {
    of: saves::Summary,
    text: String,
    written: Option<u64>,
}

#[derive(Clone, Debug, PartialEq)]
enum Problem {
    Load(LoadError),
    Storage(shturman_files::record::StoreError),
    /// The save-reading code could not be fetched.
    Unavailable,
}

#[derive(Clone, Debug, PartialEq)]
struct Row {
    id: String,
    state: Result<Summary, Problem>,
}

/// Why a save does not load, in words (the wording of the rules' refusals
/// is lazily loaded code, like the rules).
#[leptos::wasm_split::wasm_split(game_open, fallible, wasm_split_path = ::leptos::wasm_split)]
fn load_error_now(lang: Lang, e: LoadError) -> Result<String, UiError> {
    Ok(crate::i18n::game_errors::load_error(lang, &e))
}

async fn load_error_text(lang: Lang, e: LoadError) -> String {
    load_error_now(lang, e)
        .await
        .unwrap_or_else(|_| shell(lang).chunk_failed.to_string())
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
pub fn GameSavesPage() -> impl IntoView {
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
            if ctx.id.get_untracked().as_deref() == Some(id.as_str()) {
                ctx.close();
            }
            deleting.set(None);
            reload();
        });
    };
    let row_view = move |r: Row| {
        let id = r.id.clone();
        let data_id = r.id.clone();
        let id_del = r.id.clone();
        let id_del2 = r.id.clone();
        let is_current = ctx.id.get_untracked().as_deref() == Some(r.id.as_str());
        let confirming = {
            let id = r.id.clone();
            move || deleting.get().as_deref() == Some(id.as_str())
        };
        let delete_buttons = view! {
            <Show
                when=confirming
                fallback=move || {
                    let id = id_del.clone();
                    view! {
                        <button class="btn--danger" data-testid="save-delete"
                            on:click=move |_| deleting.set(Some(id.clone()))>
                            {move || t().delete}
                        </button>
                    }
                }
            >
                {
                    let id = id_del2.clone();
                    view! {
                        <span>{move || t().delete_q}</span>
                        <button class="btn--danger" data-testid="save-delete-yes"
                            on:click={
                                let id = id.clone();
                                move |_| delete(id.clone())
                            }>
                            {move || t().delete}
                        </button>
                        <button data-testid="save-delete-no" on:click=move |_| deleting.set(None)>
                            {move || t().cancel}
                        </button>
                    }
                }
            </Show>
        };
        match r.state {
            Ok(s) => {
                // named by its date, its last round and its players
                let title = {
                    let (round, players) = (s.of.round, s.of.players.clone());
                    let day = s.written.map(saves::local_day);
                    move || save_name(lang.get(), day, round, &players)
                };
                let detail = move || ENTRIES.count(lang.get(), s.of.entries as i64);
                view! {
                    <article class="card stack save-row" data-testid="save" data-id=data_id.clone()>
                        <strong data-testid="save-name">{title}</strong>
                        <span class="muted">
                            {detail}
                            {is_current.then(|| view! { " · " {move || t().open_now} })}
                        </span>
                        <div class="row">
                            <button class="btn--primary grow" data-testid="save-continue"
                                on:click=move |_| {
                                    ctx.open(id.clone(), || navigate(&Route::Table { ship: None }));
                                }>
                                {move || t().continue_game}
                            </button>
                            {delete_buttons}
                        </div>
                    </article>
                }
                .into_any()
            }
            Err(p) => {
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
                    <article class="card stack save-row save-row--bad" data-testid="save-damaged" data-id=data_id.clone()>
                        <strong>"⚠ " {move || t().damaged_title}</strong>
                        <p data-testid="save-damaged-text">{msg}</p>
                        <p class="muted">{move || t().kept_aside}</p>
                        <div class="row">{delete_buttons}</div>
                    </article>
                }
                .into_any()
            }
        }
    };
    // import
    let paste = RwSignal::new(String::new());
    let import = move |text: String| {
        ctx.import(&text, || navigate(&Route::Table { ship: None }));
    };
    let on_file = move |ev: leptos::ev::Event| {
        let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        spawn_local(async move {
            if let Ok(v) = wasm_bindgen_futures::JsFuture::from(file.text()).await {
                if let Some(text) = v.as_string() {
                    import(text);
                }
            }
        });
    };
    view! {
        <div class="stack" data-testid="game-saves">
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
            <Show when=move || !ctx.is_open()>
                <p class="muted">{move || t().no_game}</p>
            </Show>
            <a class="btn btn--primary big" href=Sub::New.hash() data-testid="game-new">
                "＋ " {move || t().new_game}
            </a>
            <a class="btn" href=Route::MyHand.hash() data-testid="my-hand-link">
                "📱 " {move || save_words(lang.get()).my_hand}
            </a>
            <h3>{move || t().saves_title}</h3>
            {move || match rows.get() {
                None => view! { <p class="muted">{t().loading}</p> }.into_any(),
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
            <fieldset class="card stack" data-testid="import">
                <legend>{move || t().import_title}</legend>
                <label class="stack">
                    <span>{move || t().import_file}</span>
                    <input type="file" accept=".json,application/json" data-testid="import-file" on:change=on_file />
                </label>
                <label class="stack">
                    <span>{move || t().import_paste}</span>
                    <textarea class="json-box" rows="4" data-testid="import-text"
                        prop:value=move || paste.get()
                        on:input=move |ev| paste.set(event_target_value(&ev))></textarea>
                </label>
                <button data-testid="import-go" disabled=move || paste.with(|p| p.trim().is_empty())
                    on:click=move |_| import(paste.get_untracked())>
                    {move || t().import_button}
                </button>
            </fieldset>
        </div>
    }
}
