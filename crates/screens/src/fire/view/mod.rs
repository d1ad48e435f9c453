//! The fire helper as a component renders it: every text worded (from
//! `shturman_words::fire`), every number from the core. One file per
//! part of the screen, in the order the screen shows them: the shooter
//! and the target (`inputs`), the grid (`grid`), the tapped cell's answer
//! and who fires first (`answer`), the crossing of a line (`crossing`),
//! the plan and its partners (`plan`), the odds (`odds`), the dice
//! (`roll`) and what goes into the game (`record`); `parts` holds the
//! rows and words they share.

mod answer;
mod crossing;
mod grid;
mod inputs;
mod odds;
mod parts;
mod plan;
mod record;
mod roll;

pub use answer::{AnswerView, ShotView};
pub use crossing::CrossingView;
pub use grid::{CellView, GridView, PanView};
pub use inputs::{SetupView, TargetView};
pub use odds::{OddsView, ShareView};
pub use plan::{PartnerView, PlanView};
pub use record::RecordView;
pub use roll::RollPanel;

use super::{FireScreen, Notice, Section};
use crate::view::Why;
use shturman_words::Lang;
use shturman_words::fire::{Words, words};

/// The whole screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FireView {
    pub title: &'static str,
    pub setup: SetupView,
    pub grid: GridView,
    pub answer: AnswerView,
    /// Who fires, in order, with its rule (§4.6), right under the answer
    /// and its roll: the target's inputs decide it. Empty while the target
    /// crosses the line (§4.7 gives the order there) or no gun bears.
    pub order: Vec<Why>,
    /// "The target is crossing my line" (once a cell is tapped).
    pub crossing: Option<CrossingView>,
    /// The target, the plan, the odds and the dice: once a gun bears.
    pub target: Option<TargetView>,
    pub plan: Option<PlanView>,
    /// P(sunk) and the distributions: said once, under the plan.
    pub odds: Option<OddsView>,
    /// The roll of the plan, shown right under the answer.
    pub roll: Option<RollPanel>,
    /// For a ship of the open game: record the shots resolved.
    pub record: Option<RecordView>,
    /// An input refused, and where to say so.
    pub notice: Option<(Section, String)>,
}

impl FireScreen {
    /// The screen in the player's language.
    pub fn view(&self, lang: Lang) -> FireView {
        let w = words(lang);
        let shot = self.shot();
        let bears = matches!(shot, Some(Ok(_)));
        let plan = self.plan();
        FireView {
            title: w.title,
            setup: self.setup_view(lang),
            grid: self.grid_view(lang),
            answer: self.answer_view(lang, shot.as_ref()),
            order: if bears && self.crossing.is_none() {
                self.order(lang)
            } else {
                Vec::new()
            },
            crossing: self.cell.map(|_| self.crossing_view(lang)),
            target: bears.then(|| self.target_view(lang)),
            plan: bears.then(|| self.plan_view(lang, plan.as_ref())),
            odds: self.odds_view(lang, plan.as_ref()),
            roll: self.roll_panel(lang),
            record: self.record_view(lang),
            notice: self.notice.map(|n| (n.section(), notice_text(w, n))),
        }
    }
}

fn notice_text(w: &Words, n: Notice) -> String {
    match n {
        Notice::ShooterFromGame => w.notice_shooter_from_game.into(),
        Notice::TargetFromGame => w.notice_target_from_game.into(),
        Notice::TooManyShots { max } => (w.notice_too_many_shots)(max),
        Notice::BadFace(f) => (w.notice_bad_face)(f),
        Notice::NoDieWanted => w.notice_no_die.into(),
        Notice::Fort => w.notice_fort.into(),
        Notice::FortChasers { .. } => w.notice_fort_chasers.into(),
        Notice::TooManyShips { max } => (w.notice_too_many_ships)(max),
    }
}
