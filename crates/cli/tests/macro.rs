//! `shturman macro …` run as the real binary: the contract's examples and
//! keys, every resolver once with the faces of real dice, and bad input
//! exiting with code 2 and one line on stderr naming the bad value.

use serde_json::{Value, json};

#[macro_use]
mod common;
harness!("macro");

fn is_fraction(v: &Value) -> bool {
    v.as_str().is_some_and(|s| {
        s.split_once('/')
            .is_some_and(|(n, d)| n.parse::<u128>().is_ok() && d.parse::<u128>().is_ok())
    })
}

#[test]
fn contract_melee() {
    let v = ok(&[
        "melee",
        "--attacker",
        "heavy-infantry",
        "--defender",
        "cavalry",
    ]);
    assert!(is_fraction(&v["attacker_wins"]) && is_fraction(&v["tie"]));
    // d6 + 2 against d6 + 1: the attacker wins when its die is at least the defender's.
    assert_eq!(v["attacker_wins"], "7/12");
    assert_eq!(v["tie"], "5/36");
    assert_eq!(v["defender_wins"], "5/12");
    assert_eq!(
        (v["attacker_bonus"].as_i64(), v["defender_bonus"].as_i64()),
        (Some(2), Some(1))
    );
    let v = ok(&[
        "melee",
        "--attacker",
        "heavy-infantry",
        "--defender",
        "cavalry",
        "--attacker-officer",
        "--defender-officer",
    ]);
    assert_eq!(
        (v["attacker_dice"].as_i64(), v["defender_dice"].as_i64()),
        (Some(2), Some(2))
    );
    assert!(is_fraction(&v["attacker_wins"]) && is_fraction(&v["tie"]));
    assert_eq!(v["steps"][0]["section"], "M.6");
}

