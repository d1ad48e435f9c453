//! The macro-battle's artillery (digest M.3 heavy, M.4 field, M.5 horse)
//! as a screen: the gun, where it stands, whether it turned or moved, its
//! shooting turn, and the line along its facing as the players see it
//! (each cell's content: empty, enemy, own unit, an enemy officer, forest,
//! hill, wall, tower, mountains, the enemy's gates); the exact chance the
//! gun explodes, misses, and hits each cell; then the faces, the field
//! gun's shift chosen after the roll, and what the shot destroyed — from
//! `shturman_battles::macro_battle::artillery`.

use super::macro_common::{index, list, readings, steps};
use super::macro_melee::capitalise;
use super::{
    chart, error_line, odds_line, pool_view, result, signed, Common, Count, Group, Input, Problem,
    Readings, Resolver, ResolverView,
};
use crate::view::{Choice, Tone};
use shturman_battles::macro_battle::artillery::{Gun, GunOutcome, GunShot, LineCell, MAX_LINE};
use shturman_battles::macro_battle::{Allegiance, Figure, Piece, Terrain, UnitKind};
use shturman_words::battles::words;
use shturman_words::macro_battle::words as macro_words;
use shturman_words::Lang;

/// The contents a cell of the line may have (see the module doc).
const CONTENTS: u8 = 10;
/// Cells of the line the players may enter.
pub const LINE: usize = 12;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// Index in `Gun::ALL`.
    Gun,
    From,
    Diagonal,
    Turned,
    Moved,
    Turn,
    PassOver,
    Cells,
    /// The content of the line's cell at this distance (1…).
    Cell(u8),
    /// After the roll: the field gun's shift.
    Shift,
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
    pub line: Vec<u8>,
    pub shift: i8,
    pub common: Common,
}

impl Default for MacroArtillery {
    /// A heavy gun on open ground, its line of six cells empty until the
    /// player says what is in them (issue 33: two enemies stood there
    /// that nobody had entered).
    fn default() -> Self {
        let mut s = MacroArtillery {
            gun: Gun::Heavy,
            from: Terrain::Open,
            diagonal: false,
            turned: false,
            moved: false,
            turn: 1,
            pass_over: false,
            line: vec![0; 6],
            shift: 0,
            common: Common::default(),
        };
        s.common.dice.fit(&[2]);
        s
    }
}

fn cell(content: u8) -> LineCell {
    let fig = |piece, side| vec![Figure { piece, side }];
    let (terrain, figures) = match content {
        1 => (
            Terrain::Open,
            fig(Piece::Unit(UnitKind::LightInfantry), Allegiance::Enemy),
        ),
        2 => (
            Terrain::Open,
            fig(Piece::Unit(UnitKind::LightInfantry), Allegiance::Own),
        ),
        3 => (
            Terrain::Open,
            fig(Piece::Officer { mounted: true }, Allegiance::Enemy),
        ),
        4 => (Terrain::Forest, Vec::new()),
        5 => (Terrain::Hill, Vec::new()),
        6 => (Terrain::Wall, Vec::new()),
        7 => (Terrain::Tower, Vec::new()),
        8 => (Terrain::Mountain, Vec::new()),
        9 => (Terrain::Gate, fig(Piece::Gates, Allegiance::Enemy)),
        _ => (Terrain::Open, Vec::new()),
    };
    LineCell { terrain, figures }
}

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
            line: self.line.iter().map(|&c| cell(c)).collect(),
        }
    }
}

impl Resolver for MacroArtillery {
    type Field = Field;

