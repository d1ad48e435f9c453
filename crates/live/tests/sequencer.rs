//! The host's sequencer, case by case: the order of arrival decides, a
//! stale action is checked again, a resend never applies twice, a seat
//! acts for its own player only, undo belongs to an action's author.

mod common;
use common::*;
use shturman_game::{HistoryError, RuleError};
use shturman_live::table::Decision;
use shturman_live::{Act, Op, Refusal, Seat, Table, TableRules};
use shturman_rules::Heading;

fn submit(t: &mut Table, seat: Seat, a: Act) -> Result<u64, Refusal> {
    let d = t.decide(seat, a);
    let (_, answer) = d.answer();
    t.commit(d);
    answer
}

#[test]
fn two_phones_on_one_revision_both_apply_in_arrival_order() {
    let mut t = table(TableRules::HostOnly);
    let base = t.revision();
    let a = submit(
        &mut t,
        Seat::Player(RED),
        act(2, base, vec![heading(RED_BRIG, Heading::E)]),
    );
    let b = submit(
        &mut t,
        Seat::Player(BLUE),
        act(3, base, vec![heading(BLUE_BRIG, Heading::S)]),
    );
    assert_eq!((a, b), (Ok(2), Ok(3)));
    let log = t.game().log();
    assert_eq!(log.len(), 9, "setup's seven, then both");
    assert_eq!(t.entries()[1].by, Seat::Player(RED));
    assert_eq!(t.entries()[2].by, Seat::Player(BLUE));
}

#[test]
fn a_stale_action_no_longer_legal_is_refused_with_the_rule() {
    let mut t = table(TableRules::HostOnly);
    let base = t.revision();
    // Boris sinks his own galleon; Anna, on the same revision, damages it
    // (her phone had not seen the sinking): the rule refuses the second.
    assert_eq!(
        submit(&mut t, Seat::Host, act(2, base, vec![sunk(BLUE_GALLEON)])),
        Ok(2)
    );
    let before = t.game().clone();
    let why = submit(
        &mut t,
        Seat::Host,
        act(3, base, vec![hull(BLUE_GALLEON, 1)]),
    );
    assert!(
        matches!(
            why,
            Err(Refusal::Rule {
                rule: RuleError::ShipNotAfloat { .. }
            })
        ),
        "{why:?}"
    );
    assert_eq!(t.game(), &before, "a refusal changes nothing");
    assert_eq!(t.revision(), 2);
}

#[test]
fn a_resend_is_answered_again_and_applied_once() {
    let mut t = table(TableRules::HostOnly);
    let a = act(2, 1, vec![heading(RED_BRIG, Heading::E)]);
    assert_eq!(submit(&mut t, Seat::Player(RED), a.clone()), Ok(2));
    assert!(matches!(
        t.decide(Seat::Player(RED), a.clone()),
        Decision::Again { .. }
    ));
    assert_eq!(submit(&mut t, Seat::Player(RED), a), Ok(2));
    assert_eq!(t.revision(), 2);
    // a refused id stays refused, even once it would apply
    let early = act(4, 2, vec![hull(RED_BRIG, 1), hull(BLUE_BRIG, 1)]);
    assert!(submit(&mut t, Seat::Player(RED), early.clone()).is_err());
    assert!(submit(&mut t, Seat::Host, early).is_err());
}

#[test]
fn a_seat_acts_for_its_own_player_only() {
    let mut t = table(TableRules::HostOnly);
    let r = submit(
        &mut t,
        Seat::Player(RED),
        act(2, 1, vec![heading(BLUE_BRIG, Heading::E)]),
    );
    assert_eq!(r, Err(Refusal::NotYours { owner: BLUE }));
    let round = vec![shturman_game::Action::StartRound {
        weather: shturman_game::Weather::Calm,
    }];
    let r = submit(&mut t, Seat::Player(RED), act(3, 1, round.clone()));
    assert_eq!(r, Err(Refusal::TableActionsFromHost));
    let r = submit(
        &mut t,
        Seat::Viewer,
        act(4, 1, vec![heading(RED_BRIG, Heading::E)]),
    );
    assert_eq!(r, Err(Refusal::Viewer));
    assert_eq!(t.revision(), 1);
    let mut any = table(TableRules::AnySeat);
    assert_eq!(submit(&mut any, Seat::Player(RED), act(3, 1, round)), Ok(2));
}

