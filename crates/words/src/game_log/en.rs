//! The game's records in English: [`super::EN`] and its helpers (`mod.rs` holds
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
    let class = class_name(Lang::En, class);
    if name.trim().is_empty() {
        return class.to_string();
    }
    format!("{class} “{name}”")
}

pub(super) fn captain_name(c: Captain) -> &'static str {
    match c {
        Captain::Rapid => "Rapid",
        Captain::Swift => "Swift",
        Captain::Target => "Target",
        Captain::Berserk => "Berserk",
    }
}

pub(super) fn captain_ability(c: Captain) -> &'static str {
    match c {
        Captain::Rapid => "+1 fresh-wind range",
        Captain::Swift => "fires first when attacked",
        Captain::Target => "face 2 hits too",
        Captain::Berserk => "+1 boarding point",
    }
}

pub(super) fn card_number_text(card: CardId) -> String {
    let n = u16::from(card.0) + 1;
    format!("face-down captain card {n}")
}

pub(super) fn game_aim(a: Aim) -> &'static str {
    aim_name(Lang::En, super::rules_aim(a))
}

/// The round's weather as the round bar and the rose say it ("ветер →
/// запад": where it blows, issue 33 #8); the log and the confirmation said
/// «свежий ветер: запад» beside it (issue 46 #4).
pub(super) fn weather_text(w: Weather) -> String {
    crate::game::table::weather(Lang::En, w)
}

pub(super) fn status_text(n: &Names, s: ShipStatus) -> String {
    let lang = Lang::En;
    match s {
        ShipStatus::Afloat => "afloat".to_string(),
        ShipStatus::Captured { by, .. } => format!("{} {}", "captured by", n.player(lang, by)),
        ShipStatus::Sunk { cause } => format!("{} ({})", "sunk", cause_text(n, cause)),
    }
}

pub(super) fn cause_text(n: &Names, c: SinkCause) -> String {
    let lang = Lang::En;
    match c {
        SinkCause::EnemyFire { port: None } => "by enemy fire".into(),
        SinkCause::EnemyFire { port: Some(p) } => {
            format!("{} {}", "by enemy fire in port", n.port(lang, p))
        }
        SinkCause::Other => "other cause".into(),
    }
}

pub(super) fn dice_text(dice: &[u8]) -> String {
    if dice.is_empty() {
        return String::new();
    }
    let list: Vec<String> = dice.iter().map(u8::to_string).collect();
    format!("; {}: {}", "dice", list.join(", "))
}

pub(super) fn hit_text(hit: bool, aim: Aim, critical: Option<bool>) -> String {
    let lang = Lang::En;
    let mut s = if hit {
        format!("{} ({})", "hit", aim_name(lang, super::rules_aim(aim)))
    } else {
        "miss".to_string()
    };
    match critical {
        Some(true) => s.push_str(", critical: 6"),
        Some(false) => s.push_str(", no critical"),
        None => {}
    }
    s
}

pub(super) fn action_text(n: &Names, a: &ActionView) -> String {
    let lang = Lang::En;
    let ship = |id: &Uuid| n.ship(lang, *id);
    match a {
        ActionView::Redacted(r) => match r {
            RedactedAction::RevealCaptain { ship: s, owner, .. } => format!(
                "{}: {} ({}; {})",
                "Captain revealed",
                ship(s),
                n.player(lang, *owner),
                "the card is face down again"
            ),
        },
        ActionView::Full(a) => full_action_text(n, a),
    }
}

pub(super) fn boarding_text(n: &Names, att: Uuid, def: Uuid, w: BoardingSide) -> String {
    let lang = Lang::En;
    let winner = match w {
        BoardingSide::Attacker => n.ship(lang, att),
        BoardingSide::Defender => n.ship(lang, def),
    };
    format!(
        "{}: {} → {}; {} {}",
        "Boarding",
        n.ship(lang, att),
        n.ship(lang, def),
        "won by",
        winner
    )
}

