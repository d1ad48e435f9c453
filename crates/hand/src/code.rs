//! Codes between phones, as text and as QR codes. This module owns three
//! compact, versioned, checksummed codes:
//!
//! - **table → phone** (`SH3T-…`): a [`PlayerBrief`] — the game's id, the
//!   player's ships (id, name, class) and ports, the round and their
//!   sealed cards — so the player's own phone can keep a hand in private;
//! - **phone → table, seals** (`SH3S-…`): assignments, gifts in port and
//!   moves after boarding, the table actions to apply (seals only);
//! - **phone → table, reveal** (`SH3R-…`): the proof for one ship — its
//!   salts only. The table finds the captain by trying the four against
//!   the card's seals (exactly one opens them), so the code names no
//!   captain anywhere a reader could spot it; version 1 carried the
//!   captain as a byte of its own, one character of the text (issue 32),
//!   and is still read.
//!
//! Version 3 made the codes a player may type about 40 % shorter (issue
//! 33, item 12): a seal is 16 bytes, no longer 32 (a seal made before
//! still travels whole, flagged), and a table code writes a ship's id as
//! the bytes it does not share with the id before it (a new game's ships
//! share all but two with the game's, [`fleet_ids`]), names one byte a letter for
//! Russian too, and small numbers in one byte. Seal and reveal codes of
//! versions 1 and 2 are still read; a table code of an older app is
//! refused as such ([`CodeError::OlderVersion`]): the table makes a new
//! one at once.
//!
//! Text form: `SH`, the version digit, the kind letter, then the payload
//! and a 4-byte checksum (SHA-256) in Crockford base32 (digits and
//! capitals without I L O U; typing I, L or O reads as 1, 1, 0; case and
//! spaces do not matter), in groups of four joined by `-`. The phone codes
//! name the game and ships by 4-byte tags (SHA-256 of the uuid) rather
//! than whole uuids, to stay short; the table resolves them among its own
//! ships, and the seal itself still binds the whole ids.
//!
//! Decoding tells apart "not a Shturman code", "made by a newer app" (a
//! version digit above [`CODE_VERSION`], whatever follows it), "damaged"
//! (a wrong or missing character: the checksum), "forged" (the checksum
//! holds, the content is none an app writes), "another kind of code" and
//! "made for another game".
//!
//! QR: [`qr_matrix`] gives the modules to draw (no quiet zone: leave four
//! modules of light around it), [`read_qr`] finds and reads a code in a
//! grayscale camera frame.

use crate::brief::{BriefCard, BriefPort, BriefShip, PlayerBrief, SealTag, cut};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use shturman_game::seal::ProofFailure;
use shturman_game::{
    Action, Capture, CardId, CardPlace, Game, PlayerId, PortId, Proof, Salt, Seal, Sealing,
};
use shturman_rules::{Captain, ShipClass};
use uuid::Uuid;

/// The code version this build writes and the newest it reads: 3 (short
/// seals, compact table codes); phone codes of 1 and 2 are still read.
pub const CODE_VERSION: u8 = 3;

/// The oldest code version read (phone codes).
const OLDEST_VERSION: u8 = 1;

/// The oldest table code read: the format of version 3 is not theirs.
const OLDEST_TABLE_VERSION: u8 = 3;

/// In a seal code's item: the seal is the whole hash (32 bytes, made
/// before version 3), not [`SEAL_LEN`].
const WHOLE_SEAL: u8 = 0x80;

/// In a table code's ship: the ship was captured (a winner and a round
/// follow).
const CAPTURED: u8 = 0x08;

/// In a table code's card: the card is face up.
const FACE_UP: u8 = 0x80;

/// Crockford's base32 alphabet.
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// Characters per group in the text form.
const GROUP: usize = 4;

/// What a code carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CodeKind {
    /// Table → phone: a [`PlayerBrief`].
    Table,
    /// Phone → table: seal actions.
    Seals,
    /// Phone → table: one reveal.
    Reveal,
}

impl CodeKind {
    const fn letter(self) -> u8 {
        match self {
            CodeKind::Table => b'T',
            CodeKind::Seals => b'S',
            CodeKind::Reveal => b'R',
        }
    }

    fn from_letter(c: u8) -> Option<CodeKind> {
        [CodeKind::Table, CodeKind::Seals, CodeKind::Reveal]
            .into_iter()
            .find(|k| k.letter() == c)
    }
}

