//! The resolver screens of the three other games the table plays (issue
//! 20): Here I Stand's battles, the «Цена Чести» macro-battle and
//! dreadnought naval combat. Every resolver screen has the same shape, so
//! one page renders them all:
//!
//! 1. the **situation**: a few inputs ([`Group`]s of [`Input`]s: choices,
//!    counts, switches), each change checked by the core — a change the core
//!    refuses is undone and its reason shown ([`Common::refused`]);
//! 2. the **dice to roll** and the **exact odds** of every outcome before
//!    rolling ([`OddsLine`]: fraction, percent and a bar; [`Chart`]: a
//!    small bar chart of a distribution);
//! 3. the **dice**: rolled in the app ([`Event::Fill`]) or the faces of real
//!    dice entered one tap a die ([`Dice`]: a slot per die, a 1–6 keypad);
//!    where a die only hits or misses (Here I Stand), each pool's hits may
//!    be entered as one number instead ([`Tally`]);
//! 4. once every die has a face, the **result** applied and explained step
//!    by step, each step with its digest section and the reading it relied
//!    on ([`ResultView`]).
//!
//! The readings each text leaves open ([`Readings`]) are the table's
//! settings, kept apart from the screens: a screen shows the ones its answer
//! relies on, with their options.

pub(crate) mod dread_common;
pub mod dread_grounding;
pub mod dread_gunnery;
pub mod dread_torpedo;
pub mod dread_tracker;
pub mod his_assault;
pub(crate) mod his_common;
pub mod his_field;
pub mod his_naval;
pub mod his_roll;
pub mod hub;
pub mod macro_after;
pub mod macro_artillery;
pub(crate) mod macro_common;
pub mod macro_courier;
pub mod macro_fire;
pub mod macro_melee;
pub mod macro_movement;
pub mod rules;

use crate::view::{Choice, Toggle, Tone, Why};
use shturman_battles::{dreadnought, his, macro_battle, Fraction};
use shturman_words::battles::words;
use shturman_words::terms::terms;
use shturman_words::Lang;

/// The table's choice for every reading of the three games (each game's
/// default is its text's).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Readings {
    pub his: his::HisOptions,
    pub macro_battle: macro_battle::Options,
    pub dreadnought: dreadnought::Options,
}

impl Readings {
    /// Choose option `code` of the reading `id` ("H-3", "M-12", "D-7").
    /// Returns whether anything was chosen (an unknown id or code changes
    /// nothing).
    pub fn set(&mut self, id: &str, code: &str) -> bool {
        if let Ok(r) = his::Reading::from_id(id) {
            return self.his.set(r, code).is_ok();
        }
        if let Some(r) = macro_battle::Reading::from_id(id) {
            return self.macro_battle.set(r, code).is_ok();
        }
        if let Some(r) = dreadnought::Reading::from_id(id) {
            if let Some(c) = dreadnought::Choice::parse(r, code) {
                self.dreadnought = self.dreadnought.with(c);
                return true;
            }
        }
        false
    }

    /// The code of the option chosen for the reading `id`.
    pub fn chosen(&self, id: &str) -> Option<&'static str> {
        if let Ok(r) = his::Reading::from_id(id) {
            return Some(self.his.chosen(r));
        }
        if let Some(r) = macro_battle::Reading::from_id(id) {
            return Some(self.macro_battle.get(r));
        }
        dreadnought::Reading::from_id(id).map(|r| self.dreadnought.choice(r).code())
    }
}

/// Why a situation has no answer: the core's error, worded by the game's
/// words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    His(his::HisError),
    Macro(macro_battle::MacroError),
    Dreadnought(dreadnought::Error),
}

impl Problem {
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Problem::His(e) => (shturman_words::his::words(lang).error)(e),
            Problem::Macro(e) => (shturman_words::macro_battle::words(lang).error)(e),
            Problem::Dreadnought(e) => (shturman_words::dreadnought::words(lang).error)(e),
        }
    }
}

