//! The fire helper's cell labels and refusals in English ([`super::Words`] holds them).

use super::count;
use super::CellKind;
use crate::grid;
use crate::plural::{ATTACKS, CELLS, SHOTS};
use crate::terms::{band_name, gun_name, heading_name};
use crate::Lang;
use shturman_rules::attack::FireError;
use shturman_rules::fire::Gun;
use shturman_rules::odds::OddsError;
use shturman_rules::Offset;

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
