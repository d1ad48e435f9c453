//! Names of the rules core's enums, shared by every screen: ship classes,
//! captains, headings, guns, bands, damage levels, aims, the rules behind
//! each hit-faces step, why a gun cannot fire. Russian game terms stay
//! Russian. [`Terms`] is this crate's one style: a struct of texts and
//! text functions per screen (or shared part), with a `RU` and an `EN`.

use super::Lang;
use crate::plural::CELLS;
use shturman_rules::attack::Aim;
use shturman_rules::fire::{
    Band, CannotFire, DamageLevel, FaceRule, FaceSet, Gun, GunKind, NoBearing,
};
use shturman_rules::{Captain, Heading, ShipClass};

mod en;
mod ru;

pub const RU: Terms = ru::WORDS;
pub const EN: Terms = en::WORDS;

/// The names of the core's enums in one language.
pub struct Terms {
    pub class: fn(ShipClass) -> &'static str,
    pub captain: fn(Captain) -> &'static str,
    /// "север" / "north".
    pub heading: fn(Heading) -> &'static str,
    /// "С" / "N": the code on a compass rose.
    pub heading_code: fn(Heading) -> &'static str,
    pub gun: fn(Gun) -> &'static str,
    /// "Борт" / "Broadside", "Нос / корма" / "Bow / stern".
    pub gun_kind: fn(GunKind) -> &'static str,
    pub band: fn(Band) -> &'static str,
    /// "в упор", "средняя", "дальняя": the band where "дистанция" is said.
    pub band_short: fn(Band) -> &'static str,
    pub level: fn(DamageLevel) -> &'static str,
    pub aim: fn(Aim) -> &'static str,
    pub face_rule: fn(FaceRule) -> &'static str,
    pub no_bearing: fn(NoBearing) -> String,
    pub cannot_fire: fn(CannotFire) -> String,
    /// "3 из 6" / "3 of 6".
    pub of_six: fn(u8) -> String,
    /// A core percentage ("33.3%") in the language's decimal style.
    pub percent: fn(String) -> String,
    /// "1, 3, 5", or "—" for none.
    pub faces: fn(FaceSet) -> String,
}

pub const fn terms(lang: Lang) -> &'static Terms {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}

fn face_list(f: FaceSet) -> String {
    if f.is_empty() {
        return "—".into();
    }
    f.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

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
        ) => format!(
            "Вне дальности: {}, а дальность огня {range}",
            CELLS.count(Lang::Ru, i64::from(distance))
        ),
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
        ) => format!(
            "Out of range: {}, firing range {range}",
            CELLS.count(Lang::En, i64::from(distance))
        ),
    }
}

/// Why a ship cannot fire at a cell now.
pub fn cannot_fire(lang: Lang, c: CannotFire) -> String {
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
        (Lang::Ru, CannotFire::NoShotsAfterChaser) => {
            "Выстрелов в этом раунде не осталось: курсовой или ретирадный выстрел тоже тратит маркер стрельбы — у брига и фрегата единственный (§4.5)"
                .into()
        }
        (Lang::En, CannotFire::NoShotsAfterChaser) => {
            "No shots left this round: the chaser shot used a shot marker too — a brig's or frigate's only one (§4.5)"
                .into()
        }
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
