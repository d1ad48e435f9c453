//! Words of the «Цена Чести» macro-battle resolvers
//! (`shturman_screens::battles::macro_*`) and of their part of the Rules
//! screen: the troops, terrain and guns, the inputs, the odds, every
//! explanation step of the core ([`Rule`]), the errors ([`MacroError`]),
//! the digest's sections M.1–M.9 and the readings [M-n] with their options.

use super::Lang;
use crate::his::Entry;
use crate::plural::{Noun, DICE, POINTS, UNITS};
use shturman_battles::macro_battle::artillery::{BadShift, Gun, NoGunShot};
use shturman_battles::macro_battle::fire::{NoShot, Shooter};
use shturman_battles::macro_battle::melee::{Fate, MeleeError};
use shturman_battles::macro_battle::movement::OfficerState;
use shturman_battles::macro_battle::officer::FieldHolder;
use shturman_battles::macro_battle::{MacroError, Reading, Rule, Side, Terrain, UnitKind};

pub struct Words {
    pub game: &'static str,
    pub melee_title: &'static str,
    pub melee_note: &'static str,
    pub fire_title: &'static str,
    pub fire_note: &'static str,
    pub artillery_title: &'static str,
    pub artillery_note: &'static str,
    pub movement_title: &'static str,
    pub movement_note: &'static str,
    pub after_title: &'static str,
    pub after_note: &'static str,
    pub courier_title: &'static str,
    pub courier_note: &'static str,
    // names
    pub unit: fn(UnitKind) -> &'static str,
    pub mounted_officer: &'static str,
    pub officer_on_foot: &'static str,
    pub gates: &'static str,
    pub terrain: fn(Terrain) -> &'static str,
    pub shooter: fn(Shooter) -> &'static str,
    pub gun: fn(Gun) -> &'static str,
    pub field_holder: fn(FieldHolder) -> &'static str,
    pub officer_state: fn(OfficerState) -> &'static str,
    // inputs
    pub fighter: &'static str,
    pub officer_on_cell: &'static str,
    pub into_mountains: &'static str,
    pub gates_bonus: &'static str,
    pub field: &'static str,
    pub distance: &'static str,
    pub diagonal: &'static str,
    pub from: &'static str,
    pub target: &'static str,
    pub target_kind: fn(u8) -> &'static str,
    pub target_mounted: &'static str,
    pub target_on: &'static str,
    pub between: &'static str,
    pub between_occupied: &'static str,
    pub gun_kind: &'static str,
    pub turned: &'static str,
    pub moved: &'static str,
    pub turn: &'static str,
    pub pass_over: &'static str,
    pub aim: &'static str,
    pub line: &'static str,
    pub line_cells: &'static str,
    /// The content of a cell of the line, by its index in the list.
    pub cell_content: fn(u8) -> &'static str,
    pub cell_label: fn(u8) -> String,
    pub shift: &'static str,
    pub officers_in_battle: &'static str,
    pub officers_out: &'static str,
    pub mode: &'static str,
    pub save_mode: &'static str,
    pub horse_mode: &'static str,
    pub batteries_mode: &'static str,
    pub batteries: &'static str,
    pub courier_mode: &'static str,
    pub pursuit_mode: &'static str,
    pub enemy_units: &'static str,
    pub pursuers: &'static str,
    pub pool: fn(u8) -> &'static str,
    // odds and results
    pub attacker_wins: &'static str,
    pub defender_wins: &'static str,
    pub tie: &'static str,
    pub total_of: fn(Side) -> &'static str,
    pub fate: fn(Fate) -> &'static str,
    pub winner: fn(Side) -> &'static str,
    pub hit: &'static str,
    pub miss: &'static str,
    pub destroyed: &'static str,
    pub gates_opened: &'static str,
    pub officer_saved: &'static str,
    pub officer_wounded: &'static str,
    pub explodes: &'static str,
    pub double_miss: &'static str,
    /// "Cell 5 (4 cells from the gun)".
    /// A cell hit, by its distance from the gun (the one way cells are
    /// counted on the screen; the roll's numbering is in its step).
    pub cell_hit: fn(u8) -> String,
    pub cells_chart: &'static str,
    pub total_chart: &'static str,
    pub points: fn(u32) -> String,
    pub horse_survives: &'static str,
    pub horse_lost: &'static str,
    pub captured_batteries: fn(u32) -> String,
    pub at_least_one: &'static str,
    pub unseen: &'static str,
    pub spotted: &'static str,
    pub captured: &'static str,
    pub escapes: &'static str,
    pub caught: &'static str,
    pub against_chart: &'static str,
    pub step: fn(&Rule) -> String,
    pub error: fn(&MacroError) -> String,
    // rules screen
    pub sections: &'static [Entry],
    pub reading: fn(Reading) -> Entry,
    pub option: fn(Reading, &str) -> &'static str,
}

fn n(noun: Noun, lang: Lang, v: u32) -> String {
    noun.count(lang, i64::from(v))
}

fn signed(v: i32) -> String {
    match v {
        v if v > 0 => format!("+{v}"),
        v if v < 0 => format!("−{}", v.unsigned_abs()),
        // a modifier keeps its sign at zero: "(+0)", not "(0)" (issue 33)
        _ => "+0".to_string(),
    }
}

fn faces(f: &[u8]) -> String {
    let v: Vec<String> = f.iter().map(u8::to_string).collect();
    v.join(", ")
}

fn unit_ru(u: UnitKind) -> &'static str {
    match u {
        UnitKind::LightInfantry => "Лёгкая пехота",
        UnitKind::RifleInfantry => "Стрелковая пехота",
        UnitKind::HeavyInfantry => "Тяжёлая пехота",
        UnitKind::LightCavalry => "Лёгкая кавалерия",
        UnitKind::RifleCavalry => "Стрелковая кавалерия",
        UnitKind::HeavyCavalry => "Тяжёлая кавалерия",
        UnitKind::HorseArtillery => "Конная артиллерия",
        UnitKind::FieldArtillery => "Полевая артиллерия",
        UnitKind::HeavyArtillery => "Тяжёлая артиллерия",
        UnitKind::Saboteurs => "Диверсанты",
    }
}

fn unit_en(u: UnitKind) -> &'static str {
    match u {
        UnitKind::LightInfantry => "Light infantry",
        UnitKind::RifleInfantry => "Rifle infantry",
        UnitKind::HeavyInfantry => "Heavy infantry",
        UnitKind::LightCavalry => "Light cavalry",
        UnitKind::RifleCavalry => "Rifle cavalry",
        UnitKind::HeavyCavalry => "Heavy cavalry",
        UnitKind::HorseArtillery => "Horse artillery",
        UnitKind::FieldArtillery => "Field artillery",
        UnitKind::HeavyArtillery => "Heavy artillery",
        UnitKind::Saboteurs => "Saboteurs",
    }
}

fn terrain_ru(t: Terrain) -> &'static str {
    match t {
        Terrain::Open => "открытая клетка",
        Terrain::Forest => "лес",
        Terrain::River => "река",
        Terrain::Bridge => "мост",
        Terrain::Hill => "холм",
        Terrain::Mountain => "горы",
        Terrain::Road => "дорога",
        Terrain::Swamp => "болото",
        Terrain::Wall => "стена",
        Terrain::WideWall => "широкая стена",
        Terrain::Ladder => "лестница",
        Terrain::Tower => "башня",
        Terrain::Gate => "ворота",
    }
}

