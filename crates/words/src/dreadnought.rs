//! Words of the dreadnought resolvers (`shturman_screens::battles::dread_*`)
//! and of their part of the Rules screen: the grounding, refloating and
//! fuel screen (digest D.3–D.5), the explanation steps of those rolls
//! ([`Rule`]), the digest's sections D.0–D.5 and the readings [D-n] with
//! their options.
//!
//! The steps of the impulse tracker, gunnery and damage (D.0, D.1) are
//! worded in `steps`, the core's errors in `errors`; the gunnery and
//! tracker screens have their own `Words` in [`gunnery`] and [`tracker`].

use super::Lang;
use crate::his::Entry;
use crate::plural::{Noun, BOXES, HITS, SHIPS};
use shturman_battles::dreadnought::explain::Roll;
use shturman_battles::dreadnought::grounding::{NoCheck, ShipClass};
use shturman_battles::dreadnought::{
    Battery, CannotFire, Error, Modifier, Reading, Rule, SpeedLoss,
};

mod errors;
pub mod gunnery;
mod steps;
pub mod tracker;

pub struct Words {
    pub game: &'static str,
    pub grounding_title: &'static str,
    pub grounding_note: &'static str,
    pub torpedo_title: &'static str,
    pub torpedo_note: &'static str,
    // torpedo inputs and outcomes
    pub torpedo_factor: &'static str,
    pub range: &'static str,
    pub same_hex: &'static str,
    pub adjacent: &'static str,
    pub farther: &'static str,
    pub target_capital: &'static str,
    pub target_speed: &'static str,
    pub speed_loss: fn(SpeedLoss) -> &'static str,
    pub target_towing: &'static str,
    pub firer: &'static str,
    pub firer_capital: &'static str,
    pub hull_tubes: &'static str,
    pub firer_all_speed_lost: &'static str,
    pub tube_destroyed: &'static str,
    pub already_fired: &'static str,
    pub torpedoes: &'static str,
    pub at_least_one_hit: &'static str,
    pub hits: fn(u32) -> String,
    pub hits_chart: &'static str,
    pub mean_hits: fn(&str) -> String,
    /// After the roll: each hit rolls 2d6 on the torpedo damage table.
    pub damage_table: fn(u32) -> String,
    pub cannot_fire: fn(CannotFire) -> String,
    // inputs
    pub mode: &'static str,
    pub grounding_mode: &'static str,
    pub refloat_mode: &'static str,
    pub fuel_mode: &'static str,
    pub class_label: &'static str,
    pub class: fn(ShipClass) -> &'static str,
    pub shallow_draught: &'static str,
    pub own_coast: &'static str,
    pub shaded_edge: &'static str,
    pub ships: &'static str,
    pub armoured: &'static str,
    pub deliberate: &'static str,
    pub fleets: &'static str,
    pub damage_pool: &'static str,
    // odds and results
    pub grounds: &'static str,
    pub stays_afloat: &'static str,
    pub grounded_chart: &'static str,
    pub grounded_count: fn(u32) -> String,
    pub no_check: &'static str,
    pub refloats: &'static str,
    pub stays_aground: &'static str,
    pub cannot_refloat: &'static str,
    pub hull_lost: fn(u32) -> String,
    pub damage_chart: &'static str,
    pub fuel_chart: &'static str,
    /// "Extra fuel: 7/12 of a unit".
    pub fuel_total: fn(&str) -> String,
    pub fuel_mean: fn(&str) -> String,
    pub step: fn(&Rule) -> String,
    /// A core error: what is wrong, with its numbers.
    pub error: fn(&Error) -> String,
    /// "primary guns".
    pub battery: fn(Battery) -> &'static str,
    // rules screen
    pub sections: &'static [Entry],
    pub reading: fn(Reading) -> Entry,
    pub option: fn(Reading, &str) -> &'static str,
}

