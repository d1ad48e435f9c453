//! The versioned save format: round trip, damaged, newer, invalid.

mod common;
use common::*;
use shturman_game::save::{from_json, to_json, to_save};
use shturman_game::{Action, Game, InvalidSave, LoadError, RuleError, SCHEMA_VERSION};
use shturman_rules::Captain;

fn played() -> Game {
    let mut g = setup();
    assign(&mut g, RED, RED_BRIG, Captain::Target, "salt-0001");
    fresh(&mut g);
    apply(&mut g, shot(RED_LINKOR, BLUE_GALLEON, 2, true, None));
    apply(&mut g, Action::RevealCaptain { ship: RED_BRIG });
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
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["schema_version"], SCHEMA_VERSION);
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
        from_json(r#"{"schema_version": 1, "game": {"log": [{"type": "fly"}]}}"#),
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
