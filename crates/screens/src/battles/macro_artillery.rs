//! The macro-battle's artillery (digest M.3 heavy, M.4 field, M.5 horse)
//! as a screen: the gun, where it stands, whether it turned or moved, its
//! shooting turn, and the line along its facing as the players see it
//! (each cell's content: empty, enemy, own unit, an enemy officer, forest,
//! hill, wall, tower, mountains, the enemy's gates); the exact chance the
//! gun explodes, misses, and hits each cell; then the faces, the field
//! gun's shift chosen after the roll, and what the shot destroyed — from
//! `shturman_battles::macro_battle::artillery`.

use super::macro_common::{list, readings, steps};
use super::macro_melee::capitalise;
use super::{
    Count, Dice, Group, Input, Problem, Readings, ResolverView, ResultView, Shown, Situation,
    Switch, chart, choices, odds_line, pool_view, signed, switches,
};
use crate::view::Tone;
use shturman_battles::macro_battle::artillery::{
    Gun, GunOdds, GunOutcome, GunShot, LineCell, MAX_LINE,
};
use shturman_battles::macro_battle::{Allegiance, Figure, Piece, Terrain, UnitKind};
use shturman_words::Lang;
use shturman_words::battles::words;
use shturman_words::macro_battle::words as macro_words;

/// Cells of the line the players may enter.
pub const LINE: usize = 12;
/// The latest shooting turn offered for a field gun.
const MAX_TURN: u8 = 9;

/// What a cell of the line may hold, as the players see it (numbered as
/// the words name them).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[repr(u8)]
pub enum Content {
    #[default]
    Empty = 0,
    Enemy = 1,
    Own = 2,
    EnemyOfficer = 3,
    Forest = 4,
    Hill = 5,
    Wall = 6,
    Tower = 7,
    Mountains = 8,
    EnemyGates = 9,
}

impl Content {
    pub const ALL: [Content; 10] = [
        Content::Empty,
        Content::Enemy,
        Content::Own,
        Content::EnemyOfficer,
        Content::Forest,
        Content::Hill,
        Content::Wall,
        Content::Tower,
        Content::Mountains,
        Content::EnemyGates,
    ];

    fn name(self, lang: Lang) -> String {
        capitalise((macro_words(lang).cell_content)(self as u8))
    }

    fn cell(self) -> LineCell {
        let fig = |piece, side| vec![Figure { piece, side }];
        let light = Piece::Unit(UnitKind::LightInfantry);
        let (terrain, figures) = match self {
            Content::Empty => (Terrain::Open, Vec::new()),
            Content::Enemy => (Terrain::Open, fig(light, Allegiance::Enemy)),
            Content::Own => (Terrain::Open, fig(light, Allegiance::Own)),
            Content::EnemyOfficer => (
                Terrain::Open,
                fig(Piece::Officer { mounted: true }, Allegiance::Enemy),
            ),
            Content::Forest => (Terrain::Forest, Vec::new()),
            Content::Hill => (Terrain::Hill, Vec::new()),
            Content::Wall => (Terrain::Wall, Vec::new()),
            Content::Tower => (Terrain::Tower, Vec::new()),
            Content::Mountains => (Terrain::Mountain, Vec::new()),
            Content::EnemyGates => (Terrain::Gate, fig(Piece::Gates, Allegiance::Enemy)),
        };
        LineCell { terrain, figures }
    }
}

/// A change of the shot, with its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    Gun(Gun),
    From(Terrain),
    Diagonal(bool),
    Turned(bool),
    Moved(bool),
    Turn(u8),
    PassOver(bool),
    /// How many cells of the line are entered.
    Cells(u8),
    /// The content of the line's cell at this distance (1…).
    Cell(u8, Content),
    /// After the roll: the field gun's shift.
    Shift(i8),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MacroArtillery {
    pub gun: Gun,
    pub from: Terrain,
    pub diagonal: bool,
    pub turned: bool,
    pub moved: bool,
    pub turn: u8,
    pub pass_over: bool,
    /// Each cell's content, nearest first.
    pub line: Vec<Content>,
    pub shift: i8,
}

