//! Movement (digest M.1). This module owns the side's movement dice (how
//! many: one for the side and one per officer in the battle, placed and
//! unwounded; their exact total; the roll with its faces and total, pooled
//! or each officer's own [M-2]) and the movement costs table as data
//! ([`profile`], [`passage`], [`table`]) with a checked cost of a planned
//! move ([`points_needed`]).

use super::readings::{MovementDicePool, Options, Reading};
use super::steps::{Rule, Step};
use super::units::{Terrain, UnitKind};
use super::{MacroError, Share, dist_shares, fold_copies, roll};
use crate::Dist;
use shturman_rules::dice::DiceSource;

/// Most officers on one side: far more than a LARP side fields (each is a
/// player). The exact total of 31 dice takes well under a millisecond.
pub const MAX_OFFICERS: usize = 30;

/// Where an officer is, as far as his movement die goes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum OfficerState {
    /// In the battle, on the map, unwounded: he brings a die.
    #[default]
    InBattle,
    /// Wounded: "кубик офицера перестает участвовать в сражении".
    Wounded,
    /// With the saboteurs and not yet placed: "до выставления фигурки
    /// офицера на поле его кубик не участвует в игре".
    NotYetPlaced,
    /// Has left the battle.
    LeftBattle,
}

impl OfficerState {
    pub const ALL: [OfficerState; 4] = [
        OfficerState::InBattle,
        OfficerState::Wounded,
        OfficerState::NotYetPlaced,
        OfficerState::LeftBattle,
    ];

    pub const fn code(self) -> &'static str {
        match self {
            OfficerState::InBattle => "in_battle",
            OfficerState::Wounded => "wounded",
            OfficerState::NotYetPlaced => "not_yet_placed",
            OfficerState::LeftBattle => "left_battle",
        }
    }

    pub const fn brings_a_die(self) -> bool {
        match self {
            OfficerState::InBattle => true,
            OfficerState::Wounded | OfficerState::NotYetPlaced | OfficerState::LeftBattle => false,
        }
    }
}

/// A side's movement dice: one for the side, one per officer who brings
/// one.
///
/// ```
/// use shturman_battles::macro_battle::movement::{MovementDice, OfficerState};
/// use shturman_battles::macro_battle::Options;
/// let side = MovementDice::new(vec![OfficerState::InBattle, OfficerState::Wounded]).unwrap();
/// assert_eq!(side.dice(), 2);
/// let odds = side.odds(&Options::default()).unwrap();
/// assert_eq!(odds.total[5].value, 7);                  // 2d6 total of 7 …
/// assert_eq!(odds.total[5].probability.to_string(), "1/6");
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MovementDice {
    officers: Vec<OfficerState>,
}

/// Whose a movement die is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum DieOwner {
    /// The side's own die.
    Side,
    /// The officer at this place in the list entered.
    Officer(u8),
}

/// One movement die and its face.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MovementDie {
    pub owner: DieOwner,
    pub face: u8,
}

/// The odds before rolling.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MovementOdds {
    pub dice: u8,
    /// Who rolls each die, in rolling order.
    pub owners: Vec<DieOwner>,
    /// The exact distribution of the total of all the dice (the side's
    /// points when pooled [M-2]).
    pub total: Vec<Share<i32>>,
    /// Each die alone: 1..=6, 1/6 each (what an officer has under "own die").
    pub per_die: Vec<Share<i32>>,
    pub pool: MovementDicePool,
    pub steps: Vec<Step>,
}

/// The roll.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MovementRoll {
    pub faces: Vec<MovementDie>,
    pub total: u32,
    pub pool: MovementDicePool,
    pub steps: Vec<Step>,
}

impl MovementDice {
    /// The side with these officers (in the order the players list them).
    pub fn new(officers: Vec<OfficerState>) -> Result<MovementDice, MacroError> {
        if officers.len() > MAX_OFFICERS {
            return Err(MacroError::TooManyOfficers {
                officers: officers.len(),
                max: MAX_OFFICERS,
            });
        }
        Ok(MovementDice { officers })
    }

    /// A side with `n` officers, all in the battle.
    pub fn with_officers(n: usize) -> Result<MovementDice, MacroError> {
        if n > MAX_OFFICERS {
            return Err(MacroError::TooManyOfficers {
                officers: n,
                max: MAX_OFFICERS,
            });
        }
        MovementDice::new(vec![OfficerState::InBattle; n])
    }

