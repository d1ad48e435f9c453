//! The UI's shape: the real `src/` passes, and each kind of mistake in a
//! small made-up crate is found (so the check can fail).

use shturman_layers::{Graph, Problem, file_name};

fn graph(files: &[(&str, &str)]) -> Graph {
    Graph::from_sources(files.iter().map(|(p, t)| (p.to_string(), t.to_string())))
}

fn said(g: &Graph) -> Vec<String> {
    g.problems().iter().map(ToString::to_string).collect()
}

#[test]
fn the_ui_has_no_import_going_up_and_no_circle() {
    let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../src");
    let g = Graph::read_dir(&src).expect("src/ reads");
    // the graph is the real one: the app imports pages, pages components
    let names: Vec<(String, String)> = g
        .imports
        .iter()
        .map(|i| (file_name(&i.from), file_name(&i.to)))
        .collect();
    assert!(
        names.contains(&("app".into(), "pages::game".into())),
        "{names:?}"
    );
    eprintln!("{} imports among {} modules", names.len(), g.modules.len());
    assert!(
        names
            .iter()
            .any(|(a, b)| a.starts_with("pages::") && b.starts_with("components::"))
    );
    assert!(g.modules.len() > 100, "{} modules", g.modules.len());
    let problems = said(&g);
    assert!(
        problems.is_empty(),
        "src/ is not layered:\n{}",
        problems.join("\n")
    );
}

#[test]
fn an_import_going_up_is_named_with_its_line() {
    let g = graph(&[
        ("main.rs", "mod state;\nmod pages;\n"),
        ("state/mod.rs", "pub mod game;\n"),
        ("state/game.rs", "//! x\n\nuse crate::pages::game::Page;\n"),
        ("pages/mod.rs", "pub mod game;\n"),
        (
            "pages/game.rs",
            "use crate::state::game;\npub struct Page;\n",
        ),
    ]);
    let p = said(&g);
    assert!(
        p.contains(
            &"state::game:3: the state layer imports pages::game of the pages layer, above it"
                .to_string()
        ),
        "{p:?}"
    );
    // and the two files import each other
    assert!(
        p.contains(&"a circle of 2 files: pages::game, state::game".to_string()),
        "{p:?}"
    );
}

#[test]
fn paths_inside_a_macro_and_in_code_count_as_imports() {
    let g = graph(&[
        ("main.rs", "mod live;\nmod state;\n"),
        ("live/mod.rs", "pub fn run() {}\n"),
        ("state/mod.rs", "pub mod a;\npub mod b;\n"),
        (
            "state/a.rs",
            "fn f() { view! { <p>{move || crate::live::run()}</p> } }\n",
        ),
        (
            "state/b.rs",
            "fn g() -> u8 { let x: super::a::T = 1; crate::live::run(); 0 }\n",
        ),
    ]);
    let p = said(&g);
    assert!(
        p.iter()
            .any(|s| s.starts_with("state::a:1: the state layer imports live")),
        "{p:?}"
    );
    assert!(
        p.iter()
            .any(|s| s.starts_with("state::b:1: the state layer imports live")),
        "{p:?}"
    );
    assert!(
        g.imports
            .iter()
            .any(|i| file_name(&i.from) == "state::b" && file_name(&i.to) == "state::a")
    );
}

#[test]
fn declaring_a_module_is_not_importing_it_but_a_re_export_is() {
    let files = [
        ("main.rs", "mod schedule;\n"),
        ("schedule/mod.rs", "pub mod answer;\npub fn now() {}\n"),
        (
            "schedule/answer.rs",
            "use super::now;\n#[cfg(test)]\nmod tests { use super::*; }\n",
        ),
    ];
    assert_eq!(said(&graph(&files)), Vec::<String>::new());
    let mut again = files;
    again[1].1 = "pub mod answer;\npub use answer::X;\npub fn now() {}\n";
    assert_eq!(
        said(&graph(&again)),
        vec!["a circle of 2 files: schedule, schedule::answer".to_string()]
    );
}

#[test]
fn a_module_in_no_layer_and_a_file_that_does_not_parse_are_named() {
    let g = graph(&[("main.rs", "mod extra;\n"), ("extra.rs", "fn (\n")]);
    let p = g.problems();
    assert!(
        matches!(&p[0], Problem::Parse { file, .. } if file == "extra.rs"),
        "{p:?}"
    );
    assert_eq!(
        p[1],
        Problem::Unplaced {
            module: "extra".into()
        }
    );
}