    fn set(&mut self, f: Field, v: i32) {
        match f {
            Field::Gun => {
                self.gun = Gun::ALL[index(v, Gun::ALL.len())];
                self.shift = 0;
            }
            Field::From => self.from = Terrain::ALL[index(v, Terrain::ALL.len())],
            Field::Diagonal => self.diagonal = v != 0,
            Field::Turned => self.turned = v != 0,
            Field::Moved => self.moved = v != 0,
            Field::Turn => self.turn = u8::try_from(v.clamp(1, 9)).unwrap_or(1),
            Field::PassOver => self.pass_over = v != 0,
            Field::Cells => self.line.resize(index(v, LINE.min(MAX_LINE) + 1), 0),
            Field::Cell(d) => {
                if let Some(c) = self.line.get_mut(usize::from(d).saturating_sub(1)) {
                    *c = u8::try_from(index(v, usize::from(CONTENTS))).unwrap_or(0);
                }
            }
            Field::Shift => self.shift = i8::try_from(v.clamp(-2, 2)).unwrap_or(0),
        }
    }

    /// A gun that may not fire is an answer (the view says why), not bad
    /// input; a shift the rules do not allow after this roll is refused.
    fn problem(&self, r: &Readings) -> Option<Problem> {
        let shot = self.shot();
        if shot.odds(&r.macro_battle, None).is_err() {
            return None;
        }
        let faces = self.common.dice.fitted(&self.sizes(r)).complete()?;
        shot.settle(&r.macro_battle, &faces.concat(), self.shift)
            .err()
            .map(Problem::Macro)
    }

