//! The `game::flows` words in Russian: [`super::RU`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::Words;
use crate::Lang;
use crate::plural::{POINTS, SHOTS};

pub(super) const WORDS: Words = Words {
    salvo_title: "Залп нескольких кораблей",
    target: "Цель",
    ships: "Корабли в залпе",
    broadside: "борт",
    chaser: "курсовые / ретирадные",
    salvo_faces: |n, faces| {
        format!(
            "Залп: {}, попадают грани {faces}",
            SHOTS.count(Lang::Ru, i64::from(n))
        )
    },
    worst: |ship| format!("по худшей части: {ship}"),
    target_dropped: "Таргет не помогает залпу нескольких кораблей: грань 2 не считается",
    critical_yes: "каждый корабль тратит последний выстрел: при попадании — бросок на крит",
    critical_no: "не все тратят последний выстрел: крита не будет",
    roll_hit: "Нажмите грань, что выпала",
    roll_critical: "Попадание! Грань кубика крита:",
    hit: "попадание",
    miss: "промах",
    damage: |part, added, now, of| format!("{part} +{added} ({now} из {of})"),
    sunk: "потоплен",
    record: "Записать залп",
    again: "Заново",
    boarding_title: "Абордаж",
    side: "Где абордирующий относительно защитника",
    defender_fires: |gun| format!("Защитник стреляет первым: {gun}"),
    defender_cannot: |why| format!("Защитник не стреляет — {}", crate::plural::lower_first(why)),
    fort: "Форты не берут на абордаж и не абордируются",
    points: |a, d| {
        format!(
            "Очки абордажа: {} против {}",
            POINTS.count(Lang::Ru, i64::from(a)),
            POINTS.count_in(Lang::Ru, i64::from(d), crate::plural::Case::Genitive)
        )
    },
    berserk: "Берсерк: +1 очко (карта открыта)",
    attacker_won: "Победил абордирующий",
    defender_won: "Победил защитник",
    no_targets: "Некого брать на абордаж",
};