/// Why a code was not read (or not made).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, thiserror::Error)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum CodeError {
    /// It does not start with `SH` and a version: not a Shturman code.
    #[error("not a Shturman code")]
    NotShturman,
    /// Made by a newer app.
    #[error("a code of version {found}, made by a newer app; this one reads up to {supported}")]
    NewerVersion { found: u8, supported: u8 },
    /// Made by an older app in a format this one no longer reads (a table
    /// code: the table makes a new one).
    #[error(
        "a code of version {found}, made by an older app; this one reads from version {oldest}"
    )]
    OlderVersion { found: u8, oldest: u8 },
    /// A character is wrong or missing. `at`: the first character (from
    /// 0, in the text as given) that cannot be in a code, if one is.
    #[error("a damaged code (first bad character: {at:?})")]
    Damaged { at: Option<usize> },
    /// The code is of a version this app reads and its checksum holds,
    /// but its content is not one any app writes: made wrong or forged
    /// (the checksum is no signature — anyone can compute it). Never a
    /// newer app's: a newer format carries a higher version digit, said
    /// as [`CodeError::NewerVersion`] (issue 46 #12: a hostile code was
    /// refused as "perhaps a newer version").
    #[error("the code's checksum holds but its content is not one any app writes")]
    Forged,
    /// A code of another kind than the screen reads.
    #[error("a {found:?} code where a {expected:?} code was expected")]
    WrongKind { found: CodeKind, expected: CodeKind },
    /// Made for another game.
    #[error("a code made for another game")]
    OtherGame,
    /// The table has no ship with this tag (or more than one).
    #[error("the table has no single ship with tag {tag:?}")]
    UnknownShip { tag: [u8; 4] },
    /// Only assignments, gifts, moves and one reveal go into phone codes.
    #[error("only assignments, gifts, moves and one reveal go into a phone code")]
    NotEncodable,
    /// More items than a code holds (255).
    #[error("more items than a code holds (255)")]
    TooLong,
    /// A reveal whose salts open the card on its ship as no captain (made
    /// for another placement, or forged), or a ship with no card.
    #[error("the reveal opens no captain on its ship")]
    RevealDoesNotOpen,
}

/// A phone's code as the table reads it: the actions to apply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PhoneCode {
    /// Assignments, gifts in port, moves after boarding.
    Seals(Vec<Action>),
    /// One reveal.
    Reveal(Action),
}

/// A 4-byte tag of a uuid.
pub fn tag(id: Uuid) -> [u8; 4] {
    let d = Sha256::new()
        .chain_update(b"shturman-tag|")
        .chain_update(id.as_bytes())
        .finalize();
    [d[0], d[1], d[2], d[3]]
}

/// The kind of a code, read from its first four characters (to route a
/// scanned code to the right screen), after its version: a code of a
/// newer app is said to be one whatever its kind letter. Checks nothing
/// else.
pub fn kind_of(text: &str) -> Result<CodeKind, CodeError> {
    let (chars, _) = normalise(text);
    let head: Vec<u8> = chars.iter().take(4).map(|(c, _)| *c).collect();
    if head.len() < 4 || &head[..2] != b"SH" {
        return Err(CodeError::NotShturman);
    }
    version(head[2])?;
    CodeKind::from_letter(head[3]).ok_or(CodeError::Damaged { at: None })
}

/// A code's version character, checked.
fn version(c: u8) -> Result<u8, CodeError> {
    let v = value(c).ok_or(CodeError::NotShturman)?;
    if v > CODE_VERSION {
        return Err(CodeError::NewerVersion {
            found: v,
            supported: CODE_VERSION,
        });
    }
    if v < OLDEST_VERSION {
        return Err(CodeError::NotShturman);
    }
    Ok(v)
}

// ---------------------------------------------------------------- table