#[test]
fn only_the_author_or_the_host_undoes() {
    let mut t = table(TableRules::HostOnly);
    submit(
        &mut t,
        Seat::Player(RED),
        act(2, 1, vec![heading(RED_BRIG, Heading::E)]),
    )
    .unwrap();
    submit(
        &mut t,
        Seat::Player(BLUE),
        act(3, 2, vec![heading(BLUE_BRIG, Heading::E)]),
    )
    .unwrap();
    let len = t.game().log().len();
    // Anna's undo would take back Boris's action too
    let r = submit(
        &mut t,
        Seat::Player(RED),
        Act {
            id: id(4),
            base: 3,
            op: Op::UndoTo(len - 2),
        },
    );
    assert_eq!(
        r,
        Err(Refusal::NotYourEntry {
            by: Seat::Player(BLUE)
        })
    );
    // Boris undoes his own
    assert_eq!(
        submit(
            &mut t,
            Seat::Player(BLUE),
            Act {
                id: id(5),
                base: 3,
                op: Op::UndoTo(len - 1)
            }
        ),
        Ok(4)
    );
    assert_eq!(t.game().log().len(), len - 1);
    // now Anna's is last: hers to undo; the host may too
    assert_eq!(
        submit(
            &mut t,
            Seat::Host,
            Act {
                id: id(6),
                base: 4,
                op: Op::UndoTo(len - 2)
            }
        ),
        Ok(5)
    );
    let r = submit(
        &mut t,
        Seat::Host,
        Act {
            id: id(7),
            base: 5,
            op: Op::UndoTo(len),
        },
    );
    assert!(
        matches!(
            r,
            Err(Refusal::History {
                history: HistoryError::NoSuchEntry { .. }
            })
        ),
        "{r:?}"
    );
}

#[test]
fn a_restart_restores_the_same_table_and_answers() {
    let mut t = table(TableRules::HostOnly);
    submit(
        &mut t,
        Seat::Player(RED),
        act(2, 1, vec![heading(RED_BRIG, Heading::E)]),
    )
    .unwrap();
    submit(
        &mut t,
        Seat::Player(RED),
        act(3, 2, vec![heading(BLUE_BRIG, Heading::E)]),
    )
    .unwrap_err();
    let refused = vec![(id(3), Refusal::NotYours { owner: BLUE })];
    let back = Table::restore(
        LOG,
        GAME,
        TableRules::HostOnly,
        t.entries().to_vec(),
        refused,
    )
    .unwrap();
    assert_eq!(back.game(), t.game());
    assert_eq!(back.entries(), t.entries());
    let again = back.decide(Seat::Player(RED), act(3, 2, vec![]));
    assert_eq!(again.answer().1, Err(Refusal::NotYours { owner: BLUE }));
    // a stored log with a hole is not a table
    let mut holed = t.entries().to_vec();
    holed.remove(0);
    assert!(Table::restore(LOG, GAME, TableRules::HostOnly, holed, vec![]).is_err());
}

