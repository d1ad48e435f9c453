//! A small, strict command-line parser: `--name value`, `--name=value` and
//! bare `--flag`. Every mistake becomes a [`CliError`] naming the bad value;
//! nothing here panics.

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

/// A user error: printed as one line on stderr, exit code 2.
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

/// Parsed options of one subcommand.
#[derive(Debug, Default)]
pub struct Args {
    values: BTreeMap<String, Option<String>>,
}

impl Args {
    /// Parse `argv` (after the subcommand) accepting only the options in
    /// `with_value` (which take a value) and `flags` (which do not).
    pub fn parse(argv: &[String], with_value: &[&str], flags: &[&str]) -> Result<Args, CliError> {
        let mut values = BTreeMap::new();
        let mut i = 0;
        while i < argv.len() {
            let a = &argv[i];
            let Some(body) = a.strip_prefix("--") else {
                return Err(CliError::new(format!("unexpected argument {a:?}")));
            };
            let (name, inline) = match body.split_once('=') {
                Some((n, v)) => (n.to_string(), Some(v.to_string())),
                None => (body.to_string(), None),
            };
            if values.contains_key(&name) {
                return Err(CliError::new(format!("option --{name} given twice")));
            }
            if with_value.contains(&name.as_str()) {
                let v = match inline {
                    Some(v) => v,
                    None => {
                        i += 1;
                        match argv.get(i) {
                            Some(v) if !v.starts_with("--") => v.clone(),
                            _ => {
                                return Err(CliError::new(format!("option --{name} needs a value")))
                            }
                        }
                    }
                };
                values.insert(name, Some(v));
            } else if flags.contains(&name.as_str()) {
                if inline.is_some() {
                    return Err(CliError::new(format!("option --{name} takes no value")));
                }
                values.insert(name, None);
            } else {
                return Err(CliError::new(format!("unknown option --{name}")));
            }
            i += 1;
        }
        Ok(Args { values })
    }

    /// The raw value of `--name`, if given.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.values.get(name).and_then(|v| v.as_deref())
    }

    /// True if the flag `--name` was given.
    pub fn flag(&self, name: &str) -> bool {
        self.values.contains_key(name)
    }

    /// The value of `--name` parsed as `T`, with an error naming it.
    pub fn parse_opt<T: FromStr>(&self, name: &str) -> Result<Option<T>, CliError>
    where
        T::Err: fmt::Display,
    {
        match self.get(name) {
            None => Ok(None),
            Some(v) => v
                .parse::<T>()
                .map(Some)
                .map_err(|e| CliError::new(format!("bad --{name} {v:?}: {e}"))),
        }
    }

    /// Like [`Args::parse_opt`] but the option is required.
    pub fn require<T: FromStr>(&self, name: &str) -> Result<T, CliError>
    where
        T::Err: fmt::Display,
    {
        self.parse_opt(name)?
            .ok_or_else(|| CliError::new(format!("missing --{name}")))
    }

    /// A small card value (0..=20) for `--name`, if given.
    pub fn card_value(&self, name: &str) -> Result<Option<u8>, CliError> {
        match self.get(name) {
            None => Ok(None),
            Some(v) => match v.trim().parse::<i64>() {
                Ok(n) if (0..=i64::from(shturman_rules::card::MAX_CARD_VALUE)).contains(&n) => {
                    Ok(Some(n as u8))
                }
                Ok(n) => Err(CliError::new(format!(
                    "bad --{name} {n}: must be between 0 and {}",
                    shturman_rules::card::MAX_CARD_VALUE
                ))),
                Err(_) => Err(CliError::new(format!(
                    "bad --{name} {v:?}: not a whole number"
                ))),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn argv(s: &[&str]) -> Vec<String> {
        s.iter().map(|x| x.to_string()).collect()
    }

    #[test]
    fn values_flags_and_inline() {
        let a = Args::parse(
            &argv(&["--class", "brig", "--at=-1,2", "--reach"]),
            &["class", "at"],
            &["reach"],
        )
        .unwrap();
        assert_eq!(a.get("class"), Some("brig"));
        assert_eq!(a.get("at"), Some("-1,2"));
        assert!(a.flag("reach"));
    }

    #[test]
    fn mistakes_are_errors() {
        assert!(Args::parse(&argv(&["--nope"]), &[], &[]).is_err());
        assert!(Args::parse(&argv(&["--class"]), &["class"], &[]).is_err());
        assert!(Args::parse(&argv(&["stray"]), &[], &[]).is_err());
        let a = Args::parse(&argv(&["--straight", "21"]), &["straight"], &[]).unwrap();
        assert!(a.card_value("straight").is_err());
        let a = Args::parse(&argv(&["--straight", "-1"]), &["straight"], &[]).unwrap();
        assert!(a.card_value("straight").is_err());
    }
}
