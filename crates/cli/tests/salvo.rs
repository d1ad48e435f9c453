//! `shturman salvo` and the chaser limit of `fire` and `odds` (§4.5), run as
//! the real binary: the contract, Target's face 2 in a salvo of several
//! ships, and bad input naming the ship (exit 2, one line on stderr).

use serde_json::json;

#[macro_use]
mod common;
harness!();

/// The contract: a Target linkor's two shots with a damaged brig.
#[test]
fn salvo_contract_with_target() {
    let v = ok(&[
        "salvo",
        "--ship",
        "class=linkor,heading=N,at=3,0,damage=0,captain=target,shots=2,left=3",
        "--ship",
        "class=brig,heading=E,at=0,-2,damage=1,shots=1,left=1",
    ]);
    assert_eq!(v["faces"], json!([3, 5]));
    assert_eq!(v["shots"], json!(3));
    assert_eq!(v["probability"], json!("1/3"));
    assert_eq!(v["critical"], json!(false), "the linkor keeps a shot");
    assert_eq!(v["worst"], json!(1));
    assert_eq!(v["target_dropped"], json!(true));
    let parts = v["parts"].as_array().unwrap();
    assert_eq!(parts[0]["gun"], json!("starboard"));
    assert_eq!(parts[0]["band"], json!("long"));
    assert_eq!(
        parts[0]["faces"],
        json!([1, 2, 3, 5]),
        "as the linkor alone fires"
    );
    assert_eq!(parts[0]["counted"], json!([1, 3, 5]));
    assert_eq!(parts[1]["faces"], json!([3, 5]));
}

/// «точность такого залпа не повысится»: a damaged Target ship (2,3,5)
/// with a plain one (1,3,5) hits on 3 and 5 only; alone it keeps its 2.
#[test]
fn target_face_2_does_not_count_in_a_salvo_of_several_ships() {
    let v = ok(&[
        "salvo",
        "--ship",
        "class=galleon,heading=N,at=3,0,damage=2,captain=target,shots=2,left=2",
        "--ship",
        "class=brig,heading=N,at=3,0,shots=1",
    ]);
    assert_eq!(v["faces"], json!([3, 5]));
    assert_eq!(
        v["critical"],
        json!(true),
        "every ship spends its last shot"
    );
    let v = ok(&[
        "salvo",
        "--ship",
        "class=galleon,heading=N,at=3,0,damage=2,captain=target,shots=2,left=2",
    ]);
    assert_eq!(v["faces"], json!([2, 3, 5]));
    assert_eq!(v["target_dropped"], json!(false));
}

#[test]
fn salvo_bad_input_names_the_ship() {
    bad_table(&[
        (
            "salvo --ship class=brig,heading=N,at=3,0 --ship class=linkor,heading=N,at=2,1",
            "ship 2",
        ),
        (
            "salvo --ship class=linkor,heading=N,at=0,3,shots=2",
            "a chaser fires exactly one shot",
        ),
        ("salvo --ship class=linkor,heading=N,at=0,9", "out_of_range"),
        ("salvo --ship class=brig,at=1,0", "heading"),
        (
            "salvo --ship class=brig,heading=N,at=1,0,shots=2",
            "shots=2",
        ),
        (
            "salvo --ship class=brig,heading=N,at=1,0,colour=red",
            "colour",
        ),
        ("salvo", "--ship"),
        (
            "salvo --ship class=brig,heading=N,at=1,0 --aim mast",
            "mast",
        ),
    ]);
}

/// §4.5: one chaser shot a round. `fire --chaser-spent` refuses the bow and
/// stern lines; `odds --chaser` refuses more than one shot.
#[test]
fn one_chaser_shot_a_round_in_fire_and_odds() {
    let v = ok(&[
        "fire",
        "--class",
        "linkor",
        "--heading",
        "N",
        "--at=0,3",
        "--chaser-spent",
    ]);
    assert_eq!(v["gun"], json!(null));
    assert_eq!(v["reason"], json!("chaser_spent"));
    assert_eq!(v["covering_gun"], json!("bow"));
    // The broadside still fires.
    let v = ok(&[
        "fire",
        "--class",
        "linkor",
        "--heading",
        "N",
        "--at=3,0",
        "--chaser-spent",
    ]);
    assert_eq!(v["gun"], json!("starboard"));
    bad_table(&[
        (
            "fire --class linkor --heading N --at=0,3 --shots 3",
            "a chaser fires exactly one shot",
        ),
        (
            "odds --faces 5 --shots 3 --chaser --target-class brig",
            "a chaser fires exactly one shot",
        ),
    ]);
    let v = ok(&["odds", "--faces", "5", "--chaser", "--target-class", "brig"]);
    assert_eq!(v["attacks"].as_array().unwrap().len(), 1);
}

#[test]
fn sails_of_a_fort_are_refused_as_the_game_refuses_them() {
    bad_line(
        "odds --aim sails --target-class fort --faces 135",
        "a fort has no sails",
    );
}
