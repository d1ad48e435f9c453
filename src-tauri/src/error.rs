//! The shell's one error type. It crosses IPC as a plain message; the UI
//! shows its own words for each kind and keeps the message for details.

use serde::{Serialize, Serializer};

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("store: {0}")]
    Store(#[from] tauri_plugin_store::Error),
    #[error("file: {0}")]
    Io(#[from] std::io::Error),
    #[error("path: {0}")]
    Tauri(#[from] tauri::Error),
    #[error("bad id: {0}")]
    BadId(String),
    #[error("not found: {0}")]
    NotFound(String),
    #[error("damaged save file: {0}")]
    Damaged(String),
}

impl From<shturman_files::FileError> for Error {
    fn from(e: shturman_files::FileError) -> Self {
        use shturman_files::FileError as F;
        match e {
            F::Io(e) => Error::Io(e),
            F::BadId(id) => Error::BadId(id),
            F::Damaged(why) => Error::Damaged(why),
        }
    }
}

impl Serialize for Error {
    fn serialize<S: Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

pub type Result<T> = std::result::Result<T, Error>;
