//! Here I Stand's naval battle (digest H.6) as a screen: each side's
//! squadrons, corsairs (Ottoman only) and best admiral, which side is
//! Ottoman, a battle in port, the cards; the dice and the exact chance of
//! every outcome (losses by pairs of hits, the odd hit, Ottoman corsairs
//! by [H-3]); then the faces and the result from
//! `shturman_battles::his::naval`.

use super::his_common::{self as common, clamp_u16, rating, rating_count, MAX_CARDS};
use super::his_field::side_word;
use super::{
    error_line, odds_line, result, Common, Count, Group, Input, OddsLine, Problem, Readings,
    Resolver, ResolverView,
};
use crate::view::{Choice, Tone};
use shturman_battles::his::naval::{
    odds, resolve_faces, resolve_hits, NavalBattle, NavalOutcome, NavalSide,
};
use shturman_battles::his::Side;
use shturman_words::battles::words;
use shturman_words::his::words as his_words;
use shturman_words::Lang;

/// The most squadrons (or corsairs) a side may enter.
pub const MAX_SHIPS: i32 = 15;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Squadrons(Side),
    Corsairs(Side),
    Admiral(Side),
    Cards(Side),
    Late(Side),
    /// 0 none, 1 the attacker, 2 the defender.
    Ottoman,
    InPort,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HisNaval {
    pub battle: NavalBattle,
    pub common: Common,
}

impl Default for HisNaval {
    /// The Barbary Coast: Barbarossa's 2 squadrons and a corsair (admiral
    /// 2) attack Doria's 2 squadrons (admiral 2) at sea.
    fn default() -> Self {
        let mut s = HisNaval {
            battle: NavalBattle {
                attacker: NavalSide::new(2, 1, Some(2)),
                defender: NavalSide::new(2, 0, Some(2)),
                in_port: false,
                ottoman: Some(Side::Attacker),
            },
            common: Common::default(),
        };
        let sizes = s.sizes(&Readings::default());
        s.common.dice.fit(&sizes);
        s
    }
}

impl HisNaval {
    fn side_mut(&mut self, s: Side) -> &mut NavalSide {
        match s {
            Side::Attacker => &mut self.battle.attacker,
            Side::Defender => &mut self.battle.defender,
        }
    }
}

const SIDES: [Side; 2] = [Side::Attacker, Side::Defender];

fn code(f: Field) -> &'static str {
    match f {
        Field::Squadrons(Side::Attacker) => "b-a-squadrons",
        Field::Squadrons(Side::Defender) => "b-d-squadrons",
        Field::Corsairs(Side::Attacker) => "b-a-corsairs",
        Field::Corsairs(Side::Defender) => "b-d-corsairs",
        Field::Admiral(Side::Attacker) => "b-a-admiral",
        Field::Admiral(Side::Defender) => "b-d-admiral",
        Field::Cards(Side::Attacker) => "b-a-cards",
        Field::Cards(Side::Defender) => "b-d-cards",
        Field::Late(Side::Attacker) => "b-a-late",
        Field::Late(Side::Defender) => "b-d-late",
        Field::Ottoman => "b-ottoman",
        Field::InPort => "b-port",
    }
}

fn outcome_label(lang: Lang, o: &NavalOutcome) -> String {
    let h = his_words(lang);
    format!(
        "{} ({}) · {} : {}",
        (h.winner)(o.winner),
        (h.decided)(o.decided),
        (h.fleet)(o.attacker),
        (h.fleet)(o.defender)
    )
}

const fn winner_tone(s: Side) -> Tone {
    match s {
        Side::Attacker => Tone::Good,
        Side::Defender => Tone::Bad,
    }
}

impl Resolver for HisNaval {
    type Field = Field;

    fn set(&mut self, f: Field, v: i32) {
        match f {
            Field::Squadrons(s) => self.side_mut(s).squadrons = clamp_u16(v, 0, MAX_SHIPS),
            Field::Corsairs(s) => self.side_mut(s).corsairs = clamp_u16(v, 0, MAX_SHIPS),
            Field::Admiral(s) => self.side_mut(s).admiral = rating(v),
            Field::Cards(s) => {
                self.side_mut(s).card_dice =
                    i8::try_from(v.clamp(-MAX_CARDS, MAX_CARDS)).unwrap_or(0)
            }
            Field::Late(s) => {
                self.side_mut(s).late_dice = u8::try_from(v.clamp(0, MAX_CARDS)).unwrap_or(0)
            }
            Field::Ottoman => {
                self.battle.ottoman = match v {
                    1 => Some(Side::Attacker),
                    2 => Some(Side::Defender),
                    _ => None,
                }
            }
            Field::InPort => self.battle.in_port = v != 0,
        }
    }