pub(super) fn full_action_text(n: &Names, a: &Action) -> String {
    let lang = Lang::En;
    let ship = |id: &Uuid| n.ship(lang, *id);
    match a {
        Action::AddPlayer { name, .. } => format!("{}: {name}", "Player"),
        Action::AddPort { name, owner, .. } => {
            format!("{}: {name} ({})", "Port", n.player(lang, *owner))
        }
        Action::AddAlly { a, b } => format!(
            "{}: {} + {}",
            "Alliance",
            n.player(lang, *a),
            n.player(lang, *b)
        ),
        Action::OfferAlliance { from, to } => format!(
            "{}: {} {} {}",
            "Alliance",
            n.player(lang, *from),
            "offers an alliance to",
            n.player(lang, *to)
        ),
        Action::SetCaptainCount { player, count } => {
            format!("{}: {} — {count}", "Captains", n.player(lang, *player))
        }
        Action::AddShip {
            id, owner, heading, ..
        } => format!(
            "{}: {} ({}), {} {}",
            "Ship",
            ship(id),
            n.player(lang, *owner),
            "heading",
            heading_name(lang, *heading)
        ),
        Action::EditCard { ship: s, .. } => {
            format!("{}: {}", "Card edited", ship(s))
        }
        Action::StartRound { weather } => format!("{} — {}", "New round", weather_text(*weather)),
        Action::ShipMoved {
            ship: s,
            heading,
            two_calms: true,
        } => format!(
            "{}: {}, {} {}",
            "Two-calms move",
            ship(s),
            "heading",
            heading_name(lang, *heading)
        ),
        Action::ShipMoved {
            ship: s,
            heading,
            two_calms: false,
        } => format!(
            "{}: {}, {} {}",
            "Move",
            ship(s),
            "new heading",
            heading_name(lang, *heading)
        ),
        Action::SetHeading { ship: s, heading } => format!(
            "{}: {}, {}",
            "Heading corrected",
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
            "Shot",
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
                "Salvo",
                from.join(", "),
                ship(target),
                hit_text(*hit, *aim, *critical),
                dice_text(dice)
            )
        }
        Action::SetHullDamage { ship: s, damage } => {
            format!("{}: {}, {} {damage}", "Correction", ship(s), "hull damage")
        }
        Action::SetSailDamage { ship: s, damage } => {
            format!("{}: {}, {} {damage}", "Correction", ship(s), "sail damage")
        }
        Action::ShipSunk { ship: s, cause } => {
            format!("{}: {} ({})", "Sunk", ship(s), cause_text(n, *cause))
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
            "captain face down",
            ship(s),
            seal.short()
        ),
        Action::RevealCaptain { ship: s, proof } => format!(
            "{}: {} — {}",
            "Captain revealed",
            ship(s),
            captain_name(proof.captain)
        ),
        Action::HideCaptain { ship: s } => format!("{}: {}", "Captain turned face down", ship(s)),
        Action::TakeCaptainOff { ship: s, port, .. } => format!(
            "{}: {} ({})",
            "Captain taken off",
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
            "Captain given",
            card_number_text(*card),
            ship(s),
            n.port(lang, *port),
            seal.short()
        ),
        Action::MoveCaptain { from, to, seal, .. } => format!(
            "{}: {} → {} #{}",
            "Captain moved onto the captured ship",
            ship(from),
            ship(to),
            seal.short()
        ),
        Action::EndTurn { player, .. } => format!("{}: {}", "Turn over", n.player(lang, *player)),
        Action::HandReset { player } => format!(
            "{}: {}",
            n.player(lang, *player),
            "hand reset on this device (a new PIN; the old hand is kept and opens with its own PIN)"
        ),
        Action::HandMade { player } => format!(
            "{}: {}",
            n.player(lang, *player),
            "hand made on this device (its PIN chosen)"
        ),
        Action::Dispute { player, entry } => format!(
            "{}: {} {} #{} {}",
            "Dispute",
            n.player(lang, *player),
            "disputes entry",
            entry + 1,
            "— the host decides"
        ),
        Action::DismissDispute { dispute } => format!(
            "{}: {} #{} {}",
            "Dispute",
            "the host dismissed the dispute of entry",
            dispute + 1,
            "— the entry stands"
        ),
    }
}

