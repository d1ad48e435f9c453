//! `shturman macro <resolver>`: the «Цена Чести» macro-battle resolvers
//! (digest §M) as one JSON object each. This module runs each resolver: it
//! checks what clap cannot (every bad value is a [`CliError`] naming it),
//! calls `shturman_battles::macro_battle` and fills the JSON shapes. Every
//! resolver prints the exact odds; with `--faces` it also resolves the faces
//! rolled on real dice, with every step explained. The options are in
//! [`args`], the shapes in [`out`].

mod args;
mod out;

pub use args::MacroArgs;

use crate::args::{CliError, to_json};
use args::{
    ArtilleryArgs, CaptureArgs, Cells, CourierArgs, FaceList, FireArgs, Line as GunLine, MarchArgs,
    MeleeArgs, MovementArgs, PursuitArgs, ReadingArgs, Resolver, SaveArgs, TargetArg,
};
use out::{
    ArtilleryOut, CaptureOut, CourierOut, FireOut, MarchOut, MeleeOut, MovementOut, NoFireOut,
    OutcomeOut, PursuitOut, SaveOut,
};
use shturman_battles::macro_battle::artillery::{Gun, GunShot};
use shturman_battles::macro_battle::batteries::Batteries;
use shturman_battles::macro_battle::courier::{Courier, MAX_PURSUERS, Pursuit};
use shturman_battles::macro_battle::fire::{Between, FireTarget, Line, Shooter, ShotSetup};
use shturman_battles::macro_battle::march::{Marcher, march};
use shturman_battles::macro_battle::melee::{Fighter, Ground, Melee, MeleeError};
use shturman_battles::macro_battle::movement::{self, MovementDice, OfficerState};
use shturman_battles::macro_battle::officer::{self, SaveSetup};
use shturman_battles::macro_battle::{MacroError, Options, Piece, Reading, Side, Terrain};
use shturman_rules::dice::{DiceError, ScriptedDice};
use std::collections::BTreeMap;

pub fn run(a: &MacroArgs) -> Result<String, CliError> {
    match &a.resolver {
        Resolver::Movement(x) => run_movement(x),
        Resolver::Fire(x) => run_fire(x),
        Resolver::Artillery(x) => run_artillery(x),
        Resolver::Melee(x) => run_melee(x),
        Resolver::Save(x) => run_save(x),
        Resolver::Capture(x) => run_capture(x),
        Resolver::Courier(x) => run_courier(x),
        Resolver::March(x) => run_march(x),
        Resolver::Pursuit(x) => run_pursuit(x),
    }
}

/// The table's readings from `--m2` … `--m16`.
fn readings(a: &ReadingArgs) -> Result<Options, CliError> {
    let given = [
        (Reading::M2MovementDice, &a.m2),
        (Reading::M4GunCell, &a.m4),
        (Reading::M7OfficerRange, &a.m7),
        (Reading::M8OfficerBonus, &a.m8),
        (Reading::M9Mountains, &a.m9),
        (Reading::M10Gates, &a.m10),
        (Reading::M12DoubleOne, &a.m12),
        (Reading::M13Pursuit, &a.m13),
        (Reading::M16Walls, &a.m16),
    ];
    let mut o = Options::default();
    for (r, v) in given {
        if let Some(v) = v {
            o.set(r, v).map_err(|_| {
                CliError::new(format!(
                    "bad --m{} {v:?}: {} options are {}",
                    &r.id()[2..],
                    r.id(),
                    r.options().join(", ").replace('_', "-")
                ))
            })?;
        }
    }
    Ok(o)
}

fn readings_out(o: &Options) -> BTreeMap<&'static str, &'static str> {
    Reading::ALL
        .into_iter()
        .map(|r| (r.id(), o.get(r)))
        .collect()
}

/// A resolver's error on entered faces or input, as one line.
fn resolve_error(e: MacroError, faces: &str) -> CliError {
    match e {
        MacroError::Dice(DiceError::RanOut { used }) => CliError::new(format!(
            "bad --faces {faces:?}: more dice are needed (ran out after {used})"
        )),
        MacroError::Dice(DiceError::BadFace { face }) => {
            CliError::new(format!("bad --faces {faces:?}: face {face} is not 1 to 6"))
        }
        other => CliError::new(other.to_string()),
    }
}