/// What the host stores and sends for a face-down captain is the same,
/// byte for byte in length and free of any name, whichever captain it is:
/// the seal and nothing else (a phone's placement, as an entry).
#[test]
fn a_placement_stored_by_the_host_has_one_length_for_every_captain() {
    use shturman_game::{Action, Salt, Seal};
    use shturman_live::protocol::encode;
    use shturman_rules::Captain;
    // captains are placed before the first round
    let mut setup = setup();
    setup.pop();
    let mut t = Table::new(LOG, GAME, TableRules::HostOnly);
    let d = t.decide(Seat::Host, act(1, 0, setup));
    t.commit(d);
    let before = t.clone();
    let mut stored = Vec::new();
    for (n, captain) in Captain::ALL.into_iter().enumerate() {
        let seal = Seal::new(GAME, RED_BRIG, captain, &Salt::from_bytes([7; 16]));
        let place = Action::AssignCaptain {
            player: RED,
            ship: RED_BRIG,
            seal,
        };
        t = before.clone();
        assert_eq!(t.revision(), 1);
        let d = t.decide(Seat::Player(RED), act(100 + n as u128, 1, vec![place]));
        let shturman_live::table::Decision::Append { entry, .. } = &d else {
            panic!("{captain:?} not placed: {d:?}");
        };
        stored.push((captain, encode(entry)));
        t.commit(d);
    }
    let len = stored[0].1.len();
    for (captain, text) in &stored {
        assert_eq!(
            text.len(),
            len,
            "{captain:?}'s placement has another length"
        );
        for (other, _) in &stored {
            let name = format!("{other:?}");
            assert!(
                !text.to_lowercase().contains(&name.to_lowercase()),
                "{text}"
            );
        }
    }
}

/// The welcome says the table's rules, so a phone offers a new round only
/// where the host takes it; a welcome from an older host (no `rules`) is
/// read as the host only, and a phone kept over a reload keeps them.
#[test]
fn a_phone_knows_whether_it_may_start_a_round() {
    use shturman_live::Replica;
    use shturman_live::protocol::{ServerMsg, decode_server, encode};
    for rules in [TableRules::HostOnly, TableRules::AnySeat] {
        let t = table(rules);
        for seat in [Seat::Host, Seat::Player(RED), Seat::Viewer] {
            let welcome = ServerMsg::Welcome {
                log: t.log_id(),
                game: GAME,
                seat,
                fresh: true,
                entries: t.since(0).to_vec(),
                rules: t.rules(),
            };
            let mut phone = Replica::default();
            phone.receive(decode_server(&encode(&welcome)).unwrap());
            assert_eq!(
                phone.makes_table_actions(),
                rules.lets(seat),
                "{rules:?} {seat:?}"
            );
            let mut reloaded = Replica::default();
            reloaded.receive(phone.snapshot().unwrap());
            assert_eq!(reloaded.makes_table_actions(), rules.lets(seat));
        }
    }
    let t = table(TableRules::AnySeat);
    let mut old = serde_json::to_value(ServerMsg::Welcome {
        log: t.log_id(),
        game: GAME,
        seat: Seat::Player(RED),
        fresh: true,
        entries: t.since(0).to_vec(),
        rules: TableRules::AnySeat,
    })
    .unwrap();
    old.as_object_mut().unwrap().remove("rules");
    let mut phone = Replica::default();
    phone.receive(decode_server(&old.to_string()).unwrap());
    assert!(!phone.makes_table_actions());
}

/// The table with a third player, Вера, and her brig (the host adds them).
fn three_players(rules: TableRules) -> Table {
    let mut t = table(rules);
    assert_eq!(
        submit(&mut t, Seat::Host, act(90, 1, third_player())),
        Ok(2)
    );
    t
}

/// Issue 43, item 7: a salvo is every shooter's owner's, not only the
/// first one's. Анна's salvo with Вера's brig in it would have spent
/// Вера's shot; it is refused, whatever the order of the ships, and
/// Вера's shots stay hers. The host may gather it.
#[test]
fn a_salvo_with_another_players_ship_is_refused() {
    let mut t = three_players(TableRules::AnySeat);
    let before = t.game().clone();
    for (n, ships) in [[RED_BRIG, GREEN_BRIG], [GREEN_BRIG, RED_BRIG]]
        .into_iter()
        .enumerate()
    {
        let r = submit(
            &mut t,
            Seat::Player(RED),
            act(100 + n as u128, 2, vec![salvo(&ships, BLUE_BRIG)]),
        );
        assert_eq!(r, Err(Refusal::NotYours { owner: GREEN }), "{ships:?}");
    }
    assert_eq!(t.game(), &before, "nobody's shots were spent");
    // a legal action bundled with a foreign one: all refused
    let bundle = vec![
        salvo(&[RED_BRIG], BLUE_BRIG),
        heading(GREEN_BRIG, Heading::E),
    ];
    assert_eq!(
        submit(&mut t, Seat::Player(RED), act(102, 2, bundle)),
        Err(Refusal::NotYours { owner: GREEN })
    );
    assert_eq!(t.game(), &before);
    assert_eq!(
        submit(
            &mut t,
            Seat::Player(RED),
            act(103, 2, vec![salvo(&[RED_BRIG, RED_FRIGATE], BLUE_BRIG)])
        ),
        Ok(3),
        "a salvo of one's own ships"
    );
    assert_eq!(
        submit(
            &mut t,
            Seat::Host,
            act(104, 3, vec![salvo(&[GREEN_BRIG, BLUE_GALLEON], RED_BRIG)])
        ),
        Ok(4),
        "the host records a salvo of two players' ships"
    );
}