    fn sizes(&self, r: &Readings) -> Vec<usize> {
        if self.shot().odds(&r.macro_battle, None).is_err() {
            return Vec::new();
        }
        vec![usize::from(self.gun.dice())]
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
        let dice = self.common.dice.fitted(&self.sizes(r));
        let mut inputs = vec![
            Input::choice(
                Field::Gun,
                "b-gun",
                m.gun_kind,
                Gun::ALL
                    .into_iter()
                    .enumerate()
                    .map(|(i, g)| {
                        Choice::new(
                            i32::try_from(i).unwrap_or(0),
                            g.code(),
                            (m.gun)(g),
                            g == self.gun,
                        )
                    })
                    .collect(),
            ),
            Input::choice(
                Field::From,
                "b-from",
                m.from,
                list(
                    Terrain::ALL
                        .iter()
                        .position(|t| *t == self.from)
                        .unwrap_or(0),
                    Terrain::ALL.iter().map(|&t| capitalise((m.terrain)(t))),
                ),
            )
            .dropdown()
            // a whole row: in half of one, «Открытая клетка» was cut at
            // 360 px (issue 33)
            .wide(true),
        ];
        if self.gun == Gun::Field {
            inputs.push(Input::count(
                Field::Turn,
                "b-turn",
                m.turn,
                Count::new(i32::from(self.turn), 1, 9),
            ));
        }
        inputs.push(Input::toggle(
            Field::Turned,
            "b-turned",
            m.turned,
            self.turned,
        ));
        if self.gun != Gun::Heavy {
            inputs.push(Input::toggle(Field::Moved, "b-moved", m.moved, self.moved));
        }
        inputs.push(Input::toggle(
            Field::Diagonal,
            "b-diagonal",
            m.diagonal,
            self.diagonal,
        ));
        if self.from == Terrain::Hill {
            inputs.push(Input::toggle(
                Field::PassOver,
                "b-pass-over",
                m.pass_over,
                self.pass_over,
            ));
        }
        let mut line = vec![Input::count(
            Field::Cells,
            "b-cells",
            m.line_cells,
            Count::new(
                i32::try_from(self.line.len()).unwrap_or(0),
                0,
                i32::try_from(LINE).unwrap_or(12),
            ),
        )
        .wide(true)];
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
        for (i, &c) in self.line.iter().enumerate().take(LINE) {
            let d = u8::try_from(i + 1).unwrap_or(1);
            line.push(
                Input::choice(
                    Field::Cell(d),
                    CELL_CODES[i],
                    (m.cell_label)(d),
                    list(
                        usize::from(c),
                        (0..CONTENTS).map(|k| capitalise((m.cell_content)(k))),
                    ),
                )
                .dropdown(),
            );
        }
        let mut v = ResolverView {
            code: "macro-artillery",
            title: m.artillery_title.to_string(),
            groups: vec![Group::plain(inputs), Group::folded(m.line, line)],
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
        let shot = self.shot();
        let o = match shot.odds(&r.macro_battle, None) {
            Ok(o) => o,
            Err(e) => {
                v.error = error_line(&self.common, Some(&Problem::Macro(e)), lang);
                return v;
            }
        };
        v.error = error_line(&self.common, None, lang);
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
        v.charts = vec![chart(
            lang,
            "cells",
            m.cells_chart,
            o.cells
                .iter()
                .map(|c| (c.distance.to_string(), c.probability, Tone::Good))
                .collect(),
        )];
        v.readings = readings(lang, &[], &o.readings, r);
        v.pools = vec![pool_view(
            lang,
            "gun",
            0,
            m.gun_kind.to_string(),
            &dice,
            |_| Tone::Plain,
            None,
        )];
        v.roll_label = (w.roll)(
            u32::try_from(v.empty).unwrap_or(0),
            v.empty == usize::from(o.dice),
        );
        if let Some(faces) = dice.complete() {
            let faces = faces.concat();
            let mut after = Vec::new();
            let rolled = shot
                .settle(&r.macro_battle, &faces, 0)
                .ok()
                .map(|x| x.rolled);
            if o.allowed_shift > 0 && matches!(rolled, Some(GunOutcome::Cell(_))) {
                let a = i32::from(o.allowed_shift);
                after.push(Input::count(
                    Field::Shift,
                    "b-shift",
                    m.shift,
                    Count::signed(i32::from(self.shift), -a, a),
                ));
            }
            if let Ok(rep) = shot.settle(&r.macro_battle, &faces, self.shift) {
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
                    lines.push((
                        Tone::Plain,
                        format!("{} {}", m.shift, signed(i32::from(rep.shift))),
                    ));
                }
                lines.extend(rep.steps.iter().filter_map(|s| match s.rule {
                    shturman_battles::macro_battle::Rule::CellHit { figures, .. }
                        if figures > 0 =>
                    {
                        Some((Tone::Alert, (m.step)(&s.rule)))
                    }
                    _ => None,
                }));
                v.result = Some(result(&self.common, lines, after, steps(lang, &rep.steps)));
            }
        }
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

    #[test]
    fn a_heavy_gun_sweeps_its_line() {
        let mut s = MacroArtillery::default();
        // issue 33: nothing on the line until the player enters it
        assert!(s.line.iter().all(|&c| c == 0), "{:?}", s.line);
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.odds[0].fraction, "1/36", "double 1 explodes");
        assert_eq!(v.odds[1].fraction, "5/36", "other doubles miss");
        assert_eq!(v.readings[0].id, "M-4");
        // an enemy unit 5 away, an own one 6 away (M.3: «свои тоже»)
        s.update(Event::Set(Field::Cell(5), 1), &r());
        s.update(Event::Set(Field::Cell(6), 2), &r());
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
        let mut s = MacroArtillery::default();
        s.update(Event::Set(Field::Gun, 1), &r());
        s.update(Event::Set(Field::Turn, 3), &r());
        s.update(Event::Fill(vec![2, 3]), &r());
        let v = s.view(&r(), Lang::En);
        let res = v.result.unwrap();
        assert_eq!(res.after[0].code, "b-shift");
        s.update(Event::Set(Field::Shift, 2), &r());
        let res = s.view(&r(), Lang::En).result.unwrap();
        assert_eq!(res.lines[0].1, "The cell 6 from the gun");
        // a double cannot be shifted into a hit: refused, said
        s.update(Event::Clear, &r());
        s.update(Event::Set(Field::Shift, 0), &r());
        s.update(Event::Fill(vec![3, 3]), &r());
        s.update(Event::Set(Field::Shift, 1), &r());
        assert_eq!(s.shift, 0);
    }

    #[test]
    fn a_heavy_gun_that_turned_cannot_fire() {
        let mut s = MacroArtillery::default();
        s.update(Event::Set(Field::Turned, 1), &r());
        let v = s.view(&r(), Lang::En);
        assert_eq!(
            v.error.as_deref(),
            Some("A heavy gun cannot fire in a turn it turned")
        );
        assert!(v.pools.is_empty() && v.odds.is_empty());
    }
}
