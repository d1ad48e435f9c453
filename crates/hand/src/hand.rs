//! One player's hand for one game: the secrets behind their seals. This
//! module owns [`Hand`]: the book of every seal it made (captain, ship,
//! salt, the card's previous seal) and, derived from the book and the
//! table's public facts ([`PlayerBrief`]), where each of the four captains
//! is. Its operations make the table actions (assign, reveal, take off,
//! give, move after boarding), checked by the game crate's own rules on
//! the brief's state before they leave the hand.
//!
//! Why a book rather than a list of places: the table may undo, redo or
//! refuse what the hand sent, and the hand may be on another phone. The
//! book only grows; [`Hand::sync`] reads the table's cards through it, so
//! the hand can never drift from the table: a card the table sank is dead
//! in the hand at the next sync, a placement the table undid is back in
//! the hand.

use crate::brief::{BriefFault, PlayerBrief, SealTag, chain};
use rand_core::CryptoRng;
use serde::{Deserialize, Serialize};
use shturman_game::seal::{CHAIN_LINKS, CHAIN_SALT_BYTES, link};
use shturman_game::{
    Action, CardId, CardPlace, PlayerId, PortId, Proof, RuleError, Salt, Seal, SealSecret,
};
use shturman_rules::Captain;
use std::collections::BTreeMap;
use uuid::Uuid;

/// The version of the hand's own format (inside the encrypted envelope):
/// 2 writes each captain of the book as one digit (module `book`); 1 wrote
/// names, and is still read.
pub const HAND_VERSION: u32 = 2;

/// A player's hand for one game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hand {
    pub version: u32,
    pub game: Uuid,
    pub player: PlayerId,
    /// Every seal this hand made, oldest first. Never shrinks: a seal the
    /// table has not applied (yet) is kept in case it does.
    #[serde(with = "book")]
    pub book: Vec<SealSecret>,
    /// The four captains as of the last sync, in [`Captain::ALL`] order.
    pub cards: Vec<HandCard>,
    /// The secret root of each seal's reveal chain (issue 46 #12): the
    /// seal's salt is [`CHAIN_LINKS`] links of it, and each later reveal
    /// shows one link back, so a proof on the log cannot be replayed.
    /// Seals made before chains have none (their reveals repeat).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub roots: BTreeMap<Seal, Salt>,
    /// How many reveals this hand made of each chained seal: the next one
    /// shows the link after as many steps back.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub reveals: BTreeMap<Seal, u32>,
}

/// One captain of the hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandCard {
    pub captain: Captain,
    pub place: HandPlace,
    /// The table's id of the card, once the table holds it.
    pub card: Option<CardId>,
    pub face_up: bool,
    /// The last action made for this card that the table does not hold
    /// yet (its code can be shown again); cleared when the table has it.
    pub pending: Option<Action>,
}

/// Where a captain of the hand is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum HandPlace {
    /// Not placed, and placing is still open (before round 1).
    InHand,
    /// Not placed, and the game has started: out of play (§6, «Больше в
    /// игре … не участвуют»).
    SetAside,
    OnShip {
        ship: Uuid,
    },
    /// Waiting in a port under its owner's flag.
    InPort {
        port: PortId,
    },
    /// Sunk with its ship or lost in a boarding.
    Dead,
}

/// What a sync found.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SyncReport {
    /// Captains the table now holds that it did not at the last sync.
    pub placed: Vec<Captain>,
    /// Captains that died since the last sync.
    pub died: Vec<Captain>,
    /// The table's cards of this player that this hand never sealed (a
    /// hand lost, or kept on another device).
    pub unknown: Vec<CardId>,
    /// Cards that read as a captain another card already is (the table
    /// applied two seals of the same captain).
    pub conflicts: Vec<CardId>,
}

/// Why the hand did not make an action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum HandError {
    /// The brief is of another game.
    #[error("a hand of game {hand} at the table of game {table}")]
    OtherGame { hand: Uuid, table: Uuid },
    /// The brief is another player's.
    #[error("player {}'s hand given player {}'s brief", .hand.0, .table.0)]
    OtherPlayer { hand: PlayerId, table: PlayerId },
    /// The brief is one no table makes ([`PlayerBrief::check`]).
    #[error("a brief no table makes ({fault:?})")]
    BadBrief { fault: BriefFault },
    /// The table already holds this captain's card (alive or dead).
    #[error("the table already holds the {captain:?} card")]
    CaptainInPlay { captain: Captain },
    /// The table holds no card of this captain.
    #[error("the table holds no {captain:?} card")]
    CaptainNotInPlay { captain: Captain },
    /// None of this hand's cards is on that ship.
    #[error("none of this hand's cards is on ship {ship}")]
    NoOwnCardOn { ship: Uuid },
    /// The table's card on that ship was not sealed by this hand.
    #[error("card {} on the table was not sealed by this hand", .card.0)]
    UnknownCard { card: CardId },
    /// The table's rules refuse it (checked with the game crate).
    #[error("the table's rules refuse it: {rule}")]
    Refused { rule: RuleError },
}