/// Issue 43, item 8: an alliance from a player's seat needs the other
/// player's offer (from their own seat); the host sets one directly.
#[test]
fn an_alliance_is_agreed_by_both_or_set_by_the_host() {
    use shturman_game::Action::{AddAlly, OfferAlliance};
    let mut t = three_players(TableRules::AnySeat);
    // Анна alone makes Борис her ally: refused, nothing changed
    let r = submit(
        &mut t,
        Seat::Player(RED),
        act(200, 2, vec![AddAlly { a: RED, b: BLUE }]),
    );
    assert_eq!(r, Err(Refusal::AllianceNotOffered { with: BLUE }));
    assert!(!t.game().state().allied(RED, BLUE));
    // nor may she offer it in Борис's name, or ally two others
    let r = submit(
        &mut t,
        Seat::Player(RED),
        act(
            201,
            2,
            vec![OfferAlliance {
                from: BLUE,
                to: RED,
            }],
        ),
    );
    assert_eq!(r, Err(Refusal::NotYours { owner: BLUE }));
    let r = submit(
        &mut t,
        Seat::Player(RED),
        act(202, 2, vec![AddAlly { a: BLUE, b: GREEN }]),
    );
    assert_eq!(r, Err(Refusal::NotYours { owner: BLUE }));
    // her own offer and her own acceptance in one message: still one-sided
    let r = submit(
        &mut t,
        Seat::Player(RED),
        act(
            203,
            2,
            vec![
                OfferAlliance {
                    from: RED,
                    to: BLUE,
                },
                AddAlly { a: RED, b: BLUE },
            ],
        ),
    );
    assert_eq!(r, Err(Refusal::AllianceNotOffered { with: BLUE }));
    // Борис offers, Анна accepts: allied
    let offer = vec![OfferAlliance {
        from: BLUE,
        to: RED,
    }];
    assert_eq!(
        submit(&mut t, Seat::Player(BLUE), act(204, 2, offer)),
        Ok(3)
    );
    let accept = vec![AddAlly { a: RED, b: BLUE }];
    assert_eq!(
        submit(&mut t, Seat::Player(RED), act(205, 3, accept)),
        Ok(4)
    );
    assert!(t.game().state().allied(RED, BLUE));
    // the offer is used up: no second alliance from it
    assert!(!t.game().state().offered(BLUE, RED));
    // the host sets one directly
    let host = vec![AddAlly { a: RED, b: GREEN }];
    assert_eq!(submit(&mut t, Seat::Host, act(206, 4, host)), Ok(5));
    // an offer undone by its author no longer makes an alliance
    let offer = vec![OfferAlliance {
        from: GREEN,
        to: BLUE,
    }];
    assert_eq!(
        submit(&mut t, Seat::Player(GREEN), act(207, 5, offer)),
        Ok(6)
    );
    let len = t.game().log().len();
    let undo = Act {
        id: id(208),
        base: 6,
        op: Op::UndoTo(len - 1),
    };
    assert_eq!(submit(&mut t, Seat::Player(GREEN), undo), Ok(7));
    let r = submit(
        &mut t,
        Seat::Player(BLUE),
        act(209, 7, vec![AddAlly { a: BLUE, b: GREEN }]),
    );
    assert_eq!(r, Err(Refusal::AllianceNotOffered { with: GREEN }));
}

