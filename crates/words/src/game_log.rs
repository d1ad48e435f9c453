//! Words for the game's records: ship, player and port names as a view
//! gives them, captain names, statuses, weather, and one line per log
//! action and notable event. Everything here works from a [`GameView`]: the
//! table's game names a captain only while its card is face up, so no line
//! here can name a hidden one.

use super::terms::{aim_name, class_name, heading_name};
use super::Lang;
use shturman_game::{
    Action, ActionView, Aim, BoardingSide, CardId, CardInfo, Event, GameView, PlayerId, PortId,
    RedactedAction, Rule, ShipStatus, SinkCause, Weather,
};
use shturman_rules::{Captain, ShipClass};
use uuid::Uuid;

/// Names of the game's ships, players and ports, from a view.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Names {
    ships: Vec<(Uuid, ShipClass, String)>,
    players: Vec<(PlayerId, String)>,
    ports: Vec<(PortId, String)>,
}

impl Names {
    pub fn of(v: &GameView) -> Names {
        Names {
            ships: v
                .ships
                .iter()
                .map(|s| (s.id, s.class, s.name.clone()))
                .collect(),
            players: v.players.iter().map(|p| (p.id, p.name.clone())).collect(),
            ports: v.ports.iter().map(|p| (p.id, p.name.clone())).collect(),
        }
    }

    /// Names from their parts (a player's own phone knows the game only
    /// from the table's code: its ships and ports).
    pub fn from_parts(
        ships: Vec<(Uuid, ShipClass, String)>,
        players: Vec<(PlayerId, String)>,
        ports: Vec<(PortId, String)>,
    ) -> Names {
        Names {
            ships,
            players,
            ports,
        }
    }

    /// "Бриг «Меркурий»".
    pub fn ship(&self, lang: Lang, id: Uuid) -> String {
        match self.ships.iter().find(|s| s.0 == id) {
            Some((_, class, name)) => ship_label(lang, *class, name),
            None => lang.pick("неизвестный корабль", "unknown ship").to_string(),
        }
    }

    pub fn player(&self, lang: Lang, id: PlayerId) -> String {
        self.players
            .iter()
            .find(|p| p.0 == id)
            .map(|p| p.1.clone())
            .unwrap_or_else(|| format!("{} {}", lang.pick("игрок", "player"), id.0 + 1))
    }

    pub fn port(&self, lang: Lang, id: PortId) -> String {
        self.ports
            .iter()
            .find(|p| p.0 == id)
            .map(|p| p.1.clone())
            .unwrap_or_else(|| format!("{} {}", lang.pick("порт", "port"), id.0))
    }
}

/// "Бриг «Меркурий»" / "Brig “Mercury”".
pub fn ship_label(lang: Lang, class: ShipClass, name: &str) -> String {
    let class = class_name(lang, class);
    if name.trim().is_empty() {
        return class.to_string();
    }
    match lang {
        Lang::Ru => format!("{class} «{name}»"),
        Lang::En => format!("{class} “{name}”"),
    }
}

pub fn captain_name(lang: Lang, c: Captain) -> &'static str {
    match lang {
        Lang::Ru => c.name_ru(),
        Lang::En => match c {
            Captain::Rapid => "Rapid",
            Captain::Swift => "Swift",
            Captain::Target => "Target",
            Captain::Berserk => "Berserk",
        },
    }
}

/// What the captain does, in short (shown only with its name).
pub fn captain_ability(lang: Lang, c: Captain) -> &'static str {
    match (lang, c) {
        (Lang::Ru, Captain::Rapid) => "+1 к дальности хода при свежем ветре",
        (Lang::Ru, Captain::Swift) => "стреляет первым, когда его атакуют",
        (Lang::Ru, Captain::Target) => "грань 2 тоже попадает",
        (Lang::Ru, Captain::Berserk) => "+1 очко абордажа",
        (Lang::En, Captain::Rapid) => "+1 fresh-wind range",
        (Lang::En, Captain::Swift) => "fires first when attacked",
        (Lang::En, Captain::Target) => "face 2 hits too",
        (Lang::En, Captain::Berserk) => "+1 boarding point",
    }
}

