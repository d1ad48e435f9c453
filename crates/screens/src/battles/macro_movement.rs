//! The macro-battle's movement dice (digest M.1) as a screen: the officers
//! in the battle (each brings a die) and those who bring none (wounded,
//! not placed, gone); the dice to roll and the exact distribution of the
//! side's points [M-2]; then the faces and the points, from
//! `shturman_battles::macro_battle::movement`.

use super::macro_common::{readings, roll_with, steps, Rolled};
use super::{
    chart, error_line, odds_line, pool_view, result, Common, Count, Group, Input, Problem,
    Readings, Resolver, ResolverView,
};
use crate::view::Tone;
use shturman_battles::macro_battle::movement::{MovementDice, OfficerState, MAX_OFFICERS};
use shturman_battles::macro_battle::MacroError;
use shturman_words::battles::words;
use shturman_words::macro_battle::words as macro_words;
use shturman_words::Lang;

/// The most officers offered on a side.
pub const OFFICERS: i32 = 10;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    InBattle,
    Out,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MacroMovement {
    pub in_battle: u8,
    pub out: u8,
    pub common: Common,
}

impl Default for MacroMovement {
    fn default() -> Self {
        let mut s = MacroMovement {
            in_battle: 2,
            out: 0,
            common: Common::default(),
        };
        s.common.dice.fit(&[3]);
        s
    }
}

impl MacroMovement {
    pub fn dice(&self) -> Result<MovementDice, MacroError> {
        let mut officers = vec![OfficerState::InBattle; usize::from(self.in_battle)];
        officers.extend(vec![OfficerState::Wounded; usize::from(self.out)]);
        MovementDice::new(officers)
    }
}

impl Resolver for MacroMovement {
    type Field = Field;

    fn set(&mut self, f: Field, v: i32) {
        let n = u8::try_from(v.clamp(0, OFFICERS)).unwrap_or(0);
        match f {
            Field::InBattle => self.in_battle = n,
            Field::Out => self.out = n,
        }
    }

    fn problem(&self, r: &Readings) -> Option<Problem> {
        self.dice()
            .and_then(|d| d.odds(&r.macro_battle))
            .err()
            .map(Problem::Macro)
    }

    fn sizes(&self, _: &Readings) -> Vec<usize> {
        self.dice()
            .map(|d| vec![usize::from(d.dice())])
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
        let m = macro_words(lang);
        let dice = self.common.dice.fitted(&self.sizes(r));
        let max = i32::try_from(MAX_OFFICERS)
            .unwrap_or(OFFICERS)
            .min(OFFICERS);
        let inputs = vec![
            Input::count(
                Field::InBattle,
                "b-officers",
                m.officers_in_battle,
                Count::new(i32::from(self.in_battle), 0, max),
            ),
            Input::count(
                Field::Out,
                "b-officers-out",
                m.officers_out,
                Count::new(i32::from(self.out), 0, max),
            ),
        ];
        let mut v = ResolverView {
            code: "macro-movement",
            title: m.movement_title.to_string(),
            groups: vec![Group::plain(inputs)],
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
        let (md, o) = match self
            .dice()
            .and_then(|d| Ok((d.clone(), d.odds(&r.macro_battle)?)))
        {
            Ok(x) => x,
            Err(e) => {
                v.error = error_line(&self.common, Some(&Problem::Macro(e)), lang);
                return v;
            }
        };
        v.error = error_line(&self.common, None, lang);
        v.dice_line = (w.dice_line)(&[(m.movement_title.to_string(), u32::from(o.dice))]);
        // the headline: the three likeliest totals, in order of points
        let mut likeliest: Vec<_> = o.total.iter().collect();
        likeliest.sort_by(|a, b| {
            b.probability
                .cmp(&a.probability)
                .then(a.value.cmp(&b.value))
        });
        likeliest.truncate(3);
        likeliest.sort_by_key(|s| s.value);
        v.odds = likeliest
            .into_iter()
            .zip(["likely-0", "likely-1", "likely-2"])
            .map(|(s, code)| {
                let p = u32::try_from(s.value).unwrap_or(0);
                odds_line(lang, code, (m.points)(p), s.probability, Tone::Good)
            })
            .collect();
        v.charts = vec![chart(
            lang,
            "total",
            m.total_chart,
            o.total
                .iter()
                .map(|s| (s.value.to_string(), s.probability, Tone::Good))
                .collect(),
        )];
        v.outcomes = o
            .total
            .iter()
            .map(|s| {
                let p = u32::try_from(s.value).unwrap_or(0);
                odds_line(lang, "total", (m.points)(p), s.probability, Tone::Plain)
            })
            .collect();
        v.counting = steps(lang, &o.steps);
        v.readings = readings(lang, &o.steps, &[], r);
        v.pools = vec![pool_view(
            lang,
            "movement",
            0,
            m.movement_title.to_string(),
            &dice,
            |_| Tone::Plain,
            None,
        )];
        v.roll_label = (w.roll)(
            u32::try_from(v.empty).unwrap_or(0),
            v.empty == usize::from(o.dice),
        );
        let faces = dice.complete().map(|p| p.concat());
        if let Rolled::Done(rep) = roll_with(faces, |d| md.resolve(&r.macro_battle, d)) {
            let lines = vec![(Tone::Good, (m.points)(rep.total))];
            v.result = Some(result(
                &self.common,
                lines,
                Vec::new(),
                steps(lang, &rep.steps),
            ));
        }
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battles::Event;

    #[test]
    fn a_die_for_the_side_and_one_per_officer_in_the_battle() {
        let r = Readings::default();
        let mut s = MacroMovement::default();
        s.update(Event::Set(Field::Out, 1), &r);
        let v = s.view(&r, Lang::Ru);
        assert_eq!(v.dice_line, "Бросьте · Кубики движения: 3 кубика");
        assert_eq!(v.outcomes.len(), 16, "3 to 18");
        let top: Vec<_> = v
            .odds
            .iter()
            .map(|o| (o.label.as_str(), o.fraction.as_str()))
            .collect();
        assert_eq!(
            top,
            [
                ("9 очков", "25/216"),
                ("10 очков", "1/8"),
                ("11 очков", "1/8")
            ]
        );
        assert!(v
            .counting
            .iter()
            .any(|w| w.text == "Офицер №3 ранен: кубика не даёт"));
        assert_eq!(v.readings[0].id, "M-2");
        s.update(Event::Fill(vec![6, 2, 3]), &r);
        let res = s.view(&r, Lang::Ru).result.unwrap();
        assert_eq!(res.lines[0].1, "11 очков");
    }
}
