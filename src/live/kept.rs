//! What a device keeps of its live table between page loads: its seat
//! code, the outbox, and the table as last heard, in one setting record
//! (IndexedDB, written durably), so a reload, even with no network, shows
//! the table and sends what waits.

use crate::state::game::UiError;
use crate::state::store;
use shturman_live::Act;
use shturman_live::protocol::ServerMsg;

/// The setting that keeps it.
const SETTING: &str = "live";

/// The seat, the outbox and the table as last heard, as stored.
#[derive(serde::Serialize, serde::Deserialize, Default)]
pub(super) struct Kept {
    pub token: String,
    pub outbox: Vec<Act>,
    /// The host's entries as a welcome (`Replica::snapshot`).
    #[serde(default)]
    pub table: Option<ServerMsg>,
}

pub(super) async fn read_kept() -> Option<Kept> {
    let text = store::setting(SETTING).await?;
    serde_json::from_str(&text).ok()
}

/// Forget the seat and the table (the phone left it).
pub(super) async fn forget_kept() -> Result<(), UiError> {
    store::set_setting(SETTING, "").await.map_err(UiError::Save)
}

pub(super) async fn write_kept(k: &Kept) -> Result<(), UiError> {
    let text = serde_json::to_string(k).expect("plain data");
    store::set_setting(SETTING, &text)
        .await
        .map_err(UiError::Save)
}