impl Default for MacroArtillery {
    /// A heavy gun on open ground, its line of six cells empty until the
    /// player says what is in them (issue 33: two enemies stood there
    /// that nobody had entered).
    fn default() -> Self {
        MacroArtillery {
            gun: Gun::Heavy,
            from: Terrain::Open,
            diagonal: false,
            turned: false,
            moved: false,
            turn: 1,
            pass_over: false,
            line: vec![Content::Empty; 6],
            shift: 0,
        }
    }
}

const CELL_CODES: [&str; LINE] = [
    "b-cell-1",
    "b-cell-2",
    "b-cell-3",
    "b-cell-4",
    "b-cell-5",
    "b-cell-6",
    "b-cell-7",
    "b-cell-8",
    "b-cell-9",
    "b-cell-10",
    "b-cell-11",
    "b-cell-12",
];

impl MacroArtillery {
    pub fn shot(&self) -> GunShot {
        GunShot {
            gun: self.gun,
            from: self.from,
            diagonal: self.diagonal,
            turned_this_turn: self.turned,
            moved_this_turn: self.moved,
            turn: self.turn,
            pass_over_first: self.pass_over,
            line: self.line.iter().map(|c| c.cell()).collect(),
        }
    }

    /// The gun, where it stands, its turn, what it did this turn.
    fn gun_inputs(&self, lang: Lang) -> Vec<Input<Change>> {
        let m = macro_words(lang);
        let guns = Gun::ALL.map(|g| (g, g.code(), (m.gun)(g)));
        let terrains = Terrain::ALL.map(|t| (t, capitalise((m.terrain)(t))));
        let mut inputs = vec![
            Input::choice("b-gun", m.gun_kind, choices(&self.gun, guns, Change::Gun)),
            Input::choice("b-from", m.from, list(&self.from, terrains, Change::From))
                .dropdown()
                // a whole row: in half of one, «Открытая клетка» was cut at
                // 360 px (issue 33)
                .wide(true),
        ];
        if self.gun == Gun::Field {
            let c = Count::new(self.turn, 1, MAX_TURN, Change::Turn);
            inputs.push(Input::count("b-turn", m.turn, c));
        }
        // which switches a gun has: a heavy gun never moves, only a hill
        // lets a shot pass over the first cell
        let table: [(bool, Switch<Change>); 4] = [
            (true, ("b-turned", m.turned, self.turned, Change::Turned)),
            (
                self.gun != Gun::Heavy,
                ("b-moved", m.moved, self.moved, Change::Moved),
            ),
            (
                true,
                ("b-diagonal", m.diagonal, self.diagonal, Change::Diagonal),
            ),
            (
                self.from == Terrain::Hill,
                ("b-pass-over", m.pass_over, self.pass_over, Change::PassOver),
            ),
        ];
        inputs.extend(switches(
            table.into_iter().filter_map(|(has, x)| has.then_some(x)),
        ));
        inputs
    }

    /// The line: how many cells, and what each holds.
    fn line_inputs(&self, lang: Lang) -> Vec<Input<Change>> {
        let m = macro_words(lang);
        let cells = u8::try_from(self.line.len()).unwrap_or(u8::MAX);
        let most = u8::try_from(LINE.min(MAX_LINE)).unwrap_or(u8::MAX);
        let count = Count::new(cells, 0, most, Change::Cells);
        let mut line = vec![Input::count("b-cells", m.line_cells, count).wide(true)];
        for (&code, (&c, d)) in CELL_CODES.iter().zip(self.line.iter().zip(1u8..)) {
            let contents = Content::ALL.map(|k| (k, k.name(lang)));
            let pick = list(&c, contents, move |k| Change::Cell(d, k));
            line.push(Input::choice(code, (m.cell_label)(d), pick).dropdown());
        }
        line
    }

