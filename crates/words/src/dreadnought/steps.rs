//! The explanation steps of the impulse tracker (D.0), gunnery and damage
//! (D.1) in both languages: `None` for a rule worded elsewhere in
//! [`super`] (torpedoes, grounding, refloating, fuel).

use super::en::battery_en;
use super::ru::battery_ru;
use super::{n, signed};
use crate::Lang;
use crate::plural::{HITS, SHIPS};
use shturman_battles::dreadnought::damage::{Armour, Detach, SectionKind, Weapon};
use shturman_battles::dreadnought::gunnery::Exception;
use shturman_battles::dreadnought::tracker::{GroupSpeed, MoveClass, Role, StepKind};
use shturman_battles::dreadnought::{Player, Rule};

pub(crate) fn player_ru(p: Player) -> &'static str {
    match p {
        Player::A => "Сторона А",
        Player::B => "Сторона Б",
    }
}

pub(crate) fn player_en(p: Player) -> &'static str {
    match p {
        Player::A => "Side A",
        Player::B => "Side B",
    }
}

pub(crate) fn speed_ru(s: GroupSpeed) -> &'static str {
    match s {
        GroupSpeed::Stopped => "без хода",
        GroupSpeed::Slow1 => "1 медленная",
        GroupSpeed::One => "1",
        GroupSpeed::Two => "2",
        GroupSpeed::TwoPlus => "2+",
    }
}

pub(crate) fn speed_en(s: GroupSpeed) -> &'static str {
    match s {
        GroupSpeed::Stopped => "stopped",
        GroupSpeed::Slow1 => "1 slow",
        GroupSpeed::One => "1",
        GroupSpeed::Two => "2",
        GroupSpeed::TwoPlus => "2+",
    }
}

fn role_ru(r: Role) -> &'static str {
    match r {
        Role::Initiative => "игрок с инициативой",
        Role::Other => "другой игрок",
    }
}

fn role_en(r: Role) -> &'static str {
    match r {
        Role::Initiative => "the initiative player",
        Role::Other => "the other player",
    }
}

fn speeds(c: MoveClass, name: fn(GroupSpeed) -> &'static str) -> String {
    c.speeds()
        .iter()
        .map(|s| name(*s))
        .collect::<Vec<_>>()
        .join(", ")
}

pub(crate) fn kind_ru(k: StepKind) -> String {
    match k {
        StepKind::Initiative => "Инициатива: кто ходит первым в раунде".into(),
        StepKind::Move { role, class } => format!(
            "Движение: {} двигает группы скорости {}",
            role_ru(role),
            speeds(class, speed_ru)
        ),
        StepKind::Gunnery => "Артиллерийский огонь: стреляют оба".into(),
        StepKind::Torpedo => "Торпеды: стреляют оба".into(),
    }
}

pub(crate) fn kind_en(k: StepKind) -> String {
    match k {
        StepKind::Initiative => "Initiative: who goes first this round".into(),
        StepKind::Move { role, class } => format!(
            "Movement: {} moves groups of speed {}",
            role_en(role),
            speeds(class, speed_en)
        ),
        StepKind::Gunnery => "Gunnery: both sides fire".into(),
        StepKind::Torpedo => "Torpedoes: both sides fire".into(),
    }
}

/// Why a ship may leave its group (7.35), the numbers after their nouns.
fn detach_ru(d: Detach) -> String {
    match d {
        Detach::HalfPrimaryLost { lost, of } => {
            format!("потеряна половина главного калибра или больше ({lost} из {of})")
        }
        Detach::HalfHullLost { lost, of } => {
            format!("потеряна половина клеток корпуса или больше ({lost} из {of})")
        }
        Detach::Slowed { lost } => format!("уменьшилась скорость (вычеркнуто клеток хода: {lost})"),
    }
}

