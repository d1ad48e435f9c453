//! Views: every read of the game meant for the UI, made for one [`Viewer`]
//! (a player, or the whole table). This module owns the hidden-information
//! rule of §6: a captain card's identity (and its salt) appears only to its
//! owner, or to everyone while the card is face up. The table sees which
//! ships carry a captain card and each placement's commitment short form.
//! Log entries go through the same filter: an `AssignCaptain` entry seen by
//! the table does not contain the captain.
//!
//! A past reveal is shown only while the card is still face up: turning it
//! face down hides it in the history too, as on the physical table, where
//! opponents may forget (the seed's "advantage of surprise").

use crate::action::{Action, BoardingSide};
use crate::event::{CardInfo, Event, Rule};
use crate::game::Game;
use crate::log::LogEntry;
use crate::model::{
    CaptainCard, CardPlace, PlayerId, PortId, Round, ShipStatus, State, MAX_CAPTAINS,
};
use serde::{Deserialize, Serialize};
use shturman_rules::{Captain, Heading, ShipCard, ShipClass};
use uuid::Uuid;

/// Who a view is made for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", content = "player", rename_all = "snake_case")]
pub enum Viewer {
    /// Everyone at the table: only public facts.
    Table,
    /// One player: public facts plus that player's own captains. An unknown
    /// id sees what the table sees.
    Player(PlayerId),
}

/// Everything the UI may show to one viewer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameView {
    pub viewer: Viewer,
    pub players: Vec<PlayerView>,
    pub ports: Vec<PortView>,
    pub ships: Vec<ShipView>,
    pub rounds: Vec<Round>,
    pub current_round: Option<Round>,
    pub log: Vec<LogEntryView>,
    pub can_undo: bool,
    /// How many undone actions can be redone.
    pub redo_len: usize,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    pub id: PlayerId,
    pub name: String,
    pub colour: String,
    pub allies: Vec<PlayerId>,
    pub ports: Vec<PortId>,
    /// The agreed number of captains.
    pub captain_count: u8,
    /// Captain cards put into play so far (alive or not).
    pub captains_in_play: u8,
    /// The whole captain set, only in the player's own view.
    pub own_captains: Option<Vec<OwnCaptainView>>,
}

/// One card of the viewer's own set.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OwnCaptainView {
    pub captain: Captain,
    /// `None`: not in play (in hand before the game, set aside after).
    pub place: Option<CardPlace>,
    pub face_up: bool,
    /// Commitment short form of the current placement.
    pub short: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PortView {
    pub id: PortId,
    pub name: String,
    pub owner: PlayerId,
    /// Captain cards waiting here (with their owner's flag).
    pub waiting: Vec<CaptainView>,
}

/// A captain card on a ship or in a port, as the viewer may see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CaptainView {
    pub face_up: bool,
    #[serde(flatten)]
    pub card: CardInfo,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShipView {
    pub id: Uuid,
    pub class: ShipClass,
    pub card: ShipCard,
    pub name: String,
    pub owner: PlayerId,
    pub heading: Heading,
    pub hull: u8,
    pub sails: u8,
    pub shots_used: u8,
    pub shots_left: u8,
    pub unturned_through_previous_calm: bool,
    pub status: ShipStatus,
    /// The captain card on board, if any (identity only when visible).
    pub captain: Option<CaptainView>,
}

/// A log entry as the viewer may see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogEntryView {
    pub index: usize,
    pub round: Option<u32>,
    pub player: Option<PlayerId>,
    pub action: ActionView,
    pub events: Vec<Event>,
    pub rules: Vec<Rule>,
}

/// An action, whole, or with its secret part left out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "shown", content = "action", rename_all = "snake_case")]
pub enum ActionView {
    Full(Action),
    Redacted(RedactedAction),
}

/// The public part of an action that carries a secret.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum RedactedAction {
    AssignCaptain {
        player: PlayerId,
        ship: Uuid,
    },
    GiveCaptain {
        player: PlayerId,
        ship: Uuid,
        port: PortId,
    },
    Boarding {
        attacker: Uuid,
        defender: Uuid,
        winner: BoardingSide,
        captain_moved: bool,
    },
}

