//! `shturman dreadnought …` run as the real binary: the JSON contract of
//! issue 20, the seed's worked examples, and bad input exiting with code 2
//! and one line on stderr naming the bad value.

use serde_json::{Value, json};

#[macro_use]
mod common;
harness!("dreadnought");

/// The probabilities of a "hits" list, in order of value from 0.
fn probabilities(v: &Value) -> Vec<String> {
    v.as_array()
        .unwrap()
        .iter()
        .enumerate()
        .map(|(i, s)| {
            assert_eq!(s["value"], i as i64, "values from 0 in order");
            s["probability"].as_str().unwrap().to_string()
        })
        .collect()
}

#[test]
fn gunnery_contract() {
    let v = ok(&[
        "gunnery",
        "--primary",
        "10",
        "--secondary",
        "6",
        "--tertiary",
        "4",
        "--range",
        "2",
    ]);
    assert_eq!(
        v["dice"],
        json!({"primary": 10, "secondary": 6, "tertiary": 0})
    );
    assert_eq!(v["p"], "1/6");
    assert_eq!(v["hits"].as_array().unwrap().len(), 17);
    assert_eq!(v["hits"][0]["probability"], "152587890625/2821109907456"); // (5/6)^16
    assert_eq!(v["hits"][16]["probability"], "1/2821109907456"); // 6^-16
    assert_eq!(v["batteries"]["primary"]["dice"], 10);
    assert_eq!(v["mean"], "8/3");
    // Point blank with every gunnery flag: m = 4, p = 5/6.
    let v = ok(&[
        "gunnery",
        "--primary",
        "2",
        "--range",
        "0",
        "--italics",
        "--target-stopped",
        "--target-towing",
    ]);
    assert_eq!(v["modifier"], 4);
    assert_eq!(v["p"], "5/6");
    assert_eq!(probabilities(&v["hits"]), ["1/36", "5/18", "25/36"]);
}

#[test]
fn gunnery_ranges_obsolete_and_big_guns() {
    let v = ok(&["gunnery", "--primary", "8", "--range", "3", "--obsolete"]);
    assert_eq!(v["dice"]["primary"], 0);
    assert_eq!(probabilities(&v["hits"]), ["1/1"]);
    let v = ok(&[
        "gunnery",
        "--primary",
        "8",
        "--range",
        "3",
        "--excepted",
        "blucher",
    ]);
    assert_eq!(v["dice"]["primary"], 8);
    // "делится пополам (с округлением в большую сторону)": 11 → 6 dice
    let v = ok(&["gunnery", "--primary", "11", "--range", "4", "--big-guns"]);
    assert_eq!(v["dice"]["primary"], 6);
    assert!(
        v["steps"]
            .as_array()
            .unwrap()
            .iter()
            .any(|s| s["rule"] == "very_big_guns" && s["paragraph"] == "7.61")
    );
    let v = ok(&["gunnery", "--primary", "11", "--range", "4"]);
    assert_eq!(v["dice"]["primary"], 0);
    let v = ok(&["gunnery", "--primary", "8", "--range", "1", "--not-visible"]);
    assert_eq!(v["dice"]["primary"], 0);
}

#[test]
fn gunnery_readings_change_the_odds_and_are_reported() {
    let v = ok(&[
        "gunnery",
        "--primary",
        "4",
        "--range",
        "1",
        "--target-slowed",
        "--target-italics",
    ]);
    assert_eq!(v["modifier"], 1);
    let v = ok(&[
        "gunnery",
        "--primary",
        "4",
        "--range",
        "1",
        "--target-slowed",
        "--target-italics",
        "--readings",
        "D-1=target,D-4=any_speed,D-2=at_most_one",
    ]);
    assert_eq!(v["modifier"], 1);
    assert_eq!(
        v["readings"],
        json!(["D-1=target", "D-4=any_speed", "D-2=at_most_one"])
    );
}

