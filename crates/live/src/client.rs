//! A phone's side of a live table, as a state machine: events in (a socket
//! opened, a frame, a close, the clock, the page shown again, a tap), and
//! effects out (open or close a socket, send a frame, keep the seat's
//! record, show the game). No browser in it: `src/live` performs the
//! effects and feeds the events, and `tests/clients.rs` drives phones
//! through it over a simulated network with drops, reloads and host
//! restarts. The design page is `docs/live-table.md`.
//!
//! What it decides: when to connect (at once; after a close on a timer of
//! 1, 2, 4, then every 8 s; at once again when the page is shown or the
//! network returns), the handshake and the hello, when a connection that
//! hears nothing is dead, the outbox (sent again after every welcome), the
//! seat held by another device (the player is asked), the seat given a new
//! code, and what the phone's line says.

use crate::channel::{Channel, Dialer, SeatCode};
use crate::protocol::{
    Act, ActId, Bad, ClientMsg, DeviceId, Op, Refusal, Seat, SeatNews, ServerMsg, Want,
    decode_server, encode,
};
use crate::replica::Replica;
use std::collections::BTreeMap;

/// A socket's number: events of an older socket are ignored.
pub type ConnId = u64;
/// Milliseconds on the phone's clock.
pub type Millis = u64;

/// The largest message a phone takes from its host: a long table's whole
/// log in one welcome.
pub const MAX_FROM_HOST: usize = 32 << 20;

/// Silence longer than this on an open connection means it is dead: the
/// host sends a beat every `BEAT_SECONDS` (a phone that slept, or a Wi-Fi
/// that went without closing anything, keeps a socket that looks open).
pub const SILENT_MS: Millis = crate::protocol::BEAT_SECONDS * 2 * 1000 + 5000;

/// The connection to the host, as the phone's line says it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Link {
    #[default]
    Connecting,
    Online,
    /// Lost; it comes back by itself (on a timer, and as soon as the page
    /// is shown again or the network returns).
    Offline,
    /// The host answers but cannot read this table from its store now
    /// (its disk): the phone asks again on the same timer.
    Unreadable,
}

/// Why the phone stopped trying: said to the player, nothing retried.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ended {
    /// The host knows no seat by this code (another host's, or mistyped).
    UnknownSeat,
    /// The seat's code was replaced: the host re-issued it, or its player
    /// moved it to another phone.
    Revoked,
    /// This phone gave its seat a new code to move it to another phone.
    Moved,
}

/// What a device keeps of its seat between page loads.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Kept {
    /// The seat's code (`token` in records kept before the channel).
    #[serde(alias = "token")]
    pub code: SeatCode,
    #[serde(default)]
    pub want: Want,
    pub outbox: Vec<Act>,
    /// The host's entries as a welcome ([`Replica::snapshot`]).
    #[serde(default)]
    pub table: Option<ServerMsg>,
    /// The new code this phone gave its seat, until its player leaves.
    #[serde(default)]
    pub moved_to: Option<SeatCode>,
    /// New codes asked for and not yet confirmed (a reload sends them
    /// again: the host may have taken one already, and the code exists
    /// nowhere else).
    #[serde(default)]
    pub reseats: Vec<(Seat, SeatCode)>,
    /// The last actions of this device the host answered, newest last (at
    /// most [`ANSWERED_KEPT`]): a merge with another tab's record never
    /// brings one back into the outbox.
    #[serde(default)]
    pub answered: Vec<ActId>,
}

/// How many answered actions a record remembers: more than two tabs can
/// have made between two writes.
pub const ANSWERED_KEPT: usize = 64;

impl Kept {
    /// A new seat's record: its code, nothing waiting, no table yet.
    pub fn new(code: SeatCode) -> Kept {
        Kept {
            code,
            want: Want::default(),
            outbox: Vec::new(),
            table: None,
            moved_to: None,
            reseats: Vec::new(),
            answered: Vec::new(),
        }
    }

