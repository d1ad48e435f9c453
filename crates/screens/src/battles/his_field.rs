//! Here I Stand's field battle (digest H.4) as a screen: each side's units,
//! best leader and cards, where the battle is (in the field, at the
//! defender's fortress, a relief force); the dice each side rolls and the
//! exact chance of every outcome — the attacker wins, the defender wins on
//! a tie (the attacker "lost on a tie") or with more hits, wiped out;
//! then the faces, and the result: the winner, the units left, leaders
//! captured, the retreat — every step from `shturman_battles::his::field`.

use super::his_common::{self as common, clamp_u16, rating, rating_count, MAX_CARDS, MAX_UNITS};
use super::{
    error_line, odds_line, result, Common, Count, Group, Input, OddsLine, Problem, Readings,
    Resolver, ResolverView,
};
use crate::view::{Choice, Tone};
use shturman_battles::his::field::{
    odds, resolve_faces, resolve_hits, FieldBattle, FieldSide, Site,
};
use shturman_battles::his::{Decision, Side};
use shturman_words::battles::words;
use shturman_words::his::words as his_words;
use shturman_words::Lang;

/// The inputs of the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Units(Side),
    Leader(Side),
    Cards(Side),
    /// «Янычары»: dice after the roll.
    Late(Side),
    /// 0 in the field, 1 at the defender's fortress, 2 a relief force.
    Site,
    /// A relief force: its units that came out of the fortifications.
    Besieged,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HisField {
    pub battle: FieldBattle,
    pub common: Common,
}

impl Default for HisField {
    /// The contract's example: 4 units with a leader of 2 against 3 units
    /// with a leader of 1, in the field.
    fn default() -> Self {
        let mut s = HisField {
            battle: FieldBattle {
                attacker: FieldSide::new(4, Some(2)),
                defender: FieldSide::new(3, Some(1)),
                site: Site::Open,
            },
            common: Common::default(),
        };
        let sizes = s.sizes(&Readings::default());
        s.common.dice.fit(&sizes);
        s
    }
}

impl HisField {
    fn side_mut(&mut self, side: Side) -> &mut FieldSide {
        match side {
            Side::Attacker => &mut self.battle.attacker,
            Side::Defender => &mut self.battle.defender,
        }
    }

    fn side(&self, side: Side) -> &FieldSide {
        match side {
            Side::Attacker => &self.battle.attacker,
            Side::Defender => &self.battle.defender,
        }
    }

    fn site_code(&self) -> i32 {
        match self.battle.site {
            Site::Open => 0,
            Site::Fortified => 1,
            Site::Relief { .. } => 2,
        }
    }
}

fn outcome_label(lang: Lang, o: &shturman_battles::his::field::FieldOutcome) -> String {
    let h = his_words(lang);
    format!(
        "{} ({}) · {} : {}",
        (h.winner)(o.winner),
        (h.decided)(o.decided),
        o.attacker_left,
        o.defender_left
    )
}

impl Resolver for HisField {
    type Field = Field;

