//! Property tests over random games with sealed captains (with undo / redo
//! mixed in). The test plays the owners' hands itself: a book of every
//! seal it made, with captain and salt. Checked after every step: no
//! panic; a refused action changes nothing; every rule that needs a
//! captain gets one only from a face-up card and refuses a face-down one;
//! an honest reveal applies and a forged one (wrong captain, wrong salt,
//! another card's proof, another game's, a short or long chain, a card
//! swapped in port) never does; no view names a face-down card or shows
//! its salt; undo then redo is the identity and an undone reveal stays on
//! record; at the end replay and saves give the same game.

mod common;
use common::*;
use proptest::prelude::*;
use shturman_game::save::{from_json, to_json};
use shturman_game::{
    Ability, Action, Aim, BoardingSide, CardPlace, Game, PlayerId, PortId, Proof, RuleError, Salt,
    SalvoPart, Seal, SealedCard, ShipStatus, SinkCause, Viewer, Weather,
};
use shturman_rules::{Captain, Heading};
use std::collections::BTreeMap;
use uuid::Uuid;

const GHOST: Uuid = Uuid::from_u128(99);

const SHIPS: [(Uuid, PlayerId); 6] = [
    (RED_BRIG, RED),
    (RED_LINKOR, RED),
    (BLUE_GALLEON, BLUE),
    (BLUE_FRIGATE, BLUE),
    (GREEN_BRIG, GREEN),
    (RED_FORT, RED),
];

/// A ship id: mostly real, sometimes unknown.
fn ship_id() -> impl Strategy<Value = Uuid> {
    prop_oneof![
        12 => prop::sample::select(SHIPS.to_vec()).prop_map(|(id, _)| id),
        1 => Just(GHOST),
    ]
}

/// A player id: mostly real, sometimes unknown.
fn player() -> impl Strategy<Value = PlayerId> {
    prop_oneof![
        12 => prop::sample::select(vec![RED, BLUE, GREEN]),
        1 => Just(PlayerId(7)),
    ]
}

/// A (player, ship) pair: mostly the ship's first owner, sometimes anyone.
fn player_ship() -> impl Strategy<Value = (PlayerId, Uuid)> {
    prop_oneof![
        4 => prop::sample::select(SHIPS.to_vec()).prop_map(|(id, owner)| (owner, id)),
        1 => (player(), ship_id()),
    ]
}

fn port() -> impl Strategy<Value = PortId> {
    prop::sample::select(vec![RED_PORT, BLUE_PORT, GREEN_PORT, PortId(99)])
}

fn captain() -> impl Strategy<Value = Captain> {
    prop::sample::select(Captain::ALL.to_vec())
}

fn heading() -> impl Strategy<Value = Heading> {
    (0u8..8).prop_map(Heading::from_index)
}

fn weather() -> impl Strategy<Value = Weather> {
    prop_oneof![
        Just(Weather::Calm),
        heading().prop_map(Weather::Fresh),
        heading().prop_map(Weather::Storm),
    ]
}

fn aim() -> impl Strategy<Value = Aim> {
    prop::sample::select(vec![Aim::Hull, Aim::Sails])
}

fn critical() -> impl Strategy<Value = Option<bool>> {
    prop_oneof![Just(None), any::<bool>().prop_map(Some)]
}

fn fire_action() -> impl Strategy<Value = Action> {
    prop_oneof![
        6 => (
            ship_id(),
            ship_id(),
            0u8..4,
            aim(),
            prop::bool::weighted(0.7),
            critical(),
            prop::option::of(port()),
            prop::collection::vec(prop_oneof![12 => 1u8..=6, 1 => Just(7u8)], 0..3)
        )
            .prop_map(
                |(shooter, target, shots, aim, hit, critical, target_port, dice)| {
                    Action::Shot {
                        shooter,
                        target,
                        shots,
                        gun: None,
                        aim,
                        hit,
                        critical,
                        target_port,
                        dice,
                    }
                }
            ),
        2 => (
            prop::collection::vec((ship_id(), 1u8..3), 0..3),
            ship_id(),
            aim(),
            any::<bool>(),
            critical(),
            prop::option::of(port())
        )
            .prop_map(|(parts, target, aim, hit, critical, target_port)| {
                Action::Salvo {
                    shooters: parts
                        .into_iter()
                        .map(|(ship, shots)| SalvoPart { ship, shots, gun: None })
                        .collect(),
                    target,
                    aim,
                    hit,
                    critical,
                    target_port,
                    dice: vec![],
                }
            }),
        1 => (ship_id(), 0u8..8).prop_map(|(ship, damage)| Action::SetHullDamage { ship, damage }),
        1 => (ship_id(), 0u8..7).prop_map(|(ship, damage)| Action::SetSailDamage { ship, damage }),
        1 => (ship_id(), prop::option::of(prop::option::of(port()))).prop_map(|(ship, c)| {
            Action::ShipSunk {
                ship,
                cause: match c {
                    None => SinkCause::Other,
                    Some(port) => SinkCause::EnemyFire { port },
                },
            }
        }),
        2 => (ship_id(), ship_id(), any::<bool>()).prop_map(|(a, d, att)| {
            Action::Boarding {
                attacker: a,
                defender: d,
                winner: if att {
                    BoardingSide::Attacker
                } else {
                    BoardingSide::Defender
                },
            }
        }),
    ]
}