    /// This record written over `stored`, the record on disk now, which
    /// another tab of this browser may have written since this one last
    /// read it (two tabs at one seat share one record). For the same seat
    /// nothing either tab has waiting is lost: the outbox is this one's
    /// and then the stored one's actions this one has not got and neither
    /// saw answered; the answered from both. The new codes waiting are this
    /// tab's (a code confirmed here must not come back from the record;
    /// another tab's are written again by that tab's next write).
    /// Another seat's record is replaced (this write is the newer word).
    pub fn merge(self, stored: Option<&Kept>) -> Kept {
        let Some(stored) = stored.filter(|s| s.code == self.code) else {
            return self;
        };
        let mut answered = self.answered;
        for id in &stored.answered {
            if !answered.contains(id) {
                answered.push(*id);
            }
        }
        let cut = answered.len().saturating_sub(ANSWERED_KEPT);
        answered.drain(..cut);
        let mut outbox = self.outbox;
        for act in &stored.outbox {
            if !answered.contains(&act.id) && !outbox.iter().any(|a| a.id == act.id) {
                outbox.push(act.clone());
            }
        }
        Kept {
            outbox,
            answered,
            moved_to: self.moved_to.or_else(|| stored.moved_to.clone()),
            ..self
        }
    }
}

/// What happens to the client.
#[derive(Debug)]
pub enum Event {
    /// Connect now if not connected (the table shown, the page shown
    /// again, the network back); a connection gone quiet is replaced.
    Wake,
    Opened(ConnId),
    /// A binary frame.
    Frame(ConnId, Vec<u8>),
    /// A text frame (only a refusal before the channel is made).
    Text(ConnId, String),
    Closed(ConnId),
    /// The browser says the network is gone.
    NetworkGone,
    /// The clock moved (the driver ticks every second or so).
    Tick,
    /// The player made an action.
    Act(ActId, Op),
    /// The player answered «this seat is held by another phone»: take it,
    /// or only watch.
    Answer(Want),
    /// Give `seat` a new code (the host re-issuing a lost phone's seat, a
    /// player moving their own); the code stays on this device.
    Reseat(Seat, SeatCode),
    /// The record as written: this client's [`Effect::Keep`] merged with
    /// what another tab of this browser had kept ([`Kept::merge`]). What
    /// that tab has waiting waits here too (the host applies each once).
    Stored(Kept),
}

/// What the driver does.
#[derive(Debug, PartialEq)]
pub enum Effect {
    Open(ConnId),
    Send(ConnId, Vec<u8>),
    Close(ConnId),
    /// Keep this record (one writer, in the order given).
    Keep(Kept),
    /// The game changed: show it.
    Show,
    /// The host refused this phone's action.
    Refused(ActId, Refusal),
    /// `seat` has this new code now (the host's list of seats shows it).
    Reissued(Seat, SeatCode),
    /// The line changed (link, question, seats online…): draw it again.
    Line,
}

enum Conn {
    None,
    Opening(ConnId),
    Handshake(ConnId, Box<Dialer>),
    Open {
        id: ConnId,
        channel: Channel,
        joined: bool,
    },
}

impl Conn {
    fn id(&self) -> Option<ConnId> {
        match self {
            Conn::None => None,
            Conn::Opening(id) | Conn::Handshake(id, _) | Conn::Open { id, .. } => Some(*id),
        }
    }
}

/// A phone at a live table.
pub struct Client {
    code: SeatCode,
    device: DeviceId,
    want: Want,
    replica: Replica,
    conn: Conn,
    next_conn: ConnId,
    now: Millis,
    heard: Millis,
    tries: u32,
    retry_at: Option<Millis>,
    link: Link,
    ended: Option<Ended>,
    asking: Option<Seat>,
    moved_to: Option<SeatCode>,
    /// New codes asked for and not yet confirmed, by seat.
    reseats: BTreeMap<Seat, SeatCode>,
    online: Vec<Seat>,
    held: Vec<Seat>,
    news: Option<(Seat, SeatNews)>,
    own: Option<Seat>,
    /// This device's last answered actions ([`Kept::answered`]).
    answered: Vec<ActId>,
}

