//! Words of the ship's bottom sheet and of what its confirmations say
//! (`shturman_screens::game::sheet`).

use crate::Lang;

pub struct Words {
    pub close: &'static str,
    pub hull_hit: &'static str,
    pub sail_hit: &'static str,
    pub heading: &'static str,
    pub planner: &'static str,
    pub fire: &'static str,
    pub more: &'static str,
    /// "Исправление, не выстрел — Бриг «Меркурий»: корпус 1 → 2": a
    /// correction spends no shot, and says so (issue 33 #1).
    pub hull_change: fn(&str, u8, u8) -> String,
    /// "… — корабль тонет" when the hull reaches its strength.
    pub sinks: &'static str,
    pub sails_change: fn(&str, u8, u8) -> String,
    pub dismasts: &'static str,
    pub heading_change: fn(&str, &str, &str) -> String,
    pub two_calms: &'static str,
    pub two_calms_change: fn(&str) -> String,
    /// Why a quick change is not offered.
    pub not_afloat: &'static str,
    pub sails_full: &'static str,
    /// A sunk ship's sheet: why nothing is offered (issue 33 #15).
    pub sunk_note: &'static str,
}

pub const RU: Words = Words {
    close: "Закрыть",
    hull_hit: "Исправить: +1 в корпус",
    sail_hit: "Исправить: +1 в паруса",
    heading: "Курс после хода",
    planner: "Ход — планировщик",
    fire: "Огонь — помощник",
    more: "Ещё: исправить повреждения, потопление, капитан в порту",
    hull_change: |ship, a, b| format!("Исправление, не выстрел — {ship}: корпус {a} → {b}"),
    sinks: "корабль тонет",
    sails_change: |ship, a, b| format!("Исправление, не выстрел — {ship}: паруса {a} → {b}"),
    dismasts: "паруса потеряны",
    heading_change: |ship, a, b| format!("{ship}: курс {a} → {b}"),
    two_calms: "Ход в два штиля",
    two_calms_change: |ship| format!("{ship}: ход в два штиля (одна клетка вперёд)"),
    not_afloat: "Корабль не на плаву.",
    sails_full: "Паруса уже потеряны.",
    sunk_note: "Корабль потоплен: ход, выстрел и исправления ему больше не записываются. Если это ошибка — отмените запись в журнале.",
};

pub const EN: Words = Words {
    close: "Close",
    hull_hit: "Correct: +1 hull",
    sail_hit: "Correct: +1 sails",
    heading: "Heading after the move",
    planner: "Move — planner",
    fire: "Fire — helper",
    more: "More: correct the damage, sinking, captain in port",
    hull_change: |ship, a, b| format!("A correction, not a shot — {ship}: hull {a} → {b}"),
    sinks: "the ship sinks",
    sails_change: |ship, a, b| format!("A correction, not a shot — {ship}: sails {a} → {b}"),
    dismasts: "sails lost",
    heading_change: |ship, a, b| format!("{ship}: heading {a} → {b}"),
    two_calms: "Two-calms move",
    two_calms_change: |ship| format!("{ship}: the two-calms move (one cell ahead)"),
    not_afloat: "The ship is not afloat.",
    sails_full: "The sails are already gone.",
    sunk_note: "This ship has sunk: no move, shot or correction is recorded for it any more. If that is a mistake, undo the entry in the log.",
};

pub const fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}

pub fn samples(lang: Lang, n: u8) -> Vec<String> {
    let w = words(lang);
    vec![
        (w.hull_change)("X", n, n.saturating_add(1)),
        (w.sails_change)("X", n, n.saturating_add(1)),
    ]
}