pub(super) fn event_text(n: &Names, e: &Event) -> Option<String> {
    let lang = Lang::En;
    let ship = |id: &Uuid| n.ship(lang, *id);
    Some(match e {
        Event::HullDamaged {
            ship: s,
            amount,
            hull,
        } => format!("{}: {} +{amount} → {hull}", ship(s), "hull"),
        Event::SailsDamaged {
            ship: s,
            amount,
            sails,
        } => format!("{}: {} +{amount} → {sails}", ship(s), "sails"),
        Event::SailsStripped { ship: s, sails } => {
            format!("{}: {} ({sails})", ship(s), "all sails stripped")
        }
        Event::Sunk { ship: s, cause } => {
            format!("{}: {} ({})", ship(s), "sunk", cause_text(n, *cause))
        }
        Event::Captured { ship: s, by, .. } => {
            format!("{}: {} {}", ship(s), "captured by", n.player(lang, *by))
        }
        Event::CaptainAssigned { card, .. } => card_text(card),
        Event::CaptainRevealed {
            card, placements, ..
        // the action's line already names the captain (issue 33 #13)
        } => if placements.len() > 1 {
            format!("every seal of card #{} matches", card.short)
        } else {
            format!("the seal of card #{} matches", card.short)
        },
        Event::CaptainLost { card, .. } => format!("{}: {}", "captain lost", card_text(card)),
        Event::CaptainStaysInPort { port, card, .. } => format!(
            "{} ({}): {}",
            "captain stays in port",
            n.port(lang, *port),
            card_text(card)
        ),
        Event::CaptainMoved { to, card, .. } => {
            format!("{} → {}: {}", "captain moved", ship(to), card_text(card))
        }
        Event::CalmMemory {
            ship: s,
            unturned_through_previous_calm: true,
        } => format!("{}: {}", ship(s), "second calm in a row without turning"),
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
        Rule::Setup => "setup",
        Rule::Correction => "players' correction",
        Rule::Movement => "movement",
        Rule::CalmMemory => "two calms in a row",
        Rule::TwoCalmsMove => "the two-calms move",
        Rule::ChaserShot => "one chaser shot a round",
        Rule::Dismasted => "dismasted",
        Rule::ShotsPerRound => "shots per round",
        Rule::Salvo => "salvo",
        Rule::HullHit => "hull hit",
        Rule::SailHit => "sail hit",
        Rule::Critical => "critical: a 6 sinks",
        Rule::SailCritical => "sail critical",
        Rule::Sinking => "sinking",
        Rule::Boarding => "boarding",
        Rule::CaptainAssignment => "captain assignment",
        Rule::CaptainReveal => "captain revealed",
        Rule::CaptainFaceDown => "captain face down",
        Rule::CaptainLeavesWithShip => "captain leaves with the ship",
        Rule::CaptainSavedInOwnPort => "captain saved in own port",
        Rule::CaptainDiesInBoarding => "captain dies in boarding",
        Rule::CaptainToCapturedShip => "captain to the captured ship",
        Rule::CaptainTakenOff => "captain taken off in port",
        Rule::CaptainGiven => "captain given in port",
    }
}

pub(super) const WORDS: Words = Words {
    unknown_ship: "unknown ship",
    player_n: |i| format!("player {}", u16::from(i) + 1),
    port_n: |i| format!("port {i}"),
    ship_label,
    captain: captain_name,
    captain_ability,
    card: card_text,
    card_number: card_number_text,
    undone: "undone",
    weather: weather_text,
    status: status_text,
    cause: cause_text,
    aim: game_aim,
    action: action_text,
    event: event_text,
    rule: rule_name,
    replayed: "This proof was already on the log: anyone could have made this reveal, not only the card's owner.",
};
