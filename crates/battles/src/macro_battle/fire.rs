//! Musket and carbine fire (digest M.2). This module owns who may shoot
//! ([`Shooter`]), the targeting limits as checks with reasons ([`NoShot`]:
//! range, diagonals [M-16], occupied cells, walls, mountains, officers
//! standing with a unit, gates), the hit faces (rifle infantry and saboteurs
//! 5–6, rifle cavalry and officers 6) and one shot's odds and roll. A hit
//! destroys the unit; an officer hit rolls his save (M.7), which the odds
//! include.

use super::officer::{FieldHolder, SaveOutcome, SaveSetup, save_odds, save_outcome};
use super::readings::{OfficerRange, Options, Reading, Walls};
use super::steps::{Rule, Step};
use super::units::{Arm, Misplaced, Piece, Terrain, UnitKind};
use super::{MacroError, Share, roll, shares};
use crate::{Dist, Fraction, Tally};
use shturman_rules::dice::DiceSource;

/// A figure that fires muskets or carbines.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Shooter {
    /// Light rifle infantry (musketeers): 2 cells, 5–6.
    RifleInfantry,
    /// Saboteurs: as light rifle infantry.
    Saboteurs,
    /// Light rifle cavalry (dragoons): 1 cell, 6.
    RifleCavalry,
    /// An officer on horseback: 1 cell, 6.
    MountedOfficer,
    /// An officer on foot: 1 cell [M-7], 6.
    OfficerOnFoot,
}

impl Shooter {
    pub const ALL: [Shooter; 5] = [
        Shooter::RifleInfantry,
        Shooter::Saboteurs,
        Shooter::RifleCavalry,
        Shooter::MountedOfficer,
        Shooter::OfficerOnFoot,
    ];

    /// The shooter a piece is, or why it fires no muskets.
    ///
    /// ```
    /// use shturman_battles::macro_battle::fire::{NoShot, Shooter};
    /// use shturman_battles::macro_battle::{Piece, UnitKind};
    /// assert_eq!(Shooter::of(Piece::Unit(UnitKind::Saboteurs)), Ok(Shooter::Saboteurs));
    /// assert_eq!(
    ///     Shooter::of(Piece::Unit(UnitKind::HeavyInfantry)),
    ///     Err(NoShot::NotAShooter { unit: UnitKind::HeavyInfantry })
    /// );
    /// ```
    pub const fn of(piece: Piece) -> Result<Shooter, NoShot> {
        match piece {
            Piece::Unit(unit) => match unit {
                UnitKind::RifleInfantry => Ok(Shooter::RifleInfantry),
                UnitKind::Saboteurs => Ok(Shooter::Saboteurs),
                UnitKind::RifleCavalry => Ok(Shooter::RifleCavalry),
                UnitKind::LightInfantry
                | UnitKind::HeavyInfantry
                | UnitKind::LightCavalry
                | UnitKind::HeavyCavalry => Err(NoShot::NotAShooter { unit }),
                UnitKind::HorseArtillery | UnitKind::FieldArtillery | UnitKind::HeavyArtillery => {
                    Err(NoShot::ArtilleryFiresAsArtillery { unit })
                }
            },
            Piece::Officer { mounted: true } => Ok(Shooter::MountedOfficer),
            Piece::Officer { mounted: false } => Ok(Shooter::OfficerOnFoot),
            Piece::Gates => Err(NoShot::GatesDoNotShoot),
        }
    }

    /// Whether the text's limits for infantry fire apply: rifle infantry,
    /// saboteurs, and an officer on foot, who "считается пешим отрядом".
    /// The arm the shooter counts as on `cell` (for where it may stand).
    pub const fn arm_on(self, cell: Terrain) -> Arm {
        match self {
            Shooter::RifleInfantry | Shooter::Saboteurs => Arm::Infantry,
            Shooter::RifleCavalry => Arm::Cavalry,
            Shooter::MountedOfficer => Arm::of_officer(true, cell),
            Shooter::OfficerOnFoot => Arm::of_officer(false, cell),
        }
    }

    pub const fn fires_as_infantry(self) -> bool {
        match self {
            Shooter::RifleInfantry | Shooter::Saboteurs | Shooter::OfficerOnFoot => true,
            Shooter::RifleCavalry | Shooter::MountedOfficer => false,
        }
    }