impl Hand {
    /// An empty hand: all four captains in hand.
    pub fn new(game: Uuid, player: PlayerId) -> Hand {
        Hand {
            version: HAND_VERSION,
            game,
            player,
            book: Vec::new(),
            cards: Captain::ALL
                .iter()
                .map(|&captain| HandCard {
                    captain,
                    place: HandPlace::InHand,
                    card: None,
                    face_up: false,
                    pending: None,
                })
                .collect(),
            roots: BTreeMap::new(),
            reveals: BTreeMap::new(),
        }
    }

    /// A hand holding secrets made elsewhere (a migrated save), synced.
    pub fn with_book(brief: &PlayerBrief, book: Vec<SealSecret>) -> Result<Hand, HandError> {
        let mut hand = Hand::new(brief.game, brief.player);
        hand.book = book;
        hand.sync(brief)?;
        Ok(hand)
    }

    /// One captain of the hand.
    pub fn card(&self, captain: Captain) -> &HandCard {
        &self.cards[index(captain)]
    }

    /// Take in what another copy of this hand holds (another window or tab
    /// stored it): the book only grows, so the union of both books by seal,
    /// and each captain's action not yet sent to the table from either
    /// (this copy's first). Whether anything came from `other`. Sync after
    /// it: the captains' places follow from the book and the table.
    pub fn merge(&mut self, other: &Hand) -> bool {
        if other.game != self.game || other.player != self.player {
            return false;
        }
        let mut grew = false;
        for (seal, root) in &other.roots {
            grew |= self.roots.insert(*seal, root.clone()).is_none();
        }
        for (seal, n) in &other.reveals {
            let mine = self.reveals.entry(*seal).or_default();
            if *n > *mine {
                *mine = *n;
                grew = true;
            }
        }
        for s in &other.book {
            if !self.book.iter().any(|o| o.seal == s.seal) {
                self.book.push(s.clone());
                grew = true;
            }
        }
        for (mine, theirs) in self.cards.iter_mut().zip(&other.cards) {
            if mine.pending.is_none() && theirs.pending.is_some() {
                mine.pending = theirs.pending.clone();
                grew = true;
            }
        }
        grew
    }

    /// Read the table's cards through the book: where each captain is now.
    pub fn sync(&mut self, brief: &PlayerBrief) -> Result<SyncReport, HandError> {
        self.check_brief(brief)?;
        let mut report = SyncReport::default();
        let mut found: [Option<(CardId, CardPlace, bool)>; 4] = [None; 4];
        for c in &brief.cards {
            let Some(first) = chain(&self.book, c.tag).first().map(|s| s.captain) else {
                report.unknown.push(c.card);
                continue;
            };
            let slot = &mut found[index(first)];
            if slot.is_some() {
                report.conflicts.push(c.card);
            } else {
                *slot = Some((c.card, c.place, c.face_up));
            }
        }
        let setup_open = brief.round.is_none();
        for (card, now) in self.cards.iter_mut().zip(found) {
            let was = card.place;
            let (id, place, face_up) = match now {
                Some((id, place, face_up)) => (Some(id), hand_place(place), face_up),
                None if setup_open => (None, HandPlace::InHand, false),
                None => (None, HandPlace::SetAside, false),
            };
            if card.card.is_none() && id.is_some() {
                report.placed.push(card.captain);
            }
            if place == HandPlace::Dead && was != HandPlace::Dead {
                report.died.push(card.captain);
            }
            card.card = id;
            card.place = place;
            card.face_up = face_up;
            let held = brief
                .cards
                .iter()
                .find(|c| Some(c.card) == id)
                .map(|c| c.tag);
            if card
                .pending
                .as_ref()
                .and_then(Action::sealing)
                .is_some_and(|s| Some(SealTag::of(&s.seal())) == held)
            {
                card.pending = None;
            }
        }
        Ok(report)
    }

