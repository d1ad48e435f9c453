//! What the UI stores and how it crosses to the desktop shell: a record is a
//! text body with a **revision** that goes up by one at every write. Every
//! write names the revision it was made on; a write against a newer stored
//! record is refused ([`ErrorKind::Conflict`]), so a second window working
//! on an old copy of a game can never overwrite what the first stored.
//!
//! This module owns the record and its rules ([`check_write`]), the keys
//! ([`Key`]), the one error type that crosses IPC as a typed kind plus a
//! detail ([`StoreError`]), the entry the saves list gets ([`Entry`]), the
//! [`Storage`] trait the UI's two storages implement (localStorage in a
//! browser, the shell's commands in the desktop app), and a [`Memory`]
//! storage for tests. It is shared by the UI and the shell through serde.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A stored text, its revision (1 for the first write) and when it was
/// written (milliseconds since 1970, UTC; set by the storage at every
/// write; `None` in a record written before records kept the time).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    pub revision: u64,
    pub body: String,
    #[serde(default)]
    pub written: Option<u64>,
}

/// The first line of [`Record::to_text`]'s form.
const TEXT_HEADER: &str = "shturman-record/1 ";

impl Record {
    /// The one-string form kept where a storage holds only text (a
    /// browser's localStorage): a header line with the revision, then the
    /// body. Plain text, so the UI reads it without a JSON parser in its
    /// first-load code. The write time, when known, follows the revision.
    pub fn to_text(&self) -> String {
        match self.written {
            Some(t) => format!("{TEXT_HEADER}{} {t}\n{}", self.revision, self.body),
            None => format!("{TEXT_HEADER}{}\n{}", self.revision, self.body),
        }
    }

    /// Read [`Record::to_text`]'s form. A plain save written before
    /// records existed reads as revision 0; a record written before records
    /// kept their time has no time.
    ///
    /// ```
    /// use shturman_files::record::Record;
    /// let r = Record { revision: 3, body: "{\"x\":1}".into(), written: Some(1_700_000_000_000) };
    /// assert_eq!(Record::from_text(&r.to_text()), r);
    /// assert_eq!(Record::from_text("{\"schema_version\":1}").revision, 0);
    /// let old = Record::from_text("shturman-record/1 4\n{}");
    /// assert_eq!((old.revision, old.written), (4, None));
    /// ```
    pub fn from_text(text: &str) -> Record {
        let parsed = text.strip_prefix(TEXT_HEADER).and_then(|rest| {
            let (head, body) = rest.split_once('\n')?;
            let (rev, written) = match head.split_once(' ') {
                Some((rev, t)) => (rev, Some(t.parse().ok()?)),
                None => (head, None),
            };
            Some(Record {
                revision: rev.parse().ok()?,
                body: body.to_string(),
                written,
            })
        });
        parsed.unwrap_or_else(|| Record {
            revision: 0,
            body: text.to_string(),
            written: None,
        })
    }
}

/// What went wrong with a read or a write, by kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorKind {
    /// Nothing is stored under the key.
    NotFound,
    /// The record changed since the writer read it (another window saved
    /// first), or a new record's key is taken.
    Conflict,
    /// The stored file cannot be read; it is left as it is.
    Damaged,
    /// A key that could escape its folder or is not a key at all.
    BadKey,
    /// The disk or the browser's storage refused (full, no permission…).
    Io,
    /// No storage here (a private window without localStorage).
    Unavailable,
}

/// The one error of the storages, and of the shell's commands across IPC:
/// a kind the UI names in the player's language, a detail for the curious,
/// and for a conflict the revision that is stored now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[error("{kind:?}: {detail}")]
pub struct StoreError {
    pub kind: ErrorKind,
    pub detail: String,
    #[serde(default)]
    pub stored: Option<u64>,
}