fn detach_en(d: Detach) -> String {
    match d {
        Detach::HalfPrimaryLost { lost, of } => {
            format!("half its primary guns or more lost ({lost} of {of})")
        }
        Detach::HalfHullLost { lost, of } => {
            format!("half its hull boxes or more lost ({lost} of {of})")
        }
        Detach::Slowed { lost } => format!("its speed went down (speed boxes crossed: {lost})"),
    }
}

pub(crate) fn weapon_ru(w: Weapon) -> &'static str {
    match w {
        Weapon::Primary => "главный калибр",
        Weapon::Secondary => "средний калибр",
        Weapon::Tertiary => "малый калибр",
        Weapon::Torpedo => "торпеда",
    }
}

pub(crate) fn weapon_en(w: Weapon) -> &'static str {
    match w {
        Weapon::Primary => "primary guns",
        Weapon::Secondary => "secondary guns",
        Weapon::Tertiary => "tertiary guns",
        Weapon::Torpedo => "a torpedo",
    }
}

pub(crate) fn armour_ru(a: Armour) -> &'static str {
    match a {
        Armour::None => "без брони",
        Armour::Light => "лёгкая броня",
        Armour::Heavy => "тяжёлая броня",
    }
}

pub(crate) fn armour_en(a: Armour) -> &'static str {
    match a {
        Armour::None => "no armour",
        Armour::Light => "light armour",
        Armour::Heavy => "heavy armour",
    }
}

pub(crate) fn section_ru(k: SectionKind) -> &'static str {
    match k {
        SectionKind::Hull => "Корпус",
        SectionKind::Primary => "Главный калибр",
        SectionKind::Secondary => "Средний калибр",
        SectionKind::Tertiary => "Малый калибр",
        SectionKind::Torpedo => "Торпедные аппараты",
        SectionKind::Speed => "Ход",
        SectionKind::Other => "Прочее",
    }
}

pub(crate) fn section_en(k: SectionKind) -> &'static str {
    match k {
        SectionKind::Hull => "Hull",
        SectionKind::Primary => "Primary guns",
        SectionKind::Secondary => "Secondary guns",
        SectionKind::Tertiary => "Tertiary guns",
        SectionKind::Torpedo => "Torpedo tubes",
        SectionKind::Speed => "Speed",
        SectionKind::Other => "Other",
    }
}

fn exception_name(e: Exception) -> &'static str {
    match e {
        Exception::Blucher => "AC01 Blücher",
        Exception::Scharnhorst => "AC13 Scharnhorst",
        Exception::Gneisenau => "AC14 Gneisenau",
        Exception::Rurik => "AC1 Рюрик",
        Exception::RussianPreDreadnought1917 => "B 1917",
    }
}

fn cap(s: &str) -> String {
    super::capital(s)
}