    pub fn officers(&self) -> &[OfficerState] {
        &self.officers
    }

    /// The dice to roll: 1 + the officers who bring one.
    pub fn dice(&self) -> u8 {
        // ≤ 1 + MAX_OFFICERS, checked in `new`.
        1 + self.officers.iter().filter(|o| o.brings_a_die()).count() as u8
    }

    fn owners(&self) -> Vec<DieOwner> {
        let mut v = vec![DieOwner::Side];
        for (i, o) in self.officers.iter().enumerate() {
            if o.brings_a_die() {
                v.push(DieOwner::Officer(i as u8));
            }
        }
        v
    }

    fn steps(&self, faces: &[MovementDie], opts: &Options) -> Vec<Step> {
        let face_of = |owner: DieOwner| faces.iter().find(|d| d.owner == owner).map(|d| d.face);
        let mut steps = vec![Step::new(Rule::SideDie {
            face: face_of(DieOwner::Side),
        })];
        for (i, o) in self.officers.iter().enumerate() {
            let officer = i as u8;
            steps.push(Step::new(if o.brings_a_die() {
                Rule::OfficerDie {
                    officer,
                    face: face_of(DieOwner::Officer(officer)),
                }
            } else {
                Rule::OfficerNoDie { officer, state: *o }
            }));
        }
        let dice = self.dice();
        steps.push(match opts.movement_dice {
            MovementDicePool::Pooled => Step::read(
                Rule::PooledPoints {
                    dice,
                    total: (!faces.is_empty())
                        .then(|| faces.iter().map(|d| u32::from(d.face)).sum()),
                },
                Reading::M2MovementDice,
            ),
            MovementDicePool::OwnDie => Step::read(Rule::OwnDice { dice }, Reading::M2MovementDice),
        });
        steps
    }

    /// The dice and the exact distribution of their total.
    pub fn odds(&self, opts: &Options) -> Result<MovementOdds, MacroError> {
        let dice = self.dice();
        let total = fold_copies(&Dist::d6(), u32::from(dice), |a, b| a.add(b))?;
        Ok(MovementOdds {
            dice,
            owners: self.owners(),
            total: dist_shares(&total),
            per_die: dist_shares(&Dist::d6()),
            pool: opts.movement_dice,
            steps: self.steps(&[], opts),
        })
    }

    /// Roll the side's die first, then each officer's in list order.
    ///
    /// ```
    /// use shturman_battles::macro_battle::movement::MovementDice;
    /// use shturman_battles::macro_battle::Options;
    /// use shturman_rules::dice::ScriptedDice;
    /// let side = MovementDice::with_officers(2).unwrap();
    /// let r = side.resolve(&Options::default(), &mut ScriptedDice::new([3, 5, 6]).unwrap()).unwrap();
    /// assert_eq!(r.total, 14);
    /// ```
    pub fn resolve(
        &self,
        opts: &Options,
        dice: &mut dyn DiceSource,
    ) -> Result<MovementRoll, MacroError> {
        let mut faces = Vec::with_capacity(usize::from(self.dice()));
        for owner in self.owners() {
            faces.push(MovementDie {
                owner,
                face: roll(dice)?,
            });
        }
        let total = faces.iter().map(|d| u32::from(d.face)).sum();
        Ok(MovementRoll {
            steps: self.steps(&faces, opts),
            faces,
            total,
            pool: opts.movement_dice,
        })
    }
}

/// Who moves: the rows of the costs table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Mover {
    Infantry,
    Cavalry,
    /// "Офицер считается кавалерийским отрядом …"
    MountedOfficer,
    /// "… После этого он считается пешим отрядом".
    OfficerOnFoot,
    HorseArtillery,
    FieldArtillery,
    HeavyArtillery,
}

impl Mover {
    pub const ALL: [Mover; 7] = [
        Mover::Infantry,
        Mover::Cavalry,
        Mover::MountedOfficer,
        Mover::OfficerOnFoot,
        Mover::HorseArtillery,
        Mover::FieldArtillery,
        Mover::HeavyArtillery,
    ];

