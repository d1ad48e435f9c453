//! Schema 1 saves → schema 2. This module owns the one place that still
//! reads plain captains: a save written before captains were sealed keeps
//! every captain and salt in its log. Migrating it gives the table's game
//! with seals only (new seals under a new game id, with new salts from the
//! caller) and, per player, the secrets of every seal made for them: what
//! that player's hand keeps. Nothing is lost: every placement, reveal,
//! port move and boarding move becomes its sealed counterpart, the redo
//! stack too, and a reveal waiting on the redo stack is kept on record as
//! undone ([`crate::Game::undone`]).
//!
//! The old text is not touched (it is only read): the caller stores the
//! new game and every hand, and only then replaces the old save.

use crate::action::{Action, BoardingSide};
use crate::game::{Game, reveals};
use crate::model::{CardId, MAX_CAPTAINS, PlayerId, PortId, State};
use crate::save::{InvalidSave, LoadError, schema_version};
use crate::seal::{Proof, Salt, Seal, SealSecret};
use serde::Deserialize;
use shturman_rules::Captain;
use std::collections::BTreeMap;
use uuid::Uuid;

/// A migrated schema-1 save.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Migrated {
    /// The table's game: seals only.
    pub game: Game,
    /// Every player's seal secrets, in the order made (an empty list for a
    /// player without captains): what each player's hand keeps.
    pub secrets: BTreeMap<PlayerId, Vec<SealSecret>>,
}

/// The schema-1 actions that named a captain or a salt; the others read as
/// they are.
#[derive(Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum Plain {
    AssignCaptain {
        player: PlayerId,
        ship: Uuid,
        captain: Captain,
    },
    GiveCaptain {
        player: PlayerId,
        ship: Uuid,
        port: PortId,
        captain: Captain,
    },
    Boarding {
        attacker: Uuid,
        defender: Uuid,
        winner: BoardingSide,
        #[serde(default)]
        move_captain_salt: Option<String>,
    },
    RevealCaptain {
        ship: Uuid,
    },
}

#[derive(Deserialize)]
#[serde(untagged)]
enum V1Action {
    Plain(Plain),
    Same(Action),
}

#[derive(Deserialize)]
struct V1File {
    game: V1Game,
}

#[derive(Deserialize)]
struct V1Game {
    log: Vec<V1Action>,
    #[serde(default)]
    redo: Vec<V1Action>,
}

/// Migrate a schema-1 save text. `id` is the new game's id and
/// `new_salt` gives a fresh random salt for every seal (the old salts were
/// in plain text in a file that may have been copied).
///
/// Errors as [`crate::save::from_json`]: the same replay checks, counted
/// by the old log's indices.
pub fn migrate_v1(
    text: &str,
    id: Uuid,
    new_salt: &mut dyn FnMut() -> Salt,
) -> Result<Migrated, LoadError> {
    let version = schema_version(text)?;
    if version != 1 {
        return Err(LoadError::Invalid {
            reason: InvalidSave::UnknownVersion { found: version },
        });
    }
    let file: V1File = serde_json::from_str(text).map_err(|e| LoadError::Invalid {
        reason: InvalidSave::Malformed {
            line: e.line(),
            column: e.column(),
        },
    })?;
    let mut m = Migrator {
        id,
        new_salt,
        secrets: BTreeMap::new(),
        salts: BTreeMap::new(),
    };
    let mut game = Game::new(id);
    for (index, old) in file.game.log.into_iter().enumerate() {
        for action in m.convert(game.state(), old) {
            game.apply(action).map_err(|error| LoadError::Invalid {
                reason: InvalidSave::LogBreaksRule { index, error },
            })?;
        }
    }
    // The redo stack converts in the order it would be redone, each action
    // against the state it would meet.
    let mut probe = game.clone();
    let mut redone = Vec::new();
    for (index, old) in file.game.redo.into_iter().rev().enumerate() {
        for action in m.convert(probe.state(), old) {
            redone.push(action.clone());
            probe.apply(action).map_err(|error| LoadError::Invalid {
                reason: InvalidSave::RedoBreaksRule { index, error },
            })?;
        }
    }
    let undone = probe.log()[game.log().len()..]
        .iter()
        .filter(|e| reveals(e))
        .cloned()
        .collect();
    redone.reverse();
    game.set_redo(redone);
    game.set_undone(undone);
    let mut secrets = m.secrets;
    for p in game.state().players.keys() {
        secrets.entry(*p).or_default();
    }
    Ok(Migrated { game, secrets })
}

