//! Issue 18's scan: everything the table device holds — the saved game
//! (the export is the same text), every view (table and each player, the
//! log views with them), the briefs and table codes it shows, the hands
//! locked under their PINs — names no hidden captain.
//!
//! "Hidden" means, for a view: any card not face up now (never revealed,
//! or revealed and turned face down again, or revealed and undone).
//! For the saved game: a card the table never saw revealed (a reveal the
//! table saw stays in the saved log, undone or not — the table saw it;
//! views redact it). So the game below is built for the two sets to be
//! told apart by name alone: Anna's Target is face up; both Berserks were
//! revealed and are face down again (one of them by an undo); the Swift
//! was never revealed; no Rapid was ever placed.
//!
//! The scan cannot pass vacuously: the same scan finds the hidden names in
//! the hands' plain JSON, "target" in the views and "berserk" in the save.

mod common;
use common::*;
use shturman_game::save::to_json;
use shturman_game::{
    Action, BoardingSide, Event, Game, PlayerId, Salt, SinkCause, Viewer, Weather,
};
use shturman_hand::cipher::{KdfParams, Key, Pin, Purpose, lock};
use shturman_hand::code::{read_table_code, table_code};
use shturman_hand::{Hand, PlayerBrief};
use shturman_rules::Captain;
use std::collections::BTreeSet;

/// Every string value in a JSON text (keys left out).
fn strings(text: &str) -> BTreeSet<String> {
    fn walk(v: &serde_json::Value, out: &mut BTreeSet<String>) {
        match v {
            serde_json::Value::String(s) => {
                out.insert(s.clone());
            }
            serde_json::Value::Array(a) => a.iter().for_each(|v| walk(v, out)),
            serde_json::Value::Object(o) => o.values().for_each(|v| walk(v, out)),
            serde_json::Value::Null | serde_json::Value::Bool(_) | serde_json::Value::Number(_) => {
            }
        }
    }
    let mut out = BTreeSet::new();
    walk(&serde_json::from_str(text).expect("JSON"), &mut out);
    out
}

/// The captain names (enum codes) found in a JSON text: as values, or
/// anywhere as a quoted word.
fn names(text: &str) -> BTreeSet<&'static str> {
    let values = strings(text);
    Captain::ALL
        .iter()
        .map(|c| c.code())
        .filter(|code| values.contains(*code) || text.contains(&format!("\"{code}\"")))
        .collect()
}

fn brief(g: &Game, p: PlayerId) -> PlayerBrief {
    PlayerBrief::of(g, p).unwrap()
}

struct Table {
    game: Game,
    hands: Vec<Hand>,
}

/// A game on one shared phone: placement, reveals (kept, turned face down,
/// undone), a port move, a boarding with a captain moved, a sinking in an
/// own port.
fn played() -> Table {
    let mut g = setup();
    let mut r = rng(31);
    let mut hands = [Hand::new(GAME, ANNA), Hand::new(GAME, BORIS)];
    for (player, captain, ship) in [
        (ANNA, Captain::Target, NADEZHDA),
        (ANNA, Captain::Berserk, AZOV),
        (BORIS, Captain::Swift, SAN_JOSE),
        (BORIS, Captain::Berserk, ARROW),
    ] {
        let hand = &mut hands[usize::from(player.0)];
        let a = hand
            .assign(&brief(&g, player), captain, ship, &mut r)
            .unwrap();
        apply(&mut g, a);
    }
    let [mut anna, mut boris] = hands;
    apply(
        &mut g,
        Action::StartRound {
            weather: Weather::Calm,
        },
    );
    // Anna's Target: revealed and left face up.
    let a = anna.reveal(&brief(&g, ANNA), NADEZHDA).unwrap();
    apply(&mut g, a);
    // Boris's Berserk: revealed, then face down at the end of his turn.
    let a = boris.reveal(&brief(&g, BORIS), ARROW).unwrap();
    apply(&mut g, a);
    apply(
        &mut g,
        Action::EndTurn {
            player: BORIS,
            keep_face_up: vec![],
        },
    );
    // …then off at Port Royal and back on under a new seal.
    apply(
        &mut g,
        Action::TakeCaptainOff {
            player: BORIS,
            ship: ARROW,
            port: PORT_ROYAL,
        },
    );
    let a = boris
        .give(
            &brief(&g, BORIS),
            Captain::Berserk,
            PORT_ROYAL,
            ARROW,
            &mut r,
        )
        .unwrap();
    apply(&mut g, a);
    // Anna's Berserk: revealed, and the reveal undone.
    let a = anna.reveal(&brief(&g, ANNA), AZOV).unwrap();
    apply(&mut g, a);
    g.undo().unwrap();
    // The Azov takes the Arrow; Boris's Berserk dies, Anna's moves over.
    apply(
        &mut g,
        Action::Boarding {
            attacker: AZOV,
            defender: ARROW,
            winner: BoardingSide::Attacker,
        },
    );
    let a = anna
        .move_after_boarding(&brief(&g, ANNA), AZOV, ARROW, &mut r)
        .unwrap();
    apply(&mut g, a);
    // The San José sinks in Boris's own port: the Swift waits there.
    apply(
        &mut g,
        Action::ShipSunk {
            ship: SAN_JOSE,
            cause: SinkCause::EnemyFire {
                port: Some(PORT_ROYAL),
            },
        },
    );
    anna.sync(&brief(&g, ANNA)).unwrap();
    boris.sync(&brief(&g, BORIS)).unwrap();
    Table {
        game: g,
        hands: vec![anna, boris],
    }
}