/// A card as the table may see it: "Свифт #1a2b3c4d" while face up, else
/// "карта капитана 2 рубашкой вверх #1a2b3c4d" (its number in its owner's
/// placement order, from 1).
pub fn card_text(lang: Lang, card: &CardInfo) -> String {
    match card.captain {
        Some(c) => format!("{} #{}", captain_name(lang, c), card.short),
        None => format!("{} #{}", card_number_text(lang, card.card), card.short),
    }
}

/// "карта капитана 2 рубашкой вверх" / "face-down captain card 2".
pub fn card_number_text(lang: Lang, card: CardId) -> String {
    let n = u16::from(card.0) + 1;
    match lang {
        Lang::Ru => format!("карта капитана {n} рубашкой вверх"),
        Lang::En => format!("face-down captain card {n}"),
    }
}

/// The mark of a log entry that was undone but stays on record (a reveal
/// the table saw).
pub fn undone_text(lang: Lang) -> &'static str {
    lang.pick("отменено", "undone")
}

pub fn weather_text(lang: Lang, w: Weather) -> String {
    match w {
        Weather::Calm => lang.pick("штиль", "calm").to_string(),
        Weather::Fresh(wind) => format!(
            "{}: {}",
            lang.pick("свежий ветер", "fresh wind"),
            heading_name(lang, wind)
        ),
        Weather::Storm(direction) => format!(
            "{}: {}",
            lang.pick("буря", "storm"),
            heading_name(lang, direction)
        ),
    }
}

pub fn status_text(lang: Lang, n: &Names, s: ShipStatus) -> String {
    match s {
        ShipStatus::Afloat => lang.pick("на плаву", "afloat").to_string(),
        ShipStatus::Captured { by, .. } => format!(
            "{} {}",
            lang.pick("захвачен игроком", "captured by"),
            n.player(lang, by)
        ),
        ShipStatus::Sunk { cause } => format!(
            "{} ({})",
            lang.pick("потоплен", "sunk"),
            cause_text(lang, n, cause)
        ),
    }
}

pub fn cause_text(lang: Lang, n: &Names, c: SinkCause) -> String {
    match c {
        SinkCause::EnemyFire { port: None } => {
            lang.pick("огнём противника", "by enemy fire").into()
        }
        SinkCause::EnemyFire { port: Some(p) } => format!(
            "{} {}",
            lang.pick("огнём противника в порту", "by enemy fire in port"),
            n.port(lang, p)
        ),
        SinkCause::Other => lang.pick("другая причина", "other cause").into(),
    }
}

fn dice_text(lang: Lang, dice: &[u8]) -> String {
    if dice.is_empty() {
        return String::new();
    }
    let list: Vec<String> = dice.iter().map(u8::to_string).collect();
    format!("; {}: {}", lang.pick("кубики", "dice"), list.join(", "))
}

fn hit_text(lang: Lang, hit: bool, aim: Aim, critical: Option<bool>) -> String {
    let mut s = if hit {
        format!(
            "{} ({})",
            lang.pick("попадание", "hit"),
            aim_name(lang, aim.into_rules())
        )
    } else {
        lang.pick("промах", "miss").to_string()
    };
    match critical {
        Some(true) => s.push_str(lang.pick(", крит: 6", ", critical: 6")),
        Some(false) => s.push_str(lang.pick(", крит не выпал", ", no critical")),
        None => {}
    }
    s
}

trait IntoRulesAim {
    fn into_rules(self) -> shturman_rules::attack::Aim;
}

impl IntoRulesAim for Aim {
    fn into_rules(self) -> shturman_rules::attack::Aim {
        match self {
            Aim::Hull => shturman_rules::attack::Aim::Hull,
            Aim::Sails => shturman_rules::attack::Aim::Sails,
        }
    }
}

/// The game's aim in words.
pub fn game_aim(lang: Lang, a: Aim) -> &'static str {
    aim_name(lang, a.into_rules())
}

/// One line for a log action.
pub fn action_text(lang: Lang, n: &Names, a: &ActionView) -> String {
    let ship = |id: &Uuid| n.ship(lang, *id);
    match a {
        ActionView::Redacted(r) => match r {
            RedactedAction::RevealCaptain { ship: s, owner, .. } => format!(
                "{}: {} ({}; {})",
                lang.pick("Капитан открыт", "Captain revealed"),
                ship(s),
                n.player(lang, *owner),
                lang.pick("карта снова рубашкой вверх", "the card is face down again")
            ),
        },
        ActionView::Full(a) => full_action_text(lang, n, a),
    }
}