/// The table → phone code of a brief.
///
/// ```
/// use shturman_hand::code::{read_table_code, table_code};
/// use shturman_hand::PlayerBrief;
/// use shturman_game::PlayerId;
/// use uuid::Uuid;
/// let brief = PlayerBrief {
///     game: Uuid::from_u128(7), player: PlayerId(1), round: None, captain_count: 4,
///     allies: vec![], ships: vec![], ports: vec![], cards: vec![],
/// };
/// let text = table_code(&brief);
/// assert!(text.starts_with("SH3T-"));
/// assert_eq!(read_table_code(&text), Ok(brief));
/// ```
pub fn table_code(brief: &PlayerBrief) -> String {
    let mut w = Writer::default();
    w.bytes(brief.game.as_bytes());
    w.u8(brief.player.0);
    w.varint(brief.round.unwrap_or(0));
    w.u8(brief.captain_count);
    w.len(brief.allies.len());
    for a in &brief.allies {
        w.u8(a.0);
    }
    w.len(brief.ships.len());
    let mut previous = brief.game;
    for s in &brief.ships {
        let captured = s
            .captured
            .and_then(|c| Some((brief.ships.iter().position(|x| x.id == c.winner)?, c.round)));
        let flag = if captured.is_some() { CAPTURED } else { 0 };
        w.u8(class_index(s.class) | flag);
        w.id_after(previous, s.id);
        previous = s.id;
        w.text(&s.name);
        if let Some((winner, round)) = captured {
            w.u8(winner as u8);
            w.varint(round);
        }
    }
    w.len(brief.ports.len());
    for p in &brief.ports {
        w.varint(u32::from(p.id.0));
        w.u8(p.owner.0);
        w.text(&p.name);
    }
    w.len(brief.cards.len());
    for c in &brief.cards {
        w.u8(c.card.0);
        let face = if c.face_up { FACE_UP } else { 0 };
        match c.place {
            CardPlace::Dead => w.u8(face),
            CardPlace::InPort { port } => {
                w.u8(1 | face);
                w.varint(u32::from(port.0));
            }
            CardPlace::OnShip { ship } => match brief.ships.iter().position(|s| s.id == ship) {
                Some(i) => {
                    w.u8(2 | face);
                    w.u8(i as u8);
                }
                None => {
                    w.u8(3 | face);
                    w.bytes(ship.as_bytes());
                }
            },
        }
        w.bytes(&c.tag.0);
    }
    encode(CodeKind::Table, &w.0)
}

/// Read a table → phone code.
pub fn read_table_code(text: &str) -> Result<PlayerBrief, CodeError> {
    let (version, payload) = decode_versioned(text, CodeKind::Table)?;
    if version < OLDEST_TABLE_VERSION {
        return Err(CodeError::OlderVersion {
            found: version,
            oldest: OLDEST_TABLE_VERSION,
        });
    }
    let mut r = Reader::new(&payload);
    let parsed = (|| {
        let game = r.uuid()?;
        let player = PlayerId(r.u8()?);
        let round = Some(r.varint()?).filter(|n| *n > 0);
        let captain_count = r.u8()?;
        let allies = (0..r.u8()?)
            .map(|_| r.u8().map(PlayerId))
            .collect::<Option<Vec<_>>>()?;
        let n = r.u8()?;
        let mut ships = Vec::with_capacity(usize::from(n));
        let mut captures = Vec::new();
        let mut previous = game;
        for _ in 0..n {
            let head = r.u8()?;
            let class = *ShipClass::ALL.get(usize::from(head & !CAPTURED))?;
            let id = r.id_after(previous)?;
            previous = id;
            let name = r.text()?;
            let capture = if head & CAPTURED != 0 {
                Some((r.u8()?, r.varint()?))
            } else {
                None
            };
            captures.push(capture);
            ships.push(BriefShip {
                id,
                name,
                class,
                captured: None,
            });
        }
        for (i, c) in captures.into_iter().enumerate() {
            if let Some((winner, round)) = c {
                let winner = ships.get(usize::from(winner))?.id;
                ships[i].captured = Some(Capture { winner, round });
            }
        }
        let ports = (0..r.u8()?)
            .map(|_| {
                Some(BriefPort {
                    id: PortId(u16::try_from(r.varint()?).ok()?),
                    owner: PlayerId(r.u8()?),
                    name: r.text()?,
                })
            })
            .collect::<Option<Vec<_>>>()?;
        let mut cards = Vec::new();
        for _ in 0..r.u8()? {
            let card = CardId(r.u8()?);
            let head = r.u8()?;
            let place = match head & !FACE_UP {
                0 => CardPlace::Dead,
                1 => CardPlace::InPort {
                    port: PortId(u16::try_from(r.varint()?).ok()?),
                },
                2 => CardPlace::OnShip {
                    ship: ships.get(usize::from(r.u8()?))?.id,
                },
                3 => CardPlace::OnShip { ship: r.uuid()? },
                _ => return None,
            };
            cards.push(BriefCard {
                card,
                place,
                tag: SealTag(r.array()?),
                face_up: head & FACE_UP != 0,
            });
        }
        r.end()?;
        Some(PlayerBrief {
            game,
            player,
            round,
            captain_count,
            allies,
            ships,
            ports,
            cards,
        })
    })();
    // A brief no table makes (card ids out of order, two cards on a ship…)
    // is refused here: the hand's checks index the cards by their ids.
    parsed
        .filter(|b| b.check().is_ok())
        .ok_or(CodeError::Forged)
}

