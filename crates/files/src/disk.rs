//! The desktop app's records on disk: where each one lives, and how it is
//! read, written, listed and removed ([`Records`]). The shell's commands
//! are a thin layer over this, so everything here is tested without Tauri.
//!
//! Each record is a file of its own (`games/<id>.json`,
//! `hands/<game>.<player>.json`, `settings/<name>.json`), the JSON
//! `{"save": "<text>", "revision": N, "written": ms}`: the layout
//! tauri-plugin-store used to write, so older files still read. A damaged
//! file costs one record, never the others.
//!
//! **A write is atomic and durable.** The new file is written beside the
//! record as `<name>.json.tmp`, synced (`sync_all`), renamed over the
//! record, and the folder is synced (on Unix) so the rename itself is on
//! disk; only then does [`Records::write`] return. A process killed at any
//! moment leaves the old record or the new one, never a torn file (a test
//! kills a writing process a thousand times); the syncs are for a power cut,
//! which no test here makes.
//!
//! **The revision check is atomic across processes.** A write holds an
//! exclusive advisory lock on its folder's `.lock` file (`flock` on Unix)
//! from reading the stored revision to the rename, so of two processes
//! writing on the same base revision exactly one succeeds and the other gets
//! [`ErrorKind::Conflict`](crate::record::ErrorKind::Conflict). The lock is
//! std's `File::lock` (stable since Rust 1.89): the same `flock`/`LockFileEx`
//! the `fs4` crate wraps, without a dependency. It is one lock per folder,
//! never deleted, rather than one per record: removing a per-record lock
//! file while another process waits on it would let a third lock a new file
//! of the same name meanwhile; a record write holds the lock for
//! milliseconds, so sharing it costs nothing.
//!
//! **Backups.** A game keeps its previous version as `<id>.json.bak`: a
//! game is a whole evening's log, and if its file is ever damaged by
//! something other than our writes (a sync tool, the disk, an older version
//! of the app that wrote in place), the read falls back to the previous
//! action instead of losing the game (the backup is a second name, a hard
//! link, of the file being replaced: no extra write). Hands and settings
//! keep none: with atomic writes a backup is not needed against torn
//! writes, and a hand's `.bak` only told an onlooker how the encrypted
//! hand's length changed. A `.bak` of a hand or setting left by an older
//! version is removed at the next write of that record.
//!
//! Records are never written through tauri-plugin-store: the plugin keeps
//! every store it opened in memory and saves them all when the app exits,
//! which wrote a second window's stale copies back over newer files.

use crate::record::{Entry, Key, Record, check_write};
use crate::{FileError, REVISION_KEY, Result, SAVE_KEY, WRITTEN_KEY, backup_of};
use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The lock file of a records folder (not a `.json`: never listed).
const LOCK_FILE: &str = ".lock";

/// The records under one folder (the app's data folder).
#[derive(Clone, Debug)]
pub struct Records {
    root: PathBuf,
}

/// A record as it is written (field names: [`SAVE_KEY`], [`REVISION_KEY`],
/// [`WRITTEN_KEY`]; a test checks they agree).
#[derive(serde::Serialize)]
struct OnDisk<'a> {
    save: &'a str,
    revision: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    written: Option<u64>,
}

impl Records {
    pub fn new(root: impl Into<PathBuf>) -> Records {
        Records { root: root.into() }
    }

    /// The folder of a key's kind.
    fn folder(&self, key: &Key) -> PathBuf {
        self.root.join(match key {
            Key::Game { .. } => "games",
            Key::Hand { .. } => "hands",
            Key::Setting { .. } => "settings",
        })
    }

    /// The file of a key: its folder, and the flat name without the kind.
    pub fn path(&self, key: &Key) -> Result<PathBuf> {
        let name = key.name()?;
        let file = name.split_once('.').map_or(name.as_str(), |(_, rest)| rest);
        Ok(self.folder(key).join(format!("{file}.json")))
    }

    /// The stored record, or `None`. A torn file with a sound backup is
    /// kept aside and the backup restored ([`read_game_file`]).
    pub fn read(&self, key: &Key) -> Result<Option<Record>> {
        read_game_file(&self.path(key)?)
    }