    pub const fn code(self) -> &'static str {
        match self {
            Mover::Infantry => "infantry",
            Mover::Cavalry => "cavalry",
            Mover::MountedOfficer => "mounted_officer",
            Mover::OfficerOnFoot => "officer_on_foot",
            Mover::HorseArtillery => "horse_artillery",
            Mover::FieldArtillery => "field_artillery",
            Mover::HeavyArtillery => "heavy_artillery",
        }
    }

    /// The row a kind of troops moves by.
    pub const fn of(kind: UnitKind) -> Mover {
        match kind {
            UnitKind::HorseArtillery => Mover::HorseArtillery,
            UnitKind::FieldArtillery => Mover::FieldArtillery,
            UnitKind::HeavyArtillery => Mover::HeavyArtillery,
            UnitKind::LightInfantry
            | UnitKind::RifleInfantry
            | UnitKind::HeavyInfantry
            | UnitKind::Saboteurs => Mover::Infantry,
            UnitKind::LightCavalry | UnitKind::RifleCavalry | UnitKind::HeavyCavalry => {
                Mover::Cavalry
            }
        }
    }
}

/// How fast a mover goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Pace {
    /// This many cells for one point of the dice.
    CellsPerPoint(u8),
    /// This many points for one cell.
    PointsPerCell(u8),
    /// Does not move at all.
    Immobile,
}

/// When a gun may fire after its movement phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum FireAfter {
    /// Troops move, then fire: no restriction.
    Always,
    /// Horse artillery: "Может стрелять сразу после движения или поворота".
    MoveOrTurn,
    /// Field artillery: "сразу после поворота (но не после движения)".
    TurnNotMove,
    /// Heavy artillery: "не может стрелять и поворачиваться в один и тот же ход".
    NotAfterTurn,
}

/// One row of the movement costs table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MoveProfile {
    pub mover: Mover,
    pub pace: Pace,
    /// Most cells in one move (doubled along a road).
    pub max_cells: u8,
    /// Points to turn up to 90° (artillery only: troops have no facing).
    pub turn_cost: Option<u8>,
    pub fire_after: FireAfter,
}

/// The row for `mover`.
///
/// ```
/// use shturman_battles::macro_battle::movement::{profile, Mover, Pace};
/// let c = profile(Mover::Cavalry);
/// assert_eq!((c.pace, c.max_cells), (Pace::CellsPerPoint(2), 4));
/// assert_eq!(profile(Mover::HeavyArtillery).pace, Pace::Immobile);
/// ```
pub const fn profile(mover: Mover) -> MoveProfile {
    let (pace, max_cells, turn_cost, fire_after) = match mover {
        Mover::Infantry | Mover::OfficerOnFoot => {
            (Pace::CellsPerPoint(1), 1, None, FireAfter::Always)
        }
        Mover::Cavalry | Mover::MountedOfficer => {
            (Pace::CellsPerPoint(2), 4, None, FireAfter::Always)
        }
        Mover::HorseArtillery => (Pace::PointsPerCell(2), 2, Some(1), FireAfter::MoveOrTurn),
        Mover::FieldArtillery => (Pace::PointsPerCell(2), 1, Some(1), FireAfter::TurnNotMove),
        Mover::HeavyArtillery => (Pace::Immobile, 0, Some(1), FireAfter::NotAfterTurn),
    };
    MoveProfile {
        mover,
        pace,
        max_cells,
        turn_cost,
        fire_after,
    }
}

/// What a cell of some terrain means for a mover.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Passage {
    /// As open ground.
    Free,
    /// May not enter.
    Impassable,
    /// Must stop there (swamp).
    Stops,
    /// Must stop there, and entering or leaving costs double (swamp for
    /// cavalry and artillery).
    StopsDoubleCost,
    /// Must stop on each such cell and go on next turn (river for cavalry).
    StopsOnEachCell,
    /// Crossing costs this many points a cell (artillery over a ladder: 10).
    CostsPerCell(u8),
    /// Doubles the maximum if the move starts and ends on the road.
    DoublesMaxOnRoad,
    /// Passable only while open (the gates).
    OnlyWhenOpen,
    /// An officer who steps onto it counts as on foot from then on.
    DismountsOfficer,
    /// The text does not say.
    NotStated,
}