/// Ids for a new game's ships: they share the game id's first 14 bytes
/// and count up from it in the last two, so a table code carries each in
/// 3 bytes, not 16 (issue 33, item 12). Within a game they are as
/// distinct as any ids (and never the game's own); across games the game
/// id is random.
///
/// ```
/// use shturman_hand::code::fleet_ids;
/// use uuid::Uuid;
/// let mut next = fleet_ids(Uuid::from_u128(0xabcd_fffe));
/// assert_eq!(next(), Uuid::from_u128(0xabcd_ffff));
/// assert_eq!(next(), Uuid::from_u128(0xabcd_0000));
/// ```
pub fn fleet_ids(game: Uuid) -> impl FnMut() -> Uuid {
    let mut bytes = *game.as_bytes();
    let mut last = u16::from_be_bytes([bytes[14], bytes[15]]);
    move || {
        last = last.wrapping_add(1);
        [bytes[14], bytes[15]] = last.to_be_bytes();
        Uuid::from_bytes(bytes)
    }
}

// ---------------------------------------------------------------- phone

/// The phone → table code of actions a hand made: seal actions (one or
/// more), or one reveal.
pub fn phone_code(game: Uuid, actions: &[Action]) -> Result<String, CodeError> {
    let mut w = Writer::default();
    w.bytes(&tag(game));
    if let [Action::RevealCaptain { ship, proof }] = actions {
        w.bytes(&tag(*ship));
        if proof.salts.len() > usize::from(u8::MAX) {
            return Err(CodeError::TooLong);
        }
        w.len(proof.salts.len());
        for s in &proof.salts {
            let bytes = s.to_bytes();
            w.len(bytes.len());
            w.bytes(&bytes);
        }
        return Ok(encode(CodeKind::Reveal, &w.0));
    }
    let items = actions
        .iter()
        .map(seal_item)
        .collect::<Option<Vec<SealItem>>>()
        .ok_or(CodeError::NotEncodable)?;
    let player = items.first().ok_or(CodeError::NotEncodable)?.player;
    if items.iter().any(|i| i.player != player) {
        return Err(CodeError::NotEncodable);
    }
    if items.len() > usize::from(u8::MAX) {
        return Err(CodeError::TooLong);
    }
    w.u8(player.0);
    w.len(items.len());
    for item in items {
        // the seal's length, not its captain, sets the flag: every captain
        // makes a code of one length
        let whole = if item.seal.is_kept_short() {
            0
        } else {
            WHOLE_SEAL
        };
        match item.what {
            Sealed::Assign { ship } => {
                w.u8(whole);
                w.bytes(&tag(ship));
            }
            Sealed::Give { card, port, ship } => {
                w.u8(1 | whole);
                w.u8(card.0);
                w.u16(port.0);
                w.bytes(&tag(ship));
            }
            Sealed::Move { from, to } => {
                w.u8(2 | whole);
                w.bytes(&tag(from));
                w.bytes(&tag(to));
            }
        }
        w.bytes(item.seal.as_bytes());
    }
    Ok(encode(CodeKind::Seals, &w.0))
}

