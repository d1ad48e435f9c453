//! For a ship of the open game: the shots resolved, as the actions the
//! game records, and why they cannot be recorded yet.

use crate::fire::FireScreen;
use shturman_words::Lang;
use shturman_words::fire::words;

#[derive(Clone, Debug, PartialEq)]
pub struct RecordView {
    pub label: &'static str,
    /// What the confirmation says will be recorded.
    pub summary: String,
    pub actions: Vec<shturman_game::Action>,
}

impl Eq for RecordView {}

impl FireScreen {
    pub(super) fn record_view(&self, lang: Lang) -> Option<RecordView> {
        let w = words(lang);
        let tr = self.tracked.as_ref()?;
        let actions = self.actions()?;
        let summary = actions
            .iter()
            .map(|a| {
                (shturman_words::game_log::words(lang).action)(
                    &tr.names,
                    &shturman_game::ActionView::Full(a.clone()),
                )
            })
            .collect::<Vec<_>>()
            .join("; ");
        Some(RecordView {
            label: w.record,
            summary,
            actions,
        })
    }

    /// Why the shots cannot be recorded in the game (for a tracked ship).
    pub fn record_note(&self, lang: Lang) -> Option<&'static str> {
        let w = words(lang);
        self.tracked.as_ref()?;
        if self.plan().is_none_or(|p| p.is_err()) {
            return None;
        }
        if self.gathered() {
            Some(w.record_gathered)
        } else if self.target_game.is_none() {
            Some(w.record_pick_target)
        } else {
            None
        }
    }
}
