//! `shturman fire` and `shturman odds` run as the real binary: the JSON
//! contract, and bad input exiting with code 2 and one line on stderr.

use serde_json::{Value, json};

#[macro_use]
mod common;
harness!();

#[test]
fn contract_example() {
    let v = ok(&[
        "fire",
        "--class",
        "linkor",
        "--heading",
        "N",
        "--at=3,0",
        "--range",
        "4",
        "--damage",
        "2",
        "--strength",
        "7",
        "--shots-left",
        "3",
    ]);
    assert_eq!(v["gun"], "starboard");
    assert_eq!(v["distance"], 3);
    assert_eq!(v["band"], "long");
    assert_eq!(v["level"], "normal");
    assert_eq!(v["faces"], json!([1, 3, 5]));
    assert_eq!(v["probability"], "1/2");
    assert_eq!(v["last_shot"], false);
    let steps = v["steps"].as_array().unwrap();
    assert_eq!(steps[0]["rule"], "broadside_base");
    assert_eq!(steps[0]["section"], "4.4");
    assert_eq!(steps.last().unwrap()["faces"], json!([1, 3, 5]));
}

#[test]
fn target_captain_and_last_shot() {
    let v = ok(&[
        "fire",
        "--class",
        "brig",
        "--heading",
        "E",
        "--at=0,-1",
        "--captain",
        "target",
    ]);
    // Heading E: south is starboard; point blank with Target hits on every face.
    assert_eq!(v["gun"], "starboard");
    assert_eq!(v["band"], "point_blank");
    assert_eq!(v["faces"], json!([1, 2, 3, 4, 5, 6]));
    assert_eq!(v["probability"], "1/1");
    assert_eq!(v["no_roll_needed"], true);
    // A brig's one shot is always its last.
    assert_eq!(v["last_shot"], true);
    assert_eq!(
        v["steps"].as_array().unwrap().last().unwrap()["rule"],
        "captain_target"
    );
}

#[test]
fn damaged_shooter_and_chasers() {
    let v = ok(&[
        "fire",
        "--class",
        "linkor",
        "--heading",
        "N",
        "--at=5,0",
        "--damage",
        "5",
    ]);
    assert_eq!(
        (v["level"].as_str(), v["band"].as_str()),
        (Some("low"), Some("long"))
    );
    assert_eq!(v["faces"], json!([5]));
    let v = ok(&[
        "fire",
        "--class",
        "linkor",
        "--heading",
        "N",
        "--at=0,2",
        "--damage",
        "5",
    ]);
    assert_eq!(v["gun"], "bow");
    assert_eq!(v["kind"], "chaser");
    assert_eq!(v["band"], "medium");
    assert_eq!(v["faces"], json!([5, 6]));
    assert_eq!(v["shots_after"], 2);
}

#[test]
fn no_gun_bears() {
    let v = ok(&["fire", "--class", "frigate", "--heading", "N", "--at=-1,2"]);
    assert_eq!(v["gun"], Value::Null);
    assert_eq!(v["reason"], "not_on_line");
    let v = ok(&["fire", "--class", "frigate", "--heading", "N", "--at=2,2"]);
    assert_eq!(v["reason"], "dead_zone");
    let v = ok(&[
        "fire",
        "--class",
        "frigate",
        "--heading",
        "N",
        "--at=-9,0",
        "--range",
        "4",
    ]);
    assert_eq!(v["reason"], "out_of_range");
    assert_eq!(v["distance"], 9);
    assert_eq!(v["covering_gun"], "port");
}

#[test]
fn fort_without_heading_and_arcs() {
    let v = ok(&["fire", "--class", "fort", "--at=-2,-2"]);
    assert_eq!(v["gun"], "fort");
    assert_eq!(v["line"], "SW");
    assert_eq!(v["assumptions"], json!(["A-5"]));
    let v = ok(&["fire", "--class", "brig", "--heading", "N", "--arcs"]);
    let cells = v["cells"].as_array().unwrap();
    assert_eq!(cells.len(), 4 * 3);
    assert!(
        cells
            .iter()
            .any(|c| c["at"] == json!([-3, 0]) && c["gun"] == "port")
    );
    let v = ok(&["fire", "--class", "fort", "--arcs", "--range", "2"]);
    assert_eq!(v["cells"].as_array().unwrap().len(), 16);
}

