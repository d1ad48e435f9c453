//! The macro-battle's musket and carbine fire (digest M.2) as a screen:
//! the shooter, the distance and line, the terrain under the shooter and
//! the target, the cell between, the target (a unit, an officer alone or
//! with a unit, the gates); whether the shot may be fired at all (the
//! core's reason if not), the face it needs and the exact chance of each
//! outcome (an officer hit rolls his save, M.7); then the faces and the
//! result from `shturman_battles::macro_battle::fire`.

use super::macro_common::{Rolled, list, readings, roll_with, steps};
use super::macro_melee::capitalise;
use super::{
    Count, Dice, Group, Input, Problem, Readings, ResolverView, Shown, Situation, choices,
    odds_line, pool_view,
};
use crate::view::Tone;
use shturman_battles::macro_battle::fire::{
    Between, FireOdds, FireOutcome, FireTarget, Line, Shooter, ShotSetup,
};
use shturman_battles::macro_battle::officer::FieldHolder;
use shturman_battles::macro_battle::{MacroError, Terrain};
use shturman_words::Lang;
use shturman_words::battles::words;
use shturman_words::macro_battle::words as macro_words;

/// What is shot at (numbered as the words name them).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[repr(u8)]
pub enum Target {
    #[default]
    Unit = 0,
    /// An officer alone on his cell.
    Officer = 1,
    OfficerWithUnit = 2,
    Gates = 3,
}

impl Target {
    pub const ALL: [Target; 4] = [
        Target::Unit,
        Target::Officer,
        Target::OfficerWithUnit,
        Target::Gates,
    ];

    const fn code(self) -> &'static str {
        match self {
            Target::Unit => "unit",
            Target::Officer => "officer",
            Target::OfficerWithUnit => "officer-with-unit",
            Target::Gates => "gates",
        }
    }
}

/// The farthest a shot reaches.
const MAX_DISTANCE: u8 = 3;

/// A change of the shot, with its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    Shooter(Shooter),
    Distance(u8),
    Diagonal(bool),
    From(Terrain),
    Target(Target),
    TargetMounted(bool),
    TargetOn(Terrain),
    BetweenOccupied(bool),
    BetweenTerrain(Terrain),
    Holder(FieldHolder),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MacroFire {
    pub shooter: Shooter,
    pub distance: u8,
    pub diagonal: bool,
    pub from: Terrain,
    pub target: Target,
    pub target_mounted: bool,
    pub target_on: Terrain,
    pub between_occupied: bool,
    pub between_terrain: Terrain,
    pub field: FieldHolder,
}

