//! The macro-battle's musket and carbine fire (digest M.2) as a screen:
//! the shooter, the distance and line, the terrain under the shooter and
//! the target, the cell between, the target (a unit, an officer alone or
//! with a unit, the gates); whether the shot may be fired at all (the
//! core's reason if not), the face it needs and the exact chance of each
//! outcome (an officer hit rolls his save, M.7); then the faces and the
//! result from `shturman_battles::macro_battle::fire`.

use super::macro_common::{index, list, readings, roll_with, steps, Rolled};
use super::macro_melee::capitalise;
use super::{
    error_line, odds_line, pool_view, result, Common, Count, Group, Input, Problem, Readings,
    Resolver, ResolverView,
};
use crate::view::{Choice, Tone};
use shturman_battles::macro_battle::fire::{
    Between, FireOutcome, FireTarget, Line, Shooter, ShotSetup,
};
use shturman_battles::macro_battle::officer::FieldHolder;
use shturman_battles::macro_battle::{MacroError, Terrain};
use shturman_words::battles::words;
use shturman_words::macro_battle::words as macro_words;
use shturman_words::Lang;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Shooter,
    Distance,
    Diagonal,
    From,
    /// 0 a unit, 1 an officer alone, 2 an officer with a unit, 3 the gates.
    Target,
    TargetMounted,
    TargetOn,
    BetweenOccupied,
    BetweenTerrain,
    Holder,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MacroFire {
    pub shooter: Shooter,
    pub distance: u8,
    pub diagonal: bool,
    pub from: Terrain,
    pub target: u8,
    pub target_mounted: bool,
    pub target_on: Terrain,
    pub between_occupied: bool,
    pub between_terrain: Terrain,
    pub field: FieldHolder,
    pub common: Common,
}

impl Default for MacroFire {
    /// Musketeers at a unit 2 cells away over an empty cell.
    fn default() -> Self {
        let mut s = MacroFire {
            shooter: Shooter::RifleInfantry,
            distance: 2,
            diagonal: false,
            from: Terrain::Open,
            target: 0,
            target_mounted: true,
            target_on: Terrain::Open,
            between_occupied: false,
            between_terrain: Terrain::Open,
            field: FieldHolder::Undecided,
            common: Common::default(),
        };
        s.common.dice.fit(&[1]);
        s
    }
}

fn terrain_index(t: Terrain) -> usize {
    Terrain::ALL.iter().position(|x| *x == t).unwrap_or(0)
}

fn shooter_index(s: Shooter) -> usize {
    Shooter::ALL.iter().position(|x| *x == s).unwrap_or(0)
}

impl MacroFire {
    pub fn setup(&self) -> ShotSetup {
        ShotSetup {
            shooter: self.shooter,
            from: self.from,
            line: if self.diagonal {
                Line::Diagonal
            } else {
                Line::Straight
            },
            distance: self.distance,
            between: vec![
                Between {
                    terrain: self.between_terrain,
                    occupied: self.between_occupied,
                };
                usize::from(self.distance.saturating_sub(1))
            ],
            target: match self.target {
                0 => FireTarget::Unit,
                1 => FireTarget::Officer {
                    with_unit: false,
                    mounted: self.target_mounted,
                },
                2 => FireTarget::Officer {
                    with_unit: true,
                    mounted: self.target_mounted,
                },
                _ => FireTarget::Gates,
            },
            target_on: self.target_on,
        }
    }

    fn officer_target(&self) -> bool {
        matches!(self.target, 1 | 2)
    }
}

fn outcome_name(lang: Lang, o: FireOutcome) -> &'static str {
    let m = macro_words(lang);
    match o {
        FireOutcome::Miss => m.miss,
        FireOutcome::Destroyed => m.destroyed,
        FireOutcome::GatesOpened => m.gates_opened,
        FireOutcome::OfficerSaved => m.officer_saved,
        FireOutcome::OfficerWounded => m.officer_wounded,
    }
}

const fn outcome_tone(o: FireOutcome) -> Tone {
    match o {
        FireOutcome::Miss => Tone::Bad,
        FireOutcome::Destroyed | FireOutcome::GatesOpened | FireOutcome::OfficerWounded => {
            Tone::Good
        }
        FireOutcome::OfficerSaved => Tone::Plain,
    }
}

const fn outcome_code(o: FireOutcome) -> &'static str {
    match o {
        FireOutcome::Miss => "miss",
        FireOutcome::Destroyed => "destroyed",
        FireOutcome::GatesOpened => "gates-opened",
        FireOutcome::OfficerSaved => "officer-saved",
        FireOutcome::OfficerWounded => "officer-wounded",
    }
}