    /// The result once both dice have a face, with the field gun's shift
    /// to choose when the roll allows one.
    fn result(&self, s: &Shown<'_>, o: &GunOdds) -> Option<ResultView<Change>> {
        let (lang, r, m) = (s.lang, s.readings, macro_words(s.lang));
        let faces = s.dice.complete()?.concat();
        let shot = self.shot();
        let mut after = Vec::new();
        let rolled = shot
            .settle(&r.macro_battle, &faces, 0)
            .ok()
            .map(|x| x.rolled);
        if o.allowed_shift > 0 && matches!(rolled, Some(GunOutcome::Cell(_))) {
            let a = i8::try_from(o.allowed_shift).unwrap_or(i8::MAX);
            let c = Count::signed(self.shift, -a, a, Change::Shift);
            after.push(Input::count("b-shift", m.shift, c));
        }
        let rep = shot.settle(&r.macro_battle, &faces, self.shift).ok()?;
        let first = match rep.outcome {
            GunOutcome::Explodes => (Tone::Alert, m.explodes.to_string()),
            GunOutcome::Miss => (Tone::Bad, m.double_miss.to_string()),
            GunOutcome::Cell(_) => {
                let d = rep.hits.last().map_or(0, |h| h.distance);
                (Tone::Good, (m.cell_hit)(d))
            }
        };
        let mut lines = vec![first];
        if rep.shift != 0 {
            lines.push((Tone::Plain, format!("{} {}", m.shift, signed(rep.shift))));
        }
        lines.extend(rep.steps.iter().filter_map(|s| match s.rule {
            shturman_battles::macro_battle::Rule::CellHit { figures, .. } if figures > 0 => {
                Some((Tone::Alert, (m.step)(&s.rule)))
            }
            _ => None,
        }));
        Some(s.result(lines, after, steps(lang, &rep.steps)))
    }
}

impl Situation for MacroArtillery {
    type Change = Change;

    fn change(&mut self, c: Change) {
        match c {
            Change::Gun(g) => {
                self.gun = g;
                self.shift = 0;
            }
            Change::From(t) => self.from = t,
            Change::Diagonal(on) => self.diagonal = on,
            Change::Turned(on) => self.turned = on,
            Change::Moved(on) => self.moved = on,
            Change::Turn(t) => self.turn = t.clamp(1, MAX_TURN),
            Change::PassOver(on) => self.pass_over = on,
            Change::Cells(n) => self
                .line
                .resize(usize::from(n).min(LINE.min(MAX_LINE)), Content::Empty),
            Change::Cell(d, k) => {
                if let Some(c) = self.line.get_mut(usize::from(d).saturating_sub(1)) {
                    *c = k;
                }
            }
            Change::Shift(x) => self.shift = x.clamp(-2, 2),
        }
    }

    /// A gun that may not fire is an answer (the view says why), not bad
    /// input; a shift the rules do not allow after this roll is refused.
    fn problem(&self, dice: &Dice, r: &Readings) -> Option<Problem> {
        let shot = self.shot();
        if shot.odds(&r.macro_battle, None).is_err() {
            return None;
        }
        let faces = dice.fitted(&self.sizes(dice, r)).complete()?;
        shot.settle(&r.macro_battle, &faces.concat(), self.shift)
            .err()
            .map(Problem::Macro)
    }

    fn sizes(&self, _: &Dice, r: &Readings) -> Vec<usize> {
        if self.shot().odds(&r.macro_battle, None).is_err() {
            return Vec::new();
        }
        vec![usize::from(self.gun.dice())]
    }

