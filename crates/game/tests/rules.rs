//! Rules of rounds, movement memory, fire (§4.5, [A-6]), corrections and
//! boarding (§5, [A-7]), and bad input refused without change.

mod common;
use common::*;
use shturman_game::{
    Action, Aim, BoardingSide, Event, Game, Rule, RuleError, SalvoPart, ShipStatus, SinkCause,
};
use shturman_rules::{Heading, ShipClass};

/// The events of the log's last entry.
fn last_events(g: &Game) -> &[Event] {
    &g.log().last().expect("an entry").events
}

fn refused(g: &mut Game, a: Action) -> RuleError {
    let before = g.clone();
    let e = g.apply(a).expect_err("must be refused");
    assert_eq!(*g, before, "a refused action changes nothing");
    e
}

#[test]
fn fire_needs_a_round() {
    let mut g = setup();
    assert_eq!(
        refused(&mut g, shot(RED_BRIG, BLUE_GALLEON, 1, true, None)),
        RuleError::NoRound
    );
}

#[test]
fn hull_hit_deals_one_damage_and_uses_the_shot() {
    let mut g = setup();
    fresh(&mut g);
    let e = g
        .apply(shot(RED_LINKOR, BLUE_GALLEON, 1, true, None))
        .unwrap()
        .clone();
    let s = g.state().ship(BLUE_GALLEON).unwrap();
    assert_eq!(s.hull, 1);
    assert_eq!(g.state().ship(RED_LINKOR).unwrap().shots_left(), 2);
    assert!(e.rules.contains(&Rule::HullHit));
    assert!(!e.rules.contains(&Rule::Salvo));
    assert_eq!(e.player, Some(RED));
}

#[test]
fn shots_beyond_remaining_are_refused_and_reset_next_round() {
    let mut g = setup();
    fresh(&mut g);
    apply(&mut g, shot(RED_LINKOR, BLUE_GALLEON, 2, false, None));
    assert_eq!(
        refused(&mut g, shot(RED_LINKOR, BLUE_GALLEON, 2, false, None)),
        RuleError::NotEnoughShots {
            ship: RED_LINKOR,
            requested: 2,
            remaining: 1
        }
    );
    apply(&mut g, shot(RED_LINKOR, BLUE_GALLEON, 1, false, None));
    assert_eq!(
        refused(&mut g, shot(RED_LINKOR, BLUE_GALLEON, 1, false, None)),
        RuleError::NotEnoughShots {
            ship: RED_LINKOR,
            requested: 1,
            remaining: 0
        }
    );
    fresh(&mut g);
    assert_eq!(g.state().ship(RED_LINKOR).unwrap().shots_left(), 3);
    apply(&mut g, shot(RED_LINKOR, BLUE_GALLEON, 3, false, None));
}

#[test]
fn one_ship_salvo_deals_one_damage_per_shot() {
    let mut g = setup();
    fresh(&mut g);
    let e = g
        .apply(shot(RED_LINKOR, BLUE_GALLEON, 3, true, None))
        .unwrap()
        .clone();
    assert_eq!(g.state().ship(BLUE_GALLEON).unwrap().hull, 3);
    assert!(e.rules.contains(&Rule::Salvo));
    assert_eq!(Rule::Salvo.assumption().unwrap().id(), "A-6");
}

