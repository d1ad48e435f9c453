//! Fire geometry and hit faces (§4.1–4.4, Target of §6). This module
//! owns which gun bears on a cell ([`bearing`]), the cells each gun covers
//! ([`covered_cells`]), the range band, the firing ship's damage level
//! ([`damage_level`]) and the hit faces of one shot with a step-by-step
//! explanation ([`hit_faces`], [`shot_at`]). Shots, salvos and their
//! resolution live in [`crate::attack`].

use crate::assumptions::Assumption;
use crate::card::{Captain, ShipCard};
use crate::fraction::Fraction;
use crate::geometry::{Heading, Offset};
use std::borrow::Cow;

/// A ship's guns (§4.1). Forts have no heading: their guns are [`Gun::Fort`]
/// and bear along all 8 lines with broadside rules [A-5].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Gun {
    /// Курсовые: along the heading.
    Bow,
    /// Ретирадные: opposite the heading.
    Stern,
    /// Left broadside: heading − 90°.
    Port,
    /// Right broadside: heading + 90°.
    Starboard,
    /// A fort's battery: any of the 8 lines, as a broadside [A-5].
    Fort,
}

/// Broadside or chaser: which column of the §4.4 table applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum GunKind {
    Broadside,
    Chaser,
}

impl Gun {
    /// The four guns of a ship with a heading.
    pub const SHIP: [Gun; 4] = [Gun::Bow, Gun::Stern, Gun::Port, Gun::Starboard];

    pub const fn kind(self) -> GunKind {
        match self {
            Gun::Bow | Gun::Stern => GunKind::Chaser,
            Gun::Port | Gun::Starboard | Gun::Fort => GunKind::Broadside,
        }
    }

    /// The line this gun fires along from `heading`; `None` for a fort,
    /// which fires along every line.
    ///
    /// ```
    /// use shturman_rules::fire::Gun;
    /// use shturman_rules::Heading;
    /// assert_eq!(Gun::Starboard.line(Heading::N), Some(Heading::E));
    /// assert_eq!(Gun::Port.line(Heading::NE), Some(Heading::NW));
    /// ```
    pub const fn line(self, heading: Heading) -> Option<Heading> {
        match self {
            Gun::Bow => Some(heading),
            Gun::Stern => Some(heading.rotate(4)),
            Gun::Starboard => Some(heading.rotate(2)),
            Gun::Port => Some(heading.rotate(-2)),
            Gun::Fort => None,
        }
    }

    /// The code the CLI prints: "bow", "stern", "port", "starboard", "fort".
    pub const fn code(self) -> &'static str {
        match self {
            Gun::Bow => "bow",
            Gun::Stern => "stern",
            Gun::Port => "port",
            Gun::Starboard => "starboard",
            Gun::Fort => "fort",
        }
    }
}

/// Range band of a shot (§4.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Band {
    /// n = 1: в упор.
    PointBlank,
    /// 1 < n and 2n ≤ firing range.
    Medium,
    /// 2n > firing range.
    Long,
}

impl Band {
    pub const ALL: [Band; 3] = [Band::PointBlank, Band::Medium, Band::Long];

    pub const fn code(self) -> &'static str {
        match self {
            Band::PointBlank => "point_blank",
            Band::Medium => "medium",
            Band::Long => "long",
        }
    }
}

/// The band of a target `distance` cells away for a ship whose max firing
/// range is `range` (§4.2).
///
/// ```
/// use shturman_rules::fire::{band, Band};
/// assert_eq!(band(1, 4), Band::PointBlank);
/// assert_eq!(band(2, 4), Band::Medium);
/// assert_eq!(band(3, 4), Band::Long);
/// ```
pub const fn band(distance: u32, range: u8) -> Band {
    if distance <= 1 {
        Band::PointBlank
    } else if 2 * distance as u64 <= range as u64 {
        Band::Medium
    } else {
        Band::Long
    }
}

/// The firing ship's damage level (§4.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum DamageLevel {
    /// Less than 1/3 of strength: base faces.
    Normal,
    /// From 1/3 to below 2/3: broadsides lose face 1.
    Reduced,
    /// 2/3 or more: broadsides lose faces 1 and 3.
    Low,
}

impl DamageLevel {
    pub const ALL: [DamageLevel; 3] = [DamageLevel::Normal, DamageLevel::Reduced, DamageLevel::Low];

