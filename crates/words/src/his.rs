//! Words of the Here I Stand resolvers (`shturman_screens::battles::his_*`)
//! and of their part of the Rules screen: inputs, odds, results, every
//! explanation step of the core ([`Rule`]), every error ([`HisError`]), the
//! digest's sections H.1–H.6 and the readings [H-n] with their options.
//! Russian follows the text's own words («удар», «эскадра», «корсар»).

use super::Lang;
use crate::plural::{Noun, BLOWS, CORSAIRS, DICE, SQUADRONS, UNITS};
use shturman_battles::his::assault::AssaultResult;
use shturman_battles::his::naval::Fleet;
use shturman_battles::his::roll::{Cavalry, RollKind};
use shturman_battles::his::{
    Decision, FailReason, HisError, OddHit, Reading, RetreatTo, Rule, Side,
};

/// A rules-screen entry: a digest section or a reading.
pub struct Entry {
    pub id: &'static str,
    pub title: &'static str,
    pub body: &'static str,
}

pub struct Words {
    pub game: &'static str,
    pub field_title: &'static str,
    pub field_note: &'static str,
    pub assault_title: &'static str,
    pub assault_note: &'static str,
    pub naval_title: &'static str,
    pub naval_note: &'static str,
    pub roll_title: &'static str,
    pub roll_note: &'static str,
    // inputs
    pub units: &'static str,
    pub leader: &'static str,
    pub admiral: &'static str,
    pub squadrons: &'static str,
    pub corsairs: &'static str,
    pub regulars: &'static str,
    pub cavalry: &'static str,
    pub site: &'static str,
    pub site_open: &'static str,
    pub site_fortified: &'static str,
    pub site_relief: &'static str,
    pub besieged: &'static str,
    pub cards: &'static str,
    pub card_dice: &'static str,
    pub janissaries: &'static str,
    pub siege_artillery: &'static str,
    pub naval_late: &'static str,
    pub after_roll: &'static str,
    pub in_port: &'static str,
    pub ottoman: &'static str,
    pub nobody: &'static str,
    pub ships_in_port: &'static str,
    pub kind: &'static str,
    pub roll_kind: fn(RollKind) -> &'static str,
    pub best_leader: &'static str,
    pub picked_admiral: &'static str,
    pub best_admiral: &'static str,
    pub cavalry_mod: &'static str,
    pub cavalry_case: fn(Cavalry) -> &'static str,
    pub automatic: &'static str,
    pub modifier: &'static str,
    // odds
    pub attacker_wins: &'static str,
    pub defender_wins_tie: &'static str,
    pub defender_wins_more: &'static str,
    pub attacker_wiped: &'static str,
    pub defender_wiped: &'static str,
    pub both_wiped: &'static str,
    pub assault_result: fn(AssaultResult) -> &'static str,
    pub success: &'static str,
    pub failure: &'static str,
    pub hits_of: fn(Side) -> &'static str,
    pub sum_chart: &'static str,
    /// "Need 8 or more on two dice".
    pub need: fn(i32) -> String,
    /// "4 : 1" units left, in outcome lists; the list's column note.
    pub left_note: &'static str,
    pub fleet: fn(Fleet) -> String,
    pub decided: fn(Decision) -> &'static str,
    pub winner: fn(Side) -> &'static str,
    // results
    pub winner_line: fn(Side, Decision, u32, u32) -> String,
    pub units_left: fn(u32, u32) -> String,
    pub fleets_left: fn(Fleet, Fleet) -> String,
    pub leaders_captured: fn(Side) -> String,
    pub roll_line: fn(i32, bool) -> String,
    pub blows: fn(u32) -> String,
    // entering the dice: every face, or only each pool's hits
    pub entry: &'static str,
    pub entry_faces: &'static str,
    pub entry_hits: &'static str,
    /// A pool's hits entered as a number: "Атакующий · ударов".
    pub hits_count: &'static str,
    pub step: fn(&Rule) -> String,
    pub error: fn(&HisError) -> String,
    // rules screen
    pub sections: &'static [Entry],
    pub reading: fn(Reading) -> Entry,
    pub option: fn(Reading, &str) -> &'static str,
}

fn n(noun: Noun, lang: Lang, v: u32) -> String {
    noun.count(lang, i64::from(v))
}

fn faces(f: &[u8]) -> String {
    let v: Vec<String> = f.iter().map(u8::to_string).collect();
    if v.is_empty() {
        "—".to_string()
    } else {
        v.join(", ")
    }
}

fn signed(v: i32) -> String {
    match v {
        v if v > 0 => format!("+{v}"),
        v if v < 0 => format!("−{}", v.unsigned_abs()),
        // a modifier keeps its sign at zero: "(+0)", not "(0)" (issue 33)
        _ => "+0".to_string(),
    }
}

const fn side_ru(s: Side) -> &'static str {
    match s {
        Side::Attacker => "Атакующий",
        Side::Defender => "Защитник",
    }
}

const fn side_gen_ru(s: Side) -> &'static str {
    match s {
        Side::Attacker => "атакующего",
        Side::Defender => "защитника",
    }
}

const fn side_en(s: Side) -> &'static str {
    match s {
        Side::Attacker => "The attacker",
        Side::Defender => "The defender",
    }
}

const fn side_lc_en(s: Side) -> &'static str {
    match s {
        Side::Attacker => "the attacker",
        Side::Defender => "the defender",
    }
}

fn fleet_ru(f: Fleet) -> String {
    let sq = n(SQUADRONS, Lang::Ru, u32::from(f.squadrons));
    if f.corsairs == 0 {
        sq
    } else {
        format!("{sq}, {}", n(CORSAIRS, Lang::Ru, u32::from(f.corsairs)))
    }
}

fn fleet_en(f: Fleet) -> String {
    let sq = n(SQUADRONS, Lang::En, u32::from(f.squadrons));
    if f.corsairs == 0 {
        sq
    } else {
        format!("{sq}, {}", n(CORSAIRS, Lang::En, u32::from(f.corsairs)))
    }
}

fn need_ru(need: i32) -> String {
    match need {
        ..=2 => "Успех при любом броске".to_string(),
        13.. => "Успех невозможен: даже 12 мало".to_string(),
        12 => "Нужно 12 на двух кубиках".to_string(),
        n => format!("Нужно {n} или больше на двух кубиках"),
    }
}

fn need_en(need: i32) -> String {
    match need {
        ..=2 => "Any roll succeeds".to_string(),
        13.. => "No roll can succeed: even 12 is short".to_string(),
        12 => "Need 12 on two dice".to_string(),
        n => format!("Need {n} or more on two dice"),
    }
}

