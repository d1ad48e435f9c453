//! Dreadnought torpedoes (digest D.2) as a screen: the firing ship's
//! torpedo factor and the range, the target's and the firer's conditions;
//! whether it can fire at all (the core's reasons if not), the cumulative
//! modifier and the exact hit distribution; then the faces and the hits
//! from `shturman_battles::dreadnought::torpedo`. The damage of each hit
//! (2d6 on the torpedo damage table) is the players' table: the result
//! says how many such rolls to make.

use super::dread_common::{blank, reading_view, roll_with, steps, Rolled};
use super::{
    chart, error_line, odds_line, pool_view, result, Common, Count, Group, Input, Problem,
    Readings, Resolver, ResolverView,
};
use crate::view::{Choice, Tone};
use shturman_battles::dreadnought::torpedo::{self, TorpedoAttack, MAX_TORPEDO_FACTOR};
use shturman_battles::dreadnought::{Error, Reading, SpeedLoss};
use shturman_words::battles::words;
use shturman_words::dreadnought::words as dread_words;
use shturman_words::Lang;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Factor,
    /// 0 the same hex, 1 adjacent, 2 farther.
    Range,
    TargetCapital,
    /// Index in `SpeedLoss::ALL`.
    TargetSpeed,
    TargetTowing,
    FirerCapital,
    HullTubes,
    FirerStopped,
    TubeDestroyed,
    AlreadyFired,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DreadTorpedo {
    pub factor: u32,
    pub range: u32,
    pub target_capital: bool,
    pub target_speed: SpeedLoss,
    pub target_towing: bool,
    pub firer_capital: bool,
    pub hull_tubes: bool,
    pub firer_stopped: bool,
    pub tube_destroyed: bool,
    pub already_fired: bool,
    pub common: Common,
}

impl Default for DreadTorpedo {
    /// A destroyer (factor 4) at a capital ship in the adjacent hex.
    fn default() -> Self {
        let mut s = DreadTorpedo {
            factor: 4,
            range: 1,
            target_capital: true,
            target_speed: SpeedLoss::None,
            target_towing: false,
            firer_capital: false,
            hull_tubes: false,
            firer_stopped: false,
            tube_destroyed: false,
            already_fired: false,
            common: Common::default(),
        };
        s.common.dice.fit(&[4]);
        s
    }
}

impl DreadTorpedo {
    pub fn attack(&self) -> Result<TorpedoAttack, Error> {
        let mut t = TorpedoAttack::new(self.factor, self.range)?;
        t.target_capital = self.target_capital;
        t.target_speed = self.target_speed;
        t.target_towing = self.target_towing;
        t.firer_capital = self.firer_capital;
        t.hull_tubes = self.hull_tubes;
        t.firer_speed = if self.firer_stopped {
            SpeedLoss::All
        } else {
            SpeedLoss::None
        };
        t.tube_destroyed = self.tube_destroyed;
        t.already_fired = self.already_fired;
        Ok(t)
    }
}

fn n(v: u32) -> i32 {
    i32::try_from(v).unwrap_or(0)
}

impl Resolver for DreadTorpedo {
    type Field = Field;

    fn set(&mut self, f: Field, v: i32) {
        let on = v != 0;
        match f {
            Field::Factor => {
                self.factor = u32::try_from(v.clamp(0, i32::from(MAX_TORPEDO_FACTOR))).unwrap_or(0);
            }
            Field::Range => self.range = u32::try_from(v.clamp(0, 2)).unwrap_or(0),
            Field::TargetCapital => self.target_capital = on,
            Field::TargetSpeed => {
                self.target_speed = SpeedLoss::ALL[usize::try_from(v.clamp(0, 2)).unwrap_or(0)];
            }
            Field::TargetTowing => self.target_towing = on,
            Field::FirerCapital => self.firer_capital = on,
            Field::HullTubes => self.hull_tubes = on,
            Field::FirerStopped => self.firer_stopped = on,
            Field::TubeDestroyed => self.tube_destroyed = on,
            Field::AlreadyFired => self.already_fired = on,
        }
    }

