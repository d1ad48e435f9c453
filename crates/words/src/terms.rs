//! Names of the rules core's enums, shared by the table-tool screens: ship
//! classes, headings, guns, bands, damage levels, weather and the rules
//! behind each hit-faces step. Russian game terms stay Russian.

use super::Lang;
use shturman_rules::attack::Aim;
use shturman_rules::fire::{Band, DamageLevel, FaceRule, Gun, NoBearing};
use shturman_rules::{Heading, ShipClass};

pub fn class_name(lang: Lang, c: ShipClass) -> &'static str {
    match lang {
        Lang::Ru => c.name_ru(),
        Lang::En => match c {
            ShipClass::Brig => "Brig",
            ShipClass::Frigate => "Frigate",
            ShipClass::Galleon => "Galleon",
            ShipClass::Linkor => "Ship of the line",
            ShipClass::Fort => "Fort",
        },
    }
}

/// "север" / "north".
pub fn heading_name(lang: Lang, h: Heading) -> &'static str {
    const RU: [&str; 8] = [
        "север",
        "северо-восток",
        "восток",
        "юго-восток",
        "юг",
        "юго-запад",
        "запад",
        "северо-запад",
    ];
    const EN: [&str; 8] = [
        "north",
        "north-east",
        "east",
        "south-east",
        "south",
        "south-west",
        "west",
        "north-west",
    ];
    lang.pick(RU, EN)[h.index() as usize]
}

/// "С" / "N": the short code on a compass rose.
pub fn heading_code(lang: Lang, h: Heading) -> &'static str {
    match lang {
        Lang::Ru => h.code_ru(),
        Lang::En => h.code(),
    }
}

/// An arrow pointing along the heading.
pub fn heading_arrow(h: Heading) -> &'static str {
    ["↑", "↗", "→", "↘", "↓", "↙", "←", "↖"][h.index() as usize]
}

pub fn gun_name(lang: Lang, g: Gun) -> &'static str {
    match (lang, g) {
        (Lang::Ru, Gun::Bow) => "курсовые (нос)",
        (Lang::Ru, Gun::Stern) => "ретирадные (корма)",
        (Lang::Ru, Gun::Port) => "левый борт",
        (Lang::Ru, Gun::Starboard) => "правый борт",
        (Lang::Ru, Gun::Fort) => "батарея форта",
        (Lang::En, Gun::Bow) => "bow chasers",
        (Lang::En, Gun::Stern) => "stern chasers",
        (Lang::En, Gun::Port) => "port broadside",
        (Lang::En, Gun::Starboard) => "starboard broadside",
        (Lang::En, Gun::Fort) => "fort battery",
    }
}

/// One- or two-letter gun mark for a grid cell.
pub fn gun_short(lang: Lang, g: Gun) -> &'static str {
    match (lang, g) {
        (Lang::Ru, Gun::Bow) => "Н",
        (Lang::Ru, Gun::Stern) => "К",
        (Lang::Ru, Gun::Port) => "ЛБ",
        (Lang::Ru, Gun::Starboard) => "ПБ",
        (Lang::Ru, Gun::Fort) => "Ф",
        (Lang::En, Gun::Bow) => "B",
        (Lang::En, Gun::Stern) => "S",
        (Lang::En, Gun::Port) => "P",
        (Lang::En, Gun::Starboard) => "SB",
        (Lang::En, Gun::Fort) => "F",
    }
}

pub fn band_name(lang: Lang, b: Band) -> &'static str {
    match (lang, b) {
        (Lang::Ru, Band::PointBlank) => "в упор",
        (Lang::Ru, Band::Medium) => "средняя дистанция",
        (Lang::Ru, Band::Long) => "дальняя дистанция",
        (Lang::En, Band::PointBlank) => "point blank",
        (Lang::En, Band::Medium) => "medium range",
        (Lang::En, Band::Long) => "long range",
    }
}

/// Short band mark for buttons and grid cells.
pub fn band_short(lang: Lang, b: Band) -> &'static str {
    match (lang, b) {
        (Lang::Ru, Band::PointBlank) => "упор",
        (Lang::Ru, Band::Medium) => "сред",
        (Lang::Ru, Band::Long) => "даль",
        (Lang::En, Band::PointBlank) => "PB",
        (Lang::En, Band::Medium) => "med",
        (Lang::En, Band::Long) => "long",
    }
}

pub fn level_name(lang: Lang, l: DamageLevel) -> &'static str {
    match (lang, l) {
        (Lang::Ru, DamageLevel::Normal) => "повреждения малые (норма)",
        (Lang::Ru, DamageLevel::Reduced) => "повреждения средние",
        (Lang::Ru, DamageLevel::Low) => "повреждения тяжёлые",
        (Lang::En, DamageLevel::Normal) => "damage light (normal)",
        (Lang::En, DamageLevel::Reduced) => "damage reduced",
        (Lang::En, DamageLevel::Low) => "damage heavy (low)",
    }
}