#[test]
fn damage_equal_to_strength_sinks() {
    let mut g = setup();
    fresh(&mut g);
    apply(&mut g, shot(RED_LINKOR, BLUE_GALLEON, 3, true, None));
    apply(&mut g, shot(RED_BRIG, BLUE_GALLEON, 1, true, None));
    let s = g.state().ship(BLUE_GALLEON).unwrap();
    assert_eq!(s.hull, 4);
    assert_eq!(
        s.status,
        ShipStatus::Sunk {
            cause: SinkCause::EnemyFire { port: None }
        }
    );
    assert!(g.log().last().unwrap().rules.contains(&Rule::Sinking));
    // A sunk ship can neither fire nor move nor be fired at.
    fresh(&mut g);
    assert_eq!(
        refused(&mut g, shot(BLUE_GALLEON, RED_BRIG, 1, true, None)),
        RuleError::ShipNotAfloat { ship: BLUE_GALLEON }
    );
    assert_eq!(
        refused(
            &mut g,
            Action::ShipMoved {
                ship: BLUE_GALLEON,
                heading: Heading::E,
                two_calms: false,
            }
        ),
        RuleError::ShipNotAfloat { ship: BLUE_GALLEON }
    );
    assert_eq!(
        refused(&mut g, shot(RED_LINKOR, BLUE_GALLEON, 1, true, None)),
        RuleError::ShipNotAfloat { ship: BLUE_GALLEON }
    );
}

#[test]
fn overkill_caps_hull_damage_at_strength() {
    let mut g = setup();
    fresh(&mut g);
    apply(&mut g, shot(RED_LINKOR, BLUE_FRIGATE, 1, true, None));
    apply(&mut g, shot(RED_LINKOR, BLUE_FRIGATE, 2, true, None));
    apply(&mut g, shot(GREEN_BRIG, BLUE_FRIGATE, 1, true, None));
    assert_eq!(g.state().ship(BLUE_FRIGATE).unwrap().hull, 4);
    fresh(&mut g);
    assert_eq!(
        refused(&mut g, shot(RED_LINKOR, BLUE_FRIGATE, 3, true, None)),
        RuleError::ShipNotAfloat { ship: BLUE_FRIGATE }
    );
}

#[test]
fn critical_six_sinks_whatever_the_strength() {
    let mut g = setup();
    fresh(&mut g);
    // The brig's only shot is its last: a critical may be rolled.
    apply(&mut g, shot(RED_BRIG, BLUE_GALLEON, 1, true, Some(true)));
    let s = g.state().ship(BLUE_GALLEON).unwrap();
    assert_eq!(s.hull, 1);
    assert!(!s.is_afloat());
    let rules = &g.log().last().unwrap().rules;
    assert!(rules.contains(&Rule::Critical));
    assert!(!rules.contains(&Rule::Sinking));
}

#[test]
fn critical_other_face_does_nothing_more() {
    let mut g = setup();
    fresh(&mut g);
    apply(&mut g, shot(RED_BRIG, BLUE_GALLEON, 1, true, Some(false)));
    let s = g.state().ship(BLUE_GALLEON).unwrap();
    assert_eq!(s.hull, 1);
    assert!(s.is_afloat());
}

#[test]
fn critical_only_on_the_last_shot() {
    let mut g = setup();
    fresh(&mut g);
    assert_eq!(
        refused(&mut g, shot(RED_LINKOR, BLUE_GALLEON, 1, true, Some(true))),
        RuleError::CriticalNotAllowed {
            ship: RED_LINKOR,
            remaining: 2
        }
    );
    assert_eq!(
        refused(&mut g, shot(RED_BRIG, BLUE_GALLEON, 1, false, Some(true))),
        RuleError::CriticalWithoutHit
    );
    apply(&mut g, shot(RED_LINKOR, BLUE_GALLEON, 2, false, None));
    apply(&mut g, shot(RED_LINKOR, BLUE_GALLEON, 1, true, Some(true)));
    assert!(!g.state().ship(BLUE_GALLEON).unwrap().is_afloat());
}