    fn set(&mut self, f: Field, v: i32) {
        match f {
            Field::Units(s) => self.side_mut(s).units = clamp_u16(v, 1, MAX_UNITS),
            Field::Leader(s) => self.side_mut(s).leader = rating(v),
            Field::Cards(s) => {
                self.side_mut(s).card_dice =
                    i8::try_from(v.clamp(-MAX_CARDS, MAX_CARDS)).unwrap_or(0)
            }
            Field::Late(s) => {
                self.side_mut(s).late_dice = u8::try_from(v.clamp(0, MAX_CARDS)).unwrap_or(0)
            }
            Field::Site => {
                self.battle.site = match v {
                    1 => Site::Fortified,
                    2 => Site::Relief { besieged: 0 },
                    _ => Site::Open,
                }
            }
            Field::Besieged => {
                if let Site::Relief { besieged } = &mut self.battle.site {
                    *besieged = clamp_u16(v, 0, MAX_UNITS);
                }
            }
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
        let mut groups = vec![Group::sides(
            lang,
            [Side::Attacker, Side::Defender]
                .into_iter()
                .map(|s| {
                    Input::count(
                        Field::Units(s),
                        units_code(s),
                        h.units,
                        Count::new(i32::from(self.side(s).units), 1, MAX_UNITS),
                    )
                })
                .chain([Side::Attacker, Side::Defender].into_iter().map(|s| {
                    Input::count(
                        Field::Leader(s),
                        leader_code(s),
                        h.leader,
                        rating_count(lang, self.side(s).leader),
                    )
                }))
                .collect(),
        )];
        let mut site = vec![Input::choice(
            Field::Site,
            "b-site",
            h.site,
            [h.site_open, h.site_fortified, h.site_relief]
                .into_iter()
                .zip(["open", "fortified", "relief"])
                .enumerate()
                .map(|(i, (label, code))| {
                    let i = i32::try_from(i).unwrap_or(0);
                    Choice::new(i, code, label, self.site_code() == i)
                })
                .collect(),
        )];
        if let Site::Relief { besieged } = self.battle.site {
            site.push(Input::count(
                Field::Besieged,
                "b-besieged",
                h.besieged,
                Count::new(
                    i32::from(besieged),
                    0,
                    i32::from(self.battle.attacker.units),
                ),
            ));
        }
        groups.push(Group::plain(site));
        groups.push(Group::folded(
            h.cards,
            [Side::Attacker, Side::Defender]
                .into_iter()
                .map(|s| {
                    Input::count(
                        Field::Cards(s),
                        cards_code(s),
                        format!("{} · {}", side_word(lang, s), h.card_dice),
                        Count::signed(i32::from(self.side(s).card_dice), -MAX_CARDS, MAX_CARDS),
                    )
                })
                .chain([Side::Attacker, Side::Defender].into_iter().map(|s| {
                    Input::count(
                        Field::Late(s),
                        late_code(s),
                        format!(
                            "{} · {} {}",
                            side_word(lang, s),
                            h.janissaries,
                            h.after_roll
                        ),
                        Count::new(i32::from(self.side(s).late_dice), 0, MAX_CARDS),
                    )
                }))
                .collect(),
        ));
        let mut v = ResolverView {
            code: "his-field",
            title: h.field_title.to_string(),
            groups,
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
        let o = match odds(&self.battle, &r.his) {
            Ok(o) => o,
            Err(e) => {
                v.error = error_line(&self.common, Some(&Problem::His(e)), lang);
                return v;
            }
        };
        v.error = error_line(&self.common, None, lang);
        let total = (o.attacker_dice.all() + o.defender_dice.all()) as usize;
        v.roll_label = (w.roll)(u32::try_from(v.empty).unwrap_or(0), v.empty == total);
        v.dice_line = common::dice_line(lang, &o.attacker_dice, &o.defender_dice, h.janissaries);
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
                let tone = match s.outcome.winner {
                    Side::Attacker => Tone::Good,
                    Side::Defender => Tone::Bad,
                };
                odds_line(
                    lang,
                    "outcome",
                    outcome_label(lang, &s.outcome),
                    s.probability,
                    tone,
                )
            })
            .collect();
        outcomes.sort_by_key(|o| core::cmp::Reverse(o.width));
        v.outcomes = outcomes;
        v.counting = common::steps(lang, &o.steps);
        v.readings = common::readings(lang, &o.readings, r);
        v.pools = common::pools(lang, &self.common, &dice, h.janissaries);
        v.tally = Some(common::tally(lang, &self.common, &sizes, h.janissaries));
        v.result = common::report(
            &self.common,
            &dice,
            &sizes,
            |f| resolve_faces(&self.battle, &r.his, f),
            |hits| resolve_hits(&self.battle, &r.his, hits),
        )
        .map(|rep| {
            let out = rep.outcome;
            let mut lines = vec![
                (
                    match out.winner {
                        Side::Attacker => Tone::Good,
                        Side::Defender => Tone::Bad,
                    },
                    (h.winner_line)(
                        out.winner,
                        out.decided,
                        rep.attacker_hits,
                        rep.defender_hits,
                    ),
                ),
                (
                    Tone::Plain,
                    (h.units_left)(u32::from(out.attacker_left), u32::from(out.defender_left)),
                ),
            ];
            for s in &rep.leaders_captured {
                lines.push((Tone::Alert, (h.leaders_captured)(*s)));
            }
            if out.decided == Decision::TieToDefender {
                // the tie is the result's point: said again by its name
                lines[0].0 = Tone::Bad;
            }
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

pub(crate) fn side_word(lang: Lang, s: Side) -> &'static str {
    let w = words(lang);
    match s {
        Side::Attacker => w.attacker,
        Side::Defender => w.defender,
    }
}

pub(crate) const fn units_code(s: Side) -> &'static str {
    match s {
        Side::Attacker => "b-a-units",
        Side::Defender => "b-d-units",
    }
}

pub(crate) const fn leader_code(s: Side) -> &'static str {
    match s {
        Side::Attacker => "b-a-leader",
        Side::Defender => "b-d-leader",
    }
}

pub(crate) const fn cards_code(s: Side) -> &'static str {
    match s {
        Side::Attacker => "b-a-cards",
        Side::Defender => "b-d-cards",
    }
}

