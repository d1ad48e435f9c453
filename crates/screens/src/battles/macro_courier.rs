//! The courier on the global map (digest M.9) as a screen with two modes:
//! his ride (2d6 against the N enemy units on the way: higher passes
//! unseen, else spotted, a double 1 captures him [M-12]) and a pursuit (his
//! d6 against one d6 per cavalry unit sent [M-13]). The exact odds, then
//! the faces and the result from `shturman_battles::macro_battle::courier`.

use super::macro_common::{readings, roll_with, steps, Rolled};
use super::{
    chart, error_line, odds_line, pool_view, result, Common, Count, Group, Input, Problem,
    Readings, Resolver, ResolverView,
};
use crate::view::{Choice, Tone};
use shturman_battles::macro_battle::courier::{
    Courier, CourierOutcome, Pursuit, PursuitOutcome, MAX_PURSUERS,
};
use shturman_battles::macro_battle::{MacroError, Reading};
use shturman_words::battles::words;
use shturman_words::macro_battle::words as macro_words;
use shturman_words::Lang;

/// The most enemy units offered (above 11 the courier is always spotted).
pub const UNITS: i32 = 12;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// 0 the ride, 1 a pursuit.
    Mode,
    Units,
    Pursuers,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MacroCourier {
    pub pursuit: bool,
    pub units: u32,
    pub pursuers: u32,
    pub common: Common,
}

impl Default for MacroCourier {
    /// A ride past 7 enemy units.
    fn default() -> Self {
        let mut s = MacroCourier {
            pursuit: false,
            units: 7,
            pursuers: 1,
            common: Common::default(),
        };
        s.common.dice.fit(&[2]);
        s
    }
}

impl MacroCourier {
    fn chase(&self) -> Result<Pursuit, MacroError> {
        Pursuit::new(self.pursuers)
    }

    fn courier(&self) -> Courier {
        Courier { units: self.units }
    }
}

impl Resolver for MacroCourier {
    type Field = Field;

    fn set(&mut self, f: Field, v: i32) {
        match f {
            Field::Mode => {
                if self.pursuit != (v != 0) {
                    // another roll: the faces entered for the last one go
                    self.common.dice.clear();
                }
                self.pursuit = v != 0;
            }
            Field::Units => self.units = u32::try_from(v.clamp(0, UNITS)).unwrap_or(0),
            Field::Pursuers => {
                let max = i32::try_from(MAX_PURSUERS).unwrap_or(40);
                self.pursuers = u32::try_from(v.clamp(0, max)).unwrap_or(0);
            }
        }
    }

    fn problem(&self, r: &Readings) -> Option<Problem> {
        if self.pursuit {
            self.chase().and_then(|p| p.odds(&r.macro_battle)).err()
        } else {
            self.courier().odds(&r.macro_battle).err()
        }
        .map(Problem::Macro)
    }

