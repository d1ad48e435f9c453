//! The fire helper's words in English: [`super::EN`] and its helpers (`mod.rs` holds
//! the struct they fill).

use super::{CellKind, Words, cap, cell_text, count, n64};
use crate::plural::{ATTACKS, CELLS, DAMAGE, SHIPS, SHOTS};
use crate::terms::{band_name, gun_name, heading_arrow, heading_name};
use crate::{Lang, grid};
use shturman_rules::Offset;
use shturman_rules::attack::{Aim, FireError};
use shturman_rules::fire::{Band, Gun};
use shturman_rules::odds::OddsError;

pub(super) fn cell_label(at: Offset, k: CellKind, gun: Option<Gun>) -> String {
    let lang = Lang::En;
    let g = grid::words(lang);
    let head = format!("{} {}", g.cell, (g.offset)(at));
    let what = match (k, gun) {
        (CellKind::Ship(Some(h)), _) => format!("{}, {}", "the shooter", heading_name(lang, h)),
        (CellKind::Ship(None), _) => "the fort".to_string(),
        (CellKind::Band(b), Some(g)) => format!(
            "{}, {}, {}",
            gun_name(lang, g),
            band_name(lang, b),
            CELLS.count(lang, i64::from(at.chebyshev()))
        ),
        (CellKind::Band(b), None) => band_name(lang, b).to_string(),
        (CellKind::Dead, _) => "dead zone: no gun".to_string(),
        (CellKind::OffLine, _) => "off the fire lines".to_string(),
        (CellKind::OutOfRange, _) => "out of range".to_string(),
    };
    format!("{head}: {what}")
}