    /// The lowest face that hits: "пехота уничтожает отряд на 5+",
    /// "Кавалерия уничтожает отряд, выкинув 6", "Офицер при стрельбе всегда
    /// попадает на 6+".
    pub const fn hits_from(self) -> u8 {
        match self {
            Shooter::RifleInfantry | Shooter::Saboteurs => 5,
            Shooter::RifleCavalry | Shooter::MountedOfficer | Shooter::OfficerOnFoot => 6,
        }
    }

    /// The range, and the reading it relied on (officers: [M-7]).
    pub const fn range(self, opts: &Options) -> (u8, Option<Reading>) {
        match self {
            Shooter::RifleInfantry | Shooter::Saboteurs => (2, None),
            Shooter::RifleCavalry => (1, None),
            Shooter::MountedOfficer => (1, Some(Reading::M7OfficerRange)),
            Shooter::OfficerOnFoot => match opts.officer_range {
                OfficerRange::One => (1, Some(Reading::M7OfficerRange)),
                OfficerRange::TwoOnFoot => (2, Some(Reading::M7OfficerRange)),
            },
        }
    }
}

/// Straight (vertical or horizontal) or diagonal.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Line {
    #[default]
    Straight,
    Diagonal,
}

/// What is shot at.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum FireTarget {
    /// A unit of troops.
    #[default]
    Unit,
    /// An officer, alone on his cell or standing with a unit.
    Officer { with_unit: bool, mounted: bool },
    /// The gates token.
    Gates,
}

/// A cell the shot passes over.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Between {
    pub terrain: Terrain,
    /// Any figure stands there.
    pub occupied: bool,
}

/// A shot the rules forbid, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum NoShot {
    /// Light infantry, heavy infantry, light and heavy cavalry "Стрелять не могут".
    #[error("{unit} cannot shoot")]
    NotAShooter { unit: UnitKind },
    /// Artillery fires by its own rules (M.3–M.5).
    #[error("{unit} fires by the artillery rules")]
    ArtilleryFiresAsArtillery { unit: UnitKind },
    #[error("gates do not shoot")]
    GatesDoNotShoot,
    /// The target is on the shooter's own cell.
    #[error("the target is on the shooter's cell")]
    SameCell,
    #[error("distance {distance} beyond range {range}")]
    OutOfRange { distance: u8, range: u8 },
    /// Diagonally only from a tower, a wall [M-16], a hill or a mountain.
    #[error("no diagonal fire from {}", .from.code())]
    DiagonalNotFrom { from: Terrain },
    /// The cells between were not entered one per cell: `expected` of them.
    #[error("{given} cells between given; the shot passes over {expected}")]
    BetweenCells { expected: u8, given: usize },
    /// "Горы … Не простреливаются никакой стрельбой".
    #[error("mountains at distance {distance} stop all fire")]
    Mountain { distance: u8 },
    /// "Стрелять через стену из ружей нельзя".
    #[error("no musket fire through the wall at distance {distance}")]
    ThroughWall { distance: u8 },
    /// "Стрелять через клетку содержащую любой отряд нельзя" (except from a
    /// hill or a mountain).
    #[error("the cell at distance {distance} is occupied")]
    ThroughOccupied { distance: u8 },
    /// "На стену можно стрелять … с клеток лестницы, башни или стены".
    #[error("a wall is shot only from a ladder, tower or wall, not {}", .from.code())]
    WallFromBelow { from: Terrain },
    /// An officer standing with a unit "не может быть выбран, как объект
    /// стрельбы для пехоты".
    #[error("infantry may not pick an officer standing with a unit")]
    OfficerWithUnit,
    /// The gates "не может быть целью стрельбы пехоты".
    #[error("infantry may not shoot at the gates")]
    GatesNotForInfantry,
    /// The shooter on a cell the movement rules keep it off.
    #[error("the shooter's cell: {0}")]
    ShooterMisplaced(Misplaced),
    /// A mounted officer shot at on a cell the movement rules keep him off.
    #[error("the target's cell: {0}")]
    TargetMisplaced(Misplaced),
}

