//! A hand on a shared phone: its actions, checked by the game's own rules,
//! applied to the table; the hand kept in step with the table by syncing
//! (placements, reveals, port moves, a boarding move, a sinking, undo).

mod common;
use common::*;
use shturman_game::{Action, BoardingSide, CardId, Game, PlayerId, RuleError, SinkCause, Weather};
use shturman_hand::{Hand, HandError, HandPlace, PlayerBrief};
use shturman_rules::Captain;

fn brief(g: &Game, p: PlayerId) -> PlayerBrief {
    PlayerBrief::of(g, p).unwrap()
}

fn round(g: &mut Game) {
    apply(
        g,
        Action::StartRound {
            weather: Weather::Calm,
        },
    );
}

#[test]
fn a_game_played_with_hands_from_placement_to_sinking() {
    let mut g = setup();
    let mut r = rng(1);
    let mut anna = Hand::new(GAME, ANNA);
    let mut boris = Hand::new(GAME, BORIS);
    let a = anna
        .assign(&brief(&g, ANNA), Captain::Berserk, NADEZHDA, &mut r)
        .unwrap();
    // The action carries the seal only.
    assert!(matches!(a, Action::AssignCaptain { ship: NADEZHDA, .. }));
    assert!(!serde_json::to_string(&a).unwrap().contains("berserk"));
    assert!(anna.card(Captain::Berserk).pending.is_some());
    apply(&mut g, a);
    let report = anna.sync(&brief(&g, ANNA)).unwrap();
    assert_eq!(report.placed, vec![Captain::Berserk]);
    let berserk = anna.card(Captain::Berserk);
    assert_eq!(berserk.place, HandPlace::OnShip { ship: NADEZHDA });
    assert_eq!(berserk.card, Some(CardId(0)));
    assert!(berserk.pending.is_none());
    let a = anna
        .assign(&brief(&g, ANNA), Captain::Target, AZOV, &mut r)
        .unwrap();
    apply(&mut g, a);
    let a = boris
        .assign(&brief(&g, BORIS), Captain::Swift, ARROW, &mut r)
        .unwrap();
    apply(&mut g, a);
    round(&mut g);
    anna.sync(&brief(&g, ANNA)).unwrap();
    assert_eq!(anna.card(Captain::Rapid).place, HandPlace::SetAside);
    // Reveal: the table checks the proof.
    let a = anna.reveal(&brief(&g, ANNA), NADEZHDA).unwrap();
    apply(&mut g, a);
    assert_eq!(g.state().face_up_captain(NADEZHDA), Some(Captain::Berserk));
    anna.sync(&brief(&g, ANNA)).unwrap();
    assert!(anna.card(Captain::Berserk).face_up);
    // Boarding won by the Nadezhda: Boris's Swift dies, Berserk moves over.
    apply(
        &mut g,
        Action::Boarding {
            attacker: NADEZHDA,
            defender: ARROW,
            winner: BoardingSide::Attacker,
        },
    );
    let report = boris.sync(&brief(&g, BORIS)).unwrap();
    assert_eq!(report.died, vec![Captain::Swift]);
    assert_eq!(boris.card(Captain::Swift).place, HandPlace::Dead);
    let a = anna
        .move_after_boarding(&brief(&g, ANNA), NADEZHDA, ARROW, &mut r)
        .unwrap();
    apply(&mut g, a);
    anna.sync(&brief(&g, ANNA)).unwrap();
    assert_eq!(
        anna.card(Captain::Berserk).place,
        HandPlace::OnShip { ship: ARROW }
    );
    // Port: the Target goes ashore at Tortuga, then onto the Nadezhda,
    // which entered the port.
    let a = anna.take_off(&brief(&g, ANNA), AZOV, TORTUGA).unwrap();
    apply(&mut g, a);
    anna.sync(&brief(&g, ANNA)).unwrap();
    assert_eq!(
        anna.card(Captain::Target).place,
        HandPlace::InPort { port: TORTUGA }
    );
    let a = anna
        .give(&brief(&g, ANNA), Captain::Target, TORTUGA, NADEZHDA, &mut r)
        .unwrap();
    apply(&mut g, a);
    // Two seals now: the reveal carries both salts, and the table opens it.
    let a = anna.reveal(&brief(&g, ANNA), NADEZHDA).unwrap();
    match &a {
        Action::RevealCaptain { proof, .. } => assert_eq!(proof.salts.len(), 2),
        other => panic!("{other:?}"),
    }
    apply(&mut g, a);
    // Sunk outside its owner's port: dead in the hand at the next sync.
    apply(
        &mut g,
        Action::ShipSunk {
            ship: NADEZHDA,
            cause: SinkCause::EnemyFire { port: None },
        },
    );
    let report = anna.sync(&brief(&g, ANNA)).unwrap();
    assert_eq!(report.died, vec![Captain::Target]);
    assert_eq!(
        anna.cards.iter().map(|c| c.place).collect::<Vec<_>>(),
        vec![
            HandPlace::SetAside,
            HandPlace::SetAside,
            HandPlace::Dead,
            HandPlace::OnShip { ship: ARROW }
        ]
    );
}

