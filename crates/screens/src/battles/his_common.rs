//! What the Here I Stand screens share: the four pools of a battle
//! (attacker, defender, and the dice cards add after the roll), hits on 5
//! or 6 — entered face by face or, since only the hits count, as each
//! pool's number of hits (issue 33: a pool of 23 dice) —, each side's hit
//! distribution as a chart, the explanation steps and the readings,
//! worded; and the card played after the roll ([`Late`]): its dice asked
//! only once the roll is seen, with the core's odds with and without it.

use super::{
    Chart, Common, Count, Dice, HitsView, Input, OddsLine, PoolView, ReadingView, Readings,
    ResolverView, Shown, TallyView, Whole, chart, odds_line, percent, pool_view, why,
};
use crate::view::{Choice, Tone, Why};
use shturman_battles::Fraction;
use shturman_battles::his::{
    AfterRoll, Battle, Card, Decision, DiceCount, Faces, HisError, Hits, LateCard, LateCards,
    LateChances, Reading, Share, Side, Step, count_hits, is_hit,
};
use shturman_words::Lang;
use shturman_words::battles::words;
use shturman_words::his::words as his_words;

/// The most units one side may enter (30 dice a side is the largest
/// battle the texts allow).
pub const MAX_UNITS: u16 = 30;
/// The highest leader rating offered.
pub const MAX_RATING: u8 = 6;
/// Card dice before the roll, either way.
pub const MAX_CARDS: i8 = 6;
/// Card dice after the roll.
pub const MAX_LATE: u8 = 6;
/// The two sides, in the order their columns show.
pub(crate) const SIDES: [Side; 2] = [Side::Attacker, Side::Defender];

/// A count for each side, the attacker's first: test ids `codes`, one
/// label, each side's value `now`, its range, the change it sends.
pub(crate) fn counts<T: Whole, E>(
    codes: [&'static str; 2],
    label: &str,
    now: [T; 2],
    (min, max): (T, T),
    to: fn(Side, T) -> E,
) -> Vec<Input<E>> {
    SIDES
        .into_iter()
        .zip(codes.into_iter().zip(now))
        .map(|(s, (code, n))| Input::count(code, label, Count::new(n, min, max, move |x| to(s, x))))
        .collect()
}

/// Each side's leader (or admiral): none or a rating 0..=[`MAX_RATING`].
pub(crate) fn ratings<E>(
    lang: Lang,
    codes: [&'static str; 2],
    label: &str,
    now: [Option<u8>; 2],
    to: fn(Side, Option<u8>) -> E,
) -> Vec<Input<E>> {
    SIDES
        .into_iter()
        .zip(codes.into_iter().zip(now))
        .map(|(s, (code, r))| Input::count(code, label, rating(lang, r, move |x| to(s, x))))
        .collect()
}

/// A leader's rating, none or 0..=[`MAX_RATING`].
pub(crate) fn rating<E>(lang: Lang, r: Option<u8>, to: impl Fn(Option<u8>) -> E) -> Count<E> {
    Count::rating(r, MAX_RATING, words(lang).none, to)
}

/// Each side's card dice before the roll: "Атакующий · кубики карт", ±.
pub(crate) fn card_dice<E>(lang: Lang, now: [i8; 2], to: fn(Side, i8) -> E) -> Vec<Input<E>> {
    let h = his_words(lang);
    SIDES
        .into_iter()
        .zip(now)
        .map(|(s, n)| {
            let label = format!("{} · {}", side_word(lang, s), h.card_dice);
            let c = Count::signed(n, -MAX_CARDS, MAX_CARDS, move |x| to(s, x));
            Input::count(by_side(s, "b-a-cards", "b-d-cards"), label, c)
        })
        .collect()
}

/// The cards played after the roll as a screen keeps them: for each side
/// the card picked to ask about (of those the text offers it) and the
/// dice it would add (the players' number: the text gives none, the card
/// does), and the cards played once the dice were seen. Until a card is
/// played its dice are not rolled, so the roll can be seen first and the
/// question asked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Late {
    pub pick: [Option<Card>; 2],
    pub dice: [u8; 2],
    pub played: LateCards,
}

impl Late {
    /// The card asked about for `s`: the one picked if still offered,
    /// else the first offered.
    pub fn card(&self, s: Side, offered: &[Card]) -> Option<Card> {
        match self.pick[s as usize] {
            Some(c) if offered.contains(&c) => Some(c),
            _ => offered.first().copied(),
        }
    }

    /// Pick the card to ask about for `s`.
    pub fn pick(&mut self, s: Side, c: Card) {
        self.pick[s as usize] = Some(c);
    }

    /// The side's card's dice, at most [`MAX_LATE`].
    pub fn set(&mut self, s: Side, n: u8) {
        self.dice[s as usize] = n.min(MAX_LATE);
    }

    /// Play `card` for `s` with the side's dice (`on`), or take it back;
    /// the core checks the cards with the battle (the screen undoes a
    /// change it refuses).
    pub fn play(&mut self, s: Side, card: Card, on: bool) {
        if !on {
            self.played = self.played.without(card);
            return;
        }
        let dice = self.dice[s as usize];
        if dice == 0 {
            return;
        }
        if let Ok(all) = self.played.with(LateCard {
            card,
            side: s,
            dice,
        }) {
            self.played = all;
            // the next card's dice are its own number, entered anew
            self.dice[s as usize] = 0;
        }
    }
}

/// Which battle's cards after the roll a screen offers: «Янычары» on land
/// (the Ottomans'), «Янычары» (the Ottomans') and «Профессиональные
/// гребцы» (either side's) at sea, «Осадная артиллерия» in an assault (the
/// attacker's dice, whoever plays it) — the core's [`Card::offered`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LateKind {
    Field,
    Naval,
    Assault,
}