    /// Write `body` as the next revision of `key`, made on `base` (the
    /// revision the writer read; `None` for a new record): the new revision
    /// once it is on disk, or a conflict if the stored record is not `base`
    /// (checked under the folder's lock, so across processes too). A record
    /// that cannot be read is never written over.
    pub fn write(&self, key: &Key, body: &str, base: Option<u64>) -> Result<u64> {
        let file = self.path(key)?;
        let dir = self.folder(key);
        create_folder(&dir)?;
        let _lock = lock_folder(&dir)?;
        let stored = read_repairing(&file)?;
        let revision = check_write(stored.as_ref().map(|r| r.revision), base)?;
        let keeps_backup = matches!(key, Key::Game { .. });
        if keeps_backup && stored.is_some() {
            keep_backup(&file)?;
        }
        // when it was written, for the saves list (a clock before 1970
        // leaves the time out rather than failing the write)
        let written = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .ok()
            .and_then(|d| u64::try_from(d.as_millis()).ok());
        let bytes = serde_json::to_vec(&OnDisk {
            save: body,
            revision,
            written,
        })
        .map_err(|e| FileError::Io(e.into()))?;
        replace(&file, &bytes, true)?;
        if !keeps_backup && remove_if_there(&backup_of(&file))? {
            sync_folder(&dir)?;
        }
        Ok(revision)
    }

    /// Remove a record, with its backup, a torn copy kept aside and a
    /// temporary file a killed write left.
    pub fn remove(&self, key: &Key) -> Result<()> {
        let file = self.path(key)?;
        let dir = self.folder(key);
        if !dir.exists() {
            return Ok(());
        }
        let _lock = lock_folder(&dir)?;
        let mut removed = false;
        for f in [file.clone(), backup_of(&file), damaged_of(&file)] {
            removed |= remove_if_there(&temp_of(&f))?;
            removed |= remove_if_there(&f)?;
        }
        if removed {
            sync_folder(&dir)?;
        }
        Ok(())
    }

    /// Every record of the kind of `like` (every game; every hand of one
    /// game; every setting), each with its record or why it cannot be read,
    /// sorted by key.
    pub fn list(&self, like: &Key) -> Result<Vec<Entry>> {
        let folder = self.folder(like);
        let kind = match like {
            Key::Game { .. } => "game",
            Key::Hand { .. } => "hand",
            Key::Setting { .. } => "setting",
        };
        let entries = match std::fs::read_dir(&folder) {
            Ok(e) => e,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(e.into()),
        };
        let mut out = Vec::new();
        for entry in entries {
            let name = entry?.file_name().to_string_lossy().to_string();
            let Some(stem) = name.strip_suffix(".json") else {
                continue;
            };
            let Some(key) = Key::from_name(&format!("{kind}.{stem}")) else {
                continue;
            };
            let same = match (&key, like) {
                (Key::Hand { game: a, .. }, Key::Hand { game: b, .. }) => a == b,
                _ => true,
            };
            if !same {
                continue;
            }
            let record = match read_game_file(&folder.join(&name)) {
                Ok(Some(r)) => Ok(r),
                Ok(None) => continue,
                Err(e) => Err(e.into()),
            };
            out.push(Entry { key, record });
        }
        out.sort_by(|a, b| a.key.cmp(&b.key));
        Ok(out)
    }
}

/// Where a torn record is kept aside when its backup is restored.
fn damaged_of(file: &Path) -> PathBuf {
    file.with_extension("json.damaged")
}

/// The temporary file a write of `file` goes through: `<name>.tmp`, one
/// name, as the writes of a folder hold its lock (not a `.json`: never
/// listed).
fn temp_of(file: &Path) -> PathBuf {
    let mut name = file.as_os_str().to_owned();
    name.push(".tmp");
    PathBuf::from(name)
}

/// A record from a file's bytes, or why they are not one.
fn parse_store(bytes: &[u8]) -> Result<Record> {
    let value: serde_json::Value =
        serde_json::from_slice(bytes).map_err(|e| FileError::Damaged(e.to_string()))?;
    let body = value
        .get(SAVE_KEY)
        .and_then(|v| v.as_str())
        .ok_or_else(|| FileError::Damaged(format!("no \"{SAVE_KEY}\" in the file")))?;
    let revision = value
        .get(REVISION_KEY)
        .and_then(|v| v.as_u64())
        .unwrap_or(0);
    let written = value.get(WRITTEN_KEY).and_then(|v| v.as_u64());
    Ok(Record {
        revision,
        body: body.to_string(),
        written,
    })
}

