//! Random interleavings of several phones on one table, over a simulated
//! network that loses whatever is in flight when a phone drops, with host
//! restarts from its stored log. After every run, with every phone back:
//! no action is lost, none applied twice, every action made on a phone
//! was answered (applied or refused, never dropped), every phone's
//! replay equals the host's game, and no player's seat changed another
//! player's ships, shots or alliances (issue 43).

mod common;
use common::*;
use proptest::prelude::*;
use shturman_game::{Action, Game, PlayerId, State, Weather};
use shturman_live::protocol::{ClientMsg, DeviceId, Entry, ServerMsg, Want};
use shturman_live::table::Decision;
use shturman_live::{Act, ActId, Op, Refusal, Replica, Seat, Table, TableRules};
use shturman_rules::Heading;
use std::collections::{BTreeSet, VecDeque};
use uuid::Uuid;

#[derive(Clone, Debug)]
enum Step {
    /// A phone makes an action.
    Make {
        phone: usize,
        what: u8,
        ship: usize,
        n: u8,
    },
    /// The host reads a phone's next message.
    Up(usize),
    /// A phone reads its next message.
    Down(usize),
    /// A phone loses the connection (what is in flight is lost).
    Drop(usize),
    /// A phone connects again (hello, then its outbox).
    Back(usize),
    /// The host is killed and started again from what it stored.
    Restart,
}

const SEATS: [Seat; 3] = [Seat::Player(RED), Seat::Player(BLUE), Seat::Host];

/// The ships the phones act on: both players' and Вера's (whose brig a
/// salvo of Анна's or Борис's may try to include).
const FLEET: [Uuid; 5] = [RED_BRIG, RED_FRIGATE, BLUE_BRIG, BLUE_GALLEON, GREEN_BRIG];

fn step() -> impl Strategy<Value = Step> {
    let phone = 0..SEATS.len();
    prop_oneof![
        4 => (phone.clone(), 0u8..8, 0..FLEET.len(), 0u8..4)
            .prop_map(|(phone, what, ship, n)| Step::Make { phone, what, ship, n }),
        6 => phone.clone().prop_map(Step::Up),
        6 => phone.clone().prop_map(Step::Down),
        1 => phone.clone().prop_map(Step::Drop),
        2 => phone.prop_map(Step::Back),
        1 => Just(Step::Restart),
    ]
}

struct Phone {
    seat: Seat,
    replica: Replica,
    online: bool,
    up: VecDeque<ClientMsg>,
    down: VecDeque<ServerMsg>,
    made: BTreeSet<ActId>,
    answered: BTreeSet<ActId>,
}

struct Sim {
    table: Table,
    /// What the host stored before answering: its entries and refusals.
    stored: (Vec<Entry>, Vec<(ActId, Refusal)>),
    phones: Vec<Phone>,
    next_id: u128,
}

impl Sim {
    fn new() -> Sim {
        let mut table = table(TableRules::HostOnly);
        let d = table.decide(Seat::Host, act(2, 1, third_player()));
        assert!(d.answer().1.is_ok(), "Вера joins: {d:?}");
        table.commit(d);
        let stored = (table.entries().to_vec(), Vec::new());
        let phones = SEATS
            .iter()
            .map(|&seat| Phone {
                seat,
                replica: Replica::default(),
                online: false,
                up: VecDeque::new(),
                down: VecDeque::new(),
                made: BTreeSet::new(),
                answered: BTreeSet::new(),
            })
            .collect();
        Sim {
            table,
            stored,
            phones,
            next_id: 1000,
        }
    }

    fn op(&self, what: u8, ship: usize, n: u8) -> Op {
        let state = self.table.game().state();
        let owner = |id: Uuid| state.ship(id).map(|s| s.owner).unwrap_or(RED);
        let other = FLEET[(ship + 1 + usize::from(n)) % FLEET.len()];
        let ship = FLEET[ship];
        let (me, them) = (owner(ship), owner(other));
        match what {
            0 => Op::Apply(vec![heading(ship, Heading::from_index(n))]),
            1 => Op::Apply(vec![hull(ship, n)]),
            2 => Op::Apply(vec![sunk(ship)]),
            3 => {
                // at a ship of neither shooter's owner, if there is one
                let target = FLEET
                    .into_iter()
                    .find(|t| ![me, them].contains(&owner(*t)))
                    .unwrap_or(other);
                Op::Apply(vec![salvo(&[ship, other], target)])
            }
            4 => Op::Apply(vec![Action::OfferAlliance { from: me, to: them }]),
            5 => Op::Apply(vec![Action::AddAlly { a: me, b: them }]),
            6 => Op::Apply(vec![Action::StartRound {
                weather: Weather::Calm,
            }]),
            _ => Op::UndoTo(self.table.game().log().len().saturating_sub(usize::from(n))),
        }
    }