/// The seed's Viribus Unitus example: 8 dice at 3 hexes, "две 1, одну 2,
/// две 3, одну 4 и две 6" → "добился 2 попаданий".
#[test]
fn seed_viribus_unitus_example() {
    let v = ok(&[
        "gunnery",
        "--primary",
        "8",
        "--range",
        "3",
        "--faces",
        "1,1,2,3,3,4,6,6",
    ]);
    assert_eq!(v["dice"]["primary"], 8);
    assert_eq!(v["hit_on"], 6);
    assert_eq!(v["rolled"]["total"], 2);
    assert_eq!(v["rolled"]["hits"]["primary"], 2);
    assert_eq!(v["rolled"]["damage_rolls"], json!(["primary", "primary"]));
}

/// The seed's Беспокойный example: 3 torpedoes at Goeben one hex away, +1
/// for a big target, "6, 4 и 1" → "1 попадания"; then 2d6 = 6, a hull hit.
#[test]
fn seed_bespokoiny_example() {
    let v = ok(&[
        "torpedo",
        "--factor",
        "3",
        "--range",
        "1",
        "--target-capital",
        "--faces",
        "6,4,1",
    ]);
    assert_eq!(v["p"], "1/3");
    assert_eq!(v["rolled"]["hits"], 1);
    assert_eq!(probabilities(&v["hits"]), ["8/27", "4/9", "2/9", "1/27"]);
    let v = ok(&[
        "damage", "--weapon", "torpedo", "--armour", "heavy", "--faces", "2,4",
    ]);
    assert_eq!(v["rolled"]["total"], 6);
    assert_eq!(v["penetrates"], true);
    let v = ok(&["damage", "--ship", "hull:12:heavy", "--hits", "torpedo@1"]);
    assert_eq!(v["record"]["sections"][0]["crossed"], 1);
}

#[test]
fn torpedo_contract_and_no_hit_possible() {
    let v = ok(&[
        "torpedo",
        "--factor",
        "2",
        "--range",
        "0",
        "--target-capital",
        "--target-stopped",
        "--target-towing",
    ]);
    assert_eq!(v["modifier"], 4);
    assert_eq!(v["p"], "5/6");
    assert_eq!(probabilities(&v["hits"]), ["1/36", "5/18", "25/36"]);
    // A battleship's hull tubes: −2, "no hit possible"
    let v = ok(&[
        "torpedo",
        "--factor",
        "2",
        "--range",
        "1",
        "--firer-capital",
        "--hull-tubes",
    ]);
    assert_eq!(v["modifier"], -2);
    assert_eq!(v["p"], "0/1");
    assert_eq!(v["no_hit_possible"], true);
    assert_eq!(probabilities(&v["hits"]), ["1/1"]);
    // Nothing to roll, and the faces agree: none asked, none taken.
    assert_eq!(v["dice"], 0);
    let v = ok(&[
        "torpedo",
        "--factor",
        "2",
        "--range",
        "1",
        "--firer-capital",
        "--hull-tubes",
        "--faces",
        "",
    ]);
    assert_eq!(v["rolled"]["hits"], 0);
    bad_line(
        "torpedo --factor 2 --range 1 --firer-capital --hull-tubes --faces 6,6",
        "--faces",
    );
    // Cannot fire: out of range, all speed lost, tube destroyed.
    let v = ok(&[
        "torpedo",
        "--factor",
        "2",
        "--range",
        "2",
        "--firer-stopped",
        "--tube-destroyed",
    ]);
    assert_eq!(v["can_fire"], false);
    assert_eq!(
        v["cannot_fire"],
        json!(["out_of_range", "all_speed_lost", "tube_destroyed"])
    );
    assert_eq!(v["dice"], 0);
}

