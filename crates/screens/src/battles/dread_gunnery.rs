//! Dreadnought gunnery (digest D.1) as a screen: the firing ship's three
//! battery factors, the range and the modifiers; the dice of each battery,
//! the chance one die hits and the exact hit distributions (per battery and
//! in all); then the faces and the hits from
//! `shturman_battles::dreadnought::gunnery`. Each hit then rolls 2d6 on the
//! damage table (a pool of two dice per hit, shown once the hits are
//! known); the players look the total up in their table and pick the
//! section it strikes, and the hit is applied to the target's record
//! (`damage::ShipRecord`: sections, boxes and armour entered here) — the
//! penetration check, the box crossed left to right, a full section passing
//! the hit to the hull, the ship sinking — each step with its rule.

use super::dread_common::{blank, reading_view, roll_with, steps, Rolled};
use super::{
    chart, error_line, odds_line, pool_view, result, why, Common, Count, Group, Input, Problem,
    Readings, Resolver, ResolverView,
};
use crate::view::{Choice, Tone, Why};
use shturman_battles::dreadnought::damage::{
    self, Armour, HitEffect, SectionKind, SectionSpec, ShipRecord, MAX_BOXES,
};
use shturman_battles::dreadnought::gunnery::{self, FireControl, Gunnery, MAX_FACTOR};
use shturman_battles::dreadnought::{Battery, Error, Factors, Reading, SpeedLoss, Step};
use shturman_rules::dice::ScriptedDice;
use shturman_words::battles::words;
use shturman_words::dreadnought::gunnery::words as gun_words;
use shturman_words::dreadnought::words as dread_words;
use shturman_words::Lang;

/// The sections the screen's record offers, in the card's order.
pub const SECTIONS: [SectionKind; 5] = [
    SectionKind::Hull,
    SectionKind::Primary,
    SectionKind::Secondary,
    SectionKind::Tertiary,
    SectionKind::Speed,
];

const SECTION_CODES: [&str; 5] = ["hull", "primary", "secondary", "tertiary", "speed"];
const BOX_CODES: [&str; 5] = [
    "b-hull-boxes",
    "b-primary-boxes",
    "b-secondary-boxes",
    "b-tertiary-boxes",
    "b-speed-boxes",
];
const ARMOUR_CODES: [&str; 5] = [
    "b-hull-armour",
    "b-primary-armour",
    "b-secondary-armour",
    "b-tertiary-armour",
    "b-speed-armour",
];
const ARMOUR_NAMES: [&str; 3] = ["none", "light", "heavy"];
const HIT_CODES: [&str; 12] = [
    "b-hit-1", "b-hit-2", "b-hit-3", "b-hit-4", "b-hit-5", "b-hit-6", "b-hit-7", "b-hit-8",
    "b-hit-9", "b-hit-10", "b-hit-11", "b-hit-12",
];

const DAMAGE_CODES: [&str; 12] = [
    "damage-1",
    "damage-2",
    "damage-3",
    "damage-4",
    "damage-5",
    "damage-6",
    "damage-7",
    "damage-8",
    "damage-9",
    "damage-10",
    "damage-11",
    "damage-12",
];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Primary,
    Secondary,
    Tertiary,
    /// Hexes, 0–5.
    Range,
    FirerItalics,
    TargetItalics,
    /// Index in `SpeedLoss::ALL`.
    TargetSpeed,
    TargetTowing,
    Obsolete,
    BigGuns,
    Visible,
    /// Boxes of `SECTIONS[i]` (0: the card has none; the hull at least 1).
    Boxes(u8),
    /// Armour of `SECTIONS[i]`, index in `Armour::ALL`.
    Armour(u8),
    /// The section the damage table gives hit `i`: the value is the damage
    /// total × 100 + the record index of the section.
    Struck(u8),
}

/// A section the players picked for a hit, for the damage total it was
/// picked for (a new roll asks again).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Struck {
    pub total: u8,
    pub section: usize,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DreadGunnery {
    pub factors: [u32; 3],
    pub range: u32,
    pub firer_italics: bool,
    pub target_italics: bool,
    pub target_speed: SpeedLoss,
    pub target_towing: bool,
    pub obsolete: bool,
    pub big_guns: bool,
    pub visible: bool,
    /// Boxes and armour of each of `SECTIONS`.
    pub record: [(u32, Armour); 5],
    pub struck: Vec<Option<Struck>>,
    pub common: Common,
}