#[test]
fn the_hand_refuses_what_the_rules_refuse() {
    let mut g = setup();
    let mut r = rng(2);
    let mut anna = Hand::new(GAME, ANNA);
    let b = brief(&g, ANNA);
    let refused = |e: HandError| match e {
        HandError::Refused { rule } => rule,
        other => panic!("{other:?}"),
    };
    assert_eq!(
        refused(
            anna.assign(&b, Captain::Rapid, SAN_JOSE, &mut r)
                .unwrap_err()
        ),
        RuleError::UnknownShip { ship: SAN_JOSE },
        "own ships only: the brief has no other"
    );
    assert_eq!(
        refused(anna.assign(&b, Captain::Rapid, FORT, &mut r).unwrap_err()),
        RuleError::UnknownShip { ship: FORT },
        "forts are not in the brief [A-17]"
    );
    let a = anna.assign(&b, Captain::Rapid, NADEZHDA, &mut r).unwrap();
    apply(&mut g, a);
    let b = brief(&g, ANNA);
    assert_eq!(
        anna.assign(&b, Captain::Rapid, AZOV, &mut r),
        Err(HandError::CaptainInPlay {
            captain: Captain::Rapid
        })
    );
    assert_eq!(
        refused(
            anna.assign(&b, Captain::Swift, NADEZHDA, &mut r)
                .unwrap_err()
        ),
        RuleError::ShipHasCaptain { ship: NADEZHDA }
    );
    apply(
        &mut g,
        Action::SetCaptainCount {
            player: ANNA,
            count: 1,
        },
    );
    assert_eq!(
        refused(
            anna.assign(&brief(&g, ANNA), Captain::Swift, AZOV, &mut r)
                .unwrap_err()
        ),
        RuleError::TooManyCaptains {
            player: ANNA,
            agreed: 1
        }
    );
    round(&mut g);
    let b = brief(&g, ANNA);
    assert_eq!(
        refused(anna.assign(&b, Captain::Swift, AZOV, &mut r).unwrap_err()),
        RuleError::CaptainSetupClosed { round: 1 }
    );
    assert_eq!(
        refused(anna.take_off(&b, NADEZHDA, PORT_ROYAL).unwrap_err()),
        RuleError::UnknownPort { port: PORT_ROYAL },
        "an enemy's port is not among the brief's"
    );
    assert_eq!(
        refused(
            anna.give(&b, Captain::Rapid, TORTUGA, AZOV, &mut r)
                .unwrap_err()
        ),
        RuleError::CardNotInPort {
            player: ANNA,
            card: CardId(0),
            port: TORTUGA
        }
    );
    assert_eq!(
        anna.give(&b, Captain::Swift, TORTUGA, AZOV, &mut r),
        Err(HandError::CaptainNotInPlay {
            captain: Captain::Swift
        })
    );
    assert_eq!(
        anna.reveal(&b, AZOV),
        Err(HandError::NoOwnCardOn { ship: AZOV })
    );
    // A refused action leaves no secret behind.
    assert_eq!(anna.book.len(), 1);
    // Another game's or another player's brief is refused.
    assert!(matches!(
        anna.sync(&brief(&g, BORIS)),
        Err(HandError::OtherPlayer { .. })
    ));
    let mut other = Hand::new(uuid::Uuid::from_u128(5), ANNA);
    assert!(matches!(other.sync(&b), Err(HandError::OtherGame { .. })));
}