#[test]
fn salvo_of_several_ships_and_its_critical_condition() {
    let mut g = setup();
    fresh(&mut g);
    let salvo = |linkor_shots: u8, critical: Option<bool>| Action::Salvo {
        shooters: vec![
            SalvoPart {
                ship: RED_LINKOR,
                shots: linkor_shots,
                gun: None,
            },
            SalvoPart {
                ship: GREEN_BRIG,
                shots: 1,
                gun: None,
            },
        ],
        target: BLUE_GALLEON,
        aim: Aim::Hull,
        hit: true,
        critical,
        target_port: None,
        dice: vec![4],
    };
    // The linkor would keep a shot: no critical for the salvo.
    assert_eq!(
        refused(&mut g, salvo(2, Some(true))),
        RuleError::CriticalNotAllowed {
            ship: RED_LINKOR,
            remaining: 1
        }
    );
    apply(&mut g, salvo(2, None));
    assert_eq!(g.state().ship(BLUE_GALLEON).unwrap().hull, 3);
    assert_eq!(g.state().ship(GREEN_BRIG).unwrap().shots_left(), 0);
    assert_eq!(g.state().ship(RED_LINKOR).unwrap().shots_left(), 1);
    let entry = g.log().last().unwrap();
    assert!(entry.rules.contains(&Rule::Salvo));
    match &entry.action {
        Action::Salvo { dice, .. } => assert_eq!(dice, &vec![4]),
        other => panic!("{other:?}"),
    }
}

#[test]
fn salvo_refuses_duplicates_and_empty() {
    let mut g = setup();
    fresh(&mut g);
    let part = SalvoPart {
        ship: RED_LINKOR,
        shots: 1,
        gun: None,
    };
    let mk = |shooters: Vec<SalvoPart>| Action::Salvo {
        shooters,
        target: BLUE_GALLEON,
        aim: Aim::Hull,
        hit: false,
        critical: None,
        target_port: None,
        dice: vec![],
    };
    assert_eq!(
        refused(&mut g, mk(vec![part, part])),
        RuleError::DuplicateShooter { ship: RED_LINKOR }
    );
    assert_eq!(refused(&mut g, mk(vec![])), RuleError::EmptySalvo);
}

#[test]
fn sail_hits_and_sail_critical_strip_all_sails() {
    let mut g = setup();
    fresh(&mut g);
    let sails = |shooter, shots, critical| Action::Shot {
        shooter,
        target: BLUE_GALLEON,
        shots,
        gun: None,
        aim: Aim::Sails,
        hit: true,
        critical,
        target_port: None,
        dice: vec![3, 6],
    };
    apply(&mut g, sails(RED_LINKOR, 1, None));
    let s = g.state().ship(BLUE_GALLEON).unwrap();
    assert_eq!(
        (s.sails, s.hull),
        (1, 0),
        "sail damage is separate from hull"
    );
    apply(&mut g, sails(RED_BRIG, 1, Some(true)));
    let s = g.state().ship(BLUE_GALLEON).unwrap();
    assert_eq!(s.sails, ShipClass::Galleon.card().fresh_straight);
    assert!(s.is_afloat());
    assert!(
        last_events(&g)
            .iter()
            .any(|e| matches!(e, Event::SailsStripped { .. }))
    );
    // Forts have no sails.
    assert_eq!(
        refused(
            &mut g,
            Action::Shot {
                shooter: BLUE_FRIGATE,
                target: RED_FORT,
                shots: 1,
                gun: None,
                aim: Aim::Sails,
                hit: true,
                critical: None,
                target_port: None,
                dice: vec![],
            }
        ),
        RuleError::FortHasNoSails { ship: RED_FORT }
    );
}

