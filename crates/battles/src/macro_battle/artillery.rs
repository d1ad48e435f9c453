//! Artillery (digest M.3 heavy, M.4 field, M.5 horse). This module owns a
//! gun's shot: whether it may fire this turn ([`NoGunShot`]), its dice
//! (2d6: double 1 explodes, any other double misses; horse artillery 1d6: a
//! 1 explodes), the cell the roll names counted from the gun's own cell
//! [M-4], the field gun's ±1/±2 shift on its second and later shooting turns
//! chosen after the roll ([`GunShot::settle`], [`BadShift`]), and what the
//! shot does to the line the players entered: the heavy gun destroys every
//! cell up to the one rolled, the others only that cell; forest, hill, wall
//! and tower take the shot for one cell and stop it; mountains stop it.
//!
//! Two choices the text leaves to the table are made here and named in the
//! steps: a field or horse shot whose line is cut before the cell rolled
//! lands in the cutting cell (the one cell of forest it "простреливает");
//! and horse artillery counts from its own cell as the text says ("при
//! выпадении единицы пушка взрывается"), whatever [M-4] says for the others.

use super::readings::{GunCell, Options, Reading};
use super::steps::{Rule, Section, Step};
use super::units::{Allegiance, Figure, Piece, Terrain};
use super::{MacroError, Share, roll, shares};
use crate::{Dist, Fraction, Tally};
use shturman_rules::dice::{DiceError, DiceSource};
use std::collections::BTreeMap;

/// The longest line the players may enter: beyond the farthest cell any
/// roll reaches (12, shifted by 2, from cell 0).
pub const MAX_LINE: usize = 16;

/// The kind of gun.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Gun {
    Heavy,
    Field,
    Horse,
}

impl Gun {
    pub const ALL: [Gun; 3] = [Gun::Heavy, Gun::Field, Gun::Horse];

    pub const fn code(self) -> &'static str {
        match self {
            Gun::Heavy => "heavy",
            Gun::Field => "field",
            Gun::Horse => "horse",
        }
    }

    /// The digest section of its rules.
    pub const fn section(self) -> Section {
        match self {
            Gun::Heavy => Section::M3,
            Gun::Field => Section::M4,
            Gun::Horse => Section::M5,
        }
    }

    /// d6 it rolls.
    pub const fn dice(self) -> u8 {
        match self {
            Gun::Heavy | Gun::Field => 2,
            Gun::Horse => 1,
        }
    }

    /// Whether the roll names the far end of a line of destruction (heavy)
    /// or a single cell (field, horse).
    pub const fn sweeps_the_line(self) -> bool {
        match self {
            Gun::Heavy => true,
            Gun::Field | Gun::Horse => false,
        }
    }
}

/// What the dice say before the line is looked at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum GunOutcome {
    /// The gun explodes, destroying itself.
    Explodes,
    /// A double other than 1-1.
    Miss,
    /// The cell named (the far end for a heavy gun), as the text counts it.
    Cell(u8),
}

/// One cell of the line along the gun's facing, as the players entered it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct LineCell {
    pub terrain: Terrain,
    pub figures: Vec<Figure>,
}

/// Why a gun may not fire as described.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum NoGunShot {
    /// "Из клетки болота артиллерия не может стрелять."
    #[error("artillery cannot fire from a swamp")]
    FromSwamp,
    /// Heavy and field guns fire diagonally only from a tower or a hill;
    /// horse artillery only straight.
    #[error("{} artillery cannot fire diagonally from {}", .gun.code(), .from.code())]
    DiagonalNotFrom { gun: Gun, from: Terrain },
    /// "не может стрелять и поворачиваться в один и тот же ход".
    #[error("a heavy gun cannot fire in a turn it turned")]
    HeavyTurnedThisTurn,
    /// Heavy artillery does not move.
    #[error("a heavy gun does not move")]
    HeavyCannotMove,
    /// Field artillery fires after turning "но не после движения".
    #[error("a field gun cannot fire in a turn it moved")]
    FieldMovedThisTurn,
    /// Shooting turns count from 1.
    #[error("shooting turns count from 1")]
    ZeroTurn,
    /// Only from a hill may a gun fire over the cells next to it.
    #[error("only from a hill may a gun fire over the next cell, not from {}", .from.code())]
    PassOverNotFromHill { from: Terrain },
    #[error("{cells} cells in the line; at most {max}")]
    LineTooLong { cells: usize, max: usize },
    /// Only a field gun can be aimed at a cell.
    #[error("only a field gun aims at a cell, not a {} gun", .gun.code())]
    AimOnlyForField { gun: Gun },
    /// The cell aimed at is the gun's own or behind it.
    #[error("cell {aim} is not in front of the gun; the nearest is {nearest}")]
    AimAtOwnCell { aim: u8, nearest: u8 },
    /// The faces entered are not one per die.
    #[error("{given} faces for a gun that rolls {expected}")]
    DiceCount { expected: u8, given: usize },
}