impl Default for DreadGunnery {
    /// The seed's Viribus Unitus (8 primary, 4 secondary, 3 tertiary) at 3
    /// hexes, at a dreadnought's record.
    fn default() -> Self {
        let mut s = DreadGunnery {
            factors: [8, 4, 3],
            range: 3,
            firer_italics: false,
            target_italics: false,
            target_speed: SpeedLoss::None,
            target_towing: false,
            obsolete: false,
            big_guns: false,
            visible: true,
            record: [
                (8, Armour::Heavy),
                (8, Armour::Heavy),
                (4, Armour::Light),
                (2, Armour::None),
                (4, Armour::Light),
            ],
            struck: Vec::new(),
            common: Common::default(),
        };
        s.common.dice.fit(&[8]);
        s
    }
}

fn n(v: u32) -> i32 {
    i32::try_from(v).unwrap_or(0)
}

fn clamp(v: i32, max: u32) -> u32 {
    u32::try_from(v.max(0)).unwrap_or(0).min(max)
}

/// What the faces entered gave: the gunnery roll, then each hit's damage
/// roll as far as its two dice are entered.
struct Rolled2 {
    fire: gunnery::GunneryRoll,
    damage: Vec<damage::DamageRoll>,
}

impl DreadGunnery {
    pub fn gunnery(&self) -> Result<Gunnery, Error> {
        let [p, s, t] = self.factors;
        let mut g = Gunnery::new(Factors::new(p, s, t)?, self.range);
        g.fire_control = if self.obsolete {
            FireControl::Obsolete
        } else {
            FireControl::Modern
        };
        g.very_big_guns = self.big_guns;
        g.firer_italics = self.firer_italics;
        g.target_italics = self.target_italics;
        g.target_speed = self.target_speed;
        g.target_towing = self.target_towing;
        g.target_visible = self.visible;
        Ok(g)
    }

    /// The target's record: the sections with boxes, in `SECTIONS` order,
    /// and for each its place in `SECTIONS`.
    pub fn record(&self) -> Result<(ShipRecord, Vec<usize>), Error> {
        let mut specs = Vec::new();
        let mut kinds = Vec::new();
        for (i, (boxes, armour)) in self.record.iter().enumerate() {
            if *boxes > 0 || SECTIONS[i] == SectionKind::Hull {
                specs.push(SectionSpec::new(SECTIONS[i], *boxes, *armour));
                kinds.push(i);
            }
        }
        Ok((ShipRecord::new(&specs)?, kinds))
    }

    /// The battery pools' sizes (batteries with dice only, in order).
    fn battery_sizes(&self, r: &Readings) -> Vec<(Battery, usize)> {
        let Ok(g) = self.gunnery() else {
            return Vec::new();
        };
        let plan = gunnery::plan(&g, &r.dreadnought);
        if plan.p.is_zero() {
            return Vec::new();
        }
        Battery::ALL
            .into_iter()
            .map(|b| (b, usize::try_from(plan.dice.get(b)).unwrap_or(0)))
            .filter(|(_, d)| *d > 0)
            .collect()
    }

    fn rolled(&self, r: &Readings, sizes: &[usize]) -> Option<Rolled2> {
        let g = self.gunnery().ok()?;
        let nb = self.battery_sizes(r).len();
        let dice = self.common.dice.fitted(sizes);
        let fire_faces: Option<Vec<u8>> = dice
            .pools()
            .iter()
            .take(nb)
            .map(|p| p.iter().copied().collect::<Option<Vec<u8>>>())
            .collect::<Option<Vec<_>>>()
            .map(|v| v.concat());
        let Rolled::Done(fire) = roll_with(fire_faces, |d| gunnery::resolve(&g, &r.dreadnought, d))
        else {
            return None;
        };
        let mut out = Vec::new();
        for (w, pool) in fire
            .hit_weapons()
            .into_iter()
            .zip(dice.pools().iter().skip(nb))
        {
            let Some(faces) = pool.iter().copied().collect::<Option<Vec<u8>>>() else {
                break;
            };
            let Ok(mut src) = ScriptedDice::new(faces) else {
                break;
            };
            match damage::roll_damage(w, &mut src) {
                Ok(d) => out.push(d),
                Err(_) => break,
            }
        }
        Some(Rolled2 { fire, damage: out })
    }

