//! The `tools` words in English: [`super::EN`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::ToolsText;

pub(super) const WORDS: ToolsText = ToolsText {
    title: "Tools",
    admiral: "«Admiral»",
    move_title: "Movement planner",
    move_note: "Budget, forward/left/right steps, where the ship can get to",
    fire_title: "Fire helper",
    fire_note: "Fire lines, range, faces, odds and the outcome",
    roll_note: "Just a roll? Use the Roll tab below.",
};