    pub const fn code(self) -> &'static str {
        match self {
            DamageLevel::Normal => "normal",
            DamageLevel::Reduced => "reduced",
            DamageLevel::Low => "low",
        }
    }
}

/// Damage level of a ship with hull damage `damage` and strength `strength`
/// (§4.3): normal if 3d < S, reduced if 3d < 2S, else low. Integer
/// comparisons, so the thirds are exact.
///
/// ```
/// use shturman_rules::fire::{damage_level, DamageLevel};
/// // Линкор (7): 0-2 / 3-4 / 5-6.
/// assert_eq!(damage_level(2, 7), DamageLevel::Normal);
/// assert_eq!(damage_level(3, 7), DamageLevel::Reduced);
/// assert_eq!(damage_level(5, 7), DamageLevel::Low);
/// ```
pub const fn damage_level(damage: u8, strength: u8) -> DamageLevel {
    let d3 = 3 * damage as u16;
    let s = strength as u16;
    if d3 < s {
        DamageLevel::Normal
    } else if d3 < 2 * s {
        DamageLevel::Reduced
    } else {
        DamageLevel::Low
    }
}

/// A set of d6 faces (bit i−1 = face i). Serialized as a sorted list `[1,3,5]`.
///
/// ```
/// use shturman_rules::fire::FaceSet;
/// let s = FaceSet::of(&[5, 1, 3]);
/// assert_eq!(s.iter().collect::<Vec<_>>(), vec![1, 3, 5]);
/// assert!(s.contains(3) && !s.contains(2));
/// assert_eq!(s.len(), 3);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(into = "Vec<u8>", try_from = "Vec<u8>"))]
pub struct FaceSet(u8);

impl FaceSet {
    pub const EMPTY: FaceSet = FaceSet(0);
    pub const ALL: FaceSet = FaceSet(0b11_1111);

    /// The set of the given faces; values outside 1..=6 are ignored (use
    /// [`FaceSet::try_from`] on a `Vec<u8>` to reject them).
    pub const fn of(faces: &[u8]) -> FaceSet {
        let mut bits = 0u8;
        let mut i = 0;
        while i < faces.len() {
            let f = faces[i];
            if f >= 1 && f <= 6 {
                bits |= 1 << (f - 1);
            }
            i += 1;
        }
        FaceSet(bits)
    }

    /// The raw 6-bit mask (bit 0 = face 1).
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// The set with this mask (bits above the sixth are dropped).
    pub const fn from_bits(bits: u8) -> FaceSet {
        FaceSet(bits & 0b11_1111)
    }

    pub const fn contains(self, face: u8) -> bool {
        face >= 1 && face <= 6 && self.0 & (1 << (face - 1)) != 0
    }

    pub const fn len(self) -> u8 {
        self.0.count_ones() as u8
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub const fn union(self, o: FaceSet) -> FaceSet {
        FaceSet(self.0 | o.0)
    }

    pub const fn difference(self, o: FaceSet) -> FaceSet {
        FaceSet(self.0 & !o.0)
    }

    pub const fn is_subset(self, o: FaceSet) -> bool {
        self.0 & !o.0 == 0
    }

    /// The faces in increasing order.
    pub fn iter(self) -> impl Iterator<Item = u8> {
        (1..=6u8).filter(move |f| self.contains(*f))
    }

    /// The chance that one d6 shows one of these faces: |faces| / 6.
    pub const fn probability(self) -> Fraction {
        Fraction::sixths(self.len())
    }
}

impl IntoIterator for FaceSet {
    type Item = u8;
    type IntoIter = Box<dyn Iterator<Item = u8>>;
    fn into_iter(self) -> Self::IntoIter {
        Box::new(self.iter())
    }
}

impl From<FaceSet> for Vec<u8> {
    fn from(s: FaceSet) -> Vec<u8> {
        s.iter().collect()
    }
}

/// A face outside 1..=6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("die face {0} is not 1..=6")]
pub struct BadFace(pub u8);

impl TryFrom<Vec<u8>> for FaceSet {
    type Error = BadFace;
    fn try_from(v: Vec<u8>) -> Result<Self, Self::Error> {
        match v.iter().find(|f| !(1..=6).contains(*f)) {
            Some(&f) => Err(BadFace(f)),
            None => Ok(FaceSet::of(&v)),
        }
    }
}

/// A gun that bears on a target (§4.1–4.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Bearing {
    pub gun: Gun,
    /// The direction from the shooter to the target.
    pub line: Heading,
    /// n = max(|dx|, |dy|).
    pub distance: u32,
    pub band: Band,
}

