//! Melee, «штыковая» (digest M.6). This module owns one attack: who fights
//! ([`Fighter`]: a unit, with or without an officer on its cell; an officer
//! in person; the gates), the dice (1 d6, or 2d6 keep the better with an
//! officer), every bonus (the unit's, the officer's own +1 mounted [M-8],
//! −2 into mountains [M-9], the gates' [M-10]), the winner (the higher
//! total; a tie goes to the defender) and what becomes of the loser
//! (destroyed; artillery laid on its side; an officer's save, M.7; a unit
//! beaten by the gates survives; beaten gates open). The odds include the
//! losing officer's save.
//!
//! Where the fight happens ([`Ground`]: the attacker's and the defender's
//! cells, and whether enemy troops share the gates' cell) decides whether
//! it may happen at all (seed «Местность», items 8, 10, 11): a wall is
//! attacked only from a ladder, tower or wall cell, a tower only from a
//! ladder, tower, wall or gate cell, the gates only while no enemy troops
//! stand on their cell; a defender on a mountain cell is attacked "into
//! mountains" [M-9]. [`Melee::on`] refuses the rest with [`MeleeError`].

use super::officer::{FieldHolder, SaveOutcome, SaveSetup, save_odds, save_outcome};
use super::readings::{GatesDefence, Mountains, OfficerBonus, Options, Reading};
use super::steps::{Rule, Step};
use super::units::{Arm, Misplaced, Side, Terrain, UnitKind};
use super::{MacroError, Share, best_of_two_d6, dist_shares, roll, shares};
use crate::{Dist, Fraction, Tally};
use shturman_rules::dice::DiceSource;

/// Who receives or makes the attack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Fighter {
    /// A unit; `officer`: an officer stands on its cell and lends it 2d6,
    /// keep the better (its own bonuses only).
    Unit { kind: UnitKind, officer: bool },
    /// An officer fighting in person: 2d6, keep the better, plus his own
    /// bonus (+1 mounted [M-8]).
    Officer { mounted: bool },
    /// The gates (defender only): d6 + `bonus`, the bonus only under
    /// [M-10] "entered".
    Gates { bonus: i8 },
}

impl Fighter {
    /// The arm the fighter counts as on `cell` (`None`: the gates).
    pub const fn arm_on(self, cell: Terrain) -> Option<Arm> {
        match self {
            Fighter::Unit { kind, .. } => Some(kind.arm()),
            Fighter::Officer { mounted } => Some(Arm::of_officer(mounted, cell)),
            Fighter::Gates { .. } => None,
        }
    }

    /// Whether the fighter may stand on `cell` (the movement rules).
    pub const fn stands_on(self, cell: Terrain) -> Result<(), Misplaced> {
        match self.arm_on(cell) {
            Some(arm) => arm.stands_on(cell),
            None => Ok(()),
        }
    }

    /// A unit with no officer.
    pub const fn unit(kind: UnitKind) -> Fighter {
        Fighter::Unit {
            kind,
            officer: false,
        }
    }

    /// Dice rolled (the better one kept).
    pub const fn dice(self) -> u8 {
        match self {
            Fighter::Unit { officer: true, .. } | Fighter::Officer { .. } => 2,
            Fighter::Unit { officer: false, .. } | Fighter::Gates { .. } => 1,
        }
    }

    /// Infantry for [M-9]: foot troops, saboteurs, and an officer on foot,
    /// who "считается пешим отрядом".
    pub const fn is_infantry(self) -> bool {
        match self {
            Fighter::Unit { kind, .. } => matches!(kind.arm(), Arm::Infantry),
            Fighter::Officer { mounted } => !mounted,
            Fighter::Gates { .. } => false,
        }
    }
}

/// A melee the rules do not allow.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum MeleeError {
    /// The gates only defend.
    #[error("the gates do not attack")]
    GatesDoNotAttack,
    /// Under [M-9] "only infantry may attack", this attacker may not attack
    /// into mountains.
    #[error("only infantry may attack into mountains [M-9]")]
    MayNotAttackIntoMountains { attacker: Fighter },
    /// A gates bonus other than 0 needs [M-10] "entered".
    #[error("gates bonus {bonus}: the gates defend with d6 + 0 unless [M-10] is \"entered\"")]
    GatesBonusNeedsEnteredReading { bonus: i8 },
    /// «На стену можно стрелять и ходить в штыковую с клеток лестницы,
    /// башни или стены, но не с остальных.»
    #[error("a wall may be attacked in melee from ladder, tower or wall cells, but not from the others (attacked from: {})", .from.code())]
    WallOnlyFromLadderTowerOrWall { from: Terrain },
    /// «На башню можно ходить в штыковую с клеток лестницы, башни, стены
    /// или ворот но не с остальных.»
    #[error("a tower may be attacked in melee from ladder, tower, wall or gate cells, but not from the others (attacked from: {})", .from.code())]
    TowerOnlyFromLadderTowerWallOrGate { from: Terrain },
    /// «В рукопашную ворота могут быть атакованы, только если на одной
    /// клетке с ними нет вражеских войск.»
    #[error("the gates may be attacked in melee only if no enemy troops share their cell")]
    GatesHeld,
    /// The gates stand on a gate cell («Отмечаются фишкой на клетке со
    /// стеной»), not on `cell`.
    #[error("the gates are marked by a token on a wall cell (gate), not on: {}", .cell.code())]
    GatesOffTheirCell { cell: Terrain },
    /// A fighter on a cell the movement rules keep it off.
    #[error("the {}'s cell: {why}", .side.code())]
    Misplaced { side: Side, why: Misplaced },
}

