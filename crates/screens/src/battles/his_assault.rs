//! Here I Stand's assault (digest H.5) as a screen: the besiegers'
//! regulars (and mercenaries), cavalry and best leader against the city's;
//! the cards, «Осадная артиллерия» after the roll; the dice (halved when the
//! city has defenders, an empty city's die [H-6]) and the exact chance the
//! city falls, the siege goes on, the attacker retreats [H-7] or is
//! destroyed; then the faces and the result from
//! `shturman_battles::his::assault`, and with the dice seen whether to play
//! «Осадная артиллерия».

use super::his_common::{
    self as common, Late, LateKind, MAX_CARDS, MAX_RATING, MAX_UNITS, card_dice, counted, counts,
    pick, ratings,
};
use super::{
    Dice, Group, Input, OddsLine, Problem, Readings, ResolverView, ResultView, Shown, Situation,
    odds_line,
};
use crate::view::Tone;
use shturman_battles::his::assault::{
    Assault, AssaultOdds, AssaultResult, AssaultSide, after_roll, odds, resolve_faces, resolve_hits,
};
use shturman_battles::his::{Card, Side};
use shturman_words::Lang;
use shturman_words::his::words as his_words;

/// A change of the assault, with its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    Regulars(Side, u16),
    Cavalry(Side, u16),
    Leader(Side, Option<u8>),
    Cards(Side, i8),
    /// The card to ask about after the roll (only «Осадная артиллерия»,
    /// the attacker's).
    Pick(Side, Card),
    /// «Осадная артиллерия»: the dice the card adds after the roll (only
    /// the attacker's are offered).
    Late(Side, u8),
    /// Play the card after seeing the dice (or take it back).
    Play(Side, Card, bool),
    ShipsInPort(bool),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HisAssault {
    /// The assault as rolled: the attacker's dice after the roll are the
    /// card's once played (`late`).
    pub assault: Assault,
    pub late: Late,
}

const REGULARS: [&str; 2] = ["b-a-regulars", "b-d-regulars"];
const CAVALRY: [&str; 2] = ["b-a-cavalry", "b-d-cavalry"];
const LEADERS: [&str; 2] = ["b-a-leader", "b-d-leader"];

impl Default for HisAssault {
    /// Calais: 6 French regulars with Francis (1) against 2 English
    /// regulars.
    fn default() -> Self {
        HisAssault {
            assault: Assault {
                attacker: AssaultSide::new(6, Some(1)),
                defender: AssaultSide::new(2, None),
                ..Assault::default()
            },
            late: Late::default(),
        }
    }
}

impl HisAssault {
    fn side_mut(&mut self, s: Side) -> &mut AssaultSide {
        let a = &mut self.assault;
        pick(s, &mut a.attacker, &mut a.defender)
    }

    /// Each side's troops and leader, then the cards.
    fn groups(&self, lang: Lang) -> Vec<Group<Change>> {
        let h = his_words(lang);
        let [a, d] = [&self.assault.attacker, &self.assault.defender];
        let units = (0, MAX_UNITS);
        let regulars = [a.regulars, d.regulars];
        let mut sides = counts(REGULARS, h.regulars, regulars, units, Change::Regulars);
        let cavalry = [a.cavalry, d.cavalry];
        sides.extend(counts(CAVALRY, h.cavalry, cavalry, units, Change::Cavalry));
        let leaders = [a.leader, d.leader];
        sides.extend(ratings(lang, LEADERS, h.leader, leaders, Change::Leader));
        let mut cards = card_dice(lang, [a.card_dice, d.card_dice], Change::Cards);
        let ships = self.assault.ships_in_port;
        cards.push(Input::toggle(
            "b-ships",
            h.ships_in_port,
            ships,
            Change::ShipsInPort,
        ));
        vec![Group::sides(lang, sides), Group::folded(h.cards, cards)]
    }