/// A shift of the field gun's cell the rules do not allow.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum BadShift {
    /// Only field artillery shifts.
    #[error("a {} gun cannot shift its cell", .gun.code())]
    OnlyField { gun: Gun },
    /// More than this turn allows (0 on the first turn or after turning,
    /// 1 on the second, 2 from the third).
    #[error("shift {shift}; at most ±{allowed} this turn")]
    TooFar { shift: i8, allowed: u8 },
    /// "a double cannot be shifted into a hit".
    #[error("a double cannot be shifted into a hit")]
    DoubleStaysMiss,
    /// The shift would put the shot on the gun's own cell or behind it.
    #[error("the shift puts the shot on cell {cell}, not in front of the gun")]
    OntoOwnCell { cell: i32 },
}

/// One gun's shot as the players describe it.
///
/// ```
/// use shturman_battles::macro_battle::artillery::{Gun, GunOutcome, GunShot};
/// use shturman_battles::macro_battle::Options;
/// let odds = GunShot::new(Gun::Heavy).odds(&Options::default(), None).unwrap();
/// assert_eq!(odds.explodes.to_string(), "1/36");
/// assert_eq!(odds.miss.to_string(), "5/36");
/// let seven = odds.cells.iter().find(|c| c.cell == 7).unwrap();
/// assert_eq!(seven.probability.to_string(), "1/6");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GunShot {
    pub gun: Gun,
    /// The terrain the gun stands on.
    pub from: Terrain,
    /// Fires along a diagonal facing.
    pub diagonal: bool,
    pub turned_this_turn: bool,
    pub moved_this_turn: bool,
    /// Field artillery: its shooting turn without turning, from 1.
    pub turn: u8,
    /// From a hill: the shot flies over the next cell, sparing it.
    pub pass_over_first: bool,
    /// The cells along the facing, nearest first; cells not entered are
    /// empty open ground.
    pub line: Vec<LineCell>,
}

/// A cell's number and its distance from the gun.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CellShare {
    /// As the text counts it ([M-4]).
    pub cell: u8,
    /// Cells in front of the gun (1 = the next one).
    pub distance: u8,
    pub probability: Fraction,
}

/// The odds before rolling.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GunOdds {
    pub gun: Gun,
    pub dice: u8,
    pub explodes: Fraction,
    pub miss: Fraction,
    /// The cell the dice name (after the shift towards the aim, if any):
    /// with `explodes` and `miss` these sum to 1.
    pub cells: Vec<CellShare>,
    /// The chance each cell in front of the gun is destroyed (for a heavy
    /// gun, every cell up to the one named; the line's terrain applied).
    pub cells_hit: Vec<CellShare>,
    /// The largest shift allowed this turn.
    pub allowed_shift: u8,
    pub aim: Option<u8>,
    /// The chance the shot lands on the aimed cell, if aimed.
    pub aim_hit: Option<Fraction>,
    pub outcomes: Vec<Share<GunOutcome>>,
    /// The readings these odds rest on.
    pub readings: Vec<Reading>,
}

/// What the shot did to one cell.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CellImpact {
    pub distance: u8,
    pub cell: u8,
    /// Everything on it is destroyed, own figures included.
    pub destroyed: Vec<Figure>,
}

/// A rolled and settled shot.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GunReport {
    pub faces: Vec<u8>,
    /// What the dice said.
    pub rolled: GunOutcome,
    pub shift: i8,
    /// After the shift.
    pub outcome: GunOutcome,
    pub gun_destroyed: bool,
    pub hits: Vec<CellImpact>,
    /// Officers among the destroyed: each rolls a save (M.7).
    pub officers_to_save: u8,
    pub gates_opened: bool,
    pub steps: Vec<Step>,
}

/// The cells a shot at `distance` hits, and the steps saying why.
struct Impact {
    hit: Vec<u8>,
    steps: Vec<Step>,
}