impl ErrorKind {
    /// The kind as it crosses IPC ("not_found", "conflict", …).
    pub const fn code(self) -> &'static str {
        match self {
            ErrorKind::NotFound => "not_found",
            ErrorKind::Conflict => "conflict",
            ErrorKind::Damaged => "damaged",
            ErrorKind::BadKey => "bad_key",
            ErrorKind::Io => "io",
            ErrorKind::Unavailable => "unavailable",
        }
    }

    /// The kind of a code; an unknown code is an I/O failure.
    pub fn from_code(code: &str) -> ErrorKind {
        [
            ErrorKind::NotFound,
            ErrorKind::Conflict,
            ErrorKind::Damaged,
            ErrorKind::BadKey,
            ErrorKind::Io,
            ErrorKind::Unavailable,
        ]
        .into_iter()
        .find(|k| k.code() == code)
        .unwrap_or(ErrorKind::Io)
    }
}

impl StoreError {
    pub fn new(kind: ErrorKind, detail: impl Into<String>) -> StoreError {
        StoreError {
            kind,
            detail: detail.into(),
            stored: None,
        }
    }
}

/// May a write made on `base` go over what is stored (`stored`)? Returns the
/// new revision. A new record (`base` None) needs a free key; an update
/// needs the stored revision to be the one it was made on.
///
/// ```
/// use shturman_files::record::{check_write, ErrorKind};
/// assert_eq!(check_write(None, None), Ok(1));
/// assert_eq!(check_write(Some(4), Some(4)), Ok(5));
/// assert_eq!(check_write(Some(5), Some(4)).unwrap_err().kind, ErrorKind::Conflict);
/// assert_eq!(check_write(Some(1), None).unwrap_err().stored, Some(1));
/// ```
pub fn check_write(stored: Option<u64>, base: Option<u64>) -> Result<u64, StoreError> {
    match (stored, base) {
        (None, None) => Ok(1),
        (Some(s), Some(b)) if s == b => Ok(s + 1),
        (stored, base) => Err(StoreError {
            kind: ErrorKind::Conflict,
            detail: format!("stored {stored:?}, written on {base:?}"),
            stored,
        }),
    }
}

/// What is stored: games, each player's hand of a game, settings.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Key {
    /// A saved game, by its id.
    Game { id: String },
    /// One player's hand of one game (encrypted by the UI).
    Hand { game: String, player: u8 },
    /// A setting, by name.
    Setting { name: String },
}

impl Key {
    /// The key as a flat name (`game.<id>`, `hand.<game>.<player>`,
    /// `setting.<name>`), after checking its parts are safe as file names.
    pub fn name(&self) -> Result<String, StoreError> {
        let safe = |s: &str| {
            !s.is_empty()
                && s.len() <= 64
                && s.chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        };
        let (ok, name) = match self {
            Key::Game { id } => (safe(id), format!("game.{id}")),
            Key::Hand { game, player } => (safe(game), format!("hand.{game}.{player}")),
            Key::Setting { name } => (safe(name), format!("setting.{name}")),
        };
        if ok {
            Ok(name)
        } else {
            Err(StoreError::new(ErrorKind::BadKey, format!("{self:?}")))
        }
    }

    /// The key of a flat name (the inverse of [`Key::name`]).
    pub fn from_name(name: &str) -> Option<Key> {
        let (kind, rest) = name.split_once('.')?;
        let key = match kind {
            "game" => Key::Game { id: rest.into() },
            "hand" => {
                let (game, player) = rest.rsplit_once('.')?;
                Key::Hand {
                    game: game.into(),
                    player: player.parse().ok()?,
                }
            }
            "setting" => Key::Setting { name: rest.into() },
            _ => return None,
        };
        (key.name().ok()? == name).then_some(key)
    }
}

/// One record as a listing gives it: its record, or why it cannot be read
/// (it is left as it is).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub key: Key,
    pub record: Result<Record, StoreError>,
}

/// An [`Entry`] as it crosses IPC: flat fields the UI reads one by one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Listed {
    /// The key's flat name ([`Key::name`]).
    pub name: String,
    pub revision: Option<u64>,
    pub body: Option<String>,
    /// When the record was written, if known ([`Record::written`]).
    #[serde(default)]
    pub written: Option<u64>,
    pub error: Option<StoreError>,
}