fn boarding_text(lang: Lang, n: &Names, att: Uuid, def: Uuid, w: BoardingSide) -> String {
    let winner = match w {
        BoardingSide::Attacker => n.ship(lang, att),
        BoardingSide::Defender => n.ship(lang, def),
    };
    format!(
        "{}: {} → {}; {} {}",
        lang.pick("Абордаж", "Boarding"),
        n.ship(lang, att),
        n.ship(lang, def),
        lang.pick("победил", "won by"),
        winner
    )
}

fn full_action_text(lang: Lang, n: &Names, a: &Action) -> String {
    let ship = |id: &Uuid| n.ship(lang, *id);
    match a {
        Action::AddPlayer { name, .. } => format!("{}: {name}", lang.pick("Игрок", "Player")),
        Action::AddPort { name, owner, .. } => format!(
            "{}: {name} ({})",
            lang.pick("Порт", "Port"),
            n.player(lang, *owner)
        ),
        Action::AddAlly { a, b } => format!(
            "{}: {} + {}",
            lang.pick("Союз", "Alliance"),
            n.player(lang, *a),
            n.player(lang, *b)
        ),
        Action::SetCaptainCount { player, count } => format!(
            "{}: {} — {count}",
            lang.pick("Капитанов", "Captains"),
            n.player(lang, *player)
        ),
        Action::AddShip {
            id, owner, heading, ..
        } => format!(
            "{}: {} ({}), {} {}",
            lang.pick("Корабль", "Ship"),
            ship(id),
            n.player(lang, *owner),
            lang.pick("курс", "heading"),
            heading_name(lang, *heading)
        ),
        Action::EditCard { ship: s, .. } => {
            format!(
                "{}: {}",
                lang.pick("Карточка изменена", "Card edited"),
                ship(s)
            )
        }
        Action::StartRound { weather } => format!(
            "{} — {}",
            lang.pick("Новый раунд", "New round"),
            weather_text(lang, *weather)
        ),
        Action::ShipMoved {
            ship: s,
            heading,
            two_calms: true,
        } => format!(
            "{}: {}, {} {}",
            lang.pick("Ход в два штиля", "Two-calms move"),
            ship(s),
            lang.pick("курс", "heading"),
            heading_name(lang, *heading)
        ),
        Action::ShipMoved {
            ship: s,
            heading,
            two_calms: false,
        } => format!(
            "{}: {}, {} {}",
            lang.pick("Ход", "Move"),
            ship(s),
            lang.pick("новый курс", "new heading"),
            heading_name(lang, *heading)
        ),
        Action::SetHeading { ship: s, heading } => format!(
            "{}: {}, {}",
            lang.pick("Исправлен курс", "Heading corrected"),
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
            lang.pick("Выстрел", "Shot"),
            ship(shooter),
            ship(target),
            super::SHOTS.count(lang, i64::from(*shots)),
            hit_text(lang, *hit, *aim, *critical),
            dice_text(lang, dice)
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
                lang.pick("Залп", "Salvo"),
                from.join(", "),
                ship(target),
                hit_text(lang, *hit, *aim, *critical),
                dice_text(lang, dice)
            )
        }
        Action::SetHullDamage { ship: s, damage } => format!(
            "{}: {}, {} {damage}",
            lang.pick("Исправление", "Correction"),
            ship(s),
            lang.pick("повреждения корпуса", "hull damage")
        ),
        Action::SetSailDamage { ship: s, damage } => format!(
            "{}: {}, {} {damage}",
            lang.pick("Исправление", "Correction"),
            ship(s),
            lang.pick("повреждения парусов", "sail damage")
        ),
        Action::ShipSunk { ship: s, cause } => format!(
            "{}: {} ({})",
            lang.pick("Потоплен", "Sunk"),
            ship(s),
            cause_text(lang, n, *cause)
        ),
        Action::Boarding {
            attacker,
            defender,
            winner,
        } => boarding_text(lang, n, *attacker, *defender, *winner),
        Action::AssignCaptain {
            player,
            ship: s,
            seal,
        } => format!(
            "{}: {} → {} #{}",
            n.player(lang, *player),
            lang.pick("капитан рубашкой вверх", "captain face down"),
            ship(s),
            seal.short()
        ),
        Action::RevealCaptain { ship: s, proof } => format!(
            "{}: {} — {}",
            lang.pick("Капитан открыт", "Captain revealed"),
            ship(s),
            captain_name(lang, proof.captain)
        ),
        Action::HideCaptain { ship: s } => format!(
            "{}: {}",
            lang.pick(
                "Капитан перевёрнут рубашкой вверх",
                "Captain turned face down"
            ),
            ship(s)
        ),
        Action::TakeCaptainOff { ship: s, port, .. } => format!(
            "{}: {} ({})",
            lang.pick("Капитан снят", "Captain taken off"),
            ship(s),
            n.port(lang, *port)
        ),
        Action::GiveCaptain {
            card,
            ship: s,
            port,
            seal,
            ..
        } => format!(
            "{}: {} → {} ({}) #{}",
            lang.pick("Капитан назначен", "Captain given"),
            card_number_text(lang, *card),
            ship(s),
            n.port(lang, *port),
            seal.short()
        ),
        Action::MoveCaptain { from, to, seal, .. } => format!(
            "{}: {} → {} #{}",
            lang.pick(
                "Капитан перешёл на захваченный корабль",
                "Captain moved onto the captured ship"
            ),
            ship(from),
            ship(to),
            seal.short()
        ),
        Action::EndTurn { player, .. } => format!(
            "{}: {}",
            lang.pick("Ход окончен", "Turn over"),
            n.player(lang, *player)
        ),
    }
}

