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
//!
//! Each game's screen module holds only what is its own: a [`Situation`]
//! (its state, its typed [`Situation::Change`] — a `SpeedLoss`, a section
//! and its armour, a fighter, a count — and its view). [`ResolverScreen`]
//! holds the rest once for all: the dice entered, undoing a change the core
//! refuses, the result sheet, the view's blank ([`Shown::blank`]). Every
//! control in a view carries the change it sends (a choice its value, a
//! count its − and + changes, a switch its on and off changes), so the page
//! only renders and sends what it was given.

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
use shturman_battles::readings::{OpenReading, Table};
use shturman_battles::{Fraction, dreadnought, his, macro_battle};
use shturman_rules::dice::ScriptedDice;
use shturman_words::Lang;
use shturman_words::battles::words;
use shturman_words::terms::terms;

/// The table's choice for every reading of the three games (each game's
/// default is its text's).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Readings {
    pub his: his::HisOptions,
    pub macro_battle: macro_battle::Options,
    pub dreadnought: dreadnought::Options,
}

impl Readings {
    /// The three games' tables, each read by reading id.
    fn tables(&self) -> [&dyn Table; 3] {
        [&self.his, &self.macro_battle, &self.dreadnought]
    }

    /// Choose option `code` of the reading `id` ("H-3", "M-12", "D-7").
    /// Returns whether anything was chosen (an unknown id or code changes
    /// nothing).
    pub fn set(&mut self, id: &str, code: &str) -> bool {
        let tables: [&mut dyn Table; 3] =
            [&mut self.his, &mut self.macro_battle, &mut self.dreadnought];
        tables.into_iter().any(|t| t.set_id(id, code).is_ok())
    }

    /// The code of the option chosen for the reading `id`.
    pub fn chosen(&self, id: &str) -> Option<&'static str> {
        self.tables().into_iter().find_map(|t| t.chosen_id(id).ok())
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
/// modifier), shown as `text` ("—" for no leader, "+1"); each button
/// carries the change it sends, none at the end of the range.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Count<E> {
    pub text: String,
    /// What − sends (none at the lowest value).
    pub down: Option<E>,
    /// What + sends (none at the highest value).
    pub up: Option<E>,
}

/// A whole number type a count steps through.
pub trait Whole: Copy + PartialOrd + core::fmt::Display + Into<i64> {
    /// The number one below, if it is one of the type's.
    fn below(self) -> Option<Self>;
    /// The number one above, if it is one of the type's.
    fn above(self) -> Option<Self>;
}

macro_rules! whole {
    ($($t:ty),*) => {$(
        impl Whole for $t {
            fn below(self) -> Option<Self> {
                self.checked_sub(1)
            }
            fn above(self) -> Option<Self> {
                self.checked_add(1)
            }
        }
    )*};
}
whole!(u8, u16, u32, i8, i16, i32);

impl<E> Count<E> {
    /// `value` within `min..=max`, each step sent as `to(new value)`.
    ///
    /// ```
    /// use shturman_screens::battles::Count;
    /// let c = Count::new(1u8, 1, 3, |n| n);
    /// assert_eq!((c.text.as_str(), c.down, c.up), ("1", None, Some(2)));
    /// ```
    pub fn new<T: Whole>(value: T, min: T, max: T, to: impl Fn(T) -> E) -> Count<E> {
        Count {
            text: value.to_string(),
            down: value.below().filter(|&v| v >= min).map(&to),
            up: value.above().filter(|&v| v <= max).map(&to),
        }
    }

    /// A modifier: "+1", "0", "−1".
    pub fn signed<T: Whole>(value: T, min: T, max: T, to: impl Fn(T) -> E) -> Count<E> {
        Count {
            text: signed(value),
            ..Count::new(value, min, max, to)
        }
    }

