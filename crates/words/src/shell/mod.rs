//! Words of the app's frame: the app bar, the navigation, a screen whose
//! code could not be fetched.

use super::Lang;

mod en;
mod ru;

pub const RU: Shell = ru::WORDS;
pub const EN: Shell = en::WORDS;

pub struct Shell {
    pub app_name: &'static str,
    pub switch_to: &'static str,
    pub switch_label: &'static str,
    pub nav_label: &'static str,
    pub nav_roll: &'static str,
    pub nav_game: &'static str,
    pub nav_tools: &'static str,
    pub nav_rules: &'static str,
    pub nav_settings: &'static str,
    pub save_failed: &'static str,
    /// A lazily loaded part of the app could not be fetched.
    pub chunk_failed: &'static str,
    /// The same, while it is being fetched again by itself (issue 43).
    pub chunk_retrying: &'static str,
    pub reload: &'static str,
    /// The ✕ of an error banner.
    pub dismiss: &'static str,
}

pub const fn shell(lang: Lang) -> &'static Shell {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}
