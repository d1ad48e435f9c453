//! The game area: a router between its sub-screens, kept in the hash —
//! `#/game` (the table, or the saves list when no game is open),
//! `#/game/saves`, `#/game/new`, `#/game/private?p=<player>`,
//! `#/game?ship=<ship>` (the table with a ship's sheet), `#/game/log`, `#/game/phone`. The open game lives in the app's
//! [`GameCtx`](crate::state::game::GameCtx), so switching sub-screens loses
//! nothing.

use crate::components::game_error::LazyGameError;
use crate::i18n::use_lang;
use crate::pages::{game_log, game_new, game_saves, game_table, hand, hand_phone, migrate};
use crate::state::game::use_game;
use crate::state::route::{HashSignal, Route, Tab};
use crate::styles::styled;
use leptos::prelude::*;
pub use shturman_words::address::Sub;
use shturman_words::game::start::words as texts;

#[component]
pub fn GamePage() -> impl IntoView {
    let lang = use_lang();
    let t = move || texts(lang.get());
    let ctx = use_game();
    let hash = expect_context::<HashSignal>().0;
    // Only a game hash moves the sub-screen: while another tab shows, the
    // game area (kept, hidden) stays as the player left it.
    let sub = Memo::new(move |was: Option<&Sub>| {
        hash.with(|h| match was {
            Some(was) if Route::parse(h).tab() != Tab::Game => was.clone(),
            _ => Sub::from_hash(h),
        })
    });
    let open = Memo::new(move |_| ctx.is_open());
    // a sub-screen whose chunk could not be fetched: fetched again, later
    // each time, saying so meanwhile (issue 43)
    let tries = RwSignal::new(0u32);
    let tab = move |s: Sub,
                    label: fn(&shturman_words::game::start::Words) -> &'static str,
                    id: &'static str| {
        let href = s.hash();
        let current = s.clone();
        view! {
            <a
                class="btn"
                href=href
                data-testid=id
                aria-current=move || (sub.get() == current).then_some("page")
            >
                {move || label(t())}
            </a>
        }
    };
    // The private screen shows no tabs: nothing there should lead away by
    // accident while a player's captains are visible.
    let private = move || {
        matches!(
            sub.get(),
            Sub::Private(_) | Sub::Phone | Sub::Migrate(_) | Sub::Live(_)
        )
    };
    view! {
        <section
            class="page game"
            data-testid="page-game"
            data-game-loaded=move || ctx.loaded.get().to_string()
            data-saved-len=move || ctx.saved_len.get().to_string()
            data-busy=move || ctx.busy.get().to_string()
        >
            // the tabs and the save status share one line: the table's
            // ships need the height (issue 33 #5)
            <div class="game-head">
                <Show when=move || !private()>
                    <nav class="segmented game-tabs" aria-label=move || t().tabs_label>
                        {tab(Sub::Home, |t| t.tab_table, "game-tab-table")}
                        {tab(Sub::Log, |t| t.tab_log, "game-tab-log")}
                        {tab(Sub::Saves, |t| t.tab_saves, "game-tab-saves")}
                    </nav>
                </Show>
                <p class="save-status muted" role="status" data-testid="save-status">
                    {move || if ctx.busy.get() { t().saving } else if ctx.saved_len.get() > 0 { t().saved } else { "" }}
                </p>
            </div>
            // with a ship's sheet open, the sheet shows the error (where the
            // player is looking)
            <Show when=move || !matches!(sub.get(), Sub::Ship(_))>
                <LazyGameError />
            </Show>
            {move || {
                if !ctx.loaded.get() {
                    return view! { <p class="muted">{move || t().loading}</p> }.into_any();
                }
                let open = open.get();
                let sub = sub.get();
                let n = tries.get();
                Suspend::new(async move {
                    crate::schedule::next_paint_once().await;
                    // the saves list is in the main module (the start screen);
                    // the other sub-screens come from chunks, with their
                    // rules (`styles`)
                    let view = if shows_saves(&sub, open) {
                        Some(game_saves::GameSavesPage().into_any())
                    } else {
                        styled(sub_screen(sub, open)).await
                    };
                    crate::state::screens::preload_other_screens();
                    view.unwrap_or_else(|| crate::components::lazy_part::fetch_again(tries, n))
                })
                .into_any()
            }}
        </section>
    }
}