fn table_captain_action() -> impl Strategy<Value = Action> {
    prop_oneof![
        ship_id().prop_map(|ship| Action::HideCaptain { ship }),
        (player_ship(), port()).prop_map(|((player, ship), port)| Action::TakeCaptainOff {
            player,
            ship,
            port
        }),
        (player(), prop::collection::vec(ship_id(), 0..2)).prop_map(|(player, keep_face_up)| {
            Action::EndTurn {
                player,
                keep_face_up,
            }
        }),
        (player(), 0u8..6).prop_map(|(player, count)| Action::SetCaptainCount { player, count }),
    ]
}

fn other_action() -> impl Strategy<Value = Action> {
    prop_oneof![
        weather().prop_map(|weather| Action::StartRound { weather }),
        (ship_id(), heading()).prop_map(|(ship, heading)| Action::ShipMoved {
            ship,
            heading,
            two_calms: false
        }),
        (ship_id(), heading()).prop_map(|(ship, heading)| Action::SetHeading { ship, heading }),
        (player(), player()).prop_map(|(a, b)| Action::AddAlly { a, b }),
        (player(), player()).prop_map(|(from, to)| Action::OfferAlliance { from, to }),
    ]
}

/// How a forged reveal lies.
#[derive(Clone, Copy, Debug)]
enum Forgery {
    /// The true salts with another captain (1..=3 steps along the list).
    WrongCaptain(usize),
    /// One salt replaced by a fresh one.
    WrongSalt,
    /// The true proof of another card (another ship's).
    OtherCard,
    /// A proof made for the same ship and captain in another game.
    OtherGame,
    /// One salt too few.
    Short,
    /// One salt too many.
    Long,
}

#[derive(Clone, Debug)]
enum Op {
    Act(Action),
    /// An honest hand seals `captain` for the ship (skipped if its owner
    /// already has that captain on the table).
    Assign((PlayerId, Uuid), Captain),
    /// Give a card waiting in port to this ship: honestly, or (`swap`)
    /// sealed as another captain — a swap in port.
    Give(Uuid, bool),
    /// Take the ship's card off in its owner's port.
    TakeOff(Uuid),
    /// Move a captain onto a ship captured this round.
    Move,
    /// An honest reveal of the card on the ship.
    Reveal(Uuid),
    /// A forged reveal of the card on the ship.
    Forge(Uuid, Forgery),
    Undo,
    Redo,
    /// Undo back to `len - k` entries.
    UndoTo(usize),
}

fn forgery() -> impl Strategy<Value = Forgery> {
    prop_oneof![
        (1usize..4).prop_map(Forgery::WrongCaptain),
        Just(Forgery::WrongSalt),
        Just(Forgery::OtherCard),
        Just(Forgery::OtherGame),
        Just(Forgery::Short),
        Just(Forgery::Long),
    ]
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        4 => fire_action().prop_map(Op::Act),
        2 => table_captain_action().prop_map(Op::Act),
        3 => other_action().prop_map(Op::Act),
        1 => (player_ship(), captain()).prop_map(|(ps, c)| Op::Assign(ps, c)),
        2 => (ship_id(), prop::bool::weighted(0.3)).prop_map(|(s, swap)| Op::Give(s, swap)),
        1 => Just(Op::Move),
        2 => ship_id().prop_map(Op::TakeOff),
        3 => ship_id().prop_map(Op::Reveal),
        3 => (ship_id(), forgery()).prop_map(|(s, f)| Op::Forge(s, f)),
        1 => Just(Op::Undo),
        1 => Just(Op::Redo),
        1 => (1usize..8).prop_map(Op::UndoTo),
    ]
}

/// Another game, for proofs made elsewhere.
const OTHER_GAME: Uuid = Uuid::from_u128(0x07e7);