fn step_ru(r: &Rule) -> String {
    let l = Lang::Ru;
    match r {
        Rule::LeaderRating { rating, picked } => match picked {
            Some(_) => format!("Рейтинг флотоводца: +{rating}"),
            None => format!("Рейтинг лучшего лидера: +{rating}"),
        },
        Rule::NoLeader => "Лидера нет: +0".into(),
        Rule::OttomanCavalryBonus => "Османы с кавалерией в отряде: +1".into(),
        Rule::OttomanCavalryBonusNotForInterception => {
            "Османы с кавалерией перехватывают: +1 в тексте только для уклонения".into()
        }
        Rule::OttomanCavalryPenalty => "Против османской армии с кавалерией: −1".into(),
        Rule::Modifier { modifier } => {
            format!("Модификатор игроков: {}", signed(i32::from(*modifier)))
        }
        Rule::AutomaticEvasion => {
            "Все отряды уже проиграли битву в этом импульсе: уклонение удаётся без броска".into()
        }
        Rule::Need { modifier, need } => {
            format!("2d6 {} ≥ 9 — {}", signed(*modifier), need_ru(*need).to_lowercase())
        }
        Rule::TwoDice {
            faces: [a, b],
            total,
            success,
        } => format!(
            "Выпало {a} и {b}, итог {total}: {}",
            if *success { "успех" } else { "неудача" }
        ),
        Rule::UnitDice { side, units, dice } => format!(
            "{}: по кубику за отряд — {} → {}",
            side_ru(*side),
            n(UNITS, l, *units),
            n(DICE, l, *dice)
        ),
        Rule::HalfUnitDice { side, units, dice } => format!(
            "{}: в городе есть защитники — кубик за два регулярных или наёмных отряда, с округлением вверх: {} → {}",
            side_ru(*side),
            n(UNITS, l, *units),
            n(DICE, l, *dice)
        ),
        Rule::CavalryNoDice { side, cavalry } => format!(
            "{}: кавалерия при штурме не бросает кубиков ({})",
            side_ru(*side),
            n(UNITS, l, *cavalry)
        ),
        Rule::SquadronDice {
            side,
            squadrons,
            dice,
        } => format!(
            "{}: по 2 кубика за эскадру — {} → {}",
            side_ru(*side),
            n(SQUADRONS, l, *squadrons),
            n(DICE, l, *dice)
        ),
        Rule::CorsairDice {
            side,
            corsairs,
            dice,
        } => format!(
            "{}: по кубику за корсара — {} → {}",
            side_ru(*side),
            n(CORSAIRS, l, *corsairs),
            n(DICE, l, *dice)
        ),
        Rule::LeaderDice { side, rating } => format!(
            "{}: рейтинг лучшего лидера → +{}",
            side_ru(*side),
            n(DICE, l, u32::from(*rating))
        ),
        Rule::DefenderDie => "Защитник: +1 кубик".into(),
        Rule::EmptyCityDie => "В городе нет отрядов, но защитник всё равно бросает 1 кубик".into(),
        Rule::EmptyCityNoDie => "В городе нет отрядов: кубика защитника нет".into(),
        Rule::PortDie => "Бой в порту: защитник +1 кубик".into(),
        Rule::CardDice { side, dice } => format!(
            "{}: карты до броска {}{}",
            side_ru(*side),
            if *dice < 0 { "−" } else { "+" },
            n(DICE, l, dice.unsigned_abs())
        ),
        Rule::DiceTotal { side, dice } => {
            format!("{} бросает {}", side_ru(*side), n(DICE, l, *dice))
        }
        Rule::LateDice { side, dice } => format!(
            "{}: карта после броска добавляет {}",
            side_ru(*side),
            n(DICE, l, *dice)
        ),
        Rule::Hits { side, faces: f, hits } => format!(
            "{}: выпало {} — {} (удар — 5 или 6)",
            side_ru(*side),
            faces(f),
            n(BLOWS, l, *hits)
        ),
        Rule::LateHits { side, faces: f, hits } => format!(
            "{}, кубики карты: {} — {}",
            side_ru(*side),
            faces(f),
            n(BLOWS, l, *hits)
        ),
        Rule::HitsEntered { side, late, hits } => format!(
            "{}{}: {} (введено число ударов, удар — 5 или 6)",
            side_ru(*side),
            if *late { ", кубики карты" } else { "" },
            n(BLOWS, l, *hits)
        ),
        Rule::Winner {
            winner,
            attacker_hits,
            defender_hits,
            decided,
        } => match decided {
            Decision::MoreHits => format!(
                "Ударов больше ({attacker_hits} : {defender_hits}): побеждает {}",
                side_ru(*winner).to_lowercase()
            ),
            Decision::TieToDefender => format!(
                "Ударов поровну ({attacker_hits} : {defender_hits}): ничья в пользу защитника — атакующий проиграл по ничьей"
            ),
        },
        Rule::UnitLosses {
            side,
            hits_taken,
            lost,
            left,
        } => format!(
            "{}: против него {} — потери {}, осталось: {left}",
            side_ru(*side),
            n(BLOWS, l, *hits_taken),
            n(UNITS, l, *lost)
        ),
        Rule::FleetLosses {
            side,
            hits_taken,
            odd_hit,
            squadrons_lost,
            corsairs_lost,
            squadrons_left,
            corsairs_left,
        } => {
            let odd = match odd_hit {
                OddHit::None => "",
                OddHit::Ignored => "; нечётный удар победитель не считает",
                OddHit::Squadron => "; нечётный удар проигравшего — ещё эскадра",
                OddHit::Corsair => "; нечётный удар проигравшего — корсар",
            };
            let lost = Fleet {
                squadrons: u16::try_from(*squadrons_lost).unwrap_or(u16::MAX),
                corsairs: u16::try_from(*corsairs_lost).unwrap_or(u16::MAX),
            };
            let left = Fleet {
                squadrons: u16::try_from(*squadrons_left).unwrap_or(u16::MAX),
                corsairs: u16::try_from(*corsairs_left).unwrap_or(u16::MAX),
            };
            format!(
                "{}: против него {} — эскадра за каждые два; потери: {}{odd}; осталось: {}",
                side_ru(*side),
                n(BLOWS, l, *hits_taken),
                fleet_ru(lost),
                fleet_ru(left)
            )
        }
        Rule::BothWipedOut {
            keeper,
            attacker_dice,
            defender_dice,
        } => format!(
            "Уничтожены обе стороны: кубиков больше у {} ({attacker_dice} : {defender_dice}; поровну — у защитника), он сохраняет один отряд",
            side_gen_ru(*keeper)
        ),
        Rule::LeadersCaptured { side } => {
            format!("{} уничтожен: его лидеры в плену", side_ru(*side))
        }
        Rule::AdmiralToTurnTrack { side } => format!(
            "Флот {} уничтожен: флотоводец уходит на следующий ход шкалы ходов",
            side_gen_ru(*side)
        ),
        Rule::Retreat { side, to, units } => format!(
            "{} отступает ({}) {}",
            side_ru(*side),
            n(UNITS, l, *units),
            match to {
                RetreatTo::Origin => "в город, из которого пришёл",
                RetreatTo::AdjacentCity =>
                    "в соседний город, но не туда, откуда пришёл враг; если некуда — отряды уничтожены, лидеры в плену",
                RetreatTo::SeaZoneFromPort =>
                    "в соседнюю морскую зону без врага: в порту атакующий отступает, кто бы ни победил",
                RetreatTo::PortOrSeaZone =>
                    "в соседний свой порт или морскую зону без врага; если некуда — уничтожен",
            }
        ),
        Rule::IntoFortifications {
            side,
            up_to,
            only_besieged,
        } => {
            if *only_besieged {
                format!(
                    "{}: в крепость могут вернуться только вышедшие из неё отряды (наибольшее число: {up_to}) и лидеры",
                    side_ru(*side)
                )
            } else {
                format!(
                    "{}: в крепость могут отступить отряды (наибольшее число: {up_to}) и лидеры",
                    side_ru(*side)
                )
            }
        }
        Rule::NoRetreat { side } => format!("{} уничтожен: отступать некому", side_ru(*side)),
        Rule::SiegeLifted => {
            "Деблокирующая армия победила: осаждающие отступают, осада снята".into()
        }
        Rule::SiegeCheck {
            attacker_left,
            fortified_up_to,
        } => format!(
            "Атакующий победил у крепости: город в осаде, если его отрядов ({attacker_left}) больше, чем ушло в крепость (не больше {fortified_up_to}); иначе он отступает"
        ),
        Rule::CityTaken => "Штурм удался: город взят".into(),
        Rule::AssaultFailed { reason } => match reason {
            FailReason::NoHit => "Штурм не удался: у атакующего ни одного удара".into(),
            FailReason::DefendersLeft => "Штурм не удался: в городе остались защитники".into(),
            FailReason::NoAttackerLeft => {
                "Штурм не удался: не осталось ни одного атакующего отряда".into()
            }
        },
        Rule::SiegeContinues {
            besiegers,
            besieged,
        } => format!("Осаждающих {besiegers}, осаждённых {besieged}: осада продолжается"),
        Rule::AttackerRetreats {
            besiegers,
            besieged,
        } => format!(
            "Осаждающих {besiegers}, осаждённых {besieged} — не больше: атакующий отступает"
        ),
        Rule::LeadersToFortifiedCity => {
            "Лидеры атакующего уходят в ближайший свой укреплённый город или в столицу".into()
        }
        Rule::NavalUnitsToTurnTrack => {
            "Флот и флотоводцы в павшем городе уходят на шкалу ходов".into()
        }
    }
}

