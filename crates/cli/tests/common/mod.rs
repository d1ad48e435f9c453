//! The one harness of the CLI tests: run the built `shturman` binary with a
//! subcommand prefix and check what a user sees — one JSON object on one
//! line for a valid call; exit code 2, nothing on stdout and a message
//! naming the bad input for a mistake.
//!
//! Each test file declares its prefix once with [`harness!`], which gives
//! it `run`, `ok`, `bad`, `bad_line` and `bad_table` (a table of bad
//! inputs, one row a call).

use serde_json::Value;
use std::process::Command;

/// `shturman` with the words every call of a test file starts with.
pub struct Cli {
    prefix: &'static [&'static str],
}

impl Cli {
    pub const fn new(prefix: &'static [&'static str]) -> Cli {
        Cli { prefix }
    }

    /// Exit code, stdout and stderr of `shturman <prefix> <args>`.
    pub fn run(&self, args: &[&str]) -> (i32, String, String) {
        let out = Command::new(env!("CARGO_BIN_EXE_shturman"))
            .args(self.prefix)
            .args(args)
            .output()
            .expect("run shturman");
        (
            out.status.code().unwrap_or(-1),
            String::from_utf8(out.stdout).unwrap(),
            String::from_utf8(out.stderr).unwrap(),
        )
    }

    /// A valid call: exit 0 and one JSON object on one line.
    pub fn ok(&self, args: &[&str]) -> Value {
        let (code, out, err) = self.run(args);
        assert_eq!(code, 0, "{args:?}: stderr {err}");
        assert_eq!(
            out.lines().count(),
            1,
            "{args:?}: one JSON object on one line"
        );
        serde_json::from_str(&out).unwrap_or_else(|e| panic!("{args:?}: {e}: {out}"))
    }

    /// Bad input: exit 2, nothing on stdout, stderr containing `names`. A
    /// value the rules refuse is one line `shturman: …`; a usage error
    /// (unknown option, missing or malformed value) is clap's `error: …`
    /// with the usage line.
    pub fn bad(&self, args: &[&str], names: &str) {
        if let Err(why) = self.refused(args, names) {
            panic!("{why}");
        }
    }

    /// [`Cli::bad`] for a call written as one line: its words are split on
    /// whitespace, so no word may hold a space or be empty.
    pub fn bad_line(&self, line: &str, names: &str) {
        self.bad(&words(line), names)
    }

    /// A table of bad inputs, each row a call as one line (as
    /// [`Cli::bad_line`]) and what its message must name. Every row runs,
    /// and the rows that fail are reported together, so one wrong message
    /// does not hide the next.
    pub fn bad_table(&self, rows: &[(&str, &str)]) {
        let failed: Vec<String> = rows
            .iter()
            .filter_map(|(line, names)| self.refused(&words(line), names).err())
            .collect();
        assert!(
            failed.is_empty(),
            "{} of {} bad inputs not refused as expected:\n{}",
            failed.len(),
            rows.len(),
            failed.join("\n")
        );
    }

    /// Whether `args` is refused as [`Cli::bad`] says; why not, if it is not.
    fn refused(&self, args: &[&str], names: &str) -> Result<(), String> {
        let (code, out, err) = self.run(args);
        let usage = err.starts_with("error: ");
        let why = if code != 2 {
            format!("exit code {code}, not 2")
        } else if !out.is_empty() {
            format!("stdout {out:?}")
        } else if !err.contains(names) {
            format!("stderr does not name {names:?}")
        } else if err.contains("panicked") {
            "it panicked".to_string()
        } else if err.starts_with("shturman: ") && err.trim_end().lines().count() != 1 {
            "a refusal of more than one line".to_string()
        } else if !usage && !err.starts_with("shturman: ") {
            "stderr starts with neither `shturman: ` nor `error: `".to_string()
        } else {
            return Ok(());
        };
        Err(format!("{args:?}: {why}; stderr {err:?}"))
    }
}

/// The words of a call written as one line.
fn words(line: &str) -> Vec<&str> {
    line.split_whitespace().collect()
}

/// `harness!("macro")`: `run`, `ok`, `bad`, `bad_line` and `bad_table`
/// for calls starting with `shturman macro`.
macro_rules! harness {
    ($($prefix:literal),*) => {
        const CLI: common::Cli = common::Cli::new(&[$($prefix),*]);

        #[allow(dead_code)]
        fn run(args: &[&str]) -> (i32, String, String) {
            CLI.run(args)
        }

        #[allow(dead_code)]
        fn ok(args: &[&str]) -> serde_json::Value {
            CLI.ok(args)
        }

        #[allow(dead_code)]
        fn bad(args: &[&str], names: &str) {
            CLI.bad(args, names)
        }

        #[allow(dead_code)]
        fn bad_line(line: &str, names: &str) {
            CLI.bad_line(line, names)
        }

        #[allow(dead_code)]
        fn bad_table(rows: &[(&str, &str)]) {
            CLI.bad_table(rows)
        }
    };
}
