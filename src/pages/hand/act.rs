//! A tap on a captain's row made into the game's action: the hand makes
//! the action (a placement or a move makes a new secret, so the hand is
//! stored first), then the table's confirmation is asked for.

use super::state::HandState;
use crate::components::captain_row::RowAction;
use crate::state::hand_store::{self as store, OpenHand};
use leptos::prelude::*;
use leptos::task::spawn_local;
use rand::{TryRngCore, rngs::OsRng};
use shturman_game::Action;
use shturman_hand::{HandError, PlayerBrief};
use shturman_rules::Captain;
use shturman_words::Lang;
use shturman_words::game_log::Names;
use shturman_words::hand::words;

impl HandState {
    /// Make an action with the hand; store the hand if it made a secret,
    /// then ask the table's confirmation.
    pub(super) fn act(self, a: RowAction) {
        let HandState {
            ctx,
            pid,
            lang,
            held,
            names,
            brief,
            ..
        } = self;
        let (Some(b), Some(mut o), Some(n)) = (
            brief.get_untracked(),
            held.open.get_untracked(),
            names.get_untracked(),
        ) else {
            return;
        };
        let lang = lang.get_untracked();
        let (action, summary, secret) = match made(a, &mut o, &b, &n, lang, pid) {
            Ok(m) => m,
            Err(e) => {
                return held
                    .problem
                    .set(Some((shturman_words::hand::words(lang).hand_error)(&n, &e)));
            }
        };
        held.problem.set(None);
        if !secret {
            return held.ask(summary, action);
        }
        let Some(game) = ctx.with_game(Clone::clone) else {
            return;
        };
        let n = self.since();
        spawn_local(async move {
            let written = store::write(&game, &o, Some(o.revision)).await;
            if !self.still(n) {
                return; // stored, but the hand was locked meanwhile
            }
            match written {
                Ok(rev) => {
                    o.revision = rev;
                    held.open.set(Some(o));
                    held.ask(summary, action);
                }
                // another window stored the hand since it was opened here
                Err(e) if e.kind == shturman_files::record::ErrorKind::Conflict => held
                    .problem
                    .set(Some(words(lang).changed_elsewhere.to_string())),
                Err(_) => held.problem.set(Some(words(lang).not_stored.to_string())),
            }
        });
    }
}

/// The action a row's tap makes with the open hand, its summary for the
/// confirmation, and whether it made a secret (the hand must be stored).
fn made(
    a: RowAction,
    o: &mut OpenHand,
    b: &PlayerBrief,
    n: &Names,
    lang: Lang,
    pid: shturman_game::PlayerId,
) -> Result<(Action, String, bool), HandError> {
    let t = words(lang);
    let who = n.player(lang, pid);
    let cap = |code: &str| {
        Captain::ALL
            .into_iter()
            .find(|c| c.code() == code)
            .unwrap_or(Captain::Rapid)
    };
    let mut rng = OsRng.unwrap_err();
    match a {
        RowAction::Assign(code, ship) => o
            .hand
            .assign(b, cap(code), ship, &mut rng)
            .map(|x| (x, (t.assign_summary)(&who, &n.ship(lang, ship)), true)),
        RowAction::Give(code, ship) => match o.hand.card(cap(code)).place {
            shturman_hand::HandPlace::InPort { port } => o
                .hand
                .give(b, cap(code), port, ship, &mut rng)
                .map(|x| (x, (t.give_summary)(&who, &n.ship(lang, ship)), true)),
            _ => Err(HandError::CaptainNotInPlay { captain: cap(code) }),
        },
        RowAction::Move(code, to) => match o.hand.card(cap(code)).place {
            shturman_hand::HandPlace::OnShip { ship } => o
                .hand
                .move_after_boarding(b, ship, to, &mut rng)
                .map(|x| (x, (t.move_summary)(&who, &n.ship(lang, to)), true)),
            _ => Err(HandError::CaptainNotInPlay { captain: cap(code) }),
        },
        RowAction::Reveal(code, ship) => o.hand.reveal(b, ship).map(|x| {
            (
                x,
                (t.reveal_summary)(
                    (shturman_words::game_log::words(lang).captain)(cap(code)),
                    &n.ship(lang, ship),
                ),
                false,
            )
        }),
    }
}