impl From<Entry> for Listed {
    fn from(e: Entry) -> Self {
        let name = e.key.name().unwrap_or_default();
        match e.record {
            Ok(r) => Listed {
                name,
                revision: Some(r.revision),
                body: Some(r.body),
                written: r.written,
                error: None,
            },
            Err(err) => Listed {
                name,
                revision: None,
                body: None,
                written: None,
                error: Some(err),
            },
        }
    }
}

/// Where the UI keeps its records. Every write states the revision it was
/// made on ([`check_write`]); a write returns once the record is stored.
#[allow(async_fn_in_trait)] // implemented by the UI's own types only
pub trait Storage {
    async fn read(&self, key: &Key) -> Result<Option<Record>, StoreError>;
    async fn write(&self, key: &Key, body: &str, base: Option<u64>) -> Result<u64, StoreError>;
    async fn remove(&self, key: &Key) -> Result<(), StoreError>;
    /// Every record whose key is of the same kind as `like` (every game,
    /// every hand of a game, every setting).
    async fn list(&self, like: &Key) -> Result<Vec<Entry>, StoreError>;
}

/// A storage in memory: the rules of [`Storage`] without a disk, for tests.
/// Its clock ([`Memory::set_clock`]) gives each write its time.
#[derive(Clone, Debug, Default)]
pub struct Memory {
    records: std::cell::RefCell<BTreeMap<String, Record>>,
    clock: std::cell::Cell<u64>,
}

impl Memory {
    /// The time the next writes are stamped with (ms since 1970).
    pub fn set_clock(&self, ms: u64) {
        self.clock.set(ms);
    }
}

impl Storage for Memory {
    async fn read(&self, key: &Key) -> Result<Option<Record>, StoreError> {
        Ok(self.records.borrow().get(&key.name()?).cloned())
    }

    async fn write(&self, key: &Key, body: &str, base: Option<u64>) -> Result<u64, StoreError> {
        let name = key.name()?;
        let mut r = self.records.borrow_mut();
        let revision = check_write(r.get(&name).map(|x| x.revision), base)?;
        r.insert(
            name,
            Record {
                revision,
                body: body.to_string(),
                written: Some(self.clock.get()),
            },
        );
        Ok(revision)
    }

    async fn remove(&self, key: &Key) -> Result<(), StoreError> {
        self.records.borrow_mut().remove(&key.name()?);
        Ok(())
    }