pub(super) fn list(ships: &[usize]) -> String {
    ships
        .iter()
        .map(|&k| match k {
            1 => "you".to_string(),
            k => format!("ship {k}"),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Why a plan of shots cannot be made (§4.5), in the player's words.
pub(super) fn fire_error(e: FireError) -> String {
    let lang = Lang::En;
    match e {
        FireError::ZeroShots => "at least one shot is needed".into(),
        FireError::NotEnoughShots { shots, shots_left } => {
            format!(
                "the plan has {}, but {} left (§4.5)",
                SHOTS.count(lang, i64::from(shots)),
                SHOTS.count(lang, i64::from(shots_left))
            )
        }
        FireError::ChaserFiresOneShot { .. } => {
            "bow and stern chasers fire one shot a round (§4.5)".into()
        }
        FireError::NotASingleShot { .. } => "a single shot spends one marker".into(),
        FireError::TooManyShots => "too many shots in the salvo".into(),
        FireError::EmptySalvo => "the salvo has no ships".into(),
        FireError::ZeroStrength => "the target has strength 0".into(),
        FireError::Sunk { .. } | FireError::TargetSunk => "the target has already sunk".into(),
        FireError::ChaserSpent => "the chaser shot of this round is already fired (§4.5)".into(),
    }
}

/// Why the odds of a plan cannot be counted.
pub(super) fn odds_error(e: OddsError) -> String {
    let lang = Lang::En;
    match e {
        OddsError::TooManyAttacks { attacks, max } => format!(
            "the plan is too long: {}, at most {max}",
            ATTACKS.count(lang, count(attacks))
        ),
        OddsError::Invalid { error, .. } => fire_error(error),
        OddsError::Overflow => "the numbers are too large to count exactly".into(),
    }
}

pub(super) const WORDS: Words = Words {
    title: "Fire helper",
    shooter: "Shooter",
    ship_summary: |class, heading, hull, strength, left, chaser| {
        let mut s = class.to_string();
        if let Some(h) = heading {
            s.push_str(&format!(
                " · {} {}",
                heading_arrow(h),
                heading_name(Lang::En, h)
            ));
        }
        s.push_str(&format!(" · damage {hull} of {strength}"));
        s.push_str(&format!(" · {} left", SHOTS.count(Lang::En, n64(left))));
        if chaser {
            s.push_str(" · chaser fired");
        }
        s
    },
    from_game: |name| format!("From the game: {name}"),
    heading: "Heading",
    hull_damage: "Hull damage",
    sail_damage: "Sail damage",
    captain: "Captain",
    no_captain: "none",
    shots_left: "Shots left",
    chaser_fired: "The chasers have fired this round",
    grid: "Fire lines around the shooter",
    cell_text,
    cell_label,
    legend_title: "Range",
    legend: |k| match k {
        CellKind::Band(Band::PointBlank) => "point blank",
        CellKind::Band(Band::Medium) => "medium",
        CellKind::Band(Band::Long) => "long",
        CellKind::Dead => "dead zone",
        CellKind::Ship(_) => "shooter",
        CellKind::OffLine => "off the lines",
        CellKind::OutOfRange => "out of range",
    },
    pan: "Pan the grid",
    pan_west: "Pan west",
    pan_north: "Pan north",
    pan_south: "Pan south",
    pan_east: "Pan east",
    pan_home: "Back to the shooter",
    tap_hint: "Tap the target's cell: the number in a cell is its distance.",
    headline: |g, b, d| format!("{} · {b} · {}", cap(g), CELLS.count(Lang::En, i64::from(d))),
    why: "How the faces came about",
    chance: "Chance to hit",
    order_attack: |n| format!("{n}. Your attack"),
    order_swift: |n, first, gun, d| {
        let d = CELLS.count(Lang::En, i64::from(d));
        if first {
            format!(
                "{n}. The target fires first — captain Swift: {gun}, {d}. That is its answer: no return fire after your attack"
            )
        } else {
            format!(
                "{n}. Right after you the target fires — captain Swift: {gun}, {d}. That is its answer"
            )
        }
    },
    swift_also: |k, gun, d| match k {
        0 => format!(
            "Swift may fire its other broadside too: {gun}, {}",
            CELLS.count(Lang::En, i64::from(d))
        ),
        k => format!(
            "Swift may fire its other broadside too — at ship {k}: {gun}, {}",
            CELLS.count(Lang::En, i64::from(d))
        ),
    },
    order_return: |n, gun, d| {
        format!(
            "{n}. The target's return fire — after the attack and the critical roll: {gun}, {}",
            CELLS.count(Lang::En, i64::from(d))
        )
    },
    no_answer: |swift, why| {
        if swift {
            format!("Swift will not answer — {why}")
        } else {
            format!("The target will not answer — {why}")
        }
    },
    salvo_answer: |ships| {
        if ships.is_empty() {
            "The target cannot answer the salvo: none of its ships is on its lines".into()
        } else {
            format!(
                "Against a salvo the target answers one ship of its choice: {}",
                list(ships)
            )
        }
    },
    crossing: "The target is crossing my line",
    cross_through: "passes the cell",
    cross_ends: "stops in the cell",
    cross_diagonal: "diagonally",
    cross_step: "The target's step from this cell",
    turned: "The target turned in that step",
    shooter_acted: "My turn this round is over",
    mover_fires: "The target opens fire itself",
    crossing_lines: |f| {
        let mut v = Vec::new();
        if f.mover_first {
            v.push("The target fires first, you answer".to_string());
        } else if f.shooter_may_fire {
            v.push("You fire first".to_string());
        } else if f.shooter_fires_in_own_turn {
            v.push("Not now: you fire at it in your own turn".to_string());
        } else {
            v.push("You may not open fire: your turn this round is over".to_string());
        }
        if f.shooter_may_fire && !f.mover_first {
            v.push(if f.mover_may_answer {
                "The target may answer".to_string()
            } else {
                "The target turned — it cannot answer".to_string()
            });
        }
        v.push(if f.mover_continues {
            "Then the target goes on with its move".to_string()
        } else {
            "The target ends its move in this cell".to_string()
        });
        v
    },
    beyond: |d, band| {
        format!(
            "The distance counts to the cell beyond the crossing: {}, {band}",
            CELLS.count(Lang::En, i64::from(d))
        )
    },
    no_crossing: "This step crosses none of the shooter's diagonal lines",
    target: "Target",
    other_target: "another",
    target_summary: |class, hull, strength, sails| match sails {
        Some((s, of)) => format!("{class} · hull {hull} of {strength} · sails {s} of {of}"),
        None => format!("{class} · hull {hull} of {strength}"),
    },
    target_heading: "Target's heading",
    target_shots_left: "Target's shots left",
    plan: "How to fire",
    mode_single: "One by one",
    mode_salvo: "Salvo",
    count: "My shots",
    chaser_once: "Bow and stern chasers: one shot a round",
    aim: "Aim",
    add_partner: "+ ship in the salvo",
    singles: |n, crit| match crit {
        Some(k) => format!(
            "One by one: {}, a roll for each; only shot {k}, the last of the round, rolls for a critical",
            SHOTS.count(Lang::En, count(n))
        ),
        None => format!(
            "One by one: {}, a roll for each; none is the last of the round — no critical",
            SHOTS.count(Lang::En, count(n))
        ),
    },
    salvo_part: |i, gun, faces, counted| {
        let who = if i == 1 {
            "You".to_string()
        } else {
            format!("Ship {i}")
        };
        if faces == counted {
            format!("{who}: {gun}, faces {faces}")
        } else {
            format!("{who}: {gun}, faces {faces} → in the salvo {counted}")
        }
    },
    target_dropped: "Target does not help a salvo of several ships: face 2 is dropped from every part (“the salvo's accuracy does not rise”)",
    salvo_worst: |k, faces, shots, crit| {
        let who = if k == 1 {
            "yours".to_string()
        } else {
            format!("ship {k}'s")
        };
        format!(
            "One roll on faces {faces} of the worst part ({who}); a hit deals {}; {}",
            DAMAGE.count(Lang::En, i64::from(shots)),
            if crit {
                "every ship spends its last shot — a critical roll"
            } else {
                "not every ship spends its last shot — no critical"
            }
        )
    },
    fire_error,
    odds_error,
    partner_cannot: |k, why| format!("Ship {k} cannot fire: {why}"),
    partner_title: |k, class| format!("Ship {k}: {class}"),
    partner_part: |gun, d, faces| {
        format!(
            "{gun}, {}: faces {faces}",
            CELLS.count(Lang::En, i64::from(d))
        )
    },
    partner_line: "Where the target is from it",
    distance: "Distance",
    partner_shots: "Shots in the salvo",
    remove: "Remove",
    odds: "Odds before rolling",
    sunk_odds: |p| format!("Target sunk: {p}"),
    critical_rule: |c| {
        if c {
            "a hit with the last shot rolls for a critical"
        } else {
            "no critical"
        }
    },
    hull_after: "The target's hull damage after these shots",
    sails_after: "The target's sail damage after these shots",
    assumption: |id| format!("Relies on assumption {id}"),
    critical_prompt: |aim| match aim {
        Aim::Hull => "Roll for a critical: a 6 sinks the target",
        Aim::Sails => "Roll for a critical: a 6 — all sails gone — dismasted",
    },
    roll_status: |k, of, crit| {
        format!(
            "Roll {k} of {of} · {}",
            if crit {
                "a hit rolls for a critical"
            } else {
                "no critical"
            }
        )
    },
    plan_done: |sunk| {
        if sunk {
            "The target has sunk: nothing left to roll"
        } else {
            "Every roll of the plan is made"
        }
    },
    roll: "Roll the die",
    roll_critical: "Roll for a critical",
    fire_no_roll: |all| {
        if all {
            "Fire — a hit, no roll"
        } else {
            "Fire — a miss, no roll"
        }
    },
    tap_die: "or tap the face rolled at the table",
    // the quick roll's words, but a ship on the table is dismasted
    dice: crate::roll::Dice {
        critical_six: |aim| match aim {
            Aim::Hull => "Critical: a 6 — the target sinks",
            Aim::Sails => "Critical: a 6 — all sails gone — dismasted",
        },
        ..crate::roll::EN.dice
    },
    sunk_by_damage: "The target sinks: its damage reached its strength",
    dismasted: "All sails gone — dismasted",
    target_now: |t, dismasted, fort| {
        let state = if t.sunk {
            "sunk"
        } else if dismasted {
            "dismasted"
        } else {
            "afloat"
        };
        if fort {
            format!("Target: hull {} of {} · {state}", t.hull_damage, t.strength)
        } else {
            format!(
                "Target: hull {} of {} · sails {} of {} · {state}",
                t.hull_damage, t.strength, t.sail_damage, t.fresh_straight
            )
        }
    },
    log: "Rolls",
    again: "Start over",
    face_label: |f, hit, critical| {
        let what = match (critical, hit) {
            (None, true) => "hit",
            (None, false) => "miss",
            (Some(Aim::Hull), true) => "sinks",
            (Some(Aim::Sails), true) => "all sails gone",
            (Some(_), false) => "no critical",
        };
        format!("{f} — {what}")
    },
    record: "Record in the game",
    record_gathered: "A salvo of several ships is recorded on the table screen",
    record_pick_target: "To record the shot in the game, pick the target among its ships",
    notice_shooter_from_game: "The shooter is a ship of the game: its values come from there",
    notice_target_from_game: "The target is a ship of the game: its values come from there (pick “another” to set your own)",
    notice_too_many_shots: |max| match max {
        0 => "These guns have no shots left".to_string(),
        1 => "No more: bow and stern chasers fire one shot a round".to_string(),
        m => format!("No more — at most {}", SHOTS.count(Lang::En, i64::from(m))),
    },
    notice_bad_face: |f| format!("A die has no face {f}: only 1–6"),
    notice_no_die: "No die is needed now",
    notice_fort: "A fort has no sails",
    notice_fort_chasers: "A fort has no bow or stern chasers",
    notice_too_many_ships: |m| {
        format!(
            "No more — at most {} besides yours",
            SHIPS.count(Lang::En, count(m))
        )
    },
};