/// Resolve `--faces`, if given, with `f`; faces left over are a typing
/// mistake.
fn resolved<T>(
    faces: &Option<FaceList>,
    f: impl FnOnce(&mut ScriptedDice) -> Result<T, MacroError>,
) -> Result<Option<T>, CliError> {
    let Some((mut dice, raw)) = dice(faces)? else {
        return Ok(None);
    };
    let r = f(&mut dice).map_err(|e| resolve_error(e, raw))?;
    all_used(&dice, raw)?;
    Ok(Some(r))
}

/// `--faces`, if given, as the dice to resolve with and the faces as typed.
fn dice(faces: &Option<FaceList>) -> Result<Option<(ScriptedDice, &str)>, CliError> {
    let Some(f) = faces else {
        return Ok(None);
    };
    let dice = ScriptedDice::new(f.faces.iter().copied()).map_err(|_| {
        CliError::new(format!(
            "bad --faces {:?}: faces are 1 to 6, comma separated",
            f.raw
        ))
    })?;
    Ok(Some((dice, &f.raw)))
}

/// Faces left over after resolving are a typing mistake.
fn all_used(dice: &ScriptedDice, faces: &str) -> Result<(), CliError> {
    if dice.remaining().is_empty() {
        Ok(())
    } else {
        Err(CliError::new(format!(
            "bad --faces {faces:?}: {} more than the dice rolled ({})",
            dice.remaining().len(),
            dice.used()
        )))
    }
}

// ---------------------------------------------------------------------------
// movement

fn run_movement(a: &MovementArgs) -> Result<String, CliError> {
    let o = readings(&a.readings)?;
    let mut officers = Vec::new();
    // clap checks each count against MAX_OFFICERS.
    for (n, state) in [
        (a.officers, OfficerState::InBattle),
        (a.wounded, OfficerState::Wounded),
        (a.not_placed, OfficerState::NotYetPlaced),
        (a.left, OfficerState::LeftBattle),
    ] {
        officers.extend(std::iter::repeat_n(state, n.unwrap_or(0) as usize));
    }
    let side =
        MovementDice::new(officers).map_err(|e| CliError::new(format!("bad officers: {e}")))?;
    let odds = side.odds(&o).map_err(|e| CliError::new(e.to_string()))?;
    let result = resolved(&a.faces, |dice| side.resolve(&o, dice))?;
    to_json(&MovementOut {
        dice: odds.dice,
        owners: odds.owners,
        total: odds.total,
        pool: odds.pool.code(),
        steps: odds.steps,
        readings: readings_out(&o),
        table: a.table.then(movement::table),
        result,
    })
}

// ---------------------------------------------------------------------------
// fire

fn run_fire(a: &FireArgs) -> Result<String, CliError> {
    let o = readings(&a.readings)?;
    let shooter = Shooter::of(a.shooter)
        .map_err(|e| CliError::new(format!("bad --shooter {:?}: {e}", piece_code(a.shooter))))?;
    let distance = a.distance;
    let from = a.from.unwrap_or(Terrain::Open);
    let target_on = a.target_on.unwrap_or(Terrain::Open);
    let mounted = !a.target_on_foot;
    let target = match a.target {
        TargetArg::Unit => FireTarget::Unit,
        TargetArg::Officer => FireTarget::Officer {
            with_unit: false,
            mounted,
        },
        TargetArg::OfficerWithUnit => FireTarget::Officer {
            with_unit: true,
            mounted,
        },
        TargetArg::Gates => FireTarget::Gates,
    };
    if a.target_on_foot && !matches!(target, FireTarget::Officer { .. }) {
        return Err(CliError::new(
            "bad --target-on-foot: only an officer target is on foot or mounted",
        ));
    }
    let between = match &a.between {
        None => vec![Between::default(); usize::from(distance.saturating_sub(1))],
        Some(Cells(cells)) => cells.clone(),
    };
    let setup = ShotSetup {
        shooter,
        from,
        line: if a.diagonal {
            Line::Diagonal
        } else {
            Line::Straight
        },
        distance,
        between,
        target,
        target_on,
    };
    let odds = match setup.odds(&o) {
        Ok(odds) => odds,
        Err(MacroError::NoShot(reason)) => {
            return to_json(&NoFireOut {
                allowed: false,
                reason,
            });
        }
        Err(e) => return Err(CliError::new(e.to_string())),
    };
    let field = a.field.into();
    let result = resolved(&a.faces, |dice| setup.resolve(&o, field, dice))?;
    to_json(&FireOut {
        allowed: true,
        dice: odds.dice,
        hits_from: odds.hits_from,
        hit: odds.hit,
        outcomes: odds.outcomes,
        steps: odds.steps,
        readings: readings_out(&o),
        result,
    })
}