/// A whole number set with − and + (a count of units, a rating, a
/// modifier), shown as `text` ("—" for no leader, "+1").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Count {
    pub value: i32,
    pub min: i32,
    pub max: i32,
    pub text: String,
}

impl Count {
    pub fn new(value: i32, min: i32, max: i32) -> Count {
        Count {
            value,
            min,
            max,
            text: value.to_string(),
        }
    }

    /// A modifier: "+1", "0", "−1".
    pub fn signed(value: i32, min: i32, max: i32) -> Count {
        Count {
            text: signed(value),
            ..Count::new(value, min, max)
        }
    }

    /// A rating where `-1` means "none" (shown as `none`).
    pub fn rating(rating: Option<u8>, max: i32, none: &str) -> Count {
        let value = rating.map_or(-1, i32::from);
        Count {
            text: rating.map_or_else(|| none.to_string(), |r| r.to_string()),
            ..Count::new(value, -1, max)
        }
    }
}

/// "+2", "0", "−1" (a true minus sign).
pub fn signed(v: i32) -> String {
    match v {
        v if v > 0 => format!("+{v}"),
        v if v < 0 => format!("−{}", v.unsigned_abs()),
        _ => "0".to_string(),
    }
}

/// What kind of control an input is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputKind {
    /// A row of choices; each choice's value is what [`Event::Set`] sends.
    Choice(Vec<Choice<i32>>),
    Count(Count),
    /// A list too long for a row of buttons (a kind of troops, a
    /// terrain), shown as a drop-down: one pick, not a − / + walk through
    /// it; each choice's value is what [`Event::Set`] sends.
    Select(Vec<Choice<i32>>),
    /// Sends 1 (on) or 0 (off).
    Toggle(Toggle),
}

/// One input of the situation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input<F> {
    pub field: F,
    /// Stable name for tests: the control's test id is "{screen}-{code}".
    pub code: &'static str,
    pub label: String,
    pub kind: InputKind,
    /// Takes the whole width (a choice row) instead of one of two columns.
    pub wide: bool,
}

impl<F> Input<F> {
    pub fn count(field: F, code: &'static str, label: impl Into<String>, c: Count) -> Input<F> {
        Input {
            field,
            code,
            label: label.into(),
            kind: InputKind::Count(c),
            wide: false,
        }
    }

    pub fn toggle(field: F, code: &'static str, label: impl Into<String>, on: bool) -> Input<F> {
        let label = label.into();
        Input {
            field,
            code,
            kind: InputKind::Toggle(Toggle {
                label: label.clone(),
                on,
            }),
            label,
            wide: false,
        }
    }

    pub fn choice(
        field: F,
        code: &'static str,
        label: impl Into<String>,
        choices: Vec<Choice<i32>>,
    ) -> Input<F> {
        Input {
            field,
            code,
            label: label.into(),
            kind: InputKind::Choice(choices),
            wide: true,
        }
    }

    /// The same choices as a drop-down, in one column (a list too long
    /// for a row of buttons).
    pub fn dropdown(mut self) -> Input<F> {
        self.kind = match self.kind {
            InputKind::Choice(c) => InputKind::Select(c),
            k => k,
        };
        self.wide = false;
        self
    }

    pub fn wide(mut self, wide: bool) -> Input<F> {
        self.wide = wide;
        self
    }
}

/// Inputs shown together: two columns (the attacker's and the defender's,
/// under `columns`), wide inputs across both; a `fold`ed group is a
/// collapsible section titled `title` (cards, rarely used modifiers).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group<F> {
    pub title: Option<String>,
    pub columns: Option<(String, String)>,
    pub fold: bool,
    pub inputs: Vec<Input<F>>,
}

impl<F> Group<F> {
    pub fn plain(inputs: Vec<Input<F>>) -> Group<F> {
        Group {
            title: None,
            columns: None,
            fold: false,
            inputs,
        }
    }

