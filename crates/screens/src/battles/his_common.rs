//! What the Here I Stand screens share: the four pools of a battle
//! (attacker, defender, and the dice cards add after the roll), hits on 5
//! or 6, each side's hit distribution as a chart, the explanation steps and
//! the readings, worded.

use super::{chart, pool_view, why, Chart, Count, Dice, PoolView, ReadingView, Readings};
use crate::view::{Choice, Tone, Why};
use shturman_battles::his::{count_hits, is_hit, DiceCount, Faces, Reading, Share, Side, Step};
use shturman_words::battles::words;
use shturman_words::his::words as his_words;
use shturman_words::Lang;

/// The most units one side may enter (30 dice a side is the largest
/// battle the texts allow).
pub const MAX_UNITS: i32 = 30;
/// The highest leader rating offered.
pub const MAX_RATING: i32 = 6;
/// Card dice before the roll, either way.
pub const MAX_CARDS: i32 = 6;

pub(crate) fn clamp_u16(v: i32, lo: i32, hi: i32) -> u16 {
    u16::try_from(v.clamp(lo, hi)).unwrap_or(0)
}

pub(crate) fn rating(v: i32) -> Option<u8> {
    (v >= 0).then(|| u8::try_from(v.min(MAX_RATING)).unwrap_or(0))
}

pub(crate) fn rating_count(lang: Lang, r: Option<u8>) -> Count {
    Count::rating(r, MAX_RATING, words(lang).none)
}

pub(crate) fn hit_tone(face: u8) -> Tone {
    if is_hit(face) {
        Tone::Good
    } else {
        Tone::Bad
    }
}

/// The pool sizes of a battle: attacker, defender, attacker's late dice,
/// defender's late dice.
pub(crate) fn sizes(ad: &DiceCount, dd: &DiceCount) -> Vec<usize> {
    [ad.rolled, dd.rolled, ad.late, dd.late]
        .into_iter()
        .map(|n| n as usize)
        .collect()
}

/// The pools that roll any dice, each labelled; `late` names the card
/// that adds dice after the roll.
pub(crate) fn pools(lang: Lang, dice: &Dice, late: &str) -> Vec<PoolView> {
    let w = words(lang);
    let h = his_words(lang);
    let labels = [
        ("attacker", w.attacker.to_string()),
        ("defender", w.defender.to_string()),
        ("attacker-late", format!("{} · {late}", w.attacker)),
        ("defender-late", format!("{} · {late}", w.defender)),
    ];
    labels
        .into_iter()
        .enumerate()
        .filter(|(i, _)| dice.pools().get(*i).is_some_and(|p| !p.is_empty()))
        .map(|(i, (code, label))| {
            let entered = dice.entered(i);
            let summary = (!entered.is_empty()).then(|| (h.blows)(count_hits(&entered)));
            pool_view(lang, code, i, label, dice, hit_tone, summary)
        })
        .collect()
}

/// The faces of a battle once every die has one.
pub(crate) fn faces(dice: &Dice) -> Option<Faces> {
    let mut p = dice.complete()?.into_iter();
    Some(Faces {
        attacker: p.next().unwrap_or_default(),
        defender: p.next().unwrap_or_default(),
        attacker_late: p.next().unwrap_or_default(),
        defender_late: p.next().unwrap_or_default(),
    })
}

/// "Roll: attacker — 6 dice, defender — 5 dice" (and the late dice).
pub(crate) fn dice_line(lang: Lang, ad: &DiceCount, dd: &DiceCount, late: &str) -> String {
    let w = words(lang);
    let mut parts = vec![
        (w.attacker.to_string(), ad.rolled),
        (w.defender.to_string(), dd.rolled),
    ];
    if ad.late > 0 {
        parts.push((format!("{} · {late}", w.attacker), ad.late));
    }
    if dd.late > 0 {
        parts.push((format!("{} · {late}", w.defender), dd.late));
    }
    (w.dice_line)(&parts)
}

/// Each side's hit distribution.
pub(crate) fn hit_charts(lang: Lang, a: &[Share], d: &[Share]) -> Vec<Chart> {
    let h = his_words(lang);
    [
        (Side::Attacker, "attacker-hits", a),
        (Side::Defender, "defender-hits", d),
    ]
    .into_iter()
    .map(|(side, code, shares)| {
        chart(
            lang,
            code,
            (h.hits_of)(side),
            shares
                .iter()
                .map(|s| (s.value.to_string(), s.probability, Tone::Plain))
                .collect(),
        )
    })
    .collect()
}

/// The steps, worded, each with its section and reading.
pub(crate) fn steps(lang: Lang, steps: &[Step]) -> Vec<Why> {
    let h = his_words(lang);
    steps
        .iter()
        .map(|s| {
            why(
                (h.step)(&s.rule),
                s.section.id(),
                s.reading.map(Reading::id),
            )
        })
        .collect()
}

/// A resolution's steps after those that count the dice (shown before the
/// roll under "how the dice are counted"): the result explains the roll.
pub(crate) fn after<'a, T: PartialEq>(all: &'a [T], counting: &[T]) -> &'a [T] {
    match all.strip_prefix(counting) {
        Some(rest) => rest,
        None => all,
    }
}

/// The readings an answer relies on, with the table's choice marked.
pub(crate) fn readings(lang: Lang, ids: &[Reading], r: &Readings) -> Vec<ReadingView> {
    let h = his_words(lang);
    ids.iter()
        .map(|&reading| ReadingView {
            id: reading.id(),
            title: format!("[{}] {}", reading.id(), (h.reading)(reading).title),
            choices: reading
                .options()
                .iter()
                .map(|&code| {
                    Choice::new(
                        code,
                        code,
                        (h.option)(reading, code),
                        r.his.chosen(reading) == code,
                    )
                })
                .collect(),
        })
        .collect()
}