// ---------------------------------------------------------------------------
// artillery

fn run_artillery(a: &ArtilleryArgs) -> Result<String, CliError> {
    let o = readings(&a.readings)?;
    let gun = Gun::from(a.gun);
    let aim = a.aim;
    let turn = a.turns.unwrap_or(1);
    if gun != Gun::Field {
        for (name, given) in [
            ("aim", a.aim.is_some()),
            ("turns", a.turns.is_some()),
            ("shift", a.shift.is_some()),
        ] {
            if given {
                return Err(CliError::new(format!(
                    "bad --{name}: only a field gun aims and shifts (this is a {} gun)",
                    gun.code()
                )));
            }
        }
    }
    let shot = GunShot {
        gun,
        from: a.from.unwrap_or(Terrain::Open),
        diagonal: a.diagonal,
        turned_this_turn: a.turned,
        moved_this_turn: a.moved,
        turn,
        pass_over_first: a.over,
        line: a.line.clone().map_or_else(Vec::new, |GunLine(l)| l),
    };
    let odds = shot
        .odds(&o, aim)
        .map_err(|e| CliError::new(e.to_string()))?;
    // clap checks -2..=2 and refuses --shift without --faces.
    let shift = a.shift;
    let result = match dice(&a.faces)? {
        None => None,
        Some((mut dice, raw)) => {
            let r = match shift {
                None => shot.resolve(&o, aim, &mut dice),
                Some(s) => {
                    let fs: Vec<u8> = dice.remaining().to_vec();
                    if fs.len() != usize::from(gun.dice()) {
                        return Err(CliError::new(format!(
                            "bad --faces {raw:?}: a {} gun rolls {} dice",
                            gun.code(),
                            gun.dice()
                        )));
                    }
                    shot.settle(&o, &fs, s)
                }
            }
            .map_err(|e| match e {
                MacroError::BadShift(b) => {
                    CliError::new(format!("bad --shift {}: {b}", shift.unwrap_or(0)))
                }
                other => resolve_error(other, raw),
            })?;
            if shift.is_none() {
                all_used(&dice, raw)?;
            }
            Some(r)
        }
    };
    to_json(&ArtilleryOut {
        gun,
        dice: odds.dice,
        explodes: odds.explodes,
        miss: odds.miss,
        cells: odds.cells,
        cells_hit: odds.cells_hit,
        allowed_shift: odds.allowed_shift,
        aim: odds.aim,
        aim_hit: odds.aim_hit,
        readings: readings_out(&o),
        result,
    })
}

// ---------------------------------------------------------------------------
// melee

/// A melee side from its piece, an officer on its cell, and the gates'
/// bonus (the defender's).
fn fighter(
    piece: Piece,
    side: &str,
    officer: bool,
    gates_bonus: Option<i8>,
) -> Result<Fighter, CliError> {
    let f = match piece {
        Piece::Officer { mounted } => Fighter::Officer { mounted },
        Piece::Gates if side == "defender" => Fighter::Gates {
            bonus: gates_bonus.unwrap_or(0),
        },
        Piece::Gates => {
            return Err(CliError::new(
                "bad --attacker \"gates\": the gates only defend",
            ));
        }
        Piece::Unit(kind) => Fighter::Unit { kind, officer },
    };
    if officer && !matches!(f, Fighter::Unit { .. }) {
        return Err(CliError::new(format!(
            "bad --{side}-officer: an officer stands with a unit, not with {:?}",
            piece_code(piece)
        )));
    }
    Ok(f)
}

/// A piece as the command line spells it.
fn piece_code(p: Piece) -> String {
    match p {
        Piece::Officer { mounted: true } => "officer".into(),
        Piece::Officer { mounted: false } => "officer-on-foot".into(),
        Piece::Gates => "gates".into(),
        Piece::Unit(k) => k.code().replace('_', "-"),
    }
}

