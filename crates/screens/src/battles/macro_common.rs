//! What the macro-battle screens share: the explanation steps and readings
//! worded, a list input shown as a drop-down (a unit kind, a terrain),
//! and resolving the faces entered through the core's own roll (a scripted
//! dice source): a resolver that asks for one more die than entered (a
//! losing officer's save) says so by running out, which is how a screen
//! learns it needs that die.

use super::{why, ReadingView, Readings};
use crate::view::{Choice, Why};
use shturman_battles::macro_battle::{MacroError, Reading, Step};
use shturman_rules::dice::{DiceError, ScriptedDice};
use shturman_words::macro_battle::words as macro_words;
use shturman_words::Lang;

/// A choice among a list of items by their names, item `index` selected:
/// a drop-down, one pick away from any item (issue 33: nine taps on + to
/// reach «офицер пеший» through a − / + cycler). Each item's value is its
/// index.
pub(crate) fn list(index: usize, names: impl IntoIterator<Item = String>) -> Vec<Choice<i32>> {
    names
        .into_iter()
        .enumerate()
        .map(|(i, name)| Choice::new(i32::try_from(i).unwrap_or(0), "item", name, i == index))
        .collect()
}

/// An index picked from a list, kept within `len`.
pub(crate) fn index(v: i32, len: usize) -> usize {
    usize::try_from(v.max(0))
        .unwrap_or(0)
        .min(len.saturating_sub(1))
}

/// The steps, worded, each with its section and reading.
pub(crate) fn steps(lang: Lang, steps: &[Step]) -> Vec<Why> {
    let m = macro_words(lang);
    steps
        .iter()
        .map(|s| {
            why(
                (m.step)(&s.rule),
                s.section.id(),
                s.reading.map(Reading::id),
            )
        })
        .collect()
}

/// The readings the steps relied on (each once, in id order), with their
/// options and the table's choice.
pub(crate) fn readings(
    lang: Lang,
    steps: &[Step],
    more: &[Reading],
    r: &Readings,
) -> Vec<ReadingView> {
    let m = macro_words(lang);
    let mut ids: Vec<Reading> = steps
        .iter()
        .filter_map(|s| s.reading)
        .chain(more.iter().copied())
        .collect();
    ids.sort();
    ids.dedup();
    ids.into_iter()
        .map(|reading| ReadingView {
            id: reading.id(),
            title: format!("[{}] {}", reading.id(), (m.reading)(reading).title),
            choices: reading
                .options()
                .iter()
                .map(|&code| {
                    Choice::new(
                        code,
                        code,
                        (m.option)(reading, code),
                        r.macro_battle.get(reading) == code,
                    )
                })
                .collect(),
        })
        .collect()
}

/// What resolving the faces entered gave.
pub(crate) enum Rolled<T> {
    /// Every die the resolver asked for had a face.
    Done(T),
    /// The resolver asked for one more die than entered.
    NeedsMore,
    /// Not all the dice asked for are entered yet, or the roll is refused.
    Not,
}

/// Resolve with the faces entered, in the order the core rolls them.
pub(crate) fn roll_with<T>(
    faces: Option<Vec<u8>>,
    resolve: impl FnOnce(&mut ScriptedDice) -> Result<T, MacroError>,
) -> Rolled<T> {
    let Some(faces) = faces else {
        return Rolled::Not;
    };
    let Ok(mut dice) = ScriptedDice::new(faces) else {
        return Rolled::Not;
    };
    match resolve(&mut dice) {
        Ok(t) => Rolled::Done(t),
        Err(MacroError::Dice(DiceError::RanOut { .. })) => Rolled::NeedsMore,
        Err(_) => Rolled::Not,
    }
}
