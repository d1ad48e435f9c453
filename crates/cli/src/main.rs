//! `shturman`: the rules core from a terminal. Each subcommand prints one
//! JSON object on stdout. The command line is parsed by clap: `--help`
//! after any subcommand prints its options and exits 0, a usage error
//! (an unknown option, a missing or malformed value) prints clap's message
//! with a suggestion and exits 2; a value the rules refuse prints one line
//! `shturman: …` on stderr and exits 2 as well.

mod args;
mod dreadnought;
mod fire_cmd;
mod his;
mod macro_battle;
mod move_cmd;
mod negative;
mod odds_cmd;
mod salvo_cmd;

use clap::{CommandFactory, Parser, Subcommand};
use std::io::Write;
use std::process::ExitCode;

/// Штурман (Shturman): the rules of the naval game, and of three other
/// battle systems, from a terminal.
///
/// Each command prints one JSON object on stdout: movement options, which
/// gun bears, exact odds as fractions "n/d", and with the faces rolled on
/// real dice the result with every step explained. A mistake in the input
/// exits with code 2 and a message naming it.
#[derive(Parser)]
#[command(
    name = "shturman",
    version,
    // A missing command is a usage error naming what is missing (exit 2),
    // not the whole help on stderr.
    arg_required_else_help = false,
    after_help = "Sections cited in the output are those of the project's docs/rules.md.\n\
                  Run `shturman <command> --help` for a command's options."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    Move(move_cmd::MoveArgs),
    Fire(fire_cmd::FireArgs),
    Odds(odds_cmd::OddsArgs),
    Salvo(salvo_cmd::SalvoArgs),
    Dreadnought(dreadnought::DreadnoughtArgs),
    Macro(macro_battle::MacroArgs),
    His(his::HisArgs),
    /// Print a shell completion script for shturman on stdout.
    ///
    /// bash: `shturman completions bash > ~/.local/share/bash-completion/completions/shturman`;
    /// zsh: into a directory on `$fpath` as `_shturman`; fish: into
    /// `~/.config/fish/completions/shturman.fish`.
    Completions {
        /// The shell to write the script for.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
}

fn main() -> ExitCode {
    let args: Vec<_> = std::env::args_os().collect();
    let cli = match negative::joined(&mut Cli::command(), args).and_then(Cli::try_parse_from) {
        Ok(cli) => cli,
        Err(e) => e.exit(),
    };
    let result = match &cli.command {
        Command::Move(a) => move_cmd::run(a),
        Command::Fire(a) => fire_cmd::run_fire(a),
        Command::Odds(a) => odds_cmd::run_odds(a),
        Command::Salvo(a) => salvo_cmd::run(a),
        Command::Dreadnought(a) => dreadnought::run(a),
        Command::Macro(a) => macro_battle::run(a),
        Command::His(a) => his::run(a),
        Command::Completions { shell } => {
            let mut script = Vec::new();
            clap_complete::generate(*shell, &mut Cli::command(), "shturman", &mut script);
            // A closed pipe is not an error of ours (as for the JSON below).
            let _ = std::io::stdout().write_all(&script);
            return ExitCode::SUCCESS;
        }
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

#[cfg(test)]
mod tests {
    use super::Cli;
    use clap::CommandFactory;

    /// clap's own consistency checks (duplicate names, bad defaults) over
    /// every subcommand.
    #[test]
    fn the_command_line_is_consistent() {
        Cli::command().debug_assert();
    }
}
