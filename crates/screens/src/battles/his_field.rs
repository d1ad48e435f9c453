//! Here I Stand's field battle (digest H.4) as a screen: each side's units,
//! best leader and cards, where the battle is (in the field, at the
//! defender's fortress, a relief force); the dice each side rolls and the
//! exact chance of every outcome — the attacker wins, the defender wins on
//! a tie (the attacker "lost on a tie") or with more hits, wiped out;
//! then the faces, and the result: the winner, the units left, leaders
//! captured, the retreat — every step from `shturman_battles::his::field`;
//! with the dice seen, whether the Ottomans play «Янычары» (issue 35: the
//! card's dice are rolled only once played; issue 46 #5: only the side
//! marked as the Ottomans is offered it).

use super::his_common::{
    self as common, Late, LateKind, MAX_CARDS, MAX_RATING, MAX_UNITS, card_dice, counts, pick,
    ratings,
};
use super::{
    Count, Dice, Group, Input, Problem, Readings, ResolverView, ResultView, Shown, Situation,
    choices, odds_line,
};
use crate::view::{Choice, Tone};
use shturman_battles::his::field::{
    FieldBattle, FieldOdds, FieldOutcome, FieldSide, Site, after_roll, odds, resolve_faces,
    resolve_hits,
};
use shturman_battles::his::{Card, Side};
use shturman_words::Lang;
use shturman_words::battles::words;
use shturman_words::his::words as his_words;

/// A change of the battle, with its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    Units(Side, u16),
    Leader(Side, Option<u8>),
    Cards(Side, i8),
    /// The card to ask about after the roll (only «Янычары» here).
    Pick(Side, Card),
    /// «Янычары»: the dice the card adds after the roll.
    Late(Side, u8),
    /// Play the card after seeing the dice (or take it back).
    Play(Side, Card, bool),
    /// Which side is the Ottomans, if either («Янычары» are theirs).
    Ottoman(Option<Side>),
    /// In the field, at the defender's fortress, a relief force (with none
    /// of its units out of the fortifications yet).
    Site(Site),
    /// A relief force: its units that came out of the fortifications.
    Besieged(u16),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HisField {
    /// The battle as rolled: its dice after the roll are the card's once
    /// played (`late`).
    pub battle: FieldBattle,
    pub late: Late,
}

const UNITS: [&str; 2] = ["b-a-units", "b-d-units"];
const LEADERS: [&str; 2] = ["b-a-leader", "b-d-leader"];

impl Default for HisField {
    /// The contract's example: 4 units with a leader of 2 against 3 units
    /// with a leader of 1, in the field.
    fn default() -> Self {
        HisField {
            battle: FieldBattle {
                attacker: FieldSide::new(4, Some(2)),
                defender: FieldSide::new(3, Some(1)),
                site: Site::Open,
                ..FieldBattle::default()
            },
            late: Late::default(),
        }
    }
}

impl HisField {
    fn side_mut(&mut self, s: Side) -> &mut FieldSide {
        let b = &mut self.battle;
        pick(s, &mut b.attacker, &mut b.defender)
    }

    /// The battle's dice after the roll: the card's, once played.
    fn sync(&mut self) {
        self.battle.cards = self.late.played;
    }

    /// Each side's units and leader, then where the battle is, then the
    /// cards.
    fn groups(&self, lang: Lang) -> Vec<Group<Change>> {
        let h = his_words(lang);
        let [a, d] = [&self.battle.attacker, &self.battle.defender];
        let units = [a.units, d.units];
        let mut sides = counts(UNITS, h.units, units, (1, MAX_UNITS), Change::Units);
        let leaders = [a.leader, d.leader];
        sides.extend(ratings(lang, LEADERS, h.leader, leaders, Change::Leader));
        // who the Ottomans are matters only for their card, «Янычары»: it
        // goes with the cards, folded, not on the first screen
        let mut cards = vec![self.ottoman(lang)];
        cards.extend(card_dice(lang, [a.card_dice, d.card_dice], Change::Cards));
        vec![
            Group::sides(lang, sides),
            Group::plain(self.site(lang)),
            Group::folded(h.cards, cards),
        ]
    }

    /// Which side is the Ottomans, if either.
    fn ottoman(&self, lang: Lang) -> Input<Change> {
        let (w, h) = (words(lang), his_words(lang));
        let ottoman = choices(
            &self.battle.ottoman,
            [
                (None, "none", h.nobody),
                (Some(Side::Attacker), "attacker", w.attacker),
                (Some(Side::Defender), "defender", w.defender),
            ],
            Change::Ottoman,
        );
        Input::choice("b-ottoman", h.ottoman, ottoman)
    }

