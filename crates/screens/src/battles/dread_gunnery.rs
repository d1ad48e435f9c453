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

use super::dread_common::{Rolled, reading_view, roll_with, speed_losses, steps};
use super::{
    Count, Dice, Group, Input, Problem, ReadingView, Readings, ResolverView, Shown, Situation,
    Switch, chart, choices, odds_line, pool_view, switches, why,
};
use crate::view::{Choice, Tone, Why};
use shturman_battles::dreadnought::damage::{
    self, Armour, DamageRoll, HitEffect, MAX_BOXES, SectionKind, SectionSpec, ShipRecord,
};
use shturman_battles::dreadnought::gunnery::{self, FireControl, Gunnery, GunneryOdds, MAX_FACTOR};
use shturman_battles::dreadnought::{Battery, Error, Factors, Reading, Rule, SpeedLoss, Step};
use shturman_rules::dice::ScriptedDice;
use shturman_words::Lang;
use shturman_words::battles::words;
use shturman_words::dreadnought::gunnery::words as gun_words;
use shturman_words::dreadnought::words as dread_words;

/// The sections the screen's record offers, in the card's order.
pub const SECTIONS: [SectionKind; 5] = [
    SectionKind::Hull,
    SectionKind::Primary,
    SectionKind::Secondary,
    SectionKind::Tertiary,
    SectionKind::Speed,
];

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

/// The farthest range offered, in hexes.
const MAX_RANGE: u32 = 5;

/// A change of the fire or of the target's record, with its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// A battery's gunnery factor.
    Factor(Battery, u32),
    /// Hexes, 0–5.
    Range(u32),
    FirerItalics(bool),
    TargetItalics(bool),
    TargetSpeed(SpeedLoss),
    TargetTowing(bool),
    Obsolete(bool),
    BigGuns(bool),
    Visible(bool),
    /// A section's boxes (0: the card has none; the hull at least 1).
    Boxes(SectionKind, u32),
    Armour(SectionKind, Armour),
    /// The section the damage table gives hit `hit` (from 0), for the
    /// damage total it was picked for.
    Struck {
        hit: u8,
        struck: Struck,
    },
}

/// A section the players picked for a hit, for the damage total it was
/// picked for (a new roll asks again).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Struck {
    pub total: u8,
    pub section: SectionKind,
}

const fn section_code(kind: SectionKind) -> &'static str {
    match kind {
        SectionKind::Hull => "hull",
        SectionKind::Primary => "primary",
        SectionKind::Secondary => "secondary",
        SectionKind::Tertiary => "tertiary",
        SectionKind::Speed => "speed",
        SectionKind::Torpedo => "torpedo",
        SectionKind::Other => "other",
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DreadGunnery {
    /// The primary, secondary and tertiary batteries' factors.
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
}

impl Default for DreadGunnery {
    /// The seed's Viribus Unitus (8 primary, 4 secondary, 3 tertiary) at 3
    /// hexes, at a dreadnought's record.
    fn default() -> Self {
        DreadGunnery {
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
        }
    }
}

/// A battery's place in `factors`.
const fn battery_index(b: Battery) -> usize {
    match b {
        Battery::Primary => 0,
        Battery::Secondary => 1,
        Battery::Tertiary => 2,
    }
}

const fn armour_code(a: Armour) -> &'static str {
    match a {
        Armour::None => "none",
        Armour::Light => "light",
        Armour::Heavy => "heavy",
    }
}

fn battery_name(lang: Lang, b: Battery) -> &'static str {
    let g = gun_words(lang);
    match b {
        Battery::Primary => g.primary,
        Battery::Secondary => g.secondary,
        Battery::Tertiary => g.tertiary,
    }
}