#[test]
fn a_damaged_ship_may_be_detached_7_35() {
    // «7.35 … игрок может выделить отдельную фишку корабля из группы, если
    // эта фишка корабля потеряла как минимум половину орудий своего главного
    // калибра или половину своих ячеек корпуса, или если уменьшилась ее
    // скорость.»
    let hits = |h: &str, take: bool| {
        let mut a = vec![
            "damage",
            "--ship",
            "hull:10:none,primary:2:none,speed:3:none",
            "--hits",
        ];
        a.push(h);
        if take {
            a.push("--take-effect");
        }
        ok(&a)
    };
    let v = hits("primary@2", false);
    assert_eq!(
        v["record"]["may_detach"],
        json!([]),
        "marked, not in effect"
    );
    let v = hits("primary@2", true);
    assert_eq!(
        v["record"]["may_detach"],
        json!([{"half_primary_lost": {"lost": 1, "of": 2}}])
    );
    let v = hits("primary@3", true);
    assert_eq!(v["record"]["may_detach"], json!([{"slowed": {"lost": 1}}]));
}

#[test]
fn damage_record_passes_to_the_hull_and_sinks() {
    let v = ok(&[
        "damage",
        "--ship",
        "hull:2:heavy,tertiary:1:none",
        "--hits",
        "tertiary@2,tertiary@2,primary@1",
        "--take-effect",
    ]);
    let effects: Vec<&Value> = v["hits"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| &h["effect"])
        .collect();
    assert_eq!(effects[0]["section"], 2);
    assert_eq!(effects[1]["passed_to_hull"], true);
    assert_eq!(effects[2]["sinks"], true);
    assert_eq!(v["record"]["sunk"], true);
    // [D-12] the other way: the hull's heavy armour stops the tertiary shell.
    let v = ok(&[
        "damage",
        "--ship",
        "hull:2:heavy,tertiary:1:none",
        "--hits",
        "tertiary@2,tertiary@2",
        "--readings",
        "D-12=hull_armour_checked",
    ]);
    assert_eq!(v["hits"][1]["effect"]["kind"], "deflected");
}

#[test]
fn tracker_steps_and_wrap_around() {
    let v = ok(&["tracker", "--step", "10", "--initiative", "b"]);
    assert_eq!(v["kind"], "move");
    assert_eq!(v["mover"], "b");
    assert_eq!(v["moving"], json!(["1", "2", "2+"]));
    assert_eq!(
        v["next"],
        json!({"round": 1, "step": 11, "initiative": "b"})
    );
    // 7.32 «максимальное число кораблей одной стороны в гексе (8) не будет
    // превышено к моменту окончания движения»: a reminder on movement steps.
    let limit = |v: &Value| {
        v["steps"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["rule"] == "hex_limit")
            .map(|s| (s["max"].clone(), s["paragraph"].clone()))
    };
    assert_eq!(limit(&v), Some((json!(8), json!("7.32"))));
    assert_eq!(limit(&ok(&["tracker", "--step", "19"])), None, "gunnery");
    let v = ok(&["tracker", "--step", "20"]);
    assert_eq!(
        v["next"],
        json!({"round": 2, "step": 1, "initiative": null})
    );
    let v = ok(&["tracker", "--step", "7", "--one-side-gone"]);
    assert_eq!(v["next"], "phase_over");
    let v = ok(&["tracker", "--step", "14", "--group", "1slow", "--towing"]);
    assert_eq!(v["may_move"]["moves"], false);
    let v = ok(&["tracker", "--step", "18", "--group", "1slow", "--towing"]);
    assert_eq!(v["may_move"]["moves"], true);
    let v = ok(&["tracker", "--all"]);
    assert_eq!(v["steps"].as_array().unwrap().len(), 20);
}

