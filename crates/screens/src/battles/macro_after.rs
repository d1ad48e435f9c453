//! The macro-battle's rolls after a fight, as one screen with three modes:
//! an officer's save (digest M.7: 5+ saves him, else wounded, captured if
//! the enemy holds the field), his horse after the battle (M.7: 4+ only
//! wounded) and the captured batteries (M.8: a d6 a battery destroyed in
//! melee, 4+ captured). The exact odds before the roll, then the faces and
//! the result from `shturman_battles::macro_battle::{officer, batteries}`.

use super::macro_common::{Rolled, roll_with, steps};
use super::macro_melee::capitalise;
use super::{
    Count, Dice, Group, Input, PoolView, Problem, Readings, ResolverView, Shown, Situation, chart,
    choices, odds_line, pool_view,
};
use crate::view::Tone;
use shturman_battles::Dist;
use shturman_battles::macro_battle::MacroError;
use shturman_battles::macro_battle::batteries::{Batteries, CAPTURE_FROM};
use shturman_battles::macro_battle::officer::{
    FieldHolder, HORSE_FROM, SAVE_FROM, SaveOutcome, SaveSetup, horse_odds, resolve_horse,
    resolve_save, save_odds,
};
use shturman_words::Lang;
use shturman_words::battles::words;
use shturman_words::macro_battle::words as macro_words;

/// The most batteries offered by the stepper (the core takes more).
pub const BATTERIES: u32 = 20;

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

    fn name(self, lang: Lang) -> &'static str {
        let m = macro_words(lang);
        match self {
            Mode::Save => m.save_mode,
            Mode::Horse => m.horse_mode,
            Mode::Batteries => m.batteries_mode,
        }
    }
}

/// A change of the roll, with its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    Mode(Mode),
    Mounted(bool),
    Holder(FieldHolder),
    Batteries(u32),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MacroAfter {
    pub mode: Mode,
    pub mounted: bool,
    pub field: FieldHolder,
    pub batteries: u32,
}

impl Default for MacroAfter {
    /// A mounted officer's save while the battle goes on.
    fn default() -> Self {
        MacroAfter {
            mode: Mode::Save,
            mounted: true,
            field: FieldHolder::Undecided,
            batteries: 2,
        }
    }
}

impl MacroAfter {
    fn batteries(&self) -> Result<Batteries, MacroError> {
        Batteries::new(self.batteries)
    }

    /// Which roll, and what it asks for.
    fn inputs(&self, lang: Lang) -> Vec<Input<Change>> {
        let m = macro_words(lang);
        let modes = Mode::ALL.map(|x| (x, x.code(), x.name(lang)));
        let mut inputs = vec![Input::choice(
            "b-mode",
            m.mode,
            choices(&self.mode, modes, Change::Mode),
        )];
        match self.mode {
            Mode::Save => {
                let mounted = Input::toggle(
                    "b-mounted",
                    m.mounted_officer,
                    self.mounted,
                    Change::Mounted,
                );
                inputs.push(mounted.wide(true));
                let holders = FieldHolder::ALL.map(|h| (h, h.code(), (m.field_holder)(h)));
                let holders = choices(&self.field, holders, Change::Holder);
                inputs.push(Input::choice("b-holder", m.field, holders));
            }
            Mode::Horse => {}
            Mode::Batteries => {
                let c = Count::new(self.batteries, 0, BATTERIES, Change::Batteries);
                inputs.push(Input::count("b-batteries", m.batteries, c).wide(true));
            }
        }
        inputs
    }

    /// The roll's one pool, named as the roll, a face from `good` on good.
    fn pool(&self, s: &Shown<'_>, code: &'static str, good: u8) -> Vec<PoolView> {
        let title = self.mode.name(s.lang).to_string();
        let tone = move |f| tone(f >= good);
        vec![pool_view(s.lang, code, 0, title, &s.dice, tone, None)]
    }

