//! Every refusal of the game core, and every reason a save does not load,
//! in plain words with its data, in both languages. The core's errors carry
//! ids and numbers only; this file names them.

use super::game_log::{captain_name, card_number_text, Names};
use super::Lang;
use shturman_game::{HistoryError, InvalidSave, LoadError, RuleError};
use shturman_rules::card::CardField;

/// The name of a card field.
pub fn field_name(lang: Lang, f: CardField) -> &'static str {
    match (lang, f) {
        (Lang::Ru, CardField::FreshStraight) => "свежий ветер, прямо",
        (Lang::Ru, CardField::FreshDiagonal) => "свежий ветер, диагональ",
        (Lang::Ru, CardField::CalmStraight) => "штиль, прямо",
        (Lang::Ru, CardField::CalmDiagonal) => "штиль, диагональ",
        (Lang::Ru, CardField::StormRange) => "буря",
        (Lang::Ru, CardField::FiringRange) => "дальность огня",
        (Lang::Ru, CardField::Shots) => "выстрелов за раунд",
        (Lang::Ru, CardField::Strength) => "запас прочности",
        (Lang::Ru, CardField::Boarding) => "очки абордажа",
        (Lang::En, CardField::FreshStraight) => "fresh wind, straight",
        (Lang::En, CardField::FreshDiagonal) => "fresh wind, diagonal",
        (Lang::En, CardField::CalmStraight) => "calm, straight",
        (Lang::En, CardField::CalmDiagonal) => "calm, diagonal",
        (Lang::En, CardField::StormRange) => "storm",
        (Lang::En, CardField::FiringRange) => "firing range",
        (Lang::En, CardField::Shots) => "shots per round",
        (Lang::En, CardField::Strength) => "hull strength",
        (Lang::En, CardField::Boarding) => "boarding points",
    }
}

