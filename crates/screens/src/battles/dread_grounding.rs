//! Dreadnought grounding, refloating and fuel (digest D.3–D.5) as one
//! screen with three modes: ships entering a hex next to land (class,
//! draught, own coast, shaded edge hex; a die each, d6 + m ≥ 6 grounds),
//! a grounded ship's weather-phase refloat (a 1 refloats, then a damage
//! die for the hull [D-7]) and the fuel after a battle (a d6 per fleet,
//! that many twelfths of a unit). The exact odds, then the faces and the
//! result from `shturman_battles::dreadnought::{grounding, fuel}`.

use super::dread_common::{Rolled, reading_view, roll_with, steps};
use super::{
    Count, Dice, Group, Input, Problem, Readings, ResolverView, Shown, Situation, Switch, chart,
    choices, likeliest, odds_line, pool_view, switches, why,
};
use crate::view::Tone;
use shturman_battles::Fraction;
use shturman_battles::dreadnought::grounding::{self, Grounding, MAX_SHIPS, Refloat, ShipClass};
use shturman_battles::dreadnought::{Error, Step, fuel};
use shturman_words::Lang;
use shturman_words::battles::words;
use shturman_words::dreadnought::words as dread_words;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    #[default]
    Grounding,
    Refloat,
    Fuel,
}

impl Mode {
    pub const ALL: [Mode; 3] = [Mode::Grounding, Mode::Refloat, Mode::Fuel];

    const fn code(self) -> &'static str {
        match self {
            Mode::Grounding => "grounding",
            Mode::Refloat => "refloat",
            Mode::Fuel => "fuel",
        }
    }

    fn name(self, lang: Lang) -> &'static str {
        let d = dread_words(lang);
        match self {
            Mode::Grounding => d.grounding_mode,
            Mode::Refloat => d.refloat_mode,
            Mode::Fuel => d.fuel_mode,
        }
    }
}

const fn class_code(c: ShipClass) -> &'static str {
    match c {
        ShipClass::Capital => "capital",
        ShipClass::Light => "light",
        ShipClass::Other => "other",
    }
}

/// A change of the roll, with its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    Mode(Mode),
    Class(ShipClass),
    Shallow(bool),
    OwnCoast(bool),
    Shaded(bool),
    Ships(u32),
    Armoured(bool),
    Deliberate(bool),
    Fleets(u32),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DreadGrounding {
    pub mode: Mode,
    pub grounding: Grounding,
    pub ships: u32,
    pub refloat: Refloat,
    pub fleets: u32,
}

impl Default for DreadGrounding {
    /// A capital ship of deep draught entering a hex next to land.
    fn default() -> Self {
        DreadGrounding {
            mode: Mode::Grounding,
            grounding: Grounding {
                class: ShipClass::Capital,
                ..Grounding::default()
            },
            ships: 1,
            refloat: Refloat {
                armoured: true,
                deliberate: false,
            },
            fleets: 1,
        }
    }
}

impl DreadGrounding {
    fn grounding_odds(&self) -> Result<grounding::GroundingOdds, Error> {
        grounding::odds(&self.grounding, self.ships)
    }

    /// Which roll, and what it asks for.
    fn inputs(&self, lang: Lang) -> Vec<Input<Change>> {
        let d = dread_words(lang);
        let modes = Mode::ALL.map(|m| (m, m.code(), m.name(lang)));
        let mut inputs = vec![Input::choice(
            "b-mode",
            d.mode,
            choices(&self.mode, modes, Change::Mode),
        )];
        match self.mode {
            Mode::Grounding => {
                let g = &self.grounding;
                let classes = ShipClass::ALL.map(|c| (c, class_code(c), (d.class)(c)));
                let classes = choices(&g.class, classes, Change::Class);
                inputs.push(Input::choice("b-class", d.class_label, classes));
                inputs.extend(switches([
                    (
                        "b-shallow",
                        d.shallow_draught,
                        g.shallow_draught,
                        Change::Shallow,
                    ),
                    ("b-own-coast", d.own_coast, g.own_coast, Change::OwnCoast),
                    ("b-shaded", d.shaded_edge, g.shaded_edge, Change::Shaded),
                ] as [Switch<Change>; 3]));
                let ships = Count::new(self.ships, 1, MAX_SHIPS, Change::Ships);
                inputs.push(Input::count("b-ships", d.ships, ships));
            }
            Mode::Refloat => {
                let r = &self.refloat;
                inputs.extend(switches([
                    ("b-armoured", d.armoured, r.armoured, Change::Armoured),
                    (
                        "b-deliberate",
                        d.deliberate,
                        r.deliberate,
                        Change::Deliberate,
                    ),
                ] as [Switch<Change>; 2]));
            }
            Mode::Fuel => {
                let fleets = Count::new(self.fleets, 1, fuel::MAX_FLEETS, Change::Fleets);
                inputs.push(Input::count("b-fleets", d.fleets, fleets).wide(true));
            }
        }
        inputs
    }