#[test]
fn grounding_refloat_fuel_readings() {
    let v = ok(&["ground", "--class", "capital"]);
    assert_eq!(v["p"], "1/3");
    let v = ok(&["ground", "--class", "light", "--shallow"]);
    assert_eq!(v["check"], false);
    assert_eq!(v["no_check"], "shallow_draught_light");
    let v = ok(&["refloat", "--unarmoured", "--faces", "1,6"]);
    assert_eq!(v["refloat"], "1/6");
    assert_eq!(v["rolled"]["hull_boxes"], 4);
    let v = ok(&[
        "refloat",
        "--unarmoured",
        "--faces",
        "1,1",
        "--readings",
        "D-7=halve_then_add",
    ]);
    assert_eq!(v["rolled"]["hull_boxes"], 2);
    let v = ok(&["refloat", "--deliberate"]);
    assert_eq!(v["possible"], false);
    let v = ok(&["fuel", "--fleets", "2", "--faces", "3,6"]);
    assert_eq!(v["rolled"]["total"], "3/4");
    assert_eq!(v["mean_per_fleet"], "7/24");
    let v = ok(&["readings"]);
    assert_eq!(v["readings"].as_array().unwrap().len(), 5);
}

#[test]
fn help_is_not_an_error() {
    for cmd in [
        "gunnery", "torpedo", "damage", "tracker", "ground", "refloat", "fuel",
    ] {
        let (code, out, _) = run(&[cmd, "--help"]);
        assert_eq!(code, 0, "{cmd}");
        assert!(out.contains("Usage: shturman dreadnought"), "{cmd}: {out}");
    }
    let (code, out, _) = run(&["--help"]);
    assert_eq!(code, 0);
    assert!(out.contains("gunnery"));
}

#[test]
fn bad_inputs_exit_2() {
    bad_table(&[
        ("", "requires a subcommand"),
        ("broadside", "broadside"),
        ("gunnery --range 2", "--primary"),
        ("gunnery --primary 8", "--range"),
        ("gunnery --primary 41 --range 2", "'41' for '--primary"),
        ("gunnery --primary -1 --range 2", "--primary"),
        ("gunnery --primary 8 --range x", "--range"),
        (
            "gunnery --primary 8 --range 2 --secondary 99",
            "'99' for '--secondary",
        ),
        ("gunnery --primary 8 --range 2 --faces 1,2,3", "--faces"),
        ("gunnery --primary 2 --range 2 --faces 1,2,3", "--faces"),
        ("gunnery --primary 2 --range 2 --faces 1,9", "\"9\""),
        (
            "gunnery --primary 2 --range 2 --target-stopped --target-slowed",
            "--target-slowed",
        ),
        ("gunnery --primary 2 --range 2 --excepted hood", "hood"),
        ("gunnery --primary 2 --range 2 --readings D-9=x", "D-9"),
        ("gunnery --primary 2 --range 2 --readings D-1=nobody", "D-1"),
        ("gunnery --primary 2 --range 2 --torpedo", "--torpedo"),
        ("gunnery --primary 40 --secondary 40 --range 2", "80 dice"),
        ("torpedo --range 1", "--factor"),
        ("torpedo --factor 50 --range 1", "'50' for '--factor"),
        ("torpedo --factor 2 --range 3 --faces 6,6", "cannot fire"),
        ("damage --weapon laser --armour none", "laser"),
        ("damage --weapon primary --armour steel", "steel"),
        ("damage --weapon primary", "--armour"),
        ("damage --ship primary:8:heavy", "hull"),
        ("damage --ship hull:0:heavy", "--ship"),
        ("damage --ship hull:3:heavy:4", "--ship"),
        ("damage --ship hull:3:heavy --hits primary@2", "primary@2"),
        ("damage --hits primary@1", "--ship"),
        ("tracker --step 21", "'21' for '--step"),
        ("tracker --step 3 --round 0", "--round 0"),
        ("tracker --step 3 --initiative c", "'c' for '--initiative"),
        ("tracker --step 3 --group 3", "--group"),
        ("ground --class dreadnought", "dreadnought"),
        ("ground --class capital --ships 0", "'0' for '--ships"),
        ("refloat --deliberate --faces 1", "deliberately"),
        ("refloat --faces 1", "--faces"),
        ("fuel --fleets 21", "'21' for '--fleets"),
    ]);
}