    fn view(&self, s: &Shown<'_>) -> ResolverView<Change> {
        let (lang, r) = (s.lang, s.readings);
        let (w, m) = (words(lang), macro_words(lang));
        let groups = vec![
            Group::plain(self.gun_inputs(lang)),
            Group::folded(m.line, self.line_inputs(lang)),
        ];
        let mut v = s.blank("macro-artillery", m.artillery_title, groups);
        let o = match self.shot().odds(&r.macro_battle, None) {
            Ok(o) => o,
            Err(e) => {
                v.error = s.error(Some(&Problem::Macro(e)));
                return v;
            }
        };
        v.dice_line = (w.dice_line)(&[(m.gun_kind.to_string(), u32::from(o.dice))]);
        v.odds = vec![
            odds_line(lang, "explodes", m.explodes, o.explodes, Tone::Alert),
            odds_line(lang, "miss", m.double_miss, o.miss, Tone::Bad),
        ];
        v.odds.extend(o.cells_hit.iter().map(|c| {
            odds_line(
                lang,
                "cell",
                (m.cell_hit)(c.distance),
                c.probability,
                Tone::Good,
            )
        }));
        let bars = o
            .cells
            .iter()
            .map(|c| (c.distance.to_string(), c.probability, Tone::Good))
            .collect();
        v.charts = vec![chart(lang, "cells", m.cells_chart, bars)];
        v.readings = readings(lang, &[], &o.readings, r);
        let gun = m.gun_kind.to_string();
        v.pools = vec![pool_view(
            lang,
            "gun",
            0,
            gun,
            &s.dice,
            |_| Tone::Plain,
            None,
        )];
        v.roll_label = s.roll_label(usize::from(o.dice));
        v.result = self.result(s, &o);
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battles::{Event, ResolverScreen};

    type Screen = ResolverScreen<MacroArtillery>;

    fn r() -> Readings {
        Readings::default()
    }

    #[test]
    fn a_heavy_gun_sweeps_its_line() {
        let mut s = Screen::default();
        // issue 33: nothing on the line until the player enters it
        assert!(
            s.situation.line.iter().all(|&c| c == Content::Empty),
            "{:?}",
            s.situation.line
        );
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.odds[0].fraction, "1/36", "double 1 explodes");
        assert_eq!(v.odds[1].fraction, "5/36", "other doubles miss");
        assert_eq!(v.readings[0].id, "M-4");
        // an enemy unit 5 away, an own one 6 away (M.3: «свои тоже»)
        s.update(Event::Set(Change::Cell(5, Content::Enemy)), &r());
        s.update(Event::Set(Change::Cell(6, Content::Own)), &r());
        // 3 + 4 = 7: cells up to 6 away, both units destroyed
        s.update(Event::Fill(vec![3, 4]), &r());
        let v = s.view(&r(), Lang::En);
        let res = v.result.unwrap();
        assert_eq!(
            res.lines,
            vec![
                (Tone::Good, "The cell 6 from the gun".to_string()),
                (
                    Tone::Alert,
                    "The cell 5 from the gun: everything destroyed, figures: 1".to_string()
                ),
                (
                    Tone::Alert,
                    "The cell 6 from the gun: everything destroyed, figures: 1, 1 of them own"
                        .to_string()
                ),
            ]
        );
        assert!(res.after.is_empty(), "a heavy gun never shifts");
        // one way of counting cells on the screen: by distance; the roll's
        // numbering (the gun's own cell no. 1) only in its step
        let texts: Vec<String> = res.steps.iter().map(|s| s.text.clone()).collect();
        assert!(
            texts
                .iter()
                .any(|t| t.contains("sum to 7, which is no. 7, the cell 6 from the gun")),
            "{texts:?}"
        );
        assert!(
            texts.iter().any(|t| t == "The cell 1 from the gun: empty"),
            "{texts:?}"
        );
        assert!(
            v.odds.iter().all(|o| !o.label.contains("no.")),
            "{:?}",
            v.odds
        );
    }

    #[test]
    fn a_field_gun_on_its_third_turn_shifts_after_the_roll() {
        let mut s = Screen::default();
        s.update(Event::Set(Change::Gun(Gun::Field)), &r());
        s.update(Event::Set(Change::Turn(3)), &r());
        s.update(Event::Fill(vec![2, 3]), &r());
        let v = s.view(&r(), Lang::En);
        let res = v.result.unwrap();
        assert_eq!(res.after[0].code, "b-shift");
        s.update(Event::Set(Change::Shift(2)), &r());
        let res = s.view(&r(), Lang::En).result.unwrap();
        assert_eq!(res.lines[0].1, "The cell 6 from the gun");
        // a double cannot be shifted into a hit: refused, said
        s.update(Event::Clear, &r());
        s.update(Event::Set(Change::Shift(0)), &r());
        s.update(Event::Fill(vec![3, 3]), &r());
        s.update(Event::Set(Change::Shift(1)), &r());
        assert_eq!(s.situation.shift, 0);
    }

    #[test]
    fn a_heavy_gun_that_turned_cannot_fire() {
        let mut s = Screen::default();
        s.update(Event::Set(Change::Turned(true)), &r());
        let v = s.view(&r(), Lang::En);
        assert_eq!(
            v.error.as_deref(),
            Some("A heavy gun cannot fire in a turn it turned")
        );
        assert!(v.pools.is_empty() && v.odds.is_empty());
    }
}