/// The line's state, for the screens.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Status {
    /// The seat this device's code names (known once the host said it),
    /// also while it only watches.
    pub own: Option<Seat>,
    pub link: Link,
    pub ended: Option<Ended>,
    /// Another device holds the seat: ask the player.
    pub asking: Option<Seat>,
    /// This device's player seat is held by another device: it watches.
    pub watching: bool,
    pub waiting: usize,
    pub online: Vec<Seat>,
    pub held: Vec<Seat>,
    /// The last thing that happened to a seat (the host's line says it).
    pub news: Option<(Seat, SeatNews)>,
}

impl Client {
    /// A phone at `kept`'s seat, as this device kept it (a new join keeps
    /// an empty outbox and no table). The table as last heard is shown
    /// before any network.
    pub fn new(kept: Kept, device: DeviceId, now: Millis) -> (Client, Vec<Effect>) {
        let mut c = Client {
            code: kept.code,
            device,
            want: kept.want,
            replica: Replica::with_outbox(kept.outbox),
            conn: Conn::None,
            next_conn: 0,
            now,
            heard: now,
            tries: 0,
            retry_at: None,
            link: Link::Connecting,
            ended: kept.moved_to.is_some().then_some(Ended::Moved),
            asking: None,
            moved_to: kept.moved_to,
            reseats: kept.reseats.into_iter().collect(),
            online: Vec::new(),
            held: Vec::new(),
            news: None,
            own: None,
            answered: kept.answered,
        };
        let mut fx = Vec::new();
        if let Some(table) = kept.table {
            c.receive(table, &mut fx);
        }
        // what was read from the record needs no writing back
        fx.retain(|f| !matches!(f, Effect::Keep(_)));
        (c, fx)
    }

    pub fn code(&self) -> &SeatCode {
        &self.code
    }

    pub fn replica(&self) -> &Replica {
        &self.replica
    }

    /// The new code this phone gave its own seat (to show as a QR code).
    pub fn moved_to(&self) -> Option<&SeatCode> {
        self.moved_to.as_ref()
    }

    pub fn status(&self) -> Status {
        Status {
            own: self.own,
            link: self.link,
            ended: self.ended,
            asking: self.asking,
            watching: self.want == Want::Watch,
            waiting: self.replica.outbox().len(),
            online: self.online.clone(),
            held: self.held.clone(),
            news: self.news,
        }
    }

    /// What this device keeps of its seat now.
    pub fn kept(&self) -> Kept {
        Kept {
            code: self.code.clone(),
            want: self.want,
            outbox: self.replica.outbox().to_vec(),
            table: self.replica.snapshot(),
            moved_to: self.moved_to.clone(),
            reseats: self.reseats.clone().into_iter().collect(),
            answered: self.answered.clone(),
        }
    }

    /// Whether a socket is open or opening.
    pub fn connected(&self) -> bool {
        !matches!(self.conn, Conn::None)
    }