/// Read a phone → table code against the table's game: the actions to
/// apply (the table's rules then check them, the reveal's proof included).
pub fn read_phone_code(text: &str, game: &Game) -> Result<PhoneCode, CodeError> {
    let kind = kind_of(text)?;
    let (version, payload) = match kind {
        CodeKind::Table => {
            return Err(CodeError::WrongKind {
                found: kind,
                expected: CodeKind::Seals,
            });
        }
        CodeKind::Seals | CodeKind::Reveal => decode_versioned(text, kind)?,
    };
    let mut r = Reader::new(&payload);
    let game_tag: [u8; 4] = r.array().ok_or(CodeError::Forged)?;
    if game_tag != tag(game.id()) {
        return Err(CodeError::OtherGame);
    }
    let ship = |t: [u8; 4]| -> Result<Uuid, CodeError> {
        let mut found = game.state().ships.iter().filter(|s| tag(s.id) == t);
        match (found.next(), found.next()) {
            (Some(s), None) => Ok(s.id),
            (Some(_), Some(_)) | (None, _) => Err(CodeError::UnknownShip { tag: t }),
        }
    };
    let m = || CodeError::Forged;
    match kind {
        CodeKind::Reveal => {
            let on = ship(r.array().ok_or_else(m)?)?;
            let named = if version == 1 {
                Some(
                    *Captain::ALL
                        .get(usize::from(r.u8().ok_or_else(m)?))
                        .ok_or_else(m)?,
                )
            } else {
                None
            };
            let n = r.u8().ok_or_else(m)?;
            let mut salts = Vec::with_capacity(usize::from(n));
            for _ in 0..n {
                let len = r.u8().ok_or_else(m)?;
                let bytes = r.take(usize::from(len)).ok_or_else(m)?;
                salts.push(Salt::from_slice(bytes).map_err(|_| m())?);
            }
            r.end().ok_or_else(m)?;
            let captain = match named {
                Some(c) => c,
                None => opening(game, on, &salts).ok_or(CodeError::RevealDoesNotOpen)?,
            };
            Ok(PhoneCode::Reveal(Action::RevealCaptain {
                ship: on,
                proof: Proof { captain, salts },
            }))
        }
        CodeKind::Seals => {
            let player = PlayerId(r.u8().ok_or_else(m)?);
            let n = r.u8().ok_or_else(m)?;
            let mut out = Vec::with_capacity(usize::from(n));
            for _ in 0..n {
                let head = r.u8().ok_or_else(m)?;
                // before version 3 every seal was the whole hash, unflagged
                let whole = version < 3 || head & WHOLE_SEAL != 0;
                let what = match head & !WHOLE_SEAL {
                    0 => Sealed::Assign {
                        ship: ship(r.array().ok_or_else(m)?)?,
                    },
                    1 => Sealed::Give {
                        card: CardId(r.u8().ok_or_else(m)?),
                        port: PortId(r.u16().ok_or_else(m)?),
                        ship: ship(r.array().ok_or_else(m)?)?,
                    },
                    2 => Sealed::Move {
                        from: ship(r.array().ok_or_else(m)?)?,
                        to: ship(r.array().ok_or_else(m)?)?,
                    },
                    _ => return Err(m()),
                };
                let seal = if whole {
                    Seal::from_bytes(r.array().ok_or_else(m)?)
                } else {
                    Seal::from_kept(r.array().ok_or_else(m)?)
                };
                // a whole seal whose second half is zero would read back as
                // a short one: no hand makes it; refused rather than changed
                if whole && seal.is_kept_short() {
                    return Err(m());
                }
                out.push(what.action(player, seal));
            }
            r.end().ok_or_else(m)?;
            Ok(PhoneCode::Seals(out))
        }
        CodeKind::Table => Err(m()),
    }
}

/// The captain whose proof with these salts opens the card on `ship`
/// (at most one does: a seal binds its captain) — by the seals, or for a
/// card shown before by a fresh link of its chain. A proof the table saw
/// already reads as its captain's, so that the table's rules refuse it
/// with their own reason (issue 46 #12: replayed).
fn opening(game: &Game, ship: Uuid, salts: &[Salt]) -> Option<Captain> {
    let card = game.state().card_on(ship)?;
    Captain::ALL.into_iter().find(|&captain| {
        let proof = Proof {
            captain,
            salts: salts.to_vec(),
        };
        let shown = card.shown.as_ref();
        match shown.and_then(|s| proof.follows(game.id(), &card.placements, s)) {
            Some(Err(ProofFailure::Replayed)) => proof.opens_by_chain(game.id(), &card.placements),
            Some(followed) => followed.is_ok(),
            None => proof.check(game.id(), &card.placements).is_ok(),
        }
    })
}

/// A seal action as a phone code carries it.
struct SealItem {
    player: PlayerId,
    what: Sealed,
    seal: Seal,
}

enum Sealed {
    Assign {
        ship: Uuid,
    },
    Give {
        card: CardId,
        port: PortId,
        ship: Uuid,
    },
    Move {
        from: Uuid,
        to: Uuid,
    },
}

impl Sealed {
    /// The table's action.
    fn action(self, player: PlayerId, seal: Seal) -> Action {
        match self {
            Sealed::Assign { ship } => Action::AssignCaptain { player, ship, seal },
            Sealed::Give { card, port, ship } => Action::GiveCaptain {
                player,
                card,
                port,
                ship,
                seal,
            },
            Sealed::Move { from, to } => Action::MoveCaptain {
                player,
                from,
                to,
                seal,
            },
        }
    }
}

/// The seal actions a phone code carries; `None` for the others.
fn seal_item(a: &Action) -> Option<SealItem> {
    let (player, what, seal) = match a.sealing()? {
        Sealing::Assign { player, ship, seal } => (player, Sealed::Assign { ship }, seal),
        Sealing::Give {
            player,
            card,
            port,
            ship,
            seal,
        } => (player, Sealed::Give { card, port, ship }, seal),
        Sealing::Move {
            player,
            from,
            to,
            seal,
        } => (player, Sealed::Move { from, to }, seal),
    };
    Some(SealItem { player, what, seal })
}

