//! What Shturman stores, without Tauri. [`record`] is shared by the UI and
//! the desktop shell: records with revisions, keys, the storage trait and
//! its one error type. [`disk`] is the desktop app's records on disk: one
//! file each, written atomically and durably, the revision checked under a
//! lock across processes, a game's previous version kept as a backup (why,
//! and why no other record keeps one, is in [`disk`]). This module owns the
//! names in a record file and the files' one error type ([`FileError`]).
//!
//! Records are read here, never through tauri-plugin-store: the plugin,
//! given a file it cannot parse, silently starts empty and writes that
//! emptiness back when the app exits; a damaged file is reported here and
//! never touched.

pub mod disk;
pub mod record;

pub use disk::{read_game_file, read_store_file};
use std::path::{Path, PathBuf};

/// The key a record file keeps its text under.
pub const SAVE_KEY: &str = "save";

/// The key a record file keeps its write time under (ms since 1970; absent
/// in files written before records kept their time).
pub const WRITTEN_KEY: &str = "written";

/// The key a record file keeps its revision under (absent in files written
/// before revisions: revision 0).
pub const REVISION_KEY: &str = "revision";

#[derive(Debug, thiserror::Error)]
pub enum FileError {
    #[error("file: {0}")]
    Io(#[from] std::io::Error),
    #[error("bad id: {0}")]
    BadId(String),
    #[error("damaged save file: {0}")]
    Damaged(String),
    /// Refused by the records' rules: a conflict, a bad key.
    #[error("{0}")]
    Record(#[from] record::StoreError),
}

/// A file error as it crosses IPC (and as a listing gives an unreadable
/// record): its kind, the message as the detail.
impl From<FileError> for record::StoreError {
    fn from(e: FileError) -> Self {
        use record::{ErrorKind, StoreError};
        match e {
            FileError::Record(e) => e,
            FileError::BadId(id) => StoreError::new(ErrorKind::BadKey, id),
            FileError::Damaged(why) => StoreError::new(ErrorKind::Damaged, why),
            FileError::Io(_) => StoreError::new(ErrorKind::Io, e.to_string()),
        }
    }
}

pub type Result<T> = std::result::Result<T, FileError>;

/// A game id is what the UI made (a uuid); anything else could escape the
/// games folder, so it is refused.
pub fn check_id(id: &str) -> Result<()> {
    let ok = !id.is_empty()
        && id.len() <= 64
        && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
    if ok {
        Ok(())
    } else {
        Err(FileError::BadId(id.to_string()))
    }
}

/// Where the previous version of a game file is kept.
pub fn backup_of(file: &Path) -> PathBuf {
    file.with_extension("json.bak")
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A folder of its own for one test, removed when the test ends.
    pub(crate) struct TempDir(PathBuf);

    impl std::ops::Deref for TempDir {
        type Target = Path;
        fn deref(&self) -> &Path {
            &self.0
        }
    }

    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    pub(crate) fn temp_dir(name: &str) -> TempDir {
        let d = std::env::temp_dir().join(format!("shturman-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        TempDir(d)
    }

    #[test]
    fn ids_that_could_escape_are_refused() {
        assert!(check_id("0b7c2f6e-3d7a-4a51-9a43-2f1c1e0d9b11").is_ok());
        for bad in ["", "../x", "a/b", "a.json", &"x".repeat(65)] {
            assert!(check_id(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_damaged_file_is_reported_and_left_untouched() {
        let d = temp_dir("damaged");
        let f = d.join("g.json");
        std::fs::write(&f, b"{\"save\": \"{tru").unwrap();
        assert!(matches!(read_game_file(&f), Err(FileError::Damaged(_))));
        assert_eq!(std::fs::read(&f).unwrap(), b"{\"save\": \"{tru");
        std::fs::write(&f, b"{\"other\": 1}").unwrap();
        assert!(matches!(read_game_file(&f), Err(FileError::Damaged(_))));
        assert_eq!(read_game_file(&d.join("none.json")).unwrap(), None);
    }

    #[test]
    fn a_sound_file_is_read() {
        let d = temp_dir("sound");
        let f = d.join("g.json");
        std::fs::write(&f, br#"{"save":"the game"}"#).unwrap();
        let r = read_game_file(&f).unwrap().unwrap();
        assert_eq!((r.body.as_str(), r.revision), ("the game", 0));
        std::fs::write(&f, br#"{"save":"the game","revision":7}"#).unwrap();
        assert_eq!(read_game_file(&f).unwrap().unwrap().revision, 7);
        assert!(!f.with_extension("json.damaged").exists());
    }

    #[test]
    fn a_torn_write_falls_back_to_the_backup_and_keeps_the_torn_file() {
        let d = temp_dir("torn");
        let f = d.join("g.json");
        std::fs::write(backup_of(&f), br#"{"save":"before"}"#).unwrap();
        std::fs::write(&f, br#"{"save":"aft"#).unwrap();
        let body = |r: Result<Option<record::Record>>| r.unwrap().unwrap().body;
        assert_eq!(body(read_game_file(&f)), "before");
        assert_eq!(
            std::fs::read(f.with_extension("json.damaged")).unwrap(),
            br#"{"save":"aft"#
        );
        assert_eq!(body(read_game_file(&f)), "before");
    }
}
