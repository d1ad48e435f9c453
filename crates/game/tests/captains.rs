//! Captain cards, §6: one per ship, own ships only, the agreed number,
//! reveal / face down, fates on sinking and boarding, taking off and giving
//! in ports, and the commitments.

mod common;
use common::*;
use shturman_game::{
    Action, BoardingSide, CardPlace, Commitment, CommitmentCheck, Event, Game, Rule, RuleError,
    SinkCause,
};
use shturman_rules::Captain;

fn refused(g: &mut Game, a: Action) -> RuleError {
    let before = g.clone();
    let e = g.apply(a).expect_err("must be refused");
    assert_eq!(*g, before, "a refused action changes nothing");
    e
}

fn place(g: &Game, owner: shturman_game::PlayerId, c: Captain) -> CardPlace {
    g.state().card(owner, c).expect("in play").place
}

#[test]
fn one_captain_per_ship_on_own_ships_only() {
    let mut g = setup();
    assign(&mut g, RED, RED_BRIG, Captain::Target, "salt-0001");
    assert_eq!(
        refused(
            &mut g,
            Action::AssignCaptain {
                player: RED,
                ship: RED_BRIG,
                captain: Captain::Swift,
                salt: "salt-0002".into()
            }
        ),
        RuleError::ShipHasCaptain { ship: RED_BRIG }
    );
    assert_eq!(
        refused(
            &mut g,
            Action::AssignCaptain {
                player: RED,
                ship: BLUE_GALLEON,
                captain: Captain::Swift,
                salt: "salt-0003".into()
            }
        ),
        RuleError::NotOwnShip {
            ship: BLUE_GALLEON,
            player: RED,
            owner: BLUE
        }
    );
    assert_eq!(
        refused(
            &mut g,
            Action::AssignCaptain {
                player: RED,
                ship: RED_LINKOR,
                captain: Captain::Target,
                salt: "salt-0004".into()
            }
        ),
        RuleError::CaptainAlreadyInPlay {
            player: RED,
            captain: Captain::Target
        }
    );
    assert_eq!(
        refused(
            &mut g,
            Action::AssignCaptain {
                player: RED,
                ship: RED_LINKOR,
                captain: Captain::Swift,
                salt: "short".into()
            }
        ),
        RuleError::SaltTooShort { len: 5, min: 8 }
    );
    // Blue may use the same captain on its own ship: identical sets.
    assign(&mut g, BLUE, BLUE_GALLEON, Captain::Target, "salt-0005");
}

#[test]
fn the_agreed_number_is_enforced_and_closes_with_round_one() {
    let mut g = setup();
    apply(
        &mut g,
        Action::SetCaptainCount {
            player: RED,
            count: 1,
        },
    );
    assign(&mut g, RED, RED_BRIG, Captain::Rapid, "salt-0001");
    assert_eq!(
        refused(
            &mut g,
            Action::AssignCaptain {
                player: RED,
                ship: RED_LINKOR,
                captain: Captain::Swift,
                salt: "salt-0002".into()
            }
        ),
        RuleError::TooManyCaptains {
            player: RED,
            agreed: 1
        }
    );
    assert_eq!(
        refused(
            &mut g,
            Action::SetCaptainCount {
                player: RED,
                count: 0
            }
        ),
        RuleError::CaptainCountBelowInPlay {
            player: RED,
            count: 0,
            in_play: 1
        }
    );
    assert_eq!(
        refused(
            &mut g,
            Action::SetCaptainCount {
                player: RED,
                count: 5
            }
        ),
        RuleError::CaptainCountOutOfRange {
            player: RED,
            count: 5,
            max: 4
        }
    );
    fresh(&mut g);
    assert_eq!(
        refused(
            &mut g,
            Action::AssignCaptain {
                player: BLUE,
                ship: BLUE_GALLEON,
                captain: Captain::Swift,
                salt: "salt-0003".into()
            }
        ),
        RuleError::CaptainSetupClosed { round: 1 }
    );
}