impl LateKind {
    /// What the card's side wants, what it counts as left.
    fn words(self, lang: Lang) -> (&'static str, &'static str) {
        let h = his_words(lang);
        match self {
            LateKind::Field => (h.win_word, h.land_left),
            LateKind::Naval => (h.win_word, h.naval_left),
            LateKind::Assault => (h.taken_word, h.land_left),
        }
    }

    const fn battle(self) -> Battle {
        match self {
            LateKind::Field => Battle::Field,
            LateKind::Naval => Battle::Naval,
            LateKind::Assault => Battle::Assault,
        }
    }

    /// The cards the text offers `s` (the Ottomans on `ottoman`), but
    /// those already played.
    pub(crate) fn offered(self, s: Side, ottoman: Option<Side>, late: &Late) -> Vec<Card> {
        Card::offered(self.battle(), s, ottoman)
            .into_iter()
            .filter(|c| late.played.get(*c).is_none())
            .collect()
    }
}

/// The changes a card after the roll sends: a side's card picked, its
/// dice, and playing a card for a side (or taking it back).
pub(crate) type LateChanges<E> = (
    fn(Side, Card) -> E,
    fn(Side, u8) -> E,
    fn(Side, Card, bool) -> E,
);

/// A fraction in tenths, rounded to the nearest (an average for a line).
fn tenths(f: Fraction) -> u32 {
    let v = (f.numer() * 10 + f.denom() / 2) / f.denom().max(1);
    u32::try_from(v).unwrap_or(u32::MAX)
}

/// The test id of a played card's toggle (each card is played at most
/// once a battle).
const fn played_code(c: Card) -> &'static str {
    match c {
        Card::Janissaries => "b-played-janissaries",
        Card::SiegeArtillery => "b-played-siege-artillery",
        Card::ProfessionalRowers => "b-played-rowers",
    }
}

const fn card_code(c: Card) -> &'static str {
    match c {
        Card::Janissaries => "janissaries",
        Card::SiegeArtillery => "siege-artillery",
        Card::ProfessionalRowers => "rowers",
    }
}

