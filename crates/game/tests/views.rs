//! Hidden information (§6): what the table and each player may see.

mod common;
use common::*;
use shturman_game::{
    Action, ActionView, CardPlace, Event, Game, GameView, PlayerId, RedactedAction, Viewer,
};
use shturman_rules::Captain;

/// The view as JSON, without the viewer's own captain set (which names all
/// four of the viewer's cards by design).
fn json(v: &GameView) -> String {
    let mut value = serde_json::to_value(v).unwrap();
    for p in value["players"].as_array_mut().unwrap() {
        p["own_captains"] = serde_json::Value::Null;
    }
    serde_json::to_string(&value).unwrap()
}

fn game_with_hidden_target() -> Game {
    let mut g = setup();
    assign(&mut g, RED, RED_BRIG, Captain::Target, "secret-salt-red-1");
    assign(
        &mut g,
        BLUE,
        BLUE_GALLEON,
        Captain::Swift,
        "secret-salt-blue-1",
    );
    g
}

#[test]
fn the_table_sees_that_a_ship_has_a_captain_but_not_which() {
    let g = game_with_hidden_target();
    let v = g.view(Viewer::Table);
    let brig = v.ships.iter().find(|s| s.id == RED_BRIG).unwrap();
    let cap = brig.captain.as_ref().expect("the card is visible");
    assert!(!cap.face_up);
    assert_eq!(cap.card.captain, None);
    assert_eq!(cap.card.salt, None);
    let commitment = g
        .state()
        .card(RED, Captain::Target)
        .unwrap()
        .commitment
        .clone();
    assert_eq!(cap.card.short, commitment.short());
    assert_eq!(cap.card.short.len(), 8);
    let text = json(&v);
    for code in [
        "\"captain\":\"target\"",
        "\"captain\":\"swift\"",
        "secret-salt",
    ] {
        assert!(!text.contains(code), "{code} leaked");
    }
    assert!(v
        .ships
        .iter()
        .find(|s| s.id == RED_LINKOR)
        .unwrap()
        .captain
        .is_none());
    assert!(v.players.iter().all(|p| p.own_captains.is_none()));
}

#[test]
fn a_player_sees_own_captains_only() {
    let g = game_with_hidden_target();
    let v = g.view(Viewer::Player(RED));
    let brig = v.ships.iter().find(|s| s.id == RED_BRIG).unwrap();
    assert_eq!(
        brig.captain.as_ref().unwrap().card.captain,
        Some(Captain::Target)
    );
    let galleon = v.ships.iter().find(|s| s.id == BLUE_GALLEON).unwrap();
    assert_eq!(galleon.captain.as_ref().unwrap().card.captain, None);
    let text = json(&v);
    assert!(!text.contains("\"captain\":\"swift\""));
    assert!(!text.contains("secret-salt-blue"));
    let red = v.players.iter().find(|p| p.id == RED).unwrap();
    let own = red.own_captains.as_ref().unwrap();
    assert_eq!(own.len(), 4);
    let target = own.iter().find(|c| c.captain == Captain::Target).unwrap();
    assert_eq!(target.place, Some(CardPlace::OnShip { ship: RED_BRIG }));
    assert!(own
        .iter()
        .filter(|c| c.captain != Captain::Target)
        .all(|c| c.place.is_none()));
    let blue = v.players.iter().find(|p| p.id == BLUE).unwrap();
    assert!(blue.own_captains.is_none());
    assert_eq!(blue.captains_in_play, 1);
    // An unknown viewer id sees no more than the table.
    let ghost = g.view(Viewer::Player(PlayerId(42)));
    assert!(!json(&ghost).contains("secret-salt"));
}

#[test]
fn log_entries_are_redacted_for_the_table() {
    let g = game_with_hidden_target();
    let v = g.view(Viewer::Table);
    let assign = v
        .log
        .iter()
        .find(|e| e.player == Some(RED) && matches!(e.action, ActionView::Redacted(_)))
        .expect("the assignment is redacted");
    assert_eq!(
        assign.action,
        ActionView::Redacted(RedactedAction::AssignCaptain {
            player: RED,
            ship: RED_BRIG
        })
    );
    match &assign.events[0] {
        Event::CaptainAssigned { ship, card } => {
            assert_eq!(*ship, RED_BRIG);
            assert_eq!(card.captain, None);
            assert_eq!(card.salt, None);
        }
        other => panic!("{other:?}"),
    }
    // The owner's view shows the whole action.
    let mine = g.view(Viewer::Player(RED));
    assert!(mine.log.iter().any(|e| matches!(
        &e.action,
        ActionView::Full(Action::AssignCaptain {
            captain: Captain::Target,
            ..
        })
    )));
}

#[test]
fn revealing_shows_the_card_and_salt_to_all_until_face_down() {
    let mut g = game_with_hidden_target();
    fresh(&mut g);
    apply(&mut g, Action::RevealCaptain { ship: RED_BRIG });
    let v = g.view(Viewer::Player(BLUE));
    let brig = v.ships.iter().find(|s| s.id == RED_BRIG).unwrap();
    let cap = brig.captain.as_ref().unwrap();
    assert!(cap.face_up);
    assert_eq!(cap.card.captain, Some(Captain::Target));
    assert_eq!(cap.card.salt.as_deref(), Some("secret-salt-red-1"));
    // Every player can recheck the commitment from the view alone.
    assert!(
        shturman_game::Commitment::new(RED_BRIG, Captain::Target, "secret-salt-red-1")
            .as_hex()
            .starts_with(&cap.card.short)
    );
    let reveal = v.log.last().unwrap();
    assert!(matches!(
        &reveal.events[0],
        Event::CaptainRevealed { card, check: shturman_game::CommitmentCheck::Match, .. }
            if card.captain == Some(Captain::Target)
    ));
    // Face down again at the end of Red's turn: hidden again everywhere.
    apply(
        &mut g,
        Action::EndTurn {
            player: RED,
            keep_face_up: vec![],
        },
    );
    let text = json(&g.view(Viewer::Player(BLUE)));
    assert!(!text.contains("\"captain\":\"target\""));
    assert!(!text.contains("secret-salt-red"));
}

#[test]
fn captains_waiting_in_port_show_their_owner_only() {
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
    let v = g.view(Viewer::Table);
    let port = v.ports.iter().find(|p| p.id == RED_PORT).unwrap();
    assert_eq!(port.waiting.len(), 1);
    assert_eq!(port.waiting[0].card.owner, RED);
    assert_eq!(port.waiting[0].card.captain, None);
    let mine = g.view(Viewer::Player(RED));
    let port = mine.ports.iter().find(|p| p.id == RED_PORT).unwrap();
    assert_eq!(port.waiting[0].card.captain, Some(Captain::Target));
}
