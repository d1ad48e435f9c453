//! `shturman his …` run as the real binary: the contract examples,
//! the seed's worked examples through entered faces, readings, and bad
//! input exiting with code 2 and one line on stderr.

use serde_json::{json, Value};

#[macro_use]
mod common;
harness!();

/// "n/d" → (n, d).
fn frac(v: &Value) -> (u128, u128) {
    let s = v.as_str().unwrap_or_else(|| panic!("not a fraction: {v}"));
    let (n, d) = s.split_once('/').unwrap();
    (n.parse().unwrap(), d.parse().unwrap())
}

/// The probabilities of `items` add up to exactly 1.
fn sums_to_one(items: &Value) {
    let mut n: u128 = 0;
    let mut d: u128 = 1;
    for it in items.as_array().unwrap() {
        let (a, b) = frac(&it["probability"]);
        // every denominator here is a power of 3 (or 36ths): lcm = max
        let l = d.max(b);
        n = n * (l / d) + a * (l / b);
        d = l;
    }
    assert_eq!(n, d, "{items}");
}

#[test]
fn contract_field() {
    let v = ok(&[
        "his",
        "field",
        "--attacker",
        "4",
        "--attacker-rating",
        "2",
        "--defender",
        "3",
        "--defender-rating",
        "1",
    ]);
    assert_eq!(v["attacker_dice"], 6);
    assert_eq!(v["defender_dice"], 5);
    for key in ["attacker_wins", "defender_wins", "defender_wins_on_tie"] {
        frac(&v[key]);
    }
    let (a, ad) = frac(&v["attacker_wins"]);
    let (b, bd) = frac(&v["defender_wins"]);
    assert_eq!(a * bd + b * ad, ad * bd);
    let first = &v["outcomes"][0];
    assert_eq!(first["winner"], "attacker");
    assert_eq!(first["attacker_left"], 1);
    assert_eq!(first["defender_left"], 0);
    frac(&first["probability"]);
    sums_to_one(&v["outcomes"]);
    assert!(v.get("result").is_none());
}

#[test]
fn contract_assault_is_calais() {
    let v = ok(&[
        "his",
        "assault",
        "--attacker",
        "6",
        "--attacker-rating",
        "1",
        "--defender",
        "2",
    ]);
    assert_eq!(
        (v["attacker_dice"].clone(), v["defender_dice"].clone()),
        (json!(4), json!(3))
    );
    assert_eq!(v["success"], "11/27");
    sums_to_one(&v["outcomes"]);
    // «Общее количество отрядов внутри укреплений не может превышать 4.»
    bad(
        &[
            "his",
            "assault",
            "--attacker",
            "8",
            "--defender",
            "4",
            "--defender-cavalry",
            "1",
        ],
        "5 units inside the fortifications; at most 4",
    );
    bad(
        &[
            "his",
            "field",
            "--attacker",
            "8",
            "--defender",
            "6",
            "--site",
            "relief",
            "--besieged",
            "5",
        ],
        "bad --besieged or --defender: 5 units inside the fortifications; at most 4",
    );
}

#[test]
fn contract_naval_is_the_barbary_coast() {
    let base = [
        "his",
        "naval",
        "--attacker-squadrons",
        "2",
        "--attacker-corsairs",
        "1",
        "--attacker-rating",
        "2",
        "--defender-squadrons",
        "2",
        "--defender-rating",
        "2",
    ];
    let v = ok(&base);
    assert_eq!(
        (v["attacker_dice"].clone(), v["defender_dice"].clone()),
        (json!(7), json!(6))
    );
    assert_eq!(v["ottoman"], "attacker");
    frac(&v["attacker_wins"]);
    sums_to_one(&v["outcomes"]);
    assert_eq!(
        v["readings"],
        json!([{"id": "H-3", "option": "corsair_first"}])
    );
    // In a port the defender rolls one more die.
    let mut port = base.to_vec();
    port.extend(["--port", "--ottoman", "attacker"]);
    assert_eq!(ok(&port)["defender_dice"], 7);
    // The text's faces: 3 hits each, the defender wins the tie.
    let mut rolled = base.to_vec();
    rolled.extend([
        "--attacker-faces",
        "5,6,5,1,2,3,4",
        "--defender-faces",
        "6,5,6,1,2,3",
    ]);
    let r = &ok(&rolled)["result"];
    assert_eq!(r["winner"], "defender");
    assert_eq!(r["tie"], true);
    assert_eq!(
        (
            r["attacker_squadrons_left"].clone(),
            r["attacker_corsairs_left"].clone(),
            r["defender_squadrons_left"].clone()
        ),
        (json!(1), json!(0), json!(1))
    );
    rolled.extend(["--readings", "H-3=after_squadrons"]);
    let r = &ok(&rolled)["result"];
    assert_eq!(
        (
            r["attacker_squadrons_left"].clone(),
            r["attacker_corsairs_left"].clone()
        ),
        (json!(0), json!(1))
    );
}