    /// A rating from none (shown as `none`) through 0 to `max`.
    ///
    /// ```
    /// use shturman_screens::battles::Count;
    /// let c = Count::rating(Some(0), 6, "—", |r| r);
    /// assert_eq!((c.down, c.up), (Some(None), Some(Some(1))));
    /// let c = Count::rating(None, 6, "—", |r| r);
    /// assert_eq!((c.text.as_str(), c.down), ("—", None));
    /// ```
    pub fn rating(
        rating: Option<u8>,
        max: u8,
        none: &str,
        to: impl Fn(Option<u8>) -> E,
    ) -> Count<E> {
        let (down, up) = match rating {
            None => (None, Some(Some(0))),
            Some(0) => (Some(None), (max > 0).then_some(Some(1))),
            Some(r) => (Some(Some(r - 1)), (r < max).then_some(Some(r + 1))),
        };
        Count {
            text: rating.map_or_else(|| none.to_string(), |r| r.to_string()),
            down: down.map(&to),
            up: up.map(&to),
        }
    }
}

/// "+2", "0", "−1" (a true minus sign).
pub fn signed(v: impl Into<i64>) -> String {
    match v.into() {
        v if v > 0 => format!("+{v}"),
        v if v < 0 => format!("−{}", v.unsigned_abs()),
        _ => "0".to_string(),
    }
}

/// What kind of control an input is; each carries the typed changes it
/// sends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputKind<E> {
    /// A row of choices; each choice's value is the change it sends.
    Choice(Vec<Choice<E>>),
    Count(Count<E>),
    /// A list too long for a row of buttons (a kind of troops, a
    /// terrain), shown as a drop-down: one pick, not a − / + walk through
    /// it; each choice's value is the change it sends.
    Select(Vec<Choice<E>>),
    /// A switch: what turning it on and off send.
    Toggle {
        toggle: Toggle,
        on: E,
        off: E,
    },
}

/// One input of the situation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input<E> {
    /// Stable name for tests: the control's test id is "{screen}-{code}".
    pub code: &'static str,
    pub label: String,
    pub kind: InputKind<E>,
    /// Takes the whole width (a choice row) instead of one of two columns.
    pub wide: bool,
}

impl<E> Input<E> {
    pub fn count(code: &'static str, label: impl Into<String>, c: Count<E>) -> Input<E> {
        Input {
            code,
            label: label.into(),
            kind: InputKind::Count(c),
            wide: false,
        }
    }

    /// A switch, `on` now; `to(on)` is the change each position sends.
    pub fn toggle(
        code: &'static str,
        label: impl Into<String>,
        on: bool,
        to: impl Fn(bool) -> E,
    ) -> Input<E> {
        let label = label.into();
        Input {
            code,
            kind: InputKind::Toggle {
                toggle: Toggle {
                    label: label.clone(),
                    on,
                },
                on: to(true),
                off: to(false),
            },
            label,
            wide: false,
        }
    }

    pub fn choice(
        code: &'static str,
        label: impl Into<String>,
        choices: Vec<Choice<E>>,
    ) -> Input<E> {
        Input {
            code,
            label: label.into(),
            kind: InputKind::Choice(choices),
            wide: true,
        }
    }

    /// The same choices as a drop-down, in one column (a list too long
    /// for a row of buttons).
    pub fn dropdown(mut self) -> Input<E> {
        self.kind = match self.kind {
            InputKind::Choice(c) => InputKind::Select(c),
            k => k,
        };
        self.wide = false;
        self
    }

    pub fn wide(mut self, wide: bool) -> Input<E> {
        self.wide = wide;
        self
    }
}

/// A switch as a row of a table: its test id, label, whether it is on,
/// and the change each position sends.
pub type Switch<E> = (&'static str, &'static str, bool, fn(bool) -> E);

/// The switches of a table of [`Switch`]es, in its order.
pub fn switches<E>(table: impl IntoIterator<Item = Switch<E>>) -> Vec<Input<E>> {
    table
        .into_iter()
        .map(|(code, label, on, to)| Input::toggle(code, label, on, to))
        .collect()
}