/// The hands' secrets: every seal made, with its captain and salt. The
/// truth about a table card is read from it through the card's seals.
#[derive(Default)]
struct Book {
    seals: BTreeMap<Seal, (Captain, Salt)>,
    next: u64,
}

impl Book {
    fn salt(&mut self) -> Salt {
        self.next += 1;
        let mut b = [0x5a; 16];
        b[..8].copy_from_slice(&self.next.to_be_bytes());
        Salt::from_bytes(b)
    }

    fn seal(&mut self, game: Uuid, ship: Uuid, captain: Captain) -> Seal {
        let salt = self.salt();
        let seal = Seal::new(game, ship, captain, &salt);
        self.seals.insert(seal, (captain, salt));
        seal
    }

    /// The card's captain (if every seal agrees on one) and its salts.
    fn truth(&self, card: &SealedCard) -> (Option<Captain>, Vec<Salt>) {
        let entries: Vec<_> = card
            .placements
            .iter()
            .map(|p| &self.seals[&p.seal])
            .collect();
        let first = entries[0].0;
        let honest = entries.iter().all(|(c, _)| *c == first);
        (
            honest.then_some(first),
            entries.iter().map(|(_, s)| s.clone()).collect(),
        )
    }

    /// The captain this card was first sealed as.
    fn first_captain(&self, card: &SealedCard) -> Captain {
        self.seals[&card.placements[0].seal].0
    }
}

/// Turn an op into the action to try, and whether it must be refused.
fn to_action(g: &Game, book: &mut Book, op: Op) -> Option<(Action, bool)> {
    let s = g.state();
    match op {
        Op::Act(a) => Some((a, false)),
        Op::Assign((player, ship), captain) => {
            let taken = s
                .players
                .get(&player)
                .is_some_and(|p| p.cards.iter().any(|c| book.first_captain(c) == captain));
            (!taken).then(|| {
                let seal = book.seal(GAME, ship, captain);
                (Action::AssignCaptain { player, ship, seal }, false)
            })
        }
        Op::Give(ship, swap) => {
            let owner = s.ship(ship).ok()?.owner;
            let card = s
                .players
                .get(&owner)?
                .cards
                .iter()
                .find(|c| matches!(c.place, CardPlace::InPort { .. }))?;
            let CardPlace::InPort { port } = card.place else {
                return None;
            };
            let first = book.first_captain(card);
            let captain = if swap {
                Captain::ALL[(Captain::ALL.iter().position(|c| *c == first)? + 1) % 4]
            } else {
                first
            };
            let (player, card) = (owner, card.id);
            let seal = book.seal(GAME, ship, captain);
            Some((
                Action::GiveCaptain {
                    player,
                    card,
                    port,
                    ship,
                    seal,
                },
                false,
            ))
        }
        Op::TakeOff(ship) => {
            let player = s.ship(ship).ok()?.owner;
            let port = s.ports.values().find(|p| p.owner == player)?.id;
            Some((Action::TakeCaptainOff { player, ship, port }, false))
        }
        Op::Move => {
            let round = s.current_round()?.number;
            let (to, from) = s.ships.iter().find_map(|t| match (t.status, t.captured) {
                (ShipStatus::Captured { .. }, Some(c)) if c.round == round => {
                    Some((t.id, c.winner))
                }
                _ => None,
            })?;
            let card = s.card_on(from)?;
            let (player, captain) = (card.owner, book.first_captain(card));
            let seal = book.seal(GAME, to, captain);
            Some((
                Action::MoveCaptain {
                    player,
                    from,
                    to,
                    seal,
                },
                false,
            ))
        }
        Op::Reveal(ship) => {
            let card = s.card_on(ship)?;
            let (captain, salts) = book.truth(card);
            let captain = captain.unwrap_or(book.first_captain(card));
            // Honest proofs of an honest card apply unless a rule says no
            // (face up already, ship sunk): the checks below catch those.
            Some((
                Action::RevealCaptain {
                    ship,
                    proof: Proof { captain, salts },
                },
                book.truth(card).0.is_none(),
            ))
        }
        Op::Forge(ship, f) => {
            let card = s.card_on(ship)?;
            let (truth, salts) = book.truth(card);
            let captain = truth.unwrap_or(book.first_captain(card));
            let i = Captain::ALL.iter().position(|c| *c == captain)?;
            let proof = match f {
                Forgery::WrongCaptain(k) => Proof {
                    captain: Captain::ALL[(i + k) % 4],
                    salts,
                },
                Forgery::WrongSalt => {
                    let mut salts = salts;
                    let last = salts.len() - 1;
                    salts[last] = book.salt();
                    Proof { captain, salts }
                }
                Forgery::OtherCard => {
                    let other = s.cards().find(|c| c.placements != card.placements)?;
                    let (c, salts) = book.truth(other);
                    Proof {
                        captain: c.unwrap_or(book.first_captain(other)),
                        salts,
                    }
                }
                Forgery::OtherGame => {
                    let seals: Vec<Seal> = card
                        .placements
                        .iter()
                        .map(|p| book.seal(OTHER_GAME, p.ship, captain))
                        .collect();
                    Proof {
                        captain,
                        salts: seals.iter().map(|s| book.seals[s].1.clone()).collect(),
                    }
                }
                Forgery::Short => Proof {
                    captain,
                    salts: salts[..salts.len() - 1].to_vec(),
                },
                Forgery::Long => {
                    let mut salts = salts;
                    salts.push(book.salt());
                    Proof { captain, salts }
                }
            };
            // Another card's proof may, by chance, be this card's own
            // truth (never: each seal binds one ship and one salt).
            Some((Action::RevealCaptain { ship, proof }, true))
        }
        Op::Undo | Op::Redo | Op::UndoTo(_) => None,
    }
}

