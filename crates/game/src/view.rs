//! Views: every read of the game meant for the UI, made for one [`Viewer`]
//! (a player, or the whole table). This module owns what the screens may
//! show of the captain cards (§6, convention 11).
//!
//! The table's game holds no face-down captain: every viewer sees which
//! ships carry a card, whose it is, its table id and its seal. A card's
//! captain appears only while the card is face up, to everyone — and then
//! the proof in its reveal too, so anyone can recheck the seals. Once the
//! card is face down again, its past reveals read "a captain",
//! although the saved log keeps them (the table saw them). Undone reveals
//! stay in the log view, marked undone, under the same rule. The owner
//! reads their own face-down cards in their hand (`shturman-hand`), never
//! here: on a shared phone any view may be in anyone's hands, so the
//! viewer no longer changes what a view says about captains.

use crate::action::Action;
use crate::event::{CardInfo, Event, Rule};
use crate::game::Game;
use crate::log::LogEntry;
use crate::model::{CardId, CardPlace, PlayerId, PortId, Round, SealedCard, ShipStatus, State};
use serde::{Deserialize, Serialize};
use shturman_rules::Weather;
use shturman_rules::{Heading, ShipCard, ShipClass};
use uuid::Uuid;

/// Who a view is made for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", content = "player", rename_all = "snake_case")]
pub enum Viewer {
    /// Everyone at the table.
    Table,
    /// One player. Sees what the table sees: a player's own face-down
    /// cards are in their hand, not in the table's game.
    Player(PlayerId),
}

/// Everything the UI may show to one viewer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameView {
    pub viewer: Viewer,
    /// The game's id (the table → phone code carries it).
    pub game: Uuid,
    pub players: Vec<PlayerView>,
    pub ports: Vec<PortView>,
    pub ships: Vec<ShipView>,
    pub rounds: Vec<Round>,
    pub current_round: Option<Round>,
    /// The log, with the undone reveals in their places (`undone: true`).
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
    /// The players this one offered an alliance to, not yet made.
    #[serde(default)]
    pub offers: Vec<PlayerId>,
    pub ports: Vec<PortId>,
    /// The agreed number of captains.
    pub captain_count: u8,
    /// Captain cards put into play so far (alive or not).
    pub captains_in_play: u8,
    /// Those cards, in placement order (index = [`CardId`]).
    pub cards: Vec<CaptainView>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PortView {
    pub id: PortId,
    pub name: String,
    pub owner: PlayerId,
    /// Captain cards waiting here, face down, under their owners' flags.
    pub waiting: Vec<CaptainView>,
}

/// A sealed captain card as every viewer may see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CaptainView {
    pub place: CardPlace,
    pub face_up: bool,
    /// `card.captain` is set only while the card is face up.
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
    /// The ship already made its two-calms move this round (§3.2).
    #[serde(default)]
    pub made_two_calms_move: bool,
    pub status: ShipStatus,
    /// The captain card on board, if any (its captain only when face up).
    pub captain: Option<CaptainView>,
}

impl ShipView {
    /// May the ship make the two-calms move in a round of `weather` (§3.2)?
    /// The core's own check, as recording the move makes it: a calm, the
    /// calm options grant it, and not already made this round. Sunk ships
    /// and forts never may.
    pub fn two_calms_open(&self, weather: Weather) -> bool {
        !matches!(self.status, ShipStatus::Sunk { .. })
            && self.class != shturman_rules::ShipClass::Fort
            && crate::apply::rounds::two_calms_granted(
                weather,
                &self.card,
                self.heading,
                self.unturned_through_previous_calm,
                self.made_two_calms_move,
            )
    }
}

/// A log entry as the viewer may see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogEntryView {
    pub index: usize,
    pub round: Option<u32>,
    pub player: Option<PlayerId>,
    /// A reveal that was undone: the table saw it, the game no longer
    /// counts it.
    #[serde(default)]
    pub undone: bool,
    /// A reveal whose proof an earlier entry already showed (the card was
    /// turned face down since): anyone holding the log could have made it,
    /// so the log says so (issue 32).
    #[serde(default)]
    pub replayed: bool,
    /// The players this entry went against, who may dispute it
    /// ([`State::against_entry`]; empty for an undone entry).
    #[serde(default)]
    pub against: Vec<PlayerId>,
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
    /// A reveal of a card that is face down again: "a captain".
    RevealCaptain {
        ship: Uuid,
        owner: PlayerId,
        card: CardId,
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
                offers: p.offers.iter().copied().collect(),
                ports: state
                    .ports
                    .values()
                    .filter(|port| port.owner == p.id)
                    .map(|port| port.id)
                    .collect(),
                captain_count: p.captain_count,
                // At most MAX_CAPTAINS cards are ever placed.
                captains_in_play: p.cards.len() as u8,
                cards: p.cards.iter().map(captain_view).collect(),
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
                    .cards()
                    .filter(|c| c.place == CardPlace::InPort { port: port.id })
                    .map(captain_view)
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
                made_two_calms_move: s.made_two_calms_move,
                status: s.status,
                captain: state.card_on(s.id).map(captain_view),
            })
            .collect();
        GameView {
            viewer,
            game: self.id(),
            players,
            ports,
            ships,
            rounds: state.rounds.clone(),
            current_round: state.current_round().copied(),
            log: log_view(self),
            can_undo: self.can_undo(),
            redo_len: self.redo_stack().len(),
        }
    }
}

