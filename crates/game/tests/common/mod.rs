//! Shared fixtures: three players (0 and 2 allied, 1 their enemy), one port
//! each, and a few ships.
#![allow(dead_code)]

use shturman_game::{Action, Aim, Game, PlayerId, PortId, Proof, Salt, Seal, Weather};
use shturman_rules::{Captain, Heading, ShipClass};
use uuid::Uuid;

/// The fixture game's id: every seal below is bound to it.
pub const GAME: Uuid = Uuid::from_u128(0x6a3e_51a1_0000_4000_8000_0000_0000_0001);

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

fn setup_actions() -> Vec<Action> {
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
    let mut g = Game::new(GAME);
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

/// A salt named by a short tag ("salt-0001"): its bytes, zero-padded.
pub fn salt(tag: &str) -> Salt {
    let mut bytes = [0u8; 16];
    for (b, t) in bytes.iter_mut().zip(tag.bytes()) {
        *b = t;
    }
    Salt::from_bytes(bytes)
}

/// The seal a hand makes for `captain` on `ship` in the fixture game.
pub fn seal(ship: Uuid, captain: Captain, tag: &str) -> Seal {
    Seal::new(GAME, ship, captain, &salt(tag))
}

/// The proof of a card with these salts, oldest first.
pub fn proof(captain: Captain, tags: &[&str]) -> Proof {
    Proof {
        captain,
        salts: tags.iter().map(|t| salt(t)).collect(),
    }
}

pub fn assign(g: &mut Game, player: PlayerId, ship: Uuid, captain: Captain, tag: &str) {
    apply(
        g,
        Action::AssignCaptain {
            player,
            ship,
            seal: seal(ship, captain, tag),
        },
    );
}

pub fn reveal(g: &mut Game, ship: Uuid, captain: Captain, tags: &[&str]) {
    apply(
        g,
        Action::RevealCaptain {
            ship,
            proof: proof(captain, tags),
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
