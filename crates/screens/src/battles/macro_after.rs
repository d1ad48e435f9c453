//! The macro-battle's rolls after a fight, as one screen with three modes:
//! an officer's save (digest M.7: 5+ saves him, else wounded, captured if
//! the enemy holds the field), his horse after the battle (M.7: 4+ only
//! wounded) and the captured batteries (M.8: a d6 a battery destroyed in
//! melee, 4+ captured). The exact odds before the roll, then the faces and
//! the result from `shturman_battles::macro_battle::{officer, batteries}`.

use super::macro_common::{roll_with, steps, Rolled};
use super::macro_melee::capitalise;
use super::{
    chart, error_line, odds_line, pool_view, result, Common, Count, Group, Input, Problem,
    Readings, Resolver, ResolverView,
};
use crate::view::{Choice, Tone};
use shturman_battles::macro_battle::batteries::{Batteries, CAPTURE_FROM};
use shturman_battles::macro_battle::officer::{
    horse_odds, resolve_horse, resolve_save, save_odds, FieldHolder, SaveOutcome, SaveSetup,
    HORSE_FROM, SAVE_FROM,
};
use shturman_battles::macro_battle::MacroError;
use shturman_battles::Dist;
use shturman_words::battles::words;
use shturman_words::macro_battle::words as macro_words;
use shturman_words::Lang;

/// The most batteries offered by the stepper (the core takes more).
pub const BATTERIES: i32 = 20;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    #[default]
    Save,
    Horse,
    Batteries,
}

impl Mode {
    pub const ALL: [Mode; 3] = [Mode::Save, Mode::Horse, Mode::Batteries];