// ---------------------------------------------------------------- text

/// A code of `kind` around any payload, with its checksum. The readers
/// check every byte after the checksum, so tools and fuzz tests feed them
/// payloads no app wrote through this.
pub fn encode(kind: CodeKind, payload: &[u8]) -> String {
    let head = [
        b'S',
        b'H',
        ALPHABET[usize::from(CODE_VERSION)],
        kind.letter(),
    ];
    let mut data = payload.to_vec();
    data.extend_from_slice(&checksum(&head, payload));
    let body = base32(&data);
    let mut out = String::from_utf8(head.to_vec()).expect("ASCII");
    for group in body.as_bytes().chunks(GROUP) {
        out.push('-');
        out.push_str(std::str::from_utf8(group).expect("ASCII"));
    }
    out
}

/// The payload of a code of `kind`, checked (the inverse of [`encode`]).
pub fn decode(text: &str, kind: CodeKind) -> Result<Vec<u8>, CodeError> {
    decode_versioned(text, kind).map(|(_, payload)| payload)
}

/// The version and checked payload of a code of `kind`.
fn decode_versioned(text: &str, kind: CodeKind) -> Result<(u8, Vec<u8>), CodeError> {
    let (chars, bad) = normalise(text);
    if chars.len() < 4 || chars[0].0 != b'S' || chars[1].0 != b'H' {
        return Err(CodeError::NotShturman);
    }
    let version = version(chars[2].0)?;
    if let Some(at) = bad {
        return Err(CodeError::Damaged { at: Some(at) });
    }
    let head = [chars[0].0, chars[1].0, chars[2].0, chars[3].0];
    let mut data = Vec::with_capacity(chars.len() * 5 / 8);
    let (mut acc, mut bits) = (0u32, 0u32);
    for &(c, at) in &chars[4..] {
        let v = value(c).ok_or(CodeError::Damaged { at: Some(at) })?;
        acc = (acc << 5) | u32::from(v);
        bits += 5;
        if bits >= 8 {
            bits -= 8;
            data.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    if acc != 0 || data.len() < 4 {
        return Err(CodeError::Damaged { at: None });
    }
    let sum = data.split_off(data.len() - 4);
    if sum != checksum(&head, &data) {
        return Err(CodeError::Damaged { at: None });
    }
    let found = CodeKind::from_letter(head[3]).ok_or(CodeError::Forged)?;
    if found != kind {
        return Err(CodeError::WrongKind {
            found,
            expected: kind,
        });
    }
    Ok((version, data))
}

/// The text's characters as a code reads them, each with its place in the
/// text (spaces and dashes dropped, I L O read as 1 1 0, case folded), and
/// the place of the first character that cannot be in a code.
fn normalise(text: &str) -> (Vec<(u8, usize)>, Option<usize>) {
    let mut out = Vec::with_capacity(text.len());
    let mut bad = None;
    for (at, c) in text.chars().enumerate() {
        let c = c.to_ascii_uppercase();
        let c = match c {
            '-' | ' ' | '\t' | '\n' | '\r' => continue,
            'O' => '0',
            'I' | 'L' => '1',
            c => c,
        };
        if c.is_ascii() && (value(c as u8).is_some()) {
            out.push((c as u8, at));
        } else if bad.is_none() {
            bad = Some(at);
        }
    }
    (out, bad)
}

fn value(c: u8) -> Option<u8> {
    ALPHABET.iter().position(|&a| a == c).map(|v| v as u8)
}

fn base32(data: &[u8]) -> String {
    let mut out = String::with_capacity(data.len() * 8 / 5 + 1);
    let (mut acc, mut bits) = (0u32, 0u32);
    for &b in data {
        acc = (acc << 8) | u32::from(b);
        bits += 8;
        while bits >= 5 {
            bits -= 5;
            out.push(char::from(ALPHABET[((acc >> bits) & 31) as usize]));
        }
        acc &= (1 << bits) - 1;
    }
    if bits > 0 {
        out.push(char::from(ALPHABET[((acc << (5 - bits)) & 31) as usize]));
    }
    out
}

fn checksum(head: &[u8; 4], payload: &[u8]) -> [u8; 4] {
    let d = Sha256::new()
        .chain_update(b"shturman-code|")
        .chain_update(head)
        .chain_update(payload)
        .finalize();
    [d[0], d[1], d[2], d[3]]
}

fn class_index(c: ShipClass) -> u8 {
    match c {
        ShipClass::Brig => 0,
        ShipClass::Frigate => 1,
        ShipClass::Galleon => 2,
        ShipClass::Linkor => 3,
        ShipClass::Fort => 4,
    }
}

#[derive(Default)]
struct Writer(Vec<u8>);

impl Writer {
    fn u8(&mut self, v: u8) {
        self.0.push(v);
    }
    fn u16(&mut self, v: u16) {
        self.0.extend_from_slice(&v.to_be_bytes());
    }
    fn bytes(&mut self, b: &[u8]) {
        self.0.extend_from_slice(b);
    }
    /// A count; callers keep lists under 256 (a table holds far fewer).
    fn len(&mut self, n: usize) {
        self.u8(u8::try_from(n).unwrap_or(u8::MAX));
    }
    /// A number in 7-bit groups, low first (LEB128): rounds and port
    /// numbers take one byte.
    fn varint(&mut self, mut v: u32) {
        while v >= 0x80 {
            self.u8((v as u8 & 0x7f) | 0x80);
            v >>= 7;
        }
        self.u8(v as u8);
    }
    /// `id` as the count of leading bytes it shares with `previous`, then
    /// the rest.
    fn id_after(&mut self, previous: Uuid, id: Uuid) {
        let shared = previous
            .as_bytes()
            .iter()
            .zip(id.as_bytes())
            .take_while(|(a, b)| a == b)
            .count();
        self.len(shared);
        self.bytes(&id.as_bytes()[shared..]);
    }
    /// A name, cut to [`crate::brief::NAME_MAX`] bytes of UTF-8, in
    /// [`name_bytes`]: its byte count, then the bytes.
    fn text(&mut self, s: &str) {
        let bytes = name_bytes(&cut(s));
        self.len(bytes.len());
        self.bytes(&bytes);
    }
}

/// A name's bytes in a code: ASCII as is, the Russian letters one byte
/// each (`А`…`я` from 0x80, then `Ё`, `ё`), any other character
/// [`OTHER_CHAR`] and its UTF-8. A Cyrillic name takes half its UTF-8.
fn name_bytes(s: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '\0'..='\x7f' => out.push(c as u8),
            'А'..='я' => out.push(0x80 + (u32::from(c) - u32::from('А')) as u8),
            'Ё' => out.push(YO),
            'ё' => out.push(YO + 1),
            _ => {
                out.push(OTHER_CHAR);
                out.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes());
            }
        }
    }
    out
}

