//! A player's hand on the shared phone (`#/game/hand?p=<player>`): "pass
//! the phone to Anna", Anna's PIN (chosen twice the first time), then her
//! captains — placed, revealed, given through the game's confirmation.
//! Hiding it forgets the key: the next player needs their own PIN. So
//! does leaving it by any other path, the page hidden, or a minute without
//! a touch (`pages/hand_lock.rs`): the open hand is dropped, not kept in
//! the hidden game area, and the page shows the gate again. This page and
//! the cipher are the `hand` chunk (see `pages/game.rs`).

use crate::components::captain_backup::CaptainBackup;
use crate::components::captain_codes::CaptainCodes;
use crate::components::captain_reset::CaptainReset;
use crate::components::captain_restore::CaptainRestore;
use crate::components::captain_row::{CaptainRow, RowAction};
use crate::components::game_confirm::{ConfirmCtx, Pending, PendingOp};
use crate::components::pin_pad::PinPad as PinPadView;
use crate::i18n::use_lang;
use crate::pages::hand_lock;
use crate::state::hand_store::{self as store, OpenHand};
use crate::state::game::use_game;
use crate::state::route::{navigate, Route};
use leptos::prelude::*;
use leptos::task::spawn_local;
use rand::{rngs::OsRng, TryRngCore};
use shturman_game::{Action, PlayerId};
use shturman_hand::{HandError, PlayerBrief};
use shturman_rules::Captain;
use shturman_screens::hand::{card_rows, PinEvent, PinPad, Request, Stage};
use shturman_screens::hand_lock::Watch;
use shturman_words::game_log::Names;
use shturman_words::hand::words;

