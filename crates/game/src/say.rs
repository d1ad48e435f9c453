//! Whose say each action is, for a table where every player records their
//! own actions on their own device (the live table: crate `shturman-live`
//! maps it to seats). The rules take any legal action from whoever holds
//! a shared device; this module says whose ships, alliances or fleet an
//! action commits, judged on the state before it applies (a boarding's
//! capture changes a ship's owner for the next action). One exhaustive
//! match, so a new action cannot reach a live table unclassified.

use crate::action::Action;
use crate::model::{PlayerId, State};
use uuid::Uuid;

/// Whose say an action is ([`State::say`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Say {
    /// The table's: a new round and its weather.
    Table,
    /// These players' own (sorted, no repeats): the owner of every ship
    /// it commands — each ship of a salvo, a shot's shooter, a boarding's
    /// attacker, a ship moved, damaged by a correction or sunk — and the
    /// player it names (captains, a port, a hand, an alliance offered, a
    /// dispute: the rules accept it only from the player the entry went
    /// against, [`State::against`]).
    /// The ship fired at or boarded is not its owner's say: that is the
    /// shooter's. Ships not in the game are left out (the rules refuse
    /// them).
    Own(Vec<PlayerId>),
    /// The host's alone: settling a dispute ([`Action::DismissDispute`];
    /// upholding one is the host's undo of the entry).
    Host,
    /// An alliance of `a` and `b`: both agree (one offers it,
    /// [`Action::OfferAlliance`], and the other makes it).
    Alliance { a: PlayerId, b: PlayerId },
    /// A change of `owner`'s fleet once round `round` has started: a new
    /// ship or an edited card, which the whole table agrees on.
    MidGame {
        owner: PlayerId,
        ship: Uuid,
        round: u32,
        change: FleetChange,
    },
}

/// A change of a fleet once the game is under way ([`Say::MidGame`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FleetChange {
    NewShip,
    CardEdit,
}

impl State {
    /// Whose say `action` is on this state.
    ///
    /// ```
    /// use shturman_game::{Action, Game, PlayerId, SalvoPart, Say};
    /// use shturman_game::{Aim, Weather};
    /// use shturman_rules::{Heading, ShipClass};
    /// use uuid::Uuid;
    /// let (anya, boris) = (PlayerId(0), PlayerId(1));
    /// let (a, b) = (Uuid::from_u128(1), Uuid::from_u128(2));
    /// let mut g = Game::new(Uuid::from_u128(9));
    /// for (id, name) in [(anya, "Аня"), (boris, "Борис")] {
    ///     g.apply(Action::AddPlayer { id, name: name.into(), colour: "#000".into() }).unwrap();
    /// }
    /// for (id, owner) in [(a, anya), (b, boris)] {
    ///     let class = ShipClass::Brig;
    ///     g.apply(Action::AddShip { id, class, card: class.card(), name: "S".into(), owner, heading: Heading::N }).unwrap();
    /// }
    /// let part = |ship| SalvoPart { ship, shots: 1, gun: None };
    /// let salvo = Action::Salvo {
    ///     shooters: vec![part(a), part(b)],
    ///     target: Uuid::from_u128(3),
    ///     aim: Aim::Hull, hit: false, critical: None, target_port: None, dice: vec![],
    /// };
    /// // every ship of a salvo is its owner's say, not only the first
    /// assert_eq!(g.state().say(&salvo), Say::Own(vec![anya, boris]));
    /// assert_eq!(g.state().say(&Action::StartRound { weather: Weather::Calm }), Say::Table);
    /// ```
    pub fn say(&self, action: &Action) -> Say {
        let owner = |id: &Uuid| self.ship(*id).ok().map(|s| s.owner);
        let own = |players: Vec<Option<PlayerId>>| {
            let mut players: Vec<PlayerId> = players.into_iter().flatten().collect();
            players.sort();
            players.dedup();
            Say::Own(players)
        };
        let mid_game =
            |owner: Option<PlayerId>, ship: Uuid, change| match (owner, self.current_round()) {
                (Some(owner), Some(r)) => Say::MidGame {
                    owner,
                    ship,
                    round: r.number,
                    change,
                },
                (owner, _) => own(vec![owner]),
            };
        match action {
            Action::StartRound { .. } => Say::Table,
            Action::AddAlly { a, b } => Say::Alliance { a: *a, b: *b },
            Action::AddShip { id, owner, .. } => mid_game(Some(*owner), *id, FleetChange::NewShip),
            Action::EditCard { ship, .. } => mid_game(owner(ship), *ship, FleetChange::CardEdit),
            Action::AddPlayer { id, .. } => own(vec![Some(*id)]),
            Action::AddPort { owner, .. } => own(vec![Some(*owner)]),
            Action::OfferAlliance { from, .. } => own(vec![Some(*from)]),
            Action::SetCaptainCount { player, .. }
            | Action::AssignCaptain { player, .. }
            | Action::TakeCaptainOff { player, .. }
            | Action::GiveCaptain { player, .. }
            | Action::MoveCaptain { player, .. }
            | Action::EndTurn { player, .. }
            | Action::HandReset { player }
            | Action::HandMade { player }
            | Action::Dispute { player, .. } => own(vec![Some(*player)]),
            Action::DismissDispute { .. } => Say::Host,
            Action::ShipMoved { ship, .. }
            | Action::SetHeading { ship, .. }
            | Action::RevealCaptain { ship, .. }
            | Action::HideCaptain { ship }
            | Action::SetHullDamage { ship, .. }
            | Action::SetSailDamage { ship, .. }
            | Action::ShipSunk { ship, .. } => own(vec![owner(ship)]),
            Action::Shot { shooter, .. } => own(vec![owner(shooter)]),
            Action::Salvo { shooters, .. } => {
                own(shooters.iter().map(|p| owner(&p.ship)).collect())
            }
            Action::Boarding { attacker, .. } => own(vec![owner(attacker)]),
        }
    }
}
