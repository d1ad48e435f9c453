//! The global map (digest M.9) as a screen with three modes: the courier's
//! ride (2d6 against the N enemy units on the way: higher passes unseen,
//! else spotted, a double 1 captures him [M-12]) and a pursuit (his d6
//! against one d6 per cavalry unit sent [M-13]) — the exact odds, then the
//! faces and the result from `shturman_battles::macro_battle::courier` —
//! and an army's march to a neighbouring territory (no dice: the minutes
//! its slowest kind of troops takes, from
//! `shturman_battles::macro_battle::march`).

use super::macro_common::{Rolled, readings, roll_with, steps};
use super::{
    Count, Dice, Group, Input, Problem, Readings, ResolverView, Shown, Situation, chart, choices,
    odds_line, pool_view,
};
use crate::view::Tone;
use shturman_battles::macro_battle::courier::{
    Courier, CourierOutcome, MAX_PURSUERS, Pursuit, PursuitOutcome,
};
use shturman_battles::macro_battle::march::{Marcher, march};
use shturman_battles::macro_battle::{MacroError, Reading};
use shturman_words::Lang;
use shturman_words::battles::words;
use shturman_words::macro_battle::words as macro_words;

/// The most enemy units offered (above 11 the courier is always spotted).
pub const UNITS: u32 = 12;

/// What the screen answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Ride,
    Pursuit,
    March,
}

/// A change of the ride, with its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    Mode(Mode),
    Units(u32),
    Pursuers(u32),
    /// A kind of troops in the marching army, or not.
    Marches(Marcher, bool),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MacroCourier {
    pub mode: Mode,
    pub units: u32,
    pub pursuers: u32,
    /// Which kinds of troops march, in [`Marcher::ALL`]'s order.
    pub marching: [bool; 4],
}

impl Default for MacroCourier {
    /// A ride past 7 enemy units; an army of infantry to march.
    fn default() -> Self {
        MacroCourier {
            mode: Mode::Ride,
            units: 7,
            pursuers: 1,
            marching: [false, false, true, false],
        }
    }
}

const MARCH_CODES: [&str; 4] = [
    "b-march-courier",
    "b-march-cavalry",
    "b-march-infantry",
    "b-march-artillery",
];

impl MacroCourier {
    fn chase(&self) -> Result<Pursuit, MacroError> {
        Pursuit::new(self.pursuers)
    }

    fn courier(&self) -> Courier {
        Courier { units: self.units }
    }

    /// The troops of the marching army.
    fn troops(&self) -> Vec<Marcher> {
        Marcher::ALL
            .into_iter()
            .zip(self.marching)
            .filter_map(|(m, on)| on.then_some(m))
            .collect()
    }

    /// The ride, a pursuit or a march, and its count or troops.
    fn inputs(&self, lang: Lang) -> Vec<Input<Change>> {
        let m = macro_words(lang);
        let modes = [
            (Mode::Ride, "courier", m.courier_mode),
            (Mode::Pursuit, "pursuit", m.pursuit_mode),
            (Mode::March, "march", m.march_mode),
        ];
        let mode = Input::choice(
            "b-mode",
            m.map_modes,
            choices(&self.mode, modes, Change::Mode),
        );
        let mut inputs = vec![mode];
        match self.mode {
            Mode::Pursuit => {
                let c = Count::new(self.pursuers, 1, MAX_PURSUERS, Change::Pursuers);
                inputs.push(Input::count("b-pursuers", m.pursuers, c).wide(true));
            }
            Mode::Ride => {
                // «через территорию, занятую противником»: one unit at least
                let c = Count::new(self.units, 1, UNITS, Change::Units);
                inputs.push(Input::count("b-units", m.enemy_units, c).wide(true));
            }
            Mode::March => {
                for ((kind, on), code) in
                    Marcher::ALL.into_iter().zip(self.marching).zip(MARCH_CODES)
                {
                    let t = Input::toggle(code, (m.marcher)(kind), on, move |on| {
                        Change::Marches(kind, on)
                    });
                    inputs.push(t);
                }
            }
        }
        inputs
    }

    /// A march: its minutes, the slowest kind, when it crosses the border.
    fn march(&self, s: &Shown<'_>, v: &mut ResolverView<Change>) {
        let m = macro_words(s.lang);
        match march(&self.troops()) {
            Ok(x) => {
                v.notes = vec![
                    (Tone::Good, (m.march_time)(x.minutes, x.slowest)),
                    (Tone::Plain, (m.march_border)(x.border_after_seconds)),
                    (Tone::Plain, m.march_slower.to_string()),
                ];
            }
            Err(e) => v.error = s.error(Some(&Problem::Macro(e))),
        }
    }