#[test]
fn no_friendly_fire_and_no_self_fire_and_sane_dice() {
    let mut g = setup();
    fresh(&mut g);
    assert_eq!(
        refused(&mut g, shot(RED_BRIG, RED_LINKOR, 1, true, None)),
        RuleError::NotEnemies {
            ship: RED_BRIG,
            other: RED_LINKOR
        }
    );
    assert_eq!(
        refused(&mut g, shot(RED_BRIG, GREEN_BRIG, 1, true, None)),
        RuleError::NotEnemies {
            ship: RED_BRIG,
            other: GREEN_BRIG
        },
        "allies"
    );
    assert_eq!(
        refused(&mut g, shot(RED_BRIG, RED_BRIG, 1, true, None)),
        RuleError::SameShip { ship: RED_BRIG }
    );
    assert_eq!(
        refused(&mut g, shot(RED_BRIG, BLUE_GALLEON, 0, true, None)),
        RuleError::ZeroShots { ship: RED_BRIG }
    );
    let mut a = shot(RED_BRIG, BLUE_GALLEON, 1, true, None);
    if let Action::Shot { dice, .. } = &mut a {
        *dice = vec![7];
    }
    assert_eq!(refused(&mut g, a), RuleError::DieOutOfRange { value: 7 });
    let ghost = uuid::Uuid::from_u128(999);
    assert_eq!(
        refused(&mut g, shot(ghost, BLUE_GALLEON, 1, true, None)),
        RuleError::UnknownShip { ship: ghost }
    );
}

#[test]
fn calm_memory_across_rounds() {
    let mut g = setup();
    let mem = |g: &Game, id| g.state().ship(id).unwrap().unturned_through_previous_calm;
    fresh(&mut g);
    assert!(!mem(&g, RED_BRIG), "no calm before");
    calm(&mut g);
    assert!(!mem(&g, RED_BRIG), "the previous round was not a calm");
    // In the first calm the linkor turns, the brig does not.
    apply(
        &mut g,
        Action::ShipMoved {
            ship: RED_LINKOR,
            heading: Heading::NE,
            two_calms: false,
        },
    );
    // Moving without turning keeps the heading.
    apply(
        &mut g,
        Action::ShipMoved {
            ship: RED_BRIG,
            heading: Heading::N,
            two_calms: false,
        },
    );
    calm(&mut g);
    assert!(mem(&g, RED_BRIG));
    assert!(!mem(&g, RED_LINKOR));
    assert!(mem(&g, BLUE_GALLEON));
    // Turning in the second calm clears the memory.
    let e = g
        .apply(Action::ShipMoved {
            ship: BLUE_GALLEON,
            heading: Heading::W,
            two_calms: false,
        })
        .unwrap()
        .clone();
    assert!(e.rules.contains(&Rule::CalmMemory));
    assert!(!mem(&g, BLUE_GALLEON));
    // Third calm: the brig stayed unturned through the second calm too.
    calm(&mut g);
    assert!(mem(&g, RED_BRIG));
    assert!(!mem(&g, BLUE_GALLEON));
    assert!(mem(&g, RED_LINKOR), "the linkor did not turn in calm 2");
    // A wind round ends it.
    fresh(&mut g);
    assert!(mem(&g, RED_BRIG), "fact about the previous (calm) round");
    fresh(&mut g);
    assert!(!mem(&g, RED_BRIG));
}

#[test]
fn heading_correction_is_not_a_turn() {
    let mut g = setup();
    calm(&mut g);
    apply(
        &mut g,
        Action::SetHeading {
            ship: RED_BRIG,
            heading: Heading::S,
        },
    );
    calm(&mut g);
    let s = g.state().ship(RED_BRIG).unwrap();
    assert_eq!(s.heading, Heading::S);
    assert!(s.unturned_through_previous_calm);
    assert_eq!(
        refused(
            &mut g,
            Action::ShipMoved {
                ship: RED_FORT,
                heading: Heading::S,
                two_calms: false,
            }
        ),
        RuleError::FortCannotMove { ship: RED_FORT }
    );
}