impl GunShot {
    /// A gun on open ground, facing straight, unmoved, first shooting turn,
    /// with an empty line.
    pub fn new(gun: Gun) -> GunShot {
        GunShot {
            gun,
            from: Terrain::Open,
            diagonal: false,
            turned_this_turn: false,
            moved_this_turn: false,
            turn: 1,
            pass_over_first: false,
            line: Vec::new(),
        }
    }

    /// Whether the gun may fire as described.
    pub fn check(&self) -> Result<(), NoGunShot> {
        if self.from == Terrain::Swamp {
            return Err(NoGunShot::FromSwamp);
        }
        if self.diagonal {
            let ok = match self.gun {
                Gun::Heavy | Gun::Field => matches!(self.from, Terrain::Tower | Terrain::Hill),
                Gun::Horse => false,
            };
            if !ok {
                return Err(NoGunShot::DiagonalNotFrom {
                    gun: self.gun,
                    from: self.from,
                });
            }
        }
        match self.gun {
            Gun::Heavy if self.moved_this_turn => return Err(NoGunShot::HeavyCannotMove),
            Gun::Heavy if self.turned_this_turn => return Err(NoGunShot::HeavyTurnedThisTurn),
            Gun::Field if self.moved_this_turn => return Err(NoGunShot::FieldMovedThisTurn),
            Gun::Heavy | Gun::Field | Gun::Horse => {}
        }
        if self.turn == 0 {
            return Err(NoGunShot::ZeroTurn);
        }
        if self.pass_over_first && self.from != Terrain::Hill {
            return Err(NoGunShot::PassOverNotFromHill { from: self.from });
        }
        if self.line.len() > MAX_LINE {
            return Err(NoGunShot::LineTooLong {
                cells: self.line.len(),
                max: MAX_LINE,
            });
        }
        Ok(())
    }

    /// The largest shift of the cell this turn: "Если орудие не
    /// поворачивалось, то на второй ход стрельбы игрок может прибавить или
    /// вычесть к результату стрельбы 1, на третий и далее 1 или 2."
    pub fn allowed_shift(&self) -> u8 {
        match self.gun {
            Gun::Heavy | Gun::Horse => 0,
            Gun::Field if self.turned_this_turn => 0,
            Gun::Field => match self.turn {
                0 | 1 => 0,
                2 => 1,
                _ => 2,
            },
        }
    }

    /// The distance from the gun of the cell the text numbers `cell`.
    fn distance(&self, cell: u8, opts: &Options) -> i32 {
        let c = i32::from(cell);
        match (self.gun, opts.gun_cell) {
            // Horse artillery counts as its text says: a 1 is its own cell.
            (Gun::Horse, _) | (Gun::Heavy | Gun::Field, GunCell::OwnCellIsOne) => c - 1,
            (Gun::Heavy | Gun::Field, GunCell::OwnCellIsZero) => c,
        }
    }

    /// The lowest cell number in front of the gun.
    fn nearest_cell(&self, opts: &Options) -> u8 {
        match (self.gun, opts.gun_cell) {
            (Gun::Horse, _) | (Gun::Heavy | Gun::Field, GunCell::OwnCellIsOne) => 2,
            (Gun::Heavy | Gun::Field, GunCell::OwnCellIsZero) => 1,
        }
    }

    fn reading(&self) -> Option<Reading> {
        match self.gun {
            Gun::Heavy | Gun::Field => Some(Reading::M4GunCell),
            Gun::Horse => None,
        }
    }

    /// What the faces say.
    fn rolled(&self, faces: &[u8]) -> GunOutcome {
        match (self.gun, faces) {
            (Gun::Horse, [1]) => GunOutcome::Explodes,
            (Gun::Horse, [f]) => GunOutcome::Cell(*f),
            (Gun::Heavy | Gun::Field, [1, 1]) => GunOutcome::Explodes,
            (Gun::Heavy | Gun::Field, [a, b]) if a == b => GunOutcome::Miss,
            (Gun::Heavy | Gun::Field, [a, b]) => GunOutcome::Cell(a + b),
            // The count is checked before this is called.
            _ => GunOutcome::Miss,
        }
    }

