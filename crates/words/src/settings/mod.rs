//! Words of the settings screen (`shturman_screens::settings`).

use super::Lang;

mod en;
mod ru;

pub struct Words {
    pub title: &'static str,
    pub language: &'static str,
    pub screen: &'static str,
    pub wake_lock: &'static str,
    pub wake_lock_note: &'static str,
    pub wake_lock_unavailable: &'static str,
    /// On a page that is not a secure context (the LAN page).
    pub wake_lock_https: &'static str,
    pub theme: &'static str,
    pub theme_note: &'static str,
    /// Whether the browser keeps the saved games (`navigator.storage`).
    pub storage: &'static str,
    pub storage_checking: &'static str,
    pub storage_kept: &'static str,
    pub storage_may_clear: &'static str,
    /// A browser (or a page) that does not say.
    pub storage_unknown: &'static str,
    /// The desktop app: files on disk.
    pub storage_files: &'static str,
    pub about: &'static str,
    pub save_failed: &'static str,
}

pub const RU: Words = ru::WORDS;
pub const EN: Words = en::WORDS;

pub const fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}