type Screen = Result<AnyView, leptos::wasm_split::SplitLoaderError>;

/// Whether the game area shows the saves list for `sub` (the start
/// screen, in the main module) rather than a sub-screen from a chunk.
fn shows_saves(sub: &Sub, open: bool) -> bool {
    match sub {
        Sub::Saves => true,
        Sub::New | Sub::Phone | Sub::Migrate(_) | Sub::Live(_) => false,
        Sub::Home | Sub::Open | Sub::Ship(_) | Sub::Log | Sub::Private(_) => !open,
    }
}

/// A sub-screen other than the saves list, from its chunk: the table comes
/// with the code that reads a save (one chunk), the others in another.
async fn sub_screen(sub: Sub, open: bool) -> Screen {
    match sub {
        Sub::New => game_new_view().await,
        Sub::Phone => my_hand_view().await,
        Sub::Migrate(id) => migrate_view(id).await,
        Sub::Open if open => live_view(sub).await,
        Sub::Live(_) => live_view(sub).await,
        // (not asked for: `shows_saves`)
        Sub::Saves => Ok(game_saves::GameSavesPage().into_any()),
        Sub::Home | Sub::Open => game_table_view(None).await,
        Sub::Ship(id) => game_table_view(Some(id)).await,
        Sub::Log => game_log_view().await,
        Sub::Private(p) => game_private_view(p).await,
    }
}

#[leptos::wasm_split::wasm_split(game_open, fallible, wasm_split_path = ::leptos::wasm_split)]
fn game_table_view(ship: Option<String>) -> Screen {
    Ok(game_table::GameTablePage(game_table::GameTablePageProps { ship }).into_any())
}
#[leptos::wasm_split::wasm_split(game_more, fallible, wasm_split_path = ::leptos::wasm_split)]
fn game_new_view() -> Screen {
    Ok(game_new::GameNewPage().into_any())
}
#[leptos::wasm_split::wasm_split(game_more, fallible, wasm_split_path = ::leptos::wasm_split)]
fn game_log_view() -> Screen {
    Ok(game_log::GameLogPage().into_any())
}
/// A player's own phone: the hand with the codes (issue 18).
#[leptos::wasm_split::wasm_split(hand, fallible, wasm_split_path = ::leptos::wasm_split)]
fn my_hand_view() -> Screen {
    Ok(hand_phone::MyHandPage().into_any())
}
/// An old save moved to sealed captains, with the cipher (issue 18).
#[leptos::wasm_split::wasm_split(hand, fallible, wasm_split_path = ::leptos::wasm_split)]
fn migrate_view(id: String) -> Screen {
    Ok(migrate::MigratePage(migrate::MigratePageProps { id }).into_any())
}
/// A player's hand, with the cipher: its own chunk (issue 18).
#[leptos::wasm_split::wasm_split(hand, fallible, wasm_split_path = ::leptos::wasm_split)]
fn game_private_view(player: u8) -> Screen {
    Ok(hand::HandPage(hand::HandPageProps { player }).into_any())
}
/// The live table's pages (issue 34): joining from a seat's QR code, and
/// the host's seat codes. One split for both.
#[leptos::wasm_split::wasm_split(game_open, fallible, wasm_split_path = ::leptos::wasm_split)]
fn live_view(sub: Sub) -> Screen {
    use crate::pages::{live_join, live_open};
    Ok(match sub {
        Sub::Live(seat) => {
            live_join::LiveJoinPage(live_join::LiveJoinPageProps { seat }).into_any()
        }
        _ => live_open::LiveOpenPage().into_any(),
    })
}