/// A line for the notable events of an entry (effects the action line does
/// not already say); `None` for the rest.
pub fn event_text(lang: Lang, n: &Names, e: &Event) -> Option<String> {
    let ship = |id: &Uuid| n.ship(lang, *id);
    Some(match e {
        Event::HullDamaged {
            ship: s,
            amount,
            hull,
        } => format!(
            "{}: {} +{amount} → {hull}",
            ship(s),
            lang.pick("корпус", "hull")
        ),
        Event::SailsDamaged {
            ship: s,
            amount,
            sails,
        } => format!(
            "{}: {} +{amount} → {sails}",
            ship(s),
            lang.pick("паруса", "sails")
        ),
        Event::SailsStripped { ship: s, sails } => format!(
            "{}: {} ({sails})",
            ship(s),
            lang.pick("все паруса сорваны", "all sails stripped")
        ),
        Event::Sunk { ship: s, cause } => format!(
            "{}: {} ({})",
            ship(s),
            lang.pick("потоплен", "sunk"),
            cause_text(lang, n, *cause)
        ),
        Event::Captured { ship: s, by, .. } => format!(
            "{}: {} {}",
            ship(s),
            lang.pick("захвачен игроком", "captured by"),
            n.player(lang, *by)
        ),
        Event::CaptainAssigned { card, .. } => card_text(lang, card),
        Event::CaptainRevealed {
            card, placements, ..
        } => format!(
            "{} — {}",
            card_text(lang, card),
            if placements.len() > 1 {
                lang.pick(
                    "все печати карты сходятся",
                    "every seal of the card matches",
                )
            } else {
                lang.pick("печать сходится", "the seal matches")
            }
        ),
        Event::CaptainLost { card, .. } => format!(
            "{}: {}",
            lang.pick("капитан выбыл", "captain lost"),
            card_text(lang, card)
        ),
        Event::CaptainStaysInPort { port, card, .. } => format!(
            "{} ({}): {}",
            lang.pick("капитан остаётся в порту", "captain stays in port"),
            n.port(lang, *port),
            card_text(lang, card)
        ),
        Event::CaptainMoved { to, card, .. } => format!(
            "{} → {}: {}",
            lang.pick("капитан перешёл", "captain moved"),
            ship(to),
            card_text(lang, card)
        ),
        Event::CalmMemory {
            ship: s,
            unturned_through_previous_calm: true,
        } => format!(
            "{}: {}",
            ship(s),
            lang.pick(
                "второй штиль подряд без поворота",
                "second calm in a row without turning"
            )
        ),
        _ => return None,
    })
}

