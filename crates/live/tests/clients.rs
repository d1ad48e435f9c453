//! Phones as [`Client`]s, over real channels (the Noise handshake and
//! sealed frames), against a simulated host built from the host's own
//! parts ([`Table`], [`Seats`]): random interleavings of actions, frames
//! delivered or lost, dropped connections, silent Wi-Fi, reloads from what
//! each phone kept, host restarts from what it stored, and a second device
//! taking a seat. After every run, with every phone back: every phone's
//! game is the host's, no action is applied twice, every action made on a
//! phone was applied or refused exactly once, and no outbox holds anything.

mod common;
use common::*;
use proptest::prelude::*;
use shturman_live::channel::{Channel, Claim, SeatCode, SeatKey};
use shturman_live::client::{Client, ConnId, Effect, Ended, Event, Kept, Link, Millis};
use shturman_live::protocol::{
    Bad, ClientMsg, DeviceId, Entry, ServerMsg, Want, decode_client, encode,
};
use shturman_live::seats::{SeatRecord, Seats};
use shturman_live::table::Decision;
use shturman_live::{ActId, Op, Refusal, Seat, Table, TableRules};
use shturman_rules::Heading;
use std::collections::{BTreeSet, VecDeque};
use uuid::Uuid;

const TABLE: Uuid = Uuid::from_u128(0x7ab1e);
const SHIPS: [(Uuid, shturman_game::PlayerId); 4] = [
    (RED_BRIG, RED),
    (RED_FRIGATE, RED),
    (BLUE_BRIG, BLUE),
    (BLUE_GALLEON, BLUE),
];
const SEATS: [Seat; 3] = [Seat::Player(RED), Seat::Player(BLUE), Seat::Host];

#[derive(Clone, Debug)]
enum Step {
    Make {
        phone: usize,
        what: u8,
        ship: usize,
        n: u8,
    },
    /// The host reads a phone's next frame.
    Up(usize),
    /// A phone reads its next frame.
    Down(usize),
    /// The connection closes (what is in flight is lost).
    Drop(usize),
    /// The Wi-Fi goes silent without closing anything: frames are lost
    /// both ways until the phone notices.
    Silence(usize),
    /// Time passes (retries, the silence check).
    Wait(u16),
    /// The page is reloaded: the phone starts from what it kept.
    Reload(usize),
    /// The host is killed and started again from what it stored.
    Restart,
    /// A second device opens this phone's seat link and takes the seat.
    Steal(usize),
    /// A second tab of this phone's browser opens its seat: the two share
    /// one device and one stored record.
    Tab(usize),
}

fn step() -> impl Strategy<Value = Step> {
    let phone = 0..SEATS.len();
    prop_oneof![
        4 => (phone.clone(), 0u8..4, 0..SHIPS.len(), 0u8..4)
            .prop_map(|(phone, what, ship, n)| Step::Make { phone, what, ship, n }),
        8 => phone.clone().prop_map(Step::Up),
        8 => phone.clone().prop_map(Step::Down),
        1 => phone.clone().prop_map(Step::Drop),
        1 => phone.clone().prop_map(Step::Silence),
        2 => (1u16..40).prop_map(Step::Wait),
        1 => phone.clone().prop_map(Step::Reload),
        1 => Just(Step::Restart),
        1 => phone.clone().prop_map(Step::Steal),
        1 => phone.prop_map(Step::Tab),
    ]
}

fn code(seat: usize) -> SeatCode {
    SeatCode(format!("{seat:032x}"))
}

/// The host's side of one socket.
struct HostSide {
    key: Option<SeatKey>,
    channel: Option<Channel>,
    acts_as: Option<Seat>,
}

struct Socket {
    id: ConnId,
    up: VecDeque<Vec<u8>>,
    down: VecDeque<Result<Vec<u8>, String>>,
    host: HostSide,
    /// Frames vanish both ways (a Wi-Fi gone without a close).
    silent: bool,
}

