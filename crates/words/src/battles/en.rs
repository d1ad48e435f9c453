//! The `battles` words in English: [`super::EN`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::Words;
use crate::Lang;
use crate::plural::{DICE, HITS};

pub(super) const WORDS: Words = Words {
    attacker: "Attacker",
    defender: "Defender",
    odds: "Odds before the roll",
    charts: "Distribution",
    outcomes: "Every outcome",
    counting: "How the dice are counted",
    readings: "Readings this answer relies on",
    dice_line: |pools| {
        let parts: Vec<String> = pools
            .iter()
            .map(|(who, n)| format!("{who}: {}", DICE.count(Lang::En, i64::from(*n))))
            .collect();
        format!("Roll · {}", parts.join(" · "))
    },
    roll: |n, all| {
        if all {
            format!("Roll {}", DICE.count(Lang::En, i64::from(n)))
        } else {
            format!("Roll the other {}", DICE.count(Lang::En, i64::from(n)))
        }
    },
    hint: "or tap the faces of real dice, one by one",
    back: "Erase a face",
    clear: "Erase all",
    result: "Result",
    steps: "Step by step",
    close: "Hide",
    again: "New roll",
    slot_label: |pool, i, face, hit| match face {
        None => format!("{pool}, die no. {i}: empty"),
        Some(f) => format!(
            "{pool}, die no. {i}: {f}{}",
            if hit { " — hit" } else { "" }
        ),
    },
    key_label: |f| format!("Rolled {f}"),
    hits: |n| HITS.count(Lang::En, i64::from(n)),
    none: "none",
    rules_title: "Other games",
    rules_intro: "The rules the resolvers of the other games apply, and the readings their texts leave open: the table's choice holds on every screen of the game; the default is the first option.",
    rules_readings: "Readings",
    rules_settled: "Readings the app has taken",
    default_option: |o| format!("{o} (default)"),
};