/// A choice row of `options`, each `(value, code, label)`, the one equal
/// to `now` selected; `to(value)` is the change each sends.
pub fn choices<T: PartialEq, L: Into<String>, E>(
    now: &T,
    options: impl IntoIterator<Item = (T, &'static str, L)>,
    to: impl Fn(T) -> E,
) -> Vec<Choice<E>> {
    options
        .into_iter()
        .map(|(value, code, label)| {
            let selected = value == *now;
            Choice::new(to(value), code, label, selected)
        })
        .collect()
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

/// The headline of a distribution of `(value, chance)`: its `n` likeliest
/// values (the smaller first among equally likely ones), in order of value,
/// each an odds line ("likely-0", …) worded by `label`.
pub fn likeliest(
    lang: Lang,
    shares: impl IntoIterator<Item = (i32, Fraction)>,
    n: usize,
    label: impl Fn(i32) -> String,
    tone: Tone,
) -> Vec<OddsLine> {
    const CODES: [&str; 6] = [
        "likely-0", "likely-1", "likely-2", "likely-3", "likely-4", "likely-5",
    ];
    let mut top: Vec<(i32, Fraction)> = shares.into_iter().collect();
    top.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    top.truncate(n.min(CODES.len()));
    top.sort_by_key(|x| x.0);
    top.into_iter()
        .zip(CODES)
        .map(|((value, p), code)| odds_line(lang, code, label(value), p, tone))
        .collect()
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
    /// Pool `pool`'s hits (`None`: unset), kept within 0..=`dice`.
    pub fn set(&mut self, pool: usize, hits: Option<u32>, dice: usize) {
        if self.hits.len() <= pool {
            self.hits.resize(pool + 1, None);
        }
        self.hits[pool] = hits.map(|h| h.min(u32::try_from(dice).unwrap_or(u32::MAX)));
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
    /// Changes refused so far: a refused pick leaves the situation as it
    /// was, so the page redraws its inputs by this count (a drop-down
    /// would go on showing the refused pick).
    pub refusals: u32,
}

/// What the player does on a resolver screen; `E` is the screen's own
/// change of its situation ([`Situation::Change`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event<E> {
    /// An input changed.
    Set(E),
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
    /// A pool's hits entered (`None`: unset).
    Hits(usize, Option<u32>),
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
    /// What the rules say here without dice, under the inputs: a rule of
    /// the terrain that bites, a march's time.
    pub notes: Vec<(Tone, String)>,
    /// [`Common::refusals`]: the inputs are drawn again when it changes.
    pub refusals: u32,
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

/// What a game's resolver screen holds of its own: the situation, its
/// changes, the dice it rolls and how it is shown. The rest — the dice
/// entered, undoing a refused change, the result sheet — is
/// [`ResolverScreen`]'s.
pub trait Situation: Clone + Default + PartialEq + Send + Sync + 'static {
    /// A change of one input, carrying its typed value.
    type Change: Clone + PartialEq + core::fmt::Debug + Send + Sync + 'static;

    /// Apply a change (values out of range are clamped or ignored).
    fn change(&mut self, change: Self::Change);
    /// Why the situation has no answer, if it has none (or, with `dice`
    /// the faces entered, why a choice made after the roll is refused).
    fn problem(&self, dice: &Dice, readings: &Readings) -> Option<Problem>;
    /// The size of each pool of dice to roll (an empty list when the
    /// situation has no answer); a pool rolled only after the others (a
    /// losing officer's save) may depend on the faces entered (`dice`).
    fn sizes(&self, dice: &Dice, readings: &Readings) -> Vec<usize>;
    /// The screen as shown, from what [`Shown`] gives.
    fn view(&self, shown: &Shown<'_>) -> ResolverView<Self::Change>;
    /// Whether this situation rolls the same roll as `before` did, so the
    /// faces entered still count; another roll (a new mode) clears them.
    fn same_roll(&self, before: &Self) -> bool {
        let _ = before;
        true
    }
    /// Every die was cleared ("again"): forget what was chosen after the
    /// roll (a card played after it), so the next roll starts without it.
    fn cleared(&mut self) {}
}

/// A resolver screen: a game's situation, each change checked by the core,
/// and what every screen keeps besides ([`Common`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResolverScreen<S> {
    pub situation: S,
    pub common: Common,
}

impl<S: Situation> Default for ResolverScreen<S> {
    /// The situation's example, its dice ready to enter.
    fn default() -> Self {
        let mut s = ResolverScreen {
            situation: S::default(),
            common: Common::default(),
        };
        s.fit(&Readings::default());
        s
    }
}

impl<S: Situation> ResolverScreen<S> {
    fn fit(&mut self, readings: &Readings) {
        let sizes = self.situation.sizes(&self.common.dice, readings);
        self.common.dice.fit(&sizes);
    }

    /// Apply an event. A change the core refuses is undone, with its
    /// reason kept for the view.
    pub fn update(&mut self, e: Event<S::Change>, readings: &Readings) {
        let before_faces = self.common.dice.clone();
        let before_tally = self.common.tally.clone();
        match e {
            Event::Set(change) => {
                let before = self.situation.clone();
                self.situation.change(change);
                if let Some(p) = self.situation.problem(&self.common.dice, readings) {
                    self.situation = before;
                    self.common.refused = Some(p);
                    self.common.refusals = self.common.refusals.wrapping_add(1);
                    return;
                }
                self.common.refused = None;
                if !self.situation.same_roll(&before) {
                    self.common.dice.clear();
                }
            }
            Event::Refit => self.common.refused = None,
            Event::Face(face) => self.common.dice.enter(face),
            Event::Slot(p, i) => self.common.dice.select(p, i),
            Event::Back => self.common.dice.back(),
            Event::Clear => {
                self.common.dice.clear();
                self.common.tally.clear();
                self.situation.cleared();
            }
            Event::Tally(on) => self.common.tally.on = on,
            Event::Hits(p, hits) => {
                let sizes = self.situation.sizes(&self.common.dice, readings);
                let n = sizes.get(p).copied().unwrap_or(0);
                self.common.tally.set(p, hits, n);
            }
            Event::Fill(faces) => self.common.dice.fill(&faces),
            Event::Close => self.common.closed = true,
        }
        // a die rolled only after others (a losing officer's save) comes
        // and goes with the faces it depends on
        self.fit(readings);
        // new faces reopen the result sheet; selecting a slot to correct
        // it does not (the sheet would cover the keypad)
        if self.common.dice.pools() != before_faces.pools() || self.common.tally != before_tally {
            self.common.closed = false;
        }
    }

    /// The screen as the page renders it.
    pub fn view(&self, readings: &Readings, lang: Lang) -> ResolverView<S::Change> {
        let sizes = self.situation.sizes(&self.common.dice, readings);
        let dice = self.common.dice.fitted(&sizes);
        self.situation.view(&Shown {
            common: &self.common,
            dice,
            sizes,
            readings,
            lang,
        })
    }
}

/// What a situation's view is drawn from: the dice entered (fitted to the
/// pools it rolls), the table's readings, the language.
#[derive(Debug)]
pub struct Shown<'a> {
    pub common: &'a Common,
    /// The faces entered, one slot per die of each pool.
    pub dice: Dice,
    /// Each pool's dice.
    pub sizes: Vec<usize>,
    pub readings: &'a Readings,
    pub lang: Lang,
}

impl Shown<'_> {
    /// A view before its odds: the situation's groups, the reason the last
    /// change was undone, the dice still to roll and the roll button's
    /// label; the screen fills in the rest.
    pub fn blank<E>(
        &self,
        code: &'static str,
        title: &str,
        groups: Vec<Group<E>>,
    ) -> ResolverView<E> {
        let empty = self.dice.empty();
        let total: usize = self.sizes.iter().sum();
        ResolverView {
            code,
            title: title.to_string(),
            groups,
            error: self.error(None),
            notes: Vec::new(),
            refusals: self.common.refusals,
            dice_line: String::new(),
            odds: Vec::new(),
            charts: Vec::new(),
            outcomes: Vec::new(),
            counting: Vec::new(),
            readings: Vec::new(),
            pools: Vec::new(),
            empty,
            roll_label: self.roll_label(total),
            tally: None,
            result: None,
        }
    }

    /// "Roll 11 dice" (or "Roll the 3 left" once some have a face), of
    /// `total` dice.
    pub fn roll_label(&self, total: usize) -> String {
        let empty = self.dice.empty();
        (words(self.lang).roll)(u32::try_from(empty).unwrap_or(u32::MAX), empty == total)
    }

    /// The error line: the problem of the situation, or the reason the
    /// last change was undone.
    pub fn error(&self, problem: Option<&Problem>) -> Option<String> {
        problem
            .or(self.common.refused.as_ref())
            .map(|p| p.text(self.lang))
    }

    /// The result view, open unless the player closed it.
    pub fn result<E>(
        &self,
        lines: Vec<(Tone, String)>,
        after: Vec<Input<E>>,
        steps: Vec<Why>,
    ) -> ResultView<E> {
        ResultView {
            lines,
            after,
            steps,
            open: !self.common.closed,
        }
    }
}