    /// The shift the player makes to land on `aim`, if this turn allows it
    /// (none otherwise).
    fn shift_towards(&self, rolled: GunOutcome, aim: Option<u8>) -> i8 {
        match (rolled, aim) {
            (GunOutcome::Cell(c), Some(a)) => {
                let d = i32::from(a) - i32::from(c);
                if d.unsigned_abs() <= u32::from(self.allowed_shift()) {
                    d as i8
                } else {
                    0
                }
            }
            (GunOutcome::Cell(_) | GunOutcome::Explodes | GunOutcome::Miss, _) => 0,
        }
    }

    fn check_aim(&self, aim: Option<u8>, opts: &Options) -> Result<(), NoGunShot> {
        if let Some(aim) = aim {
            if self.gun != Gun::Field {
                return Err(NoGunShot::AimOnlyForField { gun: self.gun });
            }
            let nearest = self.nearest_cell(opts);
            if aim < nearest {
                return Err(NoGunShot::AimAtOwnCell { aim, nearest });
            }
        }
        Ok(())
    }

    /// The cells a shot landing (or, for a heavy gun, ending) `distance`
    /// cells away destroys, walking the line from the gun.
    fn impact(&self, distance: u8) -> Impact {
        let mut hit = Vec::new();
        let mut steps = Vec::new();
        let terrain = |d: u8| {
            self.line
                .get(usize::from(d) - 1)
                .map_or(Terrain::Open, |c| c.terrain)
        };
        for d in 1..=distance {
            let landing = d == distance;
            if d == 1 && self.pass_over_first && (self.gun.sweeps_the_line() || !landing) {
                steps.push(Step::new(Rule::PassesOver { distance: d }));
                continue;
            }
            let t = terrain(d);
            if t == Terrain::Mountain {
                steps.push(Step::new(Rule::LineStopped { distance: d }));
                break;
            }
            let cuts = t.is_wall() || matches!(t, Terrain::Forest | Terrain::Hill | Terrain::Tower);
            if self.gun.sweeps_the_line() || landing || cuts {
                hit.push(d);
            }
            if cuts && !landing {
                steps.push(Step::new(Rule::LineCut {
                    distance: d,
                    terrain: t,
                }));
                break;
            }
        }
        Impact { hit, steps }
    }

    /// The exact odds, the shift towards `aim` included (field artillery).
    pub fn odds(&self, opts: &Options, aim: Option<u8>) -> Result<GunOdds, MacroError> {
        self.check().map_err(MacroError::NoGunShot)?;
        self.check_aim(aim, opts).map_err(MacroError::NoGunShot)?;
        let rolled: Tally<GunOutcome> = match self.gun {
            Gun::Horse => Dist::d6().tally(|f| self.rolled(&[f as u8])),
            Gun::Heavy | Gun::Field => {
                Dist::d6().joint(&Dist::d6(), |a, b| self.rolled(&[a as u8, b as u8]))?
            }
        };
        let settled = rolled.map(|&o| match o {
            GunOutcome::Cell(c) => {
                let s = self.shift_towards(o, aim);
                // |s| ≤ 2 and the aim is in front of the gun, so this stays a cell.
                GunOutcome::Cell((i32::from(c) + i32::from(s)) as u8)
            }
            GunOutcome::Explodes | GunOutcome::Miss => o,
        });
        let mut cells = Vec::new();
        let mut hit: BTreeMap<u8, Fraction> = BTreeMap::new();
        for (o, p) in settled.iter() {
            if let GunOutcome::Cell(c) = *o {
                let distance = self.distance(c, opts).clamp(0, 255) as u8;
                cells.push(CellShare {
                    cell: c,
                    distance,
                    probability: p,
                });
                for d in self.impact(distance).hit {
                    let e = hit.entry(d).or_insert(Fraction::ZERO);
                    *e = e
                        .checked_add(p)
                        .ok_or(MacroError::Dist(crate::DistError::Overflow))?;
                }
            }
        }
        let nearest = self.nearest_cell(opts);
        let cells_hit = hit
            .into_iter()
            .map(|(distance, probability)| CellShare {
                cell: distance + nearest - 1,
                distance,
                probability,
            })
            .collect();
        Ok(GunOdds {
            gun: self.gun,
            dice: self.gun.dice(),
            explodes: settled.probability_of(&GunOutcome::Explodes),
            miss: settled.probability_of(&GunOutcome::Miss),
            cells,
            cells_hit,
            allowed_shift: self.allowed_shift(),
            aim,
            aim_hit: aim.map(|a| settled.probability_of(&GunOutcome::Cell(a))),
            outcomes: shares(&settled),
            readings: self.reading().into_iter().collect(),
        })
    }

