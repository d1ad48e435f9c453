//! Shared fixtures: Anna (0) and Boris (1), a port each, two ships each and
//! Anna's fort; a seeded random source.
#![allow(dead_code)]

use rand::SeedableRng;
use rand::rngs::StdRng;
use shturman_game::{Action, Game, PlayerId, PortId};
use shturman_rules::{Heading, ShipClass};
use uuid::Uuid;

pub const GAME: Uuid = Uuid::from_u128(0x9a3e_0000_0000_4000_8000_0000_0000_0002);
pub const ANNA: PlayerId = PlayerId(0);
pub const BORIS: PlayerId = PlayerId(1);
pub const TORTUGA: PortId = PortId(10);
pub const PORT_ROYAL: PortId = PortId(11);
pub const NADEZHDA: Uuid = Uuid::from_u128(0x11);
pub const AZOV: Uuid = Uuid::from_u128(0x12);
pub const FORT: Uuid = Uuid::from_u128(0x13);
pub const SAN_JOSE: Uuid = Uuid::from_u128(0x21);
pub const ARROW: Uuid = Uuid::from_u128(0x22);

pub fn rng(seed: u64) -> StdRng {
    StdRng::seed_from_u64(seed)
}

fn ship(id: Uuid, class: ShipClass, owner: PlayerId, name: &str) -> Action {
    Action::AddShip {
        id,
        class,
        card: class.card(),
        name: name.to_string(),
        owner,
        heading: Heading::N,
    }
}

pub fn setup() -> Game {
    let mut g = Game::new(GAME);
    for a in [
        Action::AddPlayer {
            id: ANNA,
            name: "Аня".into(),
            colour: "#c00".into(),
        },
        Action::AddPlayer {
            id: BORIS,
            name: "Борис".into(),
            colour: "#00c".into(),
        },
        Action::AddPort {
            id: TORTUGA,
            name: "Тортуга".into(),
            owner: ANNA,
        },
        Action::AddPort {
            id: PORT_ROYAL,
            name: "Порт-Ройал".into(),
            owner: BORIS,
        },
        ship(NADEZHDA, ShipClass::Brig, ANNA, "Надежда"),
        ship(AZOV, ShipClass::Linkor, ANNA, "Азов"),
        ship(FORT, ShipClass::Fort, ANNA, "Форт"),
        ship(SAN_JOSE, ShipClass::Galleon, BORIS, "Сан-Хосе"),
        ship(ARROW, ShipClass::Frigate, BORIS, "Стрела"),
    ] {
        g.apply(a).expect("setup applies");
    }
    g
}

pub fn apply(g: &mut Game, a: Action) {
    if let Err(e) = g.apply(a.clone()) {
        panic!("{a:?} refused: {e:?}");
    }
}