/// Where one attack happens: the attacker's cell, the defender's cell and,
/// when the defender's cell holds the gates, whether the defender's troops
/// stand on it too.
///
/// The gate cell counts as a wall cell only where the text names it: a
/// tower may be attacked from it, a wall not (the wall's sentence lists
/// ladder, tower and wall; the tower's adds «или ворот»).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Ground {
    pub attacker: Terrain,
    pub defender: Terrain,
    /// Enemy (the defender's) troops stand on the gates' cell.
    pub troops_on_gates: bool,
}

impl Ground {
    /// Open ground, or the defender on a mountain cell.
    pub const fn open(into_mountains: bool) -> Ground {
        Ground {
            attacker: Terrain::Open,
            defender: if into_mountains {
                Terrain::Mountain
            } else {
                Terrain::Open
            },
            troops_on_gates: false,
        }
    }

    /// Whether `defender` may be attacked from here (seed «Местность» 8,
    /// 10, 11).
    ///
    /// ```
    /// use shturman_battles::macro_battle::melee::{Fighter, Ground, MeleeError};
    /// use shturman_battles::macro_battle::{Terrain, UnitKind};
    /// let on_wall = |from| Ground { attacker: from, defender: Terrain::Wall, troops_on_gates: false };
    /// let li = Fighter::unit(UnitKind::LightInfantry);
    /// assert!(on_wall(Terrain::Ladder).allows(li).is_ok());
    /// assert_eq!(
    ///     on_wall(Terrain::Open).allows(li),
    ///     Err(MeleeError::WallOnlyFromLadderTowerOrWall { from: Terrain::Open })
    /// );
    /// ```
    pub const fn allows(self, defender: Fighter) -> Result<(), MeleeError> {
        let from = self.attacker;
        if let Fighter::Gates { .. } = defender {
            if !matches!(self.defender, Terrain::Gate) {
                return Err(MeleeError::GatesOffTheirCell {
                    cell: self.defender,
                });
            }
            if self.troops_on_gates {
                return Err(MeleeError::GatesHeld);
            }
        }
        match self.defender {
            Terrain::Wall | Terrain::WideWall => match from {
                Terrain::Ladder | Terrain::Tower | Terrain::Wall | Terrain::WideWall => Ok(()),
                Terrain::Open
                | Terrain::Forest
                | Terrain::River
                | Terrain::Bridge
                | Terrain::Hill
                | Terrain::Mountain
                | Terrain::Road
                | Terrain::Swamp
                | Terrain::Gate => Err(MeleeError::WallOnlyFromLadderTowerOrWall { from }),
            },
            Terrain::Tower => match from {
                Terrain::Ladder
                | Terrain::Tower
                | Terrain::Wall
                | Terrain::WideWall
                | Terrain::Gate => Ok(()),
                Terrain::Open
                | Terrain::Forest
                | Terrain::River
                | Terrain::Bridge
                | Terrain::Hill
                | Terrain::Mountain
                | Terrain::Road
                | Terrain::Swamp => Err(MeleeError::TowerOnlyFromLadderTowerWallOrGate { from }),
            },
            Terrain::Open
            | Terrain::Forest
            | Terrain::River
            | Terrain::Bridge
            | Terrain::Hill
            | Terrain::Mountain
            | Terrain::Road
            | Terrain::Swamp
            | Terrain::Ladder
            | Terrain::Gate => Ok(()),
        }
    }
}

/// One attack.
///
/// ```
/// use shturman_battles::macro_battle::melee::{Fighter, Melee};
/// use shturman_battles::macro_battle::{Options, UnitKind};
/// // Heavy infantry (+2) attacks light cavalry (+1); ties to the defender.
/// let m = Melee::new(Fighter::unit(UnitKind::HeavyInfantry), Fighter::unit(UnitKind::LightCavalry), false).unwrap();
/// let o = m.odds(&Options::default()).unwrap();
/// assert_eq!(o.attacker_wins.to_string(), "7/12"); // a 2 + d6 beats 1 + d6 when a ≥ d
/// assert_eq!(o.tie.to_string(), "5/36");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Melee {
    pub attacker: Fighter,
    pub defender: Fighter,
    /// Where it happens (checked by [`Melee::on`]).
    pub ground: Ground,
}

/// What becomes of the loser.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Fate {
    /// Destroyed and removed.
    Destroyed,
    /// Artillery, destroyed and laid on its side (may be captured, M.8).
    LaidOnSide,
    /// A losing officer saved (5+): dismounted.
    OfficerSaved,
    /// A losing officer wounded.
    OfficerWounded,
    /// The attacker lost to the gates: not destroyed.
    Repulsed,
    /// The gates lost: open until the battle ends.
    GatesOpened,
}

/// How one attack ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MeleeOutcome {
    pub winner: Side,
    /// The totals were equal (so the defender won).
    pub tie: bool,
    pub loser: Fate,
}

/// One side's dice and bonus, with the steps that gave them.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SidePlan {
    pub side: Side,
    pub fighter: Fighter,
    /// 1, or 2 keeping the better.
    pub dice: u8,
    pub bonus: i32,
    pub steps: Vec<Step>,
}

/// The odds before rolling.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MeleeOdds {
    pub attacker: SidePlan,
    pub defender: SidePlan,
    pub attacker_wins: Fraction,
    /// Ties included.
    pub defender_wins: Fraction,
    /// Equal totals (won by the defender).
    pub tie: Fraction,
    /// Each side's total: the kept die plus the bonus.
    pub attacker_total: Vec<Share<i32>>,
    pub defender_total: Vec<Share<i32>>,
    /// Winner and the loser's fate (a losing officer's save included).
    pub outcomes: Vec<Share<MeleeOutcome>>,
}

