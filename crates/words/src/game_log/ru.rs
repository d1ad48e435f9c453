//! The game's records in Russian: [`super::RU`] and its helpers (`mod.rs` holds
//! the struct they fill).

use super::{Names, Words};
use crate::Lang;
use crate::terms::{aim_name, class_name, heading_name};
use shturman_game::{
    Action, ActionView, Aim, BoardingSide, CardId, CardInfo, Event, RedactedAction, Rule,
    ShipStatus, SinkCause, Weather,
};
use shturman_rules::{Captain, ShipClass};
use uuid::Uuid;

pub(super) fn ship_label(class: ShipClass, name: &str) -> String {
    let class = class_name(Lang::Ru, class);
    if name.trim().is_empty() {
        return class.to_string();
    }
    format!("{class} «{name}»")
}

pub(super) fn captain_name(c: Captain) -> &'static str {
    c.name_ru()
}

pub(super) fn captain_ability(c: Captain) -> &'static str {
    match c {
        Captain::Rapid => "+1 к дальности хода при свежем ветре",
        Captain::Swift => "стреляет первым, когда его атакуют",
        Captain::Target => "грань 2 тоже попадает",
        Captain::Berserk => "+1 очко абордажа",
    }
}

pub(super) fn card_number_text(card: CardId) -> String {
    let n = u16::from(card.0) + 1;
    format!("карта капитана {n} рубашкой вверх")
}

pub(super) fn game_aim(a: Aim) -> &'static str {
    aim_name(Lang::Ru, super::rules_aim(a))
}

/// The round's weather as the round bar and the rose say it ("ветер →
/// запад": where it blows, issue 33 #8); the log and the confirmation said
/// «свежий ветер: запад» beside it (issue 46 #4).
pub(super) fn weather_text(w: Weather) -> String {
    crate::game::table::weather(Lang::Ru, w)
}

pub(super) fn status_text(n: &Names, s: ShipStatus) -> String {
    let lang = Lang::Ru;
    match s {
        ShipStatus::Afloat => "на плаву".to_string(),
        ShipStatus::Captured { by, .. } => format!("{} {}", "захвачен игроком", n.player(lang, by)),
        ShipStatus::Sunk { cause } => format!("{} ({})", "потоплен", cause_text(n, cause)),
    }
}

pub(super) fn cause_text(n: &Names, c: SinkCause) -> String {
    let lang = Lang::Ru;
    match c {
        SinkCause::EnemyFire { port: None } => "огнём противника".into(),
        SinkCause::EnemyFire { port: Some(p) } => {
            format!("{} {}", "огнём противника в порту", n.port(lang, p))
        }
        SinkCause::Other => "другая причина".into(),
    }
}

pub(super) fn dice_text(dice: &[u8]) -> String {
    if dice.is_empty() {
        return String::new();
    }
    let list: Vec<String> = dice.iter().map(u8::to_string).collect();
    format!("; {}: {}", "кубики", list.join(", "))
}

pub(super) fn hit_text(hit: bool, aim: Aim, critical: Option<bool>) -> String {
    let lang = Lang::Ru;
    let mut s = if hit {
        format!(
            "{} ({})",
            "попадание",
            aim_name(lang, super::rules_aim(aim))
        )
    } else {
        "промах".to_string()
    };
    match critical {
        Some(true) => s.push_str(", крит: 6"),
        Some(false) => s.push_str(", крит не выпал"),
        None => {}
    }
    s
}

pub(super) fn action_text(n: &Names, a: &ActionView) -> String {
    let lang = Lang::Ru;
    let ship = |id: &Uuid| n.ship(lang, *id);
    match a {
        ActionView::Redacted(r) => match r {
            RedactedAction::RevealCaptain { ship: s, owner, .. } => format!(
                "{}: {} ({}; {})",
                "Капитан открыт",
                ship(s),
                n.player(lang, *owner),
                "карта снова рубашкой вверх"
            ),
        },
        ActionView::Full(a) => full_action_text(n, a),
    }
}

pub(super) fn boarding_text(n: &Names, att: Uuid, def: Uuid, w: BoardingSide) -> String {
    let lang = Lang::Ru;
    let winner = match w {
        BoardingSide::Attacker => n.ship(lang, att),
        BoardingSide::Defender => n.ship(lang, def),
    };
    format!(
        "{}: {} → {}; {} {}",
        "Абордаж",
        n.ship(lang, att),
        n.ship(lang, def),
        "победил",
        winner
    )
}