fn terrain_en(t: Terrain) -> &'static str {
    match t {
        Terrain::Open => "open ground",
        Terrain::Forest => "forest",
        Terrain::River => "river",
        Terrain::Bridge => "bridge",
        Terrain::Hill => "hill",
        Terrain::Mountain => "mountains",
        Terrain::Road => "road",
        Terrain::Swamp => "swamp",
        Terrain::Wall => "wall",
        Terrain::WideWall => "wide wall",
        Terrain::Ladder => "ladder",
        Terrain::Tower => "tower",
        Terrain::Gate => "gates",
    }
}

const fn side_ru(s: Side) -> &'static str {
    match s {
        Side::Attacker => "Атакующий",
        Side::Defender => "Защитник",
    }
}

const fn side_en(s: Side) -> &'static str {
    match s {
        Side::Attacker => "The attacker",
        Side::Defender => "The defender",
    }
}

fn gun_ru(g: Gun) -> &'static str {
    match g {
        Gun::Heavy => "Тяжёлая",
        Gun::Field => "Полевая",
        Gun::Horse => "Конная",
    }
}

fn gun_en(g: Gun) -> &'static str {
    match g {
        Gun::Heavy => "Heavy",
        Gun::Field => "Field",
        Gun::Horse => "Horse",
    }
}

fn holder_ru(f: FieldHolder) -> &'static str {
    match f {
        FieldHolder::Undecided => "бой идёт",
        FieldHolder::OwnSide => "его сторона",
        FieldHolder::Enemy => "враг",
    }
}

fn holder_en(f: FieldHolder) -> &'static str {
    match f {
        FieldHolder::Undecided => "the battle goes on",
        FieldHolder::OwnSide => "his side",
        FieldHolder::Enemy => "the enemy",
    }
}

fn state_ru(s: OfficerState) -> &'static str {
    match s {
        OfficerState::InBattle => "в бою",
        OfficerState::Wounded => "ранен",
        OfficerState::NotYetPlaced => "ещё не выставлен",
        OfficerState::LeftBattle => "покинул бой",
    }
}

fn state_en(s: OfficerState) -> &'static str {
    match s {
        OfficerState::InBattle => "in the battle",
        OfficerState::Wounded => "wounded",
        OfficerState::NotYetPlaced => "not placed yet",
        OfficerState::LeftBattle => "left the battle",
    }
}

fn step_ru(r: &Rule) -> String {
    let l = Lang::Ru;
    match r {
        Rule::SideDie { face } => match face {
            Some(f) => format!("Кубик стороны: {f}"),
            None => "Кубик стороны: 1".into(),
        },
        Rule::OfficerDie { officer, face } => match face {
            Some(f) => format!("Кубик офицера №{}: {f}", officer + 1),
            None => format!("Офицер №{} в бою: +1 кубик", officer + 1),
        },
        Rule::OfficerNoDie { officer, state } => format!(
            "Офицер №{} {}: кубика не даёт",
            officer + 1,
            state_ru(*state)
        ),
        Rule::PooledPoints { dice, total } => match total {
            Some(t) => format!(
                "Грани складываются в общий запас стороны: {}",
                n(POINTS, l, *t)
            ),
            None => format!(
                "{} складываются в общий запас стороны",
                n(DICE, l, u32::from(*dice))
            ),
        },
        Rule::OwnDice { dice } => format!(
            "{}: каждый офицер тратит свой кубик на свои отряды",
            n(DICE, l, u32::from(*dice))
        ),
        Rule::ShooterRange {
            shooter,
            range,
            from,
            diagonal,
        } => format!(
            "{}: дальность {range}{}; стоит: {}",
            shooter_ru(*shooter),
            if *diagonal {
                ", можно по диагонали"
            } else {
                ", только по прямой"
            },
            terrain_ru(*from)
        ),
        Rule::HitsOn { shooter, from_face } => {
            format!("{} поражает на {from_face}+", shooter_ru(*shooter))
        }
        Rule::FireDie { face, hit } => format!(
            "Выпало {face}: {}",
            if *hit {
                "попадание"
            } else {
                "промах"
            }
        ),
        Rule::TargetDestroyed => "Попадание уничтожает отряд".into(),
        Rule::GunDice { gun, faces: f } => {
            format!("{} артиллерия: выпало {}", gun_ru(*gun), faces(f))
        }
        Rule::GunExplodes { .. } => "Пушка взрывается и уничтожает себя".into(),
        Rule::DoubleMisses { face } => format!("Дубль {face}: промах"),
        Rule::CellRolled { cell, distance, .. } => format!(
            "Клетка пушки — №1 [M-4]; выпало в сумме {cell}, это №{cell} — клетка в {distance} от пушки"
        ),
        Rule::CellShifted {
            from,
            to,
            allowed,
            turn,
        } => format!(
            "Игрок сдвинул клетку №{from} на №{to} (ход стрельбы {turn}: можно на {allowed})"
        ),
        Rule::PassesOver { distance } => {
            format!("С холма выстрел проходит над клеткой в {distance} от пушки")
        }
        Rule::LineCut { distance, terrain } => format!(
            "Клетка в {distance} от пушки — {}: простреливается только она, дальше выстрел не идёт",
            terrain_ru(*terrain)
        ),
        Rule::LineStopped { distance } => {
            format!("Клетка в {distance} от пушки — горы: выстрел останавливается перед ней")
        }
        Rule::CellHit {
            distance,
            figures: 0,
            ..
        } => format!("Клетка в {distance} от пушки: пусто"),
        Rule::CellHit {
            distance,
            figures,
            own: 0,
        } => format!("Клетка в {distance} от пушки: уничтожено всё, фигур: {figures}"),
        Rule::CellHit {
            distance,
            figures,
            own,
        } => format!(
            "Клетка в {distance} от пушки: уничтожено всё, фигур: {figures}, из них своих: {own}"
        ),
        Rule::OfficersMustSave { officers } => {
            format!("Офицеры под огнём бросают спасение, их: {officers}")
        }
        Rule::UnitBonus { side, unit, bonus } => format!(
            "{}: {} {}",
            side_ru(*side),
            unit_ru(*unit).to_lowercase(),
            signed(i32::from(*bonus))
        ),
        Rule::OfficerHelps { side } => format!(
            "{}: офицер на клетке отряда — 2 кубика, берётся лучший",
            side_ru(*side)
        ),
        Rule::OfficerInPerson {
            side,
            mounted,
            bonus,
        } => format!(
            "{}: офицер в бою лично, {} — 2 кубика, лучший {}",
            side_ru(*side),
            if *mounted {
                "верхом"
            } else {
                "пешком"
            },
            signed(i32::from(*bonus))
        ),
        Rule::IntoMountains { penalty } => {
            format!("Атака в горы: {}", signed(i32::from(*penalty)))
        }
        Rule::GatesDefend { bonus } => {
            format!("Ворота защищаются: кубик {}", signed(i32::from(*bonus)))
        }
        Rule::MeleeDice {
            side,
            faces: f,
            kept,
        } => {
            if f.len() > 1 {
                format!("{}: выпало {}, берётся {kept}", side_ru(*side), faces(f))
            } else {
                format!("{}: выпало {kept}", side_ru(*side))
            }
        }
        Rule::MeleeTotal { side, kept, total } => {
            format!("{}: {kept} + бонусы = {total}", side_ru(*side))
        }
        Rule::HigherWins {
            winner,
            attacker,
            defender,
        } => format!(
            "{attacker} против {defender}: больше у стороны «{}» — она побеждает",
            side_ru(*winner).to_lowercase()
        ),
        Rule::TieToDefender { total } => {
            format!("Поровну ({total} : {total}): побеждает защитник")
        }
        Rule::LoserDestroyed { side } => format!("{} проиграл и уничтожен", side_ru(*side)),
        Rule::LaidOnSide { side, .. } => format!(
            "{}: артиллерия уничтожена и кладётся на бок — после боя её можно захватить",
            side_ru(*side)
        ),
        Rule::RepulsedByGates => "Отряд, проигравший воротам, не уничтожен".into(),
        Rule::GatesOpened => "Ворота разбиты: открыты до конца боя".into(),
        Rule::OfficerMustSave => "Проигравший офицер не гибнет, а бросает спасение".into(),
        Rule::SaveDie { face, saved } => format!(
            "Спасение: выпало {face} — {}",
            if *saved {
                "спасён (5+)"
            } else {
                "ранен (1–4)"
            }
        ),
        Rule::Dismounted => "Спасён, но спешен: конь бросает после боя".into(),
        Rule::SavedOnFoot => "Спасён; он и так пешком".into(),
        Rule::MovementDieLeaves => "Ранен: его кубик движения выходит из боя".into(),
        Rule::WoundedFate { field } => match field {
            FieldHolder::Undecided => {
                "Если поле останется за врагом, раненый попадёт в плен".into()
            }
            FieldHolder::OwnSide => "Поле за его стороной: раненого уносят".into(),
            FieldHolder::Enemy => "Поле за врагом: раненый в плену".into(),
        },
        Rule::HorseDie { face, survives } => format!(
            "Конь: выпало {face} — {}",
            if *survives {
                "лишь ранен (4+)"
            } else {
                "погиб"
            }
        ),
        Rule::CaptureDie {
            battery,
            face,
            captured,
        } => format!(
            "Батарея №{battery}: выпало {face} — {}",
            if *captured {
                "захвачена (4+)"
            } else {
                "не захвачена"
            }
        ),
        Rule::BatteriesCaptured {
            captured,
            batteries,
        } => format!("Захвачено батарей: {captured} из {batteries}"),
        Rule::CourierDice {
            first,
            second,
            sum,
            units,
        } => format!(
            "Гонец: {first} + {second} = {sum} против {}",
            UNITS.count_in(l, i64::from(*units), crate::plural::Case::Genitive)
        ),
        Rule::DoubleOneCaptured => "Две единицы: гонца сразу ведут к генералу".into(),
        Rule::DoubleOnePasses => {
            "Две единицы, но сумма 2 больше числа отрядов: гонец проезжает".into()
        }
        Rule::CourierUnseen { sum, units } => {
            format!("{sum} больше {units}: гонец проезжает незамеченным")
        }
        Rule::CourierSpotted { sum, units } => {
            format!("{sum} не больше {units}: генералу сообщают о «подозрительном типе»")
        }
        Rule::PursuitDice { courier, pursuers } => {
            format!("Гонец: {courier}; погоня: {}", faces(pursuers))
        }
        Rule::PursuitCompared {
            courier,
            against,
            escapes,
        } => format!(
            "{courier} против {against}: {}",
            if *escapes {
                "гонец уходит"
            } else {
                "гонца настигли"
            }
        ),
    }
}

