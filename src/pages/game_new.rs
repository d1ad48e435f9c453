//! Setting up a new game (#/game/new): renders `shturman_screens::game::new`
//! — the players, the agreed number of captains, each player's fleet — and
//! starts the game with the draft's setup actions. The draft is kept for
//! the session ([`kept`]) until the game starts.

use crate::components::choice_row::ChoiceRow;
use crate::components::setup_player::SetupPlayer;
use crate::i18n::use_lang;
use crate::state::game::use_game;
use crate::state::kept::kept;
use crate::state::route::{Route, navigate};
use crate::state::saves;
use leptos::prelude::*;
use shturman_hand::code::fleet_ids;
use shturman_screens::game::new::{Event, NewGame, NewView};

#[component]
pub fn GameNewPage() -> impl IntoView {
    let lang = use_lang();
    let ctx = use_game();
    let state = RwSignal::from(kept::<NewGame>());
    let v = Memo::new(move |_| state.with(|s| s.view(lang.get())));
    let send = Callback::new(move |e: Event| state.update(|s| s.update(e)));
    let text = move |f: fn(&NewView) -> &'static str| move || v.with(f);
    let start = move |_| {
        let mut actions = None;
        // ships' ids that share all but two bytes with the game's: a table
        // code carries them short
        let game = saves::new_uuid();
        state.update(|s| actions = s.start(fleet_ids(game)));
        if let Some(actions) = actions {
            ctx.create(game, actions, move || {
                state.set(NewGame::default());
                navigate(&Route::Table { ship: None });
            });
        }
    };
    // after a refused Start the reasons come into view (the page is long)
    let problems_ref = NodeRef::<leptos::html::Ul>::new();
    Effect::new(move |_| {
        if v.with(|v| !v.problems.is_empty())
            && let Some(el) = problems_ref.get()
        {
            el.scroll_into_view_with_bool(true);
        }
    });
    let player_keys =
        Memo::new(move |_| v.with(|v| v.players.iter().map(|p| p.key).collect::<Vec<_>>()));
    // each player's view, kept (last known) while the player leaves the list
    let player = move |k: u32| {
        let find = move || v.with(|v| v.players.iter().find(|p| p.key == k).cloned());
        find().map(|first| {
            let p = Memo::new(move |prev: Option<&_>| {
                find()
                    .or_else(|| prev.cloned())
                    .unwrap_or_else(|| first.clone())
            });
            view! { <SetupPlayer player=p send=send /> }
        })
    };
    view! {
        <div class="stack" data-testid="game-setup">
            <h2>{text(|v| v.title)}</h2>
            <h3>{move || v.with(|v| v.players_title.clone())}</h3>
            <For each=move || player_keys.get() key=|k| *k let:k>
                {player(k)}
            </For>
            <button type="button" data-testid="setup-add-player"
                disabled=move || !v.with(|v| v.can_add_player)
                on:click=move |_| send.run(Event::AddPlayer)>
                "+ " {text(|v| v.add_player)}
            </button>
            <fieldset class="card stack">
                <legend>{text(|v| v.captains_title)}</legend>
                <ChoiceRow
                    choices=Signal::derive(move || v.with(|v| v.captains.clone()))
                    on_pick=Callback::new(move |n| send.run(Event::Captains(n)))
                    label=Signal::derive(move || v.with(|v| v.captains_title.to_string()))
                    testid="setup-captains"
                />
                <p class="muted">{text(|v| v.captains_note)}</p>
            </fieldset>
            {move || {
                let problems = v.with(|v| v.problems.clone());
                (!problems.is_empty()).then(|| view! {
                    <ul class="banner banner--error" role="alert" data-testid="setup-problems"
                        node_ref=problems_ref>
                        {problems.into_iter().map(|p| view! { <li>{p}</li> }).collect_view()}
                    </ul>
                })
            }}
            <button class="btn--primary big" data-testid="setup-create"
                disabled=move || ctx.busy.get() on:click=start>
                {text(|v| v.start)}
            </button>
        </div>
    }
}