/// What a result offers after the roll: each card played, with the toggle
/// that takes it back; then for each side the cards the text still offers
/// it — a pick when there are two, the card's dice and, with dice, the
/// core's answer (`answer`, from each pool's hits, `rolled`) as two lines —
/// "play it: …", "don't: …" — and the toggle that plays it (its dice then
/// join the roll). With no card offered anyone and none played, the text's
/// reason (the Ottomans not marked, on land). `to` sends the changes.
pub(crate) fn after_roll<O, E>(
    lang: Lang,
    (kind, late, ottoman): (LateKind, &Late, Option<Side>),
    rolled: Hits,
    answer: impl Fn(&Hits, LateCard) -> Result<AfterRoll<O>, HisError>,
    to: LateChanges<E>,
) -> (Vec<(Tone, String)>, Vec<Input<E>>)
where
    E: 'static,
{
    let h = his_words(lang);
    let (win, left) = kind.words(lang);
    let (to_pick, to_dice, to_play) = to;
    let toggle = |code, s: Side, card: Card, on: bool| {
        let label = format!("{} · {}", side_word(lang, s), (h.play)((h.card)(card)));
        Input::toggle(code, label, on, move |x| to_play(s, card, x)).wide(true)
    };
    let chances = |c: &LateChances<O>, s: Side| {
        (h.late_chances)(win, &percent(lang, c.wins), left, s, tenths(c.units_left))
    };
    let (mut lines, mut inputs) = (Vec::new(), Vec::new());
    for c in late.played.iter() {
        inputs.push(toggle(played_code(c.card), c.side, c.card, true));
    }
    let offers = SIDES.map(|s| kind.offered(s, ottoman, late));
    if late.played.is_empty() && offers.iter().all(Vec::is_empty) {
        let why = HisError::JanissariesNotOttoman {
            side: Side::Attacker,
            ottoman,
        };
        lines.push((Tone::Plain, (h.error)(&why)));
    }
    for (s, offered) in SIDES.into_iter().zip(&offers) {
        let Some(card) = late.card(s, offered) else {
            continue;
        };
        if offered.len() > 1 {
            let choices = offered
                .iter()
                .map(|&c| Choice::new(to_pick(s, c), card_code(c), (h.card)(c), c == card))
                .collect();
            let label = format!("{} · {}", side_word(lang, s), h.late_card);
            inputs.push(Input::choice(
                by_side(s, "b-a-card", "b-d-card"),
                label,
                choices,
            ));
        }
        let n = late.dice[s as usize];
        inputs.push(late_dice(lang, s, (h.card)(card), n, move |x| {
            to_dice(s, x)
        }));
        let Some(r) = (n > 0)
            .then(|| {
                answer(
                    &rolled,
                    LateCard {
                        card,
                        side: s,
                        dice: n,
                    },
                )
                .ok()
            })
            .flatten()
        else {
            continue;
        };
        let play = (h.play_card)((h.card)(card), u32::from(n));
        let side = side_word(lang, s);
        // a card worth playing is good news; one that changes nothing is
        // said plainly
        let tone = if r.with.wins > r.without.wins {
            Tone::Good
        } else {
            Tone::Plain
        };
        lines.push((tone, format!("{side} · {play}: {}", chances(&r.with, s))));
        lines.push((
            Tone::Plain,
            format!("{}: {}", h.dont_play, chances(&r.without, s)),
        ));
        inputs.push(toggle(by_side(s, "b-a-play", "b-d-play"), s, card, false));
    }
    (lines, inputs)
}

/// A battle's result view (in the screen's module, its `Change` having
/// `Pick`, `Late` and `Play`): the lines `$lines`, then the cards after
/// the roll (`$card`: the [`LateKind`], the screen's [`Late`] and the
/// Ottoman side) offered from the report `$rep` of the pools' hits
/// `$hits` (the core's `$answer`), and the report's steps after the odds'
/// `$o`.
macro_rules! late_result {
    ($s:expr, $card:expr, $lines:expr, ($rep:expr, $hits:expr, $o:expr), $answer:expr) => {{
        let (kind, late, ottoman) = $card;
        let changes: $crate::battles::his_common::LateChanges<Change> =
            (Change::Pick, Change::Late, Change::Play);
        let (late, after) = $crate::battles::his_common::after_roll(
            $s.lang,
            (kind, &late, ottoman),
            $hits,
            $answer,
            changes,
        );
        let mut lines = $lines;
        lines.extend(late);
        let steps = $crate::battles::his_common::steps(
            $s.lang,
            $crate::battles::his_common::after(&$rep.steps, &$o.steps),
        );
        Some($s.result(lines, after, steps))
    }};
}
pub(crate) use late_result;

/// A side's dice after the roll from the card `late` names.
pub(crate) fn late_dice<E>(
    lang: Lang,
    s: Side,
    late: &str,
    now: u8,
    to: impl Fn(u8) -> E,
) -> Input<E> {
    let h = his_words(lang);
    let label = format!("{} · {late} {}", side_word(lang, s), h.after_roll);
    let code = by_side(s, "b-a-late", "b-d-late");
    Input::count(code, label, Count::new(now, 0, MAX_LATE, to))
}