    fn problem(&self, r: &Readings) -> Option<Problem> {
        self.attack()
            .and_then(|t| torpedo::odds(&t, &r.dreadnought))
            .err()
            .map(Problem::Dreadnought)
    }

    fn sizes(&self, r: &Readings) -> Vec<usize> {
        match self.attack().map(|t| torpedo::plan(&t, &r.dreadnought)) {
            Ok(p) if p.can_fire() && !p.p.is_zero() => {
                vec![usize::try_from(p.dice).unwrap_or(0)]
            }
            _ => Vec::new(),
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
        let situation = vec![
            Input::count(
                Field::Factor,
                "b-factor",
                d.torpedo_factor,
                Count::new(n(self.factor), 0, i32::from(MAX_TORPEDO_FACTOR)),
            )
            .wide(true),
            Input::choice(
                Field::Range,
                "b-range",
                d.range,
                [d.same_hex, d.adjacent, d.farther]
                    .into_iter()
                    .zip(["same", "adjacent", "farther"])
                    .enumerate()
                    .map(|(i, (label, code))| {
                        let i = u32::try_from(i).unwrap_or(0);
                        Choice::new(n(i), code, label, self.range == i)
                    })
                    .collect(),
            ),
            Input::toggle(
                Field::TargetCapital,
                "b-target-capital",
                d.target_capital,
                self.target_capital,
            ),
            Input::toggle(
                Field::TargetTowing,
                "b-target-towing",
                d.target_towing,
                self.target_towing,
            ),
            Input::choice(
                Field::TargetSpeed,
                "b-target-speed",
                d.target_speed,
                SpeedLoss::ALL
                    .into_iter()
                    .zip(["none", "some", "all"])
                    .enumerate()
                    .map(|(i, (s, code))| {
                        let i = u32::try_from(i).unwrap_or(0);
                        Choice::new(n(i), code, (d.speed_loss)(s), s == self.target_speed)
                    })
                    .collect(),
            ),
        ];
        let firer = vec![
            Input::toggle(
                Field::FirerCapital,
                "b-firer-capital",
                d.firer_capital,
                self.firer_capital,
            ),
            Input::toggle(
                Field::HullTubes,
                "b-hull-tubes",
                d.hull_tubes,
                self.hull_tubes,
            ),
            Input::toggle(
                Field::FirerStopped,
                "b-firer-stopped",
                d.firer_all_speed_lost,
                self.firer_stopped,
            ),
            Input::toggle(
                Field::TubeDestroyed,
                "b-tube-destroyed",
                d.tube_destroyed,
                self.tube_destroyed,
            ),
            Input::toggle(
                Field::AlreadyFired,
                "b-already-fired",
                d.already_fired,
                self.already_fired,
            ),
        ];
        let mut v = blank(
            "dread-torpedo",
            d.torpedo_title,
            vec![Group::plain(situation), Group::folded(d.firer, firer)],
            &self.common,
            &dice,
            lang,
        );
        let (t, o) = match self
            .attack()
            .and_then(|t| Ok((t, torpedo::odds(&t, &r.dreadnought)?)))
        {
            Ok(x) => x,
            Err(e) => {
                v.error = error_line(&self.common, Some(&Problem::Dreadnought(e)), lang);
                return v;
            }
        };
        v.counting = steps(lang, &o.plan.steps);
        // [D-4] matters whenever the target lost some speed
        if self.target_speed != SpeedLoss::None {
            v.readings = vec![reading_view(lang, Reading::D4LostSpeed, r)];
        }
        if let Some(&reason) = o.plan.cannot_fire.first() {
            v.error = Some((d.cannot_fire)(reason));
            return v;
        }
        v.dice_line = (w.dice_line)(&[(d.torpedoes.to_string(), o.plan.dice)]);
        v.odds = vec![odds_line(
            lang,
            "at-least-one",
            d.at_least_one_hit,
            o.at_least_one,
            Tone::Good,
        )];
        v.charts = vec![chart(
            lang,
            "hits",
            d.hits_chart,
            o.hits
                .iter()
                .map(|s| (s.value.to_string(), s.probability, Tone::Good))
                .collect(),
        )];
        v.outcomes = o
            .hits
            .iter()
            .map(|s| {
                let k = u32::try_from(s.value).unwrap_or(0);
                odds_line(lang, "hits", (d.hits)(k), s.probability, Tone::Plain)
            })
            .collect();
        v.counting
            .push(super::why((d.mean_hits)(&o.mean.to_string()), "D.2", None));
        let min = o.plan.min_face;
        v.pools = if sizes.is_empty() {
            Vec::new()
        } else {
            vec![pool_view(
                lang,
                "torpedo",
                0,
                d.torpedoes.to_string(),
                &dice,
                |f| {
                    if min.is_some_and(|m| f >= m) {
                        Tone::Good
                    } else {
                        Tone::Bad
                    }
                },
                None,
            )]
        };
        let faces = dice.complete().map(|p| p.concat());
        if let Rolled::Done(rep) = roll_with(faces, |dd| torpedo::resolve(&t, &r.dreadnought, dd)) {
            let tail = super::his_common::after(&rep.steps, &o.plan.steps);
            let mut lines = vec![(
                if rep.hits > 0 { Tone::Good } else { Tone::Bad },
                (d.hits)(rep.hits),
            )];
            if rep.hits > 0 {
                lines.push((Tone::Alert, (d.damage_table)(rep.hits)));
            }
            v.result = Some(result(&self.common, lines, Vec::new(), steps(lang, tail)));
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

    /// Factor 4 at a capital ship next door: +1, hits on 5+ (1/3 a die);
    /// at least one hit 65/81.
    #[test]
    fn a_destroyer_at_a_capital_ship() {
        let mut s = DreadTorpedo::default();
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.dice_line, "Roll · Torpedoes: 4 dice");
        assert_eq!(v.odds[0].fraction, "65/81");
        assert_eq!(v.outcomes.len(), 5);
        assert!(v
            .counting
            .iter()
            .any(|w| w.text == "A die +1 ≥ 6: hits on 5+, chance 1/3"));
        s.update(Event::Fill(vec![5, 6, 1, 4]), &r());
        let res = s.view(&r(), Lang::Ru).result.unwrap();
        assert_eq!(res.lines[0], (Tone::Good, "Попаданий: 2".to_string()));
        assert_eq!(res.steps[0].text, "Кубики 5, 6, 1, 4 (+1): 2 попадания");
    }

    #[test]
    fn out_of_range_or_stopped_cannot_fire_and_says_why() {
        let mut s = DreadTorpedo::default();
        s.update(Event::Set(Field::Range, 2), &r());
        let v = s.view(&r(), Lang::En);
        assert!(v.pools.is_empty());
        assert_eq!(
            v.error.as_deref(),
            Some("Range 2: torpedoes reach the same or an adjacent hex only")
        );
        s.update(Event::Set(Field::Range, 1), &r());
        s.update(Event::Set(Field::FirerStopped, 1), &r());
        assert!(s
            .view(&r(), Lang::En)
            .error
            .unwrap()
            .contains("lost all its speed"));
    }

    /// A capital ship with hull tubes at a light ship: −2, no hit possible.
    #[test]
    fn no_hit_possible_rolls_nothing() {
        let mut s = DreadTorpedo::default();
        s.update(Event::Set(Field::TargetCapital, 0), &r());
        s.update(Event::Set(Field::FirerCapital, 1), &r());
        s.update(Event::Set(Field::HullTubes, 1), &r());
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.odds[0].fraction, "0/1");
        assert!(v.pools.is_empty());
        assert!(v
            .counting
            .iter()
            .any(|w| w.text == "With −2 no hit is possible"));
    }

    /// Some speed lost counts only under the other reading of [D-4].
    #[test]
    fn some_speed_lost_relies_on_d4() {
        let mut s = DreadTorpedo::default();
        s.update(Event::Set(Field::TargetSpeed, 1), &r());
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.readings[0].id, "D-4");
        assert_eq!(v.odds[0].fraction, "65/81");
        let mut r2 = r();
        r2.set("D-4", "any_speed");
        assert_eq!(s.view(&r2, Lang::En).odds[0].fraction, "15/16");
    }
}