pub(super) fn step_ru(r: &Rule) -> Option<String> {
    let l = Lang::Ru;
    Some(match r {
        Rule::Impulse { round, step, kind } => {
            format!("Раунд {round}, шаг {step} из 20 — {}", kind_ru(*kind))
        }
        Rule::InitiativeEntered { player } => {
            format!(
                "Инициатива у стороны «{}» (решают игроки)",
                player_ru(*player)
            )
        }
        Rule::GroupMoves { speed, step } => {
            format!(
                "Скорость {}: на шаге {step} может двигаться",
                speed_ru(*speed)
            )
        }
        Rule::GroupWaits { speed, step } => {
            format!("Скорость {}: на шаге {step} стоит", speed_ru(*speed))
        }
        Rule::OtherPlayersStep { role, step } => {
            format!("Шаг {step} — движение: ходит {}", role_ru(*role))
        }
        Rule::NotAMoveStep { step, kind } => {
            format!(
                "Шаг {step} — не движение: {}",
                kind_ru(*kind).to_lowercase()
            )
        }
        Rule::StoppedCannotMove => "Группа без хода не двигается".into(),
        Rule::HexLimit { max } => format!(
            "К концу хода в гексе — не больше {} одной стороны; объединённая группа — тоже не больше {max}",
            n(SHIPS, Lang::Ru, u32::from(*max))
        ),
        Rule::MayDetach { why } => format!("Корабль можно выделить из группы: {}", detach_ru(*why)),
        Rule::TowingMovesOnlyAtLastStep { last_step } => format!(
            "Буксирующие и буксируемые двигаются только на своём последнем шаге движения — {last_step}"
        ),
        Rule::GunneryDamageTakesEffect => {
            "Повреждения от прошлого огня вступают в силу сейчас, в начале шага торпед".into()
        }
        Rule::NewRound { round } => format!(
            "После 20-го шага обе стороны на карте и видят друг друга: раунд {round} с шага 1"
        ),
        Rule::PhaseOver => "Одной стороны больше нет на карте или в виду: бой окончен".into(),
        Rule::ProlongedBattle { round } => format!(
            "Раунд {round}: затяжной бой — в следующий ход флоты проходят на одну морскую зону меньше"
        ),
        Rule::TargetNotVisible => "Цель не видна: ни одна батарея не стреляет".into(),
        Rule::BatteryInRange {
            battery,
            range,
            max_range,
            factor,
            dice,
        } => format!(
            "{}: дальность {range} ≤ {max_range}, фактор {factor} — {}",
            cap(battery_ru(*battery)),
            n(crate::plural::DICE, l, *dice)
        ),
        Rule::BatteryOutOfRange {
            battery,
            range,
            max_range,
        } => format!(
            "{}: дальность {range} > {max_range} — не достаёт",
            cap(battery_ru(*battery))
        ),
        Rule::ObsoleteFireControl { max_range } => format!(
            "Устаревшее управление огнём (B, CD, AC): главный калибр бьёт на {max_range} гекса"
        ),
        Rule::FireControlException { exception } => format!(
            "{}: исключение из 7.62, обычная дальность",
            exception_name(*exception)
        ),
        Rule::VeryBigGuns { factor, dice } => format!(
            "Сверхкрупные орудия на 4 гекса: половина фактора {factor} с округлением вверх — {}",
            n(crate::plural::DICE, l, *dice)
        ),
        Rule::VeryBigGunsObsolete => {
            "Сверхкрупные орудия устаревшего корабля: всё равно не дальше 2 гексов".into()
        }
        Rule::ModifiersAdded { modifier } => {
            format!("Модификаторы складываются: {}", signed(*modifier))
        }
        Rule::ModifiersCapped { sum, modifier } => format!(
            "Модификаторы не складываются: {} считается как {}",
            signed(*sum),
            signed(*modifier)
        ),
        Rule::DamageRoll {
            weapon,
            faces,
            total,
        } => format!(
            "Повреждение ({}): 2d6 = {} + {} = {total} — по таблице повреждений",
            weapon_ru(*weapon),
            faces[0],
            faces[1]
        ),
        Rule::Penetrates { weapon, armour } => format!(
            "{} пробивает: {}",
            cap(weapon_ru(*weapon)),
            armour_ru(*armour)
        ),
        Rule::Deflected { weapon, armour } => format!(
            "{} не пробивает ({}): попадание не в счёт",
            cap(weapon_ru(*weapon)),
            armour_ru(*armour)
        ),
        Rule::BoxCrossed {
            index,
            kind,
            box_number,
            boxes,
        } => format!(
            "{} (секция №{}): зачёркнута клетка {box_number} из {boxes}, слева направо",
            section_ru(*kind),
            index + 1
        ),
        Rule::SectionFull { index, kind } => format!(
            "{} (секция №{}) уже вся зачёркнута: попадание уходит в корпус",
            section_ru(*kind),
            index + 1
        ),
        Rule::TakesEffectAtTorpedoStep => {
            "Огонь одновременный: повреждение отмечено, действует с начала следующего шага торпед"
                .into()
        }
        Rule::ShipSinks => "Все клетки корпуса зачёркнуты: корабль тонет".into(),
        Rule::AlreadySunk => "Корпус уже весь зачёркнут: попаданию нечего делать".into(),
        Rule::Rolled {
            weapon: w @ (Weapon::Primary | Weapon::Secondary | Weapon::Tertiary),
            faces,
            modifier,
            hits,
        } => format!(
            "{}: кубики {} ({}): {}",
            cap(weapon_ru(*w)),
            super::faces_text(faces),
            signed(*modifier),
            n(HITS, l, *hits)
        ),
        _ => return None,
    })
}