/// The name of [`name_bytes`]; `None` if they are not such bytes.
fn name_of(bytes: &[u8]) -> Option<String> {
    let mut out = String::with_capacity(bytes.len() * 2);
    let mut at = 0;
    while let Some(&b) = bytes.get(at) {
        at += 1;
        let c = match b {
            0..=0x7f => char::from(b),
            0x80..=0xbf => char::from_u32(u32::from('А') + u32::from(b - 0x80))?,
            YO => 'Ё',
            b if b == YO + 1 => 'ё',
            OTHER_CHAR => {
                let width = match bytes.get(at)? {
                    0..=0x7f => 1,
                    0xc0..=0xdf => 2,
                    0xe0..=0xef => 3,
                    _ => 4,
                };
                let c = std::str::from_utf8(bytes.get(at..at.checked_add(width)?)?)
                    .ok()?
                    .chars()
                    .next()?;
                at += width;
                c
            }
            _ => return None,
        };
        out.push(c);
    }
    Some(out)
}

/// In a name: `Ё` (and `ё` after it).
const YO: u8 = 0xc0;

/// In a name: a character written in UTF-8 follows.
const OTHER_CHAR: u8 = 0xc2;

struct Reader<'a> {
    data: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn new(data: &'a [u8]) -> Reader<'a> {
        Reader { data, at: 0 }
    }
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let s = self.data.get(self.at..self.at.checked_add(n)?)?;
        self.at += n;
        Some(s)
    }
    fn array<const N: usize>(&mut self) -> Option<[u8; N]> {
        self.take(N)?.try_into().ok()
    }
    fn u8(&mut self) -> Option<u8> {
        Some(self.take(1)?[0])
    }
    fn u16(&mut self) -> Option<u16> {
        Some(u16::from_be_bytes(self.array()?))
    }
    fn uuid(&mut self) -> Option<Uuid> {
        Some(Uuid::from_bytes(self.array()?))
    }
    fn text(&mut self) -> Option<String> {
        let n = self.u8()?;
        name_of(self.take(usize::from(n))?)
    }
    fn varint(&mut self) -> Option<u32> {
        let mut v = 0u32;
        for shift in (0..35).step_by(7) {
            let b = self.u8()?;
            v |= u32::from(b & 0x7f).checked_shl(shift)?;
            if b & 0x80 == 0 {
                // the last group of five holds at most 4 bits of a u32
                return (shift < 28 || b < 0x10).then_some(v);
            }
        }
        None
    }
    fn id_after(&mut self, previous: Uuid) -> Option<Uuid> {
        let shared = usize::from(self.u8()?);
        let mut bytes = *previous.as_bytes();
        bytes
            .get_mut(shared..)?
            .copy_from_slice(self.take(16usize.checked_sub(shared)?)?);
        Some(Uuid::from_bytes(bytes))
    }
    fn end(&self) -> Option<()> {
        (self.at == self.data.len()).then_some(())
    }
}

