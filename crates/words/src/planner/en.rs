//! The `planner` words in English: [`super::EN`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::{Words, cell, cells, change, move_list, num, signed};
use crate::Lang;
use crate::plural::{CELLS, TURNS};
use crate::terms::{heading_code, heading_name};
use shturman_rules::card::CardField;
use shturman_rules::movement::{Move, MoveError};

pub(super) const WORDS: Words = Words {
    title: "Movement planner",
    ship: "Ship",
    card: "Card values",
    card_custom: "custom card",
    card_reset: "As the class",
    field: |f| match f {
        CardField::FreshStraight => "Fresh wind, straight",
        CardField::FreshDiagonal => "Fresh wind, diagonal",
        CardField::CalmStraight => "Calm, straight",
        CardField::CalmDiagonal => "Calm, diagonal",
        CardField::StormRange => "Storm drift",
        CardField::FiringRange => "Firing range",
        CardField::Shots => "Shots a round",
        CardField::Strength => "Strength",
        CardField::Boarding => "Boarding",
    },
    weather: "Weather",
    calm: "Calm",
    fresh: "Fresh wind",
    storm: "Storm",
    heading: "Heading",
    wind: "Wind: blows towards",
    storm_dir: "Storm: carries towards",
    rose_point: |title, h| format!("{title}: {}", heading_name(Lang::En, h)),
    sails: "Sail damage",
    rapid: "Captain Rapid",
    first_calm: "Last round was a calm, heading kept",
    first_calm_game: |first| {
        if first {
            "As the game recorded: last round was a first calm, heading kept"
        } else {
            "As the game recorded: last round was not a first calm with this heading"
        }
    },
    budget: "Budget",
    remaining: "Left",
    budget_why: "How the budget came about",
    calm_why: "What a calm allows",
    storm_why: "How the storm drifts the ship",
    card_range: |straight, n| {
        format!(
            "Card range, {} heading: {n}",
            if straight { "straight" } else { "diagonal" }
        )
    },
    rapid_part: |n| format!("Captain Rapid: +{n}"),
    rapid_dismasted: "Rapid: +0 — the sails are gone and Rapid gives none back",
    sails_part: |n| format!("−{n}: sail damage"),
    max_range: |n| format!("= max range {}", num(n)),
    deviation: |d, h, w| {
        format!(
            "−{d}: heading {} off the wind {} (in 45° steps)",
            heading_code(Lang::En, h),
            heading_code(Lang::En, w)
        )
    },
    budget_total: |n| format!("= budget {}", num(n)),
    dismasted: "No sails: no move in a fresh wind; the ship may only turn in place",
    cannot_move: |b| {
        format!(
            "Budget {} — the ship cannot move; it may only turn in place",
            num(b)
        )
    },
    move_name: |m| match m {
        Move::F => "Forward",
        Move::L => "Left",
        Move::R => "Right",
    },
    change: |c| change(Lang::En, c),
    step_line: |m, to, h, c, rest| {
        format!(
            "{}: to {}, heading {}; {} = {} → {} left",
            (WORDS.move_name)(m),
            cell(to),
            heading_code(Lang::En, h),
            change(Lang::En, c),
            signed(c.total()),
            num(rest)
        )
    },
    step_now: |m, h, c, rest| {
        format!(
            "{}: heading {}; {} = {} → {} left",
            (WORDS.move_name)(m),
            heading_code(Lang::En, h),
            change(Lang::En, c),
            signed(c.total()),
            num(rest)
        )
    },
    preview: |rest| format!("→ {}", num(rest)),
    step_aria: |m, c, rest| {
        format!(
            "{}: {}, {} left",
            (WORDS.move_name)(m),
            change(Lang::En, c),
            num(rest)
        )
    },
    two_free: |a, b| {
        format!(
            "⚠ A turn from a straight heading passes {} and {}: both cells must be free",
            cell(a),
            cell(b)
        )
    },
    two_free_here: "⚠ A turn from a straight heading: both cells passed must be free",
    move_over: "Move over",
    undo: "Undo step",
    reset: "Start over",
    steps: "Steps of the move",
    turn_in_place: "Or turn in place (and not move)",
    turn_only: "What is left: a turn in place",
    turned: |h| format!("Turned in place: heading {}", heading_name(Lang::En, h)),
    path_to: |h, rest, moves| {
        format!(
            "Path: {} → heading {}, {} left",
            move_list(Lang::En, moves),
            heading_name(Lang::En, h),
            num(rest)
        )
    },
    follow: "Take the path",
    hint: "Step with the buttons or tap a cell",
    out_of_reach: "That cell is out of reach: tap a highlighted one",
    move_error: |e| match e {
        MoveError::MoveOver { remaining } => {
            format!("The move is over: {} left", num(remaining))
        }
        MoveError::TurnedInPlace { heading } => format!(
            "The ship turned in place (heading {}) and cannot move",
            heading_name(Lang::En, heading)
        ),
        MoveError::AlreadyMoved { .. } => {
            "A ship turns in place only before its first step".to_string()
        }
        MoveError::TurnNotAllowed { heading, allowance } => format!(
            "Cannot turn in place to {}: {} of 45°",
            heading_name(Lang::En, heading),
            TURNS.count(Lang::En, i64::from(allowance))
        ),
    },
    sails_above: |n| {
        format!("Sail damage is at most the straight fresh range ({n}): at {n} the sails are gone")
    },
    sails_lowered: |n| {
        format!("Sail damage lowered to {n}: it is never above the straight fresh range")
    },
    card_above: |max| format!("A card value is at most {max}"),
    fort: "A fort does not move: the planner is for ships",
    calm_rule: "Calm: turn in place or move forward — not both",
    calm_turns: |n| {
        format!(
            "Turn in place: {} of 45°",
            TURNS.count(Lang::En, i64::from(n))
        )
    },
    calm_forward: |n| {
        format!(
            "Or forward without turning: up to {}",
            CELLS.count(Lang::En, i64::from(n))
        )
    },
    calm_no_forward: "In calm this ship does not move forward on this heading",
    forward_to: |n| format!("Forward: {}", CELLS.count(Lang::En, i64::from(n))),
    two_calms: "Two-calms move",
    two_calms_offer: "Two-calms move: 1 cell where the bow points",
    two_calms_rate: "One such move per two calms: the next calm is a first calm again",
    two_calms_first: "The two-calms move comes in a second calm in a row, heading kept through the first",
    two_calms_none: "No two-calms move on this heading",
    next_calm: |first| {
        if first {
            "The next calm is a second calm in a row (if the heading stays)"
        } else {
            "The next calm is a first calm again"
        }
    },
    calm_pick: "Pick one: a turn, a move forward or the two-calms move",
    dismasted_calm: "No sails, but in a calm the ship still turns in place",
    calm_from_game: "The game remembers this: it cannot be changed here",
    not_offered: "That move is not offered in this calm",
    storm_drift: |n, to, h| {
        format!(
            "Storm: drifts {} → {}, then the bow points {}",
            CELLS.count(Lang::En, i64::from(n)),
            cell(to),
            heading_name(Lang::En, h)
        )
    },
    dismasted_storm: "No sails, but the storm drifts the ship all the same",
    storm_nothing: "Nothing to pick in a storm: the ship drifts",
    calm_storm_rapid: "Rapid and sail damage change nothing in calm and storm",
    grid: "Cells around the ship",
    coords: "(x,y): cells from the start of the move, x east, y north",
    legend_ship: "ship",
    legend_start: "start of the move",
    legend_reach: "reachable (headings, left)",
    legend_calm: "reachable in the calm",
    legend_path: "path",
    legend_selected: "picked",
    cell_where: |at| format!("cell {}", cell(at)),
    cell_ship: |h, rest| match rest {
        Some(r) => format!(
            "the ship, heading {}, {} left",
            heading_name(Lang::En, h),
            num(r)
        ),
        None => format!("the ship, heading {}", heading_name(Lang::En, h)),
    },
    cell_start: |h| format!("start of the move, heading {}", heading_name(Lang::En, h)),
    cell_reach: |ends| {
        let list: Vec<String> = ends
            .iter()
            .map(|(h, r)| format!("heading {}, {} left", heading_name(Lang::En, *h), num(*r)))
            .collect();
        format!("reachable: {}", list.join("; "))
    },
    cell_path: "on the path",
    cell_forward: "forward in the calm",
    cell_plain: "out of reach",
    crossing: "Fire lines on the way",
    crossing_cells: |passed, end| {
        if passed.is_empty() {
            format!("Ends in {}", cell(end))
        } else {
            format!("Passes {}; ends in {}", cells(passed), cell(end))
        }
    },
    passes: |f| {
        let mut s = String::from("Passing a cell on an enemy's fire line");
        if f.shooter_may_fire && !f.mover_first {
            s.push_str(": it fires first");
        }
        if f.mover_may_answer {
            s.push_str(", you answer");
        }
        if f.mover_continues {
            s.push_str(" and sail on");
        }
        s
    },
    ends: |opens, acted, waiting, swift| {
        let mut s = String::from("Ending the move on such a cell");
        if opens.mover_first && opens.shooter_may_fire {
            s.push_str(": you fire first, it answers");
        }
        if !acted.shooter_may_fire && !acted.shooter_fires_in_own_turn {
            s.push_str("; if you hold fire, one that has moved stays silent");
        }
        if waiting.shooter_fires_in_own_turn {
            s.push_str(", one yet to move fires in its turn");
        }
        if swift.shooter_may_fire && swift.mover_may_answer {
            s.push_str("; Swift may fire at once, you answer");
        }
        s
    },
    corner: |kept, turned| {
        let mut s = String::from("A diagonal step across a line at a cell corner");
        if kept.shooter_may_fire {
            s.push_str(": the enemy fires");
        }
        if kept.distance_beyond_corner {
            s.push_str(", range counted to the cell beyond");
        }
        if kept.mover_may_answer && !turned.mover_may_answer {
            s.push_str("; turning on that step, you cannot answer");
        }
        s
    },
    from_game: "Ship from the game",
    back: "← Back to the ship",
    record: "Record the move in the game",
    record_summary: |name, h, two_calms| {
        format!(
            "“{name}”: {}heading {}",
            if two_calms {
                "the two-calms move, "
            } else {
                ""
            },
            heading_name(Lang::En, h)
        )
    },
};
