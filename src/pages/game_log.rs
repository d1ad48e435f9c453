//! The log: every action in order, grouped by round, with the player, the
//! dice, what it did and the rules applied (each a link to the Rules
//! screen, assumptions too). Undo back to any entry (with a confirmation)
//! and redo. It reads as the record of the battle afterwards. Table view
//! only: a face-down captain is never named here.

use crate::components::game_confirm::{ask, PendingOp};
use crate::i18n::game::texts;
use crate::i18n::game_log::{action_text, event_text, rule_name, undone_text, weather_text, Names};
use crate::i18n::use_lang;
use crate::pages::rules::href;
use crate::state::game::use_game;
use leptos::prelude::*;
use shturman_game::LogEntryView;

#[component]
pub fn GameLogPage() -> impl IntoView {
    let lang = use_lang();
    let t = move || texts(lang.get());
    let ctx = use_game();
    let table = ctx.table;
    let entry_view = move |e: &LogEntryView, names: &Names| {
        let l = lang.get();
        let index = e.index;
        // A reveal the table saw and an undo took back: on record, marked.
        let undone = e.undone.then(
            || view! { <span class="badge" data-testid="log-undone">{undone_text(l)}</span> " " },
        );
        let live = !e.undone;
        let who = e.player.map(|p| format!("{} · ", names.player(l, p)));
        let text = action_text(l, names, &e.action);
        let summary = text.clone();
        let events = e
            .events
            .iter()
            .filter_map(|ev| event_text(l, names, ev))
            .map(|s| view! { <li>{s}</li> })
            .collect_view();
        let rules = e
            .rules
            .iter()
            .map(|r| {
                let sec = r.section().map(|s| {
                    view! { " " <a class="sec" href=href(s)>{format!("§{s}")}</a> }
                });
                let a = r.assumption().map(|a| {
                    view! { " " <a class="assume" href=href(a.id())>{format!("[{}]", a.id())}</a> }
                });
                view! { <span class="rule">{rule_name(l, *r)}{sec}{a}</span> }
            })
            .collect_view();
        view! {
            <li class="card log-entry" data-testid="log-entry" data-index=index.to_string()>
                <p class="log-entry__head">
                    <span class="muted">{format!("#{} · ", index + 1)}{who}</span>
                    {undone}
                    <span data-testid="log-text">{text}</span>
                </p>
                <ul class="log-events">{events}</ul>
                <p class="log-rules muted">{rules}</p>
                {live.then(|| view! {
                    <button class="log-undo" data-testid=format!("log-undo-{index}")
                        aria-label=move || format!("{} #{}", t().undo_here, index + 1)
                        on:click=move |_| ask(format!("{} (#{}: {summary})", t().undo_q, index + 1), PendingOp::UndoTo(index), None)>
                        "↶ " {move || t().undo_here}
                    </button>
                })}
            </li>
        }
    };
    let body = move || {
        table.with(|v| {
            let v = v.as_ref()?;
            let names = Names::of(v);
            if v.log.is_empty() {
                return Some(view! { <p class="muted">{t().empty_log}</p> }.into_any());
            }
            // Group by round: setup first, then each round under its weather.
            let mut groups: Vec<(Option<u32>, Vec<&LogEntryView>)> = Vec::new();
            for e in &v.log {
                match groups.last_mut() {
                    Some((r, list)) if *r == e.round => list.push(e),
                    _ => groups.push((e.round, vec![e])),
                }
            }
            let l = lang.get();
            Some(
                groups
                    .into_iter()
                    .map(|(round, list)| {
                        let title =
                            match round.and_then(|n| v.rounds.iter().find(|r| r.number == n)) {
                                Some(r) => format!(
                                    "{} {} — {}",
                                    t().round,
                                    r.number,
                                    weather_text(l, r.weather)
                                ),
                                None => t().setup_label.to_string(),
                            };
                        let items = list
                            .into_iter()
                            .map(|e| entry_view(e, &names))
                            .collect_view();
                        view! {
                            <section class="log-round">
                                <h3>{title}</h3>
                                <ol class="plain stack">{items}</ol>
                            </section>
                        }
                    })
                    .collect_view()
                    .into_any(),
            )
        })
    };
    // Undone reveals are on record but not in the game's log.
    let log_len = move || {
        table.with(|v| {
            v.as_ref()
                .map_or(0, |v| v.log.iter().filter(|e| !e.undone).count())
        })
    };
    let redo_len = move || table.with(|v| v.as_ref().map_or(0, |v| v.redo_len));
    view! {
        <div class="stack" data-testid="game-log">
            <h2>{move || t().log_title}</h2>
            <div class="row">
                <button data-testid="log-undo" disabled=move || log_len() == 0
                    on:click=move |_| {
                        let n = log_len();
                        if n > 0 {
                            ask(t().undo_q.to_string() + &format!(" (#{n})"), PendingOp::UndoTo(n - 1), None);
                        }
                    }>
                    "↶ " {move || t().undo_last}
                </button>
                <button data-testid="log-redo" disabled=move || redo_len() == 0
                    on:click=move |_| ask(t().redo.to_string(), PendingOp::Redo, None)>
                    "↷ " {move || t().redo} {move || (redo_len() > 0).then(|| format!(" ({})", redo_len()))}
                </button>
            </div>
            {body}
        </div>
    }
}
