//! `shturman move` run as a built binary: the seed's example, the JSON
//! contract, and bad input (exit code 2, one stderr line naming the value).

use serde_json::{Value, json};

#[macro_use]
mod common;
harness!("move");

const BRIG_N_W: [&str; 6] = ["--class", "brig", "--heading", "N", "--wind", "fresh:W"];

fn with(extra: &[&'static str]) -> Vec<&'static str> {
    BRIG_N_W.iter().chain(extra).copied().collect()
}

#[test]
fn seed_example_first_ending() {
    let v = ok(&with(&["--plan", "L,L,F,F"]));
    assert_eq!(v["weather"], "fresh");
    assert_eq!(
        (
            v["budget"].clone(),
            v["max_range"].clone(),
            v["deviation"].clone()
        ),
        (json!(3), json!(5), json!(2))
    );
    let plan = v["plan"].as_array().unwrap();
    let got: Vec<_> = plan
        .iter()
        .map(|s| {
            (
                s["move"].clone(),
                s["at"].clone(),
                s["heading"].clone(),
                s["remaining"].clone(),
            )
        })
        .collect();
    assert_eq!(
        got,
        [
            (json!("L"), json!([-1, 1]), json!("NW"), json!(2)),
            (json!("L"), json!([-2, 2]), json!("W"), json!(2)),
            (json!("F"), json!([-3, 2]), json!("W"), json!(1)),
            (json!("F"), json!([-4, 2]), json!("W"), json!(0)),
        ]
    );
    assert_eq!(plan[0]["passed"], json!([[0, 1], [-1, 1]]));
    assert_eq!(
        plan[0]["change"],
        json!({"step": -1, "diagonal": -1, "wind": 1})
    );
    assert_eq!(v["end"]["over"], true);
}

#[test]
fn seed_example_second_ending_in_russian() {
    let v = ok(&[
        "--class",
        "Бриг",
        "--heading",
        "С",
        "--wind",
        "fresh:З",
        "--plan",
        "LLL",
    ]);
    let last = &v["plan"][2];
    assert_eq!(last["at"], json!([-3, 1]));
    assert_eq!(last["heading"], "SW");
    assert_eq!(last["remaining"], -1);
    assert_eq!(last["passed"], json!([[-3, 2], [-3, 1]]));
    assert_eq!(
        last["change"],
        json!({"step": -1, "diagonal": -1, "wind": -1})
    );
}

#[test]
fn reach_lists_end_states_with_paths() {
    let v = ok(&with(&["--reach"]));
    let reach = v["reach"].as_array().unwrap();
    let e = reach
        .iter()
        .find(|e| e["at"] == json!([-4, 2]) && e["heading"] == "W")
        .expect("(-4,2) W is reachable");
    assert_eq!(e["remaining"], 0);
    assert_eq!(e["path"], "LLFF");
    assert_eq!(
        e["passed"],
        json!([[0, 1], [-1, 1], [-2, 2], [-3, 2], [-4, 2]])
    );
    assert!(v.get("plan").is_none(), "plan only with --plan");
    // The brig moves in calm (1/0), so it turns twice in place.
    assert_eq!(v["turn_in_place"], json!(["NE", "E", "W", "NW"]));
    assert_eq!(v["assumptions"], json!(["A-2"]));
}

#[test]
fn overrides_rapid_and_sail_damage_shape_the_budget() {
    let v = ok(&with(&[
        "--straight",
        "6",
        "--captain",
        "rapid",
        "--sail-damage",
        "2",
        "--calm",
        "0/0",
    ]));
    // 6 + 1 − 2 = 5, minus deviation 2.
    assert_eq!(v["max_range"], 5);
    assert_eq!(v["budget"], 3);
    assert_eq!(v["budget_parts"]["rapid"], 1);
    assert_eq!(v["turn_in_place"], json!(["NE", "NW"]));
    assert_eq!(v["assumptions"], json!([]));
    assert!(v.get("reach").is_none());
}

#[test]
fn calm_options_and_the_two_calms_move() {
    let v = ok(&["--class", "brig", "--heading", "NE", "--wind", "calm"]);
    assert_eq!(v["weather"], "calm");
    assert_eq!(v["forward"], json!([]));
    assert_eq!(v["two_calms"], Value::Null);
    let v = ok(&[
        "--class",
        "brig",
        "--heading",
        "NE",
        "--wind",
        "calm",
        "--calm-unturned",
    ]);
    assert_eq!(v["two_calms"], json!([1, 1]));
    let v = ok(&[
        "--class",
        "galleon",
        "--heading",
        "W",
        "--wind",
        "штиль",
        "--calm-unturned",
    ]);
    assert_eq!(v["two_calms"], json!([-1, 0]));
    assert_eq!(v["turn_in_place"], json!(["SW", "NW"]));
    assert!(v["assumptions"].as_array().unwrap().contains(&json!("A-3")));
}

#[test]
fn storm_drift_and_new_heading() {
    let v = ok(&[
        "--class",
        "brig",
        "--heading",
        "N",
        "--wind",
        "storm:E",
        "--storm",
        "3",
    ]);
    assert_eq!(v["drift"], json!([3, 0]));
    assert_eq!(v["passed"], json!([[1, 0], [2, 0], [3, 0]]));
    assert_eq!(v["new_heading"], "E");
    assert_eq!(v["assumptions"], json!(["A-4"]));
}

#[test]
fn bad_inputs_exit_2_naming_the_value() {
    bad_table(&[
        ("--class sloop --heading N --wind calm", "sloop"),
        ("--class brig --heading NNE --wind calm", "NNE"),
        ("--class brig --heading N --wind fresh", "fresh"),
        ("--class brig --heading N --wind fresh:up", "up"),
        ("--class brig --heading N --wind gale:W", "gale:W"),
    ]);
    bad(&with(&["--straight", "-3"]), "-3");
    bad(&with(&["--diagonal", "25"]), "25");
    bad(&with(&["--calm", "1/42"]), "42");
    bad(&with(&["--sail-damage", "6"]), "--sail-damage 6");
    bad(&with(&["--plan", "LLLF"]), "LLLF");
    bad(&with(&["--plan", "L,Q"]), "Q");
    bad(&with(&["--captain", "nemo"]), "nemo");
    bad_line("--class brig --heading N --wind calm --reach", "--reach");
}

/// §4.5: a Rapid brig with its sails shot away is dismasted: budget 0,
/// cannot move (it used to keep budget 1). It may still turn in place.
#[test]
fn dismasted_rapid_ship_cannot_move() {
    let v = ok(&[
        "--class",
        "brig",
        "--heading",
        "W",
        "--wind",
        "fresh:W",
        "--captain",
        "rapid",
        "--sail-damage",
        "5",
    ]);
    assert_eq!(v["budget"], json!(0));
    assert_eq!(v["can_move"], json!(false));
    assert_eq!(v["dismasted"], json!(true));
    assert_eq!(v["budget_parts"]["rapid"], json!(0));
    assert!(
        v["assumptions"]
            .as_array()
            .unwrap()
            .contains(&json!("A-20"))
    );
    assert!(!v["turn_in_place"].as_array().unwrap().is_empty());
    let v = ok(&[
        "--class",
        "brig",
        "--heading",
        "W",
        "--wind",
        "fresh:W",
        "--captain",
        "rapid",
        "--sail-damage",
        "4",
    ]);
    assert_eq!(
        (v["budget"].clone(), v["dismasted"].clone()),
        (json!(2), json!(false))
    );
}