/// A reading with its options, the table's choice marked: `title` the
/// words' title of it, `option` the words for each option's code, `chosen`
/// the code the table chose.
pub fn reading_view<R: OpenReading>(
    reading: R,
    title: &str,
    option: impl Fn(&'static str) -> &'static str,
    chosen: &str,
) -> ReadingView {
    ReadingView {
        id: reading.id(),
        title: format!("[{}] {title}", reading.id()),
        choices: reading
            .codes()
            .iter()
            .map(|&code| Choice::new(code, code, option(code), chosen == code))
            .collect(),
    }
}

/// What resolving the faces entered through a game's own roll gave.
pub(crate) enum Rolled<T> {
    /// Every die the resolver asked for had a face.
    Done(T),
    /// The resolver asked for one more die than entered (a losing
    /// officer's save): it ran out, which is how a screen learns it needs
    /// that die.
    NeedsMore,
    /// Not all the dice asked for are entered yet, or the roll is refused.
    Not,
}

/// Resolve with the faces entered, in the order the core rolls them (a
/// scripted dice source); `ran_out` tells the game's error for running out
/// of dice.
pub(crate) fn roll_with<T, E>(
    faces: Option<Vec<u8>>,
    resolve: impl FnOnce(&mut ScriptedDice) -> Result<T, E>,
    ran_out: impl Fn(&E) -> bool,
) -> Rolled<T> {
    let Some(faces) = faces else {
        return Rolled::Not;
    };
    let Ok(mut dice) = ScriptedDice::new(faces) else {
        return Rolled::Not;
    };
    match resolve(&mut dice) {
        Ok(t) => Rolled::Done(t),
        Err(e) if ran_out(&e) => Rolled::NeedsMore,
        Err(_) => Rolled::Not,
    }
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

    /// The headline of a distribution: the likeliest values, the smaller
    /// first among equals, shown in order of value.
    #[test]
    fn the_likeliest_values_in_order() {
        let f = |n| Fraction::new(n, 10).unwrap();
        let shares = [(1, f(1)), (2, f(3)), (3, f(3)), (4, f(2)), (5, f(1))];
        let top = likeliest(Lang::En, shares, 3, |v| v.to_string(), Tone::Good);
        let shown: Vec<_> = top.iter().map(|o| (o.code, o.label.as_str())).collect();
        assert_eq!(
            shown,
            [("likely-0", "2"), ("likely-1", "3"), ("likely-2", "4")]
        );
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