/// The hand follows the table's undo and redo: its book only grows, and
/// the places are read from the table.
#[test]
fn the_hand_follows_undo_and_redo() {
    let mut g = setup();
    let mut r = rng(3);
    let mut anna = Hand::new(GAME, ANNA);
    let a = anna
        .assign(&brief(&g, ANNA), Captain::Swift, AZOV, &mut r)
        .unwrap();
    apply(&mut g, a.clone());
    anna.sync(&brief(&g, ANNA)).unwrap();
    g.undo().unwrap();
    anna.sync(&brief(&g, ANNA)).unwrap();
    assert_eq!(anna.card(Captain::Swift).place, HandPlace::InHand);
    assert_eq!(anna.card(Captain::Swift).card, None);
    g.redo().unwrap();
    let report = anna.sync(&brief(&g, ANNA)).unwrap();
    assert_eq!(report.placed, vec![Captain::Swift]);
    round(&mut g);
    let reveal = anna.reveal(&brief(&g, ANNA), AZOV).unwrap();
    apply(&mut g, reveal);
    g.undo().unwrap();
    anna.sync(&brief(&g, ANNA)).unwrap();
    assert!(!anna.card(Captain::Swift).face_up);
    assert_eq!(g.undone().len(), 1, "the table keeps the undone reveal");
}

/// A hand that never saw a card (lost, or on another phone) says so
/// rather than guessing.
#[test]
fn a_card_the_hand_never_sealed_is_reported_unknown() {
    let mut g = setup();
    let mut r = rng(4);
    let mut phone_a = Hand::new(GAME, ANNA);
    let a = phone_a
        .assign(&brief(&g, ANNA), Captain::Rapid, NADEZHDA, &mut r)
        .unwrap();
    apply(&mut g, a);
    let mut fresh = Hand::new(GAME, ANNA);
    let report = fresh.sync(&brief(&g, ANNA)).unwrap();
    assert_eq!(report.unknown, vec![CardId(0)]);
    round(&mut g);
    assert_eq!(
        fresh.reveal(&brief(&g, ANNA), NADEZHDA),
        Err(HandError::UnknownCard { card: CardId(0) })
    );
}

#[test]
fn two_copies_of_a_hand_merge_into_one_that_keeps_both_placements() {
    let g = setup();
    let mut r = rng(7);
    let b = brief(&g, ANNA);
    // one stored hand, opened in two windows
    let mut one = Hand::new(GAME, ANNA);
    one.sync(&b).unwrap();
    let mut two = one.clone();
    let a1 = one.assign(&b, Captain::Berserk, NADEZHDA, &mut r).unwrap();
    let a2 = two.assign(&b, Captain::Swift, AZOV, &mut r).unwrap();
    assert!(two.merge(&one), "the other window's placement is new here");
    two.sync(&b).unwrap();
    assert_eq!(two.book.len(), 2);
    assert_eq!(two.card(Captain::Berserk).pending, Some(a1.clone()));
    assert_eq!(two.card(Captain::Swift).pending, Some(a2.clone()));
    // merging again, or the other way round and back, adds nothing twice
    assert!(!two.merge(&one));
    assert!(one.merge(&two));
    assert!(!one.merge(&two));
    assert_eq!(one.book.len(), 2);
    // a hand of another player is never merged in
    let mut boris = Hand::new(GAME, BORIS);
    assert!(!boris.merge(&two));
    assert!(boris.book.is_empty());
    // both seals reach the table and the merged hand knows both captains
    let mut g = g;
    apply(&mut g, a1);
    apply(&mut g, a2);
    let report = two.sync(&brief(&g, ANNA)).unwrap();
    assert_eq!(report.placed.len(), 2);
    assert!(report.unknown.is_empty());
}