fn run_melee(a: &MeleeArgs) -> Result<String, CliError> {
    let o = readings(&a.readings)?;
    // clap checks -6..=6.
    let gates_bonus = a.gates_bonus;
    let attacker = fighter(a.attacker, "attacker", a.attacker_officer, None)?;
    let defender = fighter(a.defender, "defender", a.defender_officer, gates_bonus)?;
    if gates_bonus.is_some() && !matches!(defender, Fighter::Gates { .. }) {
        return Err(CliError::new(
            "bad --gates-bonus: only with --defender gates",
        ));
    }
    let ground = Ground {
        attacker: a.attacker_cell.unwrap_or_default(),
        defender: match (a.defender_cell, a.into_mountains, defender) {
            (Some(cell), _, _) => cell,
            (None, true, _) => Terrain::Mountain,
            (None, false, Fighter::Gates { .. }) => Terrain::Gate,
            (None, false, _) => Terrain::Open,
        },
        troops_on_gates: a.troops_on_gates,
    };
    let m = Melee::on(attacker, defender, ground).map_err(|e| {
        let what = match e {
            MeleeError::GatesDoNotAttack => "--attacker",
            MeleeError::WallOnlyFromLadderTowerOrWall { .. }
            | MeleeError::TowerOnlyFromLadderTowerWallOrGate { .. } => "--attacker-cell",
            MeleeError::GatesHeld => "--troops-on-gates",
            MeleeError::Misplaced {
                side: Side::Attacker,
                ..
            } => "--attacker-cell",
            MeleeError::Misplaced {
                side: Side::Defender,
                ..
            } => "--defender-cell",
            MeleeError::GatesOffTheirCell { .. } | MeleeError::MayNotAttackIntoMountains { .. }
                if a.into_mountains =>
            {
                "--into-mountains"
            }
            MeleeError::GatesOffTheirCell { .. }
            | MeleeError::MayNotAttackIntoMountains { .. }
            | MeleeError::GatesBonusNeedsEnteredReading { .. } => "--defender-cell",
        };
        CliError::new(format!("bad {what}: {e}"))
    })?;
    let odds = m.odds(&o).map_err(|e| match e {
        MacroError::Melee(MeleeError::GatesBonusNeedsEnteredReading { bonus }) => CliError::new(
            format!("bad --gates-bonus {bonus}: the gates defend with d6 + 0 unless --m10 entered"),
        ),
        // the option the mountain came from: the flag, or the cell named
        // (issue 46 #9: `--defender-cell mountain` was refused as a bad
        // `--into-mountains`, an option never given)
        MacroError::Melee(err @ MeleeError::MayNotAttackIntoMountains { .. }) => {
            let what = if a.into_mountains {
                "--into-mountains"
            } else {
                "--defender-cell mountain"
            };
            CliError::new(format!("bad {what}: {err}"))
        }
        other => CliError::new(other.to_string()),
    })?;
    let field = a.field.into();
    let result = resolved(&a.faces, |dice| m.resolve(&o, field, dice))?;
    let mut steps = odds.attacker.steps.clone();
    steps.extend(odds.defender.steps.iter().cloned());
    to_json(&MeleeOut {
        attacker_wins: odds.attacker_wins,
        defender_wins: odds.defender_wins,
        tie: odds.tie,
        attacker,
        defender,
        ground,
        attacker_dice: odds.attacker.dice,
        defender_dice: odds.defender.dice,
        attacker_bonus: odds.attacker.bonus,
        defender_bonus: odds.defender.bonus,
        attacker_total: odds.attacker_total,
        defender_total: odds.defender_total,
        outcomes: odds
            .outcomes
            .iter()
            .map(|s| OutcomeOut {
                winner: s.value.winner,
                tie: s.value.tie,
                loser: s.value.loser,
                probability: s.probability,
            })
            .collect(),
        steps,
        readings: readings_out(&o),
        result,
    })
}

// ---------------------------------------------------------------------------
// save, capture

