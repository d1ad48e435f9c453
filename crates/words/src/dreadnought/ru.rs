//! The `dreadnought` words in Russian: [`super::RU`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::{Words, capital, faces_text, n, signed};
use crate::Lang;
use crate::his::Entry;
use crate::plural::{BOXES, HITS, SHIPS};
use shturman_battles::dreadnought::explain::Roll;
use shturman_battles::dreadnought::grounding::{NoCheck, ShipClass};
use shturman_battles::dreadnought::{Battery, CannotFire, Modifier, Reading, Rule, SpeedLoss};

pub(super) fn battery_ru(b: Battery) -> &'static str {
    match b {
        Battery::Primary => "главный калибр",
        Battery::Secondary => "средний калибр",
        Battery::Tertiary => "малый калибр",
    }
}

fn modifier_ru(m: Modifier) -> &'static str {
    match m {
        Modifier::OwnCoast => "берег своей страны",
        Modifier::DeepDraughtCapital => "основной корабль с глубокой осадкой",
        Modifier::TorpedoTargetCapital => "цель — основной корабль или транспорт F",
        Modifier::TorpedoTargetLostSpeed => "цель потеряла ход [D-4]",
        Modifier::TorpedoTargetTowing => "цель буксирует или на буксире",
        Modifier::SameHex => "цель в том же гексе",
        Modifier::FirerCapital => "стреляет основной корабль",
        Modifier::HullTubes => "аппараты в корпусе",
        Modifier::Italics => "имя курсивом [D-1]",
        Modifier::CloseRange => "цель в том же или соседнем гексе",
        Modifier::GunTargetLostSpeed => "цель потеряла ход [D-4]",
        Modifier::GunTargetTowing => "цель буксирует или на буксире",
    }
}

fn step_ru(r: &Rule) -> String {
    if let Some(s) = super::steps::step_ru(r) {
        return s;
    }
    match r {
        Rule::NoGroundingCheck { reason } => match reason {
            NoCheck::ShadedEdgeHex => "Затенённый гекс у края карты: бросок не нужен".into(),
            NoCheck::ShallowDraughtLight => {
                "Лёгкий корабль с малой осадкой на мель не садится".into()
            }
        },
        Rule::ModifierApplies { modifier, value } => {
            format!("{} {}", capital(modifier_ru(*modifier)), signed(*value))
        }
        Rule::ModifierNotApplied { modifier } => {
            format!(
                "{}: не применяется{}",
                capital(modifier_ru(*modifier)),
                if *modifier == Modifier::DeepDraughtCapital {
                    " (малая осадка)"
                } else {
                    " при этом прочтении"
                }
            )
        }
        Rule::HitChance {
            roll,
            modifier,
            min_face,
            probability,
        } => match min_face {
            Some(f) => format!(
                "Кубик {} ≥ 6: {} на {f}+, шанс {probability}",
                signed(*modifier),
                if *roll == Roll::Grounding {
                    "садится"
                } else {
                    "попадание"
                }
            ),
            None => format!("Кубик {} ≥ 6 недостижимо", signed(*modifier)),
        },
        Rule::NoHitPossible { roll, modifier } => match roll {
            Roll::Grounding => format!("С модификатором {} на мель не сесть", signed(*modifier)),
            _ => format!("С модификатором {} попасть нельзя", signed(*modifier)),
        },
        Rule::TorpedoesCannotFire { reason } => cannot_fire_ru(*reason),
        Rule::TorpedoesSpent { factor } => format!(
            "Весь торпедный фактор {factor} выпущен и вычеркнут: до перевооружения торпед нет"
        ),
        Rule::Rolled {
            faces,
            modifier,
            hits,
            ..
        } => format!(
            "Кубики {} ({}): {}",
            faces_text(faces),
            signed(*modifier),
            n(HITS, Lang::Ru, *hits)
        ),
        Rule::GroundingRoll {
            face,
            modifier,
            total,
            grounded,
        } => format!(
            "{face} {} = {total}: {}",
            signed(*modifier),
            if *grounded {
                "сел на мель"
            } else {
                "прошёл"
            }
        ),
        Rule::CannotRefloat => "Сел на мель намеренно: сняться нельзя".into(),
        Rule::RefloatRoll { face, refloated } => format!(
            "Кубик {face}: {}",
            if *refloated {
                "снялся с мели (нужна 1)"
            } else {
                "остаётся на мели (нужна 1)"
            }
        ),
        Rule::RefloatDamage {
            face,
            unarmoured,
            hull_boxes,
        } => format!(
            "Повреждения: кубик {face}{}, половина с округлением вверх — {}",
            if *unarmoured {
                " (+1 без брони)"
            } else {
                ""
            },
            hull_ru(u32::from(*hull_boxes))
        ),
        Rule::FuelRoll { fleet, face, fuel } => {
            format!("Флот №{fleet}: кубик {face} — {fuel} единицы топлива")
        }
        other => format!(
            "§{} {}",
            other.section().id(),
            other.paragraph().unwrap_or("")
        )
        .trim_end()
        .to_string(),
    }
}