/// One of the attacker's and the defender's things.
pub(crate) fn pick<T>(s: Side, attacker: T, defender: T) -> T {
    match s {
        Side::Attacker => attacker,
        Side::Defender => defender,
    }
}

pub(crate) fn side_word(lang: Lang, s: Side) -> &'static str {
    let w = words(lang);
    match s {
        Side::Attacker => w.attacker,
        Side::Defender => w.defender,
    }
}

/// A side's test id: `attacker` or `defender`.
pub(crate) const fn by_side(
    s: Side,
    attacker: &'static str,
    defender: &'static str,
) -> &'static str {
    match s {
        Side::Attacker => attacker,
        Side::Defender => defender,
    }
}

/// A field or naval battle's headline result: who won, how, on what hits
/// («Поровну (2 : 2) — победа защитника»), toned for the attacker.
pub(crate) fn winner_line(
    lang: Lang,
    winner: Side,
    decided: Decision,
    attacker_hits: u32,
    defender_hits: u32,
) -> (Tone, String) {
    let text = (his_words(lang).winner_line)(winner, decided, attacker_hits, defender_hits);
    // a tie is the result's point: said again by its name
    let tone = match decided {
        Decision::TieToDefender => Tone::Bad,
        _ => winner_tone(winner),
    };
    (tone, text)
}

/// A win is the attacker's good news, the defender's the attacker's bad.
pub(crate) const fn winner_tone(s: Side) -> Tone {
    match s {
        Side::Attacker => Tone::Good,
        Side::Defender => Tone::Bad,
    }
}

/// The chances a field and a naval battle both show.
pub(crate) struct Chances {
    pub attacker_wins: Fraction,
    pub defender_wins_on_tie: Fraction,
    pub defender_wins_with_more_hits: Fraction,
    pub attacker_wiped_out: Fraction,
    pub defender_wiped_out: Fraction,
    pub both_wiped_out: Fraction,
}

/// The chances of a battle's odds (a field or a naval battle's: the same
/// fields).
macro_rules! chances {
    ($o:expr) => {
        $crate::battles::his_common::Chances {
            attacker_wins: $o.attacker_wins,
            defender_wins_on_tie: $o.defender_wins_on_tie,
            defender_wins_with_more_hits: $o.defender_wins_with_more_hits,
            attacker_wiped_out: $o.attacker_wiped_out,
            defender_wiped_out: $o.defender_wiped_out,
            both_wiped_out: $o.both_wiped_out,
        }
    };
}
pub(crate) use chances;

/// The headline odds of a field or naval battle: who wins and how, who is
/// wiped out (both, only when it can happen).
pub(crate) fn battle_odds(lang: Lang, c: &Chances) -> Vec<OddsLine> {
    let h = his_words(lang);
    let mut odds = vec![
        odds_line(
            lang,
            "attacker-wins",
            h.attacker_wins,
            c.attacker_wins,
            Tone::Good,
        ),
        odds_line(
            lang,
            "defender-wins-tie",
            h.defender_wins_tie,
            c.defender_wins_on_tie,
            Tone::Bad,
        ),
        odds_line(
            lang,
            "defender-wins-more",
            h.defender_wins_more,
            c.defender_wins_with_more_hits,
            Tone::Bad,
        ),
        odds_line(
            lang,
            "attacker-wiped",
            h.attacker_wiped,
            c.attacker_wiped_out,
            Tone::Plain,
        ),
        odds_line(
            lang,
            "defender-wiped",
            h.defender_wiped,
            c.defender_wiped_out,
            Tone::Plain,
        ),
    ];
    if !c.both_wiped_out.is_zero() {
        odds.push(odds_line(
            lang,
            "both-wiped",
            h.both_wiped,
            c.both_wiped_out,
            Tone::Alert,
        ));
    }
    odds
}

/// What every Here I Stand battle's odds give alike: each side's dice and
/// hits, how they were counted, the readings relied on.
pub(crate) struct Counted<'a> {
    pub attacker_dice: &'a DiceCount,
    pub defender_dice: &'a DiceCount,
    pub attacker_hits: &'a [Share],
    pub defender_hits: &'a [Share],
    pub steps: &'a [Step],
    pub readings: &'a [Reading],
    /// The card that adds dice after the roll.
    pub late: &'a str,
}

