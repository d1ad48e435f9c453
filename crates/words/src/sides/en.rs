//! Disputes and alliances at a live table, in English.

use super::Words;
use crate::Lang;

fn dice(d: &[u8]) -> String {
    let d: Vec<String> = d.iter().map(u8::to_string).collect();
    format!("Dice: {}", d.join(", "))
}

pub(super) static EN: Words = Words {
    against_title: "Entries against your ships",
    disputes_title: "Disputes: the host decides",
    entry: |n, i, by| match by {
        Some(p) => format!("#{i} · {}", n.player(Lang::En, p)),
        None => format!("#{i}"),
    },
    dice,
    no_dice: "No dice recorded",
    boarding_no_dice: "Boarding: the players enter the outcome; no dice are recorded",
    dispute: "Dispute",
    open: "Disputed — waiting for the host",
    dismissed: "The host let the entry stand",
    undone: "The host undid the entry",
    disputes: |n, p| format!("{} disputes", n.player(Lang::En, p)),
    undo: |i, after| match after {
        0 => format!("Undo entry #{i}"),
        k => format!("Undo entry #{i} and all after it ({k} more)"),
    },
    dismiss: "Let it stand",
    alliances_title: "Alliances",
    offer: |n, p| format!("Offer an alliance: {}", n.player(Lang::En, p)),
    accept: |n, p| format!("Accept the alliance: {}", n.player(Lang::En, p)),
    offered: |n, p| {
        format!(
            "Alliance offered: {} — waiting for an answer",
            n.player(Lang::En, p)
        )
    },
    ally: |n, p| format!("Ally: {}", n.player(Lang::En, p)),
    set: |n, a, b| {
        format!(
            "Make allies: {} and {}",
            n.player(Lang::En, a),
            n.player(Lang::En, b)
        )
    },
};
