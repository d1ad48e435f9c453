//! A schema-1 save (written by the app before the seals: captains and
//! salts in plain text) opens as the table's game with seals only plus one
//! hand per player that holds every captain of theirs, each where the old
//! game had it. The old text is only read.

mod common;
use common::rng;
use shturman_game::save::to_json;
use shturman_game::{CardPlace, PlayerId, PortId, Viewer};
use shturman_hand::migrate::{Opened, open_save};
use shturman_hand::{HandPlace, PlayerBrief};
use shturman_rules::Captain;
use uuid::Uuid;

const V1: &str = include_str!("../../game/tests/fixtures/v1-save.json");

#[test]
fn a_schema_1_save_opens_as_a_sealed_game_and_a_hand_per_player() {
    let before = V1.to_string();
    let m = match open_save(V1, &mut rng(41)).unwrap() {
        Opened::Migrated(m) => m,
        Opened::Game(_) => panic!("a schema-1 save needs migrating"),
    };
    assert_eq!(V1, before, "the old text is only read");
    let g = &m.game;
    assert_eq!(m.hands.len(), 2);
    let u = Uuid::from_u128;
    // Where the old app had each card (it printed them when the fixture
    // was written), now read from each player's hand.
    let expect = [
        (
            PlayerId(0),
            [
                (Captain::Rapid, HandPlace::OnShip { ship: u(1) }, false),
                (Captain::Swift, HandPlace::SetAside, false),
                (Captain::Target, HandPlace::OnShip { ship: u(3) }, true),
                (Captain::Berserk, HandPlace::OnShip { ship: u(5) }, false),
            ],
        ),
        (
            PlayerId(1),
            [
                (Captain::Rapid, HandPlace::Dead, false),
                (Captain::Swift, HandPlace::OnShip { ship: u(4) }, false),
                (Captain::Target, HandPlace::SetAside, false),
                (
                    Captain::Berserk,
                    HandPlace::InPort { port: PortId(11) },
                    false,
                ),
            ],
        ),
    ];
    for (hand, (player, cards)) in m.hands.iter().zip(expect) {
        assert_eq!((hand.game, hand.player), (g.id(), player));
        let got: Vec<_> = hand
            .cards
            .iter()
            .map(|c| (c.captain, c.place, c.face_up))
            .collect();
        assert_eq!(got, cards.to_vec(), "{player:?}");
        // Every card the table holds is one of the hand's, and opens.
        let brief = PlayerBrief::of(g, player).unwrap();
        let mut hand = hand.clone();
        let report = hand.sync(&brief).unwrap();
        assert!(report.unknown.is_empty() && report.conflicts.is_empty());
        for c in &brief.cards {
            if let CardPlace::OnShip { ship } = c.place
                && !c.face_up
            {
                let reveal = hand.reveal(&brief, ship).unwrap();
                g.state().clone().apply(&reveal).unwrap();
            }
        }
    }
    // The table's side holds seals only: no Rapid was ever revealed, so no
    // "rapid" anywhere in its save or views.
    assert!(V1.contains("\"rapid\""));
    assert!(!to_json(g).contains("\"rapid\""));
    assert!(
        !serde_json::to_string(&g.view(Viewer::Table))
            .unwrap()
            .contains("\"rapid\"")
    );
    // Opening the migrated game's save again is a plain load.
    assert!(matches!(
        open_save(&to_json(g), &mut rng(42)),
        Ok(Opened::Game(back)) if &back == g
    ));
}