/// What `terrain` means for `mover` (the text's «Местность» and the unit
/// descriptions).
///
/// ```
/// use shturman_battles::macro_battle::movement::{passage, Mover, Passage};
/// use shturman_battles::macro_battle::Terrain;
/// assert_eq!(passage(Mover::Cavalry, Terrain::River), Passage::StopsOnEachCell);
/// assert_eq!(passage(Mover::FieldArtillery, Terrain::Ladder), Passage::CostsPerCell(10));
/// assert_eq!(passage(Mover::Infantry, Terrain::Forest), Passage::Free);
/// ```
pub const fn passage(mover: Mover, terrain: Terrain) -> Passage {
    use Passage as P;
    match terrain {
        Terrain::Open | Terrain::Bridge | Terrain::Hill => P::Free,
        Terrain::Mountain => P::Impassable,
        Terrain::Road => P::DoublesMaxOnRoad,
        Terrain::Gate => P::OnlyWhenOpen,
        Terrain::Forest => match mover {
            Mover::Infantry | Mover::OfficerOnFoot => P::Free,
            Mover::Cavalry | Mover::MountedOfficer => P::Impassable,
            Mover::HorseArtillery | Mover::FieldArtillery | Mover::HeavyArtillery => P::Impassable,
        },
        Terrain::River => match mover {
            Mover::Cavalry | Mover::MountedOfficer => P::StopsOnEachCell,
            Mover::Infantry
            | Mover::OfficerOnFoot
            | Mover::HorseArtillery
            | Mover::FieldArtillery
            | Mover::HeavyArtillery => P::Impassable,
        },
        Terrain::Swamp => match mover {
            Mover::Infantry | Mover::OfficerOnFoot => P::Stops,
            Mover::Cavalry
            | Mover::MountedOfficer
            | Mover::HorseArtillery
            | Mover::FieldArtillery
            | Mover::HeavyArtillery => P::StopsDoubleCost,
        },
        Terrain::Wall | Terrain::WideWall => match mover {
            // "Пехота на стене не может вставать двумя отрядами": it may stand there.
            Mover::Infantry | Mover::OfficerOnFoot => P::Free,
            Mover::MountedOfficer => P::DismountsOfficer,
            Mover::Cavalry
            | Mover::HorseArtillery
            | Mover::FieldArtillery
            | Mover::HeavyArtillery => P::NotStated,
        },
        Terrain::Ladder => match mover {
            Mover::Infantry | Mover::OfficerOnFoot => P::Free,
            Mover::Cavalry => P::Impassable,
            Mover::MountedOfficer => P::DismountsOfficer,
            Mover::HorseArtillery | Mover::FieldArtillery | Mover::HeavyArtillery => {
                P::CostsPerCell(10)
            }
        },
        Terrain::Tower => match mover {
            Mover::Infantry | Mover::OfficerOnFoot => P::Free,
            Mover::Cavalry => P::Impassable,
            Mover::MountedOfficer => P::DismountsOfficer,
            // "может находиться на мосту и башне"
            Mover::HorseArtillery | Mover::FieldArtillery | Mover::HeavyArtillery => P::Free,
        },
    }
}

/// One row of the table with every terrain's passage.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TableRow {
    pub profile: MoveProfile,
    pub terrain: Vec<(Terrain, Passage)>,
}

/// The whole movement costs table, row by mover, for the UI to show.
pub fn table() -> Vec<TableRow> {
    Mover::ALL
        .into_iter()
        .map(|m| TableRow {
            profile: profile(m),
            terrain: Terrain::ALL
                .into_iter()
                .map(|t| (t, passage(m, t)))
                .collect(),
        })
        .collect()
}

/// A move the costs table does not allow.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum MoveError {
    /// Heavy artillery does not move.
    #[error("{} does not move", .mover.code())]
    Immobile { mover: Mover },
    /// More cells than the mover's maximum (doubled on a road).
    #[error("{cells} cells; at most {max} in one move")]
    BeyondMax { cells: u8, max: u8 },
    /// Only artillery has a facing to turn.
    #[error("{} has no facing to turn", .mover.code())]
    NoFacing { mover: Mover },
    /// More swamp steps than steps.
    #[error("{swamp_steps} swamp steps in a move of {cells} cells")]
    SwampSteps { swamp_steps: u8, cells: u8 },
}

/// A planned move: cells, turns (artillery), whether it starts and ends on
/// a road, and how many of its steps enter or leave a swamp cell.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default))]
pub struct MovePlan {
    pub cells: u8,
    pub turns: u8,
    pub on_road: bool,
    pub swamp_steps: u8,
}