    pub fn sides(lang: Lang, inputs: Vec<Input<F>>) -> Group<F> {
        let w = words(lang);
        Group {
            columns: Some((w.attacker.to_string(), w.defender.to_string())),
            ..Group::plain(inputs)
        }
    }

    pub fn folded(title: impl Into<String>, inputs: Vec<Input<F>>) -> Group<F> {
        Group {
            title: Some(title.into()),
            fold: true,
            ..Group::plain(inputs)
        }
    }
}

/// One outcome's chance: label, exact fraction, percent, a bar (permille).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OddsLine {
    pub code: &'static str,
    pub label: String,
    pub fraction: String,
    pub percent: String,
    /// The bar's length, 0–1000 of the full width.
    pub width: u16,
    pub tone: Tone,
}

/// A bar chart of a distribution (hits, a sum of two dice).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chart {
    pub code: &'static str,
    pub title: String,
    pub bars: Vec<Bar>,
}

/// One bar: the value under it, its chance, its height (0–1000 of the
/// tallest bar's), its tone (a success, a hit).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bar {
    pub label: String,
    pub fraction: String,
    pub percent: String,
    pub height: u16,
    pub tone: Tone,
}

/// A fraction in thousandths, rounded down (for bar lengths only).
pub fn permille(p: Fraction) -> u16 {
    let (mut n, mut d) = (p.numer(), p.denom());
    while n > u128::MAX / 1000 {
        n >>= 1;
        d >>= 1;
    }
    let v = (n * 1000).checked_div(d.max(1)).unwrap_or(0);
    u16::try_from(v.min(1000)).unwrap_or(1000)
}

/// A percentage for the screen: one decimal, none when it is whole, in the
/// language's style ("33,3 %", "50%").
pub fn percent(lang: Lang, p: Fraction) -> String {
    let s = p.percent(1).replace(".0%", "%");
    (terms(lang).percent)(s)
}

/// An odds line for outcome `code`.
pub fn odds_line(
    lang: Lang,
    code: &'static str,
    label: impl Into<String>,
    p: Fraction,
    tone: Tone,
) -> OddsLine {
    OddsLine {
        code,
        label: label.into(),
        fraction: p.to_string(),
        percent: percent(lang, p),
        width: permille(p),
        tone,
    }
}

/// A chart of `(label, probability, tone)` bars, heights relative to the
/// tallest.
pub fn chart(
    lang: Lang,
    code: &'static str,
    title: impl Into<String>,
    bars: Vec<(String, Fraction, Tone)>,
) -> Chart {
    let top = bars.iter().map(|b| b.1).max().unwrap_or(Fraction::ONE);
    let rel = |p: Fraction| -> u16 {
        if top.is_zero() {
            return 0;
        }
        // p / top, as a fraction of 1000 without overflowing
        let (pn, pd, tn, td) = (p.numer(), p.denom(), top.numer(), top.denom());
        match (pn.checked_mul(td), pd.checked_mul(tn)) {
            (Some(a), Some(b)) if b > 0 => Fraction::new(a.min(b), b).map_or(0, permille),
            _ => permille(p),
        }
    };
    Chart {
        code,
        title: title.into(),
        bars: bars
            .into_iter()
            .map(|(label, p, tone)| Bar {
                label,
                fraction: p.to_string(),
                percent: percent(lang, p),
                height: rel(p),
                tone,
            })
            .collect(),
    }
}

/// The faces entered for each pool of dice: a slot per die, empty until
/// rolled or tapped. A face goes into the selected slot, or else the first
/// empty one.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Dice {
    pools: Vec<Vec<Option<u8>>>,
    cursor: Option<(usize, usize)>,
}

impl Dice {
    /// Resize the pools to `sizes`, keeping the faces entered that still
    /// fit.
    pub fn fit(&mut self, sizes: &[usize]) {
        self.pools.resize(sizes.len(), Vec::new());
        for (p, &n) in self.pools.iter_mut().zip(sizes) {
            p.resize(n, None);
        }
        if self
            .cursor
            .is_some_and(|(p, i)| self.pools.get(p).is_none_or(|v| i >= v.len()))
        {
            self.cursor = None;
        }
    }