    /// An officer's save: saved or wounded (and captured, the field lost).
    fn save(&self, s: &Shown<'_>, v: &mut ResolverView<Change>) {
        let (lang, m) = (s.lang, macro_words(s.lang));
        let t = save_odds();
        let saved = t.probability_of(&SaveOutcome::Saved);
        let wounded = t.probability_of(&SaveOutcome::Wounded);
        v.odds = vec![
            odds_line(lang, "saved", m.officer_saved, saved, Tone::Good),
            odds_line(lang, "wounded", m.officer_wounded, wounded, Tone::Bad),
        ];
        v.pools = self.pool(s, "save", SAVE_FROM);
        let setup = SaveSetup {
            mounted: self.mounted,
            field: self.field,
        };
        let faces = s.dice.complete().map(|p| p.concat());
        if let Rolled::Done(rep) = roll_with(faces, |d| resolve_save(setup, d)) {
            let mut lines = vec![match rep.outcome {
                SaveOutcome::Saved => (Tone::Good, m.officer_saved.to_string()),
                SaveOutcome::Wounded => (Tone::Bad, m.officer_wounded.to_string()),
            }];
            if rep.captured == Some(true) {
                lines.push((Tone::Alert, capitalise(m.captured)));
            }
            v.result = Some(s.result(lines, Vec::new(), steps(lang, &rep.steps)));
        }
    }

    /// A mounted officer's horse: it lives or is lost.
    fn horse(&self, s: &Shown<'_>, v: &mut ResolverView<Change>) {
        let (lang, m) = (s.lang, macro_words(s.lang));
        let lost = Dist::d6().probability(|f| f < i32::from(HORSE_FROM));
        v.odds = vec![
            odds_line(
                lang,
                "horse-survives",
                m.horse_survives,
                horse_odds(),
                Tone::Good,
            ),
            odds_line(lang, "horse-lost", m.horse_lost, lost, Tone::Bad),
        ];
        v.pools = self.pool(s, "horse", HORSE_FROM);
        let faces = s.dice.complete().map(|p| p.concat());
        if let Rolled::Done(rep) = roll_with(faces, |d| resolve_horse(d)) {
            let line = if rep.survives {
                (Tone::Good, m.horse_survives.to_string())
            } else {
                (Tone::Bad, m.horse_lost.to_string())
            };
            v.result = Some(s.result(vec![line], Vec::new(), steps(lang, &rep.steps)));
        }
    }

    /// Batteries captured: a die each.
    fn captured(&self, s: &Shown<'_>, v: &mut ResolverView<Change>) {
        let (lang, m) = (s.lang, macro_words(s.lang));
        let (b, o) = match self.batteries().and_then(|b| Ok((b, b.odds()?))) {
            Ok(x) => x,
            Err(e) => {
                v.error = s.error(Some(&Problem::Macro(e)));
                return;
            }
        };
        v.odds = vec![odds_line(
            lang,
            "at-least-one",
            m.at_least_one,
            o.at_least_one,
            Tone::Good,
        )];
        let bars = o
            .captured
            .iter()
            .map(|x| (x.value.to_string(), x.probability, Tone::Good))
            .collect();
        v.charts = vec![chart(lang, "captured", m.batteries_mode, bars)];
        v.outcomes = o
            .captured
            .iter()
            .map(|x| {
                let k = u32::try_from(x.value).unwrap_or(0);
                odds_line(
                    lang,
                    "captured",
                    (m.captured_batteries)(k),
                    x.probability,
                    Tone::Plain,
                )
            })
            .collect();
        v.pools = self.pool(s, "batteries", CAPTURE_FROM);
        let faces = s.dice.complete().map(|p| p.concat());
        if let Rolled::Done(rep) = roll_with(faces, |d| b.resolve(d)) {
            let took = if rep.captured > 0 {
                Tone::Good
            } else {
                Tone::Plain
            };
            let line = (took, (m.captured_batteries)(rep.captured));
            v.result = Some(s.result(vec![line], Vec::new(), steps(lang, &rep.steps)));
        }
    }
}

impl Situation for MacroAfter {
    type Change = Change;

