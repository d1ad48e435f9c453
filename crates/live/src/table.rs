//! The host's sequencer for one table: it decides each arriving action
//! against the game as it is now, in arrival order, and keeps the log.
//!
//! Deciding and committing are two steps ([`Table::decide`], then
//! [`Table::commit`]) so the host stores the decision before it changes
//! anything or answers anyone: an acknowledged action is durable.
//!
//! What one seat can make the table keep is bounded ([`Limits`]): its
//! entries on the log (a phone in a loop cannot grow a table's replay
//! without end) and the refusals remembered for it (the oldest are
//! forgotten: a resend of a refused action comes only from a phone that
//! lost the answer on a dropped line, soon after).

use crate::protocol::{Act, ActId, Entry, LogId, Op, Refusal, Revision, Seat};
use shturman_game::{Game, Say, State};
use std::collections::{HashMap, VecDeque};
use uuid::Uuid;

/// How much one seat may make a table keep.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Entries on the log made by one seat; past it the seat's actions
    /// are refused ([`Refusal::LogFull`]). A whole game recorded by the
    /// host alone (eight players, thirty rounds) is a few thousand.
    pub entries_per_seat: usize,
    /// Refusals remembered per seat: past it the oldest is forgotten.
    pub refusals_per_seat: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            entries_per_seat: 10_000,
            refusals_per_seat: 256,
        }
    }
}

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
    /// the game is under way, nor a dispute's settling; a viewer nothing.
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
            Say::Host => Err(Refusal::HostSettles),
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
    limits: Limits,
    /// Entries on the log by each seat.
    made: HashMap<Seat, usize>,
    /// The refusals decided here for each seat, oldest first (those read
    /// back by [`Table::restore`] are already bounded by the host's store).
    refused: HashMap<Seat, VecDeque<ActId>>,
}

/// The answer to one action id: on the log at a revision, or refused.
pub type Answer = Result<Revision, Refusal>;

/// What [`Table::decide`] found for an action.
#[derive(Clone, Debug)]
pub enum Decision {
    /// Append this entry. An apply is checked here on a copy of the
    /// game's state (small) and applied to the game itself on commit: a
    /// copy of the whole game, its log included, for every action made a
    /// long table's every action slower. An undo replays the log anyway:
    /// the game it gives (`undone`) rides along.
    Append {
        entry: Entry,
        undone: Option<Box<Game>>,
    },
    /// A new refusal, to store and answer (`by`: the seat refused).
    Refuse { id: ActId, by: Seat, why: Refusal },
    /// This id was answered before (a resend): answer the same again.
    Again { id: ActId, answer: Answer },
}

impl Decision {
    /// The answer the sender gets.
    pub fn answer(&self) -> (ActId, Answer) {
        match self {
            Decision::Append { entry, .. } => (entry.id, Ok(entry.revision)),
            Decision::Refuse { id, why, .. } => (*id, Err(why.clone())),
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
            limits: Limits::default(),
            made: HashMap::new(),
            refused: HashMap::new(),
        }
    }

    /// The same table with other bounds per seat.
    pub fn with_limits(mut self, limits: Limits) -> Table {
        self.limits = limits;
        self
    }

    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// Rebuild a table from its stored entries and refusals (a host
    /// restart). Entries that no longer replay mean the storage was
    /// changed by hand: an error, nothing guessed.
    ///
    /// Linear in the log: each entry is applied to the one game in place
    /// (deciding a live action works on a copy, to throw away if it is
    /// refused; a stored entry was accepted once and applies again).
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
            crate::protocol::apply(&entry.op, &mut t.game)
                .map_err(|why| RestoreError::Refused { at: i, why })?;
            let len = t.game.log().len();
            t.authors.truncate(len);
            t.authors.resize(len, entry.by);
            t.answers.insert(entry.id, Ok(entry.revision));
            *t.made.entry(entry.by).or_default() += 1;
            t.entries.push(entry);
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
        if self.made.get(&seat).copied().unwrap_or(0) >= self.limits.entries_per_seat {
            return Decision::Refuse {
                id: act.id,
                by: seat,
                why: Refusal::LogFull {
                    max: self.limits.entries_per_seat,
                },
            };
        }
        match self.check(seat, &act.op) {
            Ok(undone) => Decision::Append {
                entry: Entry {
                    revision: self.revision() + 1,
                    id: act.id,
                    by: seat,
                    op: act.op,
                },
                undone,
            },
            Err(why) => Decision::Refuse {
                id: act.id,
                by: seat,
                why,
            },
        }
    }

    fn check(&self, seat: Seat, op: &Op) -> Result<Option<Box<Game>>, Refusal> {
        if seat == Seat::Viewer {
            return Err(Refusal::Viewer);
        }
        let actions = match op {
            Op::UndoTo(len) => {
                if let Seat::Player(_) = seat {
                    let others = self.authors.get(*len..).unwrap_or(&[]);
                    if let Some(by) = others.iter().find(|by| **by != seat) {
                        return Err(Refusal::NotYourEntry { by: *by });
                    }
                }
                let mut next = self.game.clone();
                crate::protocol::apply(op, &mut next)?;
                return Ok(Some(Box::new(next)));
            }
            Op::Apply(actions) if actions.is_empty() => return Err(Refusal::Empty),
            Op::Apply(actions) => actions,
            // a live table's log keeps no undone entries to do again
            Op::Redo => {
                return Err(Refusal::History {
                    history: shturman_game::HistoryError::NothingToRedo,
                });
            }
        };
        // each action is the seat's to make on the game just before it (a
        // boarding's capture changes whose the next one is), then checked
        // by the game's own rules, on a copy of its state only
        let mut state = self.game.state().clone();
        for a in actions {
            // a phone's texts within their sizes (a save may hold longer)
            shturman_game::error::texts_within(a).map_err(|rule| Refusal::Rule { rule })?;
            self.rules.permits(seat, state.say(a), &state)?;
            state.apply(a).map_err(|rule| Refusal::Rule { rule })?;
        }
        Ok(None)
    }

    /// Make a decision part of the table (after the host stored it).
    pub fn commit(&mut self, d: Decision) {
        match d {
            Decision::Append { entry, undone } => {
                match undone {
                    Some(game) => self.game = *game,
                    // decided on this game's state: the game's own apply
                    // gives the same (apply is deterministic)
                    None => crate::protocol::apply(&entry.op, &mut self.game)
                        .expect("an action decided on this game applies to it"),
                }
                let len = self.game.log().len();
                self.authors.truncate(len);
                self.authors.resize(len, entry.by);
                self.answers.insert(entry.id, Ok(entry.revision));
                *self.made.entry(entry.by).or_default() += 1;
                self.entries.push(entry);
            }
            Decision::Refuse { id, by, why } => {
                self.answers.insert(id, Err(why));
                let kept = self.refused.entry(by).or_default();
                kept.push_back(id);
                while kept.len() > self.limits.refusals_per_seat {
                    if let Some(old) = kept.pop_front() {
                        self.answers.remove(&old);
                    }
                }
            }
            Decision::Again { .. } => {}
        }
    }
}

/// Stored entries that do not make a table.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RestoreError {
    #[error("entry {at} has revision {revision}")]
    Gap { at: usize, revision: Revision },
    #[error("entry {at} no longer applies: {why}")]
    Refused { at: usize, why: Refusal },
}