    /// These dice resized to `sizes` (the view's copy).
    pub fn fitted(&self, sizes: &[usize]) -> Dice {
        let mut d = self.clone();
        d.fit(sizes);
        d
    }

    pub fn pools(&self) -> &[Vec<Option<u8>>] {
        &self.pools
    }

    pub fn cursor(&self) -> Option<(usize, usize)> {
        self.cursor
    }

    /// A face from the keypad: into the selected slot or the first empty
    /// one. Faces outside 1–6 change nothing.
    pub fn enter(&mut self, face: u8) {
        if !(1..=6).contains(&face) {
            return;
        }
        let at = self.cursor.take().or_else(|| self.first_empty());
        if let Some((p, i)) = at {
            self.pools[p][i] = Some(face);
        }
    }

    fn first_empty(&self) -> Option<(usize, usize)> {
        self.pools
            .iter()
            .enumerate()
            .find_map(|(p, v)| v.iter().position(Option::is_none).map(|i| (p, i)))
    }

    /// Select a slot (the next face replaces it); selecting it again
    /// unselects it.
    pub fn select(&mut self, pool: usize, index: usize) {
        if self.pools.get(pool).is_some_and(|v| index < v.len()) {
            self.cursor = if self.cursor == Some((pool, index)) {
                None
            } else {
                Some((pool, index))
            };
        }
    }

    /// Erase the selected slot, or the last face entered.
    pub fn back(&mut self) {
        if let Some((p, i)) = self.cursor.take() {
            self.pools[p][i] = None;
            return;
        }
        let last = self
            .pools
            .iter()
            .enumerate()
            .rev()
            .find_map(|(p, v)| v.iter().rposition(Option::is_some).map(|i| (p, i)));
        if let Some((p, i)) = last {
            self.pools[p][i] = None;
        }
    }

    pub fn clear(&mut self) {
        for p in &mut self.pools {
            p.iter_mut().for_each(|f| *f = None);
        }
        self.cursor = None;
    }

    /// Faces rolled in the app: into the empty slots, in order.
    pub fn fill(&mut self, faces: &[u8]) {
        let mut it = faces.iter().copied().filter(|f| (1..=6).contains(f));
        for p in &mut self.pools {
            for slot in p.iter_mut().filter(|s| s.is_none()) {
                match it.next() {
                    Some(f) => *slot = Some(f),
                    None => return,
                }
            }
        }
        self.cursor = None;
    }

    /// Dice still without a face.
    pub fn empty(&self) -> usize {
        self.pools.iter().flatten().filter(|f| f.is_none()).count()
    }

    /// Every pool's faces, once every die has one.
    pub fn complete(&self) -> Option<Vec<Vec<u8>>> {
        self.pools
            .iter()
            .map(|p| p.iter().copied().collect::<Option<Vec<u8>>>())
            .collect()
    }

    /// The faces entered in pool `p`, empty slots left out.
    pub fn entered(&self, p: usize) -> Vec<u8> {
        self.pools
            .get(p)
            .map(|v| v.iter().flatten().copied().collect())
            .unwrap_or_default()
    }
}

/// Each pool's hits entered as one number, for a game whose dice only hit
/// or miss (a big pool is then one number, not a face a die): `on` when
/// the player chose it over the faces; a pool's hits stay unset ("—")
/// until entered, so the result waits for every pool as it does for every
/// face.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub on: bool,
    hits: Vec<Option<u32>>,
}

impl Tally {
    /// Pool `pool`'s hits (negative: unset), kept within 0..=`dice`.
    pub fn set(&mut self, pool: usize, value: i32, dice: usize) {
        if self.hits.len() <= pool {
            self.hits.resize(pool + 1, None);
        }
        self.hits[pool] = u32::try_from(value)
            .ok()
            .map(|h| h.min(u32::try_from(dice).unwrap_or(u32::MAX)));
    }