// ---------------------------------------------------------------- QR

/// A QR code's modules, row by row (`true` = dark), `width` × `width`,
/// without the quiet zone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct QrMatrix {
    pub width: usize,
    pub modules: Vec<bool>,
}

impl QrMatrix {
    /// Is the module at column `x`, row `y` dark?
    pub fn dark(&self, x: usize, y: usize) -> bool {
        x < self.width && y < self.width && self.modules[y * self.width + x]
    }
}

/// Why a QR code was not made or read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, thiserror::Error)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum QrError {
    /// Too much text for a QR code.
    #[error("too much text for a QR code")]
    TooLong,
    /// The pixels are not `width` × `height`.
    #[error("an image of {found} pixels where {expected} were expected")]
    ImageSize { expected: usize, found: usize },
    /// No QR code found in the image.
    #[error("no QR code in the image")]
    NotFound,
    /// A QR code was found but could not be read (blurred, cut, glare).
    #[error("a QR code that could not be read")]
    Unreadable,
}

/// The QR code of a code's text (error correction M: a quarter of the
/// code may be smudged).
pub fn qr_matrix(text: &str) -> Result<QrMatrix, QrError> {
    let code = qrcode::QrCode::with_error_correction_level(text.as_bytes(), qrcode::EcLevel::M)
        .map_err(|_| QrError::TooLong)?;
    Ok(QrMatrix {
        width: code.width(),
        modules: code
            .to_colors()
            .into_iter()
            .map(|c| c == qrcode::Color::Dark)
            .collect(),
    })
}

/// Find and read a QR code in a grayscale image (`luma`: one byte per
/// pixel, row by row, 0 = black): the text it holds.
pub fn read_qr(width: usize, height: usize, luma: &[u8]) -> Result<String, QrError> {
    let expected = width.saturating_mul(height);
    if luma.len() != expected {
        return Err(QrError::ImageSize {
            expected,
            found: luma.len(),
        });
    }
    // Camera noise breaks the finder patterns' outlines: if nothing reads
    // as is, try again on a 3 × 3 box blur (which keeps modules of 3 px and
    // more), then on that blur cut at its mean (black and white only).
    let mut found = false;
    let mut attempt = |pixels: &[u8]| {
        let mut img = rqrr::PreparedImage::prepare_from_greyscale(width, height, |x, y| {
            pixels[y * width + x]
        });
        let grids = img.detect_grids();
        found |= !grids.is_empty();
        grids
            .iter()
            .find_map(|g| g.decode().ok().map(|(_, text)| text))
    };
    if let Some(text) = attempt(luma) {
        return Ok(text);
    }
    let blurred = blur(width, height, luma);
    if let Some(text) = attempt(&blurred) {
        return Ok(text);
    }
    let total: u64 = blurred.iter().map(|&p| u64::from(p)).sum();
    let mean = u8::try_from(total / expected.max(1) as u64).unwrap_or(u8::MAX);
    let cut: Vec<u8> = blurred
        .iter()
        .map(|&p| if p < mean { 0 } else { 255 })
        .collect();
    if let Some(text) = attempt(&cut) {
        return Ok(text);
    }
    Err(if found {
        QrError::Unreadable
    } else {
        QrError::NotFound
    })
}

/// A 3 × 3 box blur (edges use the pixels there are).
fn blur(width: usize, height: usize, luma: &[u8]) -> Vec<u8> {
    let mut out = vec![0u8; luma.len()];
    for y in 0..height {
        for x in 0..width {
            let (mut sum, mut n) = (0u32, 0u32);
            for yy in y.saturating_sub(1)..(y + 2).min(height) {
                for xx in x.saturating_sub(1)..(x + 2).min(width) {
                    sum += u32::from(luma[yy * width + xx]);
                    n += 1;
                }
            }
            out[y * width + x] = (sum / n) as u8;
        }
    }
    out
}
