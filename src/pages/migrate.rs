//! An old save moved to sealed captains (`#/game/migrate?id=<save>`,
//! issue 18): the old text is opened with `shturman_hand::migrate`, each
//! player with captains sets a PIN in turn (the shared phone's pad), then
//! every hand is stored locked under its PIN, the new game is stored and
//! opened, and only then is the old save deleted. Leaving before the end
//! changes nothing: the migration and the keys live in this page only
//! (never kept for the session), and opening the old save again starts
//! over. The flow is `shturman_screens::migrate`; this page is the `hand`
//! chunk with the cipher (see `pages/game.rs`).

use crate::components::pin_pad::PinPad as PinPadView;
use crate::i18n::use_lang;
use crate::state::game::{GameCtx, use_game};
use crate::state::game_work::worked;
use crate::state::hand_store::{self as store, OpenHand};
use crate::state::route::{Route, navigate};
use crate::state::{game_store, saves};
use leptos::prelude::*;
use leptos::task::spawn_local;
use rand::{TryRngCore, rngs::OsRng};
use shturman_game::{LoadError, PlayerId};
use shturman_hand::cipher::Key;
use shturman_hand::migrate::{Migration, Opened, open_save};
use shturman_screens::hand::PinEvent;
use shturman_screens::migrate::{Event, Migrate, Need, Stage};
use shturman_words::game_errors;
use shturman_words::hand::words as hand_words;
use shturman_words::migrate::words;

/// What the page holds while the players set their PINs.
#[derive(Clone, Copy)]
struct Env {
    old_id: StoredValue<String>,
    flow: RwSignal<Option<Migrate>>,
    migration: StoredValue<Option<Migration>>,
    keys: StoredValue<Vec<(PlayerId, Key)>>,
    ctx: GameCtx,
}

/// Why the old save does not open here.
#[derive(Clone, Debug, PartialEq)]
enum Unread {
    Missing,
    Current,
    Load(LoadError),
}

/// Send an event to the flow and do the slow work it asks for.
fn step(env: Env, e: Event) {
    let need = env
        .flow
        .try_update(|f| f.as_mut().and_then(|f| f.update(e)))
        .flatten();
    match need {
        None => {}
        Some(Need::Key { player, pin }) => spawn_local(async move {
            store::breathe().await;
            match store::new_key(&pin).await {
                Ok(k) => {
                    env.keys.update_value(|v| {
                        v.retain(|(p, _)| *p != player);
                        v.push((player, k));
                    });
                    step(env, Event::KeyMade);
                }
                Err(err) => step(env, Event::KeyFailed(err)),
            }
        }),
        Some(Need::Store) => spawn_local(async move {
            match store_all(env).await {
                Some(stored) => {
                    step(env, Event::Stored);
                    env.ctx
                        .stored(Ok(stored), || navigate(&Route::Table { ship: None }));
                }
                None => step(env, Event::StoreFailed),
            }
        }),
    }
}

/// Every hand with a PIN, then the new game; only then the old save goes.
async fn store_all(env: Env) -> Option<game_store::Stored> {
    let m = env.migration.get_value()?;
    let keys = env.keys.get_value();
    let with_pin = env
        .flow
        .with_untracked(|f| f.as_ref().map(Migrate::with_pin))?;
    for hand in m.hands.iter().filter(|h| with_pin.contains(&h.player)) {
        let (_, key) = keys.iter().find(|(p, _)| *p == hand.player)?;
        let open = OpenHand {
            hand: hand.clone(),
            key: key.clone(),
            revision: 0,
        };
        store::put_over(&open).await.ok()?;
    }
    let stored = game_store::store_new(worked(m.game.clone())).await.ok()?;
    // the new game is stored and current: a failed delete leaves the old
    // save listed as old (nothing is lost either way)
    let _ = saves::delete(&env.old_id.get_value()).await;
    Some(stored)
}