    fn run(&mut self, s: Step) {
        match s {
            Step::Make {
                phone,
                what,
                ship,
                n,
            } => {
                let op = self.op(what, ship, n);
                self.next_id += 1;
                let id = ActId(Uuid::from_u128(self.next_id));
                let p = &mut self.phones[phone];
                let act = p.replica.act(id, op);
                p.made.insert(id);
                if p.online {
                    p.up.push_back(ClientMsg::Act(act));
                }
            }
            Step::Up(i) => {
                if let Some(msg) = self.phones[i].up.pop_front() {
                    self.host_reads(i, msg);
                }
            }
            Step::Down(i) => {
                if let Some(msg) = self.phones[i].down.pop_front() {
                    let r = self.phones[i].replica.receive(msg);
                    for (id, _) in r.answered {
                        assert!(self.phones[i].answered.insert(id), "{id:?} answered twice");
                    }
                    if r.resync {
                        self.run(Step::Drop(i));
                        self.run(Step::Back(i));
                    }
                }
            }
            Step::Drop(i) => {
                let p = &mut self.phones[i];
                p.online = false;
                p.up.clear();
                p.down.clear();
            }
            Step::Back(i) => {
                self.run(Step::Drop(i));
                let p = &mut self.phones[i];
                p.online = true;
                let hello = p
                    .replica
                    .hello(DeviceId(Uuid::from_u128(i as u128)), Want::Seat);
                p.up.push_back(hello);
                let outbox: Vec<Act> = p.replica.outbox().to_vec();
                p.up.extend(outbox.into_iter().map(ClientMsg::Act));
            }
            Step::Restart => {
                let (entries, refused) = self.stored.clone();
                self.table = Table::restore(LOG, GAME, TableRules::HostOnly, entries, refused)
                    .expect("what the host stored restores");
                for i in 0..self.phones.len() {
                    self.run(Step::Drop(i));
                }
            }
        }
    }

    fn host_reads(&mut self, i: usize, msg: ClientMsg) {
        let seat = self.phones[i].seat;
        match msg {
            ClientMsg::Hello { log, known, .. } => {
                let fresh = log != Some(self.table.log_id());
                let known = if fresh { 0 } else { known };
                self.phones[i].down.push_back(ServerMsg::Welcome {
                    log: self.table.log_id(),
                    game: GAME,
                    seat,
                    fresh,
                    entries: self.table.since(known).to_vec(),
                    rules: self.table.rules(),
                });
            }
            ClientMsg::Reseat { .. } => unreachable!("not made in this test"),
            ClientMsg::Act(act) => {
                let d = self.table.decide(seat, act);
                // stored before anything is answered
                match &d {
                    Decision::Append { entry, .. } => self.stored.0.push(entry.clone()),
                    Decision::Refuse { id, why, .. } => self.stored.1.push((*id, why.clone())),
                    Decision::Again { .. } => {}
                }
                let (id, answer) = d.answer();
                let entry = match &d {
                    Decision::Append { entry, .. } => Some(entry.clone()),
                    _ => None,
                };
                self.table.commit(d);
                self.phones[i].down.push_back(match answer {
                    Ok(revision) => ServerMsg::Done { id, revision },
                    Err(why) => ServerMsg::Refused { id, why },
                });
                if let Some(e) = entry {
                    for p in self.phones.iter_mut().filter(|p| p.online) {
                        p.down.push_back(ServerMsg::Entry(e.clone()));
                    }
                }
            }
        }
    }