fn step_en(r: &Rule) -> String {
    let l = Lang::En;
    match r {
        Rule::LeaderRating { rating, picked } => match picked {
            Some(_) => format!("The admiral's rating: +{rating}"),
            None => format!("The best leader's rating: +{rating}"),
        },
        Rule::NoLeader => "No leader: +0".into(),
        Rule::OttomanCavalryBonus => "Ottomans with cavalry in the formation: +1".into(),
        Rule::OttomanCavalryBonusNotForInterception => {
            "Ottomans with cavalry intercepting: the text gives +1 only for evasion".into()
        }
        Rule::OttomanCavalryPenalty => "Against an Ottoman army with cavalry: −1".into(),
        Rule::Modifier { modifier } => {
            format!("The players' modifier: {}", signed(i32::from(*modifier)))
        }
        Rule::AutomaticEvasion => {
            "Every unit already lost a field battle this impulse: the evasion succeeds without a roll"
                .into()
        }
        Rule::Need { modifier, need } => format!(
            "2d6 {} ≥ 9 — {}",
            signed(*modifier),
            need_en(*need).to_lowercase()
        ),
        Rule::TwoDice {
            faces: [a, b],
            total,
            success,
        } => format!(
            "Rolled {a} and {b}, total {total}: {}",
            if *success { "success" } else { "failure" }
        ),
        Rule::UnitDice { side, units, dice } => format!(
            "{}: a die per unit — {} → {}",
            side_en(*side),
            n(UNITS, l, *units),
            n(DICE, l, *dice)
        ),
        Rule::HalfUnitDice { side, units, dice } => format!(
            "{}: the city has defenders — a die per two regulars or mercenaries, rounded up: {} → {}",
            side_en(*side),
            n(UNITS, l, *units),
            n(DICE, l, *dice)
        ),
        Rule::CavalryNoDice { side, cavalry } => format!(
            "{}: cavalry rolls no dice in an assault ({})",
            side_en(*side),
            n(UNITS, l, *cavalry)
        ),
        Rule::SquadronDice {
            side,
            squadrons,
            dice,
        } => format!(
            "{}: 2 dice per squadron — {} → {}",
            side_en(*side),
            n(SQUADRONS, l, *squadrons),
            n(DICE, l, *dice)
        ),
        Rule::CorsairDice {
            side,
            corsairs,
            dice,
        } => format!(
            "{}: a die per corsair — {} → {}",
            side_en(*side),
            n(CORSAIRS, l, *corsairs),
            n(DICE, l, *dice)
        ),
        Rule::LeaderDice { side, rating } => format!(
            "{}: the best leader's rating → +{}",
            side_en(*side),
            n(DICE, l, u32::from(*rating))
        ),
        Rule::DefenderDie => "The defender: +1 die".into(),
        Rule::EmptyCityDie => "No units in the city, yet the defender rolls its 1 die".into(),
        Rule::EmptyCityNoDie => "No units in the city: no defender's die".into(),
        Rule::PortDie => "A battle in port: the defender +1 die".into(),
        Rule::CardDice { side, dice } => format!(
            "{}: cards before the roll {}{}",
            side_en(*side),
            if *dice < 0 { "−" } else { "+" },
            n(DICE, l, dice.unsigned_abs())
        ),
        Rule::DiceTotal { side, dice } => {
            format!("{} rolls {}", side_en(*side), n(DICE, l, *dice))
        }
        Rule::LateDice { side, dice } => format!(
            "{}: a card after the roll adds {}",
            side_en(*side),
            n(DICE, l, *dice)
        ),
        Rule::Hits { side, faces: f, hits } => format!(
            "{}: rolled {} — {} (5 or 6 hits)",
            side_en(*side),
            faces(f),
            n(BLOWS, l, *hits)
        ),
        Rule::LateHits { side, faces: f, hits } => format!(
            "{}, the card's dice: {} — {}",
            side_en(*side),
            faces(f),
            n(BLOWS, l, *hits)
        ),
        Rule::HitsEntered { side, late, hits } => format!(
            "{}{}: {} (entered as a count; 5 or 6 hits)",
            side_en(*side),
            if *late { ", the card's dice" } else { "" },
            n(BLOWS, l, *hits)
        ),
        Rule::Winner {
            winner,
            attacker_hits,
            defender_hits,
            decided,
        } => match decided {
            Decision::MoreHits => format!(
                "More hits ({attacker_hits} : {defender_hits}): {} wins",
                side_lc_en(*winner)
            ),
            Decision::TieToDefender => format!(
                "Equal hits ({attacker_hits} : {defender_hits}): ties go to the defender — the attacker lost on a tie"
            ),
        },
        Rule::UnitLosses {
            side,
            hits_taken,
            lost,
            left,
        } => format!(
            "{} took {} — loses {}, {left} left",
            side_en(*side),
            n(BLOWS, l, *hits_taken),
            n(UNITS, l, *lost)
        ),
        Rule::FleetLosses {
            side,
            hits_taken,
            odd_hit,
            squadrons_lost,
            corsairs_lost,
            squadrons_left,
            corsairs_left,
        } => {
            let odd = match odd_hit {
                OddHit::None => "",
                OddHit::Ignored => "; the winner ignores its odd hit",
                OddHit::Squadron => "; the loser's odd hit costs one more squadron",
                OddHit::Corsair => "; the loser's odd hit costs a corsair",
            };
            let lost = Fleet {
                squadrons: u16::try_from(*squadrons_lost).unwrap_or(u16::MAX),
                corsairs: u16::try_from(*corsairs_lost).unwrap_or(u16::MAX),
            };
            let left = Fleet {
                squadrons: u16::try_from(*squadrons_left).unwrap_or(u16::MAX),
                corsairs: u16::try_from(*corsairs_left).unwrap_or(u16::MAX),
            };
            format!(
                "{} took {} — a squadron per two; lost: {}{odd}; left: {}",
                side_en(*side),
                n(BLOWS, l, *hits_taken),
                fleet_en(lost),
                fleet_en(left)
            )
        }
        Rule::BothWipedOut {
            keeper,
            attacker_dice,
            defender_dice,
        } => format!(
            "Both sides wiped out: {} rolled more dice ({attacker_dice} : {defender_dice}; equal: the defender) and keeps one unit",
            side_lc_en(*keeper)
        ),
        Rule::LeadersCaptured { side } => {
            format!("{} is wiped out: its leaders are captured", side_en(*side))
        }
        Rule::AdmiralToTurnTrack { side } => format!(
            "{}'s fleet is wiped out: its admiral goes to the next turn on the turn track",
            side_en(*side)
        ),
        Rule::Retreat { side, to, units } => format!(
            "{} retreats ({}) {}",
            side_en(*side),
            n(UNITS, l, *units),
            match to {
                RetreatTo::Origin => "to the city it came from",
                RetreatTo::AdjacentCity =>
                    "to an adjacent city, not the one the enemy came from; if none, its units are destroyed and leaders captured",
                RetreatTo::SeaZoneFromPort =>
                    "to an adjacent sea zone without enemies: in a port the attacker retreats whoever won",
                RetreatTo::PortOrSeaZone =>
                    "to an adjacent friendly port or sea zone without enemies; if none, it is destroyed",
            }
        ),
        Rule::IntoFortifications {
            side,
            up_to,
            only_besieged,
        } => {
            if *only_besieged {
                format!(
                    "{}: only the units that came out of the fortifications may go back in (at most {up_to}), with leaders",
                    side_en(*side)
                )
            } else {
                format!(
                    "{}: units (at most {up_to}) and leaders may retreat into the fortifications",
                    side_en(*side)
                )
            }
        }
        Rule::NoRetreat { side } => format!("{} is wiped out: no one retreats", side_en(*side)),
        Rule::SiegeLifted => {
            "The relief force won: the besiegers retreat, the siege is lifted".into()
        }
        Rule::SiegeCheck {
            attacker_left,
            fortified_up_to,
        } => format!(
            "The attacker won at a fortified city: it is besieged if the attacker's units ({attacker_left}) outnumber those inside (at most {fortified_up_to}); else the attacker retreats"
        ),
        Rule::CityTaken => "The assault succeeds: the city is taken".into(),
        Rule::AssaultFailed { reason } => match reason {
            FailReason::NoHit => "The assault fails: the attacker scored no hit".into(),
            FailReason::DefendersLeft => "The assault fails: defenders are left in the city".into(),
            FailReason::NoAttackerLeft => "The assault fails: no attacking unit is left".into(),
        },
        Rule::SiegeContinues {
            besiegers,
            besieged,
        } => format!("{besiegers} besiegers, {besieged} besieged: the siege goes on"),
        Rule::AttackerRetreats {
            besiegers,
            besieged,
        } => format!(
            "{besiegers} besiegers, {besieged} besieged — not more: the attacker retreats"
        ),
        Rule::LeadersToFortifiedCity => {
            "The attacker's leaders go to the nearest friendly fortified city or the capital".into()
        }
        Rule::NavalUnitsToTurnTrack => {
            "Naval units and admirals in the fallen city go to the turn track".into()
        }
    }
}