/// One shot as the players describe it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ShotSetup {
    pub shooter: Shooter,
    /// The terrain the shooter stands on.
    pub from: Terrain,
    pub line: Line,
    /// Cells from the shooter to the target along the line (1 = adjacent).
    pub distance: u8,
    /// The cells the shot passes over, nearest first: `distance − 1` of them.
    pub between: Vec<Between>,
    pub target: FireTarget,
    /// The terrain the target stands on.
    pub target_on: Terrain,
}

/// What one shot ends in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum FireOutcome {
    Miss,
    /// The unit is destroyed (artillery hit by fire is removed).
    Destroyed,
    /// The gates are destroyed: open until the battle ends.
    GatesOpened,
    /// The officer was hit and saved (5+): dismounted.
    OfficerSaved,
    /// The officer was hit and wounded.
    OfficerWounded,
}

/// A shot that may be fired: the faces and the explanation so far.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ShotPlan {
    pub range: u8,
    pub hits_from: u8,
    pub hit: Fraction,
    pub steps: Vec<Step>,
}

/// The odds before rolling.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct FireOdds {
    /// Always 1 d6 (plus the officer's save if he is hit).
    pub dice: u8,
    pub hits_from: u8,
    pub hit: Fraction,
    pub outcomes: Vec<Share<FireOutcome>>,
    pub steps: Vec<Step>,
}

/// A rolled shot.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct FireReport {
    pub face: u8,
    pub hit: bool,
    /// The officer's save die, if he was hit.
    pub save_face: Option<u8>,
    pub outcome: FireOutcome,
    pub steps: Vec<Step>,
}

impl ShotSetup {
    /// The simplest shot: `shooter` on open ground, `distance` cells
    /// straight ahead over empty open cells, at a unit.
    pub fn plain(shooter: Shooter, distance: u8) -> ShotSetup {
        ShotSetup {
            shooter,
            from: Terrain::Open,
            line: Line::Straight,
            distance,
            between: vec![Between::default(); usize::from(distance.saturating_sub(1))],
            target: FireTarget::Unit,
            target_on: Terrain::Open,
        }
    }

    /// Check the targeting limits in the text's order of concern; the first
    /// that fails is the reason.
    ///
    /// ```
    /// use shturman_battles::macro_battle::fire::{Between, Line, NoShot, Shooter, ShotSetup};
    /// use shturman_battles::macro_battle::{Options, Terrain};
    /// let mut s = ShotSetup::plain(Shooter::RifleInfantry, 2);
    /// assert_eq!(s.check(&Options::default()).unwrap().hit.to_string(), "1/3");
    /// s.between[0].occupied = true;
    /// assert_eq!(s.check(&Options::default()), Err(NoShot::ThroughOccupied { distance: 1 }));
    /// s.from = Terrain::Hill;   // from a hill the shot passes over
    /// assert!(s.check(&Options::default()).is_ok());
    /// ```
    pub fn check(&self, opts: &Options) -> Result<ShotPlan, NoShot> {
        let mut steps = Vec::new();
        // who stands where first: the movement rules keep some off some cells
        let shooter = self.shooter.arm_on(self.from);
        shooter
            .stands_on(self.from)
            .map_err(NoShot::ShooterMisplaced)?;
        if let FireTarget::Officer { mounted, .. } = self.target {
            Arm::of_officer(mounted, self.target_on)
                .stands_on(self.target_on)
                .map_err(NoShot::TargetMisplaced)?;
        }
        if self.distance == 0 {
            return Err(NoShot::SameCell);
        }
        let (range, range_reading) = self.shooter.range(opts);
        let (diagonal_ok, diagonal_reading) = diagonal_from(self.from, opts);
        let step = Rule::ShooterRange {
            shooter: self.shooter,
            range,
            from: self.from,
            diagonal: diagonal_ok,
        };
        let reading = match self.line {
            Line::Diagonal => diagonal_reading.or(range_reading),
            Line::Straight => range_reading,
        };
        steps.push(match reading {
            Some(r) => Step::read(step, r),
            None => Step::new(step),
        });
        if self.distance > range {
            return Err(NoShot::OutOfRange {
                distance: self.distance,
                range,
            });
        }
        if self.line == Line::Diagonal && !diagonal_ok {
            return Err(NoShot::DiagonalNotFrom { from: self.from });
        }
        let expected = self.distance - 1;
        if self.between.len() != usize::from(expected) {
            return Err(NoShot::BetweenCells {
                expected,
                given: self.between.len(),
            });
        }
        let over_figures = matches!(self.from, Terrain::Hill | Terrain::Mountain);
        for (i, b) in self.between.iter().enumerate() {
            let distance = i as u8 + 1;
            if b.terrain == Terrain::Mountain {
                return Err(NoShot::Mountain { distance });
            }
            if b.terrain.is_wall() {
                return Err(NoShot::ThroughWall { distance });
            }
            if b.occupied && !over_figures {
                return Err(NoShot::ThroughOccupied { distance });
            }
        }
        if self.target_on == Terrain::Mountain {
            return Err(NoShot::Mountain {
                distance: self.distance,
            });
        }
        match self.target {
            FireTarget::Officer {
                with_unit: true, ..
            } if self.shooter.fires_as_infantry() => return Err(NoShot::OfficerWithUnit),
            FireTarget::Gates if self.shooter.fires_as_infantry() => {
                return Err(NoShot::GatesNotForInfantry);
            }
            FireTarget::Unit | FireTarget::Officer { .. } | FireTarget::Gates => {}
        }
        // The gates stand in a wall cell, whatever terrain was entered.
        let on_wall_level =
            self.from.is_wall() || matches!(self.from, Terrain::Ladder | Terrain::Tower);
        let wall_target = self.target_on.is_wall() || self.target == FireTarget::Gates;
        if wall_target && !on_wall_level {
            return Err(NoShot::WallFromBelow { from: self.from });
        }
        let hits_from = self.shooter.hits_from();
        steps.push(Step::new(Rule::HitsOn {
            shooter: self.shooter,
            from_face: hits_from,
        }));
        Ok(ShotPlan {
            range,
            hits_from,
            hit: Fraction::sixths(7 - hits_from),
            steps,
        })
    }

