//! The `macro_battle` words in Russian: [`super::RU`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::{Words, faces, n, signed};
use crate::Lang;
use crate::his::Entry;
use crate::plural::{DICE, MINUTES, POINTS, UNITS};
use shturman_battles::macro_battle::artillery::{BadShift, Gun, NoGunShot};
use shturman_battles::macro_battle::fire::{NoShot, Shooter};
use shturman_battles::macro_battle::march::Marcher;
use shturman_battles::macro_battle::melee::{Fate, MeleeError};
use shturman_battles::macro_battle::movement::OfficerState;
use shturman_battles::macro_battle::officer::FieldHolder;
use shturman_battles::macro_battle::units::Misplaced;
use shturman_battles::macro_battle::{MacroError, Reading, Rule, Side, Terrain, UnitKind};

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

const fn side_ru(s: Side) -> &'static str {
    match s {
        Side::Attacker => "Атакующий",
        Side::Defender => "Защитник",
    }
}

fn gun_ru(g: Gun) -> &'static str {
    match g {
        Gun::Heavy => "Тяжёлая",
        Gun::Field => "Полевая",
        Gun::Horse => "Конная",
    }
}

fn holder_ru(f: FieldHolder) -> &'static str {
    match f {
        FieldHolder::Undecided => "бой идёт",
        FieldHolder::OwnSide => "его сторона",
        FieldHolder::Enemy => "враг",
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
        Rule::OfficerOnFootThere { side, cell } => format!(
            "{}: офицер на клетке «{}» — пеший, без +1: «Если офицер пытается перейти на квадрат с лестницей, стеной или башней он так же далее считается пешим отрядом»",
            side_ru(*side),
            terrain_ru(*cell)
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

fn shooter_ru(s: Shooter) -> &'static str {
    match s {
        Shooter::RifleInfantry => "Стрелковая пехота",
        Shooter::Saboteurs => "Диверсанты",
        Shooter::RifleCavalry => "Стрелковая кавалерия",
        Shooter::MountedOfficer => "Офицер верхом",
        Shooter::OfficerOnFoot => "Офицер пешком",
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
        NoShot::ShooterMisplaced(m) => format!("Клетка стрелка: {}", misplaced_ru(*m)),
        NoShot::TargetMisplaced(m) => format!("Клетка цели: {}", misplaced_ru(*m)),
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
            MeleeError::WallOnlyFromLadderTowerOrWall { from } => format!(
                "«На стену можно … ходить в штыковую с клеток лестницы, башни или стены, \
                 но не с остальных» — атака с клетки «{}»",
                terrain_ru(*from)
            ),
            MeleeError::TowerOnlyFromLadderTowerWallOrGate { from } => format!(
                "«На башню можно ходить в штыковую с клеток лестницы, башни, стены или ворот \
                 но не с остальных» — атака с клетки «{}»",
                terrain_ru(*from)
            ),
            MeleeError::GatesHeld => "«В рукопашную ворота могут быть атакованы, только если \
                 на одной клетке с ними нет вражеских войск»"
                .into(),
            MeleeError::GatesOffTheirCell { cell } => format!(
                "Ворота «отмечаются фишкой на клетке со стеной», а не на клетке «{}»",
                terrain_ru(*cell)
            ),
            MeleeError::Misplaced { side, why } => format!(
                "Клетка {}: {}",
                match side {
                    Side::Attacker => "атакующего",
                    Side::Defender => "защитника",
                },
                misplaced_ru(*why)
            ),
        },
        MacroError::TooManyOfficers { max, .. } => format!("Офицеров не больше {max}"),
        MacroError::TooManyBatteries { max, .. } => format!("Батарей не больше {max}"),
        MacroError::BadPursuers { max, .. } => {
            format!("Кавалерии в погоню: от 1 до {max}")
        }
        MacroError::NoEnemyOnTheWay => "Гонец бросает 2д6, только проезжая «через территорию, \
             занятую противником»: отрядов противника хотя бы 1"
            .into(),
        MacroError::NoMarchers => "Отметьте хотя бы один род войск".into(),
        MacroError::Dice(_) => "Грань кубика — от 1 до 6".into(),
        other => format!("Так нельзя: {other}"),
    }
}

/// A figure on a cell its movement rules keep it off: the text's sentence.
pub(super) fn misplaced_ru(m: Misplaced) -> &'static str {
    match m {
        Misplaced::CavalryInForest => {
            "«Лес. Непроходим для кавалерии. Кавалерия не может пройти на клетку с лесом»"
        }
        Misplaced::CavalryOnLadder => "«Лестница. По этой клетке не может перемещаться кавалерия»",
        Misplaced::CavalryOnTower => "«Башня … Кавалерия не может перемещаться по этой клетке.»",
        Misplaced::RiverImpassable { .. } => "«Река. Непроходима для Пехоты и Артиллерии.»",
    }
}

