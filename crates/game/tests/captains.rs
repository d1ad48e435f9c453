//! Sealed captain cards, §6: one per ship, own ships only, the agreed
//! number; reveal by proof and every forgery refused; face down; fates on
//! sinking and boarding; taking off, giving again and moving after a
//! boarding under new seals; undone reveals kept; abilities only face up.

mod common;
use common::*;
use shturman_game::{
    Ability, Action, BoardingSide, CardId, CardPlace, Event, Game, Proof, Rule, RuleError, Salt,
    Seal, SinkCause,
};
use shturman_rules::Captain;
use uuid::Uuid;

fn refused(g: &mut Game, a: Action) -> RuleError {
    let before = g.clone();
    let e = g.apply(a).expect_err("must be refused");
    assert_eq!(*g, before, "a refused action changes nothing");
    e
}

fn place(g: &Game, owner: shturman_game::PlayerId, card: u8) -> CardPlace {
    g.state().card(owner, CardId(card)).expect("in play").place
}

fn reveal_action(ship: Uuid, captain: Captain, tags: &[&str]) -> Action {
    Action::RevealCaptain {
        ship,
        proof: proof(captain, tags),
    }
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
                seal: seal(RED_BRIG, Captain::Swift, "salt-0002"),
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
                seal: seal(BLUE_GALLEON, Captain::Swift, "salt-0003"),
            }
        ),
        RuleError::NotOwnShip {
            ship: BLUE_GALLEON,
            player: RED,
            owner: BLUE
        }
    );
    // A seal code read twice (here for another ship) is refused.
    assert_eq!(
        refused(
            &mut g,
            Action::AssignCaptain {
                player: RED,
                ship: RED_LINKOR,
                seal: seal(RED_BRIG, Captain::Target, "salt-0001"),
            }
        ),
        RuleError::SealInUse {
            owner: RED,
            card: CardId(0)
        }
    );
    // Blue may use the same captain on its own ship: identical sets.
    assign(&mut g, BLUE, BLUE_GALLEON, Captain::Target, "salt-0005");
    let card = g.state().card_on(RED_BRIG).unwrap();
    assert_eq!((card.owner, card.id, card.face_up), (RED, CardId(0), None));
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
                seal: seal(RED_LINKOR, Captain::Swift, "salt-0002"),
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
    fresh(&mut g);
    assert_eq!(
        refused(
            &mut g,
            Action::AssignCaptain {
                player: BLUE,
                ship: BLUE_GALLEON,
                seal: seal(BLUE_GALLEON, Captain::Swift, "salt-0003"),
            }
        ),
        RuleError::CaptainSetupClosed { round: 1 }
    );
}