    /// The exact odds of the shot, the officer's save included.
    ///
    /// ```
    /// use shturman_battles::macro_battle::fire::{FireOutcome, FireTarget, Shooter, ShotSetup};
    /// use shturman_battles::macro_battle::Options;
    /// let mut s = ShotSetup::plain(Shooter::RifleCavalry, 1);
    /// s.target = FireTarget::Officer { with_unit: true, mounted: true };
    /// let o = s.odds(&Options::default()).unwrap();
    /// // A dragoon may pick him: 1/6 hit, then 2/3 of those wounded.
    /// let wounded = o.outcomes.iter().find(|x| x.value == FireOutcome::OfficerWounded).unwrap();
    /// assert_eq!(wounded.probability.to_string(), "1/9");
    /// ```
    pub fn odds(&self, opts: &Options) -> Result<FireOdds, MacroError> {
        let plan = self.check(opts).map_err(MacroError::NoShot)?;
        let hits_from = i32::from(plan.hits_from);
        let target = self.target;
        let first = Dist::d6().tally(|f| f >= hits_from);
        let outcomes: Tally<FireOutcome> = first.then(|&hit| {
            Ok(match (hit, target) {
                (false, _) => Tally::certain(FireOutcome::Miss),
                (true, FireTarget::Unit) => Tally::certain(FireOutcome::Destroyed),
                (true, FireTarget::Gates) => Tally::certain(FireOutcome::GatesOpened),
                (true, FireTarget::Officer { .. }) => save_odds().map(|s| match s {
                    SaveOutcome::Saved => FireOutcome::OfficerSaved,
                    SaveOutcome::Wounded => FireOutcome::OfficerWounded,
                }),
            })
        })?;
        Ok(FireOdds {
            dice: 1,
            hits_from: plan.hits_from,
            hit: plan.hit,
            outcomes: shares(&outcomes),
            steps: plan.steps,
        })
    }