    /// Pool `pool`'s hits as entered, never more than its `dice`.
    pub fn get(&self, pool: usize, dice: usize) -> Option<u32> {
        let dice = u32::try_from(dice).unwrap_or(u32::MAX);
        self.hits.get(pool).copied().flatten().map(|h| h.min(dice))
    }

    /// Every pool's hits once each pool that rolls any dice has them (a
    /// pool of no dice has none).
    pub fn complete(&self, sizes: &[usize]) -> Option<Vec<u32>> {
        sizes
            .iter()
            .enumerate()
            .map(|(p, &n)| if n == 0 { Some(0) } else { self.get(p, n) })
            .collect()
    }

    pub fn clear(&mut self) {
        self.hits.clear();
    }
}

/// What every resolver screen keeps besides its situation: the dice
/// entered (faces, or hits alone), the refused change's reason, whether
/// the result sheet was closed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Common {
    pub dice: Dice,
    pub tally: Tally,
    /// The last change the core refused, and why (it was undone).
    pub refused: Option<Problem>,
    /// The player closed the result sheet (the result shows in place).
    pub closed: bool,
}

/// What the player does on a resolver screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event<F> {
    /// An input changed.
    Set(F, i32),
    /// A face from the keypad.
    Face(u8),
    /// A die's slot tapped: the next face replaces it.
    Slot(usize, usize),
    /// Erase the selected face or the last one.
    Back,
    /// Erase every face.
    Clear,
    /// Faces rolled in the app, for the empty slots.
    Fill(Vec<u8>),
    /// Enter each pool's hits (true) or every face (false).
    Tally(bool),
    /// A pool's hits entered (negative: unset).
    Hits(usize, i32),
    /// Close the result sheet.
    Close,
    /// The readings changed: the dice to roll may too.
    Refit,
}

/// One die slot as shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SlotView {
    pub face: Option<u8>,
    /// Good: a hit or a success; Bad: a miss; Plain: no verdict (empty).
    pub tone: Tone,
    pub selected: bool,
    /// For a screen reader: "Attacker, die 3: 5 — hit".
    pub label: String,
}

/// A pool of dice as shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PoolView {
    pub code: &'static str,
    pub label: String,
    pub slots: Vec<SlotView>,
    /// What the faces entered so far give ("2 hits").
    pub summary: Option<String>,
}

/// A reading the screen's answer relies on, with its options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadingView {
    pub id: &'static str,
    pub title: String,
    pub choices: Vec<Choice<&'static str>>,
}

/// The result, once every die has a face.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultView<F> {
    /// The outcome applied, most important first.
    pub lines: Vec<(Tone, String)>,
    /// Choices made after the roll (the field gun's shift, …).
    pub after: Vec<Input<F>>,
    /// Step by step, each with its section and reading.
    pub steps: Vec<Why>,
    /// The sheet is open (else the result shows in place).
    pub open: bool,
}

/// A resolver screen as the page renders it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResolverView<F> {
    /// The screen's test-id prefix ("his-field").
    pub code: &'static str,
    pub title: String,
    pub groups: Vec<Group<F>>,
    /// Why there is no answer, or why the last change was undone.
    pub error: Option<String>,
    /// "Roll: attacker 6 dice, defender 5 dice".
    pub dice_line: String,
    /// The headline outcomes with their exact chances.
    pub odds: Vec<OddsLine>,
    /// Distributions, shown folded under the odds.
    pub charts: Vec<Chart>,
    /// Every outcome, folded ("All outcomes").
    pub outcomes: Vec<OddsLine>,
    /// How the dice were counted (and other steps before the roll).
    pub counting: Vec<Why>,
    pub readings: Vec<ReadingView>,
    pub pools: Vec<PoolView>,
    /// Dice without a face yet (what "roll" rolls).
    pub empty: usize,
    pub roll_label: String,
    /// Entering the hits alone, where the screen offers it.
    pub tally: Option<TallyView>,
    pub result: Option<ResultView<F>>,
}