    /// Everyone back, every queue drained.
    fn settle(&mut self) {
        for i in 0..self.phones.len() {
            self.run(Step::Back(i));
        }
        for _ in 0..10_000 {
            let busy: Vec<usize> = (0..self.phones.len())
                .filter(|&i| !self.phones[i].up.is_empty() || !self.phones[i].down.is_empty())
                .collect();
            if busy.is_empty() {
                return;
            }
            for i in busy {
                self.run(Step::Up(i));
                self.run(Step::Down(i));
            }
        }
        panic!("the network never settles");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn no_action_is_lost_or_doubled_and_every_phone_agrees(
        steps in prop::collection::vec(step(), 0..120)
    ) {
        let mut sim = Sim::new();
        for s in steps {
            sim.run(s);
            // the stored log is always the host's log
            prop_assert_eq!(&sim.stored.0[..], sim.table.entries());
        }
        sim.settle();
        let ids: Vec<ActId> = sim.table.entries().iter().map(|e| e.id).collect();
        let unique: BTreeSet<ActId> = ids.iter().copied().collect();
        prop_assert_eq!(unique.len(), ids.len(), "an action applied twice");
        let mut game = Game::new(GAME);
        for e in sim.table.entries() {
            match (e.by, &e.op) {
                (Seat::Player(p), Op::Apply(actions)) => {
                    for a in actions {
                        prop_assert!(only_own(game.state(), p, a), "{:?}'s seat made {:?}", p, a);
                        game.apply(a.clone()).unwrap();
                    }
                }
                (_, op) => shturman_live::protocol::apply(op, &mut game).unwrap(),
            }
        }
        let replayed = Table::restore(
            LOG, GAME, TableRules::HostOnly, sim.table.entries().to_vec(), vec![],
        ).unwrap();
        prop_assert_eq!(replayed.game(), sim.table.game());
        for p in &sim.phones {
            prop_assert!(p.replica.outbox().is_empty(), "unanswered: {:?}", p.replica.outbox());
            prop_assert_eq!(&p.made, &p.answered, "an action made on a phone was never answered");
            prop_assert_eq!(p.replica.revision(), sim.table.revision());
            prop_assert_eq!(p.replica.game(), Some(sim.table.game()));
            // what the phone keeps shows the same table after a reload
            let mut back = Replica::with_outbox(p.replica.outbox().to_vec());
            back.receive(p.replica.snapshot().expect("a joined phone has a snapshot"));
            prop_assert_eq!(back.game(), p.replica.game());
            prop_assert_eq!(back.revision(), p.replica.revision());
            for id in &p.made {
                let applied = sim.table.entries().iter().filter(|e| e.id == *id).count();
                let refused = sim.stored.1.iter().filter(|(r, _)| r == id).count();
                prop_assert_eq!(applied + refused, 1, "{:?}: applied {} refused {}", id, applied, refused);
            }
        }
    }
}

/// Whether player `p` may make `a` on `state`, said here apart from the
/// sequencer's own rule: every ship it commands is `p`'s, an alliance was
/// offered by the other player, and no new round at this host-only table.
fn only_own(state: &State, p: PlayerId, a: &Action) -> bool {
    let mine = |ship: &Uuid| state.ship(*ship).is_ok_and(|s| s.owner == p);
    match a {
        Action::SetHeading { ship, .. }
        | Action::SetHullDamage { ship, .. }
        | Action::ShipSunk { ship, .. } => mine(ship),
        Action::Salvo { shooters, .. } => shooters.iter().all(|s| mine(&s.ship)),
        Action::OfferAlliance { from, .. } => *from == p,
        Action::AddAlly { a, b } => {
            (*a == p && state.offered(*b, p)) || (*b == p && state.offered(*a, p))
        }
        Action::StartRound { .. } => false,
        Action::AddPlayer { .. }
        | Action::AddPort { .. }
        | Action::SetCaptainCount { .. }
        | Action::AddShip { .. }
        | Action::EditCard { .. }
        | Action::ShipMoved { .. }
        | Action::Shot { .. }
        | Action::SetSailDamage { .. }
        | Action::Boarding { .. }
        | Action::AssignCaptain { .. }
        | Action::RevealCaptain { .. }
        | Action::HideCaptain { .. }
        | Action::TakeCaptainOff { .. }
        | Action::GiveCaptain { .. }
        | Action::MoveCaptain { .. }
        | Action::EndTurn { .. }
        | Action::HandReset { .. }
        | Action::HandMade { .. }
        | Action::Dispute { .. }
        | Action::DismissDispute { .. } => unreachable!("the phones here make no {a:?}"),
    }
}
