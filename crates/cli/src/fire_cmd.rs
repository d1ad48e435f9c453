//! `shturman fire` and `shturman odds` (to be filled by the fire work).
use crate::args::CliError;

pub fn run_fire(_argv: &[String]) -> Result<String, CliError> {
    Err(CliError::new("fire: not built yet"))
}

pub fn run_odds(_argv: &[String]) -> Result<String, CliError> {
    Err(CliError::new("odds: not built yet"))
}
