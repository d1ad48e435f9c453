//! Shared fixtures: three players (0 and 2 allied, 1 their enemy), one port
//! each, and a few ships.
#![allow(dead_code)]

use shturman_game::{Action, Aim, Game, PlayerId, PortId, Weather};
use shturman_rules::{Captain, Heading, ShipClass};
use uuid::Uuid;

pub const RED: PlayerId = PlayerId(0);
pub const BLUE: PlayerId = PlayerId(1);
pub const GREEN: PlayerId = PlayerId(2);
pub const RED_PORT: PortId = PortId(10);
pub const BLUE_PORT: PortId = PortId(11);
pub const GREEN_PORT: PortId = PortId(12);

/// Red brig, red linkor, blue galleon, blue frigate, green brig, red fort.
pub const RED_BRIG: Uuid = Uuid::from_u128(1);
pub const RED_LINKOR: Uuid = Uuid::from_u128(2);
pub const BLUE_GALLEON: Uuid = Uuid::from_u128(3);
pub const BLUE_FRIGATE: Uuid = Uuid::from_u128(4);
pub const GREEN_BRIG: Uuid = Uuid::from_u128(5);
pub const RED_FORT: Uuid = Uuid::from_u128(6);

pub fn ship(id: Uuid, class: ShipClass, owner: PlayerId, name: &str) -> Action {
    Action::AddShip {
        id,
        class,
        card: class.card(),
        name: name.to_string(),
        owner,
        heading: Heading::N,
    }
}

pub fn setup_actions() -> Vec<Action> {
    vec![
        Action::AddPlayer {
            id: RED,
            name: "Red".into(),
            colour: "#c00".into(),
        },
        Action::AddPlayer {
            id: BLUE,
            name: "Blue".into(),
            colour: "#00c".into(),
        },
        Action::AddPlayer {
            id: GREEN,
            name: "Green".into(),
            colour: "#0c0".into(),
        },
        Action::AddAlly { a: RED, b: GREEN },
        Action::AddPort {
            id: RED_PORT,
            name: "Tortuga".into(),
            owner: RED,
        },
        Action::AddPort {
            id: BLUE_PORT,
            name: "Port Royal".into(),
            owner: BLUE,
        },
        Action::AddPort {
            id: GREEN_PORT,
            name: "Nassau".into(),
            owner: GREEN,
        },
        ship(RED_BRIG, ShipClass::Brig, RED, "Nadezhda"),
        ship(RED_LINKOR, ShipClass::Linkor, RED, "Azov"),
        ship(BLUE_GALLEON, ShipClass::Galleon, BLUE, "San Jose"),
        ship(BLUE_FRIGATE, ShipClass::Frigate, BLUE, "Arrow"),
        ship(GREEN_BRIG, ShipClass::Brig, GREEN, "Mercury"),
        ship(RED_FORT, ShipClass::Fort, RED, "Fort Red"),
    ]
}

pub fn setup() -> Game {
    let mut g = Game::new();
    for a in setup_actions() {
        g.apply(a).expect("setup applies");
    }
    g
}

pub fn apply(g: &mut Game, a: Action) {
    if let Err(e) = g.apply(a.clone()) {
        panic!("{a:?} refused: {e:?}");
    }
}

pub fn fresh(g: &mut Game) {
    apply(
        g,
        Action::StartRound {
            weather: Weather::Fresh(Heading::W),
        },
    );
}

pub fn calm(g: &mut Game) {
    apply(
        g,
        Action::StartRound {
            weather: Weather::Calm,
        },
    );
}

pub fn assign(g: &mut Game, player: PlayerId, ship: Uuid, captain: Captain, salt: &str) {
    apply(
        g,
        Action::AssignCaptain {
            player,
            ship,
            captain,
            salt: salt.into(),
        },
    );
}

pub fn shot(shooter: Uuid, target: Uuid, shots: u8, hit: bool, critical: Option<bool>) -> Action {
    Action::Shot {
        shooter,
        target,
        shots,
        gun: None,
        aim: Aim::Hull,
        hit,
        critical,
        target_port: None,
        dice: vec![],
    }
}