#[test]
fn reveal_checks_the_commitment_and_end_turn_turns_face_down() {
    let mut g = setup();
    assign(&mut g, RED, RED_BRIG, Captain::Target, "salt-0001");
    assign(&mut g, RED, RED_LINKOR, Captain::Swift, "salt-0002");
    let expected = Commitment::new(RED_BRIG, Captain::Target, "salt-0001");
    assert_eq!(
        g.state().card(RED, Captain::Target).unwrap().commitment,
        expected
    );
    fresh(&mut g);
    let e = g
        .apply(Action::RevealCaptain { ship: RED_BRIG })
        .unwrap()
        .clone();
    assert_eq!(e.player, Some(RED));
    match &e.events[0] {
        Event::CaptainRevealed { ship, card, check } => {
            assert_eq!(*ship, RED_BRIG);
            assert_eq!(*check, CommitmentCheck::Match);
            assert_eq!(card.captain, Some(Captain::Target));
            assert_eq!(card.short, expected.short());
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(
        refused(&mut g, Action::RevealCaptain { ship: RED_BRIG }),
        RuleError::CaptainAlreadyFaceUp { ship: RED_BRIG }
    );
    apply(&mut g, Action::RevealCaptain { ship: RED_LINKOR });
    // Red leaves the linkor's Swift face up; the brig's Target goes down.
    assert_eq!(
        refused(
            &mut g,
            Action::EndTurn {
                player: RED,
                keep_face_up: vec![BLUE_GALLEON]
            }
        ),
        RuleError::NotOwnShip {
            ship: BLUE_GALLEON,
            player: RED,
            owner: BLUE
        }
    );
    let e = g
        .apply(Action::EndTurn {
            player: RED,
            keep_face_up: vec![RED_LINKOR],
        })
        .unwrap()
        .clone();
    assert!(e.rules.contains(&Rule::CaptainFaceDown));
    assert!(!g.state().card(RED, Captain::Target).unwrap().face_up);
    assert!(g.state().card(RED, Captain::Swift).unwrap().face_up);
    apply(&mut g, Action::HideCaptain { ship: RED_LINKOR });
    assert_eq!(
        refused(&mut g, Action::HideCaptain { ship: RED_LINKOR }),
        RuleError::CaptainAlreadyFaceDown { ship: RED_LINKOR }
    );
    assert_eq!(
        refused(&mut g, Action::RevealCaptain { ship: BLUE_GALLEON }),
        RuleError::NoCaptain { ship: BLUE_GALLEON }
    );
}

#[test]
fn captain_leaves_with_a_ship_sunk_outside_its_own_port() {
    let mut g = setup();
    assign(&mut g, RED, RED_BRIG, Captain::Rapid, "salt-0001");
    fresh(&mut g);
    apply(
        &mut g,
        Action::SetHullDamage {
            ship: RED_BRIG,
            damage: 1,
        },
    );
    let mut a = shot(BLUE_GALLEON, RED_BRIG, 2, true, None);
    if let Action::Shot { target_port, .. } = &mut a {
        *target_port = Some(BLUE_PORT); // sunk in an enemy port
    }
    apply(&mut g, a);
    assert!(!g.state().ship(RED_BRIG).unwrap().is_afloat());
    assert_eq!(place(&g, RED, Captain::Rapid), CardPlace::Dead);
    assert!(g
        .log()
        .last()
        .unwrap()
        .rules
        .contains(&Rule::CaptainLeavesWithShip));
}

#[test]
fn captain_stays_in_port_when_sunk_by_enemies_in_own_port() {
    let mut g = setup();
    assign(&mut g, RED, RED_BRIG, Captain::Rapid, "salt-0001");
    assign(&mut g, RED, RED_LINKOR, Captain::Swift, "salt-0002");
    fresh(&mut g);
    let mut a = shot(BLUE_GALLEON, RED_BRIG, 1, true, Some(true));
    if let Action::Shot {
        shots, target_port, ..
    } = &mut a
    {
        *shots = 2;
        *target_port = Some(RED_PORT);
    }
    apply(&mut g, a);
    assert_eq!(
        place(&g, RED, Captain::Rapid),
        CardPlace::InPort { port: RED_PORT }
    );
    // Sunk in its own port, but not by enemies: the captain is lost.
    apply(
        &mut g,
        Action::ShipSunk {
            ship: RED_LINKOR,
            cause: SinkCause::Other,
        },
    );
    assert_eq!(place(&g, RED, Captain::Swift), CardPlace::Dead);
    // An ally's port does not save a captain either (only the own port).
    let mut g = setup();
    assign(&mut g, RED, RED_BRIG, Captain::Rapid, "salt-0001");
    apply(
        &mut g,
        Action::ShipSunk {
            ship: RED_BRIG,
            cause: SinkCause::EnemyFire {
                port: Some(GREEN_PORT),
            },
        },
    );
    assert_eq!(place(&g, RED, Captain::Rapid), CardPlace::Dead);
}

#[test]
fn boarding_kills_the_losers_captain_and_may_move_the_winners() {
    let mut g = setup();
    assign(&mut g, RED, RED_BRIG, Captain::Berserk, "salt-0001");
    assign(&mut g, BLUE, BLUE_FRIGATE, Captain::Swift, "salt-0002");
    fresh(&mut g);
    let e = g
        .apply(Action::Boarding {
            attacker: RED_BRIG,
            defender: BLUE_FRIGATE,
            winner: BoardingSide::Attacker,
            move_captain_salt: Some("salt-0003".into()),
        })
        .unwrap()
        .clone();
    assert_eq!(place(&g, BLUE, Captain::Swift), CardPlace::Dead);
    assert_eq!(
        place(&g, RED, Captain::Berserk),
        CardPlace::OnShip { ship: BLUE_FRIGATE }
    );
    assert_eq!(g.state().captain_on(RED_BRIG), None);
    assert_eq!(
        g.state().card(RED, Captain::Berserk).unwrap().commitment,
        Commitment::new(BLUE_FRIGATE, Captain::Berserk, "salt-0003")
    );
    for r in [
        Rule::Boarding,
        Rule::CaptainDiesInBoarding,
        Rule::CaptainToCapturedShip,
    ] {
        assert!(e.rules.contains(&r), "{r:?}");
    }
    // Moving a captain needs one on the winning ship.
    assert_eq!(
        refused(
            &mut g,
            Action::Boarding {
                attacker: RED_BRIG,
                defender: BLUE_GALLEON,
                winner: BoardingSide::Attacker,
                move_captain_salt: Some("salt-0004".into())
            }
        ),
        RuleError::NoCaptain { ship: RED_BRIG }
    );
}

#[test]
fn take_off_only_in_own_or_allied_port_and_give_back_there() {
    let mut g = setup();
    assign(&mut g, RED, RED_BRIG, Captain::Target, "salt-0001");
    assign(&mut g, BLUE, BLUE_GALLEON, Captain::Rapid, "salt-0002");
    fresh(&mut g);
    // An enemy's captain cannot be taken off in your port.
    assert_eq!(
        refused(
            &mut g,
            Action::TakeCaptainOff {
                player: BLUE,
                ship: BLUE_GALLEON,
                port: RED_PORT
            }
        ),
        RuleError::PortNotFriendly {
            port: RED_PORT,
            player: BLUE
        }
    );
    // Nor can you take an enemy's captain off its ship.
    assert_eq!(
        refused(
            &mut g,
            Action::TakeCaptainOff {
                player: RED,
                ship: BLUE_GALLEON,
                port: RED_PORT
            }
        ),
        RuleError::NotOwnShip {
            ship: BLUE_GALLEON,
            player: RED,
            owner: BLUE
        }
    );
    // In an ally's port it works.
    apply(
        &mut g,
        Action::TakeCaptainOff {
            player: RED,
            ship: RED_BRIG,
            port: GREEN_PORT,
        },
    );
    assert_eq!(
        place(&g, RED, Captain::Target),
        CardPlace::InPort { port: GREEN_PORT }
    );
    assert_eq!(
        refused(
            &mut g,
            Action::TakeCaptainOff {
                player: RED,
                ship: RED_BRIG,
                port: RED_PORT
            }
        ),
        RuleError::NoCaptain { ship: RED_BRIG }
    );
    // It may be given only in that port, and only to its owner's ships.
    assert_eq!(
        refused(
            &mut g,
            Action::GiveCaptain {
                player: RED,
                ship: RED_LINKOR,
                port: RED_PORT,
                captain: Captain::Target,
                salt: "salt-0003".into()
            }
        ),
        RuleError::CaptainNotInPort {
            player: RED,
            captain: Captain::Target,
            port: RED_PORT
        }
    );
    assert_eq!(
        refused(
            &mut g,
            Action::GiveCaptain {
                player: RED,
                ship: GREEN_BRIG,
                port: GREEN_PORT,
                captain: Captain::Target,
                salt: "salt-0003".into()
            }
        ),
        RuleError::NotOwnShip {
            ship: GREEN_BRIG,
            player: RED,
            owner: GREEN
        }
    );
    apply(
        &mut g,
        Action::GiveCaptain {
            player: RED,
            ship: RED_LINKOR,
            port: GREEN_PORT,
            captain: Captain::Target,
            salt: "salt-0003".into(),
        },
    );
    assert_eq!(
        place(&g, RED, Captain::Target),
        CardPlace::OnShip { ship: RED_LINKOR }
    );
    // The new placement has a new commitment, and reveal checks it.
    let e = g
        .apply(Action::RevealCaptain { ship: RED_LINKOR })
        .unwrap()
        .clone();
    assert!(matches!(
        e.events[0],
        Event::CaptainRevealed {
            check: CommitmentCheck::Match,
            ..
        }
    ));
    assert_eq!(
        g.state().card(RED, Captain::Target).unwrap().commitment,
        Commitment::new(RED_LINKOR, Captain::Target, "salt-0003")
    );
}

#[test]
fn a_captain_saved_in_port_can_be_given_to_another_ship() {
    let mut g = setup();
    assign(&mut g, RED, RED_BRIG, Captain::Swift, "salt-0001");
    fresh(&mut g);
    apply(
        &mut g,
        Action::ShipSunk {
            ship: RED_BRIG,
            cause: SinkCause::EnemyFire {
                port: Some(RED_PORT),
            },
        },
    );
    apply(
        &mut g,
        Action::GiveCaptain {
            player: RED,
            ship: RED_LINKOR,
            port: RED_PORT,
            captain: Captain::Swift,
            salt: "salt-0002".into(),
        },
    );
    assert_eq!(
        g.state().captain_on(RED_LINKOR),
        Some((RED, Captain::Swift))
    );
}