    /// Entering shallow water: the chance each ship runs aground.
    fn grounding(&self, s: &Shown<'_>, v: &mut ResolverView<Change>) {
        let (lang, w, d) = (s.lang, words(s.lang), dread_words(s.lang));
        let o = match self.grounding_odds() {
            Ok(o) => o,
            Err(e) => {
                v.error = s.error(Some(&Problem::Dreadnought(e)));
                return;
            }
        };
        v.counting = steps(lang, &o.plan.steps);
        let none = o.grounded.first().map_or(Fraction::ONE, |x| x.probability);
        if o.plan.no_check.is_some() {
            v.dice_line = d.no_check.to_string();
            v.odds = vec![odds_line(lang, "passes", d.stays_afloat, none, Tone::Good)];
            let lines = vec![(Tone::Good, d.stays_afloat.to_string())];
            v.result = Some(s.result(lines, Vec::new(), v.counting.clone()));
            return;
        }
        v.dice_line = (w.dice_line)(&[(d.grounding_mode.to_string(), self.ships)]);
        let afloat = if self.ships == 1 {
            d.stays_afloat.to_string()
        } else {
            (d.grounded_count)(0)
        };
        v.odds = vec![
            odds_line(lang, "grounds", d.grounds, o.plan.p, Tone::Bad),
            odds_line(lang, "none", afloat, none, Tone::Good),
        ];
        if self.ships > 1 {
            let bars = o
                .grounded
                .iter()
                .map(|x| (x.value.to_string(), x.probability, Tone::Bad))
                .collect();
            v.charts = vec![chart(lang, "grounded", d.grounded_chart, bars)];
            v.outcomes = o
                .grounded
                .iter()
                .map(|x| {
                    let k = u32::try_from(x.value).unwrap_or(0);
                    odds_line(
                        lang,
                        "grounded",
                        (d.grounded_count)(k),
                        x.probability,
                        Tone::Plain,
                    )
                })
                .collect();
        }
        let min = o.plan.min_face;
        let tone = |f| {
            if min.is_some_and(|m| f >= m) {
                Tone::Bad
            } else {
                Tone::Good
            }
        };
        let label = d.grounding_mode.to_string();
        v.pools = vec![pool_view(lang, "grounding", 0, label, &s.dice, tone, None)];
        let (g, ships) = (self.grounding, self.ships);
        let faces = s.dice.complete().map(|p| p.concat());
        let rolled = roll_with(faces, |dd| {
            (0..ships)
                .map(|_| grounding::resolve(&g, dd))
                .collect::<Result<Vec<_>, _>>()
        });
        if let Rolled::Done(rolls) = rolled {
            let k = u32::try_from(rolls.iter().filter(|x| x.grounded).count()).unwrap_or(0);
            let tail: Vec<Step> = rolls
                .iter()
                .flat_map(|x| x.steps.iter().skip(o.plan.steps.len()).cloned())
                .collect();
            let line = match (ships, k) {
                (1, 1) => (Tone::Bad, d.grounds.to_string()),
                (1, _) => (Tone::Good, d.stays_afloat.to_string()),
                (_, 0) => (Tone::Good, (d.grounded_count)(0)),
                _ => (Tone::Bad, (d.grounded_count)(k)),
            };
            v.result = Some(s.result(vec![line], Vec::new(), steps(lang, &tail)));
        }
    }