/// Issue 43, item 9: "any player sets a new round" is only that. A ship's
/// sinking and its hull and sail damage stay with its owner and the host,
/// whatever the table's rules: the owner may correct their own ship even
/// where only the host starts rounds.
#[test]
fn sinking_and_damage_stay_with_the_owner_whatever_the_rules() {
    use shturman_game::Action::{SetSailDamage, StartRound};
    use shturman_game::Weather;
    for rules in [TableRules::AnySeat, TableRules::HostOnly] {
        let mut t = table(rules);
        let before = t.game().clone();
        for (n, foreign) in [
            hull(BLUE_BRIG, 1),
            SetSailDamage {
                ship: BLUE_BRIG,
                damage: 1,
            },
            sunk(BLUE_GALLEON),
        ]
        .into_iter()
        .enumerate()
        {
            let r = submit(
                &mut t,
                Seat::Player(RED),
                act(300 + n as u128, 1, vec![foreign]),
            );
            assert_eq!(r, Err(Refusal::NotYours { owner: BLUE }), "{rules:?}");
        }
        assert_eq!(t.game(), &before, "{rules:?}");
        let own = vec![
            hull(RED_BRIG, 1),
            SetSailDamage {
                ship: RED_BRIG,
                damage: 1,
            },
            sunk(RED_FRIGATE),
        ];
        assert_eq!(
            submit(&mut t, Seat::Player(RED), act(310, 1, own)),
            Ok(2),
            "{rules:?}: one's own ship"
        );
        assert_eq!(
            submit(&mut t, Seat::Host, act(311, 2, vec![sunk(BLUE_GALLEON)])),
            Ok(3),
            "{rules:?}: the host"
        );
        let round = vec![StartRound {
            weather: Weather::Calm,
        }];
        let r = submit(&mut t, Seat::Player(BLUE), act(312, 3, round));
        match rules {
            TableRules::AnySeat => assert_eq!(r, Ok(4)),
            TableRules::HostOnly => assert_eq!(r, Err(Refusal::TableActionsFromHost)),
        }
    }
}

/// Issue 43, item 10: once the game is under way, a card edit or a new
/// ship needs the host; before round 1 a player sets up their own fleet.
#[test]
fn card_edits_and_new_ships_mid_game_need_the_host() {
    use shturman_game::{Action, FleetChange};
    use shturman_rules::ShipClass;
    let stronger = {
        let mut c = ShipClass::Brig.card();
        c.strength += 2;
        c
    };
    let edit = Action::EditCard {
        ship: RED_BRIG,
        card: stronger,
    };
    let new_ship = Action::AddShip {
        id: uuid::Uuid::from_u128(13),
        class: ShipClass::Linkor,
        card: ShipClass::Linkor.card(),
        name: "Азов".into(),
        owner: RED,
        heading: Heading::N,
    };
    let mut t = table(TableRules::AnySeat);
    let r = submit(&mut t, Seat::Player(RED), act(400, 1, vec![edit.clone()]));
    assert_eq!(
        r,
        Err(Refusal::HostMidGame {
            ship: RED_BRIG,
            round: 1,
            change: FleetChange::CardEdit
        })
    );
    let r = submit(
        &mut t,
        Seat::Player(RED),
        act(401, 1, vec![new_ship.clone()]),
    );
    assert_eq!(
        r,
        Err(Refusal::HostMidGame {
            ship: uuid::Uuid::from_u128(13),
            round: 1,
            change: FleetChange::NewShip
        })
    );
    // another player's card is not theirs at all
    let foreign = Action::EditCard {
        ship: BLUE_BRIG,
        card: stronger,
    };
    let r = submit(&mut t, Seat::Player(RED), act(402, 1, vec![foreign]));
    assert_eq!(r, Err(Refusal::NotYours { owner: BLUE }));
    assert_eq!(t.revision(), 1);
    let both = vec![edit.clone(), new_ship.clone()];
    assert_eq!(submit(&mut t, Seat::Host, act(403, 1, both)), Ok(2));
    // before round 1, a player sets up their own fleet from their phone
    let mut setup = setup();
    setup.pop();
    let mut early = Table::new(LOG, GAME, TableRules::HostOnly);
    let d = early.decide(Seat::Host, act(1, 0, setup));
    early.commit(d);
    assert_eq!(
        submit(
            &mut early,
            Seat::Player(RED),
            act(404, 1, vec![edit, new_ship])
        ),
        Ok(2)
    );
}

