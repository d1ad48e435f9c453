//! Words of the Here I Stand resolvers (`shturman_screens::battles::his_*`)
//! and of their part of the Rules screen: inputs, odds, results, every
//! explanation step of the core ([`Rule`]), every error ([`HisError`]), the
//! digest's sections H.1–H.6 and the readings [H-n] with their options.
//! Russian follows the text's own words («удар», «эскадра», «корсар»).

use super::Lang;
use crate::numbers::{count as n, signed};
use shturman_battles::his::assault::AssaultResult;
use shturman_battles::his::naval::Fleet;
use shturman_battles::his::roll::{Cavalry, RollKind};
use shturman_battles::his::{
    Battle, Card, Decision, HisError, OddHit, Reading, RetreatTo, Rule, Side,
};

mod en;
mod ru;

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
    /// A card played after the roll, by name: "«Янычары»".
    pub card: fn(Card) -> &'static str,
    /// The choice of the card after the roll: "Карта после броска".
    pub late_card: &'static str,
    // a card played after the roll
    /// The toggle: "Сыграть «Янычары»".
    pub play: fn(&str) -> String,
    /// "Сыграть «Янычары» (+4 кубика)": the card and its dice.
    pub play_card: fn(&str, u32) -> String,
    /// "Не играть".
    pub dont_play: &'static str,
    /// The side's chances: what it wins (`win`, e.g. "победа"), its
    /// chance, what is left (`left`: "отрядов", "подразделений") and
    /// whose (the card's side: issue 46 #5 asked whose units were
    /// counted), on average in tenths: "победа 40,7 %, в среднем останется
    /// отрядов атакующего: 2,5".
    pub late_chances: fn(&str, &str, &str, Side, u32) -> String,
    /// Land units and naval units, as `late_chances` counts them.
    pub land_left: &'static str,
    pub naval_left: &'static str,
    /// What the side wants: a field or naval battle's "победа", an
    /// assault's "город взят".
    pub win_word: &'static str,
    pub taken_word: &'static str,
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
    /// What the text leaves open and the app reads one way, with no
    /// switch: the cards after the roll (issue 46 #5).
    pub settled: &'static [Entry],
}

/// A number in tenths with the language's decimal mark `mark`, no ",0":
/// 25 → "2,5", 20 → "2".
fn tenths(v: u32, mark: char) -> String {
    match v % 10 {
        0 => (v / 10).to_string(),
        d => format!("{}{mark}{d}", v / 10),
    }
}

fn faces(f: &[u8]) -> String {
    let v: Vec<String> = f.iter().map(u8::to_string).collect();
    if v.is_empty() {
        "—".to_string()
    } else {
        v.join(", ")
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
        Rule::LateDice {
            card: Card::ALL[usize::from(v) % 3],
            side,
            dice: k,
        },
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
        (w.play_card)(w.janissaries, k),
        (w.late_chances)(w.win_word, "50 %", w.naval_left, Side::Attacker, k * 5),
        (w.error)(&HisError::TooManyLateDice { dice: v, max: v }),
        (w.error)(&HisError::CardNotInBattle {
            card: Card::ALL[usize::from(v) % 3],
            battle: [Battle::Field, Battle::Assault, Battle::Naval][usize::from(v) % 3],
        }),
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
        (w.error)(&HisError::TooManyBesieged {
            besieged: k,
            max: k,
        }),
    ]);
    out
}
