//! Negative numbers after an option. clap reads `--attacker -1` as the
//! option with no value followed by an unknown flag `-1` ("unexpected
//! argument '-1' found", issue 46 #9), which names neither the option nor
//! what it takes. This module owns that one case: a count (an unsigned
//! option) given a negative number is refused naming the option and its
//! range; any other option gets the number as its value (`--x=-1`), for
//! its own parser to judge.

use clap::builder::{Arg, Command};
use clap::error::ErrorKind;
use std::any::TypeId;
use std::ffi::OsString;

/// The range a count option takes, by its parser's type.
fn count_range(arg: &Arg) -> Option<(&'static str, u64)> {
    let t = arg.get_value_parser().type_id();
    if t == TypeId::of::<u8>() {
        Some(("0", u64::from(u8::MAX)))
    } else if t == TypeId::of::<u16>() {
        Some(("0", u64::from(u16::MAX)))
    } else if t == TypeId::of::<u32>() {
        Some(("0", u64::from(u32::MAX)))
    } else {
        None
    }
}

/// The option `--long` of the (sub)command the words before it name, and
/// that command (its usage line is the one to show).
fn find_arg(cmd: &Command, before: &[OsString], long: &str) -> Option<(Command, Arg)> {
    let mut at = cmd;
    for w in before {
        if let Some(sub) = w.to_str().and_then(|w| at.find_subcommand(w)) {
            at = sub;
        }
    }
    let arg = at.get_arguments().find(|a| a.get_long() == Some(long))?;
    Some((at.clone(), arg.clone()))
}

fn is_negative_number(w: &OsString) -> bool {
    w.to_str().is_some_and(|w| {
        w.strip_prefix('-')
            .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit() || c == '.'))
    })
}

/// `args` with each negative number after a value-taking option joined to
/// it (`--x=-1`); `Err` with clap's usage error when the option is a
/// count.
pub fn joined(cmd: &mut Command, args: Vec<OsString>) -> Result<Vec<OsString>, clap::Error> {
    cmd.build();
    let mut out: Vec<OsString> = Vec::with_capacity(args.len());
    let mut i = 0;
    while i < args.len() {
        let w = &args[i];
        let next = args.get(i + 1);
        let long = w
            .to_str()
            .and_then(|w| w.strip_prefix("--"))
            .filter(|l| !l.contains('='));
        if let (Some(long), Some(n)) = (long, next)
            && is_negative_number(n)
            && let Some((mut sub, arg)) = find_arg(cmd, &args[..i], long)
            && arg.get_action().takes_values()
            && !arg.is_allow_hyphen_values_set()
        {
            let n = n.to_string_lossy();
            if let Some((from, to)) = count_range(&arg) {
                let name = arg.get_value_names().and_then(|v| v.first().cloned());
                let name = name.map(|v| format!(" <{v}>")).unwrap_or_default();
                return Err(sub.error(
                    ErrorKind::ValueValidation,
                    format!("bad --{long}{name} {n}: a count, from {from} to {to}"),
                ));
            }
            out.push(format!("--{long}={n}").into());
            i += 2;
            continue;
        }
        out.push(w.clone());
        i += 1;
    }
    Ok(out)
}