/// Entering each pool's hits instead of its faces: the choice between the
/// two, and (when chosen) a count per pool that rolls any dice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TallyView {
    pub label: String,
    pub modes: Vec<Choice<bool>>,
    pub pools: Vec<HitsView>,
}

/// One pool's hits: its index (for [`Event::Hits`]), a test id, a label,
/// the hits entered ("—" until then) and its dice: a key for each count
/// from 0 to the dice, one tap to any count (a − / + walk would put the
/// result sheet over the count while stepping through it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HitsView {
    pub index: usize,
    pub code: &'static str,
    pub label: String,
    pub hits: Option<u32>,
    pub text: String,
    pub dice: u32,
}

/// A resolver screen: its situation, each change checked by the core.
pub trait Resolver: Clone + Default + Send + Sync + 'static {
    /// The screen's inputs.
    type Field: Copy + PartialEq + core::fmt::Debug + Send + Sync + 'static;

    /// Change an input (values out of range are clamped or ignored).
    fn set(&mut self, field: Self::Field, value: i32);
    /// Why the situation has no answer, if it has none.
    fn problem(&self, readings: &Readings) -> Option<Problem>;
    /// The size of each pool of dice to roll (an empty list when the
    /// situation has no answer); a pool rolled only after the others (a
    /// losing officer's save) may depend on the faces entered.
    fn sizes(&self, readings: &Readings) -> Vec<usize>;
    fn common(&self) -> &Common;
    fn common_mut(&mut self) -> &mut Common;
    fn view(&self, readings: &Readings, lang: Lang) -> ResolverView<Self::Field>;

    /// Apply an event. A change the core refuses is undone, with its
    /// reason kept for the view.
    fn update(&mut self, e: Event<Self::Field>, readings: &Readings) {
        let before_faces = self.common().dice.clone();
        let before_tally = self.common().tally.clone();
        match e {
            Event::Set(f, v) => {
                let before = self.clone();
                self.set(f, v);
                if let Some(p) = self.problem(readings) {
                    *self = before;
                    self.common_mut().refused = Some(p);
                    return;
                }
                self.common_mut().refused = None;
                let sizes = self.sizes(readings);
                self.common_mut().dice.fit(&sizes);
            }
            Event::Refit => {
                let sizes = self.sizes(readings);
                self.common_mut().dice.fit(&sizes);
                self.common_mut().refused = None;
            }
            Event::Face(face) => self.common_mut().dice.enter(face),
            Event::Slot(p, i) => self.common_mut().dice.select(p, i),
            Event::Back => self.common_mut().dice.back(),
            Event::Clear => {
                self.common_mut().dice.clear();
                self.common_mut().tally.clear();
            }
            Event::Tally(on) => self.common_mut().tally.on = on,
            Event::Hits(p, v) => {
                let n = self.sizes(readings).get(p).copied().unwrap_or(0);
                self.common_mut().tally.set(p, v, n);
            }
            Event::Fill(faces) => self.common_mut().dice.fill(&faces),
            Event::Close => self.common_mut().closed = true,
        }
        // a die rolled only after others (a losing officer's save) comes
        // and goes with the faces it depends on
        let sizes = self.sizes(readings);
        self.common_mut().dice.fit(&sizes);
        // new faces reopen the result sheet; selecting a slot to correct
        // it does not (the sheet would cover the keypad)
        if self.common().dice.pools() != before_faces.pools() || self.common().tally != before_tally
        {
            self.common_mut().closed = false;
        }
    }
}

/// The error line of a view: the problem of the situation, or the reason
/// the last change was undone.
pub fn error_line(c: &Common, problem: Option<&Problem>, lang: Lang) -> Option<String> {
    problem.or(c.refused.as_ref()).map(|p| p.text(lang))
}