impl Resolver for MacroFire {
    type Field = Field;

    fn set(&mut self, f: Field, v: i32) {
        match f {
            Field::Shooter => self.shooter = Shooter::ALL[index(v, Shooter::ALL.len())],
            Field::Distance => self.distance = u8::try_from(v.clamp(1, 3)).unwrap_or(1),
            Field::Diagonal => self.diagonal = v != 0,
            Field::From => self.from = Terrain::ALL[index(v, Terrain::ALL.len())],
            Field::Target => self.target = u8::try_from(v.clamp(0, 3)).unwrap_or(0),
            Field::TargetMounted => self.target_mounted = v != 0,
            Field::TargetOn => self.target_on = Terrain::ALL[index(v, Terrain::ALL.len())],
            Field::BetweenOccupied => self.between_occupied = v != 0,
            Field::BetweenTerrain => {
                self.between_terrain = Terrain::ALL[index(v, Terrain::ALL.len())]
            }
            Field::Holder => self.field = FieldHolder::ALL[index(v, FieldHolder::ALL.len())],
        }
    }

    /// A shot the rules forbid is an answer here, not bad input: the view
    /// says why it cannot be fired, and nothing is refused.
    fn problem(&self, _: &Readings) -> Option<Problem> {
        None
    }

    fn sizes(&self, r: &Readings) -> Vec<usize> {
        let setup = self.setup();
        if setup.check(&r.macro_battle).is_err() {
            return Vec::new();
        }
        let first = self.common.dice.fitted(&[1]).complete().map(|p| p.concat());
        match roll_with(first, |d| setup.resolve(&r.macro_battle, self.field, d)) {
            Rolled::NeedsMore => vec![1, 1],
            Rolled::Done(_) | Rolled::Not => vec![1],
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
        let terrain = |f: Field, code: &'static str, label: &str, t: Terrain| {
            Input::choice(
                f,
                code,
                label,
                list(
                    terrain_index(t),
                    Terrain::ALL.iter().map(|&t| capitalise((m.terrain)(t))),
                ),
            )
            .dropdown()
        };
        let mut inputs = vec![
            Input::choice(
                Field::Shooter,
                "b-shooter",
                m.fire_title,
                list(
                    shooter_index(self.shooter),
                    Shooter::ALL.iter().map(|&s| (m.shooter)(s).to_string()),
                ),
            )
            .dropdown()
            .wide(true),
            Input::count(
                Field::Distance,
                "b-distance",
                m.distance,
                Count::new(i32::from(self.distance), 1, 3),
            ),
            Input::toggle(Field::Diagonal, "b-diagonal", m.diagonal, self.diagonal),
            terrain(Field::From, "b-from", m.from, self.from),
            terrain(Field::TargetOn, "b-target-on", m.target_on, self.target_on),
            Input::choice(
                Field::Target,
                "b-target",
                m.target,
                (0..4u8)
                    .map(|k| {
                        Choice::new(
                            i32::from(k),
                            ["unit", "officer", "officer-with-unit", "gates"][usize::from(k)],
                            (m.target_kind)(k),
                            k == self.target,
                        )
                    })
                    .collect(),
            ),
        ];
        if self.distance > 1 {
            inputs.push(terrain(
                Field::BetweenTerrain,
                "b-between",
                m.between,
                self.between_terrain,
            ));
            inputs.push(Input::toggle(
                Field::BetweenOccupied,
                "b-between-occupied",
                m.between_occupied,
                self.between_occupied,
            ));
        }
        if self.officer_target() {
            inputs.push(
                Input::toggle(
                    Field::TargetMounted,
                    "b-target-mounted",
                    m.target_mounted,
                    self.target_mounted,
                )
                .wide(true),
            );
            inputs.push(Input::choice(
                Field::Holder,
                "b-holder",
                m.field,
                FieldHolder::ALL
                    .into_iter()
                    .enumerate()
                    .map(|(i, h)| {
                        Choice::new(
                            i32::try_from(i).unwrap_or(0),
                            h.code(),
                            (m.field_holder)(h),
                            h == self.field,
                        )
                    })
                    .collect(),
            ));
        }
        let mut v = ResolverView {
            code: "macro-fire",
            title: m.fire_title.to_string(),
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
        let setup = self.setup();
        let o = match setup.odds(&r.macro_battle) {
            Ok(o) => o,
            Err(e) => {
                v.error = error_line(&self.common, Some(&Problem::Macro(e)), lang);
                return v;
            }
        };
        v.dice_line = format!(
            "{} · {}",
            (w.dice_line)(&[(m.fire_title.to_string(), u32::from(o.dice))]),
            (m.step)(&shturman_battles::macro_battle::Rule::HitsOn {
                shooter: self.shooter,
                from_face: o.hits_from
            })
        );
        v.odds = vec![odds_line(lang, "hit", m.hit, o.hit, Tone::Good)];
        v.odds.extend(
            o.outcomes
                .iter()
                .filter(|s| s.value != FireOutcome::Miss)
                .filter(|_| self.officer_target())
                .map(|s| {
                    odds_line(
                        lang,
                        outcome_code(s.value),
                        outcome_name(lang, s.value),
                        s.probability,
                        outcome_tone(s.value),
                    )
                }),
        );
        v.outcomes = o
            .outcomes
            .iter()
            .map(|s| {
                odds_line(
                    lang,
                    "outcome",
                    outcome_name(lang, s.value),
                    s.probability,
                    outcome_tone(s.value),
                )
            })
            .collect();
        v.counting = steps(lang, &o.steps);
        v.readings = readings(lang, &o.steps, &[], r);
        let hits_from = o.hits_from;
        v.pools = sizes
            .iter()
            .enumerate()
            .map(|(i, _)| {
                let label = (m.pool)(u8::try_from(i).unwrap_or(0)).to_string();
                let need = if i == 0 { hits_from } else { 5 };
                pool_view(
                    lang,
                    ["shot", "save"][i.min(1)],
                    i,
                    label,
                    &dice,
                    move |f| {
                        if f >= need {
                            Tone::Good
                        } else {
                            Tone::Bad
                        }
                    },
                    None,
                )
            })
            .collect();
        let total: usize = sizes.iter().sum();
        v.roll_label = (w.roll)(u32::try_from(v.empty).unwrap_or(0), v.empty == total);
        let faces = dice.complete().map(|p| p.concat());
        if let Rolled::Done(rep) =
            roll_with(faces, |d| setup.resolve(&r.macro_battle, self.field, d))
        {
            let lines = vec![(
                outcome_tone(rep.outcome),
                outcome_name(lang, rep.outcome).to_string(),
            )];
            let shown = super::his_common::after(&rep.steps, &o.steps);
            v.result = Some(result(&self.common, lines, Vec::new(), steps(lang, shown)));
        }
        v.error = error_line(&self.common, None, lang);
        v
    }
}

/// Why a shot cannot be fired, if it cannot (the view's error line).
pub fn no_shot(s: &MacroFire, r: &Readings) -> Option<MacroError> {
    s.setup().odds(&r.macro_battle).err()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battles::Event;

    fn r() -> Readings {
        Readings::default()
    }

    #[test]
    fn musketeers_hit_on_five_and_a_hit_destroys() {
        let mut s = MacroFire::default();
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.odds[0].fraction, "1/3");
        assert!(
            v.dice_line.ends_with("Rifle infantry hits on 5+"),
            "{}",
            v.dice_line
        );
        s.update(Event::Face(5), &r());
        let res = s.view(&r(), Lang::Ru).result.unwrap();
        assert_eq!(res.lines[0], (Tone::Good, "Отряд уничтожен".to_string()));
    }

