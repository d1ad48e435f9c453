//! A small two-player game for the live table's tests.
#![allow(dead_code)]

use shturman_game::{Action, PlayerId, SinkCause, Weather};
use shturman_live::{Act, ActId, LogId, Op, Seat, Table, TableRules};
use shturman_rules::{Heading, ShipClass};
use uuid::Uuid;

pub const RED: PlayerId = PlayerId(1);
pub const BLUE: PlayerId = PlayerId(2);
pub const GAME: Uuid = Uuid::from_u128(0x6a3e);
pub const LOG: LogId = LogId(Uuid::from_u128(0x1065));
pub const RED_BRIG: Uuid = Uuid::from_u128(11);
pub const RED_FRIGATE: Uuid = Uuid::from_u128(12);
pub const BLUE_BRIG: Uuid = Uuid::from_u128(21);
pub const BLUE_GALLEON: Uuid = Uuid::from_u128(22);
/// A third player, Вера, whom the host adds mid-game ([`third_player`]).
pub const GREEN: PlayerId = PlayerId(3);
pub const GREEN_BRIG: Uuid = Uuid::from_u128(31);

fn ship(id: Uuid, class: ShipClass, owner: PlayerId, name: &str) -> Action {
    Action::AddShip {
        id,
        class,
        card: class.card(),
        name: name.into(),
        owner,
        heading: Heading::N,
    }
}

/// The host's setup: players, ships, and a first fresh round.
pub fn setup() -> Vec<Action> {
    vec![
        Action::AddPlayer {
            id: RED,
            name: "Анна".into(),
            colour: "#c00".into(),
        },
        Action::AddPlayer {
            id: BLUE,
            name: "Борис".into(),
            colour: "#00c".into(),
        },
        ship(RED_BRIG, ShipClass::Brig, RED, "Паллада"),
        ship(RED_FRIGATE, ShipClass::Frigate, RED, "Диана"),
        ship(BLUE_BRIG, ShipClass::Brig, BLUE, "Меркурий"),
        ship(BLUE_GALLEON, ShipClass::Galleon, BLUE, "Сан-Хосе"),
        Action::StartRound {
            weather: Weather::Fresh(Heading::W),
        },
    ]
}

/// The host adds Вера and her brig (a salvo of two players' ships needs
/// a target that is both their enemy).
pub fn third_player() -> Vec<Action> {
    vec![
        Action::AddPlayer {
            id: GREEN,
            name: "Вера".into(),
            colour: "#0c0".into(),
        },
        ship(GREEN_BRIG, ShipClass::Brig, GREEN, "Нева"),
    ]
}

pub fn id(n: u128) -> ActId {
    ActId(Uuid::from_u128(n))
}

pub fn act(n: u128, base: u64, actions: Vec<Action>) -> Act {
    Act {
        id: id(n),
        base,
        op: Op::Apply(actions),
    }
}

/// A table whose first entry is the host's setup.
pub fn table(rules: TableRules) -> Table {
    let mut t = Table::new(LOG, GAME, rules);
    let d = t.decide(Seat::Host, act(1, 0, setup()));
    assert!(d.answer().1.is_ok(), "setup applies: {d:?}");
    t.commit(d);
    t
}

pub fn heading(ship: Uuid, h: Heading) -> Action {
    Action::SetHeading { ship, heading: h }
}

pub fn hull(ship: Uuid, damage: u8) -> Action {
    Action::SetHullDamage { ship, damage }
}

/// A salvo of one shot from each of `ships` at `target`, a miss.
pub fn salvo(ships: &[Uuid], target: Uuid) -> Action {
    Action::Salvo {
        shooters: ships
            .iter()
            .map(|&ship| shturman_game::SalvoPart {
                ship,
                shots: 1,
                gun: None,
            })
            .collect(),
        target,
        aim: shturman_game::Aim::Hull,
        hit: false,
        critical: None,
        target_port: None,
        dice: vec![2],
    }
}

pub fn sunk(ship: Uuid) -> Action {
    Action::ShipSunk {
        ship,
        cause: SinkCause::Other,
    }
}