/// A rolled attack.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MeleeReport {
    pub attacker_faces: Vec<u8>,
    pub defender_faces: Vec<u8>,
    pub attacker_total: i32,
    pub defender_total: i32,
    /// The losing officer's save die, if one lost.
    pub save_face: Option<u8>,
    pub outcome: MeleeOutcome,
    pub steps: Vec<Step>,
}

impl Melee {
    /// An attack on open ground (or into mountains), checked; the gates,
    /// as defender, on their own cell with no troops on it (never on a
    /// mountain: [`MeleeError::GatesOffTheirCell`]).
    pub const fn new(
        attacker: Fighter,
        defender: Fighter,
        into_mountains: bool,
    ) -> Result<Melee, MeleeError> {
        let mut ground = Ground::open(into_mountains);
        if let (Fighter::Gates { .. }, false) = (defender, into_mountains) {
            ground.defender = Terrain::Gate;
        }
        Melee::on(attacker, defender, ground)
    }

    /// An attack between two cells, checked: the gates do not attack, and
    /// the cells must allow it ([`Ground::allows`]).
    pub const fn on(
        attacker: Fighter,
        defender: Fighter,
        ground: Ground,
    ) -> Result<Melee, MeleeError> {
        if let Fighter::Gates { .. } = attacker {
            return Err(MeleeError::GatesDoNotAttack);
        }
        if let Err(e) = ground.allows(defender) {
            return Err(e);
        }
        if let Err(why) = attacker.stands_on(ground.attacker) {
            return Err(MeleeError::Misplaced {
                side: Side::Attacker,
                why,
            });
        }
        if let Err(why) = defender.stands_on(ground.defender) {
            return Err(MeleeError::Misplaced {
                side: Side::Defender,
                why,
            });
        }
        Ok(Melee {
            attacker,
            defender,
            ground,
        })
    }

    /// The defender stands on a mountain cell: an attack into mountains [M-9].
    pub const fn into_mountains(&self) -> bool {
        matches!(self.ground.defender, Terrain::Mountain)
    }

    /// Both sides' dice and bonuses under `opts`.
    pub fn plan(&self, opts: &Options) -> Result<(SidePlan, SidePlan), MacroError> {
        // The fields are public: a melee built without `on` is checked here.
        Melee::on(self.attacker, self.defender, self.ground).map_err(MacroError::Melee)?;
        Ok((
            self.side_plan(Side::Attacker, opts)?,
            self.side_plan(Side::Defender, opts)?,
        ))
    }

    /// The side's fighter as it fights on its cell: a mounted officer on
    /// a ladder, wall or tower cell counts as on foot ([`Terrain::dismounts`]),
    /// with no +1 and a save with no horse to lose.
    pub const fn fighter(&self, side: Side) -> Fighter {
        let (f, cell) = match side {
            Side::Attacker => (self.attacker, self.ground.attacker),
            Side::Defender => (self.defender, self.ground.defender),
        };
        match f {
            Fighter::Officer { mounted: true } if cell.dismounts() => {
                Fighter::Officer { mounted: false }
            }
            Fighter::Officer { .. } | Fighter::Unit { .. } | Fighter::Gates { .. } => f,
        }
    }

    fn side_plan(&self, side: Side, opts: &Options) -> Result<SidePlan, MacroError> {
        let fighter = self.fighter(side);
        let mut steps = Vec::new();
        let mut bonus: i32 = 0;
        let (picked, cell) = match side {
            Side::Attacker => (self.attacker, self.ground.attacker),
            Side::Defender => (self.defender, self.ground.defender),
        };
        if picked != fighter {
            steps.push(Step::new(Rule::OfficerOnFootThere { side, cell }));
        }
        match fighter {
            Fighter::Unit { kind, officer } => {
                let b = kind.melee_bonus();
                bonus += i32::from(b);
                steps.push(Step::new(Rule::UnitBonus {
                    side,
                    unit: kind,
                    bonus: b,
                }));
                if officer {
                    steps.push(Step::new(Rule::OfficerHelps { side }));
                }
            }
            Fighter::Officer { mounted } => {
                // "Офицер … имеет бонус +1 к рукопашной" until dismounted.
                let b: i8 = match (mounted, side, opts.officer_bonus) {
                    (false, _, _) => 0,
                    (true, Side::Attacker, _) => 1,
                    (true, Side::Defender, OfficerBonus::AttackAndDefence) => 1,
                    (true, Side::Defender, OfficerBonus::AttackOnly) => 0,
                };
                bonus += i32::from(b);
                let rule = Rule::OfficerInPerson {
                    side,
                    mounted,
                    bonus: b,
                };
                steps.push(if mounted {
                    Step::read(rule, Reading::M8OfficerBonus)
                } else {
                    Step::new(rule)
                });
            }
            Fighter::Gates { bonus: b } => {
                let b = match opts.gates {
                    GatesDefence::Die if b != 0 => {
                        return Err(MacroError::Melee(
                            MeleeError::GatesBonusNeedsEnteredReading { bonus: b },
                        ));
                    }
                    GatesDefence::Die | GatesDefence::Entered => b,
                };
                bonus += i32::from(b);
                steps.push(Step::read(
                    Rule::GatesDefend { bonus: b },
                    Reading::M10Gates,
                ));
            }
        }
        if side == Side::Attacker && self.into_mountains() {
            let pays = match opts.mountains {
                Mountains::InfantryOnly => fighter.is_infantry(),
                Mountains::EveryAttacker => true,
                Mountains::OnlyInfantryMayAttack if fighter.is_infantry() => true,
                Mountains::OnlyInfantryMayAttack => {
                    return Err(MacroError::Melee(MeleeError::MayNotAttackIntoMountains {
                        attacker: fighter,
                    }));
                }
            };
            // "Пехота может атаковать штыковой в горы со штрафом в -2."
            let penalty: i8 = if pays { -2 } else { 0 };
            bonus += i32::from(penalty);
            steps.push(Step::read(
                Rule::IntoMountains { penalty },
                Reading::M9Mountains,
            ));
        }
        Ok(SidePlan {
            side,
            fighter,
            dice: fighter.dice(),
            bonus,
            steps,
        })
    }

