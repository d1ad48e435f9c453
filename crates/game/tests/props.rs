//! Property tests over random action sequences (with undo / redo mixed in):
//! no panic; a refused action changes nothing; replaying the log gives the
//! same game; undo then redo is the identity; saves round-trip; and no view
//! ever shows a captain card (or its salt) its viewer may not see.

mod common;
use common::*;
use proptest::prelude::*;
use shturman_game::save::{from_json, to_json};
use shturman_game::{
    Action, Aim, BoardingSide, CardPlace, Game, GameView, PlayerId, PortId, SalvoPart, SinkCause,
    Viewer, Weather,
};
use shturman_rules::{Captain, Heading};
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
        2 => (ship_id(), ship_id(), any::<bool>(), any::<bool>()).prop_map(|(a, d, att, mv)| {
            Action::Boarding {
                attacker: a,
                defender: d,
                winner: if att {
                    BoardingSide::Attacker
                } else {
                    BoardingSide::Defender
                },
                move_captain_salt: mv.then(String::new),
            }
        }),
    ]
}

fn captain_action() -> impl Strategy<Value = Action> {
    prop_oneof![
        (player_ship(), captain()).prop_map(|((player, ship), captain)| {
            Action::AssignCaptain {
                player,
                ship,
                captain,
                salt: String::new(),
            }
        }),
        ship_id().prop_map(|ship| Action::RevealCaptain { ship }),
        ship_id().prop_map(|ship| Action::HideCaptain { ship }),
        (player_ship(), port()).prop_map(|((player, ship), port)| Action::TakeCaptainOff {
            player,
            ship,
            port
        }),
        (player_ship(), port(), captain()).prop_map(|((player, ship), port, captain)| {
            Action::GiveCaptain {
                player,
                ship,
                port,
                captain,
                salt: String::new(),
            }
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
    ]
}

#[derive(Clone, Debug)]
enum Op {
    Act(Action),
    Undo,
    Redo,
    /// Undo back to `len - k` entries.
    UndoTo(usize),
    /// Give a captain waiting in a port to this ship (found in the state,
    /// so the action is often valid).
    GiveWaiting(Uuid),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        4 => fire_action().prop_map(Op::Act),
        3 => captain_action().prop_map(Op::Act),
        3 => other_action().prop_map(Op::Act),
        1 => Just(Op::Undo),
        1 => Just(Op::Redo),
        1 => (1usize..8).prop_map(Op::UndoTo),
        1 => ship_id().prop_map(Op::GiveWaiting),
    ]
}

/// Give every salt placeholder a unique, recognisable salt.
fn salted(mut a: Action, step: usize) -> Action {
    let unique = format!("SALT-{step:06}-Z");
    match &mut a {
        Action::AssignCaptain { salt, .. } | Action::GiveCaptain { salt, .. } => *salt = unique,
        Action::Boarding {
            move_captain_salt: Some(salt),
            ..
        } => *salt = unique,
        _ => {}
    }
    a
}

/// The view as JSON without the viewer's own captain set (which names all
/// four of the viewer's own cards by design).
fn public_json(v: &GameView) -> String {
    let mut value = serde_json::to_value(v).unwrap();
    for p in value["players"].as_array_mut().unwrap() {
        p["own_captains"] = serde_json::Value::Null;
    }
    serde_json::to_string(&value).unwrap()
}

fn check_hidden_information(g: &Game) -> Result<(), TestCaseError> {
    let state = g.state();
    for viewer in [
        Viewer::Table,
        Viewer::Player(RED),
        Viewer::Player(BLUE),
        Viewer::Player(GREEN),
    ] {
        let sees = |owner: PlayerId, captain: Captain| {
            viewer == Viewer::Player(owner) || state.card(owner, captain).is_some_and(|c| c.face_up)
        };
        let view = g.view(viewer);
        let text = public_json(&view);
        // No salt of a card the viewer may not see: current or past ones.
        for p in state.players.values() {
            for card in p.captains.values() {
                if !sees(p.id, card.captain) {
                    prop_assert!(!text.contains(&card.salt), "{viewer:?} sees {card:?}");
                }
            }
        }
        for entry in g.log() {
            for card in entry.events.iter().filter_map(|e| e.card()) {
                let captain = card.captain.expect("the core's log is complete");
                if !sees(card.owner, captain) {
                    let salt = card.salt.as_ref().expect("the core's log is complete");
                    prop_assert!(!text.contains(salt.as_str()), "{viewer:?} sees {salt}");
                }
            }
        }
        // A captain named anywhere is one the viewer may see.
        for c in Captain::ALL {
            if text.contains(&format!("\"captain\":\"{}\"", c.code())) {
                let ok = state
                    .players
                    .values()
                    .any(|p| sees(p.id, c) && p.captains.contains_key(&c));
                prop_assert!(ok, "{viewer:?} sees a hidden {c:?}");
            }
        }
        // Ship by ship: a face-down card of another player shows no identity.
        for s in &view.ships {
            if let Some(cap) = &s.captain {
                if !cap.face_up && viewer != Viewer::Player(cap.card.owner) {
                    prop_assert_eq!(cap.card.captain, None);
                    prop_assert_eq!(&cap.card.salt, &None);
                }
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn random_games_keep_every_invariant(
        prelude in prop::collection::vec((player_ship(), captain()), 0..8),
        first_round in weather(),
        ops in prop::collection::vec(op(), 0..60),
    ) {
        let mut g = setup();
        let mut step = 0usize;
        for ((player, ship), captain) in prelude {
            step += 1;
            let _ = g.apply(Action::AssignCaptain {
                player,
                ship,
                captain,
                salt: format!("SALT-{step:06}-Z"),
            });
        }
        g.apply(Action::StartRound { weather: first_round }).unwrap();
        let floor = g.log().len();
        for op in ops {
            step += 1;
            let before = g.clone();
            let op = match op {
                Op::GiveWaiting(ship) => {
                    let owner = g.state().ship(ship).map(|s| s.owner).unwrap_or(PlayerId(7));
                    let waiting = g.state().players.get(&owner).and_then(|p| {
                        p.captains.values().find_map(|c| match c.place {
                            CardPlace::InPort { port } => Some((port, c.captain)),
                            _ => None,
                        })
                    });
                    match waiting {
                        Some((port, captain)) => Op::Act(Action::GiveCaptain {
                            player: owner,
                            ship,
                            port,
                            captain,
                            salt: String::new(),
                        }),
                        None => Op::Act(Action::HideCaptain { ship }),
                    }
                }
                other => other,
            };
            match op {
                Op::Act(a) => {
                    if g.apply(salted(a, step)).is_err() {
                        prop_assert_eq!(&g, &before, "a refused action changed the game");
                    } else {
                        prop_assert!(g.redo_stack().is_empty());
                    }
                }
                Op::Undo => {
                    if g.undo().is_ok() {
                        prop_assert_eq!(g.log().len() + 1, before.log().len());
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
                Op::GiveWaiting(_) => unreachable!("rewritten above"),
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
            }
            check_hidden_information(&g)?;
        }
        // Replaying the log reproduces the state and the log exactly.
        let replayed = Game::replay(&g.actions()).unwrap();
        prop_assert_eq!(replayed.state(), g.state());
        prop_assert_eq!(replayed.log(), g.log());
        // Saves round-trip, redo stack included.
        let loaded = from_json(&to_json(&g)).unwrap();
        prop_assert_eq!(&loaded, &g);
        let reserialised: shturman_game::SaveFile = serde_json::from_str(&to_json(&g)).unwrap();
        prop_assert_eq!(reserialised, shturman_game::save::to_save(&g));
    }
}
