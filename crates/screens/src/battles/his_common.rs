//! What the Here I Stand screens share: the four pools of a battle
//! (attacker, defender, and the dice cards add after the roll), hits on 5
//! or 6 — entered face by face or, since only the hits count, as each
//! pool's number of hits (issue 33: a pool of 23 dice) —, each side's hit
//! distribution as a chart, the explanation steps and the readings,
//! worded.

use super::{
    chart, pool_view, why, Chart, Common, Count, Dice, HitsView, PoolView, ReadingView, Readings,
    TallyView,
};
use crate::view::{Choice, Tone, Why};
use shturman_battles::his::{
    count_hits, is_hit, DiceCount, Faces, HisError, Hits, Reading, Share, Side, Step,
};
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

/// The four pools' test ids and labels; `late` names the card that adds
/// dice after the roll.
fn labels(lang: Lang, late: &str) -> [(&'static str, String); 4] {
    let w = words(lang);
    [
        ("attacker", w.attacker.to_string()),
        ("defender", w.defender.to_string()),
        ("attacker-late", format!("{} · {late}", w.attacker)),
        ("defender-late", format!("{} · {late}", w.defender)),
    ]
}

/// The pools that roll any dice, each labelled (none while the hits alone
/// are entered: the keypad is not wanted then).
pub(crate) fn pools(lang: Lang, c: &Common, dice: &Dice, late: &str) -> Vec<PoolView> {
    if c.tally.on {
        return Vec::new();
    }
    let h = his_words(lang);
    labels(lang, late)
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

/// The choice between every face and the hits alone, and (hits chosen) a
/// count per pool that rolls any dice: "Атакующий · ударов: —".
pub(crate) fn tally(lang: Lang, c: &Common, sizes: &[usize], late: &str) -> TallyView {
    let h = his_words(lang);
    TallyView {
        label: h.entry.to_string(),
        modes: [
            (false, "faces", h.entry_faces),
            (true, "hits", h.entry_hits),
        ]
        .into_iter()
        .map(|(on, code, label)| Choice::new(on, code, label, c.tally.on == on))
        .collect(),
        pools: labels(lang, late)
            .into_iter()
            .enumerate()
            .filter(|(i, _)| c.tally.on && sizes.get(*i).is_some_and(|&n| n > 0))
            .map(|(i, (_, label))| {
                let dice = sizes[i];
                let hits = c.tally.get(i, dice);
                HitsView {
                    index: i,
                    code: hits_code(i),
                    label: format!("{label} · {}", h.hits_count),
                    hits,
                    text: hits.map_or_else(|| "—".to_string(), |x| x.to_string()),
                    dice: u32::try_from(dice).unwrap_or(0),
                }
            })
            .collect(),
    }
}

const fn hits_code(pool: usize) -> &'static str {
    match pool {
        0 => "b-hits-attacker",
        1 => "b-hits-defender",
        2 => "b-hits-attacker-late",
        _ => "b-hits-defender-late",
    }
}

/// The report of the dice entered — from every face, or from each pool's
/// hits when those are entered instead — once they are all in.
pub(crate) fn report<R>(
    c: &Common,
    dice: &Dice,
    sizes: &[usize],
    by_faces: impl FnOnce(&Faces) -> Result<R, HisError>,
    by_hits: impl FnOnce(&Hits) -> Result<R, HisError>,
) -> Option<R> {
    if c.tally.on {
        let h = c.tally.complete(sizes)?;
        let at = |i: usize| h.get(i).copied().unwrap_or(0);
        by_hits(&Hits {
            attacker: at(0),
            defender: at(1),
            attacker_late: at(2),
            defender_late: at(3),
        })
        .ok()
    } else {
        faces(dice).and_then(|f| by_faces(&f).ok())
    }
}

/// The faces of a battle once every die has one.
fn faces(dice: &Dice) -> Option<Faces> {
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
