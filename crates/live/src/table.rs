//! The host's sequencer for one table: it decides each arriving action
//! against the game as it is now, in arrival order, and keeps the log.
//!
//! Deciding and committing are two steps ([`Table::decide`], then
//! [`Table::commit`]) so the host stores the decision before it changes
//! anything or answers anyone: an acknowledged action is durable.

use crate::protocol::{Act, ActId, Entry, LogId, Op, Refusal, Revision, Seat};
use shturman_game::{Game, Say, State};
use std::collections::HashMap;
use uuid::Uuid;

/// Who may make table actions (a new round and its weather): the table
/// agrees on it when it opens to phones. Whatever it says, a ship is
/// sunk, and its hull and sail damage corrected, only by its owner's seat
/// or the host ([`TableRules::permits`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TableRules {
    /// The host only.
    #[default]
    HostOnly,
    /// The host or any player's seat.
    AnySeat,
}

impl TableRules {
    /// Whether `seat` may make table actions (a new round and its
    /// weather) at a table with these rules: the host always, a player's
    /// seat at an [`TableRules::AnySeat`] table, a viewer never.
    ///
    /// ```
    /// use shturman_game::PlayerId;
    /// use shturman_live::{Seat, TableRules};
    /// let anya = Seat::Player(PlayerId(0));
    /// assert!(TableRules::HostOnly.lets(Seat::Host));
    /// assert!(!TableRules::HostOnly.lets(anya));
    /// assert!(TableRules::AnySeat.lets(anya));
    /// assert!(!TableRules::AnySeat.lets(Seat::Viewer));
    /// ```
    pub fn lets(self, seat: Seat) -> bool {
        match seat {
            Seat::Host => true,
            Seat::Player(_) => self == TableRules::AnySeat,
            Seat::Viewer => false,
        }
    }

    /// Whether `seat` may make an action whose say is `say`
    /// ([`State::say`]) on `state`, the game just before it: the host
    /// anything; a player's seat its own player's actions (every ship of
    /// a salvo, a ship's sinking and damage corrections, whatever these
    /// rules), table actions where [`TableRules::lets`] it, an alliance
    /// the other player has offered, and no new ship or card edit once
    /// the game is under way; a viewer nothing.
    ///
    /// ```
    /// use shturman_game::{Game, PlayerId, Say};
    /// use shturman_live::{Refusal, Seat, TableRules};
    /// use uuid::Uuid;
    /// let (anya, boris) = (PlayerId(0), PlayerId(1));
    /// let state = Game::new(Uuid::nil()).state().clone();
    /// let both = Say::Own(vec![anya, boris]);
    /// let any = TableRules::AnySeat;
    /// assert_eq!(any.permits(Seat::Player(anya), both.clone(), &state), Err(Refusal::NotYours { owner: boris }));
    /// assert_eq!(any.permits(Seat::Host, both, &state), Ok(()));
    /// assert_eq!(
    ///     any.permits(Seat::Player(anya), Say::Alliance { a: anya, b: boris }, &state),
    ///     Err(Refusal::AllianceNotOffered { with: boris })
    /// );
    /// ```
    pub fn permits(self, seat: Seat, say: Say, state: &State) -> Result<(), Refusal> {
        let me = match seat {
            Seat::Host => return Ok(()),
            Seat::Viewer => return Err(Refusal::Viewer),
            Seat::Player(me) => me,
        };
        match say {
            Say::Table if self.lets(seat) => Ok(()),
            Say::Table => Err(Refusal::TableActionsFromHost),
            Say::Own(players) => match players.into_iter().find(|p| *p != me) {
                Some(owner) => Err(Refusal::NotYours { owner }),
                None => Ok(()),
            },
            // an alliance with oneself is the rules' to refuse
            Say::Alliance { a, b } if a == b => Ok(()),
            Say::Alliance { a, b } => {
                let with = match (a == me, b == me) {
                    (true, _) => b,
                    (_, true) => a,
                    (false, false) => return Err(Refusal::NotYours { owner: a }),
                };
                if state.offered(with, me) {
                    Ok(())
                } else {
                    Err(Refusal::AllianceNotOffered { with })
                }
            }
            Say::MidGame { owner, .. } if owner != me => Err(Refusal::NotYours { owner }),
            Say::MidGame {
                ship,
                round,
                change,
                ..
            } => Err(Refusal::HostMidGame {
                ship,
                round,
                change,
            }),
        }
    }
}

/// One live table: its log of entries, the game they build, who made each
/// game log entry, and the answer given to every action id seen.
#[derive(Clone, Debug)]
pub struct Table {
    log: LogId,
    rules: TableRules,
    game: Game,
    entries: Vec<Entry>,
    /// The seat that made each entry of the game's log (same length).
    authors: Vec<Seat>,
    answers: HashMap<ActId, Answer>,
}

/// The answer to one action id: on the log at a revision, or refused.
pub type Answer = Result<Revision, Refusal>;

/// What [`Table::decide`] found for an action.
#[derive(Clone, Debug)]
pub enum Decision {
    /// Append this entry (the game and authors it gives ride along, so
    /// committing does not apply it twice).
    Append {
        entry: Entry,
        game: Game,
        authors: Vec<Seat>,
    },
    /// A new refusal, to store and answer.
    Refuse { id: ActId, why: Refusal },
    /// This id was answered before (a resend): answer the same again.
    Again { id: ActId, answer: Answer },
}

