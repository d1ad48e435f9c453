//! What the macro-battle screens share: the explanation steps and readings
//! worded, a list input shown as a drop-down (a unit kind, a terrain),
//! and resolving the faces entered through the core's own roll (a scripted
//! dice source): a resolver that asks for one more die than entered (a
//! losing officer's save) says so by running out, which is how a screen
//! learns it needs that die.

pub(crate) use super::Rolled;
use super::{ReadingView, Readings, why};
use crate::view::{Choice, Why};
use shturman_battles::macro_battle::{MacroError, Reading, Step};
use shturman_rules::dice::{DiceError, ScriptedDice};
use shturman_words::Lang;
use shturman_words::macro_battle::words as macro_words;

/// A choice among a list of items by their names, the one equal to `now`
/// selected: a drop-down, one pick away from any item (issue 33: nine taps
/// on + to reach «офицер пеший» through a − / + cycler); `to(item)` is the
/// change each sends.
pub(crate) fn list<T: PartialEq, E>(
    now: &T,
    items: impl IntoIterator<Item = (T, String)>,
    to: impl Fn(T) -> E,
) -> Vec<Choice<E>> {
    items
        .into_iter()
        .map(|(item, name)| {
            let selected = item == *now;
            Choice::new(to(item), "item", name, selected)
        })
        .collect()
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
        .map(|reading| {
            let option = |code| (m.option)(reading, code);
            let chosen = r.macro_battle.get(reading);
            super::reading_view(reading, (m.reading)(reading).title, option, chosen)
        })
        .collect()
}

/// Resolve with the faces entered, in the order the core rolls them.
pub(crate) fn roll_with<T>(
    faces: Option<Vec<u8>>,
    resolve: impl FnOnce(&mut ScriptedDice) -> Result<T, MacroError>,
) -> Rolled<T> {
    super::roll_with(faces, resolve, |e| {
        matches!(e, MacroError::Dice(DiceError::RanOut { .. }))
    })
}