/// Every rule input that depends on a captain comes from a face-up card,
/// and that card's true captain.
fn check_abilities(g: &Game, book: &Book) -> Result<(), TestCaseError> {
    let s = g.state();
    for ship in &s.ships {
        let card = s.card_on(ship.id);
        let shown = s.face_up_captain(ship.id);
        prop_assert_eq!(shown, card.and_then(|c| c.face_up));
        if let (Some(c), Some(captain)) = (card, shown) {
            // The card the table proved: its first seal's captain (a later
            // seal may be a lie made in port; its next reveal will fail).
            prop_assert_eq!(
                captain,
                book.first_captain(c),
                "a face-up card shows its truth"
            );
        }
        for ability in Ability::ALL {
            let used = s.use_ability(ship.id, ability);
            prop_assert_eq!(used.is_ok(), shown == Some(ability.captain()));
            if card.is_some_and(|c| c.face_up.is_none()) {
                prop_assert_eq!(used, Err(RuleError::CaptainNotFaceUp { ship: ship.id }));
            }
        }
        prop_assert_eq!(s.shooter(ship.id).unwrap().captain, shown);
        prop_assert_eq!(s.combatant(ship.id).unwrap().captain, shown);
        prop_assert_eq!(s.vessel(ship.id).unwrap().captain(), shown);
    }
    Ok(())
}