fn run_save(a: &SaveArgs) -> Result<String, CliError> {
    let setup = SaveSetup {
        mounted: !a.on_foot,
        field: a.field.into(),
    };
    let t = officer::save_odds();
    let result = resolved(&a.faces, |dice| officer::resolve_save(setup, dice))?;
    // clap checks the face is 1 to 6.
    let horse = match a.horse_face {
        None => None,
        Some(f) => {
            if !setup.mounted {
                return Err(CliError::new(
                    "bad --horse-face: an officer on foot has no horse to roll for",
                ));
            }
            let mut d = ScriptedDice::new([f]).map_err(|_| CliError::new("bad --horse-face"))?;
            Some(officer::resolve_horse(&mut d).map_err(|e| CliError::new(e.to_string()))?)
        }
    };
    to_json(&SaveOut {
        saved: t.probability_of(&officer::SaveOutcome::Saved),
        wounded: t.probability_of(&officer::SaveOutcome::Wounded),
        horse_survives: officer::horse_odds(),
        result,
        horse,
    })
}

fn run_capture(a: &CaptureArgs) -> Result<String, CliError> {
    let n = a.batteries;
    let b = Batteries::new(n).map_err(|e| CliError::new(format!("bad --batteries {n}: {e}")))?;
    let odds = b.odds().map_err(|e| CliError::new(e.to_string()))?;
    let result = resolved(&a.faces, |dice| b.resolve(dice))?;
    to_json(&CaptureOut {
        batteries: n,
        each: odds.each,
        at_least_one: odds.at_least_one,
        captured: odds.captured,
        result,
    })
}

// ---------------------------------------------------------------------------
// courier, pursuit

fn run_courier(a: &CourierArgs) -> Result<String, CliError> {
    let o = readings(&a.readings)?;
    let units = a.units;
    let c = Courier { units };
    let odds = c
        .odds(&o)
        .map_err(|e| CliError::new(format!("bad --units {units}: {e}")))?;
    let result = resolved(&a.faces, |dice| c.resolve(&o, dice))?;
    to_json(&CourierOut {
        units,
        dice: odds.dice,
        unseen: odds.unseen,
        spotted: odds.spotted,
        captured: odds.captured,
        reading: odds.reading,
        readings: readings_out(&o),
        result,
    })
}

fn run_pursuit(a: &PursuitArgs) -> Result<String, CliError> {
    let o = readings(&a.readings)?;
    let k = a.cavalry;
    let p = Pursuit::new(k)
        .map_err(|_| CliError::new(format!("bad --cavalry {k}: from 1 to {MAX_PURSUERS} units")))?;
    let odds = p.odds(&o).map_err(|e| CliError::new(e.to_string()))?;
    let result = resolved(&a.faces, |dice| p.resolve(&o, dice))?;
    to_json(&PursuitOut {
        cavalry: k,
        courier_dice: odds.courier_dice,
        pursuer_dice: odds.pursuer_dice,
        escapes: odds.escapes,
        caught: odds.caught,
        rule: odds.rule.code(),
        against: odds.against,
        readings: readings_out(&o),
        result,
    })
}

// ---------------------------------------------------------------------------
// march

fn run_march(a: &MarchArgs) -> Result<String, CliError> {
    let troops: Vec<Marcher> = a.troops.iter().map(|&t| t.into()).collect();
    let m = march(&troops).map_err(|e| CliError::new(format!("bad --troops: {e}")))?;
    to_json(&MarchOut {
        troops,
        slowest: m.slowest,
        minutes: m.minutes,
        border_after_seconds: m.border_after_seconds,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn readings_from_flags() {
        let a = ReadingArgs {
            m4: Some("own_cell_0".into()),
            m13: Some("beat-sum".into()),
            ..ReadingArgs::default()
        };
        let o = readings(&a).unwrap();
        assert_eq!(o.get(Reading::M13Pursuit), "beat_sum");
        assert_eq!(o.get(Reading::M4GunCell), "own_cell_0");
        assert_eq!(
            o.get(Reading::M2MovementDice),
            Options::default().get(Reading::M2MovementDice)
        );
        let a = ReadingArgs {
            m13: Some("fly".into()),
            ..ReadingArgs::default()
        };
        let e = readings(&a).unwrap_err();
        assert!(e.0.contains("--m13") && e.0.contains("beat-highest"), "{e}");
    }
}