pub(super) fn full_action_text(n: &Names, a: &Action) -> String {
    let lang = Lang::Ru;
    let ship = |id: &Uuid| n.ship(lang, *id);
    match a {
        Action::AddPlayer { name, .. } => format!("{}: {name}", "Игрок"),
        Action::AddPort { name, owner, .. } => {
            format!("{}: {name} ({})", "Порт", n.player(lang, *owner))
        }
        Action::AddAlly { a, b } => format!(
            "{}: {} + {}",
            "Союз",
            n.player(lang, *a),
            n.player(lang, *b)
        ),
        Action::OfferAlliance { from, to } => format!(
            "{}: {} {} {}",
            "Союз",
            n.player(lang, *from),
            "предлагает союз игроку",
            n.player(lang, *to)
        ),
        Action::SetCaptainCount { player, count } => {
            format!("{}: {} — {count}", "Капитанов", n.player(lang, *player))
        }
        Action::AddShip {
            id, owner, heading, ..
        } => format!(
            "{}: {} ({}), {} {}",
            "Корабль",
            ship(id),
            n.player(lang, *owner),
            "курс",
            heading_name(lang, *heading)
        ),
        Action::EditCard { ship: s, .. } => {
            format!("{}: {}", "Карточка изменена", ship(s))
        }
        Action::StartRound { weather } => format!("{} — {}", "Новый раунд", weather_text(*weather)),
        Action::ShipMoved {
            ship: s,
            heading,
            two_calms: true,
        } => format!(
            "{}: {}, {} {}",
            "Ход в два штиля",
            ship(s),
            "курс",
            heading_name(lang, *heading)
        ),
        Action::ShipMoved {
            ship: s,
            heading,
            two_calms: false,
        } => format!(
            "{}: {}, {} {}",
            "Ход",
            ship(s),
            "новый курс",
            heading_name(lang, *heading)
        ),
        Action::SetHeading { ship: s, heading } => format!(
            "{}: {}, {}",
            "Исправлен курс",
            ship(s),
            heading_name(lang, *heading)
        ),
        Action::Shot {
            shooter,
            target,
            shots,
            aim,
            hit,
            critical,
            dice,
            ..
        } => format!(
            "{}: {} → {} ({}): {}{}",
            "Выстрел",
            ship(shooter),
            ship(target),
            crate::SHOTS.count(lang, i64::from(*shots)),
            hit_text(*hit, *aim, *critical),
            dice_text(dice)
        ),
        Action::Salvo {
            shooters,
            target,
            aim,
            hit,
            critical,
            dice,
            ..
        } => {
            let from: Vec<String> = shooters
                .iter()
                .map(|p| format!("{} ×{}", ship(&p.ship), p.shots))
                .collect();
            format!(
                "{}: {} → {}: {}{}",
                "Залп",
                from.join(", "),
                ship(target),
                hit_text(*hit, *aim, *critical),
                dice_text(dice)
            )
        }
        Action::SetHullDamage { ship: s, damage } => format!(
            "{}: {}, {} {damage}",
            "Исправление",
            ship(s),
            "повреждения корпуса"
        ),
        Action::SetSailDamage { ship: s, damage } => format!(
            "{}: {}, {} {damage}",
            "Исправление",
            ship(s),
            "повреждения парусов"
        ),
        Action::ShipSunk { ship: s, cause } => {
            format!("{}: {} ({})", "Потоплен", ship(s), cause_text(n, *cause))
        }
        Action::Boarding {
            attacker,
            defender,
            winner,
        } => boarding_text(n, *attacker, *defender, *winner),
        Action::AssignCaptain {
            player,
            ship: s,
            seal,
        } => format!(
            "{}: {} → {} #{}",
            n.player(lang, *player),
            "капитан рубашкой вверх",
            ship(s),
            seal.short()
        ),
        Action::RevealCaptain { ship: s, proof } => format!(
            "{}: {} — {}",
            "Капитан открыт",
            ship(s),
            captain_name(proof.captain)
        ),
        Action::HideCaptain { ship: s } => {
            format!("{}: {}", "Капитан перевёрнут рубашкой вверх", ship(s))
        }
        Action::TakeCaptainOff { ship: s, port, .. } => {
            format!("{}: {} ({})", "Капитан снят", ship(s), n.port(lang, *port))
        }
        Action::GiveCaptain {
            card,
            ship: s,
            port,
            seal,
            ..
        } => format!(
            "{}: {} → {} ({}) #{}",
            "Капитан назначен",
            card_number_text(*card),
            ship(s),
            n.port(lang, *port),
            seal.short()
        ),
        Action::MoveCaptain { from, to, seal, .. } => format!(
            "{}: {} → {} #{}",
            "Капитан перешёл на захваченный корабль",
            ship(from),
            ship(to),
            seal.short()
        ),
        Action::EndTurn { player, .. } => format!("{}: {}", "Ход окончен", n.player(lang, *player)),
        Action::HandReset { player } => format!(
            "{}: {}",
            n.player(lang, *player),
            "рука сброшена на этом устройстве (новый PIN-код; старая рука сохранена и откроется своим PIN-кодом)"
        ),
        Action::HandMade { player } => format!(
            "{}: {}",
            n.player(lang, *player),
            "рука заведена на этом устройстве (выбран PIN-код)"
        ),
        Action::Dispute { player, entry } => format!(
            "{}: {} {} №{} {}",
            "Спор",
            n.player(lang, *player),
            "оспаривает запись",
            entry + 1,
            "— решает ведущий"
        ),
        Action::DismissDispute { dispute } => format!(
            "{}: {} №{} {}",
            "Спор",
            "ведущий отклонил спор из записи",
            dispute + 1,
            "— запись остаётся"
        ),
    }
}

