//! The game core's refusals and the reasons a save does not load in Russian: [`super::RU`] and its helpers (`mod.rs` holds
//! the struct they fill).

use super::{Words, field_ru};
use crate::Lang;
use crate::game_log::Names;
use shturman_game::{HistoryError, InvalidSave, LoadError, RuleError, TextField};

pub(super) fn rule(n: &Names, e: &RuleError) -> String {
    let lang = Lang::Ru;
    let ship = |id| n.ship(lang, id);
    let player = |id| n.player(lang, id);
    match e {
        RuleError::UnknownPlayer { player: p } => {
            format!("{} {}", "Нет такого игрока:", p.0 + 1)
        }
        RuleError::UnknownShip { .. } => "Нет такого корабля.".into(),
        RuleError::UnknownPort { port } => {
            format!("{} {}", "Нет такого порта:", port.0)
        }
        RuleError::DuplicatePlayer { player: p } => {
            format!("{} {}", "Этот игрок уже есть:", player(*p))
        }
        RuleError::DuplicateShip { ship: s } => {
            format!("{} {}", "Этот корабль уже есть:", ship(*s))
        }
        RuleError::DuplicatePort { port } => {
            format!("{} {}", "Этот порт уже есть:", n.port(lang, *port))
        }
        RuleError::TextTooLong { field, chars, max } => format!(
            "{} (знаков: {chars}, можно не больше: {max}).",
            match field {
                TextField::Name => "Название или имя слишком длинное",
                TextField::Colour => "Цвет записан слишком длинно",
            }
        ),
        RuleError::SelfAlliance { player: p } => {
            format!("{} {}", player(*p), "не может быть союзником самому себе.")
        }
        RuleError::AlreadyAllied { a, b } => {
            format!("{} и {} уже союзники.", player(*a), player(*b))
        }
        RuleError::CardValueOutOfRange { field, value, max } => {
            format!(
                "Значение «{}» = {value} слишком велико (не больше {max}). Проверьте карточку.",
                super::field_ru(*field)
            )
        }
        RuleError::ZeroStrength => {
            "Запас прочности не может быть 0: такой корабль утонул бы сразу.".into()
        }
        RuleError::StrengthBelowDamage {
            ship: s,
            strength,
            hull,
        } => {
            format!(
                "У {} уже {} корпуса: запас прочности {strength} должен быть больше.",
                ship(*s),
                crate::plural::DAMAGE.count(lang, i64::from(*hull))
            )
        }
        RuleError::CaptainCountOutOfRange {
            player: p,
            count,
            max,
        } => {
            format!(
                "{}: {} — больше, чем в наборе ({max}).",
                player(*p),
                crate::plural::CAPTAINS.count(lang, i64::from(*count))
            )
        }
        RuleError::CaptainCountBelowInPlay {
            player: p,
            count,
            in_play,
        } => {
            format!(
                "{}: уже выложено капитанов — {in_play}, договориться о {count} нельзя.",
                player(*p)
            )
        }
        RuleError::CaptainSetupClosed { round } => {
            format!("Капитанов назначают до начала игры, а уже идёт раунд {round}.")
        }
        RuleError::NotAgainst { player: p, entry } => format!(
            "Запись №{} сделана не против кораблей игрока {}: оспорить её может только тот, против чьего корабля она сделана.",
            entry + 1,
            player(*p)
        ),
        RuleError::AlreadyDisputed { player: p, entry } => {
            format!("Запись №{} уже оспорена игроком {}.", entry + 1, player(*p))
        }
        RuleError::NoOpenDispute { dispute } => {
            format!("В записи №{} нет открытого спора.", dispute + 1)
        }
        RuleError::NoRound => "Сначала начните раунд (ветер раунда).".into(),
        RuleError::ShipNotAfloat { ship: s } => format!("{} {}", ship(*s), "уже потоплен."),
        RuleError::FortCannotMove { ship: s } => format!("{} {}", ship(*s), "— форт, он не ходит."),
        RuleError::FortHasNoHeading { ship: s } => {
            format!("{} {}", ship(*s), "— форт, у него нет курса.")
        }
        RuleError::FortHasNoSails { ship: s } => {
            format!("{} {}", ship(*s), "— форт, у него нет парусов.")
        }
        RuleError::FortCannotBoard { ship: s } => {
            format!("{} {}", ship(*s), "— форт, абордаж невозможен.")
        }
        RuleError::HullDamageOutOfRange {
            ship: s,
            damage,
            max,
        } => {
            format!(
                "{}: повреждения корпуса {damage} — можно от 0 до {max}. Чтобы потопить, используйте «Потоплен».",
                ship(*s)
            )
        }
        RuleError::SailDamageOutOfRange {
            ship: s,
            damage,
            max,
        } => {
            format!(
                "{}: повреждения парусов {damage} — можно от 0 до {max}.",
                ship(*s)
            )
        }
        RuleError::SameShip { ship: s } => format!(
            "{} {}",
            ship(*s),
            "не может стрелять или идти на абордаж сам по себе."
        ),
        RuleError::NotEnemies { ship: s, other } => {
            format!(
                "{} и {} — не противники: стрелять и брать на абордаж можно только врага.",
                ship(*s),
                ship(*other)
            )
        }
        RuleError::EmptySalvo => "В залпе нет ни одного корабля.".into(),
        RuleError::DuplicateShooter { ship: s } => {
            format!("{} {}", ship(*s), "указан в залпе дважды.")
        }
        RuleError::ZeroShots { ship: s } => format!("{}: {}", ship(*s), "нужно хотя бы 1 выстрел."),
        RuleError::NotEnoughShots {
            ship: s,
            requested,
            remaining,
        } => {
            format!(
                "{}: осталось выстрелов {remaining} в этом раунде, а нужно {requested}.",
                ship(*s)
            )
        }
        RuleError::DieOutOfRange { value } => {
            format!("На кубике нет грани {value}: только 1–6.")
        }
        RuleError::CriticalWithoutHit => "Крит бросают только после попадания.".into(),
        RuleError::CriticalNotAllowed { ship: s, remaining } => {
            format!(
                "Крит только за последний выстрел раунда: у {} остаётся ещё {remaining}.",
                ship(*s)
            )
        }
        RuleError::CriticalNotRolled { target } => {
            format!(
                "{} тонет от самого попадания: бросок на крит не делается [A-12].",
                ship(*target)
            )
        }
        RuleError::ChaserSpent { ship: s } => {
            format!(
                "{} уже стрелял курсовыми или ретирадными в этом раунде: такой выстрел один за раунд (§4.5).",
                ship(*s)
            )
        }
        RuleError::ChaserOneShot { ship: s, shots } => {
            format!(
                "Курсовые и ретирадные {} стреляют одним выстрелом, не {shots} (§4.5).",
                ship(*s)
            )
        }
        RuleError::TooManyShots => "Слишком много выстрелов в одном залпе.".into(),
        RuleError::FortCarriesNoCaptain { ship: s } => {
            format!("На форт {} капитана не назначают [A-17].", ship(*s))
        }
        RuleError::TwoCalmsNotAllowed { ship: s } => {
            format!(
                "{}: ход в два штиля — только во втором штиле подряд, если курс в первом не менялся, один раз на два штиля, прямо по курсу (§3.2).",
                ship(*s)
            )
        }
        RuleError::NotOwnShip {
            ship: s,
            player: p,
            owner,
        } => {
            format!(
                "{} принадлежит игроку {}, а не {}.",
                ship(*s),
                player(*owner),
                player(*p)
            )
        }
        RuleError::ShipHasCaptain { ship: s } => {
            format!("{} {}", "На корабле уже есть капитан:", ship(*s))
        }
        RuleError::NoCaptain { ship: s } => format!("{} {}", "На корабле нет капитана:", ship(*s)),
        RuleError::TooManyCaptains { player: p, agreed } => {
            format!(
                "{}: договорились о числе капитанов {agreed}, больше выложить нельзя.",
                player(*p)
            )
        }
        RuleError::UnknownCard { player: p, card } => {
            format!(
                "У игрока {} нет в игре карты {}.",
                player(*p),
                u16::from(card.0) + 1
            )
        }
        RuleError::CardNotInPort {
            player: p,
            card,
            port,
        } => {
            format!(
                "{}: {} не ждёт в порту {}.",
                player(*p),
                (crate::game_log::words(lang).card_number)(*card),
                n.port(lang, *port)
            )
        }
        RuleError::SealInUse { owner, card } => {
            format!(
                "Эта печать уже есть у игрока {} (карта {}): код прочитан второй раз?",
                player(*owner),
                u16::from(card.0) + 1
            )
        }
        RuleError::SealMismatch {
            ship: s,
            owner,
            card,
            placement,
        } => {
            let which = u64::try_from(*placement)
                .unwrap_or(u64::MAX)
                .saturating_add(1);
            {
                format!(
                    "{}: эта карта не совпадает с запечатанной (печать {which} карты №{}, игрок {}). Карта не открыта.",
                    ship(*s),
                    u16::from(card.0) + 1,
                    player(*owner)
                )
            }
        }
        RuleError::ProofReplayed { ship: s, owner, .. } => format!(
            "{}: это доказательство стол уже видел — оно есть в журнале, и набрать его мог любой. Карта игрока {} не открыта: владелец открывает её из своей руки (каждый раз новым доказательством).",
            ship(*s),
            player(*owner)
        ),
        RuleError::ProofIncomplete {
            ship: s,
            seals,
            salts,
        } => {
            let seals = crate::SEALS.count(lang, i64::try_from(*seals).unwrap_or(i64::MAX));
            let salts = crate::SECRETS.count(lang, i64::try_from(*salts).unwrap_or(i64::MAX));
            {
                format!(
                    "{}: у карты {seals}, а в доказательстве {salts}: нужны секреты всех её печатей из руки владельца.",
                    ship(*s)
                )
            }
        }
        RuleError::DuplicateCaptain {
            ship: s,
            owner,
            captain,
            other,
        } => {
            format!(
                "{}: капитан {} игрока {} уже был открыт на другой карте ({}). У каждого игрока по одной карте каждого капитана.",
                ship(*s),
                (crate::game_log::words(lang).captain)(*captain),
                player(*owner),
                u16::from(other.0) + 1
            )
        }
        RuleError::NotCapturedBy { ship: s, by } => {
            format!(
                "Капитан переходит на {} только с {}, захватившего его в этом раунде (§5).",
                ship(*s),
                ship(*by)
            )
        }
        RuleError::OtherCaptainFaceUp {
            ship: s,
            claimed,
            shown,
        } => {
            format!(
                "{}: открыт капитан {}, а не {}.",
                ship(*s),
                (crate::game_log::words(lang).captain)(*shown),
                (crate::game_log::words(lang).captain)(*claimed)
            )
        }
        RuleError::PortNotFriendly { port, player: p } => {
            format!(
                "Порт {} — не порт игрока {} и не союзника.",
                n.port(lang, *port),
                player(*p)
            )
        }
        RuleError::CaptainAlreadyFaceUp { ship: s } => {
            format!("{} {}", ship(*s), "— капитан уже открыт.")
        }
        RuleError::CaptainAlreadyFaceDown { ship: s } => {
            format!("{} {}", ship(*s), "— капитан уже рубашкой вверх.")
        }
        RuleError::CaptainNotFaceUp { ship: s } => {
            format!("{} {}", ship(*s), "— капитан не открыт.")
        }
    }
}

