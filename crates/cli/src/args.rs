//! What every subcommand shares on the command line: the error a value the
//! rules refuse becomes ([`CliError`]) and the value parsers clap uses for
//! the small numbers of a ship's card.

use clap::builder::{PossibleValue, TypedValueParser};
use clap::error::ErrorKind;
use shturman_rules::attack::Aim;
use shturman_rules::card::MAX_CARD_VALUE;
use std::ffi::OsStr;
use std::fmt;
use std::marker::PhantomData;
use std::str::FromStr;

/// A user error found after parsing: printed as one line on stderr, exit
/// code 2.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct CliError(pub String);

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

/// A value of the rules read by its own `FromStr` (English codes, Russian
/// names, any case), whose help and shell completions list the English
/// codes: `value_parser = coded::<Heading>(&["N", "NE", …])`.
#[derive(Clone)]
pub struct Coded<T> {
    codes: &'static [&'static str],
    read: PhantomData<fn() -> T>,
}

/// The [`Coded`] parser of `T`, listing `codes`.
pub const fn coded<T>(codes: &'static [&'static str]) -> Coded<T> {
    Coded {
        codes,
        read: PhantomData,
    }
}

impl<T> TypedValueParser for Coded<T>
where
    T: FromStr + Clone + Send + Sync + 'static,
    T::Err: fmt::Display,
{
    type Value = T;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<T, clap::Error> {
        let text = value.to_string_lossy();
        text.parse::<T>().map_err(|e| {
            let name = arg.map_or_else(|| "...".to_string(), |a| a.to_string());
            clap::Error::raw(
                ErrorKind::InvalidValue,
                format!("invalid value '{text}' for '{name}': {e}\n"),
            )
            .with_cmd(cmd)
        })
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(self.codes.iter().map(|c| PossibleValue::new(*c))))
    }
}

/// The codes of the ship classes that move (a fort does not).
pub const MOVING_CLASSES: &[&str] = &["brig", "frigate", "galleon", "linkor"];
/// The codes of every ship class.
pub const CLASSES: &[&str] = &["brig", "frigate", "galleon", "linkor", "fort"];
/// The codes of the eight headings (the Russian С..СЗ are read too).
pub const HEADINGS: &[&str] = &["N", "NE", "E", "SE", "S", "SW", "W", "NW"];
/// The codes of the four captains.
pub const CAPTAINS: &[&str] = &["rapid", "swift", "target", "berserk"];

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
    use shturman_rules::card::Captain;
    use shturman_rules::{Heading, ShipClass};

    /// The lists the help shows are the codes the rules read.
    #[test]
    fn listed_codes_are_the_rules_codes() {
        assert_eq!(CLASSES, ShipClass::ALL.map(ShipClass::code));
        assert_eq!(&CLASSES[..4], MOVING_CLASSES);
        assert_eq!(HEADINGS, Heading::ALL.map(Heading::code));
        assert_eq!(CAPTAINS, Captain::ALL.map(Captain::code));
    }

    #[test]
    fn card_values_are_0_to_20() {
        assert_eq!(card_value("20"), Ok(20));
        assert_eq!(card_value(" 0"), Ok(0));
        assert!(card_value("21").unwrap_err().contains("between 0 and 20"));
        assert!(card_value("-1").unwrap_err().contains("-1"));
        assert!(card_value("x").unwrap_err().contains("not a whole number"));
    }

    /// A refused value is a standard error (`?` into `Box<dyn Error>`,
    /// `anyhow`), printed as its own line, with nothing under it.
    #[test]
    fn cli_error_is_a_std_error_printed_as_its_line() {
        let refused = || -> Result<(), Box<dyn std::error::Error>> {
            Err(CliError::new("bad --shots 0: at least one shot"))?
        };
        let e = refused().unwrap_err();
        assert_eq!(e.to_string(), "bad --shots 0: at least one shot");
        assert!(e.source().is_none());
    }
}