#[test]
fn damage_corrections_are_bounded() {
    let mut g = setup();
    apply(
        &mut g,
        Action::SetHullDamage {
            ship: BLUE_GALLEON,
            damage: 3,
        },
    );
    assert_eq!(g.state().ship(BLUE_GALLEON).unwrap().hull, 3);
    assert_eq!(
        refused(
            &mut g,
            Action::SetHullDamage {
                ship: BLUE_GALLEON,
                damage: 4
            }
        ),
        RuleError::HullDamageOutOfRange {
            ship: BLUE_GALLEON,
            damage: 4,
            max: 3
        }
    );
    assert_eq!(
        refused(
            &mut g,
            Action::SetSailDamage {
                ship: RED_BRIG,
                damage: 6
            }
        ),
        RuleError::SailDamageOutOfRange {
            ship: RED_BRIG,
            damage: 6,
            max: 5
        }
    );
    apply(
        &mut g,
        Action::SetSailDamage {
            ship: RED_BRIG,
            damage: 5,
        },
    );
    assert_eq!(g.state().ship(RED_BRIG).unwrap().sails, 5);
}

#[test]
fn boarding_captures_the_loser_for_the_winner() {
    let mut g = setup();
    fresh(&mut g);
    let e = g
        .apply(Action::Boarding {
            attacker: BLUE_FRIGATE,
            defender: RED_BRIG,
            winner: BoardingSide::Defender,
        })
        .unwrap()
        .clone();
    assert!(e.rules.contains(&Rule::Boarding));
    let frigate = g.state().ship(BLUE_FRIGATE).unwrap();
    assert_eq!(frigate.owner, RED);
    assert_eq!(
        frigate.status,
        ShipStatus::Captured {
            by: RED,
            from: BLUE
        }
    );
    // The captured ship sails for its new owner.
    apply(&mut g, shot(BLUE_FRIGATE, BLUE_GALLEON, 1, true, None));
    assert_eq!(
        refused(
            &mut g,
            Action::Boarding {
                attacker: RED_BRIG,
                defender: GREEN_BRIG,
                winner: BoardingSide::Attacker,
            }
        ),
        RuleError::NotEnemies {
            ship: RED_BRIG,
            other: GREEN_BRIG
        }
    );
    assert_eq!(
        refused(
            &mut g,
            Action::Boarding {
                attacker: BLUE_GALLEON,
                defender: RED_FORT,
                winner: BoardingSide::Attacker,
            }
        ),
        RuleError::FortCannotBoard { ship: RED_FORT }
    );
}

#[test]
fn setup_errors_carry_data() {
    let mut g = setup();
    assert_eq!(
        refused(
            &mut g,
            Action::AddPlayer {
                id: RED,
                name: "x".into(),
                colour: "x".into()
            }
        ),
        RuleError::DuplicatePlayer { player: RED }
    );
    assert_eq!(
        refused(&mut g, ship(RED_BRIG, ShipClass::Brig, RED, "again")),
        RuleError::DuplicateShip { ship: RED_BRIG }
    );
    assert_eq!(
        refused(
            &mut g,
            ship(
                uuid::Uuid::from_u128(77),
                ShipClass::Brig,
                shturman_game::PlayerId(9),
                "x"
            )
        ),
        RuleError::UnknownPlayer {
            player: shturman_game::PlayerId(9)
        }
    );
    let mut card = ShipClass::Brig.card();
    card.strength = 0;
    assert_eq!(
        refused(
            &mut g,
            Action::AddShip {
                id: uuid::Uuid::from_u128(78),
                class: ShipClass::Brig,
                card,
                name: "x".into(),
                owner: RED,
                heading: Heading::N
            }
        ),
        RuleError::ZeroStrength
    );
    assert_eq!(
        refused(&mut g, Action::AddAlly { a: RED, b: GREEN }),
        RuleError::AlreadyAllied { a: RED, b: GREEN }
    );
    assert_eq!(
        refused(&mut g, Action::AddAlly { a: RED, b: RED }),
        RuleError::SelfAlliance { player: RED }
    );
}

