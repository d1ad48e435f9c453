//! The macro-battle's movement dice (digest M.1) as a screen: the officers
//! in the battle (each brings a die) and those who bring none (wounded,
//! not placed, gone); the dice to roll and the exact distribution of the
//! side's points [M-2]; then the faces and the points, from
//! `shturman_battles::macro_battle::movement`.

use super::macro_common::{Rolled, readings, roll_with, steps};
use super::{
    Count, Dice, Group, Input, Problem, Readings, ResolverView, Shown, Situation, chart, likeliest,
    odds_line, pool_view,
};
use crate::view::Tone;
use shturman_battles::macro_battle::MacroError;
use shturman_battles::macro_battle::movement::{
    MAX_OFFICERS, MovementDice, MovementOdds, OfficerState,
};
use shturman_words::Lang;
use shturman_words::battles::words;
use shturman_words::macro_battle::words as macro_words;

/// The most officers offered on a side.
pub const OFFICERS: u8 = 10;

/// A change of the officers, with its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    InBattle(u8),
    Out(u8),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MacroMovement {
    pub in_battle: u8,
    pub out: u8,
}

impl Default for MacroMovement {
    fn default() -> Self {
        MacroMovement {
            in_battle: 2,
            out: 0,
        }
    }
}

/// The most officers either count offers.
fn most() -> u8 {
    u8::try_from(MAX_OFFICERS).unwrap_or(OFFICERS).min(OFFICERS)
}

impl MacroMovement {
    pub fn dice(&self) -> Result<MovementDice, MacroError> {
        let mut officers = vec![OfficerState::InBattle; usize::from(self.in_battle)];
        officers.extend(vec![OfficerState::Wounded; usize::from(self.out)]);
        MovementDice::new(officers)
    }

    /// The three likeliest totals, every total, and its chart.
    fn odds(&self, lang: Lang, o: &MovementOdds, v: &mut ResolverView<Change>) {
        let m = macro_words(lang);
        // the headline: the three likeliest totals, in order of points
        let shares = o.total.iter().map(|x| (x.value, x.probability));
        let points = |x: i32| (m.points)(u32::try_from(x).unwrap_or(0));
        v.odds = likeliest(lang, shares, 3, points, Tone::Good);
        let bars = o
            .total
            .iter()
            .map(|s| (s.value.to_string(), s.probability, Tone::Good))
            .collect();
        v.charts = vec![chart(lang, "total", m.total_chart, bars)];
        v.outcomes = o
            .total
            .iter()
            .map(|s| {
                let p = u32::try_from(s.value).unwrap_or(0);
                odds_line(lang, "total", (m.points)(p), s.probability, Tone::Plain)
            })
            .collect();
    }
}

impl Situation for MacroMovement {
    type Change = Change;

    fn change(&mut self, c: Change) {
        match c {
            Change::InBattle(n) => self.in_battle = n.min(OFFICERS),
            Change::Out(n) => self.out = n.min(OFFICERS),
        }
    }

    fn problem(&self, _: &Dice, r: &Readings) -> Option<Problem> {
        self.dice()
            .and_then(|d| d.odds(&r.macro_battle))
            .err()
            .map(Problem::Macro)
    }

    fn sizes(&self, _: &Dice, _: &Readings) -> Vec<usize> {
        self.dice()
            .map(|d| vec![usize::from(d.dice())])
            .unwrap_or_default()
    }

    fn view(&self, s: &Shown<'_>) -> ResolverView<Change> {
        let (lang, r) = (s.lang, s.readings);
        let (w, m) = (words(lang), macro_words(lang));
        let inputs = vec![
            Input::count(
                "b-officers",
                m.officers_in_battle,
                Count::new(self.in_battle, 0, most(), Change::InBattle),
            ),
            Input::count(
                "b-officers-out",
                m.officers_out,
                Count::new(self.out, 0, most(), Change::Out),
            ),
        ];
        let mut v = s.blank(
            "macro-movement",
            m.movement_title,
            vec![Group::plain(inputs)],
        );
        let (md, o) = match self
            .dice()
            .and_then(|d| Ok((d.clone(), d.odds(&r.macro_battle)?)))
        {
            Ok(x) => x,
            Err(e) => {
                v.error = s.error(Some(&Problem::Macro(e)));
                return v;
            }
        };
        v.dice_line = (w.dice_line)(&[(m.movement_title.to_string(), u32::from(o.dice))]);
        self.odds(lang, &o, &mut v);
        v.counting = steps(lang, &o.steps);
        v.readings = readings(lang, &o.steps, &[], r);
        let title = m.movement_title.to_string();
        v.pools = vec![pool_view(
            lang,
            "movement",
            0,
            title,
            &s.dice,
            |_| Tone::Plain,
            None,
        )];
        v.roll_label = s.roll_label(usize::from(o.dice));
        let faces = s.dice.complete().map(|p| p.concat());
        if let Rolled::Done(rep) = roll_with(faces, |d| md.resolve(&r.macro_battle, d)) {
            let lines = vec![(Tone::Good, (m.points)(rep.total))];
            v.result = Some(s.result(lines, Vec::new(), steps(lang, &rep.steps)));
        }
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battles::{Event, ResolverScreen};

    type Screen = ResolverScreen<MacroMovement>;

    #[test]
    fn a_die_for_the_side_and_one_per_officer_in_the_battle() {
        let r = Readings::default();
        let mut s = Screen::default();
        s.update(Event::Set(Change::Out(1)), &r);
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
        assert!(
            v.counting
                .iter()
                .any(|w| w.text == "Офицер №3 ранен: кубика не даёт")
        );
        assert_eq!(v.readings[0].id, "M-2");
        s.update(Event::Fill(vec![6, 2, 3]), &r);
        let res = s.view(&r, Lang::Ru).result.unwrap();
        assert_eq!(res.lines[0].1, "11 очков");
    }
}
