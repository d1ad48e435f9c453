//! What every subcommand shares on the command line: the error a value the
//! rules refuse becomes ([`CliError`]) and the value parsers clap uses for
//! the small numbers of a ship's card.

use shturman_rules::attack::Aim;
use shturman_rules::card::MAX_CARD_VALUE;
use std::fmt;

/// A user error found after parsing: printed as one line on stderr, exit
/// code 2.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CliError(pub String);

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl CliError {
    pub fn new(msg: impl Into<String>) -> Self {
        CliError(msg.into())
    }
}

/// A card value (0..=20), as clap's `value_parser` for options like
/// `--straight` and `--damage`.
pub fn card_value(v: &str) -> Result<u8, String> {
    match v.trim().parse::<i64>() {
        Ok(n) if (0..=i64::from(MAX_CARD_VALUE)).contains(&n) => Ok(n as u8),
        Ok(n) => Err(format!("{n} must be between 0 and {MAX_CARD_VALUE}")),
        Err(_) => Err(format!("{v:?} is not a whole number")),
    }
}

/// Serialise a JSON shape, the one way every subcommand prints.
pub fn to_json<T: serde::Serialize>(v: &T) -> Result<String, CliError> {
    serde_json::to_string(v).map_err(|e| CliError::new(format!("internal: cannot write JSON: {e}")))
}

/// `--aim`: the two aims of a shot.
#[derive(Clone, Copy, clap::ValueEnum)]
pub enum AimArg {
    #[value(alias = "корпус")]
    Hull,
    #[value(alias = "паруса")]
    Sails,
}

impl From<AimArg> for Aim {
    fn from(a: AimArg) -> Aim {
        match a {
            AimArg::Hull => Aim::Hull,
            AimArg::Sails => Aim::Sails,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn card_values_are_0_to_20() {
        assert_eq!(card_value("20"), Ok(20));
        assert_eq!(card_value(" 0"), Ok(0));
        assert!(card_value("21").unwrap_err().contains("between 0 and 20"));
        assert!(card_value("-1").unwrap_err().contains("-1"));
        assert!(card_value("x").unwrap_err().contains("not a whole number"));
    }
}