/// No view names a face-down card, or shows any salt of it.
fn check_views(g: &Game, book: &Book) -> Result<(), TestCaseError> {
    let s = g.state();
    for viewer in [
        Viewer::Table,
        Viewer::Player(RED),
        Viewer::Player(BLUE),
        Viewer::Player(GREEN),
    ] {
        let v = g.view(viewer);
        let text = serde_json::to_string(&v).unwrap();
        for card in s.cards() {
            if card.face_up.is_none() {
                for salt in book.truth(card).1 {
                    prop_assert!(!text.contains(salt.as_str()), "{:?} sees a salt", viewer);
                }
            }
        }
        let infos = v
            .ships
            .iter()
            .filter_map(|sh| sh.captain.as_ref())
            .chain(v.players.iter().flat_map(|p| p.cards.iter()))
            .chain(v.ports.iter().flat_map(|p| p.waiting.iter()))
            .map(|c| &c.card)
            .chain(
                v.log
                    .iter()
                    .flat_map(|e| e.events.iter().filter_map(|ev| ev.card())),
            );
        for info in infos {
            let now = s.card(info.owner, info.card).and_then(|c| c.face_up);
            prop_assert!(info.captain.is_none() || info.captain == now);
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn random_games_with_sealed_captains_keep_every_invariant(
        prelude in prop::collection::vec((player_ship(), captain()), 0..8),
        first_round in weather(),
        ops in prop::collection::vec(op(), 0..60),
    ) {
        let mut g = setup();
        let mut book = Book::default();
        for (ps, captain) in prelude {
            if let Some((a, _)) = to_action(&g, &mut book, Op::Assign(ps, captain)) {
                let _ = g.apply(a);
            }
        }
        g.apply(Action::StartRound { weather: first_round }).unwrap();
        let floor = g.log().len();
        let (mut applied_reveals, mut forged) = (0, 0);
        for op in ops {
            let before = g.clone();
            match op {
                Op::Undo => {
                    if g.undo().is_ok() {
                        prop_assert_eq!(g.log().len() + 1, before.log().len());
                        let gone = before.log().last().unwrap();
                        if gone.events.iter().any(|e| matches!(e, shturman_game::Event::CaptainRevealed { .. })) {
                            prop_assert_eq!(g.undone().last(), Some(gone), "an undone reveal stays on record");
                        }
                        g.redo().unwrap();
                        prop_assert_eq!(&g, &before, "undo then redo");
                        g.undo().unwrap();
                    } else {
                        prop_assert_eq!(&g, &before);
                    }
                }
                Op::Redo => {
                    if g.redo().is_err() {
                        prop_assert_eq!(&g, &before);
                    }
                }
                Op::UndoTo(k) => {
                    // Never undo the fixture's setup (it would only make
                    // every later action refer to unknown ids).
                    let n = g.log().len().saturating_sub(k).max(floor);
                    if g.undo_to(n).is_ok() {
                        prop_assert_eq!(g.log().len(), n);
                        prop_assert_eq!(g.log(), &before.log()[..n]);
                        for _ in n..before.log().len() {
                            g.redo().unwrap();
                        }
                        prop_assert_eq!(&g, &before, "undo_to then redo as many");
                        g.undo_to(n).unwrap();
                    } else {
                        prop_assert_eq!(&g, &before);
                    }
                }
                op => {
                    let Some((a, must_fail)) = to_action(&g, &mut book, op) else {
                        continue;
                    };
                    let honest_reveal = matches!(a, Action::RevealCaptain { .. }) && !must_fail;
                    match g.apply(a.clone()) {
                        Err(e) => {
                            prop_assert_eq!(&g, &before, "a refused action changed the game");
                            if honest_reveal {
                                // Only the rules' other conditions refuse it.
                                prop_assert!(
                                    matches!(e, RuleError::CaptainAlreadyFaceUp { .. } | RuleError::ShipNotAfloat { .. }),
                                    "an honest reveal refused: {:?}", e
                                );
                            }
                            if must_fail {
                                forged += 1;
                            }
                        }
                        Ok(_) => {
                            prop_assert!(!must_fail, "a forged reveal applied: {:?}", a);
                            prop_assert!(g.redo_stack().is_empty());
                            if honest_reveal {
                                applied_reveals += 1;
                            }
                        }
                    }
                }
            }
            check_abilities(&g, &book)?;
            check_views(&g, &book)?;
        }
        // Replaying the log reproduces the state and the log exactly.
        let replayed = Game::replay(g.id(), &g.actions()).unwrap();
        prop_assert_eq!(replayed.state(), g.state());
        prop_assert_eq!(replayed.log(), g.log());
        // Saves round-trip, redo stack and undone reveals included.
        let loaded = from_json(&to_json(&g)).unwrap();
        prop_assert_eq!(&loaded, &g);
        let reserialised: shturman_game::SaveFile = serde_json::from_str(&to_json(&g)).unwrap();
        prop_assert_eq!(reserialised, shturman_game::save::to_save(&g));
        let _ = (applied_reveals, forged);
    }
}

/// The generator reaches what the properties are about: across a fixed
/// sample of games, honest reveals apply and forged ones are tried.
#[test]
fn the_random_games_reveal_and_forge() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let (mut reveals, mut forgeries, mut swaps) = (0, 0, 0);
    for _ in 0..48 {
        let prelude = prop::collection::vec((player_ship(), captain()), 4..8)
            .new_tree(&mut runner)
            .unwrap()
            .current();
        let ops = prop::collection::vec(op(), 40..60)
            .new_tree(&mut runner)
            .unwrap()
            .current();
        let mut g = setup();
        let mut book = Book::default();
        for (ps, captain) in prelude {
            if let Some((a, _)) = to_action(&g, &mut book, Op::Assign(ps, captain)) {
                let _ = g.apply(a);
            }
        }
        g.apply(Action::StartRound {
            weather: Weather::Calm,
        })
        .unwrap();
        for op in ops {
            let swap = matches!(op, Op::Give(_, true));
            if let Some((a, must_fail)) = to_action(&g, &mut book, op) {
                let is_reveal = matches!(a, Action::RevealCaptain { .. });
                let ok = g.apply(a).is_ok();
                reveals += usize::from(ok && is_reveal);
                forgeries += usize::from(must_fail);
                swaps += usize::from(ok && swap);
            }
        }
    }
    println!("{reveals} reveals, {forgeries} forgeries, {swaps} swaps");
    assert!(reveals > 20, "{reveals} honest reveals");
    assert!(forgeries > 20, "{forgeries} forgeries");
    assert!(swaps > 0, "{swaps} swaps in port");
}