fn error_ru(e: &HisError) -> String {
    let l = Lang::Ru;
    match e {
        HisError::NoUnits { side } => format!("У {} нет ни одного отряда", side_gen_ru(*side)),
        HisError::NegativeDice { side, .. } => format!(
            "Карты не могут отнять у {} больше кубиков, чем у него есть",
            side_gen_ru(*side)
        ),
        HisError::CorsairsNotOttoman { side, .. } => format!(
            "Корсары есть только у османов: сначала отметьте, что {} — османы",
            side_ru(*side).to_lowercase()
        ),
        HisError::BesiegedExceedUnits { besieged, units } => format!(
            "Из крепости не может выйти больше отрядов ({besieged}), чем всего в армии ({units})"
        ),
        HisError::LateDiceNotAllowed { side, .. } => format!(
            "Кубиков после броска у {} здесь не даёт ни одна карта",
            side_gen_ru(*side)
        ),
        HisError::PickOnLand { .. } | HisError::PickOutOfRange { .. } => {
            "На суше считается лучший лидер".into()
        }
        HisError::CavalryAtSea => "На море модификатора кавалерии нет".into(),
        HisError::AutomaticNotEvasion { .. } => {
            "Без броска удаётся только уклонение на суше".into()
        }
        HisError::WrongFaceCount { expected, got, .. } => {
            format!("Нужно {}, введено {got}", n(DICE, l, *expected))
        }
        HisError::TooManyHits { hits, dice, .. } => {
            format!(
                "{}, а брошено всего {}",
                n(BLOWS, l, *hits),
                n(DICE, l, *dice)
            )
        }
        HisError::Dice(_) => "Грань кубика — от 1 до 6".into(),
        HisError::TooManyDice {
            attacker_dice,
            defender_dice,
            ..
        } => format!(
            "{} против {} — слишком много для точных шансов",
            n(DICE, l, *attacker_dice),
            DICE.count_in(l, i64::from(*defender_dice), crate::plural::Case::Genitive)
        ),
    }
}

