//! The settings screen: the language, keeping the screen on while a game is
//! open, the theme note, whether the browser keeps the saved games, and
//! what the app is. The settings themselves are
//! the app's (a language signal, a stored switch); this view only words
//! them.

use crate::view::{Choice, Toggle};
use shturman_words::Lang;
use shturman_words::settings::words;

/// Whether the saved games and hands are safe from the browser clearing
/// its storage when the device runs short of space (the browser's answer
/// to `navigator.storage.persist()`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Storage {
    /// Not answered yet.
    Checking,
    /// The browser keeps them.
    Kept,
    /// The browser may clear them.
    MayClear,
    /// No answer: a browser without the API, a page that is not a secure
    /// context.
    Unknown,
    /// The desktop app: files on disk, which no browser clears.
    Files,
}

/// The settings' line for the storage's state.
///
/// ```
/// use shturman_screens::settings::{storage_note, Storage};
/// use shturman_words::Lang;
/// assert!(storage_note(Lang::En, Storage::Kept).contains("for good"));
/// ```
pub fn storage_note(lang: Lang, storage: Storage) -> &'static str {
    let w = words(lang);
    match storage {
        Storage::Checking => w.storage_checking,
        Storage::Kept => w.storage_kept,
        Storage::MayClear => w.storage_may_clear,
        Storage::Unknown => w.storage_unknown,
        Storage::Files => w.storage_files,
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettingsView {
    pub title: &'static str,
    pub language: &'static str,
    /// Each language named in itself.
    pub languages: Vec<Choice<Lang>>,
    pub screen: &'static str,
    pub wake_lock: Toggle,
    /// Why it helps, or that this platform cannot do it.
    pub wake_lock_note: &'static str,
    pub wake_lock_available: bool,
    pub theme: &'static str,
    pub theme_note: &'static str,
    pub storage: &'static str,
    pub about: &'static str,
}

/// The screen for the current language and screen-wake setting.
pub fn view(lang: Lang, wake_lock_on: bool, wake_lock_available: bool) -> SettingsView {
    let w = words(lang);
    SettingsView {
        title: w.title,
        language: w.language,
        languages: [(Lang::Ru, "ru", "Русский"), (Lang::En, "en", "English")]
            .into_iter()
            .map(|(l, code, name)| Choice::new(l, code, name, l == lang))
            .collect(),
        screen: w.screen,
        wake_lock: Toggle {
            label: w.wake_lock.to_string(),
            on: wake_lock_on && wake_lock_available,
        },
        wake_lock_note: if wake_lock_available {
            w.wake_lock_note
        } else {
            w.wake_lock_unavailable
        },
        wake_lock_available,
        theme: w.theme,
        theme_note: w.theme_note,
        storage: w.storage,
        about: w.about,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_switch_says_when_the_platform_cannot() {
        let v = view(Lang::Ru, true, false);
        assert!(!v.wake_lock.on);
        assert!(v.wake_lock_note.contains("не умеет"));
        let v = view(Lang::En, true, true);
        assert!(v.wake_lock.on);
        assert_eq!(v.languages.iter().filter(|c| c.selected).count(), 1);
    }

    #[test]
    fn every_storage_state_has_its_own_line_in_both_languages() {
        let all = [
            Storage::Checking,
            Storage::Kept,
            Storage::MayClear,
            Storage::Unknown,
            Storage::Files,
        ];
        for lang in [Lang::Ru, Lang::En] {
            let lines: std::collections::BTreeSet<_> =
                all.iter().map(|s| storage_note(lang, *s)).collect();
            assert_eq!(lines.len(), all.len());
        }
        assert!(storage_note(Lang::Ru, Storage::MayClear).contains("может удалить"));
        assert!(storage_note(Lang::Ru, Storage::Files).contains("диске"));
    }
}