    fn change(&mut self, c: Change) {
        match c {
            Change::Mode(mode) => self.mode = mode,
            Change::Mounted(on) => self.mounted = on,
            Change::Holder(h) => self.field = h,
            Change::Batteries(n) => self.batteries = n.min(BATTERIES),
        }
    }

    /// Another roll: the faces entered for the last one go.
    fn same_roll(&self, before: &Self) -> bool {
        self.mode == before.mode
    }

    fn problem(&self, _: &Dice, _: &Readings) -> Option<Problem> {
        match self.mode {
            Mode::Batteries => self.batteries().and_then(Batteries::odds).err(),
            Mode::Save | Mode::Horse => None,
        }
        .map(Problem::Macro)
    }

    fn sizes(&self, _: &Dice, _: &Readings) -> Vec<usize> {
        match self.mode {
            Mode::Save | Mode::Horse => vec![1],
            Mode::Batteries => self
                .batteries()
                .map(|b| vec![usize::try_from(b.count()).unwrap_or(0)])
                .unwrap_or_default(),
        }
    }

    fn view(&self, s: &Shown<'_>) -> ResolverView<Change> {
        let (w, m) = (words(s.lang), macro_words(s.lang));
        let groups = vec![Group::plain(self.inputs(s.lang))];
        let mut v = s.blank("macro-after", m.after_title, groups);
        let all = u32::try_from(s.sizes.iter().sum::<usize>()).unwrap_or(0);
        v.dice_line = (w.dice_line)(&[(self.mode.name(s.lang).to_string(), all)]);
        match self.mode {
            Mode::Save => self.save(s, &mut v),
            Mode::Horse => self.horse(s, &mut v),
            Mode::Batteries => self.captured(s, &mut v),
        }
        v
    }
}

const fn tone(good: bool) -> Tone {
    if good { Tone::Good } else { Tone::Bad }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battles::{Event, ResolverScreen};

    type Screen = ResolverScreen<MacroAfter>;

    fn r() -> Readings {
        Readings::default()
    }

    #[test]
    fn a_save_is_one_in_three_and_a_wounded_officer_is_captured_if_the_enemy_holds_the_field() {
        let mut s = Screen::default();
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.odds[0].fraction, "1/3");
        assert_eq!(v.odds[1].fraction, "2/3");
        assert_eq!(v.pools.len(), 1);
        s.update(Event::Set(Change::Holder(FieldHolder::ALL[2])), &r());
        s.update(Event::Face(3), &r());
        let res = s.view(&r(), Lang::Ru).result.unwrap();
        assert_eq!(res.lines[0], (Tone::Bad, "Офицер ранен".to_string()));
        assert_eq!(res.lines[1], (Tone::Alert, "В плену".to_string()));
        assert!(
            res.steps
                .iter()
                .all(|w| w.section.as_deref() == Some("M.7"))
        );
        s.update(Event::Clear, &r());
        s.update(Event::Face(5), &r());
        let res = s.view(&r(), Lang::En).result.unwrap();
        assert_eq!(res.lines.len(), 1);
        assert_eq!(res.lines[0].0, Tone::Good);
    }

    #[test]
    fn the_horse_lives_on_four_or_more() {
        let mut s = Screen::default();
        s.update(Event::Set(Change::Mode(Mode::Horse)), &r());
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
        let mut s = Screen::default();
        s.update(Event::Set(Change::Mode(Mode::Batteries)), &r());
        let v = s.view(&r(), Lang::Ru);
        assert_eq!(v.odds[0].fraction, "3/4");
        assert_eq!(v.outcomes.len(), 3);
        assert_eq!(v.empty, 2);
        s.update(Event::Set(Change::Batteries(3)), &r());
        assert_eq!(s.view(&r(), Lang::Ru).odds[0].fraction, "7/8");
        s.update(Event::Fill(vec![3, 4, 6]), &r());
        let res = s.view(&r(), Lang::Ru).result.unwrap();
        assert_eq!(res.lines[0].1, "Захвачено батарей: 2");
        assert_eq!(res.steps.len(), 4);
        s.update(Event::Set(Change::Batteries(99)), &r());
        assert_eq!(s.situation.batteries, 20, "the stepper's top");
    }
}