struct Phone {
    client: Client,
    device: DeviceId,
    /// Which of [`Sim::disks`] its browser keeps its record in (two tabs
    /// share one).
    disk: usize,
    socket: Option<Socket>,
    made: BTreeSet<ActId>,
    /// The new codes the client said the host confirmed.
    reissued: Vec<(Seat, SeatCode)>,
}

struct Host {
    table: Table,
    seats: Seats,
    stored: (Vec<Entry>, Vec<(ActId, Refusal)>),
}

struct Sim {
    now: Millis,
    host: Host,
    phones: Vec<Phone>,
    /// What each browser's storage holds: every record a tab kept, merged
    /// with the one stored (as `src/live/kept.rs` writes it).
    disks: Vec<Kept>,
    next_id: u128,
    next_device: u128,
}

impl Sim {
    fn new() -> Sim {
        let table = table(TableRules::HostOnly);
        let stored = (table.entries().to_vec(), Vec::new());
        let mut seats = Seats::default();
        for (i, &seat) in SEATS.iter().enumerate() {
            let record = SeatRecord {
                table: TABLE,
                seat,
                holder: None,
            };
            seats.insert(code(i).key(), record);
        }
        let mut sim = Sim {
            now: 0,
            host: Host {
                table,
                seats,
                stored,
            },
            phones: Vec::new(),
            disks: Vec::new(),
            next_id: 1000,
            next_device: 1,
        };
        for i in 0..SEATS.len() {
            sim.add_phone(code(i));
        }
        sim
    }

    fn add_phone(&mut self, code: SeatCode) -> usize {
        let device = DeviceId(Uuid::from_u128(self.next_device));
        self.next_device += 1;
        self.disks.push(Kept::new(code));
        self.open_tab(device, self.disks.len() - 1)
    }

    /// A page of `device`'s browser opens the seat in record `disk`.
    fn open_tab(&mut self, device: DeviceId, disk: usize) -> usize {
        let (client, fx) = Client::new(self.disks[disk].clone(), device, self.now);
        self.phones.push(Phone {
            client,
            device,
            disk,
            socket: None,
            made: BTreeSet::new(),
            reissued: Vec::new(),
        });
        let i = self.phones.len() - 1;
        self.effects(i, fx);
        self.event(i, Event::Wake);
        i
    }

    fn event(&mut self, i: usize, ev: Event) {
        let fx = self.phones[i].client.handle(self.now, ev);
        self.effects(i, fx);
    }

    fn effects(&mut self, i: usize, fx: Vec<Effect>) {
        for f in fx {
            let p = &mut self.phones[i];
            match f {
                Effect::Open(id) => {
                    self.host_close(i);
                    self.phones[i].socket = Some(Socket {
                        id,
                        up: VecDeque::new(),
                        down: VecDeque::new(),
                        host: HostSide {
                            key: None,
                            channel: None,
                            acts_as: None,
                        },
                        silent: false,
                    });
                    self.event(i, Event::Opened(id));
                }
                Effect::Send(id, frame) => {
                    if let Some(s) = p.socket.as_mut().filter(|s| s.id == id && !s.silent) {
                        s.up.push_back(frame);
                    }
                }
                Effect::Close(id) => {
                    if p.socket.as_ref().is_some_and(|s| s.id == id) {
                        self.host_close(i);
                    }
                }
                Effect::Keep(k) => {
                    let d = p.disk;
                    let merged = k.clone().merge(Some(&self.disks[d]));
                    self.disks[d] = merged.clone();
                    if merged != k {
                        self.event(i, Event::Stored(merged));
                    }
                }
                Effect::Reissued(seat, code) => p.reissued.push((seat, code)),
                Effect::Show | Effect::Refused(..) | Effect::Line => {}
            }
        }
    }

    /// The host forgets phone `i`'s socket (closed from either side).
    fn host_close(&mut self, i: usize) {
        self.phones[i].socket = None;
    }

