//! Here I Stand's assault (digest H.5) as a screen: the besiegers'
//! regulars (and mercenaries), cavalry and best leader against the city's;
//! the cards, «Осадная артиллерия» after the roll; the dice (halved when the
//! city has defenders, an empty city's die [H-6]) and the exact chance the
//! city falls, the siege goes on, the attacker retreats [H-7] or is
//! destroyed; then the faces and the result from
//! `shturman_battles::his::assault`.

use super::his_common::{self as common, clamp_u16, rating, rating_count, MAX_CARDS, MAX_UNITS};
use super::his_field::side_word;
use super::{
    error_line, odds_line, result, Common, Count, Group, Input, OddsLine, Problem, Readings,
    Resolver, ResolverView,
};
use crate::view::Tone;
use shturman_battles::his::assault::{
    odds, resolve_faces, resolve_hits, Assault, AssaultResult, AssaultSide,
};
use shturman_battles::his::Side;
use shturman_words::battles::words;
use shturman_words::his::words as his_words;
use shturman_words::Lang;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Regulars(Side),
    Cavalry(Side),
    Leader(Side),
    Cards(Side),
    /// «Осадная артиллерия»: the attacker's dice after the roll.
    SiegeArtillery,
    ShipsInPort,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HisAssault {
    pub assault: Assault,
    pub common: Common,
}

impl Default for HisAssault {
    /// Calais: 6 French regulars with Francis (1) against 2 English
    /// regulars.
    fn default() -> Self {
        let mut s = HisAssault {
            assault: Assault {
                attacker: AssaultSide::new(6, Some(1)),
                defender: AssaultSide::new(2, None),
                ships_in_port: false,
            },
            common: Common::default(),
        };
        let sizes = s.sizes(&Readings::default());
        s.common.dice.fit(&sizes);
        s
    }
}

impl HisAssault {
    fn side_mut(&mut self, s: Side) -> &mut AssaultSide {
        match s {
            Side::Attacker => &mut self.assault.attacker,
            Side::Defender => &mut self.assault.defender,
        }
    }

    fn side(&self, s: Side) -> &AssaultSide {
        match s {
            Side::Attacker => &self.assault.attacker,
            Side::Defender => &self.assault.defender,
        }
    }
}

const SIDES: [Side; 2] = [Side::Attacker, Side::Defender];

