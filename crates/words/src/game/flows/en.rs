//! The `game::flows` words in English: [`super::EN`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::Words;
use crate::Lang;
use crate::plural::{POINTS, SHOTS};

pub(super) const WORDS: Words = Words {
    salvo_title: "Salvo of several ships",
    target: "Target",
    ships: "Ships in the salvo",
    broadside: "broadside",
    chaser: "bow / stern chaser",
    salvo_faces: |n, faces| {
        format!(
            "Salvo: {}, hitting on {faces}",
            SHOTS.count(Lang::En, i64::from(n))
        )
    },
    worst: |ship| format!("by the worst part: {ship}"),
    target_dropped: "Target does not help a salvo of several ships: face 2 does not count",
    critical_yes: "every ship spends its last shot: a hit rolls a critical",
    critical_no: "not every ship spends its last shot: no critical",
    roll_hit: "Tap the face rolled",
    roll_critical: "A hit! The critical die:",
    hit: "hit",
    miss: "miss",
    damage: |part, added, now, of| format!("{part} +{added} ({now} of {of})"),
    sunk: "sunk",
    record: "Record the salvo",
    again: "Again",
    boarding_title: "Boarding",
    side: "Where the boarder lies, seen from the defender",
    defender_fires: |gun| format!("The defender fires first: {gun}"),
    defender_cannot: |why| {
        format!(
            "The defender cannot fire — {}",
            crate::plural::lower_first(why)
        )
    },
    fort: "Forts neither board nor are boarded",
    points: |a, d| {
        format!(
            "Boarding points: {} against {}",
            POINTS.count(Lang::En, i64::from(a)),
            POINTS.count(Lang::En, i64::from(d))
        )
    },
    berserk: "Berserk: +1 point (card face up)",
    attacker_won: "The boarder won",
    defender_won: "The defender won",
    no_targets: "No ship to board",
};
