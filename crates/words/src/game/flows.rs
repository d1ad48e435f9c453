//! Words of the salvo and boarding flows on the ship's sheet
//! (`shturman_screens::game::salvo`, `shturman_screens::game::boarding`).

use crate::plural::{POINTS, SHOTS};
use crate::Lang;

pub struct Words {
    pub salvo_title: &'static str,
    pub target: &'static str,
    pub ships: &'static str,
    pub broadside: &'static str,
    pub chaser: &'static str,
    /// "Залп: 3 выстрела, попадает 1, 3, 5".
    pub salvo_faces: fn(u8, &str) -> String,
    pub worst: fn(&str) -> String,
    pub target_dropped: &'static str,
    pub critical_yes: &'static str,
    pub critical_no: &'static str,
    pub roll_hit: &'static str,
    pub roll_critical: &'static str,
    pub hit: &'static str,
    pub miss: &'static str,
    /// What a hit did: "корпус +5 (5 из 7)" — the part, the damage added,
    /// the damage now of the most it takes (issue 33 #7).
    pub damage: fn(&str, u8, u8, u8) -> String,
    /// A hit that sank the target.
    pub sunk: &'static str,
    pub record: &'static str,
    pub again: &'static str,
    pub boarding_title: &'static str,
    /// Where the boarder lies, seen from the defender.
    pub side: &'static str,
    pub defender_fires: fn(&str) -> String,
    pub defender_cannot: fn(&str) -> String,
    pub fort: &'static str,
    /// "Очки абордажа: 3 очка против 2 очков".
    pub points: fn(u8, u8) -> String,
    pub berserk: &'static str,
    pub attacker_won: &'static str,
    pub defender_won: &'static str,
    pub no_targets: &'static str,
}

pub const RU: Words = Words {
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
    defender_cannot: |why| format!("Защитник не стреляет: {why}"),
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

pub const EN: Words = Words {
    salvo_title: "Salvo of several ships",
    target: "Target",
    ships: "Ships in the salvo",
    broadside: "broadside",
    chaser: "bow / stern chaser",
    salvo_faces: |n, faces| {
        format!(
            "Salvo: {}, hitting on {faces}",
            SHOTS.count(Lang::En, i64::from(n))
        )
    },
    worst: |ship| format!("by the worst part: {ship}"),
    target_dropped: "Target does not help a salvo of several ships: face 2 does not count",
    critical_yes: "every ship spends its last shot: a hit rolls a critical",
    critical_no: "not every ship spends its last shot: no critical",
    roll_hit: "Tap the face rolled",
    roll_critical: "A hit! The critical die:",
    hit: "hit",
    miss: "miss",
    damage: |part, added, now, of| format!("{part} +{added} ({now} of {of})"),
    sunk: "sunk",
    record: "Record the salvo",
    again: "Again",
    boarding_title: "Boarding",
    side: "Where the boarder lies, seen from the defender",
    defender_fires: |gun| format!("The defender fires first: {gun}"),
    defender_cannot: |why| format!("The defender cannot fire: {why}"),
    fort: "Forts neither board nor are boarded",
    points: |a, d| {
        format!(
            "Boarding points: {} against {}",
            POINTS.count(Lang::En, i64::from(a)),
            POINTS.count(Lang::En, i64::from(d))
        )
    },
    berserk: "Berserk: +1 point (card face up)",
    attacker_won: "The boarder won",
    defender_won: "The defender won",
    no_targets: "No ship to board",
};

pub const fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}

pub fn samples(lang: Lang, n: u8) -> Vec<String> {
    let w = words(lang);
    vec![(w.salvo_faces)(n, "1, 3"), (w.points)(n, n)]
}
