//! What the views show of captain cards (§6, [A-19], convention 11): a
//! card's owner, id and seal to everyone; its captain only while face up;
//! a reveal turned face down again reads "a captain"; an undone reveal
//! stays in the log, marked undone.

mod common;
use common::*;
use shturman_game::{
    Action, ActionView, CardId, CardPlace, Event, Game, GameView, LogEntryView, PlayerId,
    RedactedAction, Viewer,
};
use shturman_rules::Captain;
use uuid::Uuid;

fn json(v: &GameView) -> String {
    serde_json::to_string(v).unwrap()
}

fn viewers() -> [Viewer; 5] {
    [
        Viewer::Table,
        Viewer::Player(RED),
        Viewer::Player(BLUE),
        Viewer::Player(GREEN),
        Viewer::Player(PlayerId(42)),
    ]
}

/// A log entry that is a reveal reading "a captain": the ship, owner and
/// card named, the captain and the proof not.
fn assert_unnamed_reveal(e: &LogEntryView, ship: Uuid, owner: PlayerId, card: CardId) {
    assert_eq!(
        e.action,
        ActionView::Redacted(RedactedAction::RevealCaptain { ship, owner, card })
    );
    assert!(matches!(
        &e.events[0],
        Event::CaptainRevealed { card, .. } if card.captain.is_none()
    ));
}

fn game_with_hidden_target() -> Game {
    let mut g = setup();
    assign(&mut g, RED, RED_BRIG, Captain::Target, "secret-red-1");
    assign(&mut g, BLUE, BLUE_GALLEON, Captain::Swift, "secret-blue-1");
    g
}

#[test]
fn every_viewer_sees_that_a_ship_has_a_card_but_not_which() {
    let g = game_with_hidden_target();
    for viewer in viewers() {
        let v = g.view(viewer);
        assert_eq!(v.game, GAME);
        let brig = v.ships.iter().find(|s| s.id == RED_BRIG).unwrap();
        let cap = brig.captain.as_ref().expect("the card is visible");
        assert!(!cap.face_up);
        assert_eq!(cap.card.captain, None);
        assert_eq!((cap.card.owner, cap.card.card), (RED, CardId(0)));
        assert_eq!(
            cap.card.seal,
            seal(RED_BRIG, Captain::Target, "secret-red-1")
        );
        assert_eq!(cap.card.short.len(), 8);
        let text = json(&v);
        for needle in ["\"target\"", "\"swift\"", salt("secret-red-1").as_str()] {
            assert!(!text.contains(needle), "{viewer:?}: {needle} leaked");
        }
        let red = v.players.iter().find(|p| p.id == RED).unwrap();
        assert_eq!(red.captains_in_play, 1);
        assert_eq!(red.cards[0].place, CardPlace::OnShip { ship: RED_BRIG });
        assert!(
            v.ships
                .iter()
                .find(|s| s.id == RED_LINKOR)
                .unwrap()
                .captain
                .is_none()
        );
    }
}

/// a reveal is shown, proof and all, while the card is face up;
/// once it is face down again the log says "a captain".
#[test]
fn a_reveal_is_named_until_the_card_is_face_down_again() {
    let mut g = game_with_hidden_target();
    fresh(&mut g);
    reveal(&mut g, RED_BRIG, Captain::Target, &["secret-red-1"]);
    let v = g.view(Viewer::Player(BLUE));
    let cap = v
        .ships
        .iter()
        .find(|s| s.id == RED_BRIG)
        .unwrap()
        .captain
        .clone()
        .unwrap();
    assert!(cap.face_up);
    assert_eq!(cap.card.captain, Some(Captain::Target));
    let last = v.log.last().unwrap();
    match &last.action {
        ActionView::Full(Action::RevealCaptain { proof, .. }) => {
            // Anyone can recheck the seal from the view alone.
            assert!(
                cap.card
                    .seal
                    .opens(GAME, RED_BRIG, proof.captain, &proof.salts[0])
            );
        }
        other => panic!("{other:?}"),
    }
    apply(
        &mut g,
        Action::EndTurn {
            player: RED,
            keep_face_up: vec![],
        },
    );
    for viewer in viewers() {
        let v = g.view(viewer);
        let text = json(&v);
        assert!(!text.contains("\"target\""), "{viewer:?}: {text}");
        assert!(!text.contains(salt("secret-red-1").as_str()));
        let reveal = v
            .log
            .iter()
            .find(|e| matches!(e.action, ActionView::Redacted(_)))
            .expect("the reveal is still in the log");
        assert_unnamed_reveal(reveal, RED_BRIG, RED, CardId(0));
    }
    // The save keeps it: the table saw it.
    assert!(shturman_game::save::to_json(&g).contains("\"target\""));
}

#[test]
fn an_undone_reveal_stays_in_the_log_view_marked_undone() {
    let mut g = game_with_hidden_target();
    fresh(&mut g);
    reveal(&mut g, RED_BRIG, Captain::Target, &["secret-red-1"]);
    let index = g.log().len() - 1;
    g.undo().unwrap();
    fresh(&mut g);
    let v = g.view(Viewer::Table);
    let undone: Vec<_> = v.log.iter().filter(|e| e.undone).collect();
    assert_eq!(undone.len(), 1);
    assert_eq!(undone[0].index, index);
    // Before the entry that took its place, and face down now: redacted.
    let at = v.log.iter().position(|e| e.undone).unwrap();
    assert_eq!(v.log[at + 1].index, index);
    assert!(!v.log[at + 1].undone);
    assert!(matches!(undone[0].action, ActionView::Redacted(_)));
    assert!(!json(&v).contains("\"target\""));
    assert_eq!(v.log.len(), g.log().len() + 1);
}