pub fn aim_name(lang: Lang, a: Aim) -> &'static str {
    match (lang, a) {
        (Lang::Ru, Aim::Hull) => "корпус",
        (Lang::Ru, Aim::Sails) => "паруса",
        (Lang::En, Aim::Hull) => "hull",
        (Lang::En, Aim::Sails) => "sails",
    }
}

/// What one step of the §4.4 table does, in words.
pub fn face_rule(lang: Lang, r: FaceRule) -> &'static str {
    match (lang, r) {
        (Lang::Ru, FaceRule::BroadsideBase) => "Бортовой залп: грани 1, 3, 5",
        (Lang::Ru, FaceRule::ChaserBase) => "Курсовые / ретирадные: грань 5",
        (Lang::Ru, FaceRule::DamageReduced) => "Средние повреждения: убрать 1",
        (Lang::Ru, FaceRule::DamageLow) => "Тяжёлые повреждения: убрать 1 и 3",
        (Lang::Ru, FaceRule::ChaserIgnoresDamage) => {
            "Повреждения не ослабляют курсовые и ретирадные"
        }
        (Lang::Ru, FaceRule::LongRange) => "Дальняя дистанция: ничего не добавляет",
        (Lang::Ru, FaceRule::MediumRange) => "Средняя дистанция: добавить 6",
        (Lang::Ru, FaceRule::PointBlank) => "В упор: добавить 4 и 6",
        (Lang::Ru, FaceRule::CaptainTarget) => "Капитан Таргет: добавить 2",
        (Lang::En, FaceRule::BroadsideBase) => "Broadside: faces 1, 3, 5",
        (Lang::En, FaceRule::ChaserBase) => "Bow / stern chasers: face 5",
        (Lang::En, FaceRule::DamageReduced) => "Reduced damage level: remove 1",
        (Lang::En, FaceRule::DamageLow) => "Low damage level: remove 1 and 3",
        (Lang::En, FaceRule::ChaserIgnoresDamage) => "Damage does not weaken chasers",
        (Lang::En, FaceRule::LongRange) => "Long range: adds nothing",
        (Lang::En, FaceRule::MediumRange) => "Medium range: add 6",
        (Lang::En, FaceRule::PointBlank) => "Point blank: add 4 and 6",
        (Lang::En, FaceRule::CaptainTarget) => "Captain Target: add 2",
    }
}

/// Why no gun bears on a cell.
pub fn no_bearing(lang: Lang, n: NoBearing) -> String {
    match (lang, n) {
        (Lang::Ru, NoBearing::SameCell) => "Это клетка стреляющего".into(),
        (Lang::Ru, NoBearing::NotOnLine { .. }) => {
            "Не на линии огня: стрелять можно только по прямой или по диагонали".into()
        }
        (Lang::Ru, NoBearing::DeadZone { line, .. }) => format!(
            "Мёртвая зона: ни одно орудие не стреляет на {}",
            heading_name(lang, line)
        ),
        (
            Lang::Ru,
            NoBearing::OutOfRange {
                distance, range, ..
            },
        ) => format!("Вне дальности: {distance} клеток, а дальность огня {range}"),
        (Lang::En, NoBearing::SameCell) => "This is the shooter's own cell".into(),
        (Lang::En, NoBearing::NotOnLine { .. }) => {
            "Not on a fire line: ships fire only straight or diagonally".into()
        }
        (Lang::En, NoBearing::DeadZone { line, .. }) => format!(
            "Dead zone: no gun fires to the {}",
            heading_name(lang, line)
        ),
        (
            Lang::En,
            NoBearing::OutOfRange {
                distance, range, ..
            },
        ) => format!("Out of range: {distance} cells, firing range {range}"),
    }
}

/// Why a ship cannot fire at a cell now.
pub fn cannot_fire(lang: Lang, c: shturman_rules::fire::CannotFire) -> String {
    use shturman_rules::fire::CannotFire;
    match (lang, c) {
        (_, CannotFire::NoBearing(n)) => no_bearing(lang, n),
        (Lang::Ru, CannotFire::ChaserSpent { .. }) => {
            "Выстрел курсовыми или ретирадными в этом раунде уже сделан: он один за раунд (§4.5)"
                .into()
        }
        (Lang::En, CannotFire::ChaserSpent { .. }) => {
            "The chaser shot of this round is already fired: one a round (§4.5)".into()
        }
        (Lang::Ru, CannotFire::NoShotsLeft) => "Выстрелов в этом раунде не осталось".into(),
        (Lang::En, CannotFire::NoShotsLeft) => "No shots left this round".into(),
    }
}

/// "3 из 6" / "3 of 6".
pub fn of_six(lang: Lang, k: u8) -> String {
    match lang {
        Lang::Ru => format!("{k} из 6"),
        Lang::En => format!("{k} of 6"),
    }
}

/// A core percentage ("33.3%") in the language's decimal style.
pub fn percent(lang: Lang, p: String) -> String {
    match lang {
        Lang::Ru => p.replace('.', ",").replace('%', " %"),
        Lang::En => p,
    }
}