struct Migrator<'a> {
    id: Uuid,
    new_salt: &'a mut dyn FnMut() -> Salt,
    secrets: BTreeMap<PlayerId, Vec<SealSecret>>,
    /// Each card's captain and the salts of its seals, oldest first.
    salts: BTreeMap<(PlayerId, CardId), (Captain, Vec<Salt>)>,
}

/// A card id no player ever has: for an old action the old rules would
/// have refused, so the new ones refuse it too.
const NO_CARD: CardId = CardId(MAX_CAPTAINS);

/// A seal no card has: ditto.
const NO_SEAL: Seal = Seal::from_bytes([0; 32]);

impl Migrator<'_> {
    /// The schema-2 actions for one schema-1 action, met in `state`.
    fn convert(&mut self, state: &State, old: V1Action) -> Vec<Action> {
        let plain = match old {
            V1Action::Same(action) => return vec![action],
            V1Action::Plain(plain) => plain,
        };
        match plain {
            Plain::AssignCaptain {
                player,
                ship,
                captain,
            } => {
                let card = state
                    .players
                    .get(&player)
                    .map_or(NO_CARD, |p| CardId(p.cards.len() as u8));
                let seal = self.seal(player, card, captain, ship, None);
                vec![Action::AssignCaptain { player, ship, seal }]
            }
            Plain::GiveCaptain {
                player,
                ship,
                port,
                captain,
            } => {
                let card = self.card_of(player, captain);
                let previous = state.card(player, card).map(|c| c.seal());
                let seal = self.seal(player, card, captain, ship, previous);
                vec![Action::GiveCaptain {
                    player,
                    card,
                    port,
                    ship,
                    seal,
                }]
            }
            Plain::Boarding {
                attacker,
                defender,
                winner,
                move_captain_salt,
            } => {
                let mut out = vec![Action::Boarding {
                    attacker,
                    defender,
                    winner,
                }];
                if move_captain_salt.is_some() {
                    let (from, to) = match winner {
                        BoardingSide::Attacker => (attacker, defender),
                        BoardingSide::Defender => (defender, attacker),
                    };
                    let moving = state.card_on(from).and_then(|c| {
                        let (captain, _) = self.salts.get(&(c.owner, c.id))?;
                        Some((c.owner, c.id, *captain, c.seal()))
                    });
                    out.push(match moving {
                        Some((player, card, captain, previous)) => Action::MoveCaptain {
                            player,
                            from,
                            to,
                            seal: self.seal(player, card, captain, to, Some(previous)),
                        },
                        None => Action::MoveCaptain {
                            player: state.ship(from).map_or(PlayerId(u8::MAX), |s| s.owner),
                            from,
                            to,
                            seal: NO_SEAL,
                        },
                    });
                }
                out
            }
            Plain::RevealCaptain { ship } => {
                let proof = state
                    .card_on(ship)
                    .and_then(|c| self.salts.get(&(c.owner, c.id)))
                    .map(|(captain, salts)| Proof {
                        captain: *captain,
                        salts: salts.clone(),
                    })
                    .unwrap_or(Proof {
                        captain: Captain::Rapid,
                        salts: Vec::new(),
                    });
                vec![Action::RevealCaptain { ship, proof }]
            }
        }
    }

    /// The card `player`'s `captain` was placed as.
    fn card_of(&self, player: PlayerId, captain: Captain) -> CardId {
        self.salts
            .iter()
            .find(|((p, _), (c, _))| *p == player && *c == captain)
            .map_or(NO_CARD, |((_, card), _)| *card)
    }

    /// A new seal of `player`'s `captain` (card `card`) on `ship`, its
    /// secret kept for the player's hand.
    fn seal(
        &mut self,
        player: PlayerId,
        card: CardId,
        captain: Captain,
        ship: Uuid,
        previous: Option<Seal>,
    ) -> Seal {
        let salt = (self.new_salt)();
        let secret = SealSecret::new(self.id, ship, captain, salt.clone(), previous);
        let seal = secret.seal;
        self.secrets.entry(player).or_default().push(secret);
        self.salts
            .entry((player, card))
            .or_insert_with(|| (captain, Vec::new()))
            .1
            .push(salt);
        seal
    }
}