const SETTLED_RU: &[Entry] = &[
    Entry {
        id: "M-17",
        title: "Клетка ворот и правило стены",
        body: "Приложение: клетка ворот не считается клеткой стены для «На стену можно … ходить в штыковую с клеток лестницы, башни или стены, но не с остальных» — с клетки ворот на стену в штыковую не ходят. Основание: ворота «отмечаются фишкой на клетке со стеной», но правило башни перечисляет ворота отдельно («с клеток лестницы, башни, стены или ворот»), а правило стены — нет. §M.6",
    },
    Entry {
        id: "M-18",
        title: "Войска на клетке ворот",
        body: "Приложение: на клетке ворот могут стоять войска; пока там стоят войска защитника, атакуют их по обычным правилам (проигравший уничтожается), а сами ворота атаковать нельзя — «В рукопашную ворота могут быть атакованы, только если на одной клетке с ними нет вражеских войск». Сами ворота атакуют, когда их клетка пуста. §M.6",
    },
    Entry {
        id: "M-19",
        title: "Офицер на лестнице, стене, башне",
        body: "Приложение: конный офицер на клетке лестницы, стены или башни бьётся пешим — без +1, спасение без лошади («Если офицер пытается перейти на квадрат с лестницей, стеной или башней он так же далее считается пешим отрядом»); клетку ворот этот текст не называет — там он верхом. Пеший офицер в штыковой по-прежнему бросает 2d6 и берёт лучший («В штыковой офицер бросает 2д6»). §M.6",
    },
];

const SECTIONS_RU: &[Entry] = &[
    Entry {
        id: "M.1",
        title: "Кубики движения",
        body: "Сторона бросает 1 кубик + по кубику за каждого офицера в бою (выставлен и не ранен) [M-2]. Пехота: 1 клетка за очко; кавалерия и конные офицеры: 2 клетки за очко (не больше 4); артиллерия: 2 очка за клетку (конная до 2, полевая 1, тяжёлая не ходит). Поворот до 90° — 1 очко; дорога удваивает максимум; болото останавливает; кавалерия встаёт на каждой клетке реки.",
    },
    Entry {
        id: "M.2",
        title: "Стрельба из ружей и карабинов",
        body: "Выстрел в фазу по одному отряду; через занятую клетку нельзя (кроме как с холма или гор), из ружей — через стену. Стрелковая пехота и диверсанты: 2 клетки по прямой (по диагонали — с башни, стены [M-16], холма или гор), попадание на 5–6. Стрелковая кавалерия: 1 клетка, на 6. Офицер: [M-7], на 6. Попадание уничтожает отряд; офицер бросает спасение (M.7).",
    },
    Entry {
        id: "M.3",
        title: "Тяжёлая артиллерия",
        body: "2d6: две единицы — пушка взрывается; другой дубль — промах; иначе сумма N — уничтожено всё на линии до клетки N, свои тоже (клетки от пушки, [M-4]). Лес, холм, стена, башня простреливаются на 1 клетку; горы не простреливаются; из болота не стреляют. Не стреляет в ход поворота.",
    },
    Entry {
        id: "M.4",
        title: "Полевая артиллерия",
        body: "Те же 2d6, но поражается только клетка N. Если пушка не поворачивала, со второго хода стрельбы клетку можно сдвинуть на ±1, с третьего — до ±2, после броска; дубль в попадание не сдвигается. Не стреляет в ход движения.",
    },
    Entry {
        id: "M.5",
        title: "Конная артиллерия",
        body: "1 кубик по направлению пушки: 1 — пушка взрывается (своя клетка), 2–6 — поражена эта клетка.",
    },
    Entry {
        id: "M.6",
        title: "Штыковая",
        body: "Кубик атакующего + бонус против кубика защитника + бонус; больше — побеждает и уничтожает проигравшего, поровну — защитник. На стену — только с лестницы, башни или стены; на башню — ещё и с ворот; ворота — только если на их клетке нет войск защитника. Тяжёлая пехота +2, лёгкая и стрелковая кавалерия +1, тяжёлая кавалерия +2, конная и полевая артиллерия −1, тяжёлая −2, пехота в горы −2 [M-9], офицер верхом лично +1 [M-8]. Офицер на клетке отряда: 2 кубика, лучший; лично — 2 кубика, лучший + свой бонус. Проигравший офицер бросает спасение; отряд, проигравший воротам, цел [M-10]; артиллерию кладут на бок.",
    },
    Entry {
        id: "M.7",
        title: "Спасение офицера",
        body: "Кубик 5+: спасён, спешен (после боя конь: 4+ — лишь ранен); 1–4: ранен, его кубик движения выходит из боя, в плену, если поле за врагом.",
    },
    Entry {
        id: "M.8",
        title: "Захваченные батареи",
        body: "После боя за каждую батарею, уничтоженную в штыковой: кубик 4+ — захвачена.",
    },
    Entry {
        id: "M.9",
        title: "Гонец и погоня",
        body: "2d6 против числа N вражеских отрядов на пути (мастер его не называет): две единицы — в плену [M-12]; больше N — проехал незамеченным, иначе замечен. Погоня: кубик гонца против K кубиков, K — посланные отряды кавалерии [M-13]. Гонец бросает только на территории, занятой противником (хотя бы 1 отряд). Марш на соседнюю территорию: гонец 5 минут, кавалерия 15, пехота 30, артиллерия 60 — по самому медленному; полпути армия на прежней территории.",
    },
];

