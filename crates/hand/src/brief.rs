//! What the table tells one player: the public facts a hand works against.
//! This module owns [`PlayerBrief`]: the game's id, the round, the agreed
//! number of captains, that player's ships (id, name, class) and friendly
//! ports, and their sealed cards as the table holds them (place, face, the
//! first bytes of the current seal). On a shared phone it is made from the
//! game ([`PlayerBrief::of`]); on a player's own phone it comes in a table
//! code ([`crate::code::read_table_code`]). Either way a hand syncs with it
//! and checks its actions against it, by the game crate's own rules
//! ([`PlayerBrief::table_state`]).

use serde::{Deserialize, Serialize};
use shturman_game::{
    Capture, CardId, CardPlace, Game, Placement, Player, PlayerId, Port, PortId, Round, RuleError,
    SealSecret, SealedCard, Ship, ShipStatus, State,
};
use shturman_game::{MAX_CAPTAINS, Seal, Weather};
use shturman_rules::{Captain, Heading, ShipClass};
use std::collections::BTreeMap;
use uuid::Uuid;

/// Longest ship or port name a brief carries, in UTF-8 bytes (longer ones
/// are cut at a character boundary): names are for the eyes, and every
/// byte lengthens the code a player may have to type.
pub const NAME_MAX: usize = 24;

/// The first 8 bytes of a seal: enough for a hand to recognise its own
/// seals (a hand makes a few dozen at most), short enough for a code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct SealTag(pub [u8; 8]);

impl SealTag {
    pub fn of(seal: &Seal) -> SealTag {
        let mut t = [0u8; 8];
        t.copy_from_slice(&seal.as_bytes()[..8]);
        SealTag(t)
    }
}