/// The game's one change type travels as it is; a live table's log keeps
/// no undone entries, so a redo (which a phone's confirmation could ask
/// for) is refused with the history's reason, and nothing changes.
#[test]
fn a_redo_is_refused_at_a_live_table() {
    let mut t = table(TableRules::HostOnly);
    let before = t.entries().len();
    let redo = Act {
        id: id(3),
        base: t.revision(),
        op: Op::Redo,
    };
    assert_eq!(
        submit(&mut t, Seat::Host, redo),
        Err(Refusal::History {
            history: HistoryError::NothingToRedo
        })
    );
    assert_eq!(t.entries().len(), before);
}

/// Issue 43, item 10: Анна's boarding of Борис's brig is recorded by her
/// seat alone. Борис's seat disputes it, and no other seat can (not
/// Вера's, whose ship it was not, nor Анна's in his name); settling is
/// the host's: a player's dismissal is refused, the host's undo of the
/// entry takes both back and keeps them on record on every game.
#[test]
fn only_the_boarded_player_disputes_and_only_the_host_settles() {
    use shturman_game::Action::{Boarding, DismissDispute, Dispute};
    use shturman_game::BoardingSide;
    let mut t = three_players(TableRules::AnySeat);
    let board = Boarding {
        attacker: RED_BRIG,
        defender: BLUE_BRIG,
        winner: BoardingSide::Attacker,
    };
    assert_eq!(
        submit(&mut t, Seat::Player(RED), act(500, 2, vec![board])),
        Ok(3)
    );
    let entry = t.game().log().len() - 1;
    let dispute = |player| vec![Dispute { player, entry }];
    let undo = |n, len| Act {
        op: Op::UndoTo(len),
        ..act(n, 4, vec![])
    };
    let r = submit(&mut t, Seat::Player(GREEN), act(501, 3, dispute(GREEN)));
    assert_eq!(
        r,
        Err(Refusal::Rule {
            rule: RuleError::NotAgainst {
                player: GREEN,
                entry
            }
        })
    );
    let r = submit(&mut t, Seat::Player(RED), act(502, 3, dispute(BLUE)));
    assert_eq!(r, Err(Refusal::NotYours { owner: BLUE }));
    assert_eq!(
        submit(&mut t, Seat::Player(BLUE), act(503, 3, dispute(BLUE))),
        Ok(4)
    );
    let at = t.game().log().len() - 1;
    let dismiss = vec![DismissDispute { dispute: at }];
    for seat in [Seat::Player(BLUE), Seat::Player(RED)] {
        let r = submit(&mut t, seat, act(504, 4, dismiss.clone()));
        assert_eq!(r, Err(Refusal::HostSettles), "{seat:?}");
    }
    // nor may Анна take her boarding back now that Борис disputed it
    let r = submit(&mut t, Seat::Player(RED), undo(505, entry));
    assert_eq!(
        r,
        Err(Refusal::NotYourEntry {
            by: Seat::Player(BLUE)
        })
    );
    // the host upholds it: the entry undone, the dispute on record with it
    assert_eq!(submit(&mut t, Seat::Host, undo(506, entry)), Ok(5));
    assert_eq!(t.game().state().ship(BLUE_BRIG).unwrap().owner, BLUE);
    let kept: Vec<usize> = t.game().undone().iter().map(|e| e.index).collect();
    assert_eq!(kept, [entry, at]);
    // a phone rebuilding from the entries holds the same record
    let again =
        Table::restore(LOG, GAME, TableRules::AnySeat, t.entries().to_vec(), vec![]).unwrap();
    assert_eq!(again.game(), t.game());
}
