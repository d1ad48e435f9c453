//! Words of the movement planner (`shturman_screens::planner`): the
//! situation (ship, card, heading, weather, sails, Rapid), the fresh-wind
//! budget and its parts, the F / L / R steps with the reason of each budget
//! change, calm and storm, the grid's cells and legend, the reminders about
//! fire lines crossed (§4.7) and recording the move in the game.

use super::Lang;
use super::terms::{heading_arrow, heading_code};
use shturman_rules::card::CardField;
use shturman_rules::engagement::CrossingFire;
use shturman_rules::movement::{BudgetChange, Move, MoveError};
use shturman_rules::{Heading, Offset};

mod en;
mod ru;

/// A number as the planner prints it: a real minus sign ("−1").
pub fn num(n: i32) -> String {
    if n < 0 {
        format!("−{}", n.unsigned_abs())
    } else {
        n.to_string()
    }
}

/// A budget change with its sign ("+1", "−2", "0").
pub fn signed(n: i32) -> String {
    if n > 0 { format!("+{n}") } else { num(n) }
}

/// A cell relative to the start of the move: "(−1,1)".
pub fn cell(o: Offset) -> String {
    format!("({},{})", num(o.x), num(o.y))
}

fn cells(list: &[Offset]) -> String {
    list.iter().map(|o| cell(*o)).collect::<Vec<_>>().join(", ")
}

pub struct Words {
    pub title: &'static str,
    pub ship: &'static str,
    /// The card's values, in a collapsible section.
    pub card: &'static str,
    /// Marks a card whose values differ from the class card.
    pub card_custom: &'static str,
    pub card_reset: &'static str,
    /// The name of one card value.
    pub field: fn(CardField) -> &'static str,
    pub weather: &'static str,
    pub calm: &'static str,
    pub fresh: &'static str,
    pub storm: &'static str,
    pub heading: &'static str,
    /// The wind's rose title: where it carries ships.
    pub wind: &'static str,
    pub storm_dir: &'static str,
    /// "Курс: север" — a rose button for a screen reader.
    pub rose_point: fn(&'static str, Heading) -> String,
    pub sails: &'static str,
    pub rapid: &'static str,
    /// The calm memory toggle of a free planner.
    pub first_calm: &'static str,
    /// The calm memory of a tracked ship, as the game recorded it.
    pub first_calm_game: fn(bool) -> &'static str,
    // --- the budget (fresh wind, §3.1) ---
    pub budget: &'static str,
    pub remaining: &'static str,
    pub budget_why: &'static str,
    pub calm_why: &'static str,
    pub storm_why: &'static str,
    /// "Дальность по карте, прямой курс: 5".
    pub card_range: fn(bool, u8) -> String,
    pub rapid_part: fn(u8) -> String,
    /// Rapid on a dismasted ship: nothing.
    pub rapid_dismasted: &'static str,
    /// "−2: 2 повреждения парусов".
    pub sails_part: fn(u8) -> String,
    pub max_range: fn(i32) -> String,
    /// The deviation: steps of 45°, the heading and the wind.
    pub deviation: fn(u8, Heading, Heading) -> String,
    pub budget_total: fn(i32) -> String,
    pub dismasted: &'static str,
    /// A budget below 1 (not dismasted).
    pub cannot_move: fn(i32) -> String,
    // --- steps ---
    pub move_name: fn(Move) -> &'static str,
    /// "шаг −1, диагональ −1, к ветру +1".
    pub change: fn(BudgetChange) -> String,
    /// One step taken: where to, the new heading, why the budget changed.
    pub step_line: fn(Move, Offset, Heading, BudgetChange, i32) -> String,
    /// The last step, under the grid (the grid shows where).
    pub step_now: fn(Move, Heading, BudgetChange, i32) -> String,
    /// What a step button would leave: "→ 2".
    pub preview: fn(i32) -> String,
    pub step_aria: fn(Move, BudgetChange, i32) -> String,
    /// A turn from a straight heading: the two cells that must be free.
    pub two_free: fn(Offset, Offset) -> String,
    /// The same under the grid, which shows the cells.
    pub two_free_here: &'static str,
    pub move_over: &'static str,
    pub undo: &'static str,
    pub reset: &'static str,
    pub steps: &'static str,
    pub turn_in_place: &'static str,
    /// The same for a ship that cannot move.
    pub turn_only: &'static str,
    pub turned: fn(Heading) -> String,
    /// A tapped cell: the path there, the heading and the budget left.
    pub path_to: fn(Heading, i32, &[Move]) -> String,
    pub follow: &'static str,
    pub hint: &'static str,
    pub out_of_reach: &'static str,
    pub move_error: fn(MoveError) -> String,
    pub sails_above: fn(u8) -> String,
    pub sails_lowered: fn(u8) -> String,
    pub card_above: fn(u8) -> String,
    /// A fort of the game opened in the planner.
    pub fort: &'static str,
    // --- calm (§3.2) ---
    pub calm_rule: &'static str,
    pub calm_turns: fn(u8) -> String,
    pub calm_forward: fn(u8) -> String,
    pub calm_no_forward: &'static str,
    pub forward_to: fn(u8) -> String,
    pub two_calms: &'static str,
    pub two_calms_offer: &'static str,
    /// The rate, said plainly.
    pub two_calms_rate: &'static str,
    pub two_calms_first: &'static str,
    pub two_calms_none: &'static str,
    /// After this calm: does the next calm count as a second calm?
    pub next_calm: fn(bool) -> &'static str,
    pub calm_pick: &'static str,
    pub dismasted_calm: &'static str,
    pub calm_from_game: &'static str,
    pub not_offered: &'static str,
    // --- storm (§3.3) ---
    pub storm_drift: fn(u8, Offset, Heading) -> String,
    pub dismasted_storm: &'static str,
    pub storm_nothing: &'static str,
    pub calm_storm_rapid: &'static str,
    // --- the grid ---
    pub grid: &'static str,
    pub coords: &'static str,
    pub legend_ship: &'static str,
    pub legend_start: &'static str,
    pub legend_reach: &'static str,
    pub legend_calm: &'static str,
    pub legend_path: &'static str,
    pub legend_selected: &'static str,
    /// A cell for a screen reader: where, and what it holds.
    pub cell_where: fn(Offset) -> String,
    pub cell_ship: fn(Heading, Option<i32>) -> String,
    pub cell_start: fn(Heading) -> String,
    /// A reachable cell: each heading with the best budget left there.
    pub cell_reach: fn(&[(Heading, i32)]) -> String,
    pub cell_path: &'static str,
    /// A cell a calm move forward can end in.
    pub cell_forward: &'static str,
    pub cell_plain: &'static str,
    // --- fire lines crossed (§4.7) ---
    pub crossing: &'static str,
    /// The cells passed and the end cell.
    pub crossing_cells: fn(&[Offset], Offset) -> String,
    pub passes: fn(CrossingFire) -> String,
    /// Ending in a covered cell: the mover opens fire; it does not, and the
    /// covering ship had its turn; had not; has an initiative captain.
    pub ends: fn(CrossingFire, CrossingFire, CrossingFire, CrossingFire) -> String,
    /// A diagonal step across a line at a corner: without and with a turn.
    pub corner: fn(CrossingFire, CrossingFire) -> String,
    // --- the game ---
    pub from_game: &'static str,
    pub back: &'static str,
    pub record: &'static str,
    /// What the confirmation sheet says: the ship, its new heading, and
    /// whether this is the two-calms move.
    pub record_summary: fn(&str, Heading, bool) -> String,
}

pub const RU: Words = ru::WORDS;
pub const EN: Words = en::WORDS;

pub const fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}

