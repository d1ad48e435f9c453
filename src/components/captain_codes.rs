//! The table's side of a player's own phone: the table code for that
//! player (their ships and sealed cards, no captain), and a box for the
//! code their phone shows — seals or a reveal — which goes to the table
//! through the game's confirmation; the game's rules check it (a forged
//! reveal is refused there: "this card does not match the sealed one").

use crate::components::camera::Camera;
use crate::components::game_confirm::{ConfirmCtx, Pending, PendingOp};
use crate::components::qr_code::QrCode;
use crate::state::game::use_game;
use leptos::prelude::*;
use shturman_game::{Action, PlayerId};
use shturman_hand::code::{read_phone_code, table_code, PhoneCode};
use shturman_hand::PlayerBrief;
use shturman_words::game_log::Names;
use shturman_words::hand::Words;
use shturman_words::Lang;

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
        let w = words.get_untracked();
        let Some(read) = ctx.with_game(|g| read_phone_code(&text, g)) else {
            return;
        };
        let names = ctx.table.with_untracked(|v| v.as_ref().map(Names::of));
        let names = names.unwrap_or_else(|| Names::from_parts(vec![], vec![], vec![]));
        let (summary, actions) = match read {
            Err(e) => return problem.set(Some((shturman_words::hand::words(lang).code_error)(&e))),
            Ok(PhoneCode::Seals(actions)) => {
                let n = u8::try_from(actions.len()).unwrap_or(u8::MAX);
                ((w.seals_summary)(&names.player(lang, player), n), actions)
            }
            Ok(PhoneCode::Reveal(a)) => {
                let summary = match &a {
                    Action::RevealCaptain { ship, proof } => (w.reveal_summary)(
                        (shturman_words::game_log::words(lang).captain)(proof.captain),
                        &names.ship(lang, *ship),
                    ),
                    _ => String::new(),
                };
                (summary, vec![a])
            }
        };
        problem.set(None);
        typed.set(String::new());
        confirm.set(Some(Pending {
            summary,
            op: PendingOp::Apply(actions),
            then: None,
        }));
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