    /// Place `captain` face down on `ship` (before round 1): the action
    /// for the table, carrying the seal only.
    pub fn assign<R: CryptoRng + ?Sized>(
        &mut self,
        brief: &PlayerBrief,
        captain: Captain,
        ship: Uuid,
        rng: &mut R,
    ) -> Result<Action, HandError> {
        self.sync(brief)?;
        if self.card(captain).card.is_some() {
            return Err(HandError::CaptainInPlay { captain });
        }
        let root = root(rng);
        let secret = SealSecret::new(self.game, ship, captain, links(&root, CHAIN_LINKS), None);
        let action = Action::AssignCaptain {
            player: self.player,
            ship,
            seal: secret.seal,
        };
        self.commit(brief, secret, root, action)
    }

    /// Turn the card on `ship` face up: the proof of every seal it has had.
    pub fn reveal(&mut self, brief: &PlayerBrief, ship: Uuid) -> Result<Action, HandError> {
        self.sync(brief)?;
        let card = brief.card_on(ship).ok_or(HandError::NoOwnCardOn { ship })?;
        let secrets = chain(&self.book, card.tag);
        let captain = secrets
            .first()
            .ok_or(HandError::UnknownCard { card: card.card })?
            .captain;
        let mut salts: Vec<Salt> = secrets.iter().map(|s| s.salt.clone()).collect();
        let last = secrets.last().map(|s| s.seal);
        // the table's rules decide on the proof that opens the seals (the
        // brief does not say which link the table saw last)
        self.check(
            brief,
            &[],
            &Action::RevealCaptain {
                ship,
                proof: Proof {
                    captain,
                    salts: salts.clone(),
                },
            },
        )?;
        // a chained seal: this reveal shows the next link back
        if let Some((seal, root)) = last.and_then(|s| Some((s, self.roots.get(&s)?.clone()))) {
            let n = self.reveals.get(&seal).copied().unwrap_or(0);
            if n >= CHAIN_LINKS {
                return Err(HandError::Refused {
                    rule: RuleError::ProofReplayed {
                        ship,
                        owner: self.player,
                        card: card.card,
                    },
                });
            }
            if let Some(x) = salts.last_mut() {
                *x = links(&root, CHAIN_LINKS - n);
            }
            self.reveals.insert(seal, n + 1);
        }
        Ok(Action::RevealCaptain {
            ship,
            proof: Proof { captain, salts },
        })
    }

    /// Take the card on `ship` off in `port` (no secret: the table could do
    /// it alone; here for the hand's screens).
    pub fn take_off(
        &mut self,
        brief: &PlayerBrief,
        ship: Uuid,
        port: PortId,
    ) -> Result<Action, HandError> {
        self.sync(brief)?;
        let action = Action::TakeCaptainOff {
            player: self.player,
            ship,
            port,
        };
        self.check(brief, &[], &action)?;
        Ok(action)
    }

    /// Give `captain`, waiting in `port`, to `ship`, which entered it: a
    /// new seal.
    pub fn give<R: CryptoRng + ?Sized>(
        &mut self,
        brief: &PlayerBrief,
        captain: Captain,
        port: PortId,
        ship: Uuid,
        rng: &mut R,
    ) -> Result<Action, HandError> {
        self.sync(brief)?;
        let card = self
            .card(captain)
            .card
            .ok_or(HandError::CaptainNotInPlay { captain })?;
        let previous = self.current_seal(brief, card)?;
        let root = root(rng);
        let secret = SealSecret::new(
            self.game,
            ship,
            captain,
            links(&root, CHAIN_LINKS),
            Some(previous),
        );
        let action = Action::GiveCaptain {
            player: self.player,
            card,
            port,
            ship,
            seal: secret.seal,
        };
        self.commit(brief, secret, root, action)
    }

    /// After a boarding won by `from`, move its card onto `to`, the ship it
    /// captured (same round): a new seal.
    pub fn move_after_boarding<R: CryptoRng + ?Sized>(
        &mut self,
        brief: &PlayerBrief,
        from: Uuid,
        to: Uuid,
        rng: &mut R,
    ) -> Result<Action, HandError> {
        self.sync(brief)?;
        let card = brief
            .card_on(from)
            .ok_or(HandError::NoOwnCardOn { ship: from })?;
        let secrets = chain(&self.book, card.tag);
        let last = secrets
            .last()
            .ok_or(HandError::UnknownCard { card: card.card })?;
        let captain = secrets[0].captain;
        let previous = last.seal;
        let root = root(rng);
        let secret = SealSecret::new(
            self.game,
            to,
            captain,
            links(&root, CHAIN_LINKS),
            Some(previous),
        );
        let action = Action::MoveCaptain {
            player: self.player,
            from,
            to,
            seal: secret.seal,
        };
        self.commit(brief, secret, root, action)
    }