/// Why no gun bears on a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum NoBearing {
    /// The offset is (0, 0): there is nothing to aim at.
    SameCell,
    /// Not on any of the 8 lines (dx ≠ 0, dy ≠ 0, |dx| ≠ |dy|).
    NotOnLine { distance: u32 },
    /// On a line, but one no gun of this heading covers.
    DeadZone { line: Heading, distance: u32 },
    /// A gun covers the line, but the target is beyond the firing range.
    OutOfRange {
        gun: Gun,
        line: Heading,
        distance: u32,
        range: u8,
    },
}

impl NoBearing {
    /// The code the CLI prints: "same_cell", "not_on_line", "dead_zone",
    /// "out_of_range".
    pub const fn code(self) -> &'static str {
        match self {
            NoBearing::SameCell => "same_cell",
            NoBearing::NotOnLine { .. } => "not_on_line",
            NoBearing::DeadZone { .. } => "dead_zone",
            NoBearing::OutOfRange { .. } => "out_of_range",
        }
    }

    /// The distance to the target, if it is not the shooter's own cell.
    pub const fn distance(self) -> Option<u32> {
        match self {
            NoBearing::SameCell => None,
            NoBearing::NotOnLine { distance }
            | NoBearing::DeadZone { distance, .. }
            | NoBearing::OutOfRange { distance, .. } => Some(distance),
        }
    }
}

/// Which gun of a ship with `heading` (`None` = fort, [A-5]) and max firing
/// range `range` bears on the cell at `at` (relative to the shooter), or why
/// none does (§4.1). A dead zone is reported before range, since no gun
/// could ever fire there.
///
/// ```
/// use shturman_rules::fire::{bearing, Band, Gun, NoBearing};
/// use shturman_rules::{Heading, Offset};
/// let b = bearing(Some(Heading::N), 4, Offset::new(3, 0)).unwrap();
/// assert_eq!((b.gun, b.distance, b.band), (Gun::Starboard, 3, Band::Long));
/// assert_eq!(
///     bearing(Some(Heading::N), 4, Offset::new(1, 1)),
///     Err(NoBearing::DeadZone { line: Heading::NE, distance: 1 })
/// );
/// assert_eq!(bearing(None, 4, Offset::new(-2, 2)).unwrap().gun, Gun::Fort);
/// ```
pub fn bearing(heading: Option<Heading>, range: u8, at: Offset) -> Result<Bearing, NoBearing> {
    if at == Offset::ZERO {
        return Err(NoBearing::SameCell);
    }
    let distance = at.chebyshev();
    let on_line = at.x == 0 || at.y == 0 || at.x.unsigned_abs() == at.y.unsigned_abs();
    let unit = Offset::new(at.x.signum(), at.y.signum());
    let line = match (on_line, Heading::from_step(unit)) {
        (true, Some(line)) => line,
        _ => return Err(NoBearing::NotOnLine { distance }),
    };
    let gun = match heading {
        None => Gun::Fort,
        Some(h) => match Gun::SHIP.into_iter().find(|g| g.line(h) == Some(line)) {
            Some(g) => g,
            None => return Err(NoBearing::DeadZone { line, distance }),
        },
    };
    if distance > u32::from(range) {
        return Err(NoBearing::OutOfRange {
            gun,
            line,
            distance,
            range,
        });
    }
    Ok(Bearing {
        gun,
        line,
        distance,
        band: band(distance, range),
    })
}

/// One cell a gun covers, for the UI's arc picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CoveredCell {
    pub at: Offset,
    pub gun: Gun,
    pub distance: u32,
    pub band: Band,
}