    /// What becomes of the loser, before any save.
    fn fate(loser: Fighter, winner: Fighter) -> Fate {
        match (loser, winner) {
            (_, Fighter::Gates { .. }) => Fate::Repulsed,
            (Fighter::Gates { .. }, _) => Fate::GatesOpened,
            (Fighter::Unit { kind, .. }, _) => match kind.arm() {
                Arm::Artillery => Fate::LaidOnSide,
                Arm::Infantry | Arm::Cavalry => Fate::Destroyed,
            },
            // Stands for "must save": replaced by the save's outcome.
            (Fighter::Officer { .. }, _) => Fate::OfficerWounded,
        }
    }

    /// The exact odds: winner, tie, each side's total, the loser's fate.
    pub fn odds(&self, opts: &Options) -> Result<MeleeOdds, MacroError> {
        let (a, d) = self.plan(opts)?;
        let total = |p: &SidePlan| {
            let base = if p.dice == 2 {
                best_of_two_d6()
            } else {
                Dist::d6()
            };
            let b = p.bonus;
            base.map(|v| v + b)
        };
        let (ta, td) = (total(&a), total(&d));
        let (att, def) = (a.fighter, d.fighter);
        let winners = ta.joint(&td, |x, y| (x > y, x == y))?;
        let outcomes = winners.then(|&(attacker_won, tie)| {
            let (winner, loser_fighter, winner_fighter) = if attacker_won {
                (Side::Attacker, def, att)
            } else {
                (Side::Defender, att, def)
            };
            let fate = Self::fate(loser_fighter, winner_fighter);
            Ok(match fate {
                Fate::OfficerWounded | Fate::OfficerSaved => save_odds().map(|s| MeleeOutcome {
                    winner,
                    tie,
                    loser: match s {
                        SaveOutcome::Saved => Fate::OfficerSaved,
                        SaveOutcome::Wounded => Fate::OfficerWounded,
                    },
                }),
                Fate::Destroyed | Fate::LaidOnSide | Fate::Repulsed | Fate::GatesOpened => {
                    Tally::certain(MeleeOutcome {
                        winner,
                        tie,
                        loser: fate,
                    })
                }
            })
        })?;
        Ok(MeleeOdds {
            attacker_wins: winners.probability(|&(w, _)| w),
            defender_wins: winners.probability(|&(w, _)| !w),
            tie: winners.probability(|&(_, t)| t),
            attacker_total: dist_shares(&ta),
            defender_total: dist_shares(&td),
            outcomes: shares(&outcomes),
            attacker: a,
            defender: d,
        })
    }