/// An offer of alliance (issue 43) is checked as the alliance would be,
/// changes no alliance, and is answered by the alliance either way round.
#[test]
fn an_alliance_offer_waits_for_the_alliance() {
    let mut g = setup();
    assert_eq!(
        refused(
            &mut g,
            Action::OfferAlliance {
                from: RED,
                to: GREEN
            }
        ),
        RuleError::AlreadyAllied { a: RED, b: GREEN }
    );
    assert_eq!(
        refused(&mut g, Action::OfferAlliance { from: RED, to: RED }),
        RuleError::SelfAlliance { player: RED }
    );
    apply(
        &mut g,
        Action::OfferAlliance {
            from: BLUE,
            to: RED,
        },
    );
    let s = g.state();
    assert!(s.offered(BLUE, RED) && !s.offered(RED, BLUE));
    assert!(s.enemies(BLUE, RED), "an offer is not an alliance");
    let e = g.log().last().unwrap();
    assert_eq!(e.player, Some(BLUE));
    assert_eq!(
        e.events,
        [Event::AllianceOffered {
            from: BLUE,
            to: RED
        }]
    );
    apply(&mut g, Action::AddAlly { a: RED, b: BLUE });
    assert!(g.state().allied(BLUE, RED) && !g.state().offered(BLUE, RED));
}

#[test]
fn edited_card_applies_to_shots() {
    let mut g = setup();
    let mut card = ShipClass::Brig.card();
    card.shots = 2;
    apply(
        &mut g,
        Action::EditCard {
            ship: RED_BRIG,
            card,
        },
    );
    fresh(&mut g);
    apply(&mut g, shot(RED_BRIG, BLUE_GALLEON, 2, false, None));
}