    /// Check `action` (which needs `secret`) by the table's rules, then
    /// keep the secret and mark the card pending.
    fn commit(
        &mut self,
        brief: &PlayerBrief,
        secret: SealSecret,
        root: Salt,
        action: Action,
    ) -> Result<Action, HandError> {
        self.check(brief, std::slice::from_ref(&secret), &action)?;
        let captain = secret.captain;
        self.roots.insert(secret.seal, root);
        self.book.push(secret);
        self.cards[index(captain)].pending = Some(action.clone());
        Ok(action)
    }

    /// Apply `action` to the brief's state, as the table would.
    fn check(
        &self,
        brief: &PlayerBrief,
        extra: &[SealSecret],
        action: &Action,
    ) -> Result<(), HandError> {
        let book: Vec<SealSecret> = self.book.iter().chain(extra).cloned().collect();
        brief
            .table_state(&book)
            .apply(action)
            .map(|_| ())
            .map_err(|error| HandError::Refused { rule: error })
    }

    /// The full current seal of the table's card `card`.
    fn current_seal(&self, brief: &PlayerBrief, card: CardId) -> Result<Seal, HandError> {
        let tag = brief
            .cards
            .iter()
            .find(|c| c.card == card)
            .map(|c| c.tag)
            .ok_or(HandError::Refused {
                rule: RuleError::UnknownCard {
                    player: self.player,
                    card,
                },
            })?;
        chain(&self.book, tag)
            .last()
            .map(|s| s.seal)
            .ok_or(HandError::UnknownCard { card })
    }

    fn check_brief(&self, brief: &PlayerBrief) -> Result<(), HandError> {
        brief
            .check()
            .map_err(|fault| HandError::BadBrief { fault })?;
        if brief.game != self.game {
            return Err(HandError::OtherGame {
                hand: self.game,
                table: brief.game,
            });
        }
        if brief.player != self.player {
            return Err(HandError::OtherPlayer {
                hand: self.player,
                table: brief.player,
            });
        }
        Ok(())
    }
}

/// The book as the hand's format writes it: each captain as the digit of
/// its place in [`Captain::ALL`], so every captain takes the same room in
/// the sealed text (their names differ in length, and an envelope's length
/// must not tell them apart: issue 32). Names (format version 1) are read.
mod book {
    use super::index;
    use serde::de::Error as _;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};
    use shturman_game::{Salt, Seal, SealSecret};
    use shturman_rules::Captain;
    use uuid::Uuid;

    #[derive(Serialize, Deserialize)]
    struct Entry {
        captain: Written,
        ship: Uuid,
        salt: Salt,
        seal: Seal,
        previous: Option<Seal>,
    }

    #[derive(Serialize, Deserialize)]
    #[serde(untagged)]
    enum Written {
        Digit(u8),
        Name(Captain),
    }

    pub fn serialize<S: Serializer>(book: &[SealSecret], s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(book.iter().map(|b| Entry {
            captain: Written::Digit(u8::try_from(index(b.captain)).unwrap_or(0)),
            ship: b.ship,
            salt: b.salt.clone(),
            seal: b.seal,
            previous: b.previous,
        }))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<SealSecret>, D::Error> {
        Vec::<Entry>::deserialize(d)?
            .into_iter()
            .map(|e| {
                let captain = match e.captain {
                    Written::Digit(n) => *Captain::ALL
                        .get(usize::from(n))
                        .ok_or_else(|| D::Error::custom("no captain of that number"))?,
                    Written::Name(c) => c,
                };
                Ok(SealSecret {
                    captain,
                    ship: e.ship,
                    salt: e.salt,
                    seal: e.seal,
                    previous: e.previous,
                })
            })
            .collect()
    }
}

fn index(captain: Captain) -> usize {
    match captain {
        Captain::Rapid => 0,
        Captain::Swift => 1,
        Captain::Target => 2,
        Captain::Berserk => 3,
    }
}

fn hand_place(place: CardPlace) -> HandPlace {
    match place {
        CardPlace::OnShip { ship } => HandPlace::OnShip { ship },
        CardPlace::InPort { port } => HandPlace::InPort { port },
        CardPlace::Dead => HandPlace::Dead,
    }
}

/// A fresh chain root of [`CHAIN_SALT_BYTES`] from the caller's
/// randomness: the seal's salt is [`CHAIN_LINKS`] links of it.
fn root<R: CryptoRng + ?Sized>(rng: &mut R) -> Salt {
    let mut bytes = [0u8; CHAIN_SALT_BYTES];
    rng.fill_bytes(&mut bytes);
    Salt::from_slice(&bytes).expect("20 bytes are a salt")
}

/// `n` links of `root`.
fn links(root: &Salt, n: u32) -> Salt {
    (0..n).fold(root.clone(), |x, _| link(&x))
}