/// The members of a field or naval battle's [`super::Situation`] that are
/// the same for both — why it has no answer, its dice, its view — in the
/// screen's module (its `odds`, `outcome_label`, `groups` and `result`):
/// one definition for the two battles.
macro_rules! battle_situation {
    ($code:literal, $title:ident, $late:ident) => {
        fn problem(&self, _: &Dice, r: &Readings) -> Option<Problem> {
            odds(&self.battle, &r.his).err().map(Problem::His)
        }

        fn sizes(&self, _: &Dice, _: &Readings) -> Vec<usize> {
            self.battle
                .dice()
                .map(|(a, d)| common::sizes(&a, &d))
                .unwrap_or_default()
        }

        fn view(&self, s: &Shown<'_>) -> ResolverView<Change> {
            let (lang, h) = (s.lang, his_words(s.lang));
            let mut v = s.blank($code, h.$title, self.groups(lang));
            let o = match odds(&self.battle, &s.readings.his) {
                Ok(o) => o,
                Err(e) => {
                    v.error = s.error(Some(&Problem::His(e)));
                    return v;
                }
            };
            v.odds = common::battle_odds(lang, &common::chances!(o));
            let outcomes = o
                .outcomes
                .iter()
                .map(|x| {
                    let tone = common::winner_tone(x.outcome.winner);
                    let label = outcome_label(lang, &x.outcome);
                    odds_line(lang, "outcome", label, x.probability, tone)
                })
                .collect();
            common::fill(&mut v, s, &common::counted!(o, h.$late), outcomes);
            v.result = self.result(s, &o);
            v
        }
    };
}
pub(crate) use battle_situation;

/// What a battle's odds `o` count alike (every battle's odds have these
/// fields), the card `late` adding dice after the roll.
macro_rules! counted {
    ($o:expr, $late:expr) => {
        $crate::battles::his_common::Counted {
            attacker_dice: &$o.attacker_dice,
            defender_dice: &$o.defender_dice,
            attacker_hits: &$o.attacker_hits,
            defender_hits: &$o.defender_hits,
            steps: &$o.steps,
            readings: &$o.readings,
            late: $late,
        }
    };
}
pub(crate) use counted;

/// Fill in what every Here I Stand battle shows alike once its odds are
/// in: the roll, the dice line, the hit charts, every outcome (likeliest
/// first), how the dice were counted, the readings, the pools and the
/// hits-alone entry.
pub(crate) fn fill<E>(
    v: &mut ResolverView<E>,
    s: &Shown<'_>,
    c: &Counted<'_>,
    mut outcomes: Vec<OddsLine>,
) {
    let lang = s.lang;
    let total = (c.attacker_dice.all() + c.defender_dice.all()) as usize;
    v.roll_label = s.roll_label(total);
    v.dice_line = dice_line(lang, c.attacker_dice, c.defender_dice, c.late);
    v.charts = hit_charts(lang, c.attacker_hits, c.defender_hits);
    outcomes.sort_by_key(|o| core::cmp::Reverse(o.width));
    v.outcomes = outcomes;
    v.counting = steps(lang, c.steps);
    v.readings = readings(lang, c.readings, s.readings);
    v.pools = pools(lang, s.common, &s.dice, c.late);
    v.tally = Some(tally(lang, s.common, &s.sizes, c.late));
}

pub(crate) fn hit_tone(face: u8) -> Tone {
    if is_hit(face) { Tone::Good } else { Tone::Bad }
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
/// hits when those are entered instead — once they are all in, with each
/// pool's hits.
pub(crate) fn report<R>(
    s: &Shown<'_>,
    by_faces: impl FnOnce(&Faces) -> Result<R, HisError>,
    by_hits: impl FnOnce(&Hits) -> Result<R, HisError>,
) -> Option<(R, Hits)> {
    if s.common.tally.on {
        let h = s.common.tally.complete(&s.sizes)?;
        let at = |i: usize| h.get(i).copied().unwrap_or(0);
        let hits = Hits {
            attacker: at(0),
            defender: at(1),
            attacker_late: at(2),
            defender_late: at(3),
        };
        by_hits(&hits).ok().map(|r| (r, hits))
    } else {
        let f = faces(&s.dice)?;
        by_faces(&f).ok().map(|r| (r, Hits::of(&f)))
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
        .map(|&reading| {
            let option = |code| (h.option)(reading, code);
            let chosen = r.his.chosen(reading);
            super::reading_view(reading, (h.reading)(reading).title, option, chosen)
        })
        .collect()
}