    /// Take one event at `now`: what to do.
    pub fn handle(&mut self, now: Millis, ev: Event) -> Vec<Effect> {
        self.now = self.now.max(now);
        let mut fx = Vec::new();
        match ev {
            Event::Wake => {
                if self.gone_quiet() {
                    self.drop_conn(&mut fx);
                }
                self.connect(&mut fx);
            }
            Event::Opened(id) if self.conn.id() == Some(id) => {
                if let Conn::Opening(_) = self.conn {
                    let (dialer, first) = Dialer::start(&self.code);
                    self.conn = Conn::Handshake(id, Box::new(dialer));
                    self.heard = self.now;
                    fx.push(Effect::Send(id, first));
                }
            }
            Event::Frame(id, bytes) if self.conn.id() == Some(id) => {
                self.frame(id, &bytes, &mut fx)
            }
            Event::Text(id, text) if self.conn.id() == Some(id) => {
                // before the channel only: after it, a text is not the host's
                if let (Conn::Handshake(..), Ok(ServerMsg::Bad(bad))) =
                    (&self.conn, decode_server(&text))
                {
                    self.bad(bad, &mut fx);
                }
            }
            Event::Closed(id) if self.conn.id() == Some(id) => {
                self.conn = Conn::None;
                self.set_link(Link::Offline, &mut fx);
                self.retry_later();
            }
            Event::Opened(_) | Event::Frame(..) | Event::Text(..) | Event::Closed(_) => {}
            Event::NetworkGone => {
                self.drop_conn(&mut fx);
                self.set_link(Link::Offline, &mut fx);
                self.retry_later();
            }
            Event::Tick => {
                if self.retry_at.is_some_and(|at| at <= self.now) {
                    self.retry_at = None;
                    self.connect(&mut fx);
                } else if self.gone_quiet() {
                    self.drop_conn(&mut fx);
                    self.connect(&mut fx);
                }
            }
            Event::Act(id, op) => {
                let act = self.replica.act(id, op);
                fx.push(Effect::Keep(self.kept()));
                fx.push(Effect::Line);
                self.send_joined(&ClientMsg::Act(act), &mut fx);
            }
            Event::Answer(want) => {
                self.asking = None;
                self.want = want;
                if want == Want::Watch {
                    self.replica.watch();
                }
                fx.push(Effect::Keep(self.kept()));
                fx.push(Effect::Line);
                match &self.conn {
                    Conn::Open { joined: false, .. } => self.hello(&mut fx),
                    Conn::Open { joined: true, .. } => {
                        // already in: a new hello asks anew
                        self.drop_conn(&mut fx);
                        self.connect(&mut fx);
                    }
                    _ => self.connect(&mut fx),
                }
            }
            Event::Reseat(seat, code) => {
                let msg = ClientMsg::Reseat {
                    seat,
                    key: code.key(),
                };
                self.reseats.insert(seat, code);
                fx.push(Effect::Keep(self.kept()));
                self.send_joined(&msg, &mut fx);
            }
            Event::Stored(kept) => self.stored(kept, &mut fx),
        }
        fx
    }

    /// Another tab's actions in the record are taken.
    fn stored(&mut self, kept: Kept, fx: &mut Vec<Effect>) {
        if kept.code != self.code {
            return;
        }
        let mut line = false;
        for act in kept.outbox {
            if !self.answered.contains(&act.id) && self.replica.adopt(act.clone()) {
                line = true;
                self.send_joined(&ClientMsg::Act(act), fx);
            }
        }
        if line {
            fx.push(Effect::Line);
        }
    }

    fn gone_quiet(&self) -> bool {
        matches!(self.conn, Conn::Handshake(..) | Conn::Open { .. })
            && self.now.saturating_sub(self.heard) > SILENT_MS
    }

    fn connect(&mut self, fx: &mut Vec<Effect>) {
        if self.ended.is_some() || self.connected() {
            return;
        }
        self.retry_at = None;
        self.next_conn += 1;
        self.conn = Conn::Opening(self.next_conn);
        // the host that cannot read the table stays said until it can
        if self.link != Link::Unreadable {
            self.set_link(Link::Connecting, fx);
        }
        fx.push(Effect::Open(self.next_conn));
    }

    fn drop_conn(&mut self, fx: &mut Vec<Effect>) {
        if let Some(id) = self.conn.id() {
            fx.push(Effect::Close(id));
        }
        self.conn = Conn::None;
    }

    fn retry_later(&mut self) {
        if self.retry_at.is_some() || self.ended.is_some() {
            return;
        }
        self.tries += 1;
        let wait = 1000 * (1u64 << self.tries.min(4).saturating_sub(1)).min(8);
        self.retry_at = Some(self.now + wait);
    }