#[test]
fn contract_roll() {
    let v = ok(&["his", "roll", "--rating", "2", "--modifier", "-1"]);
    // 2d6 ≥ 8: 15/36.
    assert_eq!(v["success"], "5/12");
    assert_eq!(v["need"], 8);
    // Charles V's interception through the cavalry option and his 8.
    let v = ok(&[
        "his",
        "roll",
        "--kind",
        "land-interception",
        "--rating",
        "2",
        "--cavalry",
        "against-ottoman",
        "--faces",
        "3,5",
    ]);
    assert_eq!(v["success"], "5/12");
    assert_eq!(
        v["readings"],
        json!([{"id": "H-1", "option": "as_example"}])
    );
    assert_eq!(v["result"]["total"], 9);
    assert_eq!(v["result"]["success"], true);
    // Doria's: 7 + 2.
    let v = ok(&[
        "his",
        "roll",
        "--kind",
        "naval-interception",
        "--leaders",
        "2",
        "--faces",
        "3,4",
    ]);
    assert_eq!(v["result"]["success"], true);
    // Automatic evasion.
    let v = ok(&["his", "roll", "--all-lost"]);
    assert_eq!(
        (v["dice"].clone(), v["success"].clone()),
        (json!(0), json!("1/1"))
    );
}

#[test]
fn vienna_through_entered_faces() {
    let v = ok(&[
        "his",
        "field",
        "--attacker",
        "8",
        "--attacker-rating",
        "2",
        "--defender",
        "10",
        "--defender-rating",
        "2",
        "--site",
        "fortified",
        "--attacker-faces",
        "5,6,5,1,2,3,4,1,2,3",
        "--defender-faces",
        "6,6,5,5,6,1,2,3,4,1,2,3,4",
    ]);
    assert_eq!(
        (v["attacker_dice"].clone(), v["defender_dice"].clone()),
        (json!(10), json!(13))
    );
    let r = &v["result"];
    assert_eq!(
        (r["attacker_hits"].clone(), r["defender_hits"].clone()),
        (json!(3), json!(5))
    );
    assert_eq!(r["winner"], "defender");
    assert_eq!(r["tie"], false);
    assert_eq!(
        (r["attacker_left"].clone(), r["defender_left"].clone()),
        (json!(3), json!(7))
    );
    let last = r["steps"].as_array().unwrap().last().unwrap();
    assert_eq!(last["section"], "H.4");
    assert_eq!(last["rule"]["rule"], "retreat");
    assert_eq!(last["rule"]["to"], "origin");
}

#[test]
fn readings_change_the_answer() {
    // An empty city: one die by default [H-6], none with no_die.
    let v = ok(&["his", "assault", "--attacker", "4", "--defender", "0"]);
    assert_eq!(v["defender_dice"], 1);
    assert_eq!(v["readings"][0]["id"], "H-6");
    let v = ok(&[
        "his",
        "assault",
        "--attacker",
        "4",
        "--defender",
        "0",
        "--readings",
        "H-6=no_die",
    ]);
    assert_eq!(v["defender_dice"], 0);
    assert_eq!(v["success"], "65/81");
}

#[test]
fn help_is_not_an_error() {
    for args in [
        &["his", "--help"][..],
        &["his", "field", "--help"],
        &["his", "assault", "--help"],
        &["his", "naval", "--help"],
        &["his", "roll", "--help"],
    ] {
        let (code, out, _) = run(args);
        assert_eq!(code, 0, "{args:?}");
        assert!(out.contains("Usage: shturman his"), "{args:?}: {out}");
    }
}

