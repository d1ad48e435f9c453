//! The versioned save format: round trip, damaged, newer, invalid.

mod common;
use common::*;
use shturman_game::migrate::migrate_v1;
use shturman_game::save::{from_json, to_json, to_save};
use shturman_game::{
    CardId, CardPlace, Game, InvalidSave, LoadError, PlayerId, RuleError, SCHEMA_VERSION, Salt,
    ShipStatus,
};
use shturman_rules::Captain;
use std::collections::BTreeSet;
use uuid::Uuid;

fn played() -> Game {
    let mut g = setup();
    assign(&mut g, RED, RED_BRIG, Captain::Target, "salt-0001");
    fresh(&mut g);
    apply(&mut g, shot(RED_LINKOR, BLUE_GALLEON, 2, true, None));
    reveal(&mut g, RED_BRIG, Captain::Target, &["salt-0001"]);
    apply(&mut g, shot(RED_BRIG, BLUE_GALLEON, 1, true, Some(false)));
    g
}

#[test]
fn round_trip_restores_state_log_and_redo() {
    let mut g = played();
    g.undo().unwrap();
    g.undo().unwrap();
    let text = to_json(&g);
    let back = from_json(&text).unwrap();
    assert_eq!(back, g);
    assert_eq!(back.redo_stack().len(), 2);
    assert_eq!(back.undone().len(), 1, "the undone reveal");
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["schema_version"], SCHEMA_VERSION);
    assert_eq!(v["game"]["id"], GAME.to_string());
}

#[test]
fn damaged_json_is_reported_as_damaged() {
    let text = to_json(&played());
    let cut = &text[..text.len() / 2];
    assert!(matches!(from_json(cut), Err(LoadError::Damaged { .. })));
    assert!(matches!(
        from_json("{not json"),
        Err(LoadError::Damaged { line: 1, .. })
    ));
}

#[test]
fn a_newer_version_is_reported_with_its_number() {
    let mut v: serde_json::Value = serde_json::from_str(&to_json(&played())).unwrap();
    v["schema_version"] = serde_json::json!(SCHEMA_VERSION + 3);
    // Even if the newer content means nothing to us.
    v["game"] = serde_json::json!({"something": "new"});
    assert_eq!(
        from_json(&v.to_string()),
        Err(LoadError::NewerVersion {
            found: SCHEMA_VERSION + 3,
            supported: SCHEMA_VERSION
        })
    );
}