/// Every cell a ship with `heading` (`None` = fort) and firing range `range`
/// covers, gun by gun, nearest first on each line.
///
/// ```
/// use shturman_rules::fire::{covered_cells, Gun};
/// use shturman_rules::{Heading, Offset};
/// let cells = covered_cells(Some(Heading::N), 2);
/// assert_eq!(cells.len(), 8);
/// assert!(cells.iter().any(|c| c.gun == Gun::Port && c.at == Offset::new(-2, 0)));
/// assert_eq!(covered_cells(None, 3).len(), 24);
/// ```
pub fn covered_cells(heading: Option<Heading>, range: u8) -> Vec<CoveredCell> {
    let lines: Vec<(Gun, Heading)> = match heading {
        Some(h) => Gun::SHIP
            .into_iter()
            .filter_map(|g| g.line(h).map(|l| (g, l)))
            .collect(),
        None => Heading::ALL.into_iter().map(|l| (Gun::Fort, l)).collect(),
    };
    let mut out = Vec::with_capacity(lines.len() * range as usize);
    for (gun, line) in lines {
        for n in 1..=u32::from(range) {
            out.push(CoveredCell {
                at: line.step() * n as i32,
                gun,
                distance: n,
                band: band(n, range),
            });
        }
    }
    out
}

/// The rule behind one step of a hit-faces explanation (§4.4). The UI names
/// each in Russian and English.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum FaceRule {
    /// Broadside base {1,3,5}.
    BroadsideBase,
    /// Bow/stern chaser base {5}.
    ChaserBase,
    /// Firing ship's damage is reduced: broadside loses 1.
    DamageReduced,
    /// Firing ship's damage is low: broadside loses 1 and 3.
    DamageLow,
    /// The firing ship is damaged, but chasers are not weakened.
    ChaserIgnoresDamage,
    /// Long range adds nothing.
    LongRange,
    /// Medium range adds 6.
    MediumRange,
    /// Point blank adds 4 and 6.
    PointBlank,
    /// Captain Target adds 2 (every gun, chasers included; §6).
    CaptainTarget,
}

impl FaceRule {
    /// The section of docs/rules.md the rule comes from.
    pub const fn section(self) -> &'static str {
        // Every modifier is a row of the §4.4 table (Target is restated in
        // §6, but its face comes from the table).
        match self {
            FaceRule::BroadsideBase
            | FaceRule::ChaserBase
            | FaceRule::DamageReduced
            | FaceRule::DamageLow
            | FaceRule::ChaserIgnoresDamage
            | FaceRule::LongRange
            | FaceRule::MediumRange
            | FaceRule::PointBlank
            | FaceRule::CaptainTarget => "4.4",
        }
    }
}

/// One step of a hit-faces explanation: the rule, what it added and
/// removed, and the faces after it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct FaceStep {
    pub rule: FaceRule,
    /// Digest section, e.g. "4.4".
    pub section: Cow<'static, str>,
    pub added: FaceSet,
    pub removed: FaceSet,
    /// The faces after this step.
    pub faces: FaceSet,
    /// The assumption the step relies on, if any (forts: [A-5]).
    pub assumption: Option<Assumption>,
}

/// Hit faces of one shot and how they came about.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct FaceReport {
    pub faces: FaceSet,
    pub probability: Fraction,
    pub steps: Vec<FaceStep>,
}

/// Hit faces of one shot from `gun` at `band` by a ship at damage `level`
/// with `captain` (§4.4). Chasers ignore damage; Target adds 2 to every gun.
///
/// ```
/// use shturman_rules::fire::{hit_faces, Band, DamageLevel, FaceSet, Gun};
/// use shturman_rules::Captain;
/// let r = hit_faces(Gun::Port, Band::PointBlank, DamageLevel::Normal, Some(Captain::Target));
/// assert_eq!(r.faces, FaceSet::ALL);
/// let r = hit_faces(Gun::Bow, Band::Medium, DamageLevel::Low, None);
/// assert_eq!(r.faces, FaceSet::of(&[5, 6]));
/// assert_eq!(r.probability.to_string(), "1/3");
/// ```
pub fn hit_faces(gun: Gun, band: Band, level: DamageLevel, captain: Option<Captain>) -> FaceReport {
    let mut faces = FaceSet::EMPTY;
    let mut steps = Vec::with_capacity(4);
    let mut step = |rule: FaceRule, add: &[u8], remove: &[u8], assumption: Option<Assumption>| {
        let added = FaceSet::of(add);
        let removed = FaceSet::of(remove);
        faces = faces.union(added).difference(removed);
        steps.push(FaceStep {
            rule,
            section: Cow::Borrowed(rule.section()),
            added,
            removed,
            faces,
            assumption,
        });
    };
    let fort = (gun == Gun::Fort).then_some(Assumption::A5Forts);
    match gun.kind() {
        GunKind::Broadside => {
            step(FaceRule::BroadsideBase, &[1, 3, 5], &[], fort);
            match level {
                DamageLevel::Normal => {}
                DamageLevel::Reduced => step(FaceRule::DamageReduced, &[], &[1], None),
                DamageLevel::Low => step(FaceRule::DamageLow, &[], &[1, 3], None),
            }
        }
        GunKind::Chaser => {
            step(FaceRule::ChaserBase, &[5], &[], None);
            if level != DamageLevel::Normal {
                step(FaceRule::ChaserIgnoresDamage, &[], &[], None);
            }
        }
    }
    match band {
        Band::Long => step(FaceRule::LongRange, &[], &[], None),
        Band::Medium => step(FaceRule::MediumRange, &[6], &[], None),
        Band::PointBlank => step(FaceRule::PointBlank, &[4, 6], &[], None),
    }
    if captain == Some(Captain::Target) {
        step(FaceRule::CaptainTarget, &[2], &[], None);
    }
    FaceReport {
        faces,
        probability: faces.probability(),
        steps,
    }
}

