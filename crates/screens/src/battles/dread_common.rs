//! What the dreadnought screens share: resolving the faces entered through
//! the core's own roll (a scripted dice source; a resolver that asks for
//! one more die than entered says so by running out), the explanation
//! steps worded, and a reading with its options.

use super::{error_line, why, Common, Dice, Group, ReadingView, Readings, ResolverView};
use crate::view::{Choice, Why};
use shturman_battles::dreadnought::{Error, Reading, Step};
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

/// A dreadnought screen's view before its odds: the situation's groups,
/// the reason the last change was undone, the dice still to roll and the
/// roll button's label; the screen fills in the rest.
pub(crate) fn blank<F>(
    code: &'static str,
    title: &str,
    groups: Vec<Group<F>>,
    common: &Common,
    dice: &Dice,
    lang: Lang,
) -> ResolverView<F> {
    let total: usize = dice.pools().iter().map(Vec::len).sum();
    ResolverView {
        code,
        title: title.to_string(),
        groups,
        error: error_line(common, None, lang),
        dice_line: String::new(),
        odds: Vec::new(),
        charts: Vec::new(),
        outcomes: Vec::new(),
        counting: Vec::new(),
        readings: Vec::new(),
        pools: Vec::new(),
        empty: dice.empty(),
        roll_label: (shturman_words::battles::words(lang).roll)(
            u32::try_from(dice.empty()).unwrap_or(0),
            dice.empty() == total,
        ),
        tally: None,
        result: None,
    }
}
