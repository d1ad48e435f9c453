//! `shturman move` (to be filled by the movement work).
use crate::args::CliError;

pub fn run(_argv: &[String]) -> Result<String, CliError> {
    Err(CliError::new("move: not built yet"))
}