    /// Roll the gun's dice and shift towards `aim` where the turn allows
    /// (the players' real choice after seeing the roll is [`Self::settle`]).
    pub fn resolve(
        &self,
        opts: &Options,
        aim: Option<u8>,
        dice: &mut dyn DiceSource,
    ) -> Result<GunReport, MacroError> {
        self.check().map_err(MacroError::NoGunShot)?;
        self.check_aim(aim, opts).map_err(MacroError::NoGunShot)?;
        let mut faces = Vec::with_capacity(2);
        for _ in 0..self.gun.dice() {
            faces.push(roll(dice)?);
        }
        let shift = self.shift_towards(self.rolled(&faces), aim);
        self.settle(opts, &faces, shift)
    }

    /// The outcome of faces already rolled, with the shift the player chose
    /// after seeing them (0 for none).
    ///
    /// ```
    /// use shturman_battles::macro_battle::artillery::{BadShift, Gun, GunOutcome, GunShot};
    /// use shturman_battles::macro_battle::{MacroError, Options};
    /// let mut gun = GunShot::new(Gun::Field);
    /// gun.turn = 3;                       // third shooting turn, not turned: ±2
    /// let r = gun.settle(&Options::default(), &[2, 3], -2).unwrap();
    /// assert_eq!((r.rolled, r.outcome), (GunOutcome::Cell(5), GunOutcome::Cell(3)));
    /// assert_eq!(
    ///     gun.settle(&Options::default(), &[3, 3], 1),
    ///     Err(MacroError::BadShift(BadShift::DoubleStaysMiss))
    /// );
    /// ```
    pub fn settle(&self, opts: &Options, faces: &[u8], shift: i8) -> Result<GunReport, MacroError> {
        self.check().map_err(MacroError::NoGunShot)?;
        if faces.len() != usize::from(self.gun.dice()) {
            return Err(MacroError::NoGunShot(NoGunShot::DiceCount {
                expected: self.gun.dice(),
                given: faces.len(),
            }));
        }
        if let Some(&face) = faces.iter().find(|f| !(1..=6).contains(*f)) {
            return Err(MacroError::Dice(DiceError::BadFace { face }));
        }
        let rolled = self.rolled(faces);
        let mut steps = vec![Step::new(Rule::GunDice {
            gun: self.gun,
            faces: faces.to_vec(),
        })];
        if shift != 0 {
            if self.gun != Gun::Field {
                return Err(MacroError::BadShift(BadShift::OnlyField { gun: self.gun }));
            }
            let allowed = self.allowed_shift();
            if shift.unsigned_abs() > allowed {
                return Err(MacroError::BadShift(BadShift::TooFar { shift, allowed }));
            }
        }
        let outcome = match rolled {
            GunOutcome::Explodes => {
                if shift != 0 {
                    return Err(MacroError::BadShift(BadShift::DoubleStaysMiss));
                }
                steps.push(Step::new(Rule::GunExplodes { gun: self.gun }));
                GunOutcome::Explodes
            }
            GunOutcome::Miss => {
                if shift != 0 {
                    return Err(MacroError::BadShift(BadShift::DoubleStaysMiss));
                }
                steps.push(Step::new(Rule::DoubleMisses { face: faces[0] }));
                GunOutcome::Miss
            }
            GunOutcome::Cell(c) => {
                let distance = self.distance(c, opts);
                let cell_step = Rule::CellRolled {
                    gun: self.gun,
                    cell: c,
                    distance: distance.clamp(0, 255) as u8,
                };
                steps.push(match self.reading() {
                    Some(r) => Step::read(cell_step, r),
                    None => Step::new(cell_step),
                });
                let to = i32::from(c) + i32::from(shift);
                if shift != 0 {
                    if to < i32::from(self.nearest_cell(opts)) {
                        return Err(MacroError::BadShift(BadShift::OntoOwnCell { cell: to }));
                    }
                    steps.push(Step::new(Rule::CellShifted {
                        from: c,
                        to: to as u8,
                        allowed: self.allowed_shift(),
                        turn: self.turn,
                    }));
                }
                GunOutcome::Cell(to as u8)
            }
        };
        let mut hits = Vec::new();
        let (mut officers, mut gates) = (0u8, false);
        if let GunOutcome::Cell(c) = outcome {
            let impact = self.impact(self.distance(c, opts).clamp(0, 255) as u8);
            steps.extend(impact.steps);
            let nearest = self.nearest_cell(opts);
            for d in impact.hit {
                let destroyed = self
                    .line
                    .get(usize::from(d) - 1)
                    .map_or_else(Vec::new, |cell| cell.figures.clone());
                for f in &destroyed {
                    match f.piece {
                        Piece::Officer { .. } => officers = officers.saturating_add(1),
                        Piece::Gates => gates = true,
                        Piece::Unit(_) => {}
                    }
                }
                let own = destroyed
                    .iter()
                    .filter(|f| f.side == Allegiance::Own)
                    .count();
                steps.push(Step::new(Rule::CellHit {
                    distance: d,
                    figures: destroyed.len().min(255) as u8,
                    own: own.min(255) as u8,
                }));
                hits.push(CellImpact {
                    distance: d,
                    cell: d + nearest - 1,
                    destroyed,
                });
            }
            if gates {
                steps.push(Step::new(Rule::GatesOpened));
            }
            if officers > 0 {
                steps.push(Step::new(Rule::OfficersMustSave { officers }));
            }
        }
        Ok(GunReport {
            faces: faces.to_vec(),
            rolled,
            shift,
            outcome,
            gun_destroyed: outcome == GunOutcome::Explodes,
            hits,
            officers_to_save: officers,
            gates_opened: gates,
            steps,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::macro_battle::units::UnitKind;

    fn f(n: u128, d: u128) -> Fraction {
        Fraction::new(n, d).unwrap()
    }

    fn enemy(kind: UnitKind) -> Figure {
        Figure {
            piece: Piece::Unit(kind),
            side: Allegiance::Enemy,
        }
    }

    fn line(terrain: &[Terrain]) -> Vec<LineCell> {
        terrain
            .iter()
            .map(|&t| LineCell {
                terrain: t,
                figures: vec![enemy(UnitKind::LightInfantry)],
            })
            .collect()
    }

    #[test]
    fn two_ones_explode_other_doubles_miss() {
        // "При этом дубль на кубике - промах. Две единицы - пушка взрывается, уничтожая себя."
        let o = Options::default();
        let gun = GunShot::new(Gun::Heavy);
        let r = gun.settle(&o, &[1, 1], 0).unwrap();
        assert!(r.gun_destroyed);
        for d in 2..=6 {
            let r = gun.settle(&o, &[d, d], 0).unwrap();
            assert_eq!(r.outcome, GunOutcome::Miss);
            assert!(r.hits.is_empty());
        }
        let odds = gun.odds(&o, None).unwrap();
        // Cells 3..=11 (no double can make 2 or 12).
        let named: Vec<u8> = odds.cells.iter().map(|c| c.cell).collect();
        assert_eq!(named, (3..=11).collect::<Vec<_>>());
        assert_eq!(odds.cells[0].distance, 2);
    }

    #[test]
    fn heavy_destroys_the_whole_line_own_units_too() {
        // "Удачное попадание уничтожает все содержимое клеток по прямой от
        // пушки, включая и свои отряды."
        let o = Options::default();
        let mut gun = GunShot::new(Gun::Heavy);
        gun.line = line(&[Terrain::Open; 6]);
        gun.line[0].figures[0].side = Allegiance::Own;
        let r = gun.settle(&o, &[1, 3], 0).unwrap();
        // Roll 4: cells 2..=4 counted from the gun's own cell = distances 1..=3.
        assert_eq!(
            r.hits.iter().map(|h| h.distance).collect::<Vec<_>>(),
            [1, 2, 3]
        );
        assert_eq!(r.hits[0].destroyed[0].side, Allegiance::Own);
        let zero = Options {
            gun_cell: GunCell::OwnCellIsZero,
            ..o
        };
        let r = gun.settle(&zero, &[1, 3], 0).unwrap();
        assert_eq!(
            r.hits.iter().map(|h| h.distance).collect::<Vec<_>>(),
            [1, 2, 3, 4]
        );
        assert_eq!(r.steps[1].reading, Some(Reading::M4GunCell));
    }

    #[test]
    fn terrain_cuts_the_line() {
        let o = Options::default();
        let mut gun = GunShot::new(Gun::Heavy);
        gun.line = line(&[Terrain::Open, Terrain::Forest, Terrain::Open, Terrain::Open]);
        // "простреливает только 1 клетку леса"
        let r = gun.settle(&o, &[2, 4], 0).unwrap();
        assert_eq!(
            r.hits.iter().map(|h| h.distance).collect::<Vec<_>>(),
            [1, 2]
        );
        assert!(r.steps.iter().any(|s| s.rule
            == Rule::LineCut {
                distance: 2,
                terrain: Terrain::Forest
            }));
        // "Горы … Не простреливаются никакой стрельбой"
        gun.line[1].terrain = Terrain::Mountain;
        let r = gun.settle(&o, &[2, 4], 0).unwrap();
        assert_eq!(r.hits.iter().map(|h| h.distance).collect::<Vec<_>>(), [1]);
        // A field gun aimed beyond the forest lands in it.
        let mut field = GunShot::new(Gun::Field);
        field.line = line(&[Terrain::Open, Terrain::Forest, Terrain::Open, Terrain::Open]);
        let r = field.settle(&o, &[1, 4], 0).unwrap();
        assert_eq!(r.hits.iter().map(|h| h.distance).collect::<Vec<_>>(), [2]);
        // Field fire hits only the one cell.
        field.line[1].terrain = Terrain::Open;
        let r = field.settle(&o, &[1, 4], 0).unwrap();
        assert_eq!(r.hits.iter().map(|h| h.distance).collect::<Vec<_>>(), [4]);
    }

    #[test]
    fn from_a_hill_over_the_next_cell() {
        // "При стрельбе с холма артиллерия может перестреливать через соседние
        // с холмом клетки (т.е. не задевать отряды находящиеся на них)."
        let o = Options::default();
        let mut gun = GunShot::new(Gun::Heavy);
        gun.pass_over_first = true;
        assert_eq!(
            gun.check(),
            Err(NoGunShot::PassOverNotFromHill {
                from: Terrain::Open
            })
        );
        gun.from = Terrain::Hill;
        gun.line = line(&[Terrain::Open; 4]);
        let r = gun.settle(&o, &[1, 3], 0).unwrap();
        assert_eq!(
            r.hits.iter().map(|h| h.distance).collect::<Vec<_>>(),
            [2, 3]
        );
    }

    #[test]
    fn field_shift_table() {
        // "на второй ход стрельбы … 1, на третий и далее 1 или 2"; not after turning.
        let mut gun = GunShot::new(Gun::Field);
        for (turn, turned, allowed) in [
            (1, false, 0),
            (2, false, 1),
            (3, false, 2),
            (7, false, 2),
            (3, true, 0),
        ] {
            gun.turn = turn;
            gun.turned_this_turn = turned;
            assert_eq!(gun.allowed_shift(), allowed, "turn {turn} turned {turned}");
        }
        let o = Options::default();
        gun.turn = 2;
        gun.turned_this_turn = false;
        assert_eq!(
            gun.settle(&o, &[2, 3], 2),
            Err(MacroError::BadShift(BadShift::TooFar {
                shift: 2,
                allowed: 1
            }))
        );
        assert_eq!(
            gun.settle(&o, &[1, 1], -1),
            Err(MacroError::BadShift(BadShift::DoubleStaysMiss))
        );
        gun.turn = 3;
        assert_eq!(
            gun.settle(&o, &[1, 2], -2),
            Err(MacroError::BadShift(BadShift::OntoOwnCell { cell: 1 }))
        );
        assert_eq!(
            GunShot::new(Gun::Heavy).settle(&o, &[1, 2], 1),
            Err(MacroError::BadShift(BadShift::OnlyField {
                gun: Gun::Heavy
            }))
        );
    }

    #[test]
    fn aimed_field_odds() {
        let o = Options::default();
        let mut gun = GunShot::new(Gun::Field);
        // First turn: cell 7 only on a non-double 7 (6/36).
        let odds = gun.odds(&o, Some(7)).unwrap();
        assert_eq!(odds.aim_hit, Some(f(1, 6)));
        // Second turn: non-double 6, 7, 8 (4 + 6 + 4 = 14/36).
        gun.turn = 2;
        assert_eq!(gun.odds(&o, Some(7)).unwrap().aim_hit, Some(f(7, 18)));
        // Third: 5..=9 non-double (4+4+6+4+4 = 22/36).
        gun.turn = 3;
        let odds = gun.odds(&o, Some(7)).unwrap();
        assert_eq!(odds.aim_hit, Some(f(11, 18)));
        assert_eq!(odds.explodes + odds.miss, f(1, 6));
        let total = odds
            .cells
            .iter()
            .fold(odds.explodes + odds.miss, |a, c| a + c.probability);
        assert_eq!(total, Fraction::ONE);
        assert_eq!(
            GunShot::new(Gun::Heavy).odds(&o, Some(7)),
            Err(MacroError::NoGunShot(NoGunShot::AimOnlyForField {
                gun: Gun::Heavy
            }))
        );
        assert_eq!(
            gun.odds(&o, Some(1)),
            Err(MacroError::NoGunShot(NoGunShot::AimAtOwnCell {
                aim: 1,
                nearest: 2
            }))
        );
    }

    #[test]
    fn horse_artillery_one_explodes() {
        // "стреляет … на 1д6 клеток и уничтожает все содержимое квадрата,
        // соответствующего выпавшему числу, начиная отсчет с клетки, на которой
        // находится пушка. Т.е. при выпадении единицы пушка взрывается."
        let o = Options::default();
        let gun = GunShot::new(Gun::Horse);
        assert!(gun.settle(&o, &[1], 0).unwrap().gun_destroyed);
        let r = gun.settle(&o, &[4], 0).unwrap();
        assert_eq!(
            (r.outcome, r.hits[0].distance, r.hits[0].cell),
            (GunOutcome::Cell(4), 3, 4)
        );
        let odds = gun.odds(&o, None).unwrap();
        assert_eq!((odds.explodes, odds.miss), (f(1, 6), Fraction::ZERO));
        assert!(odds.readings.is_empty());
        let mut diag = GunShot::new(Gun::Horse);
        diag.diagonal = true;
        diag.from = Terrain::Hill;
        assert_eq!(
            diag.check(),
            Err(NoGunShot::DiagonalNotFrom {
                gun: Gun::Horse,
                from: Terrain::Hill
            })
        );
    }

    #[test]
    fn when_guns_may_not_fire() {
        let mut heavy = GunShot::new(Gun::Heavy);
        heavy.turned_this_turn = true;
        assert_eq!(heavy.check(), Err(NoGunShot::HeavyTurnedThisTurn));
        let mut field = GunShot::new(Gun::Field);
        field.moved_this_turn = true;
        assert_eq!(field.check(), Err(NoGunShot::FieldMovedThisTurn));
        field.moved_this_turn = false;
        field.turned_this_turn = true;
        assert_eq!(field.check(), Ok(()));
        let mut horse = GunShot::new(Gun::Horse);
        horse.moved_this_turn = true;
        horse.turned_this_turn = true;
        assert_eq!(horse.check(), Ok(()));
        horse.from = Terrain::Swamp;
        assert_eq!(horse.check(), Err(NoGunShot::FromSwamp));
        let mut diag = GunShot::new(Gun::Field);
        diag.diagonal = true;
        assert!(diag.check().is_err());
        diag.from = Terrain::Tower;
        assert_eq!(diag.check(), Ok(()));
    }

    #[test]
    fn officers_and_gates_in_the_line() {
        let o = Options::default();
        let mut gun = GunShot::new(Gun::Heavy);
        gun.line = vec![
            LineCell {
                terrain: Terrain::Open,
                figures: vec![Figure {
                    piece: Piece::Officer { mounted: true },
                    side: Allegiance::Enemy,
                }],
            },
            LineCell {
                terrain: Terrain::Gate,
                figures: vec![Figure {
                    piece: Piece::Gates,
                    side: Allegiance::Enemy,
                }],
            },
        ];
        let r = gun.settle(&o, &[5, 6], 0).unwrap();
        assert_eq!((r.officers_to_save, r.gates_opened), (1, true));
        assert_eq!(r.hits.len(), 2);
    }

    #[test]
    fn cells_hit_by_heavy_are_cumulative() {
        let o = Options::default();
        let odds = GunShot::new(Gun::Heavy).odds(&o, None).unwrap();
        // Distance 1 and 2 are hit by every non-double roll (30/36).
        assert_eq!(odds.cells_hit[0].probability, f(5, 6));
        assert_eq!(odds.cells_hit[1].probability, f(5, 6));
        // Distance 10 (cell 11) only by 5+6 or 6+5.
        let last = odds.cells_hit.last().unwrap();
        assert_eq!(
            (last.distance, last.cell, last.probability),
            (10, 11, f(1, 18))
        );
    }
}
