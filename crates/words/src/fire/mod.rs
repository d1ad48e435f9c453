//! Words of the fire helper (`shturman_screens::fire`): the shooter and the
//! target, the grid and its legend, the shot's answer, the firing order
//! (§4.6) and the crossing of a line (§4.7), the plan, the odds and the
//! dice.

mod en;
mod ru;

use super::Lang;
use super::terms::heading_arrow;
use shturman_rules::attack::{Aim, FireError, TargetState};
use shturman_rules::engagement::CrossingFire;
use shturman_rules::fire::{Band, Gun};
use shturman_rules::odds::OddsError;
use shturman_rules::{Heading, Offset};

/// What a cell of the grid is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CellKind {
    /// The shooter (a fort has no heading).
    Ship(Option<Heading>),
    /// A cell a gun covers, in this band.
    Band(Band),
    /// On a line no gun covers.
    Dead,
    /// Off every fire line.
    OffLine,
    /// On a gun's line beyond the firing range.
    OutOfRange,
}

impl CellKind {
    /// A stable name for styles and tests.
    pub const fn code(self) -> &'static str {
        match self {
            CellKind::Ship(_) => "ship",
            CellKind::Band(b) => b.code(),
            CellKind::Dead => "dead",
            CellKind::OffLine => "off",
            CellKind::OutOfRange => "out",
        }
    }
}

/// The target's line: its class, hull damage and strength, and (not for a
/// fort) sail damage and sails.
pub type TargetSummary = fn(&str, u8, u8, Option<(u8, u8)>) -> String;

pub struct Words {
    pub title: &'static str,
    pub shooter: &'static str,
    /// "Линкор · ↑ север · повреждения 0 из 7 · осталось 3 выстрела".
    pub ship_summary: fn(&str, Option<Heading>, u8, u8, u8, bool) -> String,
    /// "Из партии: Линкор «Виктория»".
    pub from_game: fn(&str) -> String,
    pub heading: &'static str,
    pub hull_damage: &'static str,
    pub sail_damage: &'static str,
    pub captain: &'static str,
    pub no_captain: &'static str,
    pub shots_left: &'static str,
    pub chaser_fired: &'static str,
    pub grid: &'static str,
    /// The short mark in a cell: the heading's arrow, the distance.
    pub cell_text: fn(CellKind, u32) -> String,
    /// What a screen reader says for a cell.
    pub cell_label: fn(Offset, CellKind, Option<Gun>) -> String,
    pub legend_title: &'static str,
    pub legend: fn(CellKind) -> &'static str,
    pub pan: &'static str,
    pub pan_west: &'static str,
    pub pan_north: &'static str,
    pub pan_south: &'static str,
    pub pan_east: &'static str,
    pub pan_home: &'static str,
    pub tap_hint: &'static str,
    /// "Правый борт · дальняя · 3 клетки" (the gun, the band as the
    /// legend names it).
    pub headline: fn(&str, &str, u32) -> String,
    pub why: &'static str,
    pub chance: &'static str,
    pub order_attack: fn(usize) -> String,
    /// A Swift target's shot: first (before the attack), or right after
    /// it when the attacker has an initiative captain too.
    pub order_swift: fn(usize, bool, &str, u32) -> String,
    /// Swift's other broadside: the salvo ship it may fire at as well (0:
    /// not one of the salvo's).
    pub swift_also: fn(usize, &str, u32) -> String,
    pub order_return: fn(usize, &str, u32) -> String,
    /// The target cannot answer (true: it is a Swift ship), and why.
    pub no_answer: fn(bool, &str) -> String,
    /// The salvo's ships the target may answer (1 = the shooter).
    pub salvo_answer: fn(&[usize]) -> String,
    pub crossing: &'static str,
    pub cross_through: &'static str,
    pub cross_ends: &'static str,
    pub cross_diagonal: &'static str,
    pub cross_step: &'static str,
    pub turned: &'static str,
    pub shooter_acted: &'static str,
    pub mover_fires: &'static str,
    /// The order when the target meets the line (§4.7).
    pub crossing_lines: fn(&CrossingFire) -> Vec<String>,
    /// The distance counted to the cell beyond the crossing.
    pub beyond: fn(u32, &str) -> String,
    pub no_crossing: &'static str,
    pub target: &'static str,
    pub other_target: &'static str,
    /// "Фрегат · корпус 0 из 4 · паруса 0 из 4".
    pub target_summary: TargetSummary,
    pub target_heading: &'static str,
    pub target_shots_left: &'static str,
    pub plan: &'static str,
    pub mode_single: &'static str,
    pub mode_salvo: &'static str,
    pub count: &'static str,
    pub chaser_once: &'static str,
    pub aim: &'static str,
    pub add_partner: &'static str,
    /// Single shots: how many, and which may roll a critical.
    pub singles: fn(usize, Option<usize>) -> String,
    /// One part of a salvo: whose, the gun, its faces, as the salvo counts them.
    pub salvo_part: fn(usize, &str, &str, &str) -> String,
    pub target_dropped: &'static str,
    /// The salvo: its worst part, faces, damage on a hit, critical.
    pub salvo_worst: fn(usize, &str, u8, bool) -> String,
    pub fire_error: fn(FireError) -> String,
    pub odds_error: fn(OddsError) -> String,
    /// Another ship of the salvo cannot fire: which, and why.
    pub partner_cannot: fn(usize, &str) -> String,
    pub partner_title: fn(usize, &str) -> String,
    /// "правый борт, 2 клетки: грани 1, 3, 5".
    pub partner_part: fn(&str, u32, &str) -> String,
    pub partner_line: &'static str,
    pub distance: &'static str,
    pub partner_shots: &'static str,
    pub remove: &'static str,
    pub odds: &'static str,
    pub sunk_odds: fn(&str) -> String,
    pub critical_rule: fn(bool) -> &'static str,
    pub hull_after: &'static str,
    pub sails_after: &'static str,
    pub assumption: fn(&str) -> String,
    pub critical_prompt: fn(Aim) -> &'static str,
    /// "Бросок 1 из 3 · без крита" (the dice under it mark the faces).
    pub roll_status: fn(usize, usize, bool) -> String,
    pub plan_done: fn(bool) -> &'static str,
    pub roll: &'static str,
    pub roll_critical: &'static str,
    /// The button of a shot that needs no die: every face hits, or none.
    pub fire_no_roll: fn(bool) -> &'static str,
    pub tap_die: &'static str,
    pub dice: crate::roll::Dice,
    pub sunk_by_damage: &'static str,
    pub dismasted: &'static str,
    /// The target now: hull, sails, afloat / sunk / dismasted.
    pub target_now: fn(TargetState, bool, bool) -> String,
    pub log: &'static str,
    pub again: &'static str,
    /// A face for a screen reader; `Some(aim)` on the critical die.
    pub face_label: fn(u8, bool, Option<Aim>) -> String,
    pub record: &'static str,
    pub record_gathered: &'static str,
    pub record_pick_target: &'static str,
    pub notice_shooter_from_game: &'static str,
    pub notice_target_from_game: &'static str,
    pub notice_too_many_shots: fn(u8) -> String,
    pub notice_bad_face: fn(u8) -> String,
    pub notice_no_die: &'static str,
    pub notice_fort: &'static str,
    pub notice_fort_chasers: &'static str,
    pub notice_too_many_ships: fn(usize) -> String,
}

