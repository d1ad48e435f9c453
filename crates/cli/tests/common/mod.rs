//! The one harness of the CLI tests: run the built `shturman` binary with a
//! subcommand prefix and check what a user sees — one JSON object on one
//! line for a valid call; exit code 2, nothing on stdout and a message
//! naming the bad input for a mistake.
//!
//! Each test file declares its prefix once with [`harness!`], which gives
//! it `run`, `ok` and `bad`.

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
        let (code, out, err) = self.run(args);
        assert_eq!(code, 2, "{args:?}: stdout {out} stderr {err}");
        assert!(out.is_empty(), "{args:?}: stdout {out}");
        assert!(
            err.contains(names),
            "{args:?}: {err:?} does not name {names:?}"
        );
        assert!(!err.contains("panicked"), "{err}");
        if err.starts_with("shturman: ") {
            assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        } else {
            assert!(err.starts_with("error: "), "{args:?}: {err}");
        }
    }
}

/// `harness!("macro")`: `run`, `ok` and `bad` for calls starting with
/// `shturman macro`.
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
    };
}