#[test]
fn melee_officers_in_person_with_their_save() {
    let v = ok(&[
        "melee",
        "--attacker",
        "officer",
        "--defender",
        "officer-on-foot",
    ]);
    assert_eq!(
        (v["attacker_bonus"].as_i64(), v["defender_bonus"].as_i64()),
        (Some(1), Some(0))
    );
    let losers: Vec<&str> = v["outcomes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["loser"].as_str().unwrap())
        .collect();
    assert!(losers.contains(&"officer_saved") && losers.contains(&"officer_wounded"));
    // Real dice: the attacker keeps 3 of (3, 1) + 1 = 4; the defender keeps
    // 5 of (5, 2) = 5; the attacking officer lost and saves on a 6.
    let v = ok(&[
        "melee",
        "--attacker",
        "officer",
        "--defender",
        "officer-on-foot",
        "--faces",
        "3,1,5,2,6",
    ]);
    assert_eq!(
        v["result"]["outcome"],
        json!({"winner": "defender", "tie": false, "loser": "officer_saved"})
    );
    assert_eq!(v["result"]["save_face"], 6);
}

#[test]
fn melee_gates_and_mountains_with_readings() {
    // «Проигрыш рукопашной воротам не влечет уничтожения отряда.»
    let v = ok(&[
        "melee",
        "--attacker",
        "light-infantry",
        "--defender",
        "gates",
    ]);
    assert_eq!(v["ground"]["defender"], "gate");
    assert!(
        v["outcomes"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|o| o["winner"] == "defender")
            .all(|o| o["loser"] == "repulsed")
    );
    // The gates stand on a wall cell, not on a mountain.
    bad_line(
        "melee --attacker light-infantry --defender gates --into-mountains",
        "bad --into-mountains: the gates are marked by a token on a wall cell",
    );
    let v = ok(&[
        "melee",
        "--attacker",
        "light-infantry",
        "--defender",
        "saboteurs",
        "--into-mountains",
    ]);
    assert_eq!(
        (v["attacker_bonus"].as_i64(), v["defender_bonus"].as_i64()),
        (Some(-2), Some(0))
    );
    assert_eq!(v["ground"]["defender"], "mountain");
    let v = ok(&[
        "melee",
        "--attacker",
        "heavy-cavalry",
        "--defender",
        "gates",
        "--m10",
        "entered",
        "--gates-bonus",
        "2",
    ]);
    assert_eq!(v["defender_bonus"], 2);
    assert_eq!(v["readings"]["M-10"], "entered");
    bad_table(&[
        (
            "melee --attacker heavy-cavalry --defender gates --gates-bonus 2",
            "--gates-bonus 2",
        ),
        (
            "melee --attacker heavy-cavalry --defender saboteurs --into-mountains --m9 only-infantry-may-attack",
            "--into-mountains",
        ),
        // Issue 46 #6: a placement the movement rules exclude, on either side
        (
            "melee --attacker heavy-cavalry --defender saboteurs --attacker-cell forest",
            "bad --attacker-cell: the attacker's cell: cavalry may not enter a forest cell",
        ),
        (
            "melee --attacker heavy-cavalry --defender field-artillery --defender-cell river",
            "bad --defender-cell: the defender's cell: a river is impassable for artillery",
        ),
    ]);
    // Issue 46 #9: the same refusal with the cell named says the cell,
    // not an option never given.
    let args = [
        "melee",
        "--attacker",
        "heavy-cavalry",
        "--defender",
        "saboteurs",
        "--defender-cell",
        "mountain",
        "--m9",
        "only-infantry-may-attack",
    ];
    bad(
        &args,
        "bad --defender-cell mountain: only infantry may attack into mountains",
    );
    let (_, _, err) = run(&args);
    assert!(!err.contains("--into-mountains"), "{err}");
}

#[test]
fn contract_artillery() {
    let v = ok(&["artillery", "--gun", "heavy"]);
    assert_eq!(v["explodes"], "1/36");
    assert_eq!(v["miss"], "5/36");
    let cells = v["cells"].as_array().unwrap();
    assert_eq!(cells[0]["cell"], 3);
    assert!(cells.iter().all(|c| is_fraction(&c["probability"])));
    assert!(
        cells
            .iter()
            .any(|c| c["cell"] == 7 && c["probability"] == "1/6")
    );
    let v = ok(&["artillery", "--gun", "field", "--aim", "7", "--turns", "3"]);
    assert_eq!(v["aim_hit"], "11/18");
    assert_eq!(v["allowed_shift"], 2);
    let v = ok(&["artillery", "--gun", "horse"]);
    assert_eq!(
        (v["explodes"].as_str(), v["miss"].as_str()),
        (Some("1/6"), Some("0/1"))
    );
    assert_eq!(v["cells"].as_array().unwrap().len(), 5);
}

#[test]
fn artillery_line_and_faces() {
    let v = ok(&[
        "artillery",
        "--gun",
        "heavy",
        "--line",
        "open:own-light-infantry,open,forest:enemy-heavy-cavalry+enemy-officer,open:enemy-saboteurs",
        "--faces",
        "2,4",
    ]);
    let r = &v["result"];
    assert_eq!(r["outcome"], json!({"cell": 6}));
    // The forest at distance 3 takes the shot and stops it.
    let hit: Vec<i64> = r["hits"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["distance"].as_i64().unwrap())
        .collect();
    assert_eq!(hit, [1, 2, 3]);
    assert_eq!(r["officers_to_save"], 1);
    // The chosen shift of a field gun.
    let v = ok(&[
        "artillery",
        "--gun",
        "field",
        "--turns",
        "2",
        "--faces",
        "3,4",
        "--shift",
        "-1",
    ]);
    assert_eq!(v["result"]["outcome"], json!({"cell": 6}));
    bad_table(&[
        (
            "artillery --gun field --turns 2 --faces 3,3 --shift 1",
            "--shift 1",
        ),
        ("artillery --gun heavy --aim 7", "--aim"),
        ("artillery --gun heavy --turned", "turned"),
        ("artillery --gun mortar", "'mortar' for '--gun"),
        (
            "artillery --gun field --line open:friend-cavalry",
            "friend-cavalry",
        ),
    ]);
}

#[test]
fn contract_courier_and_pursuit() {
    let v = ok(&["courier", "--units", "7"]);
    assert_eq!(
        (&v["unseen"], &v["spotted"], &v["captured"]),
        (&json!("5/12"), &json!("5/9"), &json!("1/36"))
    );
    let v = ok(&["courier", "--units", "1", "--m12", "passes"]);
    assert_eq!(v["unseen"], "1/1");
    assert_eq!(v["reading"], "M-12");
    let v = ok(&["courier", "--units", "3", "--faces", "1,1"]);
    assert_eq!(v["result"]["outcome"], "captured");
    let v = ok(&["pursuit", "--cavalry", "2"]);
    assert_eq!(v["escapes"], "55/216");
    let v = ok(&[
        "pursuit",
        "--cavalry",
        "20",
        "--m13",
        "ties-escape",
        "--faces",
        "6,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,6",
    ]);
    assert_eq!(v["result"]["outcome"], "escapes");
    bad_table(&[
        ("pursuit --cavalry 0", "--cavalry 0"),
        ("courier --units -1", "--units"),
        // «через территорию, занятую противником, он кидает 2д6 против числа
        // отрядов противника»: with none, no roll.
        (
            "courier --units 0",
            "bad --units 0: no enemy units on the territory",
        ),
        ("courier", "--units"),
    ]);
}

#[test]
fn movement_fire_save_capture() {
    let v = ok(&["movement", "--officers", "2", "--wounded", "1"]);
    assert_eq!(v["dice"], 3);
    assert_eq!(v["total"][0], json!({"value": 3, "probability": "1/216"}));
    let v = ok(&["movement", "--officers", "1", "--table", "--faces", "4,6"]);
    assert_eq!(v["result"]["total"], 10);
    assert_eq!(v["table"].as_array().unwrap().len(), 7);
    let v = ok(&["fire", "--shooter", "rifle-infantry", "--distance", "2"]);
    assert_eq!(
        (v["allowed"].as_bool(), v["hit"].as_str()),
        (Some(true), Some("1/3"))
    );
    let v = ok(&[
        "fire",
        "--shooter",
        "rifle-infantry",
        "--distance",
        "1",
        "--target",
        "officer-with-unit",
    ]);
    assert_eq!(v["allowed"], false);
    assert_eq!(v["reason"], "officer_with_unit");
    let v = ok(&["fire", "--shooter", "rifle-cavalry", "--distance", "2"]);
    assert_eq!(
        v["reason"],
        json!({"out_of_range": {"distance": 2, "range": 1}})
    );
    let v = ok(&[
        "fire",
        "--shooter",
        "officer",
        "--distance",
        "1",
        "--target",
        "officer",
        "--faces",
        "6,2",
        "--field",
        "enemy",
    ]);
    assert_eq!(v["result"]["outcome"], "officer_wounded");
    bad_line(
        "fire --shooter heavy-infantry --distance 1",
        "heavy-infantry",
    );
    let v = ok(&["save", "--faces", "5", "--horse-face", "3"]);
    assert_eq!(
        (v["saved"].as_str(), v["horse_survives"].as_str()),
        (Some("1/3"), Some("1/2"))
    );
    assert_eq!(v["result"]["outcome"], "saved");
    assert_eq!(v["horse"]["survives"], false);
    bad(&["save", "--on-foot", "--horse-face", "4"], "--horse-face");
    let v = ok(&["capture", "--batteries", "2", "--faces", "4,1"]);
    assert_eq!(v["at_least_one"], "3/4");
    assert_eq!(v["result"]["captured"], 1);
    bad(&["capture", "--batteries", "101"], "'101' for '--batteries");
}

#[test]
fn melee_on_walls_towers_ladders_and_gates() {
    // «На стену можно стрелять и ходить в штыковую с клеток лестницы, башни
    // или стены, но не с остальных.»
    let on = |from: &str, onto: &str| {
        [
            "melee",
            "--attacker",
            "light-infantry",
            "--defender",
            "heavy-infantry",
            "--attacker-cell",
            from,
            "--defender-cell",
            onto,
        ]
        .map(String::from)
    };
    fn args(v: &[String; 9]) -> Vec<&str> {
        v.iter().map(String::as_str).collect()
    }
    for from in ["ladder", "tower", "wall", "wide-wall"] {
        let v = ok(&args(&on(from, "wall")));
        assert_eq!(v["ground"]["defender"], "wall");
    }
    bad(
        &args(&on("open", "wall")),
        "bad --attacker-cell: a wall may be attacked in melee from ladder, tower or wall cells, \
         but not from the others (attacked from: open)",
    );
    bad(&args(&on("gate", "wall")), "attacked from: gate");
    // «На башню можно ходить в штыковую с клеток лестницы, башни, стены или
    // ворот но не с остальных.»
    ok(&args(&on("gate", "tower")));
    bad(&args(&on("hill", "tower")), "a tower may be attacked");
    // «ворота могут быть атакованы, только если на одной клетке с ними нет
    // вражеских войск»
    bad_line(
        "melee --attacker heavy-infantry --defender gates --troops-on-gates",
        "bad --troops-on-gates: the gates may be attacked in melee only if no enemy troops",
    );
    // The value list is clap's: a typo names the choices.
    bad(
        &args(&on("moat", "wall")),
        "[possible values: open, forest, river",
    );
}

#[test]
fn march_times_the_slowest_deciding() {
    // «Армия, состоящая из разных родов, войск движется со скоростью самого
    // медленного из ее отрядов.» Courier 5, cavalry 15, infantry 30,
    // artillery 60 minutes; half the march in each territory.
    let v = ok(&["march", "--troops", "cavalry,artillery,infantry"]);
    assert_eq!(v["slowest"], "artillery");
    assert_eq!(v["minutes"], 60);
    assert_eq!(v["border_after_seconds"], 1800);
    let v = ok(&["march", "--troops", "courier"]);
    assert_eq!(
        (v["minutes"].as_u64(), v["border_after_seconds"].as_u64()),
        (Some(5), Some(150))
    );
    bad_table(&[
        ("march", "--troops"),
        (
            "march --troops dragons",
            "[possible values: courier, cavalry",
        ),
    ]);
}

#[test]
fn bad_input_is_one_line() {
    bad_table(&[
        (
            "melee --attacker dragon --defender cavalry",
            "'dragon' for '--attacker",
        ),
        ("melee --attacker gates --defender cavalry", "gates"),
        (
            "melee --attacker officer --attacker-officer --defender cavalry",
            "--attacker-officer",
        ),
        ("melee --attacker cavalry", "--defender"),
        (
            "melee --attacker cavalry --defender cavalry --m8 never",
            "--m8",
        ),
        (
            "melee --attacker cavalry --defender cavalry --faces 1",
            "--faces",
        ),
        (
            "melee --attacker cavalry --defender cavalry --faces 1,2,3",
            "--faces",
        ),
        (
            "melee --attacker cavalry --defender cavalry --faces 1,9",
            "--faces",
        ),
        ("melee --nope", "--nope"),
        ("charge", "'charge'"),
        ("", "requires a subcommand"),
    ]);
    let (code, out, _) = run(&["--help"]);
    assert_eq!(code, 0);
    assert!(out.contains("courier"));
    let (code, out, _) = run(&["melee", "--help"]);
    assert_eq!(code, 0);
    assert!(out.contains("--attacker-officer") && out.contains("--m8"));
}
