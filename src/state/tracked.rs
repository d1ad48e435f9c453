//! A tracked ship opened in a table tool from its ship card
//! (`#/tools/move?ship=<uuid>`, `#/tools/fire?ship=<uuid>`): the tool reads
//! the ship from the open game's table view (so a hidden captain stays
//! hidden) and the current round's weather, and fills itself in.

use crate::state::game::GameCtx;
use crate::state::route::ship_param;
use leptos::prelude::*;
use shturman_game::ShipView;
use shturman_rules::{Captain, Weather};

/// The ship a tool was opened for, as the table sees it.
#[derive(Clone, Debug, PartialEq)]
pub struct TrackedShip {
    pub ship: ShipView,
    /// The weather of the current round, if one has started.
    pub weather: Option<Weather>,
}

impl TrackedShip {
    /// The captain's ability, when the card is face up (only then may the
    /// table count on it).
    pub fn revealed_captain(&self) -> Option<Captain> {
        self.ship
            .captain
            .as_ref()
            .filter(|c| c.face_up)
            .and_then(|c| c.card.captain)
    }
}

/// The tracked ship of the current URL, if the open game has it.
pub fn tracked_ship() -> Option<TrackedShip> {
    let id = ship_param()?;
    let ctx = use_context::<GameCtx>()?;
    let view = ctx.table.get_untracked()?;
    let ship = view.ships.iter().find(|s| s.id == id)?.clone();
    let weather = view.current_round.as_ref().map(|r| r.weather);
    Some(TrackedShip { ship, weather })
}