    #[test]
    fn a_shot_through_an_occupied_cell_cannot_be_fired_and_says_why() {
        let mut s = MacroFire::default();
        s.update(Event::Set(Field::BetweenOccupied, 1), &r());
        let v = s.view(&r(), Lang::En);
        assert_eq!(
            v.error.as_deref(),
            Some("No fire through a cell with a unit (except from a hill or mountains)")
        );
        assert!(v.pools.is_empty());
        assert!(no_shot(&s, &r()).is_some());
        s.update(Event::Set(Field::From, 4), &r());
        assert_eq!(s.from, Terrain::Hill);
        assert_eq!(
            s.view(&r(), Lang::En).error,
            None,
            "from a hill it passes over"
        );
    }

    #[test]
    fn an_officer_hit_rolls_his_save() {
        let mut s = MacroFire::default();
        s.update(Event::Set(Field::Shooter, 2), &r());
        s.update(Event::Set(Field::Distance, 1), &r());
        s.update(Event::Set(Field::Target, 1), &r());
        s.update(Event::Face(6), &r());
        let v = s.view(&r(), Lang::En);
        assert!(v.result.is_none());
        assert_eq!(v.pools.len(), 2);
        s.update(Event::Face(2), &r());
        let res = s.view(&r(), Lang::En).result.unwrap();
        assert_eq!(res.lines[0].1, "The officer is wounded");
    }
}