    fn sizes(&self, _: &Readings) -> Vec<usize> {
        if self.pursuit {
            self.chase()
                .map(|p| vec![1, usize::try_from(p.pursuers()).unwrap_or(0)])
                .unwrap_or_default()
        } else {
            vec![2]
        }
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
        let sizes = self.sizes(r);
        let dice = self.common.dice.fitted(&sizes);
        let total: usize = sizes.iter().sum();
        let mut inputs = vec![Input::choice(
            Field::Mode,
            "b-mode",
            m.mode,
            vec![
                Choice::new(0, "courier", m.courier_mode, !self.pursuit),
                Choice::new(1, "pursuit", m.pursuit_mode, self.pursuit),
            ],
        )];
        inputs.push(if self.pursuit {
            Input::count(
                Field::Pursuers,
                "b-pursuers",
                m.pursuers,
                Count::new(
                    i32::try_from(self.pursuers).unwrap_or(1),
                    1,
                    i32::try_from(MAX_PURSUERS).unwrap_or(40),
                ),
            )
            .wide(true)
        } else {
            Input::count(
                Field::Units,
                "b-units",
                m.enemy_units,
                Count::new(i32::try_from(self.units).unwrap_or(0), 0, UNITS),
            )
            .wide(true)
        });
        let mut v = ResolverView {
            code: "macro-courier",
            title: m.courier_title.to_string(),
            groups: vec![Group::plain(inputs)],
            error: error_line(&self.common, None, lang),
            dice_line: String::new(),
            odds: Vec::new(),
            charts: Vec::new(),
            outcomes: Vec::new(),
            counting: Vec::new(),
            readings: Vec::new(),
            pools: Vec::new(),
            empty: dice.empty(),
            roll_label: (w.roll)(
                u32::try_from(dice.empty()).unwrap_or(0),
                dice.empty() == total,
            ),
            tally: None,
            result: None,
        };
        let faces = dice.complete().map(|p| p.concat());
        if self.pursuit {
            let (p, o) = match self.chase().and_then(|p| Ok((p, p.odds(&r.macro_battle)?))) {
                Ok(x) => x,
                Err(e) => {
                    v.error = error_line(&self.common, Some(&Problem::Macro(e)), lang);
                    return v;
                }
            };
            v.dice_line = (w.dice_line)(&[
                (m.courier_mode.to_string(), u32::from(o.courier_dice)),
                ((m.pool)(2).to_string(), o.pursuer_dice),
            ]);
            v.odds = vec![
                odds_line(lang, "escapes", m.escapes, o.escapes, Tone::Good),
                odds_line(lang, "caught", m.caught, o.caught, Tone::Bad),
            ];
            v.charts = vec![chart(
                lang,
                "against",
                m.against_chart,
                o.against
                    .iter()
                    .map(|s| (s.value.to_string(), s.probability, Tone::Plain))
                    .collect(),
            )];
            v.readings = readings(lang, &[], &[Reading::M13Pursuit], r);
            v.pools = vec![
                pool_view(
                    lang,
                    "courier",
                    0,
                    m.courier_mode.to_string(),
                    &dice,
                    |_| Tone::Plain,
                    None,
                ),
                pool_view(
                    lang,
                    "pursuit",
                    1,
                    (m.pool)(2).to_string(),
                    &dice,
                    |_| Tone::Plain,
                    None,
                ),
            ];
            if let Rolled::Done(rep) = roll_with(faces, |d| p.resolve(&r.macro_battle, d)) {
                let line = match rep.outcome {
                    PursuitOutcome::Escapes => (
                        Tone::Good,
                        format!("{}: {} : {}", m.escapes, rep.courier, rep.against),
                    ),
                    PursuitOutcome::Caught => (
                        Tone::Bad,
                        format!("{}: {} : {}", m.caught, rep.courier, rep.against),
                    ),
                };
                v.result = Some(result(
                    &self.common,
                    vec![line],
                    Vec::new(),
                    steps(lang, &rep.steps),
                ));
            }
        } else {
            let c = self.courier();
            let o = match c.odds(&r.macro_battle) {
                Ok(o) => o,
                Err(e) => {
                    v.error = error_line(&self.common, Some(&Problem::Macro(e)), lang);
                    return v;
                }
            };
            v.dice_line = (w.dice_line)(&[(m.courier_mode.to_string(), u32::from(o.dice))]);
            v.odds = vec![
                odds_line(lang, "unseen", m.unseen, o.unseen, Tone::Good),
                odds_line(lang, "spotted", m.spotted, o.spotted, Tone::Plain),
                odds_line(lang, "captured", m.captured, o.captured, Tone::Bad),
            ];
            let more: Vec<Reading> = o.reading.into_iter().collect();
            v.readings = readings(lang, &[], &more, r);
            v.pools = vec![pool_view(
                lang,
                "courier",
                0,
                m.courier_mode.to_string(),
                &dice,
                |_| Tone::Plain,
                None,
            )];
            if let Rolled::Done(rep) = roll_with(faces, |d| c.resolve(&r.macro_battle, d)) {
                let sum = u32::from(rep.faces[0]) + u32::from(rep.faces[1]);
                let line = match rep.outcome {
                    CourierOutcome::Unseen => (Tone::Good, format!("{}: {sum}", m.unseen)),
                    CourierOutcome::Spotted => (Tone::Plain, format!("{}: {sum}", m.spotted)),
                    CourierOutcome::Captured => (Tone::Bad, m.captured.to_string()),
                };
                v.result = Some(result(
                    &self.common,
                    vec![line],
                    Vec::new(),
                    steps(lang, &rep.steps),
                ));
            }
        }
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

    /// Past 7 units: 5/12 unseen, 1/36 captured.
    #[test]
    fn a_ride_past_seven_units() {
        let mut s = MacroCourier::default();
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.odds[0].fraction, "5/12");
        assert_eq!(v.odds[2].fraction, "1/36");
        assert!(v.readings.is_empty(), "[M-12] matters only for N ≤ 1");
        s.update(Event::Fill(vec![4, 5]), &r());
        let res = s.view(&r(), Lang::En).result.unwrap();
        assert_eq!(res.lines[0].0, Tone::Good);
        assert!(res.lines[0].1.ends_with(": 9"));
        assert!(res
            .steps
            .iter()
            .all(|w| w.section.as_deref() == Some("M.9")));
        s.update(Event::Set(Field::Units, 1), &r());
        assert_eq!(s.view(&r(), Lang::En).readings[0].id, "M-12");
    }

    /// One pursuer: the courier escapes with 5/12; under "ties escape" the
    /// same faces 4 : 4 let him go.
    #[test]
    fn a_pursuit_and_its_reading() {
        let mut s = MacroCourier::default();
        s.update(Event::Set(Field::Mode, 1), &r());
        let v = s.view(&r(), Lang::Ru);
        assert_eq!(v.odds[0].fraction, "5/12");
        assert_eq!(v.pools.len(), 2);
        assert_eq!(v.readings[0].id, "M-13");
        s.update(Event::Fill(vec![4, 4]), &r());
        assert_eq!(s.view(&r(), Lang::En).result.unwrap().lines[0].0, Tone::Bad);
        let mut r2 = r();
        r2.set("M-13", "ties_escape");
        s.update(Event::Refit, &r2);
        assert_eq!(s.view(&r2, Lang::En).result.unwrap().lines[0].0, Tone::Good);
        s.update(Event::Set(Field::Pursuers, 3), &r());
        assert_eq!(s.view(&r(), Lang::En).pools[1].slots.len(), 3);
        s.update(Event::Set(Field::Pursuers, 0), &r());
        assert_eq!(s.pursuers, 3, "no pursuer is refused");
        assert!(s.view(&r(), Lang::En).error.is_some());
    }
}
