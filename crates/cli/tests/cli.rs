//! The command line itself, as a user meets it: help for every subcommand
//! (exit 0, naming its options), usage errors (exit 2 with clap's message
//! and a suggestion for a typo), the top-level help, and shell completions.

#[macro_use]
mod common;
harness!();

/// Every subcommand and resolver with options its help must name.
const HELP: &[(&[&str], &[&str])] = &[
    (
        &["move"],
        &["--class", "--heading", "--wind", "--plan", "--reach"],
    ),
    (&["fire"], &["--class", "--at", "--arcs", "--chaser-spent"]),
    (
        &["odds"],
        &["--faces", "--plan", "--target-strength", "--target-range"],
    ),
    (&["salvo"], &["--ship", "--aim", "class=", "chaser=spent"]),
    (
        &["dreadnought", "gunnery"],
        &[
            "--primary",
            "--range",
            "--excepted",
            "--readings",
            "--faces",
        ],
    ),
    (
        &["dreadnought", "torpedo"],
        &["--factor", "--hull-tubes", "--readings"],
    ),
    (
        &["dreadnought", "damage"],
        &["--weapon", "--armour", "--ship", "--hits", "--readings"],
    ),
    (
        &["dreadnought", "tracker"],
        &["--step", "--round", "--group", "--all"],
    ),
    (
        &["dreadnought", "ground"],
        &["--class", "--ships", "--faces"],
    ),
    (
        &["dreadnought", "refloat"],
        &["--unarmoured", "--deliberate", "--readings"],
    ),
    (&["dreadnought", "fuel"], &["--fleets", "--faces"]),
    (&["dreadnought", "readings"], &["--readings"]),
    (&["macro", "movement"], &["--officers", "--table", "--m2"]),
    (
        &["macro", "fire"],
        &["--shooter", "--distance", "--between", "--m7"],
    ),
    (
        &["macro", "artillery"],
        &["--gun", "--aim", "--line", "--shift", "--m4"],
    ),
    (
        &["macro", "melee"],
        &["--attacker", "--defender-officer", "--gates-bonus", "--m8"],
    ),
    (&["macro", "save"], &["--on-foot", "--horse-face"]),
    (&["macro", "capture"], &["--batteries", "--faces"]),
    (&["macro", "courier"], &["--units", "--m12"]),
    (&["macro", "pursuit"], &["--cavalry", "--m13"]),
    (
        &["his", "field"],
        &[
            "--attacker",
            "--defender-rating",
            "--site",
            "--attacker-faces",
            "--readings",
        ],
    ),
    (
        &["his", "assault"],
        &["--siege-artillery", "--ships-in-port", "--readings"],
    ),
    (
        &["his", "naval"],
        &["--attacker-squadrons", "--port", "--ottoman", "--readings"],
    ),
    (
        &["his", "roll"],
        &["--kind", "--leaders", "--pick", "--cavalry", "--readings"],
    ),
    (&["completions"], &["bash", "zsh", "fish"]),
];

/// `shturman <path> --help`: exit 0, the help on stdout.
fn help(path: &[&str]) -> String {
    let args: Vec<&str> = path.iter().copied().chain(["--help"]).collect();
    let (code, out, err) = run(&args);
    assert_eq!(code, 0, "{path:?}: {err}");
    assert!(err.is_empty(), "{path:?}: {err}");
    assert!(
        out.contains(&format!("Usage: shturman {}", path.join(" "))),
        "{path:?}: {out}"
    );
    out
}

#[test]
fn every_subcommand_help_exits_0_and_names_its_options() {
    for (path, options) in HELP {
        let out = help(path);
        for o in *options {
            assert!(out.contains(o), "{path:?} --help does not name {o}: {out}");
        }
    }
    // `-h` too, and help for the groups of resolvers
    for group in ["dreadnought", "macro", "his"] {
        let out = help(&[group]);
        assert!(out.contains("Resolvers:"), "{group}: {out}");
        let (code, out, _) = run(&[group, "-h"]);
        assert_eq!((code, out.contains("Usage:")), (0, true), "{group} -h");
    }
}

