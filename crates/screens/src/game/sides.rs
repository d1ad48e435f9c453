//! What one side records against another at a live table (issue 43, item
//! 10), worded for this device's seat: a player's phone lists the recent
//! entries that went against their ships (the core's
//! [`shturman_game::State::against`]) with their dice, a one-tap dispute
//! and each dispute's state; the host's lists the open disputes with its
//! undo of the entry and its dismissal. And the alliances a player may
//! offer or accept mid-game, or the host set. Every action offered here is
//! one the table permits this seat; the table decides anyway.

use shturman_game::{Action, ActionView, Event, GameView, LogEntryView, PlayerId};
use shturman_live::Seat;
use shturman_words::Lang;
use shturman_words::game_log::{Names, words as log_words};
use shturman_words::sides::words;

/// One entry against a player's ship, or one dispute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The log index of the entry (for the screen's keys and tests).
    pub entry: usize,
    /// "№12 · Борис": the entry's number and its author.
    pub head: String,
    /// The entry as the log words it.
    pub text: String,
    /// Its dice, or why there are none.
    pub dice: String,
    /// The dispute's state ("open", "dismissed", "undone") and its words.
    pub state: Option<(&'static str, String)>,
    /// A player's one tap: the dispute to record.
    pub dispute: Option<(&'static str, Vec<Action>)>,
    /// The host's undo of the entry: its words and the log length kept.
    pub undo: Option<(String, usize)>,
    /// The host's dismissal: its words and the action.
    pub dismiss: Option<(&'static str, Vec<Action>)>,
}

/// The list a seat sees, when it has any row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Disputes {
    pub title: &'static str,
    pub rows: Vec<Row>,
}

/// A dispute on the log: its entry's index, who, which entry, and whether
/// it is in force (else undone with its entry: upheld).
struct Made<'a> {
    player: PlayerId,
    entry: usize,
    at: usize,
    undone: bool,
    disputed: Option<&'a LogEntryView>,
}

fn made(v: &GameView) -> Vec<Made<'_>> {
    let mut out = Vec::new();
    for (i, e) in v.log.iter().enumerate() {
        if let ActionView::Full(Action::Dispute { player, entry }) = e.action {
            // the entry disputed: in force, or undone with its dispute
            // (just before it in the log view)
            let disputed = v.log[..i]
                .iter()
                .rev()
                .find(|d| d.index == entry && d.undone == e.undone);
            out.push(Made {
                player,
                entry,
                at: e.index,
                undone: e.undone,
                disputed,
            });
        }
    }
    out
}

fn dismissed(v: &GameView, at: usize) -> bool {
    v.log.iter().filter(|e| !e.undone).any(|e| {
        e.events
            .iter()
            .any(|ev| matches!(ev, Event::DisputeDismissed { dispute, .. } if *dispute == at))
    })
}

fn row(lang: Lang, names: &Names, e: &LogEntryView) -> Row {
    let w = words(lang);
    let dice = match &e.action {
        ActionView::Full(Action::Shot { dice, .. } | Action::Salvo { dice, .. })
            if !dice.is_empty() =>
        {
            (w.dice)(dice)
        }
        ActionView::Full(Action::Boarding { .. }) => w.boarding_no_dice.to_string(),
        _ => w.no_dice.to_string(),
    };
    Row {
        entry: e.index,
        head: (w.entry)(names, e.index + 1, e.player),
        text: (log_words(lang).action)(names, &e.action),
        dice,
        state: None,
        dispute: None,
        undo: None,
        dismiss: None,
    }
}