    fn op(&self, what: u8, ship: usize, n: u8) -> Op {
        let (ship, _) = SHIPS[ship];
        match what {
            0 => Op::Apply(vec![heading(ship, Heading::from_index(n))]),
            1 => Op::Apply(vec![hull(ship, n)]),
            2 => Op::Apply(vec![sunk(ship)]),
            _ => Op::UndoTo(
                self.host
                    .table
                    .game()
                    .log()
                    .len()
                    .saturating_sub(usize::from(n)),
            ),
        }
    }

    fn run(&mut self, s: Step) {
        let n = self.phones.len();
        match s {
            Step::Make {
                phone,
                what,
                ship,
                n: k,
            } => {
                let op = self.op(what, ship, k);
                self.next_id += 1;
                let id = ActId(Uuid::from_u128(self.next_id));
                self.phones[phone % n].made.insert(id);
                self.event(phone % n, Event::Act(id, op));
            }
            Step::Up(i) => self.up(i % n),
            Step::Down(i) => self.down(i % n),
            Step::Drop(i) => {
                let i = i % n;
                if let Some(id) = self.phones[i].socket.as_ref().map(|s| s.id) {
                    self.host_close(i);
                    self.event(i, Event::Closed(id));
                }
            }
            Step::Silence(i) => {
                if let Some(s) = self.phones[i % n].socket.as_mut() {
                    s.silent = true;
                    s.up.clear();
                    s.down.clear();
                }
            }
            Step::Wait(s) => {
                self.now += u64::from(s) * 1000;
                for i in 0..n {
                    self.event(i, Event::Tick);
                }
            }
            Step::Reload(i) => {
                let i = i % n;
                self.host_close(i);
                let p = &self.phones[i];
                let (client, fx) = Client::new(self.disks[p.disk].clone(), p.device, self.now);
                self.phones[i].client = client;
                self.effects(i, fx);
                self.event(i, Event::Wake);
            }
            Step::Restart => {
                let (entries, refused) = self.host.stored.clone();
                self.host.table = Table::restore(LOG, GAME, TableRules::HostOnly, entries, refused)
                    .expect("what the host stored restores");
                for i in 0..n {
                    if let Some(id) = self.phones[i].socket.as_ref().map(|s| s.id) {
                        self.host_close(i);
                        self.event(i, Event::Closed(id));
                    }
                }
            }
            Step::Tab(i) => {
                let (device, disk) = (self.phones[i % n].device, self.phones[i % n].disk);
                // one second tab per browser, so the run stays small
                if self.phones.iter().filter(|p| p.disk == disk).count() < 2 {
                    let tab = self.open_tab(device, disk);
                    self.settle_phone(tab);
                }
            }
            Step::Steal(i) => {
                let seat_code = self.disks[self.phones[i % n].disk].code.clone();
                // only once per seat, so the run stays small
                if self.disks.iter().filter(|d| d.code == seat_code).count() < 2 {
                    let new = self.add_phone(seat_code);
                    self.settle_phone(new);
                    if self.phones[new].client.status().asking.is_some() {
                        self.event(new, Event::Answer(Want::Take));
                    }
                }
            }
        }
    }

    fn up(&mut self, i: usize) {
        let Some(frame) = self.phones[i]
            .socket
            .as_mut()
            .and_then(|s| s.up.pop_front())
        else {
            return;
        };
        let p = self.phones[i].socket.as_mut().unwrap();
        if p.host.channel.is_none() {
            let claim = Claim::read(&frame).expect("a phone's first frame");
            match self.host.seats.claim(&claim.key) {
                Err(bad) => {
                    p.down.push_back(Err(encode(&ServerMsg::Bad(bad))));
                }
                Ok(_) => {
                    let key = claim.key;
                    let (channel, answer) = claim.answer().expect("the handshake answers");
                    p.host.key = Some(key);
                    p.host.channel = Some(channel);
                    p.down.push_back(Ok(answer));
                }
            }
            return;
        }
        let text = p
            .host
            .channel
            .as_mut()
            .unwrap()
            .open(&frame, 1 << 16)
            .expect("a phone's frame opens")
            .expect("one frame a message");
        let msg = decode_client(std::str::from_utf8(&text).unwrap()).expect("a phone's message");
        self.host_reads(i, msg);
    }