#[component]
pub fn HandPage(player: u8) -> impl IntoView {
    let lang = use_lang();
    let w = Signal::derive(move || words(lang.get()));
    let ctx = use_game();
    let pid = PlayerId(player);
    let pad = RwSignal::new(PinPad::default());
    let open: RwSignal<Option<OpenHand>> = RwSignal::new(None);
    let problem: RwSignal<Option<String>> = RwSignal::new(None);
    let kdf_ms = RwSignal::new(0.0f64);
    // taken here: the confirmation is asked for from a spawned task too
    let confirm = expect_context::<ConfirmCtx>().0;
    // the confirmation this hand asked for last (a reveal's names the captain)
    let asked = StoredValue::new(None::<Pending>);
    let ask = move |summary: String, action: Action| {
        let p = Pending {
            summary,
            op: PendingOp::Apply(vec![action]),
            then: None,
        };
        asked.set_value(Some(p.clone()));
        confirm.set(Some(p));
    };
    // A confirmation the hand asked for and nobody answered goes when the
    // hand locks where it is (a reveal's names the captain); a navigation
    // drops it anyway (`provide_confirm`).
    let forget_asked = move || {
        if let Some(Some(mine)) = asked.try_update_value(Option::take) {
            confirm.try_update(|c| {
                if c.as_ref() == Some(&mine) {
                    *c = None;
                }
            });
        }
    };
    // Drop the open hand (its captains and key) and show the gate. A plain
    // closure with `try_` only, not a `Callback`: it may be run by a timer
    // after the screen is gone, and a disposed `Callback` panics.
    let lock = move || {
        open.try_set(None);
        problem.try_set(None);
        pad.try_update(|p| p.update(PinEvent::Lock));
        forget_asked();
    };
    let guard = hand_lock::watch(player, lock);
    // slow work begun before a lock must not bring the hand back
    let since = move || guard.with_value(|g| g.since());
    let still = move |n: u32| guard.try_with_value(|g| g.still(n)) == Some(true);
    let names = Memo::new(move |_| ctx.table.with(|v| v.as_ref().map(Names::of)));
    let name = move || {
        names.with(|n| {
            n.as_ref()
                .map(|n| n.player(lang.get(), pid))
                .unwrap_or_default()
        })
    };

    let run = move |req: Request| {
        let n = since();
        spawn_local(async move {
            store::breathe().await;
            let Some(game) = ctx.with_game(Clone::clone) else {
                return;
            };
            let start = store::now_ms();
            // a player's first hand goes on the log, as a reset does (issue
            // 32: a hand made in someone's name before they made one was
            // unseen)
            let first = matches!(req, Request::Create(_)) && !store::stored(&game, pid).await;
            let result = match &req {
                Request::Create(pin) => store::create(&game, pid, pin)
                    .await
                    .map_err(PinEvent::Failed),
                Request::Open(pin) => {
                    store::open_guarded(game.id(), pid, store::open(&game, pid, pin)).await
                }
            };
            // locked meanwhile, or the screen gone (Back while checking)
            if !still(n) {
                return;
            }
            kdf_ms.set(store::now_ms() - start);
            match result {
                Ok(o) => {
                    if first {
                        ctx.apply(vec![Action::HandMade { player: pid }], || ());
                    }
                    open.set(Some(o));
                    pad.update(|p| {
                        p.update(PinEvent::Opened);
                    });
                }
                Err(e) => pad.update(|p| {
                    p.update(e);
                }),
            }
        });
    };
    let send = Callback::new(move |e: PinEvent| {
        if e == PinEvent::Lock {
            guard.update_value(|g| {
                g.update(Watch::Hide);
            });
            return lock();
        }
        let reset = e == PinEvent::ResetDone;
        if reset {
            // asked for and confirmed on the pad: the reset goes on the
            // table's log for all to see (issue 32: anyone could reset
            // anyone's hand, unseen); the old hand is kept in its record
            // and opens again with its own PIN (hand_store::create)
            ctx.apply(vec![Action::HandReset { player: pid }], move || {
                pad.update(|p| {
                    p.update(PinEvent::ResetDone);
                });
            });
            return;
        }
        if let Some(req) = pad.try_update(|p| p.update(e)).flatten() {
            run(req);
        }
    });
    let gate = move |_| {
        let Some(game) = ctx.with_game(Clone::clone) else {
            return;
        };
        let n = since();
        spawn_local(async move {
            let stored = store::stored(&game, pid).await;
            if still(n) {
                send.run(PinEvent::ItsMe { stored });
            }
        });
    };
    let hide = move |_| {
        send.run(PinEvent::Lock);
        navigate(&Route::Table { ship: None });
    };

    // The brief is recomputed as the table changes; the hand syncs to it.
    let brief = Memo::new(move |_| ctx.with_game(|g| PlayerBrief::of(g, pid).ok()).flatten());
    let rows = Memo::new(move |_| {
        let b = brief.get()?;
        let mut o = open.get()?;
        let _ = o.hand.sync(&b);
        let n = names.get()?;
        Some(card_rows(&o.hand, &b, &n, lang.get()))
    });

    // Make an action with the hand; store the hand if it made a secret,
    // then ask the table's confirmation.
    let act = Callback::new(move |a: RowAction| {
        let (Some(b), Some(mut o), Some(n)) = (
            brief.get_untracked(),
            open.get_untracked(),
            names.get_untracked(),
        ) else {
            return;
        };
        let lang = lang.get_untracked();
        let t = words(lang);
        let who = n.player(lang, pid);
        let cap = |code: &str| {
            Captain::ALL
                .into_iter()
                .find(|c| c.code() == code)
                .unwrap_or(Captain::Rapid)
        };
        let mut rng = OsRng.unwrap_err();
        let made: Result<(Action, String, bool), HandError> = match a {
            RowAction::Assign(code, ship) => o
                .hand
                .assign(&b, cap(code), ship, &mut rng)
                .map(|x| (x, (t.assign_summary)(&who, &n.ship(lang, ship)), true)),
            RowAction::Give(code, ship) => match o.hand.card(cap(code)).place {
                shturman_hand::HandPlace::InPort { port } => o
                    .hand
                    .give(&b, cap(code), port, ship, &mut rng)
                    .map(|x| (x, (t.give_summary)(&who, &n.ship(lang, ship)), true)),
                _ => Err(HandError::CaptainNotInPlay { captain: cap(code) }),
            },
            RowAction::Move(code, to) => match o.hand.card(cap(code)).place {
                shturman_hand::HandPlace::OnShip { ship } => o
                    .hand
                    .move_after_boarding(&b, ship, to, &mut rng)
                    .map(|x| (x, (t.move_summary)(&who, &n.ship(lang, to)), true)),
                _ => Err(HandError::CaptainNotInPlay { captain: cap(code) }),
            },
            RowAction::Reveal(code, ship) => o.hand.reveal(&b, ship).map(|x| {
                (
                    x,
                    (t.reveal_summary)(
                        (shturman_words::game_log::words(lang).captain)(cap(code)),
                        &n.ship(lang, ship),
                    ),
                    false,
                )
            }),
        };
        let (action, summary, secret) = match made {
            Ok(m) => m,
            Err(e) => {
                return problem.set(Some((shturman_words::hand::words(lang).hand_error)(&n, &e)))
            }
        };
        problem.set(None);
        if !secret {
            return ask(summary, action);
        }
        let Some(game) = ctx.with_game(Clone::clone) else {
            return;
        };
        let n = since();
        spawn_local(async move {
            let written = store::write(&game, &o, Some(o.revision)).await;
            if !still(n) {
                return; // stored, but the hand was locked meanwhile
            }
            match written {
                Ok(rev) => {
                    o.revision = rev;
                    open.set(Some(o));
                    ask(summary, action);
                }
                // another window stored the hand since it was opened here
                Err(e) if e.kind == shturman_files::record::ErrorKind::Conflict => {
                    problem.set(Some(words(lang).changed_elsewhere.to_string()))
                }
                Err(_) => problem.set(Some(words(lang).not_stored.to_string())),
            }
        });
    });

    // the owner's encrypted backup, under the key of the open hand
    // a backup pasted under the pad goes into the stored record; the pad
    // then asks for a PIN to open (the backup's, or the stored hand's)
    let restored: RwSignal<Option<Result<(), String>>> = RwSignal::new(None);
    let restore = Callback::new(move |text: String| {
        let Some(game) = ctx.with_game(Clone::clone) else {
            return;
        };
        spawn_local(async move {
            let lang = lang.get_untracked();
            match store::restore(&game, pid, &text).await {
                Ok(()) => {
                    restored.set(Some(Ok(())));
                    pad.update(|p| {
                        *p = PinPad::default();
                        p.update(PinEvent::ItsMe { stored: true });
                    });
                }
                Err(e) => restored.set(Some(Err(
                    (shturman_words::hand::words(lang).cipher_error)(&e),
                ))),
            }
        });
    });
    let backup = Callback::new(move |()| {
        open.with_untracked(|o| {
            o.as_ref().map(|o| {
                // unbound from this device: a backup opens anywhere with
                // the PIN alone
                shturman_hand::cipher::lock(
                    &o.hand,
                    &o.key.unbound(),
                    shturman_hand::cipher::Purpose::Backup,
                    &mut OsRng.unwrap_err(),
                )
            })
        })
    });
    let backup_file = Signal::derive(move || format!("shturman-hand-{}.json", name()));
    let stage = move || pad.with(|p| p.stage());
    let pin_view = Signal::derive(move || pad.with(|p| p.view(lang.get())));
    let placing = move || brief.with(|b| b.as_ref().is_some_and(|b| b.round.is_none()));
    view! {
        <div class="stack hand" data-testid="hand" data-kdf-ms=move || format!("{:.0}", kdf_ms.get())>
            <Show when=move || stage() == Stage::Gate>
                <section class="card stack pass-gate" data-testid="hand-gate">
                    <p class="big-text" data-testid="hand-pass">"⇄ " {move || (w.get().pass_to)(&name())}</p>
                    <p>{move || w.get().only_you}</p>
                    <button class="btn--primary big" data-testid="hand-its-me" on:click=gate>
                        {move || w.get().its_me}
                    </button>
                    <a class="btn" href="#/game" data-testid="hand-back">{move || w.get().back}</a>
                </section>
                <CaptainCodes player=pid words=w lang=Signal::derive(move || lang.get()) />
            </Show>
            <Show when=move || matches!(stage(), Stage::Choose | Stage::Repeat | Stage::Enter | Stage::Working)>
                <h2>{move || (w.get().title)(&name())}</h2>
                <PinPadView view=pin_view words=w send=send />
                <CaptainRestore words=w restore=restore result=restored />
                <a class="btn" href="#/game" data-testid="hand-back" on:click=move |_| send.run(PinEvent::Lock)>
                    {move || w.get().back}
                </a>
            </Show>
            <Show when=move || stage() == Stage::Reset>
                <CaptainReset words=w send=send />
            </Show>
            <Show when=move || stage() == Stage::Open>
                <section class="stack" data-testid="hand-open">
                    <h2>{move || (w.get().title)(&name())}</h2>
                    <p class="muted" data-testid="hand-note">
                        {move || if placing() { w.get().placing_open } else { w.get().placing_closed }}
                    </p>
                    <Show when=move || problem.with(Option::is_some)>
                        <p class="error" role="alert" data-testid="hand-problem">{move || problem.get().unwrap_or_default()}</p>
                    </Show>
                    <ul class="plain stack">
                        {move || rows.get().unwrap_or_default().into_iter()
                            .map(|row| view! { <CaptainRow row=row words=w.get() act=act /> })
                            .collect_view()}
                    </ul>
                    <CaptainBackup words=w make=backup file=backup_file />
                    <button class="btn--primary big" data-testid="hand-hide" on:click=hide>
                        "🂠 " {move || w.get().hide}
                    </button>
                </section>
            </Show>
        </div>
    }
}
