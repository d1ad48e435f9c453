//! The log, newest first and compact: one line per action with its rules
//! as § links, grouped by round; undo back to an entry from the menu on
//! that entry (with the one confirmation), undo the last and redo at the
//! top. Renders `shturman_screens::game::log` (a face-down captain is
//! never named there).

use crate::components::game_confirm::ask;
use crate::components::why_list::rule_href;
use crate::i18n::use_lang;
use crate::state::game::use_game;
use leptos::prelude::*;
use shturman_game::Change;
use shturman_screens::game::log::{Line, view as log_view};
use shturman_words::game::log::words;

#[component]
fn LogLine(l: Line) -> impl IntoView {
    let lang = use_lang();
    let index = l.index;
    let rules = l
        .rules
        .iter()
        .map(|r| {
            let sec = r.section.clone().map(|s| {
                view! { " " <a class="sec" href=rule_href(&s)>{format!("§{s}")}</a> }
            });
            let a = r.assumption.map(|a| {
                view! { " " <a class="assume" href=rule_href(a)>{format!("[{a}]")}</a> }
            });
            view! { <span class="rule">{sec}{a}</span> }
        })
        .collect_view();
    let details = (!l.details.is_empty()).then(|| format!(" — {}", l.details.join("; ")));
    let menu = l.undo.clone().map(|(q, keep)| {
        view! {
            <details class="log-menu" data-testid=format!("log-menu-{index}")>
                <summary aria-label=l.menu_label.clone()>"⋯"</summary>
                <button class="log-undo" data-testid=format!("log-undo-{index}")
                    on:click=move |_| ask(q.clone(), Change::UndoTo(keep), None)>
                    "↶ " {move || words(lang.get()).undo_here}
                </button>
            </details>
        }
    });
    let class = if l.undone {
        "log-line log-line--undone"
    } else {
        "log-line"
    };
    view! {
        <li class=class data-testid="log-entry" data-index=index.to_string()>
            <p class="log-line__text">
                <span class="muted">{l.number.clone()} " "</span>
                {l.undone.then(|| view! { <span class="badge" data-testid="log-undone">{move || words(lang.get()).undone}</span> " " })}
                {l.who.map(|w| view! { <span class="muted">{w} " · "</span> })}
                <span data-testid="log-text">{l.text.clone()}</span>
                <span class="muted">{details}</span>
                {rules}
            </p>
            {menu}
        </li>
    }
}

#[component]
pub fn GameLogPage() -> impl IntoView {
    let lang = use_lang();
    let w = move || words(lang.get());
    let ctx = use_game();
    let table = ctx.table;
    let view = Memo::new(move |_| table.with(|v| v.as_ref().map(|v| log_view(v, lang.get()))));
    let body = move || {
        view.with(|v| {
            let v = v.as_ref()?;
            if let Some(e) = v.empty {
                return Some(view! { <p class="muted">{e}</p> }.into_any());
            }
            Some(
                v.groups
                    .iter()
                    .map(|g| {
                        let lines = g
                            .lines
                            .iter()
                            .map(|l| view! { <LogLine l=l.clone() /> })
                            .collect_view();
                        view! {
                            <section class="log-round">
                                <h3>{g.title.clone()}</h3>
                                <ol class="plain">{lines}</ol>
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
    // a live table has no redo: its log is the host's, undone by author
    // (docs/live-table.md)
    let live = crate::live::status().is_some();
    let redo_len = move || {
        if live {
            return 0;
        }
        table.with(|v| v.as_ref().map_or(0, |v| v.redo_len))
    };
    view! {
        <div class="stack" data-testid="game-log">
            <div class="row">
                <h2 class="grow">{move || w().title}</h2>
                <button data-testid="log-undo" disabled=move || log_len() == 0
                    on:click=move |_| {
                        let last = view.with_untracked(|v| {
                            v.as_ref().and_then(|v| v.groups.first()?.lines.iter().find_map(|l| l.undo.clone()))
                        });
                        if let Some((q, keep)) = last {
                            ask(q, Change::UndoTo(keep), None);
                        }
                    }>
                    "↶ " {move || w().undo_last}
                </button>
                <button data-testid="log-redo" disabled=move || redo_len() == 0
                    on:click=move |_| ask(w().redo.to_string(), Change::Redo, None)>
                    "↷ " {move || w().redo} {move || (redo_len() > 0).then(|| format!(" ({})", redo_len()))}
                </button>
            </div>
            {body}
        </div>
    }
}