/// Why a ship cannot fire at a cell now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum CannotFire {
    /// No gun bears.
    NoBearing(NoBearing),
    /// The chaser that bears has fired the ship's one chaser shot of this
    /// round (§4.5).
    ChaserSpent { gun: Gun },
    /// All shot markers used this round.
    NoShotsLeft,
    /// All shot markers used this round, one of them by the ship's chaser
    /// shot (§4.5): a brig or frigate that fires a chaser has no broadside
    /// left.
    NoShotsAfterChaser,
}

impl CannotFire {
    /// The code the CLI prints: a [`NoBearing::code`], "chaser_spent",
    /// "no_shots_left" or "no_shots_after_chaser".
    pub const fn code(self) -> &'static str {
        match self {
            CannotFire::NoBearing(n) => n.code(),
            CannotFire::ChaserSpent { .. } => "chaser_spent",
            CannotFire::NoShotsLeft => "no_shots_left",
            CannotFire::NoShotsAfterChaser => "no_shots_after_chaser",
        }
    }
}

/// What the fire helper needs to know about the firing ship.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Shooter {
    /// `None` for a fort [A-5].
    pub heading: Option<Heading>,
    /// Max firing range (card).
    pub firing_range: u8,
    /// Hull damage taken.
    pub damage: u8,
    /// Hull strength (card).
    pub strength: u8,
    pub captain: Option<Captain>,
    /// The ship's one chaser shot of this round is fired (§4.5).
    pub chaser_spent: bool,
}

impl Shooter {
    /// An undamaged ship with this card, heading and no captain.
    pub const fn new(card: &ShipCard, heading: Option<Heading>) -> Shooter {
        Shooter {
            heading,
            firing_range: card.firing_range,
            damage: 0,
            strength: card.strength,
            captain: None,
            chaser_spent: false,
        }
    }

    pub const fn level(&self) -> DamageLevel {
        damage_level(self.damage, self.strength)
    }
}

/// A shot the UI can show before rolling: the gun, the band, the damage
/// level, the hit faces with their explanation.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ShotInfo {
    pub bearing: Bearing,
    pub level: DamageLevel,
    pub faces: FaceSet,
    pub probability: Fraction,
    pub steps: Vec<FaceStep>,
}