fn step_en(r: &Rule) -> String {
    let l = Lang::En;
    match r {
        Rule::SideDie { face } => match face {
            Some(f) => format!("The side's die: {f}"),
            None => "The side's die: 1".into(),
        },
        Rule::OfficerDie { officer, face } => match face {
            Some(f) => format!("Officer no. {}'s die: {f}", officer + 1),
            None => format!("Officer no. {} in the battle: +1 die", officer + 1),
        },
        Rule::OfficerNoDie { officer, state } => format!(
            "Officer no. {} {}: no die",
            officer + 1,
            state_en(*state)
        ),
        Rule::PooledPoints { dice, total } => match total {
            Some(t) => format!("The faces add up to the side's pool: {}", n(POINTS, l, *t)),
            None => format!(
                "{} add up to the side's pool",
                n(DICE, l, u32::from(*dice))
            ),
        },
        Rule::OwnDice { dice } => format!(
            "{}: each officer spends his own die on his own units",
            n(DICE, l, u32::from(*dice))
        ),
        Rule::ShooterRange {
            shooter,
            range,
            from,
            diagonal,
        } => format!(
            "{}: range {range}{}; standing on {}",
            shooter_en(*shooter),
            if *diagonal { ", diagonals allowed" } else { ", straight only" },
            terrain_en(*from)
        ),
        Rule::HitsOn { shooter, from_face } => {
            format!("{} hits on {from_face}+", shooter_en(*shooter))
        }
        Rule::FireDie { face, hit } => {
            format!("Rolled {face}: {}", if *hit { "a hit" } else { "a miss" })
        }
        Rule::TargetDestroyed => "A hit destroys the unit".into(),
        Rule::GunDice { gun, faces: f } => {
            format!("{} artillery: rolled {}", gun_en(*gun), faces(f))
        }
        Rule::GunExplodes { .. } => "The gun explodes, destroying itself".into(),
        Rule::DoubleMisses { face } => format!("Double {face}: a miss"),
        Rule::CellRolled {
            cell, distance, ..
        } => format!(
            "The gun's own cell is no. 1 [M-4]; the dice sum to {cell}, which is no. {cell}, the cell {distance} from the gun"
        ),
        Rule::CellShifted {
            from,
            to,
            allowed,
            turn,
        } => format!(
            "The player shifted cell no. {from} to no. {to} (shooting turn {turn}: up to {allowed})"
        ),
        Rule::PassesOver { distance } => {
            format!("From a hill the shot passes over the cell {distance} from the gun")
        }
        Rule::LineCut { distance, terrain } => format!(
            "The cell {distance} from the gun is {}: only it is hit, the shot goes no further",
            terrain_en(*terrain)
        ),
        Rule::LineStopped { distance } => {
            format!("The cell {distance} from the gun is mountains: the shot stops before it")
        }
        Rule::CellHit {
            distance,
            figures: 0,
            ..
        } => format!("The cell {distance} from the gun: empty"),
        Rule::CellHit {
            distance,
            figures,
            own: 0,
        } => format!("The cell {distance} from the gun: everything destroyed, figures: {figures}"),
        Rule::CellHit {
            distance,
            figures,
            own,
        } => format!(
            "The cell {distance} from the gun: everything destroyed, figures: {figures}, {own} of them own"
        ),
        Rule::OfficersMustSave { officers } => {
            format!("Officers hit roll a save, {officers} of them")
        }
        Rule::UnitBonus { side, unit, bonus } => format!(
            "{}: {} {}",
            side_en(*side),
            unit_en(*unit).to_lowercase(),
            signed(i32::from(*bonus))
        ),
        Rule::OfficerHelps { side } => format!(
            "{}: an officer on the unit's cell — 2 dice, the better kept",
            side_en(*side)
        ),
        Rule::OfficerInPerson {
            side,
            mounted,
            bonus,
        } => format!(
            "{}: an officer fighting in person, {} — 2 dice, the better {}",
            side_en(*side),
            if *mounted { "mounted" } else { "on foot" },
            signed(i32::from(*bonus))
        ),
        Rule::IntoMountains { penalty } => {
            format!("Attacking into mountains: {}", signed(i32::from(*penalty)))
        }
        Rule::GatesDefend { bonus } => {
            format!("The gates defend: a die {}", signed(i32::from(*bonus)))
        }
        Rule::MeleeDice { side, faces: f, kept } => {
            if f.len() > 1 {
                format!("{}: rolled {}, keeps {kept}", side_en(*side), faces(f))
            } else {
                format!("{}: rolled {kept}", side_en(*side))
            }
        }
        Rule::MeleeTotal { side, kept, total } => {
            format!("{}: {kept} + bonuses = {total}", side_en(*side))
        }
        Rule::HigherWins {
            winner,
            attacker,
            defender,
        } => format!(
            "{attacker} against {defender}: {} is higher and wins",
            side_en(*winner).to_lowercase()
        ),
        Rule::TieToDefender { total } => {
            format!("Equal ({total} : {total}): the defender wins")
        }
        Rule::LoserDestroyed { side } => format!("{} lost and is destroyed", side_en(*side)),
        Rule::LaidOnSide { side, .. } => format!(
            "{}: the artillery is destroyed and laid on its side — it may be captured after the battle",
            side_en(*side)
        ),
        Rule::RepulsedByGates => "A unit that loses to the gates is not destroyed".into(),
        Rule::GatesOpened => "The gates are broken: open until the battle ends".into(),
        Rule::OfficerMustSave => "A losing officer does not die: he rolls a save".into(),
        Rule::SaveDie { face, saved } => format!(
            "Save: rolled {face} — {}",
            if *saved { "saved (5+)" } else { "wounded (1–4)" }
        ),
        Rule::Dismounted => "Saved but dismounted: the horse rolls after the battle".into(),
        Rule::SavedOnFoot => "Saved; he was on foot anyway".into(),
        Rule::MovementDieLeaves => "Wounded: his movement die leaves the battle".into(),
        Rule::WoundedFate { field } => match field {
            FieldHolder::Undecided => {
                "If the enemy holds the field, the wounded officer is captured".into()
            }
            FieldHolder::OwnSide => "His side holds the field: he is carried off".into(),
            FieldHolder::Enemy => "The enemy holds the field: he is captured".into(),
        },
        Rule::HorseDie { face, survives } => format!(
            "The horse: rolled {face} — {}",
            if *survives { "only wounded (4+)" } else { "lost" }
        ),
        Rule::CaptureDie {
            battery,
            face,
            captured,
        } => format!(
            "Battery no. {battery}: rolled {face} — {}",
            if *captured { "captured (4+)" } else { "not captured" }
        ),
        Rule::BatteriesCaptured {
            captured,
            batteries,
        } => format!("Batteries captured: {captured} of {batteries}"),
        Rule::CourierDice {
            first,
            second,
            sum,
            units,
        } => format!(
            "The courier: {first} + {second} = {sum} against {}",
            n(UNITS, l, *units)
        ),
        Rule::DoubleOneCaptured => "Double 1: the courier is taken to the general".into(),
        Rule::DoubleOnePasses => {
            "Double 1, but the sum 2 beats the number of units: the courier passes".into()
        }
        Rule::CourierUnseen { sum, units } => {
            format!("{sum} is more than {units}: the courier passes unseen")
        }
        Rule::CourierSpotted { sum, units } => format!(
            "{sum} is not more than {units}: the general hears of a “suspicious type”"
        ),
        Rule::PursuitDice { courier, pursuers } => {
            format!("The courier: {courier}; the pursuit: {}", faces(pursuers))
        }
        Rule::PursuitCompared {
            courier,
            against,
            escapes,
        } => format!(
            "{courier} against {against}: {}",
            if *escapes { "the courier escapes" } else { "the courier is caught" }
        ),
    }
}