/// Every salt the table saw in a reveal (log and undone records).
fn salts_seen(g: &Game) -> BTreeSet<String> {
    g.log()
        .iter()
        .chain(g.undone())
        .filter_map(|e| match &e.action {
            Action::RevealCaptain { proof, .. } => Some(proof.salts.clone()),
            _ => None,
        })
        .flatten()
        .map(|s: Salt| s.as_str().to_string())
        .collect()
}

#[test]
fn nothing_the_table_device_holds_names_a_hidden_captain() {
    let t = played();
    let g = &t.game;
    // The scenario is what the test says it is.
    assert_eq!(g.state().face_up_captain(NADEZHDA), Some(Captain::Target));
    assert_eq!(g.undone().len(), 1);
    assert!(g.log().iter().any(|e| {
        e.events
            .iter()
            .any(|ev| matches!(ev, Event::CaptainStaysInPort { .. }))
    }));

    let mut views = Vec::new();
    for viewer in [Viewer::Table, Viewer::Player(ANNA), Viewer::Player(BORIS)] {
        views.push(serde_json::to_string(&g.view(viewer)).unwrap());
    }
    let mut shown = Vec::new();
    for p in [ANNA, BORIS] {
        let b = brief(g, p);
        let code = table_code(&b);
        assert_eq!(read_table_code(&code).as_ref(), Ok(&b));
        shown.push(serde_json::to_string(&b).unwrap());
        shown.push(serde_json::to_string(&code).unwrap());
    }
    let mut r = rng(32);
    let locked: Vec<String> = t
        .hands
        .iter()
        .map(|h| {
            let key = Key::new(&Pin::new("123456").unwrap(), KdfParams::TEST, &mut r).unwrap();
            serde_json::to_string(&lock(h, &key, Purpose::Hand, &mut r)).unwrap()
        })
        .collect();
    let save = to_json(g);

    let hidden_in_views: BTreeSet<&str> = ["rapid", "swift", "berserk"].into();
    let never_revealed: BTreeSet<&str> = ["rapid", "swift"].into();
    for (i, text) in views.iter().chain(&shown).chain(&locked).enumerate() {
        let found = names(text);
        assert!(
            found.is_disjoint(&hidden_in_views),
            "{found:?} in text {i} (views, briefs and codes, locked hands)"
        );
    }
    let found = names(&save);
    assert!(found.is_disjoint(&never_revealed), "{found:?} in the save");

    // No salt the table never saw, anywhere.
    let seen = salts_seen(g);
    let hidden_salts: Vec<String> = t
        .hands
        .iter()
        .flat_map(|h| h.book.iter().map(|s| s.salt.as_str().to_string()))
        .filter(|s| !seen.contains(s))
        .collect();
    // The Swift's, Boris's Berserk's port seal, Anna's Berserk's move seal.
    assert_eq!(hidden_salts.len(), 3, "{hidden_salts:?}");
    for text in views.iter().chain(&shown).chain(&locked).chain([&save]) {
        for salt in &hidden_salts {
            assert!(!text.contains(salt.as_str()));
        }
    }

    // Not vacuous: the same scan finds what is there to find.
    let hands: Vec<String> = t
        .hands
        .iter()
        .map(|h| serde_json::to_string(h).unwrap())
        .collect();
    let in_hands: BTreeSet<&str> = hands.iter().flat_map(|h| names(h)).collect();
    assert!(in_hands.is_superset(&hidden_in_views), "{in_hands:?}");
    assert!(names(&views[0]).contains("target"), "the face-up card");
    assert!(names(&save).contains("berserk"), "reveals the table saw");
    assert!(
        hands
            .iter()
            .any(|h| hidden_salts.iter().any(|s| h.contains(s.as_str())))
    );
}
