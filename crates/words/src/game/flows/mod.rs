//! Words of the salvo and boarding flows on the ship's sheet
//! (`shturman_screens::game::salvo`, `shturman_screens::game::boarding`).

use crate::Lang;

mod en;
mod ru;

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

pub const RU: Words = ru::WORDS;
pub const EN: Words = en::WORDS;

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

#[cfg(test)]
mod tests {
    use super::*;
    use shturman_rules::Heading;
    use shturman_rules::fire::NoBearing;

    /// Issue 46 #11: «Защитник не стреляет: Мёртвая зона: ни одно орудие…»
    /// — two colons, a capital after one.
    #[test]
    fn the_defenders_reason_follows_a_dash_in_small_letters() {
        let why = crate::terms::no_bearing(
            Lang::Ru,
            NoBearing::DeadZone {
                line: Heading::N,
                distance: 1,
            },
        );
        assert_eq!(
            (words(Lang::Ru).defender_cannot)(&why),
            "Защитник не стреляет — мёртвая зона: ни одно орудие не стреляет на север"
        );
        assert!((words(Lang::En).defender_cannot)("Dead zone").ends_with("— dead zone"));
    }
}
