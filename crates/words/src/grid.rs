//! The words of the movement planner's and fire helper's mini-grid: what
//! a cell holds ([`CellInfo`]), the label a screen reader reads for it
//! ("клетка 2 на восток 1 на север: достижима, курс запад, осталось 1") and
//! the short mark drawn in it. The grid itself is the UI's
//! (`src/components/mini_grid.rs`).

use super::terms::{band_name, band_short, gun_name, gun_short, heading_arrow, heading_name};
use super::Lang;
use shturman_rules::fire::{Band, Gun};
use shturman_rules::{Heading, Offset};

/// What one cell shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CellInfo {
    /// The ship (or the shooter) at the start; a fort has no heading.
    Ship { heading: Option<Heading> },
    /// Where the ship is now, after the steps taken.
    Now { heading: Heading, remaining: i32 },
    /// A reachable end cell: every heading possible there with the best
    /// remaining budget it keeps.
    Reach { ends: Vec<(Heading, i32)> },
    /// A cell a gun covers.
    Fire { gun: Gun, band: Band },
    /// On a fire line no gun covers.
    Dead,
    /// Off every fire line (fire helper).
    OffLine,
    /// Nothing to say.
    Plain,
}

/// "2 на восток 1 на север" / "2 east 1 north"; "своя клетка" at the origin.
pub fn offset_words(lang: Lang, at: Offset) -> String {
    let mut parts = Vec::new();
    let (e, w, n, s) = match lang {
        Lang::Ru => ("на восток", "на запад", "на север", "на юг"),
        Lang::En => ("east", "west", "north", "south"),
    };
    if at.x != 0 {
        parts.push(format!("{} {}", at.x.abs(), if at.x > 0 { e } else { w }));
    }
    if at.y != 0 {
        parts.push(format!("{} {}", at.y.abs(), if at.y > 0 { n } else { s }));
    }
    if parts.is_empty() {
        lang.pick("на месте корабля", "the ship's own cell")
            .to_string()
    } else {
        parts.join(" ")
    }
}

fn remaining_words(lang: Lang, r: i32) -> String {
    let n = r.to_string().replace('-', "−");
    match lang {
        Lang::Ru => format!("осталось {n}"),
        Lang::En => format!("{n} left"),
    }
}

/// The screen-reader label of a cell.
pub fn cell_label(lang: Lang, at: Offset, info: &CellInfo, on_path: bool) -> String {
    let head = format!("{} {}", lang.pick("клетка", "cell"), offset_words(lang, at));
    let what = match info {
        CellInfo::Ship { heading: Some(h) } => format!(
            "{}, {} {}",
            lang.pick("корабль", "the ship"),
            lang.pick("курс", "heading"),
            heading_name(lang, *h)
        ),
        CellInfo::Ship { heading: None } => lang.pick("форт", "the fort").to_string(),
        CellInfo::Now { heading, remaining } => format!(
            "{}, {} {}, {}",
            lang.pick("корабль сейчас здесь", "the ship is here now"),
            lang.pick("курс", "heading"),
            heading_name(lang, *heading),
            remaining_words(lang, *remaining)
        ),
        CellInfo::Reach { ends } => {
            let list: Vec<String> = ends
                .iter()
                .map(|(h, r)| {
                    format!(
                        "{} {}, {}",
                        lang.pick("курс", "heading"),
                        heading_name(lang, *h),
                        remaining_words(lang, *r)
                    )
                })
                .collect();
            format!(
                "{}, {}",
                lang.pick("достижима", "reachable"),
                list.join("; ")
            )
        }
        CellInfo::Fire { gun, band } => {
            format!("{}, {}", gun_name(lang, *gun), band_name(lang, *band))
        }
        CellInfo::Dead => lang.pick("мёртвая зона", "dead zone").to_string(),
        CellInfo::OffLine => lang
            .pick("вне линий огня", "off the fire lines")
            .to_string(),
        CellInfo::Plain => lang.pick("недостижима", "out of reach").to_string(),
    };
    let path = if on_path {
        lang.pick(", на пути", ", on the path")
    } else {
        ""
    };
    format!("{head}: {what}{path}")
}

/// The short text drawn in a cell (the label says it in full).
pub fn cell_text(lang: Lang, info: &CellInfo) -> String {
    match info {
        CellInfo::Ship { heading: Some(h) } => heading_arrow(*h).to_string(),
        CellInfo::Ship { heading: None } => "■".to_string(),
        CellInfo::Now { heading, remaining } => {
            format!(
                "{}\n{}",
                heading_arrow(*heading),
                remaining.to_string().replace('-', "−")
            )
        }
        CellInfo::Reach { ends } => {
            let best = ends.iter().map(|e| e.1).max().unwrap_or(0);
            let arrows: String = ends.iter().take(3).map(|e| heading_arrow(e.0)).collect();
            let more = if ends.len() > 3 { "…" } else { "" };
            format!("{arrows}{more}\n{}", best.to_string().replace('-', "−"))
        }
        CellInfo::Fire { gun, band } => {
            format!("{}\n{}", gun_short(lang, *gun), band_short(lang, *band))
        }
        CellInfo::Dead => "×".to_string(),
        CellInfo::OffLine | CellInfo::Plain => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reachable_cell_labels_in_both_languages() {
        let info = CellInfo::Reach {
            ends: vec![(Heading::W, 1)],
        };
        assert_eq!(
            cell_label(Lang::En, Offset::new(2, 1), &info, false),
            "cell 2 east 1 north: reachable, heading west, 1 left"
        );
        assert_eq!(
            cell_label(Lang::Ru, Offset::new(2, 1), &info, false),
            "клетка 2 на восток 1 на север: достижима, курс запад, осталось 1"
        );
    }

    #[test]
    fn several_headings_negative_budget_and_path() {
        let info = CellInfo::Reach {
            ends: vec![(Heading::SW, -1), (Heading::W, 0)],
        };
        assert_eq!(
            cell_label(Lang::En, Offset::new(-3, 0), &info, true),
            "cell 3 west: reachable, heading south-west, −1 left; heading west, 0 left, on the path"
        );
        assert_eq!(cell_text(Lang::En, &info), "↙←\n0");
    }

    #[test]
    fn ship_fire_dead_and_plain_cells() {
        assert_eq!(
            cell_label(
                Lang::Ru,
                Offset::ZERO,
                &CellInfo::Ship {
                    heading: Some(Heading::N)
                },
                false
            ),
            "клетка на месте корабля: корабль, курс север"
        );
        let fire = CellInfo::Fire {
            gun: Gun::Starboard,
            band: Band::Long,
        };
        assert_eq!(
            cell_label(Lang::En, Offset::new(3, 0), &fire, false),
            "cell 3 east: starboard broadside, long range"
        );
        assert_eq!(
            cell_label(Lang::Ru, Offset::new(3, 0), &fire, false),
            "клетка 3 на восток: правый борт, дальняя дистанция"
        );
        assert_eq!(
            cell_label(Lang::En, Offset::new(1, -1), &CellInfo::Dead, false),
            "cell 1 east 1 south: dead zone"
        );
        assert_eq!(
            cell_label(Lang::Ru, Offset::new(0, -2), &CellInfo::Plain, false),
            "клетка 2 на юг: недостижима"
        );
    }
}