pub(super) fn history(n: &Names, e: &HistoryError) -> String {
    match e {
        HistoryError::NothingToUndo => "Отменять нечего.".into(),
        HistoryError::NothingToRedo => "Повторять нечего.".into(),
        HistoryError::NoSuchEntry { len, log_len } => {
            format!(
                "В журнале {}, записи {len} нет.",
                crate::plural::ENTRIES.count(Lang::Ru, *log_len as i64)
            )
        }
        HistoryError::RedoRefused { rule: r } => format!("{} {}", "Повтор невозможен.", rule(n, r)),
    }
}

pub(super) fn load(e: &LoadError) -> String {
    match e {
        LoadError::Damaged { line, column } => {
            format!(
                "Файл партии повреждён (обрыв или мусор, строка {line}, позиция {column}). Его нельзя открыть; он сохранён как есть и ничем не перезаписан."
            )
        }
        LoadError::NewerVersion { found, supported } => {
            format!(
                "Партия записана более новой версией Штурмана (формат {found}, эта версия читает до {supported}). Обновите приложение, чтобы открыть её; файл сохранён без изменений."
            )
        }
        LoadError::NeedsMigration { found } => {
            format!(
                "Партия записана до того, как капитаны стали печатями (формат {found}). При открытии капитаны каждого игрока переходят в его руку; старый файл не трогается, пока новая партия и все руки не сохранены."
            )
        }
        LoadError::Invalid { reason } => {
            let why = invalid(reason);
            {
                format!(
                    "Это не партия Штурмана, которую можно открыть: {why}. Файл сохранён без изменений."
                )
            }
        }
    }
}

