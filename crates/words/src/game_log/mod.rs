//! Words for the game's records: ship, player and port names as a view
//! gives them, captain names, statuses, weather, and one line per log
//! action and notable event, as one [`Words`] per language (`ru.rs`,
//! `en.rs`). Everything here works from a [`GameView`]: the table's game
//! names a captain only while its card is face up, so no line here can name
//! a hidden one.

use super::Lang;
use shturman_game::{
    ActionView, Aim, CardId, CardInfo, Event, GameView, PlayerId, PortId, Rule, ShipStatus,
    SinkCause, Weather,
};
use shturman_rules::{Captain, ShipClass};
use uuid::Uuid;

mod en;
mod ru;

/// The records' words in one language.
pub struct Words {
    /// A ship the names do not know.
    pub unknown_ship: &'static str,
    /// A player the names do not know, by number from 0: "игрок 1".
    pub player_n: fn(u8) -> String,
    /// A port the names do not know: "порт 3".
    pub port_n: fn(u16) -> String,
    /// "Бриг «Меркурий»" / "Brig “Mercury”" (the class alone when unnamed).
    pub ship_label: fn(ShipClass, &str) -> String,
    pub captain: fn(Captain) -> &'static str,
    /// What the captain does, in short (shown only with its name).
    pub captain_ability: fn(Captain) -> &'static str,
    /// A card as the table may see it: "Свифт #1a2b3c4d" while face up,
    /// else "карта капитана 2 рубашкой вверх #1a2b3c4d".
    pub card: fn(&CardInfo) -> String,
    /// "карта капитана 2 рубашкой вверх" / "face-down captain card 2".
    pub card_number: fn(CardId) -> String,
    /// The mark of a log entry that was undone but stays on record.
    pub undone: &'static str,
    pub weather: fn(Weather) -> String,
    pub status: fn(&Names, ShipStatus) -> String,
    pub cause: fn(&Names, SinkCause) -> String,
    /// The game's aim in words.
    pub aim: fn(Aim) -> &'static str,
    /// One line for a log action.
    pub action: fn(&Names, &ActionView) -> String,
    /// A line for the notable events of an entry (effects the action line
    /// does not already say); `None` for the rest.
    pub event: fn(&Names, &Event) -> Option<String>,
    /// The rule a log entry applied, in short.
    pub rule: fn(Rule) -> &'static str,
    /// Under a reveal whose proof was already on the log: anyone could
    /// have made it, not only the card's owner.
    pub replayed: &'static str,
}

pub const RU: Words = ru::WORDS;

pub const EN: Words = en::WORDS;

pub const fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}

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
            Some((_, class, name)) => (words(lang).ship_label)(*class, name),
            None => words(lang).unknown_ship.to_string(),
        }
    }

    pub fn player(&self, lang: Lang, id: PlayerId) -> String {
        self.players
            .iter()
            .find(|p| p.0 == id)
            .map(|p| p.1.clone())
            .unwrap_or_else(|| (words(lang).player_n)(id.0))
    }

    pub fn port(&self, lang: Lang, id: PortId) -> String {
        self.ports
            .iter()
            .find(|p| p.0 == id)
            .map(|p| p.1.clone())
            .unwrap_or_else(|| (words(lang).port_n)(id.0))
    }
}

/// The core's aim as the rules crate names it (for `terms`).
pub(crate) fn rules_aim(a: Aim) -> shturman_rules::attack::Aim {
    match a {
        Aim::Hull => shturman_rules::attack::Aim::Hull,
        Aim::Sails => shturman_rules::attack::Aim::Sails,
    }
}

/// Every record text with the number `v` in it, for the agreement test.
pub fn samples(lang: Lang, v: u8) -> Vec<String> {
    use shturman_game::{Action, SalvoPart};
    let w = words(lang);
    let n = crate::game_errors::samples::names();
    let (a, b) = (Uuid::from_u128(1), Uuid::from_u128(2));
    let full = |x: Action| (w.action)(&n, &ActionView::Full(x));
    let mut out = vec![
        full(Action::Shot {
            shooter: a,
            target: b,
            shots: v,
            gun: None,
            aim: Aim::Hull,
            hit: true,
            critical: Some(false),
            target_port: None,
            dice: vec![v],
        }),
        full(Action::Salvo {
            shooters: vec![SalvoPart {
                ship: a,
                shots: v,
                gun: None,
            }],
            target: b,
            aim: Aim::Sails,
            hit: false,
            critical: None,
            target_port: None,
            dice: vec![v],
        }),
        full(Action::SetCaptainCount {
            player: PlayerId(v),
            count: v,
        }),
        full(Action::SetHullDamage { ship: a, damage: v }),
        full(Action::SetSailDamage { ship: a, damage: v }),
        (w.player_n)(v),
        (w.port_n)(u16::from(v)),
        (w.card_number)(CardId(v)),
    ];
    out.extend(
        [
            Event::HullDamaged {
                ship: a,
                amount: v,
                hull: v,
            },
            Event::SailsDamaged {
                ship: a,
                amount: v,
                sails: v,
            },
            Event::SailsStripped { ship: a, sails: v },
        ]
        .iter()
        .filter_map(|e| (w.event)(&n, e)),
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use shturman_game::{Action, Game, Proof, Salt, Seal, Viewer};
    use shturman_rules::Heading;

    fn lines(g: &Game, lang: Lang) -> String {
        let v = g.view(Viewer::Table);
        let n = Names::of(&v);
        let mut text = String::new();
        for e in &v.log {
            text.push_str(&(words(lang).action)(&n, &e.action));
            for ev in &e.events {
                text.push_str(&(words(lang).event)(&n, ev).unwrap_or_default());
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
        // named once: the action's line, not again in its event's
        // (issue 33 #13: «Таргет — Таргет #AB12»)
        for (lang, name) in [(Lang::Ru, "Свифт"), (Lang::En, "Swift")] {
            let text = lines(&g, lang);
            assert_eq!(text.matches(name).count(), 1, "{text}");
        }
        g.apply(Action::HideCaptain { ship }).unwrap();
        let text = lines(&g, Lang::Ru);
        assert!(!text.contains("Свифт"), "[A-19]: {text}");
        assert!(text.contains("снова рубашкой вверх"), "{text}");
        let v = g.view(Viewer::Table);
        assert_eq!(Names::of(&v).ship(Lang::Ru, ship), "Бриг «Меркурий»");
    }

    /// Issue 46 #4: the round's line said «свежий ветер: запад» in the
    /// confirmation and the log while the rose and the round bar said
    /// «ветер → запад» (where it blows): one wording in all three.
    #[test]
    fn a_rounds_weather_is_said_as_the_round_bar_says_it() {
        let v = Game::new(Uuid::from_u128(1)).view(Viewer::Table);
        let n = Names::of(&v);
        for (lang, weather, line) in [
            (
                Lang::Ru,
                Weather::Fresh(Heading::W),
                "Новый раунд — ветер → запад",
            ),
            (
                Lang::En,
                Weather::Fresh(Heading::W),
                "New round — wind → west",
            ),
            (
                Lang::Ru,
                Weather::Storm(Heading::SE),
                "Новый раунд — буря → юго-восток",
            ),
            (Lang::Ru, Weather::Calm, "Новый раунд — штиль"),
        ] {
            let a = ActionView::Full(Action::StartRound { weather });
            assert_eq!((words(lang).action)(&n, &a), line);
            assert!(line.ends_with(&crate::game::table::weather(lang, weather)));
        }
    }
}