    /// Where the battle is; a relief force's units out of the fortress.
    fn site(&self, lang: Lang) -> Vec<Input<Change>> {
        let h = his_words(lang);
        let now = core::mem::discriminant(&self.battle.site);
        let sites = [
            (Site::Open, "open", h.site_open),
            (Site::Fortified, "fortified", h.site_fortified),
            (Site::Relief { besieged: 0 }, "relief", h.site_relief),
        ]
        .into_iter()
        .map(|(site, code, label)| {
            let selected = core::mem::discriminant(&site) == now;
            Choice::new(Change::Site(site), code, label, selected)
        })
        .collect();
        let mut inputs = vec![Input::choice("b-site", h.site, sites)];
        if let Site::Relief { besieged } = self.battle.site {
            let most = self.battle.attacker.units;
            let c = Count::new(besieged, 0, most, Change::Besieged);
            inputs.push(Input::count("b-besieged", h.besieged, c));
        }
        inputs
    }

    /// The result of the dice entered, once they are all in.
    fn result(&self, s: &Shown<'_>, o: &FieldOdds) -> Option<ResultView<Change>> {
        let (lang, h) = (s.lang, his_words(s.lang));
        let (b, his) = (&self.battle, &s.readings.his);
        let (rep, hits) =
            common::report(s, |f| resolve_faces(b, his, f), |x| resolve_hits(b, his, x))?;
        let out = rep.outcome;
        let (a, d) = (rep.attacker_hits, rep.defender_hits);
        let winner = common::winner_line(lang, out.winner, out.decided, a, d);
        let left = (h.units_left)(u32::from(out.attacker_left), u32::from(out.defender_left));
        let mut lines = vec![winner, (Tone::Plain, left)];
        for side in &rep.leaders_captured {
            lines.push((Tone::Alert, (h.leaders_captured)(*side)));
        }
        let kind = (LateKind::Field, self.late, b.ottoman);
        common::late_result!(s, kind, lines, (rep, hits, o), |x, c| after_roll(
            b, his, x, c
        ))
    }
}

fn outcome_label(lang: Lang, o: &FieldOutcome) -> String {
    let h = his_words(lang);
    format!(
        "{} ({}) · {} : {}",
        (h.winner)(o.winner),
        (h.decided)(o.decided),
        o.attacker_left,
        o.defender_left
    )
}

impl Situation for HisField {
    type Change = Change;

    fn change(&mut self, c: Change) {
        match c {
            Change::Units(s, n) => self.side_mut(s).units = n.clamp(1, MAX_UNITS),
            Change::Leader(s, r) => self.side_mut(s).leader = r.map(|r| r.min(MAX_RATING)),
            Change::Cards(s, n) => self.side_mut(s).card_dice = n.clamp(-MAX_CARDS, MAX_CARDS),
            Change::Pick(s, c) => self.late.pick(s, c),
            Change::Late(s, n) => self.late.set(s, n),
            Change::Play(s, c, on) => self.late.play(s, c, on),
            Change::Ottoman(side) => self.battle.ottoman = side,
            Change::Site(site) => self.battle.site = site,
            Change::Besieged(n) => {
                if let Site::Relief { besieged } = &mut self.battle.site {
                    *besieged = n.min(MAX_UNITS);
                }
            }
        }
        self.sync();
    }

    fn cleared(&mut self) {
        self.late.played = Default::default();
        self.sync();
    }

    common::battle_situation!("his-field", field_title, janissaries);
}