    /// The section picked for hit `i` with damage total `total`.
    fn struck_for(&self, i: usize, total: u8) -> Option<usize> {
        self.struck
            .get(i)
            .copied()
            .flatten()
            .filter(|s| s.total == total)
            .map(|s| s.section)
    }
}

impl Resolver for DreadGunnery {
    type Field = Field;

    fn set(&mut self, f: Field, v: i32) {
        let on = v != 0;
        let max = u32::from(MAX_FACTOR);
        match f {
            Field::Primary => self.factors[0] = clamp(v, max),
            Field::Secondary => self.factors[1] = clamp(v, max),
            Field::Tertiary => self.factors[2] = clamp(v, max),
            Field::Range => self.range = clamp(v, 5),
            Field::FirerItalics => self.firer_italics = on,
            Field::TargetItalics => self.target_italics = on,
            Field::TargetSpeed => {
                self.target_speed = SpeedLoss::ALL[usize::try_from(v.clamp(0, 2)).unwrap_or(0)];
            }
            Field::TargetTowing => self.target_towing = on,
            Field::Obsolete => self.obsolete = on,
            Field::BigGuns => self.big_guns = on,
            Field::Visible => self.visible = on,
            Field::Boxes(i) => {
                if let Some(s) = self.record.get_mut(usize::from(i)) {
                    // out of range is the core's to refuse, with its reason
                    s.0 = u32::try_from(v.max(0)).unwrap_or(0);
                }
            }
            Field::Armour(i) => {
                if let Some(s) = self.record.get_mut(usize::from(i)) {
                    s.1 = Armour::ALL[usize::try_from(v.clamp(0, 2)).unwrap_or(0)];
                }
            }
            Field::Struck(i) => {
                // the choice's value carries the total it was offered for
                let i = usize::from(i);
                let (Ok(total), Ok(section)) = (u8::try_from(v / 100), usize::try_from(v % 100))
                else {
                    return;
                };
                if self.struck.len() <= i {
                    self.struck.resize(i + 1, None);
                }
                self.struck[i] = Some(Struck { total, section });
            }
        }
    }

    fn problem(&self, r: &Readings) -> Option<Problem> {
        self.gunnery()
            .and_then(|g| gunnery::odds(&g, &r.dreadnought))
            .and_then(|_| self.record())
            .err()
            .map(Problem::Dreadnought)
    }

    fn sizes(&self, r: &Readings) -> Vec<usize> {
        let mut sizes: Vec<usize> = self.battery_sizes(r).iter().map(|b| b.1).collect();
        if self.problem(r).is_some() {
            return Vec::new();
        }
        if let Some(x) = self.rolled(r, &sizes.clone()) {
            sizes.extend(std::iter::repeat_n(
                2,
                usize::try_from(x.fire.hits).unwrap_or(0),
            ));
        }
        sizes
    }

    fn common(&self) -> &Common {
        &self.common
    }

    fn common_mut(&mut self) -> &mut Common {
        &mut self.common
    }

    fn view(&self, r: &Readings, lang: Lang) -> ResolverView<Field> {
        let v = self.situation_view(r, lang);
        self.odds_view(v, r, lang)
    }
}

