//! The small view types every screen is built of: what a component renders,
//! already worded in the player's language. Components take these and send
//! events back; they never look at the core's types themselves.

/// One option of a small choice (a segmented control, a chip row).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice<T> {
    pub value: T,
    /// A stable name for tests and anchors ("brig", "point_blank").
    pub code: &'static str,
    pub label: String,
    pub selected: bool,
    pub enabled: bool,
}

impl<T> Choice<T> {
    pub fn new(
        value: T,
        code: &'static str,
        label: impl Into<String>,
        selected: bool,
    ) -> Choice<T> {
        Choice {
            value,
            code,
            label: label.into(),
            selected,
            enabled: true,
        }
    }

    pub fn enabled(mut self, enabled: bool) -> Choice<T> {
        self.enabled = enabled;
        self
    }
}

/// A whole number the player sets with − and +.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stepper {
    pub label: String,
    pub value: u8,
    pub min: u8,
    pub max: u8,
}

/// An on/off switch.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Toggle {
    pub label: String,
    pub on: bool,
}

/// How a result should look.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tone {
    /// A hit, a success.
    Good,
    /// A miss, a failure.
    Bad,
    /// A sinking, a critical: the table should look up.
    Alert,
    Plain,
}

/// One line of an explanation: what happened and the rule it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Why {
    pub text: String,
    /// The rules section ("4.4"), linked to the rules screen.
    pub section: Option<String>,
    /// The assumption relied on ("A-5"), linked too.
    pub assumption: Option<&'static str>,
}

impl Why {
    pub fn new(text: impl Into<String>, section: Option<&str>) -> Why {
        Why {
            text: text.into(),
            section: section.map(str::to_string),
            assumption: None,
        }
    }
}

/// One face of a d6 as a die row shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DieFace {
    pub face: u8,
    /// This face hits (or, for a critical die, sinks).
    pub hit: bool,
    /// The face the player rolled or tapped.
    pub chosen: bool,
    /// What a screen reader says: "3 — hit".
    pub label: String,
}

impl DieFace {
    /// The six faces of a die to tap, labelled by their numbers: those in
    /// `hits` marked, `chosen` outlined.
    pub fn six(hits: shturman_rules::fire::FaceSet, chosen: Option<u8>) -> Vec<DieFace> {
        (1..=6)
            .map(|f| DieFace {
                face: f,
                hit: hits.contains(f),
                chosen: chosen == Some(f),
                label: f.to_string(),
            })
            .collect()
    }
}