/// The shot `shooter` can fire at the cell `at` (relative to it), or why it
/// cannot (§4.1–4.5): no gun bears, or the chaser that bears has fired its
/// one shot this round.
///
/// ```
/// use shturman_rules::fire::{shot_at, FaceSet, Gun, Shooter};
/// use shturman_rules::{Heading, Offset, ShipClass};
/// let mut linkor = Shooter::new(&ShipClass::Linkor.card(), Some(Heading::N));
/// linkor.firing_range = 4;
/// let s = shot_at(&linkor, Offset::new(3, 0)).unwrap();
/// assert_eq!(s.bearing.gun, Gun::Starboard);
/// assert_eq!(s.faces, FaceSet::of(&[1, 3, 5]));
/// assert_eq!(s.probability.to_string(), "1/2");
/// linkor.chaser_spent = true;
/// assert!(shot_at(&linkor, Offset::new(0, 2)).is_err()); // the bow chaser
/// ```
pub fn shot_at(shooter: &Shooter, at: Offset) -> Result<ShotInfo, CannotFire> {
    let b = bearing(shooter.heading, shooter.firing_range, at).map_err(CannotFire::NoBearing)?;
    if shooter.chaser_spent && b.gun.kind() == GunKind::Chaser {
        return Err(CannotFire::ChaserSpent { gun: b.gun });
    }
    let level = shooter.level();
    let r = hit_faces(b.gun, b.band, level, shooter.captain);
    Ok(ShotInfo {
        bearing: b,
        level,
        faces: r.faces,
        probability: r.probability,
        steps: r.steps,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gun_lines_by_heading() {
        for h in Heading::ALL {
            let lines: Vec<_> = Gun::SHIP.iter().filter_map(|g| g.line(h)).collect();
            assert_eq!(lines, vec![h, h.opposite(), h.rotate(-2), h.rotate(2)]);
        }
    }

    #[test]
    fn diagonal_ship_fires_on_diagonals() {
        let b = bearing(Some(Heading::NE), 5, Offset::new(2, -2)).unwrap();
        assert_eq!(b.gun, Gun::Starboard);
        assert_eq!(b.line, Heading::SE);
        assert_eq!(
            bearing(Some(Heading::NE), 5, Offset::new(0, 2)),
            Err(NoBearing::DeadZone {
                line: Heading::N,
                distance: 2
            })
        );
    }

    #[test]
    fn reasons() {
        assert_eq!(
            bearing(Some(Heading::N), 4, Offset::new(2, 1)),
            Err(NoBearing::NotOnLine { distance: 2 })
        );
        assert_eq!(
            bearing(Some(Heading::N), 4, Offset::new(0, -5)),
            Err(NoBearing::OutOfRange {
                gun: Gun::Stern,
                line: Heading::S,
                distance: 5,
                range: 4
            })
        );
        assert_eq!(bearing(None, 4, Offset::ZERO), Err(NoBearing::SameCell));
        assert!(bearing(None, 0, Offset::new(1, 0)).is_err());
        // Huge offsets must not overflow.
        assert!(bearing(None, 4, Offset::new(i32::MIN, i32::MIN)).is_err());
    }

    #[test]
    fn covered_cells_match_bearing() {
        for h in Heading::ALL.map(Some).into_iter().chain([None]) {
            let cells = covered_cells(h, 5);
            for x in -6..=6 {
                for y in -6..=6 {
                    let at = Offset::new(x, y);
                    let c = cells.iter().find(|c| c.at == at);
                    match bearing(h, 5, at) {
                        Ok(b) => {
                            let c = c.unwrap();
                            assert_eq!((c.gun, c.distance, c.band), (b.gun, b.distance, b.band));
                        }
                        Err(_) => assert!(c.is_none()),
                    }
                }
            }
        }
    }

    #[test]
    fn steps_add_up() {
        for gun in [Gun::Bow, Gun::Port, Gun::Fort] {
            for b in Band::ALL {
                for l in DamageLevel::ALL {
                    for c in [None, Some(Captain::Target), Some(Captain::Swift)] {
                        let r = hit_faces(gun, b, l, c);
                        let mut f = FaceSet::EMPTY;
                        for s in &r.steps {
                            f = f.union(s.added).difference(s.removed);
                            assert_eq!(f, s.faces);
                        }
                        assert_eq!(f, r.faces);
                    }
                }
            }
        }
        let fort = hit_faces(Gun::Fort, Band::Long, DamageLevel::Normal, None);
        assert_eq!(fort.steps[0].assumption, Some(Assumption::A5Forts));
    }

    #[test]
    fn serde_shapes() {
        assert_eq!(
            serde_json::to_string(&FaceSet::of(&[1, 3, 5])).unwrap(),
            "[1,3,5]"
        );
        assert!(serde_json::from_str::<FaceSet>("[7]").is_err());
        assert_eq!(
            serde_json::to_string(&Band::PointBlank).unwrap(),
            "\"point_blank\""
        );
        let r = hit_faces(Gun::Port, Band::Medium, DamageLevel::Reduced, None);
        let s = serde_json::to_string(&r).unwrap();
        let back: FaceReport = serde_json::from_str(&s).unwrap();
        assert_eq!(back, r);
    }
}