#[test]
fn invalid_content_is_reported_as_invalid() {
    assert_eq!(
        from_json(r#"{"game": {"log": []}}"#),
        Err(LoadError::Invalid {
            reason: InvalidSave::NoSchemaVersion
        })
    );
    assert!(matches!(
        from_json(
            r#"{"schema_version": 2, "game": {"id": "00000000-0000-0000-0000-000000000001", "log": [{"type": "fly"}]}}"#
        ),
        Err(LoadError::Invalid {
            reason: InvalidSave::Malformed { .. }
        })
    ));
    assert_eq!(
        from_json(r#"{"schema_version": 0, "game": {"log": []}}"#),
        Err(LoadError::Invalid {
            reason: InvalidSave::UnknownVersion { found: 0 }
        })
    );
}

#[test]
fn a_log_that_breaks_the_rules_is_invalid() {
    let mut file = to_save(&played());
    // A second shot from the brig, which has none left.
    file.game
        .log
        .push(shot(RED_BRIG, BLUE_GALLEON, 1, false, None));
    let index = file.game.log.len() - 1;
    let text = serde_json::to_string(&file).unwrap();
    assert_eq!(
        from_json(&text),
        Err(LoadError::Invalid {
            reason: InvalidSave::LogBreaksRule {
                index,
                error: RuleError::NotEnoughShots {
                    ship: RED_BRIG,
                    requested: 1,
                    remaining: 0
                }
            }
        })
    );
    let mut file = to_save(&played());
    file.game.redo = vec![shot(RED_BRIG, BLUE_GALLEON, 1, false, None)];
    assert!(matches!(
        shturman_game::save::from_save(file),
        Err(LoadError::Invalid {
            reason: InvalidSave::RedoBreaksRule { index: 0, .. }
        })
    ));
}

/// Schema 1 (plain captains) is not opened as a game: it needs migrating.
#[test]
fn a_schema_1_save_needs_migration() {
    let text = include_str!("fixtures/v1-save.json");
    assert_eq!(from_json(text), Err(LoadError::NeedsMigration { found: 1 }));
}

/// The fixture was written by the schema-1 app: two players, six captains
/// placed, a reveal, a swap through a port, a boarding with a captain
/// moved, a sinking in an own port, a face-down-again reveal and an undone
/// one. Migrated, it gives the same table (card places, face-up cards,
/// ships) with seals only, and every player's secrets open every card.
#[test]
fn migrating_a_schema_1_save_keeps_the_table_and_hands_over_every_captain() {
    let text = include_str!("fixtures/v1-save.json");
    let id = Uuid::from_u128(0x1d);
    let mut n = 0u8;
    let mut next = || {
        n += 1;
        Salt::from_bytes([n; 16])
    };
    let m = migrate_v1(text, id, &mut next).unwrap();
    let g = &m.game;
    assert_eq!(g.id(), id);
    let s = g.state();
    let u = Uuid::from_u128;
    let (anna, boris) = (PlayerId(0), PlayerId(1));
    // Where the old app had each card (printed by it when the fixture was
    // written), as (owner, card id in placement order, place, face up).
    let cards: Vec<_> = s
        .cards()
        .map(|c| (c.owner, c.id, c.place, c.face_up))
        .collect();
    assert_eq!(
        cards,
        vec![
            (
                anna,
                CardId(0),
                CardPlace::OnShip { ship: u(3) },
                Some(Captain::Target)
            ),
            (anna, CardId(1), CardPlace::OnShip { ship: u(5) }, None),
            (anna, CardId(2), CardPlace::OnShip { ship: u(1) }, None),
            (boris, CardId(0), CardPlace::OnShip { ship: u(4) }, None),
            (boris, CardId(1), CardPlace::Dead, None),
            (
                boris,
                CardId(2),
                CardPlace::InPort {
                    port: shturman_game::PortId(11)
                },
                None
            ),
        ]
    );
    assert_eq!(s.ship(u(4)).unwrap().hull, 1);
    assert_eq!(
        s.ship(u(5)).unwrap().status,
        ShipStatus::Captured {
            by: anna,
            from: boris
        }
    );
    assert!(!s.ship(u(6)).unwrap().is_afloat());
    // The reveal on the old redo stack: still redoable, and on record.
    assert_eq!(g.redo_stack().len(), 1);
    assert_eq!(g.undone().len(), 1);
    // Seals only: no salt of the old file, and the face-down captains'
    // names appear only where the table saw them revealed.
    let saved = shturman_game::save::to_json(g);
    for old_salt in ["salt-0002", "salt-0005", "0123456789abcdef0123456789abcdef"] {
        assert!(!saved.contains(old_salt), "{old_salt}");
    }
    // No Rapid was ever revealed: no "rapid" anywhere in the new save.
    assert!(!saved.contains("\"rapid\""));
    assert!(
        text.contains("\"rapid\""),
        "the old one had them in plain text"
    );
    let loaded = from_json(&saved).unwrap();
    assert_eq!(&loaded, g);
    // Every captain placed is in its owner's secrets, and the secrets open
    // every card the table holds.
    for (player, captains) in [
        (
            anna,
            [Captain::Target, Captain::Berserk, Captain::Rapid].as_slice(),
        ),
        (
            boris,
            [Captain::Swift, Captain::Rapid, Captain::Berserk].as_slice(),
        ),
    ] {
        let secrets = &m.secrets[&player];
        let held: BTreeSet<Captain> = secrets.iter().map(|s| s.captain).collect();
        assert_eq!(held, captains.iter().copied().collect());
        for card in &s.players[&player].cards {
            let chain: Vec<_> = card
                .placements
                .iter()
                .map(|p| secrets.iter().find(|s| s.seal == p.seal).expect("held"))
                .collect();
            let proof = shturman_game::Proof {
                captain: chain[0].captain,
                salts: chain.iter().map(|s| s.salt.clone()).collect(),
            };
            assert_eq!(proof.check(id, &card.placements), Ok(()));
        }
    }
    assert!(m.secrets[&PlayerId(0)].iter().any(|s| s.previous.is_some()));
}