pub(super) fn step_en(r: &Rule) -> Option<String> {
    let l = Lang::En;
    Some(match r {
        Rule::Impulse { round, step, kind } => {
            format!("Round {round}, step {step} of 20 — {}", kind_en(*kind))
        }
        Rule::InitiativeEntered { player } => {
            format!(
                "{} holds the initiative (the players decide)",
                player_en(*player)
            )
        }
        Rule::GroupMoves { speed, step } => {
            format!("Speed {}: may move at step {step}", speed_en(*speed))
        }
        Rule::GroupWaits { speed, step } => {
            format!("Speed {}: waits at step {step}", speed_en(*speed))
        }
        Rule::OtherPlayersStep { role, step } => {
            format!("Step {step} is movement by {}", role_en(*role))
        }
        Rule::NotAMoveStep { step, kind } => {
            format!(
                "Step {step} is not movement: {}",
                kind_en(*kind).to_lowercase()
            )
        }
        Rule::StoppedCannotMove => "A group that lost all speed does not move".into(),
        Rule::HexLimit { max } => format!(
            "At the end of a move: at most {} of a side in a hex; a merged group at most {max} too",
            n(SHIPS, Lang::En, u32::from(*max))
        ),
        Rule::MayDetach { why } => format!(
            "The ship may be detached from its group: {}",
            detach_en(*why)
        ),
        Rule::TowingMovesOnlyAtLastStep { last_step } => format!(
            "Towing and towed ships move only at their player's last movement step — {last_step}"
        ),
        Rule::GunneryDamageTakesEffect => {
            "The last gunnery's damage takes effect now, at the start of the torpedo step".into()
        }
        Rule::NewRound { round } => format!(
            "After step 20 both sides are on the map and in sight: round {round} from step 1"
        ),
        Rule::PhaseOver => {
            "One side is gone from the map or out of sight: the battle is over".into()
        }
        Rule::ProlongedBattle { round } => format!(
            "Round {round}: a prolonged battle — next turn its fleets move one sea zone less"
        ),
        Rule::TargetNotVisible => "The target is not in sight: no battery fires".into(),
        Rule::BatteryInRange {
            battery,
            range,
            max_range,
            factor,
            dice,
        } => format!(
            "{}: range {range} ≤ {max_range}, factor {factor} — {}",
            cap(battery_en(*battery)),
            n(crate::plural::DICE, l, *dice)
        ),
        Rule::BatteryOutOfRange {
            battery,
            range,
            max_range,
        } => format!(
            "{}: range {range} > {max_range} — out of reach",
            cap(battery_en(*battery))
        ),
        Rule::ObsoleteFireControl { max_range } => {
            format!("Obsolete fire control (B, CD, AC): primary guns reach {max_range} hexes")
        }
        Rule::FireControlException { exception } => format!(
            "{}: excepted by 7.62, modern range",
            exception_name(*exception)
        ),
        Rule::VeryBigGuns { factor, dice } => format!(
            "Very big guns at 4 hexes: half of factor {factor}, rounded up — {}",
            n(crate::plural::DICE, l, *dice)
        ),
        Rule::VeryBigGunsObsolete => {
            "Very big guns on an obsolete ship: still no farther than 2 hexes".into()
        }
        Rule::ModifiersAdded { modifier } => {
            format!("The modifiers add up: {}", signed(*modifier))
        }
        Rule::ModifiersCapped { sum, modifier } => format!(
            "The modifiers do not add up: {} counts as {}",
            signed(*sum),
            signed(*modifier)
        ),
        Rule::DamageRoll {
            weapon,
            faces,
            total,
        } => format!(
            "Damage ({}): 2d6 = {} + {} = {total} — on the damage table",
            weapon_en(*weapon),
            faces[0],
            faces[1]
        ),
        Rule::Penetrates { weapon, armour } => format!(
            "{} penetrate: {}",
            cap(weapon_en(*weapon)),
            armour_en(*armour)
        ),
        Rule::Deflected { weapon, armour } => format!(
            "{} cannot penetrate {}: the hit is ignored",
            cap(weapon_en(*weapon)),
            armour_en(*armour)
        ),
        Rule::BoxCrossed {
            index,
            kind,
            box_number,
            boxes,
        } => format!(
            "{} (section no. {}): crossed box {box_number} of {boxes}, left to right",
            section_en(*kind),
            index + 1
        ),
        Rule::SectionFull { index, kind } => format!(
            "{} (section no. {}) is all crossed: the hit goes to the hull",
            section_en(*kind),
            index + 1
        ),
        Rule::TakesEffectAtTorpedoStep => {
            "Fire is simultaneous: the damage is marked and counts from the next torpedo step"
                .into()
        }
        Rule::ShipSinks => "Every hull box is crossed: the ship sinks".into(),
        Rule::AlreadySunk => "The hull is already all crossed: the hit does nothing more".into(),
        Rule::Rolled {
            weapon: w @ (Weapon::Primary | Weapon::Secondary | Weapon::Tertiary),
            faces,
            modifier,
            hits,
        } => format!(
            "{}: dice {} ({}): {}",
            cap(weapon_en(*w)),
            super::faces_text(faces),
            signed(*modifier),
            n(HITS, l, *hits)
        ),
        _ => return None,
    })
}

