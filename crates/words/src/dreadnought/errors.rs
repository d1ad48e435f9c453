//! Every [`Error`] of the dreadnought core, worded in both languages with
//! its data: what is wrong and what to enter instead.

use super::en::{battery_en, cannot_fire_en};
use super::n;
use super::ru::{battery_ru, cannot_fire_ru};
use crate::Lang;
use crate::plural::{BOXES, DICE};
use shturman_battles::DistError;
use shturman_battles::dreadnought::Error;
use shturman_rules::dice::DiceError;

fn dist_ru(e: DistError) -> &'static str {
    match e {
        DistError::Overflow => "слишком много для точных шансов",
        DistError::NotAProbability => "вероятность больше 1",
    }
}

fn dist_en(e: DistError) -> &'static str {
    match e {
        DistError::Overflow => "too many for exact odds",
        DistError::NotAProbability => "a probability above 1",
    }
}

pub(super) fn error_ru(e: &Error) -> String {
    let l = Lang::Ru;
    match *e {
        Error::FactorTooLarge {
            battery,
            factor,
            max,
        } => format!(
            "Фактор ({}) {factor} — больше {max}: столько орудий нет ни у одного корабля",
            battery_ru(battery)
        ),
        Error::TorpedoFactorTooLarge { factor, max } => {
            format!("Торпедный фактор {factor} — больше {max}")
        }
        Error::TooManyDice { dice, error } => {
            format!("{}: {}", n(DICE, l, dice), dist_ru(error))
        }
        Error::Dice(DiceError::RanOut { used }) => {
            format!("Кубиков не хватило: введено {used}, нужно больше")
        }
        Error::Dice(DiceError::BadFace { face }) => {
            format!("Грань кубика — от 1 до 6, а не {face}")
        }
        Error::ShipCount { ships, max } => {
            format!("Кораблей — от 1 до {max}, а не {ships}")
        }
        Error::FleetCount { fleets, max } => {
            format!("Флотов — от 1 до {max}, а не {fleets}")
        }
        Error::StepOutOfRange { step } => format!("Шага {step} нет: шаги — от 1 до 20"),
        Error::RoundZero => "Раунды считаются с первого".into(),
        Error::RoundOverflow => "Слишком много раундов".into(),
        Error::InitiativeNotEntered { round } => {
            format!("Раунд {round}: сначала укажите, у кого инициатива")
        }
        Error::InitiativeOnlyAtStepOne { step } => {
            format!("Инициатива решается на шаге 1, а сейчас шаг {step}")
        }
        Error::NoHull => "В записи корабля нет корпуса: добавьте его клетки".into(),
        Error::SeveralHulls { hulls } => {
            format!("Корпус у корабля один, а в записи их {hulls}")
        }
        Error::TooManySections { sections, max } => {
            format!("Секций в записи — не больше {max}, а не {sections}")
        }
        Error::BoxCount { index, boxes, max } => format!(
            "Секция №{}: {} — нужно от 1 до {max}",
            index + 1,
            n(BOXES, l, boxes)
        ),
        Error::CrossedBeyondBoxes {
            index,
            crossed,
            boxes,
        } => format!(
            "Секция №{}: зачёркнуто {crossed}, а всего в ней {}",
            index + 1,
            n(BOXES, l, u32::from(boxes))
        ),
        Error::NoSuchSection { index, sections } => {
            format!("Секции №{} нет: в записи их {sections}", index + 1)
        }
        Error::TorpedoesCannotFire { reason } => cannot_fire_ru(reason),
        Error::GroundedDeliberately => "Сел на мель намеренно: сняться нельзя".into(),
        Error::HexFull { ships, max } => format!(
            "Кораблей одной стороны в гексе было бы {ships}, а можно не больше {max} (7.32)"
        ),
    }
}