    /// When the client next wants a [`Event::Tick`]: a retry due, or the
    /// silence check.
    pub fn next_tick(&self) -> Option<Millis> {
        let quiet = matches!(self.conn, Conn::Handshake(..) | Conn::Open { .. })
            .then_some(self.heard + SILENT_MS + 1);
        match (self.retry_at, quiet) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    fn set_link(&mut self, link: Link, fx: &mut Vec<Effect>) {
        if self.link != link {
            self.link = link;
            fx.push(Effect::Line);
        }
    }

    fn send(&mut self, msg: &ClientMsg, fx: &mut Vec<Effect>) {
        if let Conn::Open { id, channel, .. } = &mut self.conn {
            for frame in channel.seal(encode(msg).as_bytes()) {
                fx.push(Effect::Send(*id, frame));
            }
        }
    }

    fn send_joined(&mut self, msg: &ClientMsg, fx: &mut Vec<Effect>) {
        if matches!(self.conn, Conn::Open { joined: true, .. }) {
            self.send(msg, fx);
        }
    }

    fn hello(&mut self, fx: &mut Vec<Effect>) {
        let hello = self.replica.hello(self.device, self.want);
        self.send(&hello, fx);
    }

    fn frame(&mut self, id: ConnId, bytes: &[u8], fx: &mut Vec<Effect>) {
        match std::mem::replace(&mut self.conn, Conn::None) {
            Conn::Handshake(_, dialer) => match dialer.finish(bytes) {
                Ok(channel) => {
                    self.heard = self.now;
                    self.conn = Conn::Open {
                        id,
                        channel,
                        joined: false,
                    };
                    self.hello(fx);
                }
                // not this seat's host (or a forger): try again later
                Err(_) => self.lost(id, fx),
            },
            Conn::Open {
                id,
                mut channel,
                joined,
            } => {
                let opened = channel.open(bytes, MAX_FROM_HOST);
                self.conn = Conn::Open {
                    id,
                    channel,
                    joined,
                };
                match opened {
                    Ok(Some(text)) => {
                        self.heard = self.now;
                        // (a message of another build: nothing to act on)
                        if let Ok(Ok(msg)) = std::str::from_utf8(&text).map(decode_server) {
                            self.heard_from_host(msg, fx);
                        }
                    }
                    Ok(None) => self.heard = self.now,
                    Err(_) => {
                        self.conn = Conn::None;
                        self.lost(id, fx);
                    }
                }
            }
            other => self.conn = other,
        }
    }

    /// This connection is no good: close it, try again on the timer.
    fn lost(&mut self, id: ConnId, fx: &mut Vec<Effect>) {
        fx.push(Effect::Close(id));
        self.conn = Conn::None;
        self.set_link(Link::Offline, fx);
        self.retry_later();
    }

    fn bad(&mut self, bad: Bad, fx: &mut Vec<Effect>) {
        match bad {
            // the host's store cannot give the table back now: told, and
            // asked again on the timer (nothing changed here)
            Bad::Unavailable => {
                self.drop_conn(fx);
                self.set_link(Link::Unreadable, fx);
                self.retry_later();
            }
            Bad::UnknownSeat => self.end(Ended::UnknownSeat, fx),
            Bad::Revoked => self.revoked(fx),
            Bad::TooLong { .. }
            | Bad::TooManyActions { .. }
            | Bad::Unreadable { .. }
            | Bad::NotYourSeat
            | Bad::NotJoined
            | Bad::AlreadyJoined
            | Bad::NotAFrame => {}
        }
    }

    /// This seat's code was replaced: by this phone moving it (its answer
    /// lost on the way), or by someone else.
    fn revoked(&mut self, fx: &mut Vec<Effect>) {
        // (after a reload the host may say it before any welcome: the seat
        // is the one the kept table names)
        let seat = self
            .own
            .or(self.replica.seat().filter(|s| *s != Seat::Viewer));
        let own = seat.and_then(|s| self.reseats.remove(&s));
        match own {
            Some(code) => {
                self.moved_to = Some(code);
                fx.push(Effect::Keep(self.kept()));
                self.end(Ended::Moved, fx);
            }
            None => self.end(Ended::Revoked, fx),
        }
    }

    fn end(&mut self, why: Ended, fx: &mut Vec<Effect>) {
        self.drop_conn(fx);
        self.ended = Some(why);
        self.retry_at = None;
        fx.push(Effect::Line);
    }

    fn heard_from_host(&mut self, msg: ServerMsg, fx: &mut Vec<Effect>) {
        // heard: the line says online once the host answered with something
        // other than a refusal or a question (an open socket alone may lead
        // to no table)
        if !matches!(msg, ServerMsg::Bad(_) | ServerMsg::Taken { .. }) {
            self.tries = 0;
            self.set_link(Link::Online, fx);
        }
        match msg {
            ServerMsg::Bad(bad) => self.bad(bad, fx),
            ServerMsg::Revoked => self.revoked(fx),
            ServerMsg::Taken { seat } => {
                self.own = Some(seat);
                self.asking = Some(seat);
                fx.push(Effect::Line);
            }
            ServerMsg::Displaced => {
                self.want = Want::Watch;
                self.replica.watch();
                fx.push(Effect::Keep(self.kept()));
                fx.push(Effect::Show);
                fx.push(Effect::Line);
            }
            ServerMsg::Reseated { seat } => {
                if let Some(code) = self.reseats.remove(&seat) {
                    if self.replica.seat() == Some(seat) {
                        // this phone's own seat moved: it shows the new code
                        // until its player leaves, and says nothing more
                        self.moved_to = Some(code);
                        fx.push(Effect::Keep(self.kept()));
                        self.end(Ended::Moved, fx);
                    } else {
                        fx.push(Effect::Keep(self.kept()));
                        fx.push(Effect::Reissued(seat, code));
                    }
                }
            }
            ServerMsg::SeatNews { seat, news } => {
                self.news = Some((seat, news));
                fx.push(Effect::Line);
            }
            ServerMsg::Presence { online, held } => {
                self.online = online;
                self.held = held;
                fx.push(Effect::Line);
            }
            msg @ ServerMsg::Welcome { .. } => {
                if let (ServerMsg::Welcome { seat, .. }, false) = (&msg, self.want == Want::Watch) {
                    self.own = Some(*seat);
                }
                if let Conn::Open { joined, .. } = &mut self.conn {
                    *joined = true;
                }
                self.asking = None;
                self.receive(msg, fx);
                // what waits goes again, same ids: the host applies each once
                for act in self.replica.outbox().to_vec() {
                    self.send(&ClientMsg::Act(act), fx);
                }
                for (seat, code) in self.reseats.clone() {
                    let key = code.key();
                    self.send(&ClientMsg::Reseat { seat, key }, fx);
                }
            }
            msg @ (ServerMsg::Entry(_)
            | ServerMsg::Done { .. }
            | ServerMsg::Refused { .. }
            | ServerMsg::Beat) => self.receive(msg, fx),
        }
    }

    /// A message for the replica (also the table as kept, at start).
    fn receive(&mut self, msg: ServerMsg, fx: &mut Vec<Effect>) {
        let r = self.replica.receive(msg);
        if self.want == Want::Watch {
            self.replica.watch();
        }
        for (id, _) in &r.answered {
            self.answered.push(*id);
        }
        let cut = self.answered.len().saturating_sub(ANSWERED_KEPT);
        self.answered.drain(..cut);
        for (id, answer) in &r.answered {
            if let Err(why) = answer {
                fx.push(Effect::Refused(*id, why.clone()));
            }
        }
        if r.game_changed {
            fx.push(Effect::Show);
        }
        if !r.answered.is_empty() || r.game_changed {
            fx.push(Effect::Keep(self.kept()));
            fx.push(Effect::Line);
        }
        if r.resync {
            self.drop_conn(fx);
            self.connect(fx);
        }
    }
}
