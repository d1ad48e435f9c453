//! Words of the dreadnought resolvers (`shturman_screens::battles::dread_*`)
//! and of their part of the Rules screen: the grounding, refloating and
//! fuel screen (digest D.3–D.5), the explanation steps of those rolls
//! ([`Rule`]), the digest's sections D.0–D.5 and the readings [D-n] with
//! their options.
//!
//! Not worded yet: the steps of gunnery, damage, torpedoes and the impulse
//! tracker (D.0–D.2); `step` names their section and paragraph only, until
//! their screens are built.

use super::Lang;
use crate::his::Entry;
use crate::plural::{Noun, BOXES, SHIPS};
use shturman_battles::dreadnought::grounding::{NoCheck, ShipClass};
use shturman_battles::dreadnought::{Modifier, Reading, Rule};

pub struct Words {
    pub game: &'static str,
    pub grounding_title: &'static str,
    pub grounding_note: &'static str,
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
    // rules screen
    pub sections: &'static [Entry],
    pub reading: fn(Reading) -> Entry,
    pub option: fn(Reading, &str) -> &'static str,
}

fn n(noun: Noun, lang: Lang, v: u32) -> String {
    noun.count(lang, i64::from(v))
}

fn signed(v: i8) -> String {
    match v {
        v if v > 0 => format!("+{v}"),
        v if v < 0 => format!("−{}", v.unsigned_abs()),
        _ => "0".to_string(),
    }
}

fn modifier_ru(m: Modifier) -> &'static str {
    match m {
        Modifier::OwnCoast => "берег своей страны",
        Modifier::DeepDraughtCapital => "основной корабль с глубокой осадкой",
        _ => "модификатор",
    }
}

fn modifier_en(m: Modifier) -> &'static str {
    match m {
        Modifier::OwnCoast => "its own country's coast",
        Modifier::DeepDraughtCapital => "a capital ship of deep draught",
        _ => "a modifier",
    }
}

fn step_ru(r: &Rule) -> String {
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
                "{}: не применяется (малая осадка)",
                capital(modifier_ru(*modifier))
            )
        }
        Rule::HitChance {
            modifier,
            min_face,
            probability,
            ..
        } => match min_face {
            Some(f) => format!(
                "Кубик {} ≥ 6: садится на {f}+, шанс {probability}",
                signed(*modifier)
            ),
            None => format!("Кубик {} ≥ 6 недостижимо", signed(*modifier)),
        },
        Rule::NoHitPossible { modifier, .. } => {
            format!("С модификатором {} на мель не сесть", signed(*modifier))
        }
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
                "{}: not applied (shallow draught)",
                capital(modifier_en(*modifier))
            )
        }
        Rule::HitChance {
            modifier,
            min_face,
            probability,
            ..
        } => match min_face {
            Some(f) => format!(
                "A die {} ≥ 6: grounds on {f}+, chance {probability}",
                signed(*modifier)
            ),
            None => format!("A die {} ≥ 6 cannot be reached", signed(*modifier)),
        },
        Rule::NoHitPossible { modifier, .. } => {
            format!("With {} it cannot ground", signed(*modifier))
        }
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
    sections: SECTIONS_RU,
    reading: reading_ru,
    option: option_ru,
};

pub const EN: Words = Words {
    game: "Dreadnoughts: naval combat",
    grounding_title: "Grounding and fuel",
    grounding_note: "Running aground, refloating, fuel after a battle",
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
    let mut out = vec![(w.grounded_count)(k), (w.hull_lost)(k)];
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
        Rule::GroundingRoll {
            face: v,
            modifier: 1,
            total: 7,
            grounded: true,
        },
    ] {
        out.push((w.step)(&rule));
    }
    out
}