    /// Refloating a ship aground: the chance, and the hull boxes it costs.
    fn refloat(&self, s: &Shown<'_>, v: &mut ResolverView<Change>) {
        let (lang, r, w, d) = (s.lang, s.readings, words(s.lang), dread_words(s.lang));
        let o = grounding::refloat_odds(&self.refloat, &r.dreadnought);
        v.counting = steps(lang, &o.steps);
        if !o.possible {
            v.dice_line = d.cannot_refloat.to_string();
            v.odds = vec![odds_line(
                lang,
                "stays",
                d.stays_aground,
                Fraction::ONE,
                Tone::Bad,
            )];
            let lines = vec![(Tone::Bad, d.cannot_refloat.to_string())];
            v.result = Some(s.result(lines, Vec::new(), v.counting.clone()));
            return;
        }
        let stays = o
            .outcomes
            .iter()
            .filter(|x| !x.outcome.refloated)
            .map(|x| x.probability)
            .next()
            .unwrap_or(Fraction::ZERO);
        v.dice_line = (w.dice_line)(&[(d.refloat_mode.to_string(), 1)]);
        v.odds = vec![
            odds_line(lang, "refloats", d.refloats, o.refloat, Tone::Good),
            odds_line(lang, "stays", d.stays_aground, stays, Tone::Bad),
        ];
        let bars = o
            .hull_boxes
            .iter()
            .map(|x| (x.value.to_string(), x.probability, Tone::Bad))
            .collect();
        v.charts = vec![chart(lang, "hull", d.damage_chart, bars)];
        // every outcome of the phase: still aground, or refloated with so
        // many hull boxes lost (joint chances)
        v.outcomes = o
            .outcomes
            .iter()
            .map(|x| {
                let label = if x.outcome.refloated {
                    let lost = (d.hull_lost)(u32::from(x.outcome.hull_boxes)).to_lowercase();
                    format!("{}: {lost}", d.refloats)
                } else {
                    d.stays_aground.to_string()
                };
                odds_line(lang, "outcome", label, x.probability, Tone::Plain)
            })
            .collect();
        if let Some(c) = o.reading {
            v.readings = vec![reading_view(lang, c.reading(), r)];
        }
        let label = d.refloat_mode.to_string();
        v.pools = vec![pool_view(
            lang,
            "refloat",
            0,
            label,
            &s.dice,
            |_| Tone::Plain,
            None,
        )];
        if s.sizes.len() > 1 {
            let label = d.damage_pool.to_string();
            v.pools.push(pool_view(
                lang,
                "damage",
                1,
                label,
                &s.dice,
                |_| Tone::Bad,
                None,
            ));
        }
        let faces = s.dice.complete().map(|p| p.concat());
        let rolled = roll_with(faces, |dd| {
            grounding::resolve_refloat(&self.refloat, &r.dreadnought, dd)
        });
        if let Rolled::Done(rep) = rolled {
            let mut lines = vec![if rep.refloated {
                (Tone::Good, d.refloats.to_string())
            } else {
                (Tone::Bad, d.stays_aground.to_string())
            }];
            if rep.refloated {
                lines.push((Tone::Alert, (d.hull_lost)(u32::from(rep.hull_boxes))));
            }
            if let Some(c) = rep.steps.iter().find_map(|x| x.reading) {
                v.readings = vec![reading_view(lang, c.reading(), r)];
            }
            v.result = Some(s.result(lines, Vec::new(), steps(lang, &rep.steps)));
        }
    }