fn shooter_ru(s: Shooter) -> &'static str {
    match s {
        Shooter::RifleInfantry => "Стрелковая пехота",
        Shooter::Saboteurs => "Диверсанты",
        Shooter::RifleCavalry => "Стрелковая кавалерия",
        Shooter::MountedOfficer => "Офицер верхом",
        Shooter::OfficerOnFoot => "Офицер пешком",
    }
}

fn shooter_en(s: Shooter) -> &'static str {
    match s {
        Shooter::RifleInfantry => "Rifle infantry",
        Shooter::Saboteurs => "Saboteurs",
        Shooter::RifleCavalry => "Rifle cavalry",
        Shooter::MountedOfficer => "Mounted officer",
        Shooter::OfficerOnFoot => "Officer on foot",
    }
}

fn no_shot_ru(e: &NoShot) -> String {
    match e {
        NoShot::NotAShooter { unit } => format!("{} не стреляет", unit_ru(*unit)),
        NoShot::ArtilleryFiresAsArtillery { unit } => {
            format!("{} стреляет по правилам артиллерии", unit_ru(*unit))
        }
        NoShot::GatesDoNotShoot => "Ворота не стреляют".into(),
        NoShot::SameCell => "Цель на клетке стрелка".into(),
        NoShot::OutOfRange { distance, range } => {
            format!("До цели {distance}, а дальность {range}")
        }
        NoShot::DiagonalNotFrom { from } => format!(
            "По диагонали стреляют только с башни, стены, холма или гор, не: {}",
            terrain_ru(*from)
        ),
        NoShot::BetweenCells { .. } => "Клетки между стрелком и целью не заданы".into(),
        NoShot::Mountain { .. } => "Горы не простреливаются".into(),
        NoShot::ThroughWall { .. } => "Из ружей через стену стрелять нельзя".into(),
        NoShot::ThroughOccupied { .. } => {
            "Через клетку с отрядом стрелять нельзя (кроме как с холма или гор)".into()
        }
        NoShot::WallFromBelow { .. } => {
            "На стену стреляют только с лестницы, башни или стены".into()
        }
        NoShot::OfficerWithUnit => {
            "Офицера, стоящего с отрядом, пехота целью выбрать не может".into()
        }
        NoShot::GatesNotForInfantry => "Ворота не цель для пехоты".into(),
    }
}