fn reading_ru(r: Reading) -> Entry {
    let id = r.id();
    let (title, body) = match r {
        Reading::M2MovementDice => (
            "Кубики движения: общие или свои",
            "По умолчанию грани складываются в общий запас стороны; иначе каждый офицер тратит свой кубик на свои отряды.",
        ),
        Reading::M4GunCell => (
            "С какой клетки считает артиллерия",
            "По умолчанию клетка самой пушки — №1 (выпало N — в N − 1 от пушки); иначе она №0.",
        ),
        Reading::M7OfficerRange => (
            "Дальность стрельбы офицера",
            "По умолчанию 1 клетка, как у кавалерии; иначе пеший офицер стреляет на 2, как пехота.",
        ),
        Reading::M8OfficerBonus => (
            "Когда действует +1 конного офицера",
            "По умолчанию в атаке и в защите; иначе только в атаке.",
        ),
        Reading::M9Mountains => (
            "Кто платит −2 за атаку в горы",
            "По умолчанию −2 платит только пехота; офицер, сражающийся пешим, «считается пешим отрядом» и платит −2 тоже (так и считает приложение); иначе −2 платит любой атакующий; или в горы атакует только пехота.",
        ),
        Reading::M10Gates => (
            "Чем защищаются ворота",
            "По умолчанию кубиком + 0; иначе бонус задаёт мастер.",
        ),
        Reading::M12DoubleOne => (
            "Две единицы гонца при N ≤ 1",
            "По умолчанию две единицы — всегда плен; иначе при N ≤ 1 сумма 2 больше N, и гонец проезжает.",
        ),
        Reading::M13Pursuit => (
            "Когда гонец уходит от погони",
            "По умолчанию — если его кубик больше лучшего кубика погони; или при равенстве тоже; или больше суммы их кубиков.",
        ),
        Reading::M16Walls => (
            "С каких стен стреляют по диагонали",
            "По умолчанию с любой стены; иначе только с широкой.",
        ),
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

pub(super) const WORDS: Words = Words {
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
    courier_title: "Гонец, погоня, марш",
    courier_note: "2d6 против скрытого числа отрядов; погоня кавалерии; время марша между территориями",
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
    attacker_cell: "Клетка атакующего",
    defender_cell: "Клетка защитника",
    troops_on_gates: "На клетке ворот — войска защитника",
    gate_target: "Что атакуется на клетке ворот",
    gate_target_troops: "Отряд в воротах",
    gate_target_gates: "Сами ворота",
    gate_troops_note: |name| {
        format!(
            "Атакуется отряд в воротах, не ворота: {name} бьётся по обычным правилам, проигравший уничтожается. Сами ворота атакуют, когда на их клетке нет войск защитника."
        )
    },
    cell_rule: |t| match t {
        Terrain::Wall | Terrain::WideWall => Some(
            "«На стену можно … ходить в штыковую с клеток лестницы, башни или стены, но не с остальных»",
        ),
        Terrain::Tower => Some(
            "«На башню можно ходить в штыковую с клеток лестницы, башни, стены или ворот но не с остальных»",
        ),
        Terrain::Gate => Some(
            "«В рукопашную ворота могут быть атакованы, только если на одной клетке с ними нет вражеских войск. Проигрыш рукопашной воротам не влечет уничтожения отряда.»",
        ),
        Terrain::Mountain => Some("«Пехота может атаковать штыковой в горы со штрафом в -2.»"),
        Terrain::Open
        | Terrain::Forest
        | Terrain::River
        | Terrain::Bridge
        | Terrain::Hill
        | Terrain::Road
        | Terrain::Swamp
        | Terrain::Ladder => None,
    },
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
    march_mode: "Марш",
    map_modes: "Глобальная карта",
    marcher: |m| match m {
        Marcher::Courier => "Гонец",
        Marcher::Cavalry => "Кавалерия",
        Marcher::Infantry => "Пехота",
        Marcher::Artillery => "Артиллерия",
    },
    march_time: |minutes, slowest| {
        let slowest = match slowest {
            Marcher::Courier => "гонец",
            Marcher::Cavalry => "кавалерия",
            Marcher::Infantry => "пехота",
            Marcher::Artillery => "артиллерия",
        };
        format!(
            "Марш на соседнюю территорию: {} (по самому медленному — {slowest})",
            n(MINUTES, Lang::Ru, minutes)
        )
    },
    march_border: |seconds| {
        format!(
            "Первые {} армия на марше на территории, откуда выходит, затем — на той, куда входит",
            super::minutes_and_seconds(Lang::Ru, seconds)
        )
    },
    march_slower: "Двигаться медленнее можно, быстрее — нет",
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
        Fate::Repulsed => "отбит воротами — отряд не уничтожен",
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
    settled: SETTLED_RU,
    option: option_ru,
};
