//! The shell's one error type. It crosses IPC as the records' own error
//! (`shturman_files::record::StoreError`: a typed kind plus a detail), so
//! the UI names every failure in the player's language.

use serde::{Serialize, Serializer};
use shturman_files::record::{ErrorKind, StoreError};

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("file: {0}")]
    Io(#[from] std::io::Error),
    #[error("path: {0}")]
    Tauri(#[from] tauri::Error),
    #[error("{0}")]
    Record(#[from] StoreError),
    #[error("damaged file: {0}")]
    Damaged(String),
    /// The live table's host could not start or open a table.
    #[error("host: {0}")]
    Host(String),
}

impl From<shturman_files::FileError> for Error {
    fn from(e: shturman_files::FileError) -> Self {
        use shturman_files::FileError as F;
        match e {
            F::Io(e) => Error::Io(e),
            F::BadId(id) => Error::Record(StoreError::new(ErrorKind::BadKey, id)),
            F::Damaged(why) => Error::Damaged(why),
            F::Record(r) => Error::Record(r),
        }
    }
}

impl Error {
    /// What crosses IPC: a kind the UI names, the message as the detail.
    fn to_store_error(&self) -> StoreError {
        match self {
            Error::Record(r) => r.clone(),
            Error::Damaged(why) => StoreError::new(ErrorKind::Damaged, why.clone()),
            Error::Io(_) => StoreError::new(ErrorKind::Io, self.to_string()),
            Error::Tauri(_) | Error::Host(_) => {
                StoreError::new(ErrorKind::Unavailable, self.to_string())
            }
        }
    }
}

impl From<Error> for StoreError {
    fn from(e: Error) -> Self {
        e.to_store_error()
    }
}

impl Serialize for Error {
    fn serialize<S: Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        self.to_store_error().serialize(s)
    }
}

pub type Result<T> = std::result::Result<T, Error>;