fn no_shot_en(e: &NoShot) -> String {
    match e {
        NoShot::NotAShooter { unit } => format!("{} cannot shoot", unit_en(*unit)),
        NoShot::ArtilleryFiresAsArtillery { unit } => {
            format!("{} fires by the artillery rules", unit_en(*unit))
        }
        NoShot::GatesDoNotShoot => "Gates do not shoot".into(),
        NoShot::SameCell => "The target is on the shooter's cell".into(),
        NoShot::OutOfRange { distance, range } => {
            format!("The target is {distance} away; the range is {range}")
        }
        NoShot::DiagonalNotFrom { from } => format!(
            "Diagonal fire only from a tower, wall, hill or mountains, not from {}",
            terrain_en(*from)
        ),
        NoShot::BetweenCells { .. } => "The cells between are not given".into(),
        NoShot::Mountain { .. } => "No fire passes mountains".into(),
        NoShot::ThroughWall { .. } => "No musket fire through a wall".into(),
        NoShot::ThroughOccupied { .. } => {
            "No fire through a cell with a unit (except from a hill or mountains)".into()
        }
        NoShot::WallFromBelow { .. } => "A wall is shot only from a ladder, tower or wall".into(),
        NoShot::OfficerWithUnit => "Infantry may not pick an officer standing with a unit".into(),
        NoShot::GatesNotForInfantry => "Infantry may not shoot at the gates".into(),
    }
}

fn gun_error_ru(e: &NoGunShot) -> String {
    match e {
        NoGunShot::FromSwamp => "Из болота артиллерия не стреляет".into(),
        NoGunShot::DiagonalNotFrom { .. } => {
            "По диагонали — только тяжёлая и полевая, с башни или холма".into()
        }
        NoGunShot::HeavyTurnedThisTurn => "Тяжёлая пушка не стреляет в ход поворота".into(),
        NoGunShot::HeavyCannotMove => "Тяжёлая пушка не двигается".into(),
        NoGunShot::FieldMovedThisTurn => "Полевая пушка не стреляет в ход движения".into(),
        NoGunShot::ZeroTurn => "Ходы стрельбы считаются с первого".into(),
        NoGunShot::PassOverNotFromHill { .. } => {
            "Стрелять поверх соседней клетки можно только с холма".into()
        }
        NoGunShot::LineTooLong { max, .. } => format!("Линия — не длиннее: {max}"),
        NoGunShot::AimOnlyForField { .. } => "Прицеливается только полевая пушка".into(),
        NoGunShot::AimAtOwnCell { nearest, .. } => {
            format!("Ближайшая клетка перед пушкой — №{nearest}")
        }
        NoGunShot::DiceCount { .. } => "Не то число кубиков".into(),
    }
}

fn gun_error_en(e: &NoGunShot) -> String {
    match e {
        NoGunShot::FromSwamp => "Artillery cannot fire from a swamp".into(),
        NoGunShot::DiagonalNotFrom { .. } => {
            "Diagonally only heavy and field guns, from a tower or hill".into()
        }
        NoGunShot::HeavyTurnedThisTurn => "A heavy gun cannot fire in a turn it turned".into(),
        NoGunShot::HeavyCannotMove => "A heavy gun does not move".into(),
        NoGunShot::FieldMovedThisTurn => "A field gun cannot fire in a turn it moved".into(),
        NoGunShot::ZeroTurn => "Shooting turns count from the first".into(),
        NoGunShot::PassOverNotFromHill { .. } => {
            "Only from a hill may a gun fire over the next cell".into()
        }
        NoGunShot::LineTooLong { max, .. } => format!("A line is at most {max} long"),
        NoGunShot::AimOnlyForField { .. } => "Only a field gun aims".into(),
        NoGunShot::AimAtOwnCell { nearest, .. } => {
            format!("The nearest cell in front of the gun is no. {nearest}")
        }
        NoGunShot::DiceCount { .. } => "The wrong number of dice".into(),
    }
}

fn error_ru(e: &MacroError) -> String {
    match e {
        MacroError::NoShot(s) => no_shot_ru(s),
        MacroError::NoGunShot(g) => gun_error_ru(g),
        MacroError::BadShift(b) => match b {
            BadShift::OnlyField { .. } => "Сдвигать клетку может только полевая пушка".into(),
            BadShift::TooFar { allowed, .. } => {
                format!("В этот ход можно сдвинуть не дальше чем на {allowed}")
            }
            BadShift::DoubleStaysMiss => "Дубль нельзя сдвинуть в попадание".into(),
            BadShift::OntoOwnCell { .. } => "Сдвиг ведёт на клетку самой пушки".into(),
        },
        MacroError::Melee(m) => match m {
            MeleeError::GatesDoNotAttack => "Ворота не атакуют".into(),
            MeleeError::MayNotAttackIntoMountains { .. } => {
                "В горы атакует только пехота [M-9]".into()
            }
            MeleeError::GatesBonusNeedsEnteredReading { .. } => {
                "Бонус ворот задаётся только при прочтении [M-10] «задаёт мастер»".into()
            }
        },
        MacroError::TooManyOfficers { max, .. } => format!("Офицеров не больше {max}"),
        MacroError::TooManyBatteries { max, .. } => format!("Батарей не больше {max}"),
        MacroError::BadPursuers { max, .. } => {
            format!("Кавалерии в погоню: от 1 до {max}")
        }
        MacroError::Dice(_) => "Грань кубика — от 1 до 6".into(),
        other => format!("Так нельзя: {other}"),
    }
}

fn error_en(e: &MacroError) -> String {
    match e {
        MacroError::NoShot(s) => no_shot_en(s),
        MacroError::NoGunShot(g) => gun_error_en(g),
        MacroError::BadShift(b) => match b {
            BadShift::OnlyField { .. } => "Only a field gun shifts its cell".into(),
            BadShift::TooFar { allowed, .. } => {
                format!("This turn the cell shifts by at most {allowed}")
            }
            BadShift::DoubleStaysMiss => "A double cannot be shifted into a hit".into(),
            BadShift::OntoOwnCell { .. } => "The shift lands on the gun's own cell".into(),
        },
        MacroError::Melee(m) => match m {
            MeleeError::GatesDoNotAttack => "The gates do not attack".into(),
            MeleeError::MayNotAttackIntoMountains { .. } => {
                "Only infantry attacks into mountains [M-9]".into()
            }
            MeleeError::GatesBonusNeedsEnteredReading { .. } => {
                "A gates bonus needs the reading [M-10] “entered by the master”".into()
            }
        },
        MacroError::TooManyOfficers { max, .. } => format!("At most {max} officers"),
        MacroError::TooManyBatteries { max, .. } => format!("At most {max} batteries"),
        MacroError::BadPursuers { max, .. } => {
            format!("Cavalry in pursuit: from 1 to {max}")
        }
        MacroError::Dice(_) => "A die's face is 1 to 6".into(),
        other => format!("Not allowed: {other}"),
    }
}