fn error_en(e: &HisError) -> String {
    let l = Lang::En;
    match e {
        HisError::NoUnits { side } => format!("{} has no units", side_en(*side)),
        HisError::NegativeDice { side, .. } => format!(
            "Cards cannot take away more dice than {} has",
            side_lc_en(*side)
        ),
        HisError::CorsairsNotOttoman { side, .. } => format!(
            "Only the Ottomans have corsairs: first mark {} as the Ottomans",
            side_lc_en(*side)
        ),
        HisError::BesiegedExceedUnits { besieged, units } => format!(
            "No more units can come out of the fortifications ({besieged}) than the army has ({units})"
        ),
        HisError::LateDiceNotAllowed { side, .. } => format!(
            "No card gives {} dice after the roll here",
            side_lc_en(*side)
        ),
        HisError::PickOnLand { .. } | HisError::PickOutOfRange { .. } => {
            "On land the best leader counts".into()
        }
        HisError::CavalryAtSea => "There is no cavalry modifier at sea".into(),
        HisError::AutomaticNotEvasion { .. } => {
            "Only a land evasion succeeds without a roll".into()
        }
        HisError::WrongFaceCount { expected, got, .. } => {
            format!("{} needed, {got} entered", n(DICE, l, *expected))
        }
        HisError::TooManyHits { hits, dice, .. } => {
            format!("{} from only {}", n(BLOWS, l, *hits), n(DICE, l, *dice))
        }
        HisError::Dice(_) => "A die's face is 1 to 6".into(),
        HisError::TooManyDice {
            attacker_dice,
            defender_dice,
            ..
        } => format!(
            "{} against {} — too many for exact odds",
            n(DICE, l, *attacker_dice),
            n(DICE, l, *defender_dice)
        ),
    }
}

const SECTIONS_RU: &[Entry] = &[
    Entry {
        id: "H.1",
        title: "Уклонение от битвы (суша)",
        body: "2d6 + рейтинг лучшего лидера уклоняющихся ≥ 9. Османы +1, если среди уклоняющихся есть кавалерия; остальные −1, уклоняясь от османской армии с кавалерией. Без броска, если все отряды уже проиграли битву в этом импульсе.",
    },
    Entry {
        id: "H.2",
        title: "Перехват (суша)",
        body: "Тот же бросок: 2d6 + рейтинг лучшего лидера ≥ 9; −1 против османской армии с кавалерией (известно только из примера текста, [H-1]).",
    },
    Entry {
        id: "H.3",
        title: "Перехват и уклонение на море",
        body: "2d6 + рейтинг одного участвующего флотоводца ≥ 9 [H-2]; модификатора кавалерии на море нет.",
    },
    Entry {
        id: "H.4",
        title: "Полевая битва",
        body: "Атакующий: кубик за отряд + рейтинг лучшего лидера (+ кубики карт). Защитник: отряды всех защищающихся держав + рейтинг лучшего лидера + 1 (+ карты). «Янычары» добавляют кубики после броска. Удар — 5 или 6. Больше ударов — победа, поровну — побеждает защитник. Каждая сторона теряет отряд за удар, но не больше, чем есть. Если уничтожены обе, отряд сохраняет бросавшая больше кубиков (поровну — защитник) [H-5]. Уничтоженная сторона теряет лидеров в плен; проигравший отступает. «Проиграл по ничьей» отдельно от «проиграл с меньшим числом ударов»: деблокирующая армия, проигравшая по ничьей, может уйти в крепость.",
    },
    Entry {
        id: "H.5",
        title: "Штурм",
        body: "Атакующий: регулярные и наёмники (не кавалерия), половина с округлением вверх, если в городе есть защитники (кавалерия считается), + рейтинг лучшего лидера. Защитник: отряды (не кавалерия) + рейтинг лидера + 1; пустой город бросает 1 кубик [H-6]. «Осадная артиллерия» добавляет удары после броска. Каждая сторона теряет отряд за удар (кавалерией тоже). Успех: хотя бы один удар, защитников не осталось, у атакующего остался отряд. Иначе осада продолжается, пока осаждающих больше, чем осаждённых; при равенстве — [H-7].",
    },
    Entry {
        id: "H.6",
        title: "Морская битва",
        body: "Кубики: 2 за эскадру + 1 за корсара + рейтинг лучшего флотоводца; защитник +1 только в порту (+ карты). Больше ударов — победа, поровну — защитник. Эскадра за каждые два удара; нечётный удар проигравшего — ещё отряд, победитель его не считает; потери османов — [H-3]. Уничтожены обе — отряд сохраняет бросавшая больше кубиков. В порту атакующий отступает, кто бы ни победил.",
    },
];

const SECTIONS_EN: &[Entry] = &[
    Entry {
        id: "H.1",
        title: "Evasion (land)",
        body: "2d6 + the best leader's rating in the evading formation ≥ 9. Ottomans +1 when the evading formation has cavalry; others −1 when evading an Ottoman army with cavalry. Automatic when all its units already lost a field battle this impulse.",
    },
    Entry {
        id: "H.2",
        title: "Interception (land)",
        body: "The same roll: 2d6 + the best leader's rating ≥ 9; −1 against an Ottoman army with cavalry (known only from the text's example, [H-1]).",
    },
    Entry {
        id: "H.3",
        title: "Naval interception and evasion",
        body: "2d6 + one participating admiral's rating ≥ 9 [H-2]; no cavalry modifier at sea.",
    },
    Entry {
        id: "H.4",
        title: "Field battle",
        body: "Attacker: a die per unit + the best leader's rating (+ card dice). Defender: the units of all defending powers + the best leader's rating + 1 (+ cards). «Janissaries» add dice after the roll. A 5 or 6 hits. More hits wins; ties go to the defender. Each side loses a unit per hit taken, never more than it has. Both wiped out: the side that rolled more dice (ties: the defender) keeps one unit [H-5]. A side wiped out loses its leaders as prisoners; the loser retreats. \"Lost on a tie\" is reported apart from \"lost with fewer hits\": a relief force that loses on a tie may retreat into the fortifications.",
    },
    Entry {
        id: "H.5",
        title: "Assault",
        body: "Attacker: regulars and mercenaries (not cavalry), half of them rounded up when the city has defenders (cavalry counts), + the best leader's rating. Defender: units (not cavalry) + the leader's rating + 1; an empty city rolls 1 die [H-6]. «Siege artillery» adds hits after the roll. Each side loses a unit per hit (cavalry may be taken). Success: at least one hit, no defender left, an attacking unit left. Otherwise the siege goes on while the besiegers outnumber the besieged; equal numbers: [H-7].",
    },
    Entry {
        id: "H.6",
        title: "Naval battle",
        body: "Dice: 2 per squadron + 1 per corsair + the best admiral's rating; the defender +1 only in a port (+ cards). More hits wins; ties go to the defender. A squadron per two hits; the loser's odd hit costs one more unit, the winner ignores its odd hit; Ottoman losses: [H-3]. Both wiped out: the side with more dice keeps one unit. In a port the attacker retreats whoever wins.",
    },
];