/// A command's help with its lines joined: clap wraps help at the
/// terminal's width (`wrap_help`), so a value list may break anywhere.
fn flat_help(path: &[&str]) -> String {
    help(path).split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn value_lists_are_in_the_help() {
    assert!(
        flat_help(&["dreadnought", "damage"])
            .contains("[possible values: primary, secondary, tertiary, torpedo]")
    );
    assert!(
        flat_help(&["dreadnought", "tracker"]).contains("[possible values: 0, 1slow, 1, 2, 2+]")
    );
    assert!(flat_help(&["his", "roll"]).contains(
        "[possible values: land-evasion, land-interception, naval-interception, naval-evasion]"
    ));
    assert!(flat_help(&["macro", "artillery"]).contains("[possible values: heavy, field, horse]"));
    assert!(flat_help(&["odds"]).contains("[possible values: hull, sails]"));
    // the rules' own codes, read by their parsers (Russian names too)
    assert!(flat_help(&["move"]).contains("[possible values: brig, frigate, galleon, linkor]"));
    assert!(flat_help(&["fire"]).contains("[possible values: N, NE, E, SE, S, SW, W, NW]"));
    assert!(flat_help(&["fire"]).contains("[possible values: rapid, swift, target, berserk]"));
    let v = ok(&[
        "move",
        "--class",
        "Бриг",
        "--heading",
        "ю",
        "--wind",
        "calm",
    ]);
    assert_eq!(
        (v["class"].as_str(), v["heading"].as_str()),
        (Some("brig"), Some("S"))
    );
    bad_line(
        "fire --class sloop --heading N --at=1,0",
        "invalid value 'sloop' for '--class <CLASS>': unknown ship class",
    );
}

#[test]
fn top_level_help_says_what_the_tool_does_and_lists_the_commands() {
    let out = help(&[]);
    assert!(out.contains("Штурман"), "{out}");
    assert!(out.contains("one JSON object"), "{out}");
    for cmd in [
        "move",
        "fire",
        "odds",
        "salvo",
        "dreadnought",
        "macro",
        "his",
        "completions",
    ] {
        assert!(
            out.contains(&format!("\n  {cmd} ")),
            "{cmd} not listed: {out}"
        );
    }
    assert!(out.contains("docs/rules.md"), "{out}");
    assert!(
        !out.contains("README"),
        "no pointer to a file installed users lack: {out}"
    );
}

#[test]
fn only_the_resolvers_that_take_readings_list_them() {
    for takes in ["gunnery", "torpedo", "damage", "refloat", "readings"] {
        assert!(
            help(&["dreadnought", takes]).contains("--readings"),
            "{takes}"
        );
    }
    for refuses in ["tracker", "ground", "fuel"] {
        assert!(
            !help(&["dreadnought", refuses]).contains("--readings"),
            "{refuses}"
        );
    }
    bad_line(
        "dreadnought tracker --step 1 --readings D-1=target",
        "unexpected argument '--readings'",
    );
    let group = help(&["dreadnought"]);
    assert!(
        group.contains("tracker, ground and fuel rely on none"),
        "{group}"
    );
}

#[test]
fn a_usage_error_exits_2_with_a_message() {
    bad_table(&[
        (
            "move --class brig --heading N --wind fresh:W --nope",
            "unexpected argument '--nope'",
        ),
        ("move --class brig --heading N", "--wind <WIND>"),
        ("odds --faces 135 --plan 135", "cannot be used with"),
        ("", "requires a subcommand"),
    ]);
}

/// Issue 46 #9: clap read a negative number as an unknown flag (`his
/// field --attacker -1` → "unexpected argument '-1' found"). A count
/// given one is refused naming the option and its range; an option that
/// takes negative numbers still gets them.
#[test]
fn a_negative_count_names_its_option_and_range() {
    let args = ["his", "field", "--attacker", "-1", "--defender", "3"];
    bad(&args, "bad --attacker <N> -1: a count, from 0 to 65535");
    let (_, _, err) = run(&args);
    assert!(!err.contains("unexpected argument"), "{err}");
    bad_line(
        "his field --attacker 3 --defender 2 --attacker-rating -2",
        "bad --attacker-rating <R> -2: a count, from 0 to 255",
    );
    let (code, out, err) = run(&[
        "his",
        "field",
        "--attacker",
        "3",
        "--defender",
        "2",
        "--attacker-cards",
        "-1",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with('{'));
}

#[test]
fn a_typo_gets_a_suggestion() {
    bad_table(&[
        ("mvoe", "a similar subcommand exists: 'move'"),
        (
            "dreadnought gunery",
            "a similar subcommand exists: 'gunnery'",
        ),
        (
            "move --clas brig --heading N --wind calm",
            "a similar argument exists: '--class'",
        ),
        (
            "his roll --kind land-evasoin",
            "a similar value exists: 'land-evasion'",
        ),
    ]);
}

#[test]
fn completions_print_for_bash() {
    let (code, out, err) = run(&["completions", "bash"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("_shturman()"), "{out}");
    assert!(out.contains("complete -F _shturman"), "{out}");
    for word in [
        "dreadnought",
        "gunnery",
        "--target-strength",
        "--m13",
        "brig frigate galleon linkor",
        "primary secondary tertiary torpedo",
    ] {
        assert!(out.contains(word), "bash completion lacks {word}");
    }
    for shell in ["zsh", "fish"] {
        let (code, out, _) = run(&["completions", shell]);
        assert_eq!(code, 0, "{shell}");
        assert!(out.contains("dreadnought"), "{shell}: {out}");
    }
    bad(&["completions", "cmd"], "invalid value 'cmd'");
}