pub(super) fn cannot_fire_ru(c: CannotFire) -> String {
    match c {
        CannotFire::NoTorpedoes => "Торпедный фактор 0: торпед нет".into(),
        CannotFire::OutOfRange { range } => {
            format!("Дальность {range}: торпеды бьют только в своём или соседнем гексе")
        }
        CannotFire::AllSpeedLost => "Корабль потерял весь ход: торпеды не выпустить".into(),
        CannotFire::TubeDestroyed => "Торпедный аппарат разрушен".into(),
        CannotFire::AlreadyFired => "Торпеды уже выпущены в этой игре".into(),
    }
}

fn hull_ru(k: u32) -> String {
    format!("корпус теряет {}", n(BOXES, Lang::Ru, k))
}

const SECTIONS_RU: &[Entry] = &[
    Entry {
        id: "D.0",
        title: "Порядок импульсов",
        body: "20 шагов: инициатива, движение по скоростям, стрельба, торпеды; после 20-го — снова с 1-го, пока обе стороны на карте и видят друг друга.",
    },
    Entry {
        id: "D.1",
        title: "Стрельба и повреждения",
        body: "Кубики главного, среднего и малого калибра по дальности; кубик + m ≥ 6 — попадание [D-1, D-2, D-4]; каждое попадание — 2d6 по таблице повреждений; клетки зачёркиваются слева направо [D-12].",
    },
    Entry {
        id: "D.2",
        title: "Торпеды",
        body: "Весь торпедный фактор по одной цели; m от −2 до +4; при m ≤ −1 попасть нельзя; торпеды пробивают любую броню.",
    },
    Entry {
        id: "D.3",
        title: "Посадка на мель",
        body: "Вход в гекс у суши (не затенённый край): кубик + m ≥ 6; −1 у своего берега, +1 основному кораблю с глубокой осадкой; лёгкие с малой осадкой не садятся.",
    },
    Entry {
        id: "D.4",
        title: "Снятие с мели",
        body: "Каждую фазу погоды 1 на кубике снимает корабль (не севший намеренно); затем корпус теряет половину кубика с округлением вверх (+1 без брони) [D-7].",
    },
    Entry {
        id: "D.5",
        title: "Топливо",
        body: "Каждый флот, бывший в бою, бросает кубик: столько двенадцатых единицы топлива сверх плана.",
    },
];

fn reading_ru(r: Reading) -> Entry {
    let (title, body) = match r {
        Reading::D1Italics => (
            "Чьё имя курсивом даёт +1",
            "По умолчанию — стреляющего корабля; или цели.",
        ),
        Reading::D2Cumulative => (
            "Складываются ли модификаторы стрельбы",
            "По умолчанию — складываются, как у торпед; или не больше +1.",
        ),
        Reading::D4LostSpeed => (
            "Что значит «потерял ход»",
            "По умолчанию — потерял всю скорость; или хоть часть.",
        ),
        Reading::D7Unarmoured => (
            "Повреждения при снятии с мели без брони",
            "По умолчанию — +1 к броску, затем половина; или половина, затем +1.",
        ),
        Reading::D12HullOverflow => (
            "Попадание, переданное в корпус",
            "По умолчанию — без новой проверки брони; или с проверкой брони корпуса.",
        ),
    };
    Entry {
        id: r.id(),
        title,
        body,
    }
}