pub(super) fn error_en(e: &Error) -> String {
    let l = Lang::En;
    match *e {
        Error::FactorTooLarge {
            battery,
            factor,
            max,
        } => format!(
            "A {} factor of {factor} is above {max}: no ship carries that many guns",
            battery_en(battery)
        ),
        Error::TorpedoFactorTooLarge { factor, max } => {
            format!("A torpedo factor of {factor} is above {max}")
        }
        Error::TooManyDice { dice, error } => {
            format!("{}: {}", n(DICE, l, dice), dist_en(error))
        }
        Error::Dice(DiceError::RanOut { used }) => {
            format!("Not enough dice: {used} entered, more needed")
        }
        Error::Dice(DiceError::BadFace { face }) => {
            format!("A die shows 1 to 6, not {face}")
        }
        Error::ShipCount { ships, max } => format!("Ships: 1 to {max}, not {ships}"),
        Error::FleetCount { fleets, max } => format!("Fleets: 1 to {max}, not {fleets}"),
        Error::StepOutOfRange { step } => format!("There is no step {step}: steps are 1 to 20"),
        Error::RoundZero => "Rounds count from the first".into(),
        Error::RoundOverflow => "Too many rounds".into(),
        Error::InitiativeNotEntered { round } => {
            format!("Round {round}: first enter who holds the initiative")
        }
        Error::InitiativeOnlyAtStepOne { step } => {
            format!("Initiative is decided at step 1, and this is step {step}")
        }
        Error::NoHull => "The ship's record has no hull: add its boxes".into(),
        Error::SeveralHulls { hulls } => {
            format!("A ship has one hull, and the record has {hulls}")
        }
        Error::TooManySections { sections, max } => {
            format!("A record has at most {max} sections, not {sections}")
        }
        Error::BoxCount { index, boxes, max } => format!(
            "Section no. {}: {} — 1 to {max} needed",
            index + 1,
            n(BOXES, l, boxes)
        ),
        Error::CrossedBeyondBoxes {
            index,
            crossed,
            boxes,
        } => format!(
            "Section no. {}: {crossed} crossed, and it has only {}",
            index + 1,
            n(BOXES, l, u32::from(boxes))
        ),
        Error::NoSuchSection { index, sections } => format!(
            "There is no section no. {}: the record has {sections}",
            index + 1
        ),
        Error::TorpedoesCannotFire { reason } => cannot_fire_en(reason),
        Error::GroundedDeliberately => "Grounded deliberately: it cannot refloat".into(),
        Error::HexFull { ships, max } => {
            format!("Ships of one side in the hex would be {ships}; at most {max} (7.32)")
        }
    }
}

/// Every error with `v` in its numbers, for the agreement test.
pub(super) fn samples(v: u8) -> Vec<Error> {
    use shturman_battles::dreadnought::{Battery, CannotFire};
    let k = u32::from(v);
    let i = usize::from(v);
    vec![
        Error::FactorTooLarge {
            battery: Battery::Secondary,
            factor: k,
            max: 40,
        },
        Error::TorpedoFactorTooLarge { factor: k, max: 12 },
        Error::TooManyDice {
            dice: k,
            error: DistError::Overflow,
        },
        Error::Dice(DiceError::RanOut { used: i }),
        Error::Dice(DiceError::BadFace { face: v }),
        Error::ShipCount { ships: k, max: 20 },
        Error::FleetCount { fleets: k, max: 20 },
        Error::StepOutOfRange { step: k },
        Error::RoundZero,
        Error::RoundOverflow,
        Error::InitiativeNotEntered { round: k },
        Error::InitiativeOnlyAtStepOne { step: v },
        Error::NoHull,
        Error::SeveralHulls { hulls: i },
        Error::TooManySections {
            sections: i,
            max: 24,
        },
        Error::BoxCount {
            index: i,
            boxes: k,
            max: 60,
        },
        Error::CrossedBeyondBoxes {
            index: i,
            crossed: k,
            boxes: v,
        },
        Error::NoSuchSection {
            index: i,
            sections: i,
        },
        Error::TorpedoesCannotFire {
            reason: CannotFire::OutOfRange { range: k },
        },
        Error::GroundedDeliberately,
        Error::HexFull { ships: k, max: v },
    ]
}