    const fn code(self) -> &'static str {
        match self {
            Mode::Save => "save",
            Mode::Horse => "horse",
            Mode::Batteries => "batteries",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// Index in `Mode::ALL`.
    Mode,
    Mounted,
    /// Index in `FieldHolder::ALL`.
    Holder,
    Batteries,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MacroAfter {
    pub mode: Mode,
    pub mounted: bool,
    pub field: FieldHolder,
    pub batteries: u32,
    pub common: Common,
}

impl Default for MacroAfter {
    /// A mounted officer's save while the battle goes on.
    fn default() -> Self {
        let mut s = MacroAfter {
            mode: Mode::Save,
            mounted: true,
            field: FieldHolder::Undecided,
            batteries: 2,
            common: Common::default(),
        };
        s.common.dice.fit(&[1]);
        s
    }
}

impl MacroAfter {
    fn batteries(&self) -> Result<Batteries, MacroError> {
        Batteries::new(self.batteries)
    }
}

fn idx(v: i32, len: usize) -> usize {
    usize::try_from(v.max(0)).unwrap_or(0).min(len - 1)
}

impl Resolver for MacroAfter {
    type Field = Field;

    fn set(&mut self, f: Field, v: i32) {
        match f {
            Field::Mode => {
                let mode = Mode::ALL[idx(v, Mode::ALL.len())];
                if mode != self.mode {
                    // another roll: the faces entered for the last one go
                    self.common.dice.clear();
                }
                self.mode = mode;
            }
            Field::Mounted => self.mounted = v != 0,
            Field::Holder => self.field = FieldHolder::ALL[idx(v, FieldHolder::ALL.len())],
            Field::Batteries => self.batteries = u32::try_from(v.clamp(0, BATTERIES)).unwrap_or(0),
        }
    }

    fn problem(&self, _: &Readings) -> Option<Problem> {
        match self.mode {
            Mode::Batteries => self.batteries().and_then(Batteries::odds).err(),
            Mode::Save | Mode::Horse => None,
        }
        .map(Problem::Macro)
    }

    fn sizes(&self, _: &Readings) -> Vec<usize> {
        match self.mode {
            Mode::Save | Mode::Horse => vec![1],
            Mode::Batteries => self
                .batteries()
                .map(|b| vec![usize::try_from(b.count()).unwrap_or(0)])
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
        let m = macro_words(lang);
        let sizes = self.sizes(r);
        let dice = self.common.dice.fitted(&sizes);
        let mut inputs = vec![Input::choice(
            Field::Mode,
            "b-mode",
            m.mode,
            Mode::ALL
                .into_iter()
                .enumerate()
                .map(|(i, x)| {
                    let label = match x {
                        Mode::Save => m.save_mode,
                        Mode::Horse => m.horse_mode,
                        Mode::Batteries => m.batteries_mode,
                    };
                    Choice::new(
                        i32::try_from(i).unwrap_or(0),
                        x.code(),
                        label,
                        x == self.mode,
                    )
                })
                .collect(),
        )];
        match self.mode {
            Mode::Save => {
                inputs.push(
                    Input::toggle(Field::Mounted, "b-mounted", m.mounted_officer, self.mounted)
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
            Mode::Horse => {}
            Mode::Batteries => inputs.push(
                Input::count(
                    Field::Batteries,
                    "b-batteries",
                    m.batteries,
                    Count::new(i32::try_from(self.batteries).unwrap_or(0), 0, BATTERIES),
                )
                .wide(true),
            ),
        }
        let title = match self.mode {
            Mode::Save => m.save_mode,
            Mode::Horse => m.horse_mode,
            Mode::Batteries => m.batteries_mode,
        };
        let mut v = ResolverView {
            code: "macro-after",
            title: m.after_title.to_string(),
            groups: vec![Group::plain(inputs)],
            error: error_line(&self.common, None, lang),
            dice_line: (w.dice_line)(&[(
                title.to_string(),
                u32::try_from(sizes.iter().sum::<usize>()).unwrap_or(0),
            )]),
            odds: Vec::new(),
            charts: Vec::new(),
            outcomes: Vec::new(),
            counting: Vec::new(),
            readings: Vec::new(),
            pools: Vec::new(),
            empty: dice.empty(),
            roll_label: (w.roll)(
                u32::try_from(dice.empty()).unwrap_or(0),
                dice.empty() == sizes.iter().sum::<usize>(),
            ),
            tally: None,
            result: None,
        };
        let faces = dice.complete().map(|p| p.concat());
        match self.mode {
            Mode::Save => {
                let t = save_odds();
                v.odds = vec![
                    odds_line(
                        lang,
                        "saved",
                        m.officer_saved,
                        t.probability_of(&SaveOutcome::Saved),
                        Tone::Good,
                    ),
                    odds_line(
                        lang,
                        "wounded",
                        m.officer_wounded,
                        t.probability_of(&SaveOutcome::Wounded),
                        Tone::Bad,
                    ),
                ];
                v.pools = vec![pool_view(
                    lang,
                    "save",
                    0,
                    title.to_string(),
                    &dice,
                    |f| tone(f >= SAVE_FROM),
                    None,
                )];
                let setup = SaveSetup {
                    mounted: self.mounted,
                    field: self.field,
                };
                if let Rolled::Done(rep) = roll_with(faces, |d| resolve_save(setup, d)) {
                    let mut lines = vec![match rep.outcome {
                        SaveOutcome::Saved => (Tone::Good, m.officer_saved.to_string()),
                        SaveOutcome::Wounded => (Tone::Bad, m.officer_wounded.to_string()),
                    }];
                    if rep.captured == Some(true) {
                        lines.push((Tone::Alert, capitalise(m.captured)));
                    }
                    v.result = Some(result(
                        &self.common,
                        lines,
                        Vec::new(),
                        steps(lang, &rep.steps),
                    ));
                }
            }
            Mode::Horse => {
                v.odds = vec![
                    odds_line(
                        lang,
                        "horse-survives",
                        m.horse_survives,
                        horse_odds(),
                        Tone::Good,
                    ),
                    odds_line(
                        lang,
                        "horse-lost",
                        m.horse_lost,
                        Dist::d6().probability(|f| f < i32::from(HORSE_FROM)),
                        Tone::Bad,
                    ),
                ];
                v.pools = vec![pool_view(
                    lang,
                    "horse",
                    0,
                    title.to_string(),
                    &dice,
                    |f| tone(f >= HORSE_FROM),
                    None,
                )];
                if let Rolled::Done(rep) = roll_with(faces, |d| resolve_horse(d)) {
                    let line = if rep.survives {
                        (Tone::Good, m.horse_survives.to_string())
                    } else {
                        (Tone::Bad, m.horse_lost.to_string())
                    };
                    v.result = Some(result(
                        &self.common,
                        vec![line],
                        Vec::new(),
                        steps(lang, &rep.steps),
                    ));
                }
            }
            Mode::Batteries => {
                let (b, o) = match self.batteries().and_then(|b| Ok((b, b.odds()?))) {
                    Ok(x) => x,
                    Err(e) => {
                        v.error = error_line(&self.common, Some(&Problem::Macro(e)), lang);
                        return v;
                    }
                };
                v.odds = vec![odds_line(
                    lang,
                    "at-least-one",
                    m.at_least_one,
                    o.at_least_one,
                    Tone::Good,
                )];
                v.charts = vec![chart(
                    lang,
                    "captured",
                    m.batteries_mode,
                    o.captured
                        .iter()
                        .map(|s| (s.value.to_string(), s.probability, Tone::Good))
                        .collect(),
                )];
                v.outcomes = o
                    .captured
                    .iter()
                    .map(|s| {
                        let k = u32::try_from(s.value).unwrap_or(0);
                        odds_line(
                            lang,
                            "captured",
                            (m.captured_batteries)(k),
                            s.probability,
                            Tone::Plain,
                        )
                    })
                    .collect();
                v.pools = vec![pool_view(
                    lang,
                    "batteries",
                    0,
                    title.to_string(),
                    &dice,
                    |f| tone(f >= CAPTURE_FROM),
                    None,
                )];
                if let Rolled::Done(rep) = roll_with(faces, |d| b.resolve(d)) {
                    let line = (
                        if rep.captured > 0 {
                            Tone::Good
                        } else {
                            Tone::Plain
                        },
                        (m.captured_batteries)(rep.captured),
                    );
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

const fn tone(good: bool) -> Tone {
    if good {
        Tone::Good
    } else {
        Tone::Bad
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battles::Event;

    fn r() -> Readings {
        Readings::default()
    }

    #[test]
    fn a_save_is_one_in_three_and_a_wounded_officer_is_captured_if_the_enemy_holds_the_field() {
        let mut s = MacroAfter::default();
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.odds[0].fraction, "1/3");
        assert_eq!(v.odds[1].fraction, "2/3");
        assert_eq!(v.pools.len(), 1);
        s.update(Event::Set(Field::Holder, 2), &r());
        s.update(Event::Face(3), &r());
        let res = s.view(&r(), Lang::Ru).result.unwrap();
        assert_eq!(res.lines[0], (Tone::Bad, "Офицер ранен".to_string()));
        assert_eq!(res.lines[1], (Tone::Alert, "В плену".to_string()));
        assert!(res
            .steps
            .iter()
            .all(|w| w.section.as_deref() == Some("M.7")));
        s.update(Event::Clear, &r());
        s.update(Event::Face(5), &r());
        let res = s.view(&r(), Lang::En).result.unwrap();
        assert_eq!(res.lines.len(), 1);
        assert_eq!(res.lines[0].0, Tone::Good);
    }

    #[test]
    fn the_horse_lives_on_four_or_more() {
        let mut s = MacroAfter::default();
        s.update(Event::Set(Field::Mode, 1), &r());
        let v = s.view(&r(), Lang::En);
        assert_eq!(
            (v.odds[0].fraction.as_str(), v.odds[1].fraction.as_str()),
            ("1/2", "1/2")
        );
        s.update(Event::Face(4), &r());
        let res = s.view(&r(), Lang::En).result.unwrap();
        assert_eq!(res.lines[0].0, Tone::Good);
    }

    #[test]
    fn batteries_a_die_each_four_or_more_captures() {
        let mut s = MacroAfter::default();
        s.update(Event::Set(Field::Mode, 2), &r());
        let v = s.view(&r(), Lang::Ru);
        assert_eq!(v.odds[0].fraction, "3/4");
        assert_eq!(v.outcomes.len(), 3);
        assert_eq!(v.empty, 2);
        s.update(Event::Set(Field::Batteries, 3), &r());
        assert_eq!(s.view(&r(), Lang::Ru).odds[0].fraction, "7/8");
        s.update(Event::Fill(vec![3, 4, 6]), &r());
        let res = s.view(&r(), Lang::Ru).result.unwrap();
        assert_eq!(res.lines[0].1, "Захвачено батарей: 2");
        assert_eq!(res.steps.len(), 4);
        s.update(Event::Set(Field::Batteries, 99), &r());
        assert_eq!(s.batteries, 20, "the stepper's top");
    }
}