    /// The result of the dice entered, once they are all in.
    fn result(&self, s: &Shown<'_>, o: &AssaultOdds) -> Option<ResultView<Change>> {
        let h = his_words(s.lang);
        let (b, his) = (&self.assault, &s.readings.his);
        let (rep, hits) =
            common::report(s, |f| resolve_faces(b, his, f), |x| resolve_hits(b, his, x))?;
        let out = rep.outcome;
        let lines = vec![
            (
                result_tone(out.result),
                (h.assault_result)(out.result).to_string(),
            ),
            (
                Tone::Plain,
                format!(
                    "{} : {} · {}",
                    (h.blows)(rep.attacker_hits),
                    (h.blows)(rep.defender_hits),
                    (h.units_left)(out.attacker_left, out.defender_left)
                ),
            ),
        ];
        let kind = (LateKind::Assault, self.late, None);
        common::late_result!(s, kind, lines, (rep, hits, o), |x, c| after_roll(
            b, his, x, c
        ))
    }
}

const fn result_code(r: AssaultResult) -> &'static str {
    match r {
        AssaultResult::Captured => "captured",
        AssaultResult::SiegeContinues => "siege-continues",
        AssaultResult::AttackerRetreats => "attacker-retreats",
        AssaultResult::AttackerDestroyed => "attacker-destroyed",
    }
}

const fn result_tone(r: AssaultResult) -> Tone {
    match r {
        AssaultResult::Captured => Tone::Good,
        AssaultResult::SiegeContinues => Tone::Plain,
        AssaultResult::AttackerRetreats | AssaultResult::AttackerDestroyed => Tone::Bad,
    }
}

impl Situation for HisAssault {
    type Change = Change;

    fn change(&mut self, c: Change) {
        match c {
            Change::Regulars(s, n) => self.side_mut(s).regulars = n.min(MAX_UNITS),
            Change::Cavalry(s, n) => self.side_mut(s).cavalry = n.min(MAX_UNITS),
            Change::Leader(s, r) => self.side_mut(s).leader = r.map(|r| r.min(MAX_RATING)),
            Change::Cards(s, n) => self.side_mut(s).card_dice = n.clamp(-MAX_CARDS, MAX_CARDS),
            Change::Pick(s, c) => self.late.pick(s, c),
            Change::Late(s, n) => self.late.set(s, n),
            Change::Play(s, c, on) => self.late.play(s, c, on),
            Change::ShipsInPort(on) => self.assault.ships_in_port = on,
        }
        self.assault.cards = self.late.played;
    }

    fn cleared(&mut self) {
        self.late.played = Default::default();
        self.assault.cards = self.late.played;
    }

    fn problem(&self, _: &Dice, r: &Readings) -> Option<Problem> {
        odds(&self.assault, &r.his).err().map(Problem::His)
    }

    fn sizes(&self, _: &Dice, r: &Readings) -> Vec<usize> {
        self.assault
            .dice(&r.his)
            .map(|(a, d)| common::sizes(&a, &d))
            .unwrap_or_default()
    }