/// What a record file holds, as it is (no repair): `Ok(None)` when there is
/// no file, `Err(Damaged)` when it is not a record.
pub fn read_store_file(file: &Path) -> Result<Option<Record>> {
    match std::fs::read(file) {
        Ok(b) => parse_store(&b).map(Some),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e.into()),
    }
}

/// Read a record file. If it is torn and a sound backup exists (a file an
/// older version wrote in place), the torn file is kept aside as
/// `<name>.json.damaged` and the backup restored, under the folder's lock.
pub fn read_game_file(file: &Path) -> Result<Option<Record>> {
    match read_store_file(file) {
        Err(FileError::Damaged(_)) if backup_of(file).exists() => {
            let _lock = lock_folder(file.parent().unwrap_or(Path::new(".")))?;
            read_repairing(file)
        }
        other => other,
    }
}

/// [`read_game_file`]'s work, for a caller holding the folder's lock. The
/// record file always exists while it is repaired (both steps replace).
fn read_repairing(file: &Path) -> Result<Option<Record>> {
    let why = match read_store_file(file) {
        Err(FileError::Damaged(why)) => why,
        other => return other,
    };
    let backup = match std::fs::read(backup_of(file)) {
        Ok(b) => b,
        Err(_) => return Err(FileError::Damaged(why)),
    };
    let Ok(save) = parse_store(&backup) else {
        return Err(FileError::Damaged(why));
    };
    replace(&damaged_of(file), &std::fs::read(file)?, false)?;
    replace(file, &backup, true)?;
    Ok(Some(save))
}