fn captain_view(c: &SealedCard) -> CaptainView {
    let seal = c.seal();
    CaptainView {
        place: c.place,
        face_up: c.is_face_up(),
        card: CardInfo {
            owner: c.owner,
            card: c.id,
            seal,
            short: seal.short(),
            captain: c.face_up,
        },
    }
}

/// Is the card an event names face up now (so the table may name it)?
/// The same card, not only its id: an id is a card's place in its owner's
/// hand, and undoing an assignment frees it for the next card assigned —
/// whose reveal must not lend its face to the first card's old reveal
/// (that names the other captain). A card's seals tell them apart.
fn face_up_now(state: &State, info: &CardInfo) -> bool {
    state
        .card(info.owner, info.card)
        .is_some_and(|c| c.is_face_up() && c.placements.iter().any(|p| p.seal == info.seal))
}

/// The log with each undone reveal just before the entry that now has its
/// index (it happened before that one).
fn log_view(g: &Game) -> Vec<LogEntryView> {
    let state = g.state();
    let mut ordered: Vec<(&LogEntry, bool)> = Vec::with_capacity(g.log().len() + g.undone().len());
    let mut undone: Vec<&LogEntry> = g.undone().iter().collect();
    undone.sort_by_key(|e| e.index);
    let mut pending = undone.into_iter().peekable();
    for e in g.log() {
        while let Some(u) = pending.next_if(|u| u.index <= e.index) {
            ordered.push((u, true));
        }
        ordered.push((e, false));
    }
    ordered.extend(pending.map(|u| (u, true)));
    // the proofs the table has seen, in the order it saw them (an undone
    // reveal was seen too)
    let mut seen: Vec<&[crate::Salt]> = Vec::new();
    ordered
        .into_iter()
        .map(|(e, undone)| {
            let mut view = entry_view(state, e, undone);
            if let Action::RevealCaptain { proof, .. } = &e.action {
                view.replayed = seen.contains(&proof.salts.as_slice());
                seen.push(&proof.salts);
            }
            view
        })
        .collect()
}

fn entry_view(state: &State, e: &LogEntry, undone: bool) -> LogEntryView {
    let events = e
        .events
        .iter()
        .map(|ev| {
            let mut ev = ev.clone();
            if let Some(card) = ev.card_mut()
                && !face_up_now(state, card)
            {
                card.redact();
            }
            ev
        })
        .collect();
    LogEntryView {
        index: e.index,
        round: e.round,
        player: e.player,
        undone,
        replayed: false,
        against: if undone {
            Vec::new()
        } else {
            state.against_entry(e.index).to_vec()
        },
        action: action_view(state, e),
        events,
        rules: e.rules.clone(),
    }
}

/// A reveal shows its proof only while its card is face up [A-19] (an
/// undone reveal's card is face down unless revealed again since). No other
/// action carries a secret: assignments and moves carry seals only.
fn action_view(state: &State, e: &LogEntry) -> ActionView {
    let full = || ActionView::Full(e.action.clone());
    match &e.action {
        Action::RevealCaptain { ship, .. } => {
            let revealed = e.events.iter().find_map(|ev| {
                if let Event::CaptainRevealed { card, .. } = ev {
                    Some(card)
                } else {
                    None
                }
            });
            match revealed {
                Some(card) if !face_up_now(state, card) => {
                    ActionView::Redacted(RedactedAction::RevealCaptain {
                        ship: *ship,
                        owner: card.owner,
                        card: card.card,
                    })
                }
                Some(_) | None => full(),
            }
        }
        Action::AddPlayer { .. }
        | Action::AddPort { .. }
        | Action::AddAlly { .. }
        | Action::OfferAlliance { .. }
        | Action::SetCaptainCount { .. }
        | Action::AddShip { .. }
        | Action::EditCard { .. }
        | Action::StartRound { .. }
        | Action::ShipMoved { .. }
        | Action::SetHeading { .. }
        | Action::Shot { .. }
        | Action::Salvo { .. }
        | Action::SetHullDamage { .. }
        | Action::SetSailDamage { .. }
        | Action::ShipSunk { .. }
        | Action::Boarding { .. }
        | Action::AssignCaptain { .. }
        | Action::HideCaptain { .. }
        | Action::TakeCaptainOff { .. }
        | Action::GiveCaptain { .. }
        | Action::MoveCaptain { .. }
        | Action::EndTurn { .. }
        | Action::HandReset { .. }
        | Action::HandMade { .. }
        | Action::Dispute { .. }
        | Action::DismissDispute { .. } => full(),
    }
}