pub(super) fn event_text(n: &Names, e: &Event) -> Option<String> {
    let lang = Lang::Ru;
    let ship = |id: &Uuid| n.ship(lang, *id);
    Some(match e {
        Event::HullDamaged {
            ship: s,
            amount,
            hull,
        } => format!("{}: {} +{amount} → {hull}", ship(s), "корпус"),
        Event::SailsDamaged {
            ship: s,
            amount,
            sails,
        } => format!("{}: {} +{amount} → {sails}", ship(s), "паруса"),
        Event::SailsStripped { ship: s, sails } => {
            format!("{}: {} ({sails})", ship(s), "все паруса сорваны")
        }
        Event::Sunk { ship: s, cause } => {
            format!("{}: {} ({})", ship(s), "потоплен", cause_text(n, *cause))
        }
        Event::Captured { ship: s, by, .. } => format!(
            "{}: {} {}",
            ship(s),
            "захвачен игроком",
            n.player(lang, *by)
        ),
        Event::CaptainAssigned { card, .. } => card_text(card),
        Event::CaptainRevealed {
            card, placements, ..
        // the action's line already names the captain: the card's number
        // only here, not «Таргет — Таргет #AB12» (issue 33 #13)
        } => if placements.len() > 1 {
            format!("все печати карты #{} сходятся", card.short)
        } else {
            format!("печать карты #{} сходится", card.short)
        },
        Event::CaptainLost { card, .. } => format!("{}: {}", "капитан выбыл", card_text(card)),
        Event::CaptainStaysInPort { port, card, .. } => format!(
            "{} ({}): {}",
            "капитан остаётся в порту",
            n.port(lang, *port),
            card_text(card)
        ),
        Event::CaptainMoved { to, card, .. } => {
            format!("{} → {}: {}", "капитан перешёл", ship(to), card_text(card))
        }
        Event::CalmMemory {
            ship: s,
            unturned_through_previous_calm: true,
        } => format!("{}: {}", ship(s), "второй штиль подряд без поворота"),
        _ => return None,
    })
}

pub(super) fn card_text(card: &CardInfo) -> String {
    match card.captain {
        Some(c) => format!("{} #{}", captain_name(c), card.short),
        None => format!("{} #{}", card_number_text(card.card), card.short),
    }
}

pub(super) fn rule_name(r: Rule) -> &'static str {
    match r {
        Rule::Setup => "расстановка",
        Rule::Correction => "исправление игроков",
        Rule::Movement => "ход",
        Rule::CalmMemory => "два штиля подряд",
        Rule::TwoCalmsMove => "ход в два штиля",
        Rule::ChaserShot => "один выстрел курсовыми или ретирадными за раунд",
        Rule::Dismasted => "без парусов",
        Rule::ShotsPerRound => "выстрелы за раунд",
        Rule::Salvo => "залп",
        Rule::HullHit => "попадание в корпус",
        Rule::SailHit => "попадание в паруса",
        Rule::Critical => "крит: 6 топит",
        Rule::SailCritical => "крит по парусам",
        Rule::Sinking => "потопление",
        Rule::Boarding => "абордаж",
        Rule::CaptainAssignment => "назначение капитанов",
        Rule::CaptainReveal => "капитан открыт",
        Rule::CaptainFaceDown => "капитан рубашкой вверх",
        Rule::CaptainLeavesWithShip => "капитан уходит с кораблём",
        Rule::CaptainSavedInOwnPort => "капитан спасён в своём порту",
        Rule::CaptainDiesInBoarding => "капитан гибнет при абордаже",
        Rule::CaptainToCapturedShip => "капитан на захваченный корабль",
        Rule::CaptainTakenOff => "капитан снят в порту",
        Rule::CaptainGiven => "капитан назначен в порту",
    }
}

pub(super) const WORDS: Words = Words {
    unknown_ship: "неизвестный корабль",
    player_n: |i| format!("игрок {}", u16::from(i) + 1),
    port_n: |i| format!("порт {i}"),
    ship_label,
    captain: captain_name,
    captain_ability,
    card: card_text,
    card_number: card_number_text,
    undone: "отменено",
    weather: weather_text,
    status: status_text,
    cause: cause_text,
    aim: game_aim,
    action: action_text,
    event: event_text,
    rule: rule_name,
    replayed: "Это доказательство уже было в журнале: такое раскрытие мог сделать любой, не только владелец карты.",
};