#[test]
fn captains_waiting_in_port_show_owner_and_card_only() {
    let mut g = game_with_hidden_target();
    fresh(&mut g);
    apply(
        &mut g,
        Action::TakeCaptainOff {
            player: RED,
            ship: RED_BRIG,
            port: RED_PORT,
        },
    );
    for viewer in viewers() {
        let v = g.view(viewer);
        let port = v.ports.iter().find(|p| p.id == RED_PORT).unwrap();
        assert_eq!(port.waiting.len(), 1);
        assert_eq!(port.waiting[0].card.owner, RED);
        assert_eq!(port.waiting[0].card.card, CardId(0));
        assert_eq!(port.waiting[0].card.captain, None);
    }
}

/// §3.2: the ship's view says whether it made its two-calms move this
/// round, and whether the move is open now — the same check that records
/// it (a first calm: not yet; the second calm: open; after the move: no).
#[test]
fn ship_view_knows_the_two_calms_move() {
    use shturman_rules::{Heading, Weather};
    let mut g = setup();
    let frigate = |g: &Game| {
        g.view(Viewer::Table)
            .ships
            .into_iter()
            .find(|s| s.id == BLUE_FRIGATE)
            .unwrap()
    };
    calm(&mut g);
    assert!(!frigate(&g).made_two_calms_move);
    assert!(
        !frigate(&g).two_calms_open(Weather::Calm),
        "a first calm gives no move"
    );
    calm(&mut g);
    assert!(frigate(&g).two_calms_open(Weather::Calm));
    assert!(
        !frigate(&g).two_calms_open(Weather::Fresh(Heading::W)),
        "only in a calm"
    );
    apply(
        &mut g,
        Action::ShipMoved {
            ship: BLUE_FRIGATE,
            heading: Heading::N,
            two_calms: true,
        },
    );
    let s = frigate(&g);
    assert!(s.made_two_calms_move);
    assert!(!s.two_calms_open(Weather::Calm), "one move per round");
    calm(&mut g);
    assert!(!frigate(&g).made_two_calms_move, "a new round forgets it");
}

/// A card's id is its place in its owner's hand: undoing an assignment
/// frees it for the next card. That card's reveal does not lend its face
/// to the first card's undone reveal, which named another captain (found
/// by `random_games_with_sealed_captains_keep_every_invariant`: the view
/// showed the old reveal's captain under the id of a card now face up
/// with a different one).
#[test]
fn an_undone_reveal_stays_unnamed_when_its_card_id_goes_to_another_card() {
    let mut g = setup();
    assign(&mut g, RED, RED_BRIG, Captain::Target, "secret-red-1");
    fresh(&mut g);
    reveal(&mut g, RED_BRIG, Captain::Target, &["secret-red-1"]);
    g.undo().unwrap(); // the reveal
    g.undo().unwrap(); // the round
    g.undo().unwrap(); // the assignment: card 0 is free again
    assign(&mut g, RED, RED_LINKOR, Captain::Swift, "secret-red-2");
    fresh(&mut g);
    reveal(&mut g, RED_LINKOR, Captain::Swift, &["secret-red-2"]);
    for viewer in viewers() {
        let v = g.view(viewer);
        let old = v.log.iter().find(|e| e.undone).expect("the undone reveal");
        assert_unnamed_reveal(old, RED_BRIG, RED, CardId(0));
        // the card face up now is named, in its own reveal
        let new = v.log.last().unwrap();
        assert!(matches!(
            &new.events[0],
            Event::CaptainRevealed { card, .. }
                if card.card == CardId(0) && card.captain == Some(Captain::Swift)
        ));
    }
}

/// Issue 32, finding 7: a card turned face down again could be turned face
/// up by anyone, with the proof from the log or an export. The table cannot
/// tell who typed it, so the log says that anyone could have: the second
/// reveal with the same proof is marked, the first is not.
#[test]
fn a_reveal_with_a_proof_already_on_the_log_is_marked_as_anyones() {
    let mut g = game_with_hidden_target();
    fresh(&mut g);
    reveal(&mut g, RED_BRIG, Captain::Target, &["secret-red-1"]);
    apply(
        &mut g,
        Action::EndTurn {
            player: RED,
            keep_face_up: vec![],
        },
    );
    reveal(&mut g, RED_BRIG, Captain::Target, &["secret-red-1"]);
    let v = g.view(Viewer::Table);
    let reveals: Vec<bool> = v
        .log
        .iter()
        .filter(|e| {
            matches!(
                e.action,
                ActionView::Full(Action::RevealCaptain { .. })
                    | ActionView::Redacted(RedactedAction::RevealCaptain { .. })
            )
        })
        .map(|e| e.replayed)
        .collect();
    assert_eq!(reveals, [false, true]);
}

/// Issue 32: a hand's reset, and its first making, are on the log for
/// everyone; undoing one must not hide it. Like an undone reveal, it stays
/// on record, marked undone, also through a save and a load.
#[test]
fn an_undone_hand_reset_or_making_stays_on_the_log_marked_undone() {
    for action in [
        Action::HandReset { player: RED },
        Action::HandMade { player: RED },
    ] {
        let mut g = game_with_hidden_target();
        apply(&mut g, action.clone());
        g.undo().unwrap();
        let g = shturman_game::save::from_json(&shturman_game::save::to_json(&g)).unwrap();
        let v = g.view(Viewer::Table);
        let entry = v
            .log
            .iter()
            .find(|e| e.action == ActionView::Full(action.clone()))
            .expect("the undone entry is still on the log");
        assert!(entry.undone, "{action:?}");
    }
}
