//! The `his` words in Russian: [`super::RU`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::{Entry, Words, faces, n, signed, tenths};
use crate::Lang;
use crate::plural::{BLOWS, CORSAIRS, DICE, SQUADRONS, UNITS};
use shturman_battles::his::assault::AssaultResult;
use shturman_battles::his::naval::Fleet;
use shturman_battles::his::roll::{Cavalry, RollKind};
use shturman_battles::his::{
    Battle, Card, Decision, FailReason, HisError, OddHit, Reading, RetreatTo, Rule, Side,
};

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

const fn side_dat_ru(s: Side) -> &'static str {
    match s {
        Side::Attacker => "атакующему",
        Side::Defender => "защитнику",
    }
}

const fn card_ru(c: Card) -> &'static str {
    match c {
        Card::Janissaries => "«Янычары»",
        Card::SiegeArtillery => "«Осадная артиллерия»",
        Card::ProfessionalRowers => "«Профессиональные гребцы»",
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

fn need_ru(need: i32) -> String {
    match need {
        ..=2 => "Успех при любом броске".to_string(),
        13.. => "Успех невозможен: даже 12 мало".to_string(),
        12 => "Нужно 12 на двух кубиках".to_string(),
        n => format!("Нужно {n} или больше на двух кубиках"),
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
            format!(
                "2d6 {} ≥ 9 — {}",
                signed(*modifier),
                need_ru(*need).to_lowercase()
            )
        }
        Rule::TwoDice {
            faces: [a, b],
            total,
            success,
        } => format!(
            "Выпало {a} и {b}, итог {total}: {}",
            if *success {
                "успех"
            } else {
                "неудача"
            }
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
        Rule::LateDice { card, side, dice } => format!(
            "{}: {} после броска — +{}",
            side_ru(*side),
            card_ru(*card),
            n(DICE, l, *dice)
        ),
        Rule::Hits {
            side,
            faces: f,
            hits,
        } => format!(
            "{}: выпало {} — {} (удар — 5 или 6)",
            side_ru(*side),
            faces(f),
            n(BLOWS, l, *hits)
        ),
        Rule::LateHits {
            side,
            faces: f,
            hits,
        } => format!(
            "{}, кубики карты: {} — {}",
            side_ru(*side),
            faces(f),
            n(BLOWS, l, *hits)
        ),
        Rule::HitsEntered { side, late, hits } => format!(
            "{}{}: {} (введено число ударов, удар — 5 или 6)",
            side_ru(*side),
            if *late {
                ", кубики карты"
            } else {
                ""
            },
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
        HisError::TooManyBesieged { besieged, max } => format!(
            "«Общее количество отрядов внутри укреплений не может превышать {max}», а указано {besieged}"
        ),
        HisError::CardNotInBattle { card, battle } => {
            let (what, quote) = match card {
                Card::Janissaries => (
                    "разыгрывают в полевом и морском сражении",
                    "«Розыгрыш «Янычар»» (H.4, шаг 7; H.6, шаг 6)",
                ),
                Card::SiegeArtillery => (
                    "разыгрывают при штурме",
                    "«…чтобы дать атакующему возможность нанести дополнительные «удары»» (H.5, шаг 8)",
                ),
                Card::ProfessionalRowers => (
                    "разыгрывают в морском сражении",
                    "«…чтобы дать одной из сторон дополнительные броски костей» (H.6, шаг 6)",
                ),
            };
            let here = match battle {
                Battle::Field => "в полевом сражении",
                Battle::Assault => "при штурме",
                Battle::Naval => "в морском сражении",
            };
            format!("{} {what}: {quote}; {here} — нет", card_ru(*card))
        }
        HisError::JanissariesNotOttoman { side, ottoman } => {
            let quote = "«Янычары» — национальная карта Османов: «Если одна из держав, участвующих в сражении – это Османы, … они могут разыграть её»";
            match ottoman {
                Some(o) => format!(
                    "{quote}. Османы здесь — {}, не {}",
                    side_ru(*o).to_lowercase(),
                    side_ru(*side).to_lowercase()
                ),
                None => format!("{quote}. Сначала отметьте, какая сторона — Османы"),
            }
        }
        HisError::CardNotForSide { card, side } => match card {
            Card::SiegeArtillery => format!(
                "«Осадная артиллерия» даёт кубики атакующему: «…чтобы дать атакующему возможность нанести дополнительные «удары»» — не {}",
                side_dat_ru(*side)
            ),
            Card::Janissaries | Card::ProfessionalRowers => format!(
                "{} не даёт кубиков {}",
                card_ru(*card),
                side_dat_ru(*side)
            ),
        },
        HisError::NoCardDice { card } => format!(
            "{}: сколько кубиков, написано на карте — не меньше одного",
            card_ru(*card)
        ),
        HisError::CardTwice { card } => match card {
            Card::Janissaries => "«Янычары» в этой битве уже разыграны: Османы разыгрывают их, только если «ещё не разыграли свою национальную карту «Янычары» в этот ход»".into(),
            Card::SiegeArtillery | Card::ProfessionalRowers => format!(
                "{} в этой битве уже разыграна: карта одна",
                card_ru(*card)
            ),
        },
        HisError::TooManyLateDice { dice, max } => format!(
            "После броска — {}, а можно не больше {max}: шансы считаются точно, дробями со знаменателем 3 в степени числа кубиков, и при большем их числе дроби не помещаются в вычисления",
            n(DICE, l, u32::from(*dice))
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

const SETTLED_RU: &[Entry] = &[
    Entry {
        id: "H-8",
        title: "Сколько кубиков даёт карта после броска",
        body: "Приложение: число кубиков «Янычар», «Осадной артиллерии» и «Профессиональных гребцов» вводят игроки — с карты. Основание: текст числа не называет («бросить дополнительные кости», «дополнительные броски костей», «возможность нанести дополнительные «удары»»). §H.4, §H.5, §H.6",
    },
    Entry {
        id: "H-9",
        title: "Каждая карта — один раз за битву",
        body: "Приложение: каждую из трёх карт в битве разыгрывают не больше одного раза; на море «Янычары» (у Османов) и «Профессиональные гребцы» (любой стороне, и Османам тоже) можно сыграть обе. Основание: «Янычары» — если Османы «ещё не разыграли свою национальную карту «Янычары» в этот ход»; остальные — «ответную карту», одна карта; «чтобы дать одной из сторон дополнительные броски костей». §H.6",
    },
    Entry {
        id: "H-10",
        title: "«Янычары» при штурме",
        body: "Приложение: при штурме «Янычары» после броска не предлагаются. Основание: порядок штурма после броска называет только «Осадную артиллерию» («Любая держава может разыграть ответную карту «Осадная артиллерия», чтобы дать атакующему возможность нанести дополнительные «удары»»); «Розыгрыш «Янычар»» есть в полевом сражении (шаг 7) и на море (шаг 6). §H.5",
    },
];

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

pub(super) const WORDS: Words = Words {
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
    card: card_ru,
    late_card: "Карта после броска",
    play: |card| format!("Сыграть {card}"),
    play_card: |card, dice| format!("Сыграть {card} (+{})", n(DICE, Lang::Ru, dice)),
    dont_play: "Не играть",
    late_chances: |win, p, left, side, v| {
        format!(
            "{win} {p}, в среднем останется {left} {}: {}",
            side_gen_ru(side),
            tenths(v, ',')
        )
    },
    land_left: "отрядов",
    naval_left: "подразделений",
    win_word: "победа",
    taken_word: "город взят",
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
    settled: SETTLED_RU,
};
