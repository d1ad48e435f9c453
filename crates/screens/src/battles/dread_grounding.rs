//! Dreadnought grounding, refloating and fuel (digest D.3–D.5) as one
//! screen with three modes: ships entering a hex next to land (class,
//! draught, own coast, shaded edge hex; a die each, d6 + m ≥ 6 grounds),
//! a grounded ship's weather-phase refloat (a 1 refloats, then a damage
//! die for the hull [D-7]) and the fuel after a battle (a d6 per fleet,
//! that many twelfths of a unit). The exact odds, then the faces and the
//! result from `shturman_battles::dreadnought::{grounding, fuel}`.

use super::dread_common::{blank, reading_view, roll_with, steps, Rolled};
use super::{
    chart, error_line, odds_line, pool_view, result, why, Common, Count, Group, Input, Problem,
    Readings, Resolver, ResolverView,
};
use crate::view::{Choice, Tone};
use shturman_battles::dreadnought::grounding::{self, Grounding, Refloat, ShipClass, MAX_SHIPS};
use shturman_battles::dreadnought::{fuel, Error, Step};
use shturman_words::battles::words;
use shturman_words::dreadnought::words as dread_words;
use shturman_words::Lang;

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
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Mode,
    /// Index in `ShipClass::ALL`.
    Class,
    Shallow,
    OwnCoast,
    Shaded,
    Ships,
    Armoured,
    Deliberate,
    Fleets,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DreadGrounding {
    pub mode: Mode,
    pub grounding: Grounding,
    pub ships: u32,
    pub refloat: Refloat,
    pub fleets: u32,
    pub common: Common,
}

impl Default for DreadGrounding {
    /// A capital ship of deep draught entering a hex next to land.
    fn default() -> Self {
        let mut s = DreadGrounding {
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
            common: Common::default(),
        };
        s.common.dice.fit(&[1]);
        s
    }
}

fn idx(v: i32, len: usize) -> usize {
    usize::try_from(v.max(0)).unwrap_or(0).min(len - 1)
}

fn count(v: u32) -> i32 {
    i32::try_from(v).unwrap_or(0)
}

impl DreadGrounding {
    fn grounding_odds(&self) -> Result<grounding::GroundingOdds, Error> {
        grounding::odds(&self.grounding, self.ships)
    }

    fn faces(&self, sizes: &[usize]) -> Option<Vec<u8>> {
        self.common
            .dice
            .fitted(sizes)
            .complete()
            .map(|p| p.concat())
    }
}

impl Resolver for DreadGrounding {
    type Field = Field;

    fn set(&mut self, f: Field, v: i32) {
        let on = v != 0;
        match f {
            Field::Mode => {
                let mode = Mode::ALL[idx(v, Mode::ALL.len())];
                if mode != self.mode {
                    // another roll: the faces entered for the last one go
                    self.common.dice.clear();
                }
                self.mode = mode;
            }
            Field::Class => self.grounding.class = ShipClass::ALL[idx(v, ShipClass::ALL.len())],
            Field::Shallow => self.grounding.shallow_draught = on,
            Field::OwnCoast => self.grounding.own_coast = on,
            Field::Shaded => self.grounding.shaded_edge = on,
            Field::Ships => self.ships = u32::try_from(v.clamp(0, count(MAX_SHIPS))).unwrap_or(1),
            Field::Armoured => self.refloat.armoured = on,
            Field::Deliberate => self.refloat.deliberate = on,
            Field::Fleets => {
                self.fleets = u32::try_from(v.clamp(0, count(fuel::MAX_FLEETS))).unwrap_or(1);
            }
        }
    }

    fn problem(&self, _: &Readings) -> Option<Problem> {
        match self.mode {
            Mode::Grounding => self.grounding_odds().err(),
            Mode::Refloat => None,
            Mode::Fuel => fuel::odds(self.fleets).err(),
        }
        .map(Problem::Dreadnought)
    }

