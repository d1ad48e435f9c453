//! Words of the table screen and the ship's sheet
//! (`shturman_screens::game::table`, `shturman_screens::game::sheet`).

use crate::Lang;
use crate::terms::heading_name;
use shturman_rules::{Captain, Heading, Weather};

mod en;
mod ru;

pub struct Words {
    /// "Раунд 3".
    pub round: fn(u32) -> String,
    pub no_round: &'static str,
    /// What a tap on the bar does: short, so that the round and the
    /// weather keep the bar to one line at 360 px (issue 33 #5).
    pub first_round: &'static str,
    pub new_round: &'static str,
    pub calm: &'static str,
    pub fresh: &'static str,
    pub storm: &'static str,
    pub hull: &'static str,
    pub sails: &'static str,
    pub shots: &'static str,
    /// "1 повреждение из 3" for a screen reader: damage of the limit.
    pub damage_of: fn(u8, u8) -> String,
    /// "2 выстрела осталось".
    pub shots_left: fn(u8) -> String,
    /// A sealed card on board: the table knows only that it is a captain.
    pub captain_sealed: &'static str,
    pub afloat: &'static str,
    /// A ship taken in a boarding, on its new owner's column: "взят
    /// Борисом" (issue 33: «захвачен» there read as the winner's loss).
    pub captured_by: fn(&str) -> String,
    pub sunk: &'static str,
    /// Two calms: the one-cell move (§3.2).
    pub two_calms: fn(u8) -> String,
    pub swift_first: &'static str,
    pub dismasted: &'static str,
    /// Sails damaged, in a fresh wind: the range at this wind, the
    /// deviation subtracted (§3.1).
    pub sails_range: fn(i32) -> String,
    /// Sails damaged, before the first round: the most the ship may go
    /// in a fresh wind (a calm or a storm takes no account of the sails).
    pub sails_max: fn(i32) -> String,
    /// The one-line chips on a tile (issue 33 #5); a tap opens the whole
    /// reminder. Two calms: the cells it may move.
    pub two_calms_chip: fn(u8) -> String,
    pub swift_chip: &'static str,
    pub dismasted_chip: &'static str,
    /// Sails damaged: the range now (at this wind, or the most in one).
    pub sails_chip: fn(i32) -> String,
    /// Sails damaged, before the first round: the most in a fresh wind.
    pub sails_max_chip: fn(i32) -> String,
    pub fleet_of: fn(&str) -> String,
    pub open_ship: &'static str,
}

pub const RU: Words = ru::WORDS;
pub const EN: Words = en::WORDS;

pub const fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}

/// The weather of a round, short enough for the one-line round bar:
/// "ветер → запад" — the arrow says where it blows, as the rules count a
/// wind (issue 33 #8: «ветер: запад» read as "from the west").
pub fn weather(lang: Lang, w: Weather) -> String {
    let t = words(lang);
    match w {
        Weather::Calm => t.calm.to_string(),
        Weather::Fresh(h) => format!("{} → {}", t.fresh, heading_name(lang, h)),
        Weather::Storm(h) => format!("{} → {}", t.storm, heading_name(lang, h)),
    }
}

/// Under the weather's rose, once: how the rules name a wind — by where it
/// blows, not where it comes from as players say it (issue 33 #8: entered
/// the everyday way, the brig's F, L, F was impossible). "Западный ветер —
/// дует на запад, как в правилах"; `storm` for a storm's drift.
pub fn wind_note(lang: Lang, h: Heading, storm: bool) -> String {
    let to = heading_name(lang, h);
    match lang {
        Lang::Ru => {
            const ADJ: [&str; 8] = [
                "Северн",
                "Северо-восточн",
                "Восточн",
                "Юго-восточн",
                "Южн",
                "Юго-западн",
                "Западн",
                "Северо-западн",
            ];
            let adj = ADJ[h.index() as usize];
            if storm {
                format!("{adj}ая буря — несёт на {to}, как в правилах")
            } else {
                format!("{adj}ый ветер — дует на {to}, как в правилах")
            }
        }
        Lang::En => {
            // one line on a phone under the planner's roses (issue 33,
            // item 8: two lines pushed its grid's last button below)
            let what = if storm {
                "storm carries ships"
            } else {
                "wind blows"
            };
            format!("A {to} {what} to the {to}, as in the rules")
        }
    }
}

/// A captain's name (face up only).
pub fn captain(lang: Lang, c: Captain) -> &'static str {
    (crate::game_log::words(lang).captain)(c)
}

pub fn samples(lang: Lang, n: u8) -> Vec<String> {
    let w = words(lang);
    vec![
        (w.round)(u32::from(n)),
        (w.damage_of)(n, n),
        (w.shots_left)(n),
        (w.two_calms)(n),
        (w.sails_range)(i32::from(n)),
        (w.sails_max)(i32::from(n)),
        (w.two_calms_chip)(n),
        (w.sails_chip)(i32::from(n)),
        (w.sails_max_chip)(i32::from(n)),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 33 #8: the seed's «ветер западный, идем на запад … по ветру».
    #[test]
    fn a_wind_is_named_by_where_it_blows() {
        assert_eq!(
            wind_note(Lang::Ru, Heading::W, false),
            "Западный ветер — дует на запад, как в правилах"
        );
        assert_eq!(
            wind_note(Lang::Ru, Heading::SE, true),
            "Юго-восточная буря — несёт на юго-восток, как в правилах"
        );
        assert_eq!(
            wind_note(Lang::En, Heading::W, false),
            "A west wind blows to the west, as in the rules"
        );
        assert_eq!(
            weather(Lang::Ru, Weather::Fresh(Heading::W)),
            "ветер → запад"
        );
        assert_eq!(weather(Lang::En, Weather::Calm), "calm");
    }
}