    /// The fuel the fleets take on: a die each, in twelfths.
    fn fuel(&self, s: &Shown<'_>, v: &mut ResolverView<Change>) {
        let (lang, w, d) = (s.lang, words(s.lang), dread_words(s.lang));
        let o = match fuel::odds(self.fleets) {
            Ok(o) => o,
            Err(e) => {
                v.error = s.error(Some(&Problem::Dreadnought(e)));
                return;
            }
        };
        v.dice_line = (w.dice_line)(&[(d.fuel_mode.to_string(), self.fleets)]);
        let total = |x: i32| {
            let twelfths = Fraction::new(u128::try_from(x).unwrap_or(0), 12)
                .map(|f| f.to_string())
                .unwrap_or_default();
            (d.fuel_total)(&twelfths)
        };
        // the headline: the likeliest totals (each face for one fleet)
        let shares = o.total_twelfths.iter().map(|x| (x.value, x.probability));
        let n = if self.fleets == 1 { 6 } else { 3 };
        v.odds = likeliest(lang, shares, n, total, Tone::Plain);
        let bars = o
            .total_twelfths
            .iter()
            .map(|x| (format!("{}/12", x.value), x.probability, Tone::Plain))
            .collect();
        v.charts = vec![chart(lang, "fuel", d.fuel_chart, bars)];
        v.outcomes = o
            .total_twelfths
            .iter()
            .map(|x| odds_line(lang, "total", total(x.value), x.probability, Tone::Plain))
            .collect();
        v.counting = vec![why(
            (d.fuel_mean)(&o.mean_per_fleet.to_string()),
            "D.5",
            None,
        )];
        let label = d.fuel_mode.to_string();
        v.pools = vec![pool_view(
            lang,
            "fuel",
            0,
            label,
            &s.dice,
            |_| Tone::Plain,
            None,
        )];
        let faces = s.dice.complete().map(|p| p.concat());
        if let Rolled::Done(rep) = roll_with(faces, |dd| fuel::resolve(self.fleets, dd)) {
            let line = (Tone::Alert, (d.fuel_total)(&rep.total.to_string()));
            v.result = Some(s.result(vec![line], Vec::new(), steps(lang, &rep.steps)));
        }
    }
}

impl Situation for DreadGrounding {
    type Change = Change;

    fn change(&mut self, c: Change) {
        match c {
            Change::Mode(m) => self.mode = m,
            Change::Class(x) => self.grounding.class = x,
            Change::Shallow(on) => self.grounding.shallow_draught = on,
            Change::OwnCoast(on) => self.grounding.own_coast = on,
            Change::Shaded(on) => self.grounding.shaded_edge = on,
            Change::Ships(n) => self.ships = n.min(MAX_SHIPS),
            Change::Armoured(on) => self.refloat.armoured = on,
            Change::Deliberate(on) => self.refloat.deliberate = on,
            Change::Fleets(n) => self.fleets = n.min(fuel::MAX_FLEETS),
        }
    }

    /// Another roll: the faces entered for the last one go.
    fn same_roll(&self, before: &Self) -> bool {
        self.mode == before.mode
    }

    fn problem(&self, _: &Dice, _: &Readings) -> Option<Problem> {
        match self.mode {
            Mode::Grounding => self.grounding_odds().err(),
            Mode::Refloat => None,
            Mode::Fuel => fuel::odds(self.fleets).err(),
        }
        .map(Problem::Dreadnought)
    }

    fn sizes(&self, dice: &Dice, r: &Readings) -> Vec<usize> {
        let n = |v: u32| usize::try_from(v).unwrap_or(0);
        match self.mode {
            Mode::Grounding => match self.grounding_odds() {
                Ok(o) if o.plan.no_check.is_none() => vec![n(self.ships)],
                _ => Vec::new(),
            },
            Mode::Refloat if self.refloat.deliberate => Vec::new(),
            Mode::Refloat => {
                let faces = dice.fitted(&[1]).complete().map(|p| p.concat());
                match roll_with(faces, |d| {
                    grounding::resolve_refloat(&self.refloat, &r.dreadnought, d)
                }) {
                    Rolled::NeedsMore => vec![1, 1],
                    Rolled::Done(_) | Rolled::Not => vec![1],
                }
            }
            Mode::Fuel => fuel::odds(self.fleets)
                .map(|_| vec![n(self.fleets)])
                .unwrap_or_default(),
        }
    }