    /// Roll the shot (and the officer's save, if he is hit; `field` is who
    /// holds the field, for a wounded officer's capture).
    pub fn resolve(
        &self,
        opts: &Options,
        field: FieldHolder,
        dice: &mut dyn DiceSource,
    ) -> Result<FireReport, MacroError> {
        let mut plan = self.check(opts).map_err(MacroError::NoShot)?;
        let face = roll(dice)?;
        let hit = face >= plan.hits_from;
        plan.steps.push(Step::new(Rule::FireDie { face, hit }));
        let (outcome, save_face) = match (hit, self.target) {
            (false, _) => (FireOutcome::Miss, None),
            (true, FireTarget::Unit) => {
                plan.steps.push(Step::new(Rule::TargetDestroyed));
                (FireOutcome::Destroyed, None)
            }
            (true, FireTarget::Gates) => {
                plan.steps.push(Step::new(Rule::GatesOpened));
                (FireOutcome::GatesOpened, None)
            }
            (true, FireTarget::Officer { mounted, .. }) => {
                let s = roll(dice)?;
                let (o, steps) = save_outcome(s, SaveSetup { mounted, field });
                plan.steps.extend(steps);
                (
                    match o {
                        SaveOutcome::Saved => FireOutcome::OfficerSaved,
                        SaveOutcome::Wounded => FireOutcome::OfficerWounded,
                    },
                    Some(s),
                )
            }
        };
        Ok(FireReport {
            face,
            hit,
            save_face,
            outcome,
            steps: plan.steps,
        })
    }
}

