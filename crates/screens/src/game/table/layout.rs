//! Where each fleet sits on the table screen (issue 43 #14): a phone's
//! width holds two fleets side by side, and allies share a column — with
//! two sides (two against two at 4 × 2, one against one at 2 × 4) each
//! side is one column, its players one under another, so a row never
//! pairs two opponents as if they were a side. With more sides (no
//! alliances, or three groups), fleets fill the rows in order, and a side
//! that fits in one row starts a row of its own rather than being split
//! over two.

use shturman_game::{GameView, PlayerId};

/// One fleet's cell in the grid, from 1 (as CSS counts).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cell {
    pub col: u8,
    pub row: u8,
}

/// The fleets' grid: how many columns, and each player's cell, in the
/// order read (side by side: allies together).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    pub columns: u8,
    pub cells: Vec<(PlayerId, Cell)>,
}

/// The table's sides: allied players together (an alliance of an ally
/// joins the side), each side in player order, sides in the order of
/// their first player.
pub fn sides(v: &GameView) -> Vec<Vec<PlayerId>> {
    let mut sides: Vec<Vec<PlayerId>> = Vec::new();
    for p in &v.players {
        let joins: Vec<usize> = sides
            .iter()
            .enumerate()
            .filter(|(_, s)| {
                s.iter().any(|q| {
                    p.allies.contains(q)
                        || v.players
                            .iter()
                            .any(|o| o.id == *q && o.allies.contains(&p.id))
                })
            })
            .map(|(i, _)| i)
            .collect();
        match joins.split_first() {
            None => sides.push(vec![p.id]),
            Some((&first, rest)) => {
                // an ally of two sides so far makes them one
                for &i in rest.iter().rev() {
                    let merged = sides.remove(i);
                    sides[first].extend(merged);
                }
                sides[first].push(p.id);
                sides[first].sort();
            }
        }
    }
    sides
}

/// The grid of `v`'s fleets on the table screen.
pub fn layout(v: &GameView) -> Layout {
    let sides = sides(v);
    let columns: u8 = if v.players.len() > 1 { 2 } else { 1 };
    let mut cells = Vec::new();
    if sides.len() == 2 {
        // a side a column
        for (c, side) in (1..).zip(&sides) {
            for (r, p) in (1..).zip(side) {
                cells.push((*p, Cell { col: c, row: r }));
            }
        }
        return Layout { columns, cells };
    }
    let (mut row, mut col) = (1u8, 1u8);
    for side in &sides {
        let fits = side.len() <= usize::from(columns);
        if fits && col > 1 && usize::from(columns - col + 1) < side.len() {
            row += 1;
            col = 1;
        }
        for p in side {
            cells.push((*p, Cell { col, row }));
            col += 1;
            if col > columns {
                col = 1;
                row += 1;
            }
        }
    }
    Layout { columns, cells }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shturman_game::{Action, Game, Viewer};
    use uuid::Uuid;

    /// Players 0..n, with the alliances given.
    fn table(n: u8, allied: &[(u8, u8)]) -> GameView {
        let mut g = Game::new(Uuid::from_u128(1));
        for p in 0..n {
            g.apply(Action::AddPlayer {
                id: PlayerId(p),
                name: format!("P{p}"),
                colour: "#000".into(),
            })
            .unwrap();
        }
        for &(a, b) in allied {
            g.apply(Action::AddAlly {
                a: PlayerId(a),
                b: PlayerId(b),
            })
            .unwrap();
        }
        g.view(Viewer::Table)
    }

    fn grid(l: &Layout) -> Vec<(u8, u8, u8)> {
        l.cells.iter().map(|(p, c)| (p.0, c.col, c.row)).collect()
    }

    /// Issue 43 #14: Аня and Вера against Борис and Глеб. Each row paired
    /// two opponents; now each side is a column.
    #[test]
    fn two_against_two_puts_each_side_in_a_column() {
        let v = table(4, &[(0, 2), (1, 3)]);
        assert_eq!(
            sides(&v),
            [[PlayerId(0), PlayerId(2)], [PlayerId(1), PlayerId(3)]]
        );
        let l = layout(&v);
        assert_eq!(l.columns, 2);
        assert_eq!(grid(&l), [(0, 1, 1), (2, 1, 2), (1, 2, 1), (3, 2, 2)]);
    }

    /// One against one (the 2 × 4 table): a column each, as before.
    #[test]
    fn one_against_one_is_two_columns() {
        let l = layout(&table(2, &[]));
        assert_eq!(grid(&l), [(0, 1, 1), (1, 2, 1)]);
    }

    /// No alliances among four: rows in player order. Three sides (a
    /// pair and two alone): the pair keeps one row, even when it comes
    /// second.
    #[test]
    fn more_sides_fill_rows_and_a_pair_is_not_split() {
        assert_eq!(
            grid(&layout(&table(4, &[]))),
            [(0, 1, 1), (1, 2, 1), (2, 1, 2), (3, 2, 2)]
        );
        // sides: [0], [1, 2], [3]: the pair would straddle rows 1 and 2
        assert_eq!(
            grid(&layout(&table(4, &[(1, 2)]))),
            [(0, 1, 1), (1, 1, 2), (2, 2, 2), (3, 1, 3)]
        );
        // an ally of an ally is on the same side
        let v = table(3, &[(0, 1), (1, 2)]);
        assert_eq!(sides(&v), [[PlayerId(0), PlayerId(1), PlayerId(2)]]);
        assert_eq!(grid(&layout(&v)), [(0, 1, 1), (1, 2, 1), (2, 1, 2)]);
        assert_eq!(layout(&table(1, &[])).columns, 1);
    }
}