impl Decision {
    /// The answer the sender gets.
    pub fn answer(&self) -> (ActId, Answer) {
        match self {
            Decision::Append { entry, .. } => (entry.id, Ok(entry.revision)),
            Decision::Refuse { id, why } => (*id, Err(why.clone())),
            Decision::Again { id, answer } => (*id, answer.clone()),
        }
    }
}

impl Table {
    /// A table with an empty log on game `game`.
    pub fn new(log: LogId, game: Uuid, rules: TableRules) -> Table {
        Table {
            log,
            rules,
            game: Game::new(game),
            entries: Vec::new(),
            authors: Vec::new(),
            answers: HashMap::new(),
        }
    }

    /// Rebuild a table from its stored entries and refusals (a host
    /// restart). Entries that no longer replay mean the storage was
    /// changed by hand: an error, nothing guessed.
    pub fn restore(
        log: LogId,
        game: Uuid,
        rules: TableRules,
        entries: Vec<Entry>,
        refused: Vec<(ActId, Refusal)>,
    ) -> Result<Table, RestoreError> {
        let mut t = Table::new(log, game, rules);
        for (i, entry) in entries.into_iter().enumerate() {
            if entry.revision != i as Revision + 1 {
                return Err(RestoreError::Gap {
                    at: i,
                    revision: entry.revision,
                });
            }
            let mut next = t.game.clone();
            entry
                .op
                .apply_to(&mut next)
                .map_err(|why| RestoreError::Refused { at: i, why })?;
            let authors = authors_after(&t.authors, &next, entry.by);
            t.commit(Decision::Append {
                entry,
                game: next,
                authors,
            });
        }
        for (id, why) in refused {
            t.answers.entry(id).or_insert(Err(why));
        }
        Ok(t)
    }

    pub fn log_id(&self) -> LogId {
        self.log
    }

    pub fn rules(&self) -> TableRules {
        self.rules
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn revision(&self) -> Revision {
        self.entries.len() as Revision
    }

    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// The entries after revision `known` (all of them if `known` is past
    /// the end: that phone held another log).
    pub fn since(&self, known: Revision) -> &[Entry] {
        let known = usize::try_from(known).unwrap_or(usize::MAX);
        self.entries.get(known..).unwrap_or(&self.entries)
    }

    /// Decide `act` from `seat` on the game as it is now. Changes nothing.
    ///
    /// An action made on an older revision (`act.base` below the table's)
    /// is not refused for that: it is checked again here, on the newer
    /// game, and applies if it is still legal.
    pub fn decide(&self, seat: Seat, act: Act) -> Decision {
        if let Some(answer) = self.answers.get(&act.id) {
            return Decision::Again {
                id: act.id,
                answer: answer.clone(),
            };
        }
        match self.check(seat, &act.op) {
            Ok((game, authors)) => Decision::Append {
                entry: Entry {
                    revision: self.revision() + 1,
                    id: act.id,
                    by: seat,
                    op: act.op,
                },
                game,
                authors,
            },
            Err(why) => Decision::Refuse { id: act.id, why },
        }
    }

    fn check(&self, seat: Seat, op: &Op) -> Result<(Game, Vec<Seat>), Refusal> {
        if seat == Seat::Viewer {
            return Err(Refusal::Viewer);
        }
        if let (Op::UndoTo(len), Seat::Player(_)) = (op, seat) {
            let others = self.authors.get(*len..).unwrap_or(&[]);
            if let Some(by) = others.iter().find(|by| **by != seat) {
                return Err(Refusal::NotYourEntry { by: *by });
            }
        }
        let mut next = self.game.clone();
        match op {
            // each action is the seat's to make on the game just before it
            // (a boarding's capture changes whose the next one is), then
            // applied as `Op::apply_to` does
            Op::Apply(actions) if !actions.is_empty() => {
                for a in actions {
                    self.rules
                        .permits(seat, next.state().say(a), next.state())?;
                    next.apply(a.clone())
                        .map_err(|rule| Refusal::Rule { rule })?;
                }
            }
            Op::Apply(_) | Op::UndoTo(_) => op.apply_to(&mut next)?,
        }
        let authors = authors_after(&self.authors, &next, seat);
        Ok((next, authors))
    }

    /// Make a decision part of the table (after the host stored it).
    pub fn commit(&mut self, d: Decision) {
        match d {
            Decision::Append {
                entry,
                game,
                authors,
            } => {
                self.answers.insert(entry.id, Ok(entry.revision));
                self.entries.push(entry);
                self.game = game;
                self.authors = authors;
            }
            Decision::Refuse { id, why } => {
                self.answers.insert(id, Err(why));
            }
            Decision::Again { .. } => {}
        }
    }
}

/// The authors of `next`'s log entries: those kept from before, and `by`
/// for the new ones.
fn authors_after(before: &[Seat], next: &Game, by: Seat) -> Vec<Seat> {
    let len = next.log().len();
    let kept = before.len().min(len);
    let mut authors = before[..kept].to_vec();
    authors.resize(len, by);
    authors
}

/// Stored entries that do not make a table.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RestoreError {
    #[error("entry {at} has revision {revision}")]
    Gap { at: usize, revision: Revision },
    #[error("entry {at} no longer applies: {why}")]
    Refused { at: usize, why: Refusal },
}
