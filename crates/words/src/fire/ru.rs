//! The fire helper's cell labels and refusals in Russian ([`super::Words`] holds them).

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
    let lang = Lang::Ru;
    let g = grid::words(lang);
    let head = format!("{} {}", g.cell, (g.offset)(at));
    let what = match (k, gun) {
        (CellKind::Ship(Some(h)), _) => format!("{}, {}", "стреляющий", heading_name(lang, h)),
        (CellKind::Ship(None), _) => "форт".to_string(),
        (CellKind::Band(b), Some(g)) => format!(
            "{}, {}, {}",
            gun_name(lang, g),
            band_name(lang, b),
            CELLS.count(lang, i64::from(at.chebyshev()))
        ),
        (CellKind::Band(b), None) => band_name(lang, b).to_string(),
        (CellKind::Dead, _) => "мёртвая зона: ни одно орудие".to_string(),
        (CellKind::OffLine, _) => "вне линий огня".to_string(),
        (CellKind::OutOfRange, _) => "вне дальности".to_string(),
    };
    format!("{head}: {what}")
}

pub(super) fn list(ships: &[usize]) -> String {
    ships
        .iter()
        .map(|&k| match k {
            1 => "вам".to_string(),
            k => format!("кораблю {k}"),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Why a plan of shots cannot be made (§4.5), in the player's words.
pub(super) fn fire_error(e: FireError) -> String {
    let lang = Lang::Ru;
    match e {
        FireError::ZeroShots => "нужен хотя бы один выстрел".into(),
        FireError::NotEnoughShots { shots, shots_left } => {
            format!(
                "в плане {}, а осталось {} (§4.5)",
                SHOTS.count(lang, i64::from(shots)),
                SHOTS.count(lang, i64::from(shots_left))
            )
        }
        FireError::ChaserFiresOneShot { .. } => {
            "курсовые и ретирадные стреляют одним выстрелом за раунд (§4.5)".into()
        }
        FireError::NotASingleShot { .. } => "одиночный выстрел тратит один маркер".into(),
        FireError::TooManyShots => "слишком много выстрелов в залпе".into(),
        FireError::EmptySalvo => "в залпе нет кораблей".into(),
        FireError::ZeroStrength => "у цели прочность 0".into(),
        FireError::Sunk { .. } | FireError::TargetSunk => "цель уже потоплена".into(),
        FireError::ChaserSpent => {
            "выстрел курсовыми или ретирадными в этом раунде уже сделан (§4.5)".into()
        }
    }
}

/// Why the odds of a plan cannot be counted.
pub(super) fn odds_error(e: OddsError) -> String {
    let lang = Lang::Ru;
    match e {
        OddsError::TooManyAttacks { attacks, max } => format!(
            "слишком длинный план: {}, можно до {max}",
            ATTACKS.count(lang, count(attacks))
        ),
        OddsError::Invalid { error, .. } => fire_error(error),
        OddsError::Overflow => "числа слишком велики для точного счёта".into(),
    }
}
