//! The `game::sheet` words in Russian: [`super::RU`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::Words;

pub(super) const WORDS: Words = Words {
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
    heading_kept: |ship, h| format!("{ship}: ход без поворота, курс {h}"),
    no_round: "Сначала начните раунд: ход и курс записываются в раунде.",
    two_calms: "Ход в два штиля",
    two_calms_change: |ship| format!("{ship}: ход в два штиля (одна клетка вперёд)"),
    not_afloat: "Корабль не на плаву.",
    sails_full: "Паруса уже потеряны.",
    sunk_note: "Корабль потоплен: ход, выстрел и исправления ему больше не записываются. Если это ошибка — отмените запись в журнале.",
};