#[test]
fn odds_three_singles() {
    let v = ok(&[
        "odds",
        "--faces",
        "1,3,5",
        "--shots",
        "3",
        "--target-strength",
        "3",
        "--target-damage",
        "1",
    ]);
    assert_eq!(v["sunk"], "25/48");
    let crit: Vec<bool> = v["attacks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["critical"].as_bool().unwrap())
        .collect();
    assert_eq!(crit, [false, false, true]);
    assert_eq!(
        v["hull_damage"],
        json!([
            {"value": 1, "probability": "1/8", "percent": "12.5%"},
            {"value": 2, "probability": "3/8", "percent": "37.5%"},
            {"value": 3, "probability": "1/2", "percent": "50.0%"}
        ])
    );
    // Without criticals only two hits sink.
    let v = ok(&[
        "odds",
        "--faces",
        "1,3,5",
        "--shots",
        "3",
        "--target-strength",
        "3",
        "--target-damage",
        "1",
        "--no-critical",
    ]);
    assert_eq!(v["sunk"], "1/2");
    // Not the ship's last shots: no critical either.
    let v = ok(&[
        "odds",
        "--faces",
        "1,3,5",
        "--shots",
        "2",
        "--shots-left",
        "3",
        "--target-strength",
        "3",
        "--target-damage",
        "1",
    ]);
    assert_eq!(v["sunk"], "1/4");
}

#[test]
fn odds_salvo_and_sails() {
    let v = ok(&[
        "odds",
        "--faces",
        "1,3,5",
        "--shots",
        "2",
        "--salvo",
        "--target-strength",
        "3",
        "--target-damage",
        "1",
    ]);
    assert_eq!(v["sunk"], "1/2");
    // a salvo's damage; its hull critical is not rolled once sunk
    assert_eq!(v["assumptions"], json!(["A-6", "A-12"]));
    let v = ok(&[
        "odds",
        "--faces",
        "1,3,5",
        "--aim",
        "sails",
        "--target-class",
        "brig",
    ]);
    assert_eq!(v["sunk"], "0/1");
    assert_eq!(v["sail_damage"][2]["value"], 5);
    assert_eq!(v["sail_damage"][2]["probability"], "1/12");
    assert_eq!(v["assumptions"], json!(["A-10"]));
    let v = ok(&[
        "odds",
        "--plan",
        "135;35x2c;1235s",
        "--target-class",
        "frigate",
    ]);
    assert_eq!(v["attacks"].as_array().unwrap().len(), 3);
    assert_eq!(v["attacks"][2]["aim"], "sails");
    let total = v["outcomes"].as_array().unwrap().len();
    assert!(total > 3);
}

#[test]
fn help_is_not_an_error() {
    let (code, out, _) = run(&["odds", "--help"]);
    assert_eq!(code, 0);
    assert!(out.contains("--target-range"));
    let (code, out, _) = run(&["fire", "--help"]);
    assert_eq!(code, 0);
    assert!(out.contains("--arcs"));
}

#[test]
fn bad_fire_inputs_exit_2() {
    bad_table(&[
        ("fire --class sloop --heading N --at=1,0", "sloop"),
        ("fire --class brig --at=1,0", "--heading"),
        ("fire --class brig --heading NNW --at=1,0", "NNW"),
        ("fire --class brig --heading N", "--at"),
        ("fire --class brig --heading N --at=1", "--at"),
        ("fire --class brig --heading N --at=a,b", "a,b"),
        ("fire --class brig --heading N --at=0,0", "--at"),
        (
            "fire --class brig --heading N --at=1,0 --damage 3",
            "--damage 3",
        ),
        (
            "fire --class brig --heading N --at=1,0 --damage -1",
            "--damage",
        ),
        (
            "fire --class brig --heading N --at=1,0 --range 99",
            "'99' for '--range",
        ),
        (
            "fire --class brig --heading N --at=1,0 --captain nemo",
            "nemo",
        ),
        (
            "fire --class brig --heading N --at=1,0 --shots-left 0",
            "--shots-left",
        ),
        (
            "fire --class brig --heading N --at=1,0 --shots 2",
            "--shots 2",
        ),
        (
            "fire --class linkor --heading N --at=0,1 --shots 2",
            "--shots 2",
        ),
        ("fire --class fort --heading N --at=1,0", "--heading"),
        ("fire --class brig --heading N --at=1,0 --bogus", "--bogus"),
        (
            "fire --class brig --heading N --at=1,0 --strength 0",
            "--strength",
        ),
    ]);
}

#[test]
fn bad_odds_inputs_exit_2() {
    bad_table(&[
        ("odds --faces 1,3", "--target-strength"),
        ("odds --target-strength 3", "--faces"),
        ("odds --faces 1,7 --target-strength 3", "1,7"),
        (
            "odds --faces 1,3 --target-strength 3 --target-damage 3",
            "--target-damage 3",
        ),
        ("odds --faces 1,3 --target-strength 0", "--target-strength"),
        ("odds --faces 1,3 --target-strength 3 --aim mast", "mast"),
        (
            "odds --faces 1,3 --target-strength 3 --aim sails",
            "--target-range",
        ),
        (
            "odds --faces 1,3 --shots 3 --shots-left 2 --target-strength 3",
            "--shots-left 2",
        ),
        (
            "odds --faces 1,3 --shots 0 --target-strength 3",
            "--shots 0",
        ),
        ("odds --plan 1x --target-strength 3", "1x"),
        ("odds --plan 135 --faces 1 --target-strength 3", "--faces"),
        (
            "odds --faces 1,3 --target-class brig --target-sails 6",
            "--target-sails 6",
        ),
    ]);
    let long = vec!["5"; 25].join(";");
    bad(
        &["odds", "--plan", &long, "--target-strength", "3"],
        "at most 24",
    );
}