/// Saved games keep the weather's shape from before the game and the core
/// shared one type: `{"kind":"fresh","wind":"W"}`.
#[test]
fn weather_keeps_its_saved_shape() {
    use shturman_game::Weather;
    let w: Weather = serde_json::from_str(r#"{"kind":"storm","direction":"SE"}"#).unwrap();
    assert_eq!(w, Weather::Storm(Heading::SE));
    assert_eq!(
        serde_json::to_string(&Weather::Fresh(Heading::W)).unwrap(),
        r#"{"kind":"fresh","wind":"W"}"#
    );
}

fn two_calms_move(ship: uuid::Uuid) -> Action {
    Action::ShipMoved {
        ship,
        heading: Heading::N,
        two_calms: true,
    }
}

/// §3.2, «т.е. 1 перемещение по прямой в 2 штиля»: one two-calms move per
/// two calms. Four calms with the heading kept give two moves, not three:
/// after the move the next calm is a first calm again.
#[test]
fn two_calms_one_move_per_two_calms() {
    let mut g = setup();
    // The frigate (calm 0/0) faces N: straight, so the move is granted.
    calm(&mut g);
    assert_eq!(
        refused(&mut g, two_calms_move(BLUE_FRIGATE)),
        RuleError::TwoCalmsNotAllowed { ship: BLUE_FRIGATE },
        "a first calm gives no move"
    );
    calm(&mut g);
    let e = g.apply(two_calms_move(BLUE_FRIGATE)).unwrap().clone();
    assert!(e.rules.contains(&Rule::TwoCalmsMove));
    assert_eq!(
        refused(&mut g, two_calms_move(BLUE_FRIGATE)),
        RuleError::TwoCalmsNotAllowed { ship: BLUE_FRIGATE },
        "one move per calm"
    );
    calm(&mut g);
    assert!(
        !g.state()
            .ship(BLUE_FRIGATE)
            .unwrap()
            .unturned_through_previous_calm
    );
    assert_eq!(
        refused(&mut g, two_calms_move(BLUE_FRIGATE)),
        RuleError::TwoCalmsNotAllowed { ship: BLUE_FRIGATE },
        "the third calm is a first calm again"
    );
    calm(&mut g);
    apply(&mut g, two_calms_move(BLUE_FRIGATE));
    let moves = g
        .log()
        .iter()
        .filter(|e| {
            e.events
                .iter()
                .any(|v| matches!(v, Event::TwoCalmsMove { .. }))
        })
        .count();
    assert_eq!(moves, 2, "four calms, two moves");
    // The brig (calm 1/0) facing N moves straight in calm anyway: the
    // two-calms move is the diagonal one, and it faces no diagonal.
    assert_eq!(
        refused(&mut g, two_calms_move(RED_BRIG)),
        RuleError::TwoCalmsNotAllowed { ship: RED_BRIG }
    );
}

fn chaser(shooter: uuid::Uuid, target: uuid::Uuid, shots: u8) -> Action {
    Action::Shot {
        shooter,
        target,
        shots,
        gun: Some(shturman_rules::fire::Gun::Bow),
        aim: Aim::Hull,
        hit: false,
        critical: None,
        target_port: None,
        dice: vec![2],
    }
}

/// §4.5, «имеют только по одному выстрелу курсовыми или ретирадными
/// орудиями»: one chaser shot per ship per round, one marker, never two.
#[test]
fn one_chaser_shot_per_ship_per_round() {
    let mut g = setup();
    fresh(&mut g);
    assert_eq!(
        refused(&mut g, chaser(RED_LINKOR, BLUE_GALLEON, 2)),
        RuleError::ChaserOneShot {
            ship: RED_LINKOR,
            shots: 2
        }
    );
    let e = g
        .apply(chaser(RED_LINKOR, BLUE_GALLEON, 1))
        .unwrap()
        .clone();
    assert!(e.rules.contains(&Rule::ChaserShot));
    assert_eq!(
        refused(&mut g, chaser(RED_LINKOR, BLUE_GALLEON, 1)),
        RuleError::ChaserSpent { ship: RED_LINKOR }
    );
    // The linkor keeps its two broadside shots.
    apply(&mut g, shot(RED_LINKOR, BLUE_GALLEON, 2, false, None));
    // A new round gives the chaser shot back.
    fresh(&mut g);
    apply(&mut g, chaser(RED_LINKOR, BLUE_GALLEON, 1));
}

/// [A-12]: a hull hit that sinks the target by damage rolls no critical,
/// so none can be recorded.
#[test]
fn no_critical_on_a_sinking_hit() {
    let mut g = setup();
    fresh(&mut g);
    apply(&mut g, shot(RED_LINKOR, BLUE_FRIGATE, 3, true, None));
    // The frigate (strength 4) has 3 damage; the brig's last shot sinks it.
    assert_eq!(
        refused(&mut g, shot(RED_BRIG, BLUE_FRIGATE, 1, true, Some(true))),
        RuleError::CriticalNotRolled {
            target: BLUE_FRIGATE
        }
    );
    apply(&mut g, shot(RED_BRIG, BLUE_FRIGATE, 1, true, None));
    assert!(!g.state().ship(BLUE_FRIGATE).unwrap().is_afloat());
}

/// §4.5: sail hits reaching the fresh straight range dismast the ship.
#[test]
fn sail_hits_reaching_the_range_dismast() {
    let mut g = setup();
    for _ in 0..4 {
        fresh(&mut g);
        apply(
            &mut g,
            Action::Shot {
                shooter: RED_BRIG,
                target: BLUE_GALLEON,
                shots: 1,
                gun: None,
                aim: Aim::Sails,
                hit: true,
                critical: Some(false),
                target_port: None,
                dice: vec![],
            },
        );
    }
    let s = g.state().ship(BLUE_GALLEON).unwrap();
    assert!(s.is_dismasted());
    assert!(
        last_events(&g)
            .iter()
            .any(|e| matches!(e, Event::Dismasted { .. }))
    );
}

/// [A-17]: forts carry no captain.
#[test]
fn forts_carry_no_captain() {
    let mut g = setup();
    assert_eq!(
        refused(
            &mut g,
            Action::AssignCaptain {
                player: common::RED,
                ship: RED_FORT,
                seal: seal(RED_FORT, shturman_rules::Captain::Target, "fort"),
            }
        ),
        RuleError::FortCarriesNoCaptain { ship: RED_FORT }
    );
}
