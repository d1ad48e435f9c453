//! What the dreadnought screens share: resolving the faces entered through
//! the core's own roll (a scripted dice source; a resolver that asks for
//! one more die than entered says so by running out), the explanation
//! steps worded, and a reading with its options.

use super::{why, ReadingView, Readings};
use crate::view::{Choice, Why};
use shturman_battles::dreadnought::{Error, Reading, SpeedLoss, Step};
use shturman_rules::dice::{DiceError, ScriptedDice};
use shturman_words::dreadnought::words as dread_words;
use shturman_words::Lang;

/// What resolving the faces entered gave.
pub(crate) enum Rolled<T> {
    Done(T),
    NeedsMore,
    Not,
}

pub(crate) fn roll_with<T>(
    faces: Option<Vec<u8>>,
    resolve: impl FnOnce(&mut ScriptedDice) -> Result<T, Error>,
) -> Rolled<T> {
    let Some(faces) = faces else {
        return Rolled::Not;
    };
    let Ok(mut dice) = ScriptedDice::new(faces) else {
        return Rolled::Not;
    };
    match resolve(&mut dice) {
        Ok(t) => Rolled::Done(t),
        Err(Error::Dice(DiceError::RanOut { .. })) => Rolled::NeedsMore,
        Err(_) => Rolled::Not,
    }
}

pub(crate) fn steps(lang: Lang, steps: &[Step]) -> Vec<Why> {
    let d = dread_words(lang);
    steps
        .iter()
        .map(|s| {
            why(
                (d.step)(&s.rule),
                s.section.id(),
                s.reading.map(|c| c.reading().id()),
            )
        })
        .collect()
}

/// A reading with its options and the table's choice.
pub(crate) fn reading_view(lang: Lang, reading: Reading, r: &Readings) -> ReadingView {
    let d = dread_words(lang);
    ReadingView {
        id: reading.id(),
        title: format!("[{}] {}", reading.id(), (d.reading)(reading).title),
        choices: reading
            .options()
            .iter()
            .map(|c| {
                Choice::new(
                    c.code(),
                    c.code(),
                    (d.option)(reading, c.code()),
                    r.dreadnought.choice(reading) == *c,
                )
            })
            .collect(),
    }
}

/// The three speed losses a ship may have, each with its test id and
/// name.
pub(crate) fn speed_losses(lang: Lang) -> [(SpeedLoss, &'static str, &'static str); 3] {
    let d = dread_words(lang);
    SpeedLoss::ALL.map(|x| {
        let code = match x {
            SpeedLoss::None => "none",
            SpeedLoss::Some => "some",
            SpeedLoss::All => "all",
        };
        (x, code, (d.speed_loss)(x))
    })
}