const SECTIONS_RU: &[Entry] = &[
    Entry { id: "M.1", title: "Кубики движения", body: "Сторона бросает 1 кубик + по кубику за каждого офицера в бою (выставлен и не ранен) [M-2]. Пехота: 1 клетка за очко; кавалерия и конные офицеры: 2 клетки за очко (не больше 4); артиллерия: 2 очка за клетку (конная до 2, полевая 1, тяжёлая не ходит). Поворот до 90° — 1 очко; дорога удваивает максимум; болото останавливает; кавалерия встаёт на каждой клетке реки." },
    Entry { id: "M.2", title: "Стрельба из ружей и карабинов", body: "Выстрел в фазу по одному отряду; через занятую клетку нельзя (кроме как с холма или гор), из ружей — через стену. Стрелковая пехота и диверсанты: 2 клетки по прямой (по диагонали — с башни, стены [M-16], холма или гор), попадание на 5–6. Стрелковая кавалерия: 1 клетка, на 6. Офицер: [M-7], на 6. Попадание уничтожает отряд; офицер бросает спасение (M.7)." },
    Entry { id: "M.3", title: "Тяжёлая артиллерия", body: "2d6: две единицы — пушка взрывается; другой дубль — промах; иначе сумма N — уничтожено всё на линии до клетки N, свои тоже (клетки от пушки, [M-4]). Лес, холм, стена, башня простреливаются на 1 клетку; горы не простреливаются; из болота не стреляют. Не стреляет в ход поворота." },
    Entry { id: "M.4", title: "Полевая артиллерия", body: "Те же 2d6, но поражается только клетка N. Если пушка не поворачивала, со второго хода стрельбы клетку можно сдвинуть на ±1, с третьего — до ±2, после броска; дубль в попадание не сдвигается. Не стреляет в ход движения." },
    Entry { id: "M.5", title: "Конная артиллерия", body: "1 кубик по направлению пушки: 1 — пушка взрывается (своя клетка), 2–6 — поражена эта клетка." },
    Entry { id: "M.6", title: "Штыковая", body: "Кубик атакующего + бонус против кубика защитника + бонус; больше — побеждает и уничтожает проигравшего, поровну — защитник. Тяжёлая пехота +2, лёгкая и стрелковая кавалерия +1, тяжёлая кавалерия +2, конная и полевая артиллерия −1, тяжёлая −2, пехота в горы −2 [M-9], офицер верхом лично +1 [M-8]. Офицер на клетке отряда: 2 кубика, лучший; лично — 2 кубика, лучший + свой бонус. Проигравший офицер бросает спасение; отряд, проигравший воротам, цел [M-10]; артиллерию кладут на бок." },
    Entry { id: "M.7", title: "Спасение офицера", body: "Кубик 5+: спасён, спешен (после боя конь: 4+ — лишь ранен); 1–4: ранен, его кубик движения выходит из боя, в плену, если поле за врагом." },
    Entry { id: "M.8", title: "Захваченные батареи", body: "После боя за каждую батарею, уничтоженную в штыковой: кубик 4+ — захвачена." },
    Entry { id: "M.9", title: "Гонец и погоня", body: "2d6 против числа N вражеских отрядов на пути (мастер его не называет): две единицы — в плену [M-12]; больше N — проехал незамеченным, иначе замечен. Погоня: кубик гонца против K кубиков, K — посланные отряды кавалерии [M-13]." },
];

const SECTIONS_EN: &[Entry] = &[
    Entry { id: "M.1", title: "Movement dice", body: "A side rolls 1 die + one per officer in the battle (placed, unwounded) [M-2]. Infantry: 1 cell a point; cavalry and mounted officers: 2 cells a point (max 4); artillery: 2 points a cell (horse max 2, field 1, heavy none). Turning up to 90° costs 1; roads double the maximum; swamps stop the move; cavalry stops on each river cell." },
    Entry { id: "M.2", title: "Musket and carbine fire", body: "One shot a phase at one unit; not through an occupied cell (except from a hill or mountains), no muskets through walls. Rifle infantry and saboteurs: 2 cells straight (diagonal from a tower, wall [M-16], hill or mountains), hit on 5–6. Rifle cavalry: 1 cell, on 6. Officer: [M-7], on 6. A hit destroys the unit; an officer rolls a save (M.7)." },
    Entry { id: "M.3", title: "Heavy artillery", body: "2d6: double 1 — the gun explodes; any other double misses; otherwise the sum N — everything on the line up to cell N is destroyed, own units too (cells from the gun, [M-4]). Forest, hill, wall, tower take 1 cell; no fire through mountains; none from a swamp. Cannot fire in a turn it turned." },
    Entry { id: "M.4", title: "Field artillery", body: "The same 2d6, but only cell N is hit. If the gun did not turn, from its second shooting turn the cell may shift by ±1, from the third by up to ±2, after the roll; a double cannot be shifted into a hit. Cannot fire in a turn it moved." },
    Entry { id: "M.5", title: "Horse artillery", body: "1 die along the gun's facing: 1 — the gun explodes (its own cell), 2–6 — that cell is hit." },
    Entry { id: "M.6", title: "Melee", body: "Attacker's die + bonus against the defender's die + bonus; higher wins and destroys the loser, ties go to the defender. Heavy infantry +2, light and rifle cavalry +1, heavy cavalry +2, horse and field artillery −1, heavy −2, infantry into mountains −2 [M-9], a mounted officer in person +1 [M-8]. An officer on the unit's cell: 2 dice, the better; in person: 2 dice, the better + his bonus. A losing officer saves; a unit losing to the gates survives [M-10]; artillery is laid on its side." },
    Entry { id: "M.7", title: "Officer's save", body: "A die 5+: saved, dismounted (after the battle the horse: 4+ only wounded); 1–4: wounded, his movement die leaves the battle, captured if the enemy holds the field." },
    Entry { id: "M.8", title: "Captured batteries", body: "After the battle, for each battery destroyed in melee: a die 4+ — captured." },
    Entry { id: "M.9", title: "Courier and pursuit", body: "2d6 against the number N of enemy units on the way (the master keeps it hidden): double 1 — captured [M-12]; higher than N — passes unseen, else spotted. Pursuit: the courier's die against K dice, K the cavalry units sent [M-13]." },
];

fn reading_ru(r: Reading) -> Entry {
    let id = r.id();
    let (title, body) = match r {
        Reading::M2MovementDice => ("Кубики движения: общие или свои", "По умолчанию грани складываются в общий запас стороны; иначе каждый офицер тратит свой кубик на свои отряды."),
        Reading::M4GunCell => ("С какой клетки считает артиллерия", "По умолчанию клетка самой пушки — №1 (выпало N — в N − 1 от пушки); иначе она №0."),
        Reading::M7OfficerRange => ("Дальность стрельбы офицера", "По умолчанию 1 клетка, как у кавалерии; иначе пеший офицер стреляет на 2, как пехота."),
        Reading::M8OfficerBonus => ("Когда действует +1 конного офицера", "По умолчанию в атаке и в защите; иначе только в атаке."),
        Reading::M9Mountains => ("Кто платит −2 за атаку в горы", "По умолчанию только пехота (пеший офицер — тоже); иначе любой атакующий; или в горы атакует только пехота."),
        Reading::M10Gates => ("Чем защищаются ворота", "По умолчанию кубиком + 0; иначе бонус задаёт мастер."),
        Reading::M12DoubleOne => ("Две единицы гонца при N ≤ 1", "По умолчанию две единицы — всегда плен; иначе при N ≤ 1 сумма 2 больше N, и гонец проезжает."),
        Reading::M13Pursuit => ("Когда гонец уходит от погони", "По умолчанию — если его кубик больше лучшего кубика погони; или при равенстве тоже; или больше суммы их кубиков."),
        Reading::M16Walls => ("С каких стен стреляют по диагонали", "По умолчанию с любой стены; иначе только с широкой."),
    };
    Entry { id, title, body }
}