/// Why an imported text or file does not open: nothing was stored (a save
/// that does not load is [`load`]'s: that file is kept as it is).
pub(super) fn import(e: &LoadError) -> String {
    match e {
        LoadError::Damaged { line, column } => {
            format!(
                "Текст партии не читается: обрыв или мусор (строка {line}, позиция {column}). Ничего не изменено."
            )
        }
        LoadError::NewerVersion { found, supported } => {
            format!(
                "Партия записана более новой версией Штурмана (формат {found}, эта версия читает до {supported}). Обновите приложение, чтобы открыть её. Ничего не изменено."
            )
        }
        LoadError::NeedsMigration { .. } => load(e),
        LoadError::Invalid { reason } => format!(
            "Это не партия Штурмана, которую можно открыть: {}. Ничего не изменено.",
            invalid(reason)
        ),
    }
}

fn invalid(reason: &InvalidSave) -> String {
    match reason {
        InvalidSave::NoSchemaVersion => "в нём нет номера формата".to_string(),
        InvalidSave::UnknownVersion { found } => {
            format!("неизвестный формат {found}")
        }
        InvalidSave::Malformed { line, column } => {
            format!("содержимое не той формы (строка {line}, позиция {column})")
        }
        InvalidSave::LogBreaksRule { index, error } => format!(
            // a sentence of its own, not after a colon (issue 33 #13); its
            // full stop is the one the message goes on after
            "{} {} не по правилам. {}",
            "запись журнала",
            index + 1,
            rule(&Names::default(), error).trim_end_matches('.')
        ),
        InvalidSave::UndoneNotAReveal { index } => {
            format!(
                "отменённое открытие {} — не открытие капитана, которое сходится с печатями",
                index + 1
            )
        }
        InvalidSave::RedoBreaksRule { index, error } => format!(
            // a sentence of its own, not after a colon (issue 33 #13); its
            // full stop is the one the message goes on after
            "{} {} не по правилам. {}",
            "отменённое действие",
            index + 1,
            rule(&Names::default(), error).trim_end_matches('.')
        ),
    }
}

pub(super) const WORDS: Words = Words {
    field: field_ru,
    rule,
    history,
    load,
    import,
    nothing_changed: "Ничего не изменено.",
    save_failed: |detail| format!("Не удалось сохранить партию ({detail}). Действие не применено."),
    stale: "Эту партию только что сохранили в другом окне: показана новая версия, ваше действие не записано.",
};