impl DreadGunnery {
    fn situation_view(&self, r: &Readings, lang: Lang) -> ResolverView<Field> {
        let d = dread_words(lang);
        let g = gun_words(lang);
        let sizes = self.sizes(r);
        let dice = self.common.dice.fitted(&sizes);
        let max = i32::from(MAX_FACTOR);
        let main = vec![
            Input::count(
                Field::Primary,
                "b-primary",
                g.primary,
                Count::new(n(self.factors[0]), 0, max),
            ),
            Input::count(
                Field::Secondary,
                "b-secondary",
                g.secondary,
                Count::new(n(self.factors[1]), 0, max),
            ),
            Input::count(
                Field::Tertiary,
                "b-tertiary",
                g.tertiary,
                Count::new(n(self.factors[2]), 0, max),
            ),
            Input::count(
                Field::Range,
                "b-range",
                g.range,
                Count::new(n(self.range), 0, 5),
            ),
            Input::toggle(
                Field::FirerItalics,
                "b-firer-italics",
                g.firer_italics,
                self.firer_italics,
            ),
            Input::toggle(
                Field::TargetTowing,
                "b-target-towing",
                g.target_towing,
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
            Input::toggle(Field::Obsolete, "b-obsolete", g.obsolete, self.obsolete),
            Input::toggle(Field::BigGuns, "b-big-guns", g.big_guns, self.big_guns),
            Input::toggle(
                Field::TargetItalics,
                "b-target-italics",
                g.target_italics,
                self.target_italics,
            ),
            Input::toggle(Field::Visible, "b-visible", g.target_visible, self.visible),
        ];
        let mut record = Vec::new();
        for (i, (kind, (boxes, armour))) in SECTIONS.iter().zip(self.record).enumerate() {
            let idx = u8::try_from(i).unwrap_or(0);
            let min = i32::from(*kind == SectionKind::Hull);
            record.push(Input::count(
                Field::Boxes(idx),
                BOX_CODES[i],
                (g.section_boxes)(*kind),
                Count::new(n(boxes), min, i32::from(MAX_BOXES)),
            ));
            record.push(Input::choice(
                Field::Armour(idx),
                ARMOUR_CODES[i],
                (g.section_armour)(*kind),
                Armour::ALL
                    .into_iter()
                    .enumerate()
                    .map(|(a, x)| {
                        let a32 = i32::try_from(a).unwrap_or(0);
                        Choice::new(a32, ARMOUR_NAMES[a], (g.armour)(x), x == armour)
                    })
                    .collect(),
            ));
        }
        blank(
            "dread-gunnery",
            g.title,
            vec![
                Group::plain(main),
                Group::folded(g.firing_ship, firer),
                Group::folded(g.record, record),
            ],
            &self.common,
            &dice,
            lang,
        )
    }

    fn odds_view(
        &self,
        mut v: ResolverView<Field>,
        r: &Readings,
        lang: Lang,
    ) -> ResolverView<Field> {
        let w = words(lang);
        let g = gun_words(lang);
        let problem = self.problem(r);
        let o = match self
            .gunnery()
            .and_then(|x| gunnery::odds(&x, &r.dreadnought))
        {
            Ok(o) if problem.is_none() => o,
            Ok(_) | Err(_) => {
                v.error = error_line(&self.common, problem.as_ref(), lang);
                return v;
            }
        };
        v.counting = steps(lang, &o.plan.steps);
        v.counting
            .push(why((g.mean_hits)(&o.mean.to_string()), "D.1", None));
        v.readings = self.readings(r, lang);
        let batteries = self.battery_sizes(r);
        let name = |b: Battery| match b {
            Battery::Primary => g.primary,
            Battery::Secondary => g.secondary,
            Battery::Tertiary => g.tertiary,
        };
        v.dice_line = (w.dice_line)(
            &batteries
                .iter()
                .map(|(b, n)| (name(*b).to_string(), u32::try_from(*n).unwrap_or(0)))
                .collect::<Vec<_>>(),
        );
        if batteries.is_empty() {
            v.dice_line = g.no_dice.to_string();
        }
        v.odds = vec![odds_line(
            lang,
            "at-least-one",
            g.at_least_one_hit,
            o.at_least_one,
            Tone::Good,
        )];
        if batteries.len() > 1 {
            for b in &o.batteries {
                if b.dice > 0 {
                    v.odds.push(odds_line(
                        lang,
                        b.battery.code(),
                        (g.battery_at_least_one)(name(b.battery)),
                        b.at_least_one,
                        Tone::Plain,
                    ));
                }
            }
        }
        let bars = |shares: &[shturman_battles::dreadnought::Share]| {
            shares
                .iter()
                .map(|s| (s.value.to_string(), s.probability, Tone::Good))
                .collect::<Vec<_>>()
        };
        v.charts = vec![chart(lang, "hits", g.total_chart, bars(&o.total))];
        if batteries.len() > 1 {
            for b in o.batteries.iter().filter(|b| b.dice > 0) {
                v.charts.push(chart(
                    lang,
                    b.battery.code(),
                    (g.battery_chart)(name(b.battery)),
                    bars(&b.hits),
                ));
            }
        }
        v.charts.push(chart(
            lang,
            "damage",
            g.damage_chart,
            damage::damage_roll_odds()
                .iter()
                .map(|s| (s.value.to_string(), s.probability, Tone::Plain))
                .collect(),
        ));
        v.outcomes = o
            .total
            .iter()
            .map(|s| {
                let k = u32::try_from(s.value).unwrap_or(0);
                odds_line(lang, "hits", (g.hits)(k), s.probability, Tone::Plain)
            })
            .collect();
        self.dice_and_result(v, r, lang, &batteries, o.plan.min_face, &o.plan.steps)
    }

    fn readings(&self, r: &Readings, lang: Lang) -> Vec<crate::battles::ReadingView> {
        let mut out = Vec::new();
        if self.firer_italics || self.target_italics {
            out.push(reading_view(lang, Reading::D1Italics, r));
        }
        out.push(reading_view(lang, Reading::D2Cumulative, r));
        if self.target_speed != SpeedLoss::None {
            out.push(reading_view(lang, Reading::D4LostSpeed, r));
        }
        out.push(reading_view(lang, Reading::D12HullOverflow, r));
        out
    }

    fn dice_and_result(
        &self,
        mut v: ResolverView<Field>,
        r: &Readings,
        lang: Lang,
        batteries: &[(Battery, usize)],
        min: Option<u8>,
        plan_steps: &[Step],
    ) -> ResolverView<Field> {
        let g = gun_words(lang);
        let sizes = self.sizes(r);
        let dice = self.common.dice.fitted(&sizes);
        let hit_tone = |f: u8| {
            if min.is_some_and(|m| f >= m) {
                Tone::Good
            } else {
                Tone::Bad
            }
        };
        const POOL_CODES: [&str; 3] = ["primary", "secondary", "tertiary"];
        let name = |b: Battery| match b {
            Battery::Primary => g.primary,
            Battery::Secondary => g.secondary,
            Battery::Tertiary => g.tertiary,
        };
        for (i, (b, _)) in batteries.iter().enumerate() {
            let code = POOL_CODES[Battery::ALL.iter().position(|x| x == b).unwrap_or(0)];
            // the hits of the faces entered so far, next to the dice
            let entered = dice.entered(i);
            let hits = entered
                .iter()
                .filter(|&&f| hit_tone(f) == Tone::Good)
                .count();
            let summary = (!entered.is_empty()).then(|| (g.hits)(u32::try_from(hits).unwrap_or(0)));
            v.pools.push(pool_view(
                lang,
                code,
                i,
                name(*b).to_string(),
                &dice,
                hit_tone,
                summary,
            ));
        }
        let Some(x) = self.rolled(r, &sizes) else {
            return v;
        };
        let nb = batteries.len();
        let weapons = x.fire.hit_weapons();
        for (j, wpn) in weapons.iter().enumerate() {
            let k = u32::try_from(j + 1).unwrap_or(0);
            v.pools.push(pool_view(
                lang,
                DAMAGE_CODES.get(j).copied().unwrap_or("damage"),
                nb + j,
                (g.damage_pool)(k, *wpn),
                &dice,
                |_| Tone::Plain,
                None,
            ));
        }
        let mut lines = vec![(
            if x.fire.hits > 0 {
                Tone::Good
            } else {
                Tone::Bad
            },
            (g.hits)(x.fire.hits),
        )];
        let mut why: Vec<Why> = steps(
            lang,
            &x.fire.steps[plan_steps.len().min(x.fire.steps.len())..],
        );
        let mut after = Vec::new();
        if x.damage.len() < weapons.len() {
            lines.push((Tone::Alert, (g.roll_damage)(x.fire.hits)));
        }
        let (mut record, kinds) = match self.record() {
            Ok(rec) => rec,
            Err(_) => return v,
        };
        let o = r.dreadnought;
        let mut waiting = false;
        for (j, dmg) in x.damage.iter().enumerate() {
            let k = u32::try_from(j + 1).unwrap_or(0);
            why.extend(steps(lang, &[dmg.step()]));
            after.push(Input::choice(
                Field::Struck(u8::try_from(j).unwrap_or(u8::MAX)),
                HIT_CODES.get(j).copied().unwrap_or("b-hit"),
                (g.pick_section)(k, dmg.total),
                kinds
                    .iter()
                    .enumerate()
                    .map(|(ri, &si)| {
                        Choice::new(
                            i32::from(dmg.total) * 100 + i32::try_from(ri).unwrap_or(0),
                            SECTION_CODES[si],
                            (g.section)(SECTIONS[si]),
                            self.struck_for(j, dmg.total) == Some(ri),
                        )
                    })
                    .collect(),
            ));
            if waiting {
                continue;
            }
            let Some(section) = self.struck_for(j, dmg.total) else {
                waiting = true;
                continue;
            };
            let Ok(rep) = record.hit(section, dmg.weapon, &o) else {
                waiting = true;
                continue;
            };
            why.extend(steps(lang, &rep.steps));
            lines.push(match rep.effect {
                HitEffect::Deflected { armour, .. } => (Tone::Bad, (g.deflected)(k, armour)),
                HitEffect::Crossed {
                    section,
                    box_number,
                    passed_to_hull,
                    sinks,
                } => {
                    let s = rep.record.sections()[section];
                    let mut t = (g.crossed)(k, s.kind(), box_number, s.boxes());
                    if passed_to_hull {
                        t = format!("{t} ({})", g.passed_to_hull);
                    }
                    (if sinks { Tone::Alert } else { Tone::Good }, t)
                }
                HitEffect::AlreadySunk => (Tone::Plain, (g.already_sunk)(k)),
            });
            record = rep.record;
        }
        if !x.damage.is_empty() {
            for s in record.sections() {
                lines.push((
                    Tone::Plain,
                    (g.record_line)(s.kind(), s.boxes(), s.crossed(), s.pending()),
                ));
            }
            lines.push((Tone::Plain, g.legend.to_string()));
            if record.sinking() {
                lines.insert(1, (Tone::Alert, g.sinks.to_string()));
            }
        }
        let mut res = result(&self.common, lines, after, why);
        // while damage dice are still to enter, the result stays in place
        // (a sheet would cover the keypad); the hits show by the dice
        res.open &= x.damage.len() == weapons.len();
        v.result = Some(res);
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

    /// The seed's example: Viribus Unitus, 8 primary factors at 3 hexes,
    /// rolls 1, 1, 2, 3, 3, 4, 6, 6: two hits.
    #[test]
    fn viribus_unitus_rolls_eight_dice_and_hits_twice() {
        let mut s = DreadGunnery::default();
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.dice_line, "Roll · Primary: 8 dice");
        assert_eq!(v.pools.len(), 1);
        // 1 − (5/6)^8
        assert_eq!(v.odds[0].fraction, "1288991/1679616");
        assert!(v
            .counting
            .iter()
            .any(|w| w.text == "Secondary: range 3 > 2 — out of reach"));
        s.update(Event::Fill(vec![1, 1, 2, 3, 3, 4, 6, 6]), &r());
        let v = s.view(&r(), Lang::Ru);
        let res = v.result.unwrap();
        assert_eq!(res.lines[0], (Tone::Good, "Попаданий: 2".to_string()));
        assert_eq!(v.pools.len(), 3, "a pool of 2d6 per hit");
        assert_eq!(
            res.after.len(),
            0,
            "no section to pick before the damage dice"
        );
    }

    /// Per hit: 2d6, the section the table gives, armour, box left to
    /// right; the primary guns pierce heavy armour.
    #[test]
    fn each_hit_is_applied_to_the_record() {
        let mut s = DreadGunnery::default();
        s.update(Event::Fill(vec![1, 1, 2, 3, 3, 4, 6, 6]), &r());
        s.update(Event::Fill(vec![3, 4, 2, 3]), &r());
        let v = s.view(&r(), Lang::En);
        let res = v.result.unwrap();
        assert_eq!(res.after.len(), 2);
        assert!(res
            .steps
            .iter()
            .any(|w| w.text.starts_with("Damage (primary guns): 2d6 = 3 + 4 = 7")));
        // hit 1 strikes the hull (record index 0), hit 2 the primary guns
        s.update(Event::Set(Field::Struck(0), 700), &r());
        s.update(Event::Set(Field::Struck(1), 501), &r());
        let res = s.view(&r(), Lang::En).result.unwrap();
        assert!(res.lines.iter().any(|l| l.1 == "Hit 1: Hull — box 1 of 8"));
        assert!(res
            .lines
            .iter()
            .any(|l| l.1 == "Hit 2: Primary guns — box 1 of 8"));
        assert!(res.lines.iter().any(|l| l.1 == "Hull ▣☐☐☐☐☐☐☐ (1 of 8)"));
        assert!(res
            .steps
            .iter()
            .any(|w| w.text == "Primary guns penetrate: heavy armour"));
    }

    /// Secondary guns do not pierce heavy armour: the hit is ignored.
    #[test]
    fn heavy_armour_stops_the_secondary_guns() {
        let mut s = DreadGunnery::default();
        s.update(Event::Set(Field::Primary, 0), &r());
        s.update(Event::Set(Field::Range, 2), &r());
        assert_eq!(s.view(&r(), Lang::En).dice_line, "Roll · Secondary: 4 dice");
        s.update(Event::Fill(vec![6, 1, 1, 1]), &r());
        s.update(Event::Fill(vec![5, 5]), &r());
        s.update(Event::Set(Field::Struck(0), 1000), &r());
        let res = s.view(&r(), Lang::Ru).result.unwrap();
        assert!(res.lines.iter().any(|l| l
            == &(
                Tone::Bad,
                "Попадание 1: тяжёлая броня — не пробито".to_string()
            )));
    }

    /// A new damage roll asks for the section again.
    #[test]
    fn a_new_roll_forgets_the_section() {
        let mut s = DreadGunnery::default();
        s.update(Event::Fill(vec![1, 1, 2, 3, 3, 4, 6, 6, 3, 4, 2, 3]), &r());
        s.update(Event::Set(Field::Struck(0), 700), &r());
        assert_eq!(s.struck_for(0, 7), Some(0));
        s.update(Event::Back, &r());
        s.update(Event::Back, &r());
        s.update(Event::Back, &r());
        s.update(Event::Back, &r());
        s.update(Event::Fill(vec![6, 6, 1, 1]), &r());
        assert_eq!(s.struck_for(0, 12), None);
    }

    /// Out of every battery's reach: nothing to roll, said so.
    #[test]
    fn out_of_reach_rolls_nothing() {
        let mut s = DreadGunnery::default();
        s.update(Event::Set(Field::Range, 5), &r());
        let v = s.view(&r(), Lang::En);
        assert!(v.pools.is_empty());
        assert_eq!(
            v.dice_line,
            "No battery reaches the target: nothing to roll"
        );
        assert_eq!(v.odds[0].fraction, "0/1");
    }

    /// Bad input: a factor above 40, a hull of 0 boxes — refused, said in
    /// the player's language, nothing changes.
    #[test]
    fn bad_input_is_refused_in_the_players_language() {
        let mut s = DreadGunnery::default();
        let before = s.factors;
        s.update(Event::Set(Field::Boxes(1), 61), &r());
        let v = s.view(&r(), Lang::Ru);
        assert_eq!(
            v.error.as_deref(),
            Some("Секция №2: 61 клетка — нужно от 1 до 60")
        );
        assert_eq!(s.record[1].0, 8);
        assert_eq!(s.factors, before);
    }

    /// Modifiers: close range, towing, italics add up under [D-2].
    #[test]
    fn modifiers_add_up() {
        let mut s = DreadGunnery::default();
        s.update(Event::Set(Field::Range, 1), &r());
        s.update(Event::Set(Field::TargetTowing, 1), &r());
        s.update(Event::Set(Field::FirerItalics, 1), &r());
        let v = s.view(&r(), Lang::En);
        assert!(v
            .counting
            .iter()
            .any(|w| w.text == "A die +3 ≥ 6: hits on 3+, chance 2/3"));
        assert_eq!(
            v.dice_line,
            "Roll · Primary: 8 dice · Secondary: 4 dice · Tertiary: 3 dice"
        );
        let mut r2 = r();
        r2.set("D-2", "at_most_one");
        let v = s.view(&r2, Lang::En);
        assert!(v
            .counting
            .iter()
            .any(|w| w.text == "A die +1 ≥ 6: hits on 5+, chance 1/3"));
    }
}