fn reading_en(r: Reading) -> Entry {
    let id = r.id();
    let (title, body) = match r {
        Reading::M2MovementDice => ("Movement dice: pooled or each his own", "By default the faces add up to the side's pool; otherwise each officer spends his own die on his own units."),
        Reading::M4GunCell => ("Which cell artillery counts from", "By default the gun's own cell is no. 1 (a roll of N is N − 1 away); otherwise it is no. 0."),
        Reading::M7OfficerRange => ("An officer's musket range", "By default 1 cell, as cavalry; otherwise 2 on foot, as infantry."),
        Reading::M8OfficerBonus => ("When a mounted officer's +1 counts", "By default in attack and defence; otherwise in attack only."),
        Reading::M9Mountains => ("Who pays −2 attacking into mountains", "By default only infantry (an officer on foot too); or every attacker; or only infantry may attack into mountains at all."),
        Reading::M10Gates => ("What gates defend with", "By default a die + 0; otherwise a bonus the master enters."),
        Reading::M12DoubleOne => ("A courier's double 1 when N ≤ 1", "By default double 1 always captures; otherwise with N ≤ 1 the sum 2 beats N and he passes."),
        Reading::M13Pursuit => ("When a courier escapes a pursuit", "By default if his die beats the pursuers' highest; or ties escape too; or it must beat their sum."),
        Reading::M16Walls => ("Which walls allow diagonal fire", "By default any wall; otherwise wide walls only."),
    };
    Entry { id, title, body }
}

fn option_ru(_: Reading, code: &str) -> &'static str {
    match code {
        "pooled" => "Общий запас",
        "own_die" => "Кубик — свой",
        "own_cell_1" => "Пушка — №1",
        "own_cell_0" => "Пушка — №0",
        "one" => "1 клетка",
        "two_on_foot" => "Пешком — 2",
        "attack_and_defence" => "Атака и защита",
        "attack_only" => "Только атака",
        "infantry_only" => "Только пехота",
        "every_attacker" => "Любой атакующий",
        "only_infantry_may_attack" => "Атакует только пехота",
        "d6" => "Кубик + 0",
        "entered" => "Задаёт мастер",
        "captured" => "Плен",
        "passes" => "Проезжает",
        "beat_highest" => "Больше лучшего",
        "ties_escape" => "Равенство спасает",
        "beat_sum" => "Больше суммы",
        "any_wall" => "Любая стена",
        "wide_only" => "Только широкая",
        _ => "—",
    }
}

fn option_en(_: Reading, code: &str) -> &'static str {
    match code {
        "pooled" => "Pooled",
        "own_die" => "His own die",
        "own_cell_1" => "Gun is no. 1",
        "own_cell_0" => "Gun is no. 0",
        "one" => "1 cell",
        "two_on_foot" => "On foot 2",
        "attack_and_defence" => "Attack and defence",
        "attack_only" => "Attack only",
        "infantry_only" => "Infantry only",
        "every_attacker" => "Every attacker",
        "only_infantry_may_attack" => "Only infantry attacks",
        "d6" => "A die + 0",
        "entered" => "The master enters it",
        "captured" => "Captured",
        "passes" => "Passes",
        "beat_highest" => "Beat the highest",
        "ties_escape" => "Ties escape",
        "beat_sum" => "Beat the sum",
        "any_wall" => "Any wall",
        "wide_only" => "Wide only",
        _ => "—",
    }
}

pub const RU: Words = Words {
    game: "«Цена Чести»: макробитва",
    melee_title: "Штыковая",
    melee_note: "Кубики и бонусы, офицеры, ворота, ничья — защитнику",
    fire_title: "Стрельба",
    fire_note: "Ружья и карабины: можно ли стрелять и на что",
    artillery_title: "Артиллерия",
    artillery_note: "Тяжёлая, полевая со сдвигом, конная; что на линии",
    movement_title: "Кубики движения",
    movement_note: "Кубик стороны и офицеров, сумма очков",
    after_title: "После боя",
    after_note: "Спасение офицера, конь, захват батарей",
    courier_title: "Гонец и погоня",
    courier_note: "2d6 против скрытого числа отрядов; погоня кавалерии",
    unit: unit_ru,
    mounted_officer: "Офицер верхом",
    officer_on_foot: "Офицер пешком",
    gates: "Ворота",
    terrain: terrain_ru,
    shooter: shooter_ru,
    gun: gun_ru,
    field_holder: holder_ru,
    officer_state: state_ru,
    fighter: "Кто",
    officer_on_cell: "Офицер на клетке",
    into_mountains: "Атака в горы",
    gates_bonus: "Бонус ворот",
    field: "Поле за",
    distance: "До цели, клеток",
    diagonal: "По диагонали",
    from: "Стрелок стоит",
    target: "Цель",
    target_kind: |k| match k {
        0 => "Отряд",
        1 => "Офицер один",
        2 => "Офицер с отрядом",
        _ => "Ворота",
    },
    target_mounted: "Офицер-цель верхом",
    target_on: "Цель стоит",
    between: "Клетка между",
    between_occupied: "Там отряд",
    gun_kind: "Пушка",
    turned: "Поворачивала в этот ход",
    moved: "Двигалась в этот ход",
    turn: "Ход стрельбы",
    pass_over: "С холма поверх соседней",
    aim: "Целится в клетку",
    line: "Линия огня",
    line_cells: "Клеток задано",
    cell_content: |i| match i {
        0 => "пусто",
        1 => "враг",
        2 => "свой отряд",
        3 => "офицер врага",
        4 => "лес",
        5 => "холм",
        6 => "стена",
        7 => "башня",
        8 => "горы",
        _ => "ворота врага",
    },
    cell_label: |d| format!("Клетка в {d} от пушки"),
    shift: "Сдвиг клетки",
    officers_in_battle: "Офицеров в бою",
    officers_out: "Без кубика: ранен, не выставлен",
    mode: "Что бросаем",
    save_mode: "Спасение",
    horse_mode: "Конь",
    batteries_mode: "Батареи",
    batteries: "Батарей уничтожено в штыковой",
    courier_mode: "Гонец",
    pursuit_mode: "Погоня",
    enemy_units: "Вражеских отрядов (N)",
    pursuers: "Кавалерии в погоне (K)",
    pool: |i| match i {
        0 => "Кубики",
        1 => "Спасение",
        _ => "Погоня",
    },
    attacker_wins: "Побеждает атакующий",
    defender_wins: "Побеждает защитник (с ничьей)",
    tie: "Из них ничья",
    total_of: |s| match s {
        Side::Attacker => "Итог атакующего",
        Side::Defender => "Итог защитника",
    },
    fate: |f| match f {
        Fate::Destroyed => "проигравший уничтожен",
        Fate::LaidOnSide => "артиллерия на боку",
        Fate::OfficerSaved => "офицер спасён",
        Fate::OfficerWounded => "офицер ранен",
        Fate::Repulsed => "отбит воротами",
        Fate::GatesOpened => "ворота разбиты",
    },
    winner: |s| match s {
        Side::Attacker => "Побеждает атакующий",
        Side::Defender => "Побеждает защитник",
    },
    hit: "Попадание",
    miss: "Промах",
    destroyed: "Отряд уничтожен",
    gates_opened: "Ворота разбиты",
    officer_saved: "Офицер ранен не был: спасён",
    officer_wounded: "Офицер ранен",
    explodes: "Пушка взрывается",
    double_miss: "Дубль — промах",
    cell_hit: |d| format!("Клетка в {d} от пушки"),
    cells_chart: "Куда ляжет выстрел",
    total_chart: "Сумма очков",
    points: |p| n(POINTS, Lang::Ru, p),
    horse_survives: "Конь лишь ранен",
    horse_lost: "Конь погиб",
    captured_batteries: |k| format!("Захвачено батарей: {k}"),
    at_least_one: "Хотя бы одна захвачена",
    unseen: "Проехал незамеченным",
    spotted: "Замечен",
    captured: "В плену",
    escapes: "Уходит",
    caught: "Настигнут",
    against_chart: "С чем сравнивают кубик гонца",
    step: step_ru,
    error: error_ru,
    sections: SECTIONS_RU,
    reading: reading_ru,
    option: option_ru,
};