    /// A pursuit: the courier's die against the pursuers'.
    fn pursuit(&self, s: &Shown<'_>, v: &mut ResolverView<Change>) {
        let (lang, r) = (s.lang, s.readings);
        let (w, m) = (words(lang), macro_words(lang));
        let (p, o) = match self.chase().and_then(|p| Ok((p, p.odds(&r.macro_battle)?))) {
            Ok(x) => x,
            Err(e) => {
                v.error = s.error(Some(&Problem::Macro(e)));
                return;
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
        let bars = o
            .against
            .iter()
            .map(|x| (x.value.to_string(), x.probability, Tone::Plain))
            .collect();
        v.charts = vec![chart(lang, "against", m.against_chart, bars)];
        v.readings = readings(lang, &[], &[Reading::M13Pursuit], r);
        v.pools = [
            ("courier", m.courier_mode.to_string()),
            ("pursuit", (m.pool)(2).to_string()),
        ]
        .into_iter()
        .enumerate()
        .map(|(i, (code, label))| pool_view(lang, code, i, label, &s.dice, |_| Tone::Plain, None))
        .collect();
        let faces = s.dice.complete().map(|p| p.concat());
        if let Rolled::Done(rep) = roll_with(faces, |d| p.resolve(&r.macro_battle, d)) {
            let (tone, said) = match rep.outcome {
                PursuitOutcome::Escapes => (Tone::Good, m.escapes),
                PursuitOutcome::Caught => (Tone::Bad, m.caught),
            };
            let line = (tone, format!("{said}: {} : {}", rep.courier, rep.against));
            v.result = Some(s.result(vec![line], Vec::new(), steps(lang, &rep.steps)));
        }
    }

    /// The ride past the enemy units: two dice.
    fn ride(&self, s: &Shown<'_>, v: &mut ResolverView<Change>) {
        let (lang, r) = (s.lang, s.readings);
        let (w, m) = (words(lang), macro_words(lang));
        let c = self.courier();
        let o = match c.odds(&r.macro_battle) {
            Ok(o) => o,
            Err(e) => {
                v.error = s.error(Some(&Problem::Macro(e)));
                return;
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
        let label = m.courier_mode.to_string();
        v.pools = vec![pool_view(
            lang,
            "courier",
            0,
            label,
            &s.dice,
            |_| Tone::Plain,
            None,
        )];
        let faces = s.dice.complete().map(|p| p.concat());
        if let Rolled::Done(rep) = roll_with(faces, |d| c.resolve(&r.macro_battle, d)) {
            let sum = u32::from(rep.faces[0]) + u32::from(rep.faces[1]);
            let line = match rep.outcome {
                CourierOutcome::Unseen => (Tone::Good, format!("{}: {sum}", m.unseen)),
                CourierOutcome::Spotted => (Tone::Plain, format!("{}: {sum}", m.spotted)),
                CourierOutcome::Captured => (Tone::Bad, m.captured.to_string()),
            };
            v.result = Some(s.result(vec![line], Vec::new(), steps(lang, &rep.steps)));
        }
    }
}

impl Situation for MacroCourier {
    type Change = Change;

    fn change(&mut self, c: Change) {
        match c {
            Change::Mode(mode) => self.mode = mode,
            Change::Units(n) => self.units = n.min(UNITS),
            Change::Pursuers(n) => self.pursuers = n.min(MAX_PURSUERS),
            Change::Marches(kind, on) => {
                if let Some(i) = Marcher::ALL.iter().position(|&k| k == kind) {
                    self.marching[i] = on;
                }
            }
        }
    }

    /// Another roll: the faces entered for the last one go.
    fn same_roll(&self, before: &Self) -> bool {
        self.mode == before.mode
    }

    fn problem(&self, _: &Dice, r: &Readings) -> Option<Problem> {
        match self.mode {
            Mode::Pursuit => self.chase().and_then(|p| p.odds(&r.macro_battle)).err(),
            Mode::Ride => self.courier().odds(&r.macro_battle).err(),
            Mode::March => march(&self.troops()).err(),
        }
        .map(Problem::Macro)
    }

    fn sizes(&self, _: &Dice, _: &Readings) -> Vec<usize> {
        match self.mode {
            Mode::Pursuit => self
                .chase()
                .map(|p| vec![1, usize::try_from(p.pursuers()).unwrap_or(0)])
                .unwrap_or_default(),
            Mode::Ride => vec![2],
            // no dice: the time is the rules'
            Mode::March => Vec::new(),
        }
    }

    fn view(&self, s: &Shown<'_>) -> ResolverView<Change> {
        let m = macro_words(s.lang);
        let groups = vec![Group::plain(self.inputs(s.lang))];
        let mut v = s.blank("macro-courier", m.courier_title, groups);
        match self.mode {
            Mode::Pursuit => self.pursuit(s, &mut v),
            Mode::Ride => self.ride(s, &mut v),
            Mode::March => self.march(s, &mut v),
        }
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battles::{Event, ResolverScreen};

    type Screen = ResolverScreen<MacroCourier>;

    fn r() -> Readings {
        Readings::default()
    }

    /// Past 7 units: 5/12 unseen, 1/36 captured.
    #[test]
    fn a_ride_past_seven_units() {
        let mut s = Screen::default();
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.odds[0].fraction, "5/12");
        assert_eq!(v.odds[2].fraction, "1/36");
        assert!(v.readings.is_empty(), "[M-12] matters only for N ≤ 1");
        s.update(Event::Fill(vec![4, 5]), &r());
        let res = s.view(&r(), Lang::En).result.unwrap();
        assert_eq!(res.lines[0].0, Tone::Good);
        assert!(res.lines[0].1.ends_with(": 9"));
        assert!(
            res.steps
                .iter()
                .all(|w| w.section.as_deref() == Some("M.9"))
        );
        s.update(Event::Set(Change::Units(1)), &r());
        assert_eq!(s.view(&r(), Lang::En).readings[0].id, "M-12");
    }

    /// One pursuer: the courier escapes with 5/12; under "ties escape" the
    /// same faces 4 : 4 let him go.
    #[test]
    fn a_pursuit_and_its_reading() {
        let mut s = Screen::default();
        s.update(Event::Set(Change::Mode(Mode::Pursuit)), &r());
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
        s.update(Event::Set(Change::Pursuers(3)), &r());
        assert_eq!(s.view(&r(), Lang::En).pools[1].slots.len(), 3);
        s.update(Event::Set(Change::Pursuers(0)), &r());
        assert_eq!(s.situation.pursuers, 3, "no pursuer is refused");
        assert!(s.view(&r(), Lang::En).error.is_some());
    }

    /// «через территорию, занятую противником»: no ride past no units.
    #[test]
    fn a_ride_past_no_units_is_not_offered() {
        let mut s = Screen::default();
        s.update(Event::Set(Change::Units(1)), &r());
        let v = s.view(&r(), Lang::En);
        let super::super::InputKind::Count(ref c) = v.groups[0].inputs[1].kind else {
            panic!("a count of units");
        };
        assert_eq!(c.down, None, "1 is the least");
        s.update(Event::Set(Change::Units(0)), &r());
        assert_eq!(s.situation.units, 1, "refused");
        assert!(
            s.view(&r(), Lang::Ru)
                .error
                .unwrap()
                .contains("«через территорию, занятую противником»")
        );
    }

    /// «Армия, состоящая из разных родов, войск движется со скоростью самого
    /// медленного из ее отрядов»: infantry 30 minutes, artillery 60; no dice.
    #[test]
    fn a_march_the_slowest_deciding() {
        let mut s = Screen::default();
        s.update(Event::Set(Change::Mode(Mode::March)), &r());
        let v = s.view(&r(), Lang::Ru);
        assert!(v.pools.is_empty() && v.odds.is_empty() && v.result.is_none());
        assert_eq!(
            v.notes[0].1,
            "Марш на соседнюю территорию: 30 минут (по самому медленному — пехота)"
        );
        assert_eq!(
            v.notes[1].1,
            "Первые 15 минут армия на марше на территории, откуда выходит, затем — на той, куда входит"
        );
        s.update(Event::Set(Change::Marches(Marcher::Artillery, true)), &r());
        s.update(Event::Set(Change::Marches(Marcher::Cavalry, true)), &r());
        assert_eq!(
            s.view(&r(), Lang::En).notes[0].1,
            "March to a neighbouring territory: 60 minutes (at the slowest's pace: artillery)"
        );
        // a courier alone: 5 minutes, the border after 2 min 30 s
        for kind in [Marcher::Artillery, Marcher::Cavalry, Marcher::Infantry] {
            s.update(Event::Set(Change::Marches(kind, false)), &r());
        }
        assert_eq!(
            s.situation.marching,
            [false, false, true, false],
            "the last kind stays"
        );
        assert_eq!(
            s.view(&r(), Lang::En).error.as_deref(),
            Some("Tick at least one kind of troops")
        );
        s.update(Event::Set(Change::Marches(Marcher::Courier, true)), &r());
        s.update(Event::Set(Change::Marches(Marcher::Infantry, false)), &r());
        let v = s.view(&r(), Lang::En);
        assert!(
            v.notes[1]
                .1
                .starts_with("For the first 2 minutes 30 seconds")
        );
    }
}