/// Apply events to a screen (tests).
#[cfg(test)]
pub(crate) fn apply<S: Situation>(
    s: &mut super::ResolverScreen<S>,
    r: &Readings,
    events: Vec<super::Event<S::Change>>,
) {
    for e in events {
        s.update(e, r);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battles::{Event, ResolverScreen, ResolverView};

    type Screen = ResolverScreen<HisField>;

    fn r() -> Readings {
        Readings::default()
    }

    #[test]
    fn the_contract_example_shows_dice_and_odds_that_sum_to_one() {
        let s = Screen::default();
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.dice_line, "Roll · Attacker: 6 dice · Defender: 5 dice");
        assert_eq!(v.pools.len(), 2);
        assert_eq!(v.pools[0].slots.len(), 6);
        assert_eq!(v.roll_label, "Roll 11 dice");
        let o = odds(&s.situation.battle, &r().his).unwrap();
        assert_eq!(v.odds[0].fraction, o.attacker_wins.to_string());
        let sum = v.odds[0..3]
            .iter()
            .fold(shturman_battles::Fraction::ZERO, |a, l| {
                a + l.fraction.parse().unwrap()
            });
        assert_eq!(sum, shturman_battles::Fraction::ONE);
        assert!(v.result.is_none());
        assert_eq!(v.counting.first().unwrap().section.as_deref(), Some("H.4"));
    }

    /// Real faces: two hits each, a tie — the defender wins and the
    /// attacker "lost on a tie", apart from losing with fewer hits.
    #[test]
    fn real_faces_give_the_explained_result() {
        let mut s = Screen::default();
        // attacker 6 dice: two hits; defender 5 dice: two hits → a tie
        apply(
            &mut s,
            &r(),
            [5, 6, 1, 2, 3, 4, 5, 6, 1, 1, 1]
                .into_iter()
                .map(Event::Face)
                .collect(),
        );
        let v = s.view(&r(), Lang::Ru);
        let res = v.result.unwrap();
        assert!(res.open);
        assert_eq!(
            res.lines[0].1,
            "Поровну (2 : 2) — победа защитника; атакующий проиграл по ничьей"
        );
        assert_eq!(
            res.lines[1].1,
            "Осталось: у атакующего 2 отряда, у защитника 1 отряд"
        );
        assert!(
            res.steps
                .iter()
                .any(|w| w.text.contains("ничья в пользу защитника"))
        );
        assert!(
            res.steps
                .iter()
                .all(|w| w.section.as_deref() == Some("H.4"))
        );
        assert_eq!(v.pools[0].summary.as_deref(), Some("2 удара"));
        s.update(Event::Close, &r());
        assert!(!s.view(&r(), Lang::Ru).result.unwrap().open);
        s.update(Event::Back, &r());
        assert!(s.view(&r(), Lang::Ru).result.is_none());
    }

    /// Issue 33 item 11: each side's hits entered as one number (a
    /// stepper 0..dice, "—" until entered) give the result the faces
    /// would; the keypad is not shown then, and "again" clears the hits.
    #[test]
    fn the_hits_alone_give_the_result_of_the_faces() {
        let mut s = Screen::default();
        let t = s.view(&r(), Lang::Ru).tally.unwrap();
        assert_eq!(t.label, "Что вводить");
        assert!(t.modes[0].selected && t.modes[0].label == "Каждый кубик");
        assert!(t.pools.is_empty(), "faces first: no counts");
        s.update(Event::Tally(true), &r());
        let v = s.view(&r(), Lang::Ru);
        assert!(v.pools.is_empty(), "no keypad and slots for the hits alone");
        let t = v.tally.unwrap();
        assert!(t.modes[1].selected && t.modes[1].label == "Только удары");
        let counts: Vec<_> = t
            .pools
            .iter()
            .map(|p| (p.code, p.label.as_str(), p.text.as_str(), p.dice))
            .collect();
        assert_eq!(
            counts,
            [
                ("b-hits-attacker", "Атакующий · ударов", "—", 6),
                ("b-hits-defender", "Защитник · ударов", "—", 5)
            ]
        );
        s.update(Event::Hits(0, Some(2)), &r());
        assert!(s.view(&r(), Lang::Ru).result.is_none(), "waits for both");
        s.update(Event::Hits(1, Some(9)), &r());
        assert_eq!(
            s.view(&r(), Lang::Ru).tally.unwrap().pools[1].text,
            "5",
            "never more hits than dice"
        );
        s.update(Event::Hits(1, Some(2)), &r());
        let res = s.view(&r(), Lang::Ru).result.unwrap();
        // the result of faces with two hits a side, worded the same
        let mut by_faces = Screen::default();
        let faces = [5, 6, 1, 2, 3, 4, 5, 6, 1, 1, 1];
        apply(&mut by_faces, &r(), faces.map(Event::Face).to_vec());
        assert_eq!(
            res.lines,
            by_faces.view(&r(), Lang::Ru).result.unwrap().lines
        );
        assert!(
            res.steps
                .iter()
                .any(|w| w.text == "Атакующий: 2 удара (введено число ударов, удар — 5 или 6)")
        );
        s.update(Event::Close, &r());
        s.update(Event::Hits(0, Some(3)), &r());
        let res = s.view(&r(), Lang::En).result.unwrap();
        assert!(res.open, "a new count reopens the sheet");
        assert_eq!(res.lines[0].1, "The attacker wins: 3 : 2");
        s.update(Event::Clear, &r());
        let v = s.view(&r(), Lang::En);
        assert!(v.result.is_none());
        assert_eq!(v.tally.unwrap().pools[0].text, "—");
        s.update(Event::Tally(false), &r());
        assert_eq!(s.view(&r(), Lang::En).pools.len(), 2, "the faces again");
    }

    #[test]
    fn a_wiped_out_defender_loses_its_leader() {
        let mut s = Screen::default();
        apply(
            &mut s,
            &r(),
            vec![
                Event::Set(Change::Units(Side::Defender, 1)),
                Event::Set(Change::Leader(Side::Defender, Some(1))),
                Event::Fill(vec![5, 5, 1, 1, 1, 1, 1, 1, 1]),
            ],
        );
        let v = s.view(&r(), Lang::En);
        let res = v.result.unwrap();
        assert_eq!(
            res.lines[0],
            (Tone::Good, "The attacker wins: 2 : 0".to_string())
        );
        assert_eq!(
            res.lines[2],
            (
                Tone::Alert,
                "The defender's leaders are captured".to_string()
            )
        );
    }

    #[test]
    fn a_change_the_core_refuses_is_undone_and_said() {
        let mut s = Screen::default();
        s.update(Event::Set(Change::Units(Side::Attacker, 1)), &r());
        s.update(Event::Set(Change::Leader(Side::Attacker, None)), &r());
        // 1 unit and −2 card dice leave −1 dice
        s.update(Event::Set(Change::Cards(Side::Attacker, -2)), &r());
        assert_eq!(
            s.situation.battle.attacker.card_dice, 0,
            "refused: nothing changes"
        );
        let v = s.view(&r(), Lang::Ru);
        assert_eq!(
            v.error.as_deref(),
            Some("Карты не могут отнять у атакующего больше кубиков, чем у него есть")
        );
        assert!(!v.odds.is_empty(), "the odds of the unchanged battle stay");
        s.update(Event::Set(Change::Units(Side::Attacker, 2)), &r());
        assert_eq!(s.view(&r(), Lang::Ru).error, None);
    }

    #[test]
    fn a_relief_force_counts_its_besieged_units() {
        let mut s = Screen::default();
        apply(
            &mut s,
            &r(),
            vec![
                Event::Set(Change::Site(Site::Relief { besieged: 0 })),
                Event::Set(Change::Besieged(9)),
            ],
        );
        assert_eq!(
            s.situation.battle.site,
            Site::Relief { besieged: 0 },
            "9 > 4 units: refused"
        );
    }

    /// The inputs a result offers after the roll, by test id and whether
    /// each toggle is on.
    fn after(v: &ResolverView<Change>) -> Vec<(&'static str, Option<bool>)> {
        let res = v.result.as_ref().unwrap();
        res.after
            .iter()
            .map(|i| match &i.kind {
                crate::battles::InputKind::Toggle { toggle, .. } => (i.code, Some(toggle.on)),
                _ => (i.code, None),
            })
            .collect()
    }

    /// Issue 35 item 1: the dice are rolled first (the card's are not);
    /// with «Янычары»' dice set, the result asks the question with the
    /// core's exact numbers; played, the card's dice join the roll and the
    /// result applies them; "again" forgets the card. Issue 46 #5: the
    /// card is the Ottomans' — offered only to the side marked so, named.
    #[test]
    fn janissaries_are_asked_after_the_roll_then_applied() {
        let mut s = Screen::default();
        // attacker 6 dice: 1 hit; defender 5 dice: 2 hits
        s.update(Event::Fill(vec![5, 1, 1, 1, 1, 1, 5, 6, 1, 1, 1]), &r());
        let v = s.view(&r(), Lang::Ru);
        assert_eq!(v.pools.len(), 2, "the card's dice are not asked up front");
        // no Ottomans marked: no card, and the text's reason
        assert_eq!(after(&v), []);
        assert_eq!(
            v.result.as_ref().unwrap().lines[2].1,
            "«Янычары» — национальная карта Османов: «Если одна из держав, участвующих в сражении – это Османы, … они могут разыграть её». Сначала отметьте, какая сторона — Османы"
        );
        s.update(Event::Set(Change::Ottoman(Some(Side::Attacker))), &r());
        let v = s.view(&r(), Lang::Ru);
        assert_eq!(after(&v), [("b-a-late", None)], "the Habsburgs get none");
        let res = v.result.as_ref().unwrap();
        assert_eq!(res.lines.len(), 2);
        assert_eq!(
            res.after[0].label, "Атакующий · «Янычары» после броска",
            "the card named"
        );
        s.update(Event::Set(Change::Late(Side::Attacker, 4)), &r());
        let res = s.view(&r(), Lang::Ru).result.unwrap();
        assert!(res.open, "the question is asked in the open sheet");
        assert_eq!((res.lines[2].0, res.lines[3].0), (Tone::Good, Tone::Plain));
        let lines: Vec<&str> = res.lines.iter().map(|l| l.1.as_str()).collect();
        assert_eq!(
            lines[2..],
            [
                "Атакующий · Сыграть «Янычары» (+4 кубика): победа 40,7 %, в среднем останется отрядов атакующего: 2",
                "Не играть: победа 0 %, в среднем останется отрядов атакующего: 2",
            ]
        );
        let en = s.view(&r(), Lang::En).result.unwrap();
        assert_eq!(
            en.lines[2].1,
            "Attacker · Play «Janissaries» (+4 dice): win 40.7%, the attacker's units left on average: 2"
        );
        let v = s.view(&r(), Lang::En);
        assert_eq!(after(&v), [("b-a-late", None), ("b-a-play", Some(false))]);
        s.update(
            Event::Set(Change::Play(Side::Attacker, Card::Janissaries, true)),
            &r(),
        );
        let v = s.view(&r(), Lang::En);
        assert!(v.result.is_none(), "the card's dice are still to roll");
        assert_eq!(v.pools[2].code, "attacker-late");
        assert_eq!(v.empty, 4);
        // two of the four hit: 3 : 2, the attacker wins
        s.update(Event::Fill(vec![5, 6, 1, 1]), &r());
        let v = s.view(&r(), Lang::En);
        let res = v.result.as_ref().unwrap();
        assert_eq!(res.lines[0].1, "The attacker wins: 3 : 2");
        assert_eq!(
            res.lines[1].1,
            "Left: the attacker 2 units, the defender 0 units"
        );
        assert!(
            v.counting
                .iter()
                .any(|w| w.text == "The attacker: «Janissaries» after the roll, +4 dice"),
            "{:?}",
            v.counting
        );
        // played once a battle: not offered again, to either side
        assert_eq!(after(&v), [("b-played-janissaries", Some(true))]);
        // and the Ottomans cannot move to the other side under it
        s.update(Event::Set(Change::Ottoman(Some(Side::Defender))), &r());
        assert_eq!(s.situation.battle.ottoman, Some(Side::Attacker));
        assert_eq!(
            s.view(&r(), Lang::En).error.as_deref(),
            Some(
                "«Janissaries» is the Ottomans' national card: “If one of the powers in the battle is the Ottomans, … they may play it”. The Ottomans here are the defender, not the attacker"
            )
        );
        // taken back: the roll as it was
        s.update(
            Event::Set(Change::Play(Side::Attacker, Card::Janissaries, false)),
            &r(),
        );
        assert_eq!(s.view(&r(), Lang::En).pools.len(), 2);
        s.update(Event::Set(Change::Late(Side::Attacker, 4)), &r());
        s.update(
            Event::Set(Change::Play(Side::Attacker, Card::Janissaries, true)),
            &r(),
        );
        s.update(Event::Clear, &r());
        assert!(s.situation.late.played.is_empty(), "again: no card played");
        assert_eq!(s.view(&r(), Lang::En).pools.len(), 2);
    }

    /// The same question when only the hits are entered: the card's
    /// pool's hits are asked once it is played, and applied.
    #[test]
    fn janissaries_after_the_hits_alone() {
        let mut s = Screen::default();
        for e in [
            Event::Set(Change::Ottoman(Some(Side::Attacker))),
            Event::Tally(true),
            Event::Hits(0, Some(1)),
            Event::Hits(1, Some(2)),
            Event::Set(Change::Late(Side::Attacker, 4)),
        ] {
            s.update(e, &r());
        }
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.tally.as_ref().unwrap().pools.len(), 2);
        assert!(v.result.unwrap().lines[2].1.contains("win 40.7%"));
        s.update(
            Event::Set(Change::Play(Side::Attacker, Card::Janissaries, true)),
            &r(),
        );
        let v = s.view(&r(), Lang::En);
        assert!(v.result.is_none(), "the card's hits are still to enter");
        let t = v.tally.unwrap();
        assert_eq!((t.pools.len(), t.pools[2].dice), (3, 4));
        s.update(Event::Hits(2, Some(2)), &r());
        let res = s.view(&r(), Lang::En).result.unwrap();
        assert_eq!(res.lines[0].1, "The attacker wins: 3 : 2");
    }
}
