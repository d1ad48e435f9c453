//! What the dreadnought screens share: resolving the faces entered through
//! the core's own roll (a scripted dice source; a resolver that asks for
//! one more die than entered says so by running out), the explanation
//! steps worded, and a reading with its options.

pub(crate) use super::Rolled;
use super::{ReadingView, Readings, why};
use crate::view::Why;
use shturman_battles::dreadnought::{Error, Reading, SpeedLoss, Step};
use shturman_rules::dice::{DiceError, ScriptedDice};
use shturman_words::Lang;
use shturman_words::dreadnought::words as dread_words;

/// Resolve with the faces entered, in the order the core rolls them.
pub(crate) fn roll_with<T>(
    faces: Option<Vec<u8>>,
    resolve: impl FnOnce(&mut ScriptedDice) -> Result<T, Error>,
) -> Rolled<T> {
    super::roll_with(faces, resolve, |e| {
        matches!(e, Error::Dice(DiceError::RanOut { .. }))
    })
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
    let chosen = r.dreadnought.choice(reading).code();
    let option = |code| (d.option)(reading, code);
    super::reading_view(reading, (d.reading)(reading).title, option, chosen)
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
