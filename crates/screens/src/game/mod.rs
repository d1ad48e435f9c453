//! The game area's screens (issue 17): the table at a glance ([`table`]),
//! the ship's bottom sheet and its confirmations ([`sheet`]), the log
//! ([`log`]), the saves list ([`saves`]) and the live table's status line
//! ([`live`]). Each reads the game only
//! through the core's [`shturman_game::GameView`] and proposes changes as
//! the core's [`shturman_game::Action`]s; the core decides every rule.

pub mod boarding;
pub mod confirm;
pub mod live;
pub mod log;
pub mod new;
pub mod salvo;
pub mod saves;
pub mod sheet;
pub mod shot;
pub mod sides;
pub mod table;

#[cfg(test)]
pub(crate) mod fixtures {
    //! A 2 × 4 fleet battle for the tests: Аня (brig, frigate, galleon,
    //! linkor) against Борис (the same), ships numbered 1–8.
    use shturman_game::seal::{Proof, Salt, Seal};
    use shturman_game::{Action, Game, PlayerId};
    use shturman_rules::{Captain, Heading, ShipClass, Weather};
    use uuid::Uuid;

    pub const CLASSES: [ShipClass; 4] = [
        ShipClass::Brig,
        ShipClass::Frigate,
        ShipClass::Galleon,
        ShipClass::Linkor,
    ];

    pub fn ship(n: u128) -> Uuid {
        Uuid::from_u128(n)
    }

    pub fn battle() -> Game {
        let mut g = Game::new(Uuid::from_u128(99));
        for (p, name, colour) in [(0, "Аня", "#c0392b"), (1, "Борис", "#2c3e50")] {
            g.apply(Action::AddPlayer {
                id: PlayerId(p),
                name: name.into(),
                colour: colour.into(),
            })
            .unwrap();
            for (i, class) in CLASSES.iter().enumerate() {
                let n = u128::from(p) * 4 + i as u128 + 1;
                g.apply(Action::AddShip {
                    id: ship(n),
                    class: *class,
                    card: class.card(),
                    name: format!("Корабль {n}"),
                    owner: PlayerId(p),
                    heading: Heading::N,
                })
                .unwrap();
            }
        }
        g
    }

    pub fn round(g: &mut Game, weather: Weather) {
        g.apply(Action::StartRound { weather }).unwrap();
    }

    /// Put a captain on ship `n` of player `p` and show it (before round 1).
    pub fn swift_on(g: &mut Game, p: u8, n: u128) -> Salt {
        let salt = Salt::from_bytes([7; 16]);
        let seal = Seal::new(g.id(), ship(n), Captain::Swift, &salt);
        g.apply(Action::AssignCaptain {
            player: PlayerId(p),
            ship: ship(n),
            seal,
        })
        .unwrap();
        salt
    }

    pub fn reveal(g: &mut Game, n: u128, captain: Captain, salt: Salt) {
        g.apply(Action::RevealCaptain {
            ship: ship(n),
            proof: Proof {
                captain,
                salts: vec![salt],
            },
        })
        .unwrap();
    }
}