impl Game {
    /// The view of the game for `viewer`.
    pub fn view(&self, viewer: Viewer) -> GameView {
        let state = self.state();
        let players = state
            .players
            .values()
            .map(|p| PlayerView {
                id: p.id,
                name: p.name.clone(),
                colour: p.colour.clone(),
                allies: p.allies.iter().copied().collect(),
                ports: state
                    .ports
                    .values()
                    .filter(|port| port.owner == p.id)
                    .map(|port| port.id)
                    .collect(),
                captain_count: p.captain_count,
                captains_in_play: p.captains.len().min(usize::from(MAX_CAPTAINS)) as u8,
                own_captains: (viewer == Viewer::Player(p.id)).then(|| {
                    Captain::ALL
                        .iter()
                        .map(|c| match p.captains.get(c) {
                            Some(card) => OwnCaptainView {
                                captain: *c,
                                place: Some(card.place),
                                face_up: card.face_up,
                                short: Some(card.commitment.short().to_string()),
                            },
                            None => OwnCaptainView {
                                captain: *c,
                                place: None,
                                face_up: false,
                                short: None,
                            },
                        })
                        .collect()
                }),
            })
            .collect();
        let ports = state
            .ports
            .values()
            .map(|port| PortView {
                id: port.id,
                name: port.name.clone(),
                owner: port.owner,
                waiting: state
                    .players
                    .values()
                    .flat_map(|p| p.captains.values().map(move |c| (p.id, c)))
                    .filter(|(_, c)| c.place == CardPlace::InPort { port: port.id })
                    .map(|(owner, c)| captain_view(state, viewer, owner, c))
                    .collect(),
            })
            .collect();
        let ships = state
            .ships
            .iter()
            .map(|s| ShipView {
                id: s.id,
                class: s.class,
                card: s.card,
                name: s.name.clone(),
                owner: s.owner,
                heading: s.heading,
                hull: s.hull,
                sails: s.sails,
                shots_used: s.shots_used,
                shots_left: s.shots_left(),
                unturned_through_previous_calm: s.unturned_through_previous_calm,
                status: s.status,
                captain: state.captain_on(s.id).and_then(|(owner, captain)| {
                    let card = state.card(owner, captain)?;
                    Some(captain_view(state, viewer, owner, card))
                }),
            })
            .collect();
        GameView {
            viewer,
            players,
            ports,
            ships,
            rounds: state.rounds.clone(),
            current_round: state.current_round().copied(),
            log: self
                .log()
                .iter()
                .map(|e| entry_view(state, viewer, e))
                .collect(),
            can_undo: self.can_undo(),
            redo_len: self.redo_stack().len(),
        }
    }
}

/// May `viewer` see the identity of `owner`'s `captain` card now?
pub fn may_see(state: &State, viewer: Viewer, owner: PlayerId, captain: Captain) -> bool {
    viewer == Viewer::Player(owner) || state.card(owner, captain).is_some_and(|c| c.face_up)
}

fn captain_view(state: &State, viewer: Viewer, owner: PlayerId, c: &CaptainCard) -> CaptainView {
    let mut card = CardInfo {
        owner,
        commitment: c.commitment.as_hex().to_string(),
        short: c.commitment.short().to_string(),
        captain: Some(c.captain),
        salt: Some(c.salt.clone()),
    };
    if !may_see(state, viewer, owner, c.captain) {
        card.redact();
    }
    CaptainView {
        face_up: c.face_up,
        card,
    }
}

fn card_visible(state: &State, viewer: Viewer, card: &CardInfo) -> bool {
    card.captain
        .is_some_and(|captain| may_see(state, viewer, card.owner, captain))
}

fn entry_view(state: &State, viewer: Viewer, e: &LogEntry) -> LogEntryView {
    let all_visible = e
        .events
        .iter()
        .filter_map(Event::card)
        .all(|c| card_visible(state, viewer, c));
    let action = match redact_action(&e.action) {
        Some(redacted) if !all_visible => ActionView::Redacted(redacted),
        _ => ActionView::Full(e.action.clone()),
    };
    let events = e
        .events
        .iter()
        .map(|ev| {
            let mut ev = ev.clone();
            if let Some(card) = ev.card_mut() {
                if !card_visible(state, viewer, card) {
                    card.redact();
                }
            }
            ev
        })
        .collect();
    LogEntryView {
        index: e.index,
        round: e.round,
        player: e.player,
        action,
        events,
        rules: e.rules.clone(),
    }
}

/// The public part of an action that carries a secret (a captain or a
/// salt); `None` for actions without one.
fn redact_action(a: &Action) -> Option<RedactedAction> {
    match a {
        Action::AssignCaptain { player, ship, .. } => Some(RedactedAction::AssignCaptain {
            player: *player,
            ship: *ship,
        }),
        Action::GiveCaptain {
            player, ship, port, ..
        } => Some(RedactedAction::GiveCaptain {
            player: *player,
            ship: *ship,
            port: *port,
        }),
        Action::Boarding {
            attacker,
            defender,
            winner,
            move_captain_salt: Some(_),
        } => Some(RedactedAction::Boarding {
            attacker: *attacker,
            defender: *defender,
            winner: *winner,
            captain_moved: true,
        }),
        _ => None,
    }
}