/// The rule a log entry applied, in short.
pub fn rule_name(lang: Lang, r: Rule) -> &'static str {
    let (ru, en) = match r {
        Rule::Setup => ("расстановка", "setup"),
        Rule::Correction => ("исправление игроков", "players' correction"),
        Rule::Movement => ("ход", "movement"),
        Rule::CalmMemory => ("два штиля подряд", "two calms in a row"),
        Rule::TwoCalmsMove => ("ход в два штиля", "the two-calms move"),
        Rule::ChaserShot => (
            "один выстрел курсовыми или ретирадными за раунд",
            "one chaser shot a round",
        ),
        Rule::Dismasted => ("без парусов", "dismasted"),
        Rule::ShotsPerRound => ("выстрелы за раунд", "shots per round"),
        Rule::Salvo => ("залп", "salvo"),
        Rule::HullHit => ("попадание в корпус", "hull hit"),
        Rule::SailHit => ("попадание в паруса", "sail hit"),
        Rule::Critical => ("крит: 6 топит", "critical: a 6 sinks"),
        Rule::SailCritical => ("крит по парусам", "sail critical"),
        Rule::Sinking => ("потопление", "sinking"),
        Rule::Boarding => ("абордаж", "boarding"),
        Rule::CaptainAssignment => ("назначение капитанов", "captain assignment"),
        Rule::CaptainReveal => ("капитан открыт", "captain revealed"),
        Rule::CaptainFaceDown => ("капитан рубашкой вверх", "captain face down"),
        Rule::CaptainLeavesWithShip => {
            ("капитан уходит с кораблём", "captain leaves with the ship")
        }
        Rule::CaptainSavedInOwnPort => {
            ("капитан спасён в своём порту", "captain saved in own port")
        }
        Rule::CaptainDiesInBoarding => ("капитан гибнет при абордаже", "captain dies in boarding"),
        Rule::CaptainToCapturedShip => (
            "капитан на захваченный корабль",
            "captain to the captured ship",
        ),
        Rule::CaptainTakenOff => ("капитан снят в порту", "captain taken off in port"),
        Rule::CaptainGiven => ("капитан назначен в порту", "captain given in port"),
    };
    lang.pick(ru, en)
}

#[cfg(test)]
mod tests {
    use super::*;
    use shturman_game::{Game, Proof, Salt, Seal, Viewer};
    use shturman_rules::Heading;

    fn lines(g: &Game, lang: Lang) -> String {
        let v = g.view(Viewer::Table);
        let n = Names::of(&v);
        let mut text = String::new();
        for e in &v.log {
            text.push_str(&action_text(lang, &n, &e.action));
            for ev in &e.events {
                text.push_str(&event_text(lang, &n, ev).unwrap_or_default());
            }
        }
        text
    }

    #[test]
    fn a_hidden_captain_is_never_named_and_a_face_up_one_is() {
        let id = Uuid::from_u128(1);
        let mut g = Game::new(id);
        let ship = Uuid::from_u128(7);
        let salt = Salt::from_bytes([9; 16]);
        for a in [
            Action::AddPlayer {
                id: PlayerId(0),
                name: "Аня".into(),
                colour: "#c0392b".into(),
            },
            Action::AddShip {
                id: ship,
                class: ShipClass::Brig,
                card: ShipClass::Brig.card(),
                name: "Меркурий".into(),
                owner: PlayerId(0),
                heading: Heading::N,
            },
            Action::AssignCaptain {
                player: PlayerId(0),
                ship,
                seal: Seal::new(id, ship, Captain::Swift, &salt),
            },
            Action::StartRound {
                weather: Weather::Calm,
            },
        ] {
            g.apply(a).unwrap();
        }
        for lang in [Lang::Ru, Lang::En] {
            let text = lines(&g, lang);
            for name in ["Swift", "Свифт"] {
                assert!(!text.contains(name), "{text}");
            }
        }
        g.apply(Action::RevealCaptain {
            ship,
            proof: Proof {
                captain: Captain::Swift,
                salts: vec![salt],
            },
        })
        .unwrap();
        assert!(lines(&g, Lang::Ru).contains("Свифт"));
        g.apply(Action::HideCaptain { ship }).unwrap();
        let text = lines(&g, Lang::Ru);
        assert!(!text.contains("Свифт"), "[A-19]: {text}");
        assert!(text.contains("снова рубашкой вверх"), "{text}");
        let v = g.view(Viewer::Table);
        assert_eq!(Names::of(&v).ship(Lang::Ru, ship), "Бриг «Меркурий»");
    }
}