    fn view(&self, s: &Shown<'_>) -> ResolverView<Change> {
        let d = dread_words(s.lang);
        let groups = vec![Group::plain(self.inputs(s.lang))];
        let mut v = s.blank("dread-grounding", d.grounding_title, groups);
        match self.mode {
            Mode::Grounding => self.grounding(s, &mut v),
            Mode::Refloat => self.refloat(s, &mut v),
            Mode::Fuel => self.fuel(s, &mut v),
        }
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battles::{Event, ResolverScreen};

    type Screen = ResolverScreen<DreadGrounding>;

    fn r() -> Readings {
        Readings::default()
    }

    /// A deep-draught capital ship: +1, grounds on 5+ (1/3).
    #[test]
    fn a_capital_ship_grounds_on_five_or_more() {
        let mut s = Screen::default();
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.odds[0].fraction, "1/3");
        assert_eq!(v.odds[1].fraction, "2/3");
        assert_eq!(v.counting.len(), 2, "the +1 and the chance");
        s.update(Event::Face(5), &r());
        let res = s.view(&r(), Lang::Ru).result.unwrap();
        assert_eq!(res.lines[0], (Tone::Bad, "Садится на мель".to_string()));
        assert_eq!(res.steps[0].text, "5 +1 = 6: сел на мель");
        // own coast cancels it: 1/6; three ships, one of them aground
        s.update(Event::Set(Change::OwnCoast(true)), &r());
        s.update(Event::Set(Change::Ships(3)), &r());
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.odds[0].fraction, "1/6");
        assert_eq!(v.outcomes.len(), 4);
        s.update(Event::Clear, &r());
        s.update(Event::Fill(vec![6, 2, 5]), &r());
        let res = s.view(&r(), Lang::En).result.unwrap();
        assert_eq!(res.lines[0].1, "Aground: 1 ship");
        assert_eq!(res.steps.len(), 3);
    }

    #[test]
    fn a_shallow_draught_light_ship_rolls_nothing() {
        let mut s = Screen::default();
        s.update(Event::Set(Change::Class(ShipClass::Light)), &r());
        s.update(Event::Set(Change::Shallow(true)), &r());
        let v = s.view(&r(), Lang::En);
        assert!(v.pools.is_empty());
        assert_eq!(v.result.unwrap().lines[0].1, "Passes");
    }

    /// A 1 refloats, then the damage die: unarmoured 4 → ⌈5/2⌉ = 3 [D-7],
    /// or ⌈4/2⌉ + 1 = 3 — and 5 tells them apart (3 against 4).
    #[test]
    fn refloating_asks_for_the_damage_die_and_relies_on_d7() {
        let mut s = Screen::default();
        s.update(Event::Set(Change::Mode(Mode::Refloat)), &r());
        s.update(Event::Set(Change::Armoured(false)), &r());
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.odds[0].fraction, "1/6");
        assert_eq!(v.readings[0].id, "D-7");
        // ⌈(d6 + 1) / 2⌉: 1 (face 1), 2 (2, 3), 3 (4, 5), 4 (6), each after a 1
        let all: Vec<_> = v
            .outcomes
            .iter()
            .map(|o| (o.label.as_str(), o.fraction.as_str()))
            .collect();
        assert!(
            all.contains(&("Refloats: the hull loses 2 boxes", "1/18")),
            "{all:?}"
        );
        assert!(all.contains(&("Stays aground", "5/6")), "{all:?}");
        s.update(Event::Face(1), &r());
        assert_eq!(s.view(&r(), Lang::En).empty, 1, "the damage die");
        s.update(Event::Face(5), &r());
        let res = s.view(&r(), Lang::En).result.unwrap();
        assert_eq!(res.lines[1].1, "The hull loses 3 boxes");
        let mut r2 = r();
        r2.set("D-7", "halve_then_add");
        assert_eq!(
            s.view(&r2, Lang::En).result.unwrap().lines[1].1,
            "The hull loses 4 boxes"
        );
        assert!(res.steps.iter().any(|w| w.assumption == Some("D-7")));
        s.update(Event::Set(Change::Deliberate(true)), &r());
        let v = s.view(&r(), Lang::Ru);
        assert!(v.pools.is_empty());
        assert_eq!(v.result.unwrap().lines[0].1, "Сняться нельзя");
    }

    #[test]
    fn fuel_a_die_a_fleet_in_twelfths() {
        let mut s = Screen::default();
        s.update(Event::Face(5), &r());
        s.update(Event::Set(Change::Mode(Mode::Fuel)), &r());
        assert_eq!(s.common.dice.empty(), 1, "the grounding face is gone");
        s.update(Event::Set(Change::Fleets(2)), &r());
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.dice_line, "Roll · Fuel: 2 dice");
        assert_eq!(v.outcomes.len(), 11);
        s.update(Event::Fill(vec![3, 6]), &r());
        let res = s.view(&r(), Lang::En).result.unwrap();
        assert_eq!(res.lines[0].1, "Extra fuel: 3/4 of a unit");
        assert_eq!(res.steps[0].section.as_deref(), Some("D.5"));
    }
}