    fn problem(&self, r: &Readings) -> Option<Problem> {
        odds(&self.battle, &r.his).err().map(Problem::His)
    }

    fn sizes(&self, _: &Readings) -> Vec<usize> {
        self.battle
            .dice()
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
        let b = &self.battle;
        let mut sides = Vec::new();
        for (f, label, get) in [
            (Field::Squadrons as fn(Side) -> Field, h.squadrons, 0),
            (Field::Corsairs, h.corsairs, 1),
            (Field::Admiral, h.admiral, 2),
        ] {
            for s in SIDES {
                let side = b.side(s);
                let c = match get {
                    0 => Count::new(i32::from(side.squadrons), 0, MAX_SHIPS),
                    1 => Count::new(i32::from(side.corsairs), 0, MAX_SHIPS),
                    _ => rating_count(lang, side.admiral),
                };
                sides.push(Input::count(f(s), code(f(s)), label, c));
            }
        }
        let ottoman_code = match b.ottoman {
            None => 0,
            Some(Side::Attacker) => 1,
            Some(Side::Defender) => 2,
        };
        let situation = vec![
            Input::choice(
                Field::Ottoman,
                code(Field::Ottoman),
                h.ottoman,
                [
                    (0, "none", h.nobody),
                    (1, "attacker", w.attacker),
                    (2, "defender", w.defender),
                ]
                .into_iter()
                .map(|(i, c, label)| Choice::new(i, c, label, ottoman_code == i))
                .collect(),
            ),
            Input::toggle(Field::InPort, code(Field::InPort), h.in_port, b.in_port).wide(true),
        ];
        let mut cards = Vec::new();
        for s in SIDES {
            cards.push(Input::count(
                Field::Cards(s),
                code(Field::Cards(s)),
                format!("{} · {}", side_word(lang, s), h.card_dice),
                Count::signed(i32::from(b.side(s).card_dice), -MAX_CARDS, MAX_CARDS),
            ));
        }
        for s in SIDES {
            cards.push(Input::count(
                Field::Late(s),
                code(Field::Late(s)),
                format!("{} · {} {}", side_word(lang, s), h.naval_late, h.after_roll),
                Count::new(i32::from(b.side(s).late_dice), 0, MAX_CARDS),
            ));
        }
        let mut v = ResolverView {
            code: "his-naval",
            title: h.naval_title.to_string(),
            groups: vec![
                Group::sides(lang, sides),
                Group::plain(situation),
                Group::folded(h.cards, cards),
            ],
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
        let o = match odds(b, &r.his) {
            Ok(o) => o,
            Err(e) => {
                v.error = error_line(&self.common, Some(&Problem::His(e)), lang);
                return v;
            }
        };
        v.error = error_line(&self.common, None, lang);
        let total = (o.attacker_dice.all() + o.defender_dice.all()) as usize;
        v.roll_label = (w.roll)(u32::try_from(v.empty).unwrap_or(0), v.empty == total);
        v.dice_line = common::dice_line(lang, &o.attacker_dice, &o.defender_dice, h.naval_late);
        v.odds = vec![
            odds_line(
                lang,
                "attacker-wins",
                h.attacker_wins,
                o.attacker_wins,
                Tone::Good,
            ),
            odds_line(
                lang,
                "defender-wins-tie",
                h.defender_wins_tie,
                o.defender_wins_on_tie,
                Tone::Bad,
            ),
            odds_line(
                lang,
                "defender-wins-more",
                h.defender_wins_more,
                o.defender_wins_with_more_hits,
                Tone::Bad,
            ),
            odds_line(
                lang,
                "attacker-wiped",
                h.attacker_wiped,
                o.attacker_wiped_out,
                Tone::Plain,
            ),
            odds_line(
                lang,
                "defender-wiped",
                h.defender_wiped,
                o.defender_wiped_out,
                Tone::Plain,
            ),
        ];
        if !o.both_wiped_out.is_zero() {
            v.odds.push(odds_line(
                lang,
                "both-wiped",
                h.both_wiped,
                o.both_wiped_out,
                Tone::Alert,
            ));
        }
        v.charts = common::hit_charts(lang, &o.attacker_hits, &o.defender_hits);
        let mut outcomes: Vec<OddsLine> = o
            .outcomes
            .iter()
            .map(|s| {
                odds_line(
                    lang,
                    "outcome",
                    outcome_label(lang, &s.outcome),
                    s.probability,
                    winner_tone(s.outcome.winner),
                )
            })
            .collect();
        outcomes.sort_by_key(|o| core::cmp::Reverse(o.width));
        v.outcomes = outcomes;
        v.counting = common::steps(lang, &o.steps);
        v.readings = common::readings(lang, &o.readings, r);
        v.pools = common::pools(lang, &self.common, &dice, h.naval_late);
        v.tally = Some(common::tally(lang, &self.common, &sizes, h.naval_late));
        v.result = common::report(
            &self.common,
            &dice,
            &sizes,
            |f| resolve_faces(b, &r.his, f),
            |hits| resolve_hits(b, &r.his, hits),
        )
        .map(|rep| {
            let out = rep.outcome;
            let lines = vec![
                (
                    winner_tone(out.winner),
                    (h.winner_line)(
                        out.winner,
                        out.decided,
                        rep.attacker_hits,
                        rep.defender_hits,
                    ),
                ),
                (Tone::Plain, (h.fleets_left)(out.attacker, out.defender)),
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

    /// The Barbary Coast: 7 dice against 6; Barbarossa loses with 3 hits
    /// against him and, as the text's example, loses a squadron and the
    /// corsair [H-3]; read literally, two squadrons.
    #[test]
    fn barbary_coast_with_both_readings_of_h3() {
        let mut s = HisNaval::default();
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.dice_line, "Roll · Attacker: 7 dice · Defender: 6 dice");
        assert_eq!(v.readings[0].id, "H-3");
        // attacker: 1 hit; defender: 3 hits
        s.update(
            Event::Fill(vec![5, 1, 1, 1, 1, 1, 1, 5, 6, 5, 1, 1, 1]),
            &r(),
        );
        let res = s.view(&r(), Lang::Ru).result.unwrap();
        assert_eq!(
            res.lines[1].1,
            "Осталось: у атакующего 1 эскадра; у защитника 2 эскадры"
        );
        assert!(res.steps.iter().any(|w| w.assumption == Some("H-3")));
        let mut literal = r();
        literal.set("H-3", "after_squadrons");
        let res = s.view(&literal, Lang::Ru).result.unwrap();
        assert_eq!(
            res.lines[1].1,
            "Осталось: у атакующего 0 эскадр, 1 корсар; у защитника 2 эскадры"
        );
        // the same battle from the hits alone (issue 33 item 11): 1 and 3
        let mut hits = HisNaval::default();
        for e in [Event::Tally(true), Event::Hits(0, 1), Event::Hits(1, 3)] {
            hits.update(e, &r());
        }
        let by_hits = hits.view(&r(), Lang::Ru).result.unwrap();
        assert_eq!(by_hits.lines, s.view(&r(), Lang::Ru).result.unwrap().lines);
    }

    #[test]
    fn corsairs_need_an_ottoman_side_and_a_port_gives_the_defender_a_die() {
        let mut s = HisNaval::default();
        s.update(Event::Set(Field::Corsairs(Side::Defender), 1), &r());
        assert_eq!(s.battle.defender.corsairs, 0);
        assert_eq!(
            s.view(&r(), Lang::En).error.as_deref(),
            Some("Only the Ottomans have corsairs: first mark the defender as the Ottomans")
        );
        s.update(Event::Set(Field::InPort, 1), &r());
        assert_eq!(s.view(&r(), Lang::En).error, None);
        assert_eq!(
            s.view(&r(), Lang::En).dice_line,
            "Roll · Attacker: 7 dice · Defender: 7 dice"
        );
    }
}
