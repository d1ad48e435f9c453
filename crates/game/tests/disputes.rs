//! Issue 43, item 10: an outcome decided against another player's ship is
//! recorded by one side alone (a hit, a critical, a boarding won), so the
//! player it went against may dispute it, and only they; the host settles
//! it — dismissing the dispute (the entry stands) or undoing the entry
//! (both stay on record as undone, so the disputing player sees how it
//! ended).

mod common;
use common::*;
use shturman_game::{
    Action, BoardingSide, Dispute, Event, Game, PlayerId, RuleError, SalvoPart, Say,
};

fn refused(g: &mut Game, a: Action) -> RuleError {
    let before = g.clone();
    let e = g.apply(a).expect_err("refused");
    assert_eq!(*g, before, "a refused action changes nothing");
    e
}

fn boarding(winner: BoardingSide) -> Action {
    Action::Boarding {
        attacker: RED_BRIG,
        defender: BLUE_FRIGATE,
        winner,
    }
}

fn dispute(player: PlayerId, entry: usize) -> Action {
    Action::Dispute { player, entry }
}

/// What an entry went against, judged when it applied: the owner of the
/// ship hit or taken, never the author's own side, never a miss.
#[test]
fn an_entry_goes_against_the_owner_of_the_ship_it_hits_or_takes() {
    let mut g = setup();
    fresh(&mut g);
    let s = g.state();
    assert_eq!(
        s.against(&shot(RED_BRIG, BLUE_GALLEON, 1, true, None)),
        [BLUE]
    );
    assert_eq!(
        s.against(&shot(RED_LINKOR, BLUE_GALLEON, 1, true, Some(true))),
        [BLUE],
        "a critical"
    );
    assert!(
        s.against(&shot(RED_BRIG, BLUE_GALLEON, 1, false, None))
            .is_empty(),
        "a miss"
    );
    let salvo = Action::Salvo {
        shooters: [RED_BRIG, GREEN_BRIG]
            .map(|ship| SalvoPart {
                ship,
                shots: 1,
                gun: None,
            })
            .to_vec(),
        target: BLUE_GALLEON,
        aim: shturman_game::Aim::Hull,
        hit: true,
        critical: None,
        target_port: None,
        dice: vec![5],
    };
    assert_eq!(s.against(&salvo), [BLUE], "a salvo of two allies");
    assert_eq!(s.against(&boarding(BoardingSide::Attacker)), [BLUE]);
    assert!(
        s.against(&boarding(BoardingSide::Defender)).is_empty(),
        "a boarding its author lost is against their own ship"
    );
    for a in [
        Action::ShipSunk {
            ship: BLUE_GALLEON,
            cause: shturman_game::SinkCause::Other,
        },
        Action::SetHullDamage {
            ship: BLUE_GALLEON,
            damage: 1,
        },
    ] {
        assert!(s.against(&a).is_empty(), "{a:?} is its owner's own say");
    }

    // recorded by log index, with the owner at the time: the boarding
    // makes the frigate Red's, and still went against Blue
    apply(&mut g, shot(RED_BRIG, BLUE_GALLEON, 1, false, None));
    apply(&mut g, boarding(BoardingSide::Attacker));
    let at = g.log().len() - 1;
    assert_eq!(g.state().ship(BLUE_FRIGATE).unwrap().owner, RED);
    assert_eq!(g.state().against_entry(at), [BLUE]);
    assert!(g.state().against_entry(at - 1).is_empty(), "the miss");
    // the same after a replay (a phone rebuilding the log)
    let again = Game::replay(GAME, &g.actions()).unwrap();
    assert_eq!(again.state(), g.state());
}

/// Only the player an entry went against disputes it, once; a dispute is
/// that player's own say, and its dismissal is the host's alone.
#[test]
fn only_the_player_an_entry_went_against_disputes_it_and_only_the_host_settles() {
    let mut g = setup();
    fresh(&mut g);
    apply(&mut g, shot(RED_LINKOR, BLUE_GALLEON, 1, true, None));
    let hit = g.log().len() - 1;
    apply(&mut g, shot(RED_BRIG, BLUE_FRIGATE, 1, false, None));
    let miss = g.log().len() - 1;

    // the author, an ally of the author, a missed ship's owner: refused
    for (player, entry) in [(RED, hit), (GREEN, hit), (BLUE, miss), (BLUE, 999)] {
        assert_eq!(
            refused(&mut g, dispute(player, entry)),
            RuleError::NotAgainst { player, entry }
        );
    }
    let d = dispute(BLUE, hit);
    assert_eq!(g.state().say(&d), Say::Own(vec![BLUE]), "Blue's own say");
    apply(&mut g, d.clone());
    let at = g.log().len() - 1;
    let e = &g.log()[at];
    assert_eq!(e.player, Some(BLUE));
    assert_eq!(
        e.events,
        [Event::Disputed {
            player: BLUE,
            entry: hit
        }]
    );
    assert_eq!(
        g.state().disputes.get(&at),
        Some(&Dispute {
            player: BLUE,
            entry: hit,
            dismissed: false
        })
    );
    assert_eq!(
        refused(&mut g, d),
        RuleError::AlreadyDisputed {
            player: BLUE,
            entry: hit
        }
    );

    // settling is the host's say, of an open dispute only
    let dismiss = Action::DismissDispute { dispute: at };
    assert_eq!(g.state().say(&dismiss), Say::Host);
    assert_eq!(
        refused(&mut g, Action::DismissDispute { dispute: hit }),
        RuleError::NoOpenDispute { dispute: hit }
    );
    apply(&mut g, dismiss.clone());
    assert!(g.state().disputes[&at].dismissed, "the entry stands");
    assert_eq!(
        g.log().last().unwrap().events,
        [Event::DisputeDismissed {
            dispute: at,
            player: BLUE,
            entry: hit
        }]
    );
    assert_eq!(
        refused(&mut g, dismiss),
        RuleError::NoOpenDispute { dispute: at }
    );
    assert_eq!(
        refused(&mut g, dispute(BLUE, hit)),
        RuleError::AlreadyDisputed {
            player: BLUE,
            entry: hit
        },
        "a dismissed dispute is not made again"
    );
}

/// The host upholds a dispute by undoing the entry: the dispute and the
/// entry stay on record as undone (the disputing player's phone says the
/// entry was undone); a dispute undone alone (withdrawn) leaves none.
#[test]
fn an_upheld_dispute_stays_on_record_with_its_entry() {
    let mut g = setup();
    fresh(&mut g);
    apply(&mut g, boarding(BoardingSide::Attacker));
    let taken = g.log().len() - 1;
    apply(&mut g, dispute(BLUE, taken));
    let at = g.log().len() - 1;

    // withdrawn: only the dispute undone, nothing kept
    let mut withdrawn = g.clone();
    withdrawn.undo_to(at).unwrap();
    assert!(withdrawn.undone().is_empty());
    assert!(withdrawn.state().disputes.is_empty());

    // upheld: the entry undone, and the dispute with it
    g.undo_to(taken).unwrap();
    assert_eq!(
        g.state().ship(BLUE_FRIGATE).unwrap().owner,
        BLUE,
        "the frigate is Blue's again"
    );
    let kept: Vec<(usize, &Action)> = g.undone().iter().map(|e| (e.index, &e.action)).collect();
    assert_eq!(
        kept,
        [
            (taken, &boarding(BoardingSide::Attacker)),
            (at, &dispute(BLUE, taken))
        ]
    );
    assert!(g.state().disputes.is_empty() && g.state().against_entry(taken).is_empty());
}
