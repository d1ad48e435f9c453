//! The `game::table` words in Russian: [`super::RU`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::Words;
use crate::Lang;
use crate::plural::{CELLS, SHOTS};

pub(super) const WORDS: Words = Words {
    round: |n| format!("Раунд {n}"),
    no_round: "Раунд не начат",
    first_round: "▸ Первый раунд",
    new_round: "+ раунд",
    calm: "штиль",
    fresh: "ветер",
    storm: "буря",
    hull: "корпус",
    sails: "паруса",
    shots: "выстрелы",
    damage_of: |d, of| {
        format!(
            "{} из {of}",
            crate::plural::DAMAGE.count(Lang::Ru, i64::from(d))
        )
    },
    shots_left: |n| format!("осталось: {}", SHOTS.count(Lang::Ru, i64::from(n))),
    captain_sealed: "капитан",
    afloat: "на плаву",
    captured_by: |name| format!("взят {}", crate::plural::ru_instrumental(name)),
    sunk: "потоплен",
    two_calms: |n| {
        format!(
            "два штиля: можно пройти {}",
            CELLS.count_in(Lang::Ru, i64::from(n), crate::plural::Case::Accusative)
        )
    },
    swift_first: "Свифт стреляет первым",
    dismasted: "без парусов: при свежем ветре не ходит",
    sails_range: |n| {
        format!(
            "паруса повреждены: ход при этом ветре — {}",
            CELLS.count(Lang::Ru, i64::from(n.max(0)))
        )
    },
    sails_max: |n| {
        format!(
            "паруса повреждены: наибольший ход при свежем ветре — {}",
            CELLS.count(Lang::Ru, i64::from(n.max(0)))
        )
    },
    two_calms_chip: |n| format!("два штиля: ход {n}"),
    swift_chip: "Свифт: первым",
    dismasted_chip: "без парусов",
    sails_max_chip: |n| format!("паруса: до {}", n.max(0)),
    sails_chip: |n| format!("паруса: ход {}", n.max(0)),
    fleet_of: |name| format!("Флот: {name}"),
    open_ship: "Действия корабля",
};