/// The dice points a move costs, or why it is not allowed. Cavalry's two
/// cells a point are counted in half points, and a part of a point is a
/// whole point spent.
///
/// ```
/// use shturman_battles::macro_battle::movement::{points_needed, MoveError, MovePlan, Mover};
/// let gallop = MovePlan { cells: 3, ..MovePlan::default() };
/// assert_eq!(points_needed(Mover::Cavalry, gallop), Ok(2));
/// let gun = MovePlan { cells: 1, turns: 1, ..MovePlan::default() };
/// assert_eq!(points_needed(Mover::FieldArtillery, gun), Ok(3));
/// let far = MovePlan { cells: 2, ..MovePlan::default() };
/// assert_eq!(points_needed(Mover::Infantry, far), Err(MoveError::BeyondMax { cells: 2, max: 1 }));
/// ```
pub fn points_needed(mover: Mover, plan: MovePlan) -> Result<u16, MoveError> {
    let p = profile(mover);
    if plan.turns > 0 && p.turn_cost.is_none() {
        return Err(MoveError::NoFacing { mover });
    }
    if plan.swamp_steps > plan.cells {
        return Err(MoveError::SwampSteps {
            swamp_steps: plan.swamp_steps,
            cells: plan.cells,
        });
    }
    // Half points per cell.
    let half_per_cell: u16 = match p.pace {
        Pace::Immobile if plan.cells > 0 => return Err(MoveError::Immobile { mover }),
        Pace::Immobile => 0,
        Pace::CellsPerPoint(n) => 2 / u16::from(n.max(1)),
        Pace::PointsPerCell(n) => 2 * u16::from(n),
    };
    let max = if plan.on_road {
        p.max_cells.saturating_mul(2)
    } else {
        p.max_cells
    };
    if plan.cells > max {
        return Err(MoveError::BeyondMax {
            cells: plan.cells,
            max,
        });
    }
    let swamp_doubles = passage(mover, Terrain::Swamp) == Passage::StopsDoubleCost;
    let doubled = if swamp_doubles { plan.swamp_steps } else { 0 };
    let half = half_per_cell * u16::from(plan.cells)
        + half_per_cell * u16::from(doubled)
        + 2 * u16::from(p.turn_cost.unwrap_or(0)) * u16::from(plan.turns);
    Ok(half.div_ceil(2))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Fraction;
    use proptest::prelude::*;
    use shturman_rules::dice::ScriptedDice;

    #[test]
    fn one_die_per_side_plus_one_per_officer() {
        // "Каждой стороне полагается 1 кубик + 1 кубик за каждого офицера,
        // принимающего участие в сражении."
        let side = MovementDice::new(vec![
            OfficerState::InBattle,
            OfficerState::Wounded,
            OfficerState::NotYetPlaced,
            OfficerState::InBattle,
            OfficerState::LeftBattle,
        ])
        .unwrap();
        assert_eq!(side.dice(), 3);
        let r = side
            .resolve(
                &Options::default(),
                &mut ScriptedDice::new([2, 6, 4]).unwrap(),
            )
            .unwrap();
        assert_eq!(
            r.faces,
            vec![
                MovementDie {
                    owner: DieOwner::Side,
                    face: 2
                },
                MovementDie {
                    owner: DieOwner::Officer(0),
                    face: 6
                },
                MovementDie {
                    owner: DieOwner::Officer(3),
                    face: 4
                },
            ]
        );
        assert_eq!(r.total, 12);
        assert_eq!(
            r.steps[2].rule,
            Rule::OfficerNoDie {
                officer: 1,
                state: OfficerState::Wounded
            }
        );
        let last = r.steps.last().unwrap();
        assert_eq!(last.reading, Some(Reading::M2MovementDice));
        assert_eq!(
            last.rule,
            Rule::PooledPoints {
                dice: 3,
                total: Some(12)
            }
        );
    }

    #[test]
    fn own_die_reading_names_itself() {
        let o = Options {
            movement_dice: MovementDicePool::OwnDie,
            ..Options::default()
        };
        let odds = MovementDice::with_officers(1).unwrap().odds(&o).unwrap();
        assert_eq!(odds.pool, MovementDicePool::OwnDie);
        assert_eq!(odds.steps.last().unwrap().rule, Rule::OwnDice { dice: 2 });
        assert_eq!(odds.owners, vec![DieOwner::Side, DieOwner::Officer(0)]);
    }

    #[test]
    fn too_many_officers_is_an_error() {
        assert_eq!(
            MovementDice::with_officers(MAX_OFFICERS + 1),
            Err(MacroError::TooManyOfficers {
                officers: MAX_OFFICERS + 1,
                max: MAX_OFFICERS
            })
        );
        let most = MovementDice::with_officers(MAX_OFFICERS).unwrap();
        let odds = most.odds(&Options::default()).unwrap();
        assert_eq!(odds.total.first().unwrap().value, 31);
        assert_eq!(odds.total.last().unwrap().value, 186);
    }

    #[test]
    fn costs_table_rows() {
        // "Пехота (Перемещаются на одну клетку за очко кубика … Максимальная
        // дальность хода для одного отряда - 1 клетка)"
        let rows: Vec<_> = Mover::ALL.map(profile).to_vec();
        let got: Vec<_> = rows
            .iter()
            .map(|r| (r.mover, r.pace, r.max_cells, r.turn_cost))
            .collect();
        assert_eq!(
            got,
            vec![
                (Mover::Infantry, Pace::CellsPerPoint(1), 1, None),
                (Mover::Cavalry, Pace::CellsPerPoint(2), 4, None),
                (Mover::MountedOfficer, Pace::CellsPerPoint(2), 4, None),
                (Mover::OfficerOnFoot, Pace::CellsPerPoint(1), 1, None),
                (Mover::HorseArtillery, Pace::PointsPerCell(2), 2, Some(1)),
                (Mover::FieldArtillery, Pace::PointsPerCell(2), 1, Some(1)),
                (Mover::HeavyArtillery, Pace::Immobile, 0, Some(1)),
            ]
        );
        assert_eq!(table().len(), 7);
        assert!(
            table()
                .iter()
                .all(|r| r.terrain.len() == Terrain::ALL.len())
        );
        assert_eq!(Mover::of(UnitKind::Saboteurs), Mover::Infantry);
        assert_eq!(Mover::of(UnitKind::HeavyCavalry), Mover::Cavalry);
    }

    #[test]
    fn costs_of_moves() {
        let plan = |cells, turns, on_road, swamp_steps| MovePlan {
            cells,
            turns,
            on_road,
            swamp_steps,
        };
        // Roads double the maximum.
        assert_eq!(points_needed(Mover::Cavalry, plan(8, 0, true, 0)), Ok(4));
        assert_eq!(
            points_needed(Mover::Cavalry, plan(5, 0, false, 0)),
            Err(MoveError::BeyondMax { cells: 5, max: 4 })
        );
        // Swamps double cavalry and artillery, not infantry.
        assert_eq!(points_needed(Mover::Cavalry, plan(2, 0, false, 1)), Ok(2));
        assert_eq!(points_needed(Mover::Infantry, plan(1, 0, false, 1)), Ok(1));
        assert_eq!(
            points_needed(Mover::HorseArtillery, plan(1, 0, false, 1)),
            Ok(4)
        );
        // Heavy artillery only turns.
        assert_eq!(
            points_needed(Mover::HeavyArtillery, plan(0, 1, false, 0)),
            Ok(1)
        );
        assert_eq!(
            points_needed(Mover::HeavyArtillery, plan(1, 0, false, 0)),
            Err(MoveError::Immobile {
                mover: Mover::HeavyArtillery
            })
        );
        assert_eq!(
            points_needed(Mover::Infantry, plan(1, 1, false, 0)),
            Err(MoveError::NoFacing {
                mover: Mover::Infantry
            })
        );
    }

    proptest! {
        #[test]
        fn totals_sum_to_one_and_span_the_dice(states in proptest::collection::vec(0usize..4, 0..12)) {
            let side = MovementDice::new(states.iter().map(|i| OfficerState::ALL[*i]).collect()).unwrap();
            let odds = side.odds(&Options::default()).unwrap();
            let sum = odds.total.iter().fold(Fraction::ZERO, |a, s| a + s.probability);
            prop_assert_eq!(sum, Fraction::ONE);
            let n = i32::from(side.dice());
            prop_assert_eq!(odds.total.first().unwrap().value, n);
            prop_assert_eq!(odds.total.last().unwrap().value, 6 * n);
        }

        #[test]
        fn costs_never_panic(m in 0usize..7, cells in any::<u8>(), turns in any::<u8>(), road in any::<bool>(), swamp in any::<u8>()) {
            let _ = points_needed(Mover::ALL[m], MovePlan { cells, turns, on_road: road, swamp_steps: swamp });
        }
    }
}