/// §6 and convention 11: a reveal is the owner's proof, checked by the
/// table; a wrong captain, a wrong salt, a proof for another ship or for
/// another game never opens a seal.
#[test]
fn reveal_opens_the_seal_only_with_the_owners_proof() {
    let mut g = setup();
    assign(&mut g, RED, RED_BRIG, Captain::Target, "salt-0001");
    assign(&mut g, RED, RED_LINKOR, Captain::Swift, "salt-0002");
    let foreign = Seal::new(
        Uuid::from_u128(0xdead),
        BLUE_GALLEON,
        Captain::Rapid,
        &salt("x"),
    );
    apply(
        &mut g,
        Action::AssignCaptain {
            player: BLUE,
            ship: BLUE_GALLEON,
            seal: foreign,
        },
    );
    fresh(&mut g);
    let mismatch = RuleError::SealMismatch {
        ship: RED_BRIG,
        owner: RED,
        card: CardId(0),
        placement: 0,
    };
    // Wrong captain, wrong salt.
    assert_eq!(
        refused(
            &mut g,
            reveal_action(RED_BRIG, Captain::Swift, &["salt-0001"])
        ),
        mismatch
    );
    assert_eq!(
        refused(
            &mut g,
            reveal_action(RED_BRIG, Captain::Target, &["salt-0002"])
        ),
        mismatch
    );
    // The linkor's true proof, shown for the brig.
    assert_eq!(
        refused(
            &mut g,
            reveal_action(RED_BRIG, Captain::Swift, &["salt-0002"])
        ),
        mismatch
    );
    // One salt too many.
    assert_eq!(
        refused(
            &mut g,
            reveal_action(RED_BRIG, Captain::Target, &["salt-0001", "salt-0001"])
        ),
        RuleError::ProofIncomplete {
            ship: RED_BRIG,
            seals: 1,
            salts: 2
        }
    );
    // A card sealed for another game never opens in this one.
    assert!(matches!(
        refused(&mut g, reveal_action(BLUE_GALLEON, Captain::Rapid, &["x"])),
        RuleError::SealMismatch { placement: 0, .. }
    ));
    // The true proof opens it, and the event records what it opened.
    let e = g
        .apply(reveal_action(RED_BRIG, Captain::Target, &["salt-0001"]))
        .unwrap()
        .clone();
    assert_eq!(e.player, Some(RED));
    match &e.events[0] {
        Event::CaptainRevealed {
            ship,
            card,
            placements,
        } => {
            assert_eq!(*ship, RED_BRIG);
            assert_eq!(card.captain, Some(Captain::Target));
            assert_eq!(card.seal, seal(RED_BRIG, Captain::Target, "salt-0001"));
            assert_eq!(placements.len(), 1);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(g.state().face_up_captain(RED_BRIG), Some(Captain::Target));
    assert_eq!(
        refused(
            &mut g,
            reveal_action(RED_BRIG, Captain::Target, &["salt-0001"])
        ),
        RuleError::CaptainAlreadyFaceUp { ship: RED_BRIG }
    );
    assert_eq!(
        refused(&mut g, reveal_action(BLUE_FRIGATE, Captain::Swift, &["x"])),
        RuleError::NoCaptain { ship: BLUE_FRIGATE }
    );
}

#[test]
fn end_turn_turns_face_down_except_the_ships_kept() {
    let mut g = setup();
    assign(&mut g, RED, RED_BRIG, Captain::Target, "salt-0001");
    assign(&mut g, RED, RED_LINKOR, Captain::Swift, "salt-0002");
    fresh(&mut g);
    reveal(&mut g, RED_BRIG, Captain::Target, &["salt-0001"]);
    reveal(&mut g, RED_LINKOR, Captain::Swift, &["salt-0002"]);
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
    assert_eq!(g.state().face_up_captain(RED_BRIG), None);
    assert_eq!(g.state().face_up_captain(RED_LINKOR), Some(Captain::Swift));
    apply(&mut g, Action::HideCaptain { ship: RED_LINKOR });
    assert_eq!(
        refused(&mut g, Action::HideCaptain { ship: RED_LINKOR }),
        RuleError::CaptainAlreadyFaceDown { ship: RED_LINKOR }
    );
    // Face down, the table forgets which captain it was: the state holds
    // none, and the next reveal needs the proof again.
    assert!(g.state().cards().all(|c| c.face_up.is_none()));
    reveal(&mut g, RED_LINKOR, Captain::Swift, &["salt-0002"]);
}

/// Each player holds one card of each captain: a second card revealed as
/// a captain the table already saw on another card is refused.
#[test]
fn a_captain_seen_on_one_card_cannot_show_up_on_another() {
    let mut g = setup();
    assign(&mut g, RED, RED_BRIG, Captain::Target, "salt-0001");
    // A forged hand sealed Target twice.
    assign(&mut g, RED, RED_LINKOR, Captain::Target, "salt-0002");
    fresh(&mut g);
    reveal(&mut g, RED_BRIG, Captain::Target, &["salt-0001"]);
    apply(&mut g, Action::HideCaptain { ship: RED_BRIG });
    assert_eq!(
        refused(
            &mut g,
            reveal_action(RED_LINKOR, Captain::Target, &["salt-0002"])
        ),
        RuleError::DuplicateCaptain {
            ship: RED_LINKOR,
            owner: RED,
            captain: Captain::Target,
            other: CardId(0)
        }
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
    assert_eq!(place(&g, RED, 0), CardPlace::Dead);
    assert!(
        g.log()
            .last()
            .unwrap()
            .rules
            .contains(&Rule::CaptainLeavesWithShip)
    );
}

#[test]
fn captain_stays_in_port_when_sunk_by_enemies_in_own_port() {
    let mut g = setup();
    assign(&mut g, RED, RED_BRIG, Captain::Rapid, "salt-0001");
    assign(&mut g, RED, RED_LINKOR, Captain::Swift, "salt-0002");
    fresh(&mut g);
    reveal(&mut g, RED_BRIG, Captain::Rapid, &["salt-0001"]);
    let mut a = shot(BLUE_GALLEON, RED_BRIG, 1, true, Some(true));
    if let Action::Shot {
        shots, target_port, ..
    } = &mut a
    {
        *shots = 2;
        *target_port = Some(RED_PORT);
    }
    apply(&mut g, a);
    assert_eq!(place(&g, RED, 0), CardPlace::InPort { port: RED_PORT });
    // The table saw it: it waits there face up until its owner turns it.
    assert_eq!(
        g.state().card(RED, CardId(0)).unwrap().face_up,
        Some(Captain::Rapid)
    );
    // Sunk in its own port, but not by enemies: the captain is lost.
    apply(
        &mut g,
        Action::ShipSunk {
            ship: RED_LINKOR,
            cause: SinkCause::Other,
        },
    );
    assert_eq!(place(&g, RED, 1), CardPlace::Dead);
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
    assert_eq!(place(&g, RED, 0), CardPlace::Dead);
}

/// §5, «переместить капитана на захваченный корабль»: the loser's captain
/// dies; the winner's moves over under a new seal, in the same round, and
/// opens only with both salts.
#[test]
fn boarding_kills_the_losers_captain_and_the_winners_may_move() {
    let mut g = setup();
    assign(&mut g, RED, RED_BRIG, Captain::Berserk, "salt-0001");
    assign(&mut g, BLUE, BLUE_FRIGATE, Captain::Swift, "salt-0002");
    fresh(&mut g);
    let e = g
        .apply(Action::Boarding {
            attacker: RED_BRIG,
            defender: BLUE_FRIGATE,
            winner: BoardingSide::Attacker,
        })
        .unwrap()
        .clone();
    assert_eq!(place(&g, BLUE, 0), CardPlace::Dead);
    for r in [Rule::Boarding, Rule::CaptainDiesInBoarding] {
        assert!(e.rules.contains(&r), "{r:?}");
    }
    let move_to = |from, to, tag| Action::MoveCaptain {
        player: RED,
        from,
        to,
        seal: seal(to, Captain::Berserk, tag),
    };
    // Only from the ship that captured it.
    assert_eq!(
        refused(&mut g, move_to(RED_LINKOR, BLUE_FRIGATE, "salt-0003")),
        RuleError::NotCapturedBy {
            ship: BLUE_FRIGATE,
            by: RED_LINKOR
        }
    );
    let e = g
        .apply(move_to(RED_BRIG, BLUE_FRIGATE, "salt-0003"))
        .unwrap()
        .clone();
    assert!(e.rules.contains(&Rule::CaptainToCapturedShip));
    assert_eq!(place(&g, RED, 0), CardPlace::OnShip { ship: BLUE_FRIGATE });
    assert!(g.state().card_on(RED_BRIG).is_none());
    let card = g.state().card(RED, CardId(0)).unwrap();
    assert_eq!(
        card.seal(),
        seal(BLUE_FRIGATE, Captain::Berserk, "salt-0003")
    );
    assert_eq!(card.placements.len(), 2);
    // The new seal alone does not open it: the card's whole history does.
    assert_eq!(
        refused(
            &mut g,
            reveal_action(BLUE_FRIGATE, Captain::Berserk, &["salt-0003"])
        ),
        RuleError::ProofIncomplete {
            ship: BLUE_FRIGATE,
            seals: 2,
            salts: 1
        }
    );
    reveal(
        &mut g,
        BLUE_FRIGATE,
        Captain::Berserk,
        &["salt-0001", "salt-0003"],
    );
    // A move needs a captain on the winning ship, in the boarding's round.
    apply(
        &mut g,
        Action::Boarding {
            attacker: RED_LINKOR,
            defender: BLUE_GALLEON,
            winner: BoardingSide::Attacker,
        },
    );
    assert_eq!(
        refused(&mut g, move_to(RED_LINKOR, BLUE_GALLEON, "salt-0004")),
        RuleError::NoCaptain { ship: RED_LINKOR }
    );
    fresh(&mut g);
    assert_eq!(
        refused(&mut g, move_to(BLUE_FRIGATE, BLUE_GALLEON, "salt-0004")),
        RuleError::NotCapturedBy {
            ship: BLUE_GALLEON,
            by: BLUE_FRIGATE
        }
    );
}

#[test]
fn take_off_only_in_own_or_allied_port_and_give_back_there() {
    let mut g = setup();
    assign(&mut g, RED, RED_BRIG, Captain::Target, "salt-0001");
    assign(&mut g, BLUE, BLUE_GALLEON, Captain::Rapid, "salt-0002");
    fresh(&mut g);
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
    assert_eq!(place(&g, RED, 0), CardPlace::InPort { port: GREEN_PORT });
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
    let give = |card: u8, port, ship, tag| Action::GiveCaptain {
        player: RED,
        card: CardId(card),
        port,
        ship,
        seal: seal(ship, Captain::Target, tag),
    };
    assert_eq!(
        refused(&mut g, give(0, RED_PORT, RED_LINKOR, "salt-0003")),
        RuleError::CardNotInPort {
            player: RED,
            card: CardId(0),
            port: RED_PORT
        }
    );
    assert_eq!(
        refused(&mut g, give(1, GREEN_PORT, RED_LINKOR, "salt-0003")),
        RuleError::UnknownCard {
            player: RED,
            card: CardId(1)
        }
    );
    assert_eq!(
        refused(&mut g, give(0, GREEN_PORT, GREEN_BRIG, "salt-0003")),
        RuleError::NotOwnShip {
            ship: GREEN_BRIG,
            player: RED,
            owner: GREEN
        }
    );
    apply(&mut g, give(0, GREEN_PORT, RED_LINKOR, "salt-0003"));
    assert_eq!(place(&g, RED, 0), CardPlace::OnShip { ship: RED_LINKOR });
    reveal(
        &mut g,
        RED_LINKOR,
        Captain::Target,
        &["salt-0001", "salt-0003"],
    );
}

/// §6 and convention 11: a card cannot be swapped for another while it
/// waits in port. Red takes two cards off and gives card 0 back sealed as
/// the other captain: no proof opens it.
#[test]
fn a_swap_in_port_is_caught_at_the_reveal() {
    let mut g = setup();
    assign(&mut g, RED, RED_BRIG, Captain::Rapid, "salt-0001");
    assign(&mut g, RED, RED_LINKOR, Captain::Target, "salt-0002");
    fresh(&mut g);
    for ship in [RED_BRIG, RED_LINKOR] {
        apply(
            &mut g,
            Action::TakeCaptainOff {
                player: RED,
                ship,
                port: RED_PORT,
            },
        );
    }
    // Card 0 (Rapid) comes back sealed as Target.
    apply(
        &mut g,
        Action::GiveCaptain {
            player: RED,
            card: CardId(0),
            port: RED_PORT,
            ship: RED_BRIG,
            seal: seal(RED_BRIG, Captain::Target, "salt-0003"),
        },
    );
    let mismatch = |placement| RuleError::SealMismatch {
        ship: RED_BRIG,
        owner: RED,
        card: CardId(0),
        placement,
    };
    assert_eq!(
        refused(
            &mut g,
            reveal_action(RED_BRIG, Captain::Target, &["salt-0001", "salt-0003"])
        ),
        mismatch(0)
    );
    assert_eq!(
        refused(
            &mut g,
            reveal_action(RED_BRIG, Captain::Rapid, &["salt-0001", "salt-0003"])
        ),
        mismatch(1)
    );
    // Card 1's history does not open card 0 either.
    assert_eq!(
        refused(
            &mut g,
            reveal_action(RED_BRIG, Captain::Target, &["salt-0002", "salt-0003"])
        ),
        mismatch(0)
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
            card: CardId(0),
            port: RED_PORT,
            ship: RED_LINKOR,
            seal: seal(RED_LINKOR, Captain::Swift, "salt-0002"),
        },
    );
    let card = g.state().card_on(RED_LINKOR).unwrap();
    assert_eq!((card.owner, card.id), (RED, CardId(0)));
}

/// Undo never silently erases a reveal: the entry stays on record as
/// undone, in the save too, and leaves it again only when redone.
#[test]
fn undo_keeps_a_reveal_on_record() {
    let mut g = setup();
    assign(&mut g, RED, RED_BRIG, Captain::Target, "salt-0001");
    fresh(&mut g);
    reveal(&mut g, RED_BRIG, Captain::Target, &["salt-0001"]);
    let revealed = g.log().last().unwrap().clone();
    g.undo().unwrap();
    assert_eq!(g.state().face_up_captain(RED_BRIG), None);
    assert_eq!(g.undone(), std::slice::from_ref(&revealed));
    g.redo().unwrap();
    assert!(g.undone().is_empty(), "redone: it is in the log again");
    g.undo().unwrap();
    // A new action clears the redo stack; the record stays.
    fresh(&mut g);
    assert_eq!(g.undone(), std::slice::from_ref(&revealed));
    let loaded = shturman_game::save::from_json(&shturman_game::save::to_json(&g)).unwrap();
    assert_eq!(loaded, g);
    // A forged undone record does not load.
    let mut file = shturman_game::save::to_save(&g);
    if let Action::RevealCaptain { proof, .. } = &mut file.game.undone[0].action {
        proof.salts = vec![salt("salt-9999")];
    }
    assert_eq!(
        shturman_game::save::from_save(file),
        Err(shturman_game::LoadError::Invalid {
            reason: shturman_game::InvalidSave::UndoneNotAReveal { index: 0 }
        })
    );
}

/// §6: an ability is used by revealing the card. Every rule input that
/// depends on a captain comes from a face-up card only.
#[test]
fn abilities_need_a_face_up_card() {
    let mut g = setup();
    assign(&mut g, RED, RED_BRIG, Captain::Rapid, "salt-0001");
    assign(&mut g, BLUE, BLUE_GALLEON, Captain::Swift, "salt-0002");
    assign(&mut g, RED, RED_LINKOR, Captain::Target, "salt-0003");
    assign(&mut g, BLUE, BLUE_FRIGATE, Captain::Berserk, "salt-0004");
    fresh(&mut g);
    let s = g.state();
    for (ship, ability) in [
        (RED_BRIG, Ability::RapidRange),
        (BLUE_GALLEON, Ability::SwiftInitiative),
        (RED_LINKOR, Ability::TargetFace),
        (BLUE_FRIGATE, Ability::BerserkPoint),
    ] {
        assert_eq!(
            s.use_ability(ship, ability),
            Err(RuleError::CaptainNotFaceUp { ship })
        );
        assert_eq!(s.face_up_captain(ship), None);
    }
    assert!(!s.vessel(RED_BRIG).unwrap().rapid());
    assert_eq!(s.combatant(BLUE_GALLEON).unwrap().captain, None);
    assert_eq!(s.shooter(RED_LINKOR).unwrap().captain, None);
    let plain = s.boarding_points(BLUE_FRIGATE).unwrap();
    assert_eq!(
        s.use_ability(GREEN_BRIG, Ability::RapidRange),
        Err(RuleError::NoCaptain { ship: GREEN_BRIG })
    );
    reveal(&mut g, RED_BRIG, Captain::Rapid, &["salt-0001"]);
    reveal(&mut g, BLUE_GALLEON, Captain::Swift, &["salt-0002"]);
    reveal(&mut g, RED_LINKOR, Captain::Target, &["salt-0003"]);
    reveal(&mut g, BLUE_FRIGATE, Captain::Berserk, &["salt-0004"]);
    let s = g.state();
    assert!(s.vessel(RED_BRIG).unwrap().rapid());
    assert_eq!(
        s.combatant(BLUE_GALLEON).unwrap().captain,
        Some(Captain::Swift)
    );
    assert_eq!(
        s.shooter(RED_LINKOR).unwrap().captain,
        Some(Captain::Target)
    );
    assert_eq!(s.boarding_points(BLUE_FRIGATE).unwrap(), plain + 1);
    assert_eq!(s.use_ability(RED_BRIG, Ability::RapidRange), Ok(()));
    assert_eq!(
        s.use_ability(RED_BRIG, Ability::TargetFace),
        Err(RuleError::OtherCaptainFaceUp {
            ship: RED_BRIG,
            claimed: Captain::Target,
            shown: Captain::Rapid
        })
    );
}

#[test]
fn proofs_and_seals_serialise_as_hex() {
    let p = Proof {
        captain: Captain::Swift,
        salts: vec![Salt::from_bytes([0xab; 16])],
    };
    let json = serde_json::to_string(&p).unwrap();
    assert_eq!(
        json,
        r#"{"captain":"swift","salts":["abababababababababababababababab"]}"#
    );
    let s = seal(RED_BRIG, Captain::Swift, "a");
    assert_eq!(
        serde_json::to_string(&s).unwrap(),
        format!("\"{}\"", s.to_hex())
    );
}

/// `n` links of a chain root of 20 bytes made from `tag`.
fn chained(tag: u8, n: u32) -> Salt {
    let root = Salt::from_slice(&[tag; shturman_game::seal::CHAIN_SALT_BYTES]).unwrap();
    (0..n).fold(root, |x, _| shturman_game::seal::link(&x))
}

fn chained_reveal(ship: Uuid, captain: Captain, salt: Salt) -> Action {
    Action::RevealCaptain {
        ship,
        proof: Proof {
            captain,
            salts: vec![salt],
        },
    }
}

/// Issue 46 #12: a reveal replayed from the log (the audit typed it on the
/// owner's gate) was flagged on the log and still applied. §6: «После
/// завершения своего хода, игрок использовавший карту капитана,
/// переворачивает ее обратно лицевой стороной вниз, до следующего
/// использования» — only the owner turns it up again. A chained seal's
/// later reveals show fresh links; a proof the table saw is refused.
#[test]
fn a_reveal_whose_proof_the_table_saw_is_refused_and_a_fresh_link_opens() {
    let mut g = setup();
    let end = chained(7, 256);
    apply(
        &mut g,
        Action::AssignCaptain {
            player: RED,
            ship: RED_BRIG,
            seal: Seal::new(GAME, RED_BRIG, Captain::Target, &end),
        },
    );
    fresh(&mut g);
    let first = chained_reveal(RED_BRIG, Captain::Target, end.clone());
    apply(&mut g, first.clone());
    let end_turn = Action::EndTurn {
        player: RED,
        keep_face_up: vec![],
    };
    apply(&mut g, end_turn.clone());
    // the proof from the log, typed again: refused, nothing changes
    let replayed = RuleError::ProofReplayed {
        ship: RED_BRIG,
        owner: RED,
        card: CardId(0),
    };
    assert_eq!(refused(&mut g, first.clone()), replayed);
    // a link that is not of this chain: a mismatch
    assert!(matches!(
        refused(
            &mut g,
            chained_reveal(RED_BRIG, Captain::Target, chained(8, 255))
        ),
        RuleError::SealMismatch { .. }
    ));
    // the owner's next link opens it, and claims no other captain
    assert!(matches!(
        refused(
            &mut g,
            chained_reveal(RED_BRIG, Captain::Swift, chained(7, 255))
        ),
        RuleError::SealMismatch { .. }
    ));
    apply(
        &mut g,
        chained_reveal(RED_BRIG, Captain::Target, chained(7, 255)),
    );
    assert!(g.state().card_on(RED_BRIG).unwrap().is_face_up());
    apply(&mut g, end_turn.clone());
    // neither proof shown so far opens it again
    assert_eq!(refused(&mut g, first), replayed);
    assert_eq!(
        refused(
            &mut g,
            chained_reveal(RED_BRIG, Captain::Target, chained(7, 255))
        ),
        replayed
    );
    // a reveal code never carried to the table: a link skipped is fine
    apply(
        &mut g,
        chained_reveal(RED_BRIG, Captain::Target, chained(7, 252)),
    );
    // and the whole game reads back through a save
    let loaded =
        shturman_game::save::from_json(&shturman_game::save::to_json(&g)).expect("it loads");
    assert_eq!(loaded.state(), g.state());
}

/// A seal of an older hand (a 16-byte salt, no chain) keeps the rule it
/// was made under: its owner's second reveal repeats the first proof, so
/// games saved before chains still load and play (the log marks it).
#[test]
fn an_older_unchained_seal_still_opens_again_with_its_proof() {
    let mut g = setup();
    assign(&mut g, RED, RED_BRIG, Captain::Target, "salt-0001");
    fresh(&mut g);
    reveal(&mut g, RED_BRIG, Captain::Target, &["salt-0001"]);
    apply(
        &mut g,
        Action::EndTurn {
            player: RED,
            keep_face_up: vec![],
        },
    );
    reveal(&mut g, RED_BRIG, Captain::Target, &["salt-0001"]);
}