fn battery_ru(b: Battery) -> &'static str {
    match b {
        Battery::Primary => "главный калибр",
        Battery::Secondary => "средний калибр",
        Battery::Tertiary => "малый калибр",
    }
}

fn battery_en(b: Battery) -> &'static str {
    match b {
        Battery::Primary => "primary",
        Battery::Secondary => "secondary",
        Battery::Tertiary => "tertiary",
    }
}

fn n(noun: Noun, lang: Lang, v: u32) -> String {
    noun.count(lang, i64::from(v))
}

fn signed(v: i8) -> String {
    match v {
        v if v > 0 => format!("+{v}"),
        v if v < 0 => format!("−{}", v.unsigned_abs()),
        // a modifier keeps its sign at zero: "(+0)", not "(0)" (issue 33)
        _ => "+0".to_string(),
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

fn modifier_en(m: Modifier) -> &'static str {
    match m {
        Modifier::OwnCoast => "its own country's coast",
        Modifier::DeepDraughtCapital => "a capital ship of deep draught",
        Modifier::TorpedoTargetCapital => "the target is a capital ship or an F transport",
        Modifier::TorpedoTargetLostSpeed => "the target lost speed [D-4]",
        Modifier::TorpedoTargetTowing => "the target tows or is towed",
        Modifier::SameHex => "the target is in the same hex",
        Modifier::FirerCapital => "a capital ship fires",
        Modifier::HullTubes => "hull-mounted tubes",
        Modifier::Italics => "a name in italics [D-1]",
        Modifier::CloseRange => "the target in the same or an adjacent hex",
        Modifier::GunTargetLostSpeed => "the target lost speed [D-4]",
        Modifier::GunTargetTowing => "the target tows or is towed",
    }
}

fn step_ru(r: &Rule) -> String {
    if let Some(s) = steps::step_ru(r) {
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

fn step_en(r: &Rule) -> String {
    if let Some(s) = steps::step_en(r) {
        return s;
    }
    match r {
        Rule::NoGroundingCheck { reason } => match reason {
            NoCheck::ShadedEdgeHex => "A shaded edge hex: no roll".into(),
            NoCheck::ShallowDraughtLight => "A shallow-draught light ship never grounds".into(),
        },
        Rule::ModifierApplies { modifier, value } => {
            format!("{} {}", capital(modifier_en(*modifier)), signed(*value))
        }
        Rule::ModifierNotApplied { modifier } => {
            format!(
                "{}: not applied{}",
                capital(modifier_en(*modifier)),
                if *modifier == Modifier::DeepDraughtCapital {
                    " (shallow draught)"
                } else {
                    " under this reading"
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
                "A die {} ≥ 6: {} on {f}+, chance {probability}",
                signed(*modifier),
                if *roll == Roll::Grounding {
                    "grounds"
                } else {
                    "hits"
                }
            ),
            None => format!("A die {} ≥ 6 cannot be reached", signed(*modifier)),
        },
        Rule::NoHitPossible { roll, modifier } => match roll {
            Roll::Grounding => format!("With {} it cannot ground", signed(*modifier)),
            _ => format!("With {} no hit is possible", signed(*modifier)),
        },
        Rule::TorpedoesCannotFire { reason } => cannot_fire_en(*reason),
        Rule::TorpedoesSpent { factor } => format!(
            "The whole torpedo factor {factor} is fired and crossed off: none until rearmed"
        ),
        Rule::Rolled {
            faces,
            modifier,
            hits,
            ..
        } => format!(
            "Dice {} ({}): {}",
            faces_text(faces),
            signed(*modifier),
            n(HITS, Lang::En, *hits)
        ),
        Rule::GroundingRoll {
            face,
            modifier,
            total,
            grounded,
        } => format!(
            "{face} {} = {total}: {}",
            signed(*modifier),
            if *grounded { "aground" } else { "passes" }
        ),
        Rule::CannotRefloat => "Grounded deliberately: it cannot refloat".into(),
        Rule::RefloatRoll { face, refloated } => format!(
            "A die {face}: {}",
            if *refloated {
                "refloated (a 1 needed)"
            } else {
                "still aground (a 1 needed)"
            }
        ),
        Rule::RefloatDamage {
            face,
            unarmoured,
            hull_boxes,
        } => format!(
            "Damage: a die {face}{}, half rounded up — {}",
            if *unarmoured { " (+1 unarmoured)" } else { "" },
            hull_en(u32::from(*hull_boxes))
        ),
        Rule::FuelRoll { fleet, face, fuel } => {
            format!("Fleet no. {fleet}: a die {face} — {fuel} of a fuel unit")
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

fn faces_text(f: &[u8]) -> String {
    f.iter().map(u8::to_string).collect::<Vec<_>>().join(", ")
}

fn cannot_fire_ru(c: CannotFire) -> String {
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

fn cannot_fire_en(c: CannotFire) -> String {
    match c {
        CannotFire::NoTorpedoes => "A torpedo factor of 0: no torpedoes".into(),
        CannotFire::OutOfRange { range } => {
            format!("Range {range}: torpedoes reach the same or an adjacent hex only")
        }
        CannotFire::AllSpeedLost => "The ship lost all its speed: it cannot fire torpedoes".into(),
        CannotFire::TubeDestroyed => "Its torpedo tube is destroyed".into(),
        CannotFire::AlreadyFired => "It has fired its torpedoes this game".into(),
    }
}

fn capital(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

fn hull_ru(k: u32) -> String {
    format!("корпус теряет {}", n(BOXES, Lang::Ru, k))
}

fn hull_en(k: u32) -> String {
    format!("the hull loses {}", n(BOXES, Lang::En, k))
}

const SECTIONS_RU: &[Entry] = &[
    Entry { id: "D.0", title: "Порядок импульсов", body: "20 шагов: инициатива, движение по скоростям, стрельба, торпеды; после 20-го — снова с 1-го, пока обе стороны на карте и видят друг друга." },
    Entry { id: "D.1", title: "Стрельба и повреждения", body: "Кубики главного, среднего и малого калибра по дальности; кубик + m ≥ 6 — попадание [D-1, D-2, D-4]; каждое попадание — 2d6 по таблице повреждений; клетки зачёркиваются слева направо [D-12]." },
    Entry { id: "D.2", title: "Торпеды", body: "Весь торпедный фактор по одной цели; m от −2 до +4; при m ≤ −1 попасть нельзя; торпеды пробивают любую броню." },
    Entry { id: "D.3", title: "Посадка на мель", body: "Вход в гекс у суши (не затенённый край): кубик + m ≥ 6; −1 у своего берега, +1 основному кораблю с глубокой осадкой; лёгкие с малой осадкой не садятся." },
    Entry { id: "D.4", title: "Снятие с мели", body: "Каждую фазу погоды 1 на кубике снимает корабль (не севший намеренно); затем корпус теряет половину кубика с округлением вверх (+1 без брони) [D-7]." },
    Entry { id: "D.5", title: "Топливо", body: "Каждый флот, бывший в бою, бросает кубик: столько двенадцатых единицы топлива сверх плана." },
];

const SECTIONS_EN: &[Entry] = &[
    Entry { id: "D.0", title: "Impulse tracker", body: "20 steps: initiative, movement by speeds, gunnery, torpedoes; after step 20 start again at 1 while both sides are on the map and in sight." },
    Entry { id: "D.1", title: "Gunnery and damage", body: "Primary, secondary and tertiary dice by range; a die + m ≥ 6 hits [D-1, D-2, D-4]; each hit rolls 2d6 on the damage table; boxes are crossed left to right [D-12]." },
    Entry { id: "D.2", title: "Torpedoes", body: "The whole torpedo factor at one target; m from −2 to +4; m ≤ −1 cannot hit; torpedoes pierce any armour." },
    Entry { id: "D.3", title: "Grounding", body: "Entering a hex next to land (not a shaded edge hex): a die + m ≥ 6; −1 on the own coast, +1 for a deep-draught capital ship; shallow-draught light ships never ground." },
    Entry { id: "D.4", title: "Refloating", body: "Each weather phase a 1 refloats the ship (not one grounded deliberately); then the hull loses half a die rounded up (+1 if unarmoured) [D-7]." },
    Entry { id: "D.5", title: "Fuel", body: "Each fleet that fought rolls a die: that many twelfths of a fuel unit beyond its plan." },
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

fn reading_en(r: Reading) -> Entry {
    let (title, body) = match r {
        Reading::D1Italics => (
            "Whose name in italics gives +1",
            "By default the firing ship's; or the target's.",
        ),
        Reading::D2Cumulative => (
            "Whether gunnery modifiers add up",
            "By default they add up, as torpedo modifiers do; or at most +1.",
        ),
        Reading::D4LostSpeed => (
            "What \"lost speed\" means",
            "By default all speed lost; or any.",
        ),
        Reading::D7Unarmoured => (
            "Refloating damage of an unarmoured ship",
            "By default add 1 to the roll, then halve; or halve, then add 1.",
        ),
        Reading::D12HullOverflow => (
            "A hit passed to the hull",
            "By default no new armour check; or the hull's armour is checked.",
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

fn option_en(_: Reading, code: &str) -> &'static str {
    match code {
        "firing_ship" => "the firing ship",
        "target" => "the target",
        "cumulative" => "they add up",
        "at_most_one" => "at most +1",
        "all_speed" => "all speed",
        "any_speed" => "any speed",
        "add_then_halve" => "+1, then halve",
        "halve_then_add" => "halve, then +1",
        "no_new_check" => "no new check",
        "hull_armour_checked" => "hull armour checked",
        _ => "?",
    }
}

pub const RU: Words = Words {
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
    error: errors::error_ru,
    battery: battery_ru,
    sections: SECTIONS_RU,
    reading: reading_ru,
    option: option_ru,
};

pub const EN: Words = Words {
    game: "Dreadnoughts: naval combat",
    grounding_title: "Grounding and fuel",
    grounding_note: "Running aground, refloating, fuel after a battle",
    torpedo_title: "Torpedoes",
    torpedo_note: "A torpedo attack: the chance, the hits",
    torpedo_factor: "Torpedo factor",
    range: "Range",
    same_hex: "same hex",
    adjacent: "adjacent",
    farther: "farther",
    target_capital: "Target: capital ship or F transport",
    target_speed: "Target lost speed",
    speed_loss: |s| match s {
        SpeedLoss::None => "none",
        SpeedLoss::Some => "some",
        SpeedLoss::All => "all",
    },
    target_towing: "Target tows or is towed",
    firer: "The firing ship",
    firer_capital: "A capital ship fires",
    hull_tubes: "Hull-mounted tubes",
    firer_all_speed_lost: "Lost all its speed",
    tube_destroyed: "Tube destroyed",
    already_fired: "Torpedoes already fired",
    torpedoes: "Torpedoes",
    at_least_one_hit: "At least one hit",
    hits: |k| format!("Hits: {k}"),
    hits_chart: "How many hits",
    mean_hits: |m| format!("Hits on average: {m}"),
    damage_table: |k| {
        format!(
        "For each hit roll 2d6 on the torpedo damage table (rolls: {k}); torpedoes pierce any armour"
    )
    },
    cannot_fire: cannot_fire_en,
    mode: "What to roll",
    grounding_mode: "Grounding",
    refloat_mode: "Refloat",
    fuel_mode: "Fuel",
    class_label: "Ship class",
    class: |c| match c {
        ShipClass::Capital => "capital",
        ShipClass::Light => "light",
        ShipClass::Other => "other",
    },
    shallow_draught: "Shallow draught",
    own_coast: "Own country's coast",
    shaded_edge: "Shaded edge hex",
    ships: "Ships entering the hex",
    armoured: "Armoured",
    deliberate: "Grounded deliberately",
    fleets: "Fleets that fought",
    damage_pool: "Damage",
    grounds: "Runs aground",
    stays_afloat: "Passes",
    grounded_chart: "How many run aground",
    grounded_count: |k| format!("Aground: {}", n(SHIPS, Lang::En, k)),
    no_check: "No roll needed",
    refloats: "Refloats",
    stays_aground: "Stays aground",
    cannot_refloat: "It cannot refloat",
    hull_lost: |k| capital(&hull_en(k)),
    damage_chart: "Hull lost if refloated",
    fuel_chart: "Total, in twelfths",
    fuel_total: |f| format!("Extra fuel: {f} of a unit"),
    fuel_mean: |f| format!("On average per fleet: {f} of a unit"),
    step: step_en,
    error: errors::error_en,
    battery: battery_en,
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

/// Every text with a number, with `v`, for the agreement test.
pub fn samples(lang: Lang, v: u8) -> Vec<String> {
    let w = words(lang);
    let k = u32::from(v);
    let mut out = vec![
        (w.grounded_count)(k),
        (w.hull_lost)(k),
        (w.hits)(k),
        (w.damage_table)(k),
        (w.cannot_fire)(CannotFire::OutOfRange { range: k }),
    ];
    for rule in [
        Rule::RefloatDamage {
            face: v,
            unarmoured: true,
            hull_boxes: v,
        },
        Rule::RefloatRoll {
            face: v,
            refloated: false,
        },
        Rule::Rolled {
            weapon: shturman_battles::dreadnought::Weapon::Torpedo,
            faces: vec![v],
            modifier: 1,
            hits: k,
        },
        Rule::TorpedoesSpent { factor: v },
        Rule::GroundingRoll {
            face: v,
            modifier: 1,
            total: 7,
            grounded: true,
        },
    ] {
        out.push((w.step)(&rule));
    }
    out.extend(errors::samples(v).iter().map(|e| (w.error)(e)));
    out.extend(steps::samples(v).iter().map(|r| (w.step)(r)));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every error variant has its own words in both languages, with its
    /// numbers, and none is the core's English.
    #[test]
    fn every_error_is_worded_in_both_languages() {
        for e in errors::samples(7) {
            let (ru, en) = ((RU.error)(&e), (EN.error)(&e));
            assert_ne!(ru, en, "{e:?}");
            assert_ne!(en, e.to_string(), "{e:?} is worded, not the core's text");
            assert!(
                ru.chars()
                    .any(|c| ('а'..='я').contains(&c.to_lowercase().next().unwrap_or(c))),
                "{e:?}: {ru}"
            );
        }
        let e = Error::BoxCount {
            index: 1,
            boxes: 0,
            max: 60,
        };
        assert_eq!((RU.error)(&e), "Секция №2: 0 клеток — нужно от 1 до 60");
        assert_eq!((EN.error)(&e), "Section no. 2: 0 boxes — 1 to 60 needed");
        let e = Error::FactorTooLarge {
            battery: Battery::Primary,
            factor: 45,
            max: 40,
        };
        assert!((RU.error)(&e).contains("главный калибр"));
    }

    /// A modifier keeps its sign at zero (issue 33: «Кубики 3, 5 (0)»).
    #[test]
    fn a_zero_modifier_is_plus_zero() {
        let r = Rule::Rolled {
            weapon: shturman_battles::dreadnought::Weapon::Primary,
            faces: vec![3, 5],
            modifier: 0,
            hits: 1,
        };
        let (ru, en) = ((RU.step)(&r), (EN.step)(&r));
        assert!(ru.contains("(+0)") && !ru.contains("(0)"), "{ru}");
        assert!(en.contains("(+0)") && !en.contains("(0)"), "{en}");
        assert_eq!(signed(0), "+0");
        assert_eq!(signed(-2), "−2");
    }
}