/// The disputes this seat sees: a player the entries of this round and
/// the last that went against their ships, and their disputes' states;
/// the host every open dispute. `None` when there is nothing to show.
pub fn disputes(lang: Lang, v: &GameView, seat: Option<Seat>) -> Option<Disputes> {
    let w = words(lang);
    let names = Names::of(v);
    let all = made(v);
    let (title, rows) = match seat? {
        Seat::Player(me) => {
            let since = v.current_round.map_or(0, |r| r.number.saturating_sub(1));
            let recent = |e: &LogEntryView| e.round.unwrap_or(0) >= since;
            let mut rows: Vec<Row> = Vec::new();
            for e in v
                .log
                .iter()
                .filter(|e| !e.undone && e.against.contains(&me))
            {
                let mine = all
                    .iter()
                    .find(|d| !d.undone && d.player == me && d.entry == e.index);
                let mut r = row(lang, &names, e);
                match mine {
                    Some(d) if dismissed(v, d.at) => {
                        r.state = Some(("dismissed", w.dismissed.into()))
                    }
                    Some(_) => r.state = Some(("open", w.open.into())),
                    None if recent(e) => {
                        let d = Action::Dispute {
                            player: me,
                            entry: e.index,
                        };
                        r.dispute = Some((w.dispute, vec![d]));
                    }
                    None => continue,
                }
                rows.push(r);
            }
            for d in all.iter().filter(|d| d.undone && d.player == me) {
                if let Some(e) = d.disputed.filter(|e| recent(e)) {
                    let mut r = row(lang, &names, e);
                    r.state = Some(("undone", w.undone.into()));
                    rows.push(r);
                }
            }
            rows.sort_by_key(|r| std::cmp::Reverse(r.entry));
            (w.against_title, rows)
        }
        Seat::Host => {
            let len = v.log.iter().filter(|e| !e.undone).count();
            let rows = all
                .iter()
                .filter(|d| !d.undone && !dismissed(v, d.at))
                .filter_map(|d| {
                    let mut r = row(lang, &names, d.disputed?);
                    r.state = Some(("open", (w.disputes)(&names, d.player)));
                    let after = len.saturating_sub(d.entry + 1);
                    r.undo = Some(((w.undo)(d.entry + 1, after), d.entry));
                    r.dismiss = Some((w.dismiss, vec![Action::DismissDispute { dispute: d.at }]));
                    Some(r)
                })
                .collect();
            (w.disputes_title, rows)
        }
        Seat::Viewer => return None,
    };
    (!rows.is_empty()).then_some(Disputes { title, rows })
}

/// One line of the alliances: its words and, when this seat may act on
/// it, the action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AllyRow {
    /// "1-2": the two players' ids (for tests).
    pub key: String,
    pub text: String,
    pub act: Option<Vec<Action>>,
}

/// The alliances this seat may change mid-game: a player offers one to
/// each other player, accepts one offered, and sees those made and
/// offered; the host makes any two players allies. `None` for a viewer.
pub fn alliances(
    lang: Lang,
    v: &GameView,
    seat: Option<Seat>,
) -> Option<(&'static str, Vec<AllyRow>)> {
    let w = words(lang);
    let names = Names::of(v);
    let offered = |from: PlayerId, to: PlayerId| {
        v.players
            .iter()
            .any(|p| p.id == from && p.offers.contains(&to))
    };
    let allied =
        |a: PlayerId, b: PlayerId| v.players.iter().any(|p| p.id == a && p.allies.contains(&b));
    let key = |a: PlayerId, b: PlayerId| format!("{}-{}", a.0, b.0);
    let rows = match seat? {
        Seat::Player(me) => v
            .players
            .iter()
            .filter(|p| p.id != me)
            .map(|p| {
                let (text, act) = if allied(me, p.id) {
                    ((w.ally)(&names, p.id), None)
                } else if offered(p.id, me) {
                    let a = Action::AddAlly { a: me, b: p.id };
                    ((w.accept)(&names, p.id), Some(vec![a]))
                } else if offered(me, p.id) {
                    ((w.offered)(&names, p.id), None)
                } else {
                    let a = Action::OfferAlliance { from: me, to: p.id };
                    ((w.offer)(&names, p.id), Some(vec![a]))
                };
                AllyRow {
                    key: key(me, p.id),
                    text,
                    act,
                }
            })
            .collect(),
        Seat::Host => {
            let ids: Vec<PlayerId> = v.players.iter().map(|p| p.id).collect();
            let mut rows = Vec::new();
            for (i, a) in ids.iter().enumerate() {
                for b in &ids[i + 1..] {
                    let (text, act) = if allied(*a, *b) {
                        (
                            format!("{} + {}", names.player(lang, *a), names.player(lang, *b)),
                            None,
                        )
                    } else {
                        (
                            (w.set)(&names, *a, *b),
                            Some(vec![Action::AddAlly { a: *a, b: *b }]),
                        )
                    };
                    rows.push(AllyRow {
                        key: key(*a, *b),
                        text,
                        act,
                    });
                }
            }
            rows
        }
        Seat::Viewer => return None,
    };
    Some((w.alliances_title, rows))
}

#[cfg(test)]
mod tests;