    fn send_to(&mut self, i: usize, msg: &ServerMsg) {
        if let Some(s) = self.phones[i].socket.as_mut().filter(|s| !s.silent)
            && let Some(ch) = s.host.channel.as_mut()
        {
            for f in ch.seal(encode(msg).as_bytes()) {
                s.down.push_back(Ok(f));
            }
        }
    }

    fn host_reads(&mut self, i: usize, msg: ClientMsg) {
        let side = &self.phones[i].socket.as_ref().unwrap().host;
        let key = side.key.unwrap();
        match msg {
            ClientMsg::Hello {
                device,
                want,
                log,
                known,
            } => match self.host.seats.hello(&key, device, want) {
                Err(bad) => self.send_to(i, &ServerMsg::Bad(bad)),
                Ok(admit) => {
                    if let Some(d) = admit.new_holder {
                        self.host.seats.hold(&key, d);
                    }
                    if admit.displaces {
                        for j in 0..self.phones.len() {
                            let other = self.phones[j].socket.as_mut().map(|s| &mut s.host);
                            if j != i
                                && let Some(h) = other
                                && h.key == Some(key)
                                && h.acts_as == Some(admit.seat)
                            {
                                h.acts_as = Some(Seat::Viewer);
                                self.send_to(j, &ServerMsg::Displaced);
                            }
                        }
                    }
                    self.phones[i].socket.as_mut().unwrap().host.acts_as = Some(admit.acts_as);
                    let t = &self.host.table;
                    let fresh = log != Some(t.log_id());
                    let known = if fresh { 0 } else { known };
                    let welcome = ServerMsg::Welcome {
                        log: t.log_id(),
                        game: GAME,
                        seat: admit.acts_as,
                        fresh,
                        entries: t.since(known).to_vec(),
                        rules: t.rules(),
                    };
                    self.send_to(i, &welcome);
                    if let Some(seat) = admit.asked {
                        self.send_to(i, &ServerMsg::Taken { seat });
                    }
                }
            },
            ClientMsg::Act(act) => {
                let Some(seat) = side.acts_as else {
                    return self.send_to(i, &ServerMsg::Bad(Bad::NotJoined));
                };
                let d = self.host.table.decide(seat, act);
                match &d {
                    Decision::Append { entry, .. } => self.host.stored.0.push(entry.clone()),
                    Decision::Refuse { id, why, .. } => self.host.stored.1.push((*id, why.clone())),
                    Decision::Again { .. } => {}
                }
                let (id, answer) = d.answer();
                let entry = match &d {
                    Decision::Append { entry, .. } => Some(entry.clone()),
                    _ => None,
                };
                self.host.table.commit(d);
                self.send_to(
                    i,
                    &match answer {
                        Ok(revision) => ServerMsg::Done { id, revision },
                        Err(why) => ServerMsg::Refused { id, why },
                    },
                );
                if let Some(e) = entry {
                    for j in 0..self.phones.len() {
                        let joined = self.phones[j]
                            .socket
                            .as_ref()
                            .is_some_and(|s| s.host.acts_as.is_some());
                        if joined {
                            self.send_to(j, &ServerMsg::Entry(e.clone()));
                        }
                    }
                }
            }
            ClientMsg::Reseat { seat, key: new } => {
                let Some(acts_as) = side.acts_as else {
                    return self.send_to(i, &ServerMsg::Bad(Bad::NotJoined));
                };
                match self.host.seats.may_reseat(&key, acts_as, seat) {
                    Err(bad) => self.send_to(i, &ServerMsg::Bad(bad)),
                    Ok(old) => {
                        if old != new {
                            self.host.seats.replace(&old, new);
                        }
                        self.send_to(i, &ServerMsg::Reseated { seat });
                    }
                }
            }
        }
    }