fn option_ru(_: Reading, code: &str) -> &'static str {
    match code {
        "firing_ship" => "стреляющий корабль",
        "target" => "цель",
        "cumulative" => "складываются",
        "at_most_one" => "не больше +1",
        "all_speed" => "вся скорость",
        "any_speed" => "хоть часть",
        "add_then_halve" => "+1, затем половина",
        "halve_then_add" => "половина, затем +1",
        "no_new_check" => "без проверки",
        "hull_armour_checked" => "броня корпуса",
        _ => "?",
    }
}

pub(super) const WORDS: Words = Words {
    game: "Дредноуты: морской бой",
    grounding_title: "Мель и топливо",
    grounding_note: "Посадка на мель, снятие с мели, топливо после боя",
    torpedo_title: "Торпеды",
    torpedo_note: "Торпедная атака: шанс, попадания",
    torpedo_factor: "Торпедный фактор",
    range: "Дальность",
    same_hex: "тот же гекс",
    adjacent: "соседний",
    farther: "дальше",
    target_capital: "Цель — основной или транспорт F",
    target_speed: "Цель потеряла ход",
    speed_loss: |s| match s {
        SpeedLoss::None => "нет",
        SpeedLoss::Some => "часть",
        SpeedLoss::All => "весь",
    },
    target_towing: "Цель на буксире / буксирует",
    firer: "Стреляющий корабль",
    firer_capital: "Стреляет основной корабль",
    hull_tubes: "Аппараты в корпусе",
    firer_all_speed_lost: "Потерял весь ход",
    tube_destroyed: "Аппарат разрушен",
    already_fired: "Уже стрелял торпедами",
    torpedoes: "Торпеды",
    at_least_one_hit: "Хотя бы одно попадание",
    hits: |k| format!("Попаданий: {k}"),
    hits_chart: "Сколько попаданий",
    mean_hits: |m| format!("В среднем попаданий: {m}"),
    damage_table: |k| {
        format!(
            "Для каждого попадания — 2d6 по таблице торпедных повреждений (бросков: {k}); торпеды пробивают любую броню"
        )
    },
    cannot_fire: cannot_fire_ru,
    mode: "Что бросаем",
    grounding_mode: "Мель",
    refloat_mode: "Снятие",
    fuel_mode: "Топливо",
    class_label: "Класс корабля",
    class: |c| match c {
        ShipClass::Capital => "основной",
        ShipClass::Light => "лёгкий",
        ShipClass::Other => "прочий",
    },
    shallow_draught: "Малая осадка",
    own_coast: "Берег своей страны",
    shaded_edge: "Затенённый гекс у края",
    ships: "Кораблей входят в гекс",
    armoured: "Бронированный",
    deliberate: "Сел намеренно",
    fleets: "Флотов было в бою",
    damage_pool: "Повреждения",
    grounds: "Садится на мель",
    stays_afloat: "Проходит",
    grounded_chart: "Сколько сядет на мель",
    grounded_count: |k| format!("На мели: {}", n(SHIPS, Lang::Ru, k)),
    no_check: "Бросок не нужен",
    refloats: "Снимается с мели",
    stays_aground: "Остаётся на мели",
    cannot_refloat: "Сняться нельзя",
    hull_lost: |k| capital(&hull_ru(k)),
    damage_chart: "Потери корпуса, если снимется",
    fuel_chart: "Всего, двенадцатых",
    fuel_total: |f| format!("Топлива сверх плана: {f} единицы"),
    fuel_mean: |f| format!("В среднем на флот: {f} единицы"),
    step: step_ru,
    error: super::errors::error_ru,
    battery: battery_ru,
    sections: SECTIONS_RU,
    reading: reading_ru,
    option: option_ru,
};