fn reading_ru(r: Reading) -> Entry {
    let id = r.id();
    match r {
        Reading::H1InterceptionCavalry => Entry {
            id,
            title: "Перехват на суше и османская кавалерия",
            body: "Текст показывает только −1 против османской армии с кавалерией (пример с Карлом V). По умолчанию — только он; иначе — оба модификатора уклонения, с +1 османам.",
        },
        Reading::H2NavalRollAdmiral => Entry {
            id,
            title: "Чей рейтинг в морском перехвате и уклонении",
            body: "«Любого участвующего флотоводца»: по умолчанию игрок выбирает флотоводца; иначе всегда лучший, как на суше.",
        },
        Reading::H3CorsairLosses => Entry {
            id,
            title: "Потери османов на море",
            body: "По умолчанию нечётный удар сначала снимает корсара, как в примере текста (2 эскадры и корсар, проиграв с 3 ударами, теряют эскадру и корсара); иначе, буквально, корсары идут только после всех эскадр.",
        },
        Reading::H5BothWipedOut => Entry {
            id,
            title: "Уничтожены обе стороны: чьи кубики считать",
            body: "«Больше кубиков» по умолчанию — все брошенные кубики, с кубиками карт; иначе только кубики отрядов, лидера и защитника.",
        },
        Reading::H6EmptyCity => Entry {
            id,
            title: "Штурм пустого города",
            body: "По умолчанию защитник без отрядов всё равно бросает свой 1 кубик (+ рейтинг осаждённого лидера); иначе — кубика нет.",
        },
        Reading::H7EqualAfterAssault => Entry {
            id,
            title: "Поровну после неудачного штурма",
            body: "Текст противоречит себе: по умолчанию атакующий отступает (шаг 11: осада идёт, только пока осаждающих больше); иначе осада продолжается (15.3).",
        },
    }
}

fn reading_en(r: Reading) -> Entry {
    let id = r.id();
    match r {
        Reading::H1InterceptionCavalry => Entry {
            id,
            title: "Land interception and Ottoman cavalry",
            body: "The text shows only the −1 against an Ottoman army with cavalry (Charles V's example). By default only that; otherwise both of the evasion's modifiers, the Ottomans' +1 included.",
        },
        Reading::H2NavalRollAdmiral => Entry {
            id,
            title: "Whose rating a naval interception or evasion adds",
            body: "\"Any participating admiral\": by default the player picks the admiral; otherwise always the best, as on land.",
        },
        Reading::H3CorsairLosses => Entry {
            id,
            title: "Ottoman naval losses",
            body: "By default the odd hit takes a corsair first, as in the text's example (2 squadrons and a corsair losing with 3 hits lose a squadron and the corsair); otherwise, read literally, corsairs go only after all squadrons.",
        },
        Reading::H5BothWipedOut => Entry {
            id,
            title: "Both wiped out: which dice count",
            body: "\"More dice\" by default counts every die rolled, card dice included; otherwise only the dice of units, leader and the defender's die.",
        },
        Reading::H6EmptyCity => Entry {
            id,
            title: "Assaulting an empty city",
            body: "By default a defender with no units still rolls its 1 die (+ a besieged leader's rating); otherwise no die.",
        },
        Reading::H7EqualAfterAssault => Entry {
            id,
            title: "Equal numbers after a failed assault",
            body: "The text conflicts: by default the attacker retreats (step 11: the siege goes on only while the besiegers are more); otherwise the siege goes on (15.3).",
        },
    }
}

fn option_ru(r: Reading, code: &str) -> &'static str {
    match (r, code) {
        (Reading::H1InterceptionCavalry, "as_example") => "Только −1, как в примере",
        (Reading::H1InterceptionCavalry, _) => "Как уклонение, с +1 османам",
        (Reading::H2NavalRollAdmiral, "player_picks") => "Флотоводец по выбору",
        (Reading::H2NavalRollAdmiral, _) => "Всегда лучший",
        (Reading::H3CorsairLosses, "corsair_first") => "Сначала корсар",
        (Reading::H3CorsairLosses, _) => "Корсары после эскадр",
        (Reading::H5BothWipedOut, "all_dice") => "Все кубики",
        (Reading::H5BothWipedOut, _) => "Без кубиков карт",
        (Reading::H6EmptyCity, "one_die") => "1 кубик",
        (Reading::H6EmptyCity, _) => "Без кубика",
        (Reading::H7EqualAfterAssault, "attacker_retreats") => "Атакующий отступает",
        (Reading::H7EqualAfterAssault, _) => "Осада продолжается",
    }
}

fn option_en(r: Reading, code: &str) -> &'static str {
    match (r, code) {
        (Reading::H1InterceptionCavalry, "as_example") => "Only −1, as the example",
        (Reading::H1InterceptionCavalry, _) => "Like evasion, +1 to Ottomans",
        (Reading::H2NavalRollAdmiral, "player_picks") => "Admiral of choice",
        (Reading::H2NavalRollAdmiral, _) => "Always the best",
        (Reading::H3CorsairLosses, "corsair_first") => "A corsair first",
        (Reading::H3CorsairLosses, _) => "Corsairs after squadrons",
        (Reading::H5BothWipedOut, "all_dice") => "Every die",
        (Reading::H5BothWipedOut, _) => "Without card dice",
        (Reading::H6EmptyCity, "one_die") => "1 die",
        (Reading::H6EmptyCity, _) => "No die",
        (Reading::H7EqualAfterAssault, "attacker_retreats") => "The attacker retreats",
        (Reading::H7EqualAfterAssault, _) => "The siege goes on",
    }
}