pub const EN: Words = Words {
    game: "«Price of Honour»: the macro-battle",
    melee_title: "Melee",
    melee_note: "Dice and bonuses, officers, gates, ties to the defender",
    fire_title: "Musket fire",
    fire_note: "Muskets and carbines: may it fire, and the odds",
    artillery_title: "Artillery",
    artillery_note: "Heavy, field with its shift, horse; what is on the line",
    movement_title: "Movement dice",
    movement_note: "The side's and the officers' dice, the points",
    after_title: "After the battle",
    after_note: "An officer's save, the horse, captured batteries",
    courier_title: "Courier and pursuit",
    courier_note: "2d6 against a hidden number of units; the cavalry's pursuit",
    unit: unit_en,
    mounted_officer: "Mounted officer",
    officer_on_foot: "Officer on foot",
    gates: "Gates",
    terrain: terrain_en,
    shooter: shooter_en,
    gun: gun_en,
    field_holder: holder_en,
    officer_state: state_en,
    fighter: "Who",
    officer_on_cell: "Officer on the cell",
    into_mountains: "Attack into mountains",
    gates_bonus: "Gates bonus",
    field: "The field is held by",
    distance: "Cells to the target",
    diagonal: "Diagonal",
    from: "The shooter stands on",
    target: "Target",
    target_kind: |k| match k {
        0 => "A unit",
        1 => "An officer alone",
        2 => "An officer with a unit",
        _ => "The gates",
    },
    target_mounted: "The target officer is mounted",
    target_on: "The target stands on",
    between: "The cell between",
    between_occupied: "A unit stands there",
    gun_kind: "Gun",
    turned: "Turned this turn",
    moved: "Moved this turn",
    turn: "Shooting turn",
    pass_over: "From a hill, over the next cell",
    aim: "Aims at cell",
    line: "The line of fire",
    line_cells: "Cells entered",
    cell_content: |i| match i {
        0 => "empty",
        1 => "enemy",
        2 => "own unit",
        3 => "enemy officer",
        4 => "forest",
        5 => "hill",
        6 => "wall",
        7 => "tower",
        8 => "mountains",
        _ => "enemy gates",
    },
    cell_label: |d| format!("The cell {d} from the gun"),
    shift: "Shift the cell",
    officers_in_battle: "Officers in the battle",
    officers_out: "No die: wounded, not placed",
    mode: "The roll",
    save_mode: "Save",
    horse_mode: "Horse",
    batteries_mode: "Batteries",
    batteries: "Batteries destroyed in melee",
    courier_mode: "Courier",
    pursuit_mode: "Pursuit",
    enemy_units: "Enemy units (N)",
    pursuers: "Cavalry in pursuit (K)",
    pool: |i| match i {
        0 => "Dice",
        1 => "Save",
        _ => "Pursuit",
    },
    attacker_wins: "The attacker wins",
    defender_wins: "The defender wins (ties)",
    tie: "Of which ties",
    total_of: |s| match s {
        Side::Attacker => "The attacker's total",
        Side::Defender => "The defender's total",
    },
    fate: |f| match f {
        Fate::Destroyed => "the loser destroyed",
        Fate::LaidOnSide => "artillery on its side",
        Fate::OfficerSaved => "the officer saved",
        Fate::OfficerWounded => "the officer wounded",
        Fate::Repulsed => "repulsed by the gates",
        Fate::GatesOpened => "the gates broken",
    },
    winner: |s| match s {
        Side::Attacker => "The attacker wins",
        Side::Defender => "The defender wins",
    },
    hit: "A hit",
    miss: "A miss",
    destroyed: "The unit is destroyed",
    gates_opened: "The gates are broken",
    officer_saved: "The officer is saved",
    officer_wounded: "The officer is wounded",
    explodes: "The gun explodes",
    double_miss: "A double — a miss",
    cell_hit: |d| format!("The cell {d} from the gun"),
    cells_chart: "Where the shot lands",
    total_chart: "The points",
    points: |p| n(POINTS, Lang::En, p),
    horse_survives: "The horse is only wounded",
    horse_lost: "The horse is lost",
    captured_batteries: |k| format!("Batteries captured: {k}"),
    at_least_one: "At least one captured",
    unseen: "Passes unseen",
    spotted: "Spotted",
    captured: "Captured",
    escapes: "Escapes",
    caught: "Caught",
    against_chart: "What the courier's die must beat",
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

/// Every text with a number, for the agreement test.
pub fn samples(lang: Lang, v: u8) -> Vec<String> {
    let w = words(lang);
    let k = u32::from(v);
    let rules = [
        Rule::OfficerDie {
            officer: v,
            face: None,
        },
        Rule::PooledPoints {
            dice: v,
            total: Some(k),
        },
        Rule::PooledPoints {
            dice: v,
            total: None,
        },
        Rule::OwnDice { dice: v },
        Rule::ShooterRange {
            shooter: Shooter::RifleInfantry,
            range: v,
            from: Terrain::Open,
            diagonal: false,
        },
        Rule::CellRolled {
            gun: Gun::Heavy,
            cell: v,
            distance: v,
        },
        Rule::CellHit {
            distance: v,
            figures: v,
            own: v,
        },
        Rule::OfficersMustSave { officers: v },
        Rule::MeleeTotal {
            side: Side::Attacker,
            kept: v,
            total: i32::from(v),
        },
        Rule::HigherWins {
            winner: Side::Attacker,
            attacker: i32::from(v),
            defender: i32::from(v),
        },
        Rule::CaptureDie {
            battery: k,
            face: v,
            captured: true,
        },
        Rule::BatteriesCaptured {
            captured: k,
            batteries: k,
        },
        Rule::CourierDice {
            first: v,
            second: v,
            sum: v,
            units: k,
        },
        Rule::CourierUnseen { sum: v, units: k },
        Rule::CourierSpotted { sum: v, units: k },
        Rule::PursuitCompared {
            courier: v,
            against: k,
            escapes: true,
        },
    ];
    let mut out: Vec<String> = rules.iter().map(|r| (w.step)(r)).collect();
    out.extend([
        (w.cell_label)(v),
        (w.cell_hit)(v),
        (w.points)(k),
        (w.captured_batteries)(k),
        (w.error)(&MacroError::TooManyOfficers {
            officers: usize::from(v),
            max: usize::from(v),
        }),
        (w.error)(&MacroError::BadPursuers {
            pursuers: k,
            max: k,
        }),
        (w.error)(&MacroError::NoShot(NoShot::OutOfRange {
            distance: v,
            range: v,
        })),
    ]);
    out
}