/// The public facts one player's hand needs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerBrief {
    pub game: Uuid,
    pub player: PlayerId,
    /// The round under way; `None` before round 1 (captains are placed
    /// then, §6).
    pub round: Option<u32>,
    /// The agreed number of captain cards.
    pub captain_count: u8,
    pub allies: Vec<PlayerId>,
    /// The player's ships afloat (captured ones included), in table order;
    /// forts are left out (they carry no captain [A-17]).
    pub ships: Vec<BriefShip>,
    /// The player's own ports and their allies' (where a card is taken off).
    pub ports: Vec<BriefPort>,
    /// The player's sealed cards, in placement order.
    pub cards: Vec<BriefCard>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BriefShip {
    pub id: Uuid,
    pub name: String,
    pub class: ShipClass,
    /// The boarding that captured it, if any (a captain may move over from
    /// the winner in that round).
    pub captured: Option<Capture>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BriefPort {
    pub id: PortId,
    pub name: String,
    pub owner: PlayerId,
}

/// What makes a brief impossible: no table makes one like it, so a code
/// that carries one is refused before a hand works against it (the game's
/// state indexes a player's cards by their ids).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "fault", rename_all = "snake_case")]
pub enum BriefFault {
    /// More captains agreed than a player has.
    CaptainCount { count: u8, max: u8 },
    /// More cards than a player has captains.
    TooManyCards { cards: usize, max: u8 },
    /// The card at `at` (from 0) does not carry id `at`: a table numbers a
    /// player's cards in placement order.
    CardOutOfOrder { at: usize, card: CardId },
    /// Two ships of the brief share an id.
    ShipTwice { ship: Uuid },
    /// Two cards on one ship.
    TwoCardsOn { ship: Uuid },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BriefCard {
    pub card: CardId,
    pub place: CardPlace,
    /// The current seal's first bytes.
    pub tag: SealTag,
    pub face_up: bool,
}

impl PlayerBrief {
    /// What the table tells `player` of `game`.
    pub fn of(game: &Game, player: PlayerId) -> Result<PlayerBrief, RuleError> {
        let s = game.state();
        let p = s.player(player)?;
        Ok(PlayerBrief {
            game: game.id(),
            player,
            round: s.current_round().map(|r| r.number),
            captain_count: p.captain_count,
            allies: p.allies.iter().copied().collect(),
            ships: s
                .ships
                .iter()
                .filter(|sh| sh.owner == player && sh.is_afloat() && !sh.is_fort())
                .map(|sh| BriefShip {
                    id: sh.id,
                    name: cut(&sh.name),
                    class: sh.class,
                    captured: sh.captured,
                })
                .collect(),
            ports: s
                .ports
                .values()
                .filter(|port| s.port_friendly(port, player))
                .map(|port| BriefPort {
                    id: port.id,
                    name: cut(&port.name),
                    owner: port.owner,
                })
                .collect(),
            cards: p
                .cards
                .iter()
                .map(|c| BriefCard {
                    card: c.id,
                    place: c.place,
                    tag: SealTag::of(&c.seal()),
                    face_up: c.is_face_up(),
                })
                .collect(),
        })
    }

    /// Refuse a brief no table makes (a code read from outside is checked
    /// so before anything reads it).
    ///
    /// ```
    /// use shturman_game::{CardId, CardPlace, PlayerId};
    /// use shturman_hand::{BriefCard, BriefFault, PlayerBrief, SealTag};
    /// let mut brief = PlayerBrief {
    ///     game: uuid::Uuid::nil(), player: PlayerId(0), round: None, captain_count: 4,
    ///     allies: vec![], ships: vec![], ports: vec![], cards: vec![],
    /// };
    /// assert_eq!(brief.check(), Ok(()));
    /// brief.cards.push(BriefCard {
    ///     card: CardId(9), place: CardPlace::Dead, tag: SealTag([0; 8]), face_up: false,
    /// });
    /// assert_eq!(brief.check(), Err(BriefFault::CardOutOfOrder { at: 0, card: CardId(9) }));
    /// ```
    pub fn check(&self) -> Result<(), BriefFault> {
        if self.captain_count > MAX_CAPTAINS {
            return Err(BriefFault::CaptainCount {
                count: self.captain_count,
                max: MAX_CAPTAINS,
            });
        }
        if self.cards.len() > usize::from(MAX_CAPTAINS) {
            return Err(BriefFault::TooManyCards {
                cards: self.cards.len(),
                max: MAX_CAPTAINS,
            });
        }
        for (at, c) in self.cards.iter().enumerate() {
            if usize::from(c.card.0) != at {
                return Err(BriefFault::CardOutOfOrder { at, card: c.card });
            }
        }
        for (i, s) in self.ships.iter().enumerate() {
            if self.ships[..i].iter().any(|o| o.id == s.id) {
                return Err(BriefFault::ShipTwice { ship: s.id });
            }
        }
        for (i, c) in self.cards.iter().enumerate() {
            if let CardPlace::OnShip { ship } = c.place
                && self.cards[..i].iter().any(|o| o.place == c.place)
            {
                return Err(BriefFault::TwoCardsOn { ship });
            }
        }
        Ok(())
    }

    /// The ship with this id, if it is one of the player's.
    pub fn ship(&self, id: Uuid) -> Option<&BriefShip> {
        self.ships.iter().find(|s| s.id == id)
    }

    /// The card on this ship, if any.
    pub fn card_on(&self, ship: Uuid) -> Option<&BriefCard> {
        self.cards
            .iter()
            .find(|c| c.place == CardPlace::OnShip { ship })
    }

    /// A partial table state with just what the captain rules read: the
    /// player, their allies and ports, their ships and cards, the round.
    /// A hand checks an action by applying it to this state, so the table's
    /// own rules decide (the weather, which no captain rule reads, is a
    /// placeholder). The cards' full seals come from `book` where the hand
    /// knows them.
    pub fn table_state(&self, book: &[SealSecret]) -> State {
        let mut players = BTreeMap::new();
        let mut me = Player::new(self.player, String::new(), String::new());
        me.captain_count = self.captain_count;
        me.allies = self.allies.iter().copied().collect();
        me.cards = self
            .cards
            .iter()
            .map(|c| {
                let chain = chain(book, c.tag);
                let ship = match c.place {
                    CardPlace::OnShip { ship } => ship,
                    CardPlace::InPort { .. } | CardPlace::Dead => Uuid::nil(),
                };
                let placements = if chain.is_empty() {
                    // Not sealed by this hand: a stand-in seal, never opened.
                    let mut bytes = [0u8; 32];
                    bytes[..8].copy_from_slice(&c.tag.0);
                    vec![Placement {
                        ship,
                        seal: Seal::from_bytes(bytes),
                    }]
                } else {
                    chain
                        .iter()
                        .map(|s| Placement {
                            ship: s.ship,
                            seal: s.seal,
                        })
                        .collect()
                };
                SealedCard {
                    id: c.card,
                    owner: self.player,
                    place: c.place,
                    placements,
                    face_up: c
                        .face_up
                        .then(|| chain.first().map_or(Captain::Rapid, |s| s.captain)),
                    // the brief does not carry it: the hand checks a reveal
                    // with the proof that opens the seals
                    shown: None,
                }
            })
            .collect();
        let mut others: Vec<PlayerId> = self.allies.clone();
        others.extend(self.ports.iter().map(|p| p.owner));
        for id in others {
            if id != self.player {
                let mut p = Player::new(id, String::new(), String::new());
                if self.allies.contains(&id) {
                    p.allies.insert(self.player);
                }
                players.entry(id).or_insert(p);
            }
        }
        players.insert(self.player, me);
        State {
            game: self.game,
            players,
            ports: self
                .ports
                .iter()
                .map(|p| {
                    (
                        p.id,
                        Port {
                            id: p.id,
                            name: p.name.clone(),
                            owner: p.owner,
                        },
                    )
                })
                .collect(),
            ships: self
                .ships
                .iter()
                .map(|s| {
                    let mut ship = Ship::new(
                        s.id,
                        s.class,
                        s.class.card(),
                        s.name.clone(),
                        self.player,
                        Heading::N,
                    );
                    ship.captured = s.captured;
                    if s.captured.is_some() {
                        ship.status = ShipStatus::Captured {
                            by: self.player,
                            from: self.player,
                        };
                    }
                    ship
                })
                .collect(),
            rounds: self
                .round
                .map(|number| Round {
                    number,
                    weather: Weather::Calm,
                })
                .into_iter()
                .collect(),
            // the hand checks its own captains: no log, no disputes
            ..State::default()
        }
    }
}

/// The secrets of the card whose current seal has this tag, oldest first
/// (empty if this hand never made it).
pub(crate) fn chain(book: &[SealSecret], tag: SealTag) -> Vec<&SealSecret> {
    let mut out = Vec::new();
    let mut next = book.iter().rev().find(|s| SealTag::of(&s.seal) == tag);
    while let Some(s) = next {
        out.push(s);
        // A chain is never longer than the book: guards a hand edited into
        // a loop.
        if out.len() > book.len() {
            return Vec::new();
        }
        next = s
            .previous
            .and_then(|p| book.iter().rev().find(|b| b.seal == p));
    }
    out.reverse();
    out
}

/// A name cut to [`NAME_MAX`] bytes at a character boundary.
pub(crate) fn cut(name: &str) -> String {
    let mut end = name.len().min(NAME_MAX);
    while !name.is_char_boundary(end) {
        end -= 1;
    }
    name[..end].to_string()
}