pub const RU: Words = Words {
    game: "Here I Stand",
    field_title: "Полевая битва",
    field_note: "Кубики сторон, победитель, потери, плен и отступление",
    assault_title: "Штурм",
    assault_note: "Половина кубиков, успех штурма, осада или отступление",
    naval_title: "Морская битва",
    naval_note: "Эскадры и корсары, потери по два удара, порт",
    roll_title: "Уклонение и перехват",
    roll_note: "2d6 + рейтинг ≥ 9, на суше и на море",
    units: "Отряды",
    leader: "Лидер",
    admiral: "Флотоводец",
    squadrons: "Эскадры",
    corsairs: "Корсары",
    regulars: "Регулярные и наёмники",
    cavalry: "Кавалерия",
    site: "Где битва",
    site_open: "В поле",
    site_fortified: "У крепости защитника",
    site_relief: "Деблокада",
    besieged: "Вышли из крепости",
    cards: "Карты",
    card_dice: "Кубики карт до броска",
    janissaries: "«Янычары»",
    siege_artillery: "«Осадная артиллерия»",
    naval_late: "карты",
    after_roll: "после броска",
    in_port: "Бой в порту",
    ottoman: "Османы",
    nobody: "Нет",
    ships_in_port: "В городе флот защитника",
    kind: "Бросок",
    roll_kind: |k| match k {
        RollKind::LandEvasion => "Уклонение",
        RollKind::LandInterception => "Перехват",
        RollKind::NavalInterception => "Перехват на море",
        RollKind::NavalEvasion => "Уклонение на море",
    },
    best_leader: "Рейтинг лучшего лидера",
    picked_admiral: "Рейтинг выбранного флотоводца",
    best_admiral: "Рейтинг лучшего флотоводца",
    cavalry_mod: "Кавалерия",
    cavalry_case: |c| match c {
        Cavalry::None => "Не важна",
        Cavalry::OttomanWithCavalry => "Османы с кавалерией",
        Cavalry::AgainstOttomanCavalry => "Против османской",
    },
    automatic: "Все отряды уже проиграли битву в этом импульсе",
    modifier: "Прочий модификатор",
    attacker_wins: "Побеждает атакующий",
    defender_wins_tie: "Защитник — по ничьей",
    defender_wins_more: "Защитник — больше ударов",
    attacker_wiped: "Атакующий уничтожен",
    defender_wiped: "Защитник уничтожен",
    both_wiped: "Уничтожены обе (отряд остаётся одной)",
    assault_result: |r| match r {
        AssaultResult::Captured => "Город взят",
        AssaultResult::SiegeContinues => "Неудача, осада продолжается",
        AssaultResult::AttackerRetreats => "Неудача, атакующий отступает",
        AssaultResult::AttackerDestroyed => "Неудача, атакующий уничтожен",
    },
    success: "Успех",
    failure: "Неудача",
    hits_of: |s| match s {
        Side::Attacker => "Удары атакующего",
        Side::Defender => "Удары защитника",
    },
    sum_chart: "Сумма двух кубиков",
    need: need_ru,
    left_note: "осталось у атакующего : у защитника",
    fleet: fleet_ru,
    decided: |d| match d {
        Decision::MoreHits => "больше ударов",
        Decision::TieToDefender => "ничья",
    },
    winner: |s| match s {
        Side::Attacker => "Побеждает атакующий",
        Side::Defender => "Побеждает защитник",
    },
    winner_line: |s, d, a, b| match (s, d) {
        (_, Decision::TieToDefender) => {
            format!("Поровну ({a} : {b}) — победа защитника; атакующий проиграл по ничьей")
        }
        (Side::Attacker, Decision::MoreHits) => format!("Победа атакующего: {a} : {b}"),
        (Side::Defender, Decision::MoreHits) => {
            format!("Победа защитника: {a} : {b}, у атакующего меньше ударов")
        }
    },
    units_left: |a, d| {
        format!(
            "Осталось: у атакующего {}, у защитника {}",
            n(UNITS, Lang::Ru, a),
            n(UNITS, Lang::Ru, d)
        )
    },
    fleets_left: |a, d| {
        format!(
            "Осталось: у атакующего {}; у защитника {}",
            fleet_ru(a),
            fleet_ru(d)
        )
    },
    leaders_captured: |s| format!("Лидеры {} в плену", side_gen_ru(s)),
    roll_line: |total, ok| {
        if ok {
            format!("Итог {total} — успех")
        } else {
            format!("Итог {total} — неудача")
        }
    },
    blows: |v| n(BLOWS, Lang::Ru, v),
    entry: "Что вводить",
    entry_faces: "Каждый кубик",
    entry_hits: "Только удары",
    hits_count: "ударов",
    step: step_ru,
    error: error_ru,
    sections: SECTIONS_RU,
    reading: reading_ru,
    option: option_ru,
};

