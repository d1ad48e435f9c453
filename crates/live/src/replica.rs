//! A phone's copy of a live table: the host's entries replayed in order,
//! and the outbox — the actions made on this phone and not yet answered.
//!
//! The phone shows the host's game only; an action waits in the outbox
//! (which the phone stores, so it survives a reload) until the host
//! answers `Done` or `Refused`, and is sent again with the same id after
//! every reconnect: the host applies it once.

use crate::protocol::{
    Act, ActId, ClientMsg, DeviceId, Entry, LogId, Op, Refusal, Revision, Seat, ServerMsg, Want,
};
use crate::table::{Answer, TableRules};
use shturman_game::Game;
use uuid::Uuid;

/// A phone's replica of one table.
#[derive(Clone, Debug, Default)]
pub struct Replica {
    log: Option<LogId>,
    seat: Option<Seat>,
    rules: TableRules,
    game: Option<Game>,
    revision: Revision,
    /// The host's entries as received, so the phone can keep them and
    /// show the table again after a reload with no network.
    entries: Vec<Entry>,
    outbox: Vec<Act>,
}

/// What one message from the host changed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Received {
    /// The game changed: show it again.
    pub game_changed: bool,
    /// This phone's actions the host answered.
    pub answered: Vec<(ActId, Answer)>,
    /// The replica missed entries or disagrees with the host: say hello
    /// again (it asks for everything).
    pub resync: bool,
    /// Who is connected now, if the message said.
    pub online: Option<Vec<Seat>>,
}

impl Replica {
    /// A replica with no game yet and these actions still to send (read
    /// back from the phone's storage).
    pub fn with_outbox(outbox: Vec<Act>) -> Replica {
        Replica {
            outbox,
            ..Replica::default()
        }
    }

    pub fn game(&self) -> Option<&Game> {
        self.game.as_ref()
    }

    pub fn seat(&self) -> Option<Seat> {
        self.seat
    }

    /// Whether this phone may start a new round (the table's rules, as the
    /// host said them in its welcome).
    pub fn makes_table_actions(&self) -> bool {
        self.seat.is_some_and(|s| self.rules.lets(s))
    }

    /// Who made the table's last entry (the first, the game as opened, is
    /// the host's).
    pub fn last_by(&self) -> Option<Seat> {
        self.entries.last().map(|e| e.by)
    }

    pub fn revision(&self) -> Revision {
        self.revision
    }

    /// The actions made here and not yet answered, oldest first.
    pub fn outbox(&self) -> &[Act] {
        &self.outbox
    }

    /// The first message on a new channel: this device, what it wants of
    /// the seat, and what it holds of the table.
    pub fn hello(&self, device: DeviceId, want: Want) -> ClientMsg {
        ClientMsg::Hello {
            device,
            want,
            log: self.log,
            known: self.revision,
        }
    }

    /// This connection only watches from now on (another device took the
    /// seat): it offers no actions.
    pub fn watch(&mut self) {
        if self.seat.is_some() {
            self.seat = Some(Seat::Viewer);
        }
    }

    /// Make an action on the game as this phone sees it: it goes into the
    /// outbox, and is returned to be sent now if connected.
    pub fn act(&mut self, id: ActId, op: Op) -> Act {
        let act = Act {
            id,
            base: self.revision,
            op,
        };
        self.outbox.push(act.clone());
        act
    }

    /// Take an action another tab of this device made (found in the
    /// record both keep): it waits here too, unless it is here already or
    /// the host's entries hold it. Whether it was taken.
    pub fn adopt(&mut self, act: Act) -> bool {
        let known = self.outbox.iter().any(|a| a.id == act.id)
            || self.entries.iter().any(|e| e.id == act.id);
        if !known {
            self.outbox.push(act);
        }
        !known
    }

    /// Take one message from the host.
    pub fn receive(&mut self, msg: ServerMsg) -> Received {
        let mut r = Received::default();
        match msg {
            ServerMsg::Welcome {
                log,
                game,
                seat,
                fresh,
                entries,
                rules,
            } => {
                self.seat = Some(seat);
                self.rules = rules;
                if fresh || self.log != Some(log) || self.game.is_none() {
                    self.reset(log, game);
                    r.game_changed = true;
                }
                for e in entries {
                    self.entry(e, &mut r);
                }
            }
            ServerMsg::Entry(e) => self.entry(e, &mut r),
            ServerMsg::Done { id, revision } => self.answered(id, Ok(revision), &mut r),
            ServerMsg::Refused { id, why } => self.answered(id, Err(why), &mut r),
            ServerMsg::Presence { online, .. } => r.online = Some(online),
            // the seat's own news is the client's (crate::client)
            ServerMsg::Bad(_)
            | ServerMsg::Beat
            | ServerMsg::Taken { .. }
            | ServerMsg::Displaced
            | ServerMsg::Reseated { .. }
            | ServerMsg::Revoked
            | ServerMsg::SeatNews { .. } => {}
        }
        r
    }

    fn reset(&mut self, log: LogId, game: Uuid) {
        self.log = Some(log);
        self.game = Some(Game::new(game));
        self.revision = 0;
        self.entries.clear();
    }

    /// What this phone holds of the table, as the host's welcome would
    /// give it: kept on the phone, and given back to [`Replica::receive`]
    /// after a reload (before any network), it shows the same table.
    pub fn snapshot(&self) -> Option<ServerMsg> {
        Some(ServerMsg::Welcome {
            log: self.log?,
            game: self.game.as_ref()?.id(),
            seat: self.seat?,
            fresh: true,
            entries: self.entries.clone(),
            rules: self.rules,
        })
    }

    fn entry(&mut self, e: Entry, r: &mut Received) {
        if e.revision <= self.revision {
            return; // already here (a welcome and a broadcast crossed)
        }
        let Some(game) = self.game.as_mut() else {
            r.resync = true;
            return;
        };
        if e.revision != self.revision + 1 || crate::protocol::apply(&e.op, game).is_err() {
            // a gap, or a game that disagrees (and may be part-changed):
            // never guess, drop it and ask for all
            self.log = None;
            self.game = None;
            r.resync = true;
            return;
        }
        self.revision = e.revision;
        r.game_changed = true;
        if self.outbox.iter().any(|a| a.id == e.id) {
            self.answered(e.id, Ok(e.revision), r);
        }
        self.entries.push(e);
    }

    fn answered(&mut self, id: ActId, answer: Result<Revision, Refusal>, r: &mut Received) {
        let before = self.outbox.len();
        self.outbox.retain(|a| a.id != id);
        if self.outbox.len() < before {
            r.answered.push((id, answer));
        }
    }
}