pub(crate) const fn late_code(s: Side) -> &'static str {
    match s {
        Side::Attacker => "b-a-late",
        Side::Defender => "b-d-late",
    }
}

/// Apply events to a screen (tests).
#[cfg(test)]
pub(crate) fn apply<R: Resolver>(s: &mut R, r: &Readings, events: Vec<super::Event<R::Field>>) {
    for e in events {
        s.update(e, r);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battles::Event;

    fn r() -> Readings {
        Readings::default()
    }

    #[test]
    fn the_contract_example_shows_dice_and_odds_that_sum_to_one() {
        let s = HisField::default();
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.dice_line, "Roll · Attacker: 6 dice · Defender: 5 dice");
        assert_eq!(v.pools.len(), 2);
        assert_eq!(v.pools[0].slots.len(), 6);
        assert_eq!(v.roll_label, "Roll 11 dice");
        let o = odds(&s.battle, &r().his).unwrap();
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
        let mut s = HisField::default();
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
        assert!(res
            .steps
            .iter()
            .any(|w| w.text.contains("ничья в пользу защитника")));
        assert!(res
            .steps
            .iter()
            .all(|w| w.section.as_deref() == Some("H.4")));
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
        let mut s = HisField::default();
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
        s.update(Event::Hits(0, 2), &r());
        assert!(s.view(&r(), Lang::Ru).result.is_none(), "waits for both");
        s.update(Event::Hits(1, 9), &r());
        assert_eq!(
            s.view(&r(), Lang::Ru).tally.unwrap().pools[1].text,
            "5",
            "never more hits than dice"
        );
        s.update(Event::Hits(1, 2), &r());
        let res = s.view(&r(), Lang::Ru).result.unwrap();
        // the result of faces with two hits a side, worded the same
        let mut by_faces = HisField::default();
        let faces = [5, 6, 1, 2, 3, 4, 5, 6, 1, 1, 1];
        apply(&mut by_faces, &r(), faces.map(Event::Face).to_vec());
        assert_eq!(
            res.lines,
            by_faces.view(&r(), Lang::Ru).result.unwrap().lines
        );
        assert!(res
            .steps
            .iter()
            .any(|w| w.text == "Атакующий: 2 удара (введено число ударов, удар — 5 или 6)"));
        s.update(Event::Close, &r());
        s.update(Event::Hits(0, 3), &r());
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
        let mut s = HisField::default();
        apply(
            &mut s,
            &r(),
            vec![
                Event::Set(Field::Units(Side::Defender), 1),
                Event::Set(Field::Leader(Side::Defender), 1),
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
        let mut s = HisField::default();
        s.update(Event::Set(Field::Units(Side::Attacker), 1), &r());
        s.update(Event::Set(Field::Leader(Side::Attacker), -1), &r());
        // 1 unit and −2 card dice leave −1 dice
        s.update(Event::Set(Field::Cards(Side::Attacker), -2), &r());
        assert_eq!(s.battle.attacker.card_dice, 0, "refused: nothing changes");
        let v = s.view(&r(), Lang::Ru);
        assert_eq!(
            v.error.as_deref(),
            Some("Карты не могут отнять у атакующего больше кубиков, чем у него есть")
        );
        assert!(!v.odds.is_empty(), "the odds of the unchanged battle stay");
        s.update(Event::Set(Field::Units(Side::Attacker), 2), &r());
        assert_eq!(s.view(&r(), Lang::Ru).error, None);
    }

    #[test]
    fn a_relief_force_counts_its_besieged_units_and_janissaries_add_a_pool() {
        let mut s = HisField::default();
        apply(
            &mut s,
            &r(),
            vec![
                Event::Set(Field::Site, 2),
                Event::Set(Field::Besieged, 9),
                Event::Set(Field::Late(Side::Attacker), 2),
            ],
        );
        assert_eq!(
            s.battle.site,
            Site::Relief { besieged: 0 },
            "9 > 4 units: refused"
        );
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.pools.len(), 3);
        assert_eq!(v.pools[2].code, "attacker-late");
        assert!(v.dice_line.ends_with("Attacker · «Janissaries»: 2 dice"));
    }
}