impl Default for MacroFire {
    /// Musketeers at a unit 2 cells away over an empty cell.
    fn default() -> Self {
        MacroFire {
            shooter: Shooter::RifleInfantry,
            distance: 2,
            diagonal: false,
            from: Terrain::Open,
            target: Target::Unit,
            target_mounted: true,
            target_on: Terrain::Open,
            between_occupied: false,
            between_terrain: Terrain::Open,
            field: FieldHolder::Undecided,
        }
    }
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
                Target::Unit => FireTarget::Unit,
                Target::Officer => FireTarget::Officer {
                    with_unit: false,
                    mounted: self.target_mounted,
                },
                Target::OfficerWithUnit => FireTarget::Officer {
                    with_unit: true,
                    mounted: self.target_mounted,
                },
                Target::Gates => FireTarget::Gates,
            },
            target_on: self.target_on,
        }
    }

    fn officer_target(&self) -> bool {
        matches!(self.target, Target::Officer | Target::OfficerWithUnit)
    }

    /// The shooter, the line, where each stands, the target; what is
    /// between; an officer's horse and who holds the field.
    fn inputs(&self, lang: Lang) -> Vec<Input<Change>> {
        let m = macro_words(lang);
        let terrain = |code: &'static str, label: &str, now: Terrain, to: fn(Terrain) -> Change| {
            let all = Terrain::ALL.map(|t| (t, capitalise((m.terrain)(t))));
            Input::choice(code, label, list(&now, all, to)).dropdown()
        };
        let shooters = Shooter::ALL.map(|s| (s, (m.shooter)(s).to_string()));
        let targets = Target::ALL.map(|t| (t, t.code(), (m.target_kind)(t as u8)));
        let mut inputs = vec![
            Input::choice(
                "b-shooter",
                m.fire_title,
                list(&self.shooter, shooters, Change::Shooter),
            )
            .dropdown()
            .wide(true),
            Input::count(
                "b-distance",
                m.distance,
                Count::new(self.distance, 1, MAX_DISTANCE, Change::Distance),
            ),
            Input::toggle("b-diagonal", m.diagonal, self.diagonal, Change::Diagonal),
            terrain("b-from", m.from, self.from, Change::From),
            terrain("b-target-on", m.target_on, self.target_on, Change::TargetOn),
            Input::choice(
                "b-target",
                m.target,
                choices(&self.target, targets, Change::Target),
            ),
        ];
        if self.distance > 1 {
            let between = self.between_terrain;
            inputs.push(terrain(
                "b-between",
                m.between,
                between,
                Change::BetweenTerrain,
            ));
            let occupied = self.between_occupied;
            let label = m.between_occupied;
            inputs.push(Input::toggle(
                "b-between-occupied",
                label,
                occupied,
                Change::BetweenOccupied,
            ));
        }
        if self.officer_target() {
            let mounted = self.target_mounted;
            let horse = Input::toggle(
                "b-target-mounted",
                m.target_mounted,
                mounted,
                Change::TargetMounted,
            );
            inputs.push(horse.wide(true));
            let holders = FieldHolder::ALL.map(|h| (h, h.code(), (m.field_holder)(h)));
            let holders = choices(&self.field, holders, Change::Holder);
            inputs.push(Input::choice("b-holder", m.field, holders));
        }
        inputs
    }

    /// The chance to hit and, an officer shot at, of each outcome.
    fn odds(&self, lang: Lang, o: &FireOdds, v: &mut ResolverView<Change>) {
        let (w, m) = (words(lang), macro_words(lang));
        v.dice_line = format!(
            "{} · {}",
            (w.dice_line)(&[(m.fire_title.to_string(), u32::from(o.dice))]),
            (m.step)(&shturman_battles::macro_battle::Rule::HitsOn {
                shooter: self.shooter,
                from_face: o.hits_from
            })
        );
        let line = |code, x: FireOutcome, p| {
            odds_line(lang, code, outcome_name(lang, x), p, outcome_tone(x))
        };
        v.odds = vec![odds_line(lang, "hit", m.hit, o.hit, Tone::Good)];
        v.odds.extend(
            o.outcomes
                .iter()
                .filter(|s| s.value != FireOutcome::Miss)
                .filter(|_| self.officer_target())
                .map(|s| line(outcome_code(s.value), s.value, s.probability)),
        );
        v.outcomes = o
            .outcomes
            .iter()
            .map(|s| line("outcome", s.value, s.probability))
            .collect();
    }

    /// The shot's die (and an officer's save after a hit), and the result.
    fn dice(&self, s: &Shown<'_>, o: &FireOdds, v: &mut ResolverView<Change>) {
        let (lang, r, m) = (s.lang, s.readings, macro_words(s.lang));
        let hits_from = o.hits_from;
        v.pools = s
            .sizes
            .iter()
            .enumerate()
            .map(|(i, _)| {
                let label = (m.pool)(u8::try_from(i).unwrap_or(0)).to_string();
                let need = if i == 0 { hits_from } else { 5 };
                let tone = move |f| if f >= need { Tone::Good } else { Tone::Bad };
                pool_view(
                    lang,
                    ["shot", "save"][i.min(1)],
                    i,
                    label,
                    &s.dice,
                    tone,
                    None,
                )
            })
            .collect();
        let faces = s.dice.complete().map(|p| p.concat());
        let setup = self.setup();
        if let Rolled::Done(rep) =
            roll_with(faces, |d| setup.resolve(&r.macro_battle, self.field, d))
        {
            let lines = vec![(
                outcome_tone(rep.outcome),
                outcome_name(lang, rep.outcome).to_string(),
            )];
            let shown = super::his_common::after(&rep.steps, &o.steps);
            v.result = Some(s.result(lines, Vec::new(), steps(lang, shown)));
        }
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

impl Situation for MacroFire {
    type Change = Change;

    fn change(&mut self, c: Change) {
        match c {
            Change::Shooter(x) => self.shooter = x,
            Change::Distance(d) => self.distance = d.clamp(1, MAX_DISTANCE),
            Change::Diagonal(on) => self.diagonal = on,
            Change::From(t) => self.from = t,
            Change::Target(t) => self.target = t,
            Change::TargetMounted(on) => self.target_mounted = on,
            Change::TargetOn(t) => self.target_on = t,
            Change::BetweenOccupied(on) => self.between_occupied = on,
            Change::BetweenTerrain(t) => self.between_terrain = t,
            Change::Holder(h) => self.field = h,
        }
    }

    /// A shot the rules forbid is an answer here, not bad input: the view
    /// says why it cannot be fired, and nothing is refused.
    fn problem(&self, _: &Dice, _: &Readings) -> Option<Problem> {
        None
    }

    fn sizes(&self, dice: &Dice, r: &Readings) -> Vec<usize> {
        let setup = self.setup();
        if setup.check(&r.macro_battle).is_err() {
            return Vec::new();
        }
        let first = dice.fitted(&[1]).complete().map(|p| p.concat());
        match roll_with(first, |d| setup.resolve(&r.macro_battle, self.field, d)) {
            Rolled::NeedsMore => vec![1, 1],
            Rolled::Done(_) | Rolled::Not => vec![1],
        }
    }

    fn view(&self, s: &Shown<'_>) -> ResolverView<Change> {
        let (lang, r) = (s.lang, s.readings);
        let m = macro_words(lang);
        let mut v = s.blank(
            "macro-fire",
            m.fire_title,
            vec![Group::plain(self.inputs(lang))],
        );
        let o = match self.setup().odds(&r.macro_battle) {
            Ok(o) => o,
            Err(e) => {
                v.error = s.error(Some(&Problem::Macro(e)));
                return v;
            }
        };
        self.odds(lang, &o, &mut v);
        v.counting = steps(lang, &o.steps);
        v.readings = readings(lang, &o.steps, &[], r);
        self.dice(s, &o, &mut v);
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
    use crate::battles::{Event, ResolverScreen};

    type Screen = ResolverScreen<MacroFire>;

    fn r() -> Readings {
        Readings::default()
    }

    #[test]
    fn musketeers_hit_on_five_and_a_hit_destroys() {
        let mut s = Screen::default();
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
        let mut s = Screen::default();
        s.update(Event::Set(Change::BetweenOccupied(true)), &r());
        let v = s.view(&r(), Lang::En);
        assert_eq!(
            v.error.as_deref(),
            Some("No fire through a cell with a unit (except from a hill or mountains)")
        );
        assert!(v.pools.is_empty());
        assert!(no_shot(&s.situation, &r()).is_some());
        s.update(Event::Set(Change::From(Terrain::Hill)), &r());
        assert_eq!(s.situation.from, Terrain::Hill);
        assert_eq!(
            s.view(&r(), Lang::En).error,
            None,
            "from a hill it passes over"
        );
    }

    #[test]
    fn an_officer_hit_rolls_his_save() {
        let mut s = Screen::default();
        s.update(Event::Set(Change::Shooter(Shooter::RifleCavalry)), &r());
        s.update(Event::Set(Change::Distance(1)), &r());
        s.update(Event::Set(Change::Target(Target::Officer)), &r());
        s.update(Event::Face(6), &r());
        let v = s.view(&r(), Lang::En);
        assert!(v.result.is_none());
        assert_eq!(v.pools.len(), 2);
        s.update(Event::Face(2), &r());
        let res = s.view(&r(), Lang::En).result.unwrap();
        assert_eq!(res.lines[0].1, "The officer is wounded");
    }
}