/// Whether a shooter standing on `from` may fire diagonally: "по диагонали
/// с Башни, широкой Стены и Холма", "Пехота с горы стреляет как с холма",
/// and [M-16] for a wall that is not wide.
fn diagonal_from(from: Terrain, opts: &Options) -> (bool, Option<Reading>) {
    match from {
        Terrain::Tower | Terrain::Hill | Terrain::Mountain | Terrain::WideWall => (true, None),
        Terrain::Wall | Terrain::Gate => (
            match opts.walls {
                Walls::AnyWall => true,
                Walls::WideOnly => false,
            },
            Some(Reading::M16Walls),
        ),
        Terrain::Open
        | Terrain::Forest
        | Terrain::River
        | Terrain::Bridge
        | Terrain::Road
        | Terrain::Swamp
        | Terrain::Ladder => (false, None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(n: u128, d: u128) -> Fraction {
        Fraction::new(n, d).unwrap()
    }

    #[test]
    fn hit_faces_table() {
        // "Кавалерия уничтожает отряд, выкинув 6 на кубике, пехота уничтожает
        // отряд на 5+ (т.е. на 5-6)"; "Офицер при стрельбе всегда попадает на 6+".
        let o = Options::default();
        for (shooter, from, p) in [
            (Shooter::RifleInfantry, 5, f(1, 3)),
            (Shooter::Saboteurs, 5, f(1, 3)),
            (Shooter::RifleCavalry, 6, f(1, 6)),
            (Shooter::MountedOfficer, 6, f(1, 6)),
            (Shooter::OfficerOnFoot, 6, f(1, 6)),
        ] {
            let plan = ShotSetup::plain(shooter, 1).check(&o).unwrap();
            assert_eq!((plan.hits_from, plan.hit), (from, p), "{shooter:?}");
        }
    }

    #[test]
    fn ranges_and_m7() {
        // "Пехота стреляет на 2 клетки … Кавалерия стреляет аналогично, но на 1 клетку."
        let o = Options::default();
        assert!(
            ShotSetup::plain(Shooter::RifleInfantry, 2)
                .check(&o)
                .is_ok()
        );
        assert_eq!(
            ShotSetup::plain(Shooter::RifleInfantry, 3).check(&o),
            Err(NoShot::OutOfRange {
                distance: 3,
                range: 2
            })
        );
        assert_eq!(
            ShotSetup::plain(Shooter::RifleCavalry, 2).check(&o),
            Err(NoShot::OutOfRange {
                distance: 2,
                range: 1
            })
        );
        assert_eq!(
            ShotSetup::plain(Shooter::OfficerOnFoot, 2).check(&o),
            Err(NoShot::OutOfRange {
                distance: 2,
                range: 1
            })
        );
        let two = Options {
            officer_range: OfficerRange::TwoOnFoot,
            ..o
        };
        let plan = ShotSetup::plain(Shooter::OfficerOnFoot, 2)
            .check(&two)
            .unwrap();
        assert_eq!(plan.steps[0].reading, Some(Reading::M7OfficerRange));
        assert!(
            ShotSetup::plain(Shooter::MountedOfficer, 2)
                .check(&two)
                .is_err()
        );
        assert_eq!(
            ShotSetup::plain(Shooter::RifleInfantry, 0).check(&o),
            Err(NoShot::SameCell)
        );
    }

    #[test]
    fn diagonals_and_m16() {
        // "+ по диагонали с Башни, широкой Стены и Холма"
        let o = Options::default();
        let mut s = ShotSetup::plain(Shooter::RifleInfantry, 1);
        s.line = Line::Diagonal;
        assert_eq!(
            s.check(&o),
            Err(NoShot::DiagonalNotFrom {
                from: Terrain::Open
            })
        );
        for from in [
            Terrain::Tower,
            Terrain::Hill,
            Terrain::Mountain,
            Terrain::WideWall,
            Terrain::Wall,
        ] {
            s.from = from;
            assert!(s.check(&o).is_ok(), "{from:?}");
        }
        let wide = Options {
            walls: Walls::WideOnly,
            ..o
        };
        s.from = Terrain::Wall;
        assert_eq!(
            s.check(&wide),
            Err(NoShot::DiagonalNotFrom {
                from: Terrain::Wall
            })
        );
        s.from = Terrain::WideWall;
        assert!(s.check(&wide).is_ok());
        s.from = Terrain::Wall;
        assert_eq!(
            s.check(&o).unwrap().steps[0].reading,
            Some(Reading::M16Walls)
        );
        // A dragoon on a hill fires diagonally too ("аналогично").
        let mut c = ShotSetup::plain(Shooter::RifleCavalry, 1);
        c.line = Line::Diagonal;
        c.from = Terrain::Hill;
        assert!(c.check(&o).is_ok());
    }

    #[test]
    fn cells_between() {
        let o = Options::default();
        let mut s = ShotSetup::plain(Shooter::RifleInfantry, 2);
        s.between[0].terrain = Terrain::Wall;
        assert_eq!(s.check(&o), Err(NoShot::ThroughWall { distance: 1 }));
        s.between[0].terrain = Terrain::Mountain;
        s.from = Terrain::Hill;
        assert_eq!(s.check(&o), Err(NoShot::Mountain { distance: 1 }));
        s.between[0] = Between {
            terrain: Terrain::Open,
            occupied: true,
        };
        s.from = Terrain::Mountain;
        assert!(s.check(&o).is_ok());
        s.from = Terrain::Tower;
        assert_eq!(s.check(&o), Err(NoShot::ThroughOccupied { distance: 1 }));
        s.between.clear();
        assert_eq!(
            s.check(&o),
            Err(NoShot::BetweenCells {
                expected: 1,
                given: 0
            })
        );
        let mut m = ShotSetup::plain(Shooter::RifleInfantry, 1);
        m.target_on = Terrain::Mountain;
        assert_eq!(m.check(&o), Err(NoShot::Mountain { distance: 1 }));
    }

    #[test]
    fn wall_targets_only_from_wall_level() {
        // "На стену можно стрелять … с клеток лестницы, башни или стены, но не с остальных."
        let o = Options::default();
        let mut s = ShotSetup::plain(Shooter::RifleInfantry, 1);
        s.target_on = Terrain::Wall;
        assert_eq!(
            s.check(&o),
            Err(NoShot::WallFromBelow {
                from: Terrain::Open
            })
        );
        for from in [
            Terrain::Ladder,
            Terrain::Tower,
            Terrain::Wall,
            Terrain::WideWall,
        ] {
            s.from = from;
            assert!(s.check(&o).is_ok(), "{from:?}");
        }
        // "Стрелять на Башню можно из чего угодно."
        let mut t = ShotSetup::plain(Shooter::RifleInfantry, 1);
        t.target_on = Terrain::Tower;
        assert!(t.check(&o).is_ok());
    }

    #[test]
    fn officers_and_gates_as_targets() {
        let o = Options::default();
        let with = FireTarget::Officer {
            with_unit: true,
            mounted: true,
        };
        let alone = FireTarget::Officer {
            with_unit: false,
            mounted: true,
        };
        for shooter in Shooter::ALL {
            let mut s = ShotSetup::plain(shooter, 1);
            s.target = with;
            assert_eq!(
                s.check(&o).is_err(),
                shooter.fires_as_infantry(),
                "{shooter:?}"
            );
            // "Если кроме офицера на клетке никого нет … может быть выбран целью стрельбы для пехоты."
            s.target = alone;
            assert!(s.check(&o).is_ok());
            // The gates stand in a wall: shot only from a ladder, tower or wall.
            s.target = FireTarget::Gates;
            let from_below = if shooter.fires_as_infantry() {
                NoShot::GatesNotForInfantry
            } else {
                NoShot::WallFromBelow {
                    from: Terrain::Open,
                }
            };
            assert_eq!(s.check(&o), Err(from_below));
            s.from = Terrain::Tower;
            assert_eq!(
                s.check(&o) == Err(NoShot::GatesNotForInfantry),
                shooter.fires_as_infantry()
            );
        }
    }

    #[test]
    fn roll_and_save() {
        use shturman_rules::dice::ScriptedDice;
        let o = Options::default();
        let mut s = ShotSetup::plain(Shooter::RifleInfantry, 1);
        s.target = FireTarget::Officer {
            with_unit: false,
            mounted: true,
        };
        let r = s
            .resolve(
                &o,
                FieldHolder::Undecided,
                &mut ScriptedDice::new([5, 5]).unwrap(),
            )
            .unwrap();
        assert_eq!(
            (r.hit, r.save_face, r.outcome),
            (true, Some(5), FireOutcome::OfficerSaved)
        );
        assert!(r.steps.iter().any(|x| x.rule == Rule::Dismounted));
        let r = s
            .resolve(
                &o,
                FieldHolder::Undecided,
                &mut ScriptedDice::new([4]).unwrap(),
            )
            .unwrap();
        assert_eq!((r.hit, r.outcome), (false, FireOutcome::Miss));
        let unit = ShotSetup::plain(Shooter::RifleCavalry, 1);
        let r = unit
            .resolve(
                &o,
                FieldHolder::Undecided,
                &mut ScriptedDice::new([6]).unwrap(),
            )
            .unwrap();
        assert_eq!(r.outcome, FireOutcome::Destroyed);
        let e = ShotSetup::plain(Shooter::RifleCavalry, 2).resolve(
            &o,
            FieldHolder::Undecided,
            &mut ScriptedDice::new([6]).unwrap(),
        );
        assert_eq!(
            e,
            Err(MacroError::NoShot(NoShot::OutOfRange {
                distance: 2,
                range: 1
            }))
        );
    }

    /// Issue 46 #6: a shooter or a mounted officer shot at on a cell the
    /// movement rules keep it off is refused: «Лес. Непроходим для
    /// кавалерии»; «Река. Непроходима для Пехоты и Артиллерии.»
    #[test]
    fn a_shooter_on_a_cell_it_may_not_enter_is_refused() {
        let o = Options::default();
        let mut s = ShotSetup::plain(Shooter::RifleCavalry, 1);
        s.from = Terrain::Forest;
        assert_eq!(
            s.check(&o),
            Err(NoShot::ShooterMisplaced(Misplaced::CavalryInForest))
        );
        s.from = Terrain::River;
        assert!(s.check(&o).is_ok(), "cavalry fords a river");
        let mut s = ShotSetup::plain(Shooter::RifleInfantry, 1);
        s.from = Terrain::River;
        assert_eq!(
            s.check(&o),
            Err(NoShot::ShooterMisplaced(Misplaced::RiverImpassable {
                arm: Arm::Infantry
            }))
        );
        s.from = Terrain::Open;
        s.target = FireTarget::Officer {
            with_unit: false,
            mounted: true,
        };
        s.target_on = Terrain::Tower;
        assert!(s.check(&o).is_ok(), "on a tower he counts as on foot");
        s.target_on = Terrain::Forest;
        assert_eq!(
            s.check(&o),
            Err(NoShot::TargetMisplaced(Misplaced::CavalryInForest))
        );
    }
}
