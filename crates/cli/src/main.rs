//! `shturman`: the rules core from a terminal. Each subcommand prints one
//! JSON object on stdout; a user error prints one line on stderr and exits
//! with code 2.

mod args;
mod dreadnought_cmd;
mod fire_cmd;
mod his_cmd;
mod macro_cmd;
mod move_cmd;
mod salvo_cmd;

use args::CliError;
use std::io::Write;
use std::process::ExitCode;

const USAGE: &str =
    "usage: shturman <move|fire|odds|salvo|dreadnought|macro|his> [options]  (see crates/cli/README.md)";

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let result = match argv.first().map(String::as_str) {
        Some("move") => move_cmd::run(&argv[1..]),
        Some("fire") => fire_cmd::run_fire(&argv[1..]),
        Some("odds") => fire_cmd::run_odds(&argv[1..]),
        Some("salvo") => salvo_cmd::run(&argv[1..]),
        Some("dreadnought") => dreadnought_cmd::run(&argv[1..]),
        Some("macro") => macro_cmd::run(&argv[1..]),
        Some("his") => his_cmd::run(&argv[1..]),
        Some("-h" | "--help") => {
            let _ = writeln!(std::io::stdout(), "{USAGE}");
            return ExitCode::SUCCESS;
        }
        Some(other) => Err(CliError::new(format!("unknown command {other:?}; {USAGE}"))),
        None => Err(CliError::new(USAGE)),
    };
    match result {
        Ok(json) => {
            // A closed pipe (`shturman … | head`) is not an error of ours.
            let _ = writeln!(std::io::stdout(), "{json}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("shturman: {e}");
            ExitCode::from(2)
        }
    }
}
