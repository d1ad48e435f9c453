//! Dreadnought torpedoes (digest D.2) as a screen: the firing ship's
//! torpedo factor and the range, the target's and the firer's conditions;
//! whether it can fire at all (the core's reasons if not), the cumulative
//! modifier and the exact hit distribution; then the faces and the hits
//! from `shturman_battles::dreadnought::torpedo`. The damage of each hit
//! (2d6 on the torpedo damage table) is the players' table: the result
//! says how many such rolls to make.

use super::dread_common::{Rolled, reading_view, roll_with, speed_losses, steps};
use super::{
    Count, Dice, Group, Input, Problem, Readings, ResolverView, Shown, Situation, Switch, chart,
    choices, odds_line, pool_view, switches,
};
use crate::view::Tone;
use shturman_battles::dreadnought::torpedo::{
    self, MAX_TORPEDO_FACTOR, TorpedoAttack, TorpedoOdds,
};
use shturman_battles::dreadnought::{Error, Reading, SpeedLoss};
use shturman_words::Lang;
use shturman_words::battles::words;
use shturman_words::dreadnought::words as dread_words;

/// The farthest range offered, in hexes (past 1 a torpedo cannot reach).
const MAX_RANGE: u32 = 2;

/// A change of the attack, with its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    Factor(u32),
    /// Hexes: 0 the same hex, 1 adjacent, 2 farther.
    Range(u32),
    TargetCapital(bool),
    TargetSpeed(SpeedLoss),
    TargetTowing(bool),
    FirerCapital(bool),
    HullTubes(bool),
    FirerStopped(bool),
    TubeDestroyed(bool),
    AlreadyFired(bool),
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
}

impl Default for DreadTorpedo {
    /// A destroyer (factor 4) at a capital ship in the adjacent hex.
    fn default() -> Self {
        DreadTorpedo {
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
        }
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

    /// The factor, the range, the target; then (folded) the firer.
    fn groups(&self, lang: Lang) -> Vec<Group<Change>> {
        let d = dread_words(lang);
        let factor = Count::new(
            self.factor,
            0,
            u32::from(MAX_TORPEDO_FACTOR),
            Change::Factor,
        );
        let ranges = [
            (0, "same", d.same_hex),
            (1, "adjacent", d.adjacent),
            (MAX_RANGE, "farther", d.farther),
        ];
        let speeds = choices(&self.target_speed, speed_losses(lang), Change::TargetSpeed);
        let situation = vec![
            Input::count("b-factor", d.torpedo_factor, factor).wide(true),
            Input::choice(
                "b-range",
                d.range,
                choices(&self.range, ranges, Change::Range),
            ),
            Input::toggle(
                "b-target-capital",
                d.target_capital,
                self.target_capital,
                Change::TargetCapital,
            ),
            Input::toggle(
                "b-target-towing",
                d.target_towing,
                self.target_towing,
                Change::TargetTowing,
            ),
            Input::choice("b-target-speed", d.target_speed, speeds),
        ];
        let table: [Switch<Change>; 5] = [
            (
                "b-firer-capital",
                d.firer_capital,
                self.firer_capital,
                Change::FirerCapital,
            ),
            (
                "b-hull-tubes",
                d.hull_tubes,
                self.hull_tubes,
                Change::HullTubes,
            ),
            (
                "b-firer-stopped",
                d.firer_all_speed_lost,
                self.firer_stopped,
                Change::FirerStopped,
            ),
            (
                "b-tube-destroyed",
                d.tube_destroyed,
                self.tube_destroyed,
                Change::TubeDestroyed,
            ),
            (
                "b-already-fired",
                d.already_fired,
                self.already_fired,
                Change::AlreadyFired,
            ),
        ];
        let firer = switches(table);
        vec![Group::plain(situation), Group::folded(d.firer, firer)]
    }

    /// The chance of at least one hit, every number of hits, their chart.
    fn odds(lang: Lang, o: &TorpedoOdds, v: &mut ResolverView<Change>) {
        let (w, d) = (words(lang), dread_words(lang));
        v.dice_line = (w.dice_line)(&[(d.torpedoes.to_string(), o.plan.dice)]);
        v.odds = vec![odds_line(
            lang,
            "at-least-one",
            d.at_least_one_hit,
            o.at_least_one,
            Tone::Good,
        )];
        let bars = o
            .hits
            .iter()
            .map(|x| (x.value.to_string(), x.probability, Tone::Good))
            .collect();
        v.charts = vec![chart(lang, "hits", d.hits_chart, bars)];
        v.outcomes = o
            .hits
            .iter()
            .map(|x| {
                let k = u32::try_from(x.value).unwrap_or(0);
                odds_line(lang, "hits", (d.hits)(k), x.probability, Tone::Plain)
            })
            .collect();
        v.counting
            .push(super::why((d.mean_hits)(&o.mean.to_string()), "D.2", None));
    }

    /// The torpedoes' dice and the hits they give.
    fn dice(s: &Shown<'_>, t: &TorpedoAttack, o: &TorpedoOdds, v: &mut ResolverView<Change>) {
        let (lang, r, d) = (s.lang, s.readings, dread_words(s.lang));
        let min = o.plan.min_face;
        if !s.sizes.is_empty() {
            let tone = |f| {
                if min.is_some_and(|m| f >= m) {
                    Tone::Good
                } else {
                    Tone::Bad
                }
            };
            let label = d.torpedoes.to_string();
            v.pools = vec![pool_view(lang, "torpedo", 0, label, &s.dice, tone, None)];
        }
        let faces = s.dice.complete().map(|p| p.concat());
        if let Rolled::Done(rep) = roll_with(faces, |dd| torpedo::resolve(t, &r.dreadnought, dd)) {
            let tail = super::his_common::after(&rep.steps, &o.plan.steps);
            let hit = if rep.hits > 0 { Tone::Good } else { Tone::Bad };
            let mut lines = vec![(hit, (d.hits)(rep.hits))];
            if rep.hits > 0 {
                lines.push((Tone::Alert, (d.damage_table)(rep.hits)));
            }
            v.result = Some(s.result(lines, Vec::new(), steps(lang, tail)));
        }
    }
}

impl Situation for DreadTorpedo {
    type Change = Change;