    async fn list(&self, like: &Key) -> Result<Vec<Entry>, StoreError> {
        let same = |k: &Key| match (k, like) {
            (Key::Game { .. }, Key::Game { .. }) | (Key::Setting { .. }, Key::Setting { .. }) => {
                true
            }
            (Key::Hand { game: a, .. }, Key::Hand { game: b, .. }) => a == b,
            _ => false,
        };
        Ok(self
            .records
            .borrow()
            .iter()
            .filter_map(|(n, r)| Key::from_name(n).map(|k| (k, r)))
            .filter(|(k, _)| same(k))
            .map(|(key, r)| Entry {
                key,
                record: Ok(r.clone()),
            })
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run<F: std::future::Future>(f: F) -> F::Output {
        // The memory storage never waits: one poll finishes it.
        let waker = std::task::Waker::noop();
        let mut cx = std::task::Context::from_waker(waker);
        let mut f = std::pin::pin!(f);
        match f.as_mut().poll(&mut cx) {
            std::task::Poll::Ready(v) => v,
            std::task::Poll::Pending => panic!("memory storage waited"),
        }
    }

    /// Two windows, one game: the second window's write, made on the
    /// revision it read before the first window saved, is refused and
    /// nothing is overwritten.
    #[test]
    fn a_stale_write_is_refused_and_changes_nothing() {
        let m = Memory::default();
        let k = Key::Game { id: "g1".into() };
        assert_eq!(run(m.write(&k, "setup", None)), Ok(1));
        let a = run(m.read(&k)).unwrap().unwrap();
        let b = a.clone();
        assert_eq!(run(m.write(&k, "A: fresh wind", Some(a.revision))), Ok(2));
        let e = run(m.write(&k, "B: calm", Some(b.revision))).unwrap_err();
        assert_eq!((e.kind, e.stored), (ErrorKind::Conflict, Some(2)));
        assert_eq!(run(m.read(&k)).unwrap().unwrap().body, "A: fresh wind");
        // A new game under a taken key is a conflict too.
        assert_eq!(
            run(m.write(&k, "x", None)).unwrap_err().kind,
            ErrorKind::Conflict
        );
    }

    /// Every write stamps its time; a record stored before records kept
    /// their time (JSON or text form) still reads, without one.
    #[test]
    fn writes_keep_their_time_and_old_records_still_load() {
        let m = Memory::default();
        let k = Key::Game { id: "g1".into() };
        m.set_clock(1_000);
        run(m.write(&k, "a", None)).unwrap();
        assert_eq!(run(m.read(&k)).unwrap().unwrap().written, Some(1_000));
        m.set_clock(2_000);
        run(m.write(&k, "b", Some(1))).unwrap();
        let r = run(m.read(&k)).unwrap().unwrap();
        assert_eq!((r.revision, r.written), (2, Some(2_000)));
        let listed = Listed::from(run(m.list(&k)).unwrap().remove(0));
        assert_eq!(listed.written, Some(2_000));

        let old: Record = serde_json::from_str(r#"{"revision":3,"body":"x"}"#).unwrap();
        assert_eq!((old.revision, old.written), (3, None));
        let old: Listed =
            serde_json::from_str(r#"{"name":"game.a","revision":3,"body":"x","error":null}"#)
                .unwrap();
        assert_eq!(old.written, None);
        assert_eq!(Record::from_text("shturman-record/1 7\nbody").written, None);
        assert_eq!(Record::from_text(&r.to_text()), r);
        // a damaged time is no record header: the text is kept as a body
        assert_eq!(Record::from_text("shturman-record/1 7 x\nb").revision, 0);
    }

    #[test]
    fn keys_round_trip_and_refuse_escapes() {
        for k in [
            Key::Game {
                id: "0b7c2f6e-3d7a".into(),
            },
            Key::Hand {
                game: "g-1".into(),
                player: 3,
            },
            Key::Setting {
                name: "lang".into(),
            },
        ] {
            assert_eq!(Key::from_name(&k.name().unwrap()), Some(k));
        }
        for bad in ["../x", "a/b", "a.b", ""] {
            assert_eq!(
                Key::Game { id: bad.into() }.name().unwrap_err().kind,
                ErrorKind::BadKey
            );
        }
        assert_eq!(Key::from_name("game"), None);
        assert_eq!(Key::from_name("hand.g.x"), None);
    }

    #[test]
    fn listing_is_by_kind() {
        let m = Memory::default();
        run(m.write(&Key::Game { id: "a".into() }, "1", None)).unwrap();
        run(m.write(&Key::Game { id: "b".into() }, "2", None)).unwrap();
        run(m.write(
            &Key::Hand {
                game: "a".into(),
                player: 0,
            },
            "h",
            None,
        ))
        .unwrap();
        run(m.write(
            &Key::Setting {
                name: "lang".into(),
            },
            "ru",
            None,
        ))
        .unwrap();
        let games = run(m.list(&Key::Game { id: String::new() })).unwrap();
        assert_eq!(games.len(), 2);
        let hands = run(m.list(&Key::Hand {
            game: "a".into(),
            player: 0,
        }))
        .unwrap();
        assert_eq!(hands.len(), 1);
    }

    #[test]
    fn kinds_have_codes() {
        for k in [
            ErrorKind::NotFound,
            ErrorKind::Conflict,
            ErrorKind::Damaged,
            ErrorKind::BadKey,
            ErrorKind::Io,
            ErrorKind::Unavailable,
        ] {
            assert_eq!(ErrorKind::from_code(k.code()), k);
            let json = serde_json::to_string(&k).unwrap();
            assert_eq!(json, format!("\"{}\"", k.code()));
        }
    }

    #[test]
    fn errors_cross_ipc_as_kind_and_detail() {
        let e = check_write(Some(2), Some(1)).unwrap_err();
        let json = serde_json::to_string(&e).unwrap();
        assert!(json.contains("\"kind\":\"conflict\""), "{json}");
        assert_eq!(serde_json::from_str::<StoreError>(&json).unwrap(), e);
    }
}