/// Replace `file` with `bytes` atomically: a temporary file in the same
/// folder, synced, renamed over `file`; with `sync_dir`, the folder is
/// synced too, so the rename survives a power cut (leave it to the last
/// rename of a folder). The caller holds the folder's lock.
fn replace(file: &Path, bytes: &[u8], sync_dir: bool) -> Result<()> {
    let temp = temp_of(file);
    {
        // closed before the rename (a block, not `drop`: on wasm `File`
        // has no `Drop` and clippy says so)
        let mut f = File::create(&temp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
    }
    std::fs::rename(&temp, file)?;
    if sync_dir {
        sync_folder(file.parent().unwrap_or(Path::new(".")))?;
    }
    Ok(())
}

/// Keep the record as it is now as its backup: a second name for the same
/// file (already on disk: nothing to write or sync), put in place by a
/// rename, so the backup too is always whole; a copy where the file system
/// has no hard links. The record's folder is synced by the write after.
fn keep_backup(file: &Path) -> Result<()> {
    let backup = backup_of(file);
    let temp = temp_of(&backup);
    remove_if_there(&temp)?;
    match std::fs::hard_link(file, &temp) {
        Ok(()) => std::fs::rename(&temp, &backup)?,
        Err(_) => replace(&backup, &std::fs::read(file)?, false)?,
    }
    Ok(())
}

/// Remove a file if it is there; whether it was.
fn remove_if_there(file: &Path) -> Result<bool> {
    match std::fs::remove_file(file) {
        Ok(()) => Ok(true),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(false),
        Err(e) => Err(e.into()),
    }
}

/// Make the folder sure that its entries (a rename, a new file) are on
/// disk. On Unix a folder is synced like a file; Windows has no such call
/// (its renames are journaled by NTFS).
fn sync_folder(dir: &Path) -> Result<()> {
    #[cfg(unix)]
    File::open(dir)?.sync_all()?;
    #[cfg(not(unix))]
    let _ = dir;
    Ok(())
}

/// Create a folder and any missing parents, each synced into its parent.
fn create_folder(dir: &Path) -> Result<()> {
    if dir.is_dir() {
        return Ok(());
    }
    if let Some(parent) = dir.parent() {
        create_folder(parent)?;
        match std::fs::create_dir(dir) {
            Ok(()) => sync_folder(parent)?,
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
            Err(e) => return Err(e.into()),
        }
    }
    Ok(())
}

/// Hold the folder's lock until the returned file is dropped (the OS
/// releases it too when the process dies).
fn lock_folder(dir: &Path) -> Result<File> {
    let f = File::options()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(dir.join(LOCK_FILE))?;
    f.lock()?;
    Ok(f)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::{ErrorKind, StoreError};
    use crate::tests::temp_dir;
    use std::io::{BufRead, BufReader, Lines};
    use std::process::{Child, ChildStdout, Command, Stdio};

    /// Set in a child process of these tests: its role.
    const CHILD: &str = "SHTURMAN_FILES_CHILD";
    /// Set in a child process of these tests: the records' folder.
    const CHILD_DIR: &str = "SHTURMAN_FILES_CHILD_DIR";
    /// What a child prints before each of its lines (libtest prints its
    /// own lines to the same output).
    const SAYS: &str = "child: ";

    fn game() -> Key {
        Key::Game { id: "g".into() }
    }

    /// The body of revision `n`: its number, and a length that changes
    /// from one revision to the next (up to 47 KB, many pages), so that a
    /// torn file shows.
    fn body_of(n: u64) -> String {
        format!("{n}:{}", "x".repeat((n * 7919 % 48) as usize * 1024))
    }

    fn say(line: std::fmt::Arguments) {
        // straight to the process's stdout, past libtest's capture, and
        // flushed: a line printed is a line the parent gets, even if the
        // child is killed right after
        let mut out = std::io::stdout().lock();
        writeln!(out, "{SAYS}{line}").unwrap();
        out.flush().unwrap();
    }

    /// Not a test of its own: the body of the child processes the tests
    /// below start (this test binary again, with [`CHILD`] set). Without
    /// it, it does nothing.
    #[test]
    fn child_process() {
        let Ok(role) = std::env::var(CHILD) else {
            return;
        };
        let records = Records::new(std::env::var(CHILD_DIR).unwrap());
        match role.as_str() {
            // write the next revision of the game, over and over, and say
            // each one once the write has returned (until killed)
            "writer" => {
                say(format_args!("ready"));
                loop {
                    let base = records.read(&game()).unwrap().map(|r| r.revision);
                    let next = base.map_or(1, |b| b + 1);
                    let written = records.write(&game(), &body_of(next), base).unwrap();
                    say(format_args!("{written}"));
                }
            }
            // on "read", read the game's revision; on "write", write on it
            "racer" => {
                let mut base = None;
                for line in std::io::stdin().lock().lines() {
                    match line.unwrap().as_str() {
                        "read" => {
                            base = records.read(&game()).unwrap().map(|r| r.revision);
                            say(format_args!("read {}", base.unwrap()));
                        }
                        "write" => match records.write(&game(), "mine", base) {
                            Ok(r) => say(format_args!("won {r}")),
                            Err(FileError::Record(StoreError {
                                kind: ErrorKind::Conflict,
                                stored: Some(s),
                                ..
                            })) => say(format_args!("conflict {s}")),
                            Err(e) => panic!("racer: {e}"),
                        },
                        other => panic!("racer: {other}"),
                    }
                }
            }
            other => panic!("no child role {other}"),
        }
    }

    /// Start this test binary as a child process in `role`.
    fn spawn_child(role: &str, dir: &Path) -> (Child, Lines<BufReader<ChildStdout>>) {
        let mut child = Command::new(std::env::current_exe().unwrap())
            .args(["--exact", "disk::tests::child_process", "--nocapture"])
            .args(["--test-threads=1", "-q"])
            .env(CHILD, role)
            .env(CHILD_DIR, dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let lines = BufReader::new(child.stdout.take().unwrap()).lines();
        (child, lines)
    }

    /// The child's next line of its own.
    fn heard(lines: &mut Lines<BufReader<ChildStdout>>) -> Option<String> {
        lines
            .map(|l| l.unwrap())
            .find_map(|l| l.strip_prefix(SAYS).map(str::to_string))
    }

    /// xorshift64: the kills' random moments, from a seed printed so that a
    /// failing run can be repeated (`SHTURMAN_KILL_SEED`).
    fn next_random(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    /// A thousand times: a child process writes revision after revision of
    /// one game, saying each once its write has returned, and is killed
    /// (SIGKILL) at a random moment. After each kill the file as it is on
    /// disk (no repair) must be a whole record, of the last revision the
    /// child said or the next one (written, killed before it could say so),
    /// with that revision's body; never older, never torn.
    #[test]
    fn a_writer_killed_at_any_moment_leaves_the_newest_acknowledged_revision() {
        const KILLS: usize = 1000;
        let d = temp_dir("kill");
        let records = Records::new(&*d);
        let file = records.path(&game()).unwrap();
        let mut seed = std::env::var("SHTURMAN_KILL_SEED")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| {
                let t = std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .unwrap();
                t.as_nanos() as u64 | 1
            });
        eprintln!("SHTURMAN_KILL_SEED={seed}");
        let mut stored = 0; // the revision on disk, as last read
        let (mut mid_write, mut unsaid) = (0, 0);
        // The kill comes at a random moment up to `reach` µs after the
        // child is ready: longer when a child was killed before it said a
        // revision, shorter when it said several, so that about one write
        // is made per child whatever a write costs on this disk (a sync
        // took from 1 to 100 ms here). Its bounds keep the test short.
        let mut reach: u64 = 3_000;
        for kill in 0..KILLS {
            let (mut child, mut lines) = spawn_child("writer", &d);
            // the kill lands during writes, not during the child's start
            assert_eq!(heard(&mut lines).as_deref(), Some("ready"));
            let wait = next_random(&mut seed) % reach;
            std::thread::sleep(std::time::Duration::from_micros(wait));
            child.kill().unwrap();
            child.wait().unwrap();
            // all the child said before it died is in the pipe
            let mut said = stored;
            while let Some(line) = heard(&mut lines) {
                let n: u64 = line.parse().unwrap();
                assert_eq!(n, said + 1, "kill {kill}: revisions said in order");
                said = n;
            }
            if temp_of(&file).exists() || temp_of(&backup_of(&file)).exists() {
                mid_write += 1; // killed between a temporary file and its rename
            }
            let on_disk = read_store_file(&file)
                .unwrap_or_else(|e| panic!("kill {kill}: a torn record: {e}"));
            let revision = on_disk.as_ref().map_or(0, |r| r.revision);
            assert!(
                revision == said || revision == said + 1,
                "kill {kill}: {revision} on disk, the child said {said}"
            );
            if let Some(r) = &on_disk {
                assert!(
                    r.body == body_of(revision),
                    "kill {kill}: the body of another revision"
                );
            }
            if revision == said + 1 {
                unsaid += 1;
            }
            reach = match revision - stored {
                0 => reach + reach / 8,
                1 => reach,
                _ => reach - reach / 8,
            }
            .clamp(500, 40_000);
            // and what the app reads is the same
            let read = records.read(&game()).unwrap().map_or(0, |r| r.revision);
            assert_eq!(read, revision, "kill {kill}");
            stored = revision;
        }
        eprintln!(
            "{KILLS} kills: revision {stored}, {mid_write} in the middle of a write, \
             {unsaid} after a write the child had no time to say"
        );
        // the kills did land where it matters: many writes were made, and
        // some kills cut one short
        assert!(
            stored >= KILLS as u64 / 10,
            "only {stored} revisions written"
        );
        assert!(mid_write > 0, "no kill landed in the middle of a write");
    }

    /// Two processes hold revision N of a game and both write on it: one
    /// wins (N + 1), the other is refused as a conflict naming N + 1, and
    /// the stored game is the winner's. Twenty rounds.
    #[test]
    fn of_two_processes_writing_on_the_same_revision_exactly_one_wins() {
        let d = temp_dir("race");
        let records = Records::new(&*d);
        records.write(&game(), "setup", None).unwrap();
        let (mut a, mut a_says) = spawn_child("racer", &d);
        let (mut b, mut b_says) = spawn_child("racer", &d);
        let tell = |child: &mut Child, what: &str| {
            let stdin = child.stdin.as_mut().unwrap();
            writeln!(stdin, "{what}").unwrap();
            stdin.flush().unwrap();
        };
        for round in 1..=20u64 {
            tell(&mut a, "read");
            tell(&mut b, "read");
            let said = [heard(&mut a_says), heard(&mut b_says)];
            let read = Some(format!("read {round}"));
            assert_eq!(said, [read.clone(), read], "round {round}");
            // both write on revision `round`, as close together as can be
            tell(&mut a, "write");
            tell(&mut b, "write");
            let mut said = [heard(&mut a_says).unwrap(), heard(&mut b_says).unwrap()];
            said.sort();
            let next = round + 1;
            assert_eq!(
                said,
                [format!("conflict {next}"), format!("won {next}")],
                "round {round}"
            );
            let stored = records.read(&game()).unwrap().unwrap();
            assert_eq!((stored.revision, stored.body.as_str()), (next, "mine"));
        }
        drop(a.stdin.take());
        drop(b.stdin.take());
        assert!(a.wait().unwrap().success() && b.wait().unwrap().success());
    }

    /// The file is the JSON older versions wrote through the store plugin
    /// (`save`, `revision`, `written`), and such a file still reads.
    #[test]
    fn records_are_written_as_the_store_plugin_wrote_them() {
        let d = temp_dir("format");
        let records = Records::new(&*d);
        let k = Key::Setting {
            name: "lang".into(),
        };
        assert_eq!(records.write(&k, "ru", None).unwrap(), 1);
        let file = records.path(&k).unwrap();
        assert_eq!(file, d.join("settings/lang.json"));
        let json: serde_json::Value =
            serde_json::from_slice(&std::fs::read(&file).unwrap()).unwrap();
        assert_eq!(json[SAVE_KEY], "ru");
        assert_eq!(json[REVISION_KEY], 1);
        assert!(json[WRITTEN_KEY].as_u64().unwrap() > 0);
        // as tauri-plugin-store 2.5 saved it (pretty, any key order)
        std::fs::write(
            &file,
            "{\n  \"revision\": 4,\n  \"written\": 1700000000000,\n  \"save\": \"en\"\n}",
        )
        .unwrap();
        let r = records.read(&k).unwrap().unwrap();
        assert_eq!((r.revision, r.body.as_str()), (4, "en"));
        assert_eq!(records.write(&k, "ru", Some(4)).unwrap(), 5);
        // nothing but the record and the folder's lock is left
        let mut names: Vec<_> = std::fs::read_dir(d.join("settings"))
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        names.sort();
        assert_eq!(names, [".lock", "lang.json"]);
    }

    /// A game keeps its previous version; a hand keeps none, and a hand's
    /// backup an older version left is gone after its next write.
    #[test]
    fn only_games_keep_a_backup() {
        let d = temp_dir("backup");
        let records = Records::new(&*d);
        records.write(&game(), "one", None).unwrap();
        assert!(!backup_of(&records.path(&game()).unwrap()).exists());
        records.write(&game(), "two", Some(1)).unwrap();
        let bak = read_store_file(&backup_of(&records.path(&game()).unwrap()));
        assert_eq!(bak.unwrap().unwrap().body, "one");

        let hand = Key::Hand {
            game: "g".into(),
            player: 0,
        };
        let file = records.path(&hand).unwrap();
        assert_eq!(file, d.join("hands/g.0.json"));
        records.write(&hand, "sealed", None).unwrap();
        records.write(&hand, "sealed, longer", Some(1)).unwrap();
        assert!(!backup_of(&file).exists());
        // an older version's backup
        std::fs::write(backup_of(&file), br#"{"save":"old","revision":1}"#).unwrap();
        records.write(&hand, "sealed again", Some(2)).unwrap();
        assert!(!backup_of(&file).exists());
    }

    /// A stale write is refused, a damaged record never written over, and
    /// a removal takes the record with everything beside it.
    #[test]
    fn conflicts_damage_and_removal() {
        let d = temp_dir("rules");
        let records = Records::new(&*d);
        records.write(&game(), "one", None).unwrap();
        records.write(&game(), "two", Some(1)).unwrap();
        let e = records.write(&game(), "stale", Some(1)).unwrap_err();
        let e = StoreError::from(e);
        assert_eq!((e.kind, e.stored), (ErrorKind::Conflict, Some(2)));
        assert_eq!(records.read(&game()).unwrap().unwrap().body, "two");

        let file = records.path(&game()).unwrap();
        std::fs::remove_file(backup_of(&file)).unwrap();
        std::fs::write(&file, b"{\"save\": \"tor").unwrap();
        let e = StoreError::from(records.write(&game(), "x", Some(2)).unwrap_err());
        assert_eq!(e.kind, ErrorKind::Damaged);
        assert_eq!(std::fs::read(&file).unwrap(), b"{\"save\": \"tor");
        assert_eq!(
            records.list(&game()).unwrap()[0]
                .record
                .as_ref()
                .unwrap_err()
                .kind,
            ErrorKind::Damaged
        );

        for f in [backup_of(&file), damaged_of(&file), temp_of(&file)] {
            std::fs::write(f, b"left").unwrap();
        }
        records.remove(&game()).unwrap();
        let left: Vec<_> = std::fs::read_dir(d.join("games"))
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(left, [LOCK_FILE]);
        assert_eq!(records.read(&game()).unwrap(), None);
        assert!(records.list(&game()).unwrap().is_empty());
        records.remove(&game()).unwrap();
        assert!(records.write(&game(), "again", None).is_ok());
    }
}