#[component]
pub fn MigratePage(id: String) -> impl IntoView {
    let lang = use_lang();
    let w = Signal::derive(move || words(lang.get()));
    let hw = Signal::derive(move || hand_words(lang.get()));
    let env = Env {
        old_id: StoredValue::new(id.clone()),
        flow: RwSignal::new(None),
        migration: StoredValue::new(None),
        keys: StoredValue::new(Vec::new()),
        ctx: use_game(),
    };
    let unread = RwSignal::new(None::<Unread>);
    spawn_local(async move {
        let Ok(rec) = saves::read(&id).await else {
            return unread.set(Some(Unread::Missing));
        };
        match open_save(&rec.body, &mut OsRng.unwrap_err()) {
            Ok(Opened::Migrated(m)) => {
                env.flow.set(Some(Migrate::of(&m)));
                env.migration.set_value(Some(m));
            }
            Ok(Opened::Game(_)) => unread.set(Some(Unread::Current)),
            Err(e) => unread.set(Some(Unread::Load(e))),
        }
    });
    let view = Memo::new(move |_| env.flow.with(|f| f.as_ref().map(|f| f.view(lang.get()))));
    let stage = move || view.with(|v| v.as_ref().map(|v| v.stage));
    let at_pad = move || view.with(|v| v.as_ref().is_some_and(|v| v.at_pad));
    let v = move |f: fn(&shturman_screens::migrate::MigrateView) -> String| {
        view.with(|v| v.as_ref().map(f).unwrap_or_default())
    };
    let pad = Signal::derive(move || {
        view.with(|v| v.as_ref().map(|v| v.pad.clone()))
            .unwrap_or_else(|| shturman_screens::hand::PinPad::default().view(lang.get()))
    });
    let send = Callback::new(move |e: PinEvent| step(env, Event::Pin(e)));
    view! {
        <div class="stack migrate" data-testid="migrate" data-stage=move || format!("{:?}", stage())>
            <h2>{move || w.get().title}</h2>
            <Show when=move || unread.with(Option::is_some)>
                <p class="error" role="alert" data-testid="migrate-unread">
                    {move || match unread.get() {
                        Some(Unread::Load(e)) => (game_errors::words(lang.get()).load)(&e),
                        _ => w.get().not_found.to_string(),
                    }}
                </p>
            </Show>
            <Show when=move || stage() == Some(Stage::Intro)>
                <p data-testid="migrate-intro">{move || w.get().intro}</p>
                <p class="muted">{move || w.get().leave_note}</p>
            </Show>
            // at the pad the list gives way, so the pad and its message fit
            <Show when=move || !at_pad()>
                <ul class="plain stack migrate-seats" data-testid="migrate-seats">
                    {move || view.with(|v| v.as_ref().map(|v| v.seats.clone()).unwrap_or_default())
                        .into_iter()
                        .map(|s| view! {
                            <li class:current=s.current class:done=s.done data-testid="migrate-seat">{s.text}</li>
                        })
                        .collect_view()}
                </ul>
            </Show>
            <Show when=move || stage() == Some(Stage::Intro)>
                <button class="btn--primary big" data-testid="migrate-begin" on:click=move |_| step(env, Event::Begin)>
                    {move || w.get().begin}
                </button>
            </Show>
            <Show when=move || stage() == Some(Stage::Pin) && !at_pad()>
                <section class="card stack pass-gate" data-testid="migrate-gate">
                    <p class="big-text" data-testid="hand-pass">"⇄ " {move || (hw.get().pass_to)(&v(|v| v.name.clone()))}</p>
                    <p>{move || hw.get().only_you}</p>
                    <button class="btn--primary big" data-testid="hand-its-me"
                        on:click=move |_| send.run(PinEvent::ItsMe { stored: false })>
                        {move || hw.get().its_me}
                    </button>
                </section>
            </Show>
            <Show when=move || stage() == Some(Stage::Pin) && at_pad()>
                <p class="big-text" data-testid="migrate-pin-for">{move || v(|v| v.pin_for.clone())}</p>
                <PinPadView view=pad words=hw send=send />
            </Show>
            <Show when=move || view.with(|v| v.as_ref().is_some_and(|v| v.status.is_some()))>
                <p role="status" data-testid="migrate-status"
                    class:error=move || stage() == Some(Stage::Failed)>
                    {move || view.with(|v| v.as_ref().and_then(|v| v.status)).unwrap_or_default()}
                </p>
            </Show>
            <Show when=move || stage() == Some(Stage::Failed)>
                <button class="btn--primary big" data-testid="migrate-retry" on:click=move |_| step(env, Event::Retry)>
                    {move || w.get().retry}
                </button>
            </Show>
            <Show when=move || stage() != Some(Stage::Storing) && stage() != Some(Stage::Done)>
                <a class="btn" href=Route::Saves.hash() data-testid="migrate-leave">{move || w.get().leave}</a>
            </Show>
        </div>
    }
}
