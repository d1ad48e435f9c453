//! Opening a save from before the seals (schema 1): the table's game with
//! seals only, plus one plain [`Hand`] per player holding every captain of
//! theirs. The UI then asks each player for a PIN, locks their hand
//! ([`crate::cipher::lock`]), stores the new game and every hand, and only
//! then replaces the old save: until then the old file stays as it was.

use crate::brief::PlayerBrief;
use crate::hand::Hand;
use rand_core::CryptoRng;
use shturman_game::migrate::migrate_v1 as migrate_game;
use shturman_game::save::{from_json, schema_version};
use shturman_game::{Game, LoadError, Salt};

/// A schema-1 save, migrated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Migration {
    /// The table's game (a new id; seals only).
    pub game: Game,
    /// One hand per player, in player order, synced with the game.
    pub hands: Vec<Hand>,
}

/// A save text, opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Opened {
    /// A current save.
    Game(Game),
    /// A schema-1 save: store the game and every hand before replacing it.
    Migrated(Migration),
}

/// Open any save this build reads: current ones as they are, schema 1
/// through [`migrate_v1`].
pub fn open_save<R: CryptoRng + ?Sized>(text: &str, rng: &mut R) -> Result<Opened, LoadError> {
    match schema_version(text)? {
        1 => migrate_v1(text, rng).map(Opened::Migrated),
        _ => from_json(text).map(Opened::Game),
    }
}

/// Migrate a schema-1 save: a new game id and new salts from `rng`.
pub fn migrate_v1<R: CryptoRng + ?Sized>(text: &str, rng: &mut R) -> Result<Migration, LoadError> {
    let mut id = [0u8; 16];
    rng.fill_bytes(&mut id);
    let id = uuid::Builder::from_random_bytes(id).into_uuid();
    let mut new_salt = || {
        let mut b = [0u8; 16];
        rng.fill_bytes(&mut b);
        Salt::from_bytes(b)
    };
    let m = migrate_game(text, id, &mut new_salt)?;
    let hands = m
        .secrets
        .into_iter()
        .map(|(player, book)| {
            let brief = PlayerBrief::of(&m.game, player)
                .expect("the migrated game has every player it has secrets for");
            Hand::with_book(&brief, book).expect("a brief of the hand's own game and player")
        })
        .collect();
    Ok(Migration {
        game: m.game,
        hands,
    })
}
