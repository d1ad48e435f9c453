//! The table's side of a player's own phone: the table code for that
//! player (their ships and sealed cards, no captain), and a box for the
//! code their phone shows — seals or a reveal — which goes to the table
//! through the game's confirmation once `shturman_screens::phone_code`
//! has checked it: made by this player, and accepted by the game's rules
//! on a copy of the game (a forged reveal is refused before any claim is
//! shown).

use crate::components::camera::Camera;
use crate::components::game_confirm::{ConfirmCtx, Pending};
use crate::components::qr_code::QrCode;
use crate::state::game::use_game;
use leptos::prelude::*;
use shturman_game::Change;
use shturman_game::PlayerId;
use shturman_hand::PlayerBrief;
use shturman_hand::code::table_code;
use shturman_screens::phone_code::read_in_section;
use shturman_words::Lang;
use shturman_words::game_log::Names;
use shturman_words::hand::Words;

#[component]
pub fn CaptainCodes(
    player: PlayerId,
    words: Signal<&'static Words>,
    lang: Signal<Lang>,
) -> impl IntoView {
    let ctx = use_game();
    let confirm = expect_context::<ConfirmCtx>().0;
    let typed = RwSignal::new(String::new());
    let problem: RwSignal<Option<String>> = RwSignal::new(None);
    let code = Memo::new(move |_| {
        ctx.with_game(|g| PlayerBrief::of(g, player).ok().map(|b| table_code(&b)))
            .flatten()
            .unwrap_or_default()
    });
    let read = move |text: String| {
        let lang = lang.get_untracked();
        let names = ctx.table.with_untracked(|v| v.as_ref().map(Names::of));
        let names = names.unwrap_or_else(|| Names::from_parts(vec![], vec![], vec![]));
        let Some(read) = ctx.with_game(|g| read_in_section(g, player, &text, &names, lang)) else {
            return;
        };
        match read {
            Err(why) => problem.set(Some(why)),
            Ok(r) => {
                problem.set(None);
                typed.set(String::new());
                confirm.set(Some(Pending {
                    summary: r.summary,
                    op: Change::Apply(r.actions),
                    then: None,
                }));
            }
        }
    };
    let pid = player.0;
    let scanned = Callback::new(move |text: String| read(text));
    view! {
        <details class="card stack own-phone" data-testid=format!("own-phone-{pid}")>
            <summary>{move || words.get().own_phone}</summary>
            <p class="muted">{move || words.get().own_phone_how}</p>
            <p><strong>{move || words.get().table_code}</strong></p>
            <QrCode text=Signal::derive(move || code.get()) label=Signal::derive(move || words.get().qr_label) />
            <output class="code-text" data-testid="table-code-text">{code}</output>
            <label for="phone-code-input">{move || words.get().phone_code}</label>
            <textarea id="phone-code-input" class="code-text" rows="3" data-testid="phone-code-input"
                autocomplete="off" spellcheck="false"
                prop:value=move || typed.get()
                on:input=move |e| typed.set(event_target_value(&e))></textarea>
            <button class="btn--primary" data-testid="phone-code-read" on:click=move |_| read(typed.get_untracked())>
                {move || words.get().read}
            </button>
            <Camera words=words lang=lang on_read=scanned />
            <Show when=move || problem.with(Option::is_some)>
                <p class="error" role="alert" data-testid="phone-code-problem">{move || problem.get().unwrap_or_default()}</p>
            </Show>
        </details>
    }
}