fn change(lang: Lang, c: BudgetChange) -> String {
    let (step, diagonal, towards, away) = match lang {
        Lang::Ru => ("шаг", "диагональ", "к ветру", "от ветра"),
        Lang::En => ("step", "diagonal", "towards the wind", "away from the wind"),
    };
    let mut parts = vec![format!("{step} {}", signed(i32::from(c.step)))];
    if c.diagonal != 0 {
        parts.push(format!("{diagonal} {}", signed(i32::from(c.diagonal))));
    }
    match c.wind {
        w if w > 0 => parts.push(format!("{towards} {}", signed(i32::from(w)))),
        w if w < 0 => parts.push(format!("{away} {}", signed(i32::from(w)))),
        _ => {}
    }
    parts.join(", ")
}

/// "Влево ×2, Вперёд ×2": repeated moves counted.
fn move_list(lang: Lang, moves: &[Move]) -> String {
    let mut runs: Vec<(Move, usize)> = Vec::new();
    for m in moves {
        match runs.last_mut() {
            Some((last, n)) if last == m => *n += 1,
            _ => runs.push((*m, 1)),
        }
    }
    runs.iter()
        .map(|(m, n)| match n {
            1 => (words(lang).move_name)(*m).to_string(),
            n => format!("{} ×{n}", (words(lang).move_name)(*m)),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The arrow and short code of a heading on a button: "↗ СВ".
pub fn heading_button(lang: Lang, h: Heading) -> String {
    format!("{} {}", heading_arrow(h), heading_code(lang, h))
}

/// Every text with a number, for the agreement test.
pub fn samples(lang: Lang, n: u8) -> Vec<String> {
    let w = words(lang);
    let i = i32::from(n);
    let at = Offset::new(-i, i);
    let c = BudgetChange {
        step: -1,
        diagonal: -1,
        wind: 1,
    };
    vec![
        (w.card_range)(n.is_multiple_of(2), n),
        (w.rapid_part)(n),
        (w.sails_part)(n),
        (w.max_range)(i),
        (w.deviation)(n % 5, Heading::N, Heading::W),
        (w.budget_total)(-i),
        (w.cannot_move)(-i),
        (w.step_line)(Move::L, at, Heading::NW, c, i),
        (w.preview)(i),
        (w.step_aria)(Move::R, c, -i),
        (w.two_free)(at, Offset::new(i, 0)),
        (w.path_to)(Heading::W, i, &[Move::L, Move::F]),
        (w.step_now)(Move::F, Heading::N, c, -i),
        (w.move_error)(MoveError::MoveOver { remaining: -i }),
        (w.move_error)(MoveError::TurnNotAllowed {
            heading: Heading::S,
            allowance: n,
        }),
        (w.sails_above)(n),
        (w.sails_lowered)(n),
        (w.card_above)(n),
        (w.calm_turns)(n),
        (w.calm_forward)(n),
        (w.forward_to)(n),
        (w.storm_drift)(n, at, Heading::E),
        (w.cell_where)(at),
        (w.cell_ship)(Heading::N, Some(i)),
        (w.cell_reach)(&[(Heading::W, i), (Heading::SW, -i)]),
        (w.crossing_cells)(&[at, Offset::new(i, i)], at),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seeds_first_step_in_words() {
        let c = BudgetChange {
            step: -1,
            diagonal: -1,
            wind: 1,
        };
        assert_eq!(
            (RU.step_line)(Move::L, Offset::new(-1, 1), Heading::NW, c, 2),
            "Влево: в (−1,1), курс СЗ; шаг −1, диагональ −1, к ветру +1 = −1 → осталось 2"
        );
        assert_eq!(
            (EN.step_aria)(Move::L, c, 2),
            "Left: step −1, diagonal −1, towards the wind +1, 2 left"
        );
    }
}
