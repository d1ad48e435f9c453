//! Entering the weather of a new round, as the physical spinner shows it —
//! calm, fresh wind with one of 8 directions, or storm with a direction —
//! or spun by the app. The app's spin is uniform over the 8 fresh-wind
//! directions: the real spinner's share of calm and storm is not known, so
//! the app does not guess it (the note under the button says so). The
//! note under the rose says how the rules name a wind (issue 33 #8).

use crate::components::game_confirm::ask;
use crate::components::rose::Rose;
use crate::i18n::game::texts;
use crate::i18n::game_log::Names;
use crate::i18n::use_lang;
use leptos::prelude::*;
use rand::{Rng, TryRngCore, rngs::OsRng};
use shturman_game::Change;
use shturman_game::{Action, ActionView, Weather};
use shturman_rules::Heading;
use shturman_words::game::table::wind_note;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Calm,
    Fresh,
    Storm,
}

#[component]
pub fn GameWeather(on_close: Callback<()>) -> impl IntoView {
    let lang = use_lang();
    let t = move || texts(lang.get());
    let kind = RwSignal::new(Kind::Fresh);
    let dir = RwSignal::new(Heading::N);
    let spun = RwSignal::new(false);
    let weather = move || match kind.get() {
        Kind::Calm => Weather::Calm,
        Kind::Fresh => Weather::Fresh(dir.get()),
        Kind::Storm => Weather::Storm(dir.get()),
    };
    let spin = move |_| {
        let i = OsRng.unwrap_err().random_range(0..8u8);
        kind.set(Kind::Fresh);
        dir.set(Heading::from_index(i));
        spun.set(true);
    };
    let start = move |_| {
        let a = Action::StartRound { weather: weather() };
        let summary = (shturman_words::game_log::words(lang.get_untracked()).action)(
            &Names::default(),
            &ActionView::Full(a.clone()),
        );
        ask(summary, Change::Apply(vec![a]), None);
        on_close.run(());
    };
    let kind_btn = move |k: Kind,
                         label: fn(&crate::i18n::game::GameTexts) -> &'static str,
                         id: &'static str| {
        view! {
            <button data-testid=id aria-pressed=move || (kind.get() == k).to_string() on:click=move |_| kind.set(k)>
                {move || label(t())}
            </button>
        }
    };
    view! {
        <div class="stack" data-testid="weather-form">
            <div class="segmented" role="group" aria-label=move || t().new_round>
                {kind_btn(Kind::Calm, |t| t.calm, "weather-calm")}
                {kind_btn(Kind::Fresh, |t| t.fresh, "weather-fresh")}
                {kind_btn(Kind::Storm, |t| t.storm, "weather-storm")}
            </div>
            <Show when=move || kind.get() != Kind::Calm>
                <Rose value=dir label=Signal::derive(move || t().direction) testid="weather-dir" />
                // said once, here: the rules name a wind by where it blows
                <p class="muted" data-testid="weather-note">
                    {move || wind_note(lang.get(), dir.get(), kind.get() == Kind::Storm)}
                </p>
            </Show>
            <button data-testid="weather-spin" on:click=spin>"↻ " {move || t().spin}</button>
            <p class="muted">{move || t().spin_note}</p>
            <div class="row">
                <button class="btn--primary grow" data-testid="weather-start" on:click=start>
                    {move || t().start_round}
                </button>
                <button data-testid="weather-cancel" on:click=move |_| on_close.run(())>{move || t().cancel}</button>
            </div>
        </div>
    }
}