    fn down(&mut self, i: usize) {
        let Some((id, frame)) = self.phones[i]
            .socket
            .as_mut()
            .and_then(|s| s.down.pop_front().map(|f| (s.id, f)))
        else {
            return;
        };
        match frame {
            Ok(bytes) => self.event(i, Event::Frame(id, bytes)),
            Err(text) => self.event(i, Event::Text(id, text)),
        }
    }

    fn busy(&self, i: usize) -> bool {
        self.phones[i]
            .socket
            .as_ref()
            .is_some_and(|s| !s.up.is_empty() || !s.down.is_empty())
    }

    fn settle_phone(&mut self, i: usize) {
        for _ in 0..1000 {
            if !self.busy(i) {
                return;
            }
            self.up(i);
            self.down(i);
        }
        panic!("phone {i} never settles");
    }

    /// Time passes: every phone back, every queue drained.
    fn settle(&mut self) {
        // (a socket gone silent stays so: what it lost is lost, as on a
        // TCP stream that died; the phone finds it quiet and replaces it)
        for _ in 0..200 {
            for i in 0..self.phones.len() {
                self.event(i, Event::Wake);
                self.settle_phone(i);
                // a phone asked whether it takes a seat another device
                // holds: its player says no, it watches
                if self.phones[i].client.status().asking.is_some() {
                    self.event(i, Event::Answer(Want::Watch));
                    self.settle_phone(i);
                }
            }
            let quiet = (0..self.phones.len()).all(|i| {
                let p = &self.phones[i];
                !self.busy(i) && p.client.status().ended.is_some()
                    || (!self.busy(i)
                        && p.client.status().link == Link::Online
                        && p.client.replica().outbox().is_empty()
                        && p.client.replica().revision() == self.host.table.revision())
            });
            if quiet {
                return;
            }
            self.run(Step::Wait(40));
        }
        panic!("the network never settles");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn phones_through_drops_reloads_restarts_and_a_taken_seat_agree(
        steps in prop::collection::vec(step(), 0..100)
    ) {
        let mut sim = Sim::new();
        for s in steps {
            sim.run(s);
            prop_assert_eq!(&sim.host.stored.0[..], sim.host.table.entries());
        }
        sim.settle();
        let ids: Vec<ActId> = sim.host.table.entries().iter().map(|e| e.id).collect();
        let unique: BTreeSet<ActId> = ids.iter().copied().collect();
        prop_assert_eq!(unique.len(), ids.len(), "an action applied twice");
        for p in &sim.phones {
            prop_assert_eq!(p.client.status().ended, None);
            prop_assert!(p.client.replica().outbox().is_empty());
            prop_assert_eq!(p.client.replica().game(), Some(sim.host.table.game()));
            for id in &p.made {
                let applied = sim.host.table.entries().iter().filter(|e| e.id == *id).count();
                let refused = sim.host.stored.1.iter().filter(|(r, _)| r == id).count();
                prop_assert_eq!(applied + refused, 1, "{:?}: applied {} refused {}", id, applied, refused);
            }
        }
        // a seat is held by one device: of two phones on one code, one acts
        // for the seat and the other watches
        for (i, &seat) in SEATS.iter().enumerate() {
            let acting: std::collections::HashSet<DeviceId> = sim
                .phones
                .iter()
                .filter(|p| sim.disks[p.disk].code == code(i))
                .filter(|p| p.client.replica().seat() == Some(seat))
                .map(|p| p.device)
                .collect();
            let acting = acting.len();
            prop_assert_eq!(acting, 1, "{:?} acted for by {} phones", seat, acting);
        }
    }
}

/// A second phone on Борис's link is asked before it takes the seat; the
/// first is told and watches; its later action is refused as a viewer's.
#[test]
fn a_second_device_is_asked_and_the_first_watches() {
    let mut sim = Sim::new();
    sim.settle();
    let boris = 1;
    let second = sim.add_phone(code(boris));
    sim.settle_phone(second);
    assert_eq!(
        sim.phones[second].client.status().asking,
        Some(Seat::Player(BLUE))
    );
    assert_eq!(
        sim.phones[second].client.replica().seat(),
        Some(Seat::Viewer),
        "it watches until its player answers"
    );
    sim.event(second, Event::Answer(Want::Take));
    sim.settle_phone(second);
    assert_eq!(
        sim.phones[second].client.replica().seat(),
        Some(Seat::Player(BLUE))
    );
    sim.settle_phone(boris);
    let first = &sim.phones[boris].client;
    assert!(first.status().watching);
    assert_eq!(first.replica().seat(), Some(Seat::Viewer));
    // the first phone, reloaded, still watches and is not asked again
    sim.run(Step::Reload(boris));
    sim.settle_phone(boris);
    assert_eq!(sim.phones[boris].client.status().asking, None);
    assert_eq!(
        sim.phones[boris].client.replica().seat(),
        Some(Seat::Viewer)
    );
}

/// The seat's code never travels: nothing a phone sends holds it, its key
/// aside (public), and nothing after the handshake is readable.
#[test]
fn no_frame_holds_the_seat_code_or_the_plain_messages() {
    let mut sim = Sim::new();
    sim.run(Step::Make {
        phone: 0,
        what: 0,
        ship: 0,
        n: 2,
    });
    let mut frames = Vec::new();
    for _ in 0..20 {
        for i in 0..sim.phones.len() {
            if let Some(s) = sim.phones[i].socket.as_ref() {
                frames.extend(s.up.iter().cloned());
                frames.extend(s.down.iter().filter_map(|f| f.clone().ok()));
            }
            sim.up(i);
            sim.down(i);
        }
    }
    assert!(frames.len() > 6, "{} frames", frames.len());
    for f in &frames {
        for i in 0..SEATS.len() {
            let c = code(i);
            assert!(!f.windows(c.0.len()).any(|w| w == c.0.as_bytes()));
        }
        for plain in [
            &b"hello"[..],
            b"set_heading",
            "Борис".as_bytes(),
            b"welcome",
        ] {
            assert!(!f.windows(plain.len()).any(|w| w == plain));
        }
    }
}

/// A code the host does not know, or one replaced, ends the phone's
/// trying with its own reason; a host that cannot answer is tried again.
#[test]
fn an_unknown_or_replaced_code_is_said_and_not_retried() {
    let mut sim = Sim::new();
    let stranger = sim.add_phone(SeatCode("not a seat of this host".into()));
    sim.settle_phone(stranger);
    assert_eq!(
        sim.phones[stranger].client.status().ended,
        Some(Ended::UnknownSeat)
    );
    sim.run(Step::Wait(30));
    assert!(sim.phones[stranger].socket.is_none(), "not retried");

    let old = code(0).key();
    sim.host.seats.replace(&old, SeatCode("new".into()).key());
    let anna = 0;
    sim.run(Step::Drop(anna));
    sim.run(Step::Wait(2));
    sim.settle_phone(anna);
    assert_eq!(sim.phones[anna].client.status().ended, Some(Ended::Revoked));
}

/// A connection that hears nothing for longer than twice the beat is
/// replaced; one that hears the beat is kept.
#[test]
fn a_silent_connection_is_replaced_a_beating_one_kept() {
    let mut sim = Sim::new();
    sim.settle();
    let id = sim.phones[0].socket.as_ref().unwrap().id;
    for _ in 0..4 {
        sim.send_to(0, &ServerMsg::Beat);
        sim.settle_phone(0);
        sim.run(Step::Wait(12));
    }
    assert_eq!(
        sim.phones[0].socket.as_ref().unwrap().id,
        id,
        "one connection"
    );
    sim.run(Step::Silence(0));
    sim.run(Step::Wait(36));
    sim.run(Step::Wait(1));
    assert_ne!(
        sim.phones[0].socket.as_ref().map(|s| s.id),
        Some(id),
        "replaced"
    );
}

/// Two tabs of one browser at Аня's seat share one record (issue 44): an
/// action waiting in one tab is not written over by the other's next
/// write, and survives that tab's reload (a browser killed and opened
/// again) with the other tab's action — each applied once.
#[test]
fn two_tabs_at_one_seat_lose_no_waiting_action() {
    let mut sim = Sim::new();
    sim.settle();
    let anna = 0;
    sim.run(Step::Tab(anna));
    let tab = sim.phones.len() - 1;
    sim.settle();
    // the first tab's connection is gone: its action waits, kept
    sim.run(Step::Drop(anna));
    sim.run(Step::Make {
        phone: anna,
        what: 1,
        ship: 0,
        n: 2,
    });
    // the second tab acts, and keeps its record
    sim.run(Step::Make {
        phone: tab,
        what: 0,
        ship: 1,
        n: 3,
    });
    let disk = &sim.disks[sim.phones[anna].disk];
    assert_eq!(disk.outbox.len(), 2, "both tabs' actions are kept");
    // the second tab waits for the first's action too
    assert_eq!(sim.phones[tab].client.replica().outbox().len(), 2);
    // the browser is killed before anything reaches the host
    sim.run(Step::Reload(anna));
    sim.run(Step::Reload(tab));
    sim.settle();
    let made: Vec<ActId> = sim.phones[anna]
        .made
        .iter()
        .chain(&sim.phones[tab].made)
        .copied()
        .collect();
    assert_eq!(made.len(), 2);
    for id in made {
        let applied = sim
            .host
            .table
            .entries()
            .iter()
            .filter(|e| e.id == id)
            .count();
        assert_eq!(applied, 1, "{id:?} applied {applied} times");
    }
}

/// A new code asked for and not yet confirmed is kept: the host took it,
/// the phone was reloaded before the answer came, and the code (which
/// exists nowhere else) is shown once the host confirms it again.
#[test]
fn a_new_code_waiting_for_its_answer_survives_a_reload() {
    let mut sim = Sim::new();
    sim.settle();
    let host = 2;
    let new = SeatCode("f".repeat(32));
    sim.event(host, Event::Reseat(Seat::Player(BLUE), new.clone()));
    let disk = &sim.disks[sim.phones[host].disk];
    assert_eq!(disk.reseats, vec![(Seat::Player(BLUE), new.clone())]);
    // the host takes it, and the phone is reloaded before the answer
    sim.up(host);
    assert!(sim.host.seats.claim(&new.key()).is_ok(), "the host took it");
    sim.run(Step::Reload(host));
    assert_eq!(
        sim.disks[sim.phones[host].disk].reseats.len(),
        1,
        "still waiting for its answer"
    );
    // after the welcome it is asked again, confirmed and shown
    sim.settle();
    assert_eq!(
        sim.phones[host].reissued,
        vec![(Seat::Player(BLUE), new.clone())]
    );
    assert!(sim.disks[sim.phones[host].disk].reseats.is_empty());
}

/// A player who moved their seat to a new phone, and whose page was
/// reloaded before the host's answer, is shown the new code (the host
/// already refuses the old one): not told the seat was taken from them.
#[test]
fn a_moved_seat_is_shown_as_moved_after_a_reload() {
    let mut sim = Sim::new();
    sim.settle();
    let boris = 1;
    let new = SeatCode("e".repeat(32));
    sim.event(boris, Event::Reseat(Seat::Player(BLUE), new.clone()));
    sim.up(boris);
    sim.run(Step::Reload(boris));
    sim.settle();
    let c = &sim.phones[boris].client;
    assert_eq!(c.status().ended, Some(Ended::Moved));
    assert_eq!(c.moved_to(), Some(&new));
}