/// A refused action, in words.
pub fn rule_error(lang: Lang, n: &Names, e: &RuleError) -> String {
    let ship = |id| n.ship(lang, id);
    let player = |id| n.player(lang, id);
    let ru = lang == Lang::Ru;
    match e {
        RuleError::UnknownPlayer { player: p } => {
            format!(
                "{} {}",
                lang.pick("Нет такого игрока:", "No such player:"),
                p.0 + 1
            )
        }
        RuleError::UnknownShip { .. } => lang.pick("Нет такого корабля.", "No such ship.").into(),
        RuleError::UnknownPort { port } => {
            format!(
                "{} {}",
                lang.pick("Нет такого порта:", "No such port:"),
                port.0
            )
        }
        RuleError::DuplicatePlayer { player: p } => format!(
            "{} {}",
            lang.pick("Этот игрок уже есть:", "This player already exists:"),
            player(*p)
        ),
        RuleError::DuplicateShip { ship: s } => format!(
            "{} {}",
            lang.pick("Этот корабль уже есть:", "This ship already exists:"),
            ship(*s)
        ),
        RuleError::DuplicatePort { port } => format!(
            "{} {}",
            lang.pick("Этот порт уже есть:", "This port already exists:"),
            n.port(lang, *port)
        ),
        RuleError::SelfAlliance { player: p } => format!(
            "{} {}",
            player(*p),
            lang.pick(
                "не может быть союзником самому себе.",
                "cannot ally with themselves."
            )
        ),
        RuleError::AlreadyAllied { a, b } => format!(
            "{} {} {}",
            player(*a),
            player(*b),
            lang.pick("уже союзники.", "are already allies.")
        ),
        RuleError::CardValueOutOfRange { field, value, max } => {
            if ru {
                format!(
                    "Значение «{}» = {value} слишком велико (не больше {max}). Проверьте карточку.",
                    field_name(lang, *field)
                )
            } else {
                format!(
                    "“{}” = {value} is too large (at most {max}). Check the card.",
                    field_name(lang, *field)
                )
            }
        }
        RuleError::ZeroStrength => lang
            .pick(
                "Запас прочности не может быть 0: такой корабль утонул бы сразу.",
                "Hull strength cannot be 0: such a ship would sink at once.",
            )
            .into(),
        RuleError::StrengthBelowDamage {
            ship: s,
            strength,
            hull,
        } => {
            if ru {
                format!(
                    "У {} уже {} корпуса: запас прочности {strength} должен быть больше.",
                    ship(*s),
                    crate::plural::DAMAGE.count(Lang::Ru, i64::from(*hull))
                )
            } else {
                format!(
                    "{} already has {hull} hull damage: strength {strength} must be above it.",
                    ship(*s)
                )
            }
        }
        RuleError::CaptainCountOutOfRange {
            player: p,
            count,
            max,
        } => {
            if ru {
                format!(
                    "{}: {count} капитанов — больше, чем в наборе ({max}).",
                    player(*p)
                )
            } else {
                format!(
                    "{}: {count} captains is more than a set holds ({max}).",
                    player(*p)
                )
            }
        }
        RuleError::CaptainCountBelowInPlay {
            player: p,
            count,
            in_play,
        } => {
            if ru {
                format!(
                    "{}: уже выложено {in_play} капитанов, нельзя договориться о {count}.",
                    player(*p)
                )
            } else {
                format!(
                    "{}: {in_play} captains are already placed, the count cannot be {count}.",
                    player(*p)
                )
            }
        }
        RuleError::CaptainSetupClosed { round } => {
            if ru {
                format!("Капитанов назначают до начала игры, а уже идёт раунд {round}.")
            } else {
                format!("Captains are assigned before the game starts; round {round} is under way.")
            }
        }
        RuleError::NoRound => lang
            .pick(
                "Сначала начните раунд (ветер раунда).",
                "Start a round first (the round's wind).",
            )
            .into(),
        RuleError::ShipNotAfloat { ship: s } => format!(
            "{} {}",
            ship(*s),
            lang.pick("уже потоплен.", "has already sunk.")
        ),
        RuleError::FortCannotMove { ship: s } => format!(
            "{} {}",
            ship(*s),
            lang.pick("— форт, он не ходит.", "is a fort: it does not move.")
        ),
        RuleError::FortHasNoHeading { ship: s } => format!(
            "{} {}",
            ship(*s),
            lang.pick("— форт, у него нет курса.", "is a fort: it has no heading.")
        ),
        RuleError::FortHasNoSails { ship: s } => format!(
            "{} {}",
            ship(*s),
            lang.pick("— форт, у него нет парусов.", "is a fort: it has no sails.")
        ),
        RuleError::FortCannotBoard { ship: s } => format!(
            "{} {}",
            ship(*s),
            lang.pick("— форт, абордаж невозможен.", "is a fort: no boarding.")
        ),
        RuleError::HullDamageOutOfRange {
            ship: s,
            damage,
            max,
        } => {
            if ru {
                format!("{}: повреждения корпуса {damage} — можно от 0 до {max}. Чтобы потопить, используйте «Потоплен».", ship(*s))
            } else {
                format!(
                    "{}: hull damage {damage} — allowed 0 to {max}. To sink the ship use “Sunk”.",
                    ship(*s)
                )
            }
        }
        RuleError::SailDamageOutOfRange {
            ship: s,
            damage,
            max,
        } => {
            if ru {
                format!(
                    "{}: повреждения парусов {damage} — можно от 0 до {max}.",
                    ship(*s)
                )
            } else {
                format!("{}: sail damage {damage} — allowed 0 to {max}.", ship(*s))
            }
        }
        RuleError::SameShip { ship: s } => format!(
            "{} {}",
            ship(*s),
            lang.pick(
                "не может стрелять или идти на абордаж сам по себе.",
                "cannot fire at or board itself."
            )
        ),
        RuleError::NotEnemies { ship: s, other } => {
            if ru {
                format!(
                    "{} и {} — не противники: стрелять и брать на абордаж можно только врага.",
                    ship(*s),
                    ship(*other)
                )
            } else {
                format!(
                    "{} and {} are not enemies: fire and boarding are only against enemies.",
                    ship(*s),
                    ship(*other)
                )
            }
        }
        RuleError::EmptySalvo => lang
            .pick("В залпе нет ни одного корабля.", "The salvo has no ships.")
            .into(),
        RuleError::DuplicateShooter { ship: s } => format!(
            "{} {}",
            ship(*s),
            lang.pick("указан в залпе дважды.", "is listed twice in the salvo.")
        ),
        RuleError::ZeroShots { ship: s } => format!(
            "{}: {}",
            ship(*s),
            lang.pick("нужно хотя бы 1 выстрел.", "at least 1 shot is needed.")
        ),
        RuleError::NotEnoughShots {
            ship: s,
            requested,
            remaining,
        } => {
            if ru {
                format!(
                    "{}: осталось выстрелов {remaining} в этом раунде, а нужно {requested}.",
                    ship(*s)
                )
            } else {
                format!(
                    "{}: {remaining} shots left this round, {requested} requested.",
                    ship(*s)
                )
            }
        }
        RuleError::DieOutOfRange { value } => {
            if ru {
                format!("На кубике нет грани {value}: только 1–6.")
            } else {
                format!("A die has no face {value}: only 1–6.")
            }
        }
        RuleError::CriticalWithoutHit => lang
            .pick(
                "Крит бросают только после попадания.",
                "A critical is rolled only after a hit.",
            )
            .into(),
        RuleError::CriticalNotAllowed { ship: s, remaining } => {
            if ru {
                format!(
                    "Крит только за последний выстрел раунда: у {} остаётся ещё {remaining}.",
                    ship(*s)
                )
            } else {
                format!("A critical only comes with the last shot of the round: {} keeps {remaining} more.", ship(*s))
            }
        }
        RuleError::CriticalNotRolled { target } => {
            if ru {
                format!(
                    "{} тонет от самого попадания: бросок на крит не делается [A-12].",
                    ship(*target)
                )
            } else {
                format!(
                    "The hit itself sinks {}: no critical roll is made [A-12].",
                    ship(*target)
                )
            }
        }
        RuleError::ChaserSpent { ship: s } => {
            if ru {
                format!(
                    "{} уже стрелял курсовыми или ретирадными в этом раунде: такой выстрел один за раунд (§4.5).",
                    ship(*s)
                )
            } else {
                format!(
                    "{} has already fired its chasers this round: one chaser shot a round (§4.5).",
                    ship(*s)
                )
            }
        }
        RuleError::ChaserOneShot { ship: s, shots } => {
            if ru {
                format!(
                    "Курсовые и ретирадные {} стреляют одним выстрелом, не {shots} (§4.5).",
                    ship(*s)
                )
            } else {
                format!("{}'s chasers fire one shot, not {shots} (§4.5).", ship(*s))
            }
        }
        RuleError::TooManyShots => {
            if ru {
                "Слишком много выстрелов в одном залпе.".into()
            } else {
                "Too many shots in one salvo.".into()
            }
        }
        RuleError::FortCarriesNoCaptain { ship: s } => {
            if ru {
                format!("На форт {} капитана не назначают [A-17].", ship(*s))
            } else {
                format!("{} is a fort: forts carry no captain [A-17].", ship(*s))
            }
        }
        RuleError::TwoCalmsNotAllowed { ship: s } => {
            if ru {
                format!(
                    "{}: ход в два штиля — только во втором штиле подряд, если курс в первом не менялся, один раз на два штиля, прямо по курсу (§3.2).",
                    ship(*s)
                )
            } else {
                format!(
                    "{}: the two-calms move comes only in the second calm in a row, with the heading unchanged through the first, once per two calms, straight ahead (§3.2).",
                    ship(*s)
                )
            }
        }
        RuleError::NotOwnShip {
            ship: s,
            player: p,
            owner,
        } => {
            if ru {
                format!(
                    "{} принадлежит игроку {}, а не {}.",
                    ship(*s),
                    player(*owner),
                    player(*p)
                )
            } else {
                format!(
                    "{} belongs to {}, not to {}.",
                    ship(*s),
                    player(*owner),
                    player(*p)
                )
            }
        }
        RuleError::ShipHasCaptain { ship: s } => format!(
            "{} {}",
            lang.pick(
                "На корабле уже есть капитан:",
                "This ship already has a captain:"
            ),
            ship(*s)
        ),
        RuleError::NoCaptain { ship: s } => format!(
            "{} {}",
            lang.pick("На корабле нет капитана:", "This ship has no captain:"),
            ship(*s)
        ),
        RuleError::TooManyCaptains { player: p, agreed } => {
            if ru {
                format!(
                    "{}: договорились о {agreed} капитанах, больше выложить нельзя.",
                    player(*p)
                )
            } else {
                format!(
                    "{}: the table agreed on {agreed} captains; no more can be placed.",
                    player(*p)
                )
            }
        }
        RuleError::UnknownCard { player: p, card } => {
            if ru {
                format!(
                    "У игрока {} нет в игре карты {}.",
                    player(*p),
                    u16::from(card.0) + 1
                )
            } else {
                format!(
                    "{} has no card {} in play.",
                    player(*p),
                    u16::from(card.0) + 1
                )
            }
        }
        RuleError::CardNotInPort {
            player: p,
            card,
            port,
        } => {
            if ru {
                format!(
                    "{}: {} не ждёт в порту {}.",
                    player(*p),
                    card_number_text(lang, *card),
                    n.port(lang, *port)
                )
            } else {
                format!(
                    "{}: {} is not waiting at {}.",
                    player(*p),
                    card_number_text(lang, *card),
                    n.port(lang, *port)
                )
            }
        }
        RuleError::SealInUse { owner, card } => {
            if ru {
                format!(
                    "Эта печать уже есть у игрока {} (карта {}): код прочитан второй раз?",
                    player(*owner),
                    u16::from(card.0) + 1
                )
            } else {
                format!(
                    "This seal is already {}'s card {}: was the code read twice?",
                    player(*owner),
                    u16::from(card.0) + 1
                )
            }
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
            if ru {
                format!(
                    "{}: эта карта не совпадает с запечатанной (игрок {}, карта {}, печать {which}). Карта не открыта.",
                    ship(*s),
                    player(*owner),
                    u16::from(card.0) + 1
                )
            } else {
                format!(
                    "{}: this card does not match the sealed one ({}, card {}, seal {which}). It stays face down.",
                    ship(*s),
                    player(*owner),
                    u16::from(card.0) + 1
                )
            }
        }
        RuleError::ProofIncomplete {
            ship: s,
            seals,
            salts,
        } => {
            let seals = super::SEALS.count(lang, i64::try_from(*seals).unwrap_or(i64::MAX));
            let salts = super::SECRETS.count(lang, i64::try_from(*salts).unwrap_or(i64::MAX));
            if ru {
                format!(
                    "{}: у карты {seals}, а в доказательстве {salts}: нужны секреты всех её печатей из руки владельца.",
                    ship(*s)
                )
            } else {
                format!(
                    "{}: the card has had {seals}, the proof holds {salts}: it needs the secret of every seal, from the owner's hand.",
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
            if ru {
                format!(
                    "{}: капитан {} игрока {} уже был открыт на другой карте ({}). У каждого игрока по одной карте каждого капитана.",
                    ship(*s),
                    captain_name(lang, *captain),
                    player(*owner),
                    u16::from(other.0) + 1
                )
            } else {
                format!(
                    "{}: {}'s {} was already revealed on another card ({}). Each player holds one card of each captain.",
                    ship(*s),
                    player(*owner),
                    captain_name(lang, *captain),
                    u16::from(other.0) + 1
                )
            }
        }
        RuleError::NotCapturedBy { ship: s, by } => {
            if ru {
                format!(
                    "Капитан переходит на {} только с {}, захватившего его в этом раунде (§5).",
                    ship(*s),
                    ship(*by)
                )
            } else {
                format!(
                    "A captain moves onto {} only from {}, and only if it captured it this round (§5).",
                    ship(*s),
                    ship(*by)
                )
            }
        }
        RuleError::OtherCaptainFaceUp {
            ship: s,
            claimed,
            shown,
        } => {
            if ru {
                format!(
                    "{}: открыт капитан {}, а не {}.",
                    ship(*s),
                    captain_name(lang, *shown),
                    captain_name(lang, *claimed)
                )
            } else {
                format!(
                    "{}: the face-up captain is {}, not {}.",
                    ship(*s),
                    captain_name(lang, *shown),
                    captain_name(lang, *claimed)
                )
            }
        }
        RuleError::PortNotFriendly { port, player: p } => {
            if ru {
                format!(
                    "Порт {} — не порт игрока {} и не союзника.",
                    n.port(lang, *port),
                    player(*p)
                )
            } else {
                format!(
                    "{} is neither {}'s port nor an ally's.",
                    n.port(lang, *port),
                    player(*p)
                )
            }
        }
        RuleError::CaptainAlreadyFaceUp { ship: s } => format!(
            "{} {}",
            ship(*s),
            lang.pick("— капитан уже открыт.", "— the captain is already face up.")
        ),
        RuleError::CaptainAlreadyFaceDown { ship: s } => format!(
            "{} {}",
            ship(*s),
            lang.pick(
                "— капитан уже рубашкой вверх.",
                "— the captain is already face down."
            )
        ),
        RuleError::CaptainNotFaceUp { ship: s } => format!(
            "{} {}",
            ship(*s),
            lang.pick("— капитан не открыт.", "— the captain is not face up.")
        ),
    }
}

pub fn history_error(lang: Lang, n: &Names, e: &HistoryError) -> String {
    match e {
        HistoryError::NothingToUndo => lang.pick("Отменять нечего.", "Nothing to undo.").into(),
        HistoryError::NothingToRedo => lang.pick("Повторять нечего.", "Nothing to redo.").into(),
        HistoryError::NoSuchEntry { len, log_len } => {
            if lang == Lang::Ru {
                format!(
                    "В журнале {}, записи {len} нет.",
                    crate::plural::ENTRIES.count(Lang::Ru, *log_len as i64)
                )
            } else {
                format!(
                    "The log has {}, there is no entry {len}.",
                    crate::plural::ENTRIES.count(Lang::En, *log_len as i64)
                )
            }
        }
        HistoryError::RedoRefused { rule } => format!(
            "{} {}",
            lang.pick("Повтор невозможен:", "Cannot redo:"),
            rule_error(lang, n, rule)
        ),
    }
}

/// Why a save does not open, in plain words (the file is kept as it is).
pub fn load_error(lang: Lang, e: &LoadError) -> String {
    let ru = lang == Lang::Ru;
    match e {
        LoadError::Damaged { line, column } => {
            if ru {
                format!("Файл партии повреждён (обрыв или мусор, строка {line}, позиция {column}). Его нельзя открыть; он сохранён как есть и ничем не перезаписан.")
            } else {
                format!("The game file is damaged (cut short or garbled, line {line}, column {column}). It cannot be opened; it is kept as it is and nothing overwrites it.")
            }
        }
        LoadError::NewerVersion { found, supported } => {
            if ru {
                format!("Партия записана более новой версией Штурмана (формат {found}, эта версия читает до {supported}). Обновите приложение, чтобы открыть её; файл сохранён без изменений.")
            } else {
                format!("This game was saved by a newer Shturman (format {found}; this version reads up to {supported}). Update the app to open it; the file is kept unchanged.")
            }
        }
        LoadError::NeedsMigration { found } => {
            if ru {
                format!("Партия записана до того, как капитаны стали печатями (формат {found}). При открытии капитаны каждого игрока переходят в его руку; старый файл не трогается, пока новая партия и все руки не сохранены.")
            } else {
                format!("This game was saved before captains were sealed (format {found}). Opening it moves each player's captains into their hand; the old file is left alone until the new game and every hand are stored.")
            }
        }
        LoadError::Invalid { reason } => {
            let why = match reason {
                InvalidSave::NoSchemaVersion => lang
                    .pick("в нём нет номера формата", "it has no format number")
                    .to_string(),
                InvalidSave::UnknownVersion { found } => {
                    if ru {
                        format!("неизвестный формат {found}")
                    } else {
                        format!("unknown format {found}")
                    }
                }
                InvalidSave::Malformed { line, column } => {
                    if ru {
                        format!("содержимое не той формы (строка {line}, позиция {column})")
                    } else {
                        format!("the content has the wrong shape (line {line}, column {column})")
                    }
                }
                InvalidSave::LogBreaksRule { index, error } => format!(
                    "{} {}: {}",
                    lang.pick("запись журнала", "log entry"),
                    index + 1,
                    rule_error(lang, &Names::default(), error)
                ),
                InvalidSave::UndoneNotAReveal { index } => {
                    if ru {
                        format!(
                            "отменённое открытие {} — не открытие капитана, которое сходится с печатями",
                            index + 1
                        )
                    } else {
                        format!(
                            "undone reveal {} is not a reveal that matches its seals",
                            index + 1
                        )
                    }
                }
                InvalidSave::RedoBreaksRule { index, error } => format!(
                    "{} {}: {}",
                    lang.pick("отменённое действие", "undone action"),
                    index + 1,
                    rule_error(lang, &Names::default(), error)
                ),
            };
            if ru {
                format!("Это не партия Штурмана, которую можно открыть: {why}. Файл сохранён без изменений.")
            } else {
                format!("This is not a Shturman game that can be opened: {why}. The file is kept unchanged.")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shturman_game::{PlayerId, SCHEMA_VERSION};

    #[test]
    fn load_errors_are_distinct_in_both_languages() {
        let errors = [
            shturman_game::save::from_json("{garbage").unwrap_err(),
            shturman_game::save::from_json(&format!(
                "{{\"schema_version\": {}, \"game\": {{\"log\": []}}}}",
                SCHEMA_VERSION + 1
            ))
            .unwrap_err(),
            shturman_game::save::from_json("{\"game\": 1}").unwrap_err(),
        ];
        for lang in [Lang::Ru, Lang::En] {
            let texts: Vec<String> = errors.iter().map(|e| load_error(lang, e)).collect();
            assert_ne!(texts[0], texts[1]);
            assert_ne!(texts[1], texts[2]);
            assert_ne!(texts[0], texts[2]);
        }
        assert!(load_error(Lang::Ru, &errors[0]).contains("повреждён"));
        assert!(load_error(Lang::En, &errors[1]).contains("newer"));
    }

    #[test]
    fn rule_errors_carry_their_data() {
        let e = RuleError::NotEnoughShots {
            ship: uuid::Uuid::nil(),
            requested: 2,
            remaining: 1,
        };
        let t = rule_error(Lang::Ru, &Names::default(), &e);
        assert!(t.contains('2') && t.contains('1'), "{t}");
        let e = RuleError::TooManyCaptains {
            player: PlayerId(1),
            agreed: 2,
        };
        assert!(rule_error(Lang::En, &Names::default(), &e).contains("player 2"));
    }
}