/// Boxes as text, left to right: crossed ☒, marked this step ▣, free ☐.
pub(crate) fn boxes_text(boxes: u8, crossed: u8, pending: u8) -> String {
    (0..boxes)
        .map(|i| {
            if i < crossed {
                '☒'
            } else if i < crossed + pending {
                '▣'
            } else {
                '☐'
            }
        })
        .collect()
}

/// Every rule worded here, with `v` in its numbers.
pub(super) fn samples(v: u8) -> Vec<Rule> {
    let k = u32::from(v);
    vec![
        Rule::Impulse {
            round: k,
            step: v,
            kind: StepKind::Gunnery,
        },
        Rule::GroupMoves {
            speed: GroupSpeed::Two,
            step: v,
        },
        Rule::TowingMovesOnlyAtLastStep { last_step: v },
        Rule::HexLimit { max: v },
        Rule::MayDetach {
            why: Detach::HalfPrimaryLost { lost: v, of: v },
        },
        Rule::MayDetach {
            why: Detach::HalfHullLost { lost: v, of: v },
        },
        Rule::MayDetach {
            why: Detach::Slowed { lost: v },
        },
        Rule::NewRound { round: k },
        Rule::ProlongedBattle { round: k },
        Rule::BatteryInRange {
            battery: shturman_battles::dreadnought::Battery::Primary,
            range: k,
            max_range: 3,
            factor: v,
            dice: k,
        },
        Rule::VeryBigGuns { factor: v, dice: k },
        Rule::BoxCrossed {
            index: usize::from(v),
            kind: SectionKind::Hull,
            box_number: v,
            boxes: v,
        },
        Rule::Rolled {
            weapon: Weapon::Primary,
            faces: vec![v],
            modifier: 1,
            hits: k,
        },
    ]
}