    fn change(&mut self, c: Change) {
        match c {
            Change::Factor(f) => self.factor = f.min(u32::from(MAX_TORPEDO_FACTOR)),
            Change::Range(x) => self.range = x.min(MAX_RANGE),
            Change::TargetCapital(on) => self.target_capital = on,
            Change::TargetSpeed(x) => self.target_speed = x,
            Change::TargetTowing(on) => self.target_towing = on,
            Change::FirerCapital(on) => self.firer_capital = on,
            Change::HullTubes(on) => self.hull_tubes = on,
            Change::FirerStopped(on) => self.firer_stopped = on,
            Change::TubeDestroyed(on) => self.tube_destroyed = on,
            Change::AlreadyFired(on) => self.already_fired = on,
        }
    }

    fn problem(&self, _: &Dice, r: &Readings) -> Option<Problem> {
        self.attack()
            .and_then(|t| torpedo::odds(&t, &r.dreadnought))
            .err()
            .map(Problem::Dreadnought)
    }

    fn sizes(&self, _: &Dice, r: &Readings) -> Vec<usize> {
        match self.attack().map(|t| torpedo::plan(&t, &r.dreadnought)) {
            Ok(p) if p.can_fire() && !p.p.is_zero() => {
                vec![usize::try_from(p.dice).unwrap_or(0)]
            }
            _ => Vec::new(),
        }
    }

    fn view(&self, s: &Shown<'_>) -> ResolverView<Change> {
        let (lang, r) = (s.lang, s.readings);
        let d = dread_words(lang);
        let mut v = s.blank("dread-torpedo", d.torpedo_title, self.groups(lang));
        let (t, o) = match self
            .attack()
            .and_then(|t| Ok((t, torpedo::odds(&t, &r.dreadnought)?)))
        {
            Ok(x) => x,
            Err(e) => {
                v.error = s.error(Some(&Problem::Dreadnought(e)));
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
        Self::odds(lang, &o, &mut v);
        Self::dice(s, &t, &o, &mut v);
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battles::{Event, ResolverScreen};

    type Screen = ResolverScreen<DreadTorpedo>;

    fn r() -> Readings {
        Readings::default()
    }

    /// Factor 4 at a capital ship next door: +1, hits on 5+ (1/3 a die);
    /// at least one hit 65/81.
    #[test]
    fn a_destroyer_at_a_capital_ship() {
        let mut s = Screen::default();
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.dice_line, "Roll · Torpedoes: 4 dice");
        assert_eq!(v.odds[0].fraction, "65/81");
        assert_eq!(v.outcomes.len(), 5);
        assert!(
            v.counting
                .iter()
                .any(|w| w.text == "A die +1 ≥ 6: hits on 5+, chance 1/3")
        );
        s.update(Event::Fill(vec![5, 6, 1, 4]), &r());
        let res = s.view(&r(), Lang::Ru).result.unwrap();
        assert_eq!(res.lines[0], (Tone::Good, "Попаданий: 2".to_string()));
        assert_eq!(res.steps[0].text, "Кубики 5, 6, 1, 4 (+1): 2 попадания");
    }

    #[test]
    fn out_of_range_or_stopped_cannot_fire_and_says_why() {
        let mut s = Screen::default();
        s.update(Event::Set(Change::Range(2)), &r());
        let v = s.view(&r(), Lang::En);
        assert!(v.pools.is_empty());
        assert_eq!(
            v.error.as_deref(),
            Some("Range 2: torpedoes reach the same or an adjacent hex only")
        );
        s.update(Event::Set(Change::Range(1)), &r());
        s.update(Event::Set(Change::FirerStopped(true)), &r());
        assert!(
            s.view(&r(), Lang::En)
                .error
                .unwrap()
                .contains("lost all its speed")
        );
    }

    /// A capital ship with hull tubes at a light ship: −2, no hit possible.
    #[test]
    fn no_hit_possible_rolls_nothing() {
        let mut s = Screen::default();
        s.update(Event::Set(Change::TargetCapital(false)), &r());
        s.update(Event::Set(Change::FirerCapital(true)), &r());
        s.update(Event::Set(Change::HullTubes(true)), &r());
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.odds[0].fraction, "0/1");
        assert!(v.pools.is_empty());
        // the dice line agrees with the (no) dice to enter
        assert_eq!(v.dice_line, "Roll · Torpedoes: 0 dice");
        assert!(
            v.counting
                .iter()
                .any(|w| w.text == "With −2 no hit is possible")
        );
    }

    /// Some speed lost counts only under the other reading of [D-4].
    #[test]
    fn some_speed_lost_relies_on_d4() {
        let mut s = Screen::default();
        s.update(Event::Set(Change::TargetSpeed(SpeedLoss::Some)), &r());
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.readings[0].id, "D-4");
        assert_eq!(v.odds[0].fraction, "65/81");
        let mut r2 = r();
        r2.set("D-4", "any_speed");
        assert_eq!(s.view(&r2, Lang::En).odds[0].fraction, "15/16");
    }
}