    /// Roll the attack: the attacker's dice first, then the defender's
    /// ("сначала той стороны, кто лезет в рукопашную, затем той, что
    /// защищалась"), then a losing officer's save.
    pub fn resolve(
        &self,
        opts: &Options,
        field: FieldHolder,
        dice: &mut dyn DiceSource,
    ) -> Result<MeleeReport, MacroError> {
        let (a, d) = self.plan(opts)?;
        let mut steps = Vec::new();
        let mut totals = [0i32; 2];
        let mut faces_of: [Vec<u8>; 2] = [Vec::new(), Vec::new()];
        for (i, p) in [&a, &d].into_iter().enumerate() {
            let mut faces = Vec::with_capacity(2);
            for _ in 0..p.dice {
                faces.push(roll(dice)?);
            }
            let kept = faces.iter().copied().max().unwrap_or(1);
            steps.extend(p.steps.iter().cloned());
            steps.push(Step::new(Rule::MeleeDice {
                side: p.side,
                faces: faces.clone(),
                kept,
            }));
            totals[i] = i32::from(kept) + p.bonus;
            steps.push(Step::new(Rule::MeleeTotal {
                side: p.side,
                kept,
                total: totals[i],
            }));
            faces_of[i] = faces;
        }
        let [ta, td] = totals;
        let tie = ta == td;
        let (winner, loser_fighter, winner_fighter, loser_side) = if ta > td {
            (Side::Attacker, d.fighter, a.fighter, Side::Defender)
        } else {
            (Side::Defender, a.fighter, d.fighter, Side::Attacker)
        };
        // "В случае равенства полученных чисел тот, кто держит оборону … побеждает."
        steps.push(Step::new(if tie {
            Rule::TieToDefender { total: ta }
        } else {
            Rule::HigherWins {
                winner,
                attacker: ta,
                defender: td,
            }
        }));
        let mut save_face = None;
        let loser = match Self::fate(loser_fighter, winner_fighter) {
            Fate::Destroyed => {
                steps.push(Step::new(Rule::LoserDestroyed { side: loser_side }));
                Fate::Destroyed
            }
            Fate::LaidOnSide => {
                if let Fighter::Unit { kind, .. } = loser_fighter {
                    steps.push(Step::new(Rule::LaidOnSide {
                        side: loser_side,
                        unit: kind,
                    }));
                }
                Fate::LaidOnSide
            }
            Fate::Repulsed => {
                steps.push(Step::read(Rule::RepulsedByGates, Reading::M10Gates));
                Fate::Repulsed
            }
            Fate::GatesOpened => {
                steps.push(Step::new(Rule::GatesOpened));
                Fate::GatesOpened
            }
            Fate::OfficerSaved | Fate::OfficerWounded => {
                steps.push(Step::new(Rule::OfficerMustSave));
                let mounted = matches!(loser_fighter, Fighter::Officer { mounted: true });
                let face = roll(dice)?;
                save_face = Some(face);
                let (s, save_steps) = save_outcome(face, SaveSetup { mounted, field });
                steps.extend(save_steps);
                match s {
                    SaveOutcome::Saved => Fate::OfficerSaved,
                    SaveOutcome::Wounded => Fate::OfficerWounded,
                }
            }
        };
        let [attacker_faces, defender_faces] = faces_of;
        Ok(MeleeReport {
            attacker_faces,
            defender_faces,
            attacker_total: ta,
            defender_total: td,
            save_face,
            outcome: MeleeOutcome { winner, tie, loser },
            steps,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shturman_rules::dice::ScriptedDice;

    fn f(n: u128, d: u128) -> Fraction {
        Fraction::new(n, d).unwrap()
    }

    fn bonus_of(m: Melee, opts: &Options) -> (i32, i32) {
        let (a, d) = m.plan(opts).unwrap();
        (a.bonus, d.bonus)
    }

    #[test]
    fn every_unit_bonus() {
        // "Тяжелая Пехота … Бонус +2"; "Кавалерия … бонус +1 в штыковой";
        // "Тяжелая Кавалерия … дополнительный Бонус +1"; "Конная … штраф в -1";
        // "Полевая … штраф в -1"; "Тяжелая … штраф в -2"; light and rifle
        // infantry "Бонусов к штыковой не имеют"; saboteurs as rifle infantry.
        let o = Options::default();
        let expected = [
            (UnitKind::LightInfantry, 0),
            (UnitKind::RifleInfantry, 0),
            (UnitKind::HeavyInfantry, 2),
            (UnitKind::LightCavalry, 1),
            (UnitKind::RifleCavalry, 1),
            (UnitKind::HeavyCavalry, 2),
            (UnitKind::HorseArtillery, -1),
            (UnitKind::FieldArtillery, -1),
            (UnitKind::HeavyArtillery, -2),
            (UnitKind::Saboteurs, 0),
        ];
        for (kind, b) in expected {
            let m = Melee::new(Fighter::unit(kind), Fighter::unit(kind), false).unwrap();
            assert_eq!(bonus_of(m, &o), (b, b), "{kind:?}");
            // An officer on the cell adds dice, never a bonus.
            let with = Melee::new(
                Fighter::Unit {
                    kind,
                    officer: true,
                },
                Fighter::Unit {
                    kind,
                    officer: true,
                },
                false,
            )
            .unwrap();
            assert_eq!(bonus_of(with, &o), (b, b), "{kind:?} with officer");
            assert_eq!(with.plan(&o).unwrap().0.dice, 2);
        }
    }

    #[test]
    fn officer_in_person_and_m8() {
        let mounted = Fighter::Officer { mounted: true };
        let on_foot = Fighter::Officer { mounted: false };
        let li = Fighter::unit(UnitKind::LightInfantry);
        let o = Options::default();
        assert_eq!(
            bonus_of(Melee::new(mounted, mounted, false).unwrap(), &o),
            (1, 1)
        );
        assert_eq!(
            bonus_of(Melee::new(on_foot, on_foot, false).unwrap(), &o),
            (0, 0)
        );
        let attack_only = Options {
            officer_bonus: OfficerBonus::AttackOnly,
            ..o
        };
        assert_eq!(
            bonus_of(Melee::new(mounted, mounted, false).unwrap(), &attack_only),
            (1, 0)
        );
        let (a, _) = Melee::new(mounted, li, false).unwrap().plan(&o).unwrap();
        assert_eq!(a.dice, 2);
        assert_eq!(a.steps[0].reading, Some(Reading::M8OfficerBonus));
    }

    #[test]
    fn mountains_and_m9() {
        let hi = Fighter::unit(UnitKind::HeavyInfantry);
        let hc = Fighter::unit(UnitKind::HeavyCavalry);
        let def = Fighter::unit(UnitKind::Saboteurs);
        let o = Options::default();
        assert_eq!(bonus_of(Melee::new(hi, def, true).unwrap(), &o), (0, 0));
        assert_eq!(bonus_of(Melee::new(hc, def, true).unwrap(), &o), (2, 0));
        let on_foot = Fighter::Officer { mounted: false };
        assert_eq!(
            bonus_of(Melee::new(on_foot, def, true).unwrap(), &o),
            (-2, 0)
        );
        let every = Options {
            mountains: Mountains::EveryAttacker,
            ..o
        };
        assert_eq!(bonus_of(Melee::new(hc, def, true).unwrap(), &every), (0, 0));
        let only = Options {
            mountains: Mountains::OnlyInfantryMayAttack,
            ..o
        };
        assert_eq!(
            Melee::new(hc, def, true).unwrap().plan(&only),
            Err(MacroError::Melee(MeleeError::MayNotAttackIntoMountains {
                attacker: hc
            }))
        );
        assert_eq!(bonus_of(Melee::new(hi, def, true).unwrap(), &only), (0, 0));
        // The defender never pays it.
        assert_eq!(bonus_of(Melee::new(def, hi, true).unwrap(), &o), (-2, 2));
    }

    #[test]
    fn gates_and_m10() {
        let o = Options::default();
        let hi = Fighter::unit(UnitKind::HeavyInfantry);
        assert_eq!(
            Melee::new(Fighter::Gates { bonus: 0 }, hi, false),
            Err(MeleeError::GatesDoNotAttack)
        );
        let m = Melee::new(hi, Fighter::Gates { bonus: 0 }, false).unwrap();
        assert_eq!(bonus_of(m, &o), (2, 0));
        let strong = Melee::new(hi, Fighter::Gates { bonus: 3 }, false).unwrap();
        assert_eq!(
            strong.plan(&o),
            Err(MacroError::Melee(
                MeleeError::GatesBonusNeedsEnteredReading { bonus: 3 }
            ))
        );
        let entered = Options {
            gates: GatesDefence::Entered,
            ..o
        };
        assert_eq!(bonus_of(strong, &entered), (2, 3));
        // "Проигрыш рукопашной воротам не влечет уничтожения отряда."
        let r = m
            .resolve(
                &o,
                FieldHolder::Undecided,
                &mut ScriptedDice::new([1, 6]).unwrap(),
            )
            .unwrap();
        assert_eq!(r.outcome.loser, Fate::Repulsed);
        // "В случае уничтожения, ворота считаются открытыми"
        let r = m
            .resolve(
                &o,
                FieldHolder::Undecided,
                &mut ScriptedDice::new([6, 1]).unwrap(),
            )
            .unwrap();
        assert_eq!(
            (r.outcome.winner, r.outcome.loser),
            (Side::Attacker, Fate::GatesOpened)
        );
    }

    #[test]
    fn ties_go_to_the_defender() {
        // "В случае равенства полученных чисел тот, кто держит оборону от
        // рукопашной схватки, побеждает."
        let o = Options::default();
        let m = Melee::new(
            Fighter::unit(UnitKind::HeavyInfantry),
            Fighter::unit(UnitKind::LightCavalry),
            false,
        )
        .unwrap();
        // 3 + 2 = 5 against 4 + 1 = 5.
        let r = m
            .resolve(
                &o,
                FieldHolder::Undecided,
                &mut ScriptedDice::new([3, 4]).unwrap(),
            )
            .unwrap();
        assert_eq!(
            r.outcome,
            MeleeOutcome {
                winner: Side::Defender,
                tie: true,
                loser: Fate::Destroyed
            }
        );
        assert!(
            r.steps
                .contains(&Step::new(Rule::TieToDefender { total: 5 }))
        );
    }

    #[test]
    fn officer_keeps_the_better_die() {
        // "отряд получает возможность использовать 2д6 в штыковой, выбирая
        // лучший результат (и добавляя собственные бонусы к штыковой отряда,
        // но не офицера)"
        let o = Options::default();
        let m = Melee::new(
            Fighter::Unit {
                kind: UnitKind::LightInfantry,
                officer: true,
            },
            Fighter::unit(UnitKind::HeavyCavalry),
            false,
        )
        .unwrap();
        let r = m
            .resolve(
                &o,
                FieldHolder::Undecided,
                &mut ScriptedDice::new([2, 6, 3]).unwrap(),
            )
            .unwrap();
        assert_eq!((r.attacker_total, r.defender_total), (6, 5));
        assert_eq!(r.outcome.winner, Side::Attacker);
        // "В штыковой офицер бросает 2д6 и к лучшему из результатов добавляет
        // свои бонусы": 5 + 1 against heavy infantry's 4 + 2 is a tie.
        let m = Melee::new(
            Fighter::Officer { mounted: true },
            Fighter::unit(UnitKind::HeavyInfantry),
            false,
        )
        .unwrap();
        let r = m
            .resolve(
                &o,
                FieldHolder::Enemy,
                &mut ScriptedDice::new([5, 1, 4, 2]).unwrap(),
            )
            .unwrap();
        assert_eq!((r.attacker_total, r.defender_total), (6, 6));
        // The officer lost: he saves (a 2: wounded, captured with the enemy on the field).
        assert_eq!(r.save_face, Some(2));
        assert_eq!(r.outcome.loser, Fate::OfficerWounded);
        assert!(r.steps.contains(&Step::new(Rule::WoundedFate {
            field: FieldHolder::Enemy
        })));
    }

    #[test]
    fn artillery_lost_in_melee_is_laid_on_its_side() {
        let o = Options::default();
        let m = Melee::new(
            Fighter::unit(UnitKind::LightCavalry),
            Fighter::unit(UnitKind::FieldArtillery),
            false,
        )
        .unwrap();
        let r = m
            .resolve(
                &o,
                FieldHolder::Undecided,
                &mut ScriptedDice::new([4, 4]).unwrap(),
            )
            .unwrap();
        assert_eq!(r.outcome.loser, Fate::LaidOnSide);
        let odds = m.odds(&o).unwrap();
        let laid = odds
            .outcomes
            .iter()
            .filter(|s| s.value.loser == Fate::LaidOnSide)
            .fold(Fraction::ZERO, |a, s| a + s.probability);
        assert_eq!(laid, odds.attacker_wins);
    }

    #[test]
    fn exact_odds_by_hand() {
        let o = Options::default();
        // Equal units: the attacker wins 15/36, ties 6/36.
        let li = Fighter::unit(UnitKind::LightInfantry);
        let odds = Melee::new(li, li, false).unwrap().odds(&o).unwrap();
        assert_eq!((odds.attacker_wins, odds.tie), (f(5, 12), f(1, 6)));
        assert_eq!(odds.attacker_wins + odds.defender_wins, Fraction::ONE);
        // Officers in person on both sides, mounted: each keeps the better of 2d6 + 1.
        let off = Fighter::Officer { mounted: true };
        let odds = Melee::new(off, off, false).unwrap().odds(&o).unwrap();
        // P(tie) = Σ P(max = k)² = (1 + 9 + 25 + 49 + 81 + 121) / 1296.
        assert_eq!(odds.tie, f(286, 1296));
        let wounded = odds
            .outcomes
            .iter()
            .filter(|s| s.value.loser == Fate::OfficerWounded)
            .fold(Fraction::ZERO, |a, s| a + s.probability);
        assert_eq!(wounded, f(2, 3));
    }

    fn on(from: Terrain, onto: Terrain, d: Fighter) -> Result<Melee, MeleeError> {
        let g = Ground {
            attacker: from,
            defender: onto,
            troops_on_gates: false,
        };
        Melee::on(Fighter::unit(UnitKind::LightInfantry), d, g)
    }

    #[test]
    fn walls_and_towers_only_from_the_cells_the_text_names() {
        // «8. Стена - На стену можно стрелять и ходить в штыковую с клеток
        // лестницы, башни или стены, но не с остальных.»
        // «10. Башня - На башню можно ходить в штыковую с клеток лестницы,
        // башни, стены или ворот но не с остальных.»
        let li = Fighter::unit(UnitKind::LightInfantry);
        for from in Terrain::ALL {
            if from == Terrain::River {
                // infantry stands on no river (`placements_the_movement_rules_exclude`)
                continue;
            }
            let wall_ok = matches!(
                from,
                Terrain::Ladder | Terrain::Tower | Terrain::Wall | Terrain::WideWall
            );
            let tower_ok = wall_ok || from == Terrain::Gate;
            for onto in [Terrain::Wall, Terrain::WideWall] {
                assert_eq!(
                    on(from, onto, li).is_ok(),
                    wall_ok,
                    "{from:?} onto {onto:?}"
                );
            }
            assert_eq!(
                on(from, Terrain::Tower, li),
                if tower_ok {
                    Ok(Melee {
                        attacker: li,
                        defender: li,
                        ground: Ground {
                            attacker: from,
                            defender: Terrain::Tower,
                            troops_on_gates: false,
                        },
                    })
                } else {
                    Err(MeleeError::TowerOnlyFromLadderTowerWallOrGate { from })
                }
            );
            // Every other cell may be attacked from anywhere.
            for onto in Terrain::ALL {
                if !matches!(onto, Terrain::Wall | Terrain::WideWall | Terrain::Tower) {
                    let g = Ground {
                        attacker: from,
                        defender: onto,
                        troops_on_gates: false,
                    };
                    assert!(g.allows(li).is_ok(), "{from:?} onto {onto:?}");
                }
            }
        }
        assert_eq!(
            on(Terrain::Open, Terrain::Wall, li),
            Err(MeleeError::WallOnlyFromLadderTowerOrWall {
                from: Terrain::Open
            })
        );
    }

    #[test]
    fn gates_only_when_no_enemy_troops_share_their_cell() {
        // «11. Ворота - Отмечаются фишкой на клетке со стеной. … В рукопашную
        // ворота могут быть атакованы, только если на одной клетке с ними
        // нет вражеских войск. Проигрыш рукопашной воротам не влечет
        // уничтожения отряда.»
        let gates = Fighter::Gates { bonus: 0 };
        let hi = Fighter::unit(UnitKind::HeavyInfantry);
        let mut g = Ground {
            attacker: Terrain::Open,
            defender: Terrain::Gate,
            troops_on_gates: true,
        };
        assert_eq!(Melee::on(hi, gates, g), Err(MeleeError::GatesHeld));
        // The troops on the gates' cell may be attacked instead.
        assert!(Melee::on(hi, hi, g).is_ok());
        g.troops_on_gates = false;
        let m = Melee::on(hi, gates, g).unwrap();
        assert_eq!(
            on(Terrain::Open, Terrain::Wall, gates),
            Err(MeleeError::GatesOffTheirCell {
                cell: Terrain::Wall
            })
        );
        // The gates on a mountain: not their cell.
        assert_eq!(
            Melee::new(hi, gates, true),
            Err(MeleeError::GatesOffTheirCell {
                cell: Terrain::Mountain
            })
        );
        // Lost to the gates: repulsed, not destroyed, in the odds and the roll.
        let o = Options::default();
        let odds = m.odds(&o).unwrap();
        assert!(
            odds.outcomes
                .iter()
                .filter(|s| s.value.winner == Side::Defender)
                .all(|s| s.value.loser == Fate::Repulsed)
        );
        let r = m
            .resolve(
                &o,
                FieldHolder::Undecided,
                &mut ScriptedDice::new([2, 5]).unwrap(),
            )
            .unwrap();
        assert_eq!(r.outcome.loser, Fate::Repulsed);
        assert!(!r.steps.contains(&Step::new(Rule::LoserDestroyed {
            side: Side::Attacker
        })));
        // A melee whose public fields were set by hand is checked too.
        let bad = Melee {
            ground: Ground {
                troops_on_gates: true,
                ..g
            },
            ..m
        };
        assert_eq!(bad.odds(&o), Err(MacroError::Melee(MeleeError::GatesHeld)));
    }

    #[test]
    fn an_officer_on_foot_pays_into_mountains_m9() {
        // «Пехота может атаковать штыковой в горы со штрафом в -2.» and an
        // officer «После этого он считается пешим отрядом»: on foot, he pays.
        let o = Options::default();
        let def = Fighter::unit(UnitKind::LightInfantry);
        let g = Ground {
            attacker: Terrain::Hill,
            defender: Terrain::Mountain,
            troops_on_gates: false,
        };
        let foot = Melee::on(Fighter::Officer { mounted: false }, def, g).unwrap();
        let (a, _) = foot.plan(&o).unwrap();
        assert_eq!(a.bonus, -2);
        assert!(a.steps.contains(&Step::read(
            Rule::IntoMountains { penalty: -2 },
            Reading::M9Mountains
        )));
        let horse = Melee::on(Fighter::Officer { mounted: true }, def, g).unwrap();
        assert_eq!(horse.plan(&o).unwrap().0.bonus, 1);
    }

    /// Issue 46 #3: «Если офицер пытается перейти на квадрат с лестницей,
    /// стеной или башней он так же далее считается пешим отрядом» — and
    /// on foot he «теряет бонус в +1 к атаке». A mounted officer on such
    /// a cell fights with 0, not +1; losing, he saves with no horse to
    /// lose. He still rolls 2d6, keeping the better, as every officer in
    /// person does («В штыковой офицер бросает 2д6»).
    #[test]
    fn a_mounted_officer_on_a_ladder_wall_or_tower_fights_on_foot() {
        let o = Options::default();
        let horse = Fighter::Officer { mounted: true };
        let li = Fighter::unit(UnitKind::LightInfantry);
        for cell in Terrain::ALL {
            let g = Ground {
                attacker: cell,
                defender: Terrain::Tower,
                troops_on_gates: false,
            };
            let Ok(m) = Melee::on(horse, li, g) else {
                continue; // a tower is not attacked from every cell
            };
            let (a, _) = m.plan(&o).unwrap();
            let on_foot = matches!(
                cell,
                Terrain::Ladder | Terrain::Wall | Terrain::WideWall | Terrain::Tower
            );
            assert_eq!(a.bonus, if on_foot { 0 } else { 1 }, "{cell:?}");
            assert_eq!(a.dice, 2, "{cell:?}");
            assert_eq!(
                a.steps.contains(&Step::new(Rule::OfficerOnFootThere {
                    side: Side::Attacker,
                    cell
                })),
                on_foot,
                "{cell:?}"
            );
        }
        // the defender on a wall, attacked from a ladder: on foot too, and
        // a lost fight is saved on foot (no horse)
        let g = Ground {
            attacker: Terrain::Ladder,
            defender: Terrain::Wall,
            troops_on_gates: false,
        };
        let hi = Fighter::unit(UnitKind::HeavyInfantry);
        let m = Melee::on(hi, horse, g).unwrap();
        assert_eq!(m.plan(&o).unwrap().1.bonus, 0);
        let r = m
            .resolve(
                &o,
                FieldHolder::Undecided,
                &mut ScriptedDice::new([6, 2, 3, 5]).unwrap(),
            )
            .unwrap();
        assert_eq!(r.outcome.loser, Fate::OfficerSaved);
        assert!(r.steps.contains(&Step::new(Rule::SavedOnFoot)));
        assert!(!r.steps.contains(&Step::new(Rule::Dismounted)));
        // on a gate cell, which the sentence does not name, he rides
        let g = Ground {
            attacker: Terrain::Gate,
            defender: Terrain::Open,
            troops_on_gates: false,
        };
        let m = Melee::on(horse, li, g).unwrap();
        assert_eq!(m.plan(&o).unwrap().0.bonus, 1);
    }

    /// Issue 46 #6: placements the movement rules exclude were accepted
    /// (cavalry on a tower, ladder or forest, infantry and artillery on a
    /// river). Each is refused with the text's sentence, on either side.
    /// «1. Лес. Непроходим для кавалерии. Кавалерия не может пройти на
    /// клетку с лесом»; «2. Река. Непроходима для Пехоты и Артиллерии.»;
    /// «9. Лестница. По этой клетке не может перемещаться кавалерия»;
    /// «10. Башня - … Кавалерия не может перемещаться по этой клетке.»
    #[test]
    fn placements_the_movement_rules_exclude() {
        let expected = |arm: Arm, cell: Terrain| match (arm, cell) {
            (Arm::Cavalry, Terrain::Forest) => Some(Misplaced::CavalryInForest),
            (Arm::Cavalry, Terrain::Ladder) => Some(Misplaced::CavalryOnLadder),
            (Arm::Cavalry, Terrain::Tower) => Some(Misplaced::CavalryOnTower),
            (Arm::Infantry | Arm::Artillery, Terrain::River) => {
                Some(Misplaced::RiverImpassable { arm })
            }
            _ => None,
        };
        let mut refused = 0;
        for kind in UnitKind::ALL {
            for cell in Terrain::ALL {
                let u = Fighter::unit(kind);
                let want = expected(kind.arm(), cell);
                // as the attacker, against infantry on open ground
                let g = Ground {
                    attacker: cell,
                    defender: Terrain::Open,
                    troops_on_gates: false,
                };
                let li = Fighter::unit(UnitKind::LightInfantry);
                let got = Melee::on(u, li, g).err();
                let side = Side::Attacker;
                assert_eq!(
                    got,
                    want.map(|why| MeleeError::Misplaced { side, why }),
                    "{kind:?} on {cell:?}"
                );
                // as the defender, attacked from a wall (every cell's rule allows it)
                let g = Ground {
                    attacker: Terrain::Wall,
                    defender: cell,
                    troops_on_gates: false,
                };
                let side = Side::Defender;
                if g.allows(u).is_ok() {
                    let got = Melee::on(li, u, g).err();
                    assert_eq!(
                        got,
                        want.map(|why| MeleeError::Misplaced { side, why }),
                        "{kind:?} on {cell:?}"
                    );
                }
                refused += usize::from(want.is_some());
            }
        }
        // 3 cavalry × 3 cells, 7 infantry and artillery × the river
        assert_eq!(refused, 16);
        // a mounted officer is cavalry («Офицер считается кавалерийским
        // отрядом») but on a ladder or tower he is on foot, and may stand
        let horse = Fighter::Officer { mounted: true };
        let li = Fighter::unit(UnitKind::LightInfantry);
        let from = |attacker| Ground {
            attacker,
            defender: Terrain::Open,
            troops_on_gates: false,
        };
        assert_eq!(
            Melee::on(horse, li, from(Terrain::Forest)).err(),
            Some(MeleeError::Misplaced {
                side: Side::Attacker,
                why: Misplaced::CavalryInForest
            })
        );
        assert!(Melee::on(horse, li, from(Terrain::Ladder)).is_ok());
        assert!(Melee::on(horse, li, from(Terrain::River)).is_ok());
        let foot = Fighter::Officer { mounted: false };
        assert!(Melee::on(foot, li, from(Terrain::River)).is_err());
    }
}
