//! `shturman his <resolver>`: placeholder until the resolvers land.

use crate::args::CliError;

pub fn run(_argv: &[String]) -> Result<String, CliError> {
    Err(CliError::new("not built yet"))
}