/// A pool's view: a slot per die, toned by `tone` once it has a face.
pub fn pool_view(
    lang: Lang,
    code: &'static str,
    index: usize,
    label: String,
    dice: &Dice,
    tone: impl Fn(u8) -> Tone,
    summary: Option<String>,
) -> PoolView {
    let w = words(lang);
    let faces = dice.pools().get(index).cloned().unwrap_or_default();
    PoolView {
        code,
        slots: faces
            .iter()
            .enumerate()
            .map(|(i, f)| {
                let tone = f.map_or(Tone::Plain, &tone);
                SlotView {
                    face: *f,
                    tone,
                    selected: dice.cursor() == Some((index, i)),
                    label: (w.slot_label)(&label, i + 1, *f, tone == Tone::Good),
                }
            })
            .collect(),
        label,
        summary,
    }
}

/// A step of an explanation as a `Why`: text, section, reading.
pub fn why(text: String, section: &str, reading: Option<&'static str>) -> Why {
    Why {
        text,
        section: Some(section.to_string()),
        assumption: reading,
    }
}

/// The result view, open unless the player closed it.
pub fn result<F>(
    c: &Common,
    lines: Vec<(Tone, String)>,
    after: Vec<Input<F>>,
    steps: Vec<Why>,
) -> ResultView<F> {
    ResultView {
        lines,
        after,
        steps,
        open: !c.closed,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dice_fill_select_back_and_fit() {
        let mut d = Dice::default();
        d.fit(&[2, 3]);
        assert_eq!(d.empty(), 5);
        d.enter(5);
        d.enter(1);
        d.enter(6);
        assert_eq!(d.entered(0), [5, 1]);
        assert_eq!(d.entered(1), [6]);
        d.select(0, 0);
        d.enter(2);
        assert_eq!(d.entered(0), [2, 1], "the selected slot is replaced");
        d.enter(7);
        assert_eq!(d.empty(), 2, "a face outside 1–6 changes nothing");
        d.back();
        assert_eq!(d.entered(1), Vec::<u8>::new());
        d.fill(&[3, 4, 4]);
        assert_eq!(d.complete(), Some(vec![vec![2, 1], vec![3, 4, 4]]));
        d.fit(&[2, 2]);
        assert_eq!(d.complete(), Some(vec![vec![2, 1], vec![3, 4]]));
        d.fit(&[2, 3]);
        assert_eq!(d.complete(), None);
        d.clear();
        assert_eq!(d.empty(), 5);
    }

    /// A dreadnought error reads in the player's language, not the core's
    /// English.
    #[test]
    fn dreadnought_problems_in_both_languages() {
        let p = Problem::Dreadnought(dreadnought::Error::InitiativeNotEntered { round: 3 });
        assert_eq!(
            p.text(Lang::Ru),
            "Раунд 3: сначала укажите, у кого инициатива"
        );
        assert_eq!(
            p.text(Lang::En),
            "Round 3: first enter who holds the initiative"
        );
    }

    #[test]
    fn readings_by_id() {
        let mut r = Readings::default();
        assert_eq!(r.chosen("H-3"), Some("corsair_first"));
        assert!(r.set("H-3", "after_squadrons"));
        assert_eq!(r.chosen("H-3"), Some("after_squadrons"));
        assert!(!r.set("H-3", "nope"));
        assert!(!r.set("Z-1", "x"));
    }

    #[test]
    fn bars_and_percents() {
        let third = Fraction::new(1, 3).unwrap();
        assert_eq!(permille(third), 333);
        assert_eq!(percent(Lang::Ru, third), "33,3 %");
        assert_eq!(percent(Lang::En, Fraction::new(1, 2).unwrap()), "50%");
        let c = chart(
            Lang::En,
            "x",
            "t",
            vec![
                ("0".into(), third, Tone::Plain),
                ("1".into(), Fraction::new(2, 3).unwrap(), Tone::Good),
            ],
        );
        assert_eq!((c.bars[0].height, c.bars[1].height), (500, 1000));
        assert_eq!(signed(-2), "−2");
    }
}