fn cap(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

fn n64<T: Into<i64>>(n: T) -> i64 {
    n.into()
}

fn count(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

fn cell_text(k: CellKind, distance: u32) -> String {
    match k {
        CellKind::Ship(Some(h)) => heading_arrow(h).to_string(),
        CellKind::Ship(None) => "■".into(),
        CellKind::Band(_) => distance.to_string(),
        CellKind::Dead => "×".into(),
        CellKind::OffLine | CellKind::OutOfRange => String::new(),
    }
}

pub const RU: Words = ru::WORDS;

pub const EN: Words = en::WORDS;

pub const fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}

/// Every text with a number, for the agreement test.
pub fn samples(lang: Lang, n: u8) -> Vec<String> {
    let w = words(lang);
    let u = usize::from(n);
    let d = u32::from(n);
    let t = TargetState {
        strength: n,
        hull_damage: n,
        sail_damage: n,
        fresh_straight: n,
        sunk: false,
    };
    let mut v = vec![
        (w.ship_summary)("Бриг", Some(Heading::N), n, n, n, true),
        (w.cell_text)(CellKind::Band(Band::Long), d),
        (w.cell_label)(
            Offset::new(i32::from(n), 0),
            CellKind::Band(Band::Long),
            Some(Gun::Bow),
        ),
        (w.headline)("port", "medium", d),
        (w.order_attack)(u),
        (w.order_swift)(u, true, "port", d),
        (w.order_swift)(u, false, "port", d),
        (w.swift_also)(u, "port", d),
        (w.swift_also)(0, "port", d),
        (w.order_return)(u, "port", d),
        (w.salvo_answer)(&[1, u]),
        (w.beyond)(d, "long"),
        (w.target_summary)("Бриг", n, n, Some((n, n))),
        (w.singles)(u, Some(u)),
        (w.singles)(u, None),
        (w.salvo_part)(u, "port", "1, 3", "3"),
        (w.salvo_worst)(u, "3", n, true),
        (w.fire_error)(FireError::NotEnoughShots {
            shots: n,
            shots_left: n,
        }),
        (w.odds_error)(OddsError::TooManyAttacks { attacks: u, max: u }),
        (w.partner_cannot)(u, "x"),
        (w.partner_title)(u, "Бриг"),
        (w.partner_part)("port", d, "5"),
        (w.roll_status)(u, u, true),
        (w.dice.rolled_hit)(n),
        (w.dice.rolled_miss)(n),
        (w.dice.critical_no)(n),
        (w.target_now)(t, false, false),
        (w.target_now)(t, true, true),
        (w.face_label)(n, true, None),
        (w.notice_too_many_shots)(n),
        (w.notice_bad_face)(n),
        (w.notice_too_many_ships)(u),
    ];
    v.extend((w.crossing_lines)(&CrossingFire {
        shooter_may_fire: true,
        shooter_fires_in_own_turn: false,
        mover_first: false,
        mover_may_answer: n.is_multiple_of(2),
        mover_continues: true,
        distance_beyond_corner: true,
    }));
    v
}