/// What the faces entered gave: the gunnery roll, then each hit's damage
/// roll as far as its two dice are entered.
struct Rolled2 {
    fire: gunnery::GunneryRoll,
    damage: Vec<DamageRoll>,
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
    /// and each one's kind, in the record's order.
    pub fn record(&self) -> Result<(ShipRecord, Vec<SectionKind>), Error> {
        let mut specs = Vec::new();
        let mut kinds = Vec::new();
        for (&kind, &(boxes, armour)) in SECTIONS.iter().zip(&self.record) {
            if boxes > 0 || kind == SectionKind::Hull {
                specs.push(SectionSpec::new(kind, boxes, armour));
                kinds.push(kind);
            }
        }
        Ok((ShipRecord::new(&specs)?, kinds))
    }

    /// The record's entry for section `kind`.
    fn section_mut(&mut self, kind: SectionKind) -> Option<&mut (u32, Armour)> {
        let i = SECTIONS.iter().position(|&k| k == kind)?;
        self.record.get_mut(i)
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

    /// What the faces entered (`dice`, fitted to `sizes`) gave.
    fn rolled(&self, dice: &Dice, r: &Readings, sizes: &[usize]) -> Option<Rolled2> {
        let g = self.gunnery().ok()?;
        let nb = self.battery_sizes(r).len();
        let dice = dice.fitted(sizes);
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
    fn struck_for(&self, i: usize, total: u8) -> Option<SectionKind> {
        self.struck
            .get(i)
            .copied()
            .flatten()
            .filter(|s| s.total == total)
            .map(|s| s.section)
    }

    /// The fire: the batteries, the range, the target's speed and tow.
    fn main_inputs(&self, lang: Lang) -> Vec<Input<Change>> {
        let (d, g) = (dread_words(lang), gun_words(lang));
        let max = u32::from(MAX_FACTOR);
        let mut main: Vec<Input<Change>> = [
            (Battery::Primary, "b-primary"),
            (Battery::Secondary, "b-secondary"),
            (Battery::Tertiary, "b-tertiary"),
        ]
        .into_iter()
        .map(|(b, code)| {
            let now = self.factors[battery_index(b)];
            let c = Count::new(now, 0, max, move |f| Change::Factor(b, f));
            Input::count(code, battery_name(lang, b), c)
        })
        .collect();
        main.push(Input::count(
            "b-range",
            g.range,
            Count::new(self.range, 0, MAX_RANGE, Change::Range),
        ));
        let table: [Switch<Change>; 2] = [
            (
                "b-firer-italics",
                g.firer_italics,
                self.firer_italics,
                Change::FirerItalics,
            ),
            (
                "b-target-towing",
                g.target_towing,
                self.target_towing,
                Change::TargetTowing,
            ),
        ];
        main.extend(switches(table));
        let speeds = choices(&self.target_speed, speed_losses(lang), Change::TargetSpeed);
        main.push(Input::choice("b-target-speed", d.target_speed, speeds));
        main
    }

    /// The firing ship's and the target's less common traits.
    fn firer_inputs(&self, lang: Lang) -> Vec<Input<Change>> {
        let g = gun_words(lang);
        let table: [Switch<Change>; 4] = [
            ("b-obsolete", g.obsolete, self.obsolete, Change::Obsolete),
            ("b-big-guns", g.big_guns, self.big_guns, Change::BigGuns),
            (
                "b-target-italics",
                g.target_italics,
                self.target_italics,
                Change::TargetItalics,
            ),
            ("b-visible", g.target_visible, self.visible, Change::Visible),
        ];
        switches(table)
    }

    /// The target's record: each section's boxes and armour.
    fn record_inputs(&self, lang: Lang) -> Vec<Input<Change>> {
        let g = gun_words(lang);
        let mut record = Vec::new();
        for (i, (&kind, (boxes, armour))) in SECTIONS.iter().zip(self.record).enumerate() {
            let min = u32::from(kind == SectionKind::Hull);
            let c = Count::new(boxes, min, u32::from(MAX_BOXES), move |n| {
                Change::Boxes(kind, n)
            });
            record.push(Input::count(BOX_CODES[i], (g.section_boxes)(kind), c));
            let armours = Armour::ALL.map(|x| (x, armour_code(x), (g.armour)(x)));
            let armours = choices(&armour, armours, move |x| Change::Armour(kind, x));
            record.push(Input::choice(
                ARMOUR_CODES[i],
                (g.section_armour)(kind),
                armours,
            ));
        }
        record
    }

    fn readings(&self, r: &Readings, lang: Lang) -> Vec<ReadingView> {
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

    /// The chance of a hit (each battery's too, when more than one fires),
    /// the charts of the hits and of a damage roll, every number of hits.
    fn odds(
        lang: Lang,
        o: &GunneryOdds,
        batteries: &[(Battery, usize)],
        v: &mut ResolverView<Change>,
    ) {
        let (w, g) = (words(lang), gun_words(lang));
        v.dice_line = if batteries.is_empty() {
            g.no_dice.to_string()
        } else {
            let parts: Vec<_> = batteries
                .iter()
                .map(|(b, n)| {
                    (
                        battery_name(lang, *b).to_string(),
                        u32::try_from(*n).unwrap_or(0),
                    )
                })
                .collect();
            (w.dice_line)(&parts)
        };
        v.odds = vec![odds_line(
            lang,
            "at-least-one",
            g.at_least_one_hit,
            o.at_least_one,
            Tone::Good,
        )];
        let bars = |shares: &[shturman_battles::dreadnought::Share]| {
            shares
                .iter()
                .map(|s| (s.value.to_string(), s.probability, Tone::Good))
                .collect::<Vec<_>>()
        };
        v.charts = vec![chart(lang, "hits", g.total_chart, bars(&o.total))];
        if batteries.len() > 1 {
            for b in o.batteries.iter().filter(|b| b.dice > 0) {
                let name = battery_name(lang, b.battery);
                let label = (g.battery_at_least_one)(name);
                v.odds.push(odds_line(
                    lang,
                    b.battery.code(),
                    label,
                    b.at_least_one,
                    Tone::Plain,
                ));
                v.charts.push(chart(
                    lang,
                    b.battery.code(),
                    (g.battery_chart)(name),
                    bars(&b.hits),
                ));
            }
        }
        let damage = damage::damage_roll_odds()
            .iter()
            .map(|s| (s.value.to_string(), s.probability, Tone::Plain))
            .collect();
        v.charts.push(chart(lang, "damage", g.damage_chart, damage));
        v.outcomes = o
            .total
            .iter()
            .map(|s| {
                let k = u32::try_from(s.value).unwrap_or(0);
                odds_line(lang, "hits", (g.hits)(k), s.probability, Tone::Plain)
            })
            .collect();
    }

    /// Each battery's pool, its hits so far by it.
    fn battery_pools(
        s: &Shown<'_>,
        batteries: &[(Battery, usize)],
        min: Option<u8>,
        v: &mut ResolverView<Change>,
    ) {
        let (lang, g) = (s.lang, gun_words(s.lang));
        let hit_tone = |f: u8| {
            if min.is_some_and(|m| f >= m) {
                Tone::Good
            } else {
                Tone::Bad
            }
        };
        const POOL_CODES: [&str; 3] = ["primary", "secondary", "tertiary"];
        for (i, (b, _)) in batteries.iter().enumerate() {
            let code = POOL_CODES[battery_index(*b)];
            // the hits of the faces entered so far, next to the dice
            let entered = s.dice.entered(i);
            let hits = entered
                .iter()
                .filter(|&&f| hit_tone(f) == Tone::Good)
                .count();
            let summary = (!entered.is_empty()).then(|| (g.hits)(u32::try_from(hits).unwrap_or(0)));
            let name = battery_name(lang, *b).to_string();
            v.pools
                .push(pool_view(lang, code, i, name, &s.dice, hit_tone, summary));
        }
    }

    /// The result once the batteries' dice are in: the hits, each hit's
    /// damage roll, the section picked for it and what it crossed.
    fn result(
        &self,
        s: &Shown<'_>,
        batteries: usize,
        plan_steps: &[Step],
        v: &mut ResolverView<Change>,
    ) {
        let (lang, r, g) = (s.lang, s.readings, gun_words(s.lang));
        let Some(x) = self.rolled(&s.dice, r, &s.sizes) else {
            return;
        };
        let weapons = x.fire.hit_weapons();
        for (j, wpn) in weapons.iter().enumerate() {
            let k = u32::try_from(j + 1).unwrap_or(0);
            let code = DAMAGE_CODES.get(j).copied().unwrap_or("damage");
            let label = (g.damage_pool)(k, *wpn);
            v.pools.push(pool_view(
                lang,
                code,
                batteries + j,
                label,
                &s.dice,
                |_| Tone::Plain,
                None,
            ));
        }
        let hit = if x.fire.hits > 0 {
            Tone::Good
        } else {
            Tone::Bad
        };
        let mut lines = vec![(hit, (g.hits)(x.fire.hits))];
        let mut why = steps(
            lang,
            &x.fire.steps[plan_steps.len().min(x.fire.steps.len())..],
        );
        if x.damage.len() < weapons.len() {
            lines.push((Tone::Alert, (g.roll_damage)(x.fire.hits)));
        }
        let Ok((record, kinds)) = self.record() else {
            return;
        };
        let after = self.struck_inputs(lang, &x.damage, &kinds);
        if !x.damage.is_empty() {
            let struck = (&x.damage[..], &kinds[..]);
            self.damage_lines(s, struck, record, &mut lines, &mut why);
        }
        let mut res = s.result(lines, after, why);
        // while damage dice are still to enter, the result stays in place
        // (a sheet would cover the keypad); the hits show by the dice
        res.open &= x.damage.len() == weapons.len();
        v.result = Some(res);
    }

    /// For each damage roll, the choice of the section it strikes.
    fn struck_inputs(
        &self,
        lang: Lang,
        damage: &[DamageRoll],
        kinds: &[SectionKind],
    ) -> Vec<Input<Change>> {
        let g = gun_words(lang);
        damage
            .iter()
            .enumerate()
            .map(|(j, dmg)| {
                let hit = u8::try_from(j).unwrap_or(u8::MAX);
                let k = u32::try_from(j + 1).unwrap_or(0);
                let sections = kinds
                    .iter()
                    .map(|&section| {
                        let struck = Struck {
                            total: dmg.total,
                            section,
                        };
                        let picked = self.struck_for(j, dmg.total) == Some(section);
                        let label = (g.section)(section);
                        let code = section_code(section);
                        Choice::new(Change::Struck { hit, struck }, code, label, picked)
                    })
                    .collect();
                let code = HIT_CODES.get(j).copied().unwrap_or("b-hit");
                Input::choice(code, (g.pick_section)(k, dmg.total), sections)
            })
            .collect()
    }

    /// Each hit applied to the record in turn, as far as its section is
    /// picked; then the record as it stands, and whether it sinks.
    fn damage_lines(
        &self,
        s: &Shown<'_>,
        (damage, kinds): (&[DamageRoll], &[SectionKind]),
        mut record: ShipRecord,
        lines: &mut Vec<(Tone, String)>,
        why: &mut Vec<Why>,
    ) {
        let (lang, g, o) = (s.lang, gun_words(s.lang), s.readings.dreadnought);
        for (j, dmg) in damage.iter().enumerate() {
            why.extend(steps(lang, &[dmg.step()]));
            let Some(rep) = self
                .struck_for(j, dmg.total)
                .and_then(|kind| kinds.iter().position(|&k| k == kind))
                .and_then(|section| record.hit(section, dmg.weapon, &o).ok())
            else {
                // the hits after one still to place wait for it
                why.extend(
                    damage[j + 1..]
                        .iter()
                        .flat_map(|d| steps(lang, &[d.step()])),
                );
                break;
            };
            why.extend(steps(lang, &rep.steps));
            let k = u32::try_from(j + 1).unwrap_or(0);
            lines.push(match rep.effect {
                HitEffect::Deflected { armour, .. } => (Tone::Bad, (g.deflected)(k, armour)),
                HitEffect::Crossed {
                    section,
                    box_number,
                    passed_to_hull,
                    sinks,
                } => {
                    let x = rep.record.sections()[section];
                    let mut t = (g.crossed)(k, x.kind(), box_number, x.boxes());
                    if passed_to_hull {
                        t = format!("{t} ({})", g.passed_to_hull);
                    }
                    (if sinks { Tone::Alert } else { Tone::Good }, t)
                }
                HitEffect::AlreadySunk => (Tone::Plain, (g.already_sunk)(k)),
            });
            record = rep.record;
        }
        for x in record.sections() {
            let line = (g.record_line)(x.kind(), x.boxes(), x.crossed(), x.pending());
            lines.push((Tone::Plain, line));
        }
        if !record.sinking() {
            // 7.35, once the marks take effect: why it may leave its group
            let now = record.may_detach();
            for reason in record.take_effect().0.may_detach() {
                let step = Step::new(Rule::MayDetach { why: reason });
                let worded = steps(lang, &[step]);
                let mut text = worded.iter().map(|w| w.text.clone()).collect::<String>();
                if !now.contains(&reason) {
                    text = format!("{text} — {}", g.detach_when);
                }
                lines.push((Tone::Plain, text));
                why.extend(worded);
            }
        }
        lines.push((Tone::Plain, g.legend.to_string()));
        if record.sinking() {
            lines.insert(1, (Tone::Alert, g.sinks.to_string()));
        }
    }
}

impl Situation for DreadGunnery {
    type Change = Change;

    fn change(&mut self, c: Change) {
        match c {
            Change::Factor(b, f) => self.factors[battery_index(b)] = f.min(u32::from(MAX_FACTOR)),
            Change::Range(x) => self.range = x.min(MAX_RANGE),
            Change::FirerItalics(on) => self.firer_italics = on,
            Change::TargetItalics(on) => self.target_italics = on,
            Change::TargetSpeed(x) => self.target_speed = x,
            Change::TargetTowing(on) => self.target_towing = on,
            Change::Obsolete(on) => self.obsolete = on,
            Change::BigGuns(on) => self.big_guns = on,
            Change::Visible(on) => self.visible = on,
            Change::Boxes(kind, n) => {
                if let Some(x) = self.section_mut(kind) {
                    // out of range is the core's to refuse, with its reason
                    x.0 = n;
                }
            }
            Change::Armour(kind, a) => {
                if let Some(x) = self.section_mut(kind) {
                    x.1 = a;
                }
            }
            Change::Struck { hit, struck } => {
                let i = usize::from(hit);
                if self.struck.len() <= i {
                    self.struck.resize(i + 1, None);
                }
                self.struck[i] = Some(struck);
            }
        }
    }

    fn problem(&self, _: &Dice, r: &Readings) -> Option<Problem> {
        self.gunnery()
            .and_then(|g| gunnery::odds(&g, &r.dreadnought))
            .and_then(|_| self.record())
            .err()
            .map(Problem::Dreadnought)
    }

    fn sizes(&self, dice: &Dice, r: &Readings) -> Vec<usize> {
        let mut sizes: Vec<usize> = self.battery_sizes(r).iter().map(|b| b.1).collect();
        if self.problem(dice, r).is_some() {
            return Vec::new();
        }
        if let Some(x) = self.rolled(dice, r, &sizes.clone()) {
            sizes.extend(std::iter::repeat_n(
                2,
                usize::try_from(x.fire.hits).unwrap_or(0),
            ));
        }
        sizes
    }

    fn view(&self, s: &Shown<'_>) -> ResolverView<Change> {
        let (lang, r) = (s.lang, s.readings);
        let g = gun_words(lang);
        let groups = vec![
            Group::plain(self.main_inputs(lang)),
            Group::folded(g.firing_ship, self.firer_inputs(lang)),
            Group::folded(g.record, self.record_inputs(lang)),
        ];
        let mut v = s.blank("dread-gunnery", g.title, groups);
        let problem = self.problem(&s.dice, r);
        let o = match self
            .gunnery()
            .and_then(|x| gunnery::odds(&x, &r.dreadnought))
        {
            Ok(o) if problem.is_none() => o,
            Ok(_) | Err(_) => {
                v.error = s.error(problem.as_ref());
                return v;
            }
        };
        v.counting = steps(lang, &o.plan.steps);
        v.counting
            .push(why((g.mean_hits)(&o.mean.to_string()), "D.1", None));
        v.readings = self.readings(r, lang);
        let batteries = self.battery_sizes(r);
        Self::odds(lang, &o, &batteries, &mut v);
        Self::battery_pools(s, &batteries, o.plan.min_face, &mut v);
        self.result(s, batteries.len(), &o.plan.steps, &mut v);
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battles::{Event, ResolverScreen};

    type Screen = ResolverScreen<DreadGunnery>;

    fn r() -> Readings {
        Readings::default()
    }

    /// Hit `hit` (from 0) of damage total `total` strikes the section
    /// `section`.
    fn struck(hit: u8, total: u8, section: SectionKind) -> Event<Change> {
        Event::Set(Change::Struck {
            hit,
            struck: Struck { total, section },
        })
    }

    /// The seed's example: Viribus Unitus, 8 primary factors at 3 hexes,
    /// rolls 1, 1, 2, 3, 3, 4, 6, 6: two hits.
    #[test]
    fn viribus_unitus_rolls_eight_dice_and_hits_twice() {
        let mut s = Screen::default();
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.dice_line, "Roll · Primary: 8 dice");
        assert_eq!(v.pools.len(), 1);
        // 1 − (5/6)^8
        assert_eq!(v.odds[0].fraction, "1288991/1679616");
        assert!(
            v.counting
                .iter()
                .any(|w| w.text == "Secondary: range 3 > 2 — out of reach")
        );
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
        let mut s = Screen::default();
        s.update(Event::Fill(vec![1, 1, 2, 3, 3, 4, 6, 6]), &r());
        s.update(Event::Fill(vec![3, 4, 2, 3]), &r());
        let v = s.view(&r(), Lang::En);
        let res = v.result.unwrap();
        assert_eq!(res.after.len(), 2);
        assert!(
            res.steps
                .iter()
                .any(|w| w.text.starts_with("Damage (primary guns): 2d6 = 3 + 4 = 7"))
        );
        // hit 1 strikes the hull, hit 2 the primary guns
        s.update(struck(0, 7, SectionKind::Hull), &r());
        s.update(struck(1, 5, SectionKind::Primary), &r());
        let res = s.view(&r(), Lang::En).result.unwrap();
        assert!(res.lines.iter().any(|l| l.1 == "Hit 1: Hull — box 1 of 8"));
        assert!(
            res.lines
                .iter()
                .any(|l| l.1 == "Hit 2: Primary guns — box 1 of 8")
        );
        assert!(res.lines.iter().any(|l| l.1 == "Hull ▣☐☐☐☐☐☐☐ (1 of 8)"));
        assert!(
            res.steps
                .iter()
                .any(|w| w.text == "Primary guns penetrate: heavy armour")
        );
        assert!(
            !res.lines.iter().any(|l| l.1.contains("detached")),
            "a box of 8 each: 7.35 does not apply"
        );
    }

    /// 7.35: «игрок может выделить отдельную фишку корабля из группы, если
    /// … уменьшилась ее скорость»: a speed box hit shows it on the record.
    #[test]
    fn a_slowed_ship_may_be_detached() {
        let mut s = Screen::default();
        s.update(Event::Fill(vec![1, 1, 2, 3, 3, 4, 6, 6]), &r());
        s.update(Event::Fill(vec![3, 4, 2, 3]), &r());
        s.update(struck(0, 7, SectionKind::Speed), &r());
        s.update(struck(1, 5, SectionKind::Hull), &r());
        let res = s.view(&r(), Lang::Ru).result.unwrap();
        let line =
            "Корабль можно выделить из группы: уменьшилась скорость (вычеркнуто клеток хода: 1)";
        let when = format!("{line} — с шага торпед, когда отметки вступят в силу");
        assert!(res.lines.contains(&(Tone::Plain, when)), "{:?}", res.lines);
        assert!(
            res.steps
                .iter()
                .any(|w| w.text == line && w.section.as_deref() == Some("D.1"))
        );
        let res = s.view(&r(), Lang::En).result.unwrap();
        assert!(res.lines.iter().any(|l| l.1
            == "The ship may be detached from its group: its speed went down (speed boxes \
                crossed: 1) — from the torpedo step, when the marks take effect"));
    }

    /// Secondary guns do not pierce heavy armour: the hit is ignored.
    #[test]
    fn heavy_armour_stops_the_secondary_guns() {
        let mut s = Screen::default();
        s.update(Event::Set(Change::Factor(Battery::Primary, 0)), &r());
        s.update(Event::Set(Change::Range(2)), &r());
        assert_eq!(s.view(&r(), Lang::En).dice_line, "Roll · Secondary: 4 dice");
        s.update(Event::Fill(vec![6, 1, 1, 1]), &r());
        s.update(Event::Fill(vec![5, 5]), &r());
        s.update(struck(0, 10, SectionKind::Hull), &r());
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
        let mut s = Screen::default();
        s.update(Event::Fill(vec![1, 1, 2, 3, 3, 4, 6, 6, 3, 4, 2, 3]), &r());
        s.update(struck(0, 7, SectionKind::Hull), &r());
        assert_eq!(s.situation.struck_for(0, 7), Some(SectionKind::Hull));
        s.update(Event::Back, &r());
        s.update(Event::Back, &r());
        s.update(Event::Back, &r());
        s.update(Event::Back, &r());
        s.update(Event::Fill(vec![6, 6, 1, 1]), &r());
        assert_eq!(s.situation.struck_for(0, 12), None);
    }

    /// Out of every battery's reach: nothing to roll, said so.
    #[test]
    fn out_of_reach_rolls_nothing() {
        let mut s = Screen::default();
        s.update(Event::Set(Change::Range(5)), &r());
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
        let mut s = Screen::default();
        let before = s.situation.factors;
        s.update(Event::Set(Change::Boxes(SectionKind::Primary, 61)), &r());
        let v = s.view(&r(), Lang::Ru);
        assert_eq!(
            v.error.as_deref(),
            Some("Секция №2: 61 клетка — нужно от 1 до 60")
        );
        assert_eq!(s.situation.record[1].0, 8);
        assert_eq!(s.situation.factors, before);
    }

    /// Modifiers: close range, towing, italics add up under [D-2].
    #[test]
    fn modifiers_add_up() {
        let mut s = Screen::default();
        s.update(Event::Set(Change::Range(1)), &r());
        s.update(Event::Set(Change::TargetTowing(true)), &r());
        s.update(Event::Set(Change::FirerItalics(true)), &r());
        let v = s.view(&r(), Lang::En);
        assert!(
            v.counting
                .iter()
                .any(|w| w.text == "A die +3 ≥ 6: hits on 3+, chance 2/3")
        );
        assert_eq!(
            v.dice_line,
            "Roll · Primary: 8 dice · Secondary: 4 dice · Tertiary: 3 dice"
        );
        let mut r2 = r();
        r2.set("D-2", "at_most_one");
        let v = s.view(&r2, Lang::En);
        assert!(
            v.counting
                .iter()
                .any(|w| w.text == "A die +1 ≥ 6: hits on 5+, chance 1/3")
        );
    }
}