pub const EN: Words = Words {
    game: "Here I Stand",
    field_title: "Field battle",
    field_note: "Each side's dice, the winner, losses, prisoners and retreat",
    assault_title: "Assault",
    assault_note: "Halved dice, a successful assault, the siege or a retreat",
    naval_title: "Naval battle",
    naval_note: "Squadrons and corsairs, a loss per two hits, ports",
    roll_title: "Evasion and interception",
    roll_note: "2d6 + rating ≥ 9, on land and at sea",
    units: "Units",
    leader: "Leader",
    admiral: "Admiral",
    squadrons: "Squadrons",
    corsairs: "Corsairs",
    regulars: "Regulars, mercenaries",
    cavalry: "Cavalry",
    site: "Where",
    site_open: "In the field",
    site_fortified: "At the defender's fortress",
    site_relief: "Relief force",
    besieged: "Came out of the fortress",
    cards: "Cards",
    card_dice: "Card dice before the roll",
    janissaries: "«Janissaries»",
    siege_artillery: "«Siege artillery»",
    naval_late: "cards",
    after_roll: "after the roll",
    in_port: "Battle in a port",
    ottoman: "Ottomans",
    nobody: "None",
    ships_in_port: "The defender's fleet is in the city",
    kind: "Roll",
    roll_kind: |k| match k {
        RollKind::LandEvasion => "Evasion",
        RollKind::LandInterception => "Interception",
        RollKind::NavalInterception => "Naval interception",
        RollKind::NavalEvasion => "Naval evasion",
    },
    best_leader: "Best leader's rating",
    picked_admiral: "Chosen admiral's rating",
    best_admiral: "Best admiral's rating",
    cavalry_mod: "Cavalry",
    cavalry_case: |c| match c {
        Cavalry::None => "No matter",
        Cavalry::OttomanWithCavalry => "Ottomans with cavalry",
        Cavalry::AgainstOttomanCavalry => "Against Ottoman cavalry",
    },
    automatic: "Every unit already lost a battle this impulse",
    modifier: "Other modifier",
    attacker_wins: "Attacker wins",
    defender_wins_tie: "Defender wins on a tie",
    defender_wins_more: "Defender wins, more hits",
    attacker_wiped: "Attacker wiped out",
    defender_wiped: "Defender wiped out",
    both_wiped: "Both wiped out (one keeps a unit)",
    assault_result: |r| match r {
        AssaultResult::Captured => "The city is taken",
        AssaultResult::SiegeContinues => "Fails, the siege goes on",
        AssaultResult::AttackerRetreats => "Fails, the attacker retreats",
        AssaultResult::AttackerDestroyed => "Fails, the attacker is destroyed",
    },
    success: "Success",
    failure: "Failure",
    hits_of: |s| match s {
        Side::Attacker => "The attacker's hits",
        Side::Defender => "The defender's hits",
    },
    sum_chart: "The sum of two dice",
    need: need_en,
    left_note: "left to the attacker : to the defender",
    fleet: fleet_en,
    decided: |d| match d {
        Decision::MoreHits => "more hits",
        Decision::TieToDefender => "a tie",
    },
    winner: |s| match s {
        Side::Attacker => "The attacker wins",
        Side::Defender => "The defender wins",
    },
    winner_line: |s, d, a, b| match (s, d) {
        (_, Decision::TieToDefender) => {
            format!("Equal ({a} : {b}) — the defender wins; the attacker lost on a tie")
        }
        (Side::Attacker, Decision::MoreHits) => format!("The attacker wins: {a} : {b}"),
        (Side::Defender, Decision::MoreHits) => {
            format!("The defender wins: {a} : {b}, the attacker had fewer hits")
        }
    },
    units_left: |a, d| {
        format!(
            "Left: the attacker {}, the defender {}",
            n(UNITS, Lang::En, a),
            n(UNITS, Lang::En, d)
        )
    },
    fleets_left: |a, d| {
        format!(
            "Left: the attacker {}; the defender {}",
            fleet_en(a),
            fleet_en(d)
        )
    },
    leaders_captured: |s| format!("{}'s leaders are captured", side_en(s)),
    roll_line: |total, ok| {
        if ok {
            format!("Total {total} — success")
        } else {
            format!("Total {total} — failure")
        }
    },
    blows: |v| n(BLOWS, Lang::En, v),
    entry: "Enter",
    entry_faces: "Every die",
    entry_hits: "Hits only",
    hits_count: "hits",
    step: step_en,
    error: error_en,
    sections: SECTIONS_EN,
    reading: reading_en,
    option: option_en,
};

pub const fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}

/// Every text with a number, for the agreement test: every step, error
/// and result line with `n`.
pub fn samples(lang: Lang, v: u8) -> Vec<String> {
    let w = words(lang);
    let k = u32::from(v);
    let side = if v.is_multiple_of(2) {
        Side::Attacker
    } else {
        Side::Defender
    };
    let fleet = Fleet {
        squadrons: u16::from(v),
        corsairs: u16::from(v % 3),
    };
    let rules = [
        Rule::LeaderRating {
            rating: v,
            picked: None,
        },
        Rule::Modifier {
            modifier: i8::try_from(v).unwrap_or(0) - 12,
        },
        Rule::Need {
            modifier: i32::from(v) - 12,
            need: 21 - i32::from(v),
        },
        Rule::TwoDice {
            faces: [v % 6 + 1, 3],
            total: i32::from(v),
            success: v > 9,
        },
        Rule::UnitDice {
            side,
            units: k,
            dice: k,
        },
        Rule::HalfUnitDice {
            side,
            units: k,
            dice: k.div_ceil(2),
        },
        Rule::CavalryNoDice { side, cavalry: k },
        Rule::SquadronDice {
            side,
            squadrons: k,
            dice: 2 * k,
        },
        Rule::CorsairDice {
            side,
            corsairs: k,
            dice: k,
        },
        Rule::LeaderDice { side, rating: v },
        Rule::CardDice {
            side,
            dice: i32::from(v) - 12,
        },
        Rule::DiceTotal { side, dice: k },
        Rule::LateDice { side, dice: k },
        Rule::Hits {
            side,
            faces: vec![5, 6, 1],
            hits: k,
        },
        Rule::LateHits {
            side,
            faces: vec![5],
            hits: k,
        },
        Rule::HitsEntered {
            side,
            late: v.is_multiple_of(2),
            hits: k,
        },
        Rule::Winner {
            winner: side,
            attacker_hits: k,
            defender_hits: k,
            decided: Decision::MoreHits,
        },
        Rule::UnitLosses {
            side,
            hits_taken: k,
            lost: k,
            left: k,
        },
        Rule::FleetLosses {
            side,
            hits_taken: k,
            odd_hit: OddHit::Corsair,
            squadrons_lost: k,
            corsairs_lost: k,
            squadrons_left: k,
            corsairs_left: k,
        },
        Rule::BothWipedOut {
            keeper: side,
            attacker_dice: k,
            defender_dice: k,
        },
        Rule::Retreat {
            side,
            to: RetreatTo::Origin,
            units: k,
        },
        Rule::IntoFortifications {
            side,
            up_to: k,
            only_besieged: false,
        },
        Rule::SiegeCheck {
            attacker_left: k,
            fortified_up_to: k,
        },
        Rule::SiegeContinues {
            besiegers: k,
            besieged: k,
        },
        Rule::AttackerRetreats {
            besiegers: k,
            besieged: k,
        },
    ];
    let mut out: Vec<String> = rules.iter().map(|r| (w.step)(r)).collect();
    out.extend([
        (w.need)(i32::from(v)),
        (w.fleet)(fleet),
        (w.winner_line)(side, Decision::MoreHits, k, k),
        (w.winner_line)(side, Decision::TieToDefender, k, k),
        (w.units_left)(k, k),
        (w.fleets_left)(fleet, fleet),
        (w.roll_line)(i32::from(v), true),
        (w.blows)(k),
        (w.error)(&HisError::TooManyDice {
            attacker_dice: k,
            defender_dice: k,
            error: shturman_battles::DistError::Overflow,
        }),
        (w.error)(&HisError::WrongFaceCount {
            pool: shturman_battles::his::Pool::Attacker,
            expected: k,
            got: usize::from(v),
        }),
        (w.error)(&HisError::TooManyHits {
            pool: shturman_battles::his::Pool::Defender,
            hits: k,
            dice: k,
        }),
        (w.error)(&HisError::BesiegedExceedUnits {
            besieged: u16::from(v),
            units: u16::from(v),
        }),
    ]);
    out
}