    fn sizes(&self, r: &Readings) -> Vec<usize> {
        let n = |v: u32| usize::try_from(v).unwrap_or(0);
        match self.mode {
            Mode::Grounding => match self.grounding_odds() {
                Ok(o) if o.plan.no_check.is_none() => vec![n(self.ships)],
                _ => Vec::new(),
            },
            Mode::Refloat if self.refloat.deliberate => Vec::new(),
            Mode::Refloat => {
                let faces = self.faces(&[1]);
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

    fn common(&self) -> &Common {
        &self.common
    }

    fn common_mut(&mut self) -> &mut Common {
        &mut self.common
    }

    fn view(&self, r: &Readings, lang: Lang) -> ResolverView<Field> {
        let w = words(lang);
        let d = dread_words(lang);
        let sizes = self.sizes(r);
        let dice = self.common.dice.fitted(&sizes);
        let mut inputs = vec![Input::choice(
            Field::Mode,
            "b-mode",
            d.mode,
            Mode::ALL
                .into_iter()
                .enumerate()
                .map(|(i, m)| {
                    let label = match m {
                        Mode::Grounding => d.grounding_mode,
                        Mode::Refloat => d.refloat_mode,
                        Mode::Fuel => d.fuel_mode,
                    };
                    Choice::new(
                        count(u32::try_from(i).unwrap_or(0)),
                        m.code(),
                        label,
                        m == self.mode,
                    )
                })
                .collect(),
        )];
        match self.mode {
            Mode::Grounding => {
                let g = &self.grounding;
                inputs.push(Input::choice(
                    Field::Class,
                    "b-class",
                    d.class_label,
                    ShipClass::ALL
                        .into_iter()
                        .enumerate()
                        .map(|(i, c)| {
                            let code = ["capital", "light", "other"][i];
                            Choice::new(
                                count(u32::try_from(i).unwrap_or(0)),
                                code,
                                (d.class)(c),
                                c == g.class,
                            )
                        })
                        .collect(),
                ));
                inputs.push(Input::toggle(
                    Field::Shallow,
                    "b-shallow",
                    d.shallow_draught,
                    g.shallow_draught,
                ));
                inputs.push(Input::toggle(
                    Field::OwnCoast,
                    "b-own-coast",
                    d.own_coast,
                    g.own_coast,
                ));
                inputs.push(Input::toggle(
                    Field::Shaded,
                    "b-shaded",
                    d.shaded_edge,
                    g.shaded_edge,
                ));
                inputs.push(Input::count(
                    Field::Ships,
                    "b-ships",
                    d.ships,
                    Count::new(count(self.ships), 1, count(MAX_SHIPS)),
                ));
            }
            Mode::Refloat => {
                inputs.push(Input::toggle(
                    Field::Armoured,
                    "b-armoured",
                    d.armoured,
                    self.refloat.armoured,
                ));
                inputs.push(Input::toggle(
                    Field::Deliberate,
                    "b-deliberate",
                    d.deliberate,
                    self.refloat.deliberate,
                ));
            }
            Mode::Fuel => inputs.push(
                Input::count(
                    Field::Fleets,
                    "b-fleets",
                    d.fleets,
                    Count::new(count(self.fleets), 1, count(fuel::MAX_FLEETS)),
                )
                .wide(true),
            ),
        }
        let mut v = blank(
            "dread-grounding",
            d.grounding_title,
            vec![Group::plain(inputs)],
            &self.common,
            &dice,
            lang,
        );
        let faces = dice.complete().map(|p| p.concat());
        match self.mode {
            Mode::Grounding => {
                let o = match self.grounding_odds() {
                    Ok(o) => o,
                    Err(e) => {
                        v.error = error_line(&self.common, Some(&Problem::Dreadnought(e)), lang);
                        return v;
                    }
                };
                v.counting = steps(lang, &o.plan.steps);
                let none = o
                    .grounded
                    .first()
                    .map_or(shturman_battles::Fraction::ONE, |s| s.probability);
                if o.plan.no_check.is_some() {
                    v.dice_line = d.no_check.to_string();
                    v.odds = vec![odds_line(lang, "passes", d.stays_afloat, none, Tone::Good)];
                    v.result = Some(result(
                        &self.common,
                        vec![(Tone::Good, d.stays_afloat.to_string())],
                        Vec::new(),
                        v.counting.clone(),
                    ));
                    return v;
                }
                v.dice_line = (w.dice_line)(&[(d.grounding_mode.to_string(), self.ships)]);
                v.odds = vec![
                    odds_line(lang, "grounds", d.grounds, o.plan.p, Tone::Bad),
                    odds_line(
                        lang,
                        "none",
                        if self.ships == 1 {
                            d.stays_afloat.to_string()
                        } else {
                            (d.grounded_count)(0)
                        },
                        none,
                        Tone::Good,
                    ),
                ];
                if self.ships > 1 {
                    v.charts = vec![chart(
                        lang,
                        "grounded",
                        d.grounded_chart,
                        o.grounded
                            .iter()
                            .map(|s| (s.value.to_string(), s.probability, Tone::Bad))
                            .collect(),
                    )];
                    v.outcomes = o
                        .grounded
                        .iter()
                        .map(|s| {
                            let k = u32::try_from(s.value).unwrap_or(0);
                            odds_line(
                                lang,
                                "grounded",
                                (d.grounded_count)(k),
                                s.probability,
                                Tone::Plain,
                            )
                        })
                        .collect();
                }
                let min = o.plan.min_face;
                v.pools = vec![pool_view(
                    lang,
                    "grounding",
                    0,
                    d.grounding_mode.to_string(),
                    &dice,
                    |f| {
                        if min.is_some_and(|m| f >= m) {
                            Tone::Bad
                        } else {
                            Tone::Good
                        }
                    },
                    None,
                )];
                let g = self.grounding;
                let ships = self.ships;
                if let Rolled::Done(rolls) = roll_with(faces, |dd| {
                    (0..ships)
                        .map(|_| grounding::resolve(&g, dd))
                        .collect::<Result<Vec<_>, _>>()
                }) {
                    let k = u32::try_from(rolls.iter().filter(|x| x.grounded).count()).unwrap_or(0);
                    let tail: Vec<Step> = rolls
                        .iter()
                        .flat_map(|x| x.steps.iter().skip(o.plan.steps.len()).cloned())
                        .collect();
                    let line = if ships == 1 {
                        if k == 1 {
                            (Tone::Bad, d.grounds.to_string())
                        } else {
                            (Tone::Good, d.stays_afloat.to_string())
                        }
                    } else {
                        (
                            if k > 0 { Tone::Bad } else { Tone::Good },
                            (d.grounded_count)(k),
                        )
                    };
                    v.result = Some(result(
                        &self.common,
                        vec![line],
                        Vec::new(),
                        steps(lang, &tail),
                    ));
                }
            }
            Mode::Refloat => {
                let o = grounding::refloat_odds(&self.refloat, &r.dreadnought);
                v.counting = steps(lang, &o.steps);
                if !o.possible {
                    v.dice_line = d.cannot_refloat.to_string();
                    v.odds = vec![odds_line(
                        lang,
                        "stays",
                        d.stays_aground,
                        shturman_battles::Fraction::ONE,
                        Tone::Bad,
                    )];
                    v.result = Some(result(
                        &self.common,
                        vec![(Tone::Bad, d.cannot_refloat.to_string())],
                        Vec::new(),
                        v.counting.clone(),
                    ));
                    return v;
                }
                let stays = o
                    .outcomes
                    .iter()
                    .filter(|s| !s.outcome.refloated)
                    .map(|s| s.probability)
                    .next()
                    .unwrap_or(shturman_battles::Fraction::ZERO);
                v.dice_line = (w.dice_line)(&[(d.refloat_mode.to_string(), 1)]);
                v.odds = vec![
                    odds_line(lang, "refloats", d.refloats, o.refloat, Tone::Good),
                    odds_line(lang, "stays", d.stays_aground, stays, Tone::Bad),
                ];
                v.charts = vec![chart(
                    lang,
                    "hull",
                    d.damage_chart,
                    o.hull_boxes
                        .iter()
                        .map(|s| (s.value.to_string(), s.probability, Tone::Bad))
                        .collect(),
                )];
                // every outcome of the phase: still aground, or refloated
                // with so many hull boxes lost (joint chances)
                v.outcomes = o
                    .outcomes
                    .iter()
                    .map(|s| {
                        let label = if s.outcome.refloated {
                            format!(
                                "{}: {}",
                                d.refloats,
                                (d.hull_lost)(u32::from(s.outcome.hull_boxes)).to_lowercase()
                            )
                        } else {
                            d.stays_aground.to_string()
                        };
                        odds_line(lang, "outcome", label, s.probability, Tone::Plain)
                    })
                    .collect();
                if let Some(c) = o.reading {
                    v.readings = vec![reading_view(lang, c.reading(), r)];
                }
                v.pools = vec![pool_view(
                    lang,
                    "refloat",
                    0,
                    d.refloat_mode.to_string(),
                    &dice,
                    |_| Tone::Plain,
                    None,
                )];
                if sizes.len() > 1 {
                    v.pools.push(pool_view(
                        lang,
                        "damage",
                        1,
                        d.damage_pool.to_string(),
                        &dice,
                        |_| Tone::Bad,
                        None,
                    ));
                }
                if let Rolled::Done(rep) = roll_with(faces, |dd| {
                    grounding::resolve_refloat(&self.refloat, &r.dreadnought, dd)
                }) {
                    let mut lines = vec![if rep.refloated {
                        (Tone::Good, d.refloats.to_string())
                    } else {
                        (Tone::Bad, d.stays_aground.to_string())
                    }];
                    if rep.refloated {
                        lines.push((Tone::Alert, (d.hull_lost)(u32::from(rep.hull_boxes))));
                    }
                    if let Some(c) = rep.steps.iter().find_map(|s| s.reading) {
                        v.readings = vec![reading_view(lang, c.reading(), r)];
                    }
                    v.result = Some(result(
                        &self.common,
                        lines,
                        Vec::new(),
                        steps(lang, &rep.steps),
                    ));
                }
            }
            Mode::Fuel => {
                let o = match fuel::odds(self.fleets) {
                    Ok(o) => o,
                    Err(e) => {
                        v.error = error_line(&self.common, Some(&Problem::Dreadnought(e)), lang);
                        return v;
                    }
                };
                v.dice_line = (w.dice_line)(&[(d.fuel_mode.to_string(), self.fleets)]);
                let twelfths = |v: i32| {
                    shturman_battles::Fraction::new(u128::try_from(v).unwrap_or(0), 12)
                        .map(|f| f.to_string())
                        .unwrap_or_default()
                };
                // the headline: the likeliest totals (each face for one fleet)
                let mut likeliest: Vec<_> = o.total_twelfths.iter().collect();
                likeliest.sort_by(|a, b| {
                    b.probability
                        .cmp(&a.probability)
                        .then(a.value.cmp(&b.value))
                });
                likeliest.truncate(if self.fleets == 1 { 6 } else { 3 });
                likeliest.sort_by_key(|s| s.value);
                v.odds = likeliest
                    .into_iter()
                    .zip([
                        "likely-0", "likely-1", "likely-2", "likely-3", "likely-4", "likely-5",
                    ])
                    .map(|(s, code)| {
                        odds_line(
                            lang,
                            code,
                            (d.fuel_total)(&twelfths(s.value)),
                            s.probability,
                            Tone::Plain,
                        )
                    })
                    .collect();
                v.charts = vec![chart(
                    lang,
                    "fuel",
                    d.fuel_chart,
                    o.total_twelfths
                        .iter()
                        .map(|s| (format!("{}/12", s.value), s.probability, Tone::Plain))
                        .collect(),
                )];
                v.outcomes = o
                    .total_twelfths
                    .iter()
                    .map(|s| {
                        odds_line(
                            lang,
                            "total",
                            (d.fuel_total)(&twelfths(s.value)),
                            s.probability,
                            Tone::Plain,
                        )
                    })
                    .collect();
                v.counting = vec![why(
                    (d.fuel_mean)(&o.mean_per_fleet.to_string()),
                    "D.5",
                    None,
                )];
                v.pools = vec![pool_view(
                    lang,
                    "fuel",
                    0,
                    d.fuel_mode.to_string(),
                    &dice,
                    |_| Tone::Plain,
                    None,
                )];
                if let Rolled::Done(rep) = roll_with(faces, |dd| fuel::resolve(self.fleets, dd)) {
                    let line = (Tone::Alert, (d.fuel_total)(&rep.total.to_string()));
                    v.result = Some(result(
                        &self.common,
                        vec![line],
                        Vec::new(),
                        steps(lang, &rep.steps),
                    ));
                }
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

    /// A deep-draught capital ship: +1, grounds on 5+ (1/3).
    #[test]
    fn a_capital_ship_grounds_on_five_or_more() {
        let mut s = DreadGrounding::default();
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.odds[0].fraction, "1/3");
        assert_eq!(v.odds[1].fraction, "2/3");
        assert_eq!(v.counting.len(), 2, "the +1 and the chance");
        s.update(Event::Face(5), &r());
        let res = s.view(&r(), Lang::Ru).result.unwrap();
        assert_eq!(res.lines[0], (Tone::Bad, "Садится на мель".to_string()));
        assert_eq!(res.steps[0].text, "5 +1 = 6: сел на мель");
        // own coast cancels it: 1/6; three ships, one of them aground
        s.update(Event::Set(Field::OwnCoast, 1), &r());
        s.update(Event::Set(Field::Ships, 3), &r());
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
        let mut s = DreadGrounding::default();
        s.update(Event::Set(Field::Class, 1), &r());
        s.update(Event::Set(Field::Shallow, 1), &r());
        let v = s.view(&r(), Lang::En);
        assert!(v.pools.is_empty());
        assert_eq!(v.result.unwrap().lines[0].1, "Passes");
    }

    /// A 1 refloats, then the damage die: unarmoured 4 → ⌈5/2⌉ = 3 [D-7],
    /// or ⌈4/2⌉ + 1 = 3 — and 5 tells them apart (3 against 4).
    #[test]
    fn refloating_asks_for_the_damage_die_and_relies_on_d7() {
        let mut s = DreadGrounding::default();
        s.update(Event::Set(Field::Mode, 1), &r());
        s.update(Event::Set(Field::Armoured, 0), &r());
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
        s.update(Event::Set(Field::Deliberate, 1), &r());
        let v = s.view(&r(), Lang::Ru);
        assert!(v.pools.is_empty());
        assert_eq!(v.result.unwrap().lines[0].1, "Сняться нельзя");
    }

    #[test]
    fn fuel_a_die_a_fleet_in_twelfths() {
        let mut s = DreadGrounding::default();
        s.update(Event::Face(5), &r());
        s.update(Event::Set(Field::Mode, 2), &r());
        assert_eq!(s.common.dice.empty(), 1, "the grounding face is gone");
        s.update(Event::Set(Field::Fleets, 2), &r());
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.dice_line, "Roll · Fuel: 2 dice");
        assert_eq!(v.outcomes.len(), 11);
        s.update(Event::Fill(vec![3, 6]), &r());
        let res = s.view(&r(), Lang::En).result.unwrap();
        assert_eq!(res.lines[0].1, "Extra fuel: 3/4 of a unit");
        assert_eq!(res.steps[0].section.as_deref(), Some("D.5"));
    }
}