#[test]
fn bad_inputs_exit_2() {
    bad(&["his"], "requires a subcommand");
    bad(&["his", "skirmish"], "skirmish");
    bad(&["his", "field", "--defender", "3"], "--attacker");
    bad(
        &["his", "field", "--attacker", "x", "--defender", "3"],
        "'x' for '--attacker",
    );
    bad(
        &["his", "field", "--attacker", "-1", "--defender", "3"],
        "--attacker",
    );
    bad(
        &["his", "field", "--attacker", "0", "--defender", "3"],
        "--attacker",
    );
    bad(
        &[
            "his",
            "field",
            "--attacker",
            "2",
            "--defender",
            "3",
            "--attacker-rating",
            "300",
        ],
        "300",
    );
    bad(
        &[
            "his",
            "field",
            "--attacker",
            "2",
            "--defender",
            "3",
            "--site",
            "castle",
        ],
        "castle",
    );
    bad(
        &[
            "his",
            "field",
            "--attacker",
            "2",
            "--defender",
            "3",
            "--besieged",
            "1",
        ],
        "--besieged 1",
    );
    bad(
        &[
            "his",
            "field",
            "--attacker",
            "2",
            "--defender",
            "3",
            "--site",
            "relief",
            "--besieged",
            "5",
        ],
        "--besieged 5",
    );
    bad(
        &[
            "his",
            "field",
            "--attacker",
            "2",
            "--defender",
            "3",
            "--attacker-cards",
            "-5",
        ],
        "--attacker-cards",
    );
    bad(
        &["his", "field", "--attacker", "60", "--defender", "40"],
        "too many",
    );
    bad(
        &[
            "his",
            "field",
            "--attacker",
            "2",
            "--defender",
            "3",
            "--attacker-faces",
            "1,2",
            "--defender-faces",
            "1,2",
        ],
        "--defender-faces",
    );
    bad(
        &[
            "his",
            "field",
            "--attacker",
            "2",
            "--defender",
            "3",
            "--attacker-faces",
            "1,7",
        ],
        "1,7",
    );
    bad(
        &[
            "his",
            "field",
            "--attacker",
            "2",
            "--defender",
            "3",
            "--readings",
            "H-9=x",
        ],
        "H-9",
    );
    bad(
        &[
            "his",
            "field",
            "--attacker",
            "2",
            "--defender",
            "3",
            "--readings",
            "H-5=most",
        ],
        "all_dice",
    );
    bad(
        &["his", "assault", "--attacker", "0", "--defender", "3"],
        "--attacker",
    );
    bad(&["his", "assault", "--attacker", "3"], "--defender");
    bad(
        &["his", "naval", "--attacker-squadrons", "1"],
        "--defender-squadrons",
    );
    bad(
        &[
            "his",
            "naval",
            "--attacker-squadrons",
            "1",
            "--defender-squadrons",
            "1",
            "--defender-corsairs",
            "2",
            "--ottoman",
            "attacker",
        ],
        "--defender-corsairs 2",
    );
    bad(
        &[
            "his",
            "naval",
            "--attacker-squadrons",
            "1",
            "--defender-squadrons",
            "1",
            "--ottoman",
            "venice",
        ],
        "venice",
    );
    bad(&["his", "roll", "--rating", "2", "--kind", "sea"], "sea");
    bad(&["his", "roll", "--rating", "2", "--pick", "1"], "--pick");
    bad(
        &[
            "his",
            "roll",
            "--kind",
            "naval-evasion",
            "--leaders",
            "1,2",
            "--pick",
            "3",
        ],
        "--pick 3",
    );
    bad(
        &[
            "his",
            "roll",
            "--kind",
            "naval-evasion",
            "--rating",
            "1",
            "--cavalry",
            "ottoman",
        ],
        "--cavalry",
    );
    bad(&["his", "roll", "--rating", "2", "--faces", "3"], "--faces");
    bad(
        &["his", "roll", "--rating", "2", "--modifier", "500"],
        "500",
    );
    bad(
        &["his", "roll", "--kind", "land-interception", "--all-lost"],
        "--all-lost",
    );
}