    fn view(&self, s: &Shown<'_>) -> ResolverView<Change> {
        let lang = s.lang;
        let h = his_words(lang);
        let mut v = s.blank("his-assault", h.assault_title, self.groups(lang));
        let o = match odds(&self.assault, &s.readings.his) {
            Ok(o) => o,
            Err(e) => {
                v.error = s.error(Some(&Problem::His(e)));
                return v;
            }
        };
        v.odds = [
            (AssaultResult::Captured, o.success),
            (AssaultResult::SiegeContinues, o.siege_continues),
            (AssaultResult::AttackerRetreats, o.attacker_retreats),
            (AssaultResult::AttackerDestroyed, o.attacker_destroyed),
        ]
        .into_iter()
        .map(|(res, p)| {
            let label = (h.assault_result)(res);
            odds_line(lang, result_code(res), label, p, result_tone(res))
        })
        .collect();
        let outcomes: Vec<OddsLine> = o
            .outcomes
            .iter()
            .map(|x| {
                let label = format!(
                    "{} · {} : {}",
                    (h.assault_result)(x.outcome.result),
                    x.outcome.attacker_left,
                    x.outcome.defender_left
                );
                odds_line(
                    lang,
                    "outcome",
                    label,
                    x.probability,
                    result_tone(x.outcome.result),
                )
            })
            .collect();
        common::fill(&mut v, s, &counted!(o, h.siege_artillery), outcomes);
        v.result = self.result(s, &o);
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battles::{Event, ResolverScreen};

    type Screen = ResolverScreen<HisAssault>;

    fn r() -> Readings {
        Readings::default()
    }

    /// Calais: 3 + 1 dice against 2 + 1; 11/27 to take the city; the
    /// text's faces (two hits against none that count) take it.
    #[test]
    fn calais() {
        let mut s = Screen::default();
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.dice_line, "Roll · Attacker: 4 dice · Defender: 3 dice");
        assert_eq!(v.odds[0].fraction, "11/27");
        assert_eq!(v.odds[0].label, "The city is taken");
        s.update(Event::Fill(vec![5, 6, 2, 1, 1, 2, 3]), &r());
        let v = s.view(&r(), Lang::Ru);
        assert!(
            v.counting
                .iter()
                .any(|w| w.text.contains("кубик за два регулярных"))
        );
        let res = v.result.unwrap();
        assert_eq!(res.lines[0], (Tone::Good, "Город взят".to_string()));
        assert!(
            res.steps
                .iter()
                .any(|w| w.text == "Штурм удался: город взят")
        );
        // the same from the hits alone (issue 33 item 11): 2 against 0
        let mut hits = Screen::default();
        for e in [
            Event::Tally(true),
            Event::Hits(0, Some(2)),
            Event::Hits(1, Some(0)),
        ] {
            hits.update(e, &r());
        }
        let by_hits = hits.view(&r(), Lang::Ru).result.unwrap();
        assert_eq!(by_hits.lines, res.lines);
    }

    #[test]
    fn an_empty_city_relies_on_h6_and_its_other_reading_rolls_no_die() {
        let mut s = Screen::default();
        s.update(Event::Set(Change::Regulars(Side::Defender, 0)), &r());
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.readings[0].id, "H-6");
        assert_eq!(v.dice_line, "Roll · Attacker: 7 dice · Defender: 1 die");
        let mut other = r();
        other.set("H-6", "no_die");
        s.update(Event::Refit, &other);
        let v = s.view(&other, Lang::En);
        assert_eq!(v.dice_line, "Roll · Attacker: 7 dice · Defender: 0 dice");
        assert_eq!(v.pools.len(), 1);
    }

    #[test]
    fn siege_artillery_after_the_roll_and_no_attacker_is_refused() {
        let mut s = Screen::default();
        // Calais: 4 dice, 1 hit; 3 dice, 1 hit: the city holds
        s.update(Event::Fill(vec![5, 1, 1, 1, 6, 1, 1]), &r());
        s.update(Event::Set(Change::Late(Side::Attacker, 2)), &r());
        let v = s.view(&r(), Lang::Ru);
        assert_eq!(v.pools.len(), 2, "the card's dice are not asked up front");
        let res = v.result.unwrap();
        // the attacker's card, named; the defender is offered none
        let codes: Vec<_> = res.after.iter().map(|i| i.code).collect();
        assert_eq!(codes, ["b-a-late", "b-a-play"]);
        assert_eq!(
            res.after[0].label,
            "Атакующий · «Осадная артиллерия» после броска"
        );
        assert_eq!(
            res.lines[2].1,
            "Атакующий · Сыграть «Осадная артиллерия» (+2 кубика): город взят 55,6 %, в среднем останется отрядов атакующего: 5"
        );
        assert_eq!(
            res.lines[3].1,
            "Не играть: город взят 0 %, в среднем останется отрядов атакующего: 5"
        );
        s.update(
            Event::Set(Change::Play(Side::Attacker, Card::SiegeArtillery, true)),
            &r(),
        );
        assert_eq!(s.view(&r(), Lang::En).pools.len(), 3);
        s.update(Event::Fill(vec![6, 1]), &r());
        let res = s.view(&r(), Lang::En).result.unwrap();
        assert_eq!(res.lines[0].0, Tone::Good, "two hits: the city is taken");
        s.update(Event::Clear, &r());
        s.update(Event::Set(Change::Regulars(Side::Attacker, 0)), &r());
        assert_eq!(s.situation.assault.attacker.regulars, 6);
        assert_eq!(
            s.view(&r(), Lang::En).error.as_deref(),
            Some("The attacker has no units")
        );
    }
}