fn code(f: Field) -> &'static str {
    match f {
        Field::Regulars(Side::Attacker) => "b-a-regulars",
        Field::Regulars(Side::Defender) => "b-d-regulars",
        Field::Cavalry(Side::Attacker) => "b-a-cavalry",
        Field::Cavalry(Side::Defender) => "b-d-cavalry",
        Field::Leader(Side::Attacker) => "b-a-leader",
        Field::Leader(Side::Defender) => "b-d-leader",
        Field::Cards(Side::Attacker) => "b-a-cards",
        Field::Cards(Side::Defender) => "b-d-cards",
        Field::SiegeArtillery => "b-a-late",
        Field::ShipsInPort => "b-ships",
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

impl Resolver for HisAssault {
    type Field = Field;

    fn set(&mut self, f: Field, v: i32) {
        match f {
            Field::Regulars(s) => self.side_mut(s).regulars = clamp_u16(v, 0, MAX_UNITS),
            Field::Cavalry(s) => self.side_mut(s).cavalry = clamp_u16(v, 0, MAX_UNITS),
            Field::Leader(s) => self.side_mut(s).leader = rating(v),
            Field::Cards(s) => {
                self.side_mut(s).card_dice =
                    i8::try_from(v.clamp(-MAX_CARDS, MAX_CARDS)).unwrap_or(0)
            }
            Field::SiegeArtillery => {
                self.assault.attacker.late_dice = u8::try_from(v.clamp(0, MAX_CARDS)).unwrap_or(0)
            }
            Field::ShipsInPort => self.assault.ships_in_port = v != 0,
        }
    }

    fn problem(&self, r: &Readings) -> Option<Problem> {
        odds(&self.assault, &r.his).err().map(Problem::His)
    }

    fn sizes(&self, r: &Readings) -> Vec<usize> {
        self.assault
            .dice(&r.his)
            .map(|(a, d)| common::sizes(&a, &d))
            .unwrap_or_default()
    }

    fn common(&self) -> &Common {
        &self.common
    }

    fn common_mut(&mut self) -> &mut Common {
        &mut self.common
    }

    fn view(&self, r: &Readings, lang: Lang) -> ResolverView<Field> {
        let w = words(lang);
        let h = his_words(lang);
        let sizes = self.sizes(r);
        let dice = self.common.dice.fitted(&sizes);
        let count = |f: Field, label: &str, c: Count| Input::count(f, code(f), label, c);
        let mut sides = Vec::new();
        for s in SIDES {
            sides.push(count(
                Field::Regulars(s),
                h.regulars,
                Count::new(i32::from(self.side(s).regulars), 0, MAX_UNITS),
            ));
        }
        for s in SIDES {
            sides.push(count(
                Field::Cavalry(s),
                h.cavalry,
                Count::new(i32::from(self.side(s).cavalry), 0, MAX_UNITS),
            ));
        }
        for s in SIDES {
            sides.push(count(
                Field::Leader(s),
                h.leader,
                rating_count(lang, self.side(s).leader),
            ));
        }
        let mut cards: Vec<Input<Field>> = SIDES
            .into_iter()
            .map(|s| {
                count(
                    Field::Cards(s),
                    &format!("{} · {}", side_word(lang, s), h.card_dice),
                    Count::signed(i32::from(self.side(s).card_dice), -MAX_CARDS, MAX_CARDS),
                )
            })
            .collect();
        cards.push(count(
            Field::SiegeArtillery,
            &format!("{} · {} {}", w.attacker, h.siege_artillery, h.after_roll),
            Count::new(i32::from(self.assault.attacker.late_dice), 0, MAX_CARDS),
        ));
        cards.push(Input::toggle(
            Field::ShipsInPort,
            code(Field::ShipsInPort),
            h.ships_in_port,
            self.assault.ships_in_port,
        ));
        let mut v = ResolverView {
            code: "his-assault",
            title: h.assault_title.to_string(),
            groups: vec![Group::sides(lang, sides), Group::folded(h.cards, cards)],
            error: None,
            dice_line: String::new(),
            odds: Vec::new(),
            charts: Vec::new(),
            outcomes: Vec::new(),
            counting: Vec::new(),
            readings: Vec::new(),
            pools: Vec::new(),
            empty: dice.empty(),
            roll_label: String::new(),
            tally: None,
            result: None,
        };
        let o = match odds(&self.assault, &r.his) {
            Ok(o) => o,
            Err(e) => {
                v.error = error_line(&self.common, Some(&Problem::His(e)), lang);
                return v;
            }
        };
        v.error = error_line(&self.common, None, lang);
        let total = (o.attacker_dice.all() + o.defender_dice.all()) as usize;
        v.roll_label = (w.roll)(u32::try_from(v.empty).unwrap_or(0), v.empty == total);
        v.dice_line =
            common::dice_line(lang, &o.attacker_dice, &o.defender_dice, h.siege_artillery);
        v.odds = [
            (AssaultResult::Captured, o.success),
            (AssaultResult::SiegeContinues, o.siege_continues),
            (AssaultResult::AttackerRetreats, o.attacker_retreats),
            (AssaultResult::AttackerDestroyed, o.attacker_destroyed),
        ]
        .into_iter()
        .map(|(res, p)| {
            odds_line(
                lang,
                result_code(res),
                (h.assault_result)(res),
                p,
                result_tone(res),
            )
        })
        .collect();
        v.charts = common::hit_charts(lang, &o.attacker_hits, &o.defender_hits);
        let mut outcomes: Vec<OddsLine> = o
            .outcomes
            .iter()
            .map(|s| {
                let label = format!(
                    "{} · {} : {}",
                    (h.assault_result)(s.outcome.result),
                    s.outcome.attacker_left,
                    s.outcome.defender_left
                );
                odds_line(
                    lang,
                    "outcome",
                    label,
                    s.probability,
                    result_tone(s.outcome.result),
                )
            })
            .collect();
        outcomes.sort_by_key(|o| core::cmp::Reverse(o.width));
        v.outcomes = outcomes;
        v.counting = common::steps(lang, &o.steps);
        v.readings = common::readings(lang, &o.readings, r);
        v.pools = common::pools(lang, &self.common, &dice, h.siege_artillery);
        v.tally = Some(common::tally(lang, &self.common, &sizes, h.siege_artillery));
        v.result = common::report(
            &self.common,
            &dice,
            &sizes,
            |f| resolve_faces(&self.assault, &r.his, f),
            |hits| resolve_hits(&self.assault, &r.his, hits),
        )
        .map(|rep| {
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
            result(
                &self.common,
                lines,
                Vec::new(),
                common::steps(lang, common::after(&rep.steps, &o.steps)),
            )
        });
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battles::Event;

    fn r() -> Readings {
        Readings::default()
    }

    /// Calais: 3 + 1 dice against 2 + 1; 11/27 to take the city; the
    /// text's faces (two hits against none that count) take it.
    #[test]
    fn calais() {
        let mut s = HisAssault::default();
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.dice_line, "Roll · Attacker: 4 dice · Defender: 3 dice");
        assert_eq!(v.odds[0].fraction, "11/27");
        assert_eq!(v.odds[0].label, "The city is taken");
        s.update(Event::Fill(vec![5, 6, 2, 1, 1, 2, 3]), &r());
        let v = s.view(&r(), Lang::Ru);
        assert!(v
            .counting
            .iter()
            .any(|w| w.text.contains("кубик за два регулярных")));
        let res = v.result.unwrap();
        assert_eq!(res.lines[0], (Tone::Good, "Город взят".to_string()));
        assert!(res
            .steps
            .iter()
            .any(|w| w.text == "Штурм удался: город взят"));
        // the same from the hits alone (issue 33 item 11): 2 against 0
        let mut hits = HisAssault::default();
        for e in [Event::Tally(true), Event::Hits(0, 2), Event::Hits(1, 0)] {
            hits.update(e, &r());
        }
        let by_hits = hits.view(&r(), Lang::Ru).result.unwrap();
        assert_eq!(by_hits.lines, res.lines);
    }

    #[test]
    fn an_empty_city_relies_on_h6_and_its_other_reading_rolls_no_die() {
        let mut s = HisAssault::default();
        s.update(Event::Set(Field::Regulars(Side::Defender), 0), &r());
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
    fn siege_artillery_adds_a_pool_and_no_attacker_is_refused() {
        let mut s = HisAssault::default();
        s.update(Event::Set(Field::SiegeArtillery, 2), &r());
        assert_eq!(s.view(&r(), Lang::En).pools.len(), 3);
        s.update(Event::Set(Field::Regulars(Side::Attacker), 0), &r());
        assert_eq!(s.assault.attacker.regulars, 6);
        assert_eq!(
            s.view(&r(), Lang::En).error.as_deref(),
            Some("The attacker has no units")
        );
    }
}
